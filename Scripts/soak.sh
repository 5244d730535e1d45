#!/usr/bin/env bash
# The long soak of issue 5: every property at 10^6 cases (and the fuzz tests at 10^6 inputs), release build,
# and the live tree's random edit sequences (3,000 seeds, every pass and every edit batch checked, with the
# tree's invariants). Every property runs the full count here, the expensive ones included
# (FLEXLAYOUT_FULL_COUNT=1; `swift test` runs those at a fraction). Docs/Testing.md, "Soak".
#
# Usage: Scripts/soak.sh [cases] [extra 'swift test' arguments...]    (default 1000000)
#   Scripts/soak.sh                          # 10^6 cases per property and 10^6 fuzz inputs per fuzz test
#   Scripts/soak.sh 20000                    # a shorter soak
#   Scripts/soak.sh 1000000 --skip Fuzz      # properties and live edits only
#   FLEXLAYOUT_BASE_SEED=7 Scripts/soak.sh   # another stream of cases
#   SOAK_LIVE_SEEDS=1500                     # live random-edit seeds 1...N (default 3000; 0 skips them)
#   SOAK_LIVE_FIRST=20001                    # ... starting at another seed (default 1)
#   SOAK_SCRATCH=/tmp/soak-build             # build somewhere other than .build
#
#        Scripts/soak.sh watch [cases] [poll seconds]                  (defaults 20000 and 60)
#   Runs in the background on every change to the engine: each time HEAD moves to a commit that touches
#   Sources/FlexLayout (and once at start), it exports that commit into .soak/tree (your working tree is
#   never used, so editing goes on undisturbed), soaks the properties there with a fresh random base seed,
#   and the live random edits from a fresh first seed, and appends one line per run to .soak/history.log:
#   time, commit, seed, first live seed, cases, seconds, PASS/FAIL.
#   A failing run's whole output stays in .soak/fail-<commit>-<seed>.log (it names the seed and the
#   minimal case). Start it with `nohup Scripts/soak.sh watch &`; stop it with kill.
#
# `-enable-testing`: some tests use `@testable import`, which release builds reject otherwise.
# The expensive properties run their documented fraction of the count (Docs/Testing.md). A failure prints
# its seed and minimal case; the run goes on to the other properties. At 10^6 cases expect many hours on
# 2 cores; the output is also written to soak-<cases>.log in the scratch directory's parent.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "watch" ]]; then
  cases=${2:-20000}
  poll=${3:-60}
  top=$(pwd)
  mkdir -p .soak
  last=""
  echo "== soak watch: $cases cases per property on every engine commit (history: .soak/history.log)"
  while true; do
    head=$(git rev-parse HEAD)
    if [[ "$head" != "$last" ]] && { [[ -z "$last" ]] || [[ -n "$(git diff --name-only "$last" "$head" -- Sources/FlexLayout)" ]]; }; then
      seed=0x$(od -An -N8 -tx8 /dev/urandom | tr -d ' \n')
      live_first=$(( $(od -An -N3 -tu4 /dev/urandom | tr -d ' \n') + 1 ))
      rm -rf .soak/tree && mkdir -p .soak/tree
      git archive "$head" | tar -x -C .soak/tree
      start=$(date +%s)
      set +e
      (cd .soak/tree && FLEXLAYOUT_BASE_SEED=$seed SOAK_LIVE_FIRST=$live_first SOAK_SCRATCH="$top/.soak/build" \
        bash Scripts/soak.sh "$cases" --skip Fuzz) > .soak/current.log 2>&1
      status=$?
      set -e
      verdict=PASS
      if [[ $status -ne 0 ]]; then
        verdict=FAIL
        cp .soak/current.log ".soak/fail-${head:0:10}-$seed.log"
      fi
      printf '%s %s seed=%s live=%s cases=%s %ss %s\n' "$(date -u +%FT%TZ)" "${head:0:10}" "$seed" "$live_first" "$cases" \
        "$(( $(date +%s) - start ))" "$verdict" >> .soak/history.log
      tail -n 1 .soak/history.log
    fi
    last=$head
    sleep "$poll"
  done
fi

cases=${1:-1000000}
if [[ $# -gt 0 ]]; then shift; fi
scratch=${SOAK_SCRATCH:-.build}
log="$(dirname "$scratch")/soak-$cases.log"

export FLEXLAYOUT_PROPERTY_CASES=$cases
export FLEXLAYOUT_FULL_COUNT=1
export FLEXLAYOUT_FUZZ_CASES=${FLEXLAYOUT_FUZZ_CASES:-$cases}
live_seeds=${SOAK_LIVE_SEEDS:-3000}
filter='Properties|FuzzTests'
if [[ "$live_seeds" -gt 0 ]]; then
  export FLEXLAYOUT_LIVE_SEEDS=$live_seeds
  export FLEXLAYOUT_LIVE_FIRST_SEED=${SOAK_LIVE_FIRST:-1}
  filter="$filter|RandomEditTests"
fi
# Release builds recurse less deeply, so the nesting mutations may go to the format's limit.
export FLEXLAYOUT_FUZZ_NESTING=${FLEXLAYOUT_FUZZ_NESTING:-4096}

echo "== soak: $cases cases per property, $FLEXLAYOUT_FUZZ_CASES fuzz inputs per fuzz test (log: $log)"
echo "== base seed: ${FLEXLAYOUT_BASE_SEED:-default}; live edit seeds: ${FLEXLAYOUT_LIVE_FIRST_SEED:-none} + $live_seeds"
start=$(date +%s)
set +e
swift test -c release -Xswiftc -enable-testing --scratch-path "$scratch" --filter "$filter" "$@" 2>&1 \
  | tee "$log"
status=${PIPESTATUS[0]}
set -e
echo "== soak finished in $(( $(date +%s) - start )) s with status $status"
exit "$status"
