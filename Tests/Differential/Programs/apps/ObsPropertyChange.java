import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeMap;

public class ObsPropertyChange {
    interface PropertyListener<T> {
        void onPropertyChanged(String name, T oldValue, T newValue);
    }

    interface Validator<T> {
        boolean accept(T candidate);
    }

    static class ObservableProperty<T> {
        private final String name;
        private T value;
        private final TreeMap<Integer, PropertyListener<T>> listeners = new TreeMap<>();
        private int nextKey = 0;
        private Validator<T> validator;
        private int changeCount = 0;

        ObservableProperty(String name, T initial) {
            this.name = name;
            this.value = initial;
        }

        T get() { return value; }

        int addListener(PropertyListener<T> l) {
            int key = nextKey++;
            listeners.put(key, l);
            return key;
        }

        boolean removeListener(int key) {
            return listeners.remove(key) != null;
        }

        void setValidator(Validator<T> v) { validator = v; }

        boolean set(T newValue) {
            if (Objects.equals(value, newValue)) {
                System.out.println("  " + name + ": unchanged (" + newValue + ")");
                return false;
            }
            if (validator != null && !validator.accept(newValue)) {
                System.out.println("  " + name + ": rejected '" + newValue + "'");
                return false;
            }
            T old = value;
            value = newValue;
            changeCount++;
            for (Integer key : new ArrayList<>(listeners.keySet())) {
                PropertyListener<T> l = listeners.get(key);
                if (l != null) l.onPropertyChanged(name, old, newValue);
            }
            return true;
        }

        int getChangeCount() { return changeCount; }
        int listenerCount() { return listeners.size(); }
    }

    static class UserProfileModel {
        final ObservableProperty<String> displayName = new ObservableProperty<>("displayName", "Anonymous");
        final ObservableProperty<Integer> age = new ObservableProperty<>("age", 0);
        final ObservableProperty<Boolean> premium = new ObservableProperty<>("premium", false);
        final ObservableProperty<Double> balance = new ObservableProperty<>("balance", 0.0);
        private final List<String> dirtyFields = new ArrayList<>();

        UserProfileModel() {
            // inner wiring: mark dirty on any change
            displayName.addListener((n, o, v) -> markDirty(n));
            age.addListener((n, o, v) -> markDirty(n));
            premium.addListener((n, o, v) -> markDirty(n));
            balance.addListener((n, o, v) -> markDirty(n));
            age.setValidator(a -> a >= 0 && a <= 130);
            displayName.setValidator(s -> s != null && !s.trim().isEmpty());
        }

        private void markDirty(String field) {
            if (!dirtyFields.contains(field)) dirtyFields.add(field);
        }

        List<String> flushDirty() {
            List<String> out = new ArrayList<>(dirtyFields);
            dirtyFields.clear();
            return out;
        }
    }

    public static void main(String[] args) {
        UserProfileModel model = new UserProfileModel();
        StringBuilder title = new StringBuilder();
        List<String> history = new ArrayList<>();

        int titleKey = model.displayName.addListener(new PropertyListener<String>() {
            @Override
            public void onPropertyChanged(String name, String oldValue, String newValue) {
                title.setLength(0);
                title.append("Hello, ").append(newValue);
                System.out.println("    title: '" + oldValue + "' -> '" + newValue + "' => " + title);
            }
        });

        int ageKey = model.age.addListener((name, oldV, newV) -> {
            int delta = newV - oldV;
            history.add(name + (delta >= 0 ? "+" : "") + delta);
            System.out.println(String.format("    age %d -> %d (delta %d)", oldV, newV, delta));
            if (newV >= 18 && oldV < 18) {
                System.out.println("    became adult, premium offer shown");
            }
        });

        // Upgrading premium adjusts balance: listener that sets another property
        model.premium.addListener((name, oldV, newV) -> {
            System.out.println("    premium " + oldV + " -> " + newV);
            if (newV.booleanValue()) {
                model.balance.set(model.balance.get() - 9.99);
            } else {
                model.balance.set(model.balance.get() + 5.00);
            }
        });

        model.balance.addListener((name, oldV, newV) ->
                System.out.println(String.format("    balance %.2f -> %.2f", oldV, newV)));

        System.out.println("-- set name");
        model.displayName.set("Maria");
        model.displayName.set("Maria");
        model.displayName.set("   ");
        System.out.println("dirty: " + model.flushDirty());

        System.out.println("-- ages");
        model.age.set(16);
        model.age.set(19);
        model.age.set(200);
        model.age.set(-1);
        model.age.set(17);
        System.out.println("dirty: " + model.flushDirty());

        System.out.println("-- balance and premium");
        model.balance.set(50.0);
        model.premium.set(true);
        model.premium.set(true);
        model.premium.set(false);
        System.out.println("dirty: " + model.flushDirty());

        System.out.println("-- remove listeners by key");
        System.out.println("remove title key " + titleKey + ": " + model.displayName.removeListener(titleKey));
        System.out.println("remove title key again: " + model.displayName.removeListener(titleKey));
        System.out.println("remove age key " + ageKey + ": " + model.age.removeListener(ageKey));
        model.displayName.set("Maria Lopez");
        model.age.set(30);
        System.out.println("title still: " + title);
        System.out.println("dirty: " + model.flushDirty());

        System.out.println("history=" + history);
        System.out.println(String.format("changes: name=%d age=%d premium=%d balance=%d",
                model.displayName.getChangeCount(), model.age.getChangeCount(),
                model.premium.getChangeCount(), model.balance.getChangeCount()));
        System.out.println("listener counts: name=" + model.displayName.listenerCount()
                + " age=" + model.age.listenerCount());
        System.out.println(String.format("final balance %.2f", model.balance.get()));
    }
}
