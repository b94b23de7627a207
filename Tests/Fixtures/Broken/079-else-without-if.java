class ElseWithoutIf {
    void f(int x) {
        x = 1;
        else {
            x = 2;
        }
    }
}
