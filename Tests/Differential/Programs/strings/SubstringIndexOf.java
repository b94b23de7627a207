public class SubstringIndexOf {
    public static void main(String[] args) {
        String s = "the quick brown fox jumps over the lazy dog";
        System.out.println("length = " + s.length());
        System.out.println("charAt(4) = " + s.charAt(4));
        System.out.println("indexOf('o') = " + s.indexOf('o'));
        System.out.println("indexOf('o', 13) = " + s.indexOf('o', 13));
        System.out.println("lastIndexOf('o') = " + s.lastIndexOf('o'));
        System.out.println("indexOf(\"the\") = " + s.indexOf("the"));
        System.out.println("lastIndexOf(\"the\") = " + s.lastIndexOf("the"));
        System.out.println("indexOf(\"cat\") = " + s.indexOf("cat"));
        System.out.println("indexOf(\"\") = " + s.indexOf(""));
        System.out.println("substring(4, 9) = [" + s.substring(4, 9) + "]");
        System.out.println("substring(40) = [" + s.substring(40) + "]");
        System.out.println("substring(43) = [" + s.substring(43) + "]");
        System.out.println("contains fox: " + s.contains("fox") + ", contains cat: " + s.contains("cat"));
        int from = 0;
        int count = 0;
        while ((from = s.indexOf("o", from)) != -1) {
            System.out.println("  'o' at " + from);
            from++;
            count++;
        }
        System.out.println("count of o = " + count);
        String[] words = new String[9];
        int start = 0;
        int w = 0;
        for (int i = 0; i <= s.length(); i++) {
            if (i == s.length() || s.charAt(i) == ' ') {
                words[w++] = s.substring(start, i);
                start = i + 1;
            }
        }
        for (int i = 0; i < w; i++) {
            System.out.print(words[i].length() + ":" + words[i] + " ");
        }
        System.out.println();
        try {
            System.out.println(s.substring(5, 2));
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("bad substring caught: " + e.getClass().getSimpleName());
        }
        try {
            System.out.println(s.charAt(100));
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bad charAt caught: " + e.getClass().getSimpleName());
        }
        System.out.println("toUpperCase: " + s.substring(0, 9).toUpperCase());
        System.out.println("chars reversed: " + new StringBuilder(s.substring(35)).reverse());
    }
}
