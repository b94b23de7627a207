public class ConstructorThrows {
    static int created = 0;

    static class Account {
        final String owner;
        final int balance;

        Account(String owner, int balance) {
            System.out.println("  constructing account for " + owner);
            if (owner == null || owner.isEmpty()) {
                throw new IllegalArgumentException("owner required");
            }
            if (balance < 0) {
                throw new IllegalArgumentException("negative balance " + balance);
            }
            this.owner = owner;
            this.balance = balance;
            created++;
            System.out.println("  constructed " + owner);
        }
    }

    static class Base {
        Base(int x) {
            System.out.println("  Base(" + x + ")");
            if (x > 5) {
                throw new IllegalStateException("base rejects " + x);
            }
        }
    }

    static class Derived extends Base {
        Derived(int x) {
            super(x);
            System.out.println("  Derived body " + x);
        }
    }

    static class FieldInitThrows {
        int[] data = new int[2];
        int value = data[computeIndex()];

        static int computeIndex() {
            return 5;
        }
    }

    public static void main(String[] args) {
        Object[][] inputs = {{"ann", 10}, {"", 5}, {"bob", -1}, {null, 0}, {"cy", 0}};
        Account last = null;
        for (Object[] in : inputs) {
            try {
                last = new Account((String) in[0], (Integer) in[1]);
            } catch (IllegalArgumentException e) {
                System.out.println("failed: " + e.getMessage());
            }
        }
        System.out.println("created = " + created + ", last owner = " + last.owner);
        for (int x = 4; x <= 7; x += 3) {
            try {
                new Derived(x);
                System.out.println("derived ok");
            } catch (IllegalStateException e) {
                System.out.println("derived failed: " + e.getMessage());
            }
        }
        try {
            new FieldInitThrows();
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("field initializer threw " + e.getClass().getSimpleName());
        }
    }
}
