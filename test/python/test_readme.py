"""The README's worked example prints what the README shows.

README.md's sample of remarks (`examples/transpose.cpp` compiled for sm_90 with -Rpass=tilelang)
must match the tool's output today, line for line: the entry page must not drift from the tool.
sm_90 is used because its remarks do not depend on the machine the test runs on (the host's
tile sizes come from its caches).
"""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from tilelang_llvm import toolchain

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not toolchain.plugins_available(),
                                reason="plugins not built: run `make build`")


def test_readme_transpose_remarks(tmp_path):
    text = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```[a-z+]*\n(.*?)```", text, re.S)
    sample = next(b for b in blocks if b.startswith("examples/transpose.cpp:"))
    p = toolchain.plugins()
    run = subprocess.run(
        [str(toolchain.tool("clang++")), "-O3", f"-fplugin={p.frontend}",
         f"-fpass-plugin={p.passes}", "--target=nvptx64-nvidia-cuda", "-march=sm_90", "-S",
         "examples/transpose.cpp", "-o", str(tmp_path / "t.ptx"), "-Rpass=tilelang"],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    got = [l for l in run.stderr.splitlines() if ": remark: " in l]
    assert got == sample.strip().splitlines()
