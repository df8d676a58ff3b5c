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

The nest's AST, its C++ and Python renderings and the interpreter live in test/fuzz/nest.py,
shared with the differential fuzzer of staging clauses (test/fuzz/diff_fuzz.py, which adds
`buffer`, `map`, `threads` and `pipeline`, AddressSanitizer and the GPU emulator); the strategy
below is this test's own.

Runs 150 examples (~20 s), derandomized: the same nests on every run.
`TILELANG_DIFF_EXAMPLES=N` changes the count.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, assume, event, given, note, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

# The nest's AST, its C++ and Python renderings and the interpreter are shared with the
# differential fuzzer of staging clauses (test/fuzz/diff_fuzz.py).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fuzz"))
from nest import VARS, Access, ArrayDecl, Dim, Loop, Nest, Stmt, Term  # noqa: E402

VARS = VARS[:3]
TILE_SIZES = (1, 2, 3, 4, 5, 7, 8, 16, 32, 64, 100)
MAX_TRIP = {1: 70, 2: 24, 3: 11}  # per loop, by nest depth: keeps the interpreter fast


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
