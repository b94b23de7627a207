package io.appspec.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader producing the same shapes Gson's untyped parsing does: {@code Map} (in
 * document order), {@code List}, {@code String}, {@code Double}, {@code Boolean} and
 * {@code null}. Used for the bundled spec, to avoid a dependency at startup.
 */
public final class MiniJson {

    /** Thrown on malformed input, with the offset of the problem. */
    public static class ParseException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final int offset;

        ParseException(String message, int offset) {
            super(message + " at offset " + offset);
            this.offset = offset;
        }

        public int getOffset() {
            return offset;
        }
    }

    private final String text;
    private int pos;

    private MiniJson(String text) {
        this.text = text;
    }

    /**
     * Parses one JSON value; trailing whitespace is allowed, anything else is not.
     *
     * @param text the JSON text
     * @return the value
     * @throws ParseException if the text is not valid JSON
     */
    public static Object parse(String text) {
        MiniJson p = new MiniJson(text);
        Object value = p.readValue();
        p.skipWhitespace();
        if (p.pos != text.length()) {
            throw new ParseException("unexpected '" + text.charAt(p.pos) + "'", p.pos);
        }
        return value;
    }

    /**
     * Parses a JSON object.
     *
     * @throws ParseException if the text is not a JSON object
     */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> parseObject(String text) {
        Object value = parse(text);
        if (!(value instanceof Map)) {
            throw new ParseException("not an object", 0);
        }
        return (Map<String, Object>) value;
    }

    private void skipWhitespace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                break;
            }
            pos++;
        }
    }

    private char peek() {
        skipWhitespace();
        if (pos >= text.length()) {
            throw new ParseException("unexpected end", pos);
        }
        return text.charAt(pos);
    }

    private void expect(char c) {
        if (peek() != c) {
            throw new ParseException("expected '" + c + "'", pos);
        }
        pos++;
    }

    private Object readValue() {
        char c = peek();
        switch (c) {
            case '{':
                return readObject();
            case '[':
                return readArray();
            case '"':
                return readString();
            case 't':
                readWord("true");
                return Boolean.TRUE;
            case 'f':
                readWord("false");
                return Boolean.FALSE;
            case 'n':
                readWord("null");
                return null;
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return readNumber();
                }
                throw new ParseException("unexpected '" + c + "'", pos);
        }
    }

    private void readWord(String word) {
        if (!text.startsWith(word, pos)) {
            throw new ParseException("expected " + word, pos);
        }
        pos += word.length();
    }

    private Map<String, Object> readObject() {
        expect('{');
        Map<String, Object> map = new LinkedHashMap<>();
        if (peek() == '}') {
            pos++;
            return map;
        }
        do {
            if (peek() != '"') {
                throw new ParseException("expected key", pos);
            }
            String key = readString();
            expect(':');
            map.put(key, readValue());
        } while (tryConsume(','));
        expect('}');
        return map;
    }

    private List<Object> readArray() {
        expect('[');
        List<Object> list = new ArrayList<>();
        if (peek() == ']') {
            pos++;
            return list;
        }
        do {
            list.add(readValue());
        } while (tryConsume(','));
        expect(']');
        return list;
    }

    private boolean tryConsume(char c) {
        if (peek() == c) {
            pos++;
            return true;
        }
        return false;
    }

    private String readString() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw new ParseException("unterminated string", pos);
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                throw new ParseException("unterminated escape", pos);
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"': case '\\': case '/': sb.append(e); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case 'u': {
                    if (pos + 4 > text.length()) {
                        throw new ParseException("short \\u escape", pos);
                    }
                    int code = 0;
                    for (int i = 0; i < 4; i++) {
                        int digit = Character.digit(text.charAt(pos++), 16);
                        if (digit < 0) {
                            throw new ParseException("bad \\u escape", pos - 1);
                        }
                        code = (code << 4) | digit;
                    }
                    // One UTF-16 unit; a surrogate pair arrives as two escapes.
                    sb.append((char) code);
                    break;
                }
                default:
                    throw new ParseException("bad escape '\\" + e + "'", pos - 1);
            }
        }
    }

    private Double readNumber() {
        int start = pos;
        if (text.charAt(pos) == '-') {
            pos++;
        }
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if ((c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                pos++;
            } else {
                break;
            }
        }
        String number = text.substring(start, pos);
        try {
            return Double.valueOf(number);
        } catch (NumberFormatException ex) {
            throw new ParseException("bad number '" + number + "'", start);
        }
    }
}
