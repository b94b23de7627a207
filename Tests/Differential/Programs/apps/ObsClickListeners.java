import java.util.ArrayList;
import java.util.List;

public class ObsClickListeners {
    interface OnClickListener {
        void onClick(FakeButton button);
    }

    interface OnLongClickListener {
        boolean onLongClick(FakeButton button);
    }

    static final class Registration {
        private final FakeButton owner;
        private final int id;
        Registration(FakeButton owner, int id) { this.owner = owner; this.id = id; }
        void remove() { owner.removeById(id); }
        int getId() { return id; }
    }

    static class FakeButton {
        private final String label;
        private final List<Integer> ids = new ArrayList<>();
        private final List<OnClickListener> listeners = new ArrayList<>();
        private OnLongClickListener longClickListener;
        private int nextId = 1;
        private boolean enabled = true;

        FakeButton(String label) { this.label = label; }

        String getLabel() { return label; }

        Registration addOnClickListener(OnClickListener l) {
            int id = nextId++;
            ids.add(id);
            listeners.add(l);
            return new Registration(this, id);
        }

        void removeById(int id) {
            for (int i = 0; i < ids.size(); i++) {
                if (ids.get(i).intValue() == id) {
                    ids.remove(i);
                    listeners.remove(i);
                    System.out.println("  [" + label + "] removed listener #" + id);
                    return;
                }
            }
            System.out.println("  [" + label + "] listener #" + id + " not found");
        }

        void setOnLongClickListener(OnLongClickListener l) { this.longClickListener = l; }

        void setEnabled(boolean e) { enabled = e; }

        void performClick() {
            if (!enabled) {
                System.out.println("  [" + label + "] click ignored (disabled)");
                return;
            }
            System.out.println("  [" + label + "] click -> " + listeners.size() + " listener(s)");
            for (OnClickListener l : new ArrayList<>(listeners)) {
                l.onClick(this);
            }
        }

        boolean performLongClick() {
            if (longClickListener == null) {
                System.out.println("  [" + label + "] long click: no handler");
                return false;
            }
            boolean consumed = longClickListener.onLongClick(this);
            System.out.println("  [" + label + "] long click consumed=" + consumed);
            return consumed;
        }
    }

    // Outer "activity" with fields captured by anonymous classes
    private int clickCount = 0;
    private final StringBuilder log = new StringBuilder();
    private String currentUser = "guest";

    private void track(String event) {
        if (log.length() > 0) log.append(',');
        log.append(event);
    }

    void run() {
        FakeButton save = new FakeButton("Save");
        FakeButton cancel = new FakeButton("Cancel");
        final String screenName = "EditProfile";
        int maxClicks = 3; // effectively final

        Registration r1 = save.addOnClickListener(new OnClickListener() {
            private int localCount = 0;
            @Override
            public void onClick(FakeButton button) {
                localCount++;
                clickCount++;
                track("save" + localCount);
                System.out.println(String.format("    anon#1 %s on %s: local=%d total=%d user=%s",
                        button.getLabel(), screenName, localCount, clickCount, currentUser));
                if (localCount >= maxClicks) {
                    System.out.println("    anon#1 reached max clicks " + maxClicks);
                }
            }
        });

        Registration r2 = save.addOnClickListener(b -> {
            track("analytics");
            System.out.println("    lambda analytics: screen=" + screenName + " btn=" + b.getLabel());
        });

        cancel.addOnClickListener(new OnClickListener() {
            @Override
            public void onClick(FakeButton button) {
                currentUser = "guest";
                track("cancel");
                System.out.println("    cancel resets user to " + currentUser);
            }
        });

        save.setOnLongClickListener(new OnLongClickListener() {
            @Override
            public boolean onLongClick(FakeButton button) {
                track("long");
                boolean consume = clickCount % 2 == 0;
                System.out.println("    long click handler: clickCount=" + clickCount + " consume=" + consume);
                return consume;
            }
        });

        System.out.println("Step 1: initial clicks");
        save.performClick();
        currentUser = "alice";
        save.performClick();

        System.out.println("Step 2: long clicks");
        save.performLongClick();
        cancel.performLongClick();

        System.out.println("Step 3: remove analytics by handle #" + r2.getId());
        r2.remove();
        save.performClick();
        save.performClick();

        System.out.println("Step 4: cancel and disabled state");
        cancel.performClick();
        save.setEnabled(false);
        save.performClick();
        save.setEnabled(true);

        System.out.println("Step 5: remove twice");
        r1.remove();
        r1.remove();
        save.performClick();
        save.performLongClick();

        System.out.println("Final clickCount=" + clickCount);
        System.out.println("Log: " + log);
    }

    public static void main(String[] args) {
        new ObsClickListeners().run();
    }
}
