public class EnumInRecordsAndSwitchYield {
    enum Kind { DEPOSIT, WITHDRAWAL, FEE, REFUND }

    record Txn(Kind kind, int amount) {
    }

    static int effect(Txn t) {
        return switch (t.kind()) {
            case DEPOSIT, REFUND -> t.amount();
            case WITHDRAWAL -> {
                int v = -t.amount();
                yield v;
            }
            case FEE -> {
                if (t.amount() > 50) {
                    System.out.println("  capping fee " + t.amount());
                    yield -50;
                }
                yield -t.amount();
            }
        };
    }

    public static void main(String[] args) {
        Txn[] txns = {new Txn(Kind.DEPOSIT, 500), new Txn(Kind.WITHDRAWAL, 120), new Txn(Kind.FEE, 15),
            new Txn(Kind.FEE, 80), new Txn(Kind.REFUND, 30), new Txn(Kind.WITHDRAWAL, 1000)};
        int balance = 0;
        int[] perKind = new int[Kind.values().length];
        for (Txn t : txns) {
            int e = effect(t);
            balance += e;
            perKind[t.kind().ordinal()] += e;
            System.out.println(t + " effect " + e + " balance " + balance);
        }
        for (Kind k : Kind.values()) {
            System.out.println(k + " total " + perKind[k.ordinal()]);
        }
        System.out.println("record equality with enum: " + new Txn(Kind.FEE, 15).equals(txns[2]));
    }
}
