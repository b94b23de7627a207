import java.util.ArrayList;
import java.util.List;

public class ObsAdapterObserver {
    interface DataObserver {
        void onChanged();
        void onItemRangeInserted(int positionStart, int itemCount);
        void onItemRangeRemoved(int positionStart, int itemCount);
        void onItemChanged(int position, String payload);
    }

    static abstract class SimpleDataObserver implements DataObserver {
        @Override public void onChanged() {}
        @Override public void onItemRangeInserted(int positionStart, int itemCount) { onChanged(); }
        @Override public void onItemRangeRemoved(int positionStart, int itemCount) { onChanged(); }
        @Override public void onItemChanged(int position, String payload) { onChanged(); }
    }

    interface OnItemSelectedListener {
        void onItemSelected(int position, String item);
        void onNothingSelected();
    }

    static class Contact {
        final String name;
        final String phone;
        Contact(String name, String phone) { this.name = name; this.phone = phone; }
        @Override public String toString() { return name + "<" + phone + ">"; }
    }

    static class ContactAdapter {
        // static nested ViewHolder-style class
        static class ViewHolder {
            final int slot;
            String titleText = "";
            String subtitleText = "";
            int bindCount = 0;
            ViewHolder(int slot) { this.slot = slot; }
            void bind(Contact c, boolean selected) {
                bindCount++;
                titleText = (selected ? "* " : "  ") + c.name;
                subtitleText = c.phone;
            }
            String render() {
                return String.format("slot%d[%-8s|%s] binds=%d", slot, titleText, subtitleText, bindCount);
            }
        }

        private final List<Contact> items = new ArrayList<>();
        private final List<String> observerKeys = new ArrayList<>();
        private final List<DataObserver> observers = new ArrayList<>();
        private final List<ViewHolder> holders = new ArrayList<>();
        private OnItemSelectedListener selectedListener;
        private int selected = -1;

        void registerObserver(String key, DataObserver o) {
            observerKeys.add(key);
            observers.add(o);
            System.out.println("registered observer '" + key + "'");
        }

        void unregisterObserver(String key) {
            int idx = observerKeys.indexOf(key);
            if (idx >= 0) {
                observerKeys.remove(idx);
                observers.remove(idx);
                System.out.println("unregistered observer '" + key + "'");
            }
        }

        void setOnItemSelectedListener(OnItemSelectedListener l) { selectedListener = l; }

        int getItemCount() { return items.size(); }

        void addAll(int pos, List<Contact> cs) {
            items.addAll(pos, cs);
            for (DataObserver o : observers) o.onItemRangeInserted(pos, cs.size());
        }

        void removeRange(int start, int count) {
            for (int i = 0; i < count; i++) items.remove(start);
            if (selected >= start && selected < start + count) {
                selected = -1;
                if (selectedListener != null) selectedListener.onNothingSelected();
            } else if (selected >= start + count) {
                selected -= count;
            }
            for (DataObserver o : observers) o.onItemRangeRemoved(start, count);
        }

        void updatePhone(int pos, String phone) {
            Contact old = items.get(pos);
            items.set(pos, new Contact(old.name, phone));
            for (DataObserver o : observers) o.onItemChanged(pos, "phone");
        }

        void select(int pos) {
            selected = pos;
            if (selectedListener != null) selectedListener.onItemSelected(pos, items.get(pos).name);
            for (DataObserver o : observers) o.onChanged();
        }

        void layout() {
            while (holders.size() < items.size()) holders.add(new ViewHolder(holders.size()));
            for (int i = 0; i < items.size(); i++) {
                holders.get(i).bind(items.get(i), i == selected);
            }
            for (int i = 0; i < items.size(); i++) {
                System.out.println("    " + holders.get(i).render());
            }
        }
    }

    // inner (non-static) class calling outer methods
    private int redrawRequests = 0;
    private final List<String> events = new ArrayList<>();

    private void requestRedraw(String reason) {
        redrawRequests++;
        events.add(reason);
    }

    class RecyclerObserver implements DataObserver {
        private final String name;
        RecyclerObserver(String name) { this.name = name; }
        @Override public void onChanged() {
            System.out.println("  " + name + ".onChanged");
            requestRedraw("full");
        }
        @Override public void onItemRangeInserted(int positionStart, int itemCount) {
            System.out.println(String.format("  %s.inserted start=%d count=%d", name, positionStart, itemCount));
            requestRedraw("ins@" + positionStart);
        }
        @Override public void onItemRangeRemoved(int positionStart, int itemCount) {
            System.out.println(String.format("  %s.removed start=%d count=%d", name, positionStart, itemCount));
            requestRedraw("rem@" + positionStart);
        }
        @Override public void onItemChanged(int position, String payload) {
            System.out.println("  " + name + ".changed pos=" + position + " payload=" + payload);
            requestRedraw("chg@" + position);
        }
    }

    void run() {
        ContactAdapter adapter = new ContactAdapter();
        int[] emptyStateChecks = {0};

        adapter.registerObserver("recycler", new RecyclerObserver("recycler"));
        adapter.registerObserver("emptyState", new SimpleDataObserver() {
            @Override public void onChanged() {
                emptyStateChecks[0]++;
                boolean empty = adapter.getItemCount() == 0;
                System.out.println("  emptyState: count=" + adapter.getItemCount() + " showEmpty=" + empty);
            }
        });
        adapter.setOnItemSelectedListener(new OnItemSelectedListener() {
            @Override public void onItemSelected(int position, String item) {
                System.out.println("  selected #" + position + " = " + item);
                events.add("sel:" + item);
            }
            @Override public void onNothingSelected() {
                System.out.println("  nothing selected");
                events.add("sel:none");
            }
        });

        List<Contact> batch = new ArrayList<>();
        batch.add(new Contact("Ann", "555-0101"));
        batch.add(new Contact("Bob", "555-0102"));
        batch.add(new Contact("Cid", "555-0103"));
        System.out.println("addAll 3");
        adapter.addAll(0, batch);
        adapter.layout();

        System.out.println("insert 2 at 1");
        List<Contact> more = new ArrayList<>();
        more.add(new Contact("Dee", "555-0201"));
        more.add(new Contact("Eve", "555-0202"));
        adapter.addAll(1, more);
        adapter.select(3);
        adapter.layout();

        System.out.println("update phone at 0");
        adapter.updatePhone(0, "555-9999");
        System.out.println("remove 2 from 2 (includes selected)");
        adapter.removeRange(2, 2);
        adapter.layout();

        adapter.unregisterObserver("recycler");
        adapter.unregisterObserver("missing");
        System.out.println("remove rest");
        adapter.removeRange(0, adapter.getItemCount());
        adapter.layout();

        System.out.println("redrawRequests=" + redrawRequests + " emptyStateChecks=" + emptyStateChecks[0]);
        System.out.println("events=" + events);
    }

    public static void main(String[] args) {
        new ObsAdapterObserver().run();
    }
}
