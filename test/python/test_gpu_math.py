"""C's math library and the standard headers in kernels, through the harness, on every target
(docs/gpu.md, "Math functions" and "Headers"): `#include <math.h>`, `<stdint.h>`, `<cstdint>`,
`<cmath>` compile for the host, sm_90 and gfx942; a band calling expf/tanhf is tiled and mapped
on GPUs without -fno-math-errno (clang's NVPTX and AMDGPU toolchains do not set -fmath-errno)
and, on sm_90, lowered to libdevice (ptxas assembles it); on gfx942 tanhf is an error at the
call's line, not a crash. The examples softmax and layernorm are run by test_examples.py (host),
test_gpu_emulated.py (sm_90) and here in the emulator for gfx942."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

tl = pytest.importorskip("tilelang_llvm")
from tilelang_llvm import compile as compile_mod  # noqa: E402
from tilelang_llvm import toolchain  # noqa: E402
from tilelang_llvm.errors import TileLangError  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
HEADERS = ROOT / "test" / "gpu-math" / "headers.cpp"

pytestmark = pytest.mark.skipif(not toolchain.plugins_available(),
                                reason=f"plugins not built in {toolchain.plugin_dir()}")

KERNEL = """\
#include <math.h>
#include <stdint.h>
extern "C" void act(int32_t M, int32_t N, const float *__restrict X, float *__restrict Y) {
#pragma tilelang tile(32, 32)
  for (int32_t i = 0; i < M; ++i)
    for (int32_t j = 0; j < N; ++j)
      Y[i * N + j] = tanhf(X[i * N + j]) + expf(-X[i * N + j]);
}
"""


@pytest.mark.parametrize("target", ["host", "sm_90", "gfx942"])
def test_headers_compile(tmp_path, target):
    res = compile_mod.compile_kernel(HEADERS, target=target, out_dir=tmp_path, emit=("ir",))
    assert res.outputs["ir"].is_file()


@pytest.mark.parametrize("target", ["host", "sm_90", "gfx942"])
def test_headers_compile_as_c(tmp_path, target):
    src = tmp_path / "headers.c"
    src.write_text(HEADERS.read_text())
    res = compile_mod.compile_kernel(src, target=target, out_dir=tmp_path, emit=("ir",))
    assert res.outputs["ir"].is_file()


def test_sm90_tanh_through_libdevice(tmp_path):
    src = tmp_path / "act.cpp"
    src.write_text(KERNEL)
    res = compile_mod.compile_kernel(src, target="sm_90", out_dir=tmp_path, remarks=True)
    assert "tiled a band of 2 loops" in res.diagnostics  # no -fno-math-errno needed
    assert [r.kernel for r in res.launch] == ["act"]
    ptx = res.outputs["ptx"].read_text()
    assert ".extern" not in ptx and "__nv_" not in ptx  # linked and inlined
    if toolchain.find_ptxas() is not None:
        assert "cubin" in res.outputs


def test_gfx942_tanh_is_an_error_at_the_call(tmp_path):
    src = tmp_path / "act.cpp"
    src.write_text(KERNEL)
    with pytest.raises(TileLangError) as exc:
        compile_mod.compile_kernel(src, target="gfx942", out_dir=tmp_path)
    text = exc.value.message + "\n" + (exc.value.detail or "")
    assert "act.cpp:7:22: error: 'tanhf' cannot be lowered on AMDGPU (gfx942)" in text, text
    assert "PLEASE submit a bug report" not in text


@pytest.mark.parametrize("stem", ["softmax", "layernorm"])
def test_examples_emulated_gfx942(stem):
    sys.path.insert(0, str(HERE))
    import gpu_emulator as emu
    from tilelang_llvm import gpucheck
    mod = emu.EmulatedModule(ROOT / "examples" / f"{stem}.cpp", "gfx942")
    assert mod.kernels == [stem]
    for sizes in gpucheck.sizes_for(mod.specs[stem])[:3]:
        r = mod.run(stem, sizes)
        assert r.ok, r
