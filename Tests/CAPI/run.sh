#!/usr/bin/env bash
# Tests the C interface from outside Swift (Docs/C-API.md). Run after `swift build -c release`, from
# anywhere; exits non-zero on any failure.
#
# 1. The header: compiles as C11 and as C++ with every warning as an error, and declares exactly the
#    functions libFlexLayoutC.so exports (no missing implementation, no undocumented export).
# 2. capi_test.c, compiled by the system C compiler against the header and the built library: builds the
#    inbox example through the header, sweeps it, and compares every frame bit for bit with the Swift API's
#    answer; then the contract (errors, callbacks, threads).
# 3. capi_test.py: the same sweep through Python's ctypes, plus a measure callback written in Python.
#
# The Swift API's answer is the JSON entry point laying out the request that the Swift CLI prints for the
# example (`flexlayout example inbox`), with an id on every node (annotate.py) so that every frame is listed.
#
# Environment: BUILD_DIR (default .build/release), CC (default gcc), CXX (default g++), PYTHON (python3).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
build=${BUILD_DIR:-.build/release}
build=$(cd "$build" && pwd)
cc=${CC:-gcc}
cxx=${CXX:-g++}
python=${PYTHON:-python3}
library=$build/libFlexLayoutC.so
header_dir=$root/Sources/CFlexLayout/include
for file in "$library" "$build/flexlayout"; do
  [[ -f $file ]] || { echo "error: $file is missing; run 'swift build -c release' first" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== header: C11 and C++, warnings as errors"
printf '#include "flexlayout.h"\nint main(void) { return flexlayout_format_version() == 1 ? 0 : 1; }\n' > "$work/header.c"
"$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror -I "$header_dir" -c "$work/header.c" -o "$work/header-c.o"
"$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -x c++ -I "$header_dir" -c "$work/header.c" -o "$work/header-cxx.o"

echo "== header and library agree"
# Every prototype in the header (function names followed by '(' outside comments), and every flexlayout_
# function the library exports.
"$python" - "$header_dir/flexlayout.h" > "$work/declared.txt" <<'EOF'
import re, sys
text = re.sub(r"/\*.*?\*/", "", open(sys.argv[1]).read(), flags=re.S)
# A name before "(*" is a return type of a function pointer, not a function.
names = set(re.findall(r"\b(flexlayout_\w+)\s*\((?!\s*\*)", text)) - {"flexlayout_measure_fn"}
print("\n".join(sorted(names)))
EOF
nm -D --defined-only "$library" | awk '$2 == "T" && $3 ~ /^flexlayout_/ { print $3 }' | sort > "$work/exported.txt"
if ! diff "$work/declared.txt" "$work/exported.txt" > "$work/difference.txt"; then
  echo "error: the header and the library disagree ('<' declared only, '>' exported only):" >&2
  cat "$work/difference.txt" >&2
  exit 1
fi
echo "$(wc -l < "$work/declared.txt") functions declared and exported"

echo "== Docs/C-API.md: the header copy is the header; the example compiles, runs and prints what the page says"
"$python" Tests/CAPI/doc_blocks.py Docs/C-API.md "$header_dir/flexlayout.h" "$work"
"$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror -I "$header_dir" "$work/example.c" -L "$build" -lFlexLayoutC \
  -Wl,-rpath,"$build" -lm -o "$work/example"
"$work/example" > "$work/example-output.txt"
diff -u "$work/example-expected.txt" "$work/example-output.txt"
echo "example: ok"

echo "== reference request: flexlayout example inbox, an id on every node"
"$build/flexlayout" example inbox > "$work/inbox.json"
"$python" Tests/CAPI/annotate.py "$work/inbox.json" "$work/inbox-ids.json" "$work/inbox-ids.txt"

echo "== C: capi_test.c with $("$cc" --version | head -n 1)"
"$cc" -std=c11 -Wall -Wextra -Wpedantic -Werror -O2 -pthread -I "$header_dir" Tests/CAPI/capi_test.c \
  -L "$build" -lFlexLayoutC -Wl,-rpath,"$build" -lm -o "$work/capi_test"
start=$(date +%s%N)
"$work/capi_test" "$work/inbox-ids.json" "$work/inbox-ids.txt"
echo "C test: $(( ($(date +%s%N) - start) / 1000000 )) ms"

echo "== Python: capi_test.py with $("$python" --version)"
start=$(date +%s%N)
"$python" Tests/CAPI/capi_test.py "$library" "$work/inbox.json"
echo "Python test: $(( ($(date +%s%N) - start) / 1000000 )) ms"
