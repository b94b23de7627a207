public class EnumAbstractStatic {
    enum Unit {
        MM(0.001), CM(0.01), M(1.0), KM(1000.0);

        private final double meters;
        private static Unit defaultUnit = M;

        Unit(double meters) {
            this.meters = meters;
        }

        double convert(double value, Unit to) {
            return value * meters / to.meters;
        }

        static Unit parse(String s) {
            for (Unit u : values()) {
                if (u.name().equalsIgnoreCase(s)) {
                    return u;
                }
            }
            return defaultUnit;
        }

        static void setDefault(Unit u) {
            defaultUnit = u;
        }
    }

    public static void main(String[] args) {
        System.out.println("1 km in m = " + Unit.KM.convert(1, Unit.M));
        System.out.println("250 cm in m = " + Unit.CM.convert(250, Unit.M));
        System.out.println("3 m in mm = " + Unit.M.convert(3, Unit.MM));
        System.out.println("5 mm in km = " + Unit.MM.convert(5, Unit.KM));
        String[] inputs = {"12 cm", "3 km", "7 furlong", "1 MM"};
        for (String in : inputs) {
            String[] parts = in.split(" ");
            Unit u = Unit.parse(parts[1]);
            double v = Double.parseDouble(parts[0]);
            System.out.println(in + " => " + u + " => " + u.convert(v, Unit.CM) + " cm");
        }
        Unit.setDefault(Unit.KM);
        System.out.println("new default for unknown: " + Unit.parse("league"));
        double total = 0;
        for (Unit u : Unit.values()) {
            total += u.convert(1, Unit.M);
        }
        System.out.println("sum of one of each in meters = " + total);
    }
}
