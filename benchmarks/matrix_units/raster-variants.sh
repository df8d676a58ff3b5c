#!/usr/bin/env bash
# Compiles the grouped-block-order sweep here (clang + plugins + ptxas) for
# benchmarks/gpu_sweep.py on the GPU machine (benchmarks/RESULTS.md, "block order"):
#
#   bash benchmarks/matrix_units/raster-variants.sh [OUT]     (default gpu-variants-raster/)
#   python3 benchmarks/gpu_sweep.py OUT --rounds 5             (there)
#
# The block tiles of examples/gemm_f16.cpp (its loop nest, other pragma lines) and the SIMT
# examples/gemm.cpp, each compiled with the mapping hook's block order (OUT/hook/), row order
# (OUT/g0/, -mllvm -tilelang-raster-group=0) and fixed groups of 4, 8 and 32 block rows.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:-$ROOT/gpu-variants-raster}
TL="$ROOT/.venv/bin/tilelang-llvm"
SRC="$ROOT/benchmarks/matrix_units/raster"
rm -rf "$OUT" "$SRC"
mkdir -p "$OUT" "$SRC"

# variant NAME EXAMPLE PRAGMA...: EXAMPLE's pragma lines replaced by PRAGMA lines.
. "$ROOT/benchmarks/variants-lib.sh"
variant() {
  local name=$1 example=$2
  shift 2
  pragma_variant "$ROOT/examples/$example.cpp" "$SRC/$name.cpp" "$@"
  printf 'import runpy\nfrom pathlib import Path\nKERNELS = runpy.run_path(str(Path(__file__).resolve().parents[3] / "examples" / "%s.py"))["KERNELS"]\n' \
    "$example" >"$SRC/$name.py"
}
variant f16_128x128x32_p4 gemm_f16 "tile(128, 128, 32) compute(tensor_core) pipeline(4)" \
  "buffer(A: shared, B: shared, C: register)"
variant f16_128x128x64_p3 gemm_f16 "tile(128, 128, 64) compute(tensor_core) pipeline(3)" \
  "buffer(A: shared, B: shared, C: register)"
variant f16_128x256x32_p3 gemm_f16 "tile(128, 256, 32) compute(tensor_core) pipeline(3)" \
  "buffer(A: shared, B: shared, C: register)"
variant f16_128x128x64_p4 gemm_f16 "tile(128, 128, 64) compute(tensor_core) pipeline(4)" \
  "buffer(A: shared, B: shared, C: register)"
variant f16_256x128x32_t512_p4 gemm_f16 "tile(256, 128, 32) threads(32, 16) compute(tensor_core) pipeline(4)" \
  "buffer(A: shared, B: shared, C: register)"
variant f16_256x128x64_t512_p3 gemm_f16 "tile(256, 128, 64) threads(32, 16) compute(tensor_core) pipeline(3)" \
  "buffer(A: shared, B: shared, C: register)"
variant f16_128x256x64_t512_p3 gemm_f16 "tile(128, 256, 64) threads(32, 16) compute(tensor_core) pipeline(3)" \
  "buffer(A: shared, B: shared, C: register)"
variant simt_gemm gemm "tile(auto, auto, auto)" "buffer(A: shared, B: shared, C: register)"

cat >"$OUT/sweep.json" <<'JSON'
{"sizes": {"gemm_f16": {"M": 8192, "N": 8192, "K": 8192},
           "gemm": {"M": 4096, "N": 4096, "K": 4096}},
 "kernels": ["gemm_f16", "gemm"]}
JSON

"$TL" gpu-artefacts "$SRC"/*.cpp --out-dir "$OUT/hook"
for g in 0 8; do
  "$TL" gpu-artefacts "$SRC"/*.cpp --out-dir "$OUT/g$g" -- -mllvm -tilelang-raster-group=$g
done
