import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Map;
import java.util.TreeMap;

public class LineStats {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int lines = 0, words = 0, chars = 0, blank = 0;
        String longest = "";
        Map<String, Integer> freq = new TreeMap<>();
        while ((line = in.readLine()) != null) {
            lines++;
            chars += line.length();
            String trimmed = line.trim();
            if (trimmed.isEmpty()) {
                blank++;
                System.out.println(lines + ": <blank>");
                continue;
            }
            String[] ws = trimmed.split("\\s+");
            words += ws.length;
            for (String w : ws) {
                String key = w.toLowerCase();
                freq.merge(key, 1, Integer::sum);
            }
            if (line.length() > longest.length()) {
                longest = line;
            }
            System.out.println(lines + ": " + ws.length + " words, reversed: " + new StringBuilder(trimmed).reverse());
        }
        System.out.println("lines=" + lines + " words=" + words + " chars=" + chars + " blank=" + blank);
        System.out.println("longest: [" + longest + "]");
        System.out.println("frequencies: " + freq);
        System.out.println("readLine after EOF: " + in.readLine());
    }
}
