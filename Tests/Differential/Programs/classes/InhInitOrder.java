import java.util.ArrayList;
import java.util.List;

public class InhInitOrder {
    static final List<String> trace = new ArrayList<>();

    static void log(String s) {
        trace.add(s);
        System.out.println(String.format("%3d %s", trace.size(), s));
    }

    public static void main(String[] args) {
        log("main start");
        log("default accent: " + Theme.defaultAccent());
        log("-- first DarkTheme");
        DarkTheme d1 = new DarkTheme("night");
        log("d1 = " + d1.describe());
        log("-- second DarkTheme (no static init again)");
        DarkTheme d2 = new DarkTheme();
        log("d2 = " + d2.describe());
        log("-- first HighContrast");
        Theme h = new HighContrastTheme();
        log("h = " + h.describe());
        log("themes created: " + Theme.created + " dark created: " + DarkTheme.darkCount);
        int statics = 0;
        for (String s : trace) {
            if (s.startsWith("static")) statics++;
        }
        log("static init lines: " + statics);
        log("palette: " + Theme.palette);
    }
}

class Theme {
    static int created;
    static final List<String> palette = new ArrayList<>();
    private static final String ACCENT = computeAccent();

    static {
        InhInitOrder.log("static Theme block, created=" + created + " accent=" + ACCENT);
        palette.add("white");
    }

    protected String name = initName();
    protected int textSize;

    {
        InhInitOrder.log("instance Theme block name=" + name + " textSize=" + textSize);
        textSize = 14;
    }

    Theme(String name) {
        InhInitOrder.log("Theme(" + name + ") ctor, field name=" + this.name + " scale=" + String.format("%.2f", scale()));
        this.name = name;
        created++;
    }

    private static String computeAccent() {
        InhInitOrder.log("static Theme computeAccent, palette=" + palette);
        return "teal";
    }

    private String initName() {
        InhInitOrder.log("instance Theme initName");
        return "unnamed";
    }

    static String defaultAccent() { return ACCENT; }
    double scale() { return 1.0; }
    String describe() { return name + " text=" + textSize + String.format(" scale=%.2f", scale()); }
}

class DarkTheme extends Theme {
    static int darkCount = 0;
    static {
        InhInitOrder.log("static DarkTheme block, Theme.created=" + Theme.created);
        palette.add("black");
    }

    protected double contrast = 1.5;

    {
        InhInitOrder.log("instance DarkTheme block contrast=" + String.format("%.2f", contrast));
    }

    DarkTheme() {
        this("dark-" + (darkCount + 1));
        InhInitOrder.log("DarkTheme() no-arg ctor finished");
    }

    DarkTheme(String name) {
        super(name);
        darkCount++;
        InhInitOrder.log("DarkTheme(" + name + ") ctor textSize=" + textSize);
    }

    @Override double scale() { return contrast * 2; }
    @Override String describe() { return "dark:" + super.describe(); }
}

class HighContrastTheme extends DarkTheme {
    static {
        InhInitOrder.log("static HighContrast block, darkCount=" + darkCount);
        palette.add("yellow");
    }
    { textSize = 20; InhInitOrder.log("instance HighContrast block"); }
    HighContrastTheme() { super("hc"); contrast = 3.0; }
    @Override double scale() { return super.scale() + 1; }
    @Override String describe() { return "hc/" + super.describe(); }
}
