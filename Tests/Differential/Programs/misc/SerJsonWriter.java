import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SerJsonWriter {
    public static void main(String[] args) {
        JsonWriter w = new JsonWriter();
        System.out.println("== scalars ==");
        System.out.println(w.write(null));
        System.out.println(w.write(42));
        System.out.println(w.write(-7L));
        System.out.println(w.write(true));
        System.out.println(w.write("plain"));

        System.out.println("== escaping ==");
        String[] tricky = {"say \"hi\"", "back\\slash", "line1\nline2", "tab\there", "cr\rend", "ctl" + (char) 1};
        for (String s : tricky) {
            String out = w.write(s);
            System.out.println(String.format("%5d %s", out.length(), out));
        }

        System.out.println("== user object ==");
        Map<String, Object> user = new LinkedHashMap<>();
        user.put("id", 1001);
        user.put("name", "Ada \"The Countess\" Lovelace");
        user.put("active", Boolean.TRUE);
        user.put("score", 9876543210L);
        user.put("nickname", null);
        user.put("tags", Arrays.asList("admin", "beta", "path\\to"));
        Map<String, Object> address = new LinkedHashMap<>();
        address.put("city", "London");
        address.put("zip", "NW1");
        address.put("lines", Arrays.asList("12 Baker St", "Flat\n2"));
        user.put("address", address);
        String json = w.write(user);
        System.out.println(json);
        System.out.println("length=" + json.length());

        System.out.println("== sorted keys via TreeMap ==");
        Map<String, Object> sorted = new TreeMap<>();
        sorted.put("zeta", 26);
        sorted.put("alpha", 1);
        sorted.put("mid", Arrays.asList(1, 2, Arrays.asList(3, 4), new LinkedHashMap<String, Object>()));
        System.out.println(w.write(sorted));

        System.out.println("== list of records ==");
        List<Object> items = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("n", i);
            row.put("sq", i * i);
            row.put("even", i % 2 == 0);
            items.add(row);
        }
        System.out.println(w.write(items));

        System.out.println("== pretty ==");
        System.out.println(w.pretty(user, 0));

        System.out.println("== unsupported ==");
        System.out.println(w.write(Integer.MIN_VALUE));
        System.out.println(w.write(Long.MAX_VALUE));
        System.out.println(w.write(new StringBuilder("sb")));
        System.out.println("nodes written: " + w.count);
    }
}

class JsonWriter {
    int count = 0;

    String write(Object v) {
        StringBuilder sb = new StringBuilder();
        append(sb, v);
        return sb.toString();
    }

    void append(StringBuilder sb, Object v) {
        count++;
        if (v == null) {
            sb.append("null");
        } else if (v instanceof String) {
            quote(sb, (String) v);
        } else if (v instanceof Integer || v instanceof Long) {
            sb.append(v.toString());
        } else if (v instanceof Boolean) {
            sb.append(((Boolean) v).booleanValue() ? "true" : "false");
        } else if (v instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) v;
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) sb.append(',');
                first = false;
                quote(sb, String.valueOf(e.getKey()));
                sb.append(':');
                append(sb, e.getValue());
            }
            sb.append('}');
        } else if (v instanceof List) {
            List<?> l = (List<?>) v;
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) sb.append(',');
                append(sb, l.get(i));
            }
            sb.append(']');
        } else {
            quote(sb, "unsupported");
        }
    }

    void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20) sb.append("\\u00").append(String.format("%02x", (int) c));
                    else sb.append(c);
            }
        }
        sb.append('"');
    }

    String pretty(Object v, int depth) {
        String pad = "  ".repeat(depth + 1);
        String end = "  ".repeat(depth);
        if (v instanceof Map && !((Map<?, ?>) v).isEmpty()) {
            List<String> parts = new ArrayList<>();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                parts.add(pad + write(String.valueOf(e.getKey())) + ": " + pretty(e.getValue(), depth + 1));
            }
            return "{\n" + String.join(",\n", parts) + "\n" + end + "}";
        }
        if (v instanceof List && !((List<?>) v).isEmpty()) {
            List<String> parts = new ArrayList<>();
            for (Object o : (List<?>) v) parts.add(pad + pretty(o, depth + 1));
            return "[\n" + String.join(",\n", parts) + "\n" + end + "]";
        }
        return write(v);
    }
}
