public class StringBuilderSearch {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("the cat and the hat and the bat");
        System.out.println("indexOf(the)=" + sb.indexOf("the") + " indexOf(the,1)=" + sb.indexOf("the", 1) + " lastIndexOf(the)=" + sb.lastIndexOf("the"));
        System.out.println("indexOf(dog)=" + sb.indexOf("dog") + " lastIndexOf(and,10)=" + sb.lastIndexOf("and", 10));
        System.out.println("charAt(4)=" + sb.charAt(4) + " substring(4,7)=" + sb.substring(4, 7) + " substring(28)=" + sb.substring(28));
        System.out.println("subSequence(0,3)=" + sb.subSequence(0, 3));
        int count = 0;
        int from = 0;
        while ((from = sb.indexOf("at", from)) >= 0) {
            count++;
            from += 2;
        }
        System.out.println("occurrences of 'at'=" + count);
        int idx;
        while ((idx = sb.indexOf("the")) >= 0) {
            sb.replace(idx, idx + 3, "THE");
        }
        System.out.println("replaced all=" + sb);
        StringBuilder camel = new StringBuilder();
        boolean upper = false;
        for (char c : "snake_case_to_camel".toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                camel.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        System.out.println("camel=" + camel);
        StringBuilder removeVowels = new StringBuilder("programming language");
        for (int i = removeVowels.length() - 1; i >= 0; i--) {
            if ("aeiou".indexOf(removeVowels.charAt(i)) >= 0) {
                removeVowels.deleteCharAt(i);
            }
        }
        System.out.println("no vowels=" + removeVowels);
        StringBuilder counts = new StringBuilder();
        String s = "aaabccdddd";
        for (int i = 0; i < s.length();) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) {
                j++;
            }
            counts.append(s.charAt(i)).append(j - i);
            i = j;
        }
        System.out.println("run length=" + counts);
        System.out.println("isEmpty=" + new StringBuilder().isEmpty() + " chars sum=" + new StringBuilder("ab").chars().sum());
        try {
            sb.charAt(100);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("charAt(100) threw: " + e.getMessage());
        }
        try {
            sb.substring(5, 2);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring(5,2) threw: " + e.getMessage());
        }
    }
}
