import java.util.ArrayList;
import java.util.List;

public class OvlEventDispatcher {

    interface EventHandler {
        String handle(Object event);
        String handle(Number code);

        // default methods calling the overloads: resolution happens here, in the interface
        default String handleCode(int code) { return handle(code); }              // -> handle(Number)
        default String handleText(CharSequence text) { return handle(text); }     // -> handle(Object)
        default String handleBoth(Object e, Long code) { return handle(e) + " & " + handle(code); }
        default List<String> handleBatch(List<?> events) {
            List<String> out = new ArrayList<>();
            for (Object e : events) out.add(handle(e));                          // always handle(Object)
            return out;
        }
    }

    // single abstract method + default overload that collides in Swift
    interface NumberSink {
        String handle(Number n);
        default String handle(Object o) { return "NumberSink.default(Object)->" + handle(String.valueOf(o).length()); }
    }

    interface Sink {
        String handle(Object o);
    }

    static class ClickHandler implements EventHandler {
        @Override public String handle(Object event) { return "Click.handle(Object) " + event; }
        @Override public String handle(Number code) { return "Click.handle(Number) " + code; }
    }

    static class LongPressHandler extends ClickHandler {
        @Override public String handle(Number code) { return "LongPress.handle(Number) " + (code == null ? "none" : String.valueOf(code.longValue() * 2)); }
    }

    // implements two interfaces whose handle(Object) merge into one method
    static class RecordingHandler implements EventHandler, Sink {
        final List<String> seen = new ArrayList<>();
        @Override public String handle(Object event) { seen.add("o:" + event); return "Recording.handle(Object) " + event; }
        @Override public String handle(Number code) { seen.add("n:" + code); return "Recording.handle(Number) " + code; }
        @Override public String handleCode(int code) { return "Recording.handleCode " + EventHandler.super.handleCode(code + 1); }
    }

    static String dispatch(EventHandler h, Object event, Number code) {
        return h.handle(event) + " ; " + h.handle(code);
    }

    static String dispatchAll(Sink s, Object... events) {
        StringBuilder sb = new StringBuilder();
        for (Object e : events) sb.append(s.handle(e)).append(" ; ");
        return sb.toString();
    }

    public static void main(String[] args) {
        EventHandler anon = new EventHandler() {
            private int calls;
            @Override public String handle(Object event) { calls++; return "Anon.handle(Object) " + event + " #" + calls; }
            @Override public String handle(Number code) { calls++; return "Anon.handle(Number) " + code + " #" + calls; }
        };
        ClickHandler click = new ClickHandler();
        EventHandler longPress = new LongPressHandler();
        RecordingHandler recording = new RecordingHandler();

        EventHandler[] handlers = { click, longPress, anon, recording };
        String[] names = { "click", "longPress", "anon", "recording" };
        for (int i = 0; i < handlers.length; i++) {
            EventHandler h = handlers[i];
            System.out.println("-- " + names[i]);
            System.out.println(h.handle(1));                       // Number
            System.out.println(h.handle("tap"));                   // Object
            System.out.println(h.handle(2.5));                     // Number
            System.out.println(h.handle((Object) 3));              // Object
            System.out.println(h.handle((Number) null));           // Number
            System.out.println(h.handle('k'));                     // Object (Character)
            System.out.println(h.handleCode(4));
            System.out.println(h.handleText("swipe"));
            System.out.println(h.handleBoth(5, 6L));
            System.out.println(h.handleBatch(List.of(7, "eight")));
            System.out.println(dispatch(h, 9, 10));
        }

        System.out.println("-- subclass-typed refs");
        LongPressHandler lp = new LongPressHandler();
        System.out.println(lp.handle(11));
        System.out.println(lp.handle((Object) 11));
        ClickHandler lpAsClick = lp;
        System.out.println(lpAsClick.handle(12L));

        System.out.println("-- lambdas");
        NumberSink doubler = n -> "lambda(Number) " + (n.intValue() * 2);
        System.out.println(doubler.handle(21));                   // abstract handle(Number)
        System.out.println(doubler.handle("abcd"));               // default handle(Object) -> handle(Number) 4
        System.out.println(doubler.handle((Object) 5));           // default handle(Object)
        Sink echo = o -> "lambda(Object) " + o;
        System.out.println(dispatchAll(echo, 1, "two", 3.0));
        Sink rec = recording;
        System.out.println(dispatchAll(rec, 13, "fourteen"));
        Sink ref = click::handle;                                  // Object param -> Click.handle(Object)
        System.out.println(ref.handle(15));
        NumberSink ref2 = click::handle;                           // Number param -> Click.handle(Number)
        System.out.println(ref2.handle(16));
        System.out.println(ref2.handle("xyz"));

        System.out.println("recorded " + recording.seen);
    }
}
