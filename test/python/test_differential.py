"""Differential test of `#pragma tilelang tile(...)`: random loop nests, tiled vs. untiled.

Hypothesis draws small perfectly nested loop nests (depth 1-3, `for (int i = lo; i < hi; ++i)`
with literal or run-time bounds, non-multiples of the tile sizes included), int32 or float32
arrays with random affine subscripts (`A[(i + 1) * 23 + (j - 1)]`, `B[j * S1 + i]`, `C[2 * k]`),
and one to three random `=` / `+=` statements in the innermost loop. Each nest is written twice
into one .cpp -- `nest_ref` without a directive and `nest_tiled` with `#pragma tilelang tile(...)`
(random sizes, 1 and sizes beyond the trip count included) -- compiled once with both plugins,
loaded with the harness's host loader, and both functions run on the same random inputs. Their
outputs must be identical (exact for int32; float32 within a tolerance, since a tiling may
change a summation order). A nest the tiler refuses (a remark) must of course also give equal
outputs. A small interpreter of the nest's sequential meaning is a third opinion: it checks the
untiled function too (exact for int32) and guards int32 nests against signed overflow, which
would be undefined behaviour, by rejecting the example.

Runs 150 examples (~20 s), derandomized: the same nests on every run.
`TILELANG_DIFF_EXAMPLES=N` changes the count.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, assume, event, given, note, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1
VARS = ("i", "j", "k")
TILE_SIZES = (1, 2, 3, 4, 5, 7, 8, 16, 32, 64, 100)
MAX_TRIP = {1: 70, 2: 24, 3: 11}  # per loop, by nest depth: keeps the interpreter fast


# ---------------------------------------------------------------------------------------------
# The nest: a small AST that prints as C++ and as Python (the interpreter)
# ---------------------------------------------------------------------------------------------

@dataclass
class Loop:
    var: str
    lo: int
    hi: int                 # the value of the upper bound
    hi_param: str | None    # a run-time bound `n0` (value `hi`), or None for the literal `hi`

    def value_range(self) -> tuple[int, int]:
        """Smallest and largest value the variable takes (lo, lo when the loop is empty)."""
        return self.lo, max(self.lo, self.hi - 1)


@dataclass
class Dim:
    var: str | None  # a loop variable, or None for a constant subscript
    coef: int
    off: int

    def c(self) -> str:
        if self.var is None:
            return str(self.off)
        t = self.var if self.coef == 1 else f"{self.coef} * {self.var}"
        return t if self.off == 0 else f"{t} {'+' if self.off > 0 else '-'} {abs(self.off)}"


@dataclass
class ArrayDecl:
    name: str
    ndim: int
    stride_param: str | None = None  # 2-D: the row stride as a run-time parameter, or literal
    extents: list[int] = field(default_factory=list)
    pad: int = 0

    @property
    def stride(self) -> int:
        return self.extents[1] + self.pad if self.ndim == 2 else 1

    @property
    def size(self) -> int:
        return self.extents[0] * self.stride if self.ndim == 2 else self.extents[0]


@dataclass
class Access:
    array: ArrayDecl
    dims: list[Dim]

    def flat(self) -> str:
        """The flat subscript, as C and Python both read it."""
        if self.array.ndim == 1:
            return self.dims[0].c()
        stride = self.array.stride_param or str(self.array.stride)
        row, col = self.dims[0].c(), self.dims[1].c()
        row = row if self.dims[0].var is None and self.dims[0].off >= 0 else f"({row})"
        return f"{row} * {stride} + {col}" if col != "0" else f"{row} * {stride}"


@dataclass
class Term:
    kind: str        # "read" | "const" | "var"
    access: Access | None = None
    value: int = 0
    var: str = ""


@dataclass
class Stmt:
    target: Access
    op: str                  # "=" or "+="
    terms: list[Term]
    ops: list[str]           # binary operators between the terms, left-associative


@dataclass
class Nest:
    dtype: str               # "int32" | "float32"
    loops: list[Loop]
    arrays: list[ArrayDecl]
    stmts: list[Stmt]
    tile: list[int]          # tile sizes of the len(tile) outermost loops

    # -- C++ ---------------------------------------------------------------------------------
    @property
    def ctype(self) -> str:
        return "int" if self.dtype == "int32" else "float"

    def scalar_params(self) -> list[tuple[str, int]]:
        out = [(f"n{d}", lp.hi) for d, lp in enumerate(self.loops)]
        out += [(a.stride_param, a.stride) for a in self.arrays if a.stride_param]
        return out

    def _c_term(self, t: Term) -> str:
        if t.kind == "read":
            return f"{t.access.array.name}[{t.access.flat()}]"
        if t.kind == "var":
            return t.var if self.dtype == "int32" else f"(float){t.var}"
        if self.dtype == "int32":
            return str(t.value)
        return f"{t.value / 2:.1f}f"  # halves: exact in float32

    def _c_expr(self, s: Stmt) -> str:
        e = self._c_term(s.terms[0])
        for op, t in zip(s.ops, s.terms[1:]):
            e = f"({e} {op} {self._c_term(t)})"
        return e

    def c_function(self, name: str, pragma: str | None) -> str:
        params = [f"int {p}" for p, _ in self.scalar_params()]
        params += [f"{self.ctype} *__restrict {a.name}" for a in self.arrays]
        lines = [f'extern "C" void {name}({", ".join(params)}) {{']
        if pragma:
            lines.append(pragma)
        for depth, lp in enumerate(self.loops):
            hi = lp.hi_param or str(lp.hi)
            lines.append("  " * (depth + 1) + f"for (int {lp.var} = {lp.lo}; {lp.var} < {hi}; ++{lp.var})")
        ind = "  " * (len(self.loops) + 1)
        lines.append(ind + "{")
        for s in self.stmts:
            lines.append(ind + f"  {s.target.array.name}[{s.target.flat()}] {s.op} {self._c_expr(s)};")
        lines.append(ind + "}")
        lines.append("}")
        return "\n".join(lines)

    def pragma(self) -> str:
        return f"#pragma tilelang tile({', '.join(map(str, self.tile))})"

    def source(self) -> str:
        return ("// Generated by test/python/test_differential.py\n"
                + self.c_function("nest_ref", None) + "\n\n"
                + self.c_function("nest_tiled", self.pragma()) + "\n")

    # -- the interpreter -------------------------------------------------------------------------
    def python(self) -> str:
        """A Python function `run(n0, ..., A0, ...)` with the nest's sequential meaning on lists.

        int32: every operation goes through `_i`, which raises OverflowError outside int32.
        float32: every operation is rounded to float32 by `_f`.
        """
        wrap = "_i" if self.dtype == "int32" else "_f"

        def term(t: Term) -> str:
            if t.kind == "read":
                return f"{t.access.array.name}[{t.access.flat()}]"
            if t.kind == "var":
                return t.var if self.dtype == "int32" else f"_f({t.var})"
            return str(t.value) if self.dtype == "int32" else f"_f({t.value / 2!r})"

        args = [p for p, _ in self.scalar_params()] + [a.name for a in self.arrays]
        lines = [f"def run({', '.join(args)}):"]
        for depth, lp in enumerate(self.loops):
            hi = lp.hi_param or str(lp.hi)
            lines.append("    " * (depth + 1) + f"for {lp.var} in range({lp.lo}, {hi}):")
        ind = "    " * (len(self.loops) + 1)
        for s in self.stmts:
            e = term(s.terms[0])
            for op, t in zip(s.ops, s.terms[1:]):
                e = f"{wrap}({e} {op} {term(t)})"
            tgt = f"{s.target.array.name}[{s.target.flat()}]"
            if s.op == "+=":
                e = f"{wrap}({tgt} + {e})"
            lines.append(ind + f"{tgt} = {e}")
        lines.append("    " * (len(self.loops) + 1) + "pass")
        return "\n".join(lines)

    def interpret(self, scalars: dict[str, int], arrays: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        def _i(x: int) -> int:
            if not INT32_MIN <= x <= INT32_MAX:
                raise OverflowError
            return x

        env = {"_i": _i, "_f": np.float32}
        exec(self.python(), env)  # noqa: S102 - our own generated code
        lists = {n: [(int(x) if self.dtype == "int32" else np.float32(x)) for x in a]
                 for n, a in arrays.items()}
        with np.errstate(over="ignore", invalid="ignore"):
            env["run"](*[scalars[p] for p, _ in self.scalar_params()],
                       *[lists[a.name] for a in self.arrays])
        return {n: np.array(v, dtype=self.dtype) for n, v in lists.items()}


# ---------------------------------------------------------------------------------------------
# The strategy
# ---------------------------------------------------------------------------------------------

@st.composite
def nests(draw) -> Nest:
    depth = draw(st.integers(1, 3))
    dtype = draw(st.sampled_from(["int32", "float32"]))
    loops = []
    for d in range(depth):
        lo = draw(st.integers(0, 3))
        hi = draw(st.integers(lo - 1, lo + MAX_TRIP[depth]))  # empty loops included
        hi = max(hi, 0)
        runtime = draw(st.booleans())
        loops.append(Loop(VARS[d], lo, hi, f"n{d}" if runtime else None))
    ranges = {lp.var: lp.value_range() for lp in loops}

    arrays = []
    for a in range(draw(st.integers(1, 4))):
        ndim = draw(st.integers(1, 2)) if depth > 1 else draw(st.sampled_from([1, 1, 2]))
        decl = ArrayDecl(f"A{a}", ndim)
        if ndim == 2:
            decl.stride_param = f"S{a}" if draw(st.booleans()) else None
            decl.pad = draw(st.integers(0, 2))
        arrays.append(decl)

    def dim(prefer_var: bool) -> Dim:
        use_var = draw(st.booleans()) if not prefer_var else draw(st.sampled_from([True] * 4 + [False]))
        if use_var:
            v = draw(st.sampled_from([lp.var for lp in loops]))
            coef = draw(st.sampled_from([1, 1, 1, 2]))
            off = draw(st.integers(-coef * ranges[v][0], 2))
            return Dim(v, coef, off)
        return Dim(None, 1, draw(st.integers(0, 3)))

    def access(arr: ArrayDecl, write: bool) -> Access:
        return Access(arr, [dim(write) for _ in range(arr.ndim)])

    stmts = []
    for _ in range(draw(st.integers(1, 3))):
        target = access(draw(st.sampled_from(arrays)), True)
        op = draw(st.sampled_from(["=", "+="]))
        nterms = draw(st.integers(1, 3))
        terms, ops = [], []
        for t in range(nterms):
            kind = draw(st.sampled_from(["read", "read", "read", "const", "var"]))
            if kind == "read":
                terms.append(Term("read", access(draw(st.sampled_from(arrays)), False)))
            elif kind == "const":
                terms.append(Term("const", value=draw(st.integers(-4, 4))))
            else:
                terms.append(Term("var", var=draw(st.sampled_from([lp.var for lp in loops]))))
            if t:
                # int32: one multiplication at most, so that most nests stay within int32.
                choices = ["+", "-", "*"] if dtype == "float32" or "*" not in ops else ["+", "-"]
                ops.append(draw(st.sampled_from(choices)))
        stmts.append(Stmt(target, op, terms, ops))

    # Extents: every subscript of every access lies within [0, extent) of its dimension.
    every = [s.target for s in stmts] + [t.access for s in stmts for t in s.terms if t.kind == "read"]
    for arr in arrays:
        ext = [1] * arr.ndim
        for acc in every:
            if acc.array is arr:
                for d, dm in enumerate(acc.dims):
                    top = dm.off if dm.var is None else dm.coef * ranges[dm.var][1] + dm.off
                    ext[d] = max(ext[d], top + 1)
        arr.extents = ext

    ntile = draw(st.integers(1, depth))
    tile = [draw(st.sampled_from(TILE_SIZES)) for _ in range(ntile)]
    return Nest(dtype, loops, arrays, stmts, tile)


# ---------------------------------------------------------------------------------------------
# Compiling and running through the harness
# ---------------------------------------------------------------------------------------------

#: TILELANG_DIFF_PLUGINS=0 compiles without the plugins: checks the generator and the
#: interpreter alone (both functions are then the same code), e.g. before the plugins build.
USE_PLUGINS = os.environ.get("TILELANG_DIFF_PLUGINS", "1") != "0"


def _harness() -> None:
    """Skip (with the reason) when the harness or the plugins are not there."""
    pytest.importorskip("tilelang_llvm.host")
    from tilelang_llvm import toolchain
    if USE_PLUGINS and not toolchain.plugins_available():
        pytest.skip(f"plugins not built in {toolchain.plugin_dir()}: run `make build`")


def _spec(nest: Nest, name: str):
    from tilelang_llvm.kernel import Array, KernelSpec, Scalar
    params = [Scalar(p) for p, _ in nest.scalar_params()]
    params += [Array(a.name, nest.dtype, (a.size,), intent="inout") for a in nest.arrays]
    return KernelSpec(name=name, params=params, reference=None, sizes=dict(nest.scalar_params()),
                      rtol=0 if nest.dtype == "int32" else 1e-5)


def run_both(path, nest: Nest, values: dict) -> tuple[dict[str, dict[str, np.ndarray]], str]:
    """Compile `path` once (both plugins, remarks on), run `nest_ref` and `nest_tiled` on copies
    of `values`. Returns ({function: {array: result}}, clang's diagnostics)."""
    from tilelang_llvm.compile import compile_to_ir
    from tilelang_llvm.host import JitModule
    ir = compile_to_ir(path, tilelang=USE_PLUGINS, remarks=USE_PLUGINS)
    jit = JitModule(ir.ir)
    outs = {}
    for fname in ("nest_ref", "nest_tiled"):
        vals = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in values.items()}
        jit.bind(_spec(nest, fname))(vals)
        outs[fname] = {a.name: vals[a.name] for a in nest.arrays}
    return outs, ir.diagnostics


def _outcome(diagnostics: str) -> str:
    """What the tiler said about the directive, for the statistics (not asserted)."""
    if "-Rpass=tilelang" in diagnostics:
        return "tiled"
    if "-Rpass-missed=tilelang" in diagnostics or "pass-failed" in diagnostics:
        return "refused"
    return "no remark"


def _check(name: str, got: np.ndarray, want: np.ndarray, dtype: str, rtol: float) -> None:
    from tilelang_llvm.kernel import compare
    res = compare(name, got, want, 0 if dtype == "int32" else rtol)
    assert res.ok, res.describe()


EXAMPLES = int(os.environ.get("TILELANG_DIFF_EXAMPLES", "150"))


@settings(derandomize=True, max_examples=EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(nest=nests(), seed=st.integers(0, 2**16))
def test_tiled_equals_untiled(nest: Nest, seed: int, tmp_path_factory) -> None:
    _harness()
    from tilelang_llvm.kernel import make_inputs
    values = make_inputs(_spec(nest, "nest_ref"), dict(nest.scalar_params()), seed)
    arrays = {a.name: values[a.name] for a in nest.arrays}
    try:
        expected = nest.interpret(dict(nest.scalar_params()), arrays)
    except OverflowError:
        assume(False)  # int32 overflow is undefined behaviour: not a valid program
    src = nest.source()
    note(src)
    path = tmp_path_factory.mktemp("nest") / "nest.cpp"
    path.write_text(src)

    outs, diagnostics = run_both(path, nest, values)
    note(diagnostics)
    event(f"{nest.dtype}, depth {len(nest.loops)}: {_outcome(diagnostics)}")
    for a in nest.arrays:
        _check(f"{a.name} (tiled vs untiled)", outs["nest_tiled"][a.name], outs["nest_ref"][a.name],
               nest.dtype, 1e-5)
        _check(f"{a.name} (untiled vs interpreter)", outs["nest_ref"][a.name], expected[a.name],
               nest.dtype, 1e-4)
