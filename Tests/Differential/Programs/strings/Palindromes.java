public class Palindromes {
    static boolean isPalindrome(String s) {
        int i = 0;
        int j = s.length() - 1;
        while (i < j) {
            char a = s.charAt(i);
            char b = s.charAt(j);
            if (!Character.isLetterOrDigit(a)) {
                i++;
            } else if (!Character.isLetterOrDigit(b)) {
                j--;
            } else if (Character.toLowerCase(a) != Character.toLowerCase(b)) {
                return false;
            } else {
                i++;
                j--;
            }
        }
        return true;
    }

    static String longestPalindrome(String s) {
        String best = "";
        for (int center = 0; center < s.length(); center++) {
            for (int odd = 0; odd < 2; odd++) {
                int lo = center;
                int hi = center + odd;
                while (lo >= 0 && hi < s.length() && s.charAt(lo) == s.charAt(hi)) {
                    lo--;
                    hi++;
                }
                String cand = s.substring(lo + 1, hi);
                if (cand.length() > best.length()) {
                    best = cand;
                }
            }
        }
        return best;
    }

    public static void main(String[] args) {
        String[] tests = {"racecar", "A man, a plan, a canal: Panama", "hello", "", "ab", "No 'x' in Nixon", "12321", "123"};
        for (String t : tests) {
            System.out.println("\"" + t + "\" -> " + isPalindrome(t));
        }
        String[] seqs = {"babad", "cbbd", "forgeeksskeegfor", "a", "abacdfgdcaba"};
        for (String s : seqs) {
            System.out.println("longest in " + s + " = " + longestPalindrome(s));
        }
    }
}
