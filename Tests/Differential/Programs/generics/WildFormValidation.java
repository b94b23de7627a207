import java.util.*;

public class WildFormValidation {

    interface Field<T> {
        String name();

        T value();

        boolean isValid();

        String error();
    }

    static final class TextField implements Field<String> {
        private final String name;
        private final String value;
        private final int minLen;
        private final int maxLen;

        TextField(String name, String value, int minLen, int maxLen) {
            this.name = name;
            this.value = value;
            this.minLen = minLen;
            this.maxLen = maxLen;
        }

        public String name() { return name; }

        public String value() { return value; }

        public boolean isValid() {
            return value.length() >= minLen && value.length() <= maxLen;
        }

        public String error() {
            if (value.length() < minLen) {
                return "too short (min " + minLen + ")";
            }
            if (value.length() > maxLen) {
                return "too long (max " + maxLen + ")";
            }
            return "";
        }

        @Override
        public String toString() {
            return "Text(" + name + ")";
        }
    }

    static final class EmailField implements Field<String> {
        private final String name;
        private final String value;

        EmailField(String name, String value) {
            this.name = name;
            this.value = value;
        }

        public String name() { return name; }

        public String value() { return value; }

        public boolean isValid() {
            int at = value.indexOf('@');
            return at > 0 && value.indexOf('.', at) > at + 1 && !value.endsWith(".");
        }

        public String error() {
            return isValid() ? "" : "not an email";
        }

        @Override
        public String toString() {
            return "Email(" + name + ")";
        }
    }

    static final class NumberField implements Field<Integer> {
        private final String name;
        private final Integer value;
        private final int min;
        private final int max;

        NumberField(String name, Integer value, int min, int max) {
            this.name = name;
            this.value = value;
            this.min = min;
            this.max = max;
        }

        public String name() { return name; }

        public Integer value() { return value; }

        public boolean isValid() {
            return value >= min && value <= max;
        }

        public String error() {
            return isValid() ? "" : "out of range " + min + ".." + max;
        }

        @Override
        public String toString() {
            return "Number(" + name + ")";
        }
    }

    static final class CheckboxField implements Field<Boolean> {
        private final String name;
        private final boolean checked;
        private final boolean required;

        CheckboxField(String name, boolean checked, boolean required) {
            this.name = name;
            this.checked = checked;
            this.required = required;
        }

        public String name() { return name; }

        public Boolean value() { return checked; }

        public boolean isValid() {
            return !required || checked;
        }

        public String error() {
            return isValid() ? "" : "must be checked";
        }

        @Override
        public String toString() {
            return "Checkbox(" + name + ")";
        }
    }

    static String report(Field<?> f) {
        String status = f.isValid() ? "OK " : "ERR";
        String line = status + " " + f.name() + " = " + f.value();
        if (!f.isValid()) {
            line += "  <- " + f.error();
        }
        return line;
    }

    static List<String> errors(List<Field<?>> form) {
        List<String> out = new ArrayList<>();
        for (Field<?> f : form) {
            if (!f.isValid()) {
                out.add(f.name() + ": " + f.error());
            }
        }
        return out;
    }

    public static void main(String[] args) {
        Map<String, List<Field<?>>> forms = new LinkedHashMap<>();

        List<Field<?>> signup = new ArrayList<>();
        signup.add(new TextField("username", "al", 3, 12));
        signup.add(new EmailField("email", "al@example.com"));
        signup.add(new NumberField("age", 17, 18, 120));
        signup.add(new CheckboxField("terms", false, true));
        signup.add(new CheckboxField("newsletter", false, false));
        forms.put("signup", signup);

        List<Field<?>> profile = new ArrayList<>();
        profile.add(new TextField("displayName", "Alice Liddell", 1, 20));
        profile.add(new TextField("bio", "Curiouser and curiouser, cried Alice", 0, 30));
        profile.add(new EmailField("backupEmail", "alice@wonder"));
        profile.add(new NumberField("zip", 90210, 10000, 99999));
        forms.put("profile", profile);

        List<Field<?>> checkout = new ArrayList<>();
        checkout.add(new NumberField("quantity", 3, 1, 10));
        checkout.add(new TextField("coupon", "SAVE10", 0, 8));
        checkout.add(new EmailField("receipt", "buyer@shop.io"));
        checkout.add(new CheckboxField("gift", true, false));
        forms.put("checkout", checkout);

        int totalFields = 0;
        int totalValid = 0;
        for (Map.Entry<String, List<Field<?>>> e : forms.entrySet()) {
            System.out.println("== form " + e.getKey() + " ==");
            for (Field<?> f : e.getValue()) {
                System.out.println(report(f));
                totalFields++;
                if (f.isValid()) {
                    totalValid++;
                }
            }
            List<String> errs = errors(e.getValue());
            System.out.println("submit " + e.getKey() + ": " + (errs.isEmpty() ? "accepted" : "rejected with " + errs.size() + " error(s)"));
            for (String s : errs) {
                System.out.println("  - " + s);
            }
        }
        System.out.println("valid " + totalValid + "/" + totalFields);

        System.out.println("== typed views ==");
        int numberSum = 0;
        int textChars = 0;
        int checked = 0;
        for (List<Field<?>> form : forms.values()) {
            for (Field<?> f : form) {
                if (f instanceof TextField) {
                    Field<String> tf = (TextField) f;
                    String v = tf.value();
                    textChars += v.length();
                    System.out.println(f + " upper=" + v.toUpperCase());
                } else if (f instanceof NumberField) {
                    Field<Integer> nf = (NumberField) f;
                    numberSum += nf.value();
                } else if (f instanceof CheckboxField) {
                    Field<Boolean> cf = (CheckboxField) f;
                    if (cf.value()) {
                        checked++;
                    }
                } else if (f instanceof EmailField) {
                    String v = ((EmailField) f).value();
                    int at = v.indexOf('@');
                    System.out.println(f + " domain=" + v.substring(at + 1));
                }
            }
        }
        System.out.println("number sum " + numberSum + ", text chars " + textChars + ", checked " + checked);

        System.out.println("== field index ==");
        Map<String, Field<?>> index = new TreeMap<>();
        for (List<Field<?>> form : forms.values()) {
            for (Field<?> f : form) {
                index.put(f.name(), f);
            }
        }
        for (Map.Entry<String, Field<?>> e : index.entrySet()) {
            Object v = e.getValue().value();
            String type = v instanceof String ? "string" : v instanceof Integer ? "int" : "bool";
            System.out.println(e.getKey() + " : " + type + " : " + e.getValue());
        }
    }
}
