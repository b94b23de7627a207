import java.util.ArrayList;
import java.util.List;

public class ActivityInnerClasses {

    interface OnClickListener {
        void onClick(int position);
    }

    interface Callback<T> {
        void onResult(T value);
    }

    static class BaseScreen {
        protected String title = "base";
        protected int visits = 100;
        static int created = 0;

        BaseScreen() { created++; }

        String title() { return title; }
        String describe() { return "BaseScreen " + title + " visits=" + visits; }
    }

    static class InboxScreen extends BaseScreen {
        protected String title = "inbox";
        private final List<String> messages = new ArrayList<>();
        private final List<String> log = new ArrayList<>();
        private int selected = -1;
        private int visits;

        InboxScreen(int visits) { this.visits = visits; super.visits += visits; }

        @Override
        String title() { return title + "<" + super.title() + "," + super.title + ">"; }

        @Override
        String describe() { return super.describe() + " | Inbox " + title + " own visits=" + visits + " base visits=" + super.visits; }

        void log(String line) { log.add(line); }
        class Adapter {
            private final String title = "adapter";
            private int bound;

            class ViewHolder {
                final int position;

                ViewHolder(int position) { this.position = position; }

                String render() {
                    bound++;
                    selected = position;
                    return title + "#" + position + " " + messages.get(position) + " in " + InboxScreen.this.title
                            + " bound=" + Adapter.this.bound;
                }
            }

            int getItemCount() { return messages.size(); }

            ViewHolder create(int position) { return new ViewHolder(position); }
        }

        OnClickListener makeListener(String tag) {
            int base = messages.size();
            return new OnClickListener() {
                private int clicks;

                @Override
                public void onClick(int position) {
                    clicks++;
                    selected = position;
                    log(tag + " click " + clicks + " pos=" + position + " base=" + base + " msg=" + messages.get(position));
                }
            };
        }

        int countMatching(String needle) {
            final int minLength = needle.length() + 2;
            class Matcher {
                int hits;

                void check(String s) {
                    if (s.length() >= minLength && s.contains(needle)) hits++;
                }
            }
            Matcher m = new Matcher();
            for (String s : messages) m.check(s);
            return m.hits;
        }

        void loadAsync(Callback<List<String>> cb) {
            List<String> fresh = new ArrayList<>(messages);
            fresh.add("loaded-" + messages.size());
            cb.onResult(fresh);
        }
    }

    static class Counter {
        private int value;

        Counter increment(int value) {
            this.value += value;
            value = value * 2;
            this.value += value;
            return this;
        }

        int value() { return value; }
    }

    public static void main(String[] args) {
        InboxScreen screen = new InboxScreen(7);
        screen.messages.add("hello world");
        screen.messages.add("meeting at noon");
        screen.messages.add("hello again");
        System.out.println(screen.title());
        System.out.println(screen.describe());
        BaseScreen asBase = screen;
        System.out.println("field via base=" + asBase.title + " via sub=" + screen.title + " method=" + asBase.title());
        System.out.println("visits via base=" + asBase.visits + " via sub=" + screen.visits);

        InboxScreen.Adapter adapter = screen.new Adapter();
        System.out.println("items=" + adapter.getItemCount());
        for (int i = 0; i < adapter.getItemCount(); i++) {
            InboxScreen.Adapter.ViewHolder holder = adapter.create(i);
            System.out.println(holder.render());
        }
        InboxScreen.Adapter.ViewHolder again = adapter.new ViewHolder(0);
        System.out.println(again.render() + " selected=" + screen.selected);

        OnClickListener l1 = screen.makeListener("L1");
        screen.messages.add("bye");
        OnClickListener l2 = screen.makeListener("L2");
        l1.onClick(1);
        l1.onClick(3);
        l2.onClick(0);
        l1.onClick(2);
        for (String line : screen.log) System.out.println(line);
        System.out.println("selected after clicks=" + screen.selected);

        System.out.println("hello count=" + screen.countMatching("hello"));
        System.out.println("o count=" + screen.countMatching("o"));
        System.out.println("long needle=" + screen.countMatching("meeting at noon!"));
        for (String m : screen.messages) System.out.println("prefix '" + m.substring(0, 3) + "' count=" + screen.countMatching(m.substring(0, 3)));
        for (int i = adapter.getItemCount() - 1; i >= 0; i--) System.out.println("rebind " + adapter.create(i).render());

        final StringBuilder received = new StringBuilder();
        int[] calls = { 0 };
        screen.loadAsync(new Callback<List<String>>() {
            @Override
            public void onResult(List<String> value) {
                calls[0]++;
                received.append(value.size()).append(':').append(value.get(value.size() - 1));
            }
        });
        screen.loadAsync(value -> {
            calls[0] += 10;
            received.append(" / lambda ").append(value.get(0).toUpperCase());
        });
        System.out.println("received=" + received + " calls=" + calls[0]);

        Counter counter = new Counter().increment(3).increment(-1);
        System.out.println("counter=" + counter.value());

        InboxScreen second = new InboxScreen(1);
        System.out.println("created screens=" + BaseScreen.created + " second=" + second.describe());

        List<Runnable> tasks = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            final int index = i;
            String label = "task" + (char) ('A' + i);
            tasks.add(() -> System.out.println(label + " index=" + index + " square=" + index * index));
        }
        for (Runnable t : tasks) t.run();
        String title = "local shadows nothing";
        System.out.println(title + " / " + screen.title + " / " + ((BaseScreen) screen).title);
    }
}
