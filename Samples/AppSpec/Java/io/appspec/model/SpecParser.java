package io.appspec.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * Builds an {@link AppSpec} from the untyped JSON tree (maps, lists, strings, doubles).
 */
public final class SpecParser {

    /** Deepest allowed controller nesting; guards against cyclic or runaway specs. */
    public static final int MAX_DEPTH = 8;

    private SpecParser() {
    }

    /**
     * @param json the spec's root object
     * @return the app spec
     * @throws SpecException with the JSON path of the first problem
     */
    public static AppSpec parse(Map<String, Object> json) throws SpecException {
        String name = requireString(json, "name", "$");
        int version = json.containsKey("version") ? toInt(json.get("version"), "$.version") : 1;
        String icon = optString(json, "icon", "$");
        int theme = ComponentSpec.DEFAULT_COLOR;
        String themeText = optString(json, "themeColor", "$");
        if (themeText != null) {
            try {
                theme = ComponentSpec.parseColor(themeText);
            } catch (IllegalArgumentException e) {
                throw new SpecException("$.themeColor", "bad colour '" + themeText + "'", e);
            }
        }
        Map<String, String> strings = new LinkedHashMap<>();
        Map<String, Object> rawStrings = optMap(json, "strings", "$");
        if (rawStrings != null) {
            for (Map.Entry<String, Object> e : rawStrings.entrySet()) {
                strings.put(e.getKey(), String.valueOf(e.getValue()));
            }
        }
        Map<String, Object> rootJson = optMap(json, "root", "$");
        if (rootJson == null) {
            throw new SpecException("$.root", "missing");
        }
        return new AppSpec(name, version, icon, theme, parseController(rootJson, "$.root", 0), strings);
    }

    private static ControllerSpec parseController(Map<String, Object> json, String path, int depth)
            throws SpecException {
        if (depth > MAX_DEPTH) {
            throw new SpecException(path, "nested deeper than " + MAX_DEPTH);
        }
        String id = requireString(json, "id", path);
        ControllerSpec.Type type;
        String typeName = requireString(json, "type", path);
        try {
            type = ControllerSpec.Type.valueOf(typeName.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new SpecException(path + ".type", "unknown controller type '" + typeName + "'");
        }
        ControllerSpec controller = new ControllerSpec(id, type);
        controller.setTitle(optString(json, "title", path));
        String tint = optString(json, "tint", path);
        if (tint != null) {
            try {
                controller.setTintColor(ComponentSpec.parseColor(tint));
            } catch (IllegalArgumentException e) {
                throw new SpecException(path + ".tint", "bad colour '" + tint + "'", e);
            }
        }
        List<Object> children = optList(json, "children", path);
        if (children != null) {
            for (int i = 0; i < children.size(); i++) {
                String childPath = path + ".children[" + i + "]";
                ControllerSpec child = parseController(asMap(children.get(i), childPath), childPath, depth + 1);
                try {
                    controller.addChild(child);
                } catch (IllegalStateException e) {
                    throw new SpecException(childPath, e.getMessage());
                }
            }
        }
        List<Object> components = optList(json, "components", path);
        if (components != null) {
            for (int i = 0; i < components.size(); i++) {
                String compPath = path + ".components[" + i + "]";
                try {
                    controller.addComponent(parseComponent(asMap(components.get(i), compPath), compPath));
                } catch (IllegalStateException e) {
                    throw new SpecException(compPath, e.getMessage());
                }
            }
        }
        return controller;
    }

    private static ComponentSpec parseComponent(Map<String, Object> json, String path) throws SpecException {
        int id = toInt(json.get("id"), path + ".id");
        String kindName = requireString(json, "kind", path);
        ComponentSpec.Kind kind;
        try {
            kind = ComponentSpec.Kind.fromJson(kindName);
        } catch (IllegalArgumentException e) {
            throw new SpecException(path + ".kind", "unknown kind '" + kindName + "'");
        }
        ComponentSpec.Builder b = new ComponentSpec.Builder(id, kind).action(optString(json, "action", path));
        Map<String, Object> props = optMap(json, "properties", path);
        if (props != null) {
            for (Map.Entry<String, Object> e : props.entrySet()) {
                b.property(e.getKey(), e.getValue());
            }
        }
        List<Object> children = optList(json, "children", path);
        if (children != null) {
            for (int i = 0; i < children.size(); i++) {
                String childPath = path + ".children[" + i + "]";
                b.child(parseComponent(asMap(children.get(i), childPath), childPath));
            }
        }
        try {
            return b.build();
        } catch (IllegalStateException e) {
            throw new SpecException(path, e.getMessage());
        }
    }

    /** JSON numbers arrive as doubles; ids must be whole and fit in an int. */
    static int toInt(Object value, String path) throws SpecException {
        if (!(value instanceof Number)) {
            throw new SpecException(path, "expected a number, got " + (value == null ? "nothing" : value));
        }
        double d = ((Number) value).doubleValue();
        if (d != Math.floor(d) || d < Integer.MIN_VALUE || d > Integer.MAX_VALUE) {
            throw new SpecException(path, "not an int: " + d);
        }
        return (int) d;
    }

    private static String requireString(Map<String, Object> json, String key, String path) throws SpecException {
        String s = optString(json, key, path);
        if (s == null || s.isEmpty()) {
            throw new SpecException(path + "." + key, "missing");
        }
        return s;
    }

    private static String optString(Map<String, Object> json, String key, String path) throws SpecException {
        Object v = json.get(key);
        if (v == null || v instanceof String) {
            return (String) v;
        }
        throw new SpecException(path + "." + key, "expected a string");
    }

    private static Map<String, Object> optMap(Map<String, Object> json, String key, String path) throws SpecException {
        Object v = json.get(key);
        return v == null ? null : asMap(v, path + "." + key);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asMap(Object v, String path) throws SpecException {
        if (!(v instanceof Map)) {
            throw new SpecException(path, "expected an object");
        }
        return (Map<String, Object>) v;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> optList(Map<String, Object> json, String key, String path) throws SpecException {
        Object v = json.get(key);
        if (v == null) {
            return null;
        }
        if (!(v instanceof List)) {
            throw new SpecException(path + "." + key, "expected an array");
        }
        return (List<Object>) v;
    }
}
