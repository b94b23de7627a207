class FinallyWithoutTry {
    void f() {
        finally {
        }
    }
}
