public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("hello");
        sb.append(' ').append("world").append(42).append(1.5).append(true).append('!');
        System.out.println(sb);
        System.out.println("length " + sb.length());
        sb.insert(0, ">> ");
        System.out.println(sb);
        sb.insert(3, 7);
        System.out.println(sb);
        sb.reverse();
        System.out.println(sb);
        sb.reverse();
        sb.setCharAt(0, '#');
        System.out.println(sb);
        sb.deleteCharAt(1);
        System.out.println(sb);
        sb.delete(0, 4);
        System.out.println(sb);
        sb.replace(0, 5, "HELLO");
        System.out.println(sb);
        System.out.println("indexOf world: " + sb.indexOf("world") + ", charAt 1: " + sb.charAt(1));
        System.out.println("substring: " + sb.substring(6) + " | " + sb.substring(0, 5));
        sb.setLength(5);
        System.out.println("after setLength: " + sb + " (" + sb.length() + ")");
        sb.setLength(0);
        for (int i = 0; i < 5; i++) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(i * i);
        }
        System.out.println("[" + sb + "]");
        StringBuilder a = new StringBuilder("x");
        StringBuilder b = a;
        b.append("y");
        System.out.println("aliased builders: " + a + " " + b + " same=" + (a == b));
        String built = sb.toString();
        sb.append("more");
        System.out.println("snapshot unaffected: " + built);
        System.out.println("compare contents: " + a.toString().equals("xy"));
        StringBuilder pal = new StringBuilder("racecar");
        System.out.println("palindrome: " + pal.toString().equals(new StringBuilder("racecar").reverse().toString()));
        StringBuilder chars = new StringBuilder();
        chars.append((char) 65).append((int) 'B').append(new char[] {'c', 'd'});
        System.out.println(chars);
        StringBuilder nums = new StringBuilder();
        nums.append(1.0f).append(' ').append(100L).append(' ').append(-0.0).append(' ').append(1e-7);
        System.out.println(nums);
    }
}
