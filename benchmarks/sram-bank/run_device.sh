#!/bin/bash
# On the GPU machine (H200; no clang there): checks the outputs of the
# transpose and the GEMM with and without remapping, runs every pattern and
# both variants once under Nsight Compute, and compares the counters with
# tilelang-sram-bank's predictions. Needs benchmarks/sram-bank/out from
# build.sh (compiled here, carried there). One device call:
#
#   benchmarks/sram-bank/run_device.sh [RESULTS_DIR]   (default: $OUT or ./results)
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
RES=${1:-${OUT:-$HERE/results}}
mkdir -p "$RES"
export PYTHONUNBUFFERED=1
METRICS=l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,smsp__inst_executed_op_shared_ld.sum,smsp__inst_executed_op_shared_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum
{
  date -u
  nvidia-smi --query-gpu=name,driver_version,pstate,clocks.sm,clocks.max.sm,clocks.mem,temperature.gpu,power.draw,power.limit,persistence_mode,compute_mode,mig.mode.current --format=csv
  ncu --version | tail -1
  python3 -c 'import cupy, numpy; print("cupy", cupy.__version__, "numpy", numpy.__version__)'
} >"$RES/card.txt" 2>&1
cat "$RES/card.txt"
python3 "$HERE/driver.py" check "$HERE/out" "$RES" 2>&1 | tee "$RES/check.txt"
check=${PIPESTATUS[0]}
ncu --clock-control none --csv --print-units base --metrics "$METRICS" \
  --kernel-name regex:'^(ld_|st_|probe_|transpose|gemm)' --log-file "$RES/ncu.csv" \
  python3 "$HERE/driver.py" profile "$HERE/out" "$RES" >"$RES/ncu_stdout.txt" 2>&1
echo "ncu exit $?"; tail -3 "$RES/ncu_stdout.txt"
python3 "$HERE/driver.py" compare "$HERE/out" "$RES"
cmp=$?
echo "check exit $check, compare exit $cmp"
exit $((check | cmp))
