import java.util.*;

public class PatternVisitorDocument {
    enum Unit { INSTANCE }

    interface Visitor<R> {
        R visitText(Text t);
        R visitImage(Image i);
        R visitSection(Section s);
        R visitLink(Link l);
    }

    interface Node {
        <R> R accept(Visitor<R> v);
        default String kind() { return "node:" + label(); }
        String label();
        static Node text(String s) { return new Text(s, false); }
    }

    static abstract class BaseNode implements Node {
        protected final String id;
        protected BaseNode(String id) { this.id = id; }
        public String label() { return getClass().getSimpleName() + "#" + id; }
        @Override public String toString() { return label(); }
        @Override public boolean equals(Object o) {
            if (!(o instanceof BaseNode other)) return false;
            return label().equals(other.label());
        }
        @Override public int hashCode() { return label().hashCode(); }
    }

    static final class Text extends BaseNode {
        final String body; final boolean bold;
        Text(String body, boolean bold) { super("t" + body.length()); this.body = body; this.bold = bold; }
        public <R> R accept(Visitor<R> v) { return v.visitText(this); }
    }

    static final class Image extends BaseNode {
        final int width, height; final String alt;
        Image(String alt, int w, int h) { super(alt); this.alt = alt; width = w; height = h; }
        public <R> R accept(Visitor<R> v) { return v.visitImage(this); }
        @Override public String kind() { return "img(" + super.kind() + ")"; }
    }

    static final class Link extends BaseNode {
        final String href; final Text caption;
        Link(String href, Text caption) { super(href); this.href = href; this.caption = caption; }
        public <R> R accept(Visitor<R> v) { return v.visitLink(this); }
    }

    static final class Section extends BaseNode {
        final String title; final List<Node> children = new ArrayList<>();
        Section(String title) { super(title); this.title = title; }
        Section add(Node n) { children.add(n); return this; }
        public <R> R accept(Visitor<R> v) { return v.visitSection(this); }
    }

    static class HtmlVisitor implements Visitor<String> {
        protected int depth = 0;
        public String visitText(Text t) { return t.bold ? "<b>" + t.body + "</b>" : t.body; }
        public String visitImage(Image i) { return "<img alt=\"" + i.alt + "\" w=" + i.width + ">"; }
        public String visitLink(Link l) { return "<a href=\"" + l.href + "\">" + l.caption.accept(this) + "</a>"; }
        public String visitSection(Section s) {
            depth++;
            StringBuilder sb = new StringBuilder("<h" + depth + ">" + s.title + "</h" + depth + ">");
            for (Node n : s.children) sb.append(n.accept(this));
            depth--;
            return sb.toString();
        }
    }

    static class MarkdownVisitor extends HtmlVisitor {
        @Override public String visitText(Text t) { return t.bold ? "**" + t.body + "**" : t.body; }
        @Override public String visitImage(Image i) { return "![" + i.alt + "]"; }
        @Override public String visitLink(Link l) { return "[" + visitText(l.caption) + "](" + l.href + ")"; }
        @Override public String visitSection(Section s) {
            depth++;
            StringBuilder sb = new StringBuilder("#".repeat(depth) + " " + s.title + "|");
            for (Node n : s.children) sb.append(n.accept(this)).append("|");
            depth--;
            return sb.toString();
        }
    }

    static class SizeVisitor implements Visitor<Integer> {
        public Integer visitText(Text t) { return t.body.length(); }
        public Integer visitImage(Image i) { return i.width * i.height / 100; }
        public Integer visitLink(Link l) { return l.href.length() + l.caption.accept(this); }
        public Integer visitSection(Section s) {
            int total = s.title.length();
            for (Node n : s.children) total += n.accept(this);
            return total;
        }
    }

    static class CollectVisitor implements Visitor<Unit> {
        final TreeMap<String, Integer> counts = new TreeMap<>();
        final List<String> order = new ArrayList<>();
        private Unit bump(String k, Node n) { counts.merge(k, 1, Integer::sum); order.add(n.kind()); return Unit.INSTANCE; }
        public Unit visitText(Text t) { return bump("text", t); }
        public Unit visitImage(Image i) { return bump("image", i); }
        public Unit visitLink(Link l) { l.caption.accept(this); return bump("link", l); }
        public Unit visitSection(Section s) {
            bump("section", s);
            for (Node n : s.children) n.accept(this);
            return Unit.INSTANCE;
        }
    }

    public static void main(String[] args) {
        Section root = new Section("Guide");
        Section intro = new Section("Intro");
        intro.add(new Text("Welcome", true)).add(Node.text("to the app")).add(new Image("logo", 120, 40));
        Section usage = new Section("Usage");
        usage.add(new Link("https://ex.com", new Text("docs", false)))
             .add(new Section("Tips").add(new Text("Swipe left", false)).add(new Image("gif", 50, 50)));
        root.add(intro).add(usage).add(new Text("The end", true));

        System.out.println("HTML: " + root.accept(new HtmlVisitor()));
        System.out.println("MD: " + root.accept(new MarkdownVisitor()));
        System.out.println("size(root) = " + root.accept(new SizeVisitor()));
        SizeVisitor sv = new SizeVisitor();
        for (Node n : root.children) System.out.println("  size " + n + " = " + n.accept(sv));
        CollectVisitor cv = new CollectVisitor();
        Unit u = root.accept(cv);
        System.out.println("unit = " + u + " ordinal " + u.ordinal());
        for (Map.Entry<String, Integer> e : cv.counts.entrySet()) System.out.println("  count " + e.getKey() + " -> " + e.getValue());
        for (String k : cv.order) System.out.println("  visited " + k);

        Node a = new Text("Hello", false), b = new Text("World", true), c = new Image("x", 1, 1);
        System.out.println("a.equals(b) = " + a.equals(b) + ", hash equal = " + (a.hashCode() == b.hashCode()));
        System.out.println("a.equals(c) = " + a.equals(c));
        Set<Node> set = new HashSet<>(List.of(a, c));
        System.out.println("set contains b = " + set.contains(b) + ", size " + set.size());
        Visitor<String> anon = new Visitor<>() {
            public String visitText(Text t) { return "T"; }
            public String visitImage(Image i) { return "I"; }
            public String visitLink(Link l) { return "L"; }
            public String visitSection(Section s) {
                StringBuilder sb = new StringBuilder("S(");
                for (Node n : s.children) sb.append(n.accept(this));
                return sb.append(")").toString();
            }
        };
        System.out.println("shape = " + root.accept(anon));
        Object o = root.children.get(1);
        if (o instanceof Section s && s.children.size() > 1) System.out.println("second section " + s.title + " has " + s.children.size() + " children");
        System.out.println("done");
    }
}
