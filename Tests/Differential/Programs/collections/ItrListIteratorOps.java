import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;

public class ItrListIteratorOps {
    public static void main(String[] args) {
        // Playlist editing with ListIterator on ArrayList
        List<String> playlist = new ArrayList<>(Arrays.asList("intro", "ad", "song-a", "song-b", "ad", "song-c", "outro"));
        ListIterator<String> li = playlist.listIterator();
        while (li.hasNext()) {
            int pos = li.nextIndex();
            String track = li.next();
            if (track.equals("ad")) {
                li.remove();
                System.out.println("  removed ad at " + pos);
            } else if (track.startsWith("song")) {
                li.set(track.toUpperCase());
                if (track.equals("song-b")) {
                    li.add("jingle");
                    System.out.println("  inserted jingle after " + track + ", nextIndex=" + li.nextIndex());
                }
            }
        }
        System.out.println("Playlist: " + playlist);

        // Walk backwards
        StringBuilder back = new StringBuilder();
        ListIterator<String> rev = playlist.listIterator(playlist.size());
        while (rev.hasPrevious()) {
            int idx = rev.previousIndex();
            back.append(idx).append(':').append(rev.previous()).append(' ');
        }
        System.out.println("Backwards: " + back.toString().trim());

        // LinkedList: undo history navigation
        LinkedList<String> history = new LinkedList<>();
        for (String s : new String[]{"open", "type hello", "bold", "type world", "save"}) {
            history.add(s);
        }
        ListIterator<String> cursor = history.listIterator(history.size());
        System.out.println("undo: " + cursor.previous());
        System.out.println("undo: " + cursor.previous());
        System.out.println("redo: " + cursor.next());
        System.out.println("position: prev=" + cursor.previousIndex() + " next=" + cursor.nextIndex());
        cursor.add("italic");
        System.out.println("after add: " + history);
        try {
            cursor.set("bad");
        } catch (IllegalStateException e) {
            System.out.println("set after add -> " + e.getClass().getSimpleName());
        }
        cursor.previous();
        cursor.set("underline");
        System.out.println("after set: " + history);

        // Truncate history after cursor
        while (cursor.hasNext()) {
            cursor.next();
            cursor.remove();
        }
        System.out.println("truncated: " + history + " size=" + history.size());

        // Beginning of list contract
        ListIterator<String> startIt = history.listIterator();
        System.out.println("hasPrevious at start: " + startIt.hasPrevious() + " previousIndex=" + startIt.previousIndex());
        try {
            startIt.previous();
        } catch (NoSuchElementException e) {
            System.out.println("previous at start -> " + e.getClass().getSimpleName());
        }
        try {
            playlist.listIterator(99);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("listIterator(99) -> " + e.getClass().getSimpleName());
        }

        // Arrays.asList iterator does not support remove/add
        List<Integer> fixed = Arrays.asList(5, 3, 8, 1);
        ListIterator<Integer> fi = fixed.listIterator();
        while (fi.hasNext()) {
            int v = fi.next();
            fi.set(v * 10);
        }
        System.out.println("fixed after set: " + fixed);
        try {
            fi.add(7);
        } catch (UnsupportedOperationException e) {
            System.out.println("add on Arrays.asList -> " + e.getClass().getSimpleName());
        }
        Iterator<Integer> fr = fixed.iterator();
        fr.next();
        try {
            fr.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("remove on Arrays.asList -> " + e.getClass().getSimpleName());
        }

        // Own array iterator over a primitive-backed array
        int[] scores = {72, 88, 95, 61, 79};
        ArrayView view = new ArrayView(scores, 1, 4);
        int sum = 0;
        for (int s : view) {
            sum += s;
            System.out.println(String.format("  score %5d hex=%x", s, s));
        }
        System.out.println("slice sum=" + sum + " length=" + view.length());
        Iterator<Integer> vi = view.iterator();
        vi.next(); vi.next(); vi.next();
        try {
            vi.next();
        } catch (NoSuchElementException e) {
            System.out.println("slice exhausted -> " + e.getClass().getSimpleName());
        }
        try {
            new ArrayView(scores, 3, 9);
        } catch (IllegalArgumentException e) {
            System.out.println("bad slice -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }

        // Iterator over object array with generic helper
        String[] tags = {"kotlin", "swift", "java"};
        Iterator<String> ti = iterate(tags);
        while (ti.hasNext()) {
            System.out.print(ti.next().length());
            System.out.print(ti.hasNext() ? "," : "\n");
        }
        Iterator<String> none = iterate(new String[0]);
        System.out.println("empty array hasNext=" + none.hasNext());
    }

    static <T> Iterator<T> iterate(T[] items) {
        return new Iterator<T>() {
            private int i = 0;

            @Override
            public boolean hasNext() {
                return i < items.length;
            }

            @Override
            public T next() {
                if (i >= items.length) throw new NoSuchElementException();
                return items[i++];
            }
        };
    }
}

class ArrayView implements Iterable<Integer> {
    private final int[] data;
    private final int from;
    private final int to;

    ArrayView(int[] data, int from, int to) {
        if (from < 0 || to > data.length || from > to) {
            throw new IllegalArgumentException("invalid slice " + from + ".." + to);
        }
        this.data = data;
        this.from = from;
        this.to = to;
    }

    int length() {
        return to - from;
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Iterator<Integer>() {
            private int pos = from;

            @Override
            public boolean hasNext() {
                return pos < to;
            }

            @Override
            public Integer next() {
                if (pos >= to) throw new NoSuchElementException();
                return data[pos++];
            }
        };
    }
}
