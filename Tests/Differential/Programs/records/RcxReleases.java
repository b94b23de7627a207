import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class RcxReleases {
    record Version(int major, int minor, int patch) implements Comparable<Version> {
        Version {
            if (major < 0 || minor < 0 || patch < 0) {
                throw new IllegalArgumentException("negative component in " + major + "." + minor + "." + patch);
            }
        }

        static Version parse(String s) {
            String cleaned = s.trim();
            if (cleaned.startsWith("v") || cleaned.startsWith("V")) cleaned = cleaned.substring(1);
            String[] parts = cleaned.split("\\.");
            int[] nums = new int[3];
            for (int i = 0; i < 3 && i < parts.length; i++) {
                nums[i] = Integer.parseInt(parts[i]);
            }
            return new Version(nums[0], nums[1], nums[2]);
        }

        Version bump(Change.Kind kind) {
            return switch (kind) {
                case BREAKING -> new Version(major + 1, 0, 0);
                case FEATURE -> new Version(major, minor + 1, 0);
                case FIX -> new Version(major, minor, patch + 1);
            };
        }

        @Override
        public int compareTo(Version o) {
            if (major != o.major) return Integer.compare(major, o.major);
            if (minor != o.minor) return Integer.compare(minor, o.minor);
            return Integer.compare(patch, o.patch);
        }

        @Override
        public String toString() {
            return major + "." + minor + "." + patch;
        }
    }

    record Change(Kind kind, String summary, List<String> issues) {
        enum Kind { BREAKING, FEATURE, FIX }

        Change {
            summary = summary.strip();
            issues = List.copyOf(issues);
        }

        static Change fix(String summary, String... issues) {
            return new Change(Kind.FIX, summary, List.of(issues));
        }

        static Change feature(String summary, String... issues) {
            return new Change(Kind.FEATURE, summary, List.of(issues));
        }

        static Change breaking(String summary) {
            return new Change(Kind.BREAKING, summary, List.of());
        }
    }

    sealed interface Note permits Release, Hotfix, Yanked {}

    record Release(Version version, List<Change> changes) implements Note {
        Release {
            changes = List.copyOf(changes);
        }
    }

    record Hotfix(Version version, Change change) implements Note {}

    static final class Yanked implements Note {
        private final Version version;
        private final String reason;

        Yanked(Version version, String reason) {
            this.version = version;
            this.reason = reason;
        }

        Version version() { return version; }
        String reason() { return reason; }
    }

    static Version versionOf(Note n) {
        if (n instanceof Release r) return r.version();
        if (n instanceof Hotfix h) return h.version();
        if (n instanceof Yanked y) return y.version();
        return null;
    }

    static String noteType(Note n) {
        if (n instanceof Release) return "Release";
        if (n instanceof Hotfix) return "Hotfix";
        if (n instanceof Yanked) return "Yanked";
        return "Note";
    }

    static String headline(Note n) {
        if (n instanceof Release r && r.changes().isEmpty()) return "empty release " + r.version();
        if (n instanceof Release r) return "release " + r.version() + " with " + r.changes().size() + " change(s)";
        if (n instanceof Hotfix h) return "hotfix " + h.version() + ": " + h.change().summary();
        if (n instanceof Yanked y) return "YANKED " + y.version() + " (" + y.reason() + ")";
        return "?";
    }

    public static void main(String[] args) {
        Version current = Version.parse("v1.4.2");
        System.out.println("current " + current);
        List<Change> pending = List.of(
                Change.fix("  null check in sync  ", "#101"),
                Change.feature("offline mode", "#88", "#90"),
                Change.fix("typo in settings", "#130"));

        Change.Kind highest = Change.Kind.FIX;
        for (Change c : pending) {
            if (c.kind().ordinal() < highest.ordinal()) highest = c.kind();
        }
        Version next = current.bump(highest);
        System.out.println("highest change " + highest + " -> next " + next);

        List<Note> notes = new ArrayList<>();
        notes.add(new Release(Version.parse("1.4.0"), List.of(Change.feature("dark theme", "#70"))));
        notes.add(new Hotfix(Version.parse("1.4.1"), Change.fix("crash on rotate", "#77")));
        notes.add(new Yanked(Version.parse("1.4.1"), "bad migration"));
        notes.add(new Hotfix(current, Change.fix("migration repair", "#79", "#80")));
        notes.add(new Release(next, pending));
        notes.add(new Release(next.bump(Change.Kind.BREAKING), List.of(Change.breaking("drop API 21"))));
        notes.add(new Release(Version.parse("V2.0.1"), List.of()));

        for (Note n : notes) System.out.println(headline(n));

        TreeMap<Version, List<String>> timeline = new TreeMap<>();
        for (Note n : notes) {
            timeline.computeIfAbsent(versionOf(n), k -> new ArrayList<>()).add(noteType(n));
        }
        System.out.println("timeline: " + timeline);
        System.out.println("latest: " + timeline.lastKey() + ", before 2.0.0: " + timeline.lowerKey(new Version(2, 0, 0)));

        record IssueRef(String id, Version fixedIn) {}
        List<IssueRef> refs = new ArrayList<>();
        for (Note n : notes) {
            if (n instanceof Release r) {
                for (Change c : r.changes()) for (String i : c.issues()) refs.add(new IssueRef(i, r.version()));
            } else if (n instanceof Hotfix h) {
                for (String i : h.change().issues()) refs.add(new IssueRef(i, h.version()));
            }
        }
        System.out.println("issue refs: " + refs.size());
        for (IssueRef ref : refs) System.out.println("  " + ref);
        System.out.println("refs contains #88@1.5.0: " + refs.contains(new IssueRef("#88", new Version(1, 5, 0))));

        Map<Change.Kind, Integer> kindCounts = new LinkedHashMap<>();
        for (Change.Kind k : Change.Kind.values()) kindCounts.put(k, 0);
        for (Note n : notes) {
            if (n instanceof Release r) for (Change c : r.changes()) kindCounts.merge(c.kind(), 1, Integer::sum);
            if (n instanceof Hotfix h) kindCounts.merge(h.change().kind(), 1, Integer::sum);
        }
        System.out.println("kinds: " + kindCounts);

        StringBuilder bullets = new StringBuilder();
        for (Change c : pending) {
            bullets.append(String.format("  * [%-8s] %s %s%n", c.kind(), c.summary(), c.issues()));
        }
        String changelog = """
                ## Release %s
                Previous: %s
                Changes:
                %s
                Total notes tracked: %d""".formatted(next, current, bullets.toString().stripTrailing(), notes.size());
        System.out.println(changelog);

        String[] bad = {"1.-2.0", "v3.1.4"};
        for (String b : bad) {
            try {
                System.out.println("parsed " + Version.parse(b));
            } catch (IllegalArgumentException e) {
                System.out.println("bad version: " + e.getMessage());
            }
        }
        System.out.println("compare 1.10.0 vs 1.9.9: " + Integer.signum(Version.parse("1.10.0").compareTo(Version.parse("1.9.9"))));
        System.out.println(pending.get(1));
    }
}
