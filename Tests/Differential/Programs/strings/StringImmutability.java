public class StringImmutability {
    static void tryToModify(String s, StringBuilder sb, char[] arr) {
        s = s + " modified";
        sb.append(" modified");
        arr[0] = 'X';
        System.out.println("inside: " + s + " / " + sb + " / " + new String(arr));
    }

    static String shout(String s) {
        s.toUpperCase();
        return s;
    }

    static String shoutProperly(String s) {
        return s.toUpperCase();
    }

    public static void main(String[] args) {
        String s = "original";
        StringBuilder sb = new StringBuilder("builder");
        char[] arr = {'a', 'b', 'c'};
        tryToModify(s, sb, arr);
        System.out.println("after: " + s + " / " + sb + " / " + new String(arr));
        System.out.println("shout ignored result: " + shout("quiet"));
        System.out.println("shout used result: " + shoutProperly("quiet"));
        String a = "abc";
        String b = a;
        a += "def";
        System.out.println("a=" + a + " b=" + b);
        String concat = a.concat("!");
        System.out.println("concat: " + concat + " a unchanged: " + a);
        String replaced = a.replace('a', 'z');
        System.out.println("replace returns new: " + replaced + " a: " + a);
        String[] arrOfStrings = {"x", "y"};
        String[] alias = arrOfStrings;
        alias[0] = "changed";
        System.out.println("array alias: " + arrOfStrings[0]);
        String loop = "";
        for (int i = 0; i < 5; i++) {
            String before = loop;
            loop += i;
            System.out.println("before=" + before + " after=" + loop);
        }
        char[] fromString = s.toCharArray();
        fromString[0] = 'O';
        System.out.println("toCharArray is a copy: " + s + " vs " + new String(fromString));
    }
}
