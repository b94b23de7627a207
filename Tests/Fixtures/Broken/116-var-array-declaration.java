class VarArray {
    void f() {
        var x[] = new int[3];
    }
}
