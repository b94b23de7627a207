public class StringSwitchAndChars {
    static int score(String word) {
        int total = 0;
        for (char c : word.toLowerCase().toCharArray()) {
            switch (c) {
                case 'a': case 'e': case 'i': case 'o': case 'u':
                    total += 1;
                    break;
                case 'q': case 'z':
                    total += 10;
                    break;
                default:
                    if (Character.isLetter(c)) {
                        total += 2;
                    }
            }
        }
        return total;
    }

    public static void main(String[] args) {
        String[] words = {"Quiz", "apple", "Zebra", "xyz", "a-b"};
        for (String w : words) {
            System.out.println(w + " scores " + score(w));
        }
        String text = "Mississippi";
        int[] counts = new int[26];
        for (char c : text.toLowerCase().toCharArray()) {
            counts[c - 'a']++;
        }
        for (int i = 0; i < 26; i++) {
            if (counts[i] > 0) {
                System.out.println((char) ('a' + i) + ": " + counts[i]);
            }
        }
        char[] arr = text.toCharArray();
        for (int i = 0, j = arr.length - 1; i < j; i++, j--) {
            char t = arr[i];
            arr[i] = arr[j];
            arr[j] = t;
        }
        System.out.println("reversed: " + new String(arr));
        System.out.println("valueOf(char[]): " + String.valueOf(arr, 0, 4));
        StringBuilder compressed = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int run = 1;
            while (i + run < text.length() && text.charAt(i + run) == c) {
                run++;
            }
            compressed.append(c);
            if (run > 1) {
                compressed.append(run);
            }
            i += run;
        }
        System.out.println("rle: " + compressed);
        System.out.println("length: " + text.length() + " upper: " + text.toUpperCase() + " lower: " + text.toLowerCase());
    }
}
