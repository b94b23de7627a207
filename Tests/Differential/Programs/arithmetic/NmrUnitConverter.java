import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class NmrUnitConverter {
    public static void main(String[] args) {
        TreeMap<String, Double> toMeters = new TreeMap<>();
        toMeters.put("cm", 0.01);
        toMeters.put("ft", 0.3048);
        toMeters.put("in", 0.0254);
        toMeters.put("km", 1000.0);
        toMeters.put("mi", 1609.344);
        toMeters.put("um", 1.0E-6);

        System.out.println("Conversion factors:");
        for (String unit : toMeters.keySet()) {
            System.out.println("  1 " + unit + " = " + toMeters.get(unit) + " m");
        }

        double marathonKm = 42.195;
        double marathonMi = marathonKm * toMeters.get("km") / toMeters.get("mi");
        System.out.println("marathon miles = " + marathonMi);
        System.out.println(String.format("marathon miles (3dp) = %.3f", marathonMi));
        double heightCm = 180.0;
        double totalInches = heightCm * toMeters.get("cm") / toMeters.get("in");
        int feet = (int) (totalInches / 12);
        double inches = totalInches - feet * 12;
        System.out.println("180 cm = " + totalInches + " in = " + feet + " ft " + String.format("%.2f", inches) + " in");

        System.out.println("Temperatures:");
        int[] celsius = {-40, 0, 21, 37, 100};
        for (int c : celsius) {
            double f = c * 9 / 5 + 32;
            double fExact = c * 9.0 / 5 + 32;
            double kelvin = c + 273.15;
            System.out.println(String.format("%5d C", c) + " -> int math " + f + " exact " + fExact + " K " + kelvin);
        }
        double bodyF = 98.6;
        System.out.println("98.6 F in C = " + (bodyF - 32) * 5 / 9);

        System.out.println("Powers of ten:");
        System.out.println("100.0 = " + 100.0);
        System.out.println("1e7 = " + 1e7 + " 9999999.0 = " + 9999999.0);
        System.out.println("1e10 = " + 1e10);
        System.out.println("0.001 = " + 0.001 + " 1.0E-4 = " + 1.0E-4);
        System.out.println("1.0E-5 = " + 1.0E-5);
        System.out.println("12345.678e3 = " + 12345.678e3);
        System.out.println("1 light year m = " + 9.4607e15);

        System.out.println("Volume and area:");
        double litres = 2.0;
        double cubeSideCm = Math.cbrt(litres * 1000);
        System.out.println(String.format("cube side for 2 L = %.4f cm", cubeSideCm));
        System.out.println("cbrt(27) = " + Math.cbrt(27) + " cbrt(-8) = " + Math.cbrt(-8));
        double areaM2 = 50.0;
        double side = Math.sqrt(areaM2);
        System.out.println("square side for 50 m2 = " + side);
        System.out.println("floor " + Math.floor(side) + " ceil " + Math.ceil(side) + " rint " + Math.rint(side));
        System.out.println("floor(-2.5) " + Math.floor(-2.5) + " ceil(-2.5) " + Math.ceil(-2.5) + " rint(-2.5) " + Math.rint(-2.5));

        System.out.println("Angles:");
        double[] degrees = {0, 30, 45, 90, 180, 270, 360};
        for (double d : degrees) {
            double rad = Math.toRadians(d);
            System.out.println(String.format("%-8s rad=%.4f sin=%.4f cos=%.4f", d + "deg", rad, Math.sin(rad), Math.cos(rad)));
        }
        System.out.println("toDegrees(PI/3) = " + Math.toDegrees(Math.PI / 3));
        System.out.println("toDegrees(1) = " + Math.toDegrees(1));
        System.out.println("PI = " + Math.PI + " E = " + Math.E);

        System.out.println("Casting conversions:");
        List<Double> samples = new ArrayList<>();
        samples.add(3.99);
        samples.add(-3.99);
        samples.add(65.7);
        samples.add(300.5);
        samples.add(70000.9);
        samples.add(3.0E10);
        for (double v : samples) {
            int i = (int) v;
            long l = (long) v;
            short s = (short) v;
            byte b = (byte) v;
            System.out.println(v + " -> int " + i + " long " + l + " short " + s + " byte " + b);
        }
        char letter = (char) 65.7;
        System.out.println("(char) 65.7 = " + letter + " code " + (int) letter);
        char next = (char) (letter + 1.9);
        System.out.println("(char) (A + 1.9) = " + next);
        System.out.println("(int) 1e20 = " + (int) 1e20 + " (long) 1e20 = " + (long) 1e20);
        System.out.println("(int) -1e20 = " + (int) -1e20);
        System.out.println("(int) NaN = " + (int) Double.NaN + " (long) NaN = " + (long) Double.NaN);
        System.out.println("(float) 0.1 = " + (float) 0.1 + " back to double " + (double) (float) 0.1);
        System.out.println("int to float 16777217 = " + (float) 16777217);
    }
}
