import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

public class LmbMethodRefs {
    static int doubleIt(int x) {
        return x * 2;
    }

    static String shout(String s) {
        return s.toUpperCase() + "!";
    }

    static <T, R> List<R> mapAll(List<T> items, Function<T, R> fn) {
        List<R> out = new ArrayList<>();
        for (T item : items) {
            out.add(fn.apply(item));
        }
        return out;
    }

    public static void main(String[] args) {
        // static method references
        Function<Integer, Integer> dbl = LmbMethodRefs::doubleIt;
        Function<String, String> sh = LmbMethodRefs::shout;
        System.out.println("static doubleIt(21) = " + dbl.apply(21));
        System.out.println("static shout(hello) = " + sh.apply("hello"));
        Function<String, Integer> parse = Integer::parseInt;
        System.out.println("parse sum = " + (parse.apply("40") + parse.apply("2")));
        BiFunction<Integer, Integer, Integer> maxRef = Math::max;
        System.out.println("Math::max(7, 12) = " + maxRef.apply(7, 12));

        // bound instance method references
        LmbPriceBook book = new LmbPriceBook("USD");
        book.add("apple", 120);
        book.add("pear", 95);
        book.add("melon", 410);
        Function<String, Integer> lookup = book::priceOf;
        Function<Integer, String> fmt = book::format;
        for (String name : List.of("apple", "pear", "melon", "kiwi")) {
            System.out.println("  " + name + " -> " + fmt.apply(lookup.apply(name)));
        }
        String prefix = "item-";
        Function<String, String> concat = prefix::concat;
        System.out.println("bound concat: " + mapAll(List.of("a", "b", "c"), concat));
        StringBuilder log = new StringBuilder();
        Function<String, StringBuilder> appender = log::append;
        appender.apply("one");
        appender.apply(",two");
        appender.apply(",three");
        System.out.println("log = " + log);

        // unbound instance method references
        Function<String, Integer> len = String::length;
        ToIntFunction<String> len2 = String::length;
        BiFunction<String, String, Boolean> starts = String::startsWith;
        Function<String, String> trim = String::trim;
        System.out.println("lengths: " + mapAll(List.of("x", "four", "seven"), len));
        System.out.println("applyAsInt(\"android\") = " + len2.applyAsInt("android"));
        System.out.println("starts(kotlin, kot) = " + starts.apply("kotlin", "kot"));
        System.out.println("trimmed: [" + trim.apply("   padded  ") + "]");
        Function<LmbPriceBook, String> currencyOf = LmbPriceBook::getCurrency;
        System.out.println("currency = " + currencyOf.apply(book));
        BiFunction<LmbPriceBook, String, Integer> unboundLookup = LmbPriceBook::priceOf;
        System.out.println("unbound lookup melon = " + unboundLookup.apply(book, "melon"));

        // constructor references
        Supplier<List<String>> listMaker = ArrayList::new;
        List<String> made = listMaker.get();
        made.add("fresh");
        System.out.println("made list = " + made);
        Function<String, LmbPriceBook> bookMaker = LmbPriceBook::new;
        LmbPriceBook euro = bookMaker.apply("EUR");
        euro.add("bread", 250);
        System.out.println("euro bread = " + euro.format(euro.priceOf("bread")));
        BiFunction<String, Integer, LmbTag> tagMaker = LmbTag::new;
        List<LmbTag> tags = new ArrayList<>();
        String[] names = {"urgent", "later", "done"};
        for (int i = 0; i < names.length; i++) {
            tags.add(tagMaker.apply(names[i], i + 1));
        }
        System.out.println("tags = " + tags);
        Supplier<Map<String, Integer>> mapMaker = LinkedHashMap::new;
        Map<String, Integer> counts = mapMaker.get();
        counts.put("z", 1);
        counts.put("a", 2);
        System.out.println("counts = " + counts);

        // array constructor references
        IntFunction<int[]> intArr = int[]::new;
        int[] arr = intArr.apply(5);
        for (int i = 0; i < arr.length; i++) {
            arr[i] = dbl.apply(i);
        }
        StringBuilder sb = new StringBuilder();
        for (int v : arr) {
            sb.append(v).append(' ');
        }
        System.out.println("int[] from ctor ref: " + sb.toString().trim() + " (len " + arr.length + ")");
        IntFunction<String[]> strArr = String[]::new;
        String[] labels = strArr.apply(3);
        for (int i = 0; i < labels.length; i++) {
            labels[i] = sh.apply("L" + i);
        }
        System.out.println("String[] = " + String.join("|", labels));
        String[] viaToArray = made.toArray(String[]::new);
        System.out.println("toArray length = " + viaToArray.length + ", first = " + viaToArray[0]);
    }
}

class LmbPriceBook {
    private final String currency;
    private final Map<String, Integer> prices = new LinkedHashMap<>();

    LmbPriceBook(String currency) {
        this.currency = currency;
    }

    String getCurrency() {
        return currency;
    }

    void add(String name, int cents) {
        prices.put(name, cents);
    }

    Integer priceOf(String name) {
        return prices.getOrDefault(name, 0);
    }

    String format(Integer cents) {
        int frac = cents % 100;
        String fracText = frac < 10 ? "0" + frac : String.valueOf(frac);
        return cents / 100 + "." + fracText + " " + currency;
    }
}

class LmbTag {
    final String name;
    final int priority;

    LmbTag(String name, int priority) {
        this.name = name;
        this.priority = priority;
    }

    @Override
    public String toString() {
        return name + "#" + priority;
    }
}
