#!/usr/bin/env bash
# The one-call GPU check, on a machine with an NVIDIA GPU (and no clang): runs every kernel of
# the artefacts that `make gpu-artefacts` compiled here, on odd sizes against NumPy, under
# compute-sanitizer (memcheck, racecheck), and the benches (GEMM 8192^3 vs cuBLAS, transpose
# 8192^2 vs a device copy). Writes summary.json, summary.txt, sanitizer.log and workers.log
# into OUT; exit status 0 only when everything passed.
#
#   bash scripts/gpu-check.sh [ARTEFACTS [OUT]]     (defaults: gpu-artefacts, $OUT or gpu-check-out)
#
# Needs python3 with numpy and cuda-bindings (torch optional: the cuBLAS baseline).
# See python/tilelang_llvm/gpucheck/ (run.py).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ART=${1:-$ROOT/gpu-artefacts}
RES=${2:-${OUT:-$ROOT/gpu-check-out}}
shift $(( $# < 2 ? $# : 2 ))
mkdir -p "$RES"
export PYTHONPATH="$ROOT/python${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
exec "$PY" -m tilelang_llvm.gpucheck run "$ART" "$RES" "$@"
