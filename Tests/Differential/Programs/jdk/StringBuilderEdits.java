public class StringBuilderEdits {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("hello");
        sb.append(' ').append("world").append('!').append(42).append(true).append(1.5).append('x');
        System.out.println("appended=" + sb + " length=" + sb.length());
        sb.setLength(11);
        System.out.println("setLength(11)=" + sb);
        sb.insert(0, ">> ");
        sb.insert(sb.length(), " <<");
        sb.insert(8, 123);
        System.out.println("inserts=" + sb);
        sb.deleteCharAt(8);
        sb.deleteCharAt(8);
        sb.deleteCharAt(8);
        System.out.println("deleteCharAt x3=" + sb);
        sb.delete(0, 3);
        System.out.println("delete(0,3)=" + sb);
        sb.delete(sb.length() - 3, sb.length() + 100);
        System.out.println("delete past end clamps=" + sb);
        sb.setCharAt(0, 'H');
        sb.setCharAt(6, 'W');
        System.out.println("setCharAt=" + sb);
        sb.replace(0, 5, "Howdy");
        System.out.println("replace(0,5,Howdy)=" + sb);
        sb.replace(6, 100, "there");
        System.out.println("replace past end=" + sb);
        StringBuilder rev = new StringBuilder("stressed").reverse();
        System.out.println("reverse=" + rev);
        StringBuilder pal = new StringBuilder("racecar");
        System.out.println("palindrome=" + pal.toString().equals(pal.reverse().toString()));
        try {
            sb.deleteCharAt(50);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("deleteCharAt(50) threw: " + e.getMessage());
        }
        try {
            sb.insert(-1, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert(-1) threw: " + e.getMessage());
        }
        StringBuilder nums = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            nums.append(i).append(',');
        }
        nums.setLength(nums.length() - 1);
        System.out.println("trailing comma removed=" + nums);
        StringBuilder padded = new StringBuilder("7");
        while (padded.length() < 4) {
            padded.insert(0, '0');
        }
        System.out.println("zero padded=" + padded);
        StringBuilder grow = new StringBuilder();
        grow.setLength(3);
        System.out.println("setLength grows with NUL chars: length=" + grow.length() + " char0=" + (int) grow.charAt(0));
        StringBuilder chained = new StringBuilder().append("a").insert(0, "b").reverse().append(new char[] {'c', 'd'}).append("xyz", 1, 2);
        System.out.println("chained=" + chained);
        System.out.println("equals is identity: " + new StringBuilder("a").equals(new StringBuilder("a")) + " compareTo=" + new StringBuilder("a").compareTo(new StringBuilder("b")));
        System.out.println("toString().equals=" + new StringBuilder("a").toString().equals("a"));
    }
}
