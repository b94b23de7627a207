import java.util.*;
import java.util.function.*;
import java.util.regex.*;
import java.util.stream.*;

public class ModelTemplateEngine {
    static class TemplateException extends Exception {
        TemplateException(String message) { super(message); }
    }

    static class UnknownFilterException extends RuntimeException {
        UnknownFilterException(String filter) { super("unknown filter '" + filter + "'"); }
    }

    interface ValueFormatter {
        String format(Object value);
        static ValueFormatter plain() { return String::valueOf; }
        default ValueFormatter then(UnaryOperator<String> next) { return v -> next.apply(format(v)); }
    }

    static final Pattern VAR = Pattern.compile("\\{\\{\\s*([@.\\w]+(?:\\.\\w+)*)((?:\\|\\w+)*)\\s*\\}\\}");
    static final Pattern OPEN = Pattern.compile("\\{\\{#(if|unless|each)\\s+([@.\\w]+)\\s*\\}\\}");
    static final Pattern TAG = Pattern.compile("\\{\\{([#/])(if|unless|each)\\b[^}]*\\}\\}");

    private final boolean strict;
    private final Map<String, ValueFormatter> formatters = new TreeMap<>();
    ModelTemplateEngine(boolean strict) {
        this.strict = strict;
        formatters.put("upper", ValueFormatter.plain().then(String::toUpperCase));
        formatters.put("trim", ValueFormatter.plain().then(String::trim));
        formatters.put("cents", v -> v instanceof Number n ? (n.longValue() / 100) + "." + String.format("%02d", Math.abs(n.longValue() % 100)) : "NaN");
    }

    static Object lookup(Map<String, Object> ctx, String path) {
        if (path.equals(".")) return ctx.get(".");
        Object cur = ctx;
        for (String part : path.split("\\.")) {
            if (!(cur instanceof Map<?, ?> m)) return null;
            cur = m.get(part);
        }
        return cur;
    }

    static boolean truthy(Object v) {
        if (v instanceof Boolean b) return b;
        if (v instanceof Collection<?> c) return !c.isEmpty();
        if (v instanceof String s) return !s.isEmpty();
        if (v instanceof Number n) return n.longValue() != 0;
        return v != null;
    }

    static String html(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            sb.append(switch (c) {
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '&' -> "&amp;";
                case '"' -> "&quot;";
                default -> String.valueOf(c);
            });
        }
        return sb.toString();
    }

    String applyFilter(String filter, Object value) {
        return switch (filter) {
            case "html" -> html(String.valueOf(value));
            case "len" -> value instanceof Collection<?> c ? Integer.toString(c.size()) : Integer.toString(String.valueOf(value).length());
            case "upper", "trim", "cents" -> formatters.get(filter).format(value);
            default -> throw new UnknownFilterException(filter);
        };
    }

    String render(String template, Map<String, Object> ctx) throws TemplateException {
        Matcher open = OPEN.matcher(template);
        if (open.find()) {
            String kind = open.group(1), name = open.group(2);
            int depth = 1, bodyStart = open.end();
            Matcher tag = TAG.matcher(template);
            tag.region(bodyStart, template.length());
            while (depth > 0) {
                if (!tag.find()) throw new TemplateException("unclosed {{#" + kind + " " + name + "}}");
                depth += tag.group(1).equals("#") ? 1 : -1;
            }
            if (!tag.group(2).equals(kind)) throw new TemplateException("{{#" + kind + "}} closed by {{/" + tag.group(2) + "}}");
            String body = template.substring(bodyStart, tag.start());
            Object value = lookup(ctx, name);
            StringBuilder out = new StringBuilder(render(template.substring(0, open.start()), ctx));
            switch (kind) {
                case "if", "unless" -> {
                    String[] branches = body.split("\\{\\{else\\}\\}", 2);
                    boolean show = truthy(value) == kind.equals("if");
                    out.append(show ? render(branches[0], ctx) : branches.length > 1 ? render(branches[1], ctx) : "");
                }
                case "each" -> {
                    if (!(value instanceof List<?> items)) {
                        if (strict) throw new TemplateException("'" + name + "' is not a list");
                        break;
                    }
                    for (int i = 0; i < items.size(); i++) {
                        Map<String, Object> child = new LinkedHashMap<>(ctx);
                        Object item = items.get(i);
                        child.put(".", item);
                        child.put("@index", i + 1);
                        child.put("@last", i == items.size() - 1);
                        if (item instanceof Map<?, ?> m) m.forEach((k, v) -> child.put(String.valueOf(k), v));
                        out.append(render(body, child));
                    }
                }
                default -> throw new IllegalStateException(kind);
            }
            return out.append(render(template.substring(tag.end()), ctx)).toString();
        }
        Matcher m = VAR.matcher(template);
        StringBuffer sb = new StringBuffer();
        while (m.find()) {
            Object value = lookup(ctx, m.group(1));
            if (value == null && strict) throw new TemplateException("missing value for '" + m.group(1) + "'");
            Object current = value == null ? "" : value;
            for (String f : m.group(2).split("\\|")) if (!f.isEmpty()) current = applyFilter(f, current);
            m.appendReplacement(sb, Matcher.quoteReplacement(String.valueOf(current)));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    static Map<String, Object> item(String name, long cents, int qty) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name); m.put("price", cents); m.put("qty", qty);
        return m;
    }

    public static void main(String[] args) {
        Map<String, Object> ctx = new LinkedHashMap<>();
        Map<String, Object> user = new LinkedHashMap<>();
        user.put("name", "ada");
        user.put("email", "ada@example.com");
        ctx.put("user", user);
        ctx.put("premium", true);
        ctx.put("coupon", "");
        ctx.put("items", List.of(item("Tea <green>", 450, 2), item("Mug & Co", 1299, 1), item("Cost $5 \\ off", 500, 1)));
        ctx.put("tags", List.of("new", "sale"));
        ctx.put("note", "  keep dry  ");
        ctx.put("count", 0);

        String[] templates = {
            "Hello {{user.name|upper}} <{{ user.email }}>!",
            "{{#if premium}}Thanks for being premium{{else}}Upgrade now{{/if}}, coupon: {{#if coupon}}{{coupon}}{{else}}none{{/if}}",
            "{{#each items}}{{@index}}. {{name|html}} x{{qty}} @ {{price|cents}}{{#unless @last}}; {{/unless}}{{/each}}",
            "tags({{tags|len}}): {{#each tags}}[{{.|upper}}]{{/each}} note='{{note|trim}}' raw='{{note}}'",
            "{{#each items}}{{#if premium}}*{{/if}}{{name|len}}{{/each}} count={{#if count}}some{{else}}zero{{/if}}",
            "outer {{#if premium}}in {{#each tags}}{{.}}{{#if @last}}!{{/if}} {{/each}}{{/if}}end",
            "Missing: [{{user.phone}}] [{{nope.deep.path}}]",
            "{{#each user}}x{{/each}}",
            "{{#if premium}}never closed",
            "{{#if premium}}bad{{/each}}",
            "Price {{count|euro}}",
        };
        for (boolean strict : new boolean[] { false, true }) {
            ModelTemplateEngine engine = new ModelTemplateEngine(strict);
            System.out.println("== strict=" + strict + " filters=" + engine.formatters.keySet());
            for (String t : templates) {
                try {
                    System.out.println("  [" + engine.render(t, ctx) + "]");
                } catch (TemplateException e) {
                    System.out.println("  error: " + e.getMessage());
                } catch (UnknownFilterException e) {
                    System.out.println("  filter error: " + e.getMessage());
                }
            }
        }
        long total = ((List<?>) ctx.get("items")).stream().filter(o -> o instanceof Map<?, ?>)
            .map(o -> (Map<?, ?>) o).mapToLong(m -> (Long) m.get("price") * (Integer) m.get("qty")).sum();
        ctx.put("total", total);
        try {
            System.out.println(new ModelTemplateEngine(true).render("Total: {{total|cents}} for {{user.name}}", ctx));
        } catch (TemplateException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
