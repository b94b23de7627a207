import java.util.*;
import java.util.function.*;

public class EnmUnitConversion {
    public static void main(String[] args) {
        System.out.println("== Length via base unit (meters) ==");
        double meters = 1609.344;
        for (Length l : Length.values()) {
            System.out.println(String.format("%-8s %s = %.2f", l.name(), l.symbol(), l.fromBase(meters)));
        }
        System.out.println(String.format("5 km in mi = %.2f", Length.KILOMETER.convertTo(5, Length.MILE)));
        System.out.println(String.format("72 in in cm = %.2f", Length.INCH.convertTo(72, Length.CENTIMETER)));
        System.out.println(String.format("10000 steps(0.75 m) in km = %.2f", Length.METER.convertTo(10000 * 0.75, Length.KILOMETER)));

        System.out.println("== Temperature (constant-specific bodies) ==");
        double[] readings = {-40, 0, 21.5, 37, 100};
        for (double c : readings) {
            StringBuilder sb = new StringBuilder();
            for (Temperature t : Temperature.values()) {
                sb.append(String.format("%.2f", Temperature.CELSIUS.convertTo(c, t))).append(t.symbol()).append("  ");
            }
            System.out.println(sb.toString().trim());
        }
        System.out.println(String.format("98.6F in C = %.2f", Temperature.FAHRENHEIT.convertTo(98.6, Temperature.CELSIUS)));
        System.out.println(String.format("300K in F = %.2f", Temperature.KELVIN.convertTo(300, Temperature.FAHRENHEIT)));

        System.out.println("== Categories ==");
        Map<Category, List<Unit>> catalog = new EnumMap<>(Category.class);
        List<Unit> all = new ArrayList<>();
        all.addAll(Arrays.asList(Length.values()));
        all.addAll(Arrays.asList(Temperature.values()));
        for (Unit u : all) {
            catalog.computeIfAbsent(u.category(), k -> new ArrayList<>()).add(u);
        }
        for (Map.Entry<Category, List<Unit>> e : catalog.entrySet()) {
            List<String> syms = new ArrayList<>();
            for (Unit u : e.getValue()) syms.add(u.symbol());
            System.out.println(e.getKey() + " -> " + syms);
        }

        System.out.println("== Parse user input ==");
        String[] inputs = {"12.5 MILE", "3 KILOMETER", "451 FAHRENHEIT", "7 FURLONG", "2 kelvin"};
        for (String in : inputs) {
            String[] parts = in.split(" ");
            double v = Double.parseDouble(parts[0]);
            Optional<Unit> unit = parseUnit(parts[1]);
            if (unit.isEmpty()) {
                System.out.println(in + " -> unknown unit " + parts[1]);
                continue;
            }
            Unit u = unit.get();
            String result = switch (u.category()) {
                case LENGTH -> String.format("%.2f m", ((Length) u).toBase(v));
                case TEMPERATURE -> {
                    double k = ((Temperature) u).toBase(v);
                    yield String.format("%.2f K", k) + (k < 273.15 ? " (freezing)" : "");
                }
            };
            System.out.println(in + " -> " + result);
        }

        DoubleUnaryOperator kmToMi = x -> Length.KILOMETER.convertTo(x, Length.MILE);
        System.out.println(String.format("marathon 42.195 km = %.2f mi", kmToMi.applyAsDouble(42.195)));
    }

    static Optional<Unit> parseUnit(String name) {
        try {
            return Optional.of(Length.valueOf(name));
        } catch (IllegalArgumentException e1) {
            try {
                return Optional.of(Temperature.valueOf(name));
            } catch (IllegalArgumentException e2) {
                return Optional.empty();
            }
        }
    }
}

enum Category { LENGTH, TEMPERATURE }

interface Unit {
    String symbol();
    Category category();
    double toBase(double value);
    double fromBase(double base);
}

enum Length implements Unit {
    MILLIMETER("mm", 0.001), CENTIMETER("cm", 0.01), METER("m", 1.0),
    KILOMETER("km", 1000.0), INCH("in", 0.0254), FOOT("ft", 0.3048), MILE("mi", 1609.344);

    private final String symbol;
    private final double factor;

    Length(String symbol, double factor) { this.symbol = symbol; this.factor = factor; }

    public String symbol() { return symbol; }
    public Category category() { return Category.LENGTH; }
    public double toBase(double value) { return value * factor; }
    public double fromBase(double base) { return base / factor; }
    double convertTo(double value, Length target) { return target.fromBase(toBase(value)); }
}

enum Temperature implements Unit {
    CELSIUS("C") {
        public double toBase(double v) { return v + 273.15; }
        public double fromBase(double k) { return k - 273.15; }
    },
    FAHRENHEIT("F") {
        public double toBase(double v) { return (v - 32) * 5 / 9 + 273.15; }
        public double fromBase(double k) { return (k - 273.15) * 9 / 5 + 32; }
    },
    KELVIN("K") {
        public double toBase(double v) { return v; }
        public double fromBase(double k) { return k; }
    };

    private final String symbol;

    Temperature(String symbol) { this.symbol = symbol; }

    public String symbol() { return symbol; }
    public Category category() { return Category.TEMPERATURE; }
    double convertTo(double value, Temperature target) { return target.fromBase(toBase(value)); }
}
