import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

public class ArchBaseViewModel {

    interface StateObserver<S> {
        void onStateChanged(S oldState, S newState);
    }

    static abstract class BaseViewModel<S> {
        private S state;
        private final List<StateObserver<S>> observers = new ArrayList<>();
        private int version = 0;

        protected BaseViewModel(S initial) {
            this.state = initial;
        }

        public S getState() {
            return state;
        }

        public int getVersion() {
            return version;
        }

        public void observe(StateObserver<S> observer) {
            observers.add(observer);
        }

        public boolean removeObserver(StateObserver<S> observer) {
            return observers.remove(observer);
        }

        protected void setState(S newState) {
            if (Objects.equals(state, newState)) {
                System.out.println("  [" + name() + "] state unchanged, skip");
                return;
            }
            S old = state;
            state = newState;
            version++;
            for (StateObserver<S> o : observers) {
                o.onStateChanged(old, newState);
            }
        }

        protected abstract String name();
    }

    record LoginState(String username, String password, boolean loading, Optional<String> error) {
        static LoginState empty() {
            return new LoginState("", "", false, Optional.empty());
        }

        LoginState withUsername(String u) {
            return new LoginState(u, password, loading, error);
        }

        LoginState withPassword(String p) {
            return new LoginState(username, p, loading, error);
        }

        boolean canSubmit() {
            return !username.isEmpty() && password.length() >= 4 && !loading;
        }
    }

    static class LoginViewModel extends BaseViewModel<LoginState> {
        LoginViewModel() {
            super(LoginState.empty());
        }

        @Override
        protected String name() {
            return "Login";
        }

        void onUsernameChanged(String u) {
            setState(getState().withUsername(u.trim()));
        }

        void onPasswordChanged(String p) {
            setState(getState().withPassword(p));
        }

        void submit() {
            LoginState s = getState();
            if (!s.canSubmit()) {
                setState(new LoginState(s.username(), s.password(), false, Optional.of("invalid input")));
                return;
            }
            setState(new LoginState(s.username(), s.password(), true, Optional.empty()));
            boolean ok = s.password().equals("secret");
            setState(new LoginState(s.username(), "", false, ok ? Optional.empty() : Optional.of("wrong password")));
        }
    }

    record ListState<T extends Comparable<T>>(List<T> items, String filter, boolean ascending) {
        List<T> visible() {
            return items.stream()
                    .filter(i -> i.toString().contains(filter))
                    .sorted(ascending ? (a, b) -> a.compareTo(b) : (a, b) -> b.compareTo(a))
                    .collect(Collectors.toList());
        }
    }

    static class ListViewModel<T extends Comparable<T>> extends BaseViewModel<ListState<T>> {
        ListViewModel(List<T> initial) {
            super(new ListState<>(List.copyOf(initial), "", true));
        }

        @Override
        protected String name() {
            return "List";
        }

        void add(T item) {
            List<T> copy = new ArrayList<>(getState().items());
            copy.add(item);
            setState(new ListState<>(List.copyOf(copy), getState().filter(), getState().ascending()));
        }

        void setFilter(String f) {
            setState(new ListState<>(getState().items(), f, getState().ascending()));
        }

        void toggleSort() {
            setState(new ListState<>(getState().items(), getState().filter(), !getState().ascending()));
        }
    }

    static <S> StateObserver<S> logger(String tag) {
        return (o, n) -> System.out.println("  " + tag + ": " + o + " -> " + n);
    }

    public static void main(String[] args) {
        System.out.println("== Login ==");
        LoginViewModel login = new LoginViewModel();
        StateObserver<LoginState> errorWatcher = new StateObserver<LoginState>() {
            @Override
            public void onStateChanged(LoginState oldState, LoginState newState) {
                newState.error().ifPresent(e -> System.out.println("  ERROR shown: " + e));
                if (oldState.loading() != newState.loading()) {
                    System.out.println("  loading=" + newState.loading());
                }
            }
        };
        login.observe(errorWatcher);
        login.observe((o, n) -> System.out.println("  canSubmit=" + n.canSubmit()));
        login.submit();
        login.onUsernameChanged("  alice ");
        login.onUsernameChanged("alice");
        login.onPasswordChanged("abc");
        login.onPasswordChanged("abcd");
        login.submit();
        login.onPasswordChanged("secret");
        login.submit();
        System.out.println("final login: " + login.getState() + " v" + login.getVersion());
        System.out.println("removed watcher: " + login.removeObserver(errorWatcher));
        System.out.println("removed again: " + login.removeObserver(errorWatcher));

        System.out.println("== List ==");
        ListViewModel<String> list = new ListViewModel<>(List.of("pear", "apple", "fig"));
        list.observe(ArchBaseViewModel.<ListState<String>>logger("list"));
        list.observe((o, n) -> System.out.println("  visible=" + n.visible()));
        list.add("grape");
        list.setFilter("p");
        list.toggleSort();
        list.setFilter("p");
        list.setFilter("");
        System.out.println("list version: " + list.getVersion());

        ListViewModel<Integer> nums = new ListViewModel<>(List.of(5, 3, 9));
        nums.observe((o, n) -> System.out.println("  nums visible=" + n.visible() + " count=" + n.items().size()));
        nums.add(1);
        nums.toggleSort();
        nums.setFilter("9");
        int sum = nums.getState().items().stream().mapToInt(Integer::intValue).sum();
        System.out.println("sum=" + sum + " equalStates=" + new ListState<>(List.of(1), "", true).equals(new ListState<>(List.of(1), "", true)));
    }
}
