#!/usr/bin/env bash
# A digest of everything the plugins generate for the examples and the GPU test kernels: host
# assembly, PTX (sm_80, sm_90), AMDGPU assembly (gfx942), and the remarks each compile prints.
# Used to show that a restructuring changes no behaviour: run it before and after and diff.
#
#   bash scripts/codegen-digest.sh OUT_DIR      (writes OUT_DIR/digest.txt: one sha256 per output)
#
# Needs the build (make build) of this checkout. Takes about 2 minutes on 2 idle cores.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=$(mkdir -p "$1" && cd "$1" && pwd)
# The harness of this checkout (a git worktree may borrow another checkout's venv: PYTHON=...).
export PYTHONPATH="$ROOT/python${PYTHONPATH:+:$PYTHONPATH}"
TL() { "${PYTHON:-$ROOT/.venv/bin/python}" -m tilelang_llvm "$@"; }
cd "$ROOT"
for src in examples/*.cpp; do
  name=$(basename "$src" .cpp)
  for t in host sm_80 sm_90 gfx942; do
    d="$OUT/$name/$t"; mkdir -p "$d"
    case $t in host|gfx*) emit=asm ;; *) emit=ptx ;; esac
    TL compile --target "$t" --emit "$emit" --remarks -o "$d" "$src" >/dev/null 2>"$d/remarks.txt" || true
    # The temporary directory names in remarks are not part of the output.
    sed -i -E 's#/tmp/[^ :]*##g' "$d/remarks.txt"
  done
done
TL gpu-artefacts --target sm_90 --out-dir "$OUT/gpu-artefacts" >/dev/null 2>&1
# Debug info and launch records name the checkout's path: the same output from another clone
# or worktree must hash the same.
find "$OUT" -type f \( -name '*.ll' -o -name '*.json' -o -name '*.txt' \) -print0 |
  xargs -0 sed -i "s#$ROOT#@ROOT@#g"
(cd "$OUT" && find . -type f ! -name digest.txt ! -name '*.cubin' ! -name manifest.json \
   ! -name launch.json -print0 | sort -z | xargs -0 sha256sum) > "$OUT/digest.txt"
wc -l < "$OUT/digest.txt"
