import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

public class ArchReduxStore {

    @FunctionalInterface
    interface Reducer<S, A> {
        S reduce(S state, A action);
    }

    interface Dispatcher<A> {
        void dispatch(A action);
    }

    interface Middleware<S, A> {
        void handle(S state, A action, Dispatcher<A> next);
    }

    interface Subscriber<S> {
        void onChange(S state);
    }

    sealed interface Action permits Add, Remove, Clear {}

    record Add(String name, int qty) implements Action {}

    record Remove(String name) implements Action {}

    record Clear() implements Action {}

    record CartState(Map<String, Integer> items, int actionCount) {
        int total() {
            return items.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    static class InvalidActionException extends RuntimeException {
        InvalidActionException(String msg) {
            super(msg);
        }
    }

    static class Store<S, A> {
        private S state;
        private final Reducer<S, A> reducer;
        private final List<Middleware<S, A>> middlewares = new ArrayList<>();
        private final List<Subscriber<S>> subscribers = new ArrayList<>();

        Store(S initial, Reducer<S, A> reducer) {
            this.state = initial;
            this.reducer = reducer;
        }

        void addMiddleware(Middleware<S, A> m) {
            middlewares.add(m);
        }

        void subscribe(Subscriber<S> s) {
            subscribers.add(s);
        }

        S getState() {
            return state;
        }

        void dispatch(A action) {
            chain(0).dispatch(action);
        }

        private Dispatcher<A> chain(int index) {
            if (index >= middlewares.size()) {
                return a -> {
                    state = reducer.reduce(state, a);
                    for (Subscriber<S> s : subscribers) {
                        s.onChange(state);
                    }
                };
            }
            Middleware<S, A> m = middlewares.get(index);
            return a -> m.handle(state, a, chain(index + 1));
        }
    }

    static CartState reduceCart(CartState s, Action a) {
        Map<String, Integer> next = new TreeMap<>(s.items());
        if (a instanceof Add add) {
            if (add.qty() <= 0) {
                throw new InvalidActionException("qty must be positive: " + add.qty());
            }
            next.merge(add.name(), add.qty(), Integer::sum);
        } else if (a instanceof Remove r) {
            next.remove(r.name());
        } else if (a instanceof Clear) {
            next.clear();
        }
        return new CartState(next, s.actionCount() + 1);
    }

    static String describe(Action a) {
        String kind = a instanceof Add ? "add" : a instanceof Remove ? "remove" : "clear";
        return switch (kind) {
            case "add" -> {
                Add add = (Add) a;
                yield "ADD " + add.name() + " x" + add.qty();
            }
            case "remove" -> "REMOVE " + ((Remove) a).name();
            default -> "CLEAR";
        };
    }

    static <S, A> Reducer<S, A> combine(Reducer<S, A> first, Reducer<S, A> second) {
        return (s, a) -> second.reduce(first.reduce(s, a), a);
    }

    public static void main(String[] args) {
        Reducer<CartState, Action> base = ArchReduxStore::reduceCart;
        Reducer<CartState, Action> capper = (s, a) -> {
            Map<String, Integer> capped = new TreeMap<>();
            s.items().forEach((k, v) -> capped.put(k, Math.min(v, 10)));
            return new CartState(capped, s.actionCount());
        };
        Store<CartState, Action> store = new Store<>(new CartState(new TreeMap<>(), 0), combine(base, capper));

        List<String> log = new ArrayList<>();
        store.addMiddleware((state, action, next) -> {
            log.add(describe(action));
            System.out.println("[log] before=" + state.total() + " action=" + describe(action));
            next.dispatch(action);
        });
        store.addMiddleware(new Middleware<CartState, Action>() {
            @Override
            public void handle(CartState state, Action action, Dispatcher<Action> next) {
                if (action instanceof Remove r && !state.items().containsKey(r.name())) {
                    System.out.println("[guard] blocked removal of missing " + r.name());
                    return;
                }
                next.dispatch(action);
            }
        });
        store.addMiddleware((state, action, next) -> {
            try {
                next.dispatch(action);
            } catch (InvalidActionException e) {
                System.out.println("[error] " + e.getMessage());
            }
        });
        store.subscribe(s -> System.out.println("  state=" + s.items() + " total=" + s.total() + " n=" + s.actionCount()));

        List<Action> actions = List.of(
                new Add("apple", 3),
                new Add("banana", 2),
                new Add("apple", 4),
                new Remove("cherry"),
                new Add("cherry", -1),
                new Add("cherry", 12),
                new Remove("banana"),
                new Add("date", 1),
                new Clear(),
                new Add("egg", 6));
        for (Action a : actions) {
            store.dispatch(a);
        }

        System.out.println("log size=" + log.size());
        System.out.println("log=" + String.join(" | ", log));
        Map<String, Long> counts = log.stream()
                .collect(Collectors.groupingBy(s -> s.split(" ")[0], TreeMap::new, Collectors.counting()));
        System.out.println("counts=" + counts);
        System.out.println("equal records: " + new Add("x", 1).equals(new Add("x", 1)));
        System.out.println("hash equal: " + (new Remove("y").hashCode() == new Remove("y").hashCode()));
        System.out.println("clear str: " + new Clear());
        System.out.println("final: " + store.getState());
    }
}
