import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.IntPredicate;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

public class NotificationPipeline {

    @FunctionalInterface
    interface Rule<T> {
        boolean matches(T item);

        default Rule<T> and(Rule<T> other) { return x -> matches(x) && other.matches(x); }

        default Rule<T> or(Rule<T> other) { return x -> matches(x) || other.matches(x); }

        default Rule<T> not() { return x -> !matches(x); }

        static <T> Rule<T> always() { return x -> true; }

        static <T, V extends Comparable<V>> Rule<T> atLeast(Function<T, V> getter, V min) {
            return x -> getter.apply(x).compareTo(min) >= 0;
        }
    }

    @FunctionalInterface
    interface Transformer<A, B> {
        B transform(A input);

        default <C> Transformer<A, C> then(Transformer<B, C> next) { return a -> next.transform(transform(a)); }

        static <A> Transformer<A, A> identity() { return a -> a; }
    }

    static final class Notification {
        final String channel;
        final String text;
        final int priority;
        final long timestamp;

        Notification(String channel, String text, int priority, long timestamp) {
            this.channel = channel;
            this.text = text;
            this.priority = priority;
            this.timestamp = timestamp;
        }

        Notification withText(String newText) { return new Notification(channel, newText, priority, timestamp); }

        String getChannel() { return channel; }

        int getPriority() { return priority; }

        Integer boxedPriority() { return priority; }

        long getTimestamp() { return timestamp; }

        @Override
        public String toString() { return channel + ":" + text + "(p" + priority + ",t" + timestamp + ")"; }
    }

    static final class Lazy<T> implements Supplier<T> {
        private Supplier<T> source;
        private T value;
        int computations;

        Lazy(Supplier<T> source) { this.source = source; }

        @Override
        public T get() {
            if (source != null) {
                value = source.get();
                computations++;
                source = null;
            }
            return value;
        }
    }

    static <T, R> R fold(List<T> items, R initial, BiFunction<R, T, R> step) {
        R acc = initial;
        for (T t : items) acc = step.apply(acc, t);
        return acc;
    }

    static <T> List<T> keep(List<T> items, Rule<T> rule) {
        List<T> out = new ArrayList<>();
        for (T t : items) if (rule.matches(t)) out.add(t);
        return out;
    }

    static <T> int sumBy(List<T> items, ToIntFunction<T> f) {
        int s = 0;
        for (T t : items) s += f.applyAsInt(t);
        return s;
    }

    static Function<Integer, Integer> factorial;

    public static void main(String[] args) {
        List<Notification> inbox = Arrays.asList(
                new Notification("chat", "hi there", 2, 1_000L),
                new Notification("promo", "SALE 50%", 0, 1_500L),
                new Notification("chat", "are you up?", 3, 2_000L),
                new Notification("system", "update ready", 5, 900L),
                new Notification("promo", "new items", 1, 3_000L),
                new Notification("chat", "ok", 3, 2_500L));

        Rule<Notification> isChat = n -> n.getChannel().equals("chat");
        Rule<Notification> urgent = Rule.atLeast(Notification::boxedPriority, 3);
        Rule<Notification> recent = Rule.atLeast(Notification::getTimestamp, 2_000L);
        System.out.println("chat&urgent=" + keep(inbox, isChat.and(urgent)));
        System.out.println("urgent|recent=" + keep(inbox, urgent.or(recent)));
        System.out.println("not chat=" + keep(inbox, isChat.not()));
        System.out.println("always=" + keep(inbox, Rule.<Notification>always()).size());
        System.out.println("complex=" + keep(inbox, isChat.not().and(urgent.not()).or(recent.and(isChat))));

        Transformer<Notification, String> textOf = n -> n.text;
        Transformer<String, Integer> length = String::length;
        Transformer<Integer, String> stars = k -> "*".repeat(Math.min(k, 5)) + k;
        Transformer<Notification, String> pipeline = textOf.then(length).then(stars);
        for (Notification n : inbox) System.out.println("  " + n.text + " -> " + pipeline.transform(n));
        Transformer<Notification, Notification> shout = n -> n.withText(n.text.toUpperCase() + "!");
        System.out.println("shout=" + Transformer.<Notification>identity().then(shout).then(shout).transform(inbox.get(0)));

        Map<String, Integer> perChannel = fold(inbox, new LinkedHashMap<String, Integer>(), (m, n) -> {
            m.merge(n.getChannel(), n.getPriority(), Integer::sum);
            return m;
        });
        System.out.println("priority per channel=" + perChannel);
        String joined = fold(inbox, "", (s, n) -> s.isEmpty() ? n.channel : s + "," + n.channel.charAt(0));
        System.out.println("joined=" + joined);
        long latest = fold(inbox, Long.MIN_VALUE, (acc, n) -> Math.max(acc, n.getTimestamp()));
        System.out.println("latest=" + latest + " totalPriority=" + sumBy(inbox, Notification::getPriority));
        System.out.println("text chars=" + sumBy(inbox, n -> n.text.length()));

        List<Notification> sorted = new ArrayList<>(inbox);
        sorted.sort(Comparator.comparing(Notification::getPriority, Comparator.reverseOrder())
                .thenComparingLong(Notification::getTimestamp));
        for (Notification n : sorted) System.out.println("  sorted " + n);
        Comparator<Notification> byChannel = Comparator.comparing(Notification::getChannel);
        sorted.sort(byChannel.reversed().thenComparing(n -> n.text.length()));
        for (Notification n : sorted) System.out.println("  by channel desc, text len " + n);

        Lazy<String> banner = new Lazy<>(() -> {
            System.out.println("  (computing banner)");
            return "You have " + inbox.size() + " notifications";
        });
        System.out.println("before get computations=" + banner.computations);
        System.out.println(banner.get());
        System.out.println(banner.get() + " computations=" + banner.computations);

        factorial = k -> k <= 1 ? 1 : k * factorial.apply(k - 1);
        System.out.println("fact(10)=" + factorial.apply(10) + " fact(13) overflow=" + factorial.apply(13));
        BinaryOperator<Integer> maxBy = BinaryOperator.maxBy(Comparator.naturalOrder());
        BinaryOperator<String> minLen = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        System.out.println("maxBy=" + maxBy.apply(7, 12) + " minLen=" + minLen.apply("abcd", "xyz"));
        IntPredicate even = v -> v % 2 == 0;
        IntPredicate positive = v -> v > 0;
        StringBuilder sb = new StringBuilder();
        for (int v = -3; v <= 4; v++) sb.append(v).append(even.and(positive).test(v) ? "Y" : even.negate().test(v) ? "o" : "n").append(' ');
        System.out.println("predicates=" + sb.toString().trim());
        Supplier<Notification> empty = () -> new Notification("none", "", 0, 0L);
        Function<String, Notification> quick = text -> new Notification("quick", text, 1, text.length());
        System.out.println("supplier=" + empty.get() + " quick=" + quick.apply("ping"));
    }
}
