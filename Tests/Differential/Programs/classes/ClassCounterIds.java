public class ClassCounterIds {
    static class Ticket {
        private static int next = 1000;
        final int number;
        final String kind;

        Ticket(String kind) {
            this.number = next++;
            this.kind = kind;
        }

        Ticket() {
            this("standard");
        }

        static int peekNext() {
            return next;
        }

        @Override
        public String toString() {
            return kind + "#" + number;
        }
    }

    static class VipTicket extends Ticket {
        private static int vipCount = 0;

        VipTicket() {
            super("vip");
            vipCount++;
        }

        static int vipCount() {
            return vipCount;
        }
    }

    public static void main(String[] args) {
        Ticket[] queue = new Ticket[6];
        for (int i = 0; i < queue.length; i++) {
            queue[i] = (i % 3 == 2) ? new VipTicket() : new Ticket();
        }
        for (Ticket t : queue) {
            System.out.println(t + (t instanceof VipTicket ? " (priority)" : ""));
        }
        System.out.println("next number " + Ticket.peekNext() + ", vip count " + VipTicket.vipCount());
        int sum = 0;
        for (Ticket t : queue) {
            sum += t.number;
        }
        System.out.println("sum of numbers " + sum);
        Ticket special = new Ticket("special");
        System.out.println(special + " then next " + Ticket.peekNext());
    }
}
