public class StringSubstringSearch {
    public static void main(String[] args) {
        String s = "Mississippi River";
        System.out.println("length=" + s.length());
        System.out.println("substring(4)=" + s.substring(4) + " substring(0,4)=" + s.substring(0, 4) + " substring(4,4)=[" + s.substring(4, 4) + "]");
        System.out.println("substring(length)=[" + s.substring(s.length()) + "]");
        System.out.println("indexOf('s')=" + s.indexOf('s') + " indexOf(\"ss\")=" + s.indexOf("ss") + " indexOf(\"ss\",3)=" + s.indexOf("ss", 3));
        System.out.println("lastIndexOf('s')=" + s.lastIndexOf('s') + " lastIndexOf(\"ss\")=" + s.lastIndexOf("ss") + " lastIndexOf('i',5)=" + s.lastIndexOf('i', 5));
        System.out.println("indexOf(\"\")=" + s.indexOf("") + " lastIndexOf(\"\")=" + s.lastIndexOf("") + " indexOf(\"x\")=" + s.indexOf("x"));
        System.out.println("indexOf('i',100)=" + s.indexOf('i', 100) + " indexOf('M',-5)=" + s.indexOf('M', -5));
        System.out.println("contains(\"sip\")=" + s.contains("sip") + " contains(\"Sip\")=" + s.contains("Sip") + " contains(\"\")=" + s.contains(""));
        System.out.println("charAt(0)=" + s.charAt(0) + " charAt(last)=" + s.charAt(s.length() - 1));
        int count = 0;
        for (int i = s.indexOf('s'); i >= 0; i = s.indexOf('s', i + 1)) {
            count++;
        }
        System.out.println("count of s=" + count);
        String email = "user.name+tag@example.co.uk";
        int at = email.indexOf('@');
        System.out.println("local=" + email.substring(0, at) + " domain=" + email.substring(at + 1) + " tld=" + email.substring(email.lastIndexOf('.') + 1));
        String path = "/home/user/docs/report.final.pdf";
        System.out.println("file=" + path.substring(path.lastIndexOf('/') + 1) + " ext=" + path.substring(path.lastIndexOf('.') + 1)
            + " dir=" + path.substring(0, path.lastIndexOf('/')));
        try {
            s.substring(5, 3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring(5,3) threw: " + e.getMessage());
        }
        try {
            s.substring(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring(-1) threw: " + e.getMessage());
        }
        try {
            s.charAt(17);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("charAt(17) threw: " + e.getMessage());
        }
        System.out.println("isEmpty=" + "".isEmpty() + " endsWith(\"\")=" + s.endsWith("") + " startsWith(\"Miss\")=" + s.startsWith("Miss") + " startsWith(\"ss\",2)=" + s.startsWith("ss", 2));
        System.out.println("concat=" + "abc".concat("def") + " concat empty=" + "abc".concat(""));
        String literal = "hello";
        String built = new StringBuilder("hel").append("lo").toString();
        System.out.println("equals=" + literal.equals(built) + " intern ==" + (literal == built.intern()));
    }
}
