public class SuperCalls {
    static class A {
        String who() {
            return "A";
        }

        String chain() {
            return "A.chain";
        }

        String callWho() {
            return "A.callWho->" + who();
        }
    }

    static class B extends A {
        @Override
        String who() {
            return "B";
        }

        @Override
        String chain() {
            return "B.chain>" + super.chain();
        }

        String superWho() {
            return super.who();
        }
    }

    static class C extends B {
        @Override
        String who() {
            return "C";
        }

        @Override
        String chain() {
            return "C.chain>" + super.chain();
        }

        @Override
        String callWho() {
            return "C.callWho>" + super.callWho();
        }

        String grand() {
            return super.superWho();
        }
    }

    static class Logger {
        protected StringBuilder out = new StringBuilder();

        void log(String msg) {
            out.append("[").append(msg).append("]");
        }
    }

    static class TimestampLogger extends Logger {
        int tick = 0;

        @Override
        void log(String msg) {
            super.log(++tick + ":" + msg);
        }
    }

    static class UpperTimestampLogger extends TimestampLogger {
        @Override
        void log(String msg) {
            super.log(msg.toUpperCase());
        }
    }

    public static void main(String[] args) {
        C c = new C();
        System.out.println(c.who());
        System.out.println(c.chain());
        System.out.println(c.callWho());
        System.out.println(c.superWho());
        System.out.println(c.grand());
        A a = c;
        System.out.println(a.callWho());
        B b = new B();
        System.out.println(b.callWho() + " | " + b.superWho());
        Logger l = new UpperTimestampLogger();
        l.log("start");
        l.log("middle");
        l.log("end");
        System.out.println(l.out);
    }
}
