#!/usr/bin/env bash
# Builds the API reference of the FlexLayout module as a DocC archive, with the guides as articles.
#
#   Scripts/build-docs.sh            → .build/docs/FlexLayout.doccarchive
#   Scripts/build-docs.sh --preview  → also .build/docs/site, a static site (open site/documentation/flexlayout)
#
# Steps: build the module with symbol graphs in a scratch directory of its own (so it does not disturb the
# normal build), copy the catalog Sources/FlexLayout/FlexLayout.docc plus the Docs/ pages about this module
# into a temporary catalog, and run the toolchain's `docc convert`. Needs only the Swift 6 toolchain (docc
# ships with it; set DOCC to use another). Takes about a minute on two cores; not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."

docc="${DOCC:-}"
if [[ -z "$docc" ]]; then
  if command -v docc > /dev/null; then
    docc="$(command -v docc)"
  elif [[ -x "$(dirname "$(command -v swift)")/docc" ]]; then
    docc="$(dirname "$(command -v swift)")/docc"
  else
    docc="$(xcrun --find docc 2> /dev/null || true)"
  fi
fi
[[ -x "$docc" ]] || { echo "build-docs: docc not found; set DOCC=/path/to/docc" >&2; exit 1; }

out=.build/docs
scratch=.build/docs-build
symbols="$out/symbol-graphs"
catalog="$out/FlexLayout.docc"
rm -rf "$catalog" "$out/FlexLayout.doccarchive" "$out/site"
mkdir -p "$symbols"

# The compiler writes the symbol graphs when it compiles the module; an up-to-date build writes none, so the
# graphs of the last build stay in place (and a missing one forces a clean build).
build_symbols() {
  swift build --target FlexLayout --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
}
echo "== symbol graphs (swift build --target FlexLayout)"
build_symbols
if [[ ! -f "$symbols/FlexLayout.symbols.json" ]]; then
  rm -rf "$scratch"
  build_symbols
fi

echo "== catalog (Sources/FlexLayout/FlexLayout.docc + Docs/ guides)"
cp -R Sources/FlexLayout/FlexLayout.docc "$catalog"
# Articles are named after their files; two pages are renamed where a symbol has the same name.
for page in Docs/Embedding.md Docs/Semantics.md Docs/Architecture.md Docs/ScaledMetrics.md Docs/Containers/*.md; do
  [[ -f "$page" ]] && cp "$page" "$catalog/"
done
cp Docs/Examples.md "$catalog/BuiltInExamples.md"
mv "$catalog/ContainerRelativeFrame.md" "$catalog/ContainerRelativeFrames.md"

echo "== docc convert ($docc)"
"$docc" convert "$catalog" \
  --additional-symbol-graph-dir "$symbols" \
  --fallback-display-name FlexLayout \
  --fallback-bundle-identifier org.flexlayout.FlexLayout \
  --output-path "$out/FlexLayout.doccarchive"

if [[ "${1:-}" == "--preview" ]]; then
  "$docc" process-archive transform-for-static-hosting "$out/FlexLayout.doccarchive" --output-path "$out/site"
  echo "static site: $out/site/documentation/flexlayout/index.html"
fi
echo "archive: $out/FlexLayout.doccarchive"
