import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class TextExprParser {

    static final int NUM = 0;
    static final int IDENT = 1;
    static final int OP = 2;
    static final int LPAREN = 3;
    static final int RPAREN = 4;
    static final int ASSIGN = 5;
    static final int COMMA = 6;
    static final int END = 7;

    static String kindName(int kind) {
        switch (kind) {
            case NUM: return "NUM";
            case IDENT: return "IDENT";
            case OP: return "OP";
            case LPAREN: return "LPAREN";
            case RPAREN: return "RPAREN";
            case ASSIGN: return "ASSIGN";
            case COMMA: return "COMMA";
            default: return "END";
        }
    }

    static class Token {
        final int kind;
        final String text;
        final long value;
        final int pos;

        Token(int kind, String text, long value, int pos) {
            this.kind = kind;
            this.text = text;
            this.value = value;
            this.pos = pos;
        }

        @Override
        public String toString() {
            if (kind == NUM) {
                return "NUM(" + value + ")";
            }
            if (kind == END) {
                return "END";
            }
            return kindName(kind) + "(" + text + ")";
        }
    }

    static class ParseException extends RuntimeException {
        ParseException(String msg) {
            super(msg);
        }
    }

    static List<Token> tokenize(String src) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isDigit(c)) {
                int start = i;
                long v = 0;
                while (i < src.length() && Character.isDigit(src.charAt(i))) {
                    v = v * 10 + (src.charAt(i) - '0');
                    i++;
                }
                tokens.add(new Token(NUM, src.substring(start, i), v, start));
            } else if (Character.isLetter(c) || c == '_') {
                int start = i;
                while (i < src.length() && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '_')) {
                    i++;
                }
                tokens.add(new Token(IDENT, src.substring(start, i), 0, start));
            } else if (c == '(') {
                tokens.add(new Token(LPAREN, "(", 0, i));
                i++;
            } else if (c == ')') {
                tokens.add(new Token(RPAREN, ")", 0, i));
                i++;
            } else if (c == ',') {
                tokens.add(new Token(COMMA, ",", 0, i));
                i++;
            } else if (c == '=') {
                tokens.add(new Token(ASSIGN, "=", 0, i));
                i++;
            } else if ("+-*/%^".indexOf(c) >= 0) {
                tokens.add(new Token(OP, String.valueOf(c), 0, i));
                i++;
            } else {
                throw new ParseException("unexpected character '" + c + "' at " + i);
            }
        }
        tokens.add(new Token(END, "", 0, src.length()));
        return tokens;
    }

    static class Parser {
        final List<Token> tokens;
        final Map<String, Long> vars;
        int pos = 0;

        Parser(List<Token> tokens, Map<String, Long> vars) {
            this.tokens = tokens;
            this.vars = vars;
        }

        Token peek() {
            return tokens.get(pos);
        }

        Token next() {
            Token t = tokens.get(pos);
            pos++;
            return t;
        }

        boolean isOp(String op) {
            Token t = peek();
            return t.kind == OP && t.text.equals(op);
        }

        void expect(int kind) {
            Token t = next();
            if (t.kind != kind) {
                throw new ParseException("expected " + kindName(kind) + " but got " + t + " at " + t.pos);
            }
        }

        // statement := IDENT '=' expr | expr
        long statement() {
            if (peek().kind == IDENT && tokens.get(pos + 1).kind == ASSIGN) {
                String name = next().text;
                next();
                long v = expr();
                expect(END);
                vars.put(name, v);
                return v;
            }
            long v = expr();
            expect(END);
            return v;
        }

        // expr := term (('+'|'-') term)*
        long expr() {
            long v = term();
            while (isOp("+") || isOp("-")) {
                String op = next().text;
                long r = term();
                v = op.equals("+") ? v + r : v - r;
            }
            return v;
        }

        // term := unary (('*'|'/'|'%') unary)*
        long term() {
            long v = unary();
            while (isOp("*") || isOp("/") || isOp("%")) {
                Token opTok = next();
                long r = unary();
                if (opTok.text.equals("*")) {
                    v = v * r;
                } else {
                    if (r == 0) {
                        throw new ParseException("division by zero at " + opTok.pos);
                    }
                    v = opTok.text.equals("/") ? v / r : v % r;
                }
            }
            return v;
        }

        // unary := '-' unary | power
        long unary() {
            if (isOp("-")) {
                next();
                return -unary();
            }
            if (isOp("+")) {
                next();
                return unary();
            }
            return power();
        }

        // power := primary ('^' unary)?   (right associative)
        long power() {
            long base = primary();
            if (isOp("^")) {
                next();
                long exp = unary();
                if (exp < 0) {
                    throw new ParseException("negative exponent");
                }
                long result = 1;
                for (long k = 0; k < exp; k++) {
                    result *= base;
                }
                return result;
            }
            return base;
        }

        long primary() {
            Token t = next();
            if (t.kind == NUM) {
                return t.value;
            }
            if (t.kind == LPAREN) {
                long v = expr();
                expect(RPAREN);
                return v;
            }
            if (t.kind == IDENT) {
                if (peek().kind == LPAREN) {
                    next();
                    List<Long> argsList = new ArrayList<>();
                    if (peek().kind != RPAREN) {
                        argsList.add(expr());
                        while (peek().kind == COMMA) {
                            next();
                            argsList.add(expr());
                        }
                    }
                    expect(RPAREN);
                    return call(t.text, argsList);
                }
                Long v = vars.get(t.text);
                if (v == null) {
                    throw new ParseException("unknown variable '" + t.text + "'");
                }
                return v;
            }
            throw new ParseException("unexpected token " + t + " at " + t.pos);
        }

        long call(String name, List<Long> a) {
            if (name.equals("max") || name.equals("min")) {
                if (a.isEmpty()) {
                    throw new ParseException(name + " needs arguments");
                }
                long best = a.get(0);
                for (long x : a) {
                    if (name.equals("max") ? x > best : x < best) {
                        best = x;
                    }
                }
                return best;
            }
            if (name.equals("abs") && a.size() == 1) {
                return Math.abs(a.get(0));
            }
            if (name.equals("sum")) {
                long s = 0;
                for (long x : a) {
                    s += x;
                }
                return s;
            }
            throw new ParseException("unknown function " + name + "/" + a.size());
        }
    }

    public static void main(String[] args) {
        System.out.println("--- tokens ---");
        String[] tokSamples = {"1 + 2*3", "total = price * qty_2", "max(a, 10) ^ 2", "  (x1-  y )%7 "};
        for (String s : tokSamples) {
            System.out.println("'" + s + "' -> " + tokenize(s));
        }

        Map<String, Long> vars = new TreeMap<>();
        String[] program = {
            "1 + 2 * 3",
            "(1 + 2) * 3",
            "10 - 4 - 3",
            "2 ^ 3 ^ 2",
            "-2 ^ 2",
            "(-2) ^ 3",
            "17 / 5",
            "-17 / 5",
            "17 % 5",
            "-17 % 5",
            "price = 250",
            "qty = 4",
            "discount = price * qty / 10",
            "total = price * qty - discount",
            "total",
            "max(price, qty, 999, discount)",
            "min(3, -7, 2)",
            "abs(qty - price)",
            "sum(1, 2, 3, 4, 5) * 2",
            "sum()",
            "x = y = 3",
            "tax = total % 97 + +1",
            "unknown + 1",
            "5 / (qty - 4)",
            "3 $ 4",
            "(1 + 2",
            "1 + 2)",
            "foo(1)",
            "max()",
            "2 ^ -1",
            "big = 2 ^ 40",
            "big / 1024 / 1024",
            "   ",
            "a_1 = 7",
            "a_1 * a_1 - a_1"
        };
        System.out.println("--- evaluation ---");
        for (int i = 0; i < program.length; i++) {
            String line = program[i];
            String result;
            try {
                Parser p = new Parser(tokenize(line), vars);
                long v = p.statement();
                result = "= " + v;
            } catch (ParseException e) {
                result = "error: " + e.getMessage();
            }
            System.out.println(String.format("%2d. %-32s %s", i + 1, line, result));
        }

        System.out.println("--- variables ---");
        for (Map.Entry<String, Long> e : vars.entrySet()) {
            System.out.println(String.format("%-10s %12d", e.getKey(), e.getValue()));
        }
    }
}
