import java.util.ArrayList;
import java.util.List;

public class BoundViewModel {

    interface State {
        String describe();

        boolean isTerminal();
    }

    static class LoginState implements State {
        final String username;
        final boolean loading;
        final String error;
        final boolean loggedIn;

        LoginState(String username, boolean loading, String error, boolean loggedIn) {
            this.username = username;
            this.loading = loading;
            this.error = error;
            this.loggedIn = loggedIn;
        }

        public String describe() {
            return "Login[user=" + username + ", loading=" + loading + ", error=" + (error == null ? "-" : error)
                    + ", loggedIn=" + loggedIn + "]";
        }

        public boolean isTerminal() {
            return loggedIn;
        }
    }

    static class CartState implements State {
        final List<String> items;
        final int totalCents;
        final boolean checkedOut;

        CartState(List<String> items, int totalCents, boolean checkedOut) {
            this.items = items;
            this.totalCents = totalCents;
            this.checkedOut = checkedOut;
        }

        public String describe() {
            return "Cart[items=" + String.join(",", items) + ", total=" + String.format("%.2f", totalCents / 100.0)
                    + ", checkedOut=" + checkedOut + "]";
        }

        public boolean isTerminal() {
            return checkedOut;
        }
    }

    interface StateListener<S extends State> {
        void onChange(S oldState, S newState);
    }

    static abstract class BaseViewModel<S extends State> {
        protected S state;
        private final List<S> history = new ArrayList<>();
        private final List<StateListener<S>> listeners = new ArrayList<>();
        private final String tag;

        BaseViewModel(String tag, S initial) {
            this.tag = tag;
            this.state = initial;
            history.add(initial);
        }

        void addListener(StateListener<S> l) {
            listeners.add(l);
        }

        protected void setState(S newState) {
            if (state.isTerminal()) {
                System.out.println("[" + tag + "] ignored update, state is terminal");
                return;
            }
            S old = state;
            state = newState;
            history.add(newState);
            for (StateListener<S> l : listeners) {
                l.onChange(old, newState);
            }
        }

        S current() {
            return state;
        }

        int historySize() {
            return history.size();
        }

        boolean undo() {
            if (history.size() <= 1) {
                return false;
            }
            history.remove(history.size() - 1);
            state = history.get(history.size() - 1);
            return true;
        }

        void render() {
            System.out.println("[" + tag + "] " + state.describe());
        }

        void dumpHistory() {
            System.out.println("[" + tag + "] history:");
            for (int i = 0; i < history.size(); i++) {
                System.out.println("   " + i + ": " + history.get(i).describe());
            }
        }

        abstract String title();
    }

    static class LoginViewModel extends BaseViewModel<LoginState> {
        private int attempts = 0;

        LoginViewModel() {
            super("login", new LoginState("", false, null, false));
        }

        void typeUsername(String name) {
            setState(new LoginState(name, false, state.error, false));
        }

        void submit(String password) {
            attempts++;
            setState(new LoginState(state.username, true, null, false));
            if (state.username.isEmpty()) {
                setState(new LoginState(state.username, false, "empty username", false));
            } else if (password.length() < 6) {
                setState(new LoginState(state.username, false, "password too short", false));
            } else if (!password.equals("secret" + state.username.length())) {
                setState(new LoginState(state.username, false, "bad credentials (attempt " + attempts + ")", false));
            } else {
                setState(new LoginState(state.username, false, null, true));
            }
        }

        String title() {
            return state.loggedIn ? "Welcome, " + state.username : "Please sign in";
        }
    }

    static class CartViewModel extends BaseViewModel<CartState> {
        CartViewModel() {
            super("cart", new CartState(new ArrayList<>(), 0, false));
        }

        void add(String item, int cents) {
            List<String> items = new ArrayList<>(state.items);
            items.add(item);
            setState(new CartState(items, state.totalCents + cents, false));
        }

        void removeLast(int cents) {
            if (state.items.isEmpty()) {
                System.out.println("[cart] nothing to remove");
                return;
            }
            List<String> items = new ArrayList<>(state.items);
            items.remove(items.size() - 1);
            setState(new CartState(items, state.totalCents - cents, false));
        }

        void checkout() {
            setState(new CartState(state.items, state.totalCents, true));
        }

        String title() {
            return "Cart (" + state.items.size() + " items)";
        }
    }

    static <S extends State, VM extends BaseViewModel<S>> void report(VM vm) {
        System.out.println("report: title='" + vm.title() + "' terminal=" + vm.current().isTerminal()
                + " history=" + vm.historySize());
    }

    static <S extends State> int countTerminal(List<S> states) {
        int n = 0;
        for (S s : states) {
            if (s.isTerminal()) {
                n++;
            }
        }
        return n;
    }

    public static void main(String[] args) {
        LoginViewModel login = new LoginViewModel();
        final int[] changes = {0};
        login.addListener((o, n) -> {
            changes[0]++;
            if (o.loading != n.loading) {
                System.out.println("  listener: loading " + o.loading + " -> " + n.loading);
            }
        });
        login.addListener((o, n) -> {
            if (n.error != null) {
                System.out.println("  listener: error shown: " + n.error);
            }
        });

        login.render();
        report(login);
        login.submit("whatever");
        login.typeUsername("neo");
        login.render();
        login.submit("abc");
        login.submit("secret9");
        login.submit("secret3");
        login.render();
        System.out.println("title: " + login.title());
        login.typeUsername("trinity");
        report(login);
        System.out.println("login changes observed: " + changes[0]);
        login.dumpHistory();

        CartViewModel cart = new CartViewModel();
        cart.addListener((o, n) -> System.out.println("  cart listener: total "
                + String.format("%.2f", o.totalCents / 100.0) + " -> " + String.format("%.2f", n.totalCents / 100.0)));
        cart.render();
        cart.removeLast(0);
        cart.add("apple", 120);
        cart.add("bread", 349);
        cart.add("cheese", 875);
        cart.render();
        cart.removeLast(875);
        System.out.println("undo: " + cart.undo());
        cart.render();
        cart.add("dates", 610);
        System.out.println("title: " + cart.title());
        cart.checkout();
        cart.add("eggs", 299);
        cart.render();
        report(cart);
        cart.dumpHistory();

        List<LoginState> ls = new ArrayList<>();
        ls.add(new LoginState("a", false, null, true));
        ls.add(new LoginState("b", true, null, false));
        ls.add(new LoginState("c", false, null, true));
        List<CartState> cs = new ArrayList<>();
        cs.add(cart.current());
        cs.add(new CartState(new ArrayList<>(), 0, false));
        System.out.println("terminal login states: " + countTerminal(ls));
        System.out.println("terminal cart states: " + countTerminal(cs));
    }
}
