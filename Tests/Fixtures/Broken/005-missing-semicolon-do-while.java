class MissingSemicolonDoWhile {
    void f(int x) {
        do {
            x--;
        } while (x > 0)
    }
}
