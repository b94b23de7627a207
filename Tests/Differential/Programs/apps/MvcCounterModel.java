import java.util.ArrayList;
import java.util.List;

public class MvcCounterModel {
    public static void main(String[] args) {
        CounterModel model = new CounterModel("clicks");
        TextView text = new TextView("label");
        BarView bar = new BarView("bar", 10);
        model.addListener(text);
        model.addListener(bar);
        model.addListener((m, what) -> System.out.println("  [log] change=" + what + " on " + m.getName()));
        CounterController controller = new CounterController(model);

        Action[] script = {Action.INCREMENT, Action.INCREMENT, Action.ADD_FIVE,
                Action.DECREMENT, Action.RESET, Action.ADD_FIVE, Action.DOUBLE, Action.DOUBLE};
        int step = 0;
        for (Action a : script) {
            step++;
            System.out.println(String.format("step %d: %s", step, a.name()));
            controller.onAction(a);
        }
        System.out.println("text renders=" + text.renderCount + " bar renders=" + bar.renderCount);
        model.removeListener(bar);
        controller.onAction(Action.DECREMENT);
        System.out.println("after remove: text renders=" + text.renderCount + " bar renders=" + bar.renderCount);
        String[] raw = {"inc", "dec", "bogus", "reset", "add5"};
        for (String s : raw) {
            Action parsed = Action.fromCode(s);
            System.out.println(String.format("%-8s -> %s", s, parsed == null ? "unknown" : parsed.name()));
            if (parsed != null) controller.onAction(parsed);
        }
        System.out.println("final value=" + model.getValue() + " history=" + model.history());
    }
}

interface ModelListener {
    void onModelChanged(Model model, String what);
}

abstract class Model {
    private final List<ModelListener> listeners = new ArrayList<>();
    private final String name;
    Model(String name) { this.name = name; }
    String getName() { return name; }
    void addListener(ModelListener l) { listeners.add(l); }
    void removeListener(ModelListener l) { listeners.remove(l); }
    protected void notifyChanged(String what) {
        for (ModelListener l : listeners) l.onModelChanged(this, what);
    }
}

class CounterModel extends Model {
    private int value;
    private final List<Integer> values = new ArrayList<>();
    CounterModel(String name) { super(name); }
    int getValue() { return value; }
    void setValue(int v) {
        if (v == value) { System.out.println("  (no change, value stays " + v + ")"); return; }
        value = v;
        values.add(v);
        notifyChanged("value");
    }
    String history() { return values.toString(); }
}

abstract class View implements ModelListener {
    protected final String id;
    int renderCount;
    View(String id) { this.id = id; }
    abstract void render(CounterModel m);
    public void onModelChanged(Model model, String what) {
        if (model instanceof CounterModel) {
            renderCount++;
            render((CounterModel) model);
        }
    }
}

class TextView extends View {
    TextView(String id) { super(id); }
    void render(CounterModel m) {
        System.out.println(String.format("  <%s> %s = %5d", id, m.getName(), m.getValue()));
    }
}

class BarView extends View {
    private final int width;
    BarView(String id, int width) { super(id); this.width = width; }
    void render(CounterModel m) {
        StringBuilder sb = new StringBuilder();
        int filled = Math.max(0, Math.min(width, m.getValue()));
        for (int i = 0; i < width; i++) sb.append(i < filled ? '#' : '.');
        String overflow = m.getValue() > width ? "+" : "";
        System.out.println("  <" + id + "> [" + sb + "]" + overflow);
    }
}

enum Action {
    INCREMENT("inc"), DECREMENT("dec"), RESET("reset"), ADD_FIVE("add5"), DOUBLE("dbl");
    private final String code;
    Action(String code) { this.code = code; }
    static Action fromCode(String c) {
        for (Action a : values()) if (a.code.equals(c)) return a;
        return null;
    }
}

class CounterController {
    private final CounterModel model;
    CounterController(CounterModel model) { this.model = model; }
    void onAction(Action action) {
        int v = model.getValue();
        switch (action) {
            case INCREMENT: model.setValue(v + 1); break;
            case DECREMENT: model.setValue(v - 1); break;
            case RESET: model.setValue(0); break;
            case ADD_FIVE: model.setValue(v + 5); break;
            case DOUBLE: model.setValue(v * 2); break;
        }
    }
}
