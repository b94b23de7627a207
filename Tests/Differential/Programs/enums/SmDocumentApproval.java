import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class SmDocumentApproval {

    enum Role {
        AUTHOR, REVIEWER, EDITOR, LEGAL, MANAGER, ADMIN;

        boolean outranks(Role other) {
            return compareTo(other) > 0;
        }
    }

    enum Action {
        SUBMIT, APPROVE, REJECT, REQUEST_CHANGES, PUBLISH, ARCHIVE, REOPEN
    }

    enum DocStatus {
        DRAFT(EnumSet.of(Role.AUTHOR)),
        IN_REVIEW(EnumSet.of(Role.REVIEWER, Role.EDITOR)),
        LEGAL_CHECK(EnumSet.of(Role.LEGAL)),
        APPROVED(EnumSet.range(Role.EDITOR, Role.ADMIN)),
        PUBLISHED(EnumSet.of(Role.MANAGER, Role.ADMIN)),
        ARCHIVED(EnumSet.of(Role.ADMIN));

        private final EnumSet<Role> actors;

        DocStatus(EnumSet<Role> actors) {
            this.actors = actors;
        }

        boolean canAct(Role role) {
            return actors.contains(role);
        }

        EnumSet<Role> getActors() {
            return EnumSet.copyOf(actors);
        }
    }

    static final class Document {
        private final String title;
        private DocStatus status = DocStatus.DRAFT;
        private int revision = 1;
        private final List<String> audit = new ArrayList<>();

        Document(String title) {
            this.title = title;
        }

        String perform(Role role, Action action) {
            if (!status.canAct(role)) {
                String msg = String.format("DENIED %s cannot %s while %s", role, action, status);
                audit.add(msg);
                return msg;
            }
            DocStatus before = status;
            DocStatus after = switch (status) {
                case DRAFT -> action == Action.SUBMIT ? DocStatus.IN_REVIEW : null;
                case IN_REVIEW -> switch (action) {
                    case APPROVE -> title.toLowerCase().contains("contract") ? DocStatus.LEGAL_CHECK : DocStatus.APPROVED;
                    case REQUEST_CHANGES, REJECT -> {
                        revision++;
                        yield DocStatus.DRAFT;
                    }
                    default -> null;
                };
                case LEGAL_CHECK -> {
                    if (action == Action.APPROVE) {
                        yield DocStatus.APPROVED;
                    } else if (action == Action.REJECT) {
                        revision++;
                        yield DocStatus.DRAFT;
                    }
                    yield null;
                }
                case APPROVED -> action == Action.PUBLISH ? DocStatus.PUBLISHED : null;
                case PUBLISHED -> action == Action.ARCHIVE ? DocStatus.ARCHIVED : null;
                case ARCHIVED -> action == Action.REOPEN ? DocStatus.DRAFT : null;
            };
            if (after == null) {
                String msg = String.format("INVALID %s by %s in %s", action, role, status);
                audit.add(msg);
                return msg;
            }
            status = after;
            String msg = String.format("OK %s by %s: %s -> %s (rev %d)", action, role, before, after, revision);
            audit.add(msg);
            return msg;
        }

        DocStatus getStatus() {
            return status;
        }

        List<String> getAudit() {
            return audit;
        }

        String getTitle() {
            return title;
        }
    }

    public static void main(String[] args) {
        System.out.println("Who can act in each status:");
        EnumMap<Role, EnumSet<DocStatus>> reverse = new EnumMap<>(Role.class);
        for (DocStatus s : DocStatus.values()) {
            System.out.println(String.format("  %-12s %s", s, s.getActors()));
            for (Role r : s.getActors()) {
                reverse.computeIfAbsent(r, k -> EnumSet.noneOf(DocStatus.class)).add(s);
            }
        }
        System.out.println("Reverse index:");
        for (Map.Entry<Role, EnumSet<DocStatus>> e : reverse.entrySet()) {
            System.out.println("  " + e.getKey() + " -> " + e.getValue());
        }

        Document memo = new Document("Quarterly memo");
        Document contract = new Document("Supplier contract v2");

        Object[][] memoSteps = {
                {Role.AUTHOR, Action.SUBMIT},
                {Role.REVIEWER, Action.REQUEST_CHANGES},
                {Role.AUTHOR, Action.SUBMIT},
                {Role.MANAGER, Action.APPROVE},
                {Role.EDITOR, Action.APPROVE},
                {Role.EDITOR, Action.PUBLISH},
                {Role.MANAGER, Action.PUBLISH},
                {Role.ADMIN, Action.ARCHIVE},
                {Role.ADMIN, Action.REOPEN},
        };
        Object[][] contractSteps = {
                {Role.AUTHOR, Action.SUBMIT},
                {Role.EDITOR, Action.APPROVE},
                {Role.LEGAL, Action.REJECT},
                {Role.AUTHOR, Action.SUBMIT},
                {Role.REVIEWER, Action.APPROVE},
                {Role.LEGAL, Action.PUBLISH},
                {Role.LEGAL, Action.APPROVE},
                {Role.ADMIN, Action.PUBLISH},
        };

        LinkedHashMap<Document, Object[][]> plan = new LinkedHashMap<>();
        plan.put(memo, memoSteps);
        plan.put(contract, contractSteps);
        for (Map.Entry<Document, Object[][]> e : plan.entrySet()) {
            Document d = e.getKey();
            System.out.println("== " + d.getTitle() + " ==");
            for (Object[] step : e.getValue()) {
                System.out.println("  " + d.perform((Role) step[0], (Action) step[1]));
            }
            System.out.println("  final status: " + d.getStatus() + " (ordinal " + d.getStatus().ordinal() + ")");
        }

        int denied = 0;
        int invalid = 0;
        int ok = 0;
        for (Document d : plan.keySet()) {
            for (String line : d.getAudit()) {
                if (line.startsWith("DENIED")) {
                    denied++;
                } else if (line.startsWith("INVALID")) {
                    invalid++;
                } else {
                    ok++;
                }
            }
        }
        System.out.println(String.format("Audit summary: ok=%d denied=%d invalid=%d", ok, denied, invalid));

        Role[] roles = Role.values();
        for (int i = 0; i + 1 < roles.length; i += 2) {
            Role a = roles[i];
            Role b = roles[i + 1];
            System.out.println(a + " outranks " + b + "? " + a.outranks(b) + "; reverse? " + b.outranks(a));
        }
        EnumSet<Role> seniors = EnumSet.range(Role.MANAGER, Role.ADMIN);
        System.out.println("Seniors: " + seniors + ", juniors: " + EnumSet.complementOf(seniors));
        System.out.println("Role.valueOf(\"LEGAL\").name() = " + Role.valueOf("LEGAL").name());
        System.out.println("Action count: " + Action.values().length + ", last: " + Action.values()[Action.values().length - 1]);
    }
}
