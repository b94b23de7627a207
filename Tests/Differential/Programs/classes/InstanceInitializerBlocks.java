import java.util.ArrayList;
import java.util.List;

public class InstanceInitializerBlocks {
    static int seq = 0;

    static int mark(String s) {
        seq++;
        System.out.println("  [" + seq + "] " + s);
        return seq;
    }

    static class Widget {
        int a = mark("field a");
        final List<String> tags = new ArrayList<>();

        {
            mark("block 1, a=" + a + ", b=" + this.b);
            tags.add("from-block-1");
        }

        int b = mark("field b");

        {
            mark("block 2, b=" + b);
            tags.add("from-block-2");
        }

        Widget() {
            mark("Widget() body");
        }

        Widget(String extra) {
            this();
            tags.add(extra);
            mark("Widget(String) body");
        }

        Widget(int n) {
            mark("Widget(int) body n=" + n);
            for (int i = 0; i < n; i++) {
                tags.add("n" + i);
            }
        }

        int b() {
            return b;
        }
    }

    public static void main(String[] args) {
        System.out.println("Widget():");
        Widget w1 = new Widget();
        System.out.println("tags " + w1.tags);
        System.out.println("Widget(String):");
        Widget w2 = new Widget("extra");
        System.out.println("tags " + w2.tags);
        System.out.println("Widget(int):");
        Widget w3 = new Widget(2);
        System.out.println("tags " + w3.tags + " a=" + w3.a + " b=" + w3.b());
        List<String> anon = new ArrayList<>() {
            {
                add("double");
                add("brace");
            }
        };
        System.out.println("double brace list " + anon + " size " + anon.size());
    }
}
