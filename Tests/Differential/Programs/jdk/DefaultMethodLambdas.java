import java.util.ArrayList;
import java.util.List;

public class DefaultMethodLambdas {
    public static void main(String[] args) {
        Shape square = () -> 4.0;
        Shape circle = () -> Math.PI;
        System.out.println("square " + square.describe() + " doubled=" + square.scaled(2).area());
        System.out.println("circle " + circle.describe());
        System.out.println("static factory=" + Shape.unit().describe());
        Validator<String> notEmpty = s -> !s.isEmpty();
        Validator<String> shortStr = s -> s.length() < 6;
        Validator<String> both = notEmpty.and(shortStr);
        for (String s : new String[] {"", "hello", "toolong"}) {
            System.out.println("validate [" + s + "] notEmpty=" + notEmpty.validate(s) + " both=" + both.validate(s) + " message=" + both.message(s));
        }
        Greeter formal = new FormalGreeter();
        Greeter casual = name -> "hey " + name;
        System.out.println(formal.greet("Ada") + " | " + formal.greetAll(List.of("Bo", "Cy")));
        System.out.println(casual.greet("Ada") + " | " + casual.greetAll(List.of("Bo", "Cy")));
        Robot r = new Robot();
        System.out.println("diamond resolution: " + r.hello());
        List<Shape> shapes = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            final double side = i;
            shapes.add(() -> side * side);
        }
        double total = 0;
        for (Shape s : shapes) {
            total += s.area();
        }
        System.out.println("captured lambdas total area=" + total);
    }
}

@FunctionalInterface
interface Shape {
    double area();
    default String describe() { return String.format("area=%.3f", area()); }
    default Shape scaled(double factor) { return () -> area() * factor * factor; }
    static Shape unit() { return () -> 1.0; }
}

interface Validator<T> {
    boolean validate(T t);
    default Validator<T> and(Validator<T> other) { return t -> validate(t) && other.validate(t); }
    default String message(T t) { return validate(t) ? "ok" : "invalid: " + t; }
}

interface Greeter {
    String greet(String name);
    default String greetAll(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (String n : names) { sb.append(greet(n)).append("; "); }
        return sb.toString().trim();
    }
}

class FormalGreeter implements Greeter {
    public String greet(String name) { return "Good day, " + name; }
    @Override public String greetAll(List<String> names) { return "Dear all: " + String.join(", ", names); }
}

interface Walker { default String hello() { return "walker"; } }
interface Talker { default String hello() { return "talker"; } }
class Robot implements Walker, Talker {
    public String hello() { return Walker.super.hello() + "+" + Talker.super.hello(); }
}
