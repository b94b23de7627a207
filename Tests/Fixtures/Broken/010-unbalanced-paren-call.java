class UnbalancedCall {
    void f() {
        System.out.println(max(1, 2);
    }
    int max(int a, int b) { return a > b ? a : b; }
}
