public class EqualsVsIdentity {
    public static void main(String[] args) {
        String a = "hello";
        String b = "hello";
        String c = new String("hello");
        String d = "hel" + "lo";
        String part = "hel";
        String e = part + "lo";
        System.out.println("a.equals(c): " + a.equals(c));
        System.out.println("a.equals(e): " + a.equals(e));
        System.out.println("a.equals(d): " + a.equals(d));
        System.out.println("a == b (literals): " + (a == b));
        System.out.println("c == c: " + (c == c));
        System.out.println("equalsIgnoreCase: " + "HeLLo".equalsIgnoreCase(a));
        System.out.println("contentEquals: " + a.contentEquals(new StringBuilder("hello")));
        System.out.println("hashCode equal: " + (a.hashCode() == c.hashCode()) + " " + a.hashCode());
        System.out.println("empty hash: " + "".hashCode() + ", long string hash: " + "the quick brown fox jumps over the lazy dog".hashCode());
        String[] words = {"apple", new String("apple"), "Apple", "apple ".trim()};
        int count = 0;
        for (String w : words) {
            if (w.equals("apple")) {
                count++;
            }
        }
        System.out.println("equal to apple: " + count);
        StringBuilder sb1 = new StringBuilder("x");
        StringBuilder sb2 = new StringBuilder("x");
        System.out.println("StringBuilder equals is identity: " + sb1.equals(sb2));
        System.out.println("but contents: " + sb1.toString().equals(sb2.toString()));
        Object o1 = "str";
        Object o2 = new String("str");
        System.out.println("Object equals: " + o1.equals(o2));
        System.out.println("isEmpty: " + "".isEmpty() + " " + " ".isEmpty() + " isBlank: " + " ".isBlank());
        String intern = c.intern();
        System.out.println("intern equals: " + intern.equals(a));
        System.out.println("compare with null-safe order: " + "x".equals(null));
    }
}
