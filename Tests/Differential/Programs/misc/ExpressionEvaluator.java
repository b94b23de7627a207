import java.util.Map;
import java.util.TreeMap;

public class ExpressionEvaluator {
    private final String src;
    private int pos = 0;
    private final Map<String, Long> vars;

    ExpressionEvaluator(String src, Map<String, Long> vars) {
        this.src = src.replace(" ", "");
        this.vars = vars;
    }

    static long eval(String s, Map<String, Long> vars) {
        ExpressionEvaluator p = new ExpressionEvaluator(s, vars);
        long v = p.expr();
        if (p.pos != p.src.length()) {
            throw new IllegalArgumentException("trailing input at " + p.pos + ": '" + p.src.substring(p.pos) + "'");
        }
        return v;
    }

    private char peek() {
        return pos < src.length() ? src.charAt(pos) : '\0';
    }

    private long expr() {
        long v = term();
        while (peek() == '+' || peek() == '-') {
            char op = src.charAt(pos++);
            long r = term();
            v = op == '+' ? v + r : v - r;
        }
        return v;
    }

    private long term() {
        long v = factor();
        while (peek() == '*' || peek() == '/' || peek() == '%') {
            char op = src.charAt(pos++);
            long r = factor();
            v = op == '*' ? v * r : op == '/' ? v / r : v % r;
        }
        return v;
    }

    private long factor() {
        long base = unary();
        if (peek() == '^') {
            pos++;
            long exp = factor();
            long r = 1;
            for (long i = 0; i < exp; i++) {
                r *= base;
            }
            return r;
        }
        return base;
    }

    private long unary() {
        if (peek() == '-') {
            pos++;
            return -unary();
        }
        if (peek() == '(') {
            pos++;
            long v = expr();
            if (peek() != ')') {
                throw new IllegalArgumentException("expected ) at " + pos);
            }
            pos++;
            return v;
        }
        int start = pos;
        if (Character.isDigit(peek())) {
            while (Character.isDigit(peek())) {
                pos++;
            }
            return Long.parseLong(src.substring(start, pos));
        }
        while (Character.isLetter(peek())) {
            pos++;
        }
        if (start == pos) {
            throw new IllegalArgumentException(peek() == '\0' ? "unexpected end at " + pos : "unexpected '" + peek() + "' at " + pos);
        }
        String name = src.substring(start, pos);
        Long v = vars.get(name);
        if (v == null) {
            throw new IllegalArgumentException("unknown variable " + name);
        }
        return v;
    }

    public static void main(String[] args) {
        Map<String, Long> vars = new TreeMap<>();
        vars.put("x", 7L);
        vars.put("y", -3L);
        vars.put("big", Long.MAX_VALUE);
        String[] exprs = {"1+2*3", "(1+2)*3", "2^3^2", "-x*y", "x/2 + x%2", "-7/2", "-7%3", "big+1", "2^62*2", "10/(x-7)",
            "((4)", "3+", "z*2", "4 4", "--5"};
        for (String e : exprs) {
            try {
                System.out.println(e + " = " + eval(e, vars));
            } catch (ArithmeticException ex) {
                System.out.println(e + " -> arithmetic error: " + ex.getMessage());
            } catch (IllegalArgumentException ex) {
                System.out.println(e + " -> parse error: " + ex.getMessage());
            }
        }
    }
}
