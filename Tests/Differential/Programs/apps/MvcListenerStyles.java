import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

public class MvcListenerStyles {
    private final List<String> journal = new ArrayList<>();
    private int total = 0;

    class JournalListener implements ClickListener {
        private final String tag;
        JournalListener(String tag) { this.tag = tag; }
        public void onClick(Button b, int x, int y) {
            journal.add(tag + "@" + b.getLabel());
            total += x + y;
            System.out.println("  [inner " + tag + "] total now " + total);
        }
    }

    static class CountingListener implements ClickListener {
        int count;
        public void onClick(Button b, int x, int y) {
            count++;
            System.out.println("  [static nested] count=" + count + " on " + b.getLabel());
        }
    }

    void run() {
        Button ok = new Button("OK");
        Button cancel = new Button("Cancel");
        int[] lambdaHits = {0};
        ok.addClickListener((b, x, y) -> {
            lambdaHits[0]++;
            System.out.println(String.format("  [lambda] %s at (%d,%d)", b.getLabel(), x, y));
        });
        ClickListener anon = new ClickListener() {
            private int last = -1;
            public void onClick(Button b, int x, int y) {
                System.out.println("  [anon] previous x=" + last + " new x=" + x);
                last = x;
            }
        };
        ok.addClickListener(anon);
        JournalListener jA = new JournalListener("A");
        JournalListener jB = new JournalListener("B");
        ok.addClickListener(jA);
        cancel.addClickListener(jB);
        CountingListener counter = new CountingListener();
        ok.addClickListener(counter);
        cancel.addClickListener(counter);
        Consumer<String> announcer = s -> System.out.println("  [consumer] " + s);
        cancel.addClickListener((b, x, y) -> announcer.accept("cancel pressed " + (x * y)));

        System.out.println("ok listeners=" + ok.listenerCount() + " cancel listeners=" + cancel.listenerCount());
        ok.click(1, 2);
        cancel.click(3, 4);
        ok.click(5, 6);
        System.out.println("removing anon and inner A from OK");
        System.out.println("removed anon: " + ok.removeClickListener(anon));
        System.out.println("removed A: " + ok.removeClickListener(jA));
        System.out.println("removed A again: " + ok.removeClickListener(jA));
        ok.click(7, 8);
        System.out.println("removing counter from cancel: " + cancel.removeClickListener(counter));
        cancel.click(9, 10);
        cancel.setEnabled(false);
        cancel.click(11, 12);
        System.out.println("lambdaHits=" + lambdaHits[0] + " counter=" + counter.count + " total=" + total);
        System.out.println("journal=" + journal);
        System.out.println("ok clicks=" + ok.getClicks() + " cancel clicks=" + cancel.getClicks());
    }

    public static void main(String[] args) {
        new MvcListenerStyles().run();
    }
}

interface ClickListener {
    void onClick(Button b, int x, int y);
}

class Button {
    private final String label;
    private final List<ClickListener> listeners = new ArrayList<>();
    private boolean enabled = true;
    private int clicks = 0;
    Button(String label) { this.label = label; }
    String getLabel() { return label; }
    int getClicks() { return clicks; }
    void setEnabled(boolean e) { enabled = e; System.out.println(label + " enabled=" + e); }
    void addClickListener(ClickListener l) { listeners.add(l); }
    boolean removeClickListener(ClickListener l) { return listeners.remove(l); }
    int listenerCount() { return listeners.size(); }
    void click(int x, int y) {
        System.out.println("click " + label + " (" + x + "," + y + ")");
        if (!enabled) { System.out.println("  ignored: disabled"); return; }
        clicks++;
        for (ClickListener l : new ArrayList<>(listeners)) l.onClick(this, x, y);
    }
}
