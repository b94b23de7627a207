import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;

public class CollBrowserHistory {
    static class Browser {
        private final Deque<String> back = new ArrayDeque<>();
        private final Deque<String> forward = new ArrayDeque<>();
        private String current;
        private final int maxBack;

        Browser(String home, int maxBack) {
            this.current = home;
            this.maxBack = maxBack;
        }

        void visit(String url) {
            back.push(current);
            if (back.size() > maxBack) {
                String dropped = back.pollLast();
                System.out.println("  (history full, dropped oldest: " + dropped + ")");
            }
            current = url;
            forward.clear();
        }

        boolean goBack() {
            if (back.isEmpty()) return false;
            forward.push(current);
            current = back.pop();
            return true;
        }

        boolean goForward() {
            if (forward.isEmpty()) return false;
            back.push(current);
            current = forward.pop();
            return true;
        }

        String describe() {
            List<String> b = new ArrayList<>();
            Iterator<String> it = back.descendingIterator();
            while (it.hasNext()) b.add(it.next());
            return "back=" + b + " current=" + current + " forward=" + forward;
        }
    }

    static class Editor {
        private final StringBuilder text = new StringBuilder();
        private final Deque<String> undo = new ArrayDeque<>();
        private final Deque<String> redo = new ArrayDeque<>();

        void type(String s) {
            undo.push(text.toString());
            redo.clear();
            text.append(s);
        }

        void deleteLast(int n) {
            undo.push(text.toString());
            redo.clear();
            int len = Math.max(0, text.length() - n);
            text.setLength(len);
        }

        boolean undo() {
            String prev = undo.poll();
            if (prev == null) return false;
            redo.push(text.toString());
            text.setLength(0);
            text.append(prev);
            return true;
        }

        boolean redo() {
            String next = redo.poll();
            if (next == null) return false;
            undo.push(text.toString());
            text.setLength(0);
            text.append(next);
            return true;
        }

        String state() {
            return "\"" + text + "\" undo=" + undo.size() + " redo=" + redo.size();
        }
    }

    public static void main(String[] args) {
        System.out.println("=== Browser history ===");
        Browser br = new Browser("home", 4);
        String[] pages = {"news", "sports", "weather", "mail"};
        for (String p : pages) {
            br.visit(p);
            System.out.println("visit " + p + ": " + br.describe());
        }
        System.out.println("back: " + br.goBack() + " -> " + br.describe());
        System.out.println("back: " + br.goBack() + " -> " + br.describe());
        System.out.println("forward: " + br.goForward() + " -> " + br.describe());
        br.visit("shop");
        System.out.println("visit shop: " + br.describe());
        System.out.println("forward: " + br.goForward() + " -> " + br.describe());
        br.visit("cart");
        System.out.println("visit cart: " + br.describe());
        br.visit("checkout");
        System.out.println("visit checkout: " + br.describe());
        int backs = 0;
        while (br.goBack()) backs++;
        System.out.println("went back " + backs + " times: " + br.describe());

        System.out.println("=== Undo editor ===");
        Editor ed = new Editor();
        ed.type("Hello");
        System.out.println("type Hello: " + ed.state());
        ed.type(", world");
        System.out.println("type , world: " + ed.state());
        ed.deleteLast(5);
        System.out.println("delete 5: " + ed.state());
        ed.undo();
        System.out.println("undo: " + ed.state());
        ed.undo();
        System.out.println("undo: " + ed.state());
        ed.redo();
        System.out.println("redo: " + ed.state());
        ed.type("!");
        System.out.println("type !: " + ed.state());
        System.out.println("redo possible: " + ed.redo());
        while (ed.undo()) {
            System.out.println("  undo -> " + ed.state());
        }
        System.out.println("final: " + ed.state());

        System.out.println("=== ArrayDeque as queue and deque ===");
        ArrayDeque<Integer> dq = new ArrayDeque<>();
        for (int i = 1; i <= 5; i++) dq.offer(i * 10);
        System.out.println("after offer: " + dq);
        dq.offerFirst(5);
        dq.offerLast(60);
        dq.addFirst(1);
        dq.addLast(70);
        System.out.println("after offerFirst/offerLast/addFirst/addLast: " + dq);
        System.out.println("peekFirst=" + dq.peekFirst() + " peekLast=" + dq.peekLast());
        System.out.println("pollFirst=" + dq.pollFirst() + " pollLast=" + dq.pollLast());
        System.out.println("poll (head)=" + dq.poll() + " pop=" + dq.pop());
        System.out.println("now: " + dq + " size=" + dq.size());
        StringBuilder rev = new StringBuilder();
        for (Iterator<Integer> it = dq.descendingIterator(); it.hasNext(); ) {
            rev.append(it.next()).append(' ');
        }
        System.out.println("descending: " + rev.toString().trim());
        System.out.println("contains 30: " + dq.contains(30) + ", contains 99: " + dq.contains(99));
        System.out.println("removeFirstOccurrence 40: " + dq.removeFirstOccurrence(40) + " -> " + dq);
        Iterator<Integer> it2 = dq.iterator();
        while (it2.hasNext()) {
            int v = it2.next();
            if (v % 20 == 0) it2.remove();
        }
        System.out.println("after removing multiples of 20: " + dq);

        System.out.println("=== Bracket matcher with stack ===");
        String[] exprs = {"(a[b]{c})", "([)]", "((()", "{[()()]}", "", "}"};
        for (String e : exprs) {
            Deque<Character> stack = new ArrayDeque<>();
            boolean ok = true;
            for (char c : e.toCharArray()) {
                if (c == '(' || c == '[' || c == '{') {
                    stack.push(c);
                } else if (c == ')' || c == ']' || c == '}') {
                    Character top = stack.peekFirst();
                    char expect = c == ')' ? '(' : (c == ']' ? '[' : '{');
                    if (top == null || top.charValue() != expect) {
                        ok = false;
                        break;
                    }
                    stack.pop();
                }
            }
            ok = ok && stack.isEmpty();
            System.out.println("'" + e + "' balanced=" + ok + " leftover=" + stack.size());
        }

        System.out.println("=== Sliding window max (deque of indices) ===");
        int[] data = {1, 3, -1, -3, 5, 3, 6, 7, 2, 2, 9, 0};
        int k = 3;
        Deque<Integer> win = new ArrayDeque<>();
        List<Integer> maxes = new ArrayList<>();
        for (int i = 0; i < data.length; i++) {
            while (!win.isEmpty() && win.peekFirst() <= i - k) win.pollFirst();
            while (!win.isEmpty() && data[win.peekLast()] < data[i]) win.pollLast();
            win.offerLast(i);
            if (i >= k - 1) maxes.add(data[win.peekFirst()]);
        }
        System.out.println("window maxes: " + maxes);
    }
}
