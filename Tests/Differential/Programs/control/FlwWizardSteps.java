import java.util.ArrayList;
import java.util.List;

public class FlwWizardSteps {
    static final String[] STEPS = {"welcome", "account", "profile", "review", "done"};

    static String describe(String step) {
        StringBuilder sb = new StringBuilder();
        switch (step) {
            case "welcome":
                sb.append("W");
            case "account":
                sb.append("A");
                break;
            default:
                sb.append("?");
            case "profile":
                sb.append("P");
            case "review":
                sb.append("R");
                break;
            case "done":
                sb.append("D");
        }
        return sb.toString();
    }

    static int nextStep(int current, char action) {
        int next;
        switch (action) {
            case 'n':
            case 'N':
                next = current + 1;
                break;
            case 'b':
                next = current - 1;
                break;
            default:
                next = current;
                break;
            case 's':
                next = current + 2;
        }
        return next < 0 ? 0 : next >= STEPS.length ? STEPS.length - 1 : next;
    }

    public static void main(String[] args) {
        for (String s : STEPS) {
            System.out.println(String.format("%-8s -> %s", s, describe(s)));
        }
        System.out.println("unknown  -> " + describe("mystery"));

        String actions = "nnbxsNbn";
        int step = 0;
        int i = 0;
        do {
            char a = actions.charAt(i);
            int before = step;
            step = nextStep(step, a);
            System.out.println(String.format("action %s: %d (%s) -> %d (%s)", a, before, STEPS[before], step, STEPS[step]));
            i++;
        } while (i < actions.length() && step != STEPS.length - 1);
        System.out.println("stopped after " + i + " actions at " + STEPS[step]);

        String[][] fields = {
            {"email", "name"},
            {"age", "", "city"},
            {"phone", "zip"},
            {"", "bio"}
        };
        List<String> report = new ArrayList<>();
        outer:
        for (int page = 0; page < fields.length; page++) {
            for (int f = 0; f < fields[page].length; f++) {
                String field = fields[page][f];
                if (field.isEmpty()) {
                    report.add("page " + page + " skipped at field " + f);
                    continue outer;
                }
                if (field.equals("zip")) {
                    report.add("page " + page + " hit zip, aborting");
                    break outer;
                }
                report.add("page " + page + " ok " + field);
            }
            report.add("page " + page + " complete");
        }
        for (String r : report) {
            System.out.println(r);
        }

        int firstInvalid = -1;
        found: {
            for (int p = 0; p < fields.length; p++) {
                for (String field : fields[p]) {
                    if (field.length() > 4) {
                        firstInvalid = p;
                        System.out.println("long field '" + field + "' on page " + p);
                        break found;
                    }
                }
            }
            System.out.println("no long field found");
        }
        System.out.println("firstInvalid = " + firstInvalid);

        int visits = 0;
        int pos = STEPS.length - 1;
        do {
            visits++;
            pos -= visits;
        } while (pos > 0);
        System.out.println("back-navigation visits = " + visits + ", pos = " + pos);
    }
}
