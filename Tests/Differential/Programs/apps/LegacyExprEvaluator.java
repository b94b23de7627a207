import java.util.ArrayList;
import java.util.List;
import java.util.Stack;

public class LegacyExprEvaluator {

    public static final int TOK_NUMBER = 0;
    public static final int TOK_OP = 1;
    public static final int TOK_LPAREN = 2;
    public static final int TOK_RPAREN = 3;

    static class ParseException extends Exception {
        private final int position;

        public ParseException(String message, int position) {
            super(message + " at " + position);
            this.position = position;
        }

        public int getPosition() {
            return position;
        }
    }

    static class Token {
        final int type;
        final int value;
        final char op;

        Token(int type, int value, char op) {
            this.type = type;
            this.value = value;
            this.op = op;
        }

        public String toString() {
            switch (type) {
                case TOK_NUMBER: return Integer.toString(value);
                case TOK_OP: return String.valueOf(op);
                case TOK_LPAREN: return "(";
                default: return ")";
            }
        }
    }

    static final class Evaluator {
        private Evaluator() {
        }

        static List<Token> tokenize(String s) throws ParseException {
            List<Token> out = new ArrayList<Token>();
            char[] c = s.toCharArray();
            int i = 0;
            while (i < c.length) {
                char ch = c[i];
                if (ch == ' ') {
                    i++;
                } else if (Character.isDigit(ch)) {
                    int start = i;
                    while (i < c.length && Character.isDigit(c[i])) i++;
                    out.add(new Token(TOK_NUMBER, Integer.parseInt(new String(c, start, i - start)), ' '));
                } else if (ch == '(') {
                    out.add(new Token(TOK_LPAREN, 0, ch));
                    i++;
                } else if (ch == ')') {
                    out.add(new Token(TOK_RPAREN, 0, ch));
                    i++;
                } else if ("+-*/%^".indexOf(ch) >= 0) {
                    out.add(new Token(TOK_OP, 0, ch));
                    i++;
                } else {
                    throw new ParseException("unexpected '" + ch + "'", i);
                }
            }
            return out;
        }

        static int precedence(char op) {
            switch (op) {
                case '+': case '-': return 1;
                case '*': case '/': case '%': return 2;
                case '^': return 3;
                default: return -1;
            }
        }

        static int applyOp(char op, int a, int b) {
            switch (op) {
                case '+': return a + b;
                case '-': return a - b;
                case '*': return a * b;
                case '/': return a / b;
                case '%': return a % b;
                case '^':
                    int r = 1;
                    for (int i = 0; i < b; i++) r *= a;
                    return r;
                default: throw new IllegalArgumentException("op " + op);
            }
        }

        private static void reduce(Stack<Integer> values, Stack<Character> ops) throws ParseException {
            if (values.size() < 2) throw new ParseException("missing operand", values.size());
            int b = values.pop();
            int a = values.pop();
            char op = ops.pop().charValue();
            values.push(Integer.valueOf(applyOp(op, a, b)));
        }

        static int evaluate(String expr, StringBuffer rpn) throws ParseException {
            List<Token> tokens = tokenize(expr);
            Stack<Integer> values = new Stack<Integer>();
            Stack<Character> ops = new Stack<Character>();
            for (int i = 0; i < tokens.size(); i++) {
                Token t = tokens.get(i);
                if (t.type == TOK_NUMBER) {
                    values.push(t.value);
                    rpn.append(t).append(' ');
                } else if (t.type == TOK_LPAREN) {
                    ops.push('(');
                } else if (t.type == TOK_RPAREN) {
                    while (!ops.empty() && ops.peek() != '(') {
                        rpn.append(ops.peek()).append(' ');
                        reduce(values, ops);
                    }
                    if (ops.empty()) throw new ParseException("unbalanced ')'", i);
                    ops.pop();
                } else {
                    char op = t.op;
                    while (!ops.empty() && ops.peek() != '('
                            && (precedence(ops.peek()) > precedence(op)
                                || (precedence(ops.peek()) == precedence(op) && op != '^'))) {
                        rpn.append(ops.peek()).append(' ');
                        reduce(values, ops);
                    }
                    ops.push(Character.valueOf(op));
                }
            }
            while (!ops.empty()) {
                if (ops.peek() == '(') throw new ParseException("unbalanced '('", tokens.size());
                rpn.append(ops.peek()).append(' ');
                reduce(values, ops);
            }
            if (values.size() != 1) throw new ParseException("bad expression", 0);
            if (rpn.length() > 0) rpn.setLength(rpn.length() - 1);
            return values.pop();
        }
    }

    public static void main(String[] args) {
        String[] exprs = {
            "1 + 2 * 3",
            "(1 + 2) * 3",
            "100 / 7 % 5",
            "2 ^ 3 ^ 2",
            "10 - 4 - 3",
            "((15 / (7 - (1 + 1))) * 3) - (2 + (1 + 1))",
            "-5 + 2",
            "8 / (3 - 3)",
            "3 + 4 )",
            "(2 + 3",
            "7 & 3",
            "  42  ",
            "1000000 * 3000",
            "2 * (3 + 4) ^ 2 - 17 % 5",
        };
        int ok = 0;
        for (int i = 0; i < exprs.length; i++) {
            StringBuffer rpn = new StringBuffer();
            try {
                int v = Evaluator.evaluate(exprs[i], rpn);
                ok++;
                System.out.println(String.format("%-45s = %d", exprs[i], v));
                System.out.println(String.format("%-45s   rpn: %s", "", rpn));
                System.out.println("    hex=" + Integer.toHexString(v) + " bin=" + Integer.toString(v, 2) + " b36=" + Integer.toString(v, 36));
            } catch (ParseException e) {
                System.out.println(String.format("%-45s ! %s (pos %d)", exprs[i], e.getMessage(), e.getPosition()));
            } catch (ArithmeticException e) {
                System.out.println(String.format("%-45s ! %s", exprs[i], e.getClass().getSimpleName()));
            }
        }
        System.out.println("evaluated " + ok + "/" + exprs.length);
        try {
            List<Token> toks = Evaluator.tokenize("12*(3+45)");
            StringBuffer sb = new StringBuffer();
            for (Token t : toks) sb.append('[').append(t.toString()).append(']');
            System.out.println("tokens: " + sb + " count=" + toks.size());
        } catch (ParseException e) {
            throw new RuntimeException(e);
        }
        long big = Long.parseLong("9000000000") / Integer.valueOf("3").intValue();
        System.out.println("long check " + big);
    }
}
