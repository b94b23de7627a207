import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ComparableClasses {
    static class Version implements Comparable<Version> {
        final int major, minor, patch;

        Version(String s) {
            String[] parts = s.split("\\.");
            major = Integer.parseInt(parts[0]);
            minor = parts.length > 1 ? Integer.parseInt(parts[1]) : 0;
            patch = parts.length > 2 ? Integer.parseInt(parts[2]) : 0;
        }

        @Override
        public int compareTo(Version o) {
            if (major != o.major) {
                return Integer.compare(major, o.major);
            }
            if (minor != o.minor) {
                return Integer.compare(minor, o.minor);
            }
            return Integer.compare(patch, o.patch);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Version && compareTo((Version) o) == 0;
        }

        @Override
        public int hashCode() {
            return (major * 100 + minor) * 100 + patch;
        }

        @Override
        public String toString() {
            return major + "." + minor + "." + patch;
        }
    }

    public static void main(String[] args) {
        String[] raw = {"1.10", "1.2.3", "0.9.9", "1.2", "2", "1.2.10", "1.10.0"};
        List<Version> vs = new ArrayList<>();
        for (String r : raw) {
            vs.add(new Version(r));
        }
        System.out.println("parsed: " + vs);
        Collections.sort(vs);
        System.out.println("sorted: " + vs);
        System.out.println("max: " + Collections.max(vs) + " min: " + Collections.min(vs));
        Version a = new Version("1.10");
        Version b = new Version("1.10.0");
        System.out.println("1.10 equals 1.10.0: " + a.equals(b) + " hash " + a.hashCode() + "/" + b.hashCode());
        System.out.println("compare 1.2.3 vs 1.2.10: " + new Version("1.2.3").compareTo(new Version("1.2.10")));
        Collections.reverse(vs);
        System.out.println("reversed: " + vs);
        vs.sort(Collections.reverseOrder());
        System.out.println("reverseOrder: " + vs);
        System.out.println("index of 1.2.0: " + vs.indexOf(new Version("1.2")));
    }
}
