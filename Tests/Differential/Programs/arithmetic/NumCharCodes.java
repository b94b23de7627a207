public class NumCharCodes {

    static int digitSum(String s) {
        int sum = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                sum += c - '0';
            }
        }
        return sum;
    }

    static int luhnCheckDigit(String payload) {
        int sum = 0;
        boolean doubleIt = true;
        for (int i = payload.length() - 1; i >= 0; i--) {
            int d = payload.charAt(i) - '0';
            if (doubleIt) {
                d *= 2;
                if (d > 9) d -= 9;
            }
            sum += d;
            doubleIt = !doubleIt;
        }
        return (10 - sum % 10) % 10;
    }

    static boolean luhnValid(String number) {
        String digits = number.replace(" ", "");
        int check = digits.charAt(digits.length() - 1) - '0';
        return luhnCheckDigit(digits.substring(0, digits.length() - 1)) == check;
    }

    static boolean isbn10Valid(String isbn) {
        String s = isbn.replace("-", "");
        if (s.length() != 10) return false;
        int sum = 0;
        for (int i = 0; i < 10; i++) {
            char c = s.charAt(i);
            int v;
            if (i == 9 && (c == 'X' || c == 'x')) {
                v = 10;
            } else if (Character.isDigit(c)) {
                v = c - '0';
            } else {
                return false;
            }
            sum += v * (10 - i);
        }
        return sum % 11 == 0;
    }

    static boolean isbn13Valid(String isbn) {
        String s = isbn.replace("-", "");
        if (s.length() != 13) return false;
        int sum = 0;
        for (int i = 0; i < 13; i++) {
            char c = s.charAt(i);
            if (!Character.isDigit(c)) return false;
            sum += (c - '0') * (i % 2 == 0 ? 1 : 3);
        }
        return sum % 10 == 0;
    }

    static String isbn10to13(String isbn10) {
        String core = "978" + isbn10.replace("-", "").substring(0, 9);
        int sum = 0;
        for (int i = 0; i < 12; i++) {
            sum += Character.getNumericValue(core.charAt(i)) * (i % 2 == 0 ? 1 : 3);
        }
        int check = (10 - sum % 10) % 10;
        return core + check;
    }

    static String caesar(String text, int shift) {
        StringBuilder sb = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c >= 'a' && c <= 'z') {
                sb.append((char) ('a' + Math.floorMod(c - 'a' + shift, 26)));
            } else if (c >= 'A' && c <= 'Z') {
                sb.append((char) ('A' + Math.floorMod(c - 'A' + shift, 26)));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String columnLabel(int col) {
        // spreadsheet-style: 1 -> A, 26 -> Z, 27 -> AA
        StringBuilder sb = new StringBuilder();
        int n = col;
        while (n > 0) {
            n--;
            sb.insert(0, (char) ('A' + n % 26));
            n /= 26;
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println("== char arithmetic basics ==");
        System.out.println("'a' + 1 = " + ('a' + 1));
        System.out.println("(char)('a' + 1) = " + (char) ('a' + 1));
        System.out.println("'Z' - 'A' = " + ('Z' - 'A'));
        System.out.println("'0' + '0' = " + ('0' + '0'));
        char c = 'x';
        c++;
        System.out.println("'x'++ = " + c + ", as int " + (int) c);
        StringBuilder alpha = new StringBuilder();
        for (int i = 0; i < 26; i += 3) {
            alpha.append((char) ('a' + i));
        }
        System.out.println("every third letter: " + alpha);
        System.out.println("upper: " + Character.toUpperCase('q') + Character.toUpperCase('7') + Character.toLowerCase('M'));
        System.out.println("isLetter('5')=" + Character.isLetter('5') + " isDigit('5')=" + Character.isDigit('5')
                + " isLetterOrDigit('_')=" + Character.isLetterOrDigit('_') + " isWhitespace('\\t')=" + Character.isWhitespace('\t'));
        char ternaryChar = true ? 'A' : 0;
        System.out.println("ternary char: " + ternaryChar);
        int code = 'A';
        System.out.println("int code = 'A': " + code + ", (char) 97 = " + (char) 97);

        System.out.println("== getNumericValue ==");
        char[] probes = {'0', '7', 'a', 'Z', 'z', '-', ' '};
        for (char p : probes) {
            System.out.println("'" + p + "' -> " + Character.getNumericValue(p) + " digit16=" + Character.digit(p, 16));
        }

        System.out.println("== digit sums ==");
        String[] codes = {"12345", "ORDER-9981", "0000", "A1B2C3", "999999999"};
        for (String s : codes) {
            int ds = digitSum(s);
            int root = ds == 0 ? 0 : 1 + (ds - 1) % 9;
            System.out.println(s + " digitSum=" + ds + " digitalRoot=" + root);
        }

        System.out.println("== Luhn ==");
        String[] payloads = {"7992739871", "453201511283036", "37828224631000", "601111111111111"};
        for (String p : payloads) {
            int cd = luhnCheckDigit(p);
            System.out.println(p + " check digit " + cd + " -> " + p + cd);
        }
        String[] cards = {"4532 0151 1283 0366", "4532 0151 1283 0367", "79927398713", "0000 0000 0000 0000", "5555 5555 5555 4444"};
        for (String card : cards) {
            System.out.println(card + " valid=" + luhnValid(card));
        }

        System.out.println("== ISBN ==");
        String[] isbn10s = {"0-306-40615-2", "0-306-40615-3", "0-8044-2957-X", "0-9752298-0-X", "12345", "0-306-4O615-2"};
        for (String s : isbn10s) {
            boolean v = isbn10Valid(s);
            System.out.println("ISBN-10 " + s + " valid=" + v + (v ? " -> ISBN-13 " + isbn10to13(s) : ""));
        }
        String[] isbn13s = {"978-0-306-40615-7", "978-0-306-40615-6", "9780804429573", "978-3-16-148410-0"};
        for (String s : isbn13s) {
            System.out.println("ISBN-13 " + s + " valid=" + isbn13Valid(s));
        }

        System.out.println("== Caesar and labels ==");
        String msg = "Invoice #42 Due Friday";
        String enc = caesar(msg, 3);
        System.out.println(enc + " | " + caesar(enc, -3) + " | " + caesar(msg, -29));
        int[] cols = {1, 2, 26, 27, 52, 53, 702, 703, 16384};
        StringBuilder labels = new StringBuilder();
        for (int col : cols) {
            labels.append(col).append("=").append(columnLabel(col)).append(" ");
        }
        System.out.println(labels.toString().trim());
        String name = "mcDonald o'brien";
        StringBuilder title = new StringBuilder();
        boolean up = true;
        for (char ch : name.toCharArray()) {
            title.append(up ? Character.toUpperCase(ch) : ch);
            up = ch == ' ' || ch == '\'';
        }
        System.out.println("title case: " + title);
        int hashish = 0;
        for (char ch : "CHECKSUM".toCharArray()) {
            hashish = (hashish * 7 + ch) % 1000;
        }
        System.out.println("char checksum: " + hashish);
    }
}
