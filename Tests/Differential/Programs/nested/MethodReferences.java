import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

public class MethodReferences {
    static class Box {
        private final String content;

        Box(String content) {
            this.content = content;
        }

        Box() {
            this("empty");
        }

        String open() {
            return "box of " + content;
        }

        boolean sameAs(Box other) {
            return content.equals(other.content);
        }

        @Override
        public String toString() {
            return "Box[" + content + "]";
        }
    }

    static int triple(int x) {
        return x * 3;
    }

    static String joinWith(String a, String b) {
        return a + "&" + b;
    }

    private final String prefix;

    MethodReferences(String prefix) {
        this.prefix = prefix;
    }

    String decorate(String s) {
        return prefix + s;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> staticRef = MethodReferences::triple;
        System.out.println("static: " + staticRef.apply(14));
        BiFunction<String, String, String> staticBi = MethodReferences::joinWith;
        System.out.println("static bi: " + staticBi.apply("salt", "pepper"));
        MethodReferences deco = new MethodReferences(">> ");
        Function<String, String> bound = deco::decorate;
        System.out.println("bound: " + bound.apply("text"));
        String target = "Hello";
        Function<Integer, Character> boundString = target::charAt;
        System.out.println("bound charAt: " + boundString.apply(1));
        Function<String, Integer> unbound = String::length;
        System.out.println("unbound length: " + unbound.apply("four"));
        BiFunction<String, String, Boolean> unboundBi = String::startsWith;
        System.out.println("unbound startsWith: " + unboundBi.apply("prefix", "pre"));
        Function<Box, String> unboundBox = Box::open;
        BiFunction<Box, Box, Boolean> same = Box::sameAs;
        Function<String, Box> ctor = Box::new;
        Supplier<Box> noArgCtor = Box::new;
        Box a = ctor.apply("apples");
        Box b = noArgCtor.get();
        System.out.println(unboundBox.apply(a) + " | " + unboundBox.apply(b));
        System.out.println("same: " + same.apply(a, ctor.apply("apples")) + " " + same.apply(a, b));
        Function<Integer, int[]> arrayCtor = int[]::new;
        System.out.println("array ctor length " + arrayCtor.apply(4).length);
        List<String> words = new ArrayList<>(List.of("delta", "alpha", "charlie"));
        words.sort(String::compareTo);
        System.out.println(words);
        words.forEach(System.out::println);
        List<Box> boxes = new ArrayList<>();
        for (String w : words) {
            boxes.add(ctor.apply(w));
        }
        boxes.forEach(bx -> System.out.println(bx.open()));
        Function<String, String> chain = bound.andThen(String::toUpperCase);
        System.out.println(chain.apply("loud"));
    }
}
