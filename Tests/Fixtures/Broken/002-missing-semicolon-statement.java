public class MissingSemicolonStatement {
    void f() {
        int a = 1;
        a = a + 1
        System.out.println(a);
    }
}
