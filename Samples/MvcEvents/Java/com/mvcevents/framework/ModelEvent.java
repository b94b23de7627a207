package com.mvcevents.framework;

import androidx.annotation.Nullable;

/**
 * The controller's answer to an {@link ActionEvent}: the original event, the resulting model
 * data, and a result code with a message.
 */
public class ModelEvent {

    public static final int CODE_OK = 0;
    public static final int CODE_NETWORK_ERROR = 1;
    public static final int CODE_TIMEOUT = 2;
    public static final int CODE_HTTP_ERROR = 3;
    public static final int CODE_PARSE_ERROR = 4;
    public static final int CODE_BAD_REQUEST = 5;
    public static final int CODE_NOT_FOUND = 6;
    public static final int CODE_INTERNAL = 99;

    /** The event this answers. */
    public ActionEvent actionEvent;
    /** The result; its type depends on the action. */
    public Object modelData;
    /** {@link #CODE_OK} or one of the error codes. */
    public int modelCode;
    /** Human-readable detail, mainly for errors. */
    public String modelMessage;

    public ModelEvent(ActionEvent actionEvent, Object modelData, int modelCode, String modelMessage) {
        this.actionEvent = actionEvent;
        this.modelData = modelData;
        this.modelCode = modelCode;
        this.modelMessage = modelMessage;
    }

    /** @return a successful answer carrying {@code data} */
    public static ModelEvent success(ActionEvent event, Object data) {
        return new ModelEvent(event, data, CODE_OK, "OK");
    }

    /** @return a failed answer */
    public static ModelEvent error(ActionEvent event, int code, String message) {
        return new ModelEvent(event, null, code, message);
    }

    public boolean isSuccess() {
        return modelCode == CODE_OK;
    }

    /**
     * Typed access to the model data.
     *
     * @param type the expected class
     * @return the data, or {@code null} if it is absent or of another type
     */
    @Nullable
    public <T> T getModelData(Class<T> type) {
        return type.isInstance(modelData) ? type.cast(modelData) : null;
    }

    /** @return a short name for {@code code} */
    public static String codeName(int code) {
        switch (code) {
            case CODE_OK: return "OK";
            case CODE_NETWORK_ERROR: return "NETWORK";
            case CODE_TIMEOUT: return "TIMEOUT";
            case CODE_HTTP_ERROR: return "HTTP";
            case CODE_PARSE_ERROR: return "PARSE";
            case CODE_BAD_REQUEST: return "BAD_REQUEST";
            case CODE_NOT_FOUND: return "NOT_FOUND";
            default: return "CODE_" + code;
        }
    }

    @Override
    public String toString() {
        return "ModelEvent{" + codeName(modelCode) + ", action=" + (actionEvent != null ? actionEvent.action : -1)
                + ", message=" + modelMessage + "}";
    }
}
