public class CustomFunctionalInterface {
    @FunctionalInterface
    interface Transformer<T> {
        T transform(T input);

        default Transformer<T> then(Transformer<T> next) {
            return x -> next.transform(transform(x));
        }

        default Transformer<T> times(int n) {
            Transformer<T> self = this;
            return x -> {
                T cur = x;
                for (int i = 0; i < n; i++) {
                    cur = self.transform(cur);
                }
                return cur;
            };
        }

        static <T> Transformer<T> identity() {
            return x -> x;
        }
    }

    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
    }

    interface Validator {
        boolean validate(String s);

        static Validator all(Validator... vs) {
            return s -> {
                for (Validator v : vs) {
                    if (!v.validate(s)) {
                        return false;
                    }
                }
                return true;
            };
        }
    }

    public static void main(String[] args) {
        Transformer<String> exclaim = s -> s + "!";
        Transformer<String> upper = String::toUpperCase;
        System.out.println(exclaim.then(upper).transform("hi"));
        System.out.println(exclaim.times(3).transform("wow"));
        System.out.println(Transformer.<String>identity().then(exclaim).transform("id"));
        Transformer<Integer> inc = x -> x + 1;
        Transformer<Integer> dbl = x -> x * 2;
        System.out.println(inc.then(dbl).times(3).transform(0));
        TriFunction<Integer, Integer, Integer, Integer> clamp = (v, lo, hi) -> Math.max(lo, Math.min(hi, v));
        System.out.println(clamp.apply(15, 0, 10) + " " + clamp.apply(-3, 0, 10) + " " + clamp.apply(5, 0, 10));
        Validator notEmpty = s -> !s.isEmpty();
        Validator noSpaces = s -> s.indexOf(' ') < 0;
        Validator shortEnough = s -> s.length() <= 8;
        Validator username = Validator.all(notEmpty, noSpaces, shortEnough);
        String[] candidates = {"alice", "", "bob smith", "averyveryverylongname", "x_1"};
        for (String c : candidates) {
            System.out.println("[" + c + "] valid=" + username.validate(c));
        }
    }
}
