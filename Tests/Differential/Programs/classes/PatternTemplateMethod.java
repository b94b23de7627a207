import java.util.*;

public class PatternTemplateMethod {
    interface Loader {
        List<String> load(String source);
        default String describe() { return "Loader[" + name() + "]"; }
        String name();
        static String banner(Loader l) { return "== " + l.describe() + " =="; }
    }

    static abstract class AbstractLoader implements Loader {
        protected final List<String> log = new ArrayList<>();
        protected int retries;

        public final List<String> load(String source) {
            log.add("start " + source);
            onStart(source);
            List<String> raw = fetch(source);
            List<String> out = new ArrayList<>();
            for (String r : raw) {
                String t = transform(r);
                if (accept(t)) out.add(t); else log.add("skip " + r);
            }
            if (shouldSort()) Collections.sort(out);
            onFinish(out);
            log.add("finish " + out.size());
            return out;
        }

        protected abstract List<String> fetch(String source);
        protected String transform(String item) { return item.trim(); }
        protected boolean accept(String item) { return !item.isEmpty(); }
        protected boolean shouldSort() { return false; }
        protected void onStart(String source) { retries = 0; }
        protected void onFinish(List<String> out) { log.add("hook base finish"); }
        public String name() { return "abstract"; }
    }

    static class CsvLoader extends AbstractLoader {
        @Override protected List<String> fetch(String source) { return new ArrayList<>(Arrays.asList(source.split(","))); }
        @Override public String name() { return "csv"; }
    }

    static class UpperCsvLoader extends CsvLoader {
        @Override protected String transform(String item) { return super.transform(item).toUpperCase(); }
        @Override protected boolean shouldSort() { return true; }
        @Override public String name() { return "upper-" + super.name(); }
        @Override protected void onFinish(List<String> out) {
            super.onFinish(out);
            log.add("upper finish first=" + (out.isEmpty() ? "none" : out.get(0)));
        }
    }

    static class FilteredUpperLoader extends UpperCsvLoader {
        private final int minLen;
        FilteredUpperLoader(int minLen) { this.minLen = minLen; }
        @Override protected boolean accept(String item) { return super.accept(item) && item.length() >= minLen; }
        @Override protected String transform(String item) { return "<" + super.transform(item) + ">"; }
        @Override public String name() { return "filtered(" + minLen + ")-" + super.name(); }
        @Override protected void onStart(String source) { super.onStart(source); retries = 3; log.add("retries=" + retries); }
        @Override public String describe() { return "Filtered " + super.describe(); }
    }

    static class RangeLoader extends AbstractLoader {
        @Override protected List<String> fetch(String source) {
            String[] p = source.split("\\.\\.");
            int a = Integer.parseInt(p[0]), b = Integer.parseInt(p[1]);
            List<String> r = new ArrayList<>();
            for (int i = a; i <= b; i++) r.add(Integer.toString(i));
            return r;
        }
        @Override protected boolean accept(String item) { return Integer.parseInt(item) % 3 != 0; }
        @Override protected String transform(String item) { return Integer.toString(Integer.parseInt(item) * 7 % 20); }
        @Override public String name() { return "range"; }
    }

    // Game-loop style template with counters
    static abstract class Game {
        protected int turn = 0;
        protected final StringBuilder trace = new StringBuilder();
        public final String play(int maxTurns) {
            setup();
            while (!isOver() && turn < maxTurns) { turn++; step(); }
            return summary();
        }
        protected void setup() { trace.append("setup;"); }
        protected abstract void step();
        protected abstract boolean isOver();
        protected String summary() { return getClass().getSimpleName() + " after " + turn + " turns: " + trace; }
    }

    static class Countdown extends Game {
        private int value;
        Countdown(int v) { value = v; }
        @Override protected void setup() { super.setup(); trace.append("v=").append(value).append(";"); }
        @Override protected void step() { value -= turn; trace.append(value).append(","); }
        @Override protected boolean isOver() { return value <= 0; }
    }

    static class Collatz extends Game {
        private long n;
        Collatz(long n) { this.n = n; }
        @Override protected void step() { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; trace.append(n).append(' '); }
        @Override protected boolean isOver() { return n == 1; }
        @Override protected String summary() { return "[" + super.summary().trim() + "]"; }
    }

    public static void main(String[] args) {
        List<AbstractLoader> loaders = List.of(new CsvLoader(), new UpperCsvLoader(), new FilteredUpperLoader(4), new RangeLoader());
        String[] sources = { " pear, apple ,, fig,banana ", "1..10" };
        for (AbstractLoader l : loaders) {
            System.out.println(Loader.banner(l));
            String src = (l instanceof RangeLoader) ? sources[1] : sources[0];
            List<String> res = l.load(src);
            System.out.println("result: " + res);
            for (String entry : l.log) System.out.println("  log: " + entry);
            System.out.println("  retries=" + l.retries);
        }
        Loader lambdaLoader = new Loader() {
            public List<String> load(String s) { return List.of(s, s + s); }
            public String name() { return "anon"; }
        };
        System.out.println(Loader.banner(lambdaLoader) + " -> " + lambdaLoader.load("ab"));
        Game[] games = { new Countdown(20), new Collatz(27), new Collatz(6), new Countdown(3) };
        for (Game g : games) {
            String s = g.play(15);
            System.out.println(s);
        }
        int total = 0;
        for (Game g : games) total += g.turn;
        System.out.println("total turns = " + total);
    }
}
