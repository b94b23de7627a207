class ExtraClose {
    void f() {
    }
}
}
