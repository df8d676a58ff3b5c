"""Hardware probe of the NVIDIA matrix units' fragment layouts in targets/<chip>.json.

Runs on the GPU machine (needs CuPy for NVRTC and a GPU of compute capability >= 8.0). For each
mma.sync instruction the description lists, one warp loads its A, B and C fragments from global
memory at the (row, col) the description's formulas give for every (lane, i), runs the
instruction through inline PTX, and stores D back at C's positions; the result is compared with
NumPy's A @ B + C. Then ldmatrix: x4 over a 16 x 16 half tile (A's layout) and x2.trans over a
16 x 8 half tile stored row-major (B's layout), each lane's registers against the formulas.
A wrong formula gives a mismatch, so a pass is a check of the description against the silicon.

    PYTHONPATH=python python3 benchmarks/matrix_units/probe_nvidia.py [sm_90] [--json OUT]

Status: written 2026-12-01 and checked here only for its generated CUDA (no GPU was left to
run it that session); run it first thing on the GPU machine and record the result in
benchmarks/RESULTS.md.

Register packing (PTX ISA, "Matrix fragments for mma.m16n8k16 / m16n8k32 / m16n8k8"): element i of
a fragment lives in 32-bit register i / (4 / bytes) at sub-word i % (4 / bytes), low bits first.
"""
import argparse
import json
import sys

import numpy as np

from tilelang_llvm.targets import find_target, fragment_map

# type -> (NumPy dtype of the data, bytes, C type of one element, PTX type)
TYPES = {"f16": (np.float16, 2, "unsigned short"), "bf16": (None, 2, "unsigned short"),
         "s8": (np.int8, 1, "unsigned char"), "u8": (np.uint8, 1, "unsigned char"),
         "tf32": (np.float32, 4, "unsigned"), "f64": (np.float64, 8, "double"),
         "f32": (np.float32, 4, "float"), "s32": (np.int32, 4, "int")}


def regs(count, nbytes):
    """32-bit registers (or 64-bit for f64) that hold `count` elements of `nbytes` each."""
    return max(1, count * nbytes // 4) if nbytes < 8 else count


def kernel_source(unit, ins):
    fa, fb, fc = (unit["fragments"][o] for o in "abc")
    ta, tc = ins["a"], ins["c"]
    nb = TYPES[ta][1]
    ra, rb = regs(fa["elements"], nb), regs(fb["elements"], nb)
    rc = fc["elements"]
    per = 4 // nb if nb < 8 else 1
    ctype = TYPES[ta][2]
    acc = "double" if tc == "f64" else ("int" if tc == "s32" else "float")
    rtype = "double" if nb == 8 else "unsigned"
    cons_r = "d" if nb == 8 else "r"
    cons_c = "d" if tc == "f64" else ("r" if tc == "s32" else "f")
    pack = []
    for name, frag, r in (("a", fa, ra), ("b", fb, rb)):
        n = frag["elements"]
        pack.append(f"  {rtype} {name}[{r}];")
        if nb == 8:
            pack.append(f"  for (int r = 0; r < {r}; ++r) {name}[r] = {name.upper()}[i{name}[lane*{n}+r]];")
        else:
            pack.append(f"  for (int r = 0; r < {r}; ++r) {{ unsigned v = 0;\n"
                        f"    for (int s = 0; s < {per}; ++s) v |= (unsigned){name.upper()}[i{name}[lane*{n}+r*{per}+s]] << ({8*nb}*s);\n"
                        f"    {name}[r] = v; }}")
    n_out = rc
    outs = ", ".join(f'"={cons_c}"(d[{k}])' for k in range(n_out))
    ins_ = ", ".join([f'"{cons_r}"(a[{k}])' for k in range(ra)] + [f'"{cons_r}"(b[{k}])' for k in range(rb)]
                     + [f'"{cons_c}"(c[{k}])' for k in range(rc)])
    idx = 0
    def grp(n):
        nonlocal idx
        s = "{" + ", ".join(f"%{idx + k}" for k in range(n)) + "}"
        idx += n
        return s
    asm = f"{ins['mnemonic']} {grp(n_out)}, {grp(ra)}, {grp(rb)}, {grp(rc)};"
    ab_type = "double" if nb == 8 else ctype
    return f"""
extern "C" __global__ void probe(const {ab_type}* A, const {ab_type}* B, const {acc}* C, {acc}* D,
                                 const int* ia, const int* ib, const int* ic) {{
  int lane = threadIdx.x;
{chr(10).join(pack)}
  {acc} c[{rc}], d[{rc}];
  for (int r = 0; r < {rc}; ++r) c[r] = C[ic[lane*{rc}+r]];
  asm volatile("{asm}" : {outs} : {ins_});
  for (int r = 0; r < {rc}; ++r) D[ic[lane*{rc}+r]] = d[r];
}}
"""


def to_bits(x, t):
    if t == "bf16":
        f = x.astype(np.float32).view(np.uint32)
        return (f >> 16).astype(np.uint16), (f & 0xFFFF0000).view(np.float32)
    if t == "tf32":
        f = x.astype(np.float32).view(np.uint32) & np.uint32(0xFFFFE000)
        return f, f.view(np.float32)
    if t == "f16":
        h = x.astype(np.float16)
        return h.view(np.uint16), h.astype(np.float32)
    if t in ("s8", "u8"):
        v = x.astype(TYPES[t][0])
        return v.view(np.uint8), v.astype(np.int64)
    return x.astype(np.float64), x.astype(np.float64)


def index_table(fmap, cols, lanes, n):
    return np.array([fmap[(l, i)][0] * cols + fmap[(l, i)][1] for l in range(lanes) for i in range(n)],
                    dtype=np.int32)


def probe_mma(cp, unit, ins, lanes, rng):
    m, n, k = unit["m"], unit["n"], unit["k"]
    fa, fb, fc = (fragment_map(unit, o, lanes) for o in "abc")
    ta, tc = ins["a"], ins["c"]
    if ta in ("s8", "u8"):
        a = rng.integers(-128 if ta == "s8" else 0, 128 if ta == "s8" else 256, (m, k))
        b = rng.integers(-128 if ins["b"] == "s8" else 0, 128 if ins["b"] == "s8" else 256, (k, n))
        abits, aval = to_bits(a, ta)
        bbits, bval = to_bits(b, ins["b"])
        c = rng.integers(-1000, 1000, (m, n)).astype(np.int32)
        want = (aval @ bval + c).astype(np.int64)
    else:
        a, b = rng.standard_normal((m, k)), rng.standard_normal((k, n))
        abits, aval = to_bits(a, ta)
        bbits, bval = to_bits(b, ins["b"])
        c = rng.standard_normal((m, n)).astype(np.float64 if tc == "f64" else np.float32)
        want = aval.astype(np.float64) @ bval.astype(np.float64) + c
    src = kernel_source(unit, ins)
    opts = ("--std=c++17",)
    kern = cp.RawKernel(src, "probe", options=opts)
    nA, nB, nC = (unit["fragments"][o]["elements"] for o in "abc")
    ia, ib, ic = index_table(fa, k, lanes, nA), index_table(fb, n, lanes, nB), index_table(fc, n, lanes, nC)
    dA, dB = cp.asarray(abits.reshape(-1)), cp.asarray(bbits.reshape(-1))
    dC = cp.asarray(c.reshape(-1))
    dD = cp.full(c.size, 0, dtype=c.dtype)
    kern((1,), (lanes,), (dA, dB, dC, dD, cp.asarray(ia), cp.asarray(ib), cp.asarray(ic)))
    got = cp.asnumpy(dD).reshape(m, n)
    if tc == "s32":
        ok = bool((got.astype(np.int64) == want).all())
        err = int(np.abs(got.astype(np.int64) - want).max())
    else:
        err = float(np.abs(got - want).max() / max(1e-30, np.abs(want).max()))
        ok = err < (1e-12 if tc == "f64" else 1e-5)
    return ok, err, src


LDMATRIX = r"""
extern "C" __global__ void ldm(const unsigned short* T, unsigned* out, int rows, int trans) {
  __shared__ __align__(16) unsigned short s[16 * 16];
  int lane = threadIdx.x;
  for (int e = lane; e < rows * (trans ? 8 : 16); e += 32) s[e] = T[e];
  __syncthreads();
  unsigned r0, r1, r2 = 0, r3 = 0;
  if (!trans) {
    // x4: lane l gives row l % 16, columns 8 * (l / 16) .. + 7 of a 16 x 16 tile (16 halves a row).
    unsigned addr = (unsigned)__cvta_generic_to_shared(&s[(lane % 16) * 16 + 8 * (lane / 16)]);
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
  } else {
    // x2.trans: lanes 0..15 give the rows k = l of a 16 x 8 tile stored row-major (8 halves a row).
    unsigned addr = (unsigned)__cvta_generic_to_shared(&s[(lane % 16) * 8]);
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0,%1}, [%2];"
                 : "=r"(r0), "=r"(r1) : "r"(addr));
  }
  out[lane * 4 + 0] = r0; out[lane * 4 + 1] = r1; out[lane * 4 + 2] = r2; out[lane * 4 + 3] = r3;
}
"""


def probe_ldmatrix(cp, unit, lanes):
    """ldmatrix x4 against A's layout (16 x 16), x2.trans against B's (16 x 8, k x n)."""
    kern = cp.RawKernel(LDMATRIX, "ldm")
    results = {}
    for op, rows, cols, trans in (("a", 16, 16, 0), ("b", 16, 8, 1)):
        tile = np.arange(rows * cols, dtype=np.uint16)  # element value = its flat index
        out = cp.zeros(lanes * 4, dtype=cp.uint32)
        kern((1,), (lanes,), (cp.asarray(tile), out, np.int32(rows), np.int32(trans)))
        words = cp.asnumpy(out).reshape(lanes, 4)
        fmap = fragment_map(unit, op, lanes)
        bad = 0
        for (l, i), (r, c) in fmap.items():
            half = (words[l, i // 2] >> (16 * (i % 2))) & 0xFFFF
            bad += int(half != r * cols + c)
        results[op] = bad
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("chip", nargs="?", default="sm_90")
    ap.add_argument("--json")
    args = ap.parse_args()
    import cupy as cp
    t = find_target(args.chip)
    desc = t.data
    lanes = desc["warp_width"]["value"]
    rng = np.random.default_rng(0)
    report, failed = [], 0
    for unit in desc["matrix_units"]:
        for ins in unit.get("instructions", []):
            try:
                ok, err, _ = probe_mma(cp, unit, ins, lanes, rng)
            except Exception as e:  # a compile error is a finding too
                ok, err = False, f"{type(e).__name__}: {e}"[:300]
            failed += not ok
            report.append({"unit": unit["name"], "types": f"{ins['a']} x {ins['b']} -> {ins['c']}",
                           "ok": ok, "err": err})
            print(f"{'PASS' if ok else 'FAIL'} {unit['name']:22s} {ins['a']} x {ins['b']} -> {ins['c']}: "
                  f"max error {err}")
        if unit["name"] == "mma.sync.m16n8k16" and "instructions" in unit:
            bad = probe_ldmatrix(cp, unit, lanes)
            for op, n in bad.items():
                failed += n != 0
                kind = "x4 (A)" if op == "a" else "x2.trans (B)"
                print(f"{'PASS' if n == 0 else 'FAIL'} ldmatrix {kind} against fragment {op}: {n} elements differ")
                report.append({"unit": "ldmatrix " + kind, "ok": n == 0, "err": n})
    if args.json:
        json.dump(report, open(args.json, "w"), indent=1)
    print(f"{len(report)} probes, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
