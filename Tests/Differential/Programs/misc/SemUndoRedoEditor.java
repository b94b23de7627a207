import java.util.*;

public class SemUndoRedoEditor {
    interface Command {
        void apply(List<String> doc);
        void undo(List<String> doc);
        String label();
    }

    static final class Insert implements Command {
        private final int at; private final String text;
        Insert(int at, String text) { this.at = at; this.text = text; }
        public void apply(List<String> doc) { doc.add(at, text); }
        public void undo(List<String> doc) { doc.remove(at); }
        public String label() { return "insert@" + at; }
    }

    static final class Replace implements Command {
        private final int at; private final String text; private String previous;
        Replace(int at, String text) { this.at = at; this.text = text; }
        public void apply(List<String> doc) { previous = doc.set(at, text); }
        public void undo(List<String> doc) { doc.set(at, previous); }
        public String label() { return "replace@" + at; }
    }

    static final class Editor {
        final List<String> doc = new ArrayList<>();
        private final Deque<Command> undo = new ArrayDeque<>();
        private final Deque<Command> redo = new ArrayDeque<>();
        int audit = 0;

        String run(Command c) {
            try {
                c.apply(doc);
                undo.push(c);
                redo.clear();
                return "ok " + c.label();
            } catch (IndexOutOfBoundsException e) {
                return "fail " + c.label() + " " + e.getClass().getSimpleName();
            } finally {
                audit++;
            }
        }
        boolean undo() {
            if (undo.isEmpty()) return false;
            Command c = undo.pop();
            c.undo(doc);
            redo.push(c);
            return true;
        }
        boolean redo() {
            if (redo.isEmpty()) return false;
            Command c = redo.pop();
            c.apply(doc);
            undo.push(c);
            return true;
        }
    }

    static int finallyValue(StringBuilder trace) {
        int x = 1;
        try {
            x = 2;
            return x;
        } finally {
            x = 3;
            trace.append("finally saw x=").append(x);
        }
    }

    static String finallyOnThrow(int n) {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                sb.append("try;");
                if (n < 0) throw new IllegalStateException("negative " + n);
                sb.append("body;");
            } finally {
                sb.append("inner-finally;");
            }
        } catch (IllegalStateException e) {
            sb.append("caught ").append(e.getMessage()).append(';');
        } finally {
            sb.append("outer-finally");
        }
        return sb.toString();
    }

    static void mutate(int[] arr, List<String> list, String s, int n) {
        arr[0] = 99;
        arr = new int[]{-1, -1};
        arr[1] = -2;
        list.add("added-in-method");
        list = new ArrayList<>();
        list.add("lost");
        s = s + "!";
        n++;
    }

    public static void main(String[] args) {
        Editor ed = new Editor();
        System.out.println(ed.run(new Insert(0, "Hello")));
        System.out.println(ed.run(new Insert(1, "World")));
        System.out.println(ed.run(new Replace(1, "There")));
        System.out.println(ed.run(new Insert(5, "oops")));
        System.out.println(ed.run(new Insert(1, "Dear")));
        System.out.println("doc=" + ed.doc + " audit=" + ed.audit);
        System.out.println("undo=" + ed.undo() + " doc=" + ed.doc);
        System.out.println("undo=" + ed.undo() + " doc=" + ed.doc);
        System.out.println("redo=" + ed.redo() + " doc=" + ed.doc);
        System.out.println(ed.run(new Insert(2, "Again")));
        System.out.println("redo after new cmd=" + ed.redo() + " doc=" + ed.doc);
        while (ed.undo()) { }
        System.out.println("all undone doc=" + ed.doc + " size=" + ed.doc.size());

        StringBuilder trace = new StringBuilder();
        System.out.println("finallyValue=" + finallyValue(trace) + " trace=" + trace);
        System.out.println(finallyOnThrow(1));
        System.out.println(finallyOnThrow(-4));

        int[] nums = {1, 2, 3};
        List<String> names = new ArrayList<>(List.of("a"));
        String s = "str";
        int n = 5;
        mutate(nums, names, s, n);
        System.out.println("after mutate nums=" + Arrays.toString(nums) + " names=" + names + " s=" + s + " n=" + n);

        int[] snapshot = nums.clone();
        int[] alias = nums;
        alias[2] = 42;
        System.out.println("nums=" + Arrays.toString(nums) + " snapshot=" + Arrays.toString(snapshot));
        System.out.println("Arrays.equals=" + Arrays.equals(nums, alias) + " equals(clone)=" + nums.equals(nums.clone())
            + " Arrays.equals(clone)=" + Arrays.equals(nums, nums.clone()));
        int[][] grid = {{1, 2}, {3, 4}};
        int[][] shallow = grid.clone();
        shallow[0][0] = 100;
        shallow[1] = new int[]{7, 7};
        System.out.println("grid=" + Arrays.deepToString(grid) + " shallow=" + Arrays.deepToString(shallow)
            + " deepEquals=" + Arrays.deepEquals(grid, new int[][]{{100, 2}, {3, 4}}));

        List<Integer> vals = new ArrayList<>(List.of(5, 12, 7, 20, 3, 18, 9));
        for (Iterator<Integer> it = vals.iterator(); it.hasNext(); ) {
            if (it.next() % 2 == 0) it.remove();
        }
        System.out.println("odds=" + vals);
        try {
            for (Integer v : vals) if (v == 7) vals.remove(v);
        } catch (ConcurrentModificationException e) {
            System.out.println("foreach remove: " + e.getClass().getSimpleName());
        }
        System.out.println("after cme=" + vals);
        vals.remove(Integer.valueOf(9));
        vals.remove(0);
        System.out.println("remove(Object) vs remove(index)=" + vals);

        ListIterator<String> li = new ArrayList<>(List.of("x", "y", "z")).listIterator();
        List<String> out = new ArrayList<>();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            String v = li.next();
            if (v.equals("y")) { li.set("Y"); li.add("y2"); }
            out.add(idx + ":" + v);
        }
        while (li.hasPrevious()) out.add(li.previous());
        System.out.println("listIterator=" + out);

        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 10; i++) big.add(i * i);
        List<Integer> mid = big.subList(3, 7);
        System.out.println("subList=" + mid);
        mid.set(0, -9);
        mid.clear();
        System.out.println("after sub clear big=" + big + " size=" + big.size());

        List<String> ro = Collections.unmodifiableList(names);
        names.add("late");
        System.out.println("ro view sees=" + ro);
        try { ro.add("x"); } catch (UnsupportedOperationException e) { System.out.println("ro add: " + e.getClass().getSimpleName()); }
        try { List.of(1, 2).set(0, 5); } catch (UnsupportedOperationException e) { System.out.println("List.of set: " + e.getClass().getSimpleName()); }
        String[] backing = {"c", "a", "b"};
        List<String> view = Arrays.asList(backing);
        view.set(0, "C");
        backing[2] = "B";
        Collections.sort(view);
        System.out.println("asList view=" + view + " backing=" + Arrays.toString(backing));
        try { view.add("d"); } catch (UnsupportedOperationException e) { System.out.println("asList add: " + e.getClass().getSimpleName()); }
        try { vals.get(10); } catch (IndexOutOfBoundsException e) { System.out.println("get(10): " + e.getClass().getSimpleName()); }
    }
}
