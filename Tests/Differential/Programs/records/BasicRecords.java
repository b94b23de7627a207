public class BasicRecords {
    record Point(int x, int y) {
        Point translate(int dx, int dy) {
            return new Point(x + dx, y + dy);
        }

        int manhattan() {
            return Math.abs(x) + Math.abs(y);
        }

        static Point origin() {
            return new Point(0, 0);
        }
    }

    record Person(String name, int age, double height) {
    }

    record Empty() {
    }

    public static void main(String[] args) {
        Point p = new Point(3, -4);
        System.out.println(p);
        System.out.println("x=" + p.x() + " y=" + p.y() + " manhattan=" + p.manhattan());
        Point q = p.translate(1, 1);
        System.out.println("translated " + q + ", original " + p);
        System.out.println("origin " + Point.origin());
        Point same = new Point(3, -4);
        System.out.println("equals " + p.equals(same) + ", == " + (p == same) + ", equals q " + p.equals(q));
        System.out.println("hash equal for equal records: " + (p.hashCode() == same.hashCode()));
        Person ann = new Person("Ann", 31, 1.68);
        System.out.println(ann);
        System.out.println(ann.name() + " is " + ann.age() + " and " + ann.height() + "m");
        Person nul = new Person(null, 0, 0.0);
        System.out.println(nul);
        System.out.println("null-field equals: " + nul.equals(new Person(null, 0, 0.0)));
        System.out.println("neg zero: " + new Person("z", 1, -0.0).equals(new Person("z", 1, 0.0)));
        System.out.println("NaN: " + new Person("n", 1, Double.NaN).equals(new Person("n", 1, Double.NaN)));
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()));
        Object o = p;
        System.out.println("instanceof Record: " + (o instanceof Record) + ", equals Person: " + o.equals(ann));
    }
}
