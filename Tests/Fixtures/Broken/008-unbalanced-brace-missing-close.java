class MissingClose {
    void f() {
        if (true) {
            System.out.println("x");
    }
}
