import java.util.*;

public class EvtAnalyticsTracker {
    interface Sink<T> {
        void accept(T value);
    }

    static class AnalyticsEvent {
        final String name;
        final int sessionId;
        AnalyticsEvent(String name, int sessionId) { this.name = name; this.sessionId = sessionId; }
        @Override
        public String toString() { return "event:" + name + "@s" + sessionId; }
    }

    static class ScreenView extends AnalyticsEvent {
        final String screen;
        final int durationMs;
        ScreenView(String screen, int durationMs, int sessionId) {
            super("screen_view", sessionId);
            this.screen = screen;
            this.durationMs = durationMs;
        }
        @Override
        public String toString() { return "screen:" + screen + "(" + durationMs + "ms)@s" + sessionId; }
    }

    static class Metric<T> {
        final String key;
        int sampleEvery = 1;
        boolean enabled = true;
        String owner = "core";
        private final List<Sink<? super T>> sinks = new ArrayList<>();
        private final List<T> history = new ArrayList<>();
        private int offered;

        Metric(String key) { this.key = key; }

        void subscribe(Sink<? super T> s) { sinks.add(s); }
        void addListener(Sink<? super T> s) { sinks.add(s); }
        void unsubscribe(Sink<? super T> s) { sinks.remove(s); }
        boolean hasSink(Object s) { return sinks.contains(s); }
        int sinkCount() { return sinks.size(); }

        boolean record(T value) {
            offered++;
            if (!enabled) return false;
            if (offered % sampleEvery != 0) return false;
            history.add(value);
            for (Sink<? super T> s : sinks) {
                s.accept(value);
            }
            return true;
        }

        T latest() { return history.isEmpty() ? null : history.get(history.size() - 1); }
        T at(int i) { return history.get(i); }
        int recorded() { return history.size(); }
        int offered() { return offered; }
        void clear() { history.clear(); offered = 0; }

        String snapshot() {
            return key + "{owner=" + owner + ", sample=1/" + sampleEvery + ", enabled=" + enabled
                    + ", offered=" + offered + ", recorded=" + history.size() + ", sinks=" + sinks.size() + "}";
        }
    }

    static class CounterMetric extends Metric<Integer> {
        int running;
        CounterMetric(String key) { super(key); }
        void increment(int by) {
            running += by;
            record(running);
        }
    }

    static String fmt(Object v) {
        if (v == null) return "-";
        if (v instanceof Double) return String.format("%.2f", (Double) v);
        return v.toString();
    }

    static class Exporter implements Sink<Object> {
        final String endpoint;
        final List<String> batch = new ArrayList<>();
        int flushes;
        Exporter(String endpoint) { this.endpoint = endpoint; }
        @Override
        public void accept(Object value) {
            batch.add(fmt(value));
            if (batch.size() == 4) flush();
        }
        void flush() {
            if (batch.isEmpty()) return;
            flushes++;
            System.out.println("  POST " + endpoint + " #" + flushes + " " + batch);
            batch.clear();
        }
    }

    static class Stats implements Sink<Number> {
        final String label;
        double total;
        double max;
        int n;
        Stats(String label) { this.label = label; }
        @Override
        public void accept(Number v) {
            double d = v.doubleValue();
            total += d;
            if (n == 0 || d > max) max = d;
            n++;
        }
        String report() {
            double avg = n == 0 ? 0 : total / n;
            return String.format("%s n=%d total=%.2f avg=%.2f max=%.2f", label, n, total, avg, max);
        }
    }

    static class Funnel implements Sink<AnalyticsEvent> {
        final Map<String, Integer> perName = new TreeMap<>();
        @Override
        public void accept(AnalyticsEvent e) {
            perName.put(e.name, perName.getOrDefault(e.name, 0) + 1);
        }
    }

    public static void main(String[] args) {
        Map<String, Metric<?>> metrics = new TreeMap<>();
        CounterMetric launches = new CounterMetric("app.launches");
        Metric<Double> latency = new Metric<>("net.latency");
        Metric<String> errors = new Metric<>("app.errors");
        Metric<ScreenView> screens = new Metric<>("ui.screens");
        Metric<AnalyticsEvent> events = new Metric<>("app.events");
        List<Metric<?>> all = new ArrayList<>();
        all.add(launches);
        all.add(latency);
        all.add(errors);
        all.add(screens);
        all.add(events);
        for (Metric<?> m : all) {
            metrics.put(m.key, m);
        }

        Exporter exporter = new Exporter("/collect");
        for (Metric<?> m : metrics.values()) {
            m.addListener(exporter);
        }
        Stats latencyStats = new Stats("latency");
        Stats launchStats = new Stats("launches");
        latency.subscribe(latencyStats);
        launches.subscribe(launchStats);
        Funnel funnel = new Funnel();
        screens.subscribe(funnel);
        events.subscribe(funnel);
        Sink<ScreenView> slowScreens = new Sink<ScreenView>() {
            @Override
            public void accept(ScreenView v) {
                if (v.durationMs > 800) {
                    System.out.println("  slow screen " + v.screen + " took " + v.durationMs + "ms");
                }
            }
        };
        screens.subscribe(slowScreens);

        System.out.println("== config ==");
        for (Metric<?> m : metrics.values()) {
            if (m.key.startsWith("net.")) {
                m.sampleEvery = 2;
                m.owner = "network";
            } else if (m.key.startsWith("ui.")) {
                m.owner = "ui";
            }
            System.out.println("  " + m.snapshot());
        }

        System.out.println("== session 1 ==");
        launches.increment(1);
        String[] screenNames = {"home", "search", "detail", "cart", "checkout"};
        for (int i = 0; i < screenNames.length; i++) {
            int duration = 200 + (i * 370) % 1100;
            screens.record(new ScreenView(screenNames[i], duration, 1));
            double ms = 40.0 + (i * 17) % 50 + 0.25 * i;
            boolean kept = latency.record(ms);
            System.out.println("  latency " + fmt(ms) + (kept ? " kept" : " sampled out"));
        }
        events.record(new AnalyticsEvent("add_to_cart", 1));
        events.record(new ScreenView("receipt", 120, 1));
        errors.record("timeout:/api/cart");

        System.out.println("== exporter removed from errors ==");
        System.out.println("  errors has exporter: " + errors.hasSink(exporter));
        errors.unsubscribe(exporter);
        System.out.println("  errors has exporter: " + errors.hasSink(exporter) + ", sinks=" + errors.sinkCount());
        errors.record("parse:/api/user");
        System.out.println("  ui.screens has slowScreens: " + screens.hasSink(slowScreens));
        screens.unsubscribe(slowScreens);
        System.out.println("  ui.screens has slowScreens: " + screens.hasSink(slowScreens));

        System.out.println("== session 2 ==");
        metrics.get("app.errors").enabled = false;
        launches.increment(1);
        screens.record(new ScreenView("home", 950, 2));
        errors.record("ignored:/api/x");
        for (int i = 0; i < 4; i++) {
            latency.record(55.5 + i * 3);
        }
        Metric<?> generic = metrics.get("app.launches");
        if (generic instanceof CounterMetric) {
            CounterMetric cm = (CounterMetric) generic;
            cm.increment(5);
            System.out.println("  counter running=" + cm.running);
        }
        @SuppressWarnings("unchecked")
        Metric<Double> lat = (Metric<Double>) metrics.get("net.latency");
        lat.record(99.0);
        lat.record(101.5);
        exporter.flush();

        System.out.println("== latest values ==");
        for (Map.Entry<String, Metric<?>> e : metrics.entrySet()) {
            Metric<?> m = e.getValue();
            Object latest = m.latest();
            Object first = m.recorded() > 0 ? m.at(0) : null;
            System.out.println("  " + e.getKey() + " first=" + fmt(first) + " latest=" + fmt(latest)
                    + " recorded " + m.recorded() + "/" + m.offered());
        }
        System.out.println("== reports ==");
        System.out.println("  " + latencyStats.report());
        System.out.println("  " + launchStats.report());
        for (Map.Entry<String, Integer> e : funnel.perName.entrySet()) {
            System.out.println("  funnel " + e.getKey() + " = " + e.getValue());
        }
        System.out.println("  exporter flushes=" + exporter.flushes);
        int cleared = 0;
        for (Metric<?> m : metrics.values()) {
            if (!m.enabled) {
                m.clear();
                m.enabled = true;
                cleared++;
            }
        }
        System.out.println("  cleared " + cleared + " disabled metrics");
        for (Metric<?> m : metrics.values()) {
            System.out.println("  " + m.snapshot());
        }
    }
}
