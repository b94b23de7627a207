package com.mvcevents.framework;

/**
 * Receives actions from views. Implemented by controllers.
 */
public interface ActionEventListener {

    /**
     * Handles one user action.
     *
     * @param event the action
     */
    void onActionEvent(ActionEvent event);
}
