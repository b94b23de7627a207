package com.mvcevents.youtube;

import com.mvcevents.framework.AbstractController;
import com.mvcevents.framework.ActionEvent;
import com.mvcevents.framework.ModelEvent;
import com.mvcevents.framework.ModelEventListener;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Deterministic run of the MVC event flow. The network is replaced by canned Gson-shaped trees
 * (nested maps and lists, numbers as {@code Double}), answered synchronously.
 */
public class MvcEventsDemo {

    /** A view that prints what it receives. */
    static class ConsoleView implements ModelEventListener {
        private final String name;
        boolean listening = true;
        int received;

        ConsoleView(String name) {
            this.name = name;
        }

        @Override
        public void onReceiveSuccess(ModelEvent event) {
            received++;
            System.out.println("  [" + name + "] " + Actions.name(event.actionEvent.action) + " ok: "
                    + describe(event.modelData));
        }

        @Override
        public void onReceiveError(ModelEvent event) {
            received++;
            System.out.println("  [" + name + "] " + Actions.name(event.actionEvent.action) + " error "
                    + ModelEvent.codeName(event.modelCode) + ": " + event.modelMessage);
        }

        @Override
        public boolean isListening() {
            return listening;
        }
    }

    static String describe(Object data) {
        if (data instanceof List) {
            List<?> list = (List<?>) data;
            StringBuilder sb = new StringBuilder().append(list.size()).append(" item(s)");
            for (Object o : list) {
                sb.append("\n      ").append(o);
            }
            return sb.toString();
        }
        return String.valueOf(data);
    }

    static Map<String, Object> map(Object... keyValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put((String) keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    static Map<String, Object> playlist(String id, String title, String published, double count) {
        return map("kind", "youtube#playlist", "id", id,
                "snippet", map("title", title, "publishedAt", published,
                        "thumbnails", map("default", map("url", "https://i.ytimg.com/" + id + "/default.jpg"),
                                "medium", map("url", "https://i.ytimg.com/" + id + "/mq.jpg"))),
                "contentDetails", map("itemCount", count));
    }

    static Map<String, Object> cannedPlaylists(String pageToken) {
        if (pageToken == null) {
            return map("kind", "youtube#playlistListResponse", "nextPageToken", "CAUQAA",
                    "pageInfo", map("totalResults", 6.0, "resultsPerPage", 4.0),
                    "items", Arrays.asList(
                            playlist("PLa1", "Android Developer Live", "2013-07-25T18:12:41.000Z", 12.0),
                            playlist("PLb2", "design bytes", "2015-01-10T09:00:00.000Z", 31.0),
                            map("id", null, "snippet", map("title", "broken")),
                            "not an object",
                            map("id", "PLc3", "snippet", map("title", "Coffee with a Googler",
                                    "publishedAt", "2014-03-02T12:00:00.000Z")),
                            playlist("PLd4", "Zipped: live coding", "2015-01-10T09:00:00.000Z", 31.0)));
        }
        return map("kind", "youtube#playlistListResponse",
                "items", Arrays.asList(playlist("PLe5", "Empty list", "2012-11-30T23:59:59.000Z", 0.0)));
    }

    static Map<String, Object> video(String id, String title, double position, String duration) {
        return map("snippet", map("title", title, "position", position),
                "contentDetails", map("videoId", id, "duration", duration));
    }

    static Map<String, Object> cannedVideos() {
        return map("items", Arrays.asList(
                video("v3", "Q&A", 2.0, "PT1H4M13S"),
                video("v1", "Intro", 0.0, "PT59S"),
                video("v2", "Deep dive", 1.0, "PT10M"),
                map("snippet", map("title", "no details")),
                video("v4", "Marathon", 3.0, "P1DT2S"),
                video("v5", "Broken", 4.0, "PT5X")));
    }

    public static void main(String[] args) {
        final List<String> requests = new ArrayList<>();
        AbstractController.setControllerFactory(() -> new PlaylistController("AIza-demo") {
            @Override
            protected void startRequest(String url, ActionEvent event) {
                requests.add(url);
                if (url.contains("/playlists?")) {
                    onReceiveSuccess(ModelEvent.success(event,
                            cannedPlaylists(event.getViewData(Actions.KEY_PAGE_TOKEN))));
                } else if (url.contains("PL_missing")) {
                    onReceiveError(ModelEvent.error(event, ModelEvent.CODE_NOT_FOUND, "HTTP 404"));
                } else {
                    onReceiveSuccess(ModelEvent.success(event, cannedVideos()));
                }
            }
        });
        AbstractController controller = AbstractController.getController();
        System.out.println("singleton: " + (controller == AbstractController.getController())
                + " is PlaylistController: " + (controller instanceof PlaylistController));
        PlaylistController playlists = (PlaylistController) controller;

        ConsoleView list = new ConsoleView("list");
        ConsoleView detail = new ConsoleView("detail");

        System.out.println("== load ==");
        controller.sendActionEvent(new ActionEvent(Actions.LOAD_PLAYLISTS, list));
        controller.sendActionEvent(new ActionEvent(Actions.LOAD_PLAYLISTS, list)
                .put(Actions.KEY_CHANNEL_ID, "UC_x5XG1OV2P6uZZ5FSM9Ttw"));
        System.out.println("next page: " + playlists.getNextPageToken());
        ActionEvent more = new ActionEvent(Actions.LOAD_PLAYLISTS, list)
                .put(Actions.KEY_CHANNEL_ID, "UC_x5XG1OV2P6uZZ5FSM9Ttw")
                .put(Actions.KEY_PAGE_TOKEN, playlists.getNextPageToken());
        System.out.println(more);
        controller.sendActionEvent(more);
        System.out.println("loaded " + playlists.getPlaylists().size() + ", next page: " + playlists.getNextPageToken());

        System.out.println("== sort ==");
        int[] orders = {Actions.SORT_BY_TITLE, Actions.SORT_BY_ITEM_COUNT, Actions.SORT_BY_DATE, 7};
        for (int order : orders) {
            controller.sendActionEvent(new ActionEvent(Actions.SORT_PLAYLISTS, list, null, order));
        }

        System.out.println("== filter / select ==");
        Map<String, String> form = new LinkedHashMap<>();
        form.put(Actions.KEY_QUERY, "  LIVE ");
        controller.sendActionEvent(new ActionEvent(Actions.FILTER_PLAYLISTS, list, form));
        controller.sendActionEvent(new ActionEvent(Actions.FILTER_PLAYLISTS, list));
        controller.sendActionEvent(new ActionEvent(Actions.SELECT_PLAYLIST, detail).put(Actions.KEY_PLAYLIST_ID, "PLc3"));
        controller.sendActionEvent(new ActionEvent(Actions.SELECT_PLAYLIST, detail).put(Actions.KEY_PLAYLIST_ID, "PLzz"));

        System.out.println("== videos ==");
        controller.sendActionEvent(new ActionEvent(Actions.LOAD_PLAYLIST_ITEMS, detail).put(Actions.KEY_PLAYLIST_ID, "PLb2"));
        int before = requests.size();
        controller.sendActionEvent(new ActionEvent(Actions.LOAD_PLAYLIST_ITEMS, detail).put(Actions.KEY_PLAYLIST_ID, "PLb2"));
        System.out.println("second load used cache: " + (requests.size() == before));
        controller.sendActionEvent(new ActionEvent(Actions.LOAD_PLAYLIST_ITEMS, detail).put(Actions.KEY_PLAYLIST_ID, "PL_missing"));
        controller.sendActionEvent(new ActionEvent(Actions.CLEAR_CACHE, detail));

        System.out.println("== routing ==");
        ConsoleView everything = new ConsoleView("broadcast");
        controller.addBroadcastListener(everything);
        controller.addBroadcastListener(everything);
        controller.sendActionEvent(new ActionEvent(Actions.SELECT_PLAYLIST, "not a view").put(Actions.KEY_PLAYLIST_ID, "PLa1"));
        detail.listening = false;
        controller.sendActionEvent(new ActionEvent(Actions.SELECT_PLAYLIST, detail).put(Actions.KEY_PLAYLIST_ID, "PLa1"));
        detail.listening = true;
        controller.sendActionEvent(new ActionEvent(Actions.SELECT_PLAYLIST, detail).put(Actions.KEY_PLAYLIST_ID, "PLa1"));
        controller.removeBroadcastListener(everything);
        controller.sendActionEvent(new ActionEvent(999, list));
        controller.sendActionEvent(new ActionEvent(Actions.SELECT_PLAYLIST, null));
        System.out.println("stats: " + controller.stats() + "; list got " + list.received + ", detail got "
                + detail.received + ", broadcast got " + everything.received);

        ModelEvent typed = ModelEvent.success(new ActionEvent(Actions.CLEAR_CACHE, list), 3);
        System.out.println("typed: " + typed.getModelData(Integer.class) + " " + typed.getModelData(String.class)
                + " " + typed + " " + ModelEvent.codeName(42));

        System.out.println("== requests ==");
        for (String r : requests) {
            System.out.println(r);
        }
        Map<String, String> odd = new LinkedHashMap<>();
        odd.put("q", "caf\u00e9 & cr\u00e8me brul\u00e9e");
        odd.put("a", "x=y/z?~*");
        System.out.println(playlists.buildUrl("search", odd));

        System.out.println("== durations ==");
        String[] durations = {"PT0S", "PT59S", "PT1M", "PT1H", "PT1H4M13S", "P1DT2S", "P1M", "PT", "P", "PT5X", "1H", "PT12H60M61S", null};
        for (String d : durations) {
            int s = VideoDTO.parseIsoDuration(d);
            System.out.println(d + " -> " + s + " " + new VideoDTO("v", "t", 0, s).getFormattedDuration());
        }
    }
}
