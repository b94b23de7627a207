import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

public class ObjectsUtilities {
    public static void main(String[] args) {
        String a = "same";
        String b = new String("same");
        String n = null;
        System.out.println("Objects.equals(a,b)=" + Objects.equals(a, b) + " a==b=" + (a == b));
        System.out.println("Objects.equals(null,null)=" + Objects.equals(null, null) + " (a,null)=" + Objects.equals(a, null) + " (null,a)=" + Objects.equals(null, a));
        System.out.println("Objects.deepEquals arrays=" + Objects.deepEquals(new int[] {1, 2}, new int[] {1, 2}) + " equals arrays=" + Objects.equals(new int[] {1}, new int[] {1}));
        System.out.println("Objects.toString(null)=" + Objects.toString(null) + " toString(null, dflt)=" + Objects.toString(n, "<none>") + " toString(a, dflt)=" + Objects.toString(a, "<none>"));
        System.out.println("String.valueOf((Object) null)=" + String.valueOf((Object) null));
        System.out.println("Objects.hash(a, 1, null)=" + Objects.hash(a, 1, null) + " hashCode(null)=" + Objects.hashCode(null));
        System.out.println("isNull=" + Objects.isNull(n) + " nonNull=" + Objects.nonNull(n));
        System.out.println("requireNonNullElse=" + Objects.requireNonNullElse(n, "fallback") + " requireNonNullElseGet=" + Objects.requireNonNullElseGet(n, () -> "lazy"));
        System.out.println("compare with comparator=" + Objects.compare("b", "a", Comparator.naturalOrder()) + " same ref=" + Objects.compare(n, n, Comparator.<String>naturalOrder()));
        long nulls = Arrays.stream(new String[] {"x", null, "y", null}).filter(Objects::isNull).count();
        System.out.println("count of nulls via method ref=" + nulls);
        System.out.println("checkIndex(2,5)=" + Objects.checkIndex(2, 5));
        try {
            Objects.checkIndex(5, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex(5,5) threw: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(n);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull(null) message=" + e.getMessage());
        }
        try {
            Objects.requireNonNull(n, "name must not be null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull(null, msg) message=" + e.getMessage());
        }
        try {
            Objects.requireNonNull(n, () -> "supplied " + "message");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull(null, supplier) message=" + e.getMessage());
        }
        System.out.println("requireNonNull returns its arg=" + Objects.requireNonNull(a, "unused"));
        try {
            Objects.requireNonNullElse(null, null);
        } catch (NullPointerException e) {
            System.out.println("requireNonNullElse(null,null) message=" + e.getMessage());
        }
    }
}
