import java.util.*;

public class BriefSecurityPanel {
    public static void main(String[] args) {
        SecurityPanel panel = new SecurityPanel("4321");
        panel.addListener(e -> { if (e.getSeverity() >= 2) System.out.println("  [notify] " + e); });
        panel.addSensor(new Sensor("s1", "Front door", Zone.PERIMETER));
        panel.addSensor(new Sensor("s2", "Back window", Zone.PERIMETER));
        panel.addSensor(new Sensor("s3", "Hall motion", Zone.INTERIOR));
        panel.addSensor(new Sensor("s4", "Kitchen smoke", Zone.FIRE));
        try {
            panel.addSensor(new Sensor("s1", "Dup", Zone.fromCode("I")));
        } catch (IllegalArgumentException e) {
            System.out.println("Error: " + e.getMessage());
        }
        System.out.println("State: " + panel.getState());
        panel.trigger("s3");
        panel.arm("1111", "AWAY");
        panel.arm("4321", "STAY");
        System.out.println("State: " + panel.getState());
        panel.trigger("s3");
        panel.trigger("s1");
        System.out.println("State: " + panel.getState());
        panel.arm("4321", "AWAY");
        panel.disarm("0000");
        panel.disarm("4321");
        panel.arm("4321", "AWAY");
        panel.trigger("s3");
        panel.disarm("4321");
        panel.trigger("s4");
        panel.trigger("s9");
        System.out.println("Zone F: " + Zone.fromCode("F"));
        try {
            panel.arm("4321", "VACATION");
        } catch (IllegalArgumentException e) {
            System.out.println("Error: " + e.getMessage());
        }
        System.out.println("Event log:");
        for (PanelEvent e : panel.getLog()) System.out.println("  " + e);
        System.out.println("By severity desc:");
        List<PanelEvent> sorted = new ArrayList<>(panel.getLog());
        sorted.sort(Comparator.comparing(PanelEvent::getSeverity).reversed().thenComparing(PanelEvent::getTick));
        for (PanelEvent e : sorted.subList(0, 4)) System.out.println("  " + e);
        for (Map.Entry<Zone, Integer> e : panel.triggerCounts().entrySet())
            System.out.println(String.format("%-8s %5d", e.getKey().name(), e.getValue()));
    }
}

enum Zone {
    PERIMETER("P", true, true), INTERIOR("I", false, true), FIRE("F", true, false);
    private final String code;
    private final boolean activeInStay;
    private final boolean needsArming;
    Zone(String code, boolean activeInStay, boolean needsArming) {
        this.code = code; this.activeInStay = activeInStay; this.needsArming = needsArming;
    }
    public boolean isActiveInStay() { return activeInStay; }
    public boolean needsArming() { return needsArming; }
    public static Zone fromCode(String code) {
        for (Zone z : values()) if (z.code.equals(code)) return z;
        throw new IllegalArgumentException("no zone " + code);
    }
}

enum PanelState { DISARMED, ARMED_STAY, ARMED_AWAY, ALARM }

interface OnPanelEventListener { void onEvent(PanelEvent event); }

class Sensor {
    private final String id;
    private final String label;
    private final Zone zone;
    Sensor(String id, String label, Zone zone) { this.id = id; this.label = label; this.zone = zone; }
    public String getId() { return id; }
    public String getLabel() { return label; }
    public Zone getZone() { return zone; }
    @Override public String toString() { return label + "(" + zone + ")"; }
}

class PanelEvent {
    private final int tick;
    private final int severity;
    private final String message;
    PanelEvent(int tick, int severity, String message) { this.tick = tick; this.severity = severity; this.message = message; }
    public int getTick() { return tick; }
    public int getSeverity() { return severity; }
    @Override public String toString() { return String.format("t=%d sev=%d %s", tick, severity, message); }
}

class SecurityPanel {
    private final String pin;
    private PanelState state = PanelState.DISARMED;
    private int tick = 0;
    private final Map<String, Sensor> sensors = new LinkedHashMap<>();
    private final List<PanelEvent> log = new ArrayList<>();
    private final List<OnPanelEventListener> listeners = new ArrayList<>();
    private final Map<Zone, Integer> triggers = new TreeMap<>();

    SecurityPanel(String pin) { this.pin = pin; }
    public PanelState getState() { return state; }
    public List<PanelEvent> getLog() { return Collections.unmodifiableList(log); }
    public Map<Zone, Integer> triggerCounts() { return triggers; }
    public void addListener(OnPanelEventListener l) { listeners.add(l); }

    public void addSensor(Sensor s) {
        if (sensors.containsKey(s.getId())) throw new IllegalArgumentException("sensor exists: " + s.getId());
        sensors.put(s.getId(), s);
    }

    private void record(int severity, String msg) {
        PanelEvent e = new PanelEvent(++tick, severity, msg);
        log.add(e);
        for (OnPanelEventListener l : listeners) l.onEvent(e);
    }

    public void arm(String code, String mode) {
        PanelState target = mode.equals("AWAY") ? PanelState.ARMED_AWAY : mode.equals("STAY") ? PanelState.ARMED_STAY : null;
        if (target == null) throw new IllegalArgumentException("bad mode " + mode);
        if (!pin.equals(code)) { record(1, "arm rejected: bad pin"); return; }
        if (state != PanelState.DISARMED) { record(1, "arm ignored in " + state); return; }
        state = target;
        record(0, "armed " + state);
    }

    public void disarm(String code) {
        if (!pin.equals(code)) { record(2, "disarm rejected: bad pin"); return; }
        PanelState old = state;
        state = PanelState.DISARMED;
        record(0, "disarmed from " + old);
    }

    public void trigger(String sensorId) {
        Sensor s = sensors.get(sensorId);
        if (s == null) { record(1, "unknown sensor " + sensorId); return; }
        triggers.merge(s.getZone(), 1, Integer::sum);
        boolean alarm;
        if (!s.getZone().needsArming()) alarm = true;
        else if (state == PanelState.ARMED_AWAY) alarm = true;
        else if (state == PanelState.ARMED_STAY) alarm = s.getZone().isActiveInStay();
        else alarm = false;
        if (alarm) {
            state = PanelState.ALARM;
            record(3, "ALARM by " + s);
        } else {
            record(0, "ignored " + s + " while " + state);
        }
    }
}
