public class CharacterHelpers {
    public static void main(String[] args) {
        String input = "Pa55word! Ok_2";
        int letters = 0, digits = 0, upper = 0, lower = 0, spaces = 0, other = 0;
        for (char c : input.toCharArray()) {
            if (Character.isLetter(c)) letters++;
            if (Character.isDigit(c)) digits++;
            if (Character.isUpperCase(c)) upper++;
            if (Character.isLowerCase(c)) lower++;
            if (Character.isWhitespace(c)) spaces++;
            if (!Character.isLetterOrDigit(c) && !Character.isWhitespace(c)) other++;
        }
        System.out.println("letters=" + letters + " digits=" + digits + " upper=" + upper + " lower=" + lower + " spaces=" + spaces + " other=" + other);
        boolean strong = upper > 0 && lower > 0 && digits > 0 && other > 0 && input.length() >= 8;
        System.out.println("strong password=" + strong);
        System.out.println("getNumericValue('7')=" + Character.getNumericValue('7') + " '7' - '0'=" + ('7' - '0') + " (int) '7'=" + (int) '7');
        System.out.println("Character.isDigit('x')=" + Character.isDigit('x') + " isLetter('_')=" + Character.isLetter('_'));
        System.out.println("toUpperCase('q')=" + Character.toUpperCase('q') + " toLowerCase('Q')=" + Character.toLowerCase('Q') + " toUpperCase(int 98)=" + Character.toUpperCase(98));
        char c = 'A';
        c += 2;
        System.out.println("char += 2 -> " + c + " c + 1 -> " + (c + 1) + " (char)(c + 1) -> " + (char) (c + 1));
        System.out.println("Character.valueOf('x').equals('x')=" + Character.valueOf('x').equals('x') + " compareTo=" + Character.valueOf('a').compareTo('c'));
        char[] caesar = "Hello, Zebra!".toCharArray();
        for (int i = 0; i < caesar.length; i++) {
            char ch = caesar[i];
            if (Character.isUpperCase(ch)) {
                caesar[i] = (char) ('A' + (ch - 'A' + 3) % 26);
            } else if (Character.isLowerCase(ch)) {
                caesar[i] = (char) ('a' + (ch - 'a' + 3) % 26);
            }
        }
        System.out.println("caesar+3=" + new String(caesar));
        System.out.println("Character.MIN_VALUE=" + (int) Character.MIN_VALUE + " MAX_VALUE=" + (int) Character.MAX_VALUE);
        System.out.println("isAlphabetic('9')=" + Character.isAlphabetic('9') + " isSpaceChar(' ')=" + Character.isSpaceChar(' '));
        StringBuilder hex = new StringBuilder();
        for (char h : "0123456789abcdefXYZ".toCharArray()) {
            hex.append(Character.digit(h, 16)).append(' ');
        }
        System.out.println("digit(.,16)=" + hex.toString().trim());
        System.out.println("forDigit(5,10)=" + Character.forDigit(5, 10) + " forDigit(15,16)=" + Character.forDigit(15, 16) + " forDigit(20,16)=" + (int) Character.forDigit(20, 16));
        int vowels = 0;
        for (char ch : "Programming in Java".toLowerCase().toCharArray()) {
            switch (ch) {
                case 'a', 'e', 'i', 'o', 'u' -> vowels++;
                default -> { }
            }
        }
        System.out.println("vowels=" + vowels);
        Character boxed = 'k';
        char unboxed = boxed;
        System.out.println("boxed=" + boxed + " unboxed+1=" + (unboxed + 1) + " hashCode=" + boxed.hashCode());
        System.out.println("Character.toChars(66)=" + new String(Character.toChars(66)) + " Character.getName skipped; isJavaIdentifierPart('$')=" + Character.isJavaIdentifierPart('$'));
    }
}
