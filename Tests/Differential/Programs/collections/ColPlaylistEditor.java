import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;

public class ColPlaylistEditor {
    public static void main(String[] args) {
        List<String> playlist = new ArrayList<>(Arrays.asList(
                "Intro", "Blue Sky", "ad:Soda", "Night Drive", "Echoes", "ad:Phone", "Rain", "Outro"));
        System.out.println("start: " + playlist);

        // ListIterator pass: drop ads, uppercase live tracks, insert a jingle after each track starting with R
        ListIterator<String> it = playlist.listIterator();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            String track = it.next();
            if (track.startsWith("ad:")) {
                it.remove();
                System.out.println("removed ad at " + idx + ": " + track.substring(3));
            } else if (track.equals("Echoes")) {
                it.set("ECHOES (live)");
                System.out.println("renamed at " + idx);
            } else if (track.startsWith("R")) {
                it.add("jingle");
                System.out.println("jingle after " + track + ", next index " + it.nextIndex());
            }
        }
        System.out.println("edited: " + playlist);

        // walk backwards with previous()
        StringBuilder back = new StringBuilder();
        ListIterator<String> rev = playlist.listIterator(playlist.size());
        while (rev.hasPrevious()) {
            int i = rev.previousIndex();
            String t = rev.previous();
            back.append(i).append('=').append(t);
            if (rev.hasPrevious()) {
                back.append(", ");
            }
            if (t.equals("Intro")) {
                rev.set("Opening");
            }
        }
        System.out.println("backwards: " + back);

        // subList views: trim a range, edit through the view
        List<String> middle = playlist.subList(2, 5);
        System.out.println("middle view " + middle + " size " + middle.size());
        middle.set(0, "Night Drive (remix)");
        System.out.println("after view set: " + playlist);
        playlist.subList(1, 3).clear();
        System.out.println("after subList(1,3).clear(): " + playlist);
        Collections.reverse(playlist.subList(0, 3));
        System.out.println("reversed first three: " + playlist);
        Collections.swap(playlist, 0, playlist.size() - 1);
        System.out.println("swapped ends: " + playlist);
        System.out.println("indexOf jingle " + playlist.indexOf("jingle") + ", lastIndexOf " + playlist.lastIndexOf("jingle"));

        // equality across List implementations
        LinkedList<String> linked = new LinkedList<>(playlist);
        List<String> fixed = Arrays.asList(playlist.toArray(new String[0]));
        List<String> frozen = List.copyOf(playlist);
        System.out.println("ArrayList equals LinkedList: " + playlist.equals(linked));
        System.out.println("LinkedList equals Arrays.asList: " + linked.equals(fixed));
        System.out.println("List.copyOf equals ArrayList: " + frozen.equals(playlist));
        linked.add("Encore");
        System.out.println("after encore equal? " + playlist.equals(linked) + " sizes " + playlist.size() + "/" + linked.size());
        linked.removeFirst();
        linked.addFirst("Countdown");
        System.out.println("linked: " + linked);

        // Arrays.asList is fixed-size but writable
        fixed.set(0, "Replaced");
        System.out.println("fixed after set: " + fixed);
        try {
            fixed.remove(0);
        } catch (UnsupportedOperationException e) {
            System.out.println("fixed-size list cannot shrink");
        }
        try {
            frozen.set(0, "nope");
        } catch (UnsupportedOperationException e) {
            System.out.println("copyOf list is immutable");
        }

        // shuffle-free "smart order": sort by length then name, via sort(null) for plain names
        List<String> byName = new ArrayList<>(playlist);
        byName.sort(null);
        System.out.println("sort(null): " + byName);
        byName.sort((a, b) -> a.length() != b.length() ? Integer.compare(a.length(), b.length()) : a.compareTo(b));
        System.out.println("by length: " + byName);
        byName.replaceAll(s -> s.length() > 8 ? s.substring(0, 8) + "~" : s);
        System.out.println("truncated: " + byName);
        System.out.println(String.format("%d tracks, %d jingles", byName.size(), Collections.frequency(byName, "jingle")));
    }
}
