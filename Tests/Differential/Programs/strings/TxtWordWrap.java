import java.util.ArrayList;
import java.util.List;

public class TxtWordWrap {
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        String norm = text.replaceAll("\\s+", " ").strip();
        if (norm.isEmpty()) {
            return lines;
        }
        StringBuilder line = new StringBuilder();
        for (String word : norm.split(" ")) {
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
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    static String preview(String text, int max) {
        String norm = text.replaceAll("\\s+", " ").strip();
        if (norm.length() <= max) {
            return norm;
        }
        StringBuilder sb = new StringBuilder(norm);
        sb.setLength(max - 3);
        int space = sb.lastIndexOf(" ");
        if (space > max / 2) {
            sb.setLength(space);
        }
        while (sb.length() > 0 && !Character.isLetterOrDigit(sb.charAt(sb.length() - 1))) {
            sb.deleteCharAt(sb.length() - 1);
        }
        return sb.append("...").toString();
    }

    static String box(String s, int width) {
        return "|" + s + " ".repeat(width - s.length()) + "|";
    }

    public static void main(String[] args) {
        String message = """
            Hey! Your order   #4521 has shipped.
            Tracking:  1Z999AA10123456784
            Expected delivery:\tThursday, between 9am and 1pm.
            """;
        System.out.println("raw length: " + message.length());
        System.out.println("raw lines: " + message.split("\n").length);
        System.out.println("ends with newline: " + message.endsWith("\n"));

        int[] widths = {24, 16, 10};
        for (int w : widths) {
            List<String> lines = wrap(message, w);
            System.out.println("--- width " + w + " (" + lines.size() + " lines) ---");
            System.out.println("+" + "-".repeat(w) + "+");
            for (int i = 0; i < lines.size(); i++) {
                if (i == 3) {
                    System.out.println(box("(+" + (lines.size() - 3) + " more)", w));
                    break;
                }
                System.out.println(box(lines.get(i), w));
            }
            System.out.println("+" + "-".repeat(w) + "+");
            System.out.println("all: " + String.join(" / ", lines));
        }

        System.out.println("--- previews ---");
        String[] bodies = {
            "Short note",
            "Meeting moved to 3pm, please bring the quarterly numbers and the new deck.",
            "Reminder:     pay rent!!!     Due on the 1st, late fee applies after the 5th.",
            "Supercalifragilisticexpialidocious is a long word indeed",
            "   \n\t  "
        };
        for (String b : bodies) {
            String p = preview(b, 30);
            System.out.println(String.format("%5d %s", p.length(), "[" + p + "]"));
        }

        System.out.println("--- word stats ---");
        String norm = message.replaceAll("\\s+", " ").strip();
        String[] words = norm.split(" ");
        String longest = "";
        int letters = 0;
        for (String w : words) {
            if (w.length() > longest.length()) {
                longest = w;
            }
            for (char c : w.toCharArray()) {
                if (Character.isLetter(c)) letters++;
            }
        }
        long spaces = norm.chars().filter(Character::isWhitespace).count();
        long upper = norm.chars().filter(Character::isUpperCase).count();
        System.out.println("words=" + words.length + " letters=" + letters + " spaces=" + spaces + " upper=" + upper);
        System.out.println("longest=" + longest + " (" + longest.length() + ")");
        System.out.println("first colon at " + norm.indexOf(':') + ", second at " + norm.indexOf(':', norm.indexOf(':') + 1));
        System.out.println("last 'the' at " + norm.lastIndexOf("the") + ", last 'e' before 50 at " + norm.lastIndexOf("e", 50));
        System.out.println("contains 'shipped': " + norm.contains("shipped"));
    }
}
