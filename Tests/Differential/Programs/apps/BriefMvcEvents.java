import java.util.*;
import java.util.function.Consumer;

public class BriefMvcEvents {
    public static void main(String[] args) {
        CounterModel model = new CounterModel();
        Controller controller = new Controller(model);
        LabelView label = new LabelView("label");
        ListView list = new ListView("history");
        controller.register(EventType.CLICK, label);
        controller.register(EventType.RESET, label);
        for (EventType t : EventType.values()) controller.register(t, list);
        try {
            controller.register(EventType.CLICK, label);
        } catch (IllegalArgumentException e) {
            System.out.println("Error: " + e.getMessage());
        }
        List<AppEvent> events = List.of(
            new ClickEvent("plus", 1), new ClickEvent("plus", 3), new TextEvent("name", "Ada"),
            new ClickEvent("minus", 2), new ResetEvent(), new TextEvent("name", ""), new ClickEvent("plus", 5));
        for (AppEvent e : events) {
            System.out.println("dispatch " + e);
            System.out.println(String.format("  delivered to %d view(s), model=%s", controller.dispatch(e), model));
        }
        controller.unregister(EventType.CLICK, list);
        controller.dispatch(new ClickEvent("plus", 10));
        System.out.println("label renders: " + label.render());
        System.out.println("list renders:  " + list.render());
        System.out.println("rejected count: " + controller.getRejected());
        try {
            System.out.println("C -> " + EventType.fromCode("C") + ", T -> " + EventType.fromCode("T"));
            System.out.println("Q -> " + EventType.fromCode("Q"));
        } catch (IllegalArgumentException e) {
            System.out.println("Error: " + e.getMessage());
        }
    }
}

enum EventType {
    CLICK("C"), TEXT("T"), RESET("R");
    private final String code;
    EventType(String code) { this.code = code; }
    public static EventType fromCode(String code) {
        for (EventType t : values()) if (t.code.equals(code)) return t;
        throw new IllegalArgumentException("unknown event code " + code);
    }
}

abstract class AppEvent {
    private static int counter = 0;
    private final int seq;
    private final EventType type;
    protected AppEvent(EventType type) { this.seq = ++counter; this.type = type; }
    public int getSeq() { return seq; }
    public EventType getType() { return type; }
    protected String describe() { return "all"; }
    @Override public String toString() { return "#" + seq + " " + getType() + "[" + describe() + "]"; }
}

class ClickEvent extends AppEvent {
    private final String button;
    private final int amount;
    ClickEvent(String button, int amount) { super(EventType.CLICK); this.button = button; this.amount = amount; }
    public boolean isMinus() { return button.equals("minus"); }
    public int getAmount() { return amount; }
    @Override protected String describe() { return button + " x" + amount; }
}

class TextEvent extends AppEvent {
    private final String field;
    private final String value;
    TextEvent(String field, String value) { super(EventType.TEXT); this.field = field; this.value = value; }
    public String getValue() { return value; }
    @Override protected String describe() { return field + "='" + value + "'"; }
}

class ResetEvent extends AppEvent {
    ResetEvent() { super(EventType.RESET); }
}

interface View {
    String getName();
    void onEvent(AppEvent event, CounterModel model);
    String render();
}

class CounterModel {
    private int count;
    private String owner = "anon";
    public int getCount() { return count; }
    public void add(int d) { count += d; }
    public void setOwner(String owner) {
        if (owner == null || owner.isEmpty()) throw new IllegalArgumentException("owner must not be empty");
        this.owner = owner;
    }
    public void reset() { count = 0; owner = "anon"; }
    @Override public String toString() { return owner + ":" + count; }
}

class LabelView implements View {
    private final String name;
    private String text = "";
    LabelView(String name) { this.name = name; }
    public String getName() { return name; }
    public void onEvent(AppEvent event, CounterModel model) { text = "Count is " + model.getCount(); }
    public String render() { return "<" + name + ">" + text; }
}

class ListView implements View {
    private final String name;
    private final List<String> rows = new ArrayList<>();
    ListView(String name) { this.name = name; }
    public String getName() { return name; }
    public void onEvent(AppEvent event, CounterModel model) {
        if (event instanceof ResetEvent) rows.clear(); else rows.add(event.getSeq() + ":" + model);
    }
    public String render() { return "<" + name + ">" + String.join(" | ", rows); }
}

class Controller {
    private final CounterModel model;
    private final Map<EventType, List<View>> views = new TreeMap<>();
    private final Map<EventType, Consumer<AppEvent>> handlers = new TreeMap<>();
    private int rejected;
    Controller(CounterModel model) {
        this.model = model;
        handlers.put(EventType.CLICK, e -> { if (e instanceof ClickEvent c) model.add(c.isMinus() ? -c.getAmount() : c.getAmount()); });
        handlers.put(EventType.TEXT, e -> model.setOwner(((TextEvent) e).getValue()));
        handlers.put(EventType.RESET, e -> model.reset());
    }
    public int getRejected() { return rejected; }
    public void register(EventType type, View v) {
        List<View> list = views.computeIfAbsent(type, k -> new ArrayList<>());
        if (list.stream().anyMatch(x -> x.getName().equals(v.getName()))) throw new IllegalArgumentException(v.getName() + " already on " + type);
        list.add(v);
    }
    public void unregister(EventType type, View v) { views.getOrDefault(type, new ArrayList<>()).removeIf(x -> x.getName().equals(v.getName())); }
    public int dispatch(AppEvent e) {
        try {
            handlers.get(e.getType()).accept(e);
        } catch (IllegalArgumentException ex) {
            rejected++;
            System.out.println("  rejected: " + ex.getMessage());
            return 0;
        }
        List<View> targets = views.getOrDefault(e.getType(), Collections.emptyList());
        for (View v : targets) v.onEvent(e, model);
        return targets.size();
    }
}
