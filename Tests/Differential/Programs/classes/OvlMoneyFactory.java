import java.util.ArrayList;
import java.util.List;

public class OvlMoneyFactory {

    static class Money {
        static final List<String> created = new ArrayList<>();
        final String currency;
        final long cents;

        Money(String currency, long cents) { this.currency = currency; this.cents = cents; }

        static Money of(Object raw) { return track("Money.of(Object)", new Money("XXX", String.valueOf(raw).length())); }
        static Money of(Number amount) { return track("Money.of(Number)", new Money("USD", Math.round(amount.doubleValue() * 100))); }
        static Money of(String text) { return track("Money.of(String)", new Money("USD", Long.parseLong(text.replace(".", "")))); }
        static Money of(Number amount, String currency) { return track("Money.of(Number,String)", new Money(currency, amount.longValue() * 100)); }

        static String label(Object o) { return "Money.label(Object) " + o; }
        static String label(CharSequence cs) { return "Money.label(CharSequence) " + cs; }

        // instance methods calling the static overloads unqualified: always Money's statics
        Money plus(Number extra) { return of(cents / 100.0 + extra.doubleValue()); }
        String tag() { return label(currency) + " | " + label(cents); }

        static Money track(String which, Money m) { created.add(which); System.out.println("  " + which + " -> " + m); return m; }
        @Override public String toString() { return currency + " " + (cents / 100) + "." + String.format("%02d", cents % 100); }
    }

    static class Euro extends Money {
        Euro(long cents) { super("EUR", cents); }

        // hides Money.of(Number)
        static Money of(Number amount) { return track("Euro.of(Number)", new Euro(Math.round(amount.doubleValue() * 100))); }
        // new static overload, only visible through Euro
        static Money of(int wholeEuros) { return track("Euro.of(int)", new Euro(wholeEuros * 100L)); }
        // hides Money.label(CharSequence)
        static String label(CharSequence cs) { return "Euro.label(CharSequence) " + cs; }

        // unqualified calls in the subclass see the subclass statics first
        Money doubled() { return of(cents / 50.0); }               // Double -> Euro.of(Number)
        Money roundedUp() { return of((int) ((cents + 99) / 100)); } // Euro.of(int)
        Money parsed(String s) { return of(s); }                    // inherited Money.of(String)
        @Override String tag() { return label(currency) + " | " + label((Object) currency) + " | super: " + super.tag(); }
    }

    static final class Yen extends Euro {
        Yen(long units) { super(units); }
        // hides again, one level further down
        static Money of(int units) { return track("Yen.of(int)", new Yen(units * 100L)); }
    }

    public static void main(String[] args) {
        System.out.println("Money.of(5)");
        Money.of(5);                       // Money.of(Number)
        System.out.println("Money.of(\"12.50\")");
        Money.of("12.50");                 // Money.of(String)
        System.out.println("Money.of('c')");
        Money.of('c');                     // Character -> Money.of(Object)
        System.out.println("Money.of(7, \"GBP\")");
        Money.of(7, "GBP");

        System.out.println("Euro.of(5)");
        Euro.of(5);                        // Euro.of(int)
        System.out.println("Euro.of(5L)");
        Euro.of(5L);                       // Long -> Euro.of(Number) (hiding)
        System.out.println("Euro.of(2.25)");
        Euro.of(2.25);
        System.out.println("Euro.of(Integer.valueOf(6))");
        Euro.of(Integer.valueOf(6));       // phase 1: Euro.of(Number) (no unboxing)
        System.out.println("Euro.of((short) 8)");
        Euro.of((short) 8);                // widening -> Euro.of(int)
        System.out.println("Euro.of(\"3.00\")");
        Euro.of("3.00");                   // inherited Money.of(String)
        System.out.println("Euro.of((Object) 9)");
        Euro.of((Object) 9);               // inherited Money.of(Object)
        System.out.println("Euro.of(4, \"CHF\")");
        Euro.of(4, "CHF");                 // inherited Money.of(Number,String)

        System.out.println("Yen.of(10)");
        Yen.of(10);                        // Yen.of(int)
        System.out.println("Yen.of(11L)");
        Yen.of(11L);                       // Euro.of(Number)
        System.out.println("Yen.of(\"1.00\")");
        Yen.of("1.00");                    // Money.of(String)

        System.out.println("instance paths");
        Money base = Money.of(1);
        Euro euro = new Euro(250);
        Money euroAsMoney = euro;
        System.out.println("base.plus(2)");
        base.plus(2);                      // Money.of(Number) inside Money
        System.out.println("euro.plus(2)");
        euro.plus(2);                      // inherited instance method -> still Money.of(Number)
        System.out.println("euro.doubled()");
        euro.doubled();
        System.out.println("euro.roundedUp()");
        new Euro(301).roundedUp();
        System.out.println("euro.parsed(\"0.75\")");
        euro.parsed("0.75");
        System.out.println(base.tag());
        System.out.println(euro.tag());
        System.out.println(euroAsMoney.tag());  // dynamic dispatch of the instance method

        System.out.println("static labels");
        System.out.println(Money.label("m"));
        System.out.println(Euro.label("e"));
        System.out.println(Yen.label(new StringBuilder("y")));
        System.out.println(Yen.label(3));
        System.out.println(Euro.label((Object) "o"));

        System.out.println("created " + Money.created.size() + ": " + String.join(",", Money.created));
    }
}
