// expect-exit: 1
public class EnumValueOfUncaught {
    enum Color {
        RED, GREEN, BLUE;

        Color complement() {
            return switch (this) {
                case RED -> GREEN;
                case GREEN -> BLUE;
                case BLUE -> RED;
            };
        }
    }

    public static void main(String[] args) {
        String[] names = {"RED", "BLUE", "GREEN", "PURPLE", "RED"};
        for (String n : names) {
            Color c = Color.valueOf(n);
            System.out.println(n + " -> " + c + " complement " + c.complement() + " ordinal " + c.ordinal());
        }
        System.out.println("unreachable");
    }
}
