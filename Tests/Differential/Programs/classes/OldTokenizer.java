import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

public class OldTokenizer {
    public static void main(String[] args) {
        String[] inputs = {
            "int count = 42;",
            "name=\"Hello, World\" + x_1",
            "  a1 >= 3.14 && b != 'q'  ",
            "call(foo, bar2) // trailing",
            "bad \"unterminated"
        };
        for (int i = 0; i < inputs.length; i++) {
            System.out.println("input " + i + ": [" + inputs[i] + "]");
            try {
                List<Token> tokens = Tokenizer.tokenize(inputs[i]);
                Iterator<Token> it = tokens.iterator();
                while (it.hasNext()) {
                    Token t = it.next();
                    System.out.println(String.format("  %-8s %s", t.kind, t.text));
                }
                System.out.println("  count=" + tokens.size() + " identifiers=" + Tokenizer.upperIdents(tokens));
            } catch (TokenizeException e) {
                System.out.println("  error: " + e.getMessage());
            }
        }
        Object[] mixed = {"alpha", Integer.valueOf(7), "beta", Character.valueOf('z')};
        StringBuffer joined = new StringBuffer();
        for (int i = 0; i < mixed.length; i++) {
            if (mixed[i] instanceof String) {
                joined.append(((String) mixed[i]).length());
            } else {
                joined.append(mixed[i].toString());
            }
            joined.append(i < mixed.length - 1 ? "," : "");
        }
        System.out.println("mixed: " + joined);
    }
}

class Token {
    final String kind;
    final String text;

    Token(String kind, String text) {
        this.kind = kind;
        this.text = text;
    }
}

class TokenizeException extends Exception {
    TokenizeException(String msg) { super(msg); }
}

final class Tokenizer {
    private static final String OPERATORS = "=+-*/<>!&|;(),.";
    private static final String[] TWO_CHAR_OPS = {">=", "<=", "==", "!=", "&&", "||"};

    private Tokenizer() {
    }

    static List<Token> tokenize(String src) throws TokenizeException {
        List<Token> out = new ArrayList<Token>();
        char[] chars = src.toCharArray();
        char[] buf = new char[chars.length];
        int i = 0;
        while (i < chars.length) {
            char c = chars[i];
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '/' && i + 1 < chars.length && chars[i + 1] == '/') {
                out.add(new Token("COMMENT", src.substring(i + 2).trim()));
                i = chars.length;
            } else if (Character.isLetter(c) || c == '_') {
                int len = 0;
                while (i < chars.length && (Character.isLetterOrDigit(chars[i]) || chars[i] == '_')) {
                    buf[len++] = chars[i++];
                }
                out.add(new Token("IDENT", String.valueOf(buf, 0, len)));
            } else if (Character.isDigit(c)) {
                int len = 0;
                while (i < chars.length && (Character.isDigit(chars[i]) || chars[i] == '.')) {
                    buf[len++] = chars[i++];
                }
                out.add(new Token("NUMBER", new String(buf, 0, len)));
            } else if (c == '"' || c == '\'') {
                char quote = c;
                int start = ++i;
                while (i < chars.length && chars[i] != quote) i++;
                if (i >= chars.length) throw new TokenizeException("unterminated string at " + (start - 1));
                out.add(new Token(quote == '"' ? "STRING" : "CHAR", src.substring(start, i)));
                i++;
            } else if (OPERATORS.indexOf(c) >= 0) {
                char[] op = new char[] {c};
                if (i + 1 < chars.length && isTwoCharOp(c, chars[i + 1])) {
                    op = new char[] {c, chars[i + 1]};
                }
                out.add(new Token("OP", String.valueOf(op)));
                i += op.length;
            } else {
                throw new TokenizeException("unexpected char '" + c + "' at " + i);
            }
        }
        return out;
    }

    private static boolean isTwoCharOp(char a, char b) {
        String pair = String.valueOf(new char[] {a, b});
        for (int k = 0; k < TWO_CHAR_OPS.length; k++) {
            if (TWO_CHAR_OPS[k].equals(pair)) return true;
        }
        return false;
    }

    static String upperIdents(List<Token> tokens) {
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (!"IDENT".equals(t.kind)) continue;
            char[] cs = t.text.toCharArray();
            cs[0] = Character.toUpperCase(cs[0]);
            if (sb.length() > 0) sb.append('|');
            sb.append(cs);
        }
        return sb.toString();
    }
}
