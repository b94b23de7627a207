import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class MvpMusicPlayer {

    interface Listener<T> {
        void onChange(T value);
    }

    interface Callback<T> {
        void onSuccess(T result);
        void onError(String message);
    }

    interface PlaybackListener {
        void onStateChanged(PlayerState from, PlayerState to);
        void onProgress(int positionSec, int durationSec);
    }

    enum PlayerState { STOPPED, BUFFERING, PLAYING, PAUSED, COMPLETED, ERROR }

    enum RepeatMode { OFF, ONE, ALL }

    static class MediaItem {
        final String title;
        MediaItem(String title) { this.title = title; }
        @Override public String toString() { return "Media(" + title + ")"; }
    }

    static class Track extends MediaItem {
        final String artist;
        final int durationSec;
        Track(String title, String artist, int durationSec) {
            super(title);
            this.artist = artist;
            this.durationSec = durationSec;
        }
        @Override public String toString() { return artist + " - " + title + " [" + clock(durationSec) + "]"; }
    }

    static String clock(int sec) {
        int m = sec / 60;
        int s = sec % 60;
        return m + ":" + (s < 10 ? "0" : "") + s;
    }

    static class FakeStreamResolver {
        int lookups = 0;
        void resolve(Track t, Callback<String> cb) {
            lookups++;
            if (t.title.startsWith("Lost")) {
                cb.onError("404 stream not found for " + t.title);
            } else {
                cb.onSuccess("cdn://" + t.artist.toLowerCase().replace(' ', '_') + "/" + t.title.length());
            }
        }
    }

    static class PlayerModel {
        private final List<Track> queue = new ArrayList<>();
        private int index = -1;
        private int position = 0;
        private PlayerState state = PlayerState.STOPPED;
        private final List<PlaybackListener> playbackListeners = new ArrayList<>();
        private final List<Listener<? super Track>> nowPlayingListeners = new ArrayList<>();

        void addPlaybackListener(PlaybackListener l) { playbackListeners.add(l); }
        void removePlaybackListener(PlaybackListener l) { playbackListeners.remove(l); }
        void addNowPlayingListener(Listener<? super Track> l) { nowPlayingListeners.add(l); }
        void removeNowPlayingListener(Listener<? super Track> l) { nowPlayingListeners.remove(l); }

        void setQueue(List<Track> tracks) { queue.clear(); queue.addAll(tracks); index = -1; }
        int size() { return queue.size(); }
        Track current() { return index >= 0 ? queue.get(index) : null; }
        int getIndex() { return index; }
        PlayerState getState() { return state; }
        int getPosition() { return position; }

        void select(int i) {
            index = i;
            position = 0;
            Track t = queue.get(i);
            for (Listener<? super Track> l : new ArrayList<>(nowPlayingListeners)) l.onChange(t);
        }

        void setState(PlayerState next) {
            if (next == state) return;
            PlayerState prev = state;
            state = next;
            for (PlaybackListener l : new ArrayList<>(playbackListeners)) l.onStateChanged(prev, next);
        }

        void advance(int seconds) {
            Track t = current();
            position = Math.min(position + seconds, t.durationSec);
            for (PlaybackListener l : new ArrayList<>(playbackListeners)) l.onProgress(position, t.durationSec);
        }

        void seekTo(int sec) { position = sec; }
    }

    interface PlayerView {
        void showTrack(String line);
        void showPlayButton(boolean showPlay);
        void showProgress(String text);
        void showError(String msg);
    }

    static class RecordingPlayerView implements PlayerView {
        final TreeMap<String, Integer> counts = new TreeMap<>();
        private void c(String k) { counts.put(k, counts.getOrDefault(k, 0) + 1); }
        public void showTrack(String line) { c("track"); System.out.println("   ui.track " + line); }
        public void showPlayButton(boolean play) { c("button"); System.out.println("   ui.button " + (play ? "PLAY" : "PAUSE")); }
        public void showProgress(String text) { c("progress"); System.out.println("   ui.progress " + text); }
        public void showError(String msg) { c("error"); System.out.println("   ui.error " + msg); }
    }

    static class PlayerPresenter {
        private final PlayerView view;
        private final PlayerModel model;
        private final FakeStreamResolver resolver;
        private RepeatMode repeat = RepeatMode.OFF;
        private int volume = 50;

        private final PlaybackListener uiBinding = new PlaybackListener() {
            public void onStateChanged(PlayerState from, PlayerState to) {
                System.out.println("  (" + from + " -> " + to + ")");
                view.showPlayButton(to != PlayerState.PLAYING);
            }
            public void onProgress(int pos, int dur) {
                view.showProgress(clock(pos) + " / " + clock(dur) + " (" + (pos * 100 / dur) + "%)");
                if (pos >= dur) onTrackFinished();
            }
        };

        PlayerPresenter(PlayerView view, PlayerModel model, FakeStreamResolver resolver) {
            this.view = view; this.model = model; this.resolver = resolver;
            model.addPlaybackListener(uiBinding);
            model.addNowPlayingListener(t -> view.showTrack((model.getIndex() + 1) + "/" + model.size() + " " + t));
        }

        void playAt(int i) {
            System.out.println("playAt " + i);
            model.select(i);
            model.setState(PlayerState.BUFFERING);
            final Track t = model.current();
            resolver.resolve(t, new Callback<String>() {
                public void onSuccess(String url) {
                    System.out.println("  stream " + url);
                    model.setState(PlayerState.PLAYING);
                }
                public void onError(String message) {
                    model.setState(PlayerState.ERROR);
                    view.showError(message);
                    System.out.println("  skipping broken track");
                    next();
                }
            });
        }

        void togglePlayPause() {
            System.out.println("togglePlayPause in " + model.getState());
            switch (model.getState()) {
                case PLAYING: model.setState(PlayerState.PAUSED); break;
                case PAUSED: model.setState(PlayerState.PLAYING); break;
                case STOPPED:
                case COMPLETED: playAt(0); break;
                default: System.out.println("  ignored");
            }
        }

        void tick(int seconds) {
            if (model.getState() == PlayerState.PLAYING) model.advance(seconds);
        }

        void seek(int sec) {
            System.out.println("seek " + clock(sec));
            model.seekTo(sec);
        }

        void next() {
            int i = model.getIndex() + 1;
            if (i >= model.size()) {
                if (repeat == RepeatMode.ALL) i = 0;
                else { model.setState(PlayerState.COMPLETED); return; }
            }
            playAt(i);
        }

        void previous() {
            System.out.println("previous at " + clock(model.getPosition()));
            if (model.getPosition() > 3 || model.getIndex() == 0) playAt(model.getIndex());
            else playAt(model.getIndex() - 1);
        }

        private void onTrackFinished() {
            System.out.println("  track finished, repeat=" + repeat);
            if (repeat == RepeatMode.ONE) playAt(model.getIndex());
            else next();
        }

        void setRepeat(RepeatMode mode) { System.out.println("repeat " + mode); repeat = mode; }

        void changeVolume(int delta) {
            int v = Math.max(0, Math.min(100, volume + delta));
            System.out.println("volume " + volume + " -> " + v);
            volume = v;
        }

        void release() {
            System.out.println("release presenter");
            model.removePlaybackListener(uiBinding);
        }
    }

    public static void main(String[] args) {
        PlayerModel model = new PlayerModel();
        RecordingPlayerView view = new RecordingPlayerView();
        FakeStreamResolver resolver = new FakeStreamResolver();
        PlayerPresenter p = new PlayerPresenter(view, model, resolver);

        List<Track> tracks = new ArrayList<>();
        tracks.add(new Track("Intro", "The Tests", 65));
        tracks.add(new Track("Lost Signal", "Null Ptr", 200));
        tracks.add(new Track("Refactor", "Big O", 125));
        model.setQueue(tracks);

        final List<String> scrobbles = new ArrayList<>();
        Listener<MediaItem> scrobbler = new Listener<MediaItem>() {
            public void onChange(MediaItem item) { scrobbles.add(item.title); }
        };
        final int[] anyCount = {0};
        Listener<Object> anyListener = new Listener<Object>() {
            public void onChange(Object o) { anyCount[0]++; }
        };
        model.addNowPlayingListener(scrobbler);
        model.addNowPlayingListener(anyListener);

        p.togglePlayPause();
        p.tick(30);
        p.togglePlayPause();
        p.tick(30);
        p.togglePlayPause();
        p.changeVolume(35);
        p.changeVolume(40);
        p.tick(30);
        p.tick(30);
        p.tick(30);
        p.previous();
        p.seek(120);
        p.setRepeat(RepeatMode.ONE);
        p.tick(10);
        model.removeNowPlayingListener(scrobbler);
        p.setRepeat(RepeatMode.ALL);
        p.tick(125);
        p.setRepeat(RepeatMode.OFF);
        p.release();
        p.tick(200);
        p.changeVolume(-200);

        System.out.println("state=" + model.getState() + " index=" + model.getIndex()
                + " pos=" + clock(model.getPosition()));
        System.out.println("scrobbles: " + scrobbles);
        System.out.println("now-playing events (any): " + anyCount[0]);
        System.out.println("stream lookups: " + resolver.lookups);
        System.out.println("ui counts: " + view.counts);
    }
}
