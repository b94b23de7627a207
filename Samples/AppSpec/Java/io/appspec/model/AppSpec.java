package io.appspec.model;

import androidx.annotation.Nullable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A whole app as described by its JSON spec: metadata, localised strings and the controller
 * tree.
 */
public class AppSpec {

    /** Prefix of a reference into {@link #getStrings()}. */
    public static final String STRING_REF = "@string/";

    private final String name;
    private final int version;
    @Nullable private final String iconName;
    private final int themeColor;
    private final ControllerSpec root;
    private final Map<String, String> strings;

    public AppSpec(String name, int version, @Nullable String iconName, int themeColor, ControllerSpec root,
                   Map<String, String> strings) {
        this.name = name;
        this.version = version;
        this.iconName = iconName;
        this.themeColor = themeColor;
        this.root = root;
        this.strings = Collections.unmodifiableMap(new LinkedHashMap<>(strings));
    }

    public String getName() { return name; }

    public int getVersion() { return version; }

    /** @return the icon asset name, or {@code null} for the default icon */
    @Nullable
    public String getIconName() { return iconName; }

    public int getThemeColor() { return themeColor; }

    public ControllerSpec getRoot() { return root; }

    public Map<String, String> getStrings() { return strings; }

    /** @return the version as "major.minor.patch", from the packed form major*10000+minor*100+patch */
    public String getVersionName() {
        return version / 10000 + "." + version / 100 % 100 + "." + version % 100;
    }

    /** @return the controller with that id, or {@code null} */
    @Nullable
    public ControllerSpec findController(String id) {
        return root.find(id);
    }

    /** @return the component with that id anywhere in the app, or {@code null} */
    @Nullable
    public ComponentSpec findComponent(int id) {
        for (ComponentSpec c : root.allComponents()) {
            if (c.getId() == id) {
                return c;
            }
        }
        return null;
    }

    /**
     * Resolves "@string/key" references; other text is returned unchanged.
     *
     * @return the resolved text, or the reference itself if the key is missing
     */
    @Nullable
    public String localize(@Nullable String text) {
        if (text == null || !text.startsWith(STRING_REF)) {
            return text;
        }
        String value = strings.get(text.substring(STRING_REF.length()));
        return value != null ? value : text;
    }

    /**
     * Checks cross-references the parser cannot: unique ids, existing action targets, resolvable
     * strings.
     *
     * @return the problems found, empty if the spec is consistent
     */
    public List<String> validate() {
        final List<String> problems = new ArrayList<>();
        final Set<String> controllerIds = new HashSet<>();
        root.walk((c, depth) -> {
            if (!controllerIds.add(c.getId())) {
                problems.add("duplicate controller id '" + c.getId() + "'");
            }
            String title = localize(c.getTitle());
            if (title != null && title.startsWith(STRING_REF)) {
                problems.add("unresolved title " + title + " in " + c.getPath());
            }
            if (c.getParent() != null && c.getParent().getType() == ControllerSpec.Type.TAB && title == null) {
                problems.add("tab '" + c.getId() + "' has no title");
            }
        });
        Set<Integer> componentIds = new HashSet<>();
        for (ComponentSpec comp : root.allComponents()) {
            if (!componentIds.add(comp.getId())) {
                problems.add("duplicate component id " + comp.getId());
            }
            if (comp.getAction() != null && !controllerIds.contains(comp.getAction())) {
                problems.add("component " + comp.getId() + " opens unknown controller '" + comp.getAction() + "'");
            }
        }
        return problems;
    }

    /** @return an indented outline of the controller tree, one controller per line */
    public String outline() {
        final StringBuilder sb = new StringBuilder();
        sb.append(name).append(' ').append(getVersionName()).append('\n');
        root.walk((c, depth) -> {
            for (int i = 0; i <= depth; i++) {
                sb.append("  ");
            }
            sb.append(c.getType().name().charAt(0)).append(' ').append(c.getId());
            String title = localize(c.getTitle());
            if (title != null) {
                sb.append(" \"").append(title).append('"');
            }
            sb.append(" tint=").append(Colors.toHex(c.effectiveTint(themeColor)));
            if (!c.getComponents().isEmpty()) {
                sb.append(" [").append(c.getComponents().size()).append(" components]");
            }
            sb.append('\n');
        });
        return sb.toString();
    }
}
