import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class CovBoundedAnimals {

    static <T extends Animal> T heaviest(List<T> animals) {
        T best = null;
        for (T a : animals) {
            if (best == null || a.getWeightKg() > best.getWeightKg()) {
                best = a;
            }
        }
        return best;
    }

    static <T extends Animal> List<T> hungry(List<T> animals) {
        List<T> out = new ArrayList<>();
        for (T a : animals) {
            if (a.getHunger() >= 5) {
                out.add(a);
            }
        }
        return out;
    }

    static <T extends Animal> int feedAll(List<T> animals, int portions) {
        int used = 0;
        for (T a : animals) {
            while (portions > used && a.getHunger() > 0) {
                a.eat();
                used++;
            }
        }
        return used;
    }

    static <T extends Animal> Map<String, Integer> soundCounts(List<T> animals) {
        Map<String, Integer> counts = new TreeMap<>();
        for (T a : animals) {
            String s = a.sound();
            counts.put(s, counts.getOrDefault(s, 0) + 1);
        }
        return counts;
    }

    static <T extends Dog> void trainAll(List<T> dogs, String trick) {
        for (T d : dogs) {
            d.learn(trick);
        }
    }

    static <T extends Animal> T pickOlder(T a, T b) {
        return a.getAge() >= b.getAge() ? a : b;
    }

    static <T extends Animal> void status(String title, List<T> animals) {
        System.out.println("## " + title);
        for (T a : animals) {
            System.out.println("  " + a.describe());
        }
    }

    public static void main(String[] args) {
        List<Dog> dogs = new ArrayList<>();
        dogs.add(new Dog("Rex", 5, 30, 6));
        dogs.add(new Dog("Bella", 3, 22, 2));
        dogs.add(new Puppy("Bolt", 8));

        List<Cat> cats = new ArrayList<>();
        cats.add(new Cat("Tom", 7, 5, 8, true));
        cats.add(new Cat("Luna", 2, 4, 3, false));

        status("dogs", dogs);
        status("cats", cats);

        Dog bigDog = heaviest(dogs);
        System.out.println("heaviest dog: " + bigDog.getName() + " tricks=" + bigDog.getTricks());
        Cat bigCat = heaviest(cats);
        System.out.println("heaviest cat: " + bigCat.getName() + " indoor=" + bigCat.isIndoor());

        List<Dog> hungryDogs = hungry(dogs);
        System.out.print("hungry dogs:");
        for (Dog d : hungryDogs) System.out.print(" " + d.getName());
        System.out.println();

        int used = feedAll(dogs, 7);
        System.out.println("portions used on dogs: " + used);
        status("dogs after feeding", dogs);

        trainAll(dogs, "sit");
        trainAll(hungryDogs, "roll");
        List<Puppy> puppies = new ArrayList<>();
        puppies.add(new Puppy("Nibbles", 9));
        trainAll(puppies, "paw");
        for (Dog d : dogs) System.out.println(d.getName() + " knows " + d.getTricks());
        System.out.println(puppies.get(0).getName() + " knows " + puppies.get(0).getTricks());

        List<Animal> zoo = new ArrayList<>();
        zoo.addAll(dogs);
        zoo.addAll(cats);
        zoo.addAll(puppies);
        System.out.println("sound counts: " + soundCounts(zoo));
        Animal heaviestOverall = heaviest(zoo);
        System.out.println("heaviest overall: " + heaviestOverall.describe());

        Dog older = pickOlder(dogs.get(0), dogs.get(1));
        System.out.println("older dog: " + older.getName());
        Animal olderMixed = pickOlder(cats.get(0), dogs.get(0));
        System.out.println("older mixed: " + olderMixed.getName());

        int fed = feedAll(cats, 100);
        System.out.println("portions used on cats: " + fed);
        status("cats after feeding", cats);
        System.out.println("heaviest of none: " + heaviest(new ArrayList<Cat>()));
    }
}

abstract class Animal {
    private final String name;
    private final int age;
    protected int weightKg;
    private int hunger;

    protected Animal(String name, int age, int weightKg, int hunger) {
        this.name = name;
        this.age = age;
        this.weightKg = weightKg;
        this.hunger = hunger;
    }

    String getName() {
        return name;
    }

    int getAge() {
        return age;
    }

    int getWeightKg() {
        return weightKg;
    }

    int getHunger() {
        return hunger;
    }

    void eat() {
        if (hunger > 0) {
            hunger--;
        }
    }

    abstract String sound();

    String describe() {
        return String.format("%-8s age=%d weight=%d hunger=%d says %s", name, age, weightKg, hunger, sound());
    }
}

class Dog extends Animal {
    private final List<String> tricks = new ArrayList<>();

    Dog(String name, int age, int weightKg, int hunger) {
        super(name, age, weightKg, hunger);
    }

    void learn(String trick) {
        if (!tricks.contains(trick)) {
            tricks.add(trick);
        }
    }

    List<String> getTricks() {
        return tricks;
    }

    @Override
    String sound() {
        return "woof";
    }
}

class Puppy extends Dog {
    Puppy(String name, int hunger) {
        super(name, 0, 4, hunger);
    }

    @Override
    void eat() {
        super.eat();
        weightKg++;
    }

    @Override
    String sound() {
        return "yip";
    }
}

class Cat extends Animal {
    private final boolean indoor;

    Cat(String name, int age, int weightKg, int hunger, boolean indoor) {
        super(name, age, weightKg, hunger);
        this.indoor = indoor;
    }

    boolean isIndoor() {
        return indoor;
    }

    @Override
    String sound() {
        return indoor ? "meow" : "hiss";
    }
}
