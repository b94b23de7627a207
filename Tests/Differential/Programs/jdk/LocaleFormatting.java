import java.math.BigDecimal;
import java.util.*;

public class LocaleFormatting {
    static String row(Locale l) {
        return String.format(l, "%,.2f|%,d|%e|%.3g|%(,d|%010.1f|%+d|%x|%05d|%s|%.1f",
                1234567.891, -1234567, 1234.5, 0.00012345, -1234, -3.25, 5, 255, 42, 1.5, Double.NaN);
    }

    public static void main(String[] args) {
        Locale[] constants = { Locale.ROOT, Locale.US, Locale.UK, Locale.FRENCH, Locale.FRANCE, Locale.CANADA_FRENCH,
                Locale.GERMAN, Locale.GERMANY, Locale.ITALY, Locale.JAPAN, Locale.KOREA, Locale.CHINA, Locale.TAIWAN };
        for (Locale l : constants) {
            System.out.println(l + " -> " + row(l));
        }
        for (String tag : new String[] { "de-CH", "de-AT", "pt-BR", "pt-PT", "es", "es-MX", "sv", "ru", "nl", "ar", "fa", "hi", "mr", "xx", "fr-BE", "en-ZA" }) {
            System.out.println(tag + " -> " + row(Locale.forLanguageTag(tag)));
        }
        Locale turkish = new Locale("tr", "TR");
        System.out.println(String.format(turkish, "%S %s %S", "istanbul", "izmir", 'i'));
        System.out.println(String.format(Locale.ROOT, "%S", "istanbul"));
        System.out.println(String.format((Locale) null, "%,.3f", 9876.54321));
        System.out.printf(Locale.GERMANY, "Summe: %,.2f EUR%n", 1234.5);
        System.out.format(Locale.FRANCE, "Total : %,d articles, %.1f %%%n", 12345, 99.5);
        System.out.println(String.format(Locale.GERMANY, "%,.2f", new BigDecimal("-9876543.215")));
        System.out.println(String.format(new Locale("ar"), "%.2e %E", 123456.789, Double.POSITIVE_INFINITY));
        System.out.println(String.format(Locale.ITALY, "%08.2f|%-10.3f|%,015.2f", -3.14159, 2.5, 1234567.0));
        System.out.println("default: " + String.format("%,.2f", 1234567.891));
    }
}
