import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

public class TextTemplateEngine {

    static class TemplateError extends RuntimeException {
        TemplateError(String msg) {
            super(msg);
        }
    }

    static class Context {
        final Map<String, String> values = new TreeMap<>();
        final Map<String, List<Map<String, String>>> lists = new TreeMap<>();
        final TreeSet<String> missing = new TreeSet<>();
        String missingPolicy = "blank"; // blank | keep | marker

        Context put(String k, String v) {
            values.put(k, v);
            return this;
        }

        Context putList(String k, List<Map<String, String>> items) {
            lists.put(k, items);
            return this;
        }
    }

    static Map<String, String> rowOf(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    static String applyFilter(String value, String filter) {
        switch (filter) {
            case "upper":
                return value.toUpperCase();
            case "lower":
                return value.toLowerCase();
            case "trim":
                return value.trim();
            case "title": {
                StringBuilder sb = new StringBuilder();
                boolean start = true;
                for (int i = 0; i < value.length(); i++) {
                    char c = value.charAt(i);
                    sb.append(start ? Character.toUpperCase(c) : Character.toLowerCase(c));
                    start = c == ' ';
                }
                return sb.toString();
            }
            case "length":
                return Integer.toString(value.length());
            default:
                throw new TemplateError("unknown filter '" + filter + "'");
        }
    }

    static String lookup(String expr, Context ctx, Map<String, String> local) {
        String[] parts = expr.split("\\|");
        String key = parts[0].trim();
        String value = null;
        if (local != null && local.containsKey(key)) {
            value = local.get(key);
        } else if (ctx.values.containsKey(key)) {
            value = ctx.values.get(key);
        }
        if (value == null) {
            ctx.missing.add(key);
            if (ctx.missingPolicy.equals("keep")) {
                return "{{" + expr + "}}";
            }
            if (ctx.missingPolicy.equals("marker")) {
                return "<missing:" + key + ">";
            }
            value = "";
        }
        for (int i = 1; i < parts.length; i++) {
            value = applyFilter(value, parts[i].trim());
        }
        return value;
    }

    // Finds the matching {{/name}} for a section starting after openEnd, honoring nesting.
    static int findSectionEnd(String tpl, String name, int from) {
        String open = "{{#" + name + "}}";
        String close = "{{/" + name + "}}";
        int depth = 1;
        int pos = from;
        while (true) {
            int nextOpen = tpl.indexOf(open, pos);
            int nextClose = tpl.indexOf(close, pos);
            if (nextClose < 0) {
                throw new TemplateError("unclosed section '" + name + "'");
            }
            if (nextOpen >= 0 && nextOpen < nextClose) {
                depth++;
                pos = nextOpen + open.length();
            } else {
                depth--;
                if (depth == 0) {
                    return nextClose;
                }
                pos = nextClose + close.length();
            }
        }
    }

    static String render(String tpl, Context ctx, Map<String, String> local) {
        StringBuilder out = new StringBuilder();
        int pos = 0;
        while (pos < tpl.length()) {
            int open = tpl.indexOf("{{", pos);
            if (open < 0) {
                out.append(tpl.substring(pos));
                break;
            }
            out.append(tpl, pos, open);
            // escape: {{{{ produces literal {{
            if (tpl.startsWith("{{{{", open)) {
                out.append("{{");
                pos = open + 4;
                continue;
            }
            int close = tpl.indexOf("}}", open + 2);
            if (close < 0) {
                throw new TemplateError("unclosed tag at " + open);
            }
            String tag = tpl.substring(open + 2, close).trim();
            pos = close + 2;
            if (tag.startsWith("!")) {
                continue; // comment
            }
            if (tag.startsWith("#") || tag.startsWith("^")) {
                String name = tag.substring(1).trim();
                int end = findSectionEnd(tpl, name, pos);
                String body = tpl.substring(pos, end);
                pos = end + ("{{/" + name + "}}").length();
                boolean inverted = tag.startsWith("^");
                List<Map<String, String>> items = ctx.lists.get(name);
                String scalar = null;
                if (local != null && local.containsKey(name)) {
                    scalar = local.get(name);
                } else if (ctx.values.containsKey(name)) {
                    scalar = ctx.values.get(name);
                }
                boolean flag = scalar != null && !scalar.isEmpty() && !scalar.equals("false");
                boolean truthy = (items != null && !items.isEmpty()) || flag;
                if (inverted) {
                    if (!truthy) {
                        out.append(render(body, ctx, local));
                    }
                } else if (items != null) {
                    for (int i = 0; i < items.size(); i++) {
                        Map<String, String> scope = new LinkedHashMap<>();
                        if (local != null) {
                            scope.putAll(local);
                        }
                        scope.putAll(items.get(i));
                        scope.put("@index", Integer.toString(i + 1));
                        scope.put("@first", i == 0 ? "true" : "");
                        scope.put("@last", i == items.size() - 1 ? "true" : "");
                        out.append(render(body, ctx, scope));
                    }
                } else if (flag) {
                    out.append(render(body, ctx, local));
                }
                continue;
            }
            if (tag.startsWith("/")) {
                throw new TemplateError("unexpected close tag '" + tag + "'");
            }
            out.append(lookup(tag, ctx, local));
        }
        return out.toString();
    }

    static void run(String title, String tpl, Context ctx) {
        System.out.println("--- " + title + " ---");
        ctx.missing.clear();
        try {
            String result = render(tpl, ctx, null);
            for (String line : result.split("\n")) {
                System.out.println("| " + line);
            }
            if (!ctx.missing.isEmpty()) {
                System.out.println("  missing keys: " + ctx.missing);
            }
        } catch (TemplateError e) {
            System.out.println("  error: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Context ctx = new Context();
        ctx.put("name", "Alice").put("count", "3").put("store", "  the corner shop  ")
                .put("vip", "true").put("coupon", "").put("city", "new york city");

        List<Map<String, String>> cart = new ArrayList<>();
        cart.add(rowOf("item", "Coffee beans", "qty", "2", "price", "12.50"));
        cart.add(rowOf("item", "Paper filters", "qty", "1", "price", "3.99"));
        cart.add(rowOf("item", "Mug", "qty", "4", "price", "7.00"));
        ctx.putList("items", cart);
        ctx.putList("empty", new ArrayList<>());

        run("basic", "Hello {{name}}, you have {{count}} items", ctx);
        run("filters", "{{name|upper}} / {{name|lower}} / [{{store|trim}}] / {{city|title}} / len={{name|length}}", ctx);
        run("chained filters", "{{store|trim|title}} and {{city | upper | length}}", ctx);
        run("missing blank", "Dear {{title}} {{name}}, ref={{orderId}}.", ctx);
        ctx.missingPolicy = "keep";
        run("missing keep", "Dear {{title}} {{name}}, ref={{orderId}}.", ctx);
        ctx.missingPolicy = "marker";
        run("missing marker", "Dear {{title}} {{name}}, ref={{orderId}}.", ctx);
        ctx.missingPolicy = "blank";
        run("escape", "Use {{{{name}} to print a name, e.g. {{name}}. Also {{{{ alone.", ctx);
        run("comment", "A{{! this is ignored }}B{{!another}}C", ctx);

        String receipt = "Receipt for {{name}}:\n"
                + "{{#items}}{{@index}}. {{item|upper}} x{{qty}} @ {{price}}{{^@last}},{{/@last}}\n{{/items}}"
                + "Total lines: {{count}}";
        run("loop", receipt, ctx);

        String flags = "{{#vip}}VIP customer {{name}}!{{/vip}}"
                + "{{^vip}}Regular customer.{{/vip}} "
                + "{{#coupon}}Coupon: {{coupon}}{{/coupon}}{{^coupon}}No coupon.{{/coupon}}";
        run("flags", flags, ctx);

        run("empty list", "Items:{{#empty}} {{item}}{{/empty}}{{^empty}} (none){{/empty}}", ctx);
        run("first/last", "{{#items}}{{#@first}}[{{/@first}}{{item}}{{#@last}}]{{/@last}}{{^@last}}; {{/@last}}{{/items}}", ctx);

        List<Map<String, String>> orders = new ArrayList<>();
        orders.add(rowOf("id", "A1", "status", "shipped"));
        orders.add(rowOf("id", "B2", "status", "pending"));
        ctx.putList("orders", orders);
        String nested = "{{#orders}}Order {{id}} ({{status}}) for {{name}}:\n"
                + "{{#items}}  - {{id}}/{{@index}} {{item}}\n{{/items}}{{/orders}}done";
        run("nested loops", nested, ctx);

        run("unclosed section", "{{#items}}{{item}}", ctx);
        run("unclosed tag", "Hello {{name", ctx);
        run("stray close", "Hello {{/items}}", ctx);
        run("bad filter", "{{name|reverse}}", ctx);
        run("no tags", "Plain text with } and { braces.", ctx);
    }
}
