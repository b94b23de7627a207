import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SerQueryString {
    public static void main(String[] args) {
        String[] samples = {"hello world", "a+b=c&d", "100% sure?", "path/to/file.txt", "~user_name-1.0", "quote\"back\\slash", "tab\tnl\n"};
        System.out.println("== encode / decode single values ==");
        for (String s : samples) {
            String enc = Query.encode(s);
            String dec = Query.decodeOrNull(enc);
            System.out.println(String.format("%-8s", "len " + s.length()) + enc + "  roundtrip=" + s.equals(dec));
        }

        System.out.println("== build query ==");
        Map<String, List<String>> params = new LinkedHashMap<>();
        Query.add(params, "q", "java to swift");
        Query.add(params, "lang", "en");
        Query.add(params, "tag", "a&b");
        Query.add(params, "tag", "c=d");
        Query.add(params, "page", String.valueOf(3));
        Query.add(params, "empty", "");
        String qs = Query.build(params);
        System.out.println(qs);
        System.out.println("length=" + qs.length());

        System.out.println("== parse query ==");
        String[] queries = {qs, "x=1&y=2&x=3", "flag&name=Jo%20Ann", "name=J%C3", "z=%2", "a=%41%42%43&b=%7e%7E&c=++", "&&k=v&", "bad=%G1"};
        for (String q : queries) {
            System.out.println("input: " + q);
            try {
                Map<String, List<String>> parsed = Query.parse(q);
                for (Map.Entry<String, List<String>> e : parsed.entrySet()) {
                    System.out.println("  " + String.format("%-8s", e.getKey()) + "-> " + e.getValue() + " (" + e.getValue().size() + ")");
                }
            } catch (QueryException e) {
                System.out.println("  error: " + e.getMessage());
            }
        }

        System.out.println("== canonical (sorted) ==");
        Map<String, List<String>> sorted = new TreeMap<>(params);
        String canon = Query.build(sorted);
        System.out.println(canon);
        try {
            Map<String, List<String>> back = Query.parse(canon);
            System.out.println("equal after parse: " + back.equals(sorted));
            int checksum = 0;
            for (char c : canon.toCharArray()) checksum = (checksum * 31 + c) & 0xFFFF;
            System.out.println("checksum=" + checksum + " hex=" + String.format("%x", checksum));
        } catch (QueryException e) {
            System.out.println("unexpected: " + e.getMessage());
        }
    }
}

class QueryException extends Exception {
    QueryException(String msg) { super(msg); }
}

class Query {
    static final String HEX = "0123456789ABCDEF";

    static boolean unreserved(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == '~';
    }

    static String encode(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (unreserved(c)) sb.append(c);
            else if (c == ' ') sb.append('+');
            else sb.append('%').append(HEX.charAt((c >> 4) & 0xF)).append(HEX.charAt(c & 0xF));
        }
        return sb.toString();
    }

    static int hexDigit(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        return -1;
    }

    static String decode(String s) throws QueryException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '+') {
                sb.append(' ');
            } else if (c == '%') {
                if (i + 2 >= s.length()) throw new QueryException("truncated escape at " + i);
                int hi = hexDigit(s.charAt(i + 1));
                int lo = hexDigit(s.charAt(i + 2));
                if (hi < 0 || lo < 0) throw new QueryException("bad hex '" + s.substring(i, i + 3) + "'");
                int code = (hi << 4) | lo;
                if (code > 127) throw new QueryException("non-ascii byte " + code);
                sb.append((char) code);
                i += 2;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String decodeOrNull(String s) {
        try {
            return decode(s);
        } catch (QueryException e) {
            return null;
        }
    }

    static void add(Map<String, List<String>> m, String k, String v) {
        m.computeIfAbsent(k, key -> new ArrayList<>()).add(v);
    }

    static String build(Map<String, List<String>> m) {
        List<String> pairs = new ArrayList<>();
        m.forEach((k, vs) -> {
            for (String v : vs) pairs.add(encode(k) + "=" + encode(v));
        });
        return String.join("&", pairs);
    }

    static Map<String, List<String>> parse(String q) throws QueryException {
        Map<String, List<String>> m = new LinkedHashMap<>();
        int start = 0;
        while (start <= q.length()) {
            int amp = q.indexOf('&', start);
            if (amp < 0) amp = q.length();
            String pair = q.substring(start, amp);
            start = amp + 1;
            if (pair.isEmpty()) continue;
            int eq = pair.indexOf('=');
            String k = eq < 0 ? pair : pair.substring(0, eq);
            String v = eq < 0 ? "" : pair.substring(eq + 1);
            add(m, decode(k), decode(v));
        }
        return m;
    }
}
