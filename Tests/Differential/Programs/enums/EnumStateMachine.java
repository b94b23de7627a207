public class EnumStateMachine {
    enum Event { COIN, PUSH, KICK }

    enum Turnstile {
        LOCKED {
            Turnstile on(Event e) {
                switch (e) {
                    case COIN:
                        return UNLOCKED;
                    case KICK:
                        return BROKEN;
                    default:
                        return this;
                }
            }
        },
        UNLOCKED {
            Turnstile on(Event e) {
                return e == Event.PUSH ? LOCKED : e == Event.KICK ? BROKEN : this;
            }
        },
        BROKEN {
            Turnstile on(Event e) {
                return this;
            }

            @Override
            boolean accepting() {
                return false;
            }
        };

        abstract Turnstile on(Event e);

        boolean accepting() {
            return true;
        }
    }

    public static void main(String[] args) {
        Event[] events = {Event.PUSH, Event.COIN, Event.COIN, Event.PUSH, Event.PUSH, Event.COIN, Event.KICK, Event.COIN};
        Turnstile state = Turnstile.LOCKED;
        int coins = 0, passes = 0;
        for (Event e : events) {
            Turnstile next = state.on(e);
            if (e == Event.COIN && state.accepting()) {
                coins++;
            }
            if (state == Turnstile.UNLOCKED && next == Turnstile.LOCKED) {
                passes++;
            }
            System.out.println(state + " --" + e + "--> " + next);
            state = next;
        }
        System.out.println("coins=" + coins + " passes=" + passes + " final=" + state + " accepting=" + state.accepting());
        int[] visits = new int[Turnstile.values().length];
        Turnstile s = Turnstile.LOCKED;
        for (int i = 0; i < 10; i++) {
            visits[s.ordinal()]++;
            s = s.on(Event.values()[i % 2]);
        }
        for (Turnstile t : Turnstile.values()) {
            System.out.println(t + " visited " + visits[t.ordinal()]);
        }
    }
}
