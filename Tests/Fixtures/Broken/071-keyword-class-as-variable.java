class KeywordClassVar {
    void f() {
        int class = 1;
    }
}
