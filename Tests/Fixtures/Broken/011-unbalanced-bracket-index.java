class UnbalancedBracket {
    void f() {
        int[] a = new int[3];
        a[0 = 1;
    }
}
