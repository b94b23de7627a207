import java.util.Arrays;

public class ArrRingBuffer {
    public static void main(String[] args) {
        IntRing ring = new IntRing(4);
        for (int i = 1; i <= 6; i++) {
            ring.push(i * 10);
            System.out.println("push " + (i * 10) + " -> " + ring.describe());
        }
        System.out.println("pop " + ring.pop() + " pop " + ring.pop() + " -> " + ring.describe());
        for (int i = 7; i <= 12; i++) {
            ring.push(i * 10);
            if (i == 10) System.out.println("wrapped full -> " + ring.describe() + " " + Arrays.toString(ring.toArray()));
        }
        System.out.println("after more pushes -> " + ring.describe());
        System.out.println("get(-1)=" + ring.get(-1) + " get(-3)=" + ring.get(-3) + " get(0)=" + ring.get(0));
        System.out.println("ordered: " + Arrays.toString(ring.toArray()));
        System.out.println("sum=" + ring.sum() + " average x100=" + ring.sum() * 100 / ring.size);

        int[] data = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(data, 0, data, 2, 5);
        System.out.println("overlap right shift: " + Arrays.toString(data));
        data = new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(data, 3, data, 1, 6);
        System.out.println("overlap left shift:  " + Arrays.toString(data));
        data = new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(data, 4, data, 4, 3);
        System.out.println("self copy no-op:     " + Arrays.toString(data));

        int[] arr = {5, 8, 13, 21, 34};
        arr = insertAt(arr, 2, 99);
        System.out.println("insert 99 at 2: " + Arrays.toString(arr));
        arr = removeAt(arr, 0);
        System.out.println("remove at 0:    " + Arrays.toString(arr));
        try {
            System.arraycopy(arr, 3, arr, 0, 5);
            System.out.println("should not get here");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy out of range caught, array intact: " + Arrays.toString(arr));
        }
        try {
            System.out.println(ring.buf[ring.buf.length]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("direct index past capacity caught");
        }

        String[] log = new String[5];
        int writes = 0;
        String[] events = {"boot", "login", "sync", "tap", "scroll", "tap", "logout", "sleep"};
        for (String ev : events) {
            log[writes % log.length] = ev;
            writes++;
        }
        System.out.println("raw log slots: " + Arrays.toString(log));
        String[] chrono = new String[log.length];
        int start = writes % log.length;
        System.arraycopy(log, start, chrono, 0, log.length - start);
        System.arraycopy(log, 0, chrono, log.length - start, start);
        System.out.println("chronological:  " + Arrays.toString(chrono));
        int taps = 0;
        for (String s : chrono) if ("tap".equals(s)) taps++;
        System.out.println("taps in window: " + taps);
        for (int k = -7; k <= 7; k += 7)
            System.out.println("index " + k + " -> % " + (k % 5) + " floorMod " + Math.floorMod(k, 5));
    }

    static int[] insertAt(int[] a, int idx, int v) {
        int[] out = Arrays.copyOf(a, a.length + 1);
        System.arraycopy(out, idx, out, idx + 1, a.length - idx);
        out[idx] = v;
        return out;
    }

    static int[] removeAt(int[] a, int idx) {
        System.arraycopy(a, idx + 1, a, idx, a.length - idx - 1);
        return Arrays.copyOfRange(a, 0, a.length - 1);
    }
}

class IntRing {
    int[] buf;
    int head;
    int size;

    IntRing(int cap) { buf = new int[cap]; }

    void push(int v) {
        if (size == buf.length) {
            int[] ordered = toArray();
            buf = Arrays.copyOf(ordered, buf.length * 2);
            head = 0;
        }
        buf[(head + size) % buf.length] = v;
        size++;
    }

    int pop() {
        int v = buf[head];
        buf[head] = 0;
        head = (head + 1) % buf.length;
        size--;
        return v;
    }

    int get(int i) { return buf[Math.floorMod(head + Math.floorMod(i, size), buf.length)]; }

    int[] toArray() {
        int[] out = new int[size];
        int first = Math.min(size, buf.length - head);
        System.arraycopy(buf, head, out, 0, first);
        System.arraycopy(buf, 0, out, first, size - first);
        return out;
    }

    long sum() {
        long s = 0;
        for (int i = 0; i < size; i++) s += get(i);
        return s;
    }

    String describe() { return "cap=" + buf.length + " head=" + head + " size=" + size + " raw=" + Arrays.toString(buf); }
}
