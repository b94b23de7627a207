public class Shadowing {
    static int value = 1;
    int field = 10;

    class Inner {
        int field = 20;

        String show(int field) {
            return "param " + field + ", inner " + this.field + ", outer " + Shadowing.this.field + ", static " + value;
        }

        void bump() {
            field++;
            Shadowing.this.field += 100;
        }
    }

    static class StaticInner {
        static int value = 2;

        String show() {
            int value = 3;
            return "local " + value + ", nested static " + StaticInner.value + ", outer static " + Shadowing.value;
        }
    }

    String method() {
        int field = 30;
        Runnable r = () -> System.out.println("lambda: local " + field + ", this.field " + this.field);
        r.run();
        Runnable anon = new Runnable() {
            int field = 40;

            public void run() {
                System.out.println("anon: own " + this.field + ", outer " + Shadowing.this.field);
            }
        };
        anon.run();
        return "method local " + field;
    }

    public static void main(String[] args) {
        Shadowing s = new Shadowing();
        Inner in = s.new Inner();
        System.out.println(in.show(5));
        in.bump();
        System.out.println(in.show(6));
        System.out.println(new StaticInner().show());
        System.out.println(s.method());
        int value = 99;
        System.out.println("main local " + value + ", static " + Shadowing.value);
        for (int i = 0; i < 2; i++) {
            int field = i * 7;
            System.out.println("loop-local field " + field + ", instance " + s.field);
        }
    }
}
