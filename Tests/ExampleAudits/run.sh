#!/usr/bin/env bash
# Audits every built-in example over the default matrix (320…1440 at 1 pt, all 12 Dynamic Type sizes, both
# directions, the example's own height) against its committed baseline, Tests/ExampleAudits/NAME.baseline.json
# (Docs/Examples.md, "Audits", says why each accepted finding is accepted). Fails when any example has a
# finding its baseline does not accept, and prints those.
#
# Usage: Tests/ExampleAudits/run.sh [--write]     (--write: rewrite the baselines from today's findings, keeping
#                                                  the reasons of entries that stay; new entries need a reason)
# Environment: FLEXLAYOUT (default .build/release/flexlayout, built if missing).
set -euo pipefail
cd "$(dirname "$0")/../.."
tool=${FLEXLAYOUT:-.build/release/flexlayout}
[[ -x $tool ]] || swift build -c release --product flexlayout
folder=Tests/ExampleAudits
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0
for name in $("$tool" examples | awk '{print $1}'); do
  "$tool" example "$name" > "$scratch/$name.json"
  baseline=$folder/$name.baseline.json
  if [[ "${1:-}" == "--write" ]]; then
    "$tool" check "$scratch/$name.json" --write-baseline "$scratch/$name.new.json" > /dev/null || true
    python3 "$folder/keep_reasons.py" "$baseline" "$scratch/$name.new.json" > "$scratch/$name.merged.json"
    mv "$scratch/$name.merged.json" "$baseline"
    echo "wrote $baseline"
    continue
  fi
  set +e
  "$tool" check "$scratch/$name.json" --baseline "$baseline" > "$scratch/$name.txt"
  status=$?
  set -e
  echo "$name: $(tail -n 1 "$scratch/$name.txt")"
  if [[ $status -ne 0 ]]; then
    # At most 40 lines, without a pipe: head closing one early would fail the script under pipefail and stop
    # it at the first example with new findings.
    grep -v -m 40 '^accepted ' "$scratch/$name.txt" || true
    failed=1
  fi
done
exit $failed
