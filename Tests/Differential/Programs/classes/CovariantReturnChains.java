public class CovariantReturnChains {
    static class A { Object get() { return "a"; } Number num() { return 1.5; } }
    static class B extends A { @Override String get() { return "b"; } @Override Integer num() { return 7; } }
    static class C extends B { @Override String get() { return "c:" + super.get(); } }
    public static void main(String[] args) {
        A[] all = { new A(), new B(), new C() };
        for (A a : all) System.out.println(a.get() + " " + a.num());
        B b = new C();
        String s = b.get();
        int n = b.num() + 1;
        System.out.println(s.length() + " " + n + " " + new C().get().toUpperCase());
    }
}
