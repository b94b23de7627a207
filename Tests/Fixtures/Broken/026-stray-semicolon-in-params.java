class StraySemicolonParams {
    void f(int a; int b) {
    }
}
