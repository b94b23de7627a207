class VarargsNotLast {
    void f(int... a, int b) {
    }
}
