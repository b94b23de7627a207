class StrayCloseBracket {
    void f(int[] a) {
        int x = a[0]];
    }
}
