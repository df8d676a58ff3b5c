"""Every kernel of every example, on odd sizes, against its NumPy reference; and the remarks that
show the directives were acted on.

- `test_example`: each kernel of each `examples/NAME.cpp` (described by `examples/NAME.py`) is run
  through `tilelang_llvm.run_kernel` with both plugins on four size sets: three odd ones (primes,
  so that no tile size divides them, also for derived extents such as conv2d's H-2) and one
  smaller than every tile. Floats must match to the spec's rtol (1e-5), integers exactly.
- `test_example_without_plugins`: the same kernels compiled by plain clang on one size set, so a
  failure above is known to be the plugins' and not the kernel's or the reference's.
- `test_remark_*`: the directives had an effect: gemm's band is tiled (a `Passed` remark of a
  tilelang pass), syrk's triangular band is tiled, and every directive of
  every example gets a tilelang remark. They read clang's optimisation record
  (`-fsave-optimization-record`), matching the pass (`tilelang-tile`), the remark name (`Tiled`,
  `NotTiled`) and the band's source lines, not the wording.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

tl = pytest.importorskip("tilelang_llvm")
from tilelang_llvm import toolchain  # noqa: E402
from tilelang_llvm.kernel import load_specs  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"

# Three odd size sets per kernel (primes: no tile size divides them) and one below every tile.
SIZES: dict[str, list[dict[str, int]]] = {
    "gemm": [dict(M=37, N=67, K=101), dict(M=101, N=43, K=131), dict(M=67, N=131, K=37),
             dict(M=5, N=3, K=7)],
    "kernel_2mm": [dict(NI=37, NJ=67, NK=101, NL=43), dict(NI=101, NJ=43, NK=37, NL=67),
                   dict(NI=67, NJ=101, NK=43, NL=37), dict(NI=3, NJ=5, NK=7, NL=2)],
    "syrk": [dict(N=37, M=67), dict(N=101, M=43), dict(N=67, M=131), dict(N=5, M=3)],
    "transpose": [dict(M=37, N=67), dict(M=101, N=131), dict(M=131, N=43), dict(M=1, N=7)],
    # Out is (H-2) x (W-2): 37x67, 67x101, 101x43, 1x7.
    "conv2d": [dict(H=39, W=69), dict(H=69, W=103), dict(H=103, W=45), dict(H=3, W=9)],
    # The swept interior is (N-2) x (N-2): 37, 67, 101, 3.
    "jacobi2d": [dict(T=2, N=39), dict(T=3, N=69), dict(T=5, N=103), dict(T=1, N=5)],
    "atax": [dict(M=37, N=67), dict(M=101, N=43), dict(M=131, N=37), dict(M=3, N=5)],
    "mvt": [dict(N=37), dict(N=67), dict(N=101), dict(N=3)],
}
# Row-wise kernels: rows over the 32-row tile, odd row lengths, one row shorter than a warp.
SIZES["softmax"] = [dict(M=37, N=67), dict(M=101, N=131), dict(M=67, N=1), dict(M=5, N=3)]
SIZES["layernorm"] = SIZES["softmax"]
SIZES["igemm"] = SIZES["gemm"]
for _k in ("gemm_f16", "gemm_bf16", "gemm_i8"):
    SIZES[_k] = SIZES["gemm"]
# NB batch entries of odd GEMMs, and one entry below every tile.
SIZES["batched_gemm"] = [dict(NB=3, M=37, N=67, K=101), dict(NB=2, M=101, N=43, K=37),
                         dict(NB=1, M=5, N=3, K=7)]
_FALLBACK = (37, 67, 101, 43, 5)  # a kernel added later without an entry above


def _sizes_for(spec) -> list[dict[str, int]]:
    if spec.name in SIZES:
        return SIZES[spec.name]
    names = list(spec.sizes)
    return [{n: _FALLBACK[(r + i) % len(_FALLBACK)] for i, n in enumerate(names)} for r in range(3)]


def _kernels() -> list[tuple[Path, object]]:
    out = []
    for cpp in sorted(EXAMPLES.glob("*.cpp")):
        if cpp.with_suffix(".py").is_file():
            out += [(cpp, spec) for spec in load_specs(cpp.with_suffix(".py"))]
    return out


KERNELS = _kernels()
CASES = [pytest.param(cpp, spec.name, sizes,
                      id=f"{cpp.stem}:{spec.name}-" + "_".join(f"{k}{v}" for k, v in sizes.items()))
         for cpp, spec in KERNELS for sizes in _sizes_for(spec)]

needs_plugins = pytest.mark.skipif(not toolchain.plugins_available(),
                                   reason=f"plugins not built in {toolchain.plugin_dir()}: run `make build`")


def test_every_example_has_kernels():
    stems = {cpp.stem for cpp, _ in KERNELS}
    for name in ("gemm", "2mm", "syrk", "transpose", "conv2d", "jacobi2d", "atax", "mvt",
                 "gemm_f16", "gemm_bf16", "gemm_i8", "batched_gemm", "softmax", "layernorm"):
        assert name in stems, f"examples/{name}.cpp or its .py is missing"
    assert any(a.dtype.startswith("int") for _, s in KERNELS for a in s.arrays), "no integer kernel"


@needs_plugins
@pytest.mark.parametrize("cpp, kernel, sizes", CASES)
def test_example(cpp, kernel, sizes):
    res = tl.run_kernel(cpp, kernel, sizes, seed=1, tilelang=True)
    assert res.ok, res.summary() + ("\n" + res.diagnostics if res.diagnostics else "")


@pytest.mark.parametrize("cpp, kernel, sizes",
                         [pytest.param(*c.values, id=c.id) for c in CASES[::4]])
def test_example_without_plugins(cpp, kernel, sizes):
    res = tl.run_kernel(cpp, kernel, sizes, seed=1, tilelang=False)
    assert res.ok, res.summary()


# ---------------------------------------------------------------------------------------------
# Remarks
# ---------------------------------------------------------------------------------------------

TILE_PASS = "tilelang-tile"
#: The tiling pass's remark names (OptimizationRemark / OptimizationRemarkMissed).
TILED, NOT_TILED = "Tiled", "NotTiled"


@dataclass
class Record:
    """One optimisation record of clang's YAML file."""
    kind: str        # Passed | Missed | Analysis | Failure
    pass_name: str
    name: str
    function: str
    line: int | None
    message: str


def _records(text: str) -> list[Record]:
    out = []
    for doc in re.split(r"^--- !", text, flags=re.M)[1:]:
        def field(key: str) -> str:
            m = re.search(rf"^{key}:\s+'?([^'\n]*)'?\s*$", doc, re.M)
            return m.group(1) if m else ""
        loc = re.search(r"^DebugLoc:\s+\{.*?Line:\s+(\d+)", doc, re.M)
        msg = "".join(m.group(1) for m in re.finditer(r"^\s+- \w+:\s+'?(.*?)'?\s*$",
                                                     doc.split("Args:", 1)[-1], re.M))
        out.append(Record(doc.split("\n", 1)[0].strip(), field("Pass"), field("Name"),
                          field("Function"), int(loc.group(1)) if loc else None,
                          msg.replace("''", "'")))  # YAML doubles a quote inside '...'

    return out


@dataclass
class Band:
    """A directive of an example: its function, its pragma lines and the band's loop lines."""
    function: str
    first: int  # line of the first `#pragma tilelang` (1-based)
    last: int   # line of the band's innermost tiled loop
    text: str

    def holds(self, r: Record) -> bool:
        return r.function == self.function and (r.line is None or self.first <= r.line <= self.last)


def _bands(cpp: Path) -> list[Band]:
    lines = cpp.read_text().splitlines()
    bands, function, i = [], "", 0
    while i < len(lines):
        m = re.match(r'extern "C" void (\w+)\(', lines[i])
        if m:
            function = m.group(1)
        if lines[i].lstrip().startswith("#pragma tilelang"):
            first, text = i, []
            while lines[i].lstrip().startswith("#pragma tilelang"):
                text.append(lines[i].strip())
                i += 1
            tile = re.search(r"tile\(([^)]*)\)", " ".join(text))
            depth = len(tile.group(1).split(",")) if tile else 1
            loops = [j for j in range(i, len(lines)) if lines[j].lstrip().startswith("for")][:depth]
            bands.append(Band(function, first + 1, loops[-1] + 1, " ".join(text)))
            continue
        i += 1
    return bands


@functools.cache
def _remarks(cpp: Path) -> tuple[list[Record], str]:
    """Compile `cpp` with both plugins and remarks on; its tilelang records and clang's stderr."""
    import tempfile
    from tilelang_llvm.compile import compile_to_ir
    # The flags the kernels' descriptions build them with (softmax: -fno-math-errno).
    flags = list(dict.fromkeys(f for c, spec in KERNELS if c == cpp for f in spec.clang_flags))
    with tempfile.TemporaryDirectory(prefix="tilelang-remarks-") as tmp:
        yaml = Path(tmp) / "remarks.opt.yaml"
        ir = compile_to_ir(cpp, remarks=True, extra_flags=[
            *flags, "-fsave-optimization-record", f"-foptimization-record-file={yaml}",
            "-foptimization-record-passes=tilelang"])
        text = yaml.read_text() if yaml.is_file() else ""
    return [r for r in _records(text) if r.pass_name.startswith("tilelang")], ir.diagnostics


def _describe(records: list[Record], diagnostics: str) -> str:
    rows = [f"  {r.kind} {r.pass_name}/{r.name} in {r.function} line {r.line}: {r.message}"
            for r in records]
    return "tilelang records:\n" + ("\n".join(rows) or "  (none)") + "\nclang said:\n" + diagnostics


@needs_plugins
def test_remark_gemm_is_tiled():
    """gemm's float band gets the host GEMM plan (a Passed HostGemm record, lib/tile/HostGemm.h);
    igemm's int band is refused by the plan (a Missed HostGemm record) and tiled loop by loop."""
    cpp = EXAMPLES / "gemm.cpp"
    band = next(b for b in _bands(cpp) if b.function == "gemm")
    records, diags = _remarks(cpp)
    planned = [r for r in records if r.pass_name == TILE_PASS and r.name == "HostGemm"
               and r.kind == "Passed" and band.holds(r)]
    assert planned, f"no {TILE_PASS} remark HostGemm for gemm's band (lines {band.first}-" \
                    f"{band.last})\n" + _describe(records, diags)
    assert "host GEMM plan (BLIS loops) for C[m][n] += A[m][k] * B[k][n] on float" in \
        planned[0].message
    iband = next(b for b in _bands(cpp) if b.function == "igemm")
    tiled = [r for r in records if r.pass_name == TILE_PASS and r.name == TILED and iband.holds(r)]
    refused = [r for r in records if r.name == "HostGemm" and r.kind == "Missed" and iband.holds(r)]
    assert tiled and refused, _describe(records, diags)
    assert "not int" in refused[0].message


@needs_plugins
@pytest.mark.parametrize("stem", ["softmax", "layernorm"])
def test_remark_math_bands_are_tiled(stem):
    """A band calling expf / sqrtf is tiled on the host with its description's
    -fno-math-errno (docs/gpu.md, "Math functions")."""
    cpp = EXAMPLES / f"{stem}.cpp"
    band = _bands(cpp)[0]
    records, diags = _remarks(cpp)
    assert any(r.pass_name == TILE_PASS and r.name == TILED and band.holds(r) for r in records), \
        _describe(records, diags)


@needs_plugins
def test_remark_syrk_triangular_band_tiled():
    """syrk's band is triangular (j <= i): the host tiles it in the tiles of its bounding box."""
    cpp = EXAMPLES / "syrk.cpp"
    band = next(b for b in _bands(cpp) if "tile(" in b.text)
    records, diags = _remarks(cpp)
    mine = [r for r in records if band.holds(r)]
    tiled = [r for r in mine if r.pass_name == TILE_PASS and r.name == TILED]
    assert tiled, f"syrk's triangular band (lines {band.first}-{band.last}) was not tiled\n" \
                  + _describe(records, diags)


BANDS = [pytest.param(cpp, band, id=f"{cpp.stem}:{band.function}:{band.first}")
         for cpp in sorted({c for c, _ in KERNELS}) for band in _bands(cpp)]


@needs_plugins
@pytest.mark.parametrize("cpp, band", BANDS)
def test_remark_every_directive_is_accounted_for(cpp, band):
    """No directive is silently ignored: each band is tiled (or given the host GEMM plan) or
    refused, with a remark."""
    records, diags = _remarks(cpp)
    assert any(band.holds(r) and r.pass_name == TILE_PASS
               and (r.name in (TILED, NOT_TILED) or (r.name, r.kind) == ("HostGemm", "Passed"))
               for r in records), \
        f"no tilelang remark for `{band.text}` (lines {band.first}-{band.last})\n" \
        + _describe(records, diags)
