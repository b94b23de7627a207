import java.util.*;

public class ModernSwitchExpressions {

    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    enum Status { DRAFT, SUBMITTED, APPROVED, REJECTED, ARCHIVED }

    static String kindOfDay(Day d) {
        return switch (d) {
            case SAT, SUN -> "weekend";
            case FRI -> "almost weekend";
            case MON, TUE, WED, THU -> "weekday";
        };
    }

    static int workHours(Day d) {
        return switch (d) {
            case MON, TUE, WED, THU -> 8;
            case FRI -> {
                int base = 8;
                int early = 2;
                yield base - early;
            }
            default -> 0;
        };
    }

    static Status next(Status s, boolean ok) {
        return switch (s) {
            case DRAFT -> Status.SUBMITTED;
            case SUBMITTED -> {
                if (ok) {
                    yield Status.APPROVED;
                }
                yield Status.REJECTED;
            }
            case APPROVED, REJECTED -> Status.ARCHIVED;
            case ARCHIVED -> throw new IllegalStateException("already archived");
        };
    }

    static int httpCategory(int code) {
        return switch (code / 100) {
            case 1 -> 1;
            case 2 -> 2;
            case 3 -> 3;
            case 4, 5 -> {
                int c = code / 100;
                yield c * 10 + (code % 100 == 4 ? 4 : 0);
            }
            default -> -1;
        };
    }

    static String httpText(int code) {
        return switch (code) {
            case 200 -> "OK";
            case 201 -> "Created";
            case 204 -> "No Content";
            case 301, 302, 307, 308 -> "Redirect";
            case 400 -> "Bad Request";
            case 401, 403 -> "Unauthorized-ish";
            case 404 -> "Not Found";
            case 500 -> "Server Error";
            default -> {
                String prefix = code < 400 ? "Info" : "Error";
                yield prefix + "(" + code + ")";
            }
        };
    }

    static double applyOp(String op, double a, double b) {
        return switch (op) {
            case "+", "plus" -> a + b;
            case "-", "minus" -> a - b;
            case "*", "times" -> a * b;
            case "/", "div" -> {
                if (b == 0) {
                    System.out.println("  (division by zero, returning 0)");
                    yield 0;
                }
                yield a / b;
            }
            case "max" -> Math.max(a, b);
            default -> throw new IllegalArgumentException("unknown op " + op);
        };
    }

    static String command(String input) {
        String[] parts = input.trim().split(" ");
        String verb = parts[0].toLowerCase();
        String result = switch (verb) {
            case "go", "move", "walk" -> "moving " + (parts.length > 1 ? parts[1] : "nowhere");
            case "take", "get" -> {
                if (parts.length < 2) yield "take what?";
                yield "taking " + parts[1];
            }
            case "look" -> "you see a room";
            case "quit", "exit" -> "bye";
            default -> "unknown command '" + verb + "'";
        };
        return result;
    }

    static char grade(int score) {
        return switch (score / 10) {
            case 10, 9 -> 'A';
            case 8 -> 'B';
            case 7 -> 'C';
            case 6 -> 'D';
            default -> 'F';
        };
    }

    static int daysIn(int month, boolean leap) {
        return switch (month) {
            case 1, 3, 5, 7, 8, 10, 12 -> 31;
            case 4, 6, 9, 11 -> 30;
            case 2 -> leap ? 29 : 28;
            default -> throw new IllegalArgumentException("bad month " + month);
        };
    }

    static String charClass(char c) {
        return switch (c) {
            case 'a', 'e', 'i', 'o', 'u' -> "vowel";
            case ' ' -> "space";
            default -> {
                if (Character.isDigit(c)) yield "digit";
                if (Character.isLetter(c)) yield "consonant";
                yield "symbol";
            }
        };
    }

    public static void main(String[] args) {
        System.out.println("== days ==");
        int total = 0;
        for (Day d : Day.values()) {
            int h = workHours(d);
            total += h;
            System.out.println(d + " " + kindOfDay(d) + " hours=" + h);
        }
        System.out.println("total hours=" + total);

        System.out.println("== workflow ==");
        boolean[] decisions = {true, false};
        for (boolean ok : decisions) {
            Status s = Status.DRAFT;
            StringBuilder path = new StringBuilder(s.name());
            while (true) {
                try {
                    s = next(s, ok);
                    path.append(" -> ").append(s);
                } catch (IllegalStateException e) {
                    path.append(" [").append(e.getMessage()).append("]");
                    break;
                }
            }
            System.out.println("ok=" + ok + ": " + path);
        }

        System.out.println("== http ==");
        int[] codes = {200, 201, 204, 302, 400, 403, 404, 418, 500, 503, 102};
        for (int c : codes) {
            System.out.println(c + " " + httpText(c) + " cat=" + httpCategory(c));
        }

        System.out.println("== ops ==");
        String[] ops = {"+", "minus", "times", "/", "div", "max"};
        for (String op : ops) {
            double b = op.equals("div") ? 0 : 4;
            System.out.println(op + " -> " + String.format("%.2f", applyOp(op, 10, b)));
        }
        try {
            applyOp("pow", 1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("caught: " + e.getMessage());
        }

        System.out.println("== commands ==");
        String[] cmds = {"go north", "WALK east", "take lamp", "get", "look", "dance", "exit"};
        for (String c : cmds) {
            System.out.println(c + " => " + command(c));
        }

        System.out.println("== grades ==");
        int[] scores = {100, 95, 88, 71, 65, 42, 0};
        StringBuilder sb = new StringBuilder();
        for (int s : scores) {
            sb.append(s).append(':').append(grade(s)).append(' ');
        }
        System.out.println(sb.toString().trim());

        System.out.println("== months ==");
        int year = 0;
        for (int m = 1; m <= 12; m++) {
            year += daysIn(m, false);
        }
        System.out.println("days in year=" + year + " leap=" + (year + 1));
        System.out.println("feb leap=" + daysIn(2, true) + " apr=" + daysIn(4, false));

        System.out.println("== chars ==");
        TreeMap<String, Integer> counts = new TreeMap<>();
        for (char c : "hello world 42!".toCharArray()) {
            counts.merge(charClass(c), 1, Integer::sum);
        }
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            System.out.println(e.getKey() + "=" + e.getValue());
        }

        System.out.println("== old-style switch with arrows (statement) ==");
        for (Day d : List.of(Day.MON, Day.SAT, Day.WED)) {
            switch (d) {
                case MON -> System.out.println("start of week");
                case SAT, SUN -> {
                    String msg = "rest day " + d.ordinal();
                    System.out.println(msg);
                }
                default -> System.out.println("midweek " + d.name().toLowerCase());
            }
        }
    }
}
