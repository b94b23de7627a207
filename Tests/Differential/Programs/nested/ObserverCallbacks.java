import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

public class ObserverCallbacks {
    static class EventBus {
        private final List<Consumer<String>> listeners = new ArrayList<>();
        private int published = 0;

        Runnable subscribe(Consumer<String> l) {
            listeners.add(l);
            return () -> listeners.remove(l);
        }

        void publish(String event) {
            published++;
            for (Consumer<String> l : new ArrayList<>(listeners)) {
                l.accept(event);
            }
        }
    }

    interface Listener {
        void onEvent(String name, int value);
    }

    static class Thermostat {
        private final List<Listener> listeners = new ArrayList<>();
        private int temp = 20;

        void addListener(Listener l) {
            listeners.add(l);
        }

        void setTemp(int t) {
            int old = temp;
            temp = t;
            if (old != t) {
                for (Listener l : listeners) {
                    l.onEvent("temp", t - old);
                }
            }
        }
    }

    public static void main(String[] args) {
        EventBus bus = new EventBus();
        List<String> received = new ArrayList<>();
        Runnable unsubA = bus.subscribe(e -> received.add("A:" + e));
        bus.subscribe(e -> received.add("B:" + e.toUpperCase()));
        int[] count = {0};
        bus.subscribe(e -> count[0] += e.length());
        bus.publish("start");
        bus.publish("tick");
        unsubA.run();
        bus.publish("end");
        System.out.println(received);
        System.out.println("chars seen " + count[0] + ", published " + bus.published + ", listeners " + bus.listeners.size());
        Thermostat t = new Thermostat();
        StringBuilder history = new StringBuilder();
        t.addListener((name, delta) -> history.append(name).append(delta >= 0 ? "+" : "").append(delta).append(' '));
        t.addListener(new Listener() {
            int alarms = 0;

            @Override
            public void onEvent(String name, int value) {
                if (Math.abs(value) >= 5) {
                    alarms++;
                    System.out.println("ALARM #" + alarms + " jump of " + value);
                }
            }
        });
        int[] temps = {21, 21, 27, 26, 18, 18, 19};
        for (int temp : temps) {
            t.setTemp(temp);
        }
        System.out.println("history: " + history.toString().trim());
    }
}
