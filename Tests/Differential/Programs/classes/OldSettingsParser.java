import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

public class OldSettingsParser {
    public static void main(String[] args) {
        String[] lines = {
            "# app settings",
            "theme = dark",
            "fontSize=14",
            "sync = yes",
            "",
            "volume = 120",
            "language=  en ",
            "retries = three",
            "bogus line without equals",
            "sync = off",
            "unknownKey = 5"
        };
        SettingsParser parser = new SettingsParser();
        for (int i = 0; i < lines.length; i++) {
            try {
                parser.parseLine(i + 1, lines[i]);
            } catch (ParseException e) {
                System.out.println("warning: " + e.getMessage());
            }
        }
        System.out.println("Parsed settings:");
        Iterator<Map.Entry<String, Object>> it = parser.values.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Object> e = it.next();
            System.out.println(String.format("  %-8s = %s", e.getKey(), String.valueOf(e.getValue())));
        }
        Object fs = parser.values.get("fontSize");
        if (fs instanceof Integer) {
            int doubled = ((Integer) fs).intValue() * 2;
            System.out.println("double font size: " + doubled);
        }
        try {
            System.out.println("theme: " + parser.require("theme"));
            System.out.println("missing: " + parser.require("missing"));
        } catch (RuntimeException e) {
            System.out.println("runtime: " + e.getMessage());
            if (e.getCause() != null) {
                System.out.println("cause: " + e.getCause().getMessage());
            }
        }
    }
}

class ParseException extends Exception {
    ParseException(String message) {
        super(message);
    }
}

class SettingsParser {
    final Map<String, Object> values = new TreeMap<String, Object>();

    void parseLine(int lineNo, String line) throws ParseException {
        String trimmed = line.trim();
        if (trimmed.length() == 0 || trimmed.startsWith("#")) {
            System.out.println("line " + lineNo + ": skipped");
            return;
        }
        int eq = trimmed.indexOf('=');
        if (eq < 0) {
            throw new ParseException("line " + lineNo + ": missing '='");
        }
        String key = trimmed.substring(0, eq).trim();
        String raw = trimmed.substring(eq + 1).trim();
        Object value;
        switch (key) {
            case "theme":
            case "language":
                value = raw.toLowerCase();
                break;
            case "fontSize":
            case "volume":
            case "retries":
                int n = parseNumber(lineNo, raw);
                if (n > 100) {
                    System.out.println("line " + lineNo + ": clamping " + n + " to 100");
                    n = 100;
                }
                value = Integer.valueOf(n);
                break;
            case "sync":
                value = Boolean.valueOf(parseBool(raw));
                break;
            default:
                throw new ParseException("line " + lineNo + ": unknown key " + key);
        }
        Object old = values.put(key, value);
        System.out.println("line " + lineNo + ": " + key + " -> " + value + (old != null ? " (was " + old + ")" : ""));
    }

    private int parseNumber(int lineNo, String raw) throws ParseException {
        int result = 0;
        char[] digits = raw.toCharArray();
        if (digits.length == 0) throw new ParseException("line " + lineNo + ": empty number");
        for (int i = 0; i < digits.length; i++) {
            if (!Character.isDigit(digits[i])) {
                throw new ParseException("line " + lineNo + ": bad digit '" + digits[i] + "' in " + raw);
            }
            result = result * 10 + (digits[i] - '0');
        }
        return result;
    }

    private boolean parseBool(String raw) {
        String s = raw.toLowerCase();
        if (s.equals("yes") || s.equals("true") || s.equals("on")) return true;
        return false;
    }

    String require(String key) {
        try {
            return lookup(key);
        } catch (ParseException e) {
            throw new RuntimeException("required setting failed", e);
        }
    }

    private String lookup(String key) throws ParseException {
        Object v = values.get(key);
        if (v == null) throw new ParseException("no value for " + key);
        return (String) v;
    }
}
