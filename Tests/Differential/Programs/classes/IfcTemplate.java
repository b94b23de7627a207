import java.util.ArrayList;
import java.util.List;

public class IfcTemplate {
    public static void main(String[] args) {
        List<SyncJob> jobs = new ArrayList<>();
        jobs.add(new ContactSyncJob(new String[] {"alice", "", "bob", "carol", "  ", "dave"}));
        jobs.add(new PhotoSyncJob(new int[] {120, 4000, 350, 9000, 50}, 5000));
        jobs.add(new NoteSyncJob(new String[] {"buy milk", "call mom", "TODO fix bug", "draft"}));
        jobs.add(new PhotoSyncJob(new int[] {}, 1000));

        int grandTotal = 0;
        for (SyncJob job : jobs) {
            System.out.println("=== " + job.name() + " ===");
            SyncReport report = job.run();
            System.out.println(report.format());
            grandTotal += report.uploaded;
        }
        System.out.println("Grand total uploaded: " + grandTotal);
        System.out.println("Jobs executed: " + SyncJob.executedCount());
    }
}

class SyncReport {
    final String job;
    final int uploaded;
    final int skipped;
    final List<String> notes;

    SyncReport(String job, int uploaded, int skipped, List<String> notes) {
        this.job = job;
        this.uploaded = uploaded;
        this.skipped = skipped;
        this.notes = notes;
    }

    String format() {
        return String.format("%-8s up=%5d skip=%d notes=%s", job, uploaded, skipped, notes);
    }
}

abstract class SyncJob {
    private static int executed = 0;
    protected final List<String> notes = new ArrayList<>();

    static int executedCount() {
        return executed;
    }

    public final SyncReport run() {
        executed++;
        if (!shouldRun()) {
            notes.add("skipped-entirely");
            return new SyncReport(name(), 0, 0, notes);
        }
        beforeSync();
        int uploaded = 0;
        int skipped = 0;
        int n = itemCount();
        for (int i = 0; i < n; i++) {
            if (accept(i)) {
                uploadItem(i);
                uploaded++;
            } else {
                skipped++;
                onSkipped(i);
            }
        }
        afterSync(uploaded);
        return new SyncReport(name(), uploaded, skipped, notes);
    }

    protected abstract String name();
    protected abstract int itemCount();
    protected abstract boolean accept(int index);
    protected abstract void uploadItem(int index);

    protected boolean shouldRun() {
        return itemCount() > 0;
    }

    protected void beforeSync() {
        System.out.println("  starting " + name() + " with " + itemCount() + " items");
    }

    protected void onSkipped(int index) {
    }

    protected void afterSync(int uploaded) {
        System.out.println("  done, uploaded " + uploaded);
    }
}

class ContactSyncJob extends SyncJob {
    private final String[] contacts;

    ContactSyncJob(String[] contacts) {
        this.contacts = contacts;
    }

    protected String name() { return "contacts"; }
    protected int itemCount() { return contacts.length; }

    protected boolean accept(int index) {
        return !contacts[index].trim().isEmpty();
    }

    protected void uploadItem(int index) {
        System.out.println("  upload contact #" + index + " " + contacts[index]);
    }

    @Override
    protected void onSkipped(int index) {
        notes.add("blank@" + index);
    }
}

class PhotoSyncJob extends SyncJob {
    private final int[] sizesKb;
    private final int limitKb;
    private int bytesSent;

    PhotoSyncJob(int[] sizesKb, int limitKb) {
        this.sizesKb = sizesKb;
        this.limitKb = limitKb;
    }

    protected String name() { return "photos"; }
    protected int itemCount() { return sizesKb.length; }

    protected boolean accept(int index) {
        return sizesKb[index] <= limitKb;
    }

    protected void uploadItem(int index) {
        bytesSent += sizesKb[index];
        System.out.println(String.format("  photo %d: %5d kb (running %d)", index, sizesKb[index], bytesSent));
    }

    @Override
    protected void onSkipped(int index) {
        notes.add("too-big:" + sizesKb[index]);
    }

    @Override
    protected void afterSync(int uploaded) {
        super.afterSync(uploaded);
        System.out.println(String.format("  total sent %d kb = 0x%x", bytesSent, bytesSent));
    }
}

class NoteSyncJob extends SyncJob {
    private final String[] notesText;

    NoteSyncJob(String[] notesText) {
        this.notesText = notesText;
    }

    protected String name() { return "notes"; }
    protected int itemCount() { return notesText.length; }

    protected boolean accept(int index) {
        return !notesText[index].startsWith("TODO");
    }

    protected void uploadItem(int index) {
        String t = notesText[index];
        System.out.println("  note '" + t + "' len=" + t.length());
    }

    @Override
    protected void beforeSync() {
        System.out.println("  notes: custom prelude");
        notes.add("prelude");
    }
}
