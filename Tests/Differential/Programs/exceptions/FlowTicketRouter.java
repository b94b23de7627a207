import java.util.ArrayList;
import java.util.List;

public class FlowTicketRouter {

    static class Ticket {
        final int id;
        final String category;
        final int severity;
        final String text;

        Ticket(int id, String category, int severity, String text) {
            this.id = id;
            this.category = category;
            this.severity = severity;
            this.text = text;
        }
    }

    static class RoutingException extends RuntimeException {
        RoutingException(String message) {
            super(message);
        }
    }

    // String switch: some cases fall through on purpose, some break
    static List<String> queuesFor(Ticket t) {
        List<String> queues = new ArrayList<>();
        switch (t.category) {
            case "outage":
                queues.add("oncall");
                // fall through: outages also go to infra
            case "infra":
                queues.add("infra");
                break;
            case "billing":
            case "refund":
                queues.add("finance");
                break;
            case "security":
                queues.add("secops");
                // fall through
            case "account":
                queues.add("identity");
                // fall through
            case "general":
                queues.add("frontdesk");
                break;
            case "spam":
                break;
            default:
                throw new RoutingException("unknown category '" + t.category + "' on ticket " + t.id);
        }
        return queues;
    }

    // int switch with fall-through escalation ladder; no break until the end
    static int escalationMinutes(int severity) {
        int minutes = 0;
        switch (severity) {
            case 1:
                minutes += 5;
            case 2:
                minutes += 25;
            case 3:
                minutes += 90;
            case 4:
                minutes += 360;
                break;
            case 5:
                minutes = 1440;
                break;
            default:
                minutes = -1;
        }
        return minutes;
    }

    // char switch mixing break and fall-through for keyword scanning
    static int scoreText(String text) {
        int score = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '!':
                    score += 3;
                case '?':
                    score += 1;
                    break;
                case 'U':
                case 'R':
                case 'G':
                    score += 2;
                    break;
                case ' ':
                    continue;
                default:
                    if (Character.isDigit(c)) {
                        score += c - '0';
                    }
            }
            score++;
        }
        return score;
    }

    public static void main(String[] args) {
        Ticket[] tickets = {
            new Ticket(101, "outage", 1, "site DOWN!!"),
            new Ticket(102, "billing", 4, "why charged twice?"),
            new Ticket(103, "security", 2, "URGENT token leak 42"),
            new Ticket(104, "spam", 5, "buy now"),
            new Ticket(105, "account", 3, "reset pw?"),
            new Ticket(106, "hardware", 2, "fan noise"),
            new Ticket(107, "infra", 9, "disk 97 full"),
            new Ticket(108, "refund", 4, "return item 7"),
            new Ticket(109, "general", 3, "hello"),
        };

        int routed = 0;
        int unroutable = 0;
        for (Ticket t : tickets) {
            try {
                List<String> q = queuesFor(t);
                routed++;
                System.out.println("#" + t.id + " " + t.category + " -> [" + String.join(",", q) + "] esc="
                        + escalationMinutes(t.severity) + " score=" + scoreText(t.text));
            } catch (RoutingException e) {
                unroutable++;
                System.out.println("#" + t.id + " unroutable: " + e.getMessage());
            }
        }
        System.out.println("routed=" + routed + " unroutable=" + unroutable);

        for (int s = 0; s <= 6; s++) {
            System.out.println("severity " + s + " escalates after " + escalationMinutes(s) + " min");
        }

        // Assign tickets to agents with labeled continue / break across nested loops
        String[] agents = {"ana", "bo", "cy"};
        int[] capacity = {2, 1, 3};
        int[] load = new int[agents.length];
        String[][] skills = {{"finance", "frontdesk"}, {"oncall", "infra", "secops"}, {"frontdesk", "identity"}};
        int assigned = 0;
        assign:
        for (Ticket t : tickets) {
            List<String> q;
            try {
                q = queuesFor(t);
            } catch (RoutingException e) {
                System.out.println("skip #" + t.id + " (no route)");
                continue;
            }
            if (q.isEmpty()) {
                System.out.println("skip #" + t.id + " (discarded)");
                continue assign;
            }
            for (String queue : q) {
                for (int a = 0; a < agents.length; a++) {
                    if (load[a] >= capacity[a]) {
                        continue;
                    }
                    for (String skill : skills[a]) {
                        if (skill.equals(queue)) {
                            load[a]++;
                            assigned++;
                            System.out.println("assign #" + t.id + " via " + queue + " to " + agents[a]
                                    + " (load " + load[a] + "/" + capacity[a] + ")");
                            if (assigned == 5) {
                                System.out.println("daily assignment limit reached");
                                break assign;
                            }
                            continue assign;
                        }
                    }
                }
            }
            System.out.println("no free agent for #" + t.id);
        }
        System.out.println("assigned=" + assigned);

        // do-while with a compound condition: drain a backlog in waves
        for (int initial : new int[]{23, 40, 12}) {
            int backlog = initial;
            int wave = 0;
            int handledTotal = 0;
            boolean overtime = false;
            System.out.println("backlog start " + initial);
            do {
                wave++;
                int handled = wave % 3 == 0 ? 2 : 5;
                if (backlog < handled) {
                    handled = backlog;
                }
                backlog -= handled;
                handledTotal += handled;
                overtime = wave > 4;
                System.out.println("  wave " + wave + ": handled " + handled + ", backlog " + backlog
                        + (overtime ? " (overtime)" : ""));
            } while (backlog > 0 && (wave < 6 || !overtime) && !(backlog < 3 && wave % 2 == 0));
            System.out.println("  waves=" + wave + " handled=" + handledTotal + " left=" + backlog);
        }

        // do-while that runs exactly once even though its condition is false from the start
        int attempts = 0;
        do {
            attempts++;
            System.out.println("single pass attempt " + attempts);
        } while (attempts < 0 || (attempts > 10 && attempts % 2 == 1));
    }
}
