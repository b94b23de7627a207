public class StaticVsInstance {
    static class Counter {
        static int totalCount = 0;
        int count = 0;
        final int id;
        static int nextId = 1;

        Counter() {
            id = nextId++;
        }

        void increment() {
            count++;
            totalCount++;
        }

        static Counter create(int initialIncrements) {
            Counter c = new Counter();
            for (int i = 0; i < initialIncrements; i++) {
                c.increment();
            }
            return c;
        }

        @Override
        public String toString() {
            return "Counter#" + id + "(count=" + count + ", total=" + totalCount + ")";
        }
    }

    static int staticHelper(int x) {
        return x * 3;
    }

    int instanceField = 5;

    int instanceHelper(int x) {
        return x + instanceField;
    }

    public static void main(String[] args) {
        Counter a = Counter.create(3);
        Counter b = Counter.create(2);
        System.out.println(a);
        System.out.println(b);
        a.increment();
        System.out.println(a + " " + b);
        System.out.println("static via class: " + Counter.totalCount + ", nextId: " + Counter.nextId);
        Counter.totalCount = 0;
        System.out.println("after reset: " + a + " " + b);
        System.out.println("staticHelper(4) = " + staticHelper(4));
        StaticVsInstance self = new StaticVsInstance();
        System.out.println("instanceHelper(4) = " + self.instanceHelper(4));
        self.instanceField = 100;
        System.out.println("instanceHelper(4) after change = " + self.instanceHelper(4));
        StaticVsInstance other = new StaticVsInstance();
        System.out.println("other.instanceField = " + other.instanceField);
        Counter[] many = new Counter[4];
        for (int i = 0; i < many.length; i++) {
            many[i] = Counter.create(i);
        }
        for (Counter c : many) {
            System.out.println(c);
        }
    }
}
