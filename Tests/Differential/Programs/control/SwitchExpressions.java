public class SwitchExpressions {
    enum Op { ADD, SUB, MUL, DIV, POW }

    static long apply(Op op, long a, long b) {
        return switch (op) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> {
                if (b == 0) {
                    System.out.println("  division by zero avoided");
                    yield 0;
                }
                yield a / b;
            }
            case POW -> {
                long r = 1;
                for (int i = 0; i < b; i++) {
                    r *= a;
                }
                yield r;
            }
        };
    }

    static int score(String s) {
        int v = switch (s) {
            case "low":
                yield 1;
            case "mid":
            case "medium":
                System.out.println("  (mid-ish)");
                yield 5;
            case "high":
                yield 10;
            default:
                yield s.length();
        };
        return v * 2;
    }

    public static void main(String[] args) {
        for (Op op : Op.values()) {
            System.out.println(op + "(7, 3) = " + apply(op, 7, 3));
        }
        System.out.println("DIV(5, 0) = " + apply(Op.DIV, 5, 0));
        String[] levels = {"low", "mid", "medium", "high", "unknown"};
        for (String l : levels) {
            System.out.println(l + " scores " + score(l));
        }
        for (int month = 1; month <= 12; month += 3) {
            String quarter = switch ((month - 1) / 3) {
                case 0 -> "Q1";
                case 1 -> "Q2";
                case 2 -> "Q3";
                default -> "Q4";
            };
            System.out.println("month " + month + " in " + quarter);
        }
        int x = 3;
        double d = switch (x) {
            case 1 -> 1;
            case 2 -> 2.5;
            default -> 'A';
        };
        System.out.println("numeric promotion in switch expr: " + d);
        System.out.println("inline: " + switch (x % 2) { case 0 -> "even"; default -> "odd"; });
    }
}
