import java.util.ArrayList;
import java.util.List;

public class CtlMutualRecursion {
    // --- Hofstadter Female/Male sequences ---
    static int female(int n) {
        return n == 0 ? 1 : n - male(female(n - 1));
    }

    static int male(int n) {
        return n == 0 ? 0 : n - female(male(n - 1));
    }

    // --- even/odd mutual recursion with depth tracking ---
    static int maxDepth = 0;

    static boolean isEven(int n, int depth) {
        if (depth > maxDepth) maxDepth = depth;
        if (n == 0) return true;
        return isOdd(n - 1, depth + 1);
    }

    static boolean isOdd(int n, int depth) {
        if (depth > maxDepth) maxDepth = depth;
        if (n == 0) return false;
        return isEven(n - 1, depth + 1);
    }

    // --- recursive descent expression parser (mutual recursion) ---
    static class Parser {
        private final String src;
        private int pos = 0;
        private final List<String> trace = new ArrayList<>();

        Parser(String src) { this.src = src.replace(" ", ""); }

        char peek() { return pos < src.length() ? src.charAt(pos) : '\0'; }

        boolean eat(char c) {
            if (peek() == c) {
                pos++;
                return true;
            }
            return false;
        }

        int parseExpr() {
            int value = parseTerm();
            while (true) {
                if (eat('+')) {
                    value += parseTerm();
                } else if (eat('-')) {
                    value -= parseTerm();
                } else {
                    break;
                }
            }
            trace.add("E" + value);
            return value;
        }

        int parseTerm() {
            int value = parseFactor();
            for (;;) {
                char c = peek();
                if (c == '*' || c == '/' || c == '%') {
                    pos++;
                    int rhs = parseFactor();
                    if (rhs == 0 && c != '*') {
                        trace.add("div0");
                        return 0;
                    }
                    value = c == '*' ? value * rhs : c == '/' ? value / rhs : value % rhs;
                } else {
                    return value;
                }
            }
        }

        int parseFactor() {
            if (eat('-')) {
                return -parseFactor();
            }
            if (eat('(')) {
                int v = parseExpr();
                eat(')');
                return v;
            }
            int start = pos;
            while (Character.isDigit(peek())) pos++;
            if (start == pos) {
                trace.add("err@" + pos);
                return 0;
            }
            int base = Integer.parseInt(src.substring(start, pos));
            if (eat('^')) {
                int exp = parseFactor();
                int result = 1;
                for (int i = 0; i < exp; i++) result *= base;
                return result;
            }
            return base;
        }
    }

    // --- nested menu structure rendering: two functions calling each other ---
    static class MenuNode {
        final String label;
        final List<MenuNode> children = new ArrayList<>();
        MenuNode(String label) { this.label = label; }
        MenuNode add(MenuNode child) { children.add(child); return this; }
    }

    static void renderNode(MenuNode node, int depth, StringBuilder sb) {
        for (int i = 0; i < depth; i++) sb.append("  ");
        sb.append(node.children.isEmpty() ? "- " : "+ ").append(node.label).append('\n');
        renderChildren(node.children, 0, depth + 1, sb);
    }

    static void renderChildren(List<MenuNode> kids, int index, int depth, StringBuilder sb) {
        if (index >= kids.size()) return;
        renderNode(kids.get(index), depth, sb);
        renderChildren(kids, index + 1, depth, sb);
    }

    static int countLeaves(MenuNode node) {
        if (node.children.isEmpty()) return 1;
        int total = 0;
        for (MenuNode c : node.children) total += countLeaves(c);
        return total;
    }

    // --- Ackermann-lite and gcd recursion ---
    static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    public static void main(String[] args) {
        StringBuilder f = new StringBuilder("F:");
        StringBuilder m = new StringBuilder("M:");
        for (int i = 0; i < 15; i++) {
            f.append(' ').append(female(i));
            m.append(' ').append(male(i));
        }
        System.out.println(f);
        System.out.println(m);

        int[] nums = {0, 1, 7, 10, 255};
        for (int n : nums) {
            maxDepth = 0;
            boolean even = isEven(n, 0);
            System.out.println(n + " even=" + even + " odd=" + isOdd(n, 0) + " depth=" + maxDepth);
        }

        String[] exprs = {
            "1 + 2 * 3",
            "(1 + 2) * 3",
            "2 ^ 3 ^ 2",
            "-(4 - 10) * 2 - -3",
            "100 / 7 % 4",
            "8 / (3 - 3)",
            "((2))*(3+(4*(5-1)))",
            "7 + * 2"
        };
        for (String e : exprs) {
            Parser p = new Parser(e);
            int v = p.parseExpr();
            System.out.println(String.format("%-8s = %d  trace=%s", e, v, p.trace));
        }

        MenuNode root = new MenuNode("Main")
            .add(new MenuNode("Account")
                .add(new MenuNode("Profile"))
                .add(new MenuNode("Security")
                    .add(new MenuNode("Password"))
                    .add(new MenuNode("2FA"))))
            .add(new MenuNode("Orders"))
            .add(new MenuNode("Help")
                .add(new MenuNode("FAQ")));
        StringBuilder sb = new StringBuilder();
        renderNode(root, 0, sb);
        System.out.print(sb);
        System.out.println("leaves=" + countLeaves(root));

        System.out.println("gcd(1071,462)=" + gcd(1071, 462) + " gcd(17,5)=" + gcd(17, 5));
        for (int a = 0; a <= 2; a++) {
            for (int b = 0; b <= 3; b++) {
                System.out.print("A(" + a + "," + b + ")=" + ackermann(a, b) + " ");
            }
            System.out.println();
        }
    }
}
