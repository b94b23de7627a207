import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class JsonPrinter {
    static String escape(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        String hex = Integer.toHexString(c);
                        sb.append("\\u").append("0".repeat(4 - hex.length())).append(hex);
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    static void write(Object v, StringBuilder out, int indent) {
        String pad = "  ".repeat(indent);
        if (v == null) {
            out.append("null");
        } else if (v instanceof String s) {
            out.append(escape(s));
        } else if (v instanceof Number || v instanceof Boolean) {
            out.append(v);
        } else if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.append(pad).append("  ").append(escape(String.valueOf(e.getKey()))).append(": ");
                write(e.getValue(), out, indent + 1);
                out.append(++i < m.size() ? ",\n" : "\n");
            }
            out.append(pad).append('}');
        } else if (v instanceof List<?> l) {
            out.append('[');
            for (int i = 0; i < l.size(); i++) {
                write(l.get(i), out, indent + 1);
                if (i + 1 < l.size()) {
                    out.append(", ");
                }
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("cannot serialize " + v.getClass().getSimpleName());
        }
    }

    public static void main(String[] args) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("name", "Widget \"Pro\"");
        doc.put("price", 19.99);
        doc.put("count", 3);
        doc.put("big", 12345678901L);
        doc.put("active", true);
        doc.put("tags", List.of("a", "b\tc", "line\nbreak"));
        doc.put("nothing", null);
        Map<String, Object> dims = new LinkedHashMap<>();
        dims.put("w", 1.5f);
        dims.put("h", 2.0);
        dims.put("ratio", 1.0 / 3);
        doc.put("dims", dims);
        doc.put("empty", new LinkedHashMap<>());
        List<Object> matrix = new ArrayList<>();
        matrix.add(List.of(1, 2));
        matrix.add(List.of());
        matrix.add(List.of(Map.of("k", -0.0)));
        doc.put("matrix", matrix);
        doc.put("ctrl", "bell\u0007");
        StringBuilder out = new StringBuilder();
        write(doc, out, 0);
        System.out.println(out);
        try {
            write(List.of(new Object[] {1}), new StringBuilder(), 0);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
