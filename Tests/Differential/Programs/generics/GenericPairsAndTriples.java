import java.util.ArrayList;
import java.util.List;

public class GenericPairsAndTriples {
    static final class Pair<L, R> {
        private final L left;
        private final R right;

        private Pair(L left, R right) {
            this.left = left;
            this.right = right;
        }

        static <L, R> Pair<L, R> of(L l, R r) {
            return new Pair<>(l, r);
        }

        L left() {
            return left;
        }

        R right() {
            return right;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Pair)) {
                return false;
            }
            Pair<?, ?> p = (Pair<?, ?>) o;
            return java.util.Objects.equals(left, p.left) && java.util.Objects.equals(right, p.right);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(left, right);
        }

        @Override
        public String toString() {
            return "<" + left + "|" + right + ">";
        }
    }

    static <A, B> List<Pair<A, B>> zip(List<A> as, List<B> bs) {
        List<Pair<A, B>> out = new ArrayList<>();
        for (int i = 0; i < Math.min(as.size(), bs.size()); i++) {
            out.add(Pair.of(as.get(i), bs.get(i)));
        }
        return out;
    }

    static <A, B> Pair<List<A>, List<B>> unzip(List<Pair<A, B>> ps) {
        List<A> as = new ArrayList<>();
        List<B> bs = new ArrayList<>();
        for (Pair<A, B> p : ps) {
            as.add(p.left());
            bs.add(p.right());
        }
        return Pair.of(as, bs);
    }

    public static void main(String[] args) {
        List<Pair<String, Integer>> zipped = zip(List.of("a", "b", "c", "d"), List.of(1, 2, 3));
        System.out.println("zipped " + zipped);
        Pair<List<String>, List<Integer>> un = unzip(zipped);
        System.out.println("unzipped " + un.left() + " / " + un.right());
        System.out.println("equals " + Pair.of("x", 1).equals(Pair.of("x", 1)) + " " + Pair.of("x", 1).equals(Pair.of("x", 2)));
        System.out.println("null members equal " + Pair.of(null, null).equals(Pair.of(null, null)));
        System.out.println("hash " + Pair.of("x", 1).hashCode() + " " + Pair.of(null, 0).hashCode() + " " + java.util.Objects.hash(1, 2, 3));
        Pair<Pair<Integer, Integer>, Pair<String, Boolean>> nested = Pair.of(Pair.of(1, 2), Pair.of("t", true));
        System.out.println("nested " + nested + " right.right " + nested.right().right());
        System.out.println("contains " + zipped.contains(Pair.of("b", 2)) + " indexOf " + zipped.indexOf(Pair.of("c", 3)));
    }
}
