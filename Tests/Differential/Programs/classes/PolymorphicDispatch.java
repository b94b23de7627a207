public class PolymorphicDispatch {
    interface Visitor {
        String visitNum(Num n);

        String visitAdd(Add a);

        String visitMul(Mul m);
    }

    abstract static class Expr {
        abstract int eval();

        abstract String accept(Visitor v);
    }

    static class Num extends Expr {
        final int v;

        Num(int v) {
            this.v = v;
        }

        int eval() {
            return v;
        }

        String accept(Visitor vis) {
            return vis.visitNum(this);
        }
    }

    static class Add extends Expr {
        final Expr l, r;

        Add(Expr l, Expr r) {
            this.l = l;
            this.r = r;
        }

        int eval() {
            return l.eval() + r.eval();
        }

        String accept(Visitor v) {
            return v.visitAdd(this);
        }
    }

    static class Mul extends Expr {
        final Expr l, r;

        Mul(Expr l, Expr r) {
            this.l = l;
            this.r = r;
        }

        int eval() {
            return l.eval() * r.eval();
        }

        String accept(Visitor v) {
            return v.visitMul(this);
        }
    }

    static class Printer implements Visitor {
        public String visitNum(Num n) {
            return String.valueOf(n.v);
        }

        public String visitAdd(Add a) {
            return "(" + a.l.accept(this) + " + " + a.r.accept(this) + ")";
        }

        public String visitMul(Mul m) {
            return m.l.accept(this) + " * " + m.r.accept(this);
        }
    }

    static class RpnPrinter implements Visitor {
        public String visitNum(Num n) {
            return "" + n.v;
        }

        public String visitAdd(Add a) {
            return a.l.accept(this) + " " + a.r.accept(this) + " +";
        }

        public String visitMul(Mul m) {
            return m.l.accept(this) + " " + m.r.accept(this) + " *";
        }
    }

    public static void main(String[] args) {
        Expr e = new Mul(new Add(new Num(2), new Num(3)), new Add(new Num(4), new Mul(new Num(5), new Num(-6))));
        System.out.println(e.accept(new Printer()) + " = " + e.eval());
        System.out.println("rpn: " + e.accept(new RpnPrinter()));
        Expr[] exprs = {new Num(7), new Add(new Num(1), new Num(1)), new Mul(new Num(3), new Num(3))};
        int sum = 0;
        for (Expr x : exprs) {
            sum += x.eval();
            System.out.println(x.accept(new Printer()) + " -> " + x.eval());
        }
        System.out.println("sum " + sum);
    }
}
