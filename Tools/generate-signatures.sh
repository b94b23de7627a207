#!/usr/bin/env bash
# Regenerates the JDK signature files Mappings/Signatures/java.*.sig from the installed JDK 17,
# using Tools/SignatureGenerator/SignatureDump.java (run by the Java source launcher, no build).
# The hand-written files there (android.*.sig, androidx.*.sig, README.md) are left alone.
# Output is deterministic: two runs with the same JDK give byte-identical files.
#
# Usage: Tools/generate-signatures.sh        (from any directory)
#
# Environment (optional):
#   JAVA_HOME   the JDK 17 to read; default: the `java` on PATH
set -euo pipefail
export LC_ALL=C

case "${1:-}" in
    -h | --help)
        sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    "") ;;
    *)
        echo "usage: $0 [--help]" >&2
        exit 2
        ;;
esac

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out_dir="$repo_root/Mappings/Signatures"
generator="$repo_root/Tools/SignatureGenerator/SignatureDump.java"

packages=(
    java.lang
    java.lang.annotation
    java.util
    java.util.function
    java.util.stream
    java.util.regex
    java.io
    java.nio
    java.nio.charset
    java.nio.file
    java.math
    java.text
    java.time
    java.time.chrono
    java.time.format
    java.time.temporal
    java.net
    java.util.concurrent
    java.util.concurrent.atomic
    java.util.concurrent.locks
    java.security
)

if [[ -n "${JAVA_HOME:-}" ]]; then
    java="$JAVA_HOME/bin/java"
else
    java="$(command -v java || true)"
fi
if [[ -z "$java" || ! -x "$java" ]]; then
    echo "error: no java found (install a JDK 17 or set JAVA_HOME)" >&2
    exit 1
fi

# The files describe the JDK 17 API: refuse any other feature release.
version="$("$java" -XshowSettings:properties -version 2>&1 | awk -F' = ' '/^ *java.specification.version = /{print $2}')"
if [[ "$version" != "17" ]]; then
    echo "error: $java is Java '$version'; the signatures must come from JDK 17 (set JAVA_HOME)" >&2
    exit 1
fi

tmp_dir="$(mktemp -d "${TMPDIR:-/tmp}/j2swift-signatures.XXXXXX")"
trap 'rm -rf "$tmp_dir"' EXIT

"$java" "$generator" "$tmp_dir" "${packages[@]}"

# Replace the previous generated files only once the whole set was written.
mkdir -p "$out_dir"
rm -f "$out_dir"/java.*.sig
for pkg in "${packages[@]}"; do
    mv "$tmp_dir/$pkg.sig" "$out_dir/$pkg.sig"
done
echo "wrote ${#packages[@]} files to ${out_dir#"$repo_root"/}"
