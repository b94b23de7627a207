import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.Scanner;

public class StringScannerAndReaders {
    static int countLines(BufferedReader r) throws IOException {
        int n = 0;
        String line;
        while ((line = r.readLine()) != null) {
            n++;
            System.out.println("  line " + n + ": '" + line + "' (" + line.length() + ")");
        }
        return n;
    }

    public static void main(String[] args) throws IOException {
        System.out.println(countLines(new BufferedReader(new StringReader("a\r\nb\rc\n\nd"))));
        System.out.println(countLines(new BufferedReader(new StringReader(""))));
        System.out.println(countLines(new BufferedReader(new StringReader("only\n"))));
        BufferedReader r = new BufferedReader(new StringReader("xy\r\nz"));
        int c;
        StringBuilder codes = new StringBuilder();
        while ((c = r.read()) != -1) codes.append(c).append(' ');
        System.out.println(codes.toString().trim());
        r.close();
        try {
            r.readLine();
        } catch (IOException e) {
            System.out.println("after close: " + e.getMessage());
        }
        Scanner s = new Scanner("12 apples, 3.5 kg;  -7\nnext line\n");
        int sum = 0;
        while (s.hasNext()) {
            if (s.hasNextInt()) sum += s.nextInt();
            else if (s.hasNextDouble()) System.out.println("double " + s.nextDouble());
            else System.out.println("word " + s.next());
        }
        System.out.println("sum " + sum);
        Scanner lines = new Scanner("one\r\ntwo\n\nfour");
        while (lines.hasNextLine()) System.out.println("[" + lines.nextLine() + "]");
        Scanner nums = new Scanner("+5 -0 007 1,000,000 2147483647 -2147483648 1,00 ,5 5,");
        while (nums.hasNext()) {
            if (nums.hasNextInt()) System.out.println("int " + nums.nextInt());
            else if (nums.hasNextLong()) System.out.println("long " + nums.nextLong());
            else System.out.println("not a number: " + nums.next());
        }
        Scanner ds = new Scanner("1. .5 1e5 -2.5E-3 NaN Infinity 1,234.5 e5 3");
        while (ds.hasNext()) {
            if (ds.hasNextDouble()) System.out.println("double " + ds.nextDouble());
            else System.out.println("not a double: " + ds.next());
        }
        Scanner bs = new Scanner("true False yes");
        while (bs.hasNextBoolean()) System.out.println(bs.nextBoolean());
        System.out.println("left: " + bs.next());
    }
}
