#!/usr/bin/env bash
# Compiles the pipeline-depth sweep of the f16 GEMM here (clang + plugins + ptxas) for
# benchmarks/gpu_sweep.py on the GPU machine (benchmarks/RESULTS.md, "pipeline depth"):
#
#   bash benchmarks/matrix_units/stage-variants.sh [OUT]     (default gpu-variants-stages/)
#   python3 benchmarks/gpu_sweep.py OUT --rounds 9           (there)
#
# examples/gemm_f16.cpp's loop nest under block tiles 128 x 128 x 32 and 128 x 128 x 64 and with
# 2 to 6 stages, each with the hooks' block order and blocks per SM. Sources are generated into
# benchmarks/matrix_units/stages/ (ignored by git).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:-$ROOT/gpu-variants-stages}
TL="$ROOT/.venv/bin/tilelang-llvm"
SRC="$ROOT/benchmarks/matrix_units/stages"
rm -rf "$OUT" "$SRC"
mkdir -p "$OUT" "$SRC"

. "$ROOT/benchmarks/variants-lib.sh"
# variant "TILE" "THREADS" "STAGES...": TILE with each of STAGES (THREADS empty: the hook's).
variant() {
  local tile=$1 threads=$2 name s extra=""
  shift 2
  [ -n "$threads" ] && extra=" threads($threads)"
  for s in "$@"; do
    name="f16_$(echo "$tile" | tr -d ' ' | tr ',' 'x')${threads:+_t$(echo "$threads" | tr -d ' ' | tr ',' 'x')}_p$s"
    pragma_variant "$ROOT/examples/gemm_f16.cpp" "$SRC/$name.cpp" \
      "tile($tile)$extra compute(tensor_core) pipeline($s)" "buffer(A: shared, B: shared, C: register)"
    printf 'import runpy\nfrom pathlib import Path\nKERNELS = runpy.run_path(str(Path(__file__).resolve().parents[3] / "examples" / "gemm_f16.py"))["KERNELS"]\n' \
      >"$SRC/$name.py"
  done
}
variant "128, 128, 32" "" 2 3 4 5 6
variant "128, 128, 64" "" 2 3
variant "128, 128, 128" "" 2
variant "128, 256, 64" "32, 16" 2
variant "256, 128, 64" "32, 16" 2

cat >"$OUT/sweep.json" <<'JSON'
{"sizes": {"gemm_f16": {"M": 8192, "N": 8192, "K": 8192}}, "kernels": ["gemm_f16"]}
JSON
"$TL" gpu-artefacts "$SRC"/*.cpp --out-dir "$OUT/hook"
