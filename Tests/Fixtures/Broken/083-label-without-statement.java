class LabelWithoutStatement {
    void f() {
        outer:
    }
}
