public class InnerClassConstructorChain {
    int base = 40;
    class Inner {
        int v;
        Inner() { this(2); System.out.println("Inner() " + v); }
        Inner(int x) { v = base + x; System.out.println("Inner(int) " + v); }
    }
    class Sub extends Inner {
        Sub() { super(); System.out.println("Sub " + (v + base)); }
    }
    public static void main(String[] args) {
        InnerClassConstructorChain o = new InnerClassConstructorChain();
        InnerClassConstructorChain.Sub s = o.new Sub();
        System.out.println(s.v);
    }
}
