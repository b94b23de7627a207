import java.util.ArrayList;
import java.util.List;

public class GenMapper {

    interface Mapper<A, B> {
        B map(A a);

        default <C> Mapper<A, C> andThen(Mapper<B, C> next) {
            return a -> next.map(map(a));
        }

        default <Z> Mapper<Z, B> compose(Mapper<Z, A> before) {
            return z -> map(before.map(z));
        }

        default List<B> mapAll(List<A> items) {
            List<B> out = new ArrayList<>();
            for (A a : items) {
                out.add(map(a));
            }
            return out;
        }

        static <A> Mapper<A, A> identity() {
            return a -> a;
        }

        static <A, B> Mapper<A, B> constant(B value) {
            return a -> value;
        }
    }

    interface Validator<T> {
        String check(T value);

        default boolean isValid(T value) {
            return check(value).isEmpty();
        }

        default Validator<T> and(Validator<T> other) {
            return v -> {
                String first = check(v);
                return first.isEmpty() ? other.check(v) : first;
            };
        }
    }

    static final class Step<T> {
        final String name;
        final Mapper<T, T> mapper;

        Step(String name, Mapper<T, T> mapper) {
            this.name = name;
            this.mapper = mapper;
        }
    }

    static final class Pipeline<T> {
        private final String name;
        private final List<Step<T>> steps = new ArrayList<>();
        private final List<Validator<T>> validators = new ArrayList<>();
        private boolean trace = false;

        Pipeline(String name) {
            this.name = name;
        }

        Pipeline<T> then(String stepName, Mapper<T, T> mapper) {
            steps.add(new Step<>(stepName, mapper));
            return this;
        }

        Pipeline<T> validate(Validator<T> v) {
            validators.add(v);
            return this;
        }

        Pipeline<T> traced(boolean on) {
            this.trace = on;
            return this;
        }

        T run(T input) {
            T current = input;
            for (Step<T> s : steps) {
                T next = s.mapper.map(current);
                if (trace) {
                    System.out.println("    " + name + "." + s.name + ": " + current + " -> " + next);
                }
                current = next;
            }
            for (Validator<T> v : validators) {
                String problem = v.check(current);
                if (!problem.isEmpty()) {
                    throw new IllegalStateException(name + " rejected " + current + ": " + problem);
                }
            }
            return current;
        }

        Mapper<T, T> asMapper() {
            Mapper<T, T> combined = Mapper.identity();
            for (Step<T> s : steps) {
                combined = combined.andThen(s.mapper);
            }
            return combined;
        }

        <R> Mapper<T, R> into(Mapper<T, R> finisher) {
            return asMapper().andThen(finisher);
        }

        int stepCount() {
            return steps.size();
        }
    }

    record Money(long cents, String currency) {
        Money times(int pct) {
            return new Money(cents * pct / 100, currency);
        }

        Money plus(long c) {
            return new Money(cents + c, currency);
        }

        @Override
        public String toString() {
            long abs = Math.abs(cents);
            long frac = abs % 100;
            return (cents < 0 ? "-" : "") + (abs / 100) + "." + (frac < 10 ? "0" : "") + frac + " " + currency;
        }
    }

    public static void main(String[] args) {
        Mapper<String, String> trim = String::trim;
        Mapper<String, Integer> length = String::length;
        Mapper<Integer, Integer> square = n -> n * n;
        Mapper<Integer, String> stars = n -> "*".repeat(Math.min(n, 20));

        Mapper<String, Integer> trimmedLength = trim.andThen(length);
        Mapper<String, String> lengthStars = trimmedLength.andThen(square).andThen(stars);
        Mapper<String, Integer> composed = square.compose(length);

        String[] inputs = {"  hi  ", "java", "", "   swift ", "generic"};
        for (String in : inputs) {
            System.out.println("'" + in + "' trimmedLength=" + trimmedLength.map(in)
                    + " composedSq=" + composed.map(in) + " stars=[" + lengthStars.map(in) + "]");
        }

        Mapper<Integer, Integer> id = Mapper.identity();
        System.out.println("identity(7)=" + id.map(7) + " identity.andThen(square)(7)=" + id.andThen(square).map(7));
        Mapper<String, String> idS = Mapper.identity();
        System.out.println("identity('same')=" + idS.map("same"));
        Mapper<Integer, String> always = Mapper.constant("const");
        System.out.println("constant(1)=" + always.map(1) + " constant(99)=" + always.map(99));
        System.out.println("mapAll square: " + square.mapAll(List.of(1, 2, 3, 4, 5)));
        System.out.println("mapAll trimmedLength: " + trimmedLength.mapAll(List.of(" a ", "bb", "  ccc")));

        Mapper<Integer, Integer> addOne = n -> n + 1;
        Mapper<Integer, Integer> doubleIt = n -> n * 2;
        System.out.println("addOne.andThen(doubleIt)(5)=" + addOne.andThen(doubleIt).map(5));
        System.out.println("addOne.compose(doubleIt)(5)=" + addOne.compose(doubleIt).map(5));

        Pipeline<Integer> numbers = new Pipeline<Integer>("nums")
                .then("addOne", addOne)
                .then("double", doubleIt)
                .then("clamp", n -> Math.min(n, 50))
                .then("offset", new Mapper<Integer, Integer>() {
                    @Override
                    public Integer map(Integer a) {
                        return a - 3;
                    }
                })
                .validate(n -> n % 2 == 1 ? "" : "must be odd")
                .traced(true);
        System.out.println("pipeline steps: " + numbers.stepCount());
        int[] seeds = {1, 4, 30};
        for (int s : seeds) {
            System.out.println("  run(" + s + ") = " + numbers.run(s));
        }
        numbers.traced(false);
        Mapper<Integer, Integer> flat = numbers.asMapper();
        Mapper<Integer, String> described = numbers.into(n -> "result<" + n + ">");
        for (int s = 0; s < 5; s++) {
            System.out.println("  asMapper(" + s + ")=" + flat.map(s) + " " + described.map(s));
        }

        Validator<String> notEmpty = s -> s.isEmpty() ? "empty" : "";
        Validator<String> noSpaces = s -> s.contains(" ") ? "has spaces" : "";
        Validator<String> shortEnough = s -> s.length() <= 12 ? "" : "too long (" + s.length() + ")";
        Pipeline<String> slug = new Pipeline<String>("slug")
                .then("trim", trim)
                .then("lower", String::toLowerCase)
                .then("dashes", s -> s.replace(' ', '-'))
                .then("strip", s -> {
                    StringBuilder sb = new StringBuilder();
                    for (char c : s.toCharArray()) {
                        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') {
                            sb.append(c);
                        }
                    }
                    return sb.toString();
                })
                .validate(notEmpty.and(noSpaces))
                .validate(shortEnough);
        String[] titles = {"  Hello World  ", "Java 17 & Swift!", "   ", "A Very Long Title Indeed", "Gen<T>"};
        for (String t : titles) {
            try {
                System.out.println("slug('" + t + "') = " + slug.run(t));
            } catch (IllegalStateException e) {
                System.out.println("slug failed: " + e.getMessage());
            }
        }
        System.out.println("noSpaces valid 'a b'? " + noSpaces.isValid("a b") + ", 'ab'? " + noSpaces.isValid("ab"));

        Pipeline<Money> pricing = new Pipeline<Money>("price")
                .then("discount15", m -> m.times(85))
                .then("tax25", m -> m.times(125))
                .then("shipping", m -> m.plus(499))
                .validate(m -> m.cents() > 0 ? "" : "non-positive")
                .traced(true);
        Money[] carts = {new Money(10000, "EUR"), new Money(1999, "USD"), new Money(5, "NOK")};
        for (Money c : carts) {
            System.out.println("  total for " + c + " = " + pricing.run(c));
        }
        Mapper<Money, Long> centsOnly = pricing.into(Money::cents);
        Mapper<Money, String> band = centsOnly.andThen(c -> c > 5000 ? "high" : "low");
        for (Money c : carts) {
            System.out.println("  band(" + c + ")=" + band.map(c) + " cents=" + centsOnly.map(c));
        }
        Pipeline<Money> refund = new Pipeline<Money>("refund")
                .then("negate", m -> new Money(-m.cents(), m.currency()))
                .validate(m -> m.cents() > 0 ? "" : "non-positive");
        try {
            refund.run(new Money(1234, "EUR"));
        } catch (IllegalStateException e) {
            System.out.println("refund failed: " + e.getMessage());
        }
    }
}
