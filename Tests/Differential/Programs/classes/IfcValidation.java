import java.util.ArrayList;
import java.util.List;

public class IfcValidation {
    public static void main(String[] args) {
        Validator username = Validator.all(
                Validator.notBlank(),
                Validator.lengthBetween(3, 12),
                Validator.matchesChars("abcdefghijklmnopqrstuvwxyz0123456789_"));
        Validator email = Validator.notBlank().and(new Validator() {
            @Override
            public ValidationResult validate(String value) {
                int at = value.indexOf('@');
                if (at <= 0 || value.indexOf('.', at) < 0) {
                    return ValidationResult.error("email", "must look like name@host.tld");
                }
                return ValidationResult.OK;
            }

            @Override
            public String name() {
                return "emailShape";
            }
        });
        Validator pin = Validator.lengthBetween(4, 4).and(Validator.matchesChars("0123456789"));
        Validator nickname = Validator.notBlank().or(Validator.lengthBetween(0, 0));

        String[] names = {"john_doe", "Jo", "", "averyveryverylongname", "ok_123", "bad name!"};
        for (String n : names) {
            report("username", n, username);
        }
        String[] emails = {"a@b.co", "@x.com", "plain", "me@host", "dev@android.com"};
        for (String e : emails) {
            report("email", e, email);
        }
        String[] pins = {"1234", "12a4", "123", "0000"};
        for (String p : pins) {
            report("pin", p, pin);
        }
        report("nickname", "", nickname);
        report("nickname", "   ", nickname);
        report("nickname", "Zed", nickname);

        System.out.println("validator names: " + username.name() + " | " + email.name() + " | " + pin.name());
        System.out.println("MAX_ERRORS=" + ValidationResult.MAX_ERRORS);

        FormValidator form = new FormValidator();
        form.field("username", "x", username);
        form.field("email", "nope", email);
        form.field("pin", "99", pin);
        form.field("username2", "valid_user", username);
        System.out.println("form valid: " + form.isValid());
        for (String line : form.errors()) {
            System.out.println("  - " + line);
        }
    }

    static void report(String label, String value, Validator v) {
        ValidationResult r = v.validate(value);
        System.out.println(String.format("%-8s '%s' -> %s", label, value, r.describe()));
    }
}

final class ValidationResult {
    static final int MAX_ERRORS = 3;
    static final ValidationResult OK = new ValidationResult(new ArrayList<>());

    private final List<String> errors;

    private ValidationResult(List<String> errors) {
        this.errors = errors;
    }

    static ValidationResult error(String rule, String message) {
        List<String> list = new ArrayList<>();
        list.add(rule + ": " + message);
        return new ValidationResult(list);
    }

    boolean isValid() {
        return errors.isEmpty();
    }

    List<String> errors() {
        return errors;
    }

    ValidationResult merge(ValidationResult other) {
        if (other.isValid()) return this;
        if (isValid()) return other;
        List<String> all = new ArrayList<>(errors);
        for (String e : other.errors) {
            if (all.size() < MAX_ERRORS) all.add(e);
        }
        return new ValidationResult(all);
    }

    String describe() {
        return isValid() ? "OK" : "FAIL" + errors;
    }
}

interface Validator {
    ValidationResult validate(String value);

    default String name() {
        return "custom";
    }

    default Validator and(Validator other) {
        Validator self = this;
        return new Validator() {
            public ValidationResult validate(String value) {
                ValidationResult first = self.validate(value);
                if (!first.isValid()) return first;
                return other.validate(value);
            }
            public String name() {
                return combine(self, "&", other);
            }
        };
    }

    default Validator or(Validator other) {
        Validator self = this;
        return new Validator() {
            public ValidationResult validate(String value) {
                ValidationResult first = self.validate(value);
                if (first.isValid()) return first;
                ValidationResult second = other.validate(value);
                return second.isValid() ? second : first.merge(second);
            }
            public String name() {
                return combine(self, "|", other);
            }
        };
    }

    private String combine(Validator a, String op, Validator b) {
        return "(" + a.name() + op + b.name() + ")";
    }

    static Validator notBlank() {
        return new Validator() {
            public ValidationResult validate(String value) {
                return value.trim().isEmpty() ? ValidationResult.error("notBlank", "is blank") : ValidationResult.OK;
            }
            public String name() {
                return "notBlank";
            }
        };
    }

    static Validator lengthBetween(int min, int max) {
        return new Validator() {
            public ValidationResult validate(String value) {
                int len = value.length();
                if (len < min || len > max) {
                    return ValidationResult.error("length", "len " + len + " not in " + range(min, max));
                }
                return ValidationResult.OK;
            }
            public String name() {
                return "len" + range(min, max);
            }
        };
    }

    static Validator matchesChars(String allowed) {
        return new Validator() {
            public ValidationResult validate(String value) {
                for (int i = 0; i < value.length(); i++) {
                    char c = value.charAt(i);
                    if (allowed.indexOf(c) < 0) {
                        return ValidationResult.error("chars", "bad char '" + c + "' at " + i);
                    }
                }
                return ValidationResult.OK;
            }
            public String name() {
                return "chars" + allowed.length();
            }
        };
    }

    static Validator all(Validator... validators) {
        return new Validator() {
            public ValidationResult validate(String value) {
                ValidationResult acc = ValidationResult.OK;
                for (Validator v : validators) {
                    acc = acc.merge(v.validate(value));
                }
                return acc;
            }
            public String name() {
                StringBuilder sb = new StringBuilder("all{");
                for (int i = 0; i < validators.length; i++) {
                    if (i > 0) sb.append(',');
                    sb.append(validators[i].name());
                }
                return sb.append('}').toString();
            }
        };
    }

    private static String range(int min, int max) {
        return "[" + min + ".." + max + "]";
    }
}

class FormValidator {
    private final List<String> errors = new ArrayList<>();
    private int fields = 0;

    void field(String fieldName, String value, Validator v) {
        fields++;
        ValidationResult r = v.validate(value);
        for (String e : r.errors()) {
            errors.add(fieldName + " -> " + e);
        }
        System.out.println("checked field " + fields + " (" + fieldName + ") ok=" + r.isValid());
    }

    boolean isValid() {
        return errors.isEmpty();
    }

    List<String> errors() {
        return errors;
    }
}
