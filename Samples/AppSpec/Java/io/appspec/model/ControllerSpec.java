package io.appspec.model;

import androidx.annotation.Nullable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * One screen or container of screens. Container types (navigation, tabs, split) hold child
 * controllers; content types hold components. Children know their parent.
 */
public class ControllerSpec {

    /** Controller types. */
    public enum Type {
        NAVIGATION(true),
        TAB(true) {
            @Override
            public int maxChildren() {
                return 5;
            }
        },
        SPLIT(true) {
            @Override
            public int maxChildren() {
                return 2;
            }
        },
        TABLE(false),
        DETAIL(false),
        WEB(false);

        private final boolean container;

        Type(boolean container) {
            this.container = container;
        }

        /** @return whether this type holds child controllers instead of components */
        public boolean isContainer() {
            return container;
        }

        /** @return how many child controllers are allowed */
        public int maxChildren() {
            return container ? Integer.MAX_VALUE : 0;
        }
    }

    /** Callback for {@link #walk(Visitor)}. */
    public interface Visitor {
        /**
         * @param controller the controller visited
         * @param depth      0 for the controller {@code walk} was called on
         */
        void visit(ControllerSpec controller, int depth);
    }

    private final String id;
    private final Type type;
    @Nullable private String title;
    @Nullable private Integer tintColor;
    @Nullable private ControllerSpec parent;
    private final List<ControllerSpec> children = new ArrayList<>();
    private final List<ComponentSpec> components = new ArrayList<>();

    public ControllerSpec(String id, Type type) {
        this.id = id;
        this.type = type;
    }

    public String getId() { return id; }

    public Type getType() { return type; }

    @Nullable
    public String getTitle() { return title; }

    public void setTitle(@Nullable String title) { this.title = title; }

    /** @return the tint colour, or {@code null} to inherit the parent's */
    @Nullable
    public Integer getTintColor() { return tintColor; }

    public void setTintColor(@Nullable Integer tintColor) { this.tintColor = tintColor; }

    /** @return the tint to use: own, else the nearest ancestor's, else {@code fallback} */
    public int effectiveTint(int fallback) {
        for (ControllerSpec c = this; c != null; c = c.parent) {
            if (c.tintColor != null) {
                return c.tintColor;
            }
        }
        return fallback;
    }

    @Nullable
    public ControllerSpec getParent() { return parent; }

    public List<ControllerSpec> getChildren() { return Collections.unmodifiableList(children); }

    public List<ComponentSpec> getComponents() { return Collections.unmodifiableList(components); }

    /**
     * Adds a child controller.
     *
     * @throws IllegalStateException if this type cannot hold (more) children, or {@code child}
     *                               already has a parent
     */
    public void addChild(ControllerSpec child) {
        if (children.size() >= type.maxChildren()) {
            throw new IllegalStateException(type + " '" + id + "' allows " + type.maxChildren() + " children");
        }
        if (child.parent != null) {
            throw new IllegalStateException("'" + child.id + "' already belongs to '" + child.parent.id + "'");
        }
        child.parent = this;
        children.add(child);
    }

    /** @throws IllegalStateException if this is a container type */
    public void addComponent(ComponentSpec component) {
        if (type.isContainer()) {
            throw new IllegalStateException(type + " '" + id + "' cannot hold components");
        }
        components.add(component);
    }

    /** @return the ids from the root down to this controller, joined with '/' */
    public String getPath() {
        return parent == null ? id : parent.getPath() + "/" + id;
    }

    /** @return 0 for the root */
    public int depth() {
        int d = 0;
        for (ControllerSpec p = parent; p != null; p = p.parent) {
            d++;
        }
        return d;
    }

    /** @return this controller or a descendant with that id, or {@code null} */
    @Nullable
    public ControllerSpec find(String controllerId) {
        if (id.equals(controllerId)) {
            return this;
        }
        for (ControllerSpec child : children) {
            ControllerSpec found = child.find(controllerId);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** Visits this controller and its descendants, depth first. */
    public void walk(Visitor visitor) {
        walk(visitor, 0);
    }

    private void walk(Visitor visitor, int depth) {
        visitor.visit(this, depth);
        for (ControllerSpec child : children) {
            child.walk(visitor, depth + 1);
        }
    }

    /** @return every component of this subtree, depth first */
    public List<ComponentSpec> allComponents() {
        final List<ComponentSpec> out = new ArrayList<>();
        walk((controller, depth) -> {
            for (ComponentSpec c : controller.components) {
                c.collect(out);
            }
        });
        return out;
    }

    @Override
    public String toString() {
        return type.name().toLowerCase(Locale.ROOT) + " '" + id + "'" + (title != null ? " \"" + title + "\"" : "");
    }
}
