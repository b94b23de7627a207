class AssertWithoutCondition {
    void f() {
        assert;
    }
}
