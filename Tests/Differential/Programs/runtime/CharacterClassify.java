public class CharacterClassify {
    public static void main(String[] args) {
        char[] chars = {'a', 'Z', '5', ' ', '\t', '_', '$', '-', '\u00e9', '\u00df', '\u0660', '\u2167', '\u4e2d', '\u00bd', '\n', '\u00c0'};
        for (char c : chars) {
            System.out.println("U+" + String.format("%04X", (int) c)
                + " digit=" + Character.isDigit(c)
                + " letter=" + Character.isLetter(c)
                + " letterOrDigit=" + Character.isLetterOrDigit(c)
                + " alpha=" + Character.isAlphabetic(c)
                + " upper=" + Character.isUpperCase(c)
                + " lower=" + Character.isLowerCase(c)
                + " ws=" + Character.isWhitespace(c)
                + " toUpper=" + (int) Character.toUpperCase(c)
                + " toLower=" + (int) Character.toLowerCase(c)
                + " numeric=" + Character.getNumericValue(c)
                + " javaIdStart=" + Character.isJavaIdentifierStart(c));
        }
        System.out.println("getNumericValue('a')=" + Character.getNumericValue('a') + " ('Z')=" + Character.getNumericValue('Z'));
        System.out.println("digit('7',10)=" + Character.digit('7', 10) + " digit('7',8)=" + Character.digit('7', 8) + " digit('8',8)=" + Character.digit('8', 8));
        System.out.println("toUpperCase('a')=" + Character.toUpperCase('a') + " toLowerCase('Q')=" + Character.toLowerCase('Q'));
        System.out.println("toUpperCase('1')=" + Character.toUpperCase('1'));
        System.out.println("(char)('a' + 2)=" + (char) ('a' + 2) + " 'a' + 2=" + ('a' + 2));
        char c = 'x';
        c++;
        System.out.println("c++ -> " + c);
        c += 1;
        System.out.println("c += 1 -> " + c);
        System.out.println("Character.toString('q')=" + Character.toString('q') + " String.valueOf('q')=" + String.valueOf('q'));
        System.out.println("Character.compare('a','b')=" + Character.compare('a', 'b') + " isISOControl('\\n')=" + Character.isISOControl('\n'));
        System.out.println("Character.getType('A')=" + Character.getType('A') + " UPPERCASE_LETTER=" + Character.UPPERCASE_LETTER);
        System.out.println("Character.isTitleCase('\\u01c5')=" + Character.isTitleCase('\u01c5'));
        int count = 0;
        for (char ch = 0; ch < 128; ch++) {
            if (Character.isLetterOrDigit(ch)) {
                count++;
            }
        }
        System.out.println("ASCII letterOrDigit count=" + count);
        String mixed = "Hello, World! 123";
        StringBuilder swapped = new StringBuilder();
        for (char ch : mixed.toCharArray()) {
            swapped.append(Character.isUpperCase(ch) ? Character.toLowerCase(ch) : Character.toUpperCase(ch));
        }
        System.out.println("swapcase=" + swapped);
    }
}
