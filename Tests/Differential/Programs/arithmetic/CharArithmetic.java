public class CharArithmetic {
    static String caesar(String s, int shift) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c >= 'a' && c <= 'z') {
                sb.append((char) ('a' + (c - 'a' + shift + 26) % 26));
            } else if (c >= 'A' && c <= 'Z') {
                sb.append((char) ('A' + (c - 'A' + shift + 26) % 26));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        char c = 'a';
        System.out.println('a' + 1);
        System.out.println((char) ('a' + 1));
        System.out.println("" + 'a' + 1);
        System.out.println('a' + 'b');
        System.out.println("" + 'a' + 'b');
        System.out.println('a' + 'b' + "c");
        System.out.println((char) (c + 1));
        c++;
        System.out.println("after c++: " + c);
        c += 1;
        System.out.println("after c += 1: " + c);
        char d = (char) (c * 2);
        System.out.println("c * 2 = " + (c * 2) + " as char code " + (int) d);
        int diff = 'z' - 'a';
        System.out.println("z - a = " + diff);
        char digit = '7';
        System.out.println("digit value = " + (digit - '0'));
        System.out.println("char compare: " + ('a' < 'b') + " " + ('Z' < 'a'));
        for (char ch = 'x'; ch <= 'z'; ch++) {
            System.out.print(ch);
            System.out.print((int) ch);
            System.out.print(' ');
        }
        System.out.println();
        System.out.println(caesar("Hello, World!", 3));
        System.out.println(caesar(caesar("Hello, World!", 3), -3));
        char[] cs = {'d', 'a', 'c', 'b'};
        java.util.Arrays.sort(cs);
        System.out.println(cs);
        System.out.println(new String(cs) + cs.length);
        final char k = 'A';
        char fromConst = k + 2;
        System.out.println("constant folded: " + fromConst);
        System.out.println("ternary char/int: " + (true ? 'x' : 0));
        int zero = 0;
        System.out.println("ternary char/int var: " + (true ? 'x' : zero));
    }
}
