import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class MvpLoginScreen {

    interface Listener<T> {
        void onChange(T value);
    }

    interface Callback<T> {
        void onSuccess(T result);
        void onError(String message);
    }

    enum LoginState { IDLE, VALIDATING, LOADING, SUCCESS, ERROR, LOCKED }

    static class User {
        final String name;
        final int level;
        User(String name, int level) { this.name = name; this.level = level; }
        @Override public String toString() { return "User(" + name + ", level=" + level + ")"; }
    }

    static class Session {
        final User user;
        final String token;
        Session(User user, String token) { this.user = user; this.token = token; }
        @Override public String toString() { return "Session[" + user.name + "/" + token + "]"; }
    }

    static class Observable<T> {
        private final List<Listener<? super T>> listeners = new ArrayList<>();
        void addListener(Listener<? super T> l) { listeners.add(l); }
        void removeListener(Listener<? super T> l) { listeners.remove(l); }
        int count() { return listeners.size(); }
        void emit(T value) {
            List<Listener<? super T>> copy = new ArrayList<>(listeners);
            for (Listener<? super T> l : copy) {
                l.onChange(value);
            }
        }
    }

    interface LoginView {
        void showProgress(boolean visible);
        void showError(String message);
        void showWelcome(String name);
        void setLoginEnabled(boolean enabled);
    }

    static class RecordingLoginView implements LoginView {
        final List<String> calls = new ArrayList<>();
        private void record(String s) {
            calls.add(s);
            System.out.println("  view <- " + s);
        }
        public void showProgress(boolean visible) { record("showProgress(" + visible + ")"); }
        public void showError(String message) { record("showError(" + message + ")"); }
        public void showWelcome(String name) { record("showWelcome(" + name + ")"); }
        public void setLoginEnabled(boolean enabled) { record("setLoginEnabled(" + enabled + ")"); }
    }

    static class FakeAuthService {
        private final TreeMap<String, String> passwords = new TreeMap<>();
        int requestCount = 0;
        FakeAuthService() {
            passwords.put("alice", "wonderland1");
            passwords.put("bob", "builder22");
            passwords.put("carol", "xmas2024");
        }
        void login(String user, String password, Callback<User> cb) {
            requestCount++;
            System.out.println("  network: POST /login user=" + user + " (#" + requestCount + ")");
            if (user.equals("offline")) {
                cb.onError("network unreachable");
                return;
            }
            String expected = passwords.get(user);
            if (expected == null) {
                cb.onError("unknown user " + user);
            } else if (!expected.equals(password)) {
                cb.onError("bad password");
            } else {
                cb.onSuccess(new User(user, user.length() * 3));
            }
        }
    }

    static class LoginPresenter {
        private final LoginView view;
        private final FakeAuthService service;
        private LoginState state = LoginState.IDLE;
        private int failures = 0;
        final Observable<LoginState> stateChanges = new Observable<>();
        final Observable<Session> sessions = new Observable<>();

        LoginPresenter(LoginView view, FakeAuthService service) {
            this.view = view;
            this.service = service;
        }

        LoginState getState() { return state; }

        private void moveTo(LoginState next) {
            if (state == next) return;
            System.out.println("  state: " + state + " -> " + next);
            state = next;
            stateChanges.emit(next);
        }

        void onLoginClicked(final String user, String password) {
            System.out.println("click login(" + user + ")");
            if (state == LoginState.LOCKED) {
                view.showError("account locked after " + failures + " failures");
                return;
            }
            moveTo(LoginState.VALIDATING);
            if (user.isEmpty() || password.length() < 6) {
                view.showError(user.isEmpty() ? "user required" : "password too short");
                moveTo(LoginState.ERROR);
                return;
            }
            moveTo(LoginState.LOADING);
            view.setLoginEnabled(false);
            view.showProgress(true);
            service.login(user, password, new Callback<User>() {
                @Override
                public void onSuccess(User result) {
                    view.showProgress(false);
                    failures = 0;
                    moveTo(LoginState.SUCCESS);
                    view.showWelcome(result.name);
                    sessions.emit(new Session(result, "tok-" + result.name.toUpperCase() + "-" + result.level));
                }

                @Override
                public void onError(String message) {
                    view.showProgress(false);
                    failures++;
                    view.showError(message);
                    if (failures >= 3) {
                        moveTo(LoginState.LOCKED);
                    } else {
                        moveTo(LoginState.ERROR);
                        view.setLoginEnabled(true);
                    }
                }
            });
        }

        void onLogout() {
            System.out.println("click logout");
            if (state == LoginState.SUCCESS) {
                moveTo(LoginState.IDLE);
                view.setLoginEnabled(true);
            } else {
                System.out.println("  ignored: not logged in (state=" + state + ")");
            }
        }

        void unlock() {
            System.out.println("admin unlock");
            failures = 0;
            moveTo(LoginState.IDLE);
            view.setLoginEnabled(true);
        }
    }

    static class StateCounter implements Listener<LoginState> {
        final TreeMap<String, Integer> counts = new TreeMap<>();
        @Override
        public void onChange(LoginState value) {
            String key = value.name();
            Integer old = counts.get(key);
            counts.put(key, old == null ? 1 : old + 1);
        }
    }

    public static void main(String[] args) {
        RecordingLoginView view = new RecordingLoginView();
        FakeAuthService service = new FakeAuthService();
        LoginPresenter presenter = new LoginPresenter(view, service);

        final List<String> audit = new ArrayList<>();
        Listener<Object> auditLogger = new Listener<Object>() {
            @Override
            public void onChange(Object value) {
                audit.add(String.valueOf(value));
            }
        };
        StateCounter counter = new StateCounter();
        presenter.stateChanges.addListener(auditLogger);
        presenter.stateChanges.addListener(counter);
        presenter.sessions.addListener(auditLogger);
        presenter.sessions.addListener(s -> System.out.println("  session listener: " + s));

        presenter.onLoginClicked("", "whatever");
        presenter.onLogout();
        presenter.onLoginClicked("alice", "wonderland1");
        presenter.onLogout();

        presenter.stateChanges.removeListener(counter);
        System.out.println("state listeners after removing counter: " + presenter.stateChanges.count());

        presenter.onLoginClicked("dave", "password9");
        presenter.onLoginClicked("bob", "wrongpass");
        presenter.onLoginClicked("offline", "secret99");
        presenter.onLoginClicked("bob", "builder22");
        presenter.unlock();
        presenter.onLoginClicked("bob", "builder22");

        System.out.println("final state: " + presenter.getState());
        System.out.println("network requests: " + service.requestCount);
        System.out.println("view calls recorded: " + view.calls.size());
        System.out.println("state counts (while counter attached):");
        for (String k : counter.counts.keySet()) {
            System.out.println("  " + k + " = " + counter.counts.get(k));
        }
        System.out.println("audit log (" + audit.size() + " entries):");
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < audit.size(); i++) {
            if (line.length() > 0) line.append(", ");
            line.append(audit.get(i));
            if ((i + 1) % 8 == 0 || i == audit.size() - 1) {
                System.out.println("  [" + (i + 1) + "] " + line);
                line.setLength(0);
            }
        }
    }
}
