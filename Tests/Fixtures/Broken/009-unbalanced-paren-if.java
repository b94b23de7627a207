class UnbalancedParen {
    void f(int x) {
        if ((x > 1) {
            x = 0;
        }
    }
}
