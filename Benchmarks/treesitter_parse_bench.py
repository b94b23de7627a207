#!/usr/bin/env python3
"""Parse-speed benchmark for tree-sitter-java, used by Benchmarks/run-parse-benchmark.sh.

    python3 Benchmarks/treesitter_parse_bench.py DIR [--warmup N] [--iterations N]

Needs the PyPI packages `tree-sitter` (the bindings, 0.22 or later) and
`tree-sitter-java` (the grammar); run-parse-benchmark.sh installs them into a
venv in its cache directory.

DIR is searched recursively for *.java files (sorted, the same list the other
parsers get). Two modes are measured in one process, WARMUP un-timed passes and
then ITERATIONS timed passes over all files each, alternating pass by pass:

  parse only   every file's bytes are read once up front; a pass times only
               parser.parse(bytes) over all files;
  read+parse   a pass reads each file from disk and parses it (what j2swift
               and javac's read+parse mode do too).

Trees are dropped as soon as a file is parsed (tree-sitter trees live in C
memory; holding them all would only add allocation pressure). Python start-up
and import time are never timed.

Besides a human-readable report it prints one machine-readable line per mode:
  RESULT system=treesitter-parse-only files=N bytes=B best=S median=S error_files=E
where error_files counts files whose tree has an error (root_node.has_error).
"""

import argparse
import gc
import os
import statistics
import sys
import time


def find_java_files(root):
    files = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in filenames:
            if name.endswith(".java"):
                path = os.path.join(dirpath, name)
                if os.path.isfile(path):
                    files.append(path)
    files.sort()
    return files


def make_parser():
    try:
        import tree_sitter
        import tree_sitter_java
    except ImportError as e:
        sys.exit(
            f"treesitter_parse_bench: cannot import tree-sitter ({e}); "
            "pip install tree-sitter tree-sitter-java"
        )
    language = tree_sitter.Language(tree_sitter_java.language())
    try:
        parser = tree_sitter.Parser(language)  # tree-sitter >= 0.22
    except TypeError:
        parser = tree_sitter.Parser()
        parser.language = language
    versions = []
    for pkg in ("tree-sitter", "tree-sitter-java"):
        try:
            from importlib.metadata import version

            versions.append(f"{pkg} {version(pkg)}")
        except Exception:  # pragma: no cover - metadata missing is harmless
            versions.append(pkg)
    return parser, ", ".join(versions)


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def pass_parse_only(parser, sources):
    errors = 0
    t0 = time.perf_counter()
    for src in sources:
        if parser.parse(src).root_node.has_error:
            errors += 1
    return time.perf_counter() - t0, errors


def pass_read_and_parse(parser, paths):
    errors = 0
    t0 = time.perf_counter()
    for path in paths:
        with open(path, "rb") as f:
            src = f.read()
        if parser.parse(src).root_node.has_error:
            errors += 1
    return time.perf_counter() - t0, errors


def measure(modes, n_files, n_bytes, warmup, iterations):
    """modes: list of (system, label, run_pass). Passes alternate between the modes (A B A B ...),
    so a change in machine load during the run hits both alike."""
    print(f"{warmup} warm-up + {iterations} timed passes, alternating between:", flush=True)
    for system, label, _ in modes:
        print(f"  {system:22} {label}", flush=True)
    for i in range(warmup):
        parts = []
        for system, _, run_pass in modes:
            secs, _ = run_pass()
            parts.append(f"{system} {secs:.3f} s")
        print(f"  warm-up {i + 1}:  " + "  ".join(parts), flush=True)
    times = [[] for _ in modes]
    errors = [0 for _ in modes]
    for i in range(iterations):
        parts = []
        for k, (system, _, run_pass) in enumerate(modes):
            gc.collect()
            gc.disable()  # no cyclic-GC pauses inside a timed pass (nothing here makes cycles)
            try:
                secs, errors[k] = run_pass()
            finally:
                gc.enable()
            times[k].append(secs)
            parts.append(f"{system} {secs:.3f} s")
        print(f"  run {i + 1}:  " + "  ".join(parts), flush=True)
    mb = n_bytes / 1e6
    for k, (system, label, _) in enumerate(modes):
        best = min(times[k])
        med = statistics.median(times[k])
        print(
            f"tree-sitter {label}: best {best:.3f} s, median {med:.3f} s, {n_files / best:.0f} files/s, "
            f"{mb / best:.1f} MB/s (best), {errors[k]} files with errors",
            flush=True,
        )
        print(
            f"RESULT system={system} files={n_files} bytes={n_bytes} "
            f"best={best:.6f} median={med:.6f} error_files={errors[k]}",
            flush=True,
        )


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir", help="directory searched recursively for .java files")
    ap.add_argument("--warmup", type=int, default=1, help="un-timed passes per mode (default 1)")
    ap.add_argument("--iterations", type=int, default=5, help="timed passes per mode (default 5)")
    ap.add_argument(
        "--mode",
        choices=("both", "parse-only", "read+parse"),
        default="both",
        help="which mode(s) to measure (default both)",
    )
    args = ap.parse_args()
    if args.iterations < 1 or args.warmup < 0:
        ap.error("need --iterations >= 1 and --warmup >= 0")
    if not os.path.isdir(args.dir):
        sys.exit(f"treesitter_parse_bench: not a directory: {args.dir}")

    parser, versions = make_parser()
    paths = find_java_files(args.dir)
    if not paths:
        sys.exit(f"treesitter_parse_bench: no .java files under {args.dir}")
    sources = [read_bytes(p) for p in paths]
    n_bytes = sum(len(s) for s in sources)
    print(
        f"tree-sitter-java ({versions}, Python {sys.version.split()[0]}): "
        f"{len(paths)} files, {n_bytes} bytes ({n_bytes / 1e6:.1f} MB) under {args.dir}",
        flush=True,
    )

    modes = []
    if args.mode in ("both", "parse-only"):
        modes.append(
            ("treesitter-parse-only", "parse only (bytes already in memory)",
             lambda: pass_parse_only(parser, sources))
        )
    if args.mode in ("both", "read+parse"):
        modes.append(
            ("treesitter-read+parse", "read+parse (files from disk)",
             lambda: pass_read_and_parse(parser, paths))
        )
    measure(modes, len(paths), n_bytes, args.warmup, args.iterations)


if __name__ == "__main__":
    main()
