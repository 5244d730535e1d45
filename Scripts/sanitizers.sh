#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer (issue 5; Docs/Testing.md, "Sanitizers").
#
# Usage: Scripts/sanitizers.sh [address|thread|all] [extra 'swift test' arguments...]
#   Scripts/sanitizers.sh                                   # both, the whole suite
#   Scripts/sanitizers.sh thread --skip MeasureBudget       # one sanitizer, fewer tests
#
# Each sanitizer builds into its own scratch directory (default /tmp/flexlayout-<sanitizer>-build,
# override with SANITIZER_SCRATCH_ROOT) so the shared .build is never touched. Expect a long first build
# (several minutes on 2 cores) and a slow run: the property counts are lowered with
# FLEXLAYOUT_PROPERTY_CASES (default here 200) unless you set it yourself.
set -euo pipefail
cd "$(dirname "$0")/.."

which=${1:-all}
if [[ $# -gt 0 ]]; then shift; fi
case "$which" in
  all) sanitizers=(address thread) ;;
  address | thread) sanitizers=("$which") ;;
  *) echo "usage: $0 [address|thread|all] [swift test arguments...]" >&2; exit 64 ;;
esac

export FLEXLAYOUT_PROPERTY_CASES=${FLEXLAYOUT_PROPERTY_CASES:-200}
export FLEXLAYOUT_FUZZ_CASES=${FLEXLAYOUT_FUZZ_CASES:-1000}
# Stop at the first report. Leak checking is off: LeakSanitizer reports Swift globals (e.g. FlexLayout.Examples.all)
# and XCTest's runner as leaked at exit (their references hide in enum spare bits), and a leak report turns the
# exit status of every `flexlayout` child process non-zero, failing the CLI process tests.
export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=0}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1}

status=0
for sanitizer in "${sanitizers[@]}"; do
  scratch="${SANITIZER_SCRATCH_ROOT:-/tmp}/flexlayout-$sanitizer-build"
  echo "== swift test --sanitize=$sanitizer --scratch-path $scratch $*"
  if ! swift test --sanitize="$sanitizer" --scratch-path "$scratch" "$@"; then
    echo "== $sanitizer: FAILED" >&2
    status=1
  fi
done
exit $status
