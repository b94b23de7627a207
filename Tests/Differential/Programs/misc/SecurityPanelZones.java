import java.util.*;

public class SecurityPanelZones {

    enum PanelState {
        DISARMED("D") {
            @Override PanelState onArm(boolean away) { return away ? EXIT_DELAY : ARMED_STAY; }
            @Override PanelState onTrip(ZoneKind kind) { return kind == ZoneKind.FIRE ? ALARM : DISARMED; }
        },
        EXIT_DELAY("X") {
            @Override PanelState onArm(boolean away) { return this; }
            @Override PanelState onTrip(ZoneKind kind) { return kind == ZoneKind.FIRE ? ALARM : EXIT_DELAY; }
            @Override PanelState onTick() { return ARMED_AWAY; }
        },
        ARMED_STAY("S") {
            @Override PanelState onArm(boolean away) { return away ? ARMED_AWAY : this; }
            @Override PanelState onTrip(ZoneKind kind) { return kind == ZoneKind.INTERIOR ? this : kind == ZoneKind.ENTRY ? ENTRY_DELAY : ALARM; }
        },
        ARMED_AWAY("A") {
            @Override PanelState onArm(boolean away) { return this; }
            @Override PanelState onTrip(ZoneKind kind) { return kind == ZoneKind.ENTRY ? ENTRY_DELAY : ALARM; }
        },
        ENTRY_DELAY("E") {
            @Override PanelState onArm(boolean away) { return this; }
            @Override PanelState onTrip(ZoneKind kind) { return kind == ZoneKind.ENTRY ? this : ALARM; }
            @Override PanelState onTick() { return ALARM; }
        },
        ALARM("!") {
            @Override PanelState onArm(boolean away) { return this; }
            @Override PanelState onTrip(ZoneKind kind) { return this; }
        };

        private final String code;
        PanelState(String code) { this.code = code; }
        String getCode() { return code; }
        abstract PanelState onArm(boolean away);
        abstract PanelState onTrip(ZoneKind kind);
        PanelState onTick() { return this; }
        boolean isArmed() { return this != DISARMED; }
    }

    enum ZoneKind { ENTRY, PERIMETER, INTERIOR, FIRE }

    static final class Zone {
        private final int number;
        private final String label;
        private final ZoneKind kind;
        private boolean bypassed;
        private int trips;

        Zone(int number, String label, ZoneKind kind) { this.number = number; this.label = label; this.kind = kind; }
        int getNumber() { return number; }
        String getLabel() { return label; }
        ZoneKind getKind() { return kind; }
        boolean isBypassed() { return bypassed; }
        void setBypassed(boolean b) { bypassed = b; }
        int getTrips() { return trips; }
        void trip() { trips++; }

        @Override public String toString() { return String.format("Z%02d[%s,%s%s]", number, label, kind, bypassed ? ",BYP" : ""); }
    }

    static class BadCodeException extends Exception {
        final int attempts;
        BadCodeException(String msg, int attempts) { super(msg); this.attempts = attempts; }
    }

    static class Panel {
        private PanelState state = PanelState.DISARMED;
        private final String masterCode;
        private final Map<Integer, Zone> zones = new TreeMap<>();
        private final List<String> log = new ArrayList<>();
        private int badAttempts;
        private long tick;
        private final EnumMap<PanelState, Integer> visits = new EnumMap<>(PanelState.class);

        Panel(String masterCode) { this.masterCode = masterCode; record("boot"); }

        void addZone(Zone z) { zones.put(z.getNumber(), z); }

        private void record(String msg) {
            log.add(String.format("%04d %s %s", tick, state.getCode(), msg));
            visits.merge(state, 1, Integer::sum);
        }

        private void transition(PanelState next, String why) {
            if (next != state) { state = next; record(why); }
        }

        void arm(String code, boolean away) throws BadCodeException {
            check(code);
            transition(state.onArm(away), away ? "arm-away" : "arm-stay");
        }

        void disarm(String code) throws BadCodeException {
            check(code);
            transition(PanelState.DISARMED, "disarm");
        }

        private void check(String code) throws BadCodeException {
            tick++;
            if (!masterCode.equals(code)) {
                badAttempts++;
                record("bad-code#" + badAttempts);
                if (badAttempts >= 3) transition(PanelState.ALARM, "tamper");
                throw new BadCodeException("invalid code '" + code + "'", badAttempts);
            }
            badAttempts = 0;
        }

        void trip(int zoneNo) {
            tick++;
            Zone z = zones.get(zoneNo);
            if (z == null) { record("unknown-zone " + zoneNo); return; }
            z.trip();
            if (z.isBypassed() && z.getKind() != ZoneKind.FIRE) { record("bypassed " + z.getLabel()); return; }
            transition(state.onTrip(z.getKind()), "trip " + z.getLabel());
        }

        void tick() { tick++; transition(state.onTick(), "timer"); }

        PanelState getState() { return state; }
        List<String> getLog() { return log; }
        Collection<Zone> getZones() { return zones.values(); }
        EnumMap<PanelState, Integer> getVisits() { return visits; }
    }

    public static void main(String[] args) {
        Panel p = new Panel("4321");
        p.addZone(new Zone(3, "Back door", ZoneKind.ENTRY));
        p.addZone(new Zone(1, "Front door", ZoneKind.ENTRY));
        p.addZone(new Zone(7, "Hall motion", ZoneKind.INTERIOR));
        p.addZone(new Zone(4, "Kitchen window", ZoneKind.PERIMETER));
        p.addZone(new Zone(9, "Smoke", ZoneKind.FIRE));
        p.getZones().stream().filter(z -> z.getNumber() == 4).findFirst().ifPresent(z -> z.setBypassed(true));
        for (Zone z : p.getZones()) System.out.println(z);

        String[] script = {"arm:4321:stay", "trip:7", "trip:4", "trip:1", "tick", "disarm:1111", "disarm:4321",
                "arm:0000:away", "arm:4321:away", "trip:1", "tick", "disarm:4321", "arm:4321:away", "tick", "trip:3",
                "disarm:4321", "trip:9", "disarm:9999", "disarm:8888", "disarm:7777", "disarm:4321", "trip:12"};
        for (String step : script) {
            String[] parts = step.split(":");
            try {
                switch (parts[0]) {
                    case "arm": p.arm(parts[1], parts[2].equals("away")); break;
                    case "disarm": p.disarm(parts[1]); break;
                    case "trip": p.trip(Integer.parseInt(parts[1])); break;
                    case "tick": p.tick(); break;
                    default: System.out.println("??");
                }
                System.out.println(String.format("%-14s -> %-11s armed=%b", step, p.getState(), p.getState().isArmed()));
            } catch (BadCodeException e) {
                System.out.println(String.format("%-14s -> REJECTED %s (attempt %d) state=%s", step, e.getMessage(), e.attempts, p.getState()));
            }
        }
        System.out.println("--- event log (" + p.getLog().size() + ") ---");
        for (String line : p.getLog()) System.out.println(line);
        System.out.println("visits=" + p.getVisits());
        for (Zone z : p.getZones()) System.out.println(z.getLabel() + " trips=" + z.getTrips());

        for (PanelState s : PanelState.values()) {
            StringBuilder sb = new StringBuilder(s.name()).append(':');
            for (ZoneKind k : ZoneKind.values()) sb.append(' ').append(s.onTrip(k).getCode());
            sb.append(" | arm ").append(s.onArm(true).ordinal()).append('/').append(s.onArm(false).ordinal());
            sb.append(" tick=").append(s.onTick());
            System.out.println(sb);
        }
        System.out.println("compare ALARM vs DISARMED=" + PanelState.ALARM.compareTo(PanelState.DISARMED)
                + " valueOf(ENTRY_DELAY).code=" + PanelState.valueOf("ENTRY_DELAY").getCode());
    }
}
