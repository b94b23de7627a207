public class InterfaceDefaults {
    interface Greeter {
        String name();

        default String greet() {
            return "Hello, " + name() + decorate();
        }

        default String decorate() {
            return "!";
        }

        static Greeter of(String n) {
            return () -> n;
        }
    }

    interface Loud extends Greeter {
        @Override
        default String greet() {
            return Greeter.super.greet().toUpperCase();
        }
    }

    interface Polite {
        default String decorate() {
            return ", please.";
        }
    }

    static class Person implements Greeter {
        private final String n;

        Person(String n) {
            this.n = n;
        }

        public String name() {
            return n;
        }
    }

    static class LoudPerson extends Person implements Loud {
        LoudPerson(String n) {
            super(n);
        }
    }

    static class PolitePerson implements Greeter, Polite {
        public String name() {
            return "polite one";
        }

        @Override
        public String decorate() {
            return Polite.super.decorate() + " (resolved)";
        }
    }

    interface Constants {
        int LIMIT = 3;
        String PREFIX = "item-";
    }

    static class UsesConstants implements Constants {
        String make(int i) {
            return i < LIMIT ? PREFIX + i : "overflow";
        }
    }

    public static void main(String[] args) {
        Greeter[] gs = {new Person("Ann"), new LoudPerson("Bob"), new PolitePerson(), Greeter.of("Lambda")};
        for (Greeter g : gs) {
            System.out.println(g.greet());
        }
        UsesConstants u = new UsesConstants();
        for (int i = 0; i < 5; i++) {
            System.out.print(u.make(i) + " ");
        }
        System.out.println();
        System.out.println("Constants.LIMIT = " + Constants.LIMIT);
        Greeter anon = new Greeter() {
            public String name() {
                return "anon";
            }

            public String decorate() {
                return "?";
            }
        };
        System.out.println(anon.greet());
        System.out.println(gs[1] instanceof Loud);
    }
}
