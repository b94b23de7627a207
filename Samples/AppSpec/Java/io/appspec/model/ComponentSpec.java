package io.appspec.model;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * One UI component of a screen: a numeric id, a kind, free-form properties as they came from the
 * JSON, and children for containers.
 */
public class ComponentSpec {

    /** Colour used when a colour property is missing or malformed: opaque black. */
    public static final int DEFAULT_COLOR = 0xFF000000;

    /** Component kinds. */
    public enum Kind {
        LABEL, BUTTON, IMAGE, TEXT_FIELD, LIST, CONTAINER, WEB_VIEW;

        /**
         * Accepts "textField", "text_field" or "TEXT_FIELD".
         *
         * @param name the kind as written in the JSON
         * @return the kind
         * @throws IllegalArgumentException if unknown
         */
        public static Kind fromJson(String name) {
            StringBuilder sb = new StringBuilder(name.length() + 4);
            for (int i = 0; i < name.length(); i++) {
                char c = name.charAt(i);
                if (Character.isUpperCase(c) && i > 0 && Character.isLowerCase(name.charAt(i - 1))) {
                    sb.append('_');
                }
                sb.append(c == '-' ? '_' : Character.toUpperCase(c));
            }
            return valueOf(sb.toString());
        }
    }

    private final int id;
    private final Kind kind;
    private final Map<String, Object> properties;
    private final List<ComponentSpec> children;
    @Nullable private final String action;

    private ComponentSpec(Builder b) {
        this.id = b.id;
        this.kind = b.kind;
        this.properties = Collections.unmodifiableMap(new LinkedHashMap<>(b.properties));
        this.children = Collections.unmodifiableList(new ArrayList<>(b.children));
        this.action = b.action;
    }

    public int getId() { return id; }

    @NonNull
    public Kind getKind() { return kind; }

    public Map<String, Object> getProperties() { return properties; }

    public List<ComponentSpec> getChildren() { return children; }

    /** @return id of the controller to open when tapped, or {@code null} */
    @Nullable
    public String getAction() { return action; }

    /** @return the property as text, or {@code null} if absent */
    @Nullable
    public String getString(String key) {
        Object v = properties.get(key);
        return v == null ? null : v.toString();
    }

    /**
     * @return the property as an int; JSON numbers arrive as {@code Double} and are truncated,
     * numeric strings are parsed; anything else gives {@code defaultValue}
     */
    public int getInt(String key, int defaultValue) {
        Object v = properties.get(key);
        try {
            if (v instanceof Number) {
                return ((Number) v).intValue();
            }
            return v == null ? defaultValue : Integer.parseInt(((String) v).trim());
        } catch (ClassCastException | NumberFormatException e) {
            return defaultValue;
        }
    }

    /** @return the property as a boolean; the strings "true"/"yes"/"1" count as true */
    public boolean getBoolean(String key) {
        Object v = properties.get(key);
        if (v instanceof Boolean) {
            return (Boolean) v;
        }
        if (v instanceof String) {
            String s = (String) v;
            return s.equalsIgnoreCase("true") || s.equalsIgnoreCase("yes") || s.equals("1");
        }
        return false;
    }

    /** @return the colour property as ARGB, or {@link #DEFAULT_COLOR} if absent or malformed */
    public int getColor(String key) {
        String s = getString(key);
        if (s == null) {
            return DEFAULT_COLOR;
        }
        try {
            return parseColor(s);
        } catch (IllegalArgumentException e) {
            return DEFAULT_COLOR;
        }
    }

    /**
     * Parses "#RGB", "#RRGGBB" or "#AARRGGBB" (the '#' is optional).
     *
     * @return ARGB; colours without alpha are opaque
     * @throws IllegalArgumentException (or its subclass {@link NumberFormatException}) if malformed
     */
    public static int parseColor(String text) {
        String hex = text.trim();
        if (hex.startsWith("#")) {
            hex = hex.substring(1);
        }
        switch (hex.length()) {
            case 3: {
                char[] doubled = new char[6];
                for (int i = 0; i < 3; i++) {
                    doubled[2 * i] = doubled[2 * i + 1] = hex.charAt(i);
                }
                return 0xFF000000 | Integer.parseInt(new String(doubled), 16);
            }
            case 6:
                return 0xFF000000 | Integer.parseInt(hex, 16);
            case 8:
                // Integer.parseInt would overflow for alpha >= 0x80.
                return (int) Long.parseLong(hex, 16);
            default:
                throw new IllegalArgumentException("bad colour '" + text + "'");
        }
    }

    /**
     * @param id a component id
     * @return this component or a descendant with that id, or {@code null}
     */
    @Nullable
    public ComponentSpec findById(int id) {
        if (this.id == id) {
            return this;
        }
        for (ComponentSpec child : children) {
            ComponentSpec found = child.findById(id);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** Adds this component and its descendants, depth first, to {@code out}. */
    public void collect(List<ComponentSpec> out) {
        out.add(this);
        for (ComponentSpec child : children) {
            child.collect(out);
        }
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof ComponentSpec)) return false;
        ComponentSpec that = (ComponentSpec) o;
        return id == that.id && kind == that.kind && properties.equals(that.properties)
                && children.equals(that.children)
                && (action == null ? that.action == null : action.equals(that.action));
    }

    @Override
    public int hashCode() {
        int h = id;
        h = 31 * h + kind.ordinal();
        h = 31 * h + properties.size();
        return 31 * h + children.size();
    }

    @Override
    public String toString() {
        return kind.name().toLowerCase(Locale.ROOT) + "#" + id + (action != null ? "->" + action : "") + properties
                + (children.isEmpty() ? "" : " (" + children.size() + " children)");
    }

    /** Builder for {@link ComponentSpec}. */
    public static class Builder {
        private final int id;
        private final Kind kind;
        private final Map<String, Object> properties = new LinkedHashMap<>();
        private final List<ComponentSpec> children = new ArrayList<>();
        private String action;

        public Builder(int id, Kind kind) {
            this.id = id;
            this.kind = kind;
        }

        public Builder property(String key, Object value) {
            properties.put(key, value);
            return this;
        }

        public Builder action(@Nullable String controllerId) {
            this.action = controllerId;
            return this;
        }

        public Builder child(ComponentSpec child) {
            children.add(child);
            return this;
        }

        /** @throws IllegalStateException if a non-container has children */
        public ComponentSpec build() {
            if (!children.isEmpty() && kind != Kind.CONTAINER && kind != Kind.LIST) {
                throw new IllegalStateException(kind + " #" + id + " cannot have children");
            }
            return new ComponentSpec(this);
        }
    }
}
