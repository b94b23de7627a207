import java.util.*;
import java.util.function.*;
import java.util.regex.*;
import java.util.stream.*;

public class AppSecurityProtocolParser {
    enum Command {
        ZONE("Z"), ARM("A"), DISARM("D"), STATUS("S"), TROUBLE("T"), HEARTBEAT("H");
        final String code;
        Command(String code) { this.code = code; }
        static Optional<Command> fromCode(String c) {
            return Arrays.stream(values()).filter(v -> v.code.equals(c)).findFirst();
        }
    }

    enum ZoneState { CLOSED, OPEN, TAMPER, FAULT;
        static ZoneState fromChar(char c) {
            return switch (c) {
                case 'C' -> CLOSED; case 'O' -> OPEN; case 'T' -> TAMPER; case 'F' -> FAULT;
                default -> throw new IllegalArgumentException("bad zone state char '" + c + "'");
            };
        }
    }

    static class ProtocolException extends Exception {
        final int position;
        ProtocolException(String msg, int position) { super(msg + " at " + position); this.position = position; }
    }

    sealed interface Message permits ZoneMsg, ArmMsg, SimpleMsg {
        default String kind() {
            return this instanceof ZoneMsg ? "Zone" : this instanceof ArmMsg ? "Arm" : "Simple";
        }
    }
    record ZoneMsg(int partition, int zone, ZoneState state) implements Message {}
    record ArmMsg(boolean arm, int partition, String userCode) implements Message {
        String masked() { return "*".repeat(userCode.length() - 1) + userCode.charAt(userCode.length() - 1); }
    }
    record SimpleMsg(Command cmd, int seq) implements Message {}

    // Frame format: <seq:2 hex><cmd:1 char>[payload]*<checksum:2 hex>
    static final Pattern FRAME = Pattern.compile("^([0-9A-F]{2})([A-Z])([^*]*)\\*([0-9A-F]{2})$");
    static final Pattern ZONE_PAYLOAD = Pattern.compile("(\\d)(\\d{3})([A-Z])");
    static final Pattern ARM_PAYLOAD = Pattern.compile("(\\d)(\\d{4,6})");

    static int checksum(String s) {
        int sum = 0;
        for (char c : s.toCharArray()) sum = (sum + c) & 0xFF;
        return (0x100 - sum) & 0xFF;
    }

    static String hex2(int v) {
        final String digits = "0123456789ABCDEF";
        return "" + digits.charAt((v >> 4) & 0xF) + digits.charAt(v & 0xF);
    }

    static String encode(int seq, Command cmd, String payload) {
        String body = hex2(seq) + cmd.code + payload;
        return body + "*" + hex2(checksum(body));
    }

    static Message parse(String frame) throws ProtocolException {
        Matcher m = FRAME.matcher(frame);
        if (!m.matches()) throw new ProtocolException("malformed frame '" + frame + "'", 0);
        String body = frame.substring(0, frame.indexOf('*'));
        int expected = Integer.parseInt(m.group(4), 16);
        int actual = checksum(body);
        if (expected != actual) throw new ProtocolException("checksum " + hex2(actual) + " != " + m.group(4), body.length() + 1);
        int seq = Integer.parseInt(m.group(1), 16);
        Command cmd = Command.fromCode(m.group(2)).orElseThrow(() -> new ProtocolException("unknown command " + m.group(2), 2));
        String payload = m.group(3);
        switch (cmd) {
            case ZONE: {
                Matcher z = ZONE_PAYLOAD.matcher(payload);
                if (!z.matches()) throw new ProtocolException("bad zone payload", 3);
                try {
                    return new ZoneMsg(Integer.parseInt(z.group(1)), Integer.parseInt(z.group(2)), ZoneState.fromChar(z.group(3).charAt(0)));
                } catch (IllegalArgumentException e) {
                    throw new ProtocolException(e.getMessage(), 7);
                }
            }
            case ARM:
            case DISARM: {
                Matcher a = ARM_PAYLOAD.matcher(payload);
                if (!a.matches()) throw new ProtocolException("bad arm payload", 3);
                return new ArmMsg(cmd == Command.ARM, Integer.parseInt(a.group(1)), a.group(2));
            }
            default:
                return new SimpleMsg(cmd, seq);
        }
    }

    static String pad3(int n) {
        StringBuilder sb = new StringBuilder(Integer.toString(n));
        while (sb.length() < 3) sb.insert(0, '0');
        return sb.toString();
    }

    static String describe(Message msg) {
        if (msg instanceof ZoneMsg z) return "Partition " + z.partition() + " zone " + pad3(z.zone()) + " is " + z.state();
        if (msg instanceof ArmMsg a) return (a.arm() ? "ARM" : "DISARM") + " partition " + a.partition() + " by " + a.masked();
        SimpleMsg s = (SimpleMsg) msg;
        return s.cmd().name().toLowerCase() + " #" + s.seq();
    }

    public static void main(String[] args) {
        List<String> frames = new ArrayList<>();
        frames.add(encode(1, Command.HEARTBEAT, ""));
        frames.add(encode(2, Command.ZONE, "1005O"));
        frames.add(encode(3, Command.ZONE, "1012C"));
        frames.add(encode(4, Command.ARM, "11234"));
        frames.add(encode(5, Command.ZONE, "2003T"));
        frames.add("06Z1005O*00");
        frames.add("hello world");
        frames.add(encode(7, Command.ZONE, "1009X"));
        frames.add(encode(0xAB, Command.DISARM, "2987654"));
        frames.add(encode(9, Command.STATUS, ""));
        String bad = encode(10, Command.TROUBLE, "");
        frames.add(bad.substring(0, 2) + "Q" + bad.substring(3, bad.indexOf('*')) + "*" + hex2(checksum(bad.substring(0, 2) + "Q")));
        frames.add(encode(11, Command.ARM, "3ab12"));

        List<Message> ok = new ArrayList<>();
        Map<String, Integer> errorKinds = new TreeMap<>();
        for (String f : frames) {
            try {
                Message msg = parse(f);
                ok.add(msg);
                System.out.printf("%-14s -> %s%n", f, describe(msg));
            } catch (ProtocolException e) {
                String kind = e.getMessage().split(" ")[0];
                errorKinds.merge(kind, 1, Integer::sum);
                System.out.printf("%-14s !! %s (pos %d)%n", f, e.getMessage(), e.position);
            }
        }
        System.out.println("Parsed " + ok.size() + "/" + frames.size());
        System.out.println("Error kinds: " + errorKinds);

        Map<String, List<String>> byType = ok.stream().collect(Collectors.groupingBy(
            Message::kind, TreeMap::new, Collectors.mapping(AppSecurityProtocolParser::describe, Collectors.toList())));
        byType.forEach((k, v) -> System.out.println(k + " x" + v.size()));

        Map<Integer, ZoneState> zones = new TreeMap<>();
        ok.stream().filter(m -> m instanceof ZoneMsg).map(m -> (ZoneMsg) m)
            .forEach(z -> zones.put(z.partition() * 1000 + z.zone(), z.state()));
        System.out.println("Zone map: " + zones);
        boolean anyOpen = zones.values().stream().anyMatch(s -> s != ZoneState.CLOSED);
        System.out.println("Ready to arm: " + !anyOpen);

        String roundTrip = encode(0x3C, Command.ZONE, "4100F");
        System.out.println("Round trip frame: " + roundTrip + " checksum=" + checksum(roundTrip.substring(0, roundTrip.indexOf('*'))));
        try {
            System.out.println("Round trip parse: " + describe(parse(roundTrip)));
        } catch (ProtocolException e) {
            System.out.println("unexpected " + e.getMessage());
        } finally {
            System.out.println("Done.");
        }
    }
}
