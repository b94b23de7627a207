import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

public class InhDocuments {
    static <T extends Comparable<T>> T maxOf(List<T> items) {
        T best = items.get(0);
        for (T t : items) {
            if (t.compareTo(best) > 0) best = t;
        }
        return best;
    }

    static <K extends Comparable<K>, D extends Document> TreeMap<K, List<String>> index(List<D> docs, Keyed<K, D> keyer) {
        TreeMap<K, List<String>> m = new TreeMap<>();
        for (D d : docs) {
            m.computeIfAbsent(keyer.keyOf(d), k -> new ArrayList<>()).add(d.title);
        }
        return m;
    }

    public static void main(String[] args) {
        List<Document> docs = new ArrayList<>();
        docs.add(new TextDoc("Notes", 3, 1200));
        docs.add(new Spreadsheet("Budget", 1, 40, 12));
        docs.add(new TextDoc("Readme", 2, 300));
        docs.add(new Spreadsheet("Roster", 2, 15, 4));
        docs.add(new TextDoc("Alpha", 2, 800));

        for (Document d : docs) {
            System.out.println(String.format("%-12s %-8s v%d size=%5d", d.getClass().getSimpleName(), d.title, d.version, d.sizeUnits()));
        }
        System.out.println("max (natural): " + maxOf(docs).title);

        List<Document> sorted = new ArrayList<>(docs);
        Collections.sort(sorted);
        StringBuilder sb = new StringBuilder();
        for (Document d : sorted) sb.append(d.title).append("/v").append(d.version).append(' ');
        System.out.println("sorted: " + sb.toString().trim());

        sorted.sort(Comparator.comparingInt(Document::sizeUnits).reversed());
        sb.setLength(0);
        for (Document d : sorted) sb.append(d.title).append('=').append(d.sizeUnits()).append(' ');
        System.out.println("by size desc: " + sb.toString().trim());

        System.out.println("by version: " + index(docs, d -> d.version));
        System.out.println("by kind: " + index(docs, d -> d.getClass().getSimpleName()));

        Repository<TextDoc> texts = new Repository<>();
        texts.add(new TextDoc("Zeta", 1, 50));
        texts.add(new TextDoc("Beta", 4, 900));
        texts.add(new TextDoc("Beta", 2, 100));
        System.out.println("newest text: " + texts.newest().map(d -> d.title + " v" + d.version).orElse("none"));
        System.out.println("text words total: " + texts.total(TextDoc::words));

        Repository<Spreadsheet> sheets = new Repository<>();
        System.out.println("newest sheet (empty): " + sheets.newest().map(d -> d.title).orElse("none"));
        sheets.add(new Spreadsheet("Q1", 1, 10, 10));
        sheets.add(new Spreadsheet("Q1", 1, 20, 10));
        Optional<Spreadsheet> top = sheets.newest();
        System.out.println("newest sheet: " + top.map(s -> s.title + " cells=" + s.cells()).orElse("none"));
        System.out.println("versions: " + maxOf(List.of(3, 9, 4)) + " " + maxOf(List.of("pdf", "docx", "txt")));
    }
}

interface Keyed<K extends Comparable<K>, T> {
    K keyOf(T item);
}

interface Sized {
    int sizeUnits();
}

abstract class Document implements Comparable<Document>, Sized {
    protected final String title;
    protected final int version;
    Document(String title, int version) { this.title = title; this.version = version; }
    @Override public int compareTo(Document o) {
        int c = title.compareTo(o.title);
        return c != 0 ? c : Integer.compare(version, o.version);
    }
}

class TextDoc extends Document {
    private final int words;
    TextDoc(String t, int v, int words) { super(t, v); this.words = words; }
    int words() { return words; }
    public int sizeUnits() { return words / 10; }
}

class Spreadsheet extends Document {
    private final int rows, cols;
    Spreadsheet(String t, int v, int rows, int cols) { super(t, v); this.rows = rows; this.cols = cols; }
    int cells() { return rows * cols; }
    public int sizeUnits() { return cells(); }
}

class Repository<T extends Document> {
    private final List<T> items = new ArrayList<>();
    void add(T item) { items.add(item); }
    Optional<T> newest() {
        T best = null;
        for (T t : items) {
            if (best == null || t.compareTo(best) >= 0) best = t;
        }
        return Optional.ofNullable(best);
    }
    int total(java.util.function.ToIntFunction<T> f) {
        int sum = 0;
        for (T t : items) sum += f.applyAsInt(t);
        return sum;
    }
}
