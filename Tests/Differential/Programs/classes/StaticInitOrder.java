public class StaticInitOrder {
    static class A {
        static {
            System.out.println("A static init");
        }

        static int value = computeA();

        static int computeA() {
            System.out.println("computeA");
            return 5;
        }

        static void touch() {
            System.out.println("A.touch value=" + value);
        }
    }

    static class B {
        static final int CONST = 99;
        static int counter;

        static {
            System.out.println("B static init, counter=" + counter);
            counter = 10;
        }

        static int next() {
            return ++counter;
        }
    }

    static class C {
        static int first = second() + 1;
        static int secondValue = 7;

        static int second() {
            System.out.println("C.second sees secondValue=" + secondValue);
            return secondValue;
        }
    }

    static int mainCounter = 0;

    static {
        mainCounter = 100;
    }

    public static void main(String[] args) {
        System.out.println("main begins, mainCounter=" + mainCounter);
        System.out.println("B.CONST (compile-time constant) = " + B.CONST);
        System.out.println("before A");
        A.touch();
        A.touch();
        System.out.println("before B.next");
        System.out.println("B.next = " + B.next());
        System.out.println("B.next = " + B.next());
        System.out.println("C.first = " + C.first + ", C.secondValue = " + C.secondValue);
        mainCounter++;
        System.out.println("mainCounter=" + mainCounter);
    }
}
