public class CharStringMixing {
    static String kind(Object o) {
        return o.getClass().getSimpleName();
    }

    public static void main(String[] args) {
        char c = 'x';
        int i = 5;
        System.out.println(c + i);
        System.out.println("" + c + i);
        System.out.println(c + "" + i);
        System.out.println((char) (c + i));
        System.out.println(c + 'y');
        System.out.println("" + c + 'y');
        System.out.println(kind(c) + " " + kind(c + 1) + " " + kind((char) (c + 1)) + " " + kind("" + c));
        char[] arr = {'a', 'b', 'c'};
        System.out.println(arr);
        System.out.println(String.valueOf(arr));
        System.out.println("arr length via string: " + new String(arr).length());
        StringBuilder sb = new StringBuilder();
        sb.append(c).append(i).append((char) 65).append(65).append('A' + 1).append((char) ('A' + 1));
        System.out.println(sb);
        String s = "hello";
        char first = s.charAt(0);
        char upper = Character.toUpperCase(first);
        String cap = upper + s.substring(1);
        System.out.println(cap);
        String wrong = first - 32 + s.substring(1);
        System.out.println(wrong);
        int sum = 0;
        for (char ch : s.toCharArray()) {
            sum += ch;
        }
        System.out.println("sum of chars " + sum);
        char d = '0';
        d += 9;
        System.out.println("digit char " + d + " numeric " + (d - '0'));
        System.out.println("compare: " + ('a' == 97) + " " + ("a".charAt(0) == 'a') + " " + ("a".equals(String.valueOf('a'))));
        String repeated = "";
        for (char ch = 'a'; ch <= 'e'; ch++) {
            repeated += ch;
            repeated += (int) ch % 2 == 0 ? "." : "";
        }
        System.out.println(repeated);
        System.out.println("indexOf char as int: " + "abc".indexOf(98) + " " + "abc".indexOf('c'));
        System.out.println("replace chars: " + "a-b-c".replace('-', '_') + " " + Character.valueOf('a').hashCode());
    }
}
