#!/usr/bin/env bash
# Parse-speed benchmark: j2swift vs javac's parser vs tree-sitter-java, all on java.base
# from the JDK 17 source archive (3,102 .java files, ~49 MB), plus j2swift's attribution
# (`j2swift types`) of the same files next to its parse time. See Benchmarks/README.md.
#
# Usage: Benchmarks/run-parse-benchmark.sh        (from any directory)
#
# Environment (all optional):
#   J2SWIFT              j2swift binary to time; default: `swift build -c release --product j2swift`
#                        in the repo, then .build/release/j2swift
#   JDK_SRC_ZIP          the JDK source archive; default: the JDK 17 one, else $JAVA_HOME's, else
#                        the one of the `java` on PATH
#   BENCH_CACHE          where java.base is extracted (once) and the tree-sitter venv lives;
#                        default ${TMPDIR:-/tmp}/j2swift-bench
#   BENCH_SYSTEMS        which rows to run, default "j2swift attribution javac treesitter"
#   BENCH_ITERATIONS     timed runs per system, default 5
#   BENCH_J2SWIFT_WARMUP un-timed j2swift runs first (page cache), default 1 (also for attribution)
#   BENCH_JAVAC_WARMUP   un-timed javac iterations in the JVM before timing (JIT), default 3
#   BENCH_TS_WARMUP      un-timed tree-sitter passes, default 1
#   BENCH_JVM_OPTS       extra JVM options for the javac benchmark, e.g. "-Xms2g -XX:+UseParallelGC"
#   BENCH_PYTHON         a python3 that already has tree-sitter + tree-sitter-java (skips the venv)
#   BENCH_TS_PIP_SPEC    what the venv installs, default "tree-sitter==0.26.1 tree-sitter-java==0.23.5"
set -euo pipefail
export LC_ALL=C # '.' as decimal separator in $EPOCHREALTIME, awk and printf

case "${1:-}" in
    -h | --help)
        sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    "") ;;
    *)
        echo "usage: $0 [--help]   (settings are environment variables, see --help)" >&2
        exit 64
        ;;
esac

if [[ -z ${EPOCHREALTIME:-} ]]; then
    echo "error: needs bash 5 or later (for \$EPOCHREALTIME); this is bash $BASH_VERSION" >&2
    exit 69
fi

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd -- "$SCRIPT_DIR/.." && pwd -P)

BENCH_CACHE=${BENCH_CACHE:-${TMPDIR:-/tmp}/j2swift-bench}
BENCH_SYSTEMS=${BENCH_SYSTEMS:-"j2swift attribution javac treesitter"}
ITERATIONS=${BENCH_ITERATIONS:-5}
J2SWIFT_WARMUP=${BENCH_J2SWIFT_WARMUP:-1}
JAVAC_WARMUP=${BENCH_JAVAC_WARMUP:-3}
TS_WARMUP=${BENCH_TS_WARMUP:-1}
TS_PIP_SPEC=${BENCH_TS_PIP_SPEC:-"tree-sitter==0.26.1 tree-sitter-java==0.23.5"}
JDK17_SRC_ZIP=/usr/lib/jvm/java-17-openjdk-amd64/lib/src.zip

for n in "$ITERATIONS" "$J2SWIFT_WARMUP" "$JAVAC_WARMUP" "$TS_WARMUP"; do
    if ! [[ $n =~ ^[0-9]+$ ]]; then
        echo "error: iteration and warm-up counts must be whole numbers, got '$n'" >&2
        exit 64
    fi
done
if ((ITERATIONS < 1)); then
    echo "error: BENCH_ITERATIONS must be at least 1" >&2
    exit 64
fi

for system in $BENCH_SYSTEMS; do
    case $system in
        j2swift | attribution | javac | treesitter) ;;
        *)
            echo "error: unknown system '$system' in BENCH_SYSTEMS (known: j2swift attribution javac treesitter)" >&2
            exit 64
            ;;
    esac
done

log() { printf '==> %s\n' "$*" >&2; }
warn() { printf 'warning: %s\n' "$*" >&2; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/j2swift-parse-bench.XXXXXX")
trap 'rm -rf -- "$WORK"' EXIT

# ---------------------------------------------------------------------------------------------
# Results: one row per measured configuration.
ROWS=()                       # row labels, in table order
declare -A R_FILES R_BYTES R_BEST R_MEDIAN
NOTES=()                      # printed under the table
REF_ROW="j2swift (process wall time)"

add_row() { # label files bytes best median
    ROWS+=("$1")
    R_FILES[$1]=$2
    R_BYTES[$1]=$3
    R_BEST[$1]=$4
    R_MEDIAN[$1]=$5
}

skip_row() { # system reason
    warn "skipping $1: $2"
    NOTES+=("$1: skipped: $2")
}

# Reads `RESULT system=NAME files=N bytes=B best=S median=S error_files=E` lines from FILE and adds
# a row for each known NAME. Returns 1 if there was none.
read_results() { # file tool-label
    local file=$1 tool=$2 line found=1 key value
    local -A kv
    while IFS= read -r line; do
        kv=()
        for pair in ${line#RESULT }; do
            key=${pair%%=*}
            value=${pair#*=}
            kv[$key]=$value
        done
        local label
        case ${kv[system]:-} in
            javac-read+parse) label="javac parser, warm JVM (read+parse)" ;;
            javac-in-memory) label="javac parser, warm JVM (parse only)" ;;
            treesitter-read+parse) label="tree-sitter-java (read+parse)" ;;
            treesitter-parse-only) label="tree-sitter-java (parse only)" ;;
            *)
                warn "$tool: ignoring unknown result line: $line"
                continue
                ;;
        esac
        add_row "$label" "${kv[files]}" "${kv[bytes]}" "${kv[best]}" "${kv[median]}"
        if [[ ${kv[error_files]:-0} != 0 ]]; then
            NOTES+=("$label: ${kv[error_files]} files had parse errors")
        fi
        found=0
    done < <(grep -E '^RESULT ' "$file" || true)
    return $found
}

# best and median of numbers given as arguments, printed as "BEST MEDIAN"
best_median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 }
        END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.6f %.6f\n", v[1], m }'
}

# ---------------------------------------------------------------------------------------------
# The corpus: java.base from the JDK source archive, extracted once into the cache.
SRC_DIR=$BENCH_CACHE/java.base
MARKER=$BENCH_CACHE/java.base.extracted

find_src_zip() {
    local java candidate
    if [[ -n ${JDK_SRC_ZIP:-} ]]; then
        echo "$JDK_SRC_ZIP"
        return
    fi
    for candidate in "$JDK17_SRC_ZIP" ${JAVA_HOME:+"$JAVA_HOME/lib/src.zip"}; do
        if [[ -f $candidate ]]; then
            echo "$candidate"
            return
        fi
    done
    if java=$(command -v java 2>/dev/null); then
        java=$(readlink -f -- "$java")
        candidate=$(dirname -- "$(dirname -- "$java")")/lib/src.zip
        if [[ -f $candidate ]]; then
            echo "$candidate"
            return
        fi
    fi
    echo "$JDK17_SRC_ZIP" # not there: reported by the caller
}

extract_java_base() { # zip
    local zip=$1 tmp
    mkdir -p -- "$BENCH_CACHE"
    tmp=$(mktemp -d "$BENCH_CACHE/extract.XXXXXX")
    log "extracting java.base from $zip into $SRC_DIR"
    if command -v unzip >/dev/null 2>&1; then
        unzip -q "$zip" 'java.base/*' -d "$tmp"
    elif command -v python3 >/dev/null 2>&1; then
        python3 - "$zip" "$tmp" <<'EOF'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    z.extractall(sys.argv[2], [n for n in z.namelist() if n.startswith("java.base/")])
EOF
    else
        rm -rf -- "$tmp"
        echo "error: need unzip or python3 to extract $zip (apt-get install unzip)" >&2
        exit 69
    fi
    if [[ ! -d $tmp/java.base ]]; then
        rm -rf -- "$tmp"
        echo "error: $zip has no java.base/ directory (is it a JDK 9+ src.zip?)" >&2
        exit 65
    fi
    rm -rf -- "$SRC_DIR" "$MARKER"
    mv -- "$tmp/java.base" "$SRC_DIR"
    rmdir -- "$tmp"
    printf '%s\n' "$zip" >"$MARKER"
}

if [[ -d $SRC_DIR && -f $MARKER ]]; then
    log "reusing $SRC_DIR (extracted from $(head -n1 "$MARKER"); delete it to extract again)"
else
    SRC_ZIP=$(find_src_zip)
    if [[ ! -f $SRC_ZIP ]]; then
        cat >&2 <<EOF
error: JDK source archive not found: $SRC_ZIP
       The benchmark parses java.base from the JDK 17 sources. On Debian/Ubuntu:
           apt-get install openjdk-17-source
       or point JDK_SRC_ZIP at any JDK's lib/src.zip.
EOF
        exit 66
    fi
    extract_java_base "$SRC_ZIP"
fi

CORPUS_FILES=$(find "$SRC_DIR" -type f -name '*.java' | wc -l)
CORPUS_BYTES=$(find "$SRC_DIR" -type f -name '*.java' -printf '%s\n' | awk '{ s += $1 } END { printf "%d", s }')
if ((CORPUS_FILES == 0)); then
    echo "error: no .java files under $SRC_DIR (delete $BENCH_CACHE and run again)" >&2
    exit 65
fi
log "corpus: $SRC_DIR: $CORPUS_FILES .java files, $CORPUS_BYTES bytes"

want() { [[ " $BENCH_SYSTEMS " == *" $1 "* ]]; }

# ---------------------------------------------------------------------------------------------
# 1. j2swift: whole-process wall time, plus the tool's own in-process time from its summary line
#    `parsed 3102 files, 49225415 bytes, 0 errors in 0.281 s`.
SUMMARY_RE='parsed ([0-9]+) files?, ([0-9]+) bytes?, ([0-9]+) errors? in ([0-9]+(\.[0-9]+)?) s'

# find_* functions set FOUND to what they found, or WHY to why not (and return 1).
FOUND="" WHY=""

J2SWIFT_FOUND="" J2SWIFT_WHY=""
find_j2swift() { # builds at most once per run
    if [[ -z $J2SWIFT_FOUND && -z $J2SWIFT_WHY ]]; then
        find_j2swift_uncached || true
        J2SWIFT_FOUND=$FOUND J2SWIFT_WHY=$WHY
    fi
    FOUND=$J2SWIFT_FOUND WHY=$J2SWIFT_WHY
    [[ -n $FOUND ]]
}

find_j2swift_uncached() {
    FOUND="" WHY=""
    if [[ -n ${J2SWIFT:-} ]]; then
        local bin=$J2SWIFT
        if [[ $bin != */* ]]; then
            bin=$(command -v -- "$bin" 2>/dev/null) || {
                WHY="J2SWIFT=$J2SWIFT is not on PATH"
                return 1
            }
        fi
        if [[ ! -f $bin || ! -x $bin ]]; then
            WHY="J2SWIFT=$J2SWIFT is not an executable file"
            return 1
        fi
        FOUND=$bin
        return
    fi
    if ! command -v swift >/dev/null 2>&1; then
        WHY="swift not found (install a Swift toolchain, or set J2SWIFT to a j2swift binary)"
        return 1
    fi
    log "building j2swift: swift build -c release --product j2swift (set J2SWIFT to skip this)"
    if ! (cd -- "$REPO_ROOT" && swift build -c release --product j2swift >&2); then
        WHY="swift build -c release --product j2swift failed"
        return 1
    fi
    local bin_dir
    bin_dir=$(cd -- "$REPO_ROOT" && swift build -c release --show-bin-path 2>/dev/null) ||
        bin_dir=$REPO_ROOT/.build/release
    if [[ ! -x $bin_dir/j2swift ]]; then
        WHY="the build succeeded but $bin_dir/j2swift is missing"
        return 1
    fi
    FOUND=$bin_dir/j2swift
}

bench_j2swift() {
    local bin out=$WORK/j2swift.out err=$WORK/j2swift.err rc i start end
    if ! find_j2swift; then
        skip_row j2swift "$WHY"
        return
    fi
    bin=$FOUND
    log "j2swift: $bin parse --quiet $SRC_DIR ($J2SWIFT_WARMUP warm-up + $ITERATIONS timed runs)"
    for ((i = 1; i <= J2SWIFT_WARMUP; i++)); do
        "$bin" parse --quiet "$SRC_DIR" >/dev/null 2>&1 || true
    done
    local walls=() selfs=() files="" bytes="" errors=""
    for ((i = 1; i <= ITERATIONS; i++)); do
        rc=0
        start=$EPOCHREALTIME
        "$bin" parse --quiet "$SRC_DIR" >"$out" 2>"$err" || rc=$?
        end=$EPOCHREALTIME
        local summary
        summary=$(cat "$out" "$err" | grep -E "$SUMMARY_RE" | tail -n1 || true)
        if [[ ! $summary =~ $SUMMARY_RE ]]; then
            warn "j2swift printed no summary line (exit status $rc); its output:"
            sed 's/^/    /' "$out" "$err" | tail -n 20 >&2
            skip_row j2swift "no 'parsed N files, B bytes, E errors in S s' line in its output (exit status $rc)"
            return
        fi
        files=${BASH_REMATCH[1]} bytes=${BASH_REMATCH[2]} errors=${BASH_REMATCH[3]}
        selfs+=("${BASH_REMATCH[4]}")
        walls+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f", b - a }')")
        if ((rc != 0 && errors == 0)); then
            warn "j2swift exited with status $rc but reported 0 errors"
        fi
        printf '  run %d: %.3f s wall, %s s in-process\n' "$i" "${walls[-1]}" "${selfs[-1]}" >&2
    done
    if [[ $files != "$CORPUS_FILES" ]]; then
        NOTES+=("j2swift: parsed $files files, but the corpus has $CORPUS_FILES")
    fi
    if ((errors != 0)); then
        NOTES+=("j2swift: reported $errors errors")
    fi
    local bm
    read -r -a bm <<<"$(best_median "${walls[@]}")"
    add_row "$REF_ROW" "$files" "$bytes" "${bm[0]}" "${bm[1]}"
    read -r -a bm <<<"$(best_median "${selfs[@]}")"
    add_row "j2swift (its own in-process time)" "$files" "$bytes" "${bm[0]}" "${bm[1]}"
}

# ---------------------------------------------------------------------------------------------
# 1b. j2swift's attribution: `j2swift types --summary-only DIR` parses, then declares and attributes
#     every file (name and type resolution). Its summary line
#     `attributed 3102 files: E expressions, U unresolved (N unresolved names); parse P s, attribution A s
#     (declaring D s)` gives the in-process seconds of both stages, and the part of attribution spent declaring
#     (entering every declaration into the symbol table, before the files are attributed); the process wall
#     time is measured as well. `j2swift types --timings` lists declaring's steps.
TYPES_RE='attributed ([0-9]+) files?: ([0-9]+) expressions?, ([0-9]+) unresolved .*; parse ([0-9]+(\.[0-9]+)?) s, attribution ([0-9]+(\.[0-9]+)?) s'
ATTR_ROW="j2swift types: attribution (in-process)"
ATTR_PARSE_ROW="j2swift types: its parse (in-process)"
DECL_RE='\(declaring ([0-9]+(\.[0-9]+)?) s\)'
DECL_ROW="j2swift types: of which declaring"

bench_attribution() {
    local bin out=$WORK/types.out err=$WORK/types.err rc i start end
    if ! find_j2swift; then
        skip_row attribution "$WHY"
        return
    fi
    bin=$FOUND
    log "attribution: $bin types --summary-only --no-unresolved $SRC_DIR ($J2SWIFT_WARMUP warm-up + $ITERATIONS timed runs)"
    for ((i = 1; i <= J2SWIFT_WARMUP; i++)); do
        "$bin" types --summary-only --no-unresolved "$SRC_DIR" >/dev/null 2>&1 || true
    done
    local walls=() attrs=() parses=() decls=() files="" expressions="" unresolved=""
    for ((i = 1; i <= ITERATIONS; i++)); do
        rc=0
        start=$EPOCHREALTIME
        "$bin" types --summary-only --no-unresolved "$SRC_DIR" >"$out" 2>"$err" || rc=$?
        end=$EPOCHREALTIME
        local summary
        summary=$(grep -E "$TYPES_RE" "$out" | tail -n1 || true)
        if [[ ! $summary =~ $TYPES_RE ]]; then
            warn "j2swift types printed no summary line (exit status $rc); its output:"
            sed 's/^/    /' "$out" "$err" | tail -n 20 >&2
            skip_row attribution "no 'attributed N files: …; parse P s, attribution A s' line in its output (exit status $rc)"
            return
        fi
        files=${BASH_REMATCH[1]} expressions=${BASH_REMATCH[2]} unresolved=${BASH_REMATCH[3]}
        parses+=("${BASH_REMATCH[4]}")
        attrs+=("${BASH_REMATCH[6]}")
        walls+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f", b - a }')")
        printf '  run %d: %.3f s wall, parse %s s + attribution %s s in-process' "$i" "${walls[-1]}" "${parses[-1]}" "${attrs[-1]}" >&2
        # Older builds print no declaring part: the row is then left out.
        if [[ $summary =~ $DECL_RE ]]; then
            decls+=("${BASH_REMATCH[1]}")
            printf ' (declaring %s s)' "${decls[-1]}" >&2
        fi
        printf '\n' >&2
    done
    if [[ $files != "$CORPUS_FILES" ]]; then
        NOTES+=("j2swift types: attributed $files files, but the corpus has $CORPUS_FILES")
    fi
    NOTES+=("j2swift types: $expressions expressions attributed, $unresolved unresolved")
    local bm
    read -r -a bm <<<"$(best_median "${walls[@]}")"
    add_row "j2swift types (process wall time)" "$files" "$CORPUS_BYTES" "${bm[0]}" "${bm[1]}"
    read -r -a bm <<<"$(best_median "${parses[@]}")"
    add_row "$ATTR_PARSE_ROW" "$files" "$CORPUS_BYTES" "${bm[0]}" "${bm[1]}"
    read -r -a bm <<<"$(best_median "${attrs[@]}")"
    add_row "$ATTR_ROW" "$files" "$CORPUS_BYTES" "${bm[0]}" "${bm[1]}"
    if ((${#decls[@]} == ITERATIONS)); then
        read -r -a bm <<<"$(best_median "${decls[@]}")"
        add_row "$DECL_ROW" "$files" "$CORPUS_BYTES" "${bm[0]}" "${bm[1]}"
    fi
}

# ---------------------------------------------------------------------------------------------
# 2. javac's parser via JavacTask.parse(), warm, in one JVM (source launcher: no build output).
bench_javac() {
    local java
    if [[ -n ${JAVA_HOME:-} && -x $JAVA_HOME/bin/java ]]; then
        java=$JAVA_HOME/bin/java
    elif ! java=$(command -v java 2>/dev/null); then
        skip_row javac "java not found (install a JDK 11+, e.g. apt-get install openjdk-17-jdk-headless)"
        return
    fi
    log "javac: $java ${BENCH_JVM_OPTS:+$BENCH_JVM_OPTS }$SCRIPT_DIR/JavacParseBench.java ($JAVAC_WARMUP warm-up + $ITERATIONS timed iterations per mode)"
    local rc=0 out=$WORK/javac.out
    # shellcheck disable=SC2086 # BENCH_JVM_OPTS is a list of options
    "$java" ${BENCH_JVM_OPTS:-} "$SCRIPT_DIR/JavacParseBench.java" "$SRC_DIR" "$JAVAC_WARMUP" "$ITERATIONS" 2>&1 |
        tee "$out" >&2 || rc=$?
    if ((rc != 0)); then
        skip_row javac "JavacParseBench failed (exit status $rc; needs a JDK 11+ with jdk.compiler)"
        return
    fi
    read_results "$out" javac || skip_row javac "JavacParseBench printed no RESULT line"
}

# ---------------------------------------------------------------------------------------------
# 3. tree-sitter-java through the PyPI bindings.
ts_importable() { "$1" -c 'import tree_sitter, tree_sitter_java' >/dev/null 2>&1; }

find_ts_python() {
    FOUND="" WHY=""
    if [[ -n ${BENCH_PYTHON:-} ]]; then
        if ts_importable "$BENCH_PYTHON"; then
            FOUND=$BENCH_PYTHON
            return
        fi
        WHY="BENCH_PYTHON=$BENCH_PYTHON cannot import tree_sitter and tree_sitter_java"
        return 1
    fi
    local venv=$BENCH_CACHE/venv py
    if [[ -x $venv/bin/python ]] && ts_importable "$venv/bin/python"; then
        FOUND=$venv/bin/python
        return
    fi
    if ! py=$(command -v python3 2>/dev/null); then
        WHY="python3 not found (Debian/Ubuntu: apt-get install python3 python3-venv)"
        return 1
    fi
    if ts_importable "$py"; then
        FOUND=$py
        return
    fi
    log "installing $TS_PIP_SPEC into a venv at $venv"
    rm -rf -- "$venv"
    mkdir -p -- "$BENCH_CACHE"
    if ! "$py" -m venv "$venv" >&2; then
        rm -rf -- "$venv"
        WHY="python3 -m venv failed (Debian/Ubuntu: apt-get install python3-venv; or set BENCH_PYTHON)"
        return 1
    fi
    # shellcheck disable=SC2086 # TS_PIP_SPEC is a list of requirements
    if ! "$venv/bin/python" -m pip install --quiet --disable-pip-version-check $TS_PIP_SPEC >&2; then
        rm -rf -- "$venv"
        WHY="pip install $TS_PIP_SPEC failed (no PyPI access? set BENCH_PYTHON to a python that has them)"
        return 1
    fi
    FOUND=$venv/bin/python
}

bench_treesitter() {
    local py
    if ! find_ts_python; then
        skip_row tree-sitter "$WHY"
        return
    fi
    py=$FOUND
    log "tree-sitter: $py $SCRIPT_DIR/treesitter_parse_bench.py ($TS_WARMUP warm-up + $ITERATIONS timed passes per mode)"
    local rc=0 out=$WORK/treesitter.out
    "$py" "$SCRIPT_DIR/treesitter_parse_bench.py" "$SRC_DIR" --warmup "$TS_WARMUP" --iterations "$ITERATIONS" 2>&1 |
        tee "$out" >&2 || rc=$?
    if ((rc != 0)); then
        skip_row tree-sitter "treesitter_parse_bench.py failed (exit status $rc)"
        return
    fi
    read_results "$out" tree-sitter || skip_row tree-sitter "treesitter_parse_bench.py printed no RESULT line"
}

want j2swift && bench_j2swift
want attribution && bench_attribution
want javac && bench_javac
want treesitter && bench_treesitter

# ---------------------------------------------------------------------------------------------
# The table. files/s and MB/s are from the best time; MB = 10^6 bytes; ratio = this row's best
# time / j2swift's best whole-process wall time (so 10.0x means ten times slower than j2swift).
print_table() {
    local ref=${R_BEST[$REF_ROW]:-}
    printf '\n'
    printf 'Parse benchmark: %s (%d files, %.1f MB), %d timed runs each, on %s (%s cores)\n\n' \
        "$SRC_DIR" "$CORPUS_FILES" "$(awk -v b="$CORPUS_BYTES" 'BEGIN { print b / 1e6 }')" \
        "$ITERATIONS" "$(uname -m)" "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')"
    printf '| %-40s | %5s | %5s | %7s | %8s | %7s | %6s | %16s |\n' \
        system files MB "best s" "median s" "files/s" "MB/s" "ratio vs j2swift"
    printf '|%s|%s:|%s:|%s:|%s:|%s:|%s:|%s:|\n' \
        "$(printf -- '-%.0s' {1..42})" "------" "------" "--------" "---------" "--------" "-------" \
        "-----------------"
    local row
    for row in "${ROWS[@]}"; do
        awk -v name="$row" -v files="${R_FILES[$row]}" -v bytes="${R_BYTES[$row]}" \
            -v best="${R_BEST[$row]}" -v median="${R_MEDIAN[$row]}" -v ref="$ref" 'BEGIN {
                mb = bytes / 1e6
                ratio = (ref != "" && ref > 0) ? sprintf("%.2fx", best / ref) : "n/a"
                fps = best > 0 ? sprintf("%.0f", files / best) : "inf"
                mbps = best > 0 ? sprintf("%.1f", mb / best) : "inf"
                printf "| %-40s | %5d | %5.1f | %7.3f | %8.3f | %7s | %6s | %16s |\n",
                    name, files, mb, best, median, fps, mbps, ratio
            }'
    done
    # Attribution against parsing: best in-process attribution time over the best parse time, both
    # j2swift's own (`parse --quiet`'s in-process time) and the one `types` reports for its own parse.
    local attr=${R_BEST[$ATTR_ROW]:-} own=${R_BEST["j2swift (its own in-process time)"]:-} tparse=${R_BEST[$ATTR_PARSE_ROW]:-}
    if [[ -n $attr ]]; then
        printf '\n'
        if [[ -n $own ]]; then
            awk -v a="$attr" -v p="$own" 'BEGIN { printf "attribution / parse: %.2fx (best attribution %.3f s, best `j2swift parse` in-process %.3f s)\n", a / p, a, p }'
        fi
        awk -v a="$attr" -v p="$tparse" 'BEGIN { if (p > 0) printf "attribution / parse within `j2swift types`: %.2fx (%.3f s / %.3f s)\n", a / p, a, p }'
    fi
    if ((${#NOTES[@]} > 0)); then
        printf '\n'
        printf 'note: %s\n' "${NOTES[@]}"
    fi
}

if ((${#ROWS[@]} == 0)); then
    print_table
    echo "error: nothing was measured" >&2
    exit 1
fi
print_table
