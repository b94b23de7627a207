import java.util.ArrayList;
import java.util.List;

public class ExpressionTokenizer {
    enum Kind { NUM, IDENT, OP, LPAREN, RPAREN }

    record Token(Kind kind, String text, int pos) {
        @Override
        public String toString() {
            return kind + "(" + text + ")@" + pos;
        }
    }

    static class ParseException extends RuntimeException {
        ParseException(String msg) {
            super(msg);
        }
    }

    static List<Token> tokenize(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isDigit(c) || c == '.') {
                int start = i;
                while (i < src.length() && (Character.isDigit(src.charAt(i)) || src.charAt(i) == '.')) {
                    i++;
                }
                out.add(new Token(Kind.NUM, src.substring(start, i), start));
            } else if (Character.isLetter(c) || c == '_') {
                int start = i;
                while (i < src.length() && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '_')) {
                    i++;
                }
                out.add(new Token(Kind.IDENT, src.substring(start, i), start));
            } else if ("+-*/^%".indexOf(c) >= 0) {
                out.add(new Token(Kind.OP, String.valueOf(c), i++));
            } else if (c == '(') {
                out.add(new Token(Kind.LPAREN, "(", i++));
            } else if (c == ')') {
                out.add(new Token(Kind.RPAREN, ")", i++));
            } else {
                throw new ParseException("unexpected '" + c + "' at " + i);
            }
        }
        return out;
    }

    public static void main(String[] args) {
        String[] inputs = {"1 + 2*3", "rate_1 * (x - 4.5) / y2", "((a))", "2^10 % 7", "", "3 $ 4", "max(1, 2)"};
        for (String in : inputs) {
            try {
                List<Token> toks = tokenize(in);
                System.out.println("[" + in + "] " + toks.size() + " tokens: " + toks);
                int depth = 0;
                int maxDepth = 0;
                for (Token t : toks) {
                    if (t.kind() == Kind.LPAREN) {
                        maxDepth = Math.max(maxDepth, ++depth);
                    } else if (t.kind() == Kind.RPAREN) {
                        depth--;
                    }
                }
                System.out.println("  max paren depth " + maxDepth);
            } catch (ParseException e) {
                System.out.println("[" + in + "] error: " + e.getMessage());
            }
        }
    }
}
