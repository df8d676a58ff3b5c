"""Collects tilelang-sram-bank's predictions (out/*.jsonl) into
out/manifest.json: per pattern kernel, the kind measured (ld or st), the
predicted wavefronts per instruction of that kind and its phases; per
transpose/GEMM variant, the predictions of every access.

    python3 benchmarks/sram-bank/manifest.py benchmarks/sram-bank/out
"""
import json
import sys
from pathlib import Path

BLOCKS = {"patterns_1d": [128, 1, 1], "patterns_32x8": [32, 8, 1],
          "patterns_16x16": [16, 16, 1]}


def main(out: Path) -> None:
    manifest = {"patterns": [], "apps": []}
    for name, block in BLOCKS.items():
        rows = [json.loads(l) for l in (out / f"{name}.jsonl").read_text().splitlines()]
        kernels = sorted({r["function"] for r in rows}, key=lambda k: [r["function"] for r in rows].index(k))
        for k in kernels:
            kind = "st" if k.split("_")[1 if k.startswith("probe_") else 0] == "st" else "ld"
            mine = [r for r in rows if r["function"] == k and r["write"] == (kind == "st")]
            if not mine or not all(r["known"] for r in mine):
                raise SystemExit(f"{k}: prediction missing or unknown: {mine}")
            preds = {r["wavefronts"] for r in mine}
            if len(preds) != 1:
                raise SystemExit(f"{k}: instructions of the measured kind differ: {preds}")
            manifest["patterns"].append({
                "kernel": k, "ptx": f"{name}.ptx", "block": block, "kind": kind,
                "predicted": mine[0]["wavefronts"], "phases": mine[0]["phases"],
                "width": mine[0]["width"], "address": mine[0]["address"],
                "instruction": mine[0]["instruction"], "instructions": len(mine),
                "probe": k.startswith("probe_")})
    for app in ("transpose", "gemm"):
        for variant in ("plain", "remap"):
            rows = [json.loads(l) for l in (out / f"{app}_{variant}.jsonl").read_text().splitlines()]
            manifest["apps"].append({"app": app, "variant": variant, "ptx": f"{app}_{variant}.ptx",
                                     "accesses": rows})
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1))
    print(f"{len(manifest['patterns'])} patterns, {len(manifest['apps'])} application variants "
          f"-> {out / 'manifest.json'}")
    for p in manifest["patterns"]:
        print(f"  {p['kernel']:22s} {p['instruction']:18s} {p['kind']} predicted {p['predicted']:g} "
              f"(phases {p['phases']}, {p['instructions']} instr.)  {p['address']}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
