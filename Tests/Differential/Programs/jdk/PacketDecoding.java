import java.util.*;
import java.util.stream.*;

/** A sensor gateway decodes readings into packet bytes and parses command lines: narrowing of boxed readings,
 *  arrays to streams and back, and String index errors as Java words them. */
public class PacketDecoding {
    static byte[] encode(List<Integer> readings) {
        byte[] out = new byte[readings.size() * 2];
        for (int i = 0; i < readings.size(); i++) {
            Integer r = readings.get(i);
            out[2 * i] = r.byteValue();
            out[2 * i + 1] = (byte) (r.shortValue() >> 8);
        }
        return out;
    }

    public static void main(String[] args) {
        List<Integer> readings = List.of(300, -129, 70000, 127, -32769);
        System.out.println("bytes=" + Arrays.toString(encode(readings)));
        Long big = 4_000_000_000L;
        Double temperature = 1e10;
        Number mixed = 255;
        System.out.println("long byte=" + big.byteValue() + " short=" + big.shortValue()
            + " double byte=" + temperature.byteValue() + " number byte=" + mixed.byteValue());

        String[] tokens = "SET gain 12 ; SET mode fast ; GET gain".split(" ");
        System.out.println("tokens=" + Stream.of(tokens).filter(t -> !t.equals(";")).count());
        List<String> commands = Stream.of(tokens).filter("SETGET"::contains).collect(Collectors.toList());
        System.out.println("verbs=" + commands + " starting SE=" + Stream.of(tokens).filter("SETUP"::startsWith).count());
        String[] verbs = commands.toArray(String[]::new);
        String[] sorted = new TreeSet<>(commands).toArray(String[]::new);
        System.out.println("arrays=" + verbs.length + " " + Arrays.toString(sorted));
        System.out.println("ints=" + IntStream.of(new int[] {3, 1, 2}).sum() + " doubles=" + DoubleStream.of(new double[] {0.5, 0.25}).sum());

        for (String frame : new String[] {"ACK", "ÄCK", "AC€"}) {
            try {
                frame.charAt(5);
            } catch (StringIndexOutOfBoundsException e) {
                System.out.println(frame + ": " + e.getMessage());
            }
        }
        // A null search string is dereferenced: NullPointerException, not a search for "".
        String missingTerminator = null;
        System.out.println("terminator at " + tokens[0].indexOf(missingTerminator));
    }
}
