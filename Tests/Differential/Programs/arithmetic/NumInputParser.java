import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class NumInputParser {

    static final class ParseResult {
        final boolean ok;
        final long value;
        final String error;

        private ParseResult(boolean ok, long value, String error) {
            this.ok = ok;
            this.value = value;
            this.error = error;
        }

        static ParseResult success(long v) {
            return new ParseResult(true, v, null);
        }

        static ParseResult failure(String why) {
            return new ParseResult(false, 0, why);
        }

        @Override
        public String toString() {
            return ok ? "OK(" + value + ")" : "ERR(" + error + ")";
        }
    }

    static ParseResult parseAge(String input) {
        if (input == null) {
            return ParseResult.failure("missing");
        }
        try {
            int age = Integer.parseInt(input.trim());
            if (age < 0 || age > 150) {
                return ParseResult.failure("out of range");
            }
            return ParseResult.success(age);
        } catch (NumberFormatException e) {
            return ParseResult.failure("not a number");
        }
    }

    // Parses a price like "12.5", "$3.99", "1,299.00" into cents without using floating point.
    static ParseResult parsePriceCents(String input) {
        if (input == null || input.isBlank()) {
            return ParseResult.failure("empty");
        }
        String s = input.trim().replace(",", "");
        if (s.startsWith("$")) {
            s = s.substring(1);
        }
        int dot = s.indexOf('.');
        String whole = dot < 0 ? s : s.substring(0, dot);
        String frac = dot < 0 ? "" : s.substring(dot + 1);
        if (frac.length() > 2) {
            return ParseResult.failure("too many decimals");
        }
        while (frac.length() < 2) {
            frac = frac + "0";
        }
        try {
            long units = whole.isEmpty() ? 0 : Long.parseLong(whole);
            if (units < 0) {
                return ParseResult.failure("negative");
            }
            int cents = Integer.parseInt(frac);
            if (cents < 0) {
                return ParseResult.failure("bad cents");
            }
            return ParseResult.success(Math.addExact(Math.multiplyExact(units, 100L), cents));
        } catch (NumberFormatException e) {
            return ParseResult.failure("malformed");
        } catch (ArithmeticException e) {
            return ParseResult.failure("overflow");
        }
    }

    static String describeDouble(String input) {
        try {
            double d = Double.parseDouble(input);
            if (Double.isNaN(d)) {
                return "NaN";
            }
            if (Double.isInfinite(d)) {
                return d > 0 ? "+inf" : "-inf";
            }
            return String.format("%.2f (int=%d, long=%d)", d, (int) d, (long) d);
        } catch (NumberFormatException e) {
            return "invalid";
        }
    }

    static int parseHexColor(String input) {
        String s = input.startsWith("#") ? input.substring(1) : input;
        if (s.length() != 6) {
            return -1;
        }
        try {
            return Integer.parseInt(s, 16);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    static String digitsOnly(String phone) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < phone.length(); i++) {
            char c = phone.charAt(i);
            if (c >= '0' && c <= '9') {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] ages = {"42", " 7 ", "-1", "151", "abc", "", "+30", "0", "2147483648", "12.5", null};
        for (String a : ages) {
            String shown = a == null ? "null" : "'" + a + "'";
            System.out.println(String.format("age %-8s -> %s", shown, parseAge(a)));
        }

        String[] prices = {"12.5", "$3.99", "1,299.00", "0.07", ".5", "5.", "-4.00", "1.999", "abc", "  ",
                "92233720368547758.07", "92233720368547758.08", "$", "7.-5"};
        for (String p : prices) {
            System.out.println(String.format("price %-8s -> %s", "'" + p + "'", parsePriceCents(p)));
        }

        String[] doubles = {"3.14159", " 2.5 ", "1e3", "-0.75", "NaN", "-Infinity", "1e400", "4.2e-2", "7", "x1",
                "", "99.999", "-3.7", "3000000000.9", "1e19", "-1e19"};
        for (String d : doubles) {
            System.out.println(String.format("double %-8s -> %s", "'" + d + "'", describeDouble(d)));
        }

        String[] colors = {"#FF8800", "00ff00", "#123", "#GG0000", "#ffffff", "#000000"};
        for (String c : colors) {
            int rgb = parseHexColor(c);
            if (rgb < 0) {
                System.out.println(String.format("color %-8s invalid", c));
            } else {
                int r = (rgb >> 16) & 0xFF;
                int g = (rgb >> 8) & 0xFF;
                int b = rgb & 0xFF;
                int gray = (int) Math.round(0.299 * r + 0.587 * g + 0.114 * b);
                System.out.println(String.format("color %-8s rgb=%d,%d,%d hex=%x gray=%d", c, r, g, b, rgb, gray));
            }
        }

        Map<String, String> radixInputs = new LinkedHashMap<>();
        radixInputs.put("1010", "2");
        radixInputs.put("777", "8");
        radixInputs.put("zz", "36");
        radixInputs.put("-80000000", "16");
        radixInputs.put("80000000", "16");
        radixInputs.put("129", "8");
        for (Map.Entry<String, String> e : radixInputs.entrySet()) {
            int radix = Integer.parseInt(e.getValue());
            try {
                int v = Integer.parseInt(e.getKey(), radix);
                System.out.println(e.getKey() + " base " + radix + " = " + v + " hex=" + String.format("%x", v));
            } catch (NumberFormatException ex) {
                System.out.println(e.getKey() + " base " + radix + " = invalid");
            }
        }

        List<String> phones = new ArrayList<>();
        phones.add("(555) 123-4567");
        phones.add("+1 555 987 6543");
        phones.add("no digits");
        for (String ph : phones) {
            String digits = digitsOnly(ph);
            long asNumber = digits.isEmpty() ? -1 : Long.parseLong(digits);
            int checksum = 0;
            for (int i = 0; i < digits.length(); i++) {
                checksum += digits.charAt(i) - '0';
            }
            System.out.println(String.format("%-8s digits=%s number=%d checksum=%d", ph, digits, asNumber, checksum));
        }

        String[] longs = {"9223372036854775807", "9223372036854775808", "-9223372036854775808", "00042", "-0"};
        for (String l : longs) {
            try {
                long v = Long.parseLong(l);
                System.out.println("long " + l + " -> " + v + " next=" + (v + 1));
            } catch (NumberFormatException e) {
                System.out.println("long " + l + " -> overflow/invalid");
            }
        }
        Integer boxedA = Integer.valueOf(1000);
        Integer boxedB = Integer.parseInt("1000");
        System.out.println("boxed equal=" + boxedA.equals(boxedB) + " compare=" + Integer.compare(boxedA, boxedB));
    }
}
