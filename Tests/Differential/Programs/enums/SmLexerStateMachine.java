import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SmLexerStateMachine {

    enum CharClass {
        LETTER, DIGIT, DOT, QUOTE, SPACE, OPERATOR, OTHER;

        static CharClass of(char c) {
            if (Character.isLetter(c) || c == '_') {
                return LETTER;
            }
            if (Character.isDigit(c)) {
                return DIGIT;
            }
            return switch (c) {
                case '.' -> DOT;
                case '"' -> QUOTE;
                case ' ', '\t', '\n' -> SPACE;
                case '+', '-', '*', '/', '=', '<', '>', '(', ')', ',' -> OPERATOR;
                default -> OTHER;
            };
        }
    }

    enum LexState {
        START, IN_IDENT, IN_INT, IN_FRACTION, IN_STRING, ERROR
    }

    enum TokenKind {
        IDENT, KEYWORD, INT, DECIMAL, STRING, OP, INVALID
    }

    static final class Token {
        final TokenKind kind;
        final String text;
        final int position;

        Token(TokenKind kind, String text, int position) {
            this.kind = kind;
            this.text = text;
            this.position = position;
        }

        @Override
        public String toString() {
            return kind + "(" + text + ")@" + position;
        }
    }

    static final EnumSet<LexState> ACCEPTING = EnumSet.of(LexState.IN_IDENT, LexState.IN_INT, LexState.IN_FRACTION);
    static final LexState[][] TABLE = new LexState[LexState.values().length][CharClass.values().length];

    static {
        for (LexState[] row : TABLE) {
            for (int i = 0; i < row.length; i++) {
                row[i] = LexState.ERROR;
            }
        }
        set(LexState.START, CharClass.LETTER, LexState.IN_IDENT);
        set(LexState.START, CharClass.DIGIT, LexState.IN_INT);
        set(LexState.IN_IDENT, CharClass.LETTER, LexState.IN_IDENT);
        set(LexState.IN_IDENT, CharClass.DIGIT, LexState.IN_IDENT);
        set(LexState.IN_INT, CharClass.DIGIT, LexState.IN_INT);
        set(LexState.IN_INT, CharClass.DOT, LexState.IN_FRACTION);
        set(LexState.IN_FRACTION, CharClass.DIGIT, LexState.IN_FRACTION);
        for (CharClass cc : CharClass.values()) {
            if (cc != CharClass.QUOTE) {
                set(LexState.IN_STRING, cc, LexState.IN_STRING);
            }
        }
    }

    static void set(LexState from, CharClass cc, LexState to) {
        TABLE[from.ordinal()][cc.ordinal()] = to;
    }

    static final List<String> KEYWORDS = List.of("let", "if", "else", "return", "while");

    static TokenKind kindFor(LexState s, String text) {
        return switch (s) {
            case IN_IDENT -> KEYWORDS.contains(text) ? TokenKind.KEYWORD : TokenKind.IDENT;
            case IN_INT -> TokenKind.INT;
            case IN_FRACTION -> {
                if (text.endsWith(".")) {
                    yield TokenKind.INVALID;
                }
                yield TokenKind.DECIMAL;
            }
            default -> TokenKind.INVALID;
        };
    }

    static List<Token> tokenize(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            CharClass cc = CharClass.of(c);
            if (cc == CharClass.SPACE) {
                i++;
                continue;
            }
            if (cc == CharClass.OPERATOR) {
                out.add(new Token(TokenKind.OP, String.valueOf(c), i));
                i++;
                continue;
            }
            if (cc == CharClass.QUOTE) {
                int start = i;
                i++;
                LexState s = LexState.IN_STRING;
                StringBuilder sb = new StringBuilder();
                while (i < src.length() && TABLE[s.ordinal()][CharClass.of(src.charAt(i)).ordinal()] == LexState.IN_STRING) {
                    sb.append(src.charAt(i));
                    i++;
                }
                if (i < src.length()) {
                    i++;
                    out.add(new Token(TokenKind.STRING, sb.toString(), start));
                } else {
                    out.add(new Token(TokenKind.INVALID, "\"" + sb, start));
                }
                continue;
            }
            int start = i;
            LexState s = LexState.START;
            while (i < src.length()) {
                LexState nxt = TABLE[s.ordinal()][CharClass.of(src.charAt(i)).ordinal()];
                if (nxt == LexState.ERROR) {
                    break;
                }
                s = nxt;
                i++;
            }
            if (i == start) {
                out.add(new Token(TokenKind.INVALID, String.valueOf(c), i));
                i++;
            } else {
                String text = src.substring(start, i);
                TokenKind k = ACCEPTING.contains(s) ? kindFor(s, text) : TokenKind.INVALID;
                out.add(new Token(k, text, start));
            }
        }
        return out;
    }

    public static void main(String[] args) {
        System.out.println("Transition table (rows=state, cols=char class):");
        StringBuilder header = new StringBuilder(String.format("%-12s", "state"));
        for (CharClass cc : CharClass.values()) {
            header.append(String.format("%-12s", cc));
        }
        System.out.println(header.toString().trim());
        for (LexState s : LexState.values()) {
            StringBuilder row = new StringBuilder(String.format("%-12s", s));
            for (CharClass cc : CharClass.values()) {
                row.append(String.format("%-12s", TABLE[s.ordinal()][cc.ordinal()]));
            }
            System.out.println(row.toString().trim());
        }

        String[] programs = {
                "let total = price * 3 + 12.75",
                "if (x1 >= 10) return \"big\" else return \"small\"",
                "while n > 0 n = n - 1 # done",
                "let bad = 4. + \"unterminated",
        };
        EnumMap<TokenKind, Integer> overall = new EnumMap<>(TokenKind.class);
        TreeMap<String, Integer> identifiers = new TreeMap<>();
        for (String p : programs) {
            System.out.println("Source: " + p);
            List<Token> tokens = tokenize(p);
            System.out.println("  " + tokens.size() + " tokens: " + tokens);
            EnumMap<TokenKind, Integer> counts = new EnumMap<>(TokenKind.class);
            for (Token t : tokens) {
                counts.merge(t.kind, 1, Integer::sum);
                overall.merge(t.kind, 1, Integer::sum);
                if (t.kind == TokenKind.IDENT) {
                    identifiers.merge(t.text, 1, Integer::sum);
                }
            }
            System.out.println("  counts: " + counts);
            EnumSet<TokenKind> missing = EnumSet.allOf(TokenKind.class);
            missing.removeAll(counts.keySet());
            System.out.println("  kinds absent: " + missing);
        }
        System.out.println("Overall:");
        for (Map.Entry<TokenKind, Integer> e : overall.entrySet()) {
            System.out.println(String.format("  %-8s %5d", e.getKey(), e.getValue()));
        }
        System.out.println("Identifiers: " + identifiers);
        System.out.println("Accepting states: " + ACCEPTING + ", non-accepting: " + EnumSet.complementOf(ACCEPTING));
        char[] probes = {'a', '7', '.', '"', ' ', '=', '#', '_'};
        StringBuilder sb = new StringBuilder();
        for (char ch : probes) {
            sb.append(ch).append(':').append(CharClass.of(ch).name().charAt(0)).append(' ');
        }
        System.out.println("Char classes: " + sb.toString().trim());
    }
}
