import java.util.*;

public class RecVersionParser {
    public static void main(String[] args) {
        String[] inputs = {"1.2.3", "v2.0", "10", "1.10.0-beta", " 3.4.5 ", "1..2", "a.b.c", "", "1.2.3.4", "-1.0.0", "0.9.12-rc"};
        List<Version> parsed = new ArrayList<>();
        for (String in : inputs) {
            try {
                var v = Version.parse(in);
                parsed.add(v);
                System.out.println(String.format("%-8s -> %s", "'" + in + "'", v));
            } catch (IllegalArgumentException e) {
                System.out.println(String.format("%-8s -> error: %s", "'" + in + "'", e.getMessage()));
            }
        }

        System.out.println("unsorted: " + labels(parsed));
        Collections.sort(parsed);
        System.out.println("sorted:   " + labels(parsed));
        parsed.sort(Comparator.reverseOrder());
        System.out.println("reversed: " + labels(parsed));

        var base = new Version(1, 4);
        System.out.println("two-arg ctor: " + base);
        try {
            System.out.println(new Version(1, -4));
        } catch (IllegalArgumentException e) {
            System.out.println("direct ctor rejected: " + e.getMessage());
        }
        for (String part : List.of("major", "minor", "patch", "build")) {
            var next = switch (part) {
                case "major" -> base.bumpMajor();
                case "minor" -> base.bumpMinor();
                case "patch" -> {
                    var p = base.withPatch(base.patch() + 1);
                    yield p;
                }
                default -> {
                    System.out.println("unknown part " + part + ", keeping version");
                    yield base;
                }
            };
            System.out.println("bump " + part + ": " + next.label());
        }

        System.out.println("1.2.3 == 1.2.3: " + Version.parse("1.2.3").equals(new Version(1, 2, 3, "")));
        System.out.println("1.2.3 vs 1.2.3-beta: " + Integer.signum(Version.parse("1.2.3").compareTo(Version.parse("1.2.3-beta"))));
        System.out.println("2.0 == 2.0.0: " + Version.parse("2.0").equals(Version.parse("2.0.0")));

        Map<Version, String> releaseNotes = new TreeMap<>();
        releaseNotes.put(Version.parse("2.1.0"), "dark mode");
        releaseNotes.put(Version.parse("1.9.3"), "crash fix");
        releaseNotes.put(Version.parse("2.0.0-rc"), "preview");
        releaseNotes.put(Version.parse("2.0.0"), "new design");
        releaseNotes.put(Version.parse("v1.9.3"), "crash fix (again)");
        for (var e : releaseNotes.entrySet()) {
            System.out.println(String.format("%-8s %s", e.getKey().label(), e.getValue()));
        }
        var installed = Version.parse("2.0.0-rc");
        List<String> pending = new ArrayList<>();
        for (var v : releaseNotes.keySet()) if (v.compareTo(installed) > 0) pending.add(v.label());
        System.out.println("updates after " + installed.label() + ": " + pending);
        System.out.println("minimum supported: " + Version.MIN_SUPPORTED + ", 1.9.3 supported=" + Version.parse("1.9.3").isSupported());
    }

    static List<String> labels(List<Version> vs) {
        List<String> out = new ArrayList<>();
        for (Version v : vs) out.add(v.label());
        return out;
    }
}

record Version(int major, int minor, int patch, String tag) implements Comparable<Version> {
    static final Version MIN_SUPPORTED = new Version(1, 5, 0, "");

    Version {
        if (major < 0 || minor < 0 || patch < 0) throw new IllegalArgumentException("negative component");
        tag = tag == null ? "" : tag.toLowerCase();
    }

    Version(int major, int minor) { this(major, minor, 0, ""); }

    static Version parse(String text) {
        String s = text.trim();
        if (s.startsWith("v")) s = s.substring(1);
        if (s.isEmpty()) throw new IllegalArgumentException("empty version");
        String tag = "";
        int dash = s.indexOf('-');
        if (dash > 0) {
            tag = s.substring(dash + 1);
            s = s.substring(0, dash);
        }
        String[] parts = s.split("\\.", -1);
        if (parts.length > 3) throw new IllegalArgumentException("too many parts: " + parts.length);
        int[] nums = new int[3];
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i];
            if (p.isEmpty()) throw new IllegalArgumentException("empty part at " + i);
            for (char c : p.toCharArray()) {
                if (c < '0' || c > '9') throw new IllegalArgumentException("not a number: " + p);
            }
            nums[i] = Integer.parseInt(p);
        }
        return new Version(nums[0], nums[1], nums[2], tag);
    }

    Version bumpMajor() { return new Version(major + 1, 0, 0, ""); }
    Version bumpMinor() { return new Version(major, minor + 1, 0, ""); }
    Version withPatch(int p) { return new Version(major, minor, p, tag); }
    boolean isSupported() { return compareTo(MIN_SUPPORTED) >= 0; }
    String label() { return major + "." + minor + "." + patch + (tag.isEmpty() ? "" : "-" + tag); }

    @Override
    public int compareTo(Version o) {
        if (major != o.major) return Integer.compare(major, o.major);
        if (minor != o.minor) return Integer.compare(minor, o.minor);
        if (patch != o.patch) return Integer.compare(patch, o.patch);
        if (tag.isEmpty() != o.tag.isEmpty()) return tag.isEmpty() ? 1 : -1;
        return tag.compareTo(o.tag);
    }
}
