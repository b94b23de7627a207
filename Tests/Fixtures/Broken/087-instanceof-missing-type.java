class InstanceofMissingType {
    boolean f(Object o) {
        return o instanceof;
    }
}
