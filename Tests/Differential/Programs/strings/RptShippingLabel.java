import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

public class RptShippingLabel {
    static final int INNER = 44;

    static String boxed(String content, char align) {
        String s = content.length() > INNER ? content.substring(0, INNER) : content;
        int gap = INNER - s.length();
        String body;
        if (align == 'L') body = s + " ".repeat(gap);
        else if (align == 'R') body = " ".repeat(gap) + s;
        else body = " ".repeat(gap / 2) + s + " ".repeat(gap - gap / 2);
        return "| " + body + " |";
    }

    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        String rest = text.trim();
        while (rest.length() > width) {
            int cut = rest.lastIndexOf(' ', width);
            if (cut <= 0) cut = width;
            lines.add(rest.substring(0, cut).trim());
            rest = rest.substring(cut).trim();
        }
        if (!rest.isEmpty()) lines.add(rest);
        return lines;
    }

    static int checkDigit(String digits) {
        int sum = 0;
        for (int i = 0; i < digits.length(); i++) {
            int d = digits.charAt(i) - '0';
            sum += (i % 2 == 0) ? d * 3 : d;
        }
        return (10 - sum % 10) % 10;
    }

    static void printLabel(Parcel p, int seq) {
        String border = "+" + "-".repeat(INNER + 2) + "+";
        String base = String.format("%04d%07d", p.zone, seq * 7919);
        String tracking = base + checkDigit(base);
        System.out.println(border);
        System.out.println(boxed(String.format("%-20s%24s", "SWIFTSHIP EXPRESS", p.service), 'L'));
        System.out.println(border);
        System.out.println(boxed("FROM: " + p.sender, 'L'));
        System.out.println(boxed("", 'L'));
        System.out.println(boxed("SHIP TO:", 'L'));
        for (String line : p.recipientLines) {
            for (String w : wrap(line.toUpperCase(), INNER - 4)) {
                System.out.println(boxed("    " + w, 'L'));
            }
        }
        System.out.println(border);
        int grams = p.grams;
        System.out.println(boxed(String.format("WT %d.%03d kg  DIM %dx%dx%d cm  PCS %d/%d",
                grams / 1000, grams % 1000, p.dims[0], p.dims[1], p.dims[2], seq, 3), 'L'));
        int vol = p.dims[0] * p.dims[1] * p.dims[2];
        System.out.println(boxed(String.format("VOL %,d cm3  ZONE %02X  FRAGILE %-5b", vol, p.zone, p.fragile), 'L'));
        System.out.println(boxed("*" + tracking + "*", 'C'));
        StringBuilder bars = new StringBuilder();
        for (char c : tracking.toCharArray()) {
            int d = c - '0';
            bars.append("|".repeat(1 + d % 3)).append(' ');
        }
        System.out.println(boxed(bars.toString().trim(), 'C'));
        System.out.println(boxed(String.format("%s %1$s %1$s", p.fragile ? "CAUTION" : "--").trim(), 'C'));
        System.out.println(boxed(String.format("%,d cents postage", p.postageCents), 'R'));
        System.out.println(border);
    }

    public static void main(String[] args) {
        List<Parcel> parcels = new ArrayList<>();
        parcels.add(new Parcel("Gadget Warehouse, Dock 4", Arrays.asList("Dr. Evelyn Marchetti-Okonkwo",
                "Apartment 12B, Riverside Towers, 4400 North Lakeshore Boulevard", "Chicago IL 60640"),
                "PRIORITY", 3250, new int[] {30, 20, 15}, 7, true, 2875));
        parcels.add(new Parcel("Book Nook", Arrays.asList("Sam Lee", "9 Elm Rd", "Austin TX 78701"),
                "GROUND", 980, new int[] {25, 18, 4}, 3, false, 845));
        parcels.add(new Parcel("Plant Co.", Arrays.asList("Ana Ruiz", "PO Box 77", "Reno NV 89501"),
                "OVERNIGHT", 12045, new int[] {60, 40, 40}, 11, true, 15650));
        int seq = 1;
        long totalPostage = 0;
        StringJoiner manifest = new StringJoiner(" | ", "MANIFEST<", ">");
        for (Parcel p : parcels) {
            printLabel(p, seq);
            totalPostage += p.postageCents;
            manifest.add(String.format("%d:%.3s:%,dg", seq, p.service, p.grams));
            seq++;
        }
        System.out.println(manifest);
        System.out.printf("Total postage: $%d.%02d for %d parcels (%x hex)%n",
                totalPostage / 100, totalPostage % 100, parcels.size(), totalPostage);
    }
}

class Parcel {
    final String sender;
    final List<String> recipientLines;
    final String service;
    final int grams;
    final int[] dims;
    final int zone;
    final boolean fragile;
    final long postageCents;

    Parcel(String sender, List<String> recipientLines, String service, int grams, int[] dims,
           int zone, boolean fragile, long postageCents) {
        this.sender = sender;
        this.recipientLines = recipientLines;
        this.service = service;
        this.grams = grams;
        this.dims = dims;
        this.zone = zone;
        this.fragile = fragile;
        this.postageCents = postageCents;
    }
}
