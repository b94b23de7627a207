import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

public class NestPlaylistIterator {
    public static void main(String[] args) {
        Playlist p = new Playlist("Road Trip");
        p.add("Highway Song", 215);
        p.add("Desert Wind", 187);
        p.add("Night Drive", 302);
        p.add("Sunrise", 145);
        p.add("Last Exit", 260);

        System.out.println("All tracks:");
        for (Playlist.Track t : p) {
            System.out.println("  " + t.describe());
        }

        System.out.println("Skipping iterator (every 2nd):");
        Iterator<Playlist.Track> it = p.new SkippingIterator(2);
        while (it.hasNext()) {
            Playlist.Track t = it.next();
            System.out.println("  " + t.describe());
        }

        Playlist.Track extra = p.new Track("Bonus Cut", 99);
        System.out.println("Detached track: " + extra.describe());
        System.out.println("Playlist size still: " + p.size());

        Iterator<Playlist.Track> it2 = p.iterator();
        int consumed = 0;
        while (it2.hasNext()) { it2.next(); consumed++; }
        try {
            it2.next();
        } catch (NoSuchElementException e) {
            System.out.println("Caught after " + consumed + ": " + e.getMessage());
        }
        System.out.println(String.format("Total: %d seconds (%.2f minutes)", p.totalSeconds(), p.totalSeconds() / 60.0));
        p.rename("Road Trip 2024");
        System.out.println("After rename: " + extra.describe());
    }
}

class Playlist implements Iterable<Playlist.Track> {
    private String name;
    private final List<Track> tracks = new ArrayList<>();
    private int nextId = 1;

    Playlist(String name) { this.name = name; }

    void rename(String name) { this.name = name; }

    void add(String title, int seconds) { tracks.add(new Track(title, seconds)); }

    int size() { return tracks.size(); }

    int totalSeconds() {
        int sum = 0;
        for (Track t : tracks) sum += t.seconds;
        return sum;
    }

    private String formatDuration(int seconds) {
        return String.format("%d:%s", seconds / 60, (seconds % 60 < 10 ? "0" : "") + (seconds % 60));
    }

    class Track {
        final int id;
        final String title;
        final int seconds;

        Track(String title, int seconds) {
            this.id = nextId++;
            this.title = title;
            this.seconds = seconds;
        }

        String describe() {
            String name = "track";
            return String.format("#%d %-8s %s [%s in %s]", id, title, formatDuration(seconds), name, Playlist.this.name);
        }
    }

    @Override
    public Iterator<Track> iterator() {
        return new Iterator<Track>() {
            private int index = 0;
            public boolean hasNext() { return index < tracks.size(); }
            public Track next() {
                if (!hasNext()) throw new NoSuchElementException("end of " + name);
                return tracks.get(index++);
            }
        };
    }

    class SkippingIterator implements Iterator<Track> {
        private int index = 0;
        private final int step;

        SkippingIterator(int step) { this.step = step; }

        public boolean hasNext() { return index < size(); }

        public Track next() {
            Track t = tracks.get(index);
            index += step;
            return t;
        }
    }
}
