package io.appspec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.appspec.json.MiniJson;
import io.appspec.model.AppSpec;
import io.appspec.model.Colors;
import io.appspec.model.ComponentSpec;
import io.appspec.model.ControllerSpec;
import io.appspec.model.SpecException;
import io.appspec.model.SpecParser;

/**
 * Deterministic run of the app-spec model: parse a bundled JSON spec, walk and validate it,
 * decode colours, and show the errors for a set of broken specs. Output is ASCII only.
 */
public class AppSpecDemo {

    static final String SPEC = "{\n"
            + "  \"name\": \"Campus Guide\", \"version\": 20304, \"themeColor\": \"#3F51B5\",\n"
            + "  \"strings\": {\"home_title\": \"Home\", \"map_title\": \"Campus map\", \"count\": 3},\n"
            + "  \"root\": {\"id\": \"nav\", \"type\": \"navigation\", \"children\": [\n"
            + "    {\"id\": \"tabs\", \"type\": \"tab\", \"tint\": \"#80FF8800\", \"children\": [\n"
            + "      {\"id\": \"home\", \"type\": \"table\", \"title\": \"@string/home_title\", \"components\": [\n"
            + "        {\"id\": 1, \"kind\": \"label\", \"properties\": {\"text\": \"Caf\\u00e9 \\ud83d\\ude00\","
            + " \"fontSize\": 17.5, \"color\": \"#abc\"}},\n"
            + "        {\"id\": 2.0, \"kind\": \"button\", \"action\": \"detail\", \"properties\":"
            + " {\"text\": \"Open\", \"enabled\": \"yes\", \"color\": \"FFFFFFFF\"}},\n"
            + "        {\"id\": 3, \"kind\": \"container\", \"children\": [\n"
            + "          {\"id\": 4, \"kind\": \"image\", \"properties\": {\"src\": \"logo.png\", \"width\": \"120\","
            + " \"tint\": \"#zz1234\"}},\n"
            + "          {\"id\": 5, \"kind\": \"textField\", \"properties\": {\"hint\": \"Search\\tall\","
            + " \"maxLength\": -1e2, \"color\": \"#7F000000\"}}\n"
            + "        ]}\n"
            + "      ]},\n"
            + "      {\"id\": \"map\", \"type\": \"web\", \"title\": \"@string/map_title\", \"tint\": \"#00AA00\","
            + " \"components\": [\n"
            + "        {\"id\": 6, \"kind\": \"web-view\", \"properties\": {\"url\": \"https://example.edu/map\"}}\n"
            + "      ]},\n"
            + "      {\"id\": \"more\", \"type\": \"detail\", \"components\": [\n"
            + "        {\"id\": 2, \"kind\": \"button\", \"action\": \"settings\", \"properties\": {\"enabled\": true}}\n"
            + "      ]}\n"
            + "    ]},\n"
            + "    {\"id\": \"detail\", \"type\": \"detail\", \"title\": \"@string/missing\", \"components\": []},\n"
            + "    {\"id\": \"split\", \"type\": \"SPLIT\", \"children\": [\n"
            + "      {\"id\": \"home\", \"type\": \"table\", \"title\": \"Dup\"}\n"
            + "    ]}\n"
            + "  ]}\n"
            + "}\n";

    static String ascii(Object o) {
        String s = String.valueOf(o);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\t') {
                sb.append("\\t");
            } else if (c < 0x20 || c > 0x7e) {
                sb.append("\\u").append(Integer.toHexString(c | 0x10000).substring(1));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static void p(Object o) {
        System.out.println(ascii(o));
    }

    public static void main(String[] args) throws SpecException {
        Map<String, Object> json = MiniJson.parseObject(SPEC);
        AppSpec app = SpecParser.parse(json);
        p("app: " + app.getName() + " v" + app.getVersion() + " (" + app.getVersionName() + ") icon="
                + app.getIconName() + " theme=" + Colors.toHex(app.getThemeColor()) + " strings="
                + app.getStrings());
        System.out.print(app.outline());

        p("== controllers ==");
        final List<String> lines = new ArrayList<>();
        app.getRoot().walk((c, depth) -> lines.add(depth + " " + c + " path=" + c.getPath() + " depth()="
                + c.depth() + " container=" + c.getType().isContainer() + " max=" + c.getType().maxChildren()
                + " tint=" + c.getTintColor()));
        for (String line : lines) {
            p(line);
        }
        ControllerSpec home = app.findController("home");
        p("find home: " + home.getPath() + " parent=" + home.getParent() + " ; find nope: " + app.findController("nope"));

        p("== components ==");
        for (ComponentSpec c : app.getRoot().allComponents()) {
            p(c);
            p("   text=" + c.getString("text") + " size=" + c.getInt("fontSize", 12) + " width=" + c.getInt("width", 0)
                    + " max=" + c.getInt("maxLength", 0) + " enabled=" + c.getBoolean("enabled")
                    + " color=" + Colors.toHex(c.getColor("color"))
                    + " tint=" + Colors.toHex(c.getColor("tint")));
        }
        ComponentSpec label = app.findComponent(1);
        String text = label.getString("text");
        p("label text length=" + text.length() + " codePoints=" + text.codePointCount(0, text.length())
                + " last unit=" + (int) text.charAt(text.length() - 1));
        ComponentSpec container = app.findComponent(3);
        p("container finds 5: " + container.findById(5) + " ; finds 1: " + container.findById(1));
        p("findComponent(99)=" + app.findComponent(99));

        p("== validation ==");
        for (String problem : app.validate()) {
            p("- " + problem);
        }

        p("== colours ==");
        String[] colours = {"#FF8800", "#80FF8800", "#abc", "FFFFFFFF", "#00000000", "#7fffffff", " #123456 ",
                "#12345", "#GG0000", "", "#-12345"};
        for (String c : colours) {
            try {
                int argb = ComponentSpec.parseColor(c);
                p("'" + c + "' -> " + argb + " " + Colors.toHex(argb) + " alpha=" + Colors.alpha(argb)
                        + " lum=" + Colors.luminance(argb) + " r=" + (argb >> 16 & 0xFF) + " signedShift=" + (argb >> 24)
                        + " dark=" + Colors.prefersDarkText(argb) + " flat=" + Colors.toHex(Colors.flatten(argb, -1)));
            } catch (NumberFormatException e) {
                p("'" + c + "' -> NumberFormatException");
            } catch (IllegalArgumentException e) {
                p("'" + c + "' -> " + e.getMessage());
            }
        }
        p("kinds: " + ComponentSpec.Kind.fromJson("textField") + " " + ComponentSpec.Kind.fromJson("web-view")
                + " " + ComponentSpec.Kind.fromJson("LIST"));

        p("== builder ==");
        ComponentSpec a = new ComponentSpec.Builder(10, ComponentSpec.Kind.LIST)
                .child(new ComponentSpec.Builder(11, ComponentSpec.Kind.LABEL).property("text", "row").build())
                .property("rows", 3).build();
        ComponentSpec b = new ComponentSpec.Builder(10, ComponentSpec.Kind.LIST)
                .child(new ComponentSpec.Builder(11, ComponentSpec.Kind.LABEL).property("text", "row").build())
                .property("rows", 3).build();
        p(a + " equals twin: " + a.equals(b) + " same hash: " + (a.hashCode() == b.hashCode()));
        try {
            new ComponentSpec.Builder(12, ComponentSpec.Kind.BUTTON).child(a).build();
        } catch (IllegalStateException e) {
            p("error: " + e.getMessage());
        }
        ControllerSpec tabs = app.findController("tabs");
        try {
            tabs.addChild(home);
        } catch (IllegalStateException e) {
            p("error: " + e.getMessage());
        }

        p("== broken specs ==");
        StringBuilder deep = new StringBuilder("{\"name\":\"Deep\",\"root\":");
        for (int i = 0; i < 10; i++) {
            deep.append("{\"id\":\"n").append(i).append("\",\"type\":\"navigation\",\"children\":[");
        }
        for (int i = 0; i < 10; i++) {
            deep.append("]}");
        }
        deep.append('}');
        String sixTabs = "{\"name\":\"T\",\"root\":{\"id\":\"t\",\"type\":\"tab\",\"children\":["
                + "{\"id\":\"a\",\"type\":\"web\"},{\"id\":\"b\",\"type\":\"web\"},{\"id\":\"c\",\"type\":\"web\"},"
                + "{\"id\":\"d\",\"type\":\"web\"},{\"id\":\"e\",\"type\":\"web\"},{\"id\":\"f\",\"type\":\"web\"}]}}";
        String[] broken = {
                "{\"name\": \"X\"}",
                "{\"root\": {}}",
                "{\"name\": \"X\", \"root\": {\"id\": \"r\", \"type\": \"carousel\"}}",
                "{\"name\": \"X\", \"root\": {\"id\": \"r\", \"type\": \"table\", \"children\": [{\"id\": \"c\", \"type\": \"web\"}]}}",
                "{\"name\": \"X\", \"root\": {\"id\": \"r\", \"type\": \"navigation\", \"components\": [{\"id\": 1, \"kind\": \"label\"}]}}",
                "{\"name\": \"X\", \"root\": {\"id\": \"r\", \"type\": \"detail\", \"components\": [{\"id\": 1.5, \"kind\": \"label\"}]}}",
                "{\"name\": \"X\", \"root\": {\"id\": \"r\", \"type\": \"detail\", \"components\": [{\"id\": 3e10, \"kind\": \"label\"}]}}",
                "{\"name\": \"X\", \"root\": {\"id\": \"r\", \"type\": \"detail\", \"components\": [{\"id\": \"7\", \"kind\": \"label\"}]}}",
                "{\"name\": \"X\", \"root\": {\"id\": \"r\", \"type\": \"detail\", \"components\": [{\"id\": 7, \"kind\": \"slider\"}]}}",
                "{\"name\": \"X\", \"root\": {\"id\": \"r\", \"type\": \"detail\", \"components\": [{\"id\": 7, \"kind\": \"label\", \"children\": [{\"id\": 8, \"kind\": \"label\"}]}]}}",
                "{\"name\": \"X\", \"themeColor\": \"blue\", \"root\": {\"id\": \"r\", \"type\": \"web\"}}",
                "{\"name\": \"X\", \"root\": {\"id\": \"r\", \"type\": \"web\", \"tint\": \"#12\"}}",
                "{\"name\": 5, \"root\": {\"id\": \"r\", \"type\": \"web\"}}",
                "{\"name\": \"X\", \"root\": [1, 2]}",
                "{\"name\": \"X\", \"root\": {\"id\": \"r\", \"type\": \"web\", \"children\": {}}}",
                deep.toString(),
                sixTabs,
                "{\"a\":}",
                "[1, 2",
                "{\"a\": \"\\x\"}",
                "tru",
                "{\"a\": 1} x",
                "-",
                "{\"a\": \"\\u12G4\"}",
                "[1, 2]",
        };
        for (String s : broken) {
            try {
                AppSpec spec = SpecParser.parse(MiniJson.parseObject(s));
                p("parsed?! " + spec.getName());
            } catch (SpecException e) {
                p("spec error at " + e.getPath() + ": " + e.getMessage()
                        + (e.getCause() != null ? " [cause " + e.getCause().getClass().getSimpleName() + "]" : ""));
            } catch (MiniJson.ParseException e) {
                p("json error @" + e.getOffset() + ": " + e.getMessage());
            }
        }
        Object scalar = MiniJson.parse(" [true, false, null, -0.5, 1e3, \"\\\"q\\\"\\/\\n\", {}] ");
        p("scalars: " + scalar);
    }
}
