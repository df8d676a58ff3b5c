"""Runs the shared-memory patterns, the transpose and the GEMM that build.sh
compiled, on an NVIDIA GPU through CuPy, and compares Nsight Compute's
counters with tilelang-sram-bank's predictions (out/manifest.json).

    python3 driver.py check   OUT_DIR RESULTS       outputs: remapped == plain == NumPy; timings
    python3 driver.py profile OUT_DIR RESULTS       one launch of each kernel (run under ncu)
    python3 driver.py compare OUT_DIR RESULTS       RESULTS/ncu.csv against the predictions

run_device.sh runs the three in one go.
"""
import csv
import io
import json
import sys
import time
from pathlib import Path

import numpy as np

ITERS = 64           # executions of a pattern's access per thread
GRID = 132           # blocks per pattern launch (one per SM of an H200)
TOLERANCE = 0.02     # measured wavefronts per instruction vs the prediction
N_TRANSPOSE = 4096
N_GEMM = 1024
METRICS = {
    "wf_ld": "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
    "wf_st": "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
    "inst_ld": "smsp__inst_executed_op_shared_ld.sum",
    "inst_st": "smsp__inst_executed_op_shared_st.sum",
    "conf_ld": "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
    "conf_st": "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
}


def modules(out):
    import cupy as cp
    cache = {}

    def get(ptx):
        if ptx not in cache:
            cache[ptx] = cp.RawModule(path=str(out / ptx))
        return cache[ptx]
    return get


def run_patterns(out, manifest, launches):
    import cupy as cp
    get = modules(out)
    for p in manifest["patterns"]:
        fn = get(p["ptx"]).get_function(p["kernel"])
        threads = p["block"][0] * p["block"][1] * p["block"][2]
        res = cp.full(GRID * threads, -1.0, dtype=cp.float32)
        fn((GRID,), tuple(p["block"]), (res, np.int32(ITERS)))
        cp.cuda.Device().synchronize()
        host = cp.asnumpy(res)
        if not np.all(np.isfinite(host)) or np.any(host == -1.0):
            raise SystemExit(f"{p['kernel']}: output not written")
        launches.append({"label": p["kernel"], "kernel": p["kernel"]})


def transpose(out, variant, a):
    import cupy as cp
    fn = modules(out)(f"transpose_{variant}.ptx").get_function("transpose")
    n = a.shape[0]
    d_in = cp.asarray(a)
    d_out = cp.full((n, n), np.nan, dtype=cp.float32)
    launch = lambda: fn((n // 32, n // 32), (32, 8, 1), (d_in, d_out, np.int32(n)))
    return d_out, launch


def gemm(out, variant, a, b):
    import cupy as cp
    fn = modules(out)(f"gemm_{variant}.ptx").get_function("gemm")
    m, k = a.shape
    n = b.shape[1]
    d_a, d_b = cp.asarray(a), cp.asarray(b)
    d_c = cp.full((m, n), np.nan, dtype=cp.float32)
    launch = lambda: fn((n // 32, m // 32), (32, 8, 1),
                        (d_a, d_b, d_c, np.int32(m), np.int32(n), np.int32(k)))
    return d_c, launch


def time_ms(launch, reps=50):
    import cupy as cp
    for _ in range(5):
        launch()
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    times = []
    for _ in range(reps):
        start.record()
        launch()
        stop.record()
        stop.synchronize()
        times.append(cp.cuda.get_elapsed_time(start, stop))
    return float(np.median(times))


def check(out, results):
    import cupy as cp
    rng = np.random.default_rng(int(time.time()))
    lines, ok = [], True
    a = rng.standard_normal((N_TRANSPOSE, N_TRANSPOSE), dtype=np.float32)
    got = {}
    for v in ("plain", "remap"):
        d, launch = transpose(out, v, a)
        launch()
        cp.cuda.Device().synchronize()
        got[v] = cp.asnumpy(d)
        same = np.array_equal(got[v], a.T)
        ok &= same
        t = time_ms(launch)
        gbs = 2 * a.nbytes / t / 1e6
        lines.append(f"transpose {v}: {'equal to NumPy' if same else 'WRONG'}; {t:.4f} ms, {gbs:.0f} GB/s")
    ident = np.array_equal(got["plain"], got["remap"])
    ok &= ident
    lines.append(f"transpose remap vs plain: {'identical' if ident else 'DIFFERENT'}")

    a = rng.standard_normal((N_GEMM, N_GEMM), dtype=np.float32)
    b = rng.standard_normal((N_GEMM, N_GEMM), dtype=np.float32)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    for v in ("plain", "remap"):
        d, launch = gemm(out, v, a, b)
        launch()
        cp.cuda.Device().synchronize()
        got[v] = cp.asnumpy(d)
        err = float(np.linalg.norm(got[v] - ref) / np.linalg.norm(ref))
        ok &= err < 1e-5
        t = time_ms(launch)
        gf = 2 * N_GEMM ** 3 / t / 1e6
        lines.append(f"gemm {v}: rel. error vs float64 {err:.2e}; {t:.4f} ms, {gf:.0f} GFLOP/s")
    ident = np.array_equal(got["plain"], got["remap"])
    ok &= ident
    lines.append(f"gemm remap vs plain: {'identical' if ident else 'DIFFERENT'}")
    print("\n".join(lines))
    (results / "check.json").write_text(json.dumps({"ok": bool(ok), "lines": lines}, indent=1))
    return 0 if ok else 1


def profile(out, results):
    manifest = json.loads((out / "manifest.json").read_text())
    launches = []
    run_patterns(out, manifest, launches)
    rng = np.random.default_rng(1)
    a = rng.standard_normal((N_TRANSPOSE, N_TRANSPOSE), dtype=np.float32)
    for v in ("plain", "remap"):
        _, launch = transpose(out, v, a)
        launch()
        launches.append({"label": f"transpose_{v}", "kernel": "transpose"})
    a = rng.standard_normal((N_GEMM, N_GEMM), dtype=np.float32)
    b = rng.standard_normal((N_GEMM, N_GEMM), dtype=np.float32)
    for v in ("plain", "remap"):
        _, launch = gemm(out, v, a, b)
        launch()
        launches.append({"label": f"gemm_{v}", "kernel": "gemm"})
    import cupy as cp
    cp.cuda.Device().synchronize()
    (results / "launches.json").write_text(json.dumps(launches))
    return 0


def read_ncu(path):
    """{launch index: {metric: value}} from ncu --csv (long or wide form)."""
    text = path.read_text(errors="replace")
    start = text.find('"ID"')
    rows = list(csv.reader(io.StringIO(text[start:])))
    header, body = rows[0], rows[1:]
    res = {}
    num = lambda s: float(s.replace(",", "")) if s.replace(",", "").replace(".", "").isdigit() else None
    if "Metric Name" in header:
        iid, iname, ival, ik = (header.index(c) for c in ("ID", "Metric Name", "Metric Value", "Kernel Name"))
        for r in body:
            if len(r) <= ival:
                continue
            d = res.setdefault(int(r[iid]), {"kernel": r[ik]})
            d[r[iname]] = num(r[ival])
    else:
        iid, ik = header.index("ID"), header.index("Kernel Name")
        for r in body:
            if not r or not r[iid].isdigit():
                continue  # the units row
            d = res.setdefault(int(r[iid]), {"kernel": r[ik]})
            for m in METRICS.values():
                if m in header:
                    d[m] = num(r[header.index(m)])
    return res


def compare(out, results):
    manifest = json.loads((out / "manifest.json").read_text())
    launches = json.loads((results / "launches.json").read_text())
    ncu = read_ncu(results / "ncu.csv")
    ids = sorted(ncu)
    if len(ids) != len(launches):
        raise SystemExit(f"ncu profiled {len(ids)} launches, the driver made {len(launches)}")
    by_label = {}
    for i, l in zip(ids, launches):
        if not ncu[i]["kernel"].startswith(l["kernel"]):
            raise SystemExit(f"launch {i}: ncu saw {ncu[i]['kernel']}, expected {l['kernel']}")
        by_label[l["label"]] = {k: ncu[i].get(m) for k, m in METRICS.items()}
    out_lines = ["| pattern | instruction | address | predicted | measured | instructions | match |",
                 "|---|---|---|---|---|---|---|"]
    summary = {"patterns": [], "apps": []}
    bad = 0
    for p in manifest["patterns"]:
        m = by_label[p["kernel"]]
        wf, inst = m[f"wf_{p['kind']}"], m[f"inst_{p['kind']}"]
        meas = wf / inst if inst else float("nan")
        match = abs(meas - p["predicted"]) <= TOLERANCE * p["predicted"]
        if not match and not p["probe"]:
            bad += 1
        tag = ("yes" if match else "NO") + (" (probe)" if p["probe"] else "")
        out_lines.append(f"| {p['kernel']} | {p['instruction']} | `{p['address']}` | {p['predicted']:g} | "
                         f"{meas:.3f} | {inst:.0f} | {tag} |")
        summary["patterns"].append({**p, "measured": meas, "instructions_measured": inst,
                                    "wavefronts_measured": wf, "match": match})
    n = sum(1 for p in manifest["patterns"] if not p["probe"])
    out_lines.append(f"\n{n - bad} of {n} patterns match within {TOLERANCE:.0%}"
                     f" (probes not counted).\n")
    out_lines += ["| kernel | variant | ld wavefronts | ld instr. | st wavefronts | st instr. | "
                  "excess wavefronts | ncu bank conflicts |", "|---|---|---|---|---|---|---|---|"]
    for app in ("transpose", "gemm"):
        ex = {}
        for v in ("plain", "remap"):
            m = by_label[f"{app}_{v}"]
            # Every access of these kernels is 4 bytes: one phase, so the
            # ideal is one wavefront per instruction.
            excess = (m["wf_ld"] + m["wf_st"]) - (m["inst_ld"] + m["inst_st"])
            conf = (m["conf_ld"] or 0) + (m["conf_st"] or 0)
            ex[v] = (excess, conf)
            out_lines.append(f"| {app} | {v} | {m['wf_ld']:.0f} | {m['inst_ld']:.0f} | {m['wf_st']:.0f} | "
                             f"{m['inst_st']:.0f} | {excess:.0f} | {conf:.0f} |")
            summary["apps"].append({"app": app, "variant": v, **m, "excess": excess})
        red = 1 - ex["remap"][0] / ex["plain"][0] if ex["plain"][0] else float("nan")
        red_c = 1 - ex["remap"][1] / ex["plain"][1] if ex["plain"][1] else float("nan")
        ok = red >= 0.95
        if not ok:
            bad += 1
        out_lines.append(f"| {app} | reduction | | | | | {red:.2%} | {red_c:.2%} |")
        summary[f"{app}_reduction"] = red
    print("\n".join(out_lines))
    (results / "compare.json").write_text(json.dumps(summary, indent=1))
    (results / "compare.md").write_text("\n".join(out_lines) + "\n")
    return 1 if bad else 0


def main():
    cmd, out, results = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
    results.mkdir(parents=True, exist_ok=True)
    sys.exit({"check": check, "profile": profile, "compare": compare}[cmd](out, results))


if __name__ == "__main__":
    main()
