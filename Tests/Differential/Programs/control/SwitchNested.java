public class SwitchNested {
    static String classify(int a, int b) {
        return switch (a) {
            case 0 -> switch (b) {
                case 0 -> "origin";
                default -> "y-axis";
            };
            default -> {
                String inner;
                switch (b) {
                    case 0:
                        inner = "x-axis";
                        break;
                    default:
                        inner = (a > 0) == (b > 0) ? "quadrant 1/3" : "quadrant 2/4";
                }
                yield inner;
            }
        };
    }

    static int weird(int x) {
        int r = 0;
        switch (x) {
            default:
                r += 1;
            case 1:
                r += 10;
                break;
            case 2:
                r += 100;
        }
        return r;
    }

    public static void main(String[] args) {
        int[][] pts = {{0, 0}, {0, 5}, {3, 0}, {2, 2}, {-2, 2}, {-1, -1}, {4, -4}};
        for (int[] p : pts) {
            System.out.println("(" + p[0] + "," + p[1] + ") " + classify(p[0], p[1]));
        }
        for (int x = 0; x <= 3; x++) {
            System.out.println("weird(" + x + ") = " + weird(x));
        }
        long big = 5L;
        int narrowed = (int) big;
        switch (narrowed) {
            case 5 -> System.out.println("switch on narrowed long");
            default -> System.out.println("other");
        }
        Integer boxed = 2;
        switch (boxed) {
            case 1 -> System.out.println("one");
            case 2 -> System.out.println("boxed two");
            default -> System.out.println("many");
        }
        byte by = -1;
        switch (by) {
            case -1:
                System.out.println("byte -1");
                break;
            default:
                System.out.println("byte other");
        }
    }
}
