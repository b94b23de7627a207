class TryWithoutCatch {
    void f() {
        try {
            System.out.println("x");
        }
        int y = 0;
    }
}
