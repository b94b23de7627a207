import java.util.ArrayList;
import java.util.List;

public class InheritanceOverriding {
    static class Animal {
        protected final String name;

        Animal(String name) {
            this.name = name;
        }

        String sound() {
            return "...";
        }

        String describe() {
            return name + " says " + sound();
        }

        static String kingdom() {
            return "Animalia";
        }
    }

    static class Dog extends Animal {
        Dog(String name) {
            super(name);
        }

        @Override
        String sound() {
            return "Woof";
        }
    }

    static class Puppy extends Dog {
        Puppy(String name) {
            super(name + " Jr.");
        }

        @Override
        String sound() {
            return super.sound().toLowerCase() + "!";
        }

        @Override
        String describe() {
            return "tiny " + super.describe();
        }
    }

    static class Cat extends Animal {
        int lives = 9;

        Cat(String name) {
            super(name);
        }

        @Override
        String sound() {
            return "Meow x" + lives;
        }
    }

    public static void main(String[] args) {
        List<Animal> zoo = new ArrayList<>();
        zoo.add(new Animal("generic"));
        zoo.add(new Dog("Rex"));
        zoo.add(new Puppy("Rex"));
        zoo.add(new Cat("Tom"));
        for (Animal a : zoo) {
            System.out.println(a.describe());
        }
        Animal a = new Puppy("Fido");
        System.out.println("static type Animal, runtime Puppy: " + a.sound());
        System.out.println("instanceof Dog: " + (a instanceof Dog) + ", Cat: " + (a instanceof Cat));
        Dog d = (Dog) a;
        System.out.println("cast to Dog: " + d.describe());
        try {
            Cat c = (Cat) a;
            System.out.println("unexpected " + c);
        } catch (ClassCastException e) {
            System.out.println("cannot cast Puppy to Cat");
        }
        System.out.println(Animal.kingdom());
        Cat cat = (Cat) zoo.get(3);
        cat.lives--;
        System.out.println(zoo.get(3).describe());
        System.out.println("class names: " + a.getClass().getSimpleName() + " " + zoo.get(0).getClass().getSimpleName());
    }
}
