import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;

public class CollPlaylistEditor {
    static class Song {
        final String title;
        final String artist;
        final int seconds;
        boolean explicit;

        Song(String title, String artist, int seconds, boolean explicit) {
            this.title = title;
            this.artist = artist;
            this.seconds = seconds;
            this.explicit = explicit;
        }

        @Override
        public String toString() {
            return title + " (" + artist + ", " + (seconds / 60) + ":" + (seconds % 60 < 10 ? "0" : "") + (seconds % 60) + (explicit ? ", E" : "") + ")";
        }
    }

    static void show(String label, List<Song> list) {
        System.out.println(label + " [" + list.size() + " songs]");
        for (int i = 0; i < list.size(); i++) {
            System.out.println("  " + i + ". " + list.get(i));
        }
    }

    static List<String> titles(List<Song> list) {
        List<String> t = new ArrayList<>();
        for (Song s : list) t.add(s.title);
        return t;
    }

    static List<Song> build(List<Song> target) {
        target.add(new Song("Intro", "The Openers", 45, false));
        target.add(new Song("Skyline", "Neon Drive", 215, false));
        target.add(new Song("Rage", "Loud Kids", 190, true));
        target.add(new Song("Ocean", "Blue Tide", 305, false));
        target.add(new Song("Interlude", "The Openers", 30, false));
        target.add(new Song("Fury", "Loud Kids", 175, true));
        target.add(new Song("Sunrise", "Neon Drive", 240, false));
        target.add(new Song("Outro", "The Openers", 50, false));
        return target;
    }

    static void edit(List<Song> playlist, String kind) {
        System.out.println("######## " + kind + " ########");
        show("Original", playlist);

        // 1. Remove explicit songs with Iterator.remove
        Iterator<Song> it = playlist.iterator();
        int removed = 0;
        while (it.hasNext()) {
            Song s = it.next();
            if (s.explicit) {
                it.remove();
                removed++;
            }
        }
        System.out.println("Removed explicit: " + removed + " -> " + titles(playlist));

        // 2. ListIterator forward: insert a jingle after every Neon Drive song, rename short tracks
        ListIterator<Song> li = playlist.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            Song s = li.next();
            if (s.artist.equals("Neon Drive")) {
                li.add(new Song("Jingle#" + idx, "Radio", 10, false));
                System.out.println("  added jingle after index " + idx + ", nextIndex now " + li.nextIndex() + ", previousIndex " + li.previousIndex());
            } else if (s.seconds < 60) {
                li.set(new Song(s.title.toUpperCase(), s.artist, s.seconds, s.explicit));
                System.out.println("  renamed short track at index " + idx);
            }
        }
        System.out.println("After forward pass: " + titles(playlist));

        // 3. Walk backwards with hasPrevious/previous, removing jingles in the second half
        int steps = 0;
        while (li.hasPrevious()) {
            int pIdx = li.previousIndex();
            Song s = li.previous();
            steps++;
            if (s.artist.equals("Radio") && pIdx >= playlist.size() / 2) {
                li.remove();
                System.out.println("  removed " + s.title + " at " + pIdx + " walking back");
            }
        }
        System.out.println("Walked back " + steps + " steps, at start: nextIndex=" + li.nextIndex() + " previousIndex=" + li.previousIndex());
        System.out.println("After backward pass: " + titles(playlist));

        // 4. ListIterator starting at an index
        ListIterator<Song> mid = playlist.listIterator(playlist.size() / 2);
        System.out.println("Starting at index " + mid.nextIndex() + ": next=" + mid.next().title);
        mid.add(new Song("Bridge", "Session Band", 120, false));
        System.out.println("  after add, previous=" + mid.previous().title + ", previous again=" + mid.previous().title);
        mid.set(new Song("Remix", "DJ Edit", 200, false));
        System.out.println("  set replaced last returned element");
        System.out.println("After mid edits: " + titles(playlist));

        // 5. Error handling
        ListIterator<Song> fresh = playlist.listIterator();
        try {
            fresh.remove();
            System.out.println("  no exception?");
        } catch (IllegalStateException e) {
            System.out.println("  remove before next -> IllegalStateException");
        }
        try {
            fresh.previous();
            System.out.println("  no exception?");
        } catch (NoSuchElementException e) {
            System.out.println("  previous at start -> NoSuchElementException");
        }
        fresh.next();
        fresh.remove();
        try {
            fresh.set(new Song("X", "Y", 1, false));
            System.out.println("  no exception?");
        } catch (IllegalStateException e) {
            System.out.println("  set after remove -> IllegalStateException");
        }

        // 6. Use removeIf and totals
        boolean any = playlist.removeIf(s -> s.artist.equals("Radio"));
        System.out.println("removeIf Radio: " + any);
        int total = 0;
        for (Song s : playlist) total += s.seconds;
        show("Final", playlist);
        System.out.println("Total duration: " + (total / 60) + "m " + (total % 60) + "s");
    }

    public static void main(String[] args) {
        edit(build(new ArrayList<>()), "ArrayList");
        List<Song> a = build(new ArrayList<>());
        List<Song> b = build(new LinkedList<>());
        System.out.println("Fresh lists equal by titles: " + titles(a).equals(titles(b)));
        edit(b, "LinkedList");
        System.out.println("After editing LinkedList, equal: " + titles(a).equals(titles(b)));
    }
}
