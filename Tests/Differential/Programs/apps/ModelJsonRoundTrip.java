import java.util.*;
import java.util.stream.Collectors;
public class ModelJsonRoundTrip {
    static class JsonException extends Exception {
        JsonException(String msg, int pos) { super(msg + " at " + pos); }
        JsonException(String msg) { super(msg); } }
    static String quote(String s) {
        final String hex = "0123456789abcdef";
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> { if (c < 0x20) sb.append("\\u00").append(hex.charAt(c >> 4)).append(hex.charAt(c & 15)); else sb.append(c); }
            }
        }
        return sb.append('"').toString();
    }
    record Address(String city, String zip) {
        Address {
            if (city == null || city.isBlank()) throw new IllegalArgumentException("city required");
            zip = zip == null ? "" : zip.trim(); }
        String toJson() { return "{\"city\":" + quote(city) + ",\"zip\":" + quote(zip) + "}"; }
    }

    record Contact(long id, String name, int age, boolean vip, List<String> tags, List<List<Long>> matrix, Address address) {
        Contact { tags = List.copyOf(tags); matrix = List.copyOf(matrix); }
        String toJson() {
            String tj = tags.stream().map(ModelJsonRoundTrip::quote).collect(Collectors.joining(",", "[", "]"));
            String mj = matrix.stream().map(r -> r.stream().map(String::valueOf).collect(Collectors.joining(",", "[", "]")))
                .collect(Collectors.joining(",", "[", "]"));
            return "{\"id\":" + id + ",\"name\":" + quote(name) + ",\"age\":" + age + ",\"vip\":" + vip
                + ",\"tags\":" + tj + ",\"matrix\":" + mj + ",\"address\":" + address.toJson() + "}";
        }
        static Contact fromMap(Map<String, Object> m) throws JsonException {
            List<String> tags = new ArrayList<>();
            for (Object o : list(m, "tags")) {
                if (o instanceof String s) tags.add(s); else throw new JsonException("tag is not a string"); }
            List<List<Long>> matrix = new ArrayList<>();
            for (Object row : list(m, "matrix")) {
                if (!(row instanceof List<?> cells)) throw new JsonException("matrix row is not a list");
                List<Long> r = new ArrayList<>();
                for (Object cell : cells) {
                    if (cell instanceof Long v) r.add(v); else throw new JsonException("matrix cell is not a number"); }
                matrix.add(r);
            }
            if (!(m.get("address") instanceof Map<?, ?> am)) throw new JsonException("field 'address' missing");
            Address a = new Address((String) am.get("city"), (String) am.get("zip"));
            return new Contact(num(m, "id"), str(m, "name"), (int) num(m, "age"), m.get("vip") instanceof Boolean b && b, tags, matrix, a);
        }
        @Override public String toString() { return "Contact#" + id + "(" + name.length() + " chars, " + tags.size() + " tags, vip=" + vip + ")"; }
    }
    static long num(Map<String, Object> m, String k) throws JsonException {
        if (m.get(k) instanceof Long v) return v; else throw new JsonException("field '" + k + "' is not a number"); }
    static String str(Map<String, Object> m, String k) throws JsonException {
        if (m.get(k) instanceof String s) return s; else throw new JsonException("field '" + k + "' is not a string"); }
    static List<Object> list(Map<String, Object> m, String k) throws JsonException {
        if (m.get(k) instanceof List<?> l) return new ArrayList<>(l); else throw new JsonException("field '" + k + "' is not a list"); }

    static final class Parser {
        private final String src; private int pos = 0;
        Parser(String src) { this.src = src; }
        Object parse() throws JsonException {
            Object v = value(); skipWs();
            if (pos != src.length()) throw new JsonException("trailing data", pos);
            return v; }
        private void skipWs() { while (pos < src.length() && Character.isWhitespace(src.charAt(pos))) pos++; }
        private char peek() throws JsonException {
            skipWs(); if (pos >= src.length()) throw new JsonException("unexpected end", pos);
            return src.charAt(pos); }
        private void expect(char c) throws JsonException {
            if (peek() != c) throw new JsonException("expected '" + c + "'", pos); else pos++; }
        private Object value() throws JsonException {
            char c = peek();
            return switch (c) {
                case '{' -> object();
                case '[' -> array();
                case '"' -> string();
                case 't', 'f' -> {
                    String word = c == 't' ? "true" : "false";
                    if (!src.startsWith(word, pos)) throw new JsonException("bad literal", pos);
                    pos += word.length();
                    yield Boolean.valueOf(c == 't'); }
                default -> {
                    if (c == '-' || (c >= '0' && c <= '9')) yield number();
                    throw new JsonException("unexpected '" + c + "'", pos); }
            };
        }
        private Map<String, Object> object() throws JsonException {
            Map<String, Object> m = new LinkedHashMap<>(); expect('{');
            if (peek() == '}') { pos++; return m; }
            do {
                if (peek() != '"') throw new JsonException("expected key", pos);
                String key = string();
                expect(':');
                m.put(key, value());
            } while (!separator('}'));
            return m;
        }
        private boolean separator(char close) throws JsonException {
            char c = peek(); pos++;
            if (c != close && c != ',') throw new JsonException("expected ',' or '" + close + "'", pos - 1);
            return c == close;
        }
        private List<Object> array() throws JsonException {
            List<Object> out = new ArrayList<>(); expect('[');
            if (peek() == ']') { pos++; return out; }
            do out.add(value()); while (!separator(']'));
            return out;
        }
        private String string() throws JsonException {
            expect('"'); StringBuilder sb = new StringBuilder();
            while (pos < src.length()) {
                char c = src.charAt(pos++);
                if (c == '"') return sb.toString();
                if (c != '\\') { sb.append(c); continue; } else if (pos >= src.length()) break;
                char e = src.charAt(pos++);
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    case '"', '\\', '/' -> sb.append(e);
                    case 'u' -> {
                        if (pos + 4 > src.length()) throw new JsonException("short unicode escape", pos);
                        int code = 0;
                        for (int i = 0; i < 4; i++) {
                            int d = Character.digit(src.charAt(pos++), 16);
                            if (d < 0) throw new JsonException("bad hex digit", pos - 1);
                            code = code * 16 + d; }
                        sb.append((char) code); }
                    default -> throw new JsonException("bad escape '\\" + e + "'", pos - 1);
                }
            }
            throw new JsonException("unterminated string", pos);
        }
        private Long number() throws JsonException {
            int start = pos; boolean neg = src.charAt(pos) == '-';
            if (neg) pos++;
            long v = 0; int digits = 0;
            try {
                while (pos < src.length() && src.charAt(pos) >= '0' && src.charAt(pos) <= '9') {
                    int d = src.charAt(pos++) - '0';
                    v = Math.addExact(Math.multiplyExact(v, 10L), neg ? -d : d);
                    digits++; }
            } catch (ArithmeticException e) {
                throw new JsonException("number overflow (" + e.getClass().getSimpleName() + ")", start); }
            if (digits == 0) throw new JsonException("digits expected", pos); else return v;
        }
    }

    static String shape(Object v) {
        StringJoiner j = new StringJoiner(",", v instanceof Map ? "{" : "[", v instanceof Map ? "}" : "]");
        if (v instanceof Map<?, ?> m) m.forEach((k, x) -> j.add(k + ":" + shape(x)));
        else if (v instanceof List<?> l) l.forEach(x -> j.add(shape(x)));
        else return v instanceof String ? "str" : v instanceof Long ? "num" : "bool";
        return j.toString();
    }
    @SuppressWarnings("unchecked")
    static Contact roundTrip(String json) throws JsonException {
        Object parsed = new Parser(json).parse(); if (!(parsed instanceof Map<?, ?>)) throw new JsonException("top level is not an object");
        return Contact.fromMap((Map<String, Object>) parsed);
    }

    public static void main(String[] args) {
        List<Contact> contacts = List.of(
            new Contact(1, "Ada \"The Countess\" Lovelace", 36, true, List.of("math", "poet\\ry"),
                List.of(List.of(1L, 2L), List.of(-3L)), new Address("London", " W1 ")),
            new Contact(2, "Line1\nLine2\tTabbed", 0, false, List.of(), List.of(), new Address("Zurich", "8001")),
            new Contact(3, "Ctrl\u0001Char/slash", 99, true, List.of("a,b", "[x]", "{y}:"),
                List.of(List.of(Long.MAX_VALUE, Long.MIN_VALUE), List.of(), List.of(0L)), new Address("Oslo", null)));
        for (Contact c : contacts) {
            String json = c.toJson(); System.out.println("json  " + json);
            try {
                Contact back = roundTrip(json);
                System.out.println("shape " + shape(new Parser(json).parse()));
                System.out.println("back  " + back + " equal=" + back.equals(c) + " sameHash=" + (back.hashCode() == c.hashCode()));
                System.out.println("again " + back.toJson().equals(json) + " len=" + json.length());
            } catch (JsonException e) { System.out.println("unexpected: " + e.getMessage()); }
        }
        System.out.println("-- malformed input --");
        String[] bad = { "{\"id\":1,", "[1,2", "{\"a\":tru}", "{\"n\":99999999999999999999}", "{\"a\" 1}",
            "\"unterminated", "[1] x", "{\"s\":\"\\q\"}", "-", "{\"u\":\"\\u12G4\"}", "  ", "[1,]" };
        for (String b : bad) {
            try { System.out.println("parsed?! " + shape(new Parser(b).parse())); }
            catch (JsonException e) { System.out.println("error  " + e.getMessage()); }
        }
        System.out.println("-- semantic checks --");
        final String base = "{\"id\":7,\"name\":\"x\",\"age\":1,\"tags\":[],\"matrix\":[],\"address\":{\"city\":\"A\",\"zip\":\"1\"}}";
        String[] semantic = { base.replace("7", "\"seven\""), base.replace("[]", "[1]"), base.replace("\"matrix\":[]", "\"matrix\":[[1,true]]"),
            base.replace("\"A\"", "\" \""), base.replace("[]", "[\"\\u0041\\/B\"]").replace("\"matrix\":[\"\\u0041\\/B\"]", "\"matrix\":[[5]]"),
            base.replace("\"age\":1,", ""), "[\"not\",\"object\"]" };
        for (String s : semantic) {
            try { Contact c = roundTrip(s);
                System.out.println("ok     " + c + " tags=" + c.tags() + " matrix=" + c.matrix());
            } catch (JsonException e) { System.out.println("reject " + e.getMessage());
            } catch (IllegalArgumentException e) { System.out.println("reject " + e.getClass().getSimpleName()); }
        }
    }
}
