import java.util.ArrayList;
import java.util.List;

public class TxtStringDiff {
    static int commonPrefix(String a, String b) {
        int n = Math.min(a.length(), b.length());
        int i = 0;
        while (i < n && a.charAt(i) == b.charAt(i)) i++;
        return i;
    }

    static int commonSuffix(String a, String b) {
        String ra = new StringBuilder(a).reverse().toString();
        String rb = new StringBuilder(b).reverse().toString();
        return commonPrefix(ra, rb);
    }

    static String charDiff(String a, String b) {
        int[][] lcs = new int[a.length() + 1][b.length() + 1];
        for (int i = a.length() - 1; i >= 0; i--) {
            for (int j = b.length() - 1; j >= 0; j--) {
                lcs[i][j] = a.charAt(i) == b.charAt(j) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        int j = 0;
        while (i < a.length() || j < b.length()) {
            if (i < a.length() && j < b.length() && a.charAt(i) == b.charAt(j)) {
                out.append(a.charAt(i));
                i++;
                j++;
            } else if (j < b.length() && (i == a.length() || lcs[i][j + 1] >= lcs[i + 1][j])) {
                out.append("{+").append(b.charAt(j)).append('}');
                j++;
            } else {
                out.append("[-").append(a.charAt(i)).append(']');
                i++;
            }
        }
        String s = out.toString();
        return s.replace("}{+", "").replace("][-", "");
    }

    static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            int[] cur = new int[b.length() + 1];
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            prev = cur;
        }
        return prev[b.length()];
    }

    public static void main(String[] args) {
        String[][] pairs = {
            {"kitten", "sitting"}, {"color", "colour"}, {"Hello World", "Hello world!"},
            {"abc", "abc"}, {"", "new"}, {"remove me", ""}, {"flaw", "lawn"}
        };
        for (String[] p : pairs) {
            String a = p[0];
            String b = p[1];
            int pre = commonPrefix(a, b);
            int suf = commonSuffix(a, b);
            System.out.println(String.format("%-8s -> %-8s dist=%d prefix=%d suffix=%d", "'" + a + "'", "'" + b + "'",
                editDistance(a, b), pre, suf));
            System.out.println("   diff: " + charDiff(a, b) + (a.equals(b) ? " (unchanged)" : ""));
        }

        System.out.println("--- word diff ---");
        String before = "the quick brown fox jumps over the lazy dog";
        String after = "the quick red fox leaps over the lazy dog today";
        String[] wa = before.split(" ");
        String[] wb = after.split(" ");
        List<String> changes = new ArrayList<>();
        for (int k = 0; k < Math.max(wa.length, wb.length); k++) {
            String x = k < wa.length ? wa[k] : "";
            String y = k < wb.length ? wb[k] : "";
            if (!x.equals(y)) {
                changes.add(String.format("%d:%s->%s", k, x.isEmpty() ? "_" : x, y.isEmpty() ? "_" : y));
            }
        }
        System.out.println(changes.size() + " changes " + changes);

        System.out.println("--- patch builder ---");
        StringBuilder doc = new StringBuilder("status: draft; owner: sam");
        System.out.println(doc);
        int colon = doc.indexOf(":");
        doc.replace(colon + 2, doc.indexOf(";"), "final");
        System.out.println(doc);
        doc.insert(doc.length(), "; rev: ").append(3).insert(0, '#');
        System.out.println(doc + " lastColon=" + doc.lastIndexOf(":") + " firstSemi=" + doc.indexOf(";"));
        doc.delete(doc.indexOf(";"), doc.lastIndexOf(";"));
        System.out.println(doc);
        doc.setLength(8);
        System.out.println("shrunk: [" + doc + "] len=" + doc.length());
        doc.setLength(12);
        String grown = doc.toString();
        System.out.println("grown len=" + grown.length() + " nulls=" + grown.chars().filter(c -> c == 0).count()
            + " shown=[" + grown.replace('\u0000', '.') + "]");
        doc.reverse();
        System.out.println("reversed shown=[" + doc.toString().replace('\u0000', '.') + "] char0=" + (int) doc.charAt(0));

        System.out.println("--- revision ids ---");
        String[] ids = {"1f", "FF", "7fffffff", "xyz", "-a", "+10", "80000000"};
        for (String id : ids) {
            try {
                int v = Integer.parseInt(id, 16);
                System.out.println(String.format("%8s = %d bin=%s oct=%s", id, v, Integer.toString(v, 2), Integer.toString(v, 8)));
            } catch (NumberFormatException e) {
                System.out.println(String.format("%8s ! %s", id, e.getMessage()));
            }
        }
    }
}
