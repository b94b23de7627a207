import java.util.ArrayList;
import java.util.List;

public class OopOverloadResolution {

    static class Formatter {
        String fmt(int x) {
            return "int:" + x;
        }

        String fmt(long x) {
            return "long:" + x;
        }

        String fmt(double x) {
            return "double:" + x;
        }

        String fmt(String s) {
            return "String:" + s;
        }

        String fmt(Object o) {
            return "Object:" + o;
        }

        String sum(int a, int b) {
            return "sum(int,int)=" + (a + b);
        }

        String sum(long a, long b) {
            return "sum(long,long)=" + (a + b);
        }

        String sum(double a, double b) {
            return "sum(double,double)=" + (a + b);
        }

        String sum(int... xs) {
            int t = 0;
            for (int x : xs) t += x;
            return "sum(int...)[" + xs.length + "]=" + t;
        }

        String name() {
            return "Formatter";
        }
    }

    static class LoudFormatter extends Formatter {
        @Override
        String fmt(int x) {
            return "LOUD-int:" + (x * 10);
        }

        @Override
        String fmt(Object o) {
            return "LOUD-Object:<" + o + ">";
        }

        // a new overload, only visible through a LoudFormatter static type
        String fmt(Integer boxed) {
            return "LOUD-Integer:" + (boxed + 1);
        }

        @Override
        String sum(int a, int b) {
            return "LOUD " + super.sum(a, b);
        }

        @Override
        String name() {
            return "Loud" + super.name();
        }
    }

    static class Animal {
        String sound() {
            return "...";
        }

        @Override
        public String toString() {
            return "Animal";
        }
    }

    static class Dog extends Animal {
        @Override
        String sound() {
            return "woof";
        }

        @Override
        public String toString() {
            return "Dog";
        }
    }

    static class Puppy extends Dog {
        @Override
        String sound() {
            return "yip (was " + super.sound() + ")";
        }

        @Override
        public String toString() {
            return "Puppy";
        }
    }

    // static overload selection by declared type
    static String greet(Animal a) {
        return "greet(Animal) " + a + " says " + a.sound();
    }

    static String greet(Dog d) {
        return "greet(Dog) " + d + " says " + d.sound();
    }

    static String pair(Animal a, Dog d) {
        return "pair(Animal,Dog)";
    }

    static String pair(Dog d, Animal a) {
        return "pair(Dog,Animal)";
    }

    static String pair(Dog a, Dog b) {
        return "pair(Dog,Dog)";
    }

    static String boxing(long x) {
        return "boxing(long)=" + x;
    }

    static String boxing(Integer x) {
        return "boxing(Integer)=" + x;
    }

    static String onlyBoxed(Long x) {
        return "onlyBoxed(Long)=" + x;
    }

    static String onlyBoxed(Object x) {
        return "onlyBoxed(Object)=" + x;
    }

    public static void main(String[] args) {
        Formatter plain = new Formatter();
        Formatter loudAsBase = new LoudFormatter();
        LoudFormatter loud = new LoudFormatter();
        List<Formatter> all = new ArrayList<>();
        all.add(plain);
        all.add(loudAsBase);
        all.add(loud);

        byte b = 3;
        short s = 7;
        char c = 'A';
        float f = 2.5f;
        Integer boxed = 41;
        Object objStr = "hidden";

        for (Formatter fm : all) {
            System.out.println("--- " + fm.name() + " via Formatter reference ---");
            System.out.println(fm.fmt(42));
            System.out.println(fm.fmt(42L));
            System.out.println(fm.fmt(4.5));
            System.out.println(fm.fmt(f));
            System.out.println(fm.fmt(b));
            System.out.println(fm.fmt(s));
            System.out.println(fm.fmt(c));
            System.out.println(fm.fmt(boxed));
            System.out.println(fm.fmt("text"));
            System.out.println(fm.fmt(objStr));
            System.out.println(fm.fmt(3 + 4L));
            System.out.println(fm.fmt(1 / 2.0));
            System.out.println(fm.fmt(List.of(1, 2, 3)));
        }

        System.out.println("--- LoudFormatter static type ---");
        System.out.println(loud.fmt(42));
        System.out.println(loud.fmt(boxed));
        System.out.println(loud.fmt(Integer.valueOf(9)));
        System.out.println(loud.fmt((Object) Integer.valueOf(9)));
        System.out.println(loud.fmt("x"));

        System.out.println("--- sum overloads ---");
        for (Formatter fm : all) {
            System.out.println(fm.name() + ": " + fm.sum(2, 3));
            System.out.println(fm.name() + ": " + fm.sum(2, 3L));
            System.out.println(fm.name() + ": " + fm.sum(2, 0.5));
        }
        System.out.println(plain.sum(1, 2, 3, 4));
        System.out.println(plain.sum(7));
        System.out.println(plain.sum());
        System.out.println(loud.sum(new int[] {10, 20}));

        System.out.println("--- static overloads on declared type ---");
        Animal a = new Animal();
        Animal dogAsAnimal = new Dog();
        Dog dog = new Dog();
        Dog puppyAsDog = new Puppy();
        Animal puppyAsAnimal = new Puppy();
        System.out.println(greet(a));
        System.out.println(greet(dogAsAnimal));
        System.out.println(greet(dog));
        System.out.println(greet(puppyAsDog));
        System.out.println(greet(puppyAsAnimal));
        System.out.println(greet((Dog) puppyAsAnimal));
        System.out.println(pair(dogAsAnimal, dog));
        System.out.println(pair(dog, dogAsAnimal));
        System.out.println(pair(dog, puppyAsDog));

        System.out.println("--- widening beats boxing ---");
        int plainInt = 5;
        System.out.println(boxing(plainInt));
        System.out.println(boxing(boxed));
        System.out.println(onlyBoxed(5L));
        System.out.println(onlyBoxed(5));
        System.out.println(onlyBoxed("five"));
    }
}
