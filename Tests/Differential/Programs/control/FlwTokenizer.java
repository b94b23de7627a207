import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class FlwTokenizer {
    static List<String> tokenize(String text) {
        List<String> tokens = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == ' ') {
                i++;
                continue;
            }
            int start = i;
            if (Character.isLetter(c)) {
                while (++i < n && Character.isLetterOrDigit(text.charAt(i))) { }
                tokens.add("WORD:" + text.substring(start, i));
            } else if (Character.isDigit(c)) {
                while (i < n && Character.isDigit(text.charAt(i))) i++;
                tokens.add("NUM:" + text.substring(start, i));
            } else {
                tokens.add("SYM:" + text.charAt(i++));
            }
        }
        return tokens;
    }

    public static void main(String[] args) {
        List<String> toks = tokenize("send 3 msgs to bob42, then retry+1");
        for (int k = 0; k < toks.size(); k++) {
            System.out.println(String.format("%5d %s", k, toks.get(k)));
        }

        int[] a = new int[6];
        int i = 0;
        a[i++] = i;
        a[i++] = i * 10;
        a[i] = i++ + i;
        System.out.println("a = " + Arrays.toString(a) + ", i = " + i);

        int x = 5;
        x = x++ + ++x;
        System.out.println("x = x++ + ++x -> " + x);

        int y = 3;
        int z = y-- - --y;
        System.out.println("y = " + y + ", z = " + z);

        int[] counts = {1, 1, 1, 1};
        int idx = 0;
        counts[idx++] += 2;
        counts[idx++] += 2;
        counts[++idx] *= 5;
        System.out.println("counts = " + Arrays.toString(counts) + ", idx = " + idx);

        int[] freq = new int[5];
        String word = "tokenizer";
        int p = 0;
        while (p < word.length()) {
            freq[word.charAt(p++) % 5]++;
        }
        System.out.println("freq buckets = " + Arrays.toString(freq) + ", p = " + p);

        char[] chars = word.toCharArray();
        for (int lo = 0, hi = chars.length - 1; lo < hi; lo++, hi--) {
            char t = chars[lo];
            chars[lo] = chars[hi];
            chars[hi] = t;
        }
        System.out.println("reversed = " + new String(chars));

        int j = 0;
        int k = 10;
        int[] b = new int[4];
        b[j++] = b[j] + k--;
        b[j] = j++ + k;
        b[j++] += j + --k;
        System.out.println("b = " + Arrays.toString(b) + ", j = " + j + ", k = " + k);

        long acc = 1;
        int m = 1;
        acc += m++ * (acc = 7) + m;
        System.out.println("acc = " + acc + ", m = " + m);

        StringBuilder sb = new StringBuilder();
        int w = 0;
        String[] words = {"alpha", "beta", "gamma", "delta"};
        do {
            sb.append(words[w]).append(w < words.length - 1 ? "|" : "");
        } while (++w < words.length);
        System.out.println("joined = " + sb + " (w=" + w + ")");

        int q = 10;
        q += q++ + q--;
        System.out.println("q = " + q);
        q -= --q - q++;
        System.out.println("q = " + q);
    }
}
