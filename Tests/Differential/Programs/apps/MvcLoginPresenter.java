import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class MvcLoginPresenter {
    public static void main(String[] args) {
        FakeLoginView view = new FakeLoginView();
        FakeAuthService auth = new FakeAuthService();
        auth.addUser("alice", "secret1");
        auth.addUser("bob", "hunter22");
        LoginPresenter presenter = new LoginPresenter(auth);
        presenter.attach(view);

        String[][] attempts = {
            {"", "x"}, {"alice", ""}, {"alice", "wrong"}, {"alice", "wrong2"},
            {"alice", "wrong3"}, {"alice", "secret1"}, {"bob", "hunter22"}, {"zed", "abcdef"}
        };
        for (String[] a : attempts) {
            System.out.println(String.format("attempt user=%-8s pass=%s", "'" + a[0] + "'", "*".repeat(a[1].length())));
            presenter.onLoginClicked(a[0], a[1]);
        }
        System.out.println("--- recorded calls (" + view.calls.size() + ") ---");
        for (int i = 0; i < view.calls.size(); i++) {
            System.out.println(String.format("%5d %s", i, view.calls.get(i)));
        }
        System.out.println("loading shown=" + view.countOf("showLoading") + " hidden=" + view.countOf("hideLoading"));
        System.out.println("errors=" + view.countOf("showError") + " navigations=" + view.countOf("navigateHome"));
        presenter.detach();
        presenter.onLoginClicked("bob", "hunter22");
        System.out.println("after detach calls=" + view.calls.size());
        System.out.println("session=" + presenter.currentUser().orElse("<none>"));
    }
}

interface LoginView {
    void showLoading();
    void hideLoading();
    void showError(String message);
    void navigateHome(String user);
    void setLoginEnabled(boolean enabled);
}

class FakeLoginView implements LoginView {
    final List<String> calls = new ArrayList<>();
    public void showLoading() { calls.add("showLoading"); }
    public void hideLoading() { calls.add("hideLoading"); }
    public void showError(String message) { calls.add("showError(" + message + ")"); System.out.println("  ! " + message); }
    public void navigateHome(String user) { calls.add("navigateHome(" + user + ")"); System.out.println("  -> home of " + user); }
    public void setLoginEnabled(boolean enabled) { calls.add("setLoginEnabled(" + enabled + ")"); }
    int countOf(String prefix) {
        int n = 0;
        for (String c : calls) if (c.startsWith(prefix)) n++;
        return n;
    }
}

class FakeAuthService {
    private final Map<String, String> users = new LinkedHashMap<>();
    void addUser(String u, String p) { users.put(u, p); }
    boolean userExists(String u) { return users.containsKey(u); }
    boolean check(String u, String p) { return p.equals(users.get(u)); }
}

class LoginPresenter {
    private static final int MAX_FAILURES = 3;
    private final FakeAuthService auth;
    private LoginView view;
    private final Map<String, Integer> failures = new LinkedHashMap<>();
    private String loggedIn;

    LoginPresenter(FakeAuthService auth) { this.auth = auth; }
    void attach(LoginView v) { view = v; }
    void detach() { view = null; }
    Optional<String> currentUser() { return Optional.ofNullable(loggedIn); }

    void onLoginClicked(String user, String pass) {
        if (view == null) { System.out.println("  (no view attached, ignoring)"); return; }
        if (user.isEmpty()) { view.showError("username required"); return; }
        if (pass.isEmpty()) { view.showError("password required"); return; }
        int failed = failures.getOrDefault(user, 0);
        if (failed >= MAX_FAILURES) {
            view.setLoginEnabled(false);
            view.showError("account " + user + " locked");
            return;
        }
        view.showLoading();
        boolean ok = auth.userExists(user) && auth.check(user, pass);
        view.hideLoading();
        if (ok) {
            failures.remove(user);
            loggedIn = user;
            view.navigateHome(user);
        } else if (!auth.userExists(user)) {
            view.showError("unknown user " + user);
        } else {
            failures.put(user, failed + 1);
            view.showError(String.format("bad password (%d/%d)", failed + 1, MAX_FAILURES));
        }
        System.out.println("  failures=" + failures);
    }
}
