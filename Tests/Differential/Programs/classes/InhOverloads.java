import java.util.ArrayList;
import java.util.List;

public class InhOverloads {
    static String kind(Object o) { return "Object"; }
    static String kind(String s) { return "String"; }
    static String kind(Message m) { return "Message"; }
    static String kind(SmsMessage m) { return "SmsMessage"; }
    static String kind(CharSequence cs) { return "CharSequence"; }

    static String size(long v) { return "long:" + v; }
    static String size(Integer v) { return "Integer:" + v; }
    static String size(Object v) { return "Object"; }

    public static void main(String[] args) {
        Message plain = new Message("hello");
        SmsMessage sms = new SmsMessage("code 1234", "+100");
        Message smsAsMessage = sms;
        Object smsAsObject = sms;
        String text = "raw";
        CharSequence textAsSeq = text;
        StringBuilder builder = new StringBuilder("built");

        System.out.println("kind(plain)        = " + kind(plain));
        System.out.println("kind(sms)          = " + kind(sms));
        System.out.println("kind(smsAsMessage) = " + kind(smsAsMessage));
        System.out.println("kind(smsAsObject)  = " + kind(smsAsObject));
        System.out.println("kind(text)         = " + kind(text));
        System.out.println("kind(textAsSeq)    = " + kind(textAsSeq));
        System.out.println("kind(builder)      = " + kind(builder));
        System.out.println("kind((Object)text) = " + kind((Object) text));
        System.out.println("kind(42)           = " + kind(42));
        String nothing = null;
        System.out.println("kind(null String)  = " + kind(nothing));
        System.out.println("runtime classes: " + sms.getClass().getSimpleName() + " " + smsAsObject.getClass().getSimpleName());

        int small = 7;
        Integer boxed = 8;
        short tiny = 3;
        System.out.println("size(int)     = " + size(small));
        System.out.println("size(Integer) = " + size(boxed));
        System.out.println("size(short)   = " + size(tiny));
        System.out.println("size(String)  = " + size("x"));

        List<Notifier> notifiers = new ArrayList<>(List.of(new Notifier(), new SmsNotifier()));
        List<Message> outbox = new ArrayList<>(List.of(plain, sms));
        for (Notifier n : notifiers) {
            for (Message m : outbox) {
                System.out.println(String.format("%-12s send(static Message) -> %s", n.getClass().getSimpleName(), n.send(m)));
            }
        }
        SmsNotifier direct = new SmsNotifier();
        System.out.println("direct.send(sms)          -> " + direct.send(sms));
        System.out.println("direct.send(smsAsMessage) -> " + direct.send(smsAsMessage));
        System.out.println("direct.send(plain)        -> " + direct.send(plain));
        System.out.println("direct.send(text)         -> " + direct.send(text));

        Contact a = new Contact("ann");
        Contact b = new Contact("ann");
        Object bObj = b;
        List<Contact> contacts = new ArrayList<>(List.of(a));
        System.out.println("a.equals(b)      = " + a.equals(b));
        System.out.println("a.equals(bObj)   = " + a.equals(bObj));
        System.out.println("contains(b)      = " + contacts.contains(b));
        System.out.println("indexOf(a)       = " + contacts.indexOf(a));
        System.out.println("objectsEquals    = " + java.util.Objects.equals(a, b));
    }
}

class Message {
    protected final String body;
    Message(String body) { this.body = body; }
    String preview() { return body.length() > 6 ? body.substring(0, 6) + ".." : body; }
}

class SmsMessage extends Message {
    protected final String phone;
    SmsMessage(String body, String phone) { super(body); this.phone = phone; }
    @Override String preview() { return phone + ":" + super.preview(); }
}

class Notifier {
    String send(Message m) { return "generic[" + m.preview() + "]"; }
    String send(String s) { return "text[" + s + "]"; }
}

class SmsNotifier extends Notifier {
    @Override String send(Message m) { return "sms-fallback[" + m.preview() + "]"; }
    String send(SmsMessage m) { return "sms-direct[" + m.phone + "] via " + super.send(m); }
}

class Contact {
    private final String name;
    Contact(String name) { this.name = name; }
    public boolean equals(Contact other) { return other != null && name.equals(other.name); }
}
