import java.util.Scanner;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;

public class ScannerTokens {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        System.out.println("n = " + n);
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += in.nextLong();
        }
        System.out.println("total = " + total);
        String rest = in.nextLine();
        System.out.println("rest of line: [" + rest + "]");
        String title = in.nextLine();
        System.out.println("title: [" + title + "]");
        double d = in.nextDouble();
        System.out.println("double: " + d);
        boolean b = in.nextBoolean();
        System.out.println("boolean: " + b);
        while (!in.hasNextInt()) {
            if (!in.hasNext()) break;
            System.out.println("skipping word " + in.next());
        }
        try {
            System.out.println("grouped: " + in.nextInt());
            System.out.println("next: " + in.nextInt());
        } catch (InputMismatchException e) {
            System.out.println("mismatch: " + e.getMessage() + ", token stays: " + in.next());
        }
        try {
            in.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("out of range: " + e.getMessage());
            System.out.println("still there: " + in.next());
        }
        System.out.println("hasNextDouble: " + in.hasNextDouble() + " " + in.nextDouble());
        System.out.println("hasNextLine: " + in.hasNextLine());
        System.out.println("line: [" + in.nextLine() + "]");
        int lines = 0;
        while (in.hasNextLine()) {
            String line = in.nextLine();
            lines++;
            System.out.println(lines + ": [" + line + "] words=" + (line.trim().isEmpty() ? 0 : line.trim().split("\\s+").length));
        }
        System.out.println("hasNext at end: " + in.hasNext());
        try {
            in.next();
        } catch (NoSuchElementException e) {
            System.out.println("end: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            in.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println("end of lines: " + e.getMessage());
        }
        in.close();
        try {
            in.hasNext();
        } catch (IllegalStateException e) {
            System.out.println("closed: " + e.getMessage());
        }
    }
}
