import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

public class DroidUserViewModel {
    public static void main(String[] args) {
        ProfileViewModel vm = new ProfileViewModel();
        UiState s0 = vm.getState();
        System.out.println("initial: " + s0.describe());

        vm.setName("Ada");
        vm.addTag("admin");
        vm.addTag("beta");
        vm.addTag("admin");
        UiState s1 = vm.getState();
        System.out.println("after edits: " + s1.describe());

        try {
            s1.getTags().add("hacker");
            System.out.println("mutation allowed (unexpected)");
        } catch (UnsupportedOperationException e) {
            System.out.println("snapshot tags are read-only");
        }

        vm.startLoading();
        System.out.println("loading: " + vm.getState().describe());
        vm.finishLoading(Optional.empty());
        System.out.println("loaded ok: " + vm.getState().describe());
        vm.startLoading();
        vm.finishLoading(Optional.of("timeout"));
        System.out.println("loaded err: " + vm.getState().describe());

        UiState s2 = vm.getState();
        vm.removeTag("beta");
        UiState s3 = vm.getState();
        System.out.println("s2 tags still: " + s2.getTags());
        System.out.println("s3 tags now:   " + s3.getTags());
        System.out.println("s0 equals fresh: " + s0.equals(new UiState("", Collections.emptyList(), false, null, 0)));
        System.out.println("s2 equals s3: " + s2.equals(s3));
        System.out.println(String.format("version %d, history %d", vm.getState().getVersion(), vm.historySize()));
        for (String line : vm.historyLines()) {
            System.out.println("  " + line);
        }
    }
}

final class UiState {
    private final String name;
    private final List<String> tags;
    private final boolean loading;
    private final String error;
    private final int version;

    UiState(String name, List<String> tags, boolean loading, String error, int version) {
        this.name = name;
        this.tags = Collections.unmodifiableList(new ArrayList<>(tags));
        this.loading = loading;
        this.error = error;
        this.version = version;
    }

    String getName() { return name; }
    List<String> getTags() { return tags; }
    boolean isLoading() { return loading; }
    Optional<String> getError() { return Optional.ofNullable(error); }
    int getVersion() { return version; }

    UiState withName(String n) { return new UiState(n, tags, loading, error, version + 1); }
    UiState withTags(List<String> t) { return new UiState(name, t, loading, error, version + 1); }
    UiState withLoading(boolean l, String e) { return new UiState(name, tags, l, e, version + 1); }

    String describe() {
        String n = name.isEmpty() ? "<none>" : name;
        return String.format("v%d name=%s tags=%s loading=%s error=%s",
                version, n, tags, loading ? "yes" : "no", getError().orElse("-"));
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof UiState)) return false;
        UiState other = (UiState) o;
        return loading == other.loading && Objects.equals(name, other.name)
                && Objects.equals(tags, other.tags) && Objects.equals(error, other.error);
    }

    @Override
    public int hashCode() { return Objects.hash(name, tags, loading, error); }
}

class ProfileViewModel {
    private static final int MAX_TAGS = 5;
    private UiState state = new UiState("", Collections.emptyList(), false, null, 0);
    private final List<String> history = new ArrayList<>();

    UiState getState() { return state; }

    private void emit(UiState next, String reason) {
        state = next;
        history.add(String.format("%-8s -> v%d", reason, next.getVersion()));
    }

    void setName(String name) { emit(state.withName(name.trim()), "name"); }

    void addTag(String tag) {
        if (state.getTags().contains(tag) || state.getTags().size() >= MAX_TAGS) {
            history.add(String.format("%-8s skipped %s", "addTag", tag));
            return;
        }
        List<String> copy = new ArrayList<>(state.getTags());
        copy.add(tag);
        emit(state.withTags(copy), "addTag");
    }

    void removeTag(String tag) {
        List<String> copy = new ArrayList<>(state.getTags());
        copy.remove(tag);
        emit(state.withTags(copy), "rmTag");
    }

    void startLoading() { emit(state.withLoading(true, null), "load"); }

    void finishLoading(Optional<String> error) { emit(state.withLoading(false, error.orElse(null)), "done"); }

    int historySize() { return history.size(); }

    List<String> historyLines() { return Collections.unmodifiableList(history); }
}
