#!/usr/bin/env python3
"""Every instruction of every matrix unit in targets/*.json, compiled by LLVM 22.

    matrix_units_llc.py TARGETS_DIR WORK_DIR      (llvm-as and llc from PATH)

For each instruction: a one-call module (declare + call of its "intrinsic", operand types
from its fragments: NVPTX packs f16 in <2 x half>, bf16/tf32/s8/u8 in i32; AMDGPU passes
<E x half>, <E x i16> (the bf16 .1k forms), <E x bfloat> (gfx950), i32/i64/<4 x i32> for
i8) goes through llvm-as (the verifier rejects an unknown name or wrong operand types) and
llc -mcpu=min_chip (a processor LLVM 22 knows) and -mcpu=<the file's chip>, whose
assembly must contain the "mnemonic".
On the chip before min_chip (sm_75 for sm_80, gfx942 for gfx950, ...) llc must fail, so a
min_chip that is too new is caught. Prints one line per check; exits 1 on a mismatch.
"""
import json, pathlib, subprocess, sys

BEFORE = {"sm_80": "sm_75", "sm_89": "sm_86", "gfx908": "gfx906", "gfx90a": "gfx908",
          "gfx942": "gfx90a", "gfx950": "gfx942"}


def nv_regs(ty, n):
    return {"f16": ["<2 x half>"] * (n // 2), "bf16": ["i32"] * (n // 2), "tf32": ["i32"] * n,
            "s8": ["i32"] * (n // 4), "u8": ["i32"] * (n // 4), "f64": ["double"] * n,
            "f32": ["float"] * n, "s32": ["i32"] * n}[ty]


def amd_reg(ty, n, intrinsic):
    if ty == "f16":
        return f"<{n} x half>"
    if ty == "bf16":
        return f"<{n} x i16>" if intrinsic.endswith(".1k") else f"<{n} x bfloat>"
    if ty in ("s8", "u8"):
        return {4: "i32", 8: "i64", 16: "<4 x i32>"}[n]
    return f"<{n} x {'float' if ty == 'f32' else 'i32'}>"


def module(family, unit, ins):
    f = unit["fragments"]
    if family == "nvptx":
        params = (nv_regs(ins["a"], f["a"]["elements"]) + nv_regs(ins["b"], f["b"]["elements"]) +
                  nv_regs(ins["c"], f["c"]["elements"]))
        ret = "{" + ", ".join(nv_regs(ins["c"], f["c"]["elements"])) + "}"
        args = [f"{t} %{k}" for k, t in enumerate(params)]
        call = ", ".join(args)
    else:
        a = amd_reg(ins["a"], f["a"]["elements"], ins["intrinsic"])
        b = amd_reg(ins["b"], f["b"]["elements"], ins["intrinsic"])
        ret = amd_reg(ins["c"], f["c"]["elements"], ins["intrinsic"])
        params = [a, b, ret]
        call = f"{a} %0, {b} %1, {ret} %2, i32 0, i32 0, i32 0"
        params_decl = params + ["i32 immarg"] * 3
    decl = ", ".join(params if family == "nvptx" else params_decl)
    return (f"declare {ret} @{ins['intrinsic']}({decl})\n"
            f"define {ret} @f({', '.join(params)}) {{\n"
            f"  %r = call {ret} @{ins['intrinsic']}({call})\n  ret {ret} %r\n}}\n")


def main():
    targets, work = map(pathlib.Path, sys.argv[1:3])
    work.mkdir(parents=True, exist_ok=True)
    bad = 0
    for path in sorted(targets.glob("*.json")):
        d = json.loads(path.read_text())
        triple = d["triple"]
        for unit in d.get("matrix_units", []):
            for ins in unit.get("instructions", []):
                ll = work / f"{d['name']}_{ins['intrinsic']}.ll"
                bc = ll.with_suffix(".bc")
                ll.write_text(module(d["family"], unit, ins))
                r = subprocess.run(["llvm-as", ll, "-o", bc], capture_output=True, text=True)
                if r.returncode:
                    print(f"BAD {d['name']} {ins['intrinsic']}: llvm-as: {r.stderr.strip()}")
                    bad += 1
                    continue
                for cpu in dict.fromkeys([ins["min_chip"], d["cpus"][0]]):
                    r = subprocess.run(["llc", f"-mtriple={triple}", f"-mcpu={cpu}", bc, "-o", "-"],
                                       capture_output=True, text=True)
                    # The file's chip spells the mnemonic as the file does (CDNA3
                    # renamed v_mfma_f32_32x32x8f16 to v_mfma_f32_32x32x8_f16).
                    ok = (r.returncode == 0 and "not a recognized processor" not in r.stderr
                          and (cpu != d["cpus"][0] or ins["mnemonic"] in r.stdout))
                    print(f"{'OK' if ok else 'BAD'} {d['name']} {ins['intrinsic']} on {cpu}: {ins['mnemonic']}")
                    bad += not ok
                before = BEFORE.get(ins["min_chip"])
                if before:
                    r = subprocess.run(["llc", f"-mtriple={triple}", f"-mcpu={before}", bc, "-o", "-"],
                                       capture_output=True, text=True)
                    ok = r.returncode != 0
                    print(f"{'OK' if ok else 'BAD'} {d['name']} {ins['intrinsic']} refused on {before}")
                    bad += not ok
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
