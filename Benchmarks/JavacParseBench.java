// Parse-speed benchmark for javac's own parser (JavacTask.parse()), used by
// Benchmarks/run-parse-benchmark.sh as the reference point for j2swift.
//
// Run with the source launcher (no build output is written anywhere):
//
//     java Benchmarks/JavacParseBench.java DIR [WARMUP [ITERATIONS]]
//
// DIR is searched recursively for *.java files (sorted, so every run and every
// parser sees the same list). Each iteration makes a fresh JavacTask and calls
// parse() on all files: no attribution, no annotation processing, no class
// files. The JVM stays up across iterations, so after WARMUP un-timed
// iterations the JIT has compiled the parser and the timed ITERATIONS measure a
// warm javac. JVM start-up and source-launcher compilation are never timed.
//
// Two modes are measured, alternating pass by pass (so both see the same JIT
// state and machine load):
//   read+parse  files given as paths to the standard file manager, so each
//               pass also reads and decodes them (what j2swift does too);
//   in-memory   the files' text is read and decoded once up front and handed
//               over as char buffers, so only scanning + parsing is timed.
// javac via JavacTask always keeps doc comments and end positions; that cost
// is part of both modes.
//
// Besides a human-readable report it prints one machine-readable line per mode:
//   RESULT system=javac-read+parse files=N bytes=B best=S median=S error_files=E
// (bytes are on-disk bytes; error_files counts files with an ERROR diagnostic).
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.util.JavacTask;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticListener;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class JavacParseBench {

    /** A source file whose text is already decoded and in memory. */
    static final class InMemorySource extends SimpleJavaFileObject {
        private final char[] text;

        InMemorySource(Path path, String text) {
            super(path.toUri(), Kind.SOURCE);
            this.text = text.toCharArray();
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            // A CharBuffer over the array: javac's scanner then uses the array as is, without copying
            // (the same path the standard file manager's decoded content takes).
            return CharBuffer.wrap(text);
        }
    }

    /** Result of one parse of all files. */
    record Pass(double seconds, int trees, int errorFiles) {}

    interface Source {
        Iterable<? extends JavaFileObject> files();
    }

    static Pass parseAll(JavaCompiler compiler, StandardJavaFileManager fm, Source source) throws IOException {
        Set<Object> filesWithErrors = new HashSet<>();
        DiagnosticListener<JavaFileObject> listener = d -> {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                filesWithErrors.add(d.getSource() == null ? "<none>" : d.getSource().toUri());
            }
        };
        long t0 = System.nanoTime();
        // -proc:none: parse() never runs processors anyway, but say so explicitly.
        // -Xlint:none / -nowarn keep the diagnostic machinery quiet.
        List<String> options = List.of("-proc:none", "-nowarn", "-Xlint:none");
        JavacTask task = (JavacTask) compiler.getTask(null, fm, listener, options, null, source.files());
        int trees = 0;
        for (CompilationUnitTree unit : task.parse()) {
            if (unit != null) trees++;
        }
        long t1 = System.nanoTime();
        return new Pass((t1 - t0) / 1e9, trees, filesWithErrors.size());
    }

    static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** One of the two ways of handing javac the files. */
    record Mode(String name, String label, Source source) {}

    /**
     * Warm-up passes and timed passes alternate between the modes (A B A B ...), so both see the
     * same JIT state and the same machine load; measuring one mode after the other would favour
     * the second, which gets the first one's warm-up for free.
     */
    static void measure(List<Mode> modes, JavaCompiler compiler, StandardJavaFileManager fm,
                        int fileCount, long bytes, int warmup, int iterations) throws IOException {
        System.out.printf(Locale.ROOT, "%d warm-up + %d timed iterations, alternating between:%n", warmup, iterations);
        for (Mode m : modes) {
            System.out.printf(Locale.ROOT, "  %-16s %s%n", m.name(), m.label());
        }
        for (int i = 0; i < warmup; i++) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  warm-up %d:", i + 1));
            for (Mode m : modes) {
                Pass p = parseAll(compiler, fm, m.source());
                line.append(String.format(Locale.ROOT, "  %s %.3f s", m.name(), p.seconds()));
            }
            System.out.println(line);
        }
        double[][] times = new double[modes.size()][iterations];
        int[] errorFiles = new int[modes.size()];
        for (int i = 0; i < iterations; i++) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  run %d:", i + 1));
            for (int k = 0; k < modes.size(); k++) {
                Mode m = modes.get(k);
                System.gc(); // don't charge the previous pass's garbage to this one
                Pass p = parseAll(compiler, fm, m.source());
                if (p.trees() != fileCount) {
                    throw new IllegalStateException("parse() returned " + p.trees() + " trees for " + fileCount + " files");
                }
                errorFiles[k] = p.errorFiles();
                times[k][i] = p.seconds();
                line.append(String.format(Locale.ROOT, "  %s %.3f s", m.name(), p.seconds()));
            }
            System.out.println(line);
        }
        double mb = bytes / 1e6;
        for (int k = 0; k < modes.size(); k++) {
            Mode m = modes.get(k);
            double[] t = times[k].clone();
            Arrays.sort(t);
            double best = t[0];
            double med = median(t);
            System.out.printf(Locale.ROOT,
                    "javac %s: best %.3f s, median %.3f s, %.0f files/s, %.1f MB/s (best), %d files with errors%n",
                    m.label(), best, med, fileCount / best, mb / best, errorFiles[k]);
            System.out.printf(Locale.ROOT, "RESULT system=%s files=%d bytes=%d best=%.6f median=%.6f error_files=%d%n",
                    m.name(), fileCount, bytes, best, med, errorFiles[k]);
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1 || args.length > 3) {
            System.err.println("usage: java JavacParseBench.java DIR [WARMUP [ITERATIONS]]");
            System.exit(64);
        }
        Path dir = Paths.get(args[0]);
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int iterations = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        if (iterations < 1 || warmup < 0) {
            System.err.println("JavacParseBench: need ITERATIONS >= 1 and WARMUP >= 0");
            System.exit(64);
        }
        if (!Files.isDirectory(dir)) {
            System.err.println("JavacParseBench: not a directory: " + dir);
            System.exit(66);
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            System.err.println("JavacParseBench: no system Java compiler (is this a JRE rather than a JDK?)");
            System.exit(69);
        }

        List<Path> paths;
        try (Stream<Path> s = Files.walk(dir)) {
            paths = s.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p))
                    .sorted()
                    .collect(Collectors.toList());
        }
        if (paths.isEmpty()) {
            System.err.println("JavacParseBench: no .java files under " + dir);
            System.exit(66);
        }
        long bytes = 0;
        List<JavaFileObject> inMemory = new ArrayList<>(paths.size());
        for (Path p : paths) {
            byte[] content = Files.readAllBytes(p);
            bytes += content.length;
            inMemory.add(new InMemorySource(p, new String(content, StandardCharsets.UTF_8)));
        }
        System.out.printf(Locale.ROOT, "javac parser (%s, JDK %s): %d files, %d bytes (%.1f MB) under %s%n",
                System.getProperty("java.vm.name"), Runtime.version(), paths.size(), bytes, bytes / 1e6, dir);

        try (StandardJavaFileManager fm = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            // The standard file manager caches decoded file content (keyed by path, checked against the
            // file's mtime), so it would hand later iterations the text without reading the file again;
            // flush() empties that cache, so every iteration really reads and decodes every file.
            Source fromDisk = () -> {
                try {
                    fm.flush();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return fm.getJavaFileObjectsFromPaths(paths);
            };
            Source fromMemory = () -> inMemory;
            measure(List.of(new Mode("javac-read+parse", "read+parse (files from disk)", fromDisk),
                            new Mode("javac-in-memory", "parse only (text already in memory)", fromMemory)),
                    compiler, fm, paths.size(), bytes, warmup, iterations);
        }
    }
}
