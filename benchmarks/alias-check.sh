#!/usr/bin/env bash
# The run-time alias check on the host (lib/tile/RuntimeAliasCheck.h; benchmarks/RESULTS.md,
# "Arrays without restrict"): examples/gemm.cpp as shipped (__restrict) and the same loop nest
# with every __restrict removed, each benched against plain clang and Polly:
#
#   bash benchmarks/alias-check.sh [SIZES]        (default M=1024,N=1024,K=1024)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TL="$ROOT/.venv/bin/tilelang-llvm"
SIZES=${1:-M=1024,N=1024,K=1024}
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
sed 's/__restrict //g' "$ROOT/examples/gemm.cpp" >"$DIR/gemm_norestrict.cpp"
for src in "$ROOT/examples/gemm.cpp" "$DIR/gemm_norestrict.cpp"; do
  echo "== $(basename "$src")"
  "$TL" bench "$src" --reference "$ROOT/examples/gemm.py" --kernel gemm --sizes "$SIZES" --repeat 7
done
