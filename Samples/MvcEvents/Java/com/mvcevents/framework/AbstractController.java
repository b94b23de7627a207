package com.mvcevents.framework;

import android.util.Log;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Base class of the app's single controller. Views send {@link ActionEvent}s with
 * {@link #sendActionEvent(ActionEvent)}; the controller does the work (often on a background
 * thread) and answers through {@link #onReceiveSuccess(ModelEvent)} or
 * {@link #onReceiveError(ModelEvent)}, which route the answer back to the event's sender.
 *
 * <p>The app registers how to build its controller once, in {@code Application.onCreate()},
 * with {@link #setControllerFactory(Supplier)}; {@link #getController()} creates it lazily.
 */
public abstract class AbstractController implements ActionEventListener, ModelEventListener {

    private static final String TAG = "AbstractController";

    private static AbstractController sController;
    private static Supplier<? extends AbstractController> sFactory;

    private final List<ModelEventListener> broadcastListeners = new ArrayList<>();
    private int sentCount;
    private int deliveredCount;
    private int droppedCount;

    /**
     * Sets how the singleton is created. Has no effect once it exists.
     *
     * @param factory creates the app's controller
     */
    public static synchronized void setControllerFactory(Supplier<? extends AbstractController> factory) {
        sFactory = factory;
    }

    /**
     * @return the app's controller, created on first use
     * @throws IllegalStateException if no factory was set
     */
    public static synchronized AbstractController getController() {
        if (sController == null) {
            if (sFactory == null) {
                throw new IllegalStateException("setControllerFactory() was not called");
            }
            sController = sFactory.get();
        }
        return sController;
    }

    /** Forgets the singleton; for tests. */
    static synchronized void reset() {
        sController = null;
    }

    /**
     * Sends an action to the controller. Runtime failures in the handler are answered as
     * {@link ModelEvent#CODE_INTERNAL} errors instead of crashing the view.
     *
     * @param event the action
     */
    public final void sendActionEvent(ActionEvent event) {
        sentCount++;
        Log.d(TAG, "action " + event.action + " from " + (event.sender == null ? "nobody"
                : event.sender.getClass().getSimpleName()));
        try {
            handleActionEvent(event);
        } catch (RuntimeException e) {
            Log.e(TAG, "action " + event.action + " failed", e);
            onReceiveError(ModelEvent.error(event, ModelEvent.CODE_INTERNAL,
                    e.getClass().getSimpleName() + ": " + e.getMessage()));
        }
    }

    @Override
    public void onActionEvent(ActionEvent event) {
        sendActionEvent(event);
    }

    /**
     * Does the work for one action. Must eventually answer with {@link #onReceiveSuccess} or
     * {@link #onReceiveError}, on the main thread.
     */
    protected abstract void handleActionEvent(ActionEvent event);

    /** Routes a successful answer to the sender of its action. */
    @Override
    public void onReceiveSuccess(ModelEvent event) {
        ModelEventListener target = listenerOf(event);
        if (target != null) {
            deliveredCount++;
            target.onReceiveSuccess(event);
        }
        for (ModelEventListener l : broadcastListeners) {
            if (l != target && l.isListening()) {
                l.onReceiveSuccess(event);
            }
        }
    }

    /** Routes a failed answer to the sender of its action. */
    @Override
    public void onReceiveError(ModelEvent event) {
        switch (event.modelCode) {
            case ModelEvent.CODE_NETWORK_ERROR:
            case ModelEvent.CODE_TIMEOUT:
                Log.w(TAG, "network problem: " + event.modelMessage);
                break;
            case ModelEvent.CODE_INTERNAL:
                Log.e(TAG, "internal error: " + event.modelMessage);
                break;
            default:
                Log.i(TAG, "error " + event.modelCode + ": " + event.modelMessage);
        }
        ModelEventListener target = listenerOf(event);
        if (target != null) {
            deliveredCount++;
            target.onReceiveError(event);
        }
    }

    private ModelEventListener listenerOf(ModelEvent event) {
        Object sender = event.actionEvent == null ? null : event.actionEvent.sender;
        if (sender instanceof ModelEventListener && ((ModelEventListener) sender).isListening()) {
            return (ModelEventListener) sender;
        }
        droppedCount++;
        Log.w(TAG, "answer dropped, sender cannot receive it: " + sender);
        return null;
    }

    /** Registers a listener that also receives every successful answer. */
    public void addBroadcastListener(ModelEventListener l) {
        if (!broadcastListeners.contains(l)) {
            broadcastListeners.add(l);
        }
    }

    public void removeBroadcastListener(ModelEventListener l) {
        broadcastListeners.remove(l);
    }

    /** @return "sent/delivered/dropped" counters, for the debug screen */
    public String stats() {
        return sentCount + " sent, " + deliveredCount + " delivered, " + droppedCount + " dropped";
    }
}
