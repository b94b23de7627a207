import java.util.Comparator;
import java.util.function.BinaryOperator;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.UnaryOperator;

public class OperatorInterfaces {
    public static void main(String[] args) {
        UnaryOperator<String> wrap = s -> "(" + s + ")";
        System.out.println("wrap twice=" + wrap.andThen(wrap).apply("x"));
        System.out.println("UnaryOperator.identity=" + UnaryOperator.<String>identity().apply("same"));
        IntBinaryOperator add = (x, y) -> x + y;
        IntBinaryOperator mul = (x, y) -> x * y;
        IntBinaryOperator gcd = OperatorInterfaces::gcd;
        System.out.println("add(3,4)=" + add.applyAsInt(3, 4) + " mul(3,4)=" + mul.applyAsInt(3, 4) + " gcd(84,36)=" + gcd.applyAsInt(84, 36));
        System.out.println("Integer::sum as IntBinaryOperator=" + ((IntBinaryOperator) Integer::sum).applyAsInt(10, 20));
        System.out.println("Math::max=" + ((IntBinaryOperator) Math::max).applyAsInt(-1, -9));
        System.out.println("fold with IntBinaryOperator=" + fold(new int[] {1, 2, 3, 4, 5}, 0, add) + " " + fold(new int[] {1, 2, 3, 4, 5}, 1, mul));
        IntUnaryOperator inc = x -> x + 1;
        IntUnaryOperator sq = x -> x * x;
        System.out.println("inc.andThen(sq)(3)=" + inc.andThen(sq).applyAsInt(3) + " inc.compose(sq)(3)=" + inc.compose(sq).applyAsInt(3));
        LongBinaryOperator lmul = (x, y) -> x * y;
        System.out.println("long multiply=" + lmul.applyAsLong(3_000_000_000L, 3L));
        DoubleUnaryOperator half = d -> d / 2;
        System.out.println("half.andThen(half)(10)=" + half.andThen(half).applyAsDouble(10));
        BinaryOperator<Integer> maxBy = BinaryOperator.maxBy(Comparator.naturalOrder());
        BinaryOperator<String> minByLen = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        System.out.println("maxBy(3,9)=" + maxBy.apply(3, 9) + " minByLen(pear,fig)=" + minByLen.apply("pear", "fig") + " tie keeps first=" + minByLen.apply("ab", "cd"));
        BinaryOperator<String> concat = String::concat;
        System.out.println("concat.andThen(length)=" + concat.andThen(String::length).apply("abc", "de"));
        IntBinaryOperator[] ops = {add, mul, (x, y) -> x - y, (x, y) -> x / y, (x, y) -> x % y, (x, y) -> x << y};
        String[] names = {"+", "*", "-", "/", "%", "<<"};
        for (int i = 0; i < ops.length; i++) {
            System.out.println("-17 " + names[i] + " 5 = " + ops[i].applyAsInt(-17, 5));
        }
        try {
            ops[3].applyAsInt(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("division operator threw ArithmeticException: " + e.getMessage());
        }
    }

    static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    static int fold(int[] values, int start, IntBinaryOperator op) {
        int acc = start;
        for (int v : values) {
            acc = op.applyAsInt(acc, v);
        }
        return acc;
    }
}
