class StrayCloseBrace {
    void f() {
        int a = 1;
        }
        a = 2;
    }
}
