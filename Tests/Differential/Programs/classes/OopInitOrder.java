public class OopInitOrder {

    static int step = 0;

    static {
        log("OopInitOrder static block");
    }

    static int log(String what) {
        step++;
        System.out.println(step + ": " + what);
        return step;
    }

    static class Config {
        static final String NAME = "cfg";
        static int loadedAt = log("Config.loadedAt field initializer");
        static int version;

        static {
            version = loadedAt * 100;
            log("Config static block, version=" + version);
        }

        static int version() {
            return version;
        }
    }

    static class Entity {
        static int created;
        protected String tag = initTag();
        protected int weight;

        static {
            log("Entity static block");
        }

        {
            log("Entity instance block, tag=" + tag + " weight=" + weight);
            weight = 1;
        }

        Entity() {
            this("default");
            log("Entity() done, weight=" + weight);
        }

        Entity(String tag) {
            super();
            log("Entity(String) tag param=" + tag + ", field tag=" + this.tag);
            this.tag = tag;
            created++;
            onCreate();
        }

        private String initTag() {
            log("Entity field initializer initTag()");
            return "init";
        }

        // overridable method called from the constructor
        protected void onCreate() {
            log("Entity.onCreate tag=" + tag);
        }

        String summary() {
            return "Entity(" + tag + "," + weight + ")";
        }
    }

    static class Customer extends Entity {
        static int customerCount = log("Customer.customerCount field initializer");
        private int loyalty = 7;
        private String level = "bronze";
        protected final int number;

        static {
            log("Customer static block");
        }

        {
            log("Customer instance block, loyalty=" + loyalty + " level=" + level);
            loyalty += 3;
        }

        Customer() {
            this(0);
            log("Customer() done");
        }

        Customer(int number) {
            super("customer-" + number);
            this.number = number;
            customerCount++;
            log("Customer(int) number=" + number + " loyalty=" + loyalty + " count=" + customerCount);
        }

        @Override
        protected void onCreate() {
            // runs before Customer's field initializers: loyalty is still 0
            log("Customer.onCreate sees loyalty=" + loyalty + " number=" + number + " weight=" + weight);
        }

        @Override
        String summary() {
            return "Customer#" + number + "(" + tag + ", loyalty=" + loyalty + ", level=" + level + ", weight=" + weight + ")";
        }
    }

    static class VipCustomer extends Customer {
        private int discount = computeDiscount();

        static {
            log("VipCustomer static block");
        }

        {
            log("VipCustomer instance block, discount=" + discount);
        }

        VipCustomer(int number, int extra) {
            super(number);
            discount += extra;
            log("VipCustomer(int,int) discount=" + discount);
        }

        private int computeDiscount() {
            log("VipCustomer.computeDiscount number=" + number);
            return 15;
        }

        @Override
        protected void onCreate() {
            super.onCreate();
            log("VipCustomer.onCreate discount=" + discount);
        }

        @Override
        String summary() {
            return "Vip" + super.summary() + "[discount=" + discount + "]";
        }
    }

    static class Lazy {
        static {
            log("Lazy static block (should appear only when touched)");
        }

        static String touch() {
            return "touched";
        }
    }

    public static void main(String[] args) {
        log("main starts");
        // compile-time constant: does not trigger class initialization
        log("Config.NAME=" + Config.NAME);
        log("Config.version()=" + Config.version());
        log("Config.version() again=" + Config.version());

        log("--- new Entity() ---");
        Entity e = new Entity();
        log(e.summary());

        log("--- new Customer(5) ---");
        Customer c1 = new Customer(5);
        log(c1.summary());

        log("--- new Customer() ---");
        Customer c2 = new Customer();
        log(c2.summary());

        log("--- new VipCustomer(9, 5) ---");
        VipCustomer v = new VipCustomer(9, 5);
        log(v.summary());

        log("--- totals ---");
        log("Entity.created=" + Entity.created);
        log("Customer.customerCount=" + Customer.customerCount);
        log("Lazy: " + Lazy.touch());
        log("Lazy again: " + Lazy.touch());
        log("main ends");
    }
}
