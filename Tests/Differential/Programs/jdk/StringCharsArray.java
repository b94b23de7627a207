import java.util.Arrays;
import java.util.stream.Collectors;

public class StringCharsArray {
    public static void main(String[] args) {
        String s = "Hello, World";
        char[] arr = s.toCharArray();
        System.out.println("toCharArray length=" + arr.length + " first=" + arr[0] + " Arrays.toString=" + Arrays.toString(arr));
        arr[0] = 'J';
        System.out.println("modified array does not change string: s=" + s + " new String(arr)=" + new String(arr));
        System.out.println("String.valueOf(char[])=" + String.valueOf(arr) + " copyValueOf range=" + String.copyValueOf(arr, 7, 5));
        System.out.println("new String(arr,0,5)=" + new String(arr, 0, 5));
        char[] sorted = s.toLowerCase().toCharArray();
        Arrays.sort(sorted);
        System.out.println("sorted chars=[" + new String(sorted) + "]");
        System.out.println("chars().count()=" + s.chars().count());
        System.out.println("chars() filtered letters=" + s.chars().filter(Character::isLetter).count());
        System.out.println("chars() as ints=" + s.chars().limit(5).boxed().collect(Collectors.toList()));
        System.out.println("chars() mapToObj=" + s.chars().mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining("|")));
        System.out.println("uppercase via chars=" + s.chars().map(Character::toUpperCase).collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append));
        System.out.println("distinct sorted=" + s.chars().distinct().sorted().mapToObj(c -> Character.toString((char) c)).collect(Collectors.joining()));
        int[] freq = new int[26];
        for (char c : "the quick brown fox jumps over the lazy dog".toCharArray()) {
            if (c >= 'a' && c <= 'z') {
                freq[c - 'a']++;
            }
        }
        System.out.println("letter freq=" + Arrays.toString(freq));
        char[] reversed = new char[s.length()];
        for (int i = 0; i < s.length(); i++) {
            reversed[s.length() - 1 - i] = s.charAt(i);
        }
        System.out.println("reversed=" + new String(reversed));
        System.out.println("println(char[]) prints the chars:");
        System.out.println(new char[] {'o', 'k'});
        System.out.println("getChars:");
        char[] dst = new char[8];
        Arrays.fill(dst, '.');
        s.getChars(7, 12, dst, 1);
        System.out.println(new String(dst));
        System.out.println("char arithmetic sum=" + ('a' + 'b') + " char in string=" + "" + 'a' + 'b');
        System.out.println("digits to ints=" + "40913".chars().map(c -> c - '0').sum());
        System.out.println("String.valueOf(char)=" + String.valueOf('z') + " Character.toString(65)=" + Character.toString(65));
        System.out.println("isPalindrome(Racecar)=" + isPalindrome("Racecar"));
    }

    static boolean isPalindrome(String s) {
        char[] c = s.toLowerCase().toCharArray();
        for (int i = 0, j = c.length - 1; i < j; i++, j--) {
            if (c[i] != c[j]) {
                return false;
            }
        }
        return true;
    }
}
