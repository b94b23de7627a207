class LocalAccessModifier {
    void f() {
        public int x = 1;
    }
}
