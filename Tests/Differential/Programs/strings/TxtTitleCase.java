import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class TxtTitleCase {
    static final List<String> MINOR = Arrays.asList("a", "an", "the", "of", "in", "and", "or", "to", "vs");

    static String capWord(String w) {
        if (w.isEmpty()) return w;
        boolean acronym = w.length() > 1 && w.chars().allMatch(Character::isUpperCase);
        if (acronym) return w;
        StringBuilder sb = new StringBuilder(w.toLowerCase());
        for (int i = 0; i < sb.length(); i++) {
            if (Character.isLetter(sb.charAt(i))) {
                sb.setCharAt(i, Character.toUpperCase(sb.charAt(i)));
                break;
            }
        }
        return sb.toString();
    }

    static String titleCase(String s) {
        String[] words = s.trim().split("\\s+");
        for (int i = 0; i < words.length; i++) {
            String lower = words[i].toLowerCase();
            boolean edge = i == 0 || i == words.length - 1;
            if (!edge && MINOR.contains(lower)) {
                words[i] = lower;
            } else if (words[i].contains("-")) {
                String[] parts = words[i].split("-");
                for (int j = 0; j < parts.length; j++) parts[j] = capWord(parts[j]);
                words[i] = String.join("-", parts);
            } else {
                words[i] = capWord(words[i]);
            }
        }
        return String.join(" ", words);
    }

    static String sortKey(String title) {
        String t = title.toLowerCase();
        for (String article : new String[] {"the ", "a ", "an "}) {
            if (t.startsWith(article)) return t.substring(article.length());
        }
        return t;
    }

    public static void main(String[] args) {
        String[] inputs = {
            "the lord of the rings", "  a tale OF two   cities ", "NASA and the SPACE race",
            "well-known facts to learn", "what is it all about", "'quoted' start", "x", "harry potter and the order of the phoenix"
        };
        List<String> titles = new ArrayList<>();
        for (String in : inputs) {
            String t = titleCase(in);
            titles.add(t);
            long caps = t.chars().filter(Character::isUpperCase).count();
            System.out.println(String.format("%-8s caps=%d", t, caps));
        }

        List<String> songs = new ArrayList<>(Arrays.asList(
            "zebra crossing", "Apple Pie", "apple pie", "The Beatles Medley", "banana Boat", "Banana boat",
            "An Ocean", "the end", "123 Go", "_underscore", "Zulu"));
        List<String> natural = new ArrayList<>(songs);
        natural.sort(Comparator.naturalOrder());
        System.out.println("compareTo:        " + natural);
        List<String> ci = new ArrayList<>(songs);
        Comparator<String> ciThenCase = (a, b) -> {
            int r = a.compareToIgnoreCase(b);
            return r != 0 ? r : a.compareTo(b);
        };
        ci.sort(ciThenCase);
        System.out.println("ignoreCase:       " + ci);
        List<String> library = new ArrayList<>(songs);
        library.sort(Comparator.comparing(TxtTitleCase::sortKey).thenComparing(Comparator.reverseOrder()));
        System.out.println("library order:    " + library);
        List<String> desc = new ArrayList<>(songs);
        desc.sort(ciThenCase.reversed());
        System.out.println("reversed CI:      " + desc);

        System.out.println("--- raw comparisons ---");
        String[][] pairs = {{"apple", "Apple"}, {"apple", "apricot"}, {"app", "apple"}, {"Zulu", "alpha"}, {"same", "same"}, {"_x", "a"}};
        for (String[] p : pairs) {
            System.out.println(String.format("%-8s %-8s cmp=%d ci=%d eqIC=%s", p[0], p[1],
                p[0].compareTo(p[1]), p[0].compareToIgnoreCase(p[1]), p[0].equalsIgnoreCase(p[1])));
        }

        System.out.println("--- dedupe ignoring case ---");
        List<String> unique = new ArrayList<>();
        for (String s : songs) {
            boolean seen = false;
            for (String u : unique) {
                if (u.equalsIgnoreCase(s)) {
                    seen = true;
                    break;
                }
            }
            if (!seen) unique.add(titleCase(s));
        }
        System.out.println(unique.size() + " unique: " + unique);

        System.out.println("--- prefix checks ---");
        String t = "The Lord of the Rings";
        System.out.println("startsWith Lord at 4: " + t.startsWith("Lord", 4));
        System.out.println("startsWith Lord at 0: " + t.startsWith("Lord"));
        System.out.println("startsWith the at 12: " + t.startsWith("the", 12) + ", ends Rings: " + t.endsWith("Rings"));
        System.out.println("indexOf the from 1: " + t.indexOf("the", 1) + ", ignoring case from 1: " + t.toLowerCase().indexOf("the", 1));
    }
}
