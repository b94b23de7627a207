import java.util.FormatFlagsConversionMismatchException;
import java.util.IllegalFormatConversionException;
import java.util.IllegalFormatException;
import java.util.MissingFormatArgumentException;
import java.util.UnknownFormatConversionException;

// Formatter beyond the common conversions: argument indices, %h %a %b of objects, Byte and Short
// arguments, supplementary code points, an array passed as the arguments, printf's partial output, and
// every exception a bad format string or argument raises, with Java's messages and accessors.
public class FormatSpecifiersAndErrors {
    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public String toString() { return "Point(" + x + "," + y + ")"; }
        @Override public int hashCode() { return 31 * x + y; }
    }

    static void attempt(String format, Object... args) {
        try {
            System.out.println(format + " => [" + String.format(format, args) + "]");
        } catch (MissingFormatArgumentException e) {
            System.out.println(format + " => missing argument for " + e.getFormatSpecifier() + ": " + e.getMessage());
        } catch (IllegalFormatConversionException e) {
            System.out.println(format + " => conversion " + e.getConversion() + ": " + e.getMessage());
        } catch (UnknownFormatConversionException e) {
            System.out.println(format + " => unknown " + e.getConversion() + ": " + e.getMessage());
        } catch (FormatFlagsConversionMismatchException e) {
            System.out.println(format + " => flags " + e.getFlags() + " with " + e.getConversion() + ": " + e.getMessage());
        } catch (IllegalFormatException e) {
            System.out.println(format + " => " + e);
        }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        attempt("%3$s %1$s %2$s", "a", "b", "c");
        attempt("%s %<s %s %2$s %s %<s", "a", "b", "c");
        attempt("%1$s %s %s", "a", "b");
        attempt("%2$d %<x %<o %1$S", "hex", 255);
        attempt("%s|%10s|%-12s|%.3s|%S", p, p, p, p, p);
        attempt("%h %H %h %h %h", p, "hello", 42, 1.5, true);
        attempt("%b %b %b %B %.2b", p, null, false, "", true);
        attempt("%d %d %x %x %o", (byte) -100, (short) -1000, (byte) -100, (short) -1000, (byte) -1);
        attempt("%c%c%c|%-4c|%4c|", 0x1F600, 0x48, (byte) 0x69, 0x1F680, 'x');
        attempt("%C %S %S", 'q', "mixed Case", null);
        attempt("%a %A %.3a %a %a", 1.0, 255.5, Math.PI, -0.0, 0.1f);
        attempt("%-8.3s|%8.1s|%.0s|", "abcdef", "xyz", "gone");
        attempt("%,d %,d %,.1f %(,d", 0, -999, 1234.56, -1000000);
        attempt("%e %g %f %a", null, null, null, null);
        attempt("%n".replace("%n", "[%%] [%5%] [%-5%]"));

        Object[] row = {"row", 7, 2.5};
        System.out.println(String.format("%s #%d = %.2f", row));
        System.out.printf("printf %s #%d = %.1f%n", row);
        Object[] words = {"alpha", "beta"};
        System.out.println(String.format("%2$s before %1$s", words));
        System.out.println("%s/%s".formatted("x", "y") + " " + "no args".formatted());
        System.out.format("format() works like printf: %05d%n", 42);

        try {
            System.out.printf("printed before the bad argument: %d, then %d%n", 1);
        } catch (MissingFormatArgumentException e) {
            System.out.println();
            System.out.println("printf stopped: " + e.getMessage());
        }
        try {
            System.out.printf("nothing printed: %d %q%n", 1);
        } catch (UnknownFormatConversionException e) {
            System.out.println("parse error first: " + e.getMessage());
        }

        attempt("%d", "text");
        attempt("%f", 1);
        attempt("%c", 1.5);
        attempt("%x", 2.0f);
        attempt("%tY", "not a date");
        attempt("%c", 0x110000);
        attempt("%c", -5);
        attempt("%q", 1);
        attempt("trailing %");
        attempt("%.f", 1.0);
        attempt("%tq", 1L);
        attempt("%-d", 1);
        attempt("%0s", "s");
        attempt("%-05d", 1);
        attempt("%+ d", 1);
        attempt("%--5d", 1);
        attempt("%.2d", 1);
        attempt("%.2c", 'c');
        attempt("%#d", 1);
        attempt("%,x", 1);
        attempt("%+x", 1);
        attempt("%(o", 1);
        attempt("%#s", "s");
        attempt("%#b", true);
        attempt("%,e", 1.0);
        attempt("%#g", 1.0);
        attempt("%5n");
        attempt("%-n");
        attempt("%05%");
        attempt("%0$s", 1);
        attempt("%3$s", 1, 2);
        attempt("%<s", 1);
        attempt("%s %s %s", 1, 2);
        attempt("%2$-5s|", "only");
        attempt("%99999999999d", 1);
        attempt("%.99999999999f", 1.0);

        try {
            throw new UnknownFormatConversionException("z");
        } catch (IllegalArgumentException e) {
            System.out.println("constructed: " + e.getMessage() + " / " + e);
        }
        IllegalFormatException thrown = new FormatFlagsConversionMismatchException("+", 's');
        System.out.println("constructed: " + thrown.getMessage());
        System.out.println(String.format("%s %d", "uncaught", "x"));
    }
}
