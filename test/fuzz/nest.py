"""Random perfect loop nests under ``#pragma tilelang``: the AST, its C++ and Python renderings,
the arrays' exact allocation sizes, and a seeded generator of nests with staging clauses.

Shared by ``test/python/test_differential.py`` (hypothesis; ``tile(...)`` only, its own strategy
over these classes) and ``test/fuzz/diff_fuzz.py`` (the differential fuzzer: :func:`generate`).

A nest is ``for (int i = lo; i < hi; ++i) ... { S1; S2; ... }`` with 1-4 loops, literal or
run-time bounds (``n1`` or ``n1 - 1``, values that make a loop empty included), and statements
``X[...] = e`` / ``X[...] += e`` over several arrays whose subscripts are affine in the loop
variables: one-dimensional (``A[2 * j]``, ``A[3 * i + 1]``), flat two-dimensional with a literal
or run-time row size (``A[i * 1024 + j]``, ``A[(i - 1) * n1 + j + 1]``, ``A[j * S0 + i]``) and
fixed-size array parameters (``float (*__restrict A)[80]``, ``A[i][j]``). Every array is sized to
end exactly one element after the last element any access can touch (:func:`finalize`), so that
AddressSanitizer sees any read or write one element past what the sequential program uses.
"""

from __future__ import annotations

import copy
import itertools
import random
from dataclasses import dataclass, field

import numpy as np

INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1
VARS = ("i", "j", "k", "l")


# ---------------------------------------------------------------------------------------------
# The AST
# ---------------------------------------------------------------------------------------------

@dataclass
class Loop:
    var: str
    lo: int
    hi: int                 # the value of the upper bound (the loop is empty when hi <= lo)
    hi_param: str | None    # a run-time bound `n0` (value `hi + hi_minus`), or None for the literal `hi`
    hi_minus: int = 0       # run-time bounds only: the bound is `n0 - hi_minus`
    #: A triangular bound: ("lo", "i", c) starts the loop at `i + c` instead of lo, ("hi", "i",
    #: c) ends it at `i + c` instead of hi; i is an enclosing loop's variable and c keeps every
    #: value inside lo .. hi (clamp_triangles), the box that sizes the arrays. A fourth entry
    #: -1 reads the enclosing variable backwards: `c - i` (an anti-diagonal triangle, whose
    #: loop values and iteration numbers order the instances differently).
    tri: tuple | None = None

    def _tri_bound(self) -> str:
        side, var, c, *sign = self.tri
        return f"{c} - {var}" if sign == [-1] else _affine(var, c)

    def value_range(self) -> tuple[int, int]:
        """Smallest and largest value the variable takes (lo, lo when the loop is empty)."""
        return self.lo, max(self.lo, self.hi - 1)

    @property
    def trip(self) -> int:
        return max(0, self.hi - self.lo)

    @property
    def param_value(self) -> int:
        """The run-time parameter's value (the bound plus what the bound subtracts)."""
        return self.hi + self.hi_minus

    def bound(self) -> str:
        if self.tri and self.tri[0] == "hi":
            return self._tri_bound()
        if self.hi_param is None:
            return str(self.hi)
        return self.hi_param if not self.hi_minus else f"{self.hi_param} - {self.hi_minus}"

    def start(self) -> str:
        if self.tri and self.tri[0] == "lo":
            return self._tri_bound()
        return str(self.lo)

    def runs(self, env: dict) -> "np.ndarray | bool":
        """Whether the loop's value in `env` is inside its triangular bound (True without one);
        the box lo .. hi is the caller's."""
        if not self.tri:
            return True
        side, var, c, *sign = self.tri
        b = c - env[var] if sign == [-1] else env[var] + c
        return env[self.var] >= b if side == "lo" else env[self.var] < b


def _affine(var: str, c: int) -> str:
    return var if c == 0 else f"{var} + {c}" if c > 0 else f"{var} - {-c}"


@dataclass
class Dim:
    var: str | None  # a loop variable, or None for a constant subscript
    coef: int
    off: int
    more: tuple = ()  # further (var, coef) terms: `i + j`, `2 * i - j`

    def terms(self) -> list[tuple[str, int]]:
        return ([(self.var, self.coef)] if self.var is not None else []) + list(self.more)

    def c(self) -> str:
        """The subscript as C and Python both read it."""
        out = ""
        for v, c in self.terms():
            if c == 0:
                continue
            t = v if abs(c) == 1 else f"{abs(c)} * {v}"
            out = (("-" if c < 0 else "") + t) if not out else f"{out} {'-' if c < 0 else '+'} {t}"
        if not out:
            return str(self.off)
        return out if self.off == 0 else f"{out} {'+' if self.off > 0 else '-'} {abs(self.off)}"

    def simple(self) -> bool:
        """A constant, or a variable without anything added: needs no parentheses."""
        terms = [t for t in self.terms() if t[1]]
        return not terms or (len(terms) == 1 and terms[0][1] > 0 and self.off == 0)

    def value(self, env: dict[str, int]) -> int:
        return sum(c * env[v] for v, c in self.terms()) + self.off

    def bounds(self, ranges: dict[str, tuple[int, int]]) -> tuple[int, int]:
        lo = hi = self.off
        for v, c in self.terms():
            a, b = c * ranges[v][0], c * ranges[v][1]
            lo += min(a, b)
            hi += max(a, b)
        return lo, hi

    def vars(self) -> set[str]:
        return {v for v, c in self.terms() if c}


@dataclass
class ArrayDecl:
    name: str
    ndim: int
    stride_param: str | None = None  # 2-D: the row size as a run-time parameter, or literal
    extents: list[int] = field(default_factory=list)
    pad: int = 0
    #: 2-D: a fixed-size array parameter `T (*__restrict A)[C]` accessed as `A[r][c]`.
    fixed: bool = False
    #: The row size when it is not extents[1] + pad (a loop's bound, `1024`); set by finalize.
    row_size: int | None = None
    #: How finalize picks the row size of a flat 2-D array: "extent" (literal extents[1] + pad),
    #: "param" (a parameter S<n> of that value), "loop" (the bound of the column's loop, `n1`),
    #: "const" (the literal 1024).
    row_kind: str = "extent"
    #: Elements allocated (set by finalize: one past the last element any access touches).
    alloc: int | None = None
    restrict: bool = True

    @property
    def stride(self) -> int:
        if self.ndim != 2:
            return 1
        return self.row_size if self.row_size is not None else self.extents[1] + self.pad

    @property
    def size(self) -> int:
        if self.alloc is not None:
            return self.alloc
        return self.extents[0] * self.stride if self.ndim == 2 else self.extents[0]


@dataclass
class Access:
    array: ArrayDecl
    dims: list[Dim]  # one flat subscript, or (row, column) of a 2-D array

    def flat(self) -> str:
        """The flat subscript, as C and Python both read it."""
        if len(self.dims) == 1:
            return self.dims[0].c()
        stride = self.array.stride_param or str(self.array.stride)
        row, col = self.dims[0].c(), self.dims[1].c()
        if row == "0":
            return col
        row = row if self.dims[0].simple() else f"({row})"
        return f"{row} * {stride} + {col}" if col != "0" else f"{row} * {stride}"

    def c(self) -> str:
        if self.array.fixed and len(self.dims) == 2:
            return f"{self.array.name}[{self.dims[0].c()}][{self.dims[1].c()}]"
        return f"{self.array.name}[{self.flat()}]"

    def py(self) -> str:
        return f"{self.array.name}[{self.flat()}]"

    def index(self, env: dict[str, int]) -> int:
        if len(self.dims) == 1:
            return self.dims[0].value(env)
        return self.dims[0].value(env) * self.array.stride + self.dims[1].value(env)

    def vars(self) -> set[str]:
        return set().union(*(d.vars() for d in self.dims))


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
    #: The loop (0: outermost) whose body holds the statement, before (`after` False) or after
    #: the next loop; None: the innermost body. A statement between the band's loops is what
    #: loop distribution (lib/tile/Fission.h) moves into loops of its own.
    level: int | None = None
    after: bool = False
    #: A statement between the loops may run under a condition on an enclosing loop's variable:
    #: (var, modulus) guards it with `if (var % modulus == 0)` (loop distribution moves the
    #: condition with it).
    cond: tuple[str, int] | None = None

    def guard_c(self) -> str:
        return f"if ({self.cond[0]} % {self.cond[1]} == 0) " if self.cond else ""

    def guard_py(self) -> str:
        return f"if {self.cond[0]} % {self.cond[1]} == 0: " if self.cond else ""


@dataclass
class Nest:
    dtype: str               # "int32" | "float32"
    loops: list[Loop]
    arrays: list[ArrayDecl]
    stmts: list[Stmt]
    tile: list[int]          # tile sizes of the len(tile) outermost loops (0: auto; [0]: the
                             # whole band, `tile(auto)`)
    buffers: dict = field(default_factory=dict)   # array name -> "shared" | "register"
    map: list | None = None                       # map(...), one per tile size (GPU: blocks;
                                                  # host: the tile loops run on the cores)
    distribute: str | None = None                 # host: distribute(...)
    threads: tuple | None = None                  # threads(...) (GPU)
    pipeline: int | None = None                   # pipeline(S)
    opt: str = "-O2"                              # the tiled build's optimisation level
    pure_calls: bool = False                      # host: every read through an inline function
    errno_calls: bool = False                     # host: every read beside a sqrtf call that
                                                  # may set errno (-fmath-errno, clang's default)
    profitability: bool = False                   # host: keep the profitability step on (off:
                                                  # every legal band is tiled, the fuzzer's aim)
    pattern: str = ""                             # what generate() made it from (statistics)
    #: host, pattern solver: the row's element (`A0[i]`) kept in a local `acc` between
    #: the last two loops (declared from it before the inner loop, stored back after), the
    #: textbook `double s = b[i]; for (j ...) s -= ...; x[i] = s / L[i][i];` (a value the
    #: innermost loop carries, lib/utils/KeptGuards.h); None: in memory
    acc: "Access | None" = None

    # -- what the nest does --------------------------------------------------------------------
    def accesses(self) -> list[Access]:
        return [s.target for s in self.stmts] + [t.access for s in self.stmts for t in s.terms
                                                  if t.kind == "read"]

    def written(self) -> set[str]:
        return {s.target.array.name for s in self.stmts}

    def read(self) -> set[str]:
        return ({t.access.array.name for s in self.stmts for t in s.terms if t.kind == "read"}
                | {s.target.array.name for s in self.stmts if s.op == "+="})

    def intent(self, a: ArrayDecl) -> str:
        """"in" (only read), "out" (only assigned with `=`: poisoned before the runs) or "inout"."""
        if a.name not in self.written():
            return "in"
        return "inout" if a.name in self.read() else "out"

    def alias_pair(self) -> tuple[ArrayDecl, ArrayDecl] | None:
        """Two arrays a caller may pass overlapping (both without restrict, neither a fixed-size
        2-D parameter, one of them written), for the host check's run on overlapping arrays;
        None when there are none."""
        loose = [a for a in self.used_arrays() if not a.restrict and not a.fixed]
        written = self.written()
        for i, x in enumerate(loose):
            for y in loose[i + 1:]:
                if x.name in written or y.name in written:
                    return x, y
        return None

    def used_arrays(self) -> list[ArrayDecl]:
        names = {acc.array.name for acc in self.accesses()}
        return [a for a in self.arrays if a.name in names]

    # -- C++ ---------------------------------------------------------------------------------
    @property
    def ctype(self) -> str:
        return "int" if self.dtype == "int32" else "float"

    def scalar_params(self) -> list[tuple[str, int]]:
        out = [(lp.hi_param, lp.param_value) for lp in self.loops if lp.hi_param]
        seen = {p for p, _ in out}
        for a in self.arrays:
            if a.stride_param and a.stride_param not in seen:
                out.append((a.stride_param, a.stride))
                seen.add(a.stride_param)
        return out

    def _c_term(self, t: Term) -> str:
        if t.kind == "read":
            if self.errno_calls:
                # sqrtf never returns -1 (a negative read gives NaN and sets errno to EDOM):
                # the value is the read's, for the reference too.
                zero = "0" if self.dtype == "int32" else "0.0f"
                return (f"(sqrtf((float){t.access.c()}) != -1.0f ? {t.access.c()} : {zero})")
            return f"tl_pure({t.access.c()})" if self.pure_calls else t.access.c()
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

    def c_params(self) -> list[str]:
        params = [f"int {p}" for p, _ in self.scalar_params()]
        written = self.written()
        for a in self.arrays:
            const = "" if a.name in written else "const "
            if a.fixed:
                rows = max(1, a.size // max(1, a.stride))
                params.append(f"{const}{self.ctype} (*__restrict {a.name})[{a.stride}]" if a.restrict
                              else f"{const}{self.ctype} {a.name}[{rows}][{a.stride}]")
            else:
                params.append(f"{const}{self.ctype} *{'__restrict ' if a.restrict else ''}{a.name}")
        return params

    def level(self, s: Stmt) -> int:
        """The loop whose body holds `s` (the innermost for a statement of the body)."""
        n = len(self.loops)
        return n - 1 if s.level is None or s.level >= n - 1 else max(0, s.level)

    def _between(self, depth: int, after: bool) -> list[Stmt]:
        return [s for s in self.stmts
                if self.level(s) == depth < len(self.loops) - 1 and s.after == after]

    def c_function(self, name: str, pragma: str | None) -> str:
        lines = []
        if self.pure_calls:
            # An inline function with a local, called on every read: no statement for the
            # tiler (analysis/PureCalls.h), the same value for the reference.
            lines.append(f"static inline {self.ctype} tl_pure({self.ctype} v) "
                         f"{{ {self.ctype} t = v; return t; }}")
        if self.errno_calls:
            lines.append('extern "C" float sqrtf(float);')
        lines.append(f'extern "C" void {name}({", ".join(self.c_params())}) {{')
        if pragma:
            lines.append(pragma)
        n = len(self.loops)

        # (not once the reducer dropped a loop or the element's array)
        acc_c = (self.acc.c() if self.acc and n >= 2
                 and any(a is self.acc.array for a in self.arrays) else None)

        def kept(text: str) -> str:
            return text.replace(acc_c, "acc") if acc_c else text

        def emit(depth: int) -> None:
            lp = self.loops[depth]
            ind = "  " * (depth + 1)
            lines.append(ind + f"for (int {lp.var} = {lp.start()}; {lp.var} < {lp.bound()}; ++{lp.var})")
            if depth == n - 1:
                lines.append("  " * (n + 1) + "{")
                for s in self.stmts:
                    if self.level(s) == n - 1:
                        lines.append("  " * (n + 1) +
                                     kept(f"  {s.target.c()} {s.op} {self._c_expr(s)};"))
                lines.append("  " * (n + 1) + "}")
                return
            pre, post = self._between(depth, False), self._between(depth, True)
            acc = acc_c if depth == n - 2 else None
            if pre or post or acc:
                lines.append(ind + "{")
            if acc:
                lines.append(ind + f"  {self.ctype} acc = {acc};")
            for s in pre:
                lines.append(ind + kept(f"  {s.guard_c()}{s.target.c()} {s.op} {self._c_expr(s)};"))
            emit(depth + 1)
            for s in post:
                lines.append(ind + kept(f"  {s.guard_c()}{s.target.c()} {s.op} {self._c_expr(s)};"))
            if acc:
                lines.append(ind + f"  {acc} = acc;")
            if pre or post or acc:
                lines.append(ind + "}")

        emit(0)
        lines.append("}")
        return "\n".join(lines)

    def clauses(self) -> list[str]:
        out = [f"tile({', '.join(str(s) if s else 'auto' for s in self.tile)})"]
        if self.buffers:
            out.append("buffer(" + ", ".join(f"{a}: {s}" for a, s in self.buffers.items()) + ")")
        if self.map:
            out.append(f"map({', '.join(self.map)})")
        if self.distribute:
            out.append(f"distribute({self.distribute})")
        if self.threads:
            out.append(f"threads({', '.join(map(str, self.threads))})")
        if self.pipeline:
            out.append(f"pipeline({self.pipeline})")
        return out

    def pragma(self) -> str:
        return "#pragma tilelang " + " ".join(self.clauses())

    def source(self) -> str:
        return ("// Generated by test/python/test_differential.py\n"
                + self.c_function("nest_ref", None) + "\n\n"
                + self.c_function("nest_tiled", self.pragma()) + "\n")

    # -- the interpreter -------------------------------------------------------------------------
    def python(self) -> str:
        """A Python function `run(n0, ..., A0, ...)` with the nest's sequential meaning on flat
        lists.

        int32: every operation goes through `_i`, which raises OverflowError outside int32.
        float32: every operation is rounded to float32 by `_f`.
        """
        wrap = "_i" if self.dtype == "int32" else "_f"

        def term(t: Term) -> str:
            if t.kind == "read":
                return t.access.py()
            if t.kind == "var":
                return t.var if self.dtype == "int32" else f"_f({t.var})"
            return str(t.value) if self.dtype == "int32" else f"_f({t.value / 2!r})"

        def stmt(s: Stmt) -> str:
            e = term(s.terms[0])
            for op, t in zip(s.ops, s.terms[1:]):
                e = f"{wrap}({e} {op} {term(t)})"
            tgt = s.target.py()
            if s.op == "+=":
                e = f"{wrap}({tgt} + {e})"
            return f"{tgt} = {e}"

        args = [p for p, _ in self.scalar_params()] + [a.name for a in self.arrays]
        lines = [f"def run({', '.join(args)}):"]
        n = len(self.loops)

        def emit(depth: int) -> None:
            lp = self.loops[depth]
            ind = "    " * (depth + 2)
            lines.append("    " * (depth + 1) + f"for {lp.var} in range({lp.start()}, {lp.bound()}):")
            if depth == n - 1:
                lines.extend(ind + stmt(s) for s in self.stmts if self.level(s) == n - 1)
                lines.append(ind + "pass")
                return
            lines.extend(ind + s.guard_py() + stmt(s) for s in self._between(depth, False))
            emit(depth + 1)
            lines.extend(ind + s.guard_py() + stmt(s) for s in self._between(depth, True))

        emit(0)
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

    # -- facts for the checks --------------------------------------------------------------------
    def iterations(self) -> int:
        n = 1
        for lp in self.loops:
            n *= lp.trip
        return n

    def written_elements(self) -> dict[str, np.ndarray]:
        """For each array, a boolean mask of the elements some statement instance writes."""
        masks = {a.name: np.zeros(a.size, dtype=bool) for a in self.arrays}
        for s in self.stmts:
            loops = self.loops[:self.level(s) + 1]
            if any(lp.trip == 0 for lp in loops):
                continue
            grids = np.meshgrid(*[np.arange(lp.lo, lp.hi, dtype=np.int64) for lp in loops],
                                indexing="ij")
            env = {lp.var: g.ravel() for lp, g in zip(loops, grids)}
            inside = np.ones(len(grids[0].ravel()), dtype=bool)
            for lp in loops:
                inside &= lp.runs(env)
            if s.cond:
                inside &= env[s.cond[0]] % s.cond[1] == 0
            idx = np.asarray(s.target.index(env)) + np.zeros(len(grids[0].ravel()), dtype=np.int64)
            masks[s.target.array.name][idx[inside]] = True
        return masks


# ---------------------------------------------------------------------------------------------
# Sizes: extents, row sizes, and allocations that end where the accesses end
# ---------------------------------------------------------------------------------------------

def finalize(nest: Nest) -> Nest:
    """Compute every array's extents, row size and allocation from the accesses and the loop
    bounds (in place; returns the nest).

    The allocation is one past the largest flat index any access reaches (fixed-size arrays: all
    of their last row), so one element past it is outside the allocation. Run-time row sizes that
    are a loop's bound (`A[i * n1 + j]`) take that bound's value. Raises ValueError when an access
    can reach a negative index (the generator never makes one).
    """
    clamp_triangles(nest)
    ranges = {lp.var: lp.value_range() for lp in nest.loops}
    by_param = {lp.hi_param: lp for lp in nest.loops if lp.hi_param}
    by_var = {lp.var: lp for lp in nest.loops}
    accesses = nest.accesses()
    for a in nest.arrays:
        mine = [acc for acc in accesses if acc.array is a]
        two = [acc for acc in mine if len(acc.dims) == 2]
        if a.ndim == 2:
            ext = [1, 1]
            for acc in two:
                for d, dm in enumerate(acc.dims):
                    lo, hi = dm.bounds(ranges)
                    if lo < 0:
                        raise ValueError(f"{acc.c()} reaches a negative subscript")
                    ext[d] = max(ext[d], hi + 1)
            a.extents = ext
            if a.fixed or a.row_kind == "extent":
                a.row_size, a.stride_param = ext[1] + a.pad, None
            elif a.row_kind == "param":
                a.row_size, a.stride_param = ext[1] + a.pad, f"S{nest.arrays.index(a)}"
            elif a.row_kind == "const":
                a.row_size, a.stride_param = max(1024, ext[1]), None
            elif a.row_kind == "loop":
                col_vars = sorted(set().union(*(acc.dims[1].vars() for acc in two)) or {""})
                lp = by_var.get(col_vars[0])
                if lp is None:
                    a.row_size, a.stride_param = ext[1] + a.pad, None
                else:
                    a.row_size, a.stride_param = max(1, lp.param_value), lp.hi_param
            if a.stride_param in by_param:
                a.row_size = by_param[a.stride_param].param_value
        top = 0
        for acc in mine:
            vs = sorted(acc.vars())
            for corner in itertools.product(*[ranges[v] for v in vs]):
                x = acc.index(dict(zip(vs, corner)))
                if x < 0:
                    raise ValueError(f"{acc.c()} reaches a negative index")
                top = max(top, x)
        if a.ndim == 2 and a.fixed:
            a.alloc = max(a.extents[0] * a.stride, top + 1)
        else:
            a.alloc = top + 1
        if a.ndim == 1:
            a.extents = [a.alloc]
    return nest


# ---------------------------------------------------------------------------------------------
# The generator
# ---------------------------------------------------------------------------------------------

TILE_SIZES = (1, 2, 3, 4, 5, 7, 8, 16, 32, 64)
TILE_WEIGHTS = (1, 2, 1, 3, 1, 1, 3, 3, 2, 1)  # multiples of a vector (4) more often
#: The most iterations per loop, by depth: enough for several tiles, small enough for the
#: int32 interpreter and the emulator.
MAX_TRIP = {1: 300, 2: 64, 3: 24, 4: 10}
PATTERNS = ("random", "random", "gemm", "stencil", "stencil1d", "transpose", "strided", "inplace", "reduce",
            "copy", "scratch", "imperfect", "solver")
GPU_TARGETS = ("sm_90", "gfx942")


class _Gen:
    def __init__(self, rng: random.Random, target: str):
        self.r = rng
        self.target = target
        self.arrays: list[ArrayDecl] = []

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    # -- loops ---------------------------------------------------------------------------------
    def loops(self, depth: int) -> list[Loop]:
        out = []
        for d in range(depth):
            lo = self.r.choice([0, 0, 0, 0, 0, 0, 1, 2, 3])
            trip = self.r.randint(1, MAX_TRIP[depth])
            if self.chance(0.04):
                trip = 0                              # an empty loop
            elif self.chance(0.15):
                trip = self.r.choice([4, 8, 16, 32, 64])  # a multiple of common tile sizes
                trip = min(trip, MAX_TRIP[depth])
            hi = lo + trip
            if self.chance(0.6):
                minus = self.r.choice([0, 0, 0, 1, 2])
                out.append(Loop(VARS[d], lo, hi, f"n{d}", minus))
            else:
                out.append(Loop(VARS[d], lo, hi, None))
        return out

    # -- arrays and subscripts -----------------------------------------------------------------
    def array(self, ndim: int, fixed: bool | None = None) -> ArrayDecl:
        a = ArrayDecl(f"A{len(self.arrays)}", ndim)
        if ndim == 2:
            a.fixed = self.chance(0.2) if fixed is None else fixed
            a.pad = self.r.choice([0, 0, 1, 2, 5])
            a.row_kind = self.r.choices(["extent", "param", "loop", "const"], [3, 1, 4, 2])[0]
        # Without restrict: checked at run time (lib/tile/RuntimeAliasCheck.h;
        # on GPUs a sequential fallback in one thread when they overlap;
        # check.py also runs cases with two such arrays overlapping; see also
        # generate).
        a.restrict = not self.chance(0.03)
        self.arrays.append(a)
        return a

    def dim(self, loops: list[Loop], var: str | None, *, coef: int | None = None,
            off: int | None = None, extra: bool = False) -> Dim:
        if var is None:
            return Dim(None, 1, self.r.randint(0, 3))
        lp = next(lp for lp in loops if lp.var == var)
        c = coef if coef is not None else self.r.choice([1, 1, 1, 1, 2, 3])
        more = ()
        if extra and self.chance(0.15):
            others = [x.var for x in loops if x.var != var]
            if others:
                more = ((self.r.choice(others), 1),)
        lo_terms = c * lp.lo + sum(k * next(x for x in loops if x.var == v).lo for v, k in more)
        o = off if off is not None else self.r.randint(-min(lo_terms, 2), 2)
        o = max(o, -lo_terms)
        return Dim(var, c, o, more)

    def access(self, loops: list[Loop], a: ArrayDecl, vars_: list[str | None], **kw) -> Access:
        if len(vars_) == 1:
            return Access(a, [self.dim(loops, vars_[0], extra=True, **kw)])
        return Access(a, [self.dim(loops, v, **kw) for v in vars_])

    def rand_vars(self, loops: list[Loop], n: int) -> list[str | None]:
        vs = [lp.var for lp in loops]
        out = []
        for _ in range(n):
            out.append(self.r.choice(vs) if self.chance(0.9) else None)
        return out

    # -- statements ----------------------------------------------------------------------------
    def expr_terms(self, loops: list[Loop], reads: list[Access], dtype: str) -> tuple[list[Term], list[str]]:
        terms = [Term("read", acc) for acc in reads]
        for _ in range(self.r.choice([0, 0, 1])):
            if self.chance(0.5):
                terms.append(Term("const", value=self.r.randint(-4, 4)))
            else:
                terms.append(Term("var", var=self.r.choice([lp.var for lp in loops])))
        self.r.shuffle(terms)
        ops = []
        for _ in terms[1:]:
            choices = ["+", "-", "*"] if dtype == "float32" or "*" not in ops else ["+", "-"]
            ops.append(self.r.choice(choices))
        return terms or [Term("const", value=1)], ops

    def pattern(self, name: str, loops: list[Loop], dtype: str) -> list[Stmt]:
        vs = [lp.var for lp in loops]
        r = self.r
        if name == "gemm" and len(vs) >= 2:
            textbook = r.random() < 0.7
            if textbook:            # the textbook form: for (int i = 0; i < M; ++i)
                for d, lp in enumerate(loops):
                    lp.hi, lp.lo, lp.hi_param, lp.hi_minus = lp.hi - lp.lo, 0, f"n{d}", 0
            if len(vs) == 2:   # y[i] += A[i][j] * x[j]
                i, k = vs
                y, A, x = self.array(1), self.array(2), self.array(1)
                return [Stmt(Access(y, [Dim(i, 1, 0)]), "+=",
                             [Term("read", Access(A, [Dim(i, 1, 0), Dim(k, 1, 0)])),
                              Term("read", Access(x, [Dim(k, 1, 0)]))], ["*"])]
            i, j, k = r.sample(vs, 3) if r.random() < 0.3 else vs[-3:]
            C, A, B = self.array(2), self.array(2), self.array(2)
            if textbook:            # C[i * N + j] += A[i * K + k] * B[k * N + j]
                for x in (C, A, B):
                    x.fixed, x.row_kind = False, "loop"
            return [Stmt(Access(C, [Dim(i, 1, 0), Dim(j, 1, 0)]), "+=",
                         [Term("read", Access(A, [Dim(i, 1, 0), Dim(k, 1, 0)])),
                          Term("read", Access(B, [Dim(k, 1, 0), Dim(j, 1, 0)]))], ["*"])]
        if name == "stencil" and len(vs) >= 2:
            i, j = vs[-2:]
            halo = r.random() < 0.7
            for lp in loops[-2:]:       # room for the shifts: i - 1 >= 0
                if halo:                # for (int i = 1; i < n0 - 1; ++i), rows of n1
                    lp.hi_param, lp.hi_minus = f"n{VARS.index(lp.var)}", 1
                    lp.hi = max(1, lp.hi - lp.lo + 1)
                    lp.lo = 1
                elif lp.lo == 0:
                    lp.lo, lp.hi = 1, max(lp.hi, 1)
            src, dst = self.array(2), self.array(2)
            if halo or r.random() < 0.3:
                src.fixed = dst.fixed = False
            if halo:
                src.row_kind = dst.row_kind = "loop"
            shifts = r.sample([(-1, 1), (1, 0), (0, 0), (-1, 0), (0, -1), (1, 1), (0, 1)],
                              r.randint(2, 4))
            reads = [Access(src, [Dim(i, 1, di), Dim(j, 1, dj)]) for di, dj in shifts]
            terms, ops = [Term("read", a) for a in reads], ["+"] * (len(reads) - 1)
            return [Stmt(Access(dst, [Dim(i, 1, 0), Dim(j, 1, 0)]), r.choice(["=", "+="]),
                         terms, ops)]
        if name in ("stencil", "stencil1d"):   # one-dimensional: B[i] = A[i - 1] + A[i + 1], A[2 * i] + A[2 * i + 1]
            i = vs[-1]
            lp = loops[-1]
            if lp.lo == 0:
                lp.lo, lp.hi = 1, max(lp.hi, 1)
            src, dst = self.array(1), self.array(1)
            c = r.choice([1, 1, 2])
            shifts = r.sample([-1, 0, 1, 2], r.randint(2, 3))
            reads = [Access(src, [Dim(i, c, s)]) for s in shifts]
            return [Stmt(Access(dst, [Dim(i, 1, 0)]), r.choice(["=", "+="]),
                         [Term("read", a) for a in reads], ["+"] * (len(reads) - 1))]
        if name == "solver" and len(vs) >= 2:
            # A triangular solve or a factorisation's row, as written (trisolv, cholesky): per
            # row i of the last two loops, statements on x[i] before and after the inner loop
            # and a body reading x of other rows; loop distribution cannot move them, the tiler
            # may keep them in place (KeptStatements.h) when the rows it reads come earlier.
            outer, inner = loops[-2], loops[-1]
            i, j = outer.var, inner.var
            inner.lo, inner.hi, inner.hi_param, inner.hi_minus = outer.lo, outer.hi, None, 0
            side = r.choice(["hi", "hi", "lo", None])   # j < i + c, j = i + c .., rectangle
            if side:
                inner.tri = (side, i, r.choice([0, 0, 1]) if side == "hi" else r.choice([1, 0]))
            x, L, y = self.array(1), self.array(2), self.array(1)
            level = len(vs) - 2
            xi = lambda off=0: Access(x, [Dim(i, 1, off)])
            body = Stmt(xi(), r.choice(["+=", "="]),
                        [Term("read", xi()) if r.random() < 0.3 else
                         Term("read", Access(L, [Dim(i, 1, 0), Dim(j, 1, 0)])),
                         Term("read", Access(x, [Dim(j, 1, r.choice([0, 0, 1]))]))],
                        [r.choice(["*", "+", "-"])])
            stmts = []
            if r.random() < 0.7:
                pre = Stmt(xi(), r.choice(["=", "+="]), [Term("read", Access(y, [Dim(i, 1, 0)]))], [])
                pre.level = level
                stmts.append(pre)
            stmts.append(body)
            if r.random() < 0.7 or len(stmts) == 1:
                post = Stmt(xi(), "=", [Term("read", xi()), Term("read", Access(
                    L if r.random() < 0.5 else y, [Dim(i, 1, 0), Dim(i, 1, 0)]
                    if r.random() < 0.5 else [Dim(i, 1, r.choice([0, 1]))]))], ["*"])
                if post.terms[1].access.array is L and len(post.terms[1].access.dims) == 1:
                    post.terms[1] = Term("read", Access(L, [Dim(i, 1, 0), Dim(i, 1, 0)]))
                if post.terms[1].access.array is y and len(post.terms[1].access.dims) == 2:
                    post.terms[1] = Term("read", Access(y, [Dim(i, 1, 0)]))
                post.level, post.after = level, True
                stmts.append(post)
            return stmts
        if name == "scratch" and len(vs) >= 2:
            # doitgen's scratch storage: T[k] written, then read, in every iteration of the
            # outer loops (analysis/ScratchArrays.h): tiled when the band stops above k.
            i, k = vs[0], vs[-1]
            j = vs[1] if len(vs) >= 3 else None
            T, A, B, C = self.array(1), self.array(2), self.array(2 if j else 1), self.array(2)
            write = Stmt(Access(T, [Dim(k, 1, 0)]), "=",
                         *self.expr_terms(loops, [Access(A, [Dim(i, 1, 0), Dim(k, 1, 0)])], dtype))
            out = Access(B, [Dim(i, 1, 0), Dim(j, 1, 0)] if j else [Dim(i, 1, 0)])
            use = Stmt(out, "+=", [Term("read", Access(T, [Dim(k, 1, 0)])),
                                   Term("read", Access(C, [Dim(k, 1, 0), Dim(j or i, 1, 0)]))],
                       [r.choice(["*", "+"]) if dtype == "float32" else "+"])
            return [write, use]
        if name == "transpose" and len(vs) >= 2:
            i, j = r.sample(vs, 2)
            A, B = self.array(2), self.array(2)
            terms, ops = self.expr_terms(loops, [Access(A, [Dim(i, 1, 0), Dim(j, 1, 0)])], "int32")
            return [Stmt(Access(B, [Dim(j, 1, 0), Dim(i, 1, 0)]), "=", terms, ops)]
        if name == "strided":
            stmts = []
            for _ in range(r.randint(1, 2)):
                v = r.choice(vs)
                A = self.array(1)
                tgt = Access(A, [self.dim(loops, v, coef=r.choice([2, 3]))])
                reads = [self.access(loops, r.choice(self.arrays), self.rand_vars(loops, 1))
                         for _ in range(r.randint(1, 2))]
                reads = [rd if rd.array.ndim == 1 else
                         self.access(loops, rd.array, self.rand_vars(loops, 2)) for rd in reads]
                terms, ops = self.expr_terms(loops, reads, dtype)
                stmts.append(Stmt(tgt, r.choice(["=", "+="]), terms, ops))
            return stmts
        if name == "inplace" and len(vs) >= 2:
            # A[j * n0 + i] op= A[j] (+ ...): one array seen flat 2-D and 1-D.
            i, j = r.sample(vs[-2:], 2) if r.random() < 0.5 else vs[-2:]
            A = self.array(2, fixed=False)
            A.row_kind = r.choice(["loop", "loop", "param", "extent"])
            one = Access(A, [self.dim(loops, r.choice([i, j]))])
            tgt = Access(A, [Dim(j, 1, 0), Dim(i, 1, 0)])
            terms, ops = self.expr_terms(loops, [one], dtype)
            return [Stmt(tgt, r.choice(["+=", "="]), terms, ops)]
        if name == "reduce" and len(vs) >= 2:
            i, j = r.sample(vs, 2)
            s, A = self.array(1), self.array(2)
            reads = [Access(A, [Dim(i, 1, 0), Dim(j, 1, 0)])]
            if r.random() < 0.5:
                reads.append(Access(self.array(1), [self.dim(loops, j)]))
            terms, ops = self.expr_terms(loops, reads, dtype)
            return [Stmt(Access(s, [self.dim(loops, i)]), "+=", terms, ops)]
        if name == "copy":
            nd = 2 if len(vs) >= 2 and r.random() < 0.7 else 1
            A, B = self.array(nd), self.array(nd)
            pick = r.sample(vs, nd)
            terms, ops = self.expr_terms(loops, [self.access(loops, A, pick)], dtype)
            return [Stmt(self.access(loops, B, pick, off=0, coef=1), "=", terms, ops)]
        if name == "random" and r.random() < 0.6:
            # Written arrays apart from read ones, each written element by one iteration (every
            # loop variable in the target's subscripts), read-modify-write at the same element:
            # mostly bands the tiler may tile.
            stmts = []
            reads_from = [self.array(r.choice([1, 2]) if len(vs) > 1 else 1)
                          for _ in range(r.randint(1, 3))]
            for _ in range(r.randint(1, 2)):
                if len(vs) > 1 and r.random() < 0.7:
                    A = self.array(2)
                    pick = r.sample(vs, 2)
                else:
                    A = self.array(1)
                    pick = [r.choice(vs)]
                tgt = Access(A, [self.dim(loops, v, coef=1 if r.random() < 0.8 else None)
                                 for v in pick])
                reads = []
                for _ in range(r.randint(1, 3)):
                    B = r.choice(reads_from)
                    nd = 2 if B.fixed else (B.ndim if r.random() < 0.9 else 1)
                    reads.append(self.access(loops, B, self.rand_vars(loops, nd)))
                if r.random() < 0.3:
                    reads.append(Access(A, copy.deepcopy(tgt.dims)))
                terms, ops = self.expr_terms(loops, reads, dtype)
                stmts.append(Stmt(tgt, r.choice(["=", "+="]), terms, ops))
            return stmts
        # random
        narr = r.randint(1, 4)
        for _ in range(narr):
            self.array(r.choice([1, 2]) if len(vs) > 1 else r.choice([1, 1, 2]))
        stmts = []
        for _ in range(r.randint(1, 3)):
            A = r.choice(self.arrays)
            tgt = self.access(loops, A, self.rand_vars(loops, A.ndim if r.random() < 0.9 else 1)
                              if not A.fixed else self.rand_vars(loops, 2))
            reads = []
            for _ in range(r.randint(0, 3)):
                B = r.choice(self.arrays)
                nd = 2 if B.fixed else (B.ndim if r.random() < 0.9 else 1)
                reads.append(self.access(loops, B, self.rand_vars(loops, nd)))
            terms, ops = self.expr_terms(loops, reads, dtype)
            stmts.append(Stmt(tgt, r.choice(["=", "+="]), terms, ops))
        return stmts

    # -- clauses -------------------------------------------------------------------------------
    def clauses(self, nest: Nest) -> None:
        r = self.r
        depth = len(nest.loops)
        gpu = self.target in GPU_TARGETS
        ntile = depth if r.random() < 0.7 else r.randint(1, depth)
        if gpu and ntile > 3:
            ntile = 3
        nest.tile = [r.choices(TILE_SIZES, TILE_WEIGHTS)[0] for _ in range(ntile)]
        # `tile(auto)` on the host: the whole band (the hooks' sizes). Taken where the first size
        # drawn is 5 (one case in about 20), so that the random stream of every case stays as it
        # was.
        if not gpu and nest.tile[0] == 5:
            nest.tile = [0]
        used = nest.used_arrays()
        every = r.random() < 0.3   # every array staged: what host register tiles need
        for a in used:
            if every or r.random() < 0.5:
                nest.buffers[a.name] = "shared" if r.random() < 0.6 else "register"
        if gpu:
            tiled = [lp.var for lp in nest.loops[:ntile]]
            par = [v for v in tiled if all(v in s.target.vars() for s in nest.stmts)]
            r.shuffle(par)
            par = par[:3]
            if r.random() < 0.85 and par:
                # block.x, block.y, ... on loops every target varies with, seq elsewhere.
                if r.random() < 0.3 and len(par) > 1:
                    par = par[:r.randint(1, len(par))]
                nest.map = [f"block.{'xyz'[par.index(v)]}" if v in par else "seq" for v in tiled]
                nblocks = len(par)
            elif r.random() < 0.5:
                dims = ["block.x", "block.y", "block.z"][:ntile]
                r.shuffle(dims)
                nest.map = [dims.pop() if dims and r.random() < 0.75 else "seq" for _ in tiled]
                if all(m == "seq" for m in nest.map):
                    nest.map[0] = "block.x"
                nblocks = sum(m != "seq" for m in nest.map)
            else:
                nblocks = 1
            if r.random() < 0.7:
                ts = [r.choice([32, 32, 64, 16, 8, 4])]
                if nblocks > 1:
                    ts.append(r.choice([1, 2, 4, 8]))
                if nblocks > 2 and r.random() < 0.3:
                    ts.append(r.choice([1, 2]))
                while int(np.prod(ts)) > 256:
                    ts[ts.index(max(ts))] //= 2
                nest.threads = tuple(ts)
        if r.random() < 0.1:
            nest.pipeline = r.choice([2, 3])
        nest.opt = "-O3" if r.random() < 0.3 else "-O2"
        # One host case in four keeps the profitability step: the bands it declines run as
        # written, behind their run-time checks.
        nest.profitability = self.target == "host" and r.random() < 0.25
        nest.pure_calls = self.target == "host" and r.random() < 0.15
        # One host case in ten calls sqrtf under -fmath-errno: a call that may set errno, which
        # the tiler reorders (EDOM only) unless an access may be errno (int arrays).
        nest.errno_calls = self.target == "host" and not nest.pure_calls and r.random() < 0.1


def generate(rng: random.Random, target: str = "host", pattern: str | None = None) -> Nest:
    """One random nest with clauses for `target` ("host", "sm_90" or "gfx942"), its arrays sized
    by :func:`finalize`; of the given pattern (one of PATTERNS), or a random one. Deterministic
    in the state of `rng`."""
    g = _Gen(rng, target)
    chosen = rng.choice(PATTERNS)
    pattern = pattern or chosen
    # imperfect: a random body with statements between the band's last two loops, always
    # (drawn below); the tiler keeps what loop distribution cannot move (KeptStatements.h).
    imperfect = pattern == "imperfect" and target == "host"
    if pattern == "imperfect":
        pattern = "random"
    weights = [2, 5, 4, 2] if pattern != "gemm" else [0, 1, 4, 1]
    depth = rng.choices([1, 2, 3, 4], weights=weights)[0]
    dtype = rng.choice(["int32", "float32"])
    loops = g.loops(depth)
    stmts = g.pattern(pattern, loops, dtype)
    nest = Nest(dtype, loops, g.arrays, stmts, [], pattern=pattern)
    # Half of the host's solvers keep the row's element in a local (Nest.acc).
    if pattern == "solver" and target == "host" and stmts and rng.random() < 0.5:
        nest.acc = next(st for st in stmts if st.level is None).target
    nest.arrays = nest.used_arrays()
    for n, a in enumerate(nest.arrays):   # A0, A1, ... in parameter order
        a.name = f"A{n}"
    g.clauses(nest)
    if pattern == "scratch" and depth >= 2 and len(nest.tile) == depth:
        nest.tile = nest.tile[:-1]  # the band stops above the scratch's loop
        if nest.map:
            nest.map = nest.map[:len(nest.tile)]
    # As people write it: on the host one nest in six has no restrict at all, and one in four
    # of two loops or more statements between its loops (the last draws of the case: the rest of
    # its stream is as it was).
    if target == "host" and rng.random() < 1 / 6:
        for a in nest.arrays:
            a.restrict = False
    if target == "host" and depth >= 2 and (rng.random() < 0.25 or imperfect):
        add_level_statements(nest, random.Random(rng.random()),
                             last=len(nest.tile) if imperfect else None)
    # And one in five of two loops or more is a triangle or a trapezoid (on GPUs too: mapped
    # with their tile loops over the bounding box).
    if depth >= 2 and rng.random() < 0.2:
        add_triangles(nest, random.Random(rng.random()))
    # The host's tiles on the cores (tilelang-parallel): map(...) and distribute(...) in about
    # one nest in three each, drawn last (the rest of the case's stream is as it was).
    if target == "host" and nest.tile != [0]:
        add_host_mapping(nest, random.Random(rng.random()))
    # On GPUs one nest in four has no restrict at all: versioned on a run-time alias check, the
    # mapped band when the arrays are apart, a sequential fallback in the grid's first thread
    # when they overlap (check.py runs both; drawn last, the rest of the stream as it was).
    if target != "host" and rng.random() < 0.25:
        for a in nest.arrays:
            a.restrict = False
    return finalize(nest)


def add_host_mapping(nest: Nest, r: random.Random) -> None:
    """map(...) over the tiled loops (any loop on block.x, others seq: a loop that carries a
    dependence is refused by the pass, with a warning) and distribute(...), each one time in
    three; without them getMappingStrategy picks the loops."""
    if r.random() < 1 / 3 and len(nest.tile) <= 3:   # map takes 1 to 3 dimensions
        dims = ["block.x", "block.y", "block.z"]
        nest.map = [dims.pop(0) if dims and r.random() < 0.5 else "seq" for _ in nest.tile]
    if r.random() < 1 / 3:
        nest.distribute = r.choice(["round_robin", "block_wise"])


def clamp_triangles(nest: Nest) -> None:
    """Keep every triangular bound's values inside its loop's box lo .. hi over the values of
    the enclosing loop it reads (a bound whose loop the reducer removed is dropped)."""
    for d, lp in enumerate(nest.loops):
        if not lp.tri:
            continue
        side, var, c, *sign = lp.tri
        outer = next((x for x in nest.loops[:d] if x.var == var), None)
        if outer is None or outer.trip == 0:
            lp.tri = None
            continue
        xlo, xhi = outer.value_range()
        if sign == [-1]:  # c - x over x in xlo .. xhi
            c = max(c, lp.lo + xhi) if side == "lo" else min(c, lp.hi + xlo)
        else:
            c = max(c, lp.lo - xlo) if side == "lo" else min(c, lp.hi - xhi)
        lp.tri = (side, var, c, *sign)


def add_triangles(nest: Nest, r: random.Random) -> None:
    """A triangular or trapezoidal bound on one or two inner loops -- `j <= i`,
    `j = i + 1 .. n`, `k = j .. i` -- reading an enclosing loop's variable, the box of each loop
    kept (clamp_triangles)."""
    for d in r.sample(range(1, len(nest.loops)), k=min(len(nest.loops) - 1, r.choice([1, 1, 2]))):
        lp, outer = nest.loops[d], r.choice(nest.loops[:d])
        side = r.choice(["lo", "hi"])
        xlo, xhi = outer.value_range()
        # The bound's largest (hi) or smallest (lo) value at the box's edge, or a step inside.
        step = r.choice([0, 0, 1, 2])
        if r.random() < 0.3:  # anti-diagonal: `j < c - i`, `j = c - i ..`
            c = (lp.hi + xlo - step) if side == "hi" else (lp.lo + xhi + step)
            lp.tri = (side, outer.var, c, -1)
            continue
        c = (lp.hi - xhi - step) if side == "hi" else (lp.lo - xlo + step)
        lp.tri = (side, outer.var, c)


def add_level_statements(nest: Nest, r: random.Random, last: int | None = None) -> None:
    """One or two statements between the loops (Stmt.level), each on an element the body
    touches whose subscripts use only the loops around the statement -- `C[i][j] = 2;` or
    `C[i][j] += 1;` before or after the next loop -- so that loop distribution meets real
    dependences, legal or not."""
    for _ in range(r.choice([1, 1, 2])):
        level = r.randrange(len(nest.loops) - 1)
        if last is not None and last >= 2:   # between the band's last two loops
            level = min(last, len(nest.loops)) - 2
        outer = {lp.var for lp in nest.loops[:level + 1]}
        cands = [acc for acc in nest.accesses() if acc.vars() <= outer]
        if not cands:
            continue
        acc = r.choice(cands)
        target = Access(acc.array, [Dim(d.var, d.coef, d.off, d.more) for d in acc.dims])
        value = r.randint(1, 4)
        terms = [Term("const", value=value)]
        # Half of them read an element the body touches, of this row or the next one (a
        # dependence running both ways between the statement and the inner loop: loop
        # distribution refuses, and the tiler may keep the statement in place, KeptStatements.h).
        if r.random() < 0.5:
            src = r.choice(cands)
            dims = [Dim(d.var, d.coef, d.off, d.more) for d in src.dims]
            if r.random() < 0.5 and dims[0].var is not None and dims[0].coef > 0:
                dims[0].off += 1
            terms = [Term("read", access=Access(src.array, dims))]
        st = (Stmt(target, "=", terms, []) if r.random() < 0.5
              else Stmt(target, "+=", terms, []))
        st.level, st.after = level, r.random() < 0.4
        # One in three under a condition on an enclosing loop's variable.
        if r.random() < 1 / 3:
            st.cond = (r.choice(nest.loops[:level + 1]).var, r.choice([2, 3]))
        nest.stmts.append(st)


def clone(nest: Nest) -> Nest:
    """A deep copy (accesses keep pointing at the copy's own arrays)."""
    return copy.deepcopy(nest)
