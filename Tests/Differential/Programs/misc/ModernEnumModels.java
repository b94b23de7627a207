import java.util.*;

public class ModernEnumModels {

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6),
        VENUS(4.869e+24, 6.0518e6),
        EARTH(5.976e+24, 6.37814e6),
        MARS(6.421e+23, 3.3972e6);

        private static final double G = 6.67300E-11;
        private final double mass;
        private final double radius;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return G * mass / (radius * radius);
        }

        double surfaceWeight(double otherMass) {
            return otherMass * surfaceGravity();
        }
    }

    enum Operation {
        ADD("+") {
            int apply(int a, int b) { return a + b; }
        },
        SUBTRACT("-") {
            int apply(int a, int b) { return a - b; }
        },
        MULTIPLY("*") {
            int apply(int a, int b) { return a * b; }
        },
        DIVIDE("/") {
            int apply(int a, int b) {
                if (b == 0) throw new ArithmeticException("divide by zero");
                return a / b;
            }
            @Override
            boolean isSafe() { return false; }
        };

        private final String symbol;

        Operation(String symbol) {
            this.symbol = symbol;
        }

        abstract int apply(int a, int b);

        boolean isSafe() { return true; }

        String symbol() { return symbol; }

        @Override
        public String toString() {
            return name().charAt(0) + name().substring(1).toLowerCase() + "(" + symbol + ")";
        }
    }

    enum Permission { READ, WRITE, EXECUTE, DELETE, ADMIN }

    enum Role {
        GUEST(EnumSet.of(Permission.READ)),
        EDITOR(EnumSet.of(Permission.READ, Permission.WRITE)),
        DEVELOPER(EnumSet.range(Permission.READ, Permission.EXECUTE)),
        OWNER(EnumSet.allOf(Permission.class));

        private final EnumSet<Permission> perms;

        Role(EnumSet<Permission> perms) {
            this.perms = perms;
        }

        boolean can(Permission p) {
            return perms.contains(p);
        }

        EnumSet<Permission> permissions() {
            return EnumSet.copyOf(perms);
        }
    }

    enum OrderState {
        NEW {
            OrderState next() { return PAID; }
        },
        PAID {
            OrderState next() { return SHIPPED; }
        },
        SHIPPED {
            OrderState next() { return DELIVERED; }
        },
        DELIVERED {
            OrderState next() { return this; }
            boolean terminal() { return true; }
        };

        abstract OrderState next();

        boolean terminal() { return false; }
    }

    public static void main(String[] args) {
        System.out.println("== planets ==");
        double earthWeight = 175;
        double mass = earthWeight / Planet.EARTH.surfaceGravity();
        for (Planet p : Planet.values()) {
            System.out.println(p.ordinal() + " " + p + " gravity=" + String.format("%.2f", p.surfaceGravity())
                    + " weight=" + String.format("%.2f", p.surfaceWeight(mass)));
        }
        System.out.println("valueOf(MARS)=" + Planet.valueOf("MARS").name());
        try {
            Planet.valueOf("PLUTO");
        } catch (IllegalArgumentException e) {
            System.out.println("PLUTO is not a planet");
        }

        System.out.println("== operations ==");
        int[][] pairs = {{12, 4}, {7, 0}, {-3, 5}};
        for (int[] pr : pairs) {
            for (Operation op : Operation.values()) {
                String result;
                try {
                    result = String.valueOf(op.apply(pr[0], pr[1]));
                } catch (ArithmeticException e) {
                    result = "error: " + e.getMessage();
                }
                System.out.println(pr[0] + " " + op.symbol() + " " + pr[1] + " = " + result);
            }
        }
        StringBuilder sb = new StringBuilder();
        for (Operation op : Operation.values()) {
            sb.append(op).append(op.isSafe() ? "" : "!").append(' ');
        }
        System.out.println(sb.toString().trim());

        System.out.println("== compareTo ==");
        System.out.println("ADD vs DIVIDE: " + Integer.signum(Operation.ADD.compareTo(Operation.DIVIDE)));
        System.out.println("MARS vs VENUS: " + Integer.signum(Planet.MARS.compareTo(Planet.VENUS)));
        System.out.println("EARTH vs EARTH: " + Planet.EARTH.compareTo(Planet.EARTH));
        List<Operation> ops = new ArrayList<>(List.of(Operation.DIVIDE, Operation.ADD, Operation.MULTIPLY, Operation.SUBTRACT));
        Collections.sort(ops);
        System.out.println("sorted: " + ops);

        System.out.println("== roles ==");
        for (Role r : Role.values()) {
            System.out.println(r + " -> " + r.permissions());
        }
        EnumMap<Permission, List<Role>> whoCan = new EnumMap<>(Permission.class);
        for (Role r : Role.values()) {
            for (Permission p : r.permissions()) {
                whoCan.computeIfAbsent(p, k -> new ArrayList<>()).add(r);
            }
        }
        for (Map.Entry<Permission, List<Role>> e : whoCan.entrySet()) {
            System.out.println(e.getKey() + " granted to " + e.getValue());
        }
        EnumSet<Permission> missing = EnumSet.complementOf(Role.EDITOR.permissions());
        System.out.println("editor lacks " + missing);
        EnumSet<Permission> common = Role.DEVELOPER.permissions();
        common.retainAll(Role.EDITOR.permissions());
        System.out.println("dev & editor share " + common);
        EnumSet<Permission> none = EnumSet.noneOf(Permission.class);
        System.out.println("none empty=" + none.isEmpty() + " guest can write=" + Role.GUEST.can(Permission.WRITE)
                + " owner can admin=" + Role.OWNER.can(Permission.ADMIN));

        System.out.println("== state machine ==");
        OrderState s = OrderState.NEW;
        int steps = 0;
        while (!s.terminal()) {
            OrderState n = s.next();
            System.out.println(s + " -> " + n + " (ordinal " + s.ordinal() + " -> " + n.ordinal() + ")");
            s = n;
            steps++;
        }
        System.out.println("steps=" + steps + " final=" + s + " stays=" + (s.next() == s));

        System.out.println("== EnumMap counting ==");
        EnumMap<OrderState, Integer> counts = new EnumMap<>(OrderState.class);
        String[] log = {"PAID", "NEW", "SHIPPED", "PAID", "DELIVERED", "PAID", "NEW"};
        for (String name : log) {
            counts.merge(OrderState.valueOf(name), 1, Integer::sum);
        }
        System.out.println(counts);
        counts.remove(OrderState.NEW);
        System.out.println("after remove: " + counts + " size=" + counts.size()
                + " containsNew=" + counts.containsKey(OrderState.NEW));
        System.out.println("first key=" + counts.keySet().iterator().next());

        System.out.println("== switch over enum ==");
        for (Planet p : Planet.values()) {
            String inner = switch (p) {
                case MERCURY, VENUS -> "inner";
                case EARTH -> "home";
                case MARS -> "outer";
            };
            System.out.println(p.name().toLowerCase() + " is " + inner);
        }
    }
}
