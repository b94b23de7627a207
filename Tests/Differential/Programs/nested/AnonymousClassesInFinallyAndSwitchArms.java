// Anonymous classes created inside a switch expression's block arm and inside a finally block: both are
// rendered apart from the method and must still be declared.
public class AnonymousClassesInFinallyAndSwitchArms {
    interface Greeter { String greet(); }
    static String pick(int k) {
        String s = switch (k) {
            case 1 -> {
                Greeter g = new Greeter() { public String greet() { return "one"; } };
                yield g.greet();
            }
            default -> "other";
        };
        return s;
    }
    public static void main(String[] args) {
        try {
            System.out.println(pick(1) + " " + pick(2));
        } finally {
            Greeter g = new Greeter() { public String greet() { return "bye"; } };
            System.out.println(g.greet());
        }
    }
}
