public class ValueOfInvalid {
    enum Size { SMALL, MEDIUM, LARGE, EXTRA_LARGE }

    static Size parse(String s) {
        try {
            return Size.valueOf(s);
        } catch (IllegalArgumentException e) {
            System.out.println("  invalid '" + s + "': " + e.getMessage());
            return null;
        }
    }

    static Size parseLenient(String s) {
        String norm = s.trim().toUpperCase().replace(' ', '_').replace('-', '_');
        for (Size z : Size.values()) {
            if (z.name().equals(norm)) {
                return z;
            }
        }
        return Size.MEDIUM;
    }

    public static void main(String[] args) {
        String[] inputs = {"SMALL", "small", "LARGE", "Extra large", "EXTRA_LARGE", "", "HUGE"};
        for (String in : inputs) {
            Size strict = parse(in);
            Size lenient = parseLenient(in);
            System.out.println("[" + in + "] strict=" + strict + " lenient=" + lenient);
        }
        try {
            Size.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("valueOf(null) throws NPE");
        }
        Size s = Size.valueOf("MEDIUM");
        System.out.println(s + " ordinal " + s.ordinal() + " compareTo LARGE " + s.compareTo(Size.LARGE));
        System.out.println("Enum.valueOf: " + Enum.valueOf(Size.class, "SMALL"));
    }
}
