"""Side-by-side GPU timing of kernel variants compiled here, run where there is no clang.

Here (clang, plugins, ptxas)::

    bash benchmarks/gpu-variants.sh                     # -> gpu-variants/{full,nofull}/, sweep.json

On the GPU machine (NumPy, cuda-bindings; PyTorch for the cuBLAS baseline)::

    python3 benchmarks/gpu_sweep.py gpu-variants --rounds 5 --json "$OUT/sweep.json"

Every artefacts folder under the root (each with a ``manifest.json`` of ``tilelang-llvm
gpu-artefacts``) contributes its mapped kernels named in ``sweep.json``; a variant is
"folder/source". All variants of one kernel run on the same inputs at the sizes of
``sweep.json``: each is checked once against the NumPy reference (outputs poisoned first), then
timed in ``--rounds`` rounds; a round times every variant and the kernel's baseline (a
device-to-device copy of the kernel's bytes for a bandwidth kernel, cuBLAS without TF32 for one
with a flop count) one after the other, each the median of ``--repeat`` launches after
``--warmup``, with CUDA events. The table gives per variant the median over rounds of its time,
its rate, and the median over rounds of its ratio to the baseline timed in the same round.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "python"))

from tilelang_llvm import cudadrv, gpucheck, gpurun  # noqa: E402
from tilelang_llvm import kernel as kmod  # noqa: E402


def variants(root: Path, kernels: list[str]) -> dict[str, list[tuple[str, Path, str]]]:
    """Per kernel name: (variant label, artefacts folder, source) of every mapped entry."""
    out: dict[str, list[tuple[str, Path, str]]] = {k: [] for k in kernels}
    for man_path in sorted(root.glob("*/manifest.json")):
        art = man_path.parent
        man = json.loads(man_path.read_text())
        for e in man["entries"]:
            for k in e.get("mapped", []):
                if k in out and not e.get("error"):
                    out[k].append((f"{art.name}/{Path(e['source']).stem}", art, e["source"]))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("root", type=Path, help="folder with sweep.json and artefacts folders")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--json", type=Path, help="write every time as JSON")
    ap.add_argument("--kernels", help="comma list: only these kernels of sweep.json")
    ap.add_argument("--only", help="comma list: only variants whose label (folder/source) starts with one of these")
    args = ap.parse_args()
    cfg = json.loads((args.root / "sweep.json").read_text())
    if args.kernels:
        cfg["kernels"] = [k for k in cfg["kernels"] if k in args.kernels.split(",")]
    ctx = cudadrv.context()
    print(f"device: {ctx.info.describe()}")
    results: dict[str, Any] = {"device": ctx.info.describe(), "kernels": {}}
    for kernel, vs in variants(args.root, cfg["kernels"]).items():
        if args.only:
            vs = [v for v in vs if any(v[0].startswith(o) for o in args.only.split(","))]
        if not vs:
            continue
        print("variants in launch order: " + ", ".join(v[0] for v in vs))
        sizes = cfg["sizes"][kernel]
        gks = []
        spec = None
        for label, art, source in vs:
            gk, spec = gpucheck._gpu_kernel(art, source, kernel)
            gks.append((label, gk))
        assert spec is not None
        resolved = kmod.resolve_sizes(spec, sizes)
        values = kmod.make_inputs(spec, resolved, 0)
        print(f"{kernel} {resolved}: computing the NumPy reference", flush=True)
        expected = kmod.call_reference(spec, values, resolved)
        nbytes = spec.byte_count(resolved)
        flops = spec.flop_count(resolved)
        bufs = gpurun.Buffers(ctx, spec, values)
        rows: dict[str, dict[str, Any]] = {}
        try:
            launches = {}
            for label, gk in gks:
                bufs.load_inputs(values)
                a = gk.arguments(values, bufs.bufs)
                g = gk.grid(a)
                gk.launch(a, g)
                ctx.synchronize()
                checks = gpurun.check_outputs(spec, resolved, bufs.outputs(values), expected)
                rows[label] = {"check": "; ".join(c.describe() for c in checks),
                               "ok": all(c.ok for c in checks), "ms": [], "ratio": [],
                               "registers": None}
                res = gk.loaded.module.resources_of(gk.record.kernel)
                if res is not None:
                    rows[label]["registers"] = res.registers
                    rows[label]["spills"] = (res.spill_stores or 0) + (res.spill_loads or 0)
                launches[label] = (gk, a, g)
            rows["baseline"] = {"ms": [], "check": "", "ok": True}
            for r in range(args.rounds):
                if flops:
                    b = gpurun._torch_row(spec, values, expected, resolved, args.warmup,
                                          args.repeat, 30.0)
                else:
                    b = gpurun._copy_row(ctx, int(nbytes // 2), args.warmup, args.repeat, 30.0)
                base = b.median_ms
                rows["baseline"]["ms"].append(base)
                rows["baseline"]["check"] = b.label + (f" ({b.error})" if b.error else "")
                for label, (gk, a, g) in launches.items():
                    t, start, stop = gpurun._event_timer(ctx)
                    times = gpurun._time(lambda: gk.launch(a, g), start, stop, args.warmup,
                                         args.repeat, 30.0)
                    t.destroy()
                    ms = statistics.median(times)
                    rows[label]["ms"].append(ms)
                    if base:
                        rows[label]["ratio"].append(base / ms)
        finally:
            bufs.free()
        print(f"\n{kernel} at {resolved} ({args.rounds} rounds x median of {args.repeat})")
        hdr = f"{'variant':48} {'check':5} {'regs':>4} {'ms':>9} {'rate':>14} {'vs base':>8}"
        print(hdr)
        for label, row in rows.items():
            ms = statistics.median(row["ms"]) if row["ms"] and None not in row["ms"] else None
            rate = ("-" if ms is None else
                    f"{flops / ms / 1e9:.1f} TFLOP/s" if flops else f"{nbytes / ms / 1e6:.0f} GB/s")
            ratio = statistics.median(row["ratio"]) if row.get("ratio") else None
            print(f"{label:48} {'ok' if row['ok'] else 'WRONG':5} "
                  f"{row.get('registers') or '':>4} {ms if ms is not None else float('nan'):9.4f} "
                  f"{rate:>14} {'' if ratio is None else f'{ratio:.3f}x':>8}"
                  + (f"  {row['check']}" if label == "baseline" else ""))
        results["kernels"][kernel] = {"sizes": resolved, "rows": rows}
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
