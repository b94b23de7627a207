public class FloatingToStringLongForms {
    // JDK 17's Double.toString / Float.toString (pre JDK-4511638) sometimes prints more digits than the
    // shortest round-tripping form; a port built on a shortest-digits algorithm will differ on these.
    public static void main(String[] args) {
        double[] doubles = {1e23, 2.82879384806159E17, 1.0E-322, 5.0E-324, 9.9E-324, 2e-3, 1.1E-5,
            8.41E21, 2.0E23, 4.8726570057E288, 1.8E-322};
        for (double d : doubles) {
            System.out.println("double " + d + " bits=" + Long.toHexString(Double.doubleToRawLongBits(d))
                + " roundtrip=" + (Double.parseDouble(Double.toString(d)) == d));
        }
        float[] floats = {Float.MIN_NORMAL, 1.0E-36f, 8.589973E9f, 1.00000005E-36f, 3.0E-44f, 2.0E-44f};
        for (float f : floats) {
            System.out.println("float " + f + " bits=" + Integer.toHexString(Float.floatToRawIntBits(f))
                + " roundtrip=" + (Float.parseFloat(Float.toString(f)) == f));
        }
        double x = 1.0;
        for (int i = 0; i < 25; i++) {
            x *= 10;
            if (i >= 19) {
                System.out.println("10^" + (i + 1) + " by multiplication=" + x);
            }
        }
    }
}
