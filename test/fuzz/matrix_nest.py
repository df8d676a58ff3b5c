"""Random contractions under ``#pragma tilelang ... compute(tensor_core)``: the matrix-unit cases
of the differential fuzzer (test/fuzz/diff_fuzz.py ``--kind matrix``), their C++ rendering,
exact inputs, a NumPy reference and the reducer's simpler variants.

A case is one function ``nest`` with the band ``i`` (M), ``j`` (N), ``k`` (K) in some order and
the body

    C[c] += (float)A[a] * (float)B[b];      // _Float16 / __bf16 operands, float C
    C[c] += (int)A[a] * (int)B[b];          // signed / unsigned char operands, int C
    C[c] = C[c] + ...;  C[c] = ... + C[c];  // the other forms the recogniser takes

with A row-major (``A[i * K + k]``, M x K) or column-major (``A[k * M + i]``, K x M), B
row-major (``B[k * N + j]``, K x N) or column-major (``B[j * K + k]``, N x K), C row-major
(M x N); subscripts flat with run-time sizes (``int M, int N, int K``), flat with literal
sizes, or 2-D fixed-size array parameters (``float (*__restrict C)[48]``, ``C[i][j]``); an
optional batch loop ``b < NB`` outside the band (the pragma on the i, j, k loops inside it) or
inside it as its outermost loop tiled by 1, each batch entry an M x K, K x N (or one B shared
by every entry) and M x N slice. Sizes are small (1..300), so that a case runs in seconds in
the GPU emulator.

The clauses are what the matrix lowering (lib/matrix, docs/matrix.md) takes: ``tile(BM, BN,
BK)`` (in the loops' order) with BM, BN in {16, 32, 64, 128} and BK a multiple of 16 (16-bit
floats) or 32 (8-bit integers) up to 64, sometimes ``threads(T)`` (T in 32..256),
``pipeline(S)`` (S in 2..4) and ``buffer(...)`` (which the lowering ignores). A few cases are
meant to be refused (K not innermost, the batch loop tiled by 2): those run as SIMT code and
are checked all the same.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field, replace

import numpy as np

#: Element kind -> (C type, NumPy dtype, C's C type, C's NumPy dtype, cast).
ELEMS = {"f16": ("_Float16", "float16", "float", "float32", "(float)"),
         "bf16": ("__bf16", "bfloat16", "float", "float32", "(float)"),
         "s8": ("signed char", "int8", "int", "int32", "(int)"),
         "u8": ("unsigned char", "uint8", "int", "int32", "(int)"),
         # The host GEMM plan (lib/tile/HostGemm.h, generate_host): float and double.
         "f32": ("float", "float32", "float", "float32", ""),
         "f64": ("double", "float64", "double", "float64", "")}
#: Loop variable of each role.
VAR = {"B": "b", "M": "i", "N": "j", "K": "k"}


@dataclass
class MatrixCase:
    """One contraction C (NB x M x N) += A (NB x M x K) * B (NB x K x N) and its clauses.

    ``order``: the band's loops by role, outermost first (``("M", "N", "K")``; ``"B"`` first
    when the batch loop is in the band). ``tile``: role -> tile size (``"B"`` -> 1 when the
    batch loop is in the band). Sizes are element counts; NB = 1 without a batch loop."""

    a_elem: str                       # "f16" | "bf16" | "s8" | "u8"
    b_elem: str
    a_major: str                      # "row": A[i * K + k] | "col": A[k * M + i]
    b_major: str                      # "row": B[k * N + j] | "col": B[j * K + k]
    M: int
    N: int
    K: int
    NB: int = 1
    batch: str = ""                   # "" | "outer" (around the band) | "inner" (in the band)
    b_batched: bool = True            # B varies with the batch loop (else one B for all)
    shape: str = "param"              # "param" | "literal" (flat) | "fixed" (2-D parameters)
    form: str = "+="                  # "+=" | "C+" (C = C + p) | "+C" (C = p + C)
    flat3: bool = False               # b * M * K + i * K + k instead of (b * M + i) * K + k
    order: tuple = ("M", "N", "K")
    tile: dict = field(default_factory=dict)
    threads: int | None = None
    pipeline: int | None = None
    buffers: dict = field(default_factory=dict)
    pattern: str = "matrix"
    #: the host GEMM plan's case (generate_host): `tile(auto...)`, no compute(tensor_core)
    host: bool = False
    #: host: the plan's kc and mc forced small (-tilelang-host-gemm-kc/-mc; 0: the model's), so
    #: that sizes up to 300 cross the K panels and the A blocks
    plan_kc: int = 0
    plan_mc: int = 0

    # -- types and sizes ----------------------------------------------------------------------
    @property
    def c_dtype(self) -> str:
        return ELEMS[self.a_elem][3]

    @property
    def integer(self) -> bool:
        return self.c_dtype == "int32"

    def dims(self) -> dict[str, tuple[int, int]]:
        """Array name -> (rows, cols) of one batch entry, as stored."""
        return {"A": (self.M, self.K) if self.a_major == "row" else (self.K, self.M),
                "B": (self.K, self.N) if self.b_major == "row" else (self.N, self.K),
                "C": (self.M, self.N)}

    def batched(self, name: str) -> bool:
        """Array `name` varies with the batch loop."""
        return bool(self.batch) and (name != "B" or self.b_batched)

    def batches(self, name: str) -> int:
        return self.NB if self.batched(name) else 1

    def size(self, name: str) -> int:
        """Elements of array `name` (all batch entries)."""
        r, c = self.dims()[name]
        return self.batches(name) * r * c

    def dtype(self, name: str) -> str:
        return {"A": ELEMS[self.a_elem][1], "B": ELEMS[self.b_elem][1], "C": self.c_dtype}[name]

    def scalar_params(self) -> list[tuple[str, int]]:
        if self.shape != "param":
            return []
        return ([("NB", self.NB)] if self.batch else []) + [("M", self.M), ("N", self.N), ("K", self.K)]

    def iterations(self) -> int:
        return self.NB * self.M * self.N * self.K

    # -- C++ ----------------------------------------------------------------------------------
    def _n(self, role: str) -> str:
        return role if self.shape == "param" else str({"NB": self.NB, "M": self.M, "N": self.N,
                                                      "K": self.K}[role])

    def _sub(self, name: str) -> str:
        """The subscript of A, B or C (`[i][k]` for fixed-size parameters)."""
        row_var, col_var, rows, cols = {
            "A": ("i", "k", "M", "K") if self.a_major == "row" else ("k", "i", "K", "M"),
            "B": ("k", "j", "K", "N") if self.b_major == "row" else ("j", "k", "N", "K"),
            "C": ("i", "j", "M", "N")}[name]
        if self.shape == "fixed":
            return f"[{row_var}][{col_var}]"
        R, Cn = self._n(rows), self._n(cols)
        if not self.batched(name):
            return f"[{row_var} * {Cn} + {col_var}]"
        if self.flat3:
            return f"[b * {R} * {Cn} + {row_var} * {Cn} + {col_var}]"
        return f"[(b * {R} + {row_var}) * {Cn} + {col_var}]"

    def c_params(self) -> list[str]:
        out = [f"int {p}" for p, _ in self.scalar_params()]
        for name, elem in (("A", self.a_elem), ("B", self.b_elem), ("C", None)):
            t = ELEMS[self.a_elem][2] if elem is None else ELEMS[elem][0]
            const = "" if name == "C" else "const "
            if self.shape == "fixed":
                out.append(f"{const}{t} (*__restrict {name})[{self.dims()[name][1]}]")
            else:
                out.append(f"{const}{t} *__restrict {name}")
        return out

    def clauses(self) -> list[str]:
        if self.host:
            out = [f"tile({', '.join(str(self.tile[r] or 'auto') for r in self.order)})"]
        else:
            out = [f"tile({', '.join(str(self.tile[r]) for r in self.order)})",
                   "compute(tensor_core)"]
        if self.threads:
            out.append(f"threads({self.threads})")
        if self.pipeline:
            out.append(f"pipeline({self.pipeline})")
        if self.buffers:
            out.append("buffer(" + ", ".join(f"{a}: {s}" for a, s in self.buffers.items()) + ")")
        return out

    def pragma(self) -> str:
        return "#pragma tilelang " + " ".join(self.clauses())

    def body(self) -> str:
        cast = ELEMS[self.a_elem][4]
        p = f"{cast}A{self._sub('A')} * {cast}B{self._sub('B')}"
        c = f"C{self._sub('C')}"
        return {"+=": f"{c} += {p};", "C+": f"{c} = {c} + {p};", "+C": f"{c} = {p} + {c};"}[self.form]

    def c_function(self, name: str, pragma: str | None) -> str:
        lines = [f'extern "C" void {name}({", ".join(self.c_params())}) {{']
        ind = "  "
        if self.batch == "outer":
            lines.append(f"{ind}for (int b = 0; b < {self._n('NB')}; ++b) {{")
            ind += "  "
        if pragma:
            lines.append(ind + pragma)
        bound = {"B": "NB", "M": "M", "N": "N", "K": "K"}
        for role in self.order:
            v = VAR[role]
            lines.append(f"{ind}for (int {v} = 0; {v} < {self._n(bound[role])}; ++{v})")
            ind += "  "
        lines.append(ind + self.body())
        if self.batch == "outer":
            lines.append("  }")
        lines.append("}")
        return "\n".join(lines)

    # -- inputs and the reference -------------------------------------------------------------
    def inputs(self, seed: int) -> dict[str, np.ndarray]:
        """Flat arrays A, B, C whose every product and partial sum is exact: 16-bit floats and
        C multiples of 1/8 in [-1, 1) (sums of R products are multiples of 1/64 of magnitude
        <= R + 1, exact in float32 for R <= 2^17); 8-bit integers over their whole range and
        C in [-2^20, 2^20) (|sum| < 2^31 for K <= 300)."""
        from tilelang_llvm.dtypes import np_dtype
        rng = np.random.default_rng(seed)
        out = {}
        for name in ("A", "B", "C"):
            dt, n = self.dtype(name), self.size(name)
            if dt in ("float16", "bfloat16", "float32", "float64"):
                v = (rng.integers(-8, 8, size=n).astype(np.float32) / 8).astype(np_dtype(dt))
            elif dt == "int32":
                v = rng.integers(-(1 << 20), 1 << 20, size=n).astype(np.int32)
            else:
                info = np.iinfo(dt)
                v = rng.integers(int(info.min), int(info.max) + 1, size=n).astype(dt)
            out[name] = np.ascontiguousarray(v)
        return out

    def reference(self, A, B, C) -> np.ndarray:
        """C + A x B per batch entry, in float64 / int64 (exact for the inputs above), as C's
        dtype (flat)."""
        wide = np.int64 if self.integer else np.float64
        rows = {n: self.dims()[n] for n in "ABC"}
        a = np.asarray(A).astype(wide).reshape(self.batches("A"), *rows["A"])
        b = np.asarray(B).astype(wide).reshape(self.batches("B"), *rows["B"])
        c = np.asarray(C).astype(wide).reshape(self.NB, *rows["C"]).copy()
        if self.a_major == "col":
            a = a.transpose(0, 2, 1)
        if self.b_major == "col":
            b = b.transpose(0, 2, 1)
        c += a @ b
        return c.reshape(-1).astype(self.c_dtype)

    def expected_refusal(self) -> str | None:
        """A phrase of the reason the matrix lowering gives for refusing this case on sm_90
        (docs/matrix.md, "Refusals"), or None when it should lower it: mixed s8 x u8 operands, K
        not the innermost loop,
        the batch loop tiled by more than 1, more than 128 accumulators per thread, no grid of
        the warps into warp tiles of 16 x 16 multiples, a BK of 48 (rows of 96 bytes, which the
        128-byte swizzle cannot hold)."""
        if self.a_elem != self.b_elem:   # sm_90's description has no mixed s8 x u8 mma
            return f"takes {self.a_elem} x {self.b_elem}"
        if self.order[-1] != "K":
            return "is not the innermost"
        if self.tile.get("B", 1) != 1:
            return "tile it by 1"
        bm, bn, t = self.tile["M"], self.tile["N"], self.threads or 256
        if bm * bn // t > 128:
            return "at most 128 fit in registers"
        w = t // 32
        if not any(w % wm == 0 and bm % (16 * wm) == 0 and bn % (16 * (w // wm)) == 0
                   for wm in range(1, w + 1)):
            return "no grid of"
        if self.tile["K"] == 48:
            return "swizzle cannot hold"
        return None

    # -- the reducer's variants ---------------------------------------------------------------
    def candidates(self):
        """Simpler variants, most promising first (each a new case; none invalid: literal
        sizes stay >= 2, where `A[i * 1 + k]` would have no leading dimension)."""
        def v(**kw):
            return replace(copy.deepcopy(self), **kw)
        if self.batch:
            yield v(batch="", NB=1, b_batched=True, order=tuple(r for r in self.order if r != "B"),
                    tile={r: s for r, s in self.tile.items() if r != "B"})
        for role in ("K", "M", "N"):
            n = getattr(self, role)
            for new in sorted({1, 8, 16, n // 2, n - 1} if role == "K" else {1, 16, n // 2, n - 1}):
                if (1 if self.shape == "param" else 2) <= new < n:
                    yield v(**{role: new})
        if self.NB > 1:
            yield v(NB=1)
        if self.buffers:
            yield v(buffers={})
        if self.pipeline:
            yield v(pipeline=None)
        if self.threads:
            yield v(threads=None)
        if self.shape != "param":
            yield v(shape="param")
        if self.form != "+=":
            yield v(form="+=")
        if self.flat3:
            yield v(flat3=False)
        if not self.b_batched:
            yield v(b_batched=True)
        if self.order[-3:] != ("M", "N", "K") and sorted(self.order[-3:]) == ["K", "M", "N"]:
            yield v(order=self.order[:-3] + ("M", "N", "K"))
        for name in ("a_major", "b_major"):
            if getattr(self, name) == "col":
                yield v(**{name: "row"})
        if self.a_elem != self.b_elem:
            yield v(b_elem=self.a_elem)
        if self.host:
            return
        for role in ("M", "N"):
            if self.tile[role] > 16:
                yield v(tile={**self.tile, role: self.tile[role] // 2})
        step = 32 if self.integer else 16
        if self.tile["K"] > step:
            yield v(tile={**self.tile, "K": step})


# ---------------------------------------------------------------------------------------------
# The generator
# ---------------------------------------------------------------------------------------------

def _size(r: random.Random, k: bool = False) -> int:
    """One extent: small odd sizes, multiples of 8 (the aligned cp.async path), K = 1."""
    x = r.random()
    if k and x < 0.08:
        return 1
    if x < 0.3:
        return 8 * r.randint(1, 24)
    if x < 0.55:
        return r.randint(1, 40)
    return r.randint(1, 300)


def generate(r: random.Random, target: str = "sm_90") -> MatrixCase:
    """One random contraction with clauses the matrix lowering takes (a few it refuses), sized
    so that NB x M x N x K stays under about 2.5 M multiply-adds. Deterministic in `r`."""
    elem = r.choice(["f16", "f16", "bf16", "s8", "u8"])
    b_elem = elem
    if elem in ("s8", "u8") and r.random() < 0.2:
        b_elem = "u8" if elem == "s8" else "s8"
    if target.startswith("gfx"):   # no CDNA unit takes u8: an error of tilelang-target-check
        # (test/target-check/contraction_targets.c), not a case for the emulator
        elem, b_elem = ("s8" if e == "u8" else e for e in (elem, b_elem))
    c = MatrixCase(elem, b_elem, r.choice(["row", "col"]), r.choice(["row", "col"]),
                   _size(r), _size(r), _size(r, k=True))
    while c.M * c.N * c.K > 2_500_000:
        role = r.choice("MNK")
        setattr(c, role, max(1, getattr(c, role) // 2))
    c.shape = r.choices(["param", "literal", "fixed"], [6, 2, 2])[0]
    if c.shape != "param":   # a literal 1 folds `A[i * 1 + k]`: no leading dimension (an error)
        c.M, c.N, c.K = max(2, c.M), max(2, c.N), max(2, c.K)
    x = r.random()
    if c.shape != "fixed" and x < 0.3:
        c.batch = "outer" if x < 0.15 else "inner"
        c.NB = r.randint(1, 3)
        while c.NB * c.M * c.N * c.K > 2_500_000:
            c.NB -= 1
        c.b_batched = r.random() < 0.8
        c.flat3 = r.random() < 0.3
    c.form = r.choices(["+=", "C+", "+C"], [6, 2, 2])[0]
    mn = ("M", "N") if r.random() < 0.75 else ("N", "M")
    c.order = mn + ("K",)
    if r.random() < 0.04:         # refused: K not the innermost loop
        c.order = r.choice([("M", "K", "N"), ("K", "M", "N")])
    if c.batch == "inner":
        c.order = ("B",) + c.order
    step = 32 if c.integer else 16
    ks = [16, 32, 64, 48] if step == 16 else [32, 64]   # 48: rarely (96-byte rows)
    c.tile = {"M": r.choice([16, 32, 64, 128]), "N": r.choice([16, 32, 64, 128]),
              "K": r.choices(ks, [3, 3, 3, 1][:len(ks)])[0]}
    if c.batch == "inner":
        c.tile["B"] = 2 if r.random() < 0.05 else 1   # 2: refused (batch loop tiled by 2)
    if r.random() < 0.6:   # mostly warps that divide the tile into 16 x 16 multiples
        fits = [t for t in (32, 64, 128, 256) if t // 32 <= c.tile["M"] * c.tile["N"] // 256]
        c.threads = r.choice(fits if r.random() < 0.85 else [32, 64, 128, 256])
    if r.random() < 0.4:
        c.pipeline = r.choice([2, 3, 4])
    if r.random() < 0.15:
        for name in ("A", "B", "C"):
            if r.random() < 0.6:
                c.buffers[name] = "register" if name == "C" and r.random() < 0.5 else "shared"
    return c


def generate_host(r: random.Random) -> MatrixCase:
    """One random float or double contraction for the host GEMM plan (lib/tile/HostGemm.h):
    any orientation of A and B, any order of the three loops, run-time, literal or 2-D fixed
    sizes, the three forms of the sum, sometimes a batch loop around the band (planned) or in it
    (refused: the plan takes three loops), all tile sizes `auto` (0). Sizes up to 300 cross the
    micro-kernel's mr and nr and the K panel kc of every host description. Deterministic in
    `r`."""
    elem = r.choice(["f32", "f64"])
    c = MatrixCase(elem, elem, r.choice(["row", "col"]), r.choice(["row", "col"]),
                   _size(r), _size(r), _size(r, k=True), host=True)
    while c.M * c.N * c.K > 2_500_000:
        role = r.choice("MNK")
        setattr(c, role, max(1, getattr(c, role) // 2))
    c.shape = r.choices(["param", "literal", "fixed"], [6, 2, 2])[0]
    if c.shape != "param":
        c.M, c.N, c.K = max(2, c.M), max(2, c.N), max(2, c.K)
    x = r.random()
    if c.shape != "fixed" and x < 0.2:
        c.batch = "outer" if x < 0.15 else "inner"
        c.NB = r.randint(1, 3)
        while c.NB * c.M * c.N * c.K > 2_500_000:
            c.NB -= 1
        c.b_batched = r.random() < 0.8
        c.flat3 = r.random() < 0.3
    c.form = r.choices(["+=", "C+", "+C"], [6, 2, 2])[0]
    order = ["M", "N", "K"]
    r.shuffle(order)
    c.order = tuple(order)
    if c.batch == "inner":
        c.order = ("B",) + c.order
    c.tile = {role: 0 for role in c.order}
    c.plan_kc = r.choice([0, 0, 8, 24, 64])
    c.plan_mc = r.choice([0, 0, 10, 48])
    if r.random() < 0.15:
        for name in ("A", "B", "C"):
            if r.random() < 0.6:
                c.buffers[name] = "register" if name == "C" and r.random() < 0.5 else "shared"
    return c
