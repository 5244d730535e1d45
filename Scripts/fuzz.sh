#!/usr/bin/env bash
# Fuzzes the JSON decoder and the CLI with libFuzzer (issue 5; Docs/Testing.md, "Fuzzing").
#
# Usage: Scripts/fuzz.sh [seconds] [extra libFuzzer arguments...]      (default 300 seconds)
#   FUZZ_WORK=/tmp/flexlayout-fuzz   where the build, the corpus and any crash-* inputs go
#   FUZZ_JOBS=1                      parallel fuzzing processes (libFuzzer -fork)
#
# Compiles FlexLayout, FlexLayoutFormat and FlexLayoutCLI with `swiftc -sanitize=fuzzer,address` (whole
# module, -O, outside SwiftPM: the package build is untouched) and links Scripts/libfuzzer/FuzzEntry.swift against
# them. The corpus starts from the fixture requests (Tests/FlexLayoutTests/Fixtures/cases). A finding is
# saved as $FUZZ_WORK/crash-<sha1>; reproduce it with `$FUZZ_WORK/flexlayout-fuzz <file>` or
# `swift run flexlayout layout <file>`. For the seeded mutator inside `swift test`, see Tests/FlexLayoutTests/Fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-300}
if [[ $# -gt 0 ]]; then shift; fi
work=${FUZZ_WORK:-/tmp/flexlayout-fuzz}
jobs=${FUZZ_JOBS:-1}
build="$work/build"
mkdir -p "$build" "$work/corpus"

flags=(-sanitize=fuzzer,address -O -wmo -parse-as-library -swift-version 6 -package-name FlexLayout)
echo "== compiling FlexLayout"
swiftc "${flags[@]}" -module-name FlexLayout -emit-module -emit-module-path "$build/FlexLayout.swiftmodule" \
  -c $(find Sources/FlexLayout -name '*.swift' | sort) -o "$build/FlexLayout.o"
echo "== compiling FlexLayoutFormat"
swiftc "${flags[@]}" -module-name FlexLayoutFormat -I "$build" \
  -emit-module -emit-module-path "$build/FlexLayoutFormat.swiftmodule" \
  -c $(find Sources/FlexLayoutFormat -name '*.swift' | sort) -o "$build/FlexLayoutFormat.o"
echo "== compiling FlexLayoutCLI"
swiftc "${flags[@]}" -module-name FlexLayoutCLI -I "$build" \
  -emit-module -emit-module-path "$build/FlexLayoutCLI.swiftmodule" \
  -c $(find Sources/FlexLayoutCLI -name '*.swift' | sort) -o "$build/FlexLayoutCLI.o"
echo "== linking the fuzz target"
swiftc -sanitize=fuzzer,address -O -parse-as-library -swift-version 6 -I "$build" Scripts/libfuzzer/FuzzEntry.swift \
  "$build/FlexLayout.o" "$build/FlexLayoutFormat.o" "$build/FlexLayoutCLI.o" -lm -o "$build/flexlayout-fuzz"

# Seed corpus: every fixture request (their metadata members make them invalid requests, which is fine).
find Tests/FlexLayoutTests/Fixtures -name '*.json' -exec cp {} "$work/corpus/" \;

# A dictionary of the format's tokens helps libFuzzer build valid requests.
dict="$work/flexlayout.dict"
{
  for token in kind id children width height minWidth maxWidth minHeight maxHeight spacing alignment child \
    top leading bottom trailing axes ratio contentMode text words layoutPriority proposal environment root \
    formatVersion displayScale dynamicTypeSize layoutDirection scaled relativeTo columns thresholds \
    fixed flexible spacer hstack vstack zstack flow grid viewThatFits buckets split frame padding fixedSize \
    aspectRatio scroll containerRelativeFrame center null true false; do
    echo "\"\\\"$token\\\"\""
  done
  for token in '{' '}' '[' ']' ':' ',' '1e400' 'NaN' '-0' '1e7'; do echo "\"$token\""; done
} > "$dict"

fork=()
if [[ $jobs -gt 1 ]]; then fork=(-fork="$jobs"); fi
echo "== fuzzing for $seconds s ($jobs job(s)); findings go to $work"
cd "$work"
# Swift's own backtracer reads the stack in ways ASan reports as errors after a trap; libFuzzer prints the stack.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
"$build/flexlayout-fuzz" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
  -dict="$dict" -print_final_stats=1 "${fork[@]}" "$@" corpus
