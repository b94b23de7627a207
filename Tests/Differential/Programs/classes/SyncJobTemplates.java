import java.util.ArrayList;
import java.util.List;

public class SyncJobTemplates {

    interface Retryable {
        int maxAttempts();

        default long backoffMillis(int attempt) { return 100L << Math.min(attempt, 10); }

        default String policy() { return "retry x" + maxAttempts(); }

        static String describe(Retryable r) { return "Retryable[" + r.policy() + ", first=" + r.backoffMillis(0) + "]"; }
    }

    interface Loggable {
        default String policy() { return "log-only"; }

        default String tag() { return "log<" + policy().toUpperCase() + ">"; }
    }

    static abstract class SyncJob implements Retryable, Loggable {
        protected final List<String> trace = new ArrayList<>();
        private final String name;
        protected int processed;

        SyncJob(String name) { this.name = name; }

        final String run(int items) {
            trace.clear();
            trace.add("start " + name);
            if (!prepare()) {
                trace.add("skipped");
                return summary();
            }
            for (int i = 0; i < items; i++) {
                int attempt = 0;
                while (!process(i, attempt) && attempt < maxAttempts()) {
                    trace.add("  retry item " + i + " after " + backoffMillis(attempt) + "ms");
                    attempt++;
                }
            }
            finish();
            return summary();
        }

        protected boolean prepare() { return true; }

        protected abstract boolean process(int item, int attempt);

        protected void finish() { trace.add("finish " + name + " processed=" + processed); }

        @Override
        public String policy() { return Retryable.super.policy() + "+" + Loggable.super.policy(); }

        String summary() { return name + ": " + String.join(" | ", trace); }
    }

    static class ContactSync extends SyncJob {
        ContactSync() { super("contacts"); }

        @Override
        public int maxAttempts() { return 2; }

        @Override
        protected boolean process(int item, int attempt) {
            boolean ok = item % 3 != 1 || attempt >= 1;
            if (ok) processed++;
            trace.add("  contact " + item + " attempt " + attempt + (ok ? " ok" : " fail"));
            return ok;
        }
    }

    static class PhotoSync extends SyncJob {
        private final boolean wifi;

        PhotoSync(boolean wifi) {
            super(wifi ? "photos-wifi" : "photos-cell");
            this.wifi = wifi;
        }

        @Override
        public int maxAttempts() { return 3; }

        @Override
        public long backoffMillis(int attempt) { return super.backoffMillis(attempt) / 2 + 7; }

        @Override
        protected boolean prepare() { return wifi; }

        @Override
        protected boolean process(int item, int attempt) {
            boolean ok = attempt >= item;
            if (ok) processed += 10;
            return ok;
        }

        @Override
        protected void finish() {
            trace.add("compress");
            super.finish();
        }

        @Override
        public String tag() { return "photo:" + super.tag(); }
    }

    static class QuickPhotoSync extends PhotoSync {
        QuickPhotoSync() { super(true); }

        @Override
        public int maxAttempts() { return 1; }

        @Override
        public String policy() { return "quick/" + super.policy(); }

        @Override
        protected void finish() {
            super.finish();
            trace.add("notify");
        }
    }

    static class OneShot implements Retryable {
        @Override
        public int maxAttempts() { return 0; }
    }

    public static void main(String[] args) {
        List<SyncJob> jobs = new ArrayList<>();
        jobs.add(new ContactSync());
        jobs.add(new PhotoSync(true));
        jobs.add(new PhotoSync(false));
        jobs.add(new QuickPhotoSync());
        int[] sizes = { 5, 3, 3, 3 };
        for (int i = 0; i < jobs.size(); i++) {
            SyncJob job = jobs.get(i);
            System.out.println(job.run(sizes[i]));
            System.out.println("  policy=" + job.policy() + " tag=" + job.tag() + " processed=" + job.processed);
            for (int a = 0; a < 4; a++) System.out.println("  backoff(" + a + ")=" + job.backoffMillis(a));
        }
        Retryable plain = new OneShot();
        System.out.println(Retryable.describe(plain));
        for (SyncJob job : jobs) System.out.println(Retryable.describe(job));
        Retryable anon = new Retryable() {
            int asked;

            @Override
            public int maxAttempts() { return ++asked; }
        };
        System.out.println(anon.policy() + " " + anon.policy() + " " + Retryable.describe(anon));
        System.out.println("big backoff=" + plain.backoffMillis(50) + " neg=" + plain.backoffMillis(-1));
        Loggable lg = jobs.get(3);
        System.out.println("as Loggable policy=" + lg.policy() + " tag=" + lg.tag());
        System.out.println("rerun=" + jobs.get(0).run(2));
        System.out.println("processed accumulates=" + jobs.get(0).processed);
    }
}
