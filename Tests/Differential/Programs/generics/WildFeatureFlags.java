import java.util.*;

public class WildFeatureFlags {

    static final class Context {
        final int userId;
        final String country;
        final boolean beta;

        Context(int userId, String country, boolean beta) {
            this.userId = userId;
            this.country = country;
            this.beta = beta;
        }

        @Override
        public String toString() {
            return "user" + userId + "/" + country + (beta ? "/beta" : "");
        }
    }

    abstract static class Flag<T> {
        final String name;
        final T defaultValue;
        final String owner;
        boolean killed;

        Flag(String name, T defaultValue, String owner) {
            this.name = name;
            this.defaultValue = defaultValue;
            this.owner = owner;
        }

        abstract T compute(Context ctx);

        abstract String type();

        T evaluate(Context ctx) {
            if (killed) {
                return defaultValue;
            }
            return compute(ctx);
        }

        String evalString(Context ctx) {
            return name + "=" + evaluate(ctx);
        }

        boolean differsFromDefault(Context ctx) {
            return !evaluate(ctx).equals(defaultValue);
        }

        @Override
        public String toString() {
            return type() + " " + name + " (default " + defaultValue + ", owner " + owner + (killed ? ", KILLED" : "") + ")";
        }
    }

    static final class BoolFlag extends Flag<Boolean> {
        final int rolloutPercent;
        final boolean betaAlwaysOn;

        BoolFlag(String name, int rolloutPercent, boolean betaAlwaysOn, String owner) {
            super(name, false, owner);
            this.rolloutPercent = rolloutPercent;
            this.betaAlwaysOn = betaAlwaysOn;
        }

        Boolean compute(Context ctx) {
            if (betaAlwaysOn && ctx.beta) {
                return true;
            }
            int bucket = (ctx.userId * 37 + name.length() * 11) % 100;
            return bucket < rolloutPercent;
        }

        String type() { return "bool"; }
    }

    static final class VariantFlag extends Flag<String> {
        final List<String> variants;

        VariantFlag(String name, String def, List<String> variants, String owner) {
            super(name, def, owner);
            this.variants = variants;
        }

        String compute(Context ctx) {
            return variants.get(ctx.userId % variants.size());
        }

        String type() { return "variant"; }
    }

    static final class NumberFlag extends Flag<Integer> {
        final Map<String, Integer> perCountry = new TreeMap<>();

        NumberFlag(String name, int def, String owner) {
            super(name, def, owner);
        }

        NumberFlag with(String country, int value) {
            perCountry.put(country, value);
            return this;
        }

        Integer compute(Context ctx) {
            Integer v = perCountry.get(ctx.country);
            return v != null ? v : defaultValue;
        }

        String type() { return "number"; }
    }

    public static void main(String[] args) {
        List<Flag<?>> flags = new ArrayList<>();
        flags.add(new BoolFlag("new_checkout", 50, true, "payments"));
        flags.add(new BoolFlag("dark_mode", 100, false, "ui"));
        flags.add(new VariantFlag("onboarding", "classic", List.of("classic", "video", "checklist"), "growth"));
        flags.add(new NumberFlag("max_uploads", 5, "storage").with("DE", 10).with("JP", 3));
        flags.add(new BoolFlag("experimental_search", 20, true, "search"));
        flags.add(new VariantFlag("button_color", "blue", List.of("blue", "green"), "ui"));

        System.out.println("== flag catalog ==");
        for (Flag<?> f : flags) {
            System.out.println(f);
        }

        List<Context> users = List.of(
                new Context(1, "US", false),
                new Context(2, "DE", true),
                new Context(3, "JP", false),
                new Context(4, "FR", false),
                new Context(5, "DE", false),
                new Context(6, "US", true));

        System.out.println("== evaluations ==");
        for (Context ctx : users) {
            StringBuilder sb = new StringBuilder(ctx.toString()).append(":");
            for (Flag<?> f : flags) {
                sb.append(" ").append(f.evalString(ctx));
            }
            System.out.println(sb);
        }

        System.out.println("== rollout stats ==");
        Map<String, Integer> enabledCounts = new LinkedHashMap<>();
        Map<String, Integer> nonDefault = new TreeMap<>();
        for (Flag<?> f : flags) {
            int changed = 0;
            for (Context ctx : users) {
                if (f.differsFromDefault(ctx)) {
                    changed++;
                }
                if (f instanceof BoolFlag) {
                    Flag<Boolean> bf = (BoolFlag) f;
                    if (bf.evaluate(ctx)) {
                        enabledCounts.merge(f.name, 1, Integer::sum);
                    }
                }
            }
            nonDefault.put(f.name, changed);
        }
        for (Map.Entry<String, Integer> e : enabledCounts.entrySet()) {
            System.out.println("enabled " + e.getKey() + ": " + e.getValue() + "/" + users.size());
        }
        for (Map.Entry<String, Integer> e : nonDefault.entrySet()) {
            System.out.println("non-default " + e.getKey() + ": " + e.getValue());
        }

        System.out.println("== variant distribution ==");
        for (Flag<?> f : flags) {
            if (f instanceof VariantFlag) {
                Flag<String> vf = (VariantFlag) f;
                Map<String, Integer> dist = new TreeMap<>();
                for (int id = 1; id <= 20; id++) {
                    String v = vf.evaluate(new Context(id, "US", false));
                    dist.merge(v, 1, Integer::sum);
                }
                StringBuilder sb = new StringBuilder(f.name + " ->");
                for (Map.Entry<String, Integer> e : dist.entrySet()) {
                    sb.append(" ").append(e.getKey()).append(":").append(e.getValue());
                }
                System.out.println(sb);
            }
        }

        System.out.println("== kill switch ==");
        Map<String, Flag<?>> byName = new TreeMap<>();
        for (Flag<?> f : flags) {
            byName.put(f.name, f);
        }
        String[] toKill = {"new_checkout", "max_uploads", "does_not_exist"};
        for (String n : toKill) {
            Flag<?> f = byName.get(n);
            if (f == null) {
                System.out.println("no such flag: " + n);
            } else {
                f.killed = true;
                System.out.println("killed " + f);
            }
        }
        Context probe = users.get(1);
        for (Flag<?> f : byName.values()) {
            Object v = f.evaluate(probe);
            String kind = v instanceof Boolean ? "B" : v instanceof Integer ? "I" : "S";
            System.out.println(kind + " " + f.evalString(probe) + " default? " + v.equals(f.defaultValue));
        }

        System.out.println("== owners ==");
        Map<String, List<String>> byOwner = new TreeMap<>();
        for (Flag<?> f : flags) {
            byOwner.computeIfAbsent(f.owner, k -> new ArrayList<>()).add(f.name);
        }
        for (Map.Entry<String, List<String>> e : byOwner.entrySet()) {
            System.out.println(e.getKey() + ": " + String.join(", ", e.getValue()));
        }
    }
}
