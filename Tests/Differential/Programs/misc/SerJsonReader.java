import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class SerJsonReader {
    public static void main(String[] args) throws JsonParseException {
        String[] inputs = {
            "{\"id\": 17, \"name\": \"Widget\", \"ok\": true, \"gone\": null}",
            "[1, -2, 30000000000, [], {}, [true, false]]",
            "{\"msg\": \"He said \\\"hi\\\"\\nthen left\", \"path\": \"C:\\\\tmp\\/x\", \"u\": \"\\u0041\\u0062c\"}",
            "  {\"user\": {\"tags\": [\"a\", \"b\"], \"age\": 33}, \"list\": [{\"k\": 1}, {\"k\": 2}]}  ",
            "\"just a string\"", "-0", "{\"a\": 1,}", "[1, 2", "{\"a\" 1}", "\"unterminated", "tru", "[1] extra",
            "\"bad \\q escape\"", "\"\\u00zz\"", "\"\\u12\"",
        };
        for (int i = 0; i < inputs.length; i++) {
            System.out.println("input " + i + ": " + inputs[i].trim());
            JsonReader r = new JsonReader(inputs[i]);
            try {
                System.out.println("  dump  : " + dump(r.parseDocument()));
                System.out.println("  nodes : " + r.nodes + ", chars read: " + r.pos);
            } catch (JsonParseException e) {
                System.out.println("  error : " + e.getMessage());
            }
        }
        Map<?, ?> root = (Map<?, ?>) new JsonReader(inputs[3]).parseDocument();
        Map<?, ?> user = (Map<?, ?>) root.get("user");
        System.out.println("user.tags[1] = " + ((List<?>) user.get("tags")).get(1) + ", age+1 = " + ((Long) user.get("age") + 1));
        long sum = 0;
        for (Object o : (List<?>) root.get("list")) sum += (Long) ((Map<?, ?>) o).get("k");
        System.out.println("sum of k = " + sum + ", has 'missing': " + root.containsKey("missing"));
    }

    static String dump(Object v) {
        if (v instanceof Map) {
            StringBuilder sb = new StringBuilder("obj{");
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                if (sb.length() > 4) sb.append(", ");
                sb.append(e.getKey()).append('=').append(dump(e.getValue()));
            }
            return sb.append('}').toString();
        }
        if (v instanceof List) {
            List<String> parts = new ArrayList<>();
            for (Object o : (List<?>) v) parts.add(dump(o));
            return "arr[" + String.join(", ", parts) + "]";
        }
        if (v instanceof String) return "<" + ((String) v).replace("\n", "\\n") + ">";
        if (v instanceof Long) return "#" + v;
        return String.valueOf(v);
    }
}

class JsonParseException extends Exception {
    JsonParseException(String msg, int pos) { super(msg + " at " + pos); }
}
class JsonReader {
    final String src;
    int pos = 0;
    int nodes = 0;
    JsonReader(String src) { this.src = src; }
    Object parseDocument() throws JsonParseException {
        Object v = parseValue();
        skipWs();
        if (pos < src.length()) throw new JsonParseException("trailing data '" + src.charAt(pos) + "'", pos);
        return v;
    }
    void skipWs() { while (pos < src.length() && " \t\r\n".indexOf(src.charAt(pos)) >= 0) pos++; }
    char peek() throws JsonParseException {
        skipWs();
        if (pos >= src.length()) throw new JsonParseException("unexpected end", pos);
        return src.charAt(pos);
    }
    void expect(char c) throws JsonParseException {
        if (peek() != c) throw new JsonParseException("expected '" + c + "' got '" + src.charAt(pos) + "'", pos);
        pos++;
    }
    boolean tryComma() throws JsonParseException {
        boolean comma = peek() == ',';
        if (comma) pos++;
        return comma;
    }
    Object parseValue() throws JsonParseException {
        char c = peek();
        nodes++;
        if (c == '{') {
            pos++;
            Map<String, Object> m = new LinkedHashMap<>();
            if (peek() == '}') { pos++; return m; }
            do {
                if (peek() != '"') throw new JsonParseException("expected key", pos);
                String key = parseString();
                expect(':');
                m.put(key, parseValue());
            } while (tryComma());
            expect('}');
            return m;
        }
        if (c == '[') {
            pos++;
            List<Object> l = new ArrayList<>();
            if (peek() == ']') { pos++; return l; }
            do l.add(parseValue()); while (tryComma());
            expect(']');
            return l;
        }
        if (c == '"') return parseString();
        if (c == '-' || (c >= '0' && c <= '9')) return parseNumber();
        if (src.startsWith("true", pos)) { pos += 4; return Boolean.TRUE; }
        if (src.startsWith("false", pos)) { pos += 5; return Boolean.FALSE; }
        if (src.startsWith("null", pos)) { pos += 4; return null; }
        throw new JsonParseException("unexpected '" + c + "'", pos);
    }
    String parseString() throws JsonParseException {
        int start = pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= src.length()) throw new JsonParseException("unterminated string", start);
            char c = src.charAt(pos++);
            if (c == '"') return sb.toString();
            if (c != '\\') { sb.append(c); continue; }
            if (pos >= src.length()) throw new JsonParseException("bad escape", pos);
            char e = src.charAt(pos++);
            switch (e) {
                case '"': case '\\': case '/': sb.append(e); break;
                case 'n': sb.append('\n'); break;
                case 't': sb.append('\t'); break;
                case 'u':
                    if (pos + 4 > src.length()) throw new JsonParseException("short unicode escape", pos);
                    int code = 0;
                    for (int k = 0; k < 4; k++) code = code * 16 + hexValue(src.charAt(pos++), pos - 1);
                    sb.append((char) code);
                    break;
                default: throw new JsonParseException("bad escape '\\" + e + "'", pos - 2);
            }
        }
    }
    static int hexValue(char h, int at) throws JsonParseException {
        int d = "0123456789abcdef".indexOf(Character.toLowerCase(h));
        if (d < 0) throw new JsonParseException("bad hex digit '" + h + "'", at);
        return d;
    }
    Long parseNumber() {
        boolean neg = src.charAt(pos) == '-';
        if (neg) pos++;
        long v = 0;
        while (pos < src.length() && src.charAt(pos) >= '0' && src.charAt(pos) <= '9') v = v * 10 + (src.charAt(pos++) - '0');
        return neg ? -v : v;
    }
}
