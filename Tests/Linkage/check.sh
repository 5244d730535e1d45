#!/usr/bin/env bash
# Checks that the libraries meant to be light stay free of Foundation (Package.swift, Docs/Architecture.md,
# Targets): the engine `FlexLayout`, the format `FlexLayoutFormat`, the testing kit `FlexLayoutTesting` and the
# C interface `FlexLayoutC`.
# Run after `swift build -c release`, from anywhere; exits non-zero on any failure.
#
# 1. Sources: no file of those targets imports a Foundation module.
# 2. Objects: no object file of those targets asks the linker for one (the Swift compiler records each
#    imported module's library in the section .swift1_autolink_entries).
# 3. libFlexLayoutC.so: no Foundation library among its NEEDED entries (readelf -d), nor among the
#    libraries the dynamic loader resolves for it (ldd), so C programs do not load Foundation.
#
# Foundation's libraries: libFoundation, libFoundationEssentials, libFoundationInternationalization,
# lib_FoundationICU, libFoundationNetworking, libFoundationXML (and anything else named *Foundation*).
#
# Environment: BUILD_DIR (default .build/release).
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${BUILD_DIR:-.build/release}
library=$build/libFlexLayoutC.so
targets=(FlexLayout FlexLayoutFormat FlexLayoutTesting FlexLayoutC)
[[ -f $library ]] || { echo "error: $library is missing; run 'swift build -c release' first" >&2; exit 1; }
failed=0

echo "== sources: no Foundation import in ${targets[*]}"
sources=()
for target in "${targets[@]}"; do sources+=("Sources/$target"); done
# `import Foundation`, `@preconcurrency import FoundationEssentials`, `import struct Foundation.Data`, ...
attributes='(@[[:alnum:]_]+[[:space:]]+)*'
kind='([[:alpha:]]+[[:space:]]+)?'
if grep -rnE --include='*.swift' "^[[:space:]]*${attributes}import[[:space:]]+${kind}_?Foundation" "${sources[@]}"; then
  echo "error: the files above import Foundation" >&2
  failed=1
else
  echo "none"
fi

echo "== objects: no Foundation autolink entry in ${targets[*]}"
objects=0
for target in "${targets[@]}"; do
  # One object per source file (by name; objects of files moved elsewhere may linger in the build folder).
  while IFS= read -r source; do
    object=$build/$target.build/$(basename "$source").o
    [[ -f $object ]] || continue
    objects=$((objects + 1))
    wanted=$(readelf -p .swift1_autolink_entries "$object" 2> /dev/null | grep -oiE -- '-l[^ ]*foundation[^ ]*' |
      sort -u | tr '\n' ' ' || true)
    if [[ -n $wanted ]]; then
      echo "error: $object links ${wanted% }" >&2
      failed=1
    fi
  done < <(find "Sources/$target" -name '*.swift')
done
if ((objects == 0)); then
  echo "error: no object files of ${targets[*]} in $build" >&2
  failed=1
fi
echo "$objects object files checked"

echo "== $library: NEEDED entries"
readelf -d "$library" | awk '/\(NEEDED\)/ { print "  " $NF }' | tr -d '[]'
if readelf -d "$library" | grep '(NEEDED)' | grep -i foundation; then
  echo "error: libFlexLayoutC.so needs Foundation" >&2
  failed=1
fi
echo "== $library: every library the loader resolves (ldd)"
if ldd "$library" | grep -i foundation; then
  echo "error: loading libFlexLayoutC.so loads Foundation" >&2
  failed=1
else
  echo "no Foundation among $(ldd "$library" | wc -l) libraries"
fi

if ((failed)); then exit 1; fi
echo "linkage: ok"
