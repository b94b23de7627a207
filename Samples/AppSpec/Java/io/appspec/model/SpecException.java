package io.appspec.model;

/**
 * Thrown when an app specification is malformed. Carries the JSON path of the offending value.
 */
public class SpecException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String path;

    /**
     * @param path    JSON path, e.g. {@code root.children[1].components[0].id}
     * @param message what is wrong
     */
    public SpecException(String path, String message) {
        super(path + ": " + message);
        this.path = path;
    }

    public SpecException(String path, String message, Throwable cause) {
        super(path + ": " + message, cause);
        this.path = path;
    }

    /** @return the JSON path of the offending value */
    public String getPath() {
        return path;
    }
}
