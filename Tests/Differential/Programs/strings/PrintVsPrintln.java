public class PrintVsPrintln {
    public static void main(String[] args) {
        System.out.print("no newline ");
        System.out.print(1);
        System.out.print(' ');
        System.out.print(2L);
        System.out.print(' ');
        System.out.print(3.5);
        System.out.print(' ');
        System.out.print(4.5f);
        System.out.print(' ');
        System.out.print(true);
        System.out.print(' ');
        System.out.print(new char[] {'c', 'h'});
        System.out.println();
        System.out.println();
        System.out.println('c');
        System.out.println(65);
        System.out.println((char) 65);
        System.out.println(7L);
        System.out.println(0.5f);
        System.out.println(new char[] {'a', 'r', 'r'});
        Object o = "object";
        System.out.println(o);
        String nul = null;
        System.out.println(nul);
        System.out.println((Object) null);
        System.out.print("line1\nline2\n");
        System.out.println("tab\tseparated\tvalues");
        System.out.println("");
        System.out.println("unicode lengths: " + "\u00e9\u00e8".length() + " " + (int) "\u4e2d".charAt(0));
        for (int i = 0; i < 3; i++) {
            System.out.print(i);
            System.out.print(i < 2 ? "," : "\n");
        }
        System.out.println("end");
    }
}
