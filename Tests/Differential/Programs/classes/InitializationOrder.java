public class InitializationOrder {
    static int log(String what, int v) {
        System.out.println("  " + what + " = " + v);
        return v;
    }

    static class Parent {
        static int parentStatic = log("Parent static field", 1);

        static {
            System.out.println("  Parent static block");
        }

        int parentField = log("Parent instance field", 10);

        {
            System.out.println("  Parent instance block, parentField=" + parentField);
        }

        Parent() {
            System.out.println("  Parent constructor");
            describe();
        }

        void describe() {
            System.out.println("  Parent.describe");
        }
    }

    static class Child extends Parent {
        static int childStatic = log("Child static field", 2);

        static {
            System.out.println("  Child static block");
        }

        int childField = log("Child instance field", 20);
        String name = "child";

        {
            System.out.println("  Child instance block, childField=" + childField);
        }

        Child() {
            super();
            System.out.println("  Child constructor, name=" + name);
        }

        @Override
        void describe() {
            System.out.println("  Child.describe sees childField=" + childField + " name=" + name);
        }
    }

    public static void main(String[] args) {
        System.out.println("main start");
        System.out.println("first Child:");
        new Child();
        System.out.println("second Child:");
        new Child();
        System.out.println("static values: " + Parent.parentStatic + " " + Child.childStatic);
    }
}
