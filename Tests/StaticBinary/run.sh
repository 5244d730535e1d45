#!/usr/bin/env bash
# Builds the `flexlayout` CLI as a self-contained binary — the Swift standard library, Foundation and
# Dispatch linked in statically (`--static-swift-stdlib`) — and checks that it runs with the toolchain's
# libraries out of reach: a copy in an empty directory, run in a clean environment with an empty
# LD_LIBRARY_PATH, must load nothing from the toolchain and print what the normal build prints.
#
# The static build uses its own scratch directory (STATIC_BUILD_DIR, default .build/static), so it neither
# reuses nor disturbs the dynamically linked objects in .build/release (the two builds compile with
# different flags). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=${STATIC_BUILD_DIR:-.build/static}
flags=(-c release --static-swift-stdlib --product flexlayout --scratch-path "$scratch")

echo "== swift build ${flags[*]}"
start=$(date +%s)
swift build "${flags[@]}"
binary=$(swift build "${flags[@]}" --show-bin-path)/flexlayout
echo "built in $(( $(date +%s) - start )) s: $binary ($(( $(stat -c %s "$binary") / 1048576 )) MiB)"

echo "== ldd: system libraries only"
ldd "$binary" | tee "$scratch/ldd.txt"
if grep -Ei 'swift|Foundation|dispatch|BlocksRuntime|not found' "$scratch/ldd.txt"; then
  echo "error: the binary still needs the toolchain's libraries" >&2
  exit 1
fi
# A run path may only point next to the binary ($ORIGIN), never into the toolchain.
if readelf -d "$binary" | grep -E 'RUNPATH|RPATH' | grep -v '\[\$ORIGIN\]$'; then
  echo "error: the binary has a run path into the file system" >&2
  exit 1
fi

echo "== run from an empty directory: env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH="
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/flexlayout"
clean() { (cd "$work" && env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= "$@"); }
clean ./flexlayout --version
clean ./flexlayout example inbox > "$work/inbox.json"
clean ./flexlayout layout inbox.json > "$work/result.json"
clean ./flexlayout demo > "$work/demo.txt"
echo "example inbox: $(wc -l < "$work/inbox.json") lines; layout: $(wc -l < "$work/result.json") lines;" \
  "demo: $(wc -l < "$work/demo.txt") lines"
# The dynamic loader's own account: every file it opened comes from the system.
clean env LD_DEBUG=files ./flexlayout layout inbox.json 2> "$work/loader.txt" > /dev/null
if grep -E 'file=.*(swift|Foundation|dispatch)' "$work/loader.txt"; then
  echo "error: the loader opened a toolchain library" >&2
  exit 1
fi

# Stronger, where unprivileged mount namespaces are allowed: hide the toolchain's libraries entirely (an
# empty tmpfs over them in a private mount namespace). The static binary must still run; as a control, the
# dynamically linked build must not.
toolchain_lib=$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/../lib" && pwd)
if unshare -rm true 2> /dev/null; then
  echo "== run with $toolchain_lib hidden"
  # hidden DIR COMMAND...: runs COMMAND in DIR, in a clean environment, with the toolchain's lib/ empty.
  hidden() {
    unshare -rm sh -c 'mount -t tmpfs none "$1" && cd "$2" && shift 2 &&
      exec env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= "$@"' sh "$toolchain_lib" "$@"
  }
  hidden "$work" ./flexlayout layout inbox.json | cmp - "$work/result.json"
  if [[ -x .build/release/flexlayout ]] && hidden "$PWD" .build/release/flexlayout --version > /dev/null 2>&1; then
    echo "error: control failed: the dynamically linked build ran with the toolchain hidden" >&2
    exit 1
  fi
  echo "runs; the dynamically linked build does not (control)"
else
  echo "(unshare -rm is not permitted here: skipping the run with the toolchain hidden)"
fi

# Same output as the dynamically linked build, when there is one.
if [[ -x .build/release/flexlayout ]]; then
  dynamic=$PWD/.build/release/flexlayout
  mkdir "$work/dynamic"  # the demo writes its pictures into the current directory
  (cd "$work/dynamic" && "$dynamic" layout ../inbox.json) | cmp - "$work/result.json"
  # (the demo's timing line differs from run to run)
  cmp <(cd "$work/dynamic" && "$dynamic" demo | grep -v ' layouts in ') <(grep -v ' layouts in ' "$work/demo.txt")
  echo "identical to .build/release/flexlayout's output"
fi
echo "static binary: ok"
