import java.util.*;
import java.util.function.*;

public class PatternDecoratorText {
    interface TextSource {
        String read();
        default int length() { return read().length(); }
        default String describe() { return "source"; }
        static TextSource of(String s) { return new PlainSource(s); }
    }

    static class PlainSource implements TextSource {
        private final String text;
        PlainSource(String text) { this.text = text; }
        public String read() { return text; }
        @Override public String describe() { return "plain(" + text.length() + ")"; }
        @Override public String toString() { return "Plain[" + text + "]"; }
    }

    static abstract class Decorator implements TextSource {
        protected final TextSource inner;
        protected int calls;
        protected Decorator(TextSource inner) { this.inner = inner; }
        public final String read() { calls++; return apply(inner.read()); }
        protected abstract String apply(String s);
        protected String tag() { return getClass().getSimpleName().toLowerCase(); }
        @Override public String describe() { return tag() + " > " + inner.describe(); }
        public Decorator unwrapOnce() { return inner instanceof Decorator d ? d : null; }
    }

    static class Upper extends Decorator {
        Upper(TextSource in) { super(in); }
        protected String apply(String s) { return s.toUpperCase(); }
    }

    static class Reverse extends Decorator {
        Reverse(TextSource in) { super(in); }
        protected String apply(String s) { return new StringBuilder(s).reverse().toString(); }
    }

    static class Trim extends Decorator {
        Trim(TextSource in) { super(in); }
        protected String apply(String s) { return s.strip(); }
    }

    static class Truncate extends Decorator {
        private final int max;
        Truncate(TextSource in, int max) { super(in); this.max = max; }
        protected String apply(String s) { return s.length() <= max ? s : s.substring(0, max) + "..."; }
        @Override protected String tag() { return super.tag() + max; }
    }

    static class Caesar extends Decorator {
        protected final int shift;
        Caesar(TextSource in, int shift) { super(in); this.shift = shift; }
        protected String apply(String s) {
            StringBuilder sb = new StringBuilder();
            for (char c : s.toCharArray()) {
                if (c >= 'a' && c <= 'z') sb.append((char) ('a' + (c - 'a' + shift + 26) % 26));
                else if (c >= 'A' && c <= 'Z') sb.append((char) ('A' + (c - 'A' + shift + 26) % 26));
                else sb.append(c);
            }
            return sb.toString();
        }
        @Override protected String tag() { return "caesar" + shift; }
    }

    static class Rot13 extends Caesar {
        Rot13(TextSource in) { super(in, 13); }
        @Override protected String tag() { return "rot13/" + super.tag(); }
    }

    static class Bracket extends Decorator {
        private final char open, close;
        Bracket(TextSource in, char open, char close) { super(in); this.open = open; this.close = close; }
        protected String apply(String s) { return open + s + close; }
        @Override public int length() { return super.length() - 2; }
    }

    static class Lambda extends Decorator {
        private final UnaryOperator<String> fn; private final String label;
        Lambda(TextSource in, String label, UnaryOperator<String> fn) { super(in); this.fn = fn; this.label = label; }
        protected String apply(String s) { return fn.apply(s); }
        @Override protected String tag() { return "fn:" + label; }
    }

    static TextSource chain(TextSource base, List<Function<TextSource, TextSource>> steps) {
        TextSource cur = base;
        for (Function<TextSource, TextSource> f : steps) cur = f.apply(cur);
        return cur;
    }

    static int depth(TextSource s) {
        int d = 0;
        TextSource cur = s;
        while (cur instanceof Decorator dec) { d++; cur = dec.inner; }
        return d;
    }

    public static void main(String[] args) {
        TextSource base = TextSource.of("   Hello Android World   ");
        System.out.println("base: [" + base.read() + "] len=" + base.length() + " " + base);
        TextSource t1 = new Upper(new Trim(base));
        System.out.println("t1: " + t1.read() + " | " + t1.describe());
        TextSource t2 = new Reverse(new Truncate(new Trim(base), 9));
        System.out.println("t2: " + t2.read() + " | " + t2.describe());
        TextSource t3 = new Rot13(new Trim(base));
        System.out.println("t3: " + t3.read() + " | " + t3.describe());
        TextSource t4 = new Rot13(t3);
        System.out.println("t4: " + t4.read() + " round trip ok=" + t4.read().equals(new Trim(base).read()));
        TextSource t5 = new Bracket(new Bracket(new Caesar(new Trim(base), -1), '(', ')'), '[', ']');
        System.out.println("t5: " + t5.read() + " len=" + t5.length() + " raw=" + t5.read().length());
        System.out.println("t5 describe: " + t5.describe());

        List<Function<TextSource, TextSource>> steps = new ArrayList<>();
        steps.add(Trim::new);
        steps.add(s -> new Lambda(s, "dash", x -> x.replace(' ', '-')));
        steps.add(Upper::new);
        steps.add(s -> new Truncate(s, 12));
        steps.add(s -> new Bracket(s, '{', '}'));
        TextSource built = chain(base, steps);
        System.out.println("built: " + built.read());
        System.out.println("built describe: " + built.describe());
        System.out.println("depth built=" + depth(built) + " t5=" + depth(t5) + " base=" + depth(base));

        Decorator d = (Decorator) built;
        int level = 0;
        while (d != null) {
            System.out.println("  level " + level + ": " + d.tag() + " -> " + d.read() + " calls=" + d.calls);
            d = d.unwrapOnce();
            level++;
        }
        Map<String, TextSource> named = new TreeMap<>();
        named.put("zeta", new Reverse(TextSource.of("abc")));
        named.put("alpha", new Upper(TextSource.of("xyz")));
        named.put("mid", new Lambda(TextSource.of("repeat"), "twice", s -> s + s));
        for (Map.Entry<String, TextSource> e : named.entrySet())
            System.out.println("named " + e.getKey() + " = " + e.getValue().read() + " (" + e.getValue().length() + ")");
        TextSource anon = new TextSource() { public String read() { return "anon!"; } };
        TextSource[] all = { t1, t2, t3, t5, built };
        int sum = 0;
        for (TextSource ts : all) { sum += ts.length(); System.out.println("  len " + ts.describe().split(" ")[0] + " = " + ts.length()); }
        System.out.println("sum of lengths = " + sum);
        System.out.println("anon: " + new Upper(anon).describe() + " -> " + new Upper(anon).read());
    }
}
