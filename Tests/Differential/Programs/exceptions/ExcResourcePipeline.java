import java.util.ArrayList;
import java.util.List;

public class ExcResourcePipeline {
    static final List<String> events = new ArrayList<>();

    static void event(String e) {
        events.add(e);
        System.out.println("    " + e);
    }

    static int runBatch(String name, boolean failInBody, boolean failOnClose) {
        System.out.println("-- batch " + name + " failBody=" + failInBody + " failClose=" + failOnClose);
        int processed = 0;
        try (DbConnection db = new DbConnection("db-" + name, failOnClose);
             Cursor cursor = db.openCursor("orders");
             AuditLog audit = new AuditLog(name)) {
            while (cursor.hasNext()) {
                String row = cursor.next();
                audit.record("read " + row);
                processed++;
                if (failInBody && processed == 2) {
                    throw new PipelineException("row " + row + " is corrupt", processed);
                }
            }
            event("body finished processed=" + processed);
        } catch (PipelineException e) {
            event("caught PipelineException: " + e.getMessage() + " at row " + e.getRowIndex());
            Throwable[] suppressed = e.getSuppressed();
            event("suppressed count=" + suppressed.length);
            for (Throwable s : suppressed) {
                event("  suppressed " + s.getClass().getSimpleName() + ": " + s.getMessage());
            }
            processed = -processed;
        } catch (ResourceCloseException e) {
            event("caught ResourceCloseException from " + e.getResourceName() + ": " + e.getMessage());
        } finally {
            event("finally for batch " + name);
        }
        return processed;
    }

    static void openFailure() {
        System.out.println("-- resource constructor failure");
        try (DbConnection db = new DbConnection("primary", false);
             Cursor broken = db.openCursor("missing_table");
             AuditLog audit = new AuditLog("never")) {
            event("should not reach body " + broken.hasNext() + audit.size());
        } catch (PipelineException e) {
            event("open failed: " + e.getMessage());
        }
    }

    static void nullResource() {
        System.out.println("-- null resource is skipped on close");
        try (AuditLog maybe = null; AuditLog real = new AuditLog("real")) {
            real.record("only real log");
            event("maybe is null=" + (maybe == null));
        }
    }

    public static void main(String[] args) {
        int a = runBatch("A", false, false);
        int b = runBatch("B", true, false);
        int c = runBatch("C", true, true);
        int d = runBatch("D", false, true);
        System.out.println("results: " + a + " " + b + " " + c + " " + d);
        openFailure();
        nullResource();
        System.out.println("total events=" + events.size());
        int closes = 0;
        for (String e : events) {
            if (e.startsWith("close ")) {
                closes++;
            }
        }
        System.out.println("close events=" + closes);
    }
}

class PipelineException extends Exception {
    private final int rowIndex;

    PipelineException(String message, int rowIndex) {
        super(message);
        this.rowIndex = rowIndex;
    }

    int getRowIndex() {
        return rowIndex;
    }
}

class ResourceCloseException extends RuntimeException {
    private final String resourceName;

    ResourceCloseException(String resourceName, String message) {
        super(message);
        this.resourceName = resourceName;
    }

    String getResourceName() {
        return resourceName;
    }
}

class DbConnection implements AutoCloseable {
    private final String name;
    private final boolean failOnClose;

    DbConnection(String name, boolean failOnClose) {
        this.name = name;
        this.failOnClose = failOnClose;
        ExcResourcePipeline.event("open " + name);
    }

    Cursor openCursor(String table) throws PipelineException {
        if (table.startsWith("missing")) {
            throw new PipelineException("table " + table + " not found on " + name, 0);
        }
        return new Cursor(name + "/" + table);
    }

    @Override
    public void close() {
        ExcResourcePipeline.event("close " + name);
        if (failOnClose) {
            throw new ResourceCloseException(name, "connection " + name + " lost during close");
        }
    }
}

class Cursor implements AutoCloseable {
    private final String source;
    private int position = 0;
    private final String[] rows = {"r1", "r2", "r3"};

    Cursor(String source) {
        this.source = source;
        ExcResourcePipeline.event("open cursor " + source);
    }

    boolean hasNext() {
        return position < rows.length;
    }

    String next() {
        return rows[position++];
    }

    @Override
    public void close() {
        ExcResourcePipeline.event("close cursor " + source + " at position " + position);
    }
}

class AuditLog implements AutoCloseable {
    private final String owner;
    private final List<String> entries = new ArrayList<>();

    AuditLog(String owner) {
        this.owner = owner;
        ExcResourcePipeline.event("open audit " + owner);
    }

    void record(String entry) {
        entries.add(entry);
    }

    int size() {
        return entries.size();
    }

    @Override
    public void close() {
        ExcResourcePipeline.event("close audit " + owner + " entries=" + String.join(",", entries));
    }
}
