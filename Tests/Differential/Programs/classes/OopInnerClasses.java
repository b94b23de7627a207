import java.util.ArrayList;
import java.util.List;

public class OopInnerClasses {

    static abstract class Validator {
        protected final String name;
        private int checks;

        Validator(String name) {
            this.name = name;
        }

        abstract boolean test(int value);

        String describe() {
            return "Validator(" + name + ")";
        }

        final String check(int value) {
            checks++;
            return name + "(" + value + ")=" + (test(value) ? "ok" : "FAIL");
        }

        int checks() {
            return checks;
        }
    }

    interface Listener {
        void onChange(String what, int oldValue, int newValue);
    }

    static class Bank {
        private final String name;
        private int reserve;
        private int x = 100;
        private final List<Account> accounts = new ArrayList<>();
        private final List<String> journal = new ArrayList<>();

        Bank(String name, int reserve) {
            this.name = name;
            this.reserve = reserve;
        }

        // inner (non-static) class: every Account belongs to a Bank instance
        class Account {
            private final String owner;
            private int balance;
            private int x = 10;

            Account(String owner, int opening) {
                this.owner = owner;
                this.balance = opening;
                reserve -= opening;  // writes the outer field
                accounts.add(this);
                journal.add("open " + owner + " " + opening);
            }

            void deposit(int amount) {
                balance += amount;
                Bank.this.reserve -= amount;
                journal.add("dep " + owner + " " + amount);
            }

            boolean withdraw(int amount) {
                if (amount > balance) {
                    journal.add("DENY " + owner + " " + amount);
                    return false;
                }
                balance -= amount;
                reserve += amount;
                journal.add("wd " + owner + " " + amount);
                return true;
            }

            String shadowing(int x) {
                return "param x=" + x + ", this.x=" + this.x + ", Bank.this.x=" + Bank.this.x;
            }

            void bumpAll() {
                x++;
                Bank.this.x += 5;
            }

            String bankName() {
                return name;  // reads the outer field implicitly
            }

            // inner class of an inner class
            class Statement {
                private final int lines;

                Statement(int lines) {
                    this.lines = lines;
                }

                String render() {
                    return "[" + Bank.this.name + "/" + owner + "] balance=" + balance
                            + " lines=" + lines + " x=" + x + "/" + Bank.this.x;
                }
            }

            @Override
            public String toString() {
                return owner + ":" + balance;
            }
        }

        Account open(String owner, int opening) {
            return new Account(owner, opening);
        }

        int totalDeposits() {
            int t = 0;
            for (Account a : accounts) t += a.balance;  // outer reads inner's private field
            return t;
        }

        // local class capturing effectively final locals and the outer instance
        List<String> interestReport(int ratePercent, String label) {
            final int threshold = 200;
            class Line {
                final Account acct;

                Line(Account acct) {
                    this.acct = acct;
                }

                int interest() {
                    int base = acct.balance * ratePercent / 100;
                    return acct.balance >= threshold ? base + 1 : base;
                }

                String text() {
                    return label + " " + acct.owner + " +" + interest() + " (reserve " + reserve + ")";
                }
            }
            List<String> out = new ArrayList<>();
            for (Account a : accounts) {
                out.add(new Line(a).text());
            }
            return out;
        }

        Validator minimumBalance(int min) {
            // anonymous subclass of an abstract class, with constructor argument
            return new Validator("min" + min) {
                private int failures;

                @Override
                boolean test(int value) {
                    boolean ok = value >= min;
                    if (!ok) failures++;
                    return ok;
                }

                @Override
                String describe() {
                    return super.describe() + " failures=" + failures + " name=" + name + " bank=" + Bank.this.name;
                }
            };
        }

        Listener auditListener() {
            // anonymous implementation of an interface that mutates outer state
            return new Listener() {
                int calls = 0;

                @Override
                public void onChange(String what, int oldValue, int newValue) {
                    calls++;
                    journal.add("audit#" + calls + " " + what + " " + oldValue + "->" + newValue);
                    if (newValue > oldValue) {
                        reserve -= 1;  // audit fee
                    }
                }
            };
        }

        List<String> journal() {
            return journal;
        }

        int reserve() {
            return reserve;
        }
    }

    // static nested class for contrast: no outer instance
    static class Counter {
        private int count;

        int next() {
            return ++count;
        }
    }

    public static void main(String[] args) {
        Bank bank = new Bank("First", 10000);
        Bank.Account alice = bank.open("alice", 500);
        Bank.Account bob = bank.new Account("bob", 150);
        Bank.Account carol = bank.open("carol", 50);
        System.out.println("reserve after opens: " + bank.reserve());
        System.out.println("accounts: " + alice + " " + bob + " " + carol);

        alice.deposit(250);
        bob.withdraw(400);
        bob.withdraw(100);
        carol.deposit(175);
        System.out.println("after ops: " + alice + " " + bob + " " + carol);
        System.out.println("reserve=" + bank.reserve() + " deposits=" + bank.totalDeposits()
                + " sum=" + (bank.reserve() + bank.totalDeposits()));

        System.out.println("--- shadowing ---");
        System.out.println(alice.shadowing(1));
        alice.bumpAll();
        bob.bumpAll();
        System.out.println(alice.shadowing(2));
        System.out.println(bob.shadowing(3));
        System.out.println("bank of bob: " + bob.bankName());

        System.out.println("--- nested inner ---");
        Bank.Account.Statement st = alice.new Statement(3);
        System.out.println(st.render());
        alice.withdraw(50);
        System.out.println(st.render());
        System.out.println(bob.new Statement(1).render());

        System.out.println("--- second bank is independent ---");
        Bank other = new Bank("Second", 500);
        Bank.Account dan = other.open("dan", 300);
        dan.deposit(20);
        System.out.println(dan.shadowing(0));
        System.out.println(dan.new Statement(2).render());
        System.out.println("First reserve=" + bank.reserve() + " Second reserve=" + other.reserve());

        System.out.println("--- local class ---");
        for (String line : bank.interestReport(10, "Q1")) {
            System.out.println(line);
        }
        for (String line : other.interestReport(3, "Q1b")) {
            System.out.println(line);
        }

        System.out.println("--- anonymous classes ---");
        Validator v = bank.minimumBalance(100);
        Validator even = new Validator("even") {
            @Override
            boolean test(int value) {
                return value % 2 == 0;
            }
        };
        int[] values = {alice.balance, bob.balance, carol.balance, dan.balance, 99};
        for (int val : values) {
            System.out.println(v.check(val) + "  " + even.check(val));
        }
        System.out.println(v.describe() + " checks=" + v.checks());
        System.out.println(even.describe() + " checks=" + even.checks());

        Listener audit = bank.auditListener();
        int before = bank.reserve();
        audit.onChange("limit", 10, 20);
        audit.onChange("limit", 20, 15);
        audit.onChange("rate", 3, 4);
        System.out.println("reserve " + before + " -> " + bank.reserve());

        System.out.println("--- captured counter ---");
        Counter counter = new Counter();
        List<Validator> generated = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            final int limit = i * 100;
            final int serial = counter.next();
            generated.add(new Validator("upTo" + limit) {
                @Override
                boolean test(int value) {
                    return value <= limit;
                }

                @Override
                String describe() {
                    return "serial " + serial + " " + super.describe();
                }
            });
        }
        for (Validator g : generated) {
            System.out.println(g.describe() + ": " + g.check(150) + " " + g.check(250));
        }

        System.out.println("--- journal ---");
        for (String j : bank.journal()) {
            System.out.println(j);
        }
        System.out.println("other journal: " + other.journal());
    }
}
