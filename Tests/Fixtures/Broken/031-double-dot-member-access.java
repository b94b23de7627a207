class DoubleDot {
    void f() {
        System..out.println("x");
    }
}
