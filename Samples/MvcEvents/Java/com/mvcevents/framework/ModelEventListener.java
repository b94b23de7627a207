package com.mvcevents.framework;

/**
 * Receives the controller's answers. Implemented by views (activities, fragments, adapters).
 */
public interface ModelEventListener {

    /** Called with a successful answer to an action this listener sent. */
    void onReceiveSuccess(ModelEvent event);

    /** Called with a failed answer to an action this listener sent. */
    void onReceiveError(ModelEvent event);

    /**
     * Whether the listener can take answers now; a paused screen returns {@code false} and the
     * answer is dropped.
     */
    default boolean isListening() {
        return true;
    }
}
