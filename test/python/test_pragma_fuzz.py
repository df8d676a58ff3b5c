"""`make test`'s share of the `#pragma tilelang` grammar fuzzer (test/fuzz/pragma_fuzz.py).

A fixed seed and a small budget (~1-2 minutes on 2 cores): FUZZ_TEST_CASES cases (default 360;
batches of 24 cases per clang call) compiled with both plugins for the host, sm_90 and gfx942,
`-fsyntax-only` and then -O0 to -O3. No crash, no hang, every error located on its pragma's line.
`make fuzz` runs the same fuzzer for long (README).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("pragma_fuzz", ROOT / "test/fuzz/pragma_fuzz.py")
pragma_fuzz = importlib.util.module_from_spec(_spec)
sys.modules["pragma_fuzz"] = pragma_fuzz  # dataclasses look their module up there
_spec.loader.exec_module(pragma_fuzz)

needs_plugins = pytest.mark.skipif(
    not (pragma_fuzz.FRONTEND.exists() and pragma_fuzz.PASSES.exists()),
    reason="build/lib/TileLang*.so missing: run make")


def test_cases_are_deterministic():
    a = pragma_fuzz.make_cases(7, 40, deep=True)
    b = pragma_fuzz.make_cases(7, 40, deep=True)
    assert [c.text for c in a] == [c.text for c in b]
    # Every case has its pragma's physical lines noted, inside the case.
    for c in a:
        assert c.pragma_lines and max(c.pragma_lines) < c.nlines
    # The generator reaches the grammar's corners over a few hundred cases.
    text = "\n".join(c.text for c in pragma_fuzz.make_cases(1, 400, deep=True))
    for needle in ("tile(", "buffer(", "layout(", "map(", "threads(", "distribute(",
                   "pipeline(", "compute(", "_Pragma(", "#define TLP_", "\\\n",
                   "18446744073709551617", "template <", "[&]", "while ("):
        assert needle in text, needle


def test_judge_finds_unlocated_and_mislocated(tmp_path):
    cases = pragma_fuzz.make_cases(3, 2, deep=False)
    src = tmp_path / "b.cpp"
    pragma_fuzz.write_file(cases, "c++", src)
    c = cases[0]
    prag = c.first_line + min(c.pragma_lines)
    body = c.first_line + c.nlines - 1
    out = "\n".join([
        f"{src}:{prag}:2: error: on the pragma",
        f"{src}:{body}:1: error: off the pragma",
        "error: no location at all",
        f"{src}:{prag}:9999: error: past the line's end",
    ])
    found, errs = pragma_fuzz.judge(cases, src, out, "host", "-O2")
    kinds = sorted(f.kind for f in found)
    if c.shape.broken:  # clang's own error in deliberately broken code: fine, located
        assert kinds == ["mislocated", "unlocated"]
    else:
        assert kinds == ["mislocated", "mislocated", "unlocated"]
    assert errs == {c.idx}


@needs_plugins
def test_pragma_fuzz_fixed_seed(tmp_path):
    n = int(os.environ.get("FUZZ_TEST_CASES", "360"))
    s = pragma_fuzz.fuzz(seed=20261201, count=n, jobs=os.cpu_count() or 1, batch=24,
                         timeout=60.0, out_dir=tmp_path, targets=list(pragma_fuzz.TARGETS),
                         opts=list(pragma_fuzz.OPT_LEVELS), deep=True)
    import io
    buf = io.StringIO()
    pragma_fuzz.print_summary(s, buf)
    t = s["totals"]
    assert (t["crashes"], t["hangs"], t["unlocated"], t["mislocated"]) == (0, 0, 0, 0), \
        buf.getvalue()
    # Every target compiled every case at least once (-fsyntax-only) and the accepted ones
    # at every -O level.
    rows = {(r["target"], r["opt"]): r for r in s["rows"]}
    for target in pragma_fuzz.TARGETS:
        assert rows[(target, "-fsyntax-only")]["cases"] == n
        for opt in pragma_fuzz.OPT_LEVELS:
            assert rows[(target, opt)]["cases"] > n // 4, buf.getvalue()
