import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class MessageDecoder {
    static Map<String, String> decode(String raw) {
        Map<String, String> fields = new LinkedHashMap<>();
        if (raw == null || raw.isBlank()) {
            return fields;
        }
        for (String part : raw.split(";")) {
            if (part.isBlank()) continue;
            int colon = part.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("malformed field '" + part + "'");
            }
            String key = part.substring(0, colon).trim().toUpperCase();
            String value = part.substring(colon + 1).trim();
            if (fields.containsKey(key)) {
                value = fields.get(key) + "," + value;
            }
            fields.put(key, value);
        }
        return fields;
    }

    static String encode(Map<String, String> fields) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, String> e : fields.entrySet()) {
            parts.add(e.getKey() + ":" + e.getValue());
        }
        return String.join(";", parts);
    }

    public static void main(String[] args) {
        String[] messages = {
            "TYPE:login;USER:ada;TS:1700000000",
            "type:ping ; seq: 42 ;",
            "TYPE:chat;TO:bob;BODY:hello: how are you?;TAG:a;TAG:b",
            "",
            ";;;",
            "TYPE:order;QTY:3;PRICE:19.99;",
            "TYPE:bad;NOCOLON;X:1",
            ":novalue",
            "TYPE:order;QTY:three;PRICE:1.5",
        };
        for (String m : messages) {
            System.out.println("raw=[" + m + "]");
            try {
                Map<String, String> f = decode(m);
                System.out.println("  fields=" + f + " count=" + f.size());
                System.out.println("  type=" + f.getOrDefault("TYPE", "<none>") + " re-encoded=[" + encode(f) + "]");
                if ("order".equals(f.get("TYPE"))) {
                    try {
                        int qty = Integer.parseInt(f.get("QTY"));
                        double price = Double.parseDouble(f.get("PRICE"));
                        System.out.println("  order total=" + qty * price + " formatted=" + String.format("%.2f", qty * price));
                    } catch (NumberFormatException e) {
                        System.out.println("  bad number: " + e.getMessage());
                    }
                }
                if (f.containsKey("TS")) {
                    long ts = Long.parseLong(f.get("TS"));
                    System.out.println("  ts days since epoch=" + ts / 86400 + " remainder secs=" + ts % 86400);
                }
                if (f.containsKey("TAG")) {
                    System.out.println("  tags=" + List.of(f.get("TAG").split(",")));
                }
            } catch (IllegalArgumentException e) {
                System.out.println("  rejected: " + e.getMessage());
            }
        }
    }
}
