class TruncatedMidMethod {
    void f() {
        int x = 1;
        if (x > 0) {
            x++;