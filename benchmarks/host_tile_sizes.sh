#!/bin/bash
# tile(auto) against fixed tile sizes chosen by hand, on the host GEMM example (1024^3, float32).
# Each variant is examples/gemm.cpp with the first pragma's tile(auto, auto, auto) replaced;
# rounds are interleaved and the best (minimum) time of each is kept, so that other processes
# on a shared machine only slow a run down and do not decide the ranking.
#   benchmarks/host_tile_sizes.sh [ROUNDS] [REPEAT]        (defaults 4 and 10)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-4}; repeat=${2:-10}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
sizes=("auto, auto, auto" "64, 128, 128" "128, 128, 128" "256, 256, 256" "64, 256, 256"
       "128, 256, 256" "32, 256, 256" "32, 128, 128" "64, 64, 128" "128, 128, 256")
for s in "${sizes[@]}"; do
  n=$(echo "$s" | tr -d ' ' | tr ',' 'x')
  sed "15s/tile(auto, auto, auto)/tile($s)/" "$root/examples/gemm.cpp" > "$work/g_$n.cpp"
  cp "$root/examples/gemm.py" "$work/g_$n.py"
done
for r in $(seq "$rounds"); do
  for s in "${sizes[@]}"; do
    n=$(echo "$s" | tr -d ' ' | tr ',' 'x')
    "$root/.venv/bin/tilelang-llvm" bench "$work/g_$n.cpp" --kernel gemm \
      --sizes M=1024,N=1024,K=1024 --variants tilelang --repeat "$repeat" \
      --json "$work/j_${n}_$r.json" > /dev/null
  done
done
"$root/.venv/bin/tilelang-llvm" compile "$work/g_autoxautoxauto.cpp" --remarks -o "$work" 2>&1 |
  grep -m1 "auto:" || true
"$root/.venv/bin/python" - "$work" <<'PY'
import collections, glob, json, os, sys
best = collections.defaultdict(list)
for f in glob.glob(os.path.join(sys.argv[1], "j_*.json")):
    n = os.path.basename(f).split("_")[1]
    v = json.load(open(f))["variants"][0]
    best[n].append(v["best_seconds"])
flops = 2 * 1024 ** 3
print(f"{'tile sizes':16s} {'best GFLOP/s':>12s}  per round")
for n, ts in sorted(best.items(), key=lambda kv: min(kv[1])):
    name = "auto" if n.startswith("auto") else n
    print(f"{name:16s} {flops / min(ts) / 1e9:12.1f}  " + " ".join(f"{flops / t / 1e9:.1f}" for t in ts))
PY
