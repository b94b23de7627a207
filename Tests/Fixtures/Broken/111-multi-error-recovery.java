class MultiError {
    int a = 1
    int b = ;
    void f( {
    }
    void g() {
        int c = 0x;
        String s = "\q";
    }
    int h() {
        return 1 +;
    }
}
