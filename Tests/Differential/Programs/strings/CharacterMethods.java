public class CharacterMethods {
    public static void main(String[] args) {
        String sample = "Hello, World 42!\tok_";
        int letters = 0, digits = 0, spaces = 0, upper = 0, lower = 0, other = 0;
        for (int i = 0; i < sample.length(); i++) {
            char c = sample.charAt(i);
            if (Character.isLetter(c)) {
                letters++;
            }
            if (Character.isDigit(c)) {
                digits++;
            }
            if (Character.isWhitespace(c)) {
                spaces++;
            }
            if (Character.isUpperCase(c)) {
                upper++;
            }
            if (Character.isLowerCase(c)) {
                lower++;
            }
            if (!Character.isLetterOrDigit(c) && !Character.isWhitespace(c)) {
                other++;
            }
        }
        System.out.println("letters=" + letters + " digits=" + digits + " spaces=" + spaces + " upper=" + upper + " lower=" + lower + " other=" + other);
        System.out.println(Character.toUpperCase('a') + " " + Character.toLowerCase('Q') + " " + Character.toUpperCase('1'));
        System.out.println(Character.getNumericValue('7') + " " + Character.digit('f', 16) + " " + Character.digit('9', 8) + " " + Character.forDigit(11, 16));
        System.out.println(Character.isDigit('x') + " " + Character.isLetter('_') + " " + Character.isAlphabetic('z'));
        System.out.println((int) Character.toUpperCase('z') + " " + Character.toChars(66)[0]);
        StringBuilder swapped = new StringBuilder();
        for (char c : "Swap Case 123".toCharArray()) {
            if (Character.isUpperCase(c)) {
                swapped.append(Character.toLowerCase(c));
            } else if (Character.isLowerCase(c)) {
                swapped.append(Character.toUpperCase(c));
            } else {
                swapped.append(c);
            }
        }
        System.out.println(swapped);
        Character boxed = 'k';
        System.out.println("boxed: " + boxed + " " + boxed.charValue() + " " + boxed.compareTo('a') + " " + boxed.equals('k'));
        System.out.println("isWhitespace newline: " + Character.isWhitespace('\n') + " space: " + Character.isSpaceChar(' '));
        char[] vowels = {'a', 'e', 'i', 'o', 'u'};
        int vowelCount = 0;
        for (char c : "programming language".toCharArray()) {
            for (char v : vowels) {
                if (c == v) {
                    vowelCount++;
                }
            }
        }
        System.out.println("vowels: " + vowelCount);
        System.out.println("Character.MAX_RADIX " + Character.MAX_RADIX + " MIN_RADIX " + Character.MIN_RADIX);
        System.out.println("char from int: " + (char) 0x41 + " code " + (int) '\u263A');
    }
}
