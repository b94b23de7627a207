public class AbstractClasses {
    abstract static class Shape {
        private static int count = 0;
        protected final String id;

        Shape() {
            count++;
            id = getClass().getSimpleName().toLowerCase() + "#" + count;
        }

        abstract double area();

        abstract double perimeter();

        String report() {
            return id + " area=" + round(area()) + " perimeter=" + round(perimeter());
        }

        static double round(double v) {
            return Math.round(v * 1000) / 1000.0;
        }

        static int getCount() {
            return count;
        }
    }

    static class Circle extends Shape {
        final double r;

        Circle(double r) {
            this.r = r;
        }

        double area() {
            return Math.PI * r * r;
        }

        double perimeter() {
            return 2 * Math.PI * r;
        }
    }

    static class Rect extends Shape {
        final double w, h;

        Rect(double w, double h) {
            this.w = w;
            this.h = h;
        }

        double area() {
            return w * h;
        }

        double perimeter() {
            return 2 * (w + h);
        }
    }

    static class Square extends Rect {
        Square(double s) {
            super(s, s);
        }

        @Override
        String report() {
            return "[square] " + super.report();
        }
    }

    abstract static class Template {
        final String run() {
            return "<" + step1() + "|" + step2() + ">";
        }

        abstract String step1();

        String step2() {
            return "default2";
        }
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Circle(1), new Rect(2, 3.5), new Square(4), new Circle(0.5)};
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s.report());
            total += s.area();
        }
        System.out.println("total area " + Shape.round(total) + " count " + Shape.getCount());
        Template t = new Template() {
            String step1() {
                return "anon1";
            }
        };
        System.out.println(t.run());
        Template t2 = new Template() {
            String step1() {
                return "x";
            }

            String step2() {
                return "y";
            }
        };
        System.out.println(t2.run());
    }
}
