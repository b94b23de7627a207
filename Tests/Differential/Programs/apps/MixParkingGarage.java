import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class MixParkingGarage {
    static final int LEVEL_GROUND = 0;
    static final int LEVEL_ONE = 1;
    static final int LEVEL_ROOF = 2;
    static final char COMPACT = 'C';
    static final char TRUCK = 'T';

    static class GarageFullException extends Exception {
        GarageFullException(String m) { super(m); }
    }

    static abstract class Vehicle {
        final String plate;
        Vehicle(String plate) { this.plate = plate; }
        abstract int size();
        abstract String kind();
        public String toString() { return kind() + "(" + plate + ")"; }
    }
    static class Car extends Vehicle {
        final boolean electric;
        Car(String plate, boolean electric) { super(plate); this.electric = electric; }
        Car(String plate) { this(plate, false); }
        int size() { return 1; }
        String kind() { return "Car"; }
    }
    static class Truck extends Vehicle {
        final int axles;
        Truck(String plate, int axles) { super(plate); this.axles = axles; }
        int size() { return axles > 2 ? 3 : 2; }
        String kind() { return "Truck"; }
    }

    static class Slot<T> {
        T occupant; final int level;
        Slot(int level) { this.level = level; }
        static <T> Slot<T> at(int level, T occupant) { Slot<T> s = new Slot<>(level); s.occupant = occupant; return s; }
        boolean free() { return occupant == null; }
    }

    static class Garage {
        private final int[] capacity;
        private final int[] used;
        private int revenue;
        private final List<Slot<Vehicle>> slots = new ArrayList<>();
        private final Function<Vehicle, Integer> rate;

        Garage(int[] capacity, Function<Vehicle, Integer> rate) {
            this.capacity = capacity;
            this.used = new int[capacity.length];
            this.rate = rate;
        }
        Garage(int perLevel) {
            this(new int[]{perLevel, perLevel, perLevel}, v -> v instanceof Truck t ? 5 * t.axles : 3);
        }

        int levelFor(Vehicle v) throws GarageFullException {
            for (int l = 0; l < capacity.length; l++) {
                if (used[l] + v.size() <= capacity[l]) return l;
            }
            throw new GarageFullException("no room for " + v.plate);
        }

        String park(Vehicle v) throws GarageFullException {
            int level = levelFor(v);
            used[level] += v.size();
            slots.add(Slot.at(level, v));
            revenue += rate.apply(v);
            return v + " -> " + switch (level) {
                case LEVEL_GROUND -> "ground";
                case LEVEL_ONE -> "level one";
                case LEVEL_ROOF -> {
                    String w = v instanceof Car c && c.electric ? " (no charger!)" : "";
                    yield "roof" + w;
                }
                default -> throw new IllegalStateException("level " + level);
            };
        }
    }

    static <T> List<T> filled(int n, Supplier<T> maker) {
        List<T> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(maker.get());
        return out;
    }

    static <V extends Vehicle> Comparator<V> bySize() {
        return new Comparator<V>() {
            public int compare(V a, V b) {
                int c = Integer.compare(b.size(), a.size());
                return c != 0 ? c : a.plate.compareTo(b.plate);
            }
        };
    }

    static int tariff(char kind, int hours) {
        int fee = 0;
        switch (kind) {
            case TRUCK:
                fee += 10;
            case COMPACT:
                fee += 2 * hours;
                break;
            case 'M':
                fee = hours;
                break;
            default:
                fee = -1;
        }
        return fee;
    }

    public static void main(String[] args) {
        Garage g = new Garage(4);
        List<Vehicle> queue = List.of(new Car("AB-1"), new Truck("TR-9", 3), new Car("EV-7", true),
            new Truck("TR-2", 2), new Car("CD-4"), new Car("EV-8", true), new Truck("BIG-1", 4),
            new Car("XY-3"), new Car("LATE-1"));
        for (Vehicle v : queue) {
            try {
                System.out.println(g.park(v));
            } catch (GarageFullException e) {
                System.out.println("turned away: " + e.getMessage());
            }
        }
        System.out.println("used=" + Arrays.toString(g.used) + " revenue=" + g.revenue);

        List<Vehicle> sorted = new ArrayList<>(queue);
        sorted.sort(bySize());
        System.out.println("by size: " + sorted);

        int electric = 0;
        for (Slot<Vehicle> s : g.slots) {
            if (!(s.occupant instanceof Car c)) continue;
            if (c.electric) electric++;
        }
        System.out.println("electric parked=" + electric);

        Map<Integer, List<String>> perLevel = new TreeMap<>();
        for (Slot<Vehicle> s : g.slots)
            perLevel.computeIfAbsent(s.level, k -> new ArrayList<>()).add(s.occupant.plate);
        perLevel.forEach((k, v) -> System.out.println("level " + k + ": " + String.join(",", v)));

        char[] kinds = {TRUCK, COMPACT, 'M', 'X'};
        StringBuilder fees = new StringBuilder();
        for (char k : kinds) fees.append(k).append('=').append(tariff(k, 3)).append(' ');
        System.out.println(fees.toString().trim());

        List<StringBuilder> tickets = filled(3, StringBuilder::new);
        for (int i = 0; i < tickets.size(); i++) tickets.get(i).append("T").append(i * 7);
        List<Slot<String>> empties = filled(2, () -> new Slot<>(LEVEL_ROOF));
        System.out.println("tickets=" + tickets + " empties free=" + empties.get(0).free());

        Object[] probes = {queue.get(1), queue.get(2), "nothing", queue.get(6)};
        for (Object p : probes) {
            String r = p instanceof Truck t && t.axles > 2 ? "heavy " + t.plate
                : p instanceof Vehicle v ? "ok " + v.plate : "skip";
            System.out.println(r);
        }

        boolean night = g.revenue > 20;
        Function<Vehicle, String> plateFmt = night ? v -> v.plate.toLowerCase() : v -> v.plate;
        System.out.println(queue.stream().limit(4).map(plateFmt).collect(Collectors.joining(" ")));

        Optional<Vehicle> vip = g.slots.size() > 100 ? Optional.of(queue.get(0)) : Optional.empty();
        System.out.println("vip present=" + vip.isPresent());

        final String lot = "LOT-";
        String code = lot + lot.length() * g.revenue;
        char check = 'A';
        check += code.chars().map(c -> Character.isDigit(c) ? c - '0' : 0).sum() % 26;
        System.out.println(code + " check=" + check);

        StringBuffer gate = new StringBuffer("gate:");
        IntStream.rangeClosed(1, 3).forEach(i -> gate.append(i % 2 == 0 ? "open" : "shut").append(i < 3 ? "," : ""));
        System.out.println(gate);
        System.out.println(String.valueOf(new char[]{'E', 'N', 'D'}) + " " + g.slots.size());

        try {
            Object missing = null;
            System.out.println(missing.toString());
        } catch (NullPointerException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
    }
}
