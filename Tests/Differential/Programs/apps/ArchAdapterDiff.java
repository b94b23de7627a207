import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

public class ArchAdapterDiff {

    static class ViewHolder {
        final int viewType;
        String text = "";

        ViewHolder(int viewType) { this.viewType = viewType; }
    }

    static class HeaderHolder extends ViewHolder {
        HeaderHolder() { super(0); }
    }

    static class RowHolder extends ViewHolder {
        int bindCount = 0;

        RowHolder() { super(1); }
    }

    interface ItemCallback<T> {
        boolean areItemsTheSame(T a, T b);

        boolean areContentsTheSame(T a, T b);
    }

    sealed interface Op permits Insert, Remove, Move, Change {}

    record Insert(int position, String item) implements Op {}

    record Remove(int position, String item) implements Op {}

    record Move(int from, int to, String item) implements Op {}

    record Change(int position, String item) implements Op {}

    static final class DiffUtil {
        static <T> List<Op> calculate(List<T> oldList, List<T> newList, ItemCallback<T> cb) {
            List<Op> ops = new ArrayList<>();
            List<T> work = new ArrayList<>(oldList);
            for (int i = work.size() - 1; i >= 0; i--) {
                T item = work.get(i);
                boolean kept = newList.stream().anyMatch(n -> cb.areItemsTheSame(item, n));
                if (!kept) {
                    ops.add(new Remove(i, String.valueOf(item)));
                    work.remove(i);
                }
            }
            for (int target = 0; target < newList.size(); target++) {
                T wanted = newList.get(target);
                int found = -1;
                for (int j = target; j < work.size(); j++) {
                    if (cb.areItemsTheSame(work.get(j), wanted)) {
                        found = j;
                        break;
                    }
                }
                if (found < 0) {
                    work.add(target, wanted);
                    ops.add(new Insert(target, String.valueOf(wanted)));
                } else {
                    if (found != target) {
                        T moved = work.remove(found);
                        work.add(target, moved);
                        ops.add(new Move(found, target, String.valueOf(wanted)));
                    }
                    if (!cb.areContentsTheSame(work.get(target), wanted)) {
                        ops.add(new Change(target, String.valueOf(wanted)));
                    }
                    work.set(target, wanted);
                }
            }
            return ops;
        }
    }

    static abstract class BaseAdapter<T, VH extends ViewHolder> {
        protected List<T> items = new ArrayList<>();
        private final ItemCallback<T> callback;
        protected int created = 0;

        BaseAdapter(ItemCallback<T> callback) {
            this.callback = callback;
        }

        abstract VH onCreateViewHolder(int viewType);

        abstract void onBindViewHolder(VH holder, int position);

        int getItemViewType(int position) { return 1; }

        List<Op> submitList(List<T> newItems) {
            List<Op> ops = DiffUtil.calculate(items, newItems, callback);
            items = new ArrayList<>(newItems);
            return ops;
        }

        List<String> render() {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < items.size(); i++) {
                VH holder = onCreateViewHolder(getItemViewType(i));
                created++;
                onBindViewHolder(holder, i);
                out.add(holder.text);
            }
            return out;
        }
    }

    record Contact(int id, String name, boolean online) {
        @Override
        public String toString() {
            return name + "#" + id;
        }
    }

    static class ContactAdapter extends BaseAdapter<Contact, RowHolder> {
        ContactAdapter() {
            super(new ItemCallback<Contact>() {
                @Override
                public boolean areItemsTheSame(Contact a, Contact b) {
                    return a.id() == b.id();
                }

                @Override
                public boolean areContentsTheSame(Contact a, Contact b) {
                    return a.equals(b);
                }
            });
        }

        @Override
        RowHolder onCreateViewHolder(int viewType) {
            return new RowHolder();
        }

        @Override
        void onBindViewHolder(RowHolder holder, int position) {
            Contact c = items.get(position);
            holder.bindCount++;
            holder.text = String.format("%-8s|%5d|%s", c.name(), c.id(), c.online() ? "on" : "off");
        }
    }

    static class TextAdapter extends BaseAdapter<String, ViewHolder> {
        TextAdapter() {
            super(new ItemCallback<String>() {
                public boolean areItemsTheSame(String a, String b) {
                    return a.equalsIgnoreCase(b);
                }

                public boolean areContentsTheSame(String a, String b) {
                    return Objects.equals(a, b);
                }
            });
        }

        @Override
        int getItemViewType(int position) {
            return position == 0 ? 0 : 1;
        }

        @Override
        ViewHolder onCreateViewHolder(int viewType) {
            return viewType == 0 ? new HeaderHolder() : new RowHolder();
        }

        @Override
        void onBindViewHolder(ViewHolder holder, int position) {
            String kind = holder instanceof HeaderHolder ? "H" : "R";
            holder.text = kind + position + ":" + items.get(position).toUpperCase();
        }
    }

    static void show(String title, List<Op> ops, List<String> rendered) {
        System.out.println("-- " + title + " (" + ops.size() + " ops)");
        ops.forEach(op -> System.out.println("  " + op));
        rendered.forEach(r -> System.out.println("  [" + r + "]"));
    }

    public static void main(String[] args) {
        ContactAdapter contacts = new ContactAdapter();
        List<Contact> v1 = List.of(new Contact(1, "ann", true), new Contact(2, "ben", false), new Contact(3, "cy", true));
        show("initial", contacts.submitList(v1), contacts.render());
        List<Contact> v2 = List.of(new Contact(3, "cy", true), new Contact(1, "ann", false), new Contact(4, "dora", true));
        show("update", contacts.submitList(v2), contacts.render());
        List<Contact> v3 = List.of(new Contact(4, "dora", true), new Contact(5, "eve", false), new Contact(3, "cy", true), new Contact(1, "ann", false));
        show("reorder", contacts.submitList(v3), contacts.render());
        show("clear", contacts.submitList(List.of()), contacts.render());
        System.out.println("holders created: " + contacts.created);

        TextAdapter text = new TextAdapter();
        show("text1", text.submitList(List.of("a", "b", "c", "d")), text.render());
        show("text2", text.submitList(List.of("D", "a", "c", "e")), text.render());
        System.out.println("text created: " + text.created + " hex=" + Integer.toHexString(text.created * 255));
    }
}
