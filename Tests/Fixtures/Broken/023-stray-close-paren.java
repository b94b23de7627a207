class StrayCloseParen {
    void f() {
        int x = 1);
    }
}
