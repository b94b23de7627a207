import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.IntPredicate;
import java.util.function.Predicate;
import java.util.stream.Collectors;

public class PredicateCombinators {
    public static void main(String[] args) {
        Predicate<Integer> isEven = n -> n % 2 == 0;
        Predicate<Integer> isPositive = n -> n > 0;
        Predicate<Integer> isBig = n -> Math.abs(n) > 100;
        List<Integer> nums = List.of(-150, -4, -3, 0, 7, 12, 101, 200, 33);
        System.out.println("even=" + filter(nums, isEven));
        System.out.println("even and positive=" + filter(nums, isEven.and(isPositive)));
        System.out.println("even or big=" + filter(nums, isEven.or(isBig)));
        System.out.println("not even=" + filter(nums, isEven.negate()));
        System.out.println("Predicate.not(positive)=" + filter(nums, Predicate.not(isPositive)));
        System.out.println("positive and not big or zero=" + filter(nums, isPositive.and(isBig.negate()).or(n -> n == 0)));
        Predicate<String> isEmpty = String::isEmpty;
        List<String> words = List.of("", "alpha", " ", "beta", "", "gamma");
        System.out.println("non-empty=" + words.stream().filter(Predicate.not(isEmpty)).collect(Collectors.toList()));
        System.out.println("non-blank count=" + words.stream().filter(Predicate.not(String::isBlank)).count());
        Predicate<String> eqAlpha = Predicate.isEqual("alpha");
        System.out.println("isEqual(alpha) test=" + eqAlpha.test("alpha") + "/" + eqAlpha.test("beta") + " null-safe=" + Predicate.isEqual(null).test(null));
        BiPredicate<String, Integer> longerThan = (s, n) -> s.length() > n;
        System.out.println("longerThan(gamma,4)=" + longerThan.test("gamma", 4) + " negate=" + longerThan.negate().test("gamma", 4));
        IntPredicate odd = i -> (i & 1) == 1;
        System.out.println("IntPredicate odd(7)=" + odd.test(7) + " and >5 (3)=" + odd.and(i -> i > 5).test(3));
        StringBuilder calls = new StringBuilder();
        Predicate<Integer> first = n -> {
            calls.append("first ");
            return n > 10;
        };
        Predicate<Integer> second = n -> {
            calls.append("second ");
            return n < 20;
        };
        System.out.println("short-circuit and(5)=" + first.and(second).test(5) + " calls=" + calls.toString().trim());
        calls.setLength(0);
        System.out.println("short-circuit or(15)=" + first.or(second).test(15) + " calls=" + calls.toString().trim());
        List<Predicate<String>> rules = new ArrayList<>();
        rules.add(s -> s.length() >= 8);
        rules.add(s -> s.chars().anyMatch(Character::isDigit));
        rules.add(s -> s.chars().anyMatch(Character::isUpperCase));
        Predicate<String> all = rules.stream().reduce(x -> true, Predicate::and);
        for (String pw : List.of("short1A", "longenough", "LongEnough1", "ALLCAPS123")) {
            System.out.println("password " + pw + " valid=" + all.test(pw));
        }
    }

    static List<Integer> filter(List<Integer> in, Predicate<Integer> p) {
        List<Integer> out = new ArrayList<>();
        for (Integer i : in) {
            if (p.test(i)) {
                out.add(i);
            }
        }
        return out;
    }
}
