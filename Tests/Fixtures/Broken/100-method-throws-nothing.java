class MethodThrowsNothing {
    void f() throws {
    }
}
