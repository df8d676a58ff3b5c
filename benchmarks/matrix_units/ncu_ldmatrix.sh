#!/bin/bash
# Predicted (tilelang-sram-bank) vs measured (Nsight Compute) shared-memory wavefronts of the
# ldmatrix reads and cp.async writes of examples/gemm_f16.cpp (compute(tensor_core)).
#
#   here (clang, plugins):   bash benchmarks/matrix_units/ncu_ldmatrix.sh build [ART]
#       compiles gemm_f16 with `tilelang-llvm gpu-artefacts` into ART (default
#       gpu-artefacts-ldmatrix) and keeps the pass's report of that very compile
#       (-mllvm -tilelang-sram-bank-report=ART/gemm_f16.banks.jsonl);
#   GPU machine (ncu, no clang; ART carried):
#                            bash benchmarks/matrix_units/ncu_ldmatrix.sh run [ART [OUT]]
#       runs gemm_f16 once at 1024^3 (the gpucheck worker: the cubin, checked against NumPy)
#       under ncu with the LDSM / LDGSTS / shared-memory metrics this ncu lists, and prints
#       the table (ncu_ldmatrix.py compare); OUT (default $OUT or ./ncu-ldmatrix-out) keeps
#       ncu.csv, metrics.txt, table.txt. Exit status 0 only when every prediction matches.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
export PYTHONPATH="$ROOT/python${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
SIZES=${SIZES:-M=1024,N=1024,K=1024}
cmd=${1:-}
ART=$(realpath -m "${2:-$ROOT/gpu-artefacts-ldmatrix}")
case "$cmd" in
build)
  TL=${TILELANG:-$ROOT/.venv/bin/tilelang-llvm}
  mkdir -p "$ART.tmp" && rm -f "$ART.tmp/banks.jsonl"
  "$TL" gpu-artefacts "$ROOT/examples/gemm_f16.cpp" --target sm_90 --out-dir "$ART" \
    -- -mllvm "-tilelang-sram-bank-report=$ART.tmp/banks.jsonl" || exit 1
  mv "$ART.tmp/banks.jsonl" "$ART/gemm_f16.banks.jsonl" && rmdir "$ART.tmp"
  echo "report: $ART/gemm_f16.banks.jsonl ($(wc -l <"$ART/gemm_f16.banks.jsonl") accesses)"
  ;;
run)
  RES=$(realpath -m "${3:-${OUT:-$PWD/ncu-ldmatrix-out}}")
  mkdir -p "$RES"
  ncu --version | tail -1 | tee "$RES/ncu-version.txt"
  ncu --query-metrics --csv >"$RES/query.txt" 2>&1 || ncu --query-metrics >"$RES/query.txt" 2>&1
  METRICS=$("$PY" "$HERE/ncu_ldmatrix.py" metrics "$RES/query.txt" 2>"$RES/metrics.txt")
  cat "$RES/metrics.txt"
  [ -n "$METRICS" ] || { echo "no metric found in ncu --query-metrics"; exit 1; }
  ncu --clock-control none --csv --print-units base --metrics "$METRICS" \
    --kernel-name regex:'^gemm_f16$' --launch-count 1 --log-file "$RES/ncu.csv" \
    "$PY" -m tilelang_llvm.gpucheck kernel "$ART" --source examples/gemm_f16.cpp \
    --kernel gemm_f16 --sizes "$SIZES" --json "$RES/run.json" >"$RES/run.txt" 2>&1
  echo "ncu exit $?"; tail -2 "$RES/run.txt"
  "$PY" "$HERE/ncu_ldmatrix.py" compare "$ART/gemm_f16.banks.jsonl" "$RES/ncu.csv" gemm_f16 \
    | tee "$RES/table.txt"
  exit "${PIPESTATUS[0]}"
  ;;
*)
  sed -n '2,16p' "$0"; exit 2 ;;
esac
