import java.util.*;

public class LocaleText {
    public static void main(String[] args) {
        System.out.println("TITLE Ii".toLowerCase(Locale.ROOT) + " " + "title ii".toUpperCase(Locale.US));
        Locale tr = new Locale("TR", "tr");
        System.out.println(tr + " " + tr.getLanguage() + " " + tr.getCountry() + " " + "ISTANBUL iz".toLowerCase(tr) + " " + "istanbul".toUpperCase(tr));
        System.out.println(String.format(Locale.ROOT, "%s: %d/%d %.2f %,d", "x", 3, 4, 2.5, 1234567));
        System.out.println(String.format(Locale.US, "#%06X", 0xABCDEF & 0xFFFFFF));
        Locale[] all = { Locale.ROOT, Locale.ENGLISH, Locale.US, Locale.UK, Locale.GERMANY, Locale.forLanguageTag("pt-BR"), Locale.forLanguageTag("und"), new Locale("fr", "", "POSIX") };
        Map<Locale, String> names = new HashMap<>();
        for (Locale l : all) {
            names.put(l, "[" + l + "]");
            System.out.println("'" + l + "' lang=" + l.getLanguage() + " hash=" + l.hashCode() + " eqUS=" + l.equals(Locale.US));
        }
        System.out.println(names);
        System.out.println(new Locale("en", "US").equals(Locale.US) + " " + Locale.CHINA + " " + Locale.PRC.equals(Locale.SIMPLIFIED_CHINESE));
    }
}
