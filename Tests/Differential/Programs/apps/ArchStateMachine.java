import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

public class ArchStateMachine {

    enum PlayerState {
        IDLE("Idle"), LOADING("Loading"), PLAYING("Playing"), PAUSED("Paused"), ERROR("Error");

        final String title;

        PlayerState(String title) {
            this.title = title;
        }
    }

    enum PlayerEvent {
        LOAD, READY, PLAY, PAUSE, STOP, FAIL, RETRY
    }

    static class Context {
        int retries = 0;
        int maxRetries = 2;
        boolean hasMedia = false;
        final List<String> history = new ArrayList<>();
    }

    record Transition<S extends Enum<S>>(S target, Predicate<Context> guard) {}

    static class IllegalTransitionException extends RuntimeException {
        IllegalTransitionException(String msg) {
            super(msg);
        }
    }

    static class StateMachine<S extends Enum<S>, E extends Enum<E>> {
        private final Map<S, EnumMap<E, Transition<S>>> table;
        private final Map<S, Consumer<String>> onEnter;
        private final Map<S, Consumer<String>> onExit;
        private final Context context;
        private S current;

        private StateMachine(Builder<S, E> b) {
            this.table = b.table;
            this.onEnter = b.onEnter;
            this.onExit = b.onExit;
            this.context = b.context;
            this.current = b.initial;
        }

        S current() {
            return current;
        }

        boolean fire(E event) {
            EnumMap<E, Transition<S>> row = table.get(current);
            Transition<S> t = row == null ? null : row.get(event);
            if (t == null) {
                throw new IllegalTransitionException(current + " cannot handle " + event);
            }
            if (!t.guard().test(context)) {
                System.out.println("  guard rejected " + event + " in " + current);
                return false;
            }
            S from = current;
            Optional.ofNullable(onExit.get(from)).ifPresent(c -> c.accept(from + "->" + t.target()));
            current = t.target();
            context.history.add(from.name().substring(0, 2) + ">" + current.name().substring(0, 2));
            Optional.ofNullable(onEnter.get(current)).ifPresent(c -> c.accept(event.name()));
            return true;
        }

        static <S extends Enum<S>, E extends Enum<E>> Builder<S, E> builder(Class<S> states, Class<E> events, S initial, Context ctx) {
            return new Builder<>(states, events, initial, ctx);
        }
    }

    static class Builder<S extends Enum<S>, E extends Enum<E>> {
        private final Map<S, EnumMap<E, Transition<S>>> table;
        private final Map<S, Consumer<String>> onEnter;
        private final Map<S, Consumer<String>> onExit;
        private final Class<E> eventClass;
        private final S initial;
        private final Context context;

        Builder(Class<S> stateClass, Class<E> eventClass, S initial, Context ctx) {
            this.table = new EnumMap<>(stateClass);
            this.onEnter = new EnumMap<>(stateClass);
            this.onExit = new EnumMap<>(stateClass);
            this.eventClass = eventClass;
            this.initial = initial;
            this.context = ctx;
        }

        Builder<S, E> on(S from, E event, S to) {
            return on(from, event, to, c -> true);
        }

        Builder<S, E> on(S from, E event, S to, Predicate<Context> guard) {
            table.computeIfAbsent(from, k -> new EnumMap<>(eventClass)).put(event, new Transition<>(to, guard));
            return this;
        }

        Builder<S, E> enter(S state, Consumer<String> action) {
            onEnter.put(state, action);
            return this;
        }

        Builder<S, E> exit(S state, Consumer<String> action) {
            onExit.put(state, action);
            return this;
        }

        StateMachine<S, E> build() {
            return new StateMachine<>(this);
        }
    }

    public static void main(String[] args) {
        Context ctx = new Context();
        Predicate<Context> canRetry = c -> c.retries < c.maxRetries;
        Predicate<Context> hasMedia = c -> c.hasMedia;
        StateMachine<PlayerState, PlayerEvent> sm = StateMachine
                .builder(PlayerState.class, PlayerEvent.class, PlayerState.IDLE, ctx)
                .on(PlayerState.IDLE, PlayerEvent.LOAD, PlayerState.LOADING)
                .on(PlayerState.LOADING, PlayerEvent.READY, PlayerState.PAUSED, hasMedia)
                .on(PlayerState.LOADING, PlayerEvent.FAIL, PlayerState.ERROR)
                .on(PlayerState.PAUSED, PlayerEvent.PLAY, PlayerState.PLAYING)
                .on(PlayerState.PLAYING, PlayerEvent.PAUSE, PlayerState.PAUSED)
                .on(PlayerState.PLAYING, PlayerEvent.STOP, PlayerState.IDLE)
                .on(PlayerState.PAUSED, PlayerEvent.STOP, PlayerState.IDLE)
                .on(PlayerState.ERROR, PlayerEvent.RETRY, PlayerState.LOADING, canRetry.and(c -> { c.retries++; return true; }))
                .on(PlayerState.ERROR, PlayerEvent.STOP, PlayerState.IDLE)
                .enter(PlayerState.PLAYING, ev -> System.out.println("  >> start audio (via " + ev + ")"))
                .enter(PlayerState.ERROR, ev -> System.out.println("  >> show error banner"))
                .enter(PlayerState.IDLE, ev -> ctx.hasMedia = false)
                .exit(PlayerState.PLAYING, tr -> System.out.println("  << stop audio " + tr))
                .exit(PlayerState.LOADING, tr -> System.out.println("  << hide spinner " + tr))
                .build();

        PlayerEvent[] script = {
            PlayerEvent.LOAD, PlayerEvent.FAIL, PlayerEvent.RETRY, PlayerEvent.FAIL, PlayerEvent.RETRY,
            PlayerEvent.FAIL, PlayerEvent.RETRY, PlayerEvent.PLAY, PlayerEvent.STOP, PlayerEvent.LOAD,
            PlayerEvent.READY, PlayerEvent.PLAY, PlayerEvent.PAUSE, PlayerEvent.PLAY, PlayerEvent.STOP
        };
        int step = 0;
        for (PlayerEvent e : script) {
            step++;
            if (step == 11) {
                ctx.hasMedia = true;
                System.out.println("  (media arrived)");
            }
            try {
                boolean moved = sm.fire(e);
                System.out.println(String.format("%5d %-8s -> %s moved=%s", step, e, sm.current().title, moved));
            } catch (IllegalTransitionException ex) {
                System.out.println(String.format("%5d %-8s !! %s", step, e, ex.getMessage()));
            }
        }
        System.out.println("retries=" + ctx.retries + " history=" + String.join(" ", ctx.history));
        long toIdle = ctx.history.stream().filter(h -> h.endsWith(">ID")).count();
        System.out.println("returns to idle=" + toIdle + " final=" + sm.current() + " ordinal=" + sm.current().ordinal());
        EnumMap<PlayerState, Integer> visits = new EnumMap<>(PlayerState.class);
        for (String h : ctx.history) {
            for (PlayerState s : PlayerState.values()) {
                if (s.name().startsWith(h.substring(3))) {
                    visits.merge(s, 1, Integer::sum);
                }
            }
        }
        System.out.println("visits=" + visits);
    }
}
