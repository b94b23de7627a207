public class ConstructorChaining {
    static class Point {
        final int x;
        final int y;
        final String label;

        Point() {
            this(0, 0);
            System.out.println("  Point() done");
        }

        Point(int v) {
            this(v, v, "diag");
            System.out.println("  Point(int) done");
        }

        Point(int x, int y) {
            this(x, y, "pt");
            System.out.println("  Point(int,int) done");
        }

        Point(int x, int y, String label) {
            System.out.println("  Point(int,int,String) start");
            this.x = x;
            this.y = y;
            this.label = label;
        }

        @Override
        public String toString() {
            return label + "(" + x + "," + y + ")";
        }
    }

    static class Point3 extends Point {
        final int z;

        Point3() {
            this(7);
            System.out.println("  Point3() done");
        }

        Point3(int z) {
            super(z, z * 2);
            this.z = z;
            System.out.println("  Point3(int) done");
        }

        @Override
        public String toString() {
            return super.toString() + "+z" + z;
        }
    }

    public static void main(String[] args) {
        System.out.println("new Point():");
        System.out.println(new Point());
        System.out.println("new Point(5):");
        System.out.println(new Point(5));
        System.out.println("new Point(1, 2):");
        System.out.println(new Point(1, 2));
        System.out.println("new Point3():");
        System.out.println(new Point3());
        System.out.println("new Point3(3):");
        Point p = new Point3(3);
        System.out.println(p + " x=" + p.x + " y=" + p.y);
    }
}
