import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

public class NullHandling {
    static class Node {
        String name;
        Node child;

        Node(String name, Node child) {
            this.name = name;
            this.child = child;
        }
    }

    static int safeLength(String s) {
        return s == null ? -1 : s.length();
    }

    static String grandchildName(Node n) {
        if (n != null && n.child != null && n.child.child != null) {
            return n.child.child.name;
        }
        return "<none>";
    }

    static String attempt(String label, Runnable r) {
        try {
            r.run();
            return label + ": ok";
        } catch (NullPointerException e) {
            return label + ": NPE";
        }
    }

    public static void main(String[] args) {
        String s = null;
        System.out.println("safeLength " + safeLength(s) + " " + safeLength("abc"));
        Node tree = new Node("root", new Node("kid", new Node("grandkid", null)));
        System.out.println(grandchildName(tree) + " " + grandchildName(tree.child) + " " + grandchildName(null));
        System.out.println(attempt("method on null", () -> s.length()));
        System.out.println(attempt("field of null", () -> System.out.println(tree.child.child.child.name)));
        int[] nullArr = null;
        System.out.println(attempt("array length", () -> System.out.println(nullArr.length)));
        System.out.println(attempt("array index", () -> System.out.println(nullArr[0])));
        Integer nullInt = null;
        System.out.println(attempt("unboxing", () -> System.out.println(nullInt + 1)));
        System.out.println(attempt("throw null", () -> {
            RuntimeException ex = null;
            throw ex;
        }));
        System.out.println(attempt("synchronized-free string switch", () -> {
            switch (s) {
                default -> System.out.println("x");
            }
        }));
        System.out.println(attempt("requireNonNull", () -> Objects.requireNonNull(s, "s must not be null")));
        try {
            Objects.requireNonNull(s, "s must not be null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull message: " + e.getMessage());
        }
        List<String> withNulls = new ArrayList<>();
        withNulls.add(null);
        withNulls.add("x");
        withNulls.add(null);
        System.out.println("list with nulls " + withNulls + " size " + withNulls.size() + " indexOf(null) " + withNulls.indexOf(null));
        withNulls.remove(null);
        System.out.println("after remove(null) " + withNulls);
        System.out.println("Objects.equals " + Objects.equals(null, s) + " hashCode(null) " + Objects.hashCode(null) + " isNull " + Objects.isNull(s));
        System.out.println("requireNonNullElse " + Objects.requireNonNullElse(s, "fallback"));
        String t = null;
        System.out.println("instanceof on null: " + (t instanceof String));
        System.out.println("null == null: " + (s == t));
    }
}
