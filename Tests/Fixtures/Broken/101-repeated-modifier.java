class RepeatedModifier {
    public public void f() {
    }
}
