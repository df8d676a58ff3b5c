"""One side-by-side table of host GEMM runs: `python summary.py RUN.json...` (bench --json).

Per kernel and size: GFLOP/s of plain clang, Polly, ours (tilelang) and OpenBLAS (NumPy) on one
thread and on all cores, ours / OpenBLAS on one thread (the issue's bar: at least 0.8x at
2048^3), ours / OpenBLAS on all cores and ours on all cores / ours on one thread. A file whose
run had more than one thread (bench's "threads": OMP_NUM_THREADS, else the cores; NumPy's BLAS
on as many) fills the all-core columns of its kernel and size; a one-thread file the others
(and "numpy-mt", if it ran, the all-core OpenBLAS). A variant not run prints "-".
"""
import json
import sys


def main(paths):
    cols = [("clang", "clang 1T"), ("polly", "Polly 1T"), ("ours1", "ours 1T"),
            ("blas1", "OpenBLAS 1T"), ("oursN", "ours all"), ("blasN", "OpenBLAS all")]
    head = f"{'kernel':7} {'N':>5} {'T':>3} " + " ".join(f"{h:>12}" for _, h in cols) + \
        f" {'ours/BLAS 1T':>13} {'ours/BLAS all':>14} {'all/1T':>7}"
    rows, order = {}, []
    cpu = blas = ""
    threads = 1
    for p in paths:
        d = json.load(open(p))
        cpu, blas = d.get("cpu", cpu), d.get("blas", blas)
        key = (d["kernel"], d["sizes"].get("N"))
        if key not in rows:
            rows[key] = {}
            order.append(key)
        g = {v["key"]: v.get("gflops") for v in d["variants"]}
        r = rows[key]
        t = d.get("threads", 1)
        if t > 1:
            threads = t
            r["oursN"], r["blasN"] = g.get("tilelang"), g.get("numpy")
        else:
            for k in ("clang", "polly"):
                r[k] = g.get(k)
            r["ours1"], r["blas1"] = g.get("tilelang"), g.get("numpy")
            if g.get("numpy-mt") and not r.get("blasN"):
                r["blasN"] = g["numpy-mt"]
    print(head)
    print("-" * len(head))

    def ratio(a, b):
        return f"{a / b:.2f}x" if a and b else "-"

    for key in order:
        r = rows[key]
        cells = [f"{r[k]:12.2f}" if r.get(k) else f"{'-':>12}" for k, _ in cols]
        print(f"{key[0]:7} {key[1]:>5} {threads:>3} " + " ".join(cells) +
              f" {ratio(r.get('ours1'), r.get('blas1')):>13}"
              f" {ratio(r.get('oursN'), r.get('blasN')):>14}"
              f" {ratio(r.get('oursN'), r.get('ours1')):>7}")
    print(f"GFLOP/s, median of the runs of each file; CPU {cpu}; BLAS {blas}; 1T: one thread; "
          f"all: {threads} threads (T), ours and OpenBLAS alike")


if __name__ == "__main__":
    main(sys.argv[1:])
