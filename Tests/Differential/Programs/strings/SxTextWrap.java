import java.util.ArrayList;
import java.util.List;

public class SxTextWrap {

    enum Align { LEFT, RIGHT, CENTER, JUSTIFY }

    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split("\\s+")) {
            if (word.isEmpty()) continue;
            while (word.length() > width) {
                if (line.length() > 0) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                lines.add(word.substring(0, width - 1) + "-");
                word = word.substring(width - 1);
            }
            if (line.length() == 0) {
                line.append(word);
            } else if (line.length() + 1 + word.length() <= width) {
                line.append(' ').append(word);
            } else {
                lines.add(line.toString());
                line.setLength(0);
                line.append(word);
            }
        }
        if (line.length() > 0) lines.add(line.toString());
        return lines;
    }

    static String padRight(String s, int width, char fill) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < width) sb.append(fill);
        return sb.toString();
    }

    static String padLeft(String s, int width, char fill) {
        StringBuilder sb = new StringBuilder();
        for (int i = s.length(); i < width; i++) sb.append(fill);
        return sb.append(s).toString();
    }

    static String center(String s, int width) {
        int total = width - s.length();
        if (total <= 0) return s;
        int left = total / 2;
        int right = total - left;
        return " ".repeat(left) + s + " ".repeat(right);
    }

    static String justify(String line, int width) {
        String[] words = line.split(" ");
        if (words.length == 1) return padRight(line, width, ' ');
        int letters = 0;
        for (String w : words) letters += w.length();
        int gaps = words.length - 1;
        int spaces = width - letters;
        StringBuilder sb = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            int n = spaces / gaps + (i <= spaces % gaps ? 1 : 0);
            sb.append(" ".repeat(n)).append(words[i]);
        }
        return sb.toString();
    }

    static void render(String text, int width, Align align) {
        List<String> lines = wrap(text, width);
        System.out.println("+" + "-".repeat(width) + "+ " + align + " w=" + width);
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            String out;
            switch (align) {
                case RIGHT: out = padLeft(l, width, ' '); break;
                case CENTER: out = center(l, width); break;
                case JUSTIFY: out = i == lines.size() - 1 ? padRight(l, width, ' ') : justify(l, width); break;
                default: out = padRight(l, width, ' ');
            }
            System.out.println("|" + out + "|");
        }
        System.out.println("+" + "-".repeat(width) + "+");
    }

    public static void main(String[] args) {
        String text = "The quick brown fox jumps over the lazy dog while the   cat watches from a distance, "
                + "unimpressed by such supercalifragilisticexpialidocious acrobatics.";
        for (Align a : Align.values()) {
            render(text, 24, a);
        }
        render("short", 10, Align.CENTER);
        render("tiny words a b c d e f g", 7, Align.JUSTIFY);
        System.out.println(wrap("", 10).size() + " lines for empty");

        System.out.println("== receipt ==");
        String[] names = {"Coffee", "Blueberry muffin", "Tea", "Extra large sandwich deluxe"};
        int[] qty = {2, 1, 3, 1};
        int[] cents = {350, 275, 180, 1095};
        int width = 32;
        System.out.println(center("RECEIPT", width));
        System.out.println("=".repeat(width));
        int total = 0;
        for (int i = 0; i < names.length; i++) {
            int lineTotal = qty[i] * cents[i];
            total += lineTotal;
            String name = names[i].length() > 18 ? names[i].substring(0, 17) + "~" : names[i];
            String amount = (lineTotal / 100) + "." + padLeft(String.valueOf(lineTotal % 100), 2, '0');
            String left = padRight(qty[i] + "x " + name, width - amount.length(), '.');
            System.out.println(left + amount);
        }
        System.out.println("-".repeat(width));
        String totalStr = (total / 100) + "." + padLeft(String.valueOf(total % 100), 2, '0');
        System.out.println(padRight("TOTAL", width - totalStr.length(), ' ') + totalStr);

        System.out.println("== table ==");
        String[][] rows = {{"Name", "Role", "Score"}, {"Alice", "Dev", "97"}, {"Bob", "QA", "8"}, {"Christina", "Design", "100"}};
        int[] colW = new int[3];
        for (String[] r : rows) {
            for (int c = 0; c < 3; c++) colW[c] = Math.max(colW[c], r[c].length());
        }
        for (int r = 0; r < rows.length; r++) {
            StringBuilder sb = new StringBuilder("| ");
            sb.append(padRight(rows[r][0], colW[0], ' ')).append(" | ");
            sb.append(center(rows[r][1], colW[1])).append(" | ");
            sb.append(padLeft(rows[r][2], colW[2], ' ')).append(" |");
            System.out.println(sb);
            if (r == 0) {
                System.out.println("|" + "-".repeat(colW[0] + 2) + "|" + "-".repeat(colW[1] + 2) + "|" + "-".repeat(colW[2] + 2) + "|");
            }
        }
        System.out.println(String.format("[%5d] [%-8s] [%05d]", 42, "ab", 42));
    }
}
