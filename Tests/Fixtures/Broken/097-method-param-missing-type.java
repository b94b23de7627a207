class MethodParamMissingType {
    void f(x) {
    }
}
