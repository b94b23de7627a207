import java.util.function.Supplier;

public class LambdaVsAnonymousThis {
    private final String label;

    LambdaVsAnonymousThis(String label) {
        this.label = label;
    }

    @Override
    public String toString() {
        return "Outer(" + label + ")";
    }

    Supplier<String> viaLambda() {
        return () -> "lambda sees this = " + this + ", label = " + label;
    }

    Supplier<String> viaAnonymous() {
        return new Supplier<String>() {
            @Override
            public String get() {
                return "anonymous sees this = " + this + ", outer = " + LambdaVsAnonymousThis.this + ", label = " + label;
            }

            @Override
            public String toString() {
                return "AnonSupplier";
            }
        };
    }

    class Inner {
        final String label = "inner-label";

        String labels() {
            return label + " / " + LambdaVsAnonymousThis.this.label + " / " + this.label;
        }

        class Deeper {
            String all() {
                return "deeper: " + label + " | " + LambdaVsAnonymousThis.this.label + " | " + Inner.this.labels();
            }
        }
    }

    public static void main(String[] args) {
        LambdaVsAnonymousThis o = new LambdaVsAnonymousThis("main");
        System.out.println(o.viaLambda().get());
        System.out.println(o.viaAnonymous().get());
        LambdaVsAnonymousThis.Inner in = o.new Inner();
        System.out.println(in.labels());
        LambdaVsAnonymousThis.Inner.Deeper d = in.new Deeper();
        System.out.println(d.all());
        LambdaVsAnonymousThis other = new LambdaVsAnonymousThis("other");
        Supplier<String> s1 = other.viaLambda();
        Supplier<String> s2 = other.viaAnonymous();
        System.out.println(s1.get());
        System.out.println(s2.get());
        System.out.println(s2);
    }
}
