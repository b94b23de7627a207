package com.mvcevents.youtube;

import android.text.TextUtils;
import android.util.Log;

import com.mvcevents.framework.AbstractController;
import com.mvcevents.framework.ActionEvent;
import com.mvcevents.framework.ModelEvent;

import java.io.UnsupportedEncodingException;
import java.net.URLEncoder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The app's controller: loads a channel's playlists and a playlist's videos from the YouTube
 * Data API, and sorts, filters and selects playlists locally.
 */
public class PlaylistController extends AbstractController {

    private static final String TAG = "PlaylistController";
    private static final String API_BASE = "https://www.googleapis.com/youtube/v3/";

    private final String apiKey;
    private final List<PlaylistDTO> playlists = new ArrayList<>();
    private final Map<String, List<VideoDTO>> videoCache = new HashMap<>();
    private String nextPageToken;

    public PlaylistController() {
        this("demo-key");
    }

    public PlaylistController(String apiKey) {
        this.apiKey = apiKey;
    }

    /** @return the playlists loaded so far, in display order */
    public List<PlaylistDTO> getPlaylists() {
        return Collections.unmodifiableList(playlists);
    }

    /** @return the token of the next page of playlists, or {@code null} */
    public String getNextPageToken() {
        return nextPageToken;
    }

    @Override
    protected void handleActionEvent(ActionEvent event) {
        switch (event.action) {
            case Actions.LOAD_PLAYLISTS: {
                String channel = event.getViewData(Actions.KEY_CHANNEL_ID);
                if (TextUtils.isEmpty(channel)) {
                    onReceiveError(ModelEvent.error(event, ModelEvent.CODE_BAD_REQUEST, "no channel id"));
                    return;
                }
                Map<String, String> params = new HashMap<>();
                params.put("part", "snippet,contentDetails");
                params.put("channelId", channel);
                params.put("maxResults", String.valueOf(Actions.MAX_RESULTS));
                String page = event.getViewData(Actions.KEY_PAGE_TOKEN);
                if (page != null) {
                    params.put("pageToken", page);
                }
                startRequest(buildUrl("playlists", params), event);
                break;
            }
            case Actions.LOAD_PLAYLIST_ITEMS: {
                String playlistId = event.getViewData(Actions.KEY_PLAYLIST_ID, "");
                List<VideoDTO> cached = videoCache.get(playlistId);
                if (cached != null) {
                    onReceiveSuccess(ModelEvent.success(event, cached));
                    return;
                }
                Map<String, String> params = new HashMap<>();
                params.put("part", "snippet,contentDetails");
                params.put("playlistId", playlistId);
                startRequest(buildUrl("playlistItems", params), event);
                break;
            }
            case Actions.SORT_PLAYLISTS:
                sortPlaylists(event.tag);
                onReceiveSuccess(ModelEvent.success(event, new ArrayList<>(playlists)));
                break;
            case Actions.FILTER_PLAYLISTS: {
                String query = event.getViewData(Actions.KEY_QUERY, "").trim().toLowerCase(Locale.ROOT);
                List<PlaylistDTO> matches = new ArrayList<>();
                for (PlaylistDTO p : playlists) {
                    if (query.isEmpty() || (p.getTitle() != null && p.getTitle().toLowerCase(Locale.ROOT).contains(query))) {
                        matches.add(p);
                    }
                }
                onReceiveSuccess(ModelEvent.success(event, matches));
                break;
            }
            case Actions.SELECT_PLAYLIST: {
                String id = event.getViewData(Actions.KEY_PLAYLIST_ID);
                for (PlaylistDTO p : playlists) {
                    if (p.getId().equals(id)) {
                        onReceiveSuccess(ModelEvent.success(event, p));
                        return;
                    }
                }
                onReceiveError(ModelEvent.error(event, ModelEvent.CODE_NOT_FOUND, "no playlist " + id));
                break;
            }
            case Actions.CLEAR_CACHE:
                int dropped = videoCache.size();
                videoCache.clear();
                onReceiveSuccess(ModelEvent.success(event, dropped));
                break;
            default:
                throw new IllegalArgumentException("unhandled action " + Actions.name(event.action));
        }
    }

    /** Parses network answers before they reach the view. */
    @Override
    @SuppressWarnings("rawtypes")
    public void onReceiveSuccess(ModelEvent event) {
        switch (event.actionEvent.action) {
            case Actions.LOAD_PLAYLISTS:
                if (event.modelData instanceof Map) {
                    Map json = (Map) event.modelData;
                    List<PlaylistDTO> page = PlaylistDTO.parseListPlaylist(json);
                    if (event.actionEvent.getViewData(Actions.KEY_PAGE_TOKEN) == null) {
                        playlists.clear();
                    }
                    playlists.addAll(page);
                    nextPageToken = PlaylistDTO.parseNextPageToken(json);
                    event.modelData = page;
                }
                break;
            case Actions.LOAD_PLAYLIST_ITEMS:
                if (event.modelData instanceof Map) {
                    List<VideoDTO> videos = VideoDTO.parseListVideos((Map) event.modelData);
                    videoCache.put(event.actionEvent.getViewData(Actions.KEY_PLAYLIST_ID, ""), videos);
                    event.modelData = videos;
                }
                break;
            default:
                break;
        }
        super.onReceiveSuccess(event);
    }

    /**
     * Sorts the loaded playlists.
     *
     * @param order one of the {@code Actions.SORT_BY_*} constants
     */
    void sortPlaylists(int order) {
        Comparator<PlaylistDTO> comparator;
        switch (order) {
            case Actions.SORT_BY_TITLE:
                comparator = (a, b) -> String.CASE_INSENSITIVE_ORDER.compare(a.getTitle(), b.getTitle());
                break;
            case Actions.SORT_BY_ITEM_COUNT:
                comparator = Comparator.comparingInt(PlaylistDTO::getItemCount).reversed()
                        .thenComparing(PlaylistDTO::getId);
                break;
            case Actions.SORT_BY_DATE:
                comparator = Comparator.comparing(PlaylistDTO::getPublishedAt,
                        Comparator.nullsLast(Comparator.reverseOrder()));
                break;
            default:
                throw new IllegalArgumentException("unknown sort order " + order);
        }
        Collections.sort(playlists, comparator);
    }

    /**
     * Builds an API URL with the parameters in name order (stable URLs make the HTTP cache work).
     *
     * @param endpoint API endpoint, e.g. "playlists"
     * @param params   query parameters, not yet encoded
     * @return the URL, including the API key
     */
    public String buildUrl(String endpoint, Map<String, String> params) {
        StringBuilder sb = new StringBuilder(API_BASE).append(endpoint).append('?');
        Map<String, String> sorted = new TreeMap<>(params);
        sorted.put("key", apiKey);
        boolean first = true;
        for (Map.Entry<String, String> e : sorted.entrySet()) {
            if (!first) {
                sb.append('&');
            }
            first = false;
            try {
                sb.append(e.getKey()).append('=').append(URLEncoder.encode(e.getValue(), "UTF-8"));
            } catch (UnsupportedEncodingException impossible) {
                throw new AssertionError(impossible);
            }
        }
        return sb.toString();
    }

    /** Starts the network request for {@code event} on a background thread. */
    protected void startRequest(String url, ActionEvent event) {
        Log.d(TAG, "GET " + url);
        new Thread(new NetworkRunnable(url, event, this), "network-" + event.action).start();
    }
}
