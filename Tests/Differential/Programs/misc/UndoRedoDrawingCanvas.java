import java.util.*;

public class UndoRedoDrawingCanvas {

    static final class Shape {
        private final int id;
        private final String kind;
        private int x, y, w, h;
        private String color;

        Shape(int id, String kind, int x, int y, int w, int h, String color) {
            this.id = id; this.kind = kind; this.x = x; this.y = y; this.w = w; this.h = h; this.color = color;
        }
        Shape copy() { return new Shape(id, kind, x, y, w, h, color); }
        int getId() { return id; }
        int area() { return kind.equals("circle") ? (int) Math.round(Math.PI * w * w / 4.0) : w * h; }
        void moveBy(int dx, int dy) { x += dx; y += dy; }
        void setColor(String c) { color = c; }
        String getColor() { return color; }

        @Override public boolean equals(Object o) {
            if (!(o instanceof Shape)) return false;
            Shape s = (Shape) o;
            return id == s.id && x == s.x && y == s.y && w == s.w && h == s.h && kind.equals(s.kind) && color.equals(s.color);
        }
        @Override public int hashCode() { return Objects.hash(id, kind, x, y, w, h, color); }
        @Override public String toString() { return kind + "#" + id + "@" + x + "," + y + " " + w + "x" + h + " " + color; }
    }

    interface Command {
        void execute(Canvas c);
        void undo(Canvas c);
        String label();
    }

    static final class AddShape implements Command {
        private final Shape shape;
        AddShape(Shape s) { shape = s; }
        public void execute(Canvas c) { c.shapes.add(shape.copy()); }
        public void undo(Canvas c) { c.remove(shape.getId()); }
        public String label() { return "add " + shape.getId(); }
    }

    static final class Move implements Command {
        private final int id, dx, dy;
        Move(int id, int dx, int dy) { this.id = id; this.dx = dx; this.dy = dy; }
        public void execute(Canvas c) { c.find(id).ifPresent(s -> s.moveBy(dx, dy)); }
        public void undo(Canvas c) { c.find(id).ifPresent(s -> s.moveBy(-dx, -dy)); }
        public String label() { return "move " + id + " by " + dx + "," + dy; }
    }

    static final class Recolor implements Command {
        private final int id; private final String color; private String previous;
        Recolor(int id, String color) { this.id = id; this.color = color; }
        public void execute(Canvas c) { c.find(id).ifPresent(s -> { previous = s.getColor(); s.setColor(color); }); }
        public void undo(Canvas c) { c.find(id).ifPresent(s -> s.setColor(previous)); }
        public String label() { return "recolor " + id + " " + color; }
    }

    static final class Delete implements Command {
        private final int id; private Shape removed; private int index = -1;
        Delete(int id) { this.id = id; }
        public void execute(Canvas c) {
            ListIterator<Shape> it = c.shapes.listIterator();
            while (it.hasNext()) {
                int i = it.nextIndex();
                Shape s = it.next();
                if (s.getId() == id) { removed = s; index = i; it.remove(); return; }
            }
        }
        public void undo(Canvas c) { if (removed != null) c.shapes.add(index, removed); }
        public String label() { return "delete " + id; }
    }

    static final class Macro implements Command {
        private final String name; private final List<Command> steps;
        Macro(String name, Command... steps) { this.name = name; this.steps = Arrays.asList(steps); }
        public void execute(Canvas c) { for (Command s : steps) s.execute(c); }
        public void undo(Canvas c) {
            ListIterator<Command> it = steps.listIterator(steps.size());
            while (it.hasPrevious()) it.previous().undo(c);
        }
        public String label() { return "macro " + name + "(" + steps.size() + ")"; }
    }

    static class Canvas {
        final List<Shape> shapes = new ArrayList<>();
        Optional<Shape> find(int id) { return shapes.stream().filter(s -> s.getId() == id).findFirst(); }
        void remove(int id) {
            Iterator<Shape> it = shapes.iterator();
            while (it.hasNext()) if (it.next().getId() == id) it.remove();
        }
        int checksum() { int h = 1; for (Shape s : shapes) h = 31 * h + s.hashCode(); return h; }
    }

    static class History {
        private final Deque<Command> undo = new ArrayDeque<>();
        private final Stack<Command> redo = new Stack<>();
        private final int limit;
        History(int limit) { this.limit = limit; }

        void run(Canvas c, Command cmd) {
            cmd.execute(c);
            undo.push(cmd);
            if (undo.size() > limit) undo.removeLast();
            redo.clear();
        }
        String undo(Canvas c) {
            Command cmd = undo.poll();
            if (cmd == null) return "nothing to undo";
            cmd.undo(c);
            redo.push(cmd);
            return "undid " + cmd.label();
        }
        String redo(Canvas c) {
            if (redo.empty()) return "nothing to redo";
            Command cmd = redo.pop();
            cmd.execute(c);
            undo.push(cmd);
            return "redid " + cmd.label();
        }
        String describe() {
            List<String> u = new ArrayList<>();
            for (Command c : undo) u.add(c.label());
            return "undo=" + u + " redo.peek=" + (redo.isEmpty() ? "-" : redo.peek().label()) + " redo.size=" + redo.size();
        }
    }

    static void show(String title, Canvas c) {
        System.out.println("== " + title + " (" + c.shapes.size() + " shapes, checksum " + c.checksum() + ")");
        for (Shape s : c.shapes) System.out.println("   " + s + " area=" + s.area());
    }

    public static void main(String[] args) {
        Canvas canvas = new Canvas();
        History h = new History(5);
        h.run(canvas, new AddShape(new Shape(1, "rect", 0, 0, 40, 20, "red")));
        h.run(canvas, new AddShape(new Shape(2, "circle", 50, 50, 30, 30, "blue")));
        h.run(canvas, new AddShape(new Shape(3, "rect", -10, 5, 7, 9, "green")));
        show("after adds", canvas);
        h.run(canvas, new Move(1, 15, -4));
        h.run(canvas, new Recolor(2, "purple"));
        h.run(canvas, new Delete(1));
        show("after edits", canvas);
        System.out.println(h.describe());
        System.out.println(h.undo(canvas));
        System.out.println(h.undo(canvas));
        show("after 2 undos", canvas);
        System.out.println(h.redo(canvas));
        System.out.println(h.describe());
        h.run(canvas, new Macro("nudge-all", new Move(1, 1, 1), new Move(2, -2, 3), new Recolor(3, "black"), new Delete(2)));
        show("after macro", canvas);
        System.out.println(h.redo(canvas));
        System.out.println(h.undo(canvas));
        show("macro undone", canvas);
        for (int i = 0; i < 8; i++) System.out.println("undo " + i + ": " + h.undo(canvas));
        show("fully unwound (limited history)", canvas);
        System.out.println(h.describe());
        int redone = 0;
        String msg;
        while (!(msg = h.redo(canvas)).startsWith("nothing")) { redone++; System.out.println(msg); }
        System.out.println("redone=" + redone);
        show("final", canvas);

        Shape a = new Shape(9, "rect", 1, 2, 3, 4, "red"), b = a.copy();
        System.out.println("copy equals=" + a.equals(b) + " hash=" + a.hashCode() + " same=" + (a.hashCode() == b.hashCode()));
        b.moveBy(1, 0);
        System.out.println("after move equals=" + a.equals(b) + " hashB=" + b.hashCode());
        List<String> colors = new ArrayList<>();
        for (Shape s : canvas.shapes) colors.add(s.getColor());
        colors.addAll(List.of("red", "red", "blue"));
        Collections.sort(colors);
        System.out.println("colors=" + colors + " freq(red)=" + Collections.frequency(colors, "red") + " max=" + Collections.max(colors) + " min=" + Collections.min(colors));
        int[] areas = canvas.shapes.stream().mapToInt(Shape::area).toArray();
        int[] padded = Arrays.copyOf(areas, 5);
        Arrays.fill(padded, areas.length, padded.length, -1);
        System.out.println("areas=" + Arrays.toString(areas) + " padded=" + Arrays.toString(padded) + " eq=" + Arrays.equals(areas, Arrays.copyOf(padded, areas.length)));
    }
}
