import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class IfcMedia {
    public static void main(String[] args) {
        List<Playable> queue = new ArrayList<>();
        queue.add(new Song("Intro", 95, "Band A"));
        queue.add(new Podcast("Tech Talk", 2400, 12));
        queue.add(new Song("Anthem", 240, "Band B"));
        queue.add(new OfflineSong("Roadtrip", 185, "Band A", 4200));
        queue.add(new Podcast("News", 600, 3));

        System.out.println("Queue:");
        for (Playable p : queue) {
            System.out.println("  " + p.title() + " " + Playable.formatTime(p.durationSec()) + " " + p.badge());
        }

        List<AbstractTrack> tracks = new ArrayList<>();
        for (Playable p : queue) {
            if (p instanceof AbstractTrack t) tracks.add(t);
        }
        Collections.sort(tracks);
        System.out.print("Sorted by duration:");
        for (AbstractTrack t : tracks) {
            System.out.print(" " + t.title());
        }
        System.out.println();

        Player player = new Player();
        final StringBuilder timeline = new StringBuilder();
        player.setObserver(new PlayerObserver() {
            @Override
            public void onEvent(PlayerEvent e) {
                if (e instanceof Started s) {
                    timeline.append("S(").append(s.title()).append(")");
                } else if (e instanceof Paused p) {
                    timeline.append("P@").append(p.positionSec());
                } else if (e instanceof Finished f) {
                    timeline.append("F").append(f.skipped() ? "!" : "");
                }
                timeline.append(' ');
                System.out.println("  event: " + PlayerEvent.describe(e));
            }
        });

        for (int i = 0; i < queue.size(); i++) {
            Playable p = queue.get(i);
            player.play(p);
            if (i % 2 == 0) {
                player.pauseAt(p.durationSec() / 3);
            }
            player.finish(i == 1);
        }
        System.out.println("timeline: " + timeline.toString().trim());

        int offlineBytes = 0;
        int total = 0;
        for (Playable p : queue) {
            total += p.durationSec();
            if (p instanceof Downloadable d) {
                offlineBytes += d.sizeKb();
            }
        }
        System.out.println("total: " + Playable.formatTime(total) + ", offline kb: " + offlineBytes);
        System.out.println("skip step: " + Seekable.SKIP_STEP + ", plays: " + player.plays());
    }
}

interface Playable {
    String title();
    int durationSec();

    default String badge() {
        return durationSec() > 600 ? "[long]" : "[short]";
    }

    static String formatTime(int seconds) {
        int m = seconds / 60;
        int s = seconds % 60;
        return m + ":" + (s < 10 ? "0" : "") + s;
    }
}

interface Seekable extends Playable {
    int SKIP_STEP = 30;

    default int skipsToEnd(int from) {
        int remaining = durationSec() - from;
        return (remaining + SKIP_STEP - 1) / SKIP_STEP;
    }

    @Override
    default String badge() {
        return "[seek]" + Playable.super.badge();
    }
}

interface Downloadable {
    int sizeKb();
}

abstract class AbstractTrack implements Playable, Comparable<AbstractTrack> {
    private final String title;
    private final int duration;

    protected AbstractTrack(String title, int duration) {
        this.title = title;
        this.duration = duration;
    }

    public String title() { return title; }
    public int durationSec() { return duration; }

    public int compareTo(AbstractTrack other) {
        return Integer.compare(duration, other.duration);
    }
}

class Song extends AbstractTrack {
    final String artist;
    Song(String title, int duration, String artist) {
        super(title, duration);
        this.artist = artist;
    }
    @Override
    public String badge() {
        return super.badge() + " by " + artist;
    }
}

class OfflineSong extends Song implements Downloadable {
    private final int kb;
    OfflineSong(String title, int duration, String artist, int kb) {
        super(title, duration, artist);
        this.kb = kb;
    }
    public int sizeKb() { return kb; }
    @Override
    public String badge() {
        return super.badge() + String.format(" (%x kb)", kb);
    }
}

class Podcast extends AbstractTrack implements Seekable {
    final int episode;
    Podcast(String title, int duration, int episode) {
        super(title, duration);
        this.episode = episode;
    }
    @Override
    public String badge() {
        return Seekable.super.badge() + " ep" + episode + " skips=" + skipsToEnd(0);
    }
}

sealed interface PlayerEvent permits Started, Paused, Finished {
    static String describe(PlayerEvent e) {
        if (e instanceof Started s) return "started " + s.title();
        if (e instanceof Paused p) return "paused at " + Playable.formatTime(p.positionSec());
        if (e instanceof Finished f) return f.skipped() ? "skipped" : "finished";
        return "?";
    }
}

record Started(String title) implements PlayerEvent { }
record Paused(int positionSec) implements PlayerEvent { }
record Finished(boolean skipped) implements PlayerEvent { }

interface PlayerObserver {
    void onEvent(PlayerEvent e);
}

class Player {
    private PlayerObserver observer;
    private Playable current;
    private int plays;

    void setObserver(PlayerObserver observer) { this.observer = observer; }
    int plays() { return plays; }

    void play(Playable p) {
        current = p;
        plays++;
        emit(new Started(p.title()));
    }

    void pauseAt(int pos) {
        if (current instanceof Seekable s) {
            System.out.println("  (seekable: " + s.skipsToEnd(pos) + " skips remain)");
        }
        emit(new Paused(pos));
    }

    void finish(boolean skipped) {
        emit(new Finished(skipped));
        current = null;
    }

    private void emit(PlayerEvent e) {
        if (observer != null) observer.onEvent(e);
    }
}
