class UnderscoreIdentifier {
    void f() {
        int _ = 1;
    }
}
