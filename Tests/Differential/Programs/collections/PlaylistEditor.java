import java.util.*;

public class PlaylistEditor {

    static class Song implements Comparable<Song> {
        final String title;
        final String artist;
        final int seconds;
        int plays;

        Song(String title, String artist, int seconds, int plays) {
            this.title = title;
            this.artist = artist;
            this.seconds = seconds;
            this.plays = plays;
        }

        String duration() {
            int s = seconds % 60;
            return (seconds / 60) + ":" + (s < 10 ? "0" + s : String.valueOf(s));
        }

        @Override
        public int compareTo(Song other) {
            return title.compareTo(other.title);
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Song)) {
                return false;
            }
            Song other = (Song) o;
            return title.equals(other.title) && artist.equals(other.artist);
        }

        @Override
        public int hashCode() {
            return Objects.hash(title, artist);
        }

        @Override
        public String toString() {
            return title + " (" + duration() + ")";
        }
    }

    static int totalSeconds(List<Song> songs) {
        int total = 0;
        for (Song s : songs) {
            total += s.seconds;
        }
        return total;
    }

    public static void main(String[] args) {
        List<Song> playlist = new ArrayList<>();
        playlist.add(new Song("Neon Rain", "Vela", 214, 40));
        playlist.add(new Song("Amber", "Kito", 185, 12));
        playlist.add(new Song("Low Tide", "Vela", 247, 33));
        playlist.add(new Song("Paper Moon", "Oris", 199, 5));
        playlist.add(new Song("Glass", "Kito", 163, 27));
        playlist.add(new Song("Drift", "Oris", 301, 18));
        System.out.println("Playlist: " + playlist);
        System.out.println("Total seconds: " + totalSeconds(playlist));

        // Natural sort (by title), then reverse
        List<Song> byTitle = new ArrayList<>(playlist);
        Collections.sort(byTitle);
        System.out.println("Sorted by title: " + byTitle);
        Collections.reverse(byTitle);
        System.out.println("Reversed: " + byTitle);

        // Sort with comparator via List.sort
        playlist.sort(Comparator.comparingInt((Song s) -> s.plays).reversed());
        System.out.println("By plays desc: " + playlist);

        Song longest = Collections.max(playlist, Comparator.comparingInt(s -> s.seconds));
        Song shortest = Collections.min(playlist, Comparator.comparingInt(s -> s.seconds));
        System.out.println("Longest: " + longest + ", shortest: " + shortest);
        System.out.println("Max by title: " + Collections.max(playlist) + ", min by title: " + Collections.min(playlist));

        // subList views: the "up next" window
        List<Song> upNext = playlist.subList(1, 4);
        System.out.println("Up next view: " + upNext);
        upNext.set(0, new Song("Interlude", "Vela", 60, 0));
        System.out.println("After set via view, playlist: " + playlist);
        upNext.remove(upNext.size() - 1);
        System.out.println("After remove via view, size " + playlist.size() + ": " + playlist);
        upNext.clear();
        System.out.println("After clearing view: " + playlist);
        playlist.subList(0, 1).add(new Song("Opening", "Kito", 95, 2));
        System.out.println("After add via fresh view: " + playlist);

        // Unmodifiable wrapper reflects the backing list
        List<Song> shared = Collections.unmodifiableList(playlist);
        try {
            shared.add(new Song("Hack", "Nobody", 1, 0));
        } catch (UnsupportedOperationException e) {
            System.out.println("Shared playlist is read-only (add)");
        }
        try {
            shared.set(0, null);
        } catch (UnsupportedOperationException e) {
            System.out.println("Shared playlist is read-only (set)");
        }
        playlist.add(new Song("Encore", "Oris", 240, 9));
        System.out.println("Read-only view sees new song: " + shared.get(shared.size() - 1) + " size=" + shared.size());

        // frequency / nCopies
        List<String> history = new ArrayList<>(Arrays.asList("Vela", "Kito", "Vela", "Oris", "Vela", "Kito"));
        System.out.println("Vela plays in history: " + Collections.frequency(history, "Vela"));
        System.out.println("Nobody plays: " + Collections.frequency(history, "Nobody"));
        List<String> placeholders = Collections.nCopies(3, "<empty slot>");
        System.out.println("Placeholders: " + placeholders);
        try {
            placeholders.set(0, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("nCopies list is immutable");
        }
        List<String> slots = new ArrayList<>(Collections.nCopies(4, "-"));
        slots.set(2, "Glass");
        System.out.println("Slots: " + slots);

        // removeIf and replaceAll
        history.removeIf(a -> a.startsWith("K"));
        System.out.println("History without Kito: " + history);
        history.replaceAll(String::toUpperCase);
        System.out.println("Upper history: " + history);
        boolean removedAny = history.removeIf(a -> a.isEmpty());
        System.out.println("removeIf with no matches returned " + removedAny);

        // Arrays.asList: set works, add fails, writes through to array
        String[] genres = {"pop", "rock", "jazz"};
        List<String> genreList = Arrays.asList(genres);
        genreList.set(1, "indie");
        System.out.println("Genre list: " + genreList + ", backing array[1]=" + genres[1]);
        try {
            genreList.add("metal");
        } catch (UnsupportedOperationException e) {
            System.out.println("Arrays.asList is fixed-size (add)");
        }
        try {
            genreList.remove(0);
        } catch (UnsupportedOperationException e) {
            System.out.println("Arrays.asList is fixed-size (remove)");
        }
        Collections.sort(genreList);
        System.out.println("Sorted genres: " + genreList + ", array now " + String.join("/", genres));

        // equals across List implementations
        List<String> a = new ArrayList<>(List.of("pop", "rock"));
        List<String> b = new LinkedList<>(List.of("pop", "rock"));
        List<String> c = Arrays.asList("pop", "rock");
        List<String> d = List.of("rock", "pop");
        System.out.println("ArrayList equals LinkedList: " + a.equals(b));
        System.out.println("LinkedList equals Arrays.asList: " + b.equals(c));
        System.out.println("List.of equals ArrayList: " + List.of("pop", "rock").equals(a));
        System.out.println("Order matters: " + a.equals(d));
        System.out.println("Same hashCode: " + (a.hashCode() == b.hashCode()));
        System.out.println("Song equality ignores plays: "
                + new Song("Glass", "Kito", 163, 1).equals(new Song("Glass", "Kito", 163, 99)));
        System.out.println("contains Glass by Kito: " + playlist.contains(new Song("Glass", "Kito", 0, 0)));
        System.out.println("contains Amber by Kito: " + playlist.contains(new Song("Amber", "Kito", 0, 0)));
        System.out.println("indexOf Encore: " + playlist.indexOf(new Song("Encore", "Oris", 0, 0)));
    }
}
