public class RecordPatternsInstanceof {
    sealed interface Expr permits Num, Add, Mul, Neg {
    }

    record Num(int value) implements Expr {
    }

    record Add(Expr left, Expr right) implements Expr {
    }

    record Mul(Expr left, Expr right) implements Expr {
    }

    record Neg(Expr inner) implements Expr {
    }

    static int eval(Expr e) {
        if (e instanceof Num n) {
            return n.value();
        } else if (e instanceof Add a) {
            return eval(a.left()) + eval(a.right());
        } else if (e instanceof Mul m) {
            return eval(m.left()) * eval(m.right());
        } else if (e instanceof Neg neg) {
            return -eval(neg.inner());
        }
        throw new IllegalStateException("unknown");
    }

    static String show(Expr e) {
        if (e instanceof Num n) {
            return n.value() < 0 ? "(" + n.value() + ")" : String.valueOf(n.value());
        }
        if (e instanceof Add a) {
            return "(" + show(a.left()) + " + " + show(a.right()) + ")";
        }
        if (e instanceof Mul m) {
            return show(m.left()) + " * " + show(m.right());
        }
        Neg n = (Neg) e;
        return "-" + show(n.inner());
    }

    static Expr simplify(Expr e) {
        if (e instanceof Mul m && m.left() instanceof Num n && n.value() == 1) {
            return simplify(m.right());
        }
        if (e instanceof Add a && a.right() instanceof Num n && n.value() == 0) {
            return simplify(a.left());
        }
        if (e instanceof Neg outer && outer.inner() instanceof Neg inner) {
            return simplify(inner.inner());
        }
        return e;
    }

    public static void main(String[] args) {
        Expr e = new Add(new Mul(new Num(3), new Num(4)), new Neg(new Num(-5)));
        System.out.println(show(e) + " = " + eval(e));
        System.out.println(e);
        Expr[] exprs = {
            new Mul(new Num(1), new Add(new Num(7), new Num(0))),
            new Neg(new Neg(new Num(9))),
            new Add(new Num(2), new Num(0)),
            new Num(42)
        };
        for (Expr x : exprs) {
            Expr s = simplify(x);
            System.out.println(show(x) + " => " + show(s) + " (" + eval(s) + ") changed=" + !s.equals(x));
        }
    }
}
