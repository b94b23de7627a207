import java.util.ArrayList;
import java.util.List;

public class FormValidatorDispatch {

    static class FieldValidator {
        protected final List<String> errors = new ArrayList<>();
        protected String name = "field";

        String check(Object value) { return name + ".check(Object " + value + ")"; }

        String check(CharSequence value) { return name + ".check(CharSequence " + value + ")"; }

        String check(int value) { return name + ".check(int " + value + ")"; }

        String check(long value) { return name + ".check(long " + value + ")"; }

        static String check(String a, String b) { return "static check(" + a + "," + b + ")"; }

        String range(int value, int min, int max) {
            if (value < min || value > max) {
                errors.add(name + " out of range: " + value + " not in [" + min + ".." + max + "]");
                return "bad";
            }
            return "ok";
        }

        String range(double value, double min, double max) {
            String r = value >= min && value <= max ? "ok" : "bad";
            if (r.equals("bad")) errors.add(name + " out of range: " + value);
            return r + "(double)";
        }

        String label() { return "FieldValidator:" + name; }
    }

    static class EmailValidator extends FieldValidator {
        EmailValidator() { name = "email"; }

        String check(String value) {
            boolean valid = value != null && value.indexOf('@') > 0 && value.lastIndexOf('.') > value.indexOf('@');
            if (!valid) errors.add("invalid email: " + value);
            return name + ".check(String " + value + ") -> " + valid;
        }

        @Override
        String check(Object value) { return "email override " + super.check(value); }

        String check(Integer value) { return name + ".check(Integer " + value + ")"; }

        @Override
        String label() { return "Email(" + super.label() + ")"; }
    }

    static class AgeValidator extends FieldValidator {
        AgeValidator() { this.name = "age"; }

        @Override
        String check(int value) { return "age " + range(value, 13, 120) + " / " + super.check(value); }

        String check(short value) { return "age short " + value; }
    }

    static final class StringHolder implements CharSequence {
        private final String s;

        StringHolder(String s) { this.s = s; }

        @Override
        public int length() { return s.length(); }

        @Override
        public char charAt(int index) { return s.charAt(index); }

        @Override
        public CharSequence subSequence(int start, int end) { return new StringHolder(s.substring(start, end)); }

        @Override
        public String toString() { return "Holder<" + s + ">"; }
    }

    static String submit(FieldValidator v, Object raw) { return "submit(FieldValidator,Object): " + v.check(raw); }

    static String submit(EmailValidator v, String raw) { return "submit(EmailValidator,String): " + v.check(raw); }

    public static void main(String[] args) {
        FieldValidator base = new FieldValidator();
        EmailValidator email = new EmailValidator();
        AgeValidator age = new AgeValidator();
        FieldValidator emailAsBase = email;
        FieldValidator ageAsBase = age;

        Object objString = "user@example.com";
        String str = "user@example.com";
        CharSequence seq = "seq@x.io";
        Integer boxed = 21;
        short sh = 44;

        System.out.println(base.check(str));
        System.out.println(base.check(objString));
        System.out.println(base.check(5));
        System.out.println(base.check(5L));
        System.out.println(base.check(boxed));
        System.out.println(base.check('c'));
        System.out.println(base.check(new StringHolder("abc")));
        System.out.println(FieldValidator.check("x", "y"));

        System.out.println(email.check(str));
        System.out.println(email.check("broken.at"));
        System.out.println(email.check(objString));
        System.out.println(email.check(seq));
        System.out.println(email.check(boxed));
        System.out.println(email.check(7));
        System.out.println(email.check((String) null));
        System.out.println(emailAsBase.check(str));
        System.out.println(emailAsBase.check(boxed));
        System.out.println(emailAsBase.check(3.5));

        System.out.println(age.check(30));
        System.out.println(age.check(200));
        System.out.println(age.check(sh));
        System.out.println(age.check((byte) 9));
        System.out.println(age.check(boxed));
        System.out.println(ageAsBase.check(8));
        System.out.println(ageAsBase.check(sh));
        System.out.println(age.check(30L));
        System.out.println(age.range(50, 0, 10));
        System.out.println(age.range(5.5, 0, 10));
        System.out.println(age.range(5, 0.0, 10));
        System.out.println(age.range('A', 60, 70));

        System.out.println(submit(email, str));
        System.out.println(submit(email, objString));
        System.out.println(submit(emailAsBase, str));
        System.out.println(submit(age, 42));
        System.out.println(submit(email, "no-at-sign"));

        FieldValidator[] all = { base, email, age };
        for (FieldValidator v : all) {
            System.out.println(v.label() + " errors=" + v.errors.size());
            for (String e : v.errors) System.out.println("   " + e);
        }
    }
}
