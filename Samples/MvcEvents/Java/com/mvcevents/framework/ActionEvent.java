package com.mvcevents.framework;

import androidx.annotation.Nullable;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A user action sent from a view to the controller: what happened ({@link #action}, one of the
 * app's action constants), who sent it, and any form data the view collected.
 *
 * <p>Fields are public so views can fill the event in place, as the framework's examples do.
 */
public class ActionEvent {

    /** The action constant. */
    public int action;
    /** The view that sent the event; replies are delivered to it if it listens for them. */
    public Object sender;
    /** Optional string data from the view (form fields, ids); may be {@code null}. */
    public Map<String, String> viewData;
    /** Free-form integer, e.g. a list position or a sort order. */
    public int tag;

    public ActionEvent(int action, Object sender) {
        this(action, sender, null, 0);
    }

    public ActionEvent(int action, Object sender, Map<String, String> viewData) {
        this(action, sender, viewData, 0);
    }

    public ActionEvent(int action, Object sender, @Nullable Map<String, String> viewData, int tag) {
        this.action = action;
        this.sender = sender;
        this.viewData = viewData;
        this.tag = tag;
    }

    /**
     * Adds one value of view data, creating the map on first use.
     *
     * @return this event, for chaining
     */
    public ActionEvent put(String key, String value) {
        if (viewData == null) {
            viewData = new LinkedHashMap<String, String>();
        }
        viewData.put(key, value);
        return this;
    }

    /** @return the view data for {@code key}, or {@code null} */
    @Nullable
    public String getViewData(String key) {
        return viewData == null ? null : viewData.get(key);
    }

    /** @return the view data for {@code key}, or {@code defaultValue} if absent */
    public String getViewData(String key, String defaultValue) {
        String value = getViewData(key);
        return value != null ? value : defaultValue;
    }

    @Override
    public String toString() {
        return "ActionEvent{action=" + action + ", tag=" + tag + ", viewData=" + viewData + "}";
    }
}
