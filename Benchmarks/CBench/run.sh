#!/usr/bin/env bash
# Builds Benchmarks/CBench/live_bench.c against flexlayout.h and the release libFlexLayoutC.so, and runs it.
# Run after `swift build -c release`. Arguments go to live_bench (ROWS [SECTIONS [REPEATS]]); with none it
# runs the workloads of `FlexLayoutBench --live`: 1,000, 10,000 and 100,000 rows, and 100 sections of 1,000.
# `--smoke` runs one small list once (CI).
# Environment: BUILD_DIR (default .build/release), CC (default gcc).
set -euo pipefail
cd "$(dirname "$0")/../.."
build=$(cd "${BUILD_DIR:-.build/release}" && pwd)
[[ -f $build/libFlexLayoutC.so ]] || { echo "error: $build/libFlexLayoutC.so is missing; run 'swift build -c release' first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"${CC:-gcc}" -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror -I Sources/CFlexLayout/include \
  Benchmarks/CBench/live_bench.c -L "$build" -lFlexLayoutC -Wl,-rpath,"$build" -o "$work/live_bench"
if [[ ${1:-} == --smoke ]]; then
  "$work/live_bench" 1000 0 1
elif [[ $# -gt 0 ]]; then
  "$work/live_bench" "$@"
else
  for workload in "1000 0" "10000 0" "100000 0" "100000 100"; do
    # shellcheck disable=SC2086
    "$work/live_bench" $workload
    echo
  done
fi
