public class CharacterClassification {
    public static void main(String[] args) {
        String sample = "aZ9_$ \t-é\u00a0\u2003\u0663\uff21\u200b";
        for (int i = 0; i < sample.length(); i++) {
            char c = sample.charAt(i);
            System.out.println((int) c + ": d10=" + Character.digit(c, 10) + " d16=" + Character.digit(c, 16) + " d36=" + Character.digit(c, 36)
                + " start=" + Character.isJavaIdentifierStart(c) + " part=" + Character.isJavaIdentifierPart(c) + " space=" + Character.isSpaceChar(c)
                + " ws=" + Character.isWhitespace(c) + " hash=" + Character.hashCode(c) + " str=" + Character.toString(c));
        }
        for (int r = 0; r <= 37; r += 9) System.out.println("forDigit(5," + r + ")=" + (int) Character.forDigit(5, r) + " digit('5'," + r + ")=" + Character.digit('5', r));
        int[] cps = {'a', 'Z', 0x00DF, 0x01C5, 0x10400, 0x1F600, -1};
        for (int cp : cps) System.out.println(cp + " upper=" + Character.toUpperCase(cp) + " lower=" + Character.toLowerCase(cp));
        Character boxed = 'm';
        System.out.println(boxed.compareTo('a') + " " + boxed.compareTo('z') + " " + Character.digit(0x0663, 10));
    }
}
