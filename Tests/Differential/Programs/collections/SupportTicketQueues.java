import java.util.*;

public class SupportTicketQueues {

    static class Ticket {
        final int id;
        final String subject;
        final int priority; // 1 = highest
        final String assignee;
        boolean resolved;

        Ticket(int id, String subject, int priority, String assignee) {
            this.id = id;
            this.subject = subject;
            this.priority = priority;
            this.assignee = assignee;
        }

        int getId() { return id; }
        int getPriority() { return priority; }
        String getAssignee() { return assignee; }

        @Override
        public String toString() {
            return "T" + id + "{p" + priority + " " + subject + (resolved ? " [done]" : "") + "}";
        }
    }

    static class UndoStack {
        private final Deque<String> actions = new ArrayDeque<>();

        void perform(String action) {
            actions.push(action);
            System.out.println("do   -> " + action + "  stack=" + actions);
        }

        void undo() {
            if (actions.isEmpty()) {
                System.out.println("undo -> nothing to undo");
                return;
            }
            String last = actions.pop();
            System.out.println("undo -> " + last + "  stack=" + actions);
        }

        String peek() {
            return actions.peek();
        }
    }

    public static void main(String[] args) {
        List<Ticket> tickets = new ArrayList<>();
        tickets.add(new Ticket(1, "Login fails", 2, "mia"));
        tickets.add(new Ticket(2, "Crash on start", 1, "leo"));
        tickets.add(new Ticket(3, "Typo in menu", 4, "mia"));
        tickets.add(new Ticket(4, "Slow sync", 2, "leo"));
        tickets.add(new Ticket(5, "Payment declined", 1, "zoe"));
        tickets.add(new Ticket(6, "Dark mode glitch", 3, "zoe"));
        tickets.add(new Ticket(7, "Push not received", 2, "mia"));

        // FIFO queue with ArrayDeque
        Queue<Ticket> inbox = new ArrayDeque<>();
        for (Ticket t : tickets) {
            inbox.offer(t);
        }
        System.out.println("Inbox size " + inbox.size() + ", head " + inbox.peek());
        Ticket first = inbox.poll();
        Ticket second = inbox.poll();
        System.out.println("Handled in arrival order: " + first + ", " + second);
        System.out.println("Remaining inbox: " + inbox);

        // PriorityQueue: priority asc, then id desc (newest first among equals)
        PriorityQueue<Ticket> triage = new PriorityQueue<>(
                Comparator.comparingInt(Ticket::getPriority).thenComparing(Ticket::getId, Comparator.reverseOrder()));
        triage.addAll(tickets);
        System.out.println("Triage peek: " + triage.peek());
        StringBuilder order = new StringBuilder();
        while (!triage.isEmpty()) {
            Ticket t = triage.poll();
            if (order.length() > 0) {
                order.append(" -> ");
            }
            order.append("T").append(t.id).append("(p").append(t.priority).append(")");
        }
        System.out.println("Triage poll order: " + order);

        // PriorityQueue of strings with reverse order
        PriorityQueue<String> assignees = new PriorityQueue<>(Comparator.reverseOrder());
        for (Ticket t : tickets) {
            assignees.add(t.getAssignee());
        }
        List<String> polled = new ArrayList<>();
        while (!assignees.isEmpty()) {
            polled.add(assignees.poll());
        }
        System.out.println("Assignees polled (reverse): " + polled);

        // ArrayDeque as undo stack
        UndoStack undo = new UndoStack();
        undo.perform("assign T1 to mia");
        undo.perform("set T2 priority 1");
        undo.perform("close T3");
        System.out.println("Top of stack: " + undo.peek());
        undo.undo();
        undo.undo();
        undo.undo();
        undo.undo();
        System.out.println("Top of empty stack: " + undo.peek());

        // Deque used from both ends
        Deque<Integer> recent = new ArrayDeque<>();
        for (int id = 1; id <= 7; id++) {
            recent.addFirst(id);
            if (recent.size() > 4) {
                int dropped = recent.removeLast();
                System.out.println("recent full, dropped T" + dropped);
            }
        }
        System.out.println("Recently viewed (newest first): " + recent);
        System.out.println("peekFirst=" + recent.peekFirst() + " peekLast=" + recent.peekLast());
        recent.offerLast(99);
        System.out.println("After offerLast(99): " + recent + " pollFirst=" + recent.pollFirst());

        // LinkedList as a list and a queue
        LinkedList<Ticket> escalations = new LinkedList<>();
        escalations.add(tickets.get(1));
        escalations.addFirst(tickets.get(4));
        escalations.addLast(tickets.get(6));
        escalations.add(1, tickets.get(3));
        System.out.println("Escalations: " + escalations);
        System.out.println("getFirst=" + escalations.getFirst() + " getLast=" + escalations.getLast());
        escalations.removeFirst();
        escalations.remove(tickets.get(6));
        System.out.println("After removals: " + escalations + " indexOf(T2)=" + escalations.indexOf(tickets.get(1)));

        // Iterator.remove: resolve and drop low priority tickets
        List<Ticket> backlog = new ArrayList<>(tickets);
        Iterator<Ticket> it = backlog.iterator();
        while (it.hasNext()) {
            Ticket t = it.next();
            if (t.priority >= 3) {
                System.out.println("Dropping low-priority " + t);
                it.remove();
            } else if (t.assignee.equals("leo")) {
                t.resolved = true;
            }
        }
        System.out.println("Backlog after cleanup: " + backlog);

        // Iterator.remove on LinkedList
        LinkedList<String> subjects = new LinkedList<>();
        for (Ticket t : tickets) {
            subjects.add(t.subject);
        }
        ListIterator<String> li = subjects.listIterator();
        while (li.hasNext()) {
            String s = li.next();
            if (s.contains(" ")) {
                if (s.startsWith("P")) {
                    li.remove();
                } else {
                    li.set(s.toUpperCase());
                }
            }
        }
        System.out.println("Subjects: " + subjects);

        // Empty queue behaviours
        Queue<Ticket> empty = new ArrayDeque<>();
        System.out.println("poll on empty: " + empty.poll() + ", peek on empty: " + empty.peek());
        try {
            empty.remove();
        } catch (NoSuchElementException e) {
            System.out.println("remove on empty queue throws NoSuchElementException");
        }
        try {
            new ArrayDeque<String>().pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop on empty stack throws NoSuchElementException");
        }
    }
}
