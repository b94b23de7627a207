public class FieldHiding {
    static class Base {
        String name = "base";
        static String kind = "BaseKind";

        String getName() {
            return name;
        }

        static String staticName() {
            return "Base.staticName";
        }

        String show() {
            return "Base.show sees name=" + name;
        }
    }

    static class Derived extends Base {
        String name = "derived";
        static String kind = "DerivedKind";

        @Override
        String getName() {
            return name;
        }

        static String staticName() {
            return "Derived.staticName";
        }

        String both() {
            return this.name + "/" + super.name + "/" + ((Base) this).name;
        }
    }

    public static void main(String[] args) {
        Derived d = new Derived();
        Base b = d;
        System.out.println("d.name = " + d.name);
        System.out.println("b.name = " + b.name);
        System.out.println("d.getName() = " + d.getName());
        System.out.println("b.getName() = " + b.getName());
        System.out.println("b.show() = " + b.show());
        System.out.println("both = " + d.both());
        System.out.println("Base.kind = " + Base.kind + ", Derived.kind = " + Derived.kind);
        System.out.println("Base.staticName = " + Base.staticName() + ", Derived.staticName = " + Derived.staticName());
        b.name = "changed via base ref";
        System.out.println("after b.name assign: d.name=" + d.name + " b.name=" + b.name + " both=" + d.both());
        d.name = "changed via derived ref";
        System.out.println("after d.name assign: getName=" + b.getName() + " show=" + b.show());
        Base plain = new Base();
        System.out.println("plain: " + plain.getName() + " " + plain.show());
    }
}
