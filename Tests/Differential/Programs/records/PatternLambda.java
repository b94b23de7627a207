import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class PatternLambda {
    sealed interface Shape permits Circle, Rect {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {}

    static final Predicate<Object> IS_LONG_TEXT = o -> o instanceof String s && s.length() > 3;

    public static void main(String[] args) {
        List<Object> items = List.of("hi", "hello", 42, 7L, new Circle(1.5), new Rect(2, 3), "sunshine");
        Predicate<Object> bigNumber = o -> o instanceof Integer n && n > 10;
        Function<Object, String> describe = o -> o instanceof Circle c ? "circle " + c.r() : o instanceof Rect r ? "rect " + r.w() * r.h() : "other " + o;
        System.out.println(items.stream().filter(bigNumber).collect(Collectors.toList()));
        System.out.println(items.stream().filter(IS_LONG_TEXT).collect(Collectors.toList()));
        items.forEach(o -> System.out.println(describe.apply(o)));
        long texts = items.stream().filter(o -> !(o instanceof String s) || s.isEmpty()).count();
        System.out.println("non-texts " + texts);
        Supplier<String> s = () -> items.get(0) instanceof String t ? t.toUpperCase() : "?";
        System.out.println(s.get());
    }
}
