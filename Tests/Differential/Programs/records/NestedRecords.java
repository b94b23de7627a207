import java.util.List;

public class NestedRecords {
    record Address(String city, String zip) {
    }

    record Customer(String name, Address address, List<String> tags) {
        Customer {
            tags = List.copyOf(tags);
        }

        Customer withCity(String city) {
            return new Customer(name, new Address(city, address.zip()), tags);
        }
    }

    record Line(Point from, Point to) {
        double length() {
            int dx = to.x() - from.x();
            int dy = to.y() - from.y();
            return Math.sqrt(dx * dx + dy * dy);
        }
    }

    record Point(int x, int y) {
    }

    public static void main(String[] args) {
        Customer c = new Customer("Ann", new Address("Oslo", "0150"), List.of("vip", "early"));
        System.out.println(c);
        Customer moved = c.withCity("Bergen");
        System.out.println(moved);
        System.out.println("original unchanged: " + c.address().city());
        System.out.println("deep equals: " + c.equals(new Customer("Ann", new Address("Oslo", "0150"), List.of("vip", "early"))));
        System.out.println("differs after move: " + c.equals(moved));
        try {
            c.tags().add("new");
        } catch (UnsupportedOperationException e) {
            System.out.println("tags are immutable");
        }
        Line l = new Line(new Point(0, 0), new Point(3, 4));
        System.out.println(l + " length " + l.length());
        Line[] lines = {l, new Line(new Point(1, 1), new Point(1, 1)), new Line(new Point(-2, 0), new Point(2, 3))};
        double total = 0;
        for (Line line : lines) {
            total += line.length();
        }
        System.out.println("total length " + total);
        System.out.println("nested accessor chain: " + lines[2].to().y());
    }
}
