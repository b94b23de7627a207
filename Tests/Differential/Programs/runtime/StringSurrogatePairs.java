public class StringSurrogatePairs {
    public static void main(String[] args) {
        String smile = "\uD83D\uDE00";
        System.out.println("length=" + smile.length());
        System.out.println("codePointCount=" + smile.codePointCount(0, smile.length()));
        System.out.println("codePointAt(0)=" + smile.codePointAt(0) + " hex=" + Integer.toHexString(smile.codePointAt(0)));
        System.out.println("codePointAt(1)=" + smile.codePointAt(1));
        System.out.println("charAt(0)=" + (int) smile.charAt(0) + " charAt(1)=" + (int) smile.charAt(1));
        System.out.println("isHighSurrogate=" + Character.isHighSurrogate(smile.charAt(0)) + " isLowSurrogate=" + Character.isLowSurrogate(smile.charAt(1)));
        String mixed = "a\uD83D\uDE00b\uD83C\uDF89c";
        System.out.println("mixed length=" + mixed.length() + " codePoints=" + mixed.codePoints().count());
        System.out.println("indexOf(b)=" + mixed.indexOf('b') + " indexOf(party)=" + mixed.indexOf("\uD83C\uDF89"));
        System.out.println("substring(1,3).length=" + mixed.substring(1, 3).length() + " equals smile=" + mixed.substring(1, 3).equals(smile));
        StringBuilder rev = new StringBuilder(mixed).reverse();
        System.out.println("reverse length=" + rev.length() + " codePoints=" + java.util.Arrays.toString(rev.codePoints().toArray()));
        System.out.println("toChars length=" + new String(Character.toChars(0x1F680)).length() + " charCount=" + Character.charCount(0x1F680));
        System.out.println("Character.toString(cp)=" + Character.toString(0x1F600).equals(smile));
        StringBuilder sb = new StringBuilder();
        sb.appendCodePoint(0x1F600).appendCodePoint('x');
        System.out.println("appendCodePoint length=" + sb.length());
        int[] cps = mixed.codePoints().toArray();
        for (int cp : cps) {
            System.out.println("  cp " + cp + " isLetter=" + Character.isLetter(cp) + " supplementary=" + Character.isSupplementaryCodePoint(cp));
        }
        for (int i = 0; i < mixed.length(); i++) {
            System.out.println("  char[" + i + "]=" + (int) mixed.charAt(i));
        }
        System.out.println("toUpperCase=" + mixed.toUpperCase().length());
        System.out.println("offsetByCodePoints(0,2)=" + mixed.offsetByCodePoints(0, 2));
        System.out.println("compare smile to 'z'=" + smile.compareTo("z"));
        String cjk = "\u4e2d\u6587\u5b57";
        System.out.println("cjk length=" + cjk.length() + " hash=" + cjk.hashCode() + " charAt(1)=" + (int) cjk.charAt(1));
    }
}
