import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class RptInvoiceTax {
    static final String[] ONES = {"zero", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"};
    static final String[] TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"};

    static String words(long n) {
        if (n < 20) return ONES[(int) n];
        if (n < 100) return TENS[(int) (n / 10)] + (n % 10 != 0 ? "-" + ONES[(int) (n % 10)] : "");
        if (n < 1000) return ONES[(int) (n / 100)] + " hundred" + (n % 100 != 0 ? " " + words(n % 100) : "");
        if (n < 1_000_000) return words(n / 1000) + " thousand" + (n % 1000 != 0 ? " " + words(n % 1000) : "");
        return words(n / 1_000_000) + " million" + (n % 1_000_000 != 0 ? " " + words(n % 1_000_000) : "");
    }

    static List<String> wrap(String text, int width) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                out.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(word);
        }
        if (line.length() > 0) out.add(line.toString());
        return out;
    }

    static String cents(long c) {
        return String.format("%,d.%02d", c / 100, c % 100);
    }

    public static void main(String[] args) {
        List<InvoiceItem> items = new ArrayList<>();
        items.add(new InvoiceItem("Website redesign including responsive layouts for mobile, tablet and desktop breakpoints", 1, 450000, 'S'));
        items.add(new InvoiceItem("Hosting (annual)", 1, 23988, 'S'));
        items.add(new InvoiceItem("Laptop stand", 3, 4599, 'G'));
        items.add(new InvoiceItem("Consulting hours for database migration and performance tuning sessions", 12, 12500, 'S'));
        items.add(new InvoiceItem("USB-C cable", 5, 1299, 'G'));
        items.add(new InvoiceItem("Training manual (printed)", 2, 3500, 'Z'));

        Map<Character, Integer> rateBp = new TreeMap<>();
        rateBp.put('G', 2000);
        rateBp.put('S', 1500);
        rateBp.put('Z', 0);

        System.out.printf("INVOICE No. %06d%50s%n", 2024117, "Acme Dev Studio");
        System.out.printf("Bill to: %-30s Ref: %X%n", "Blue Harbor Logistics Ltd.", 48879);
        System.out.println("=".repeat(78));
        System.out.printf("%-3s %-36s %4s %12s %c %14s%n", "#", "Description", "Qty", "Unit", 'T', "Line total");
        System.out.println("-".repeat(78));

        Map<Character, Long> baseByRate = new TreeMap<>();
        long net = 0;
        int no = 1;
        for (InvoiceItem it : items) {
            long line = it.qty * it.unitCents;
            net += line;
            baseByRate.merge(it.taxCode, line, Long::sum);
            List<String> desc = wrap(it.description, 36);
            System.out.printf("%-3d %-36s %4d %12s %c %14s%n", no++, desc.get(0), it.qty, cents(it.unitCents), it.taxCode, cents(line));
            for (int i = 1; i < desc.size(); i++) {
                System.out.printf("%4s%s%n", "", desc.get(i));
            }
        }
        System.out.println("-".repeat(78));
        System.out.printf("%62s %15s%n", "Net amount:", cents(net));
        long taxTotal = 0;
        for (Map.Entry<Character, Long> e : baseByRate.entrySet()) {
            int bp = rateBp.get(e.getKey());
            long tax = (e.getValue() * bp + 5000) / 10000;
            taxTotal += tax;
            String label = String.format("Tax %c %d.%02d%% on %s:", e.getKey(), bp / 100, bp % 100, cents(e.getValue()));
            System.out.printf("%62s %15s%n", label, cents(tax));
        }
        long gross = net + taxTotal;
        System.out.printf("%62s %15s%n", "TOTAL DUE:", cents(gross));
        System.out.println("=".repeat(78));
        String inWords = words(gross / 100) + " dollars and " + words(gross % 100) + " cents";
        inWords = Character.toUpperCase(inWords.charAt(0)) + inWords.substring(1);
        for (String l : wrap("Amount in words: " + inWords + ".", 60)) {
            System.out.println("  " + l);
        }
        System.out.printf("Payment terms: net %d days; late fee %d%%; tax-exempt: %b%n", 30, 2, taxTotal == 0);
        for (long n : new long[] {0, 13, 40, 99, 101, 1000, 7015, 1234567}) {
            System.out.printf("%,10d -> %s%n", n, words(n));
        }
    }
}

class InvoiceItem {
    final String description;
    final long qty;
    final long unitCents;
    final char taxCode;

    InvoiceItem(String description, long qty, long unitCents, char taxCode) {
        this.description = description;
        this.qty = qty;
        this.unitCents = unitCents;
        this.taxCode = taxCode;
    }
}
