"""One side-by-side table of host GEMM runs: `python summary.py RUN.json...` (bench --json).

Per kernel and size: GFLOP/s of plain clang, Polly, ours (tilelang) and OpenBLAS (NumPy) on one
thread and on all cores, and ours / OpenBLAS on one thread (the issue's bar: at least 0.8x at
2048^3). A variant not run prints "-"; ours on all cores prints "-" until the band runs on the
cores (the OpenMP work).
"""
import json
import sys


def main(paths):
    cols = [("clang", "clang 1T"), ("polly", "Polly 1T"), ("tilelang", "ours 1T"),
            ("numpy", "OpenBLAS 1T"), (None, "ours all"), ("numpy-mt", "OpenBLAS all")]
    head = f"{'kernel':7} {'N':>5} " + " ".join(f"{h:>12}" for _, h in cols) + \
        f" {'ours/BLAS 1T':>13}"
    print(head)
    print("-" * len(head))
    cpu = blas = ""
    for p in paths:
        d = json.load(open(p))
        cpu, blas = d.get("cpu", cpu), d.get("blas", blas)
        rows = {v["key"]: v for v in d["variants"]}
        g = {k: (rows[k].get("gflops") if k in rows else None) for k, _ in cols if k}
        cells = []
        for k, _ in cols:
            v = g.get(k) if k else None
            cells.append(f"{v:12.2f}" if v else f"{'-':>12}")
        ratio = (g["tilelang"] / g["numpy"]) if g.get("tilelang") and g.get("numpy") else None
        n = d["sizes"].get("N")
        print(f"{d['kernel']:7} {n:>5} " + " ".join(cells) +
              (f" {ratio:12.2f}x" if ratio else f" {'-':>13}"))
    print(f"GFLOP/s, median of the runs of each file; CPU {cpu}; BLAS {blas}; "
          "1T: one thread; 'ours all' waits for the OpenMP work (ours runs on one thread)")


if __name__ == "__main__":
    main(sys.argv[1:])
