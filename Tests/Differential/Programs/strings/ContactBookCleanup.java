import java.util.ArrayList;
import java.util.List;

public class ContactBookCleanup {

    static class DuplicateContactException extends RuntimeException {
        DuplicateContactException(String message) {
            super(message);
        }
    }

    static final String RAW = """
            dr. jane   DOE | +1 555 0100 | jane.doe@mail.com
            Bob  builder|5550101|BOB@MAIL.COM
            alice Zhang | 555-0102 |alice@mail.com
              ALICE zhang|555 0103|a.zhang@mail.com
            emile zOLA|5550104|emile@mail.com
            bob Builder | 5550105 | bob2@mail.com
            """;

    static String capitalizeWords(String s) {
        StringBuilder sb = new StringBuilder(s.strip().toLowerCase());
        boolean startOfWord = true;
        for (int i = 0; i < sb.length(); i++) {
            char c = sb.charAt(i);
            if (c == ' ') {
                if (i > 0 && sb.charAt(i - 1) == ' ') {
                    sb.deleteCharAt(i);
                    i--;
                }
                startOfWord = true;
            } else if (startOfWord) {
                sb.setCharAt(i, Character.toUpperCase(c));
                startOfWord = false;
            }
        }
        return sb.toString();
    }

    static String initials(String name) {
        StringBuilder sb = new StringBuilder();
        for (String part : name.split(" ")) {
            if (!part.isEmpty() && Character.isLetter(part.charAt(0)) && !part.endsWith(".")) {
                sb.append(Character.toUpperCase(part.charAt(0)));
            }
        }
        return sb.toString();
    }

    static String slug(String name) {
        String lower = name.toLowerCase().replaceAll("[^a-z0-9]+", "-");
        return lower.replaceAll("^-|-$", "");
    }

    static String digitsOnly(String phone) {
        StringBuilder sb = new StringBuilder();
        phone.chars().filter(Character::isDigit).forEach(c -> sb.append((char) c));
        return sb.toString();
    }

    static String title(String name) {
        String first = name.split(" ")[0];
        switch (first) {
            case "Dr.":
                return "doctor";
            case "Mr.":
            case "Mrs.":
                return "civil";
            default:
                return "none";
        }
    }

    public static void main(String[] args) {
        List<String[]> contacts = new ArrayList<>();
        for (String line : RAW.split("\n")) {
            String[] parts = line.split("\\s*\\|\\s*");
            String name = capitalizeWords(parts[0]);
            String phone = digitsOnly(parts[1]);
            String email = parts[2].strip().toLowerCase();
            contacts.add(new String[]{name, phone, email});
            System.out.println(String.format("%-16s %-10s %-20s init=%-3s slug=%s title=%s",
                    name, phone, email, initials(name), slug(name), title(name)));
        }

        // insertion sort by name, ignoring case, tie broken by case-sensitive compareTo
        for (int i = 1; i < contacts.size(); i++) {
            String[] cur = contacts.get(i);
            int j = i - 1;
            while (j >= 0) {
                String[] prev = contacts.get(j);
                int cmp = prev[0].compareToIgnoreCase(cur[0]);
                if (cmp == 0) {
                    cmp = prev[1].compareTo(cur[1]);
                }
                if (cmp <= 0) {
                    break;
                }
                contacts.set(j + 1, prev);
                j--;
            }
            contacts.set(j + 1, cur);
        }
        System.out.println("sorted:");
        for (String[] c : contacts) {
            System.out.println("  " + c[0] + " <" + c[2] + ">");
        }

        System.out.println("compareTo samples: " + "apple".compareTo("banana") + " " + "b".compareTo("a")
                + " " + "abc".compareTo("abcd") + " " + "Zed".compareTo("abc") + " " + "Zed".compareToIgnoreCase("abc"));
        System.out.println("equalsIgnoreCase: " + "BOB@MAIL.COM".equalsIgnoreCase("bob@mail.com")
                + " equals: " + "BOB".equals("bob"));

        // char and int mixing in concatenation
        char grade = 'B';
        System.out.println('a' + 1 + "x");
        System.out.println("x" + 'a' + 1);
        System.out.println("next grade: " + (char) (grade + 1) + ", numeric: " + (grade + 1));
        System.out.println('A' + 'B' + "" + 'A' + 'B');
        char c = 'y';
        c++;
        c += 1;
        System.out.println("char after ++ and += : " + c + " (" + (int) c + ")");
        int total = 0;
        for (char d : "90210".toCharArray()) {
            total += d - '0';
        }
        System.out.println("digit sum of 90210: " + total);

        StringBuilder palindrome = new StringBuilder("Never odd or even");
        String normalized = palindrome.toString().replace(" ", "").toLowerCase();
        String reversed = new StringBuilder(normalized).reverse().toString();
        System.out.println(normalized + " reversed " + reversed + " palindrome=" + normalized.equals(reversed));
        palindrome.setLength(5);
        palindrome.append('!').insert(0, '"').append('"');
        System.out.println("builder now: " + palindrome + " len=" + palindrome.length()
                + " indexOf(e)=" + palindrome.indexOf("e"));

        System.out.println("vowels in names:");
        for (String[] contact : contacts) {
            long vowels = contact[0].toLowerCase().chars().filter(ch -> "aeiou".indexOf(ch) >= 0).count();
            System.out.println("  " + contact[0] + " -> " + vowels);
        }

        // dedupe by case-insensitive name; a duplicate aborts the cleanup with an uncaught exception
        List<String> seen = new ArrayList<>();
        for (String[] contact : contacts) {
            String key = contact[0].toLowerCase();
            System.out.println("checking " + key);
            if (seen.contains(key)) {
                System.out.println("duplicate detected, aborting");
                throw new DuplicateContactException("duplicate contact '" + contact[0] + "' with phone " + contact[1]);
            }
            seen.add(key);
        }
        System.out.println("not reached");
    }
}
