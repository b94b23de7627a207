import java.util.ArrayList;
import java.util.List;

public class CtlSwitchRouter {
    enum Priority { LOW, NORMAL, HIGH, URGENT }

    // classic switch with fall-through and default in the middle
    static int permissionBits(int role) {
        int bits = 0;
        switch (role) {
            case 3:
                bits |= 8;   // admin: delete
            case 2:
                bits |= 4;   // editor: write
            default:
                bits |= 1;   // everyone: read
                break;
            case 1:
                bits |= 2;   // commenter: comment (no read!?)
            case 0:
                bits |= 16;  // guest flag
        }
        return bits;
    }

    // switch on strings with fall-through groups
    static String routeFor(String path) {
        String result = "";
        switch (path) {
            case "/home":
            case "/":
                result += "HomeScreen";
                break;
            case "/settings":
                result += "Settings";
                // fall through to add auth marker
            case "/profile":
                result += "[auth]";
                if (path.equals("/profile")) {
                    result += "Profile";
                }
                break;
            default:
                result += "NotFound(" + path + ")";
        }
        return result;
    }

    // switch on chars, with default in the middle
    static int classifyChar(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u':
                return 1;
            default:
                if (Character.isDigit(c)) return 3;
                return 0;
            case ' ':
            case '\t':
                return 2;
            case '-':
                return 4;
        }
    }

    // switch expression with multiple labels and yield in blocks
    static int shippingDays(String region, Priority p) {
        int base = switch (region) {
            case "US", "CA" -> 3;
            case "UK", "DE", "FR" -> {
                int d = 5;
                if (p == Priority.URGENT) {
                    d -= 2;
                }
                yield d;
            }
            case "JP" -> {
                System.out.println("    (JP customs check)");
                yield 7;
            }
            default -> {
                if (region.length() > 2) {
                    yield 14;
                }
                yield 10;
            }
        };
        int adjust = switch (p) {
            case LOW -> 2;
            case NORMAL -> 0;
            case HIGH, URGENT -> {
                int a = -1;
                yield p == Priority.URGENT ? a - 1 : a;
            }
        };
        return Math.max(1, base + adjust);
    }

    // old-style switch expression with colon and yield
    static String sizeLabel(int bytes) {
        int bucket = bytes < 1024 ? 0 : bytes < 1024 * 1024 ? 1 : 2;
        return switch (bucket) {
            case 0:
                yield bytes + " B";
            case 1:
                int kb = bytes / 1024;
                yield kb + " KB";
            default:
                yield String.format("%.2f MB", bytes / (1024.0 * 1024.0));
        };
    }

    // switch expression on char returning char
    static char nextDirection(char dir, boolean clockwise) {
        return switch (dir) {
            case 'N' -> clockwise ? 'E' : 'W';
            case 'E' -> clockwise ? 'S' : 'N';
            case 'S' -> clockwise ? 'W' : 'E';
            case 'W' -> clockwise ? 'N' : 'S';
            default -> '?';
        };
    }

    public static void main(String[] args) {
        for (int role = -1; role <= 4; role++) {
            System.out.println(String.format("role %d -> bits %x (%d)", role, permissionBits(role), permissionBits(role)));
        }

        String[] paths = {"/", "/home", "/settings", "/profile", "/admin", ""};
        for (String p : paths) {
            System.out.println("route '" + p + "' => " + routeFor(p));
        }

        String text = "hello world-42\tok";
        int[] counts = new int[5];
        StringBuilder codes = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            int cls = classifyChar(text.charAt(i));
            counts[cls]++;
            codes.append(cls);
        }
        System.out.println("codes=" + codes);
        System.out.println("other=" + counts[0] + " vowels=" + counts[1] + " space=" + counts[2]
                + " digits=" + counts[3] + " dash=" + counts[4]);

        String[] regions = {"US", "DE", "JP", "BR", "AUS"};
        for (String r : regions) {
            for (Priority p : Priority.values()) {
                int days = shippingDays(r, p);
                System.out.print(String.format("%-8s %-8s %d | ", r, p, days));
            }
            System.out.println();
        }

        int[] sizes = {0, 512, 1024, 5000, 1048576, 3500000};
        for (int s : sizes) {
            System.out.println(String.format("%5d -> %s", s, sizeLabel(s)));
        }

        char dir = 'N';
        String moves = "RRLRRRLLX";
        List<Character> trail = new ArrayList<>();
        for (char m : moves.toCharArray()) {
            switch (m) {
                case 'R' -> dir = nextDirection(dir, true);
                case 'L' -> dir = nextDirection(dir, false);
                default -> {
                    System.out.println("bad move " + m);
                    continue;
                }
            }
            trail.add(dir);
        }
        System.out.println("trail=" + trail + " final=" + dir);

        // nested switch with labeled break out of the loop from inside a switch
        String[] commands = {"push 3", "push 4", "add", "push 10", "mul", "dup", "print", "halt", "push 99"};
        int[] stack = new int[16];
        int sp = 0;
        run:
        for (String cmd : commands) {
            String op = cmd.indexOf(' ') >= 0 ? cmd.substring(0, cmd.indexOf(' ')) : cmd;
            switch (op) {
                case "push":
                    stack[sp++] = Integer.parseInt(cmd.substring(5));
                    break;
                case "add":
                case "mul": {
                    int b = stack[--sp];
                    int a = stack[--sp];
                    stack[sp++] = op.equals("add") ? a + b : a * b;
                    break;
                }
                case "dup":
                    stack[sp] = stack[sp - 1];
                    sp++;
                    break;
                case "print":
                    System.out.println("top=" + stack[sp - 1] + " depth=" + sp);
                    break;
                case "halt":
                    System.out.println("halting");
                    break run;
                default:
                    System.out.println("unknown op " + op);
            }
        }
        System.out.println("final sp=" + sp + " stack0=" + stack[0]);
    }
}
