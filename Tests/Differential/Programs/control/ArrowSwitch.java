public class ArrowSwitch {
    enum Color { RED, GREEN, BLUE, YELLOW }

    static String describe(int n) {
        String r;
        switch (n) {
            case 1, 2, 3 -> r = "small";
            case 4, 5 -> {
                String tmp = "medium";
                r = tmp + "!";
            }
            default -> r = "other";
        }
        return r;
    }

    public static void main(String[] args) {
        for (int i = 0; i <= 6; i++) {
            System.out.println(i + " -> " + describe(i));
        }
        for (Color c : Color.values()) {
            switch (c) {
                case RED -> System.out.println("stop");
                case GREEN -> System.out.println("go");
                case YELLOW, BLUE -> {
                    System.out.println("other color " + c);
                    System.out.println("  ordinal " + c.ordinal());
                }
            }
        }
        String day = "SAT";
        switch (day) {
            case "SAT", "SUN" -> System.out.println("weekend");
            default -> System.out.println("weekday");
        }
        int count = 0;
        for (int i = 0; i < 10; i++) {
            switch (i % 3) {
                case 0 -> count += 1;
                case 1 -> count += 10;
                default -> {
                    if (i > 5) {
                        count += 100;
                    }
                }
            }
        }
        System.out.println("count = " + count);
        char ch = 'e';
        switch (ch) {
            case 'a', 'e', 'i', 'o', 'u' -> System.out.println(ch + " is a vowel");
            default -> System.out.println(ch + " is a consonant");
        }
    }
}
