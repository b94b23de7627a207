class MethodParamMissingName {
    void f(int) {
    }
}
