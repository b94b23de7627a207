// Switch expressions written with `case X:` groups: fall-through between groups, `yield` from nested
// statements, enum selectors without default, exceptions thrown from a group, and use inside expressions.
public class SwitchExpressionColonCases {
    enum Level { LOW, MEDIUM, HIGH }

    static int weight(Level level) {
        return switch (level) {
            case LOW:
                yield 1;
            case MEDIUM:
                System.out.println("  medium falls into high");
            case HIGH:
                int base = level == Level.HIGH ? 10 : 7;
                yield base * 2;
        };
    }

    static String classify(char c) {
        String kind = switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u':
                yield "vowel";
            case ' ':
                throw new IllegalArgumentException("blank");
            default:
                if (Character.isDigit(c)) {
                    yield "digit";
                } else if (Character.isLetter(c)) {
                    yield "consonant";
                }
                yield "other";
        };
        return c + " is " + kind;
    }

    static int daysIn(int month, boolean leap) {
        int days;
        switch (month) {
            case 2 -> days = leap ? 29 : 28;
            default -> days = switch (month) {
                case 4: case 6: case 9: case 11:
                    yield 30;
                default:
                    yield 31;
            };
        }
        return days;
    }

    public static void main(String[] args) {
        for (Level l : Level.values()) System.out.println(l + " weighs " + weight(l));
        for (char c : "ax7?".toCharArray()) System.out.println(classify(c));
        try {
            classify(' ');
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getMessage());
        }
        int total = 0;
        for (int m = 1; m <= 12; m++) total += daysIn(m, false);
        System.out.println("days in a year: " + total + ", February of a leap year: " + daysIn(2, true));
        int n = 3;
        System.out.println("sum " + (1 + switch (n) { case 3: yield 30; default: yield 0; }));
    }
}
