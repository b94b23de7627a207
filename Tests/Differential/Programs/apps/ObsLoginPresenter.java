import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class ObsLoginPresenter {
    interface LoginView {
        void showLoading(boolean visible);
        void showEmailError(String message);
        void showPasswordError(String message);
        void clearErrors();
        void navigateToHome(String userName);
        void showToast(String message);
        void setLoginEnabled(boolean enabled);
    }

    interface AuthCallback {
        void onSuccess(String token, String displayName);
        void onFailure(int code, String reason);
    }

    /** Fake repository: stores callbacks and completes them when the test says so. */
    static class FakeAuthRepository {
        private final Map<String, String> accounts = new LinkedHashMap<>();
        private final List<String> pendingEmails = new ArrayList<>();
        private final List<String> pendingPasswords = new ArrayList<>();
        private final List<AuthCallback> pendingCallbacks = new ArrayList<>();
        private int failuresInARow = 0;

        FakeAuthRepository() {
            accounts.put("ana@example.com", "secret123");
            accounts.put("bo@example.com", "hunter22");
        }

        void login(String email, String password, AuthCallback cb) {
            pendingEmails.add(email);
            pendingPasswords.add(password);
            pendingCallbacks.add(cb);
            System.out.println("    repo: request queued for " + email + " (pending=" + pendingCallbacks.size() + ")");
        }

        void completeNext() {
            if (pendingCallbacks.isEmpty()) {
                System.out.println("    repo: nothing pending");
                return;
            }
            String email = pendingEmails.remove(0);
            String password = pendingPasswords.remove(0);
            AuthCallback cb = pendingCallbacks.remove(0);
            String expected = accounts.get(email);
            if (expected == null) {
                cb.onFailure(404, "no such user");
            } else if (!expected.equals(password)) {
                failuresInARow++;
                cb.onFailure(failuresInARow >= 3 ? 429 : 401, "bad credentials");
            } else {
                failuresInARow = 0;
                String name = email.substring(0, email.indexOf('@'));
                cb.onSuccess(String.format("tok-%05d", name.length() * 1000 + password.length()), name);
            }
        }
    }

    static class LoginPresenter {
        private LoginView view;
        private final FakeAuthRepository repo;
        private int attempts = 0;
        private boolean inFlight = false;
        private int requestSerial = 0;

        LoginPresenter(FakeAuthRepository repo) { this.repo = repo; }

        void attach(LoginView v) { view = v; System.out.println("  presenter attached"); }
        void detach() { view = null; System.out.println("  presenter detached"); }

        private boolean isValidEmail(String e) {
            int at = e.indexOf('@');
            return at > 0 && e.indexOf('.', at) > at + 1 && !e.endsWith(".");
        }

        void onInputChanged(String email, String password) {
            if (view != null) view.setLoginEnabled(!email.isEmpty() && password.length() >= 6);
        }

        void onLoginClicked(String email, String password) {
            if (view == null) return;
            if (inFlight) {
                view.showToast("Please wait...");
                return;
            }
            view.clearErrors();
            boolean ok = true;
            if (!isValidEmail(email)) { view.showEmailError("Invalid email"); ok = false; }
            if (password.length() < 6) { view.showPasswordError("Too short: " + password.length()); ok = false; }
            if (!ok) return;
            attempts++;
            inFlight = true;
            final int serial = ++requestSerial;
            view.showLoading(true);
            view.setLoginEnabled(false);
            repo.login(email.trim().toLowerCase(), password, new AuthCallback() {
                @Override public void onSuccess(String token, String displayName) {
                    inFlight = false;
                    if (view == null) {
                        System.out.println("    (request " + serial + " succeeded but view is gone; token " + token + " kept)");
                        return;
                    }
                    view.showLoading(false);
                    view.showToast("Welcome back (token " + token + ", request " + serial + ")");
                    view.navigateToHome(displayName);
                }
                @Override public void onFailure(int code, String reason) {
                    inFlight = false;
                    if (view == null) return;
                    view.showLoading(false);
                    view.setLoginEnabled(true);
                    switch (code) {
                        case 401 -> view.showPasswordError("Wrong password (attempt " + attempts + ")");
                        case 404 -> view.showEmailError("Unknown account");
                        case 429 -> {
                            view.showToast("Too many attempts, locked");
                            view.setLoginEnabled(false);
                        }
                        default -> view.showToast("Error " + code + ": " + reason);
                    }
                }
            });
        }

        int getAttempts() { return attempts; }
    }

    static class FakeLoginView implements LoginView {
        private final List<String> calls = new ArrayList<>();
        private boolean loginEnabled = false;
        private String screen = "login";

        private void record(String s) {
            calls.add(s);
            System.out.println("    view." + s);
        }

        @Override public void showLoading(boolean visible) { record("showLoading(" + visible + ")"); }
        @Override public void showEmailError(String message) { record("showEmailError(" + message + ")"); }
        @Override public void showPasswordError(String message) { record("showPasswordError(" + message + ")"); }
        @Override public void clearErrors() { record("clearErrors()"); }
        @Override public void navigateToHome(String userName) { screen = "home:" + userName; record("navigateToHome(" + userName + ")"); }
        @Override public void showToast(String message) { record("showToast(" + message + ")"); }
        @Override public void setLoginEnabled(boolean enabled) {
            if (enabled != loginEnabled) {
                loginEnabled = enabled;
                record("setLoginEnabled(" + enabled + ")");
            }
        }

        int callCount() { return calls.size(); }
        String getScreen() { return screen; }
    }

    public static void main(String[] args) {
        FakeAuthRepository repo = new FakeAuthRepository();
        LoginPresenter presenter = new LoginPresenter(repo);
        FakeLoginView view = new FakeLoginView();
        presenter.attach(view);

        System.out.println("1) typing");
        presenter.onInputChanged("a", "");
        presenter.onInputChanged("ana@example.com", "sec");
        presenter.onInputChanged("ana@example.com", "secret");

        System.out.println("2) invalid input");
        presenter.onLoginClicked("ana@", "abc");
        presenter.onLoginClicked("ana@example.", "abcdefg");

        System.out.println("3) wrong password, double click while in flight");
        presenter.onLoginClicked("Ana@Example.com ", "secret999");
        presenter.onLoginClicked("ana@example.com", "secret999");
        repo.completeNext();

        System.out.println("4) unknown account");
        presenter.onLoginClicked("zed@example.com", "whatever1");
        repo.completeNext();

        System.out.println("5) more wrong passwords -> lock");
        presenter.onLoginClicked("bo@example.com", "hunter99");
        repo.completeNext();
        presenter.onLoginClicked("bo@example.com", "hunter98");
        repo.completeNext();

        System.out.println("6) rotation: detach during request, reattach new view");
        presenter.onLoginClicked("bo@example.com", "hunter22");
        presenter.detach();
        repo.completeNext();
        FakeLoginView rotated = new FakeLoginView();
        presenter.attach(rotated);
        presenter.onLoginClicked("ana@example.com", "secret123");
        repo.completeNext();
        repo.completeNext();

        System.out.println("attempts=" + presenter.getAttempts());
        System.out.println("first view calls=" + view.callCount() + " screen=" + view.getScreen());
        System.out.println("rotated view calls=" + rotated.callCount() + " screen=" + rotated.getScreen());
    }
}
