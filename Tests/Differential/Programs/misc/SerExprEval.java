import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

public class SerExprEval {
    public static void main(String[] args) {
        String[] exprs = {
            "1 + 2 * 3", "(1 + 2) * 3", "100 / 7 % 4", "-7 / 2", "-7 % 2", "2 ^ 3 ^ 2", "-(3 + 4) * -2",
            "((((42))))", "10 - 4 - 3", "8 / (3 - 3)", "5 % (2 - 2)", "3 + * 4", "(1 + 2", "1 + 2)",
            "12 $ 4", "", "2 ^ -1", "123456789 * 1000", "7 8", "-2 ^ 2", "2 * (3 + 4) * (5 - 1) / 3",
        };
        int ok = 0;
        int failed = 0;
        for (String e : exprs) {
            try {
                List<Token> tokens = Lexer.tokenize(e);
                List<Token> rpn = ShuntingYard.toRpn(tokens);
                StringBuilder sb = new StringBuilder();
                for (Token t : rpn) sb.append(t.text()).append(' ');
                long value = ShuntingYard.eval(rpn);
                System.out.println(String.format("%-8s", "[" + tokens.size() + "]") + e + " => " + value + "   rpn: " + sb.toString().trim());
                ok++;
            } catch (ParseException pe) {
                System.out.println(String.format("%-8s", "[parse]") + e + " => error: " + pe.getMessage());
                failed++;
            } catch (ArithmeticException ae) {
                System.out.println(String.format("%-8s", "[math]") + e + " => error: division by zero");
                failed++;
            }
        }
        System.out.println(String.format("ok=%d failed=%d total=%5d", ok, failed, exprs.length));
    }
}

class ParseException extends Exception {
    ParseException(String msg) { super(msg); }
}

enum Kind { NUM, OP, LPAREN, RPAREN }

record Token(Kind kind, String text, long value) { }

class Lexer {
    static List<Token> tokenize(String s) throws ParseException {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == ' ') { i++; continue; }
            if (c >= '0' && c <= '9') {
                long v = 0;
                int start = i;
                while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') v = v * 10 + (s.charAt(i++) - '0');
                out.add(new Token(Kind.NUM, s.substring(start, i), v));
                continue;
            }
            Token prev = out.isEmpty() ? null : out.get(out.size() - 1);
            boolean unaryPos = prev == null || prev.kind() == Kind.OP || prev.kind() == Kind.LPAREN;
            if (c == '-' && unaryPos) out.add(new Token(Kind.OP, "neg", 0));
            else if ("+-*/%^".indexOf(c) >= 0) out.add(new Token(Kind.OP, String.valueOf(c), 0));
            else if (c == '(') out.add(new Token(Kind.LPAREN, "(", 0));
            else if (c == ')') out.add(new Token(Kind.RPAREN, ")", 0));
            else throw new ParseException("unexpected character '" + c + "' at " + i);
            i++;
        }
        if (out.isEmpty()) throw new ParseException("empty expression");
        return out;
    }
}

class ShuntingYard {
    static int prec(String op) {
        switch (op) {
            case "+": case "-": return 1;
            case "*": case "/": case "%": return 2;
            case "^": return 3;
            default: return 4;
        }
    }

    static boolean rightAssoc(String op) { return op.equals("^") || op.equals("neg"); }

    static List<Token> toRpn(List<Token> tokens) throws ParseException {
        List<Token> out = new ArrayList<>();
        Deque<Token> ops = new ArrayDeque<>();
        for (Token t : tokens) {
            if (t.kind() == Kind.NUM) {
                out.add(t);
            } else if (t.kind() == Kind.OP) {
                while (!ops.isEmpty() && ops.peek().kind() == Kind.OP) {
                    int p1 = prec(t.text()), p2 = prec(ops.peek().text());
                    if (p2 > p1 || (p2 == p1 && !rightAssoc(t.text()))) out.add(ops.pop());
                    else break;
                }
                ops.push(t);
            } else if (t.kind() == Kind.LPAREN) {
                ops.push(t);
            } else {
                while (!ops.isEmpty() && ops.peek().kind() != Kind.LPAREN) out.add(ops.pop());
                if (ops.isEmpty()) throw new ParseException("unmatched ')'");
                ops.pop();
            }
        }
        while (!ops.isEmpty()) {
            Token t = ops.pop();
            if (t.kind() == Kind.LPAREN) throw new ParseException("unmatched '('");
            out.add(t);
        }
        return out;
    }

    static long eval(List<Token> rpn) throws ParseException {
        Deque<Long> st = new ArrayDeque<>();
        for (Token t : rpn) {
            if (t.kind() == Kind.NUM) { st.push(t.value()); continue; }
            if (t.text().equals("neg")) {
                if (st.isEmpty()) throw new ParseException("missing operand for neg");
                st.push(-st.pop());
                continue;
            }
            if (st.size() < 2) throw new ParseException("missing operand for '" + t.text() + "'");
            long b = st.pop(), a = st.pop();
            switch (t.text()) {
                case "+": st.push(a + b); break;
                case "-": st.push(a - b); break;
                case "*": st.push(a * b); break;
                case "/": st.push(a / b); break;
                case "%": st.push(a % b); break;
                default:
                    if (b < 0) throw new ParseException("negative exponent " + b);
                    long r = 1;
                    for (long k = 0; k < b; k++) r *= a;
                    st.push(r);
            }
        }
        if (st.size() != 1) throw new ParseException("leftover operands: " + st.size());
        return st.pop();
    }
}
