"""GPU targets through the harness, on a machine without a GPU (CI) and, where one is present,
on the GPU.

- compile: `--target sm_80/sm_90` on the hand-made kernels (test/python/kernels/gpu/: PTX,
  cubin, ptxas's report, the launch records in the sidecar) and on every example (PTX that ptxas
  assembles, no spills); `--target gfx942` links a code object and reports LDS/VGPR/SGPR.
- run/bench without a GPU: one line saying so, exit 1, no traceback (forced with
  TILELANG_NO_GPU=1); `run --target gfx942`: AMD kernels are compiled, not run.
- the runner end to end against a fake driver (fake_cuda_driver.py: the driver API on host
  memory, NumPy stand-ins of the hand-made kernels): argument marshalling, poisoned outputs, grid
  evaluation and clamping, dynamic shared memory over 48 KB, PTX fallback, bench, and the
  device-side check script (with a fake compute-sanitizer).
- on a real NVIDIA GPU (skipped elsewhere with "no NVIDIA GPU/driver"): run and bench the
  hand-made kernels.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tilelang_llvm import compile as compile_mod
from tilelang_llvm import cudadrv, gpucheck, gpurun, toolchain
from tilelang_llvm.errors import TileLangError

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
GPU = HERE / "kernels" / "gpu"
VADD = GPU / "vadd.ll"
EXAMPLES = sorted((ROOT / "examples").glob("*.cpp"))

needs_plugins = pytest.mark.skipif(
    not toolchain.plugins_available(),
    reason=f"plugins not built in {toolchain.plugin_dir()}: run `make build`")
needs_ptxas = pytest.mark.skipif(toolchain.find_ptxas() is None,
                                 reason="no ptxas (the nvidia-cuda-nvcc wheel of requirements.txt)")
_real_gpu = os.environ.get(cudadrv.DRIVER_ENV) is None and cudadrv.available()
needs_gpu = pytest.mark.skipif(not _real_gpu, reason="no NVIDIA GPU/driver")


def _cli() -> list[str]:
    script = Path(sys.executable).parent / "tilelang-llvm"
    return [str(script)] if script.is_file() else [sys.executable, "-m", "tilelang_llvm.cli"]


def tl(*args, env=None, cwd=None) -> subprocess.CompletedProcess:
    full = dict(os.environ)
    for k in ("TILELANG_DEBUG", cudadrv.NO_GPU_ENV, cudadrv.DRIVER_ENV):
        full.pop(k, None)
    full.update(env or {})
    proc = subprocess.run([*_cli(), *map(str, args)], capture_output=True, text=True, env=full,
                          cwd=cwd or ROOT, timeout=600)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def error_line(proc) -> str:
    assert proc.returncode == 1, (proc.returncode, proc.stdout, proc.stderr)
    lines = [l for l in proc.stderr.splitlines() if l.startswith("tilelang-llvm: error: ")]
    assert len(lines) == 1, proc.stderr
    return lines[0]


FAKE_ENV = {cudadrv.DRIVER_ENV: "fake_cuda_driver",
            "PYTHONPATH": os.pathsep.join([str(HERE), str(ROOT / "python")])}


# --- compile ---------------------------------------------------------------------------------

@needs_ptxas
@pytest.mark.parametrize("target", ["sm_80", "sm_90"])
@pytest.mark.parametrize("name, kernels, shared", [
    ("vadd", ["vadd", "vadd_capped"], 0), ("gemm_tiled", ["gemm_tiled"], 8448),
    ("transpose_tiled", ["transpose_tiled"], 4224), ("reverse_chunks", ["reverse_chunks"], 0)])
def test_compile_hand_made_kernels(tmp_path, target, name, kernels, shared):
    res = compile_mod.compile_kernel(GPU / f"{name}.ll", target=target, out_dir=tmp_path,
                                     tilelang=False)
    assert set(res.outputs) == {"ir", "ptx", "cubin", "launch"}
    ptx = res.outputs["ptx"].read_text()
    assert f".target {target}" in ptx
    assert all(f".entry {k}(" in ptx for k in kernels)
    assert res.outputs["cubin"].read_bytes()[:4] == b"\x7fELF"
    assert [r.kernel for r in res.launch] == kernels
    assert "!tilelang.launch" in res.outputs["ir"].read_text()       # kept by -O3
    by = {r.name: r for r in res.resources}
    for k in kernels:
        assert by[k].entry and by[k].registers > 0 and by[k].spills == 0
        assert by[k].shared_bytes == shared
    assert not any("launch record of" in n for n in res.notes), res.notes  # shared bytes agree
    side = json.loads(res.outputs["launch"].read_text())
    assert side["target"] == target and side["files"]["cubin"] == f"{name}.cubin"
    assert [k["kernel"] for k in side["kernels"]] == kernels
    mod = gpurun.GpuModule.from_sidecar(res.outputs["launch"])
    assert mod.cubin == res.outputs["cubin"] and mod.ptx == res.outputs["ptx"]


#: Known spills, measured and accepted: the GEMM register tile (8 x 8 accumulators) under
#: nvvm.minctasm=2 (two blocks of 256 threads per SM, at most 128 registers) spills about 300
#: bytes in ptxas, outside the k loop; on the H200 it runs 26.7 TFLOP/s against 20.1 without
#: the cap and without spills (benchmarks/RESULTS.md). strict: a fix shows up as XPASS.
SPILLS_ACCEPTED = {
    "gemm": "8x8 register tile under nvvm.minctasm=2 (faster than no spills)",
    # The matrix lowering (lib/matrix): two blocks per multiprocessor hold ptxas to 128
    # registers, which spills ~100 B outside the mma sequence; measured faster than one block
    # without spills (benchmarks/RESULTS.md, "compute(tensor_core)"). The out-of-line epilogue
    # and edge copies save the caller's registers around their calls.
    "gemm_f16": "matrix kernel at 128 registers (nvvm.minctasm 2): measured faster",
    "gemm_bf16": "matrix kernel at 128 registers (nvvm.minctasm 2): measured faster",
    "gemm_i8": "matrix kernel at 128 registers (nvvm.minctasm 2): measured faster",
    "batched_gemm": "matrix kernel at 128 registers (nvvm.minctasm 2): measured faster",
    # Mapped since session 7 (triangular bands on GPUs): a 32 x 32 x 32 tile with k unrolled
    # in each thread, the clamped j range and the scaling nest run serially before it; ptxas
    # spills about 430 B. Correct on the H200 (GPU check, sanitizers clean); not tuned yet.
    "syrk": "triangular band mapped (session 7): 32-deep k unroll, ~430 B spills, not tuned",
}


@needs_plugins
@needs_ptxas
@pytest.mark.parametrize("src", [
    pytest.param(p, marks=pytest.mark.xfail(strict=True, reason=SPILLS_ACCEPTED[p.stem]))
    if p.stem in SPILLS_ACCEPTED else p for p in EXAMPLES], ids=[p.stem for p in EXAMPLES])
def test_every_example_assembles_without_spills(tmp_path, src):
    res = compile_mod.compile_kernel(src, target="sm_90", out_dir=tmp_path)
    assert res.outputs["ptx"].read_text().count(".target sm_90") == 1
    assert "cubin" in res.outputs, res.notes
    assert res.resources, "ptxas reported no function"
    for r in res.resources:
        assert r.spills == 0 and (r.stack_frame or 0) == 0, r.describe()
    if not res.launch:  # not mapped yet: ptxas -c compiled every function
        assert any("ptxas -c" in n for n in res.notes)


#: The examples' kernels that tilelang-map turns into GPU kernels: every one their descriptions
#: list (syrk's triangular band too, since session 7: tile loops over its bounding box).
EXAMPLE_KERNELS = {"kernel_2mm", "atax", "conv2d", "gemm", "igemm", "jacobi2d", "mvt",
                   "transpose", "gemm_f16", "gemm_bf16", "gemm_i8", "batched_gemm", "softmax",
                   "layernorm", "syrk"}


@needs_plugins
@pytest.mark.parametrize("target", ["sm_80", "sm_90", "gfx942"])
def test_examples_launch_records(tmp_path, target):
    from tilelang_llvm import kernel as kmod
    described, mapped = set(), set()
    for src in EXAMPLES:
        res = compile_mod.compile_kernel(src, target=target, out_dir=tmp_path / src.stem,
                                         emit=("ir",))
        described |= {s.name for s in kmod.load_specs(src.with_suffix(".py"))}
        mapped |= {r.kernel for r in res.launch}
    assert described - mapped == set()
    assert mapped == EXAMPLE_KERNELS


@needs_plugins
@pytest.mark.parametrize("src", [
    pytest.param(p, marks=pytest.mark.xfail(
        strict=True, reason="gfx942: igemm spills 3614 VGPRs (512 VGPRs + 256 AGPRs, 7760 B "
                            "scratch): the LoopVectorizer vectorizes its k loop as an integer "
                            "reduction (<2 x i32>, interleaved 8 times) over all 64 accumulators "
                            "of the register tile (127 VGPRs, no VGPR spill with -fno-vectorize); "
                            "gemm and igemm also spill 115 / 140 SGPRs"))
    if p.stem == "gemm" else p for p in EXAMPLES], ids=[p.stem for p in EXAMPLES])
def test_every_example_gfx942_without_spills(tmp_path, src):
    # No VGPR spill and no scratch. SGPR spills go to VGPR lanes (v_writelane, no memory) and
    # are not failed, as in test_gpu_faults.py: the cooperative 2mm kernel has some (its grid
    # barriers and uniform tile bounds).
    res = compile_mod.compile_kernel(src, target="gfx942", out_dir=tmp_path)
    for r in res.resources:
        assert (r.vgpr_spills or 0) == 0 and (r.stack_frame or 0) == 0, r.describe()


@needs_plugins
@needs_ptxas
def test_compile_cli_sm80_keep(tmp_path):
    proc = tl("compile", ROOT / "examples" / "transpose.cpp", "--target", "sm_80", "--keep",
              tmp_path / "k")
    assert proc.returncode == 0, proc.stderr
    names = sorted(p.name for p in (tmp_path / "k").iterdir())
    assert names == ["commands.sh", "transpose.cubin", "transpose.launch.json", "transpose.ll",
                     "transpose.pre.ll", "transpose.ptx"]
    cmds = (tmp_path / "k" / "commands.sh").read_text()
    assert "--target=nvptx64-nvidia-cuda -march=sm_80" in cmds and "ptxas -arch=sm_80 -v" in cmds
    assert "-fpass-plugin=" in cmds  # both plugins in codegen: tilelang-sram-bank runs
    assert "resources: transpose (kernel)" in proc.stdout


def test_compile_cli_prints_records_and_resources(tmp_path):
    proc = tl("compile", GPU / "gemm_tiled.ll", "--target", "sm_90", "--no-tilelang", "-o", tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "launch: gemm_tiled: block 16x16x1, grid (((zext32(p1) + 63) u/ 64), " in proc.stdout
    if toolchain.find_ptxas():
        assert "resources: gemm_tiled (kernel): " in proc.stdout and "8448 B shared" in proc.stdout


@pytest.mark.parametrize("name, kernel, lds", [("vadd_amdgpu", "vadd", 0),
                                               ("transpose_tiled_amdgpu", "transpose_tiled", 4224)])
def test_compile_gfx942_code_object(tmp_path, name, kernel, lds):
    proc = tl("compile", GPU / f"{name}.ll", "--target", "gfx942", "--no-tilelang", "-o", tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / f"{name}.hsaco").read_bytes()[:4] == b"\x7fELF"
    line = next(l for l in proc.stdout.splitlines() if l.startswith("resources: "))
    assert f"{kernel} (kernel): {lds} B LDS, " in line and " VGPR, " in line and " SGPR" in line
    assert "note: AMD kernels are compiled and checked, not run" in proc.stdout
    side = json.loads((tmp_path / f"{name}.launch.json").read_text())
    assert side["kernels"][0]["kernel"] == kernel and side["files"]["hsaco"] == f"{name}.hsaco"


@needs_plugins
def test_compile_gfx942_example(tmp_path):
    res = compile_mod.compile_kernel(ROOT / "examples" / "gemm.cpp", target="gfx942",
                                     out_dir=tmp_path)
    assert {"ir", "obj", "hsaco", "launch"} <= set(res.outputs)


def test_emit_kinds_per_target():
    assert compile_mod.parse_emit("asm,cubin", "sm_90") == ["ptx", "cubin"]
    with pytest.raises(TileLangError, match="--emit hsaco is not made for --target sm_90"):
        compile_mod.parse_emit("hsaco", "sm_90")
    with pytest.raises(TileLangError, match="--emit ptx is not made for --target host"):
        compile_mod.parse_emit("ptx")


def test_output_would_overwrite_source(tmp_path):
    src = tmp_path / "vadd.ll"
    src.write_text(VADD.read_text())
    with pytest.raises(TileLangError, match="would overwrite the source"):
        compile_mod.compile_kernel(src, target="sm_90", out_dir=tmp_path, tilelang=False)


# --- no GPU ----------------------------------------------------------------------------------

@pytest.mark.parametrize("cmd", ["run", "bench"])
def test_no_gpu_is_one_line(cmd):
    proc = tl(cmd, VADD, "--target", "sm_90", "--kernel", "vadd", env={cudadrv.NO_GPU_ENV: "1"})
    line = error_line(proc)
    assert "no NVIDIA GPU / driver found" in line and "TILELANG_NO_GPU is set" in line


def test_no_gpu_without_driver_library():
    if cudadrv.available():
        pytest.skip("this machine has an NVIDIA driver")
    proc = tl("run", VADD, "--target", "sm_90", "--kernel", "vadd")
    assert "no NVIDIA GPU / driver found" in error_line(proc)


@pytest.mark.parametrize("cmd", ["run", "bench"])
def test_amd_is_not_run(cmd):
    proc = tl(cmd, VADD, "--target", "gfx942", "--kernel", "vadd")
    assert "AMD kernels are compiled and checked, not run" in error_line(proc)


def test_unavailable_reason_forced(monkeypatch):
    monkeypatch.setenv(cudadrv.NO_GPU_ENV, "1")
    assert cudadrv.unavailable_reason() == "TILELANG_NO_GPU is set"
    with pytest.raises(cudadrv.NoGPUError, match="no NVIDIA GPU / driver found"):
        cudadrv.driver()


# --- the runner against the fake driver ------------------------------------------------------

@pytest.fixture
def fake(monkeypatch, tmp_path):
    """The fake driver in this process (state reset), launches logged to a file."""
    monkeypatch.syspath_prepend(str(HERE))
    monkeypatch.setenv(cudadrv.DRIVER_ENV, "fake_cuda_driver")
    monkeypatch.delenv(cudadrv.NO_GPU_ENV, raising=False)
    log = tmp_path / "launches.jsonl"
    monkeypatch.setenv("FAKE_CUDA_LOG", str(log))
    monkeypatch.setattr(cudadrv, "_probed", False)
    monkeypatch.setattr(cudadrv, "_driver", None)
    monkeypatch.setattr(cudadrv, "_reason", None)
    monkeypatch.setattr(cudadrv, "_context", None)
    return lambda: [json.loads(l) for l in log.read_text().splitlines()] if log.exists() else []


def _kernel(tmp_path, name, kernel):
    from tilelang_llvm import kernel as kmod
    mod, _ = gpurun.compile_for_gpu(GPU / f"{name}.ll", "sm_90", tmp_path, tilelang=False)
    spec = kmod.find_spec(GPU / f"{name}.ll", kernel)
    return gpurun.GpuKernel(gpurun.load_module(mod), spec)


@pytest.mark.parametrize("n, grid", [(0, 1), (1, 1), (256, 1), (257, 2), (100003, 391)])
def test_fake_run_vadd(fake, tmp_path, n, grid):
    r = gpurun.run_loaded(_kernel(tmp_path, "vadd", "vadd"), {"n": n})
    assert r.ok and r.grid == (grid, 1, 1) and r.block == (256, 1, 1)
    last = fake()[-1]
    assert last["kernel"] == "vadd" and last["grid"] == [grid, 1, 1] and last["args"][0] == n


def test_fake_run_capped_and_2d(fake, tmp_path):
    assert gpurun.run_loaded(_kernel(tmp_path, "vadd", "vadd_capped"), {"n": 5000}).grid == (2, 1, 1)
    r = gpurun.run_loaded(_kernel(tmp_path, "transpose_tiled", "transpose_tiled"),
                          {"M": 100, "N": 33})
    assert r.ok and r.grid == (2, 4, 1) and fake()[-1]["block"] == [32, 8, 1]
    r = gpurun.run_loaded(_kernel(tmp_path, "gemm_tiled", "gemm_tiled"), dict(M=17, N=257, K=33))
    assert r.ok and r.grid == (5, 1, 1) and fake()[-1]["args"][:3] == [17, 257, 33]


def test_fake_dynamic_shared_memory(fake, tmp_path):
    r = gpurun.run_loaded(_kernel(tmp_path, "reverse_chunks", "reverse_chunks"), {"n": 16385})
    assert r.ok and r.grid == (2, 1, 1) and fake()[-1]["shared"] == 65536


def test_fake_unwritten_output_fails(fake, tmp_path, monkeypatch):
    monkeypatch.setenv("FAKE_CUDA_BUG", "vadd")
    r = gpurun.run_loaded(_kernel(tmp_path, "vadd", "vadd"), {"n": 10})
    assert not r.ok and "got nan" in r.summary()  # the poisoned element


def test_fake_ptx_fallback(fake, tmp_path, monkeypatch):
    monkeypatch.setenv("FAKE_CUDA_REJECT_CUBIN", "1")
    gk = _kernel(tmp_path, "vadd", "vadd")
    assert gk.loaded.loaded_from == "ptx" and "CUDA_ERROR_INVALID_IMAGE" in gk.loaded.cubin_error
    assert gpurun.run_loaded(gk, {"n": 9}).ok


def test_fake_signature_mismatch(fake, tmp_path):
    from tilelang_llvm import kernel as kmod
    mod, _ = gpurun.compile_for_gpu(VADD, "sm_90", tmp_path, tilelang=False)
    spec = kmod.find_spec(GPU / "transpose_tiled.ll", "transpose_tiled")
    spec = dataclasses.replace(spec, name="vadd")
    with pytest.raises(TileLangError, match=r"parameter 2 \(N\) is ptr in the launch record, but "
                                            r"the KernelSpec says Scalar int32 \(i32\)"):
        gpurun.GpuKernel(gpurun.load_module(mod), spec)


def test_fake_bench(fake, tmp_path):
    rep = gpurun.bench_loaded(_kernel(tmp_path, "transpose_tiled", "transpose_tiled"),
                              {"M": 300, "N": 200}, warmup=1, repeat=4)
    assert rep.ok and [r.key for r in rep.rows] == ["kernel", "copy"]
    assert len(rep.rows[0].times_ms) == 4 and rep.bytes == 8 * 300 * 200
    text = gpurun.render_bench(rep)
    assert "vs copy" in text and "device copy (cuMemcpyDtoD)" in text
    assert json.loads(json.dumps(rep.to_json()))["rows"][0]["gbs"] > 0


def test_fake_cli_run_and_bench(tmp_path):
    proc = tl("run", VADD, "--target", "sm_90", "--kernel", "vadd", "--sizes", "n=1000",
              "--no-tilelang", env=FAKE_ENV)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("PASS vadd [sm_90] n=1000: C: exact (grid 4x1x1, block 256x1x1")
    proc = tl("run", VADD, "--target", "sm_90", "--kernel", "vadd", "--no-tilelang",
              env={**FAKE_ENV, "FAKE_CUDA_BUG": "vadd"})
    assert proc.returncode == 1 and proc.stdout.startswith("FAIL vadd")
    proc = tl("bench", GPU / "gemm_tiled.ll", "--target", "sm_90", "--sizes", "M=64,N=48,K=40",
              "--repeat", "3", "--json", tmp_path / "b.json", "--no-tilelang", env=FAKE_ENV)
    assert proc.returncode == 0, proc.stderr
    assert "tilelang (sm_90, from cubin)" in proc.stdout and "GFLOP/s" in proc.stdout
    assert json.loads((tmp_path / "b.json").read_text())["flops"] == 2 * 64 * 48 * 40


def test_fake_cli_unmapped_example():
    if not toolchain.plugins_available():
        pytest.skip("plugins not built")
    # A band no loop of which may go to a block (a wavefront): no kernel is made.
    proc = tl("run", HERE / "kernels" / "unmapped" / "wavefront.cpp",
              "--target", "sm_90", env=FAKE_ENV)
    line = error_line(proc)
    assert "no launch record" in line and "no function was mapped to a GPU kernel" in line


# --- the device-side check -------------------------------------------------------------------

FAKE_SANITIZER = """#!/bin/sh
tool=memcheck
while [ "${1#--}" != "$1" ]; do [ "$1" = --tool ] && tool=$2; shift 2; done
"$@"; rc=$?
[ "$tool" = racecheck ] && echo "========= RACECHECK SUMMARY: 0 hazards displayed (0 errors, 0 warnings)"
echo "========= ERROR SUMMARY: 0 errors"
exit $rc
"""


def test_parse_sanitizer():
    assert gpucheck.parse_sanitizer("x\n========= ERROR SUMMARY: 3 errors\n") == {"errors": 3}
    r = gpucheck.parse_sanitizer("========= RACECHECK SUMMARY: 2 hazards displayed (1 error, 1 "
                                 "warning)\n========= ERROR SUMMARY: 1 error\n")
    assert r == {"errors": 1, "hazards": 2, "race_errors": 1, "race_warnings": 1}
    assert gpucheck.parse_sanitizer("") == {"errors": None}


def test_parse_sanitizer_racecheck_only_summary():
    # Regression (H200, compute-sanitizer 2025): racecheck prints no ERROR SUMMARY line; its
    # clean runs were reported as "? errors" and failed the GPU check.
    r = gpucheck.parse_sanitizer("========= RACECHECK SUMMARY: 0 hazards displayed (0 errors, "
                                 "0 warnings)\n")
    assert r == {"errors": 0, "hazards": 0, "race_errors": 0, "race_warnings": 0}


def test_sizes_cover_every_example():
    from tilelang_llvm import kernel as kmod
    for src in EXAMPLES:
        for spec in kmod.load_specs(src.with_suffix(".py")):
            sets = gpucheck.sizes_for(spec)
            assert len(sets) >= 4, spec.name
            for s in sets:
                kmod.resolve_sizes(spec, s)  # every size is one of the spec's
                for a in spec.arrays:
                    spec.shape(a, kmod.resolve_sizes(spec, s))


def test_gpu_check_end_to_end_with_fakes(tmp_path):
    art = tmp_path / "art"
    sources = [GPU / "vadd.ll", GPU / "reverse_chunks.ll", GPU / "gemm_tiled.ll"]
    if toolchain.plugins_available():
        sources += [ROOT / "examples" / "mvt.cpp",
                    HERE / "kernels" / "unmapped" / "wavefront.cpp"]
    args = ["gpu-artefacts", *sources, "--out-dir", art]
    if not toolchain.plugins_available():
        args.append("--no-tilelang")
    proc = tl(*args)
    assert proc.returncode == 0, proc.stderr
    assert "vadd.ll: runs vadd, vadd_capped" in proc.stdout
    man = json.loads((art / "manifest.json").read_text())
    assert [e["source"] for e in man["entries"]][:2] == ["test/python/kernels/gpu/vadd.ll",
                                                          "test/python/kernels/gpu/reverse_chunks.ll"]
    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / "compute-sanitizer").write_text(FAKE_SANITIZER)
    (bindir / "compute-sanitizer").chmod(0o755)
    # The GPU machine has no llvmlite, no rich and no clang: the device side must not need them.
    blockers = tmp_path / "blockers"
    for mod in ("llvmlite", "rich"):
        (blockers / mod).mkdir(parents=True)
        (blockers / mod / "__init__.py").write_text(f"raise ImportError('no {mod} on the GPU machine')\n")
    out = tmp_path / "out"
    env = {**FAKE_ENV, "PATH": f"{bindir}{os.pathsep}{os.environ['PATH']}",
           "PYTHON": sys.executable, "TILELANG_LLVM_BIN": str(tmp_path / "no-llvm"),
           "PYTHONPATH": os.pathsep.join([str(blockers), str(HERE / "fake_torch"),
                                          FAKE_ENV["PYTHONPATH"]])}
    env.pop("CUDA_HOME", None)
    p = subprocess.run(["bash", str(ROOT / "scripts" / "gpu-check.sh"), str(art), str(out),
                        "--bench-div", "64"],
                       capture_output=True, text=True, env={**os.environ, **env}, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert sorted(x.name for x in out.iterdir()) == ["sanitizer.log", "summary.json",
                                                     "summary.txt", "workers.log"]
    s = json.loads((out / "summary.json").read_text())
    assert s["ok"] and s["device"].startswith("Fake GPU")
    want = {"vadd": True, "vadd_capped": True, "reverse_chunks": True, "gemm_tiled": True}
    if toolchain.plugins_available():
        want["mvt"] = True  # a cooperative kernel (two bands, grid barriers)
    assert {k["kernel"]: k["ok"] for k in s["kernels"]} == want
    (bench,) = s["benches"]
    assert bench["kernel"] == "gemm_tiled" and bench["ok"]
    assert bench["report"]["sizes"] == {"M": 128, "N": 128, "K": 128}
    assert [r["key"] for r in bench["report"]["rows"]] == ["kernel", "torch"]
    assert bench["report"]["rows"][1]["verified"] and bench["report"]["rows"][1]["ratio"] == {}
    assert all(len(k["results"]) == (5 if k["kernel"] != "mvt" else
                                     len(gpucheck.GPU_SIZES["mvt"])) for k in s["kernels"])
    assert all(r["memcheck"]["errors"] == 0 and r["racecheck"]["hazards"] == 0
               for r in s["sanitizers"])
    text = (out / "summary.txt").read_text()
    assert "GPU check: OK" in text and "n=0: ok C: exact (grid 1x1x1)" in text
    if toolchain.plugins_available():
        assert {"source": "test/python/kernels/unmapped/wavefront.cpp",
                "kernel": "wave"} in s["not_mapped"]
    # a wrong kernel fails the check, with the element in the text
    p = subprocess.run(["bash", str(ROOT / "scripts" / "gpu-check.sh"), str(art), str(out),
                        "--only", "vadd", "--no-sanitizers"], capture_output=True, text=True,
                       env={**os.environ, **env, "FAKE_CUDA_BUG": "vadd"}, timeout=600)
    assert p.returncode == 1
    assert "FAIL vadd" in p.stdout and "problem: wrong or failed: vadd" in p.stdout


def test_gpu_check_without_gpu(tmp_path):
    art = tmp_path / "art"
    art.mkdir()
    (art / "manifest.json").write_text(json.dumps({"target": "sm_90", "entries": []}))
    p = subprocess.run([sys.executable, "-m", "tilelang_llvm.gpucheck", "run", str(art),
                        str(tmp_path / "out")], capture_output=True, text=True,
                       env={**os.environ, cudadrv.NO_GPU_ENV: "1"}, timeout=120)
    assert p.returncode == 1 and "Traceback" not in p.stderr
    assert "no NVIDIA GPU / driver found" in (tmp_path / "out" / "summary.txt").read_text()


def test_gpu_artefacts_refuses_foreign_folder(tmp_path):
    (tmp_path / "keep.txt").write_text("x")
    proc = tl("gpu-artefacts", VADD, "--out-dir", tmp_path, "--no-tilelang")
    assert "holds no manifest.json" in error_line(proc)
    assert (tmp_path / "keep.txt").exists()


# --- on a real GPU ---------------------------------------------------------------------------

@needs_gpu
@pytest.mark.parametrize("name, kernel, sizes", [
    ("vadd", "vadd", "n=100003"), ("vadd", "vadd_capped", "n=100003"), ("vadd", "vadd", "n=0"),
    ("gemm_tiled", "gemm_tiled", "M=257,N=100,K=33"),
    ("transpose_tiled", "transpose_tiled", "M=257,N=33"),
    ("reverse_chunks", "reverse_chunks", "n=100003")])
def test_gpu_run(name, kernel, sizes):
    proc = tl("run", GPU / f"{name}.ll", "--target", "sm_90", "--kernel", kernel, "--sizes",
              sizes, "--no-tilelang")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith(f"PASS {kernel} [sm_90]")


@needs_gpu
def test_gpu_bench():
    proc = tl("bench", GPU / "transpose_tiled.ll", "--target", "sm_90", "--sizes",
              "M=2048,N=2048", "--no-tilelang")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "vs copy" in proc.stdout


def test_cooperative_launch_shrinks_the_grid(monkeypatch):
    # A kernel with grid barriers ("cooperative": true) must have every block resident: the
    # runner shrinks the grid to the resident blocks (2 per SM x 132 on the fake) and launches
    # it cooperatively; the fake driver refuses a cooperative grid that is too large.
    monkeypatch.syspath_prepend(str(HERE))
    monkeypatch.setenv(cudadrv.DRIVER_ENV, "fake_cuda_driver")
    for name, value in (("_context", None), ("_driver", None), ("_reason", None),
                        ("_probed", False)):
        monkeypatch.setattr(cudadrv, name, value)
    import fake_cuda_driver as fake
    ctx = cudadrv.context()
    mod = cudadrv.Module(ctx, b"\x7fELF fake", "cubin", name="mvt.cubin")
    fn = mod.function("mvt")
    assert fn.resident_blocks((256, 1, 1)) == 264
    n = 8
    bufs = [cudadrv.DeviceBuffer(ctx, 4 * n * (n if k == 4 else 1)) for k in range(5)]
    seen = []
    monkeypatch.setattr(fake, "_log", seen.append)
    fn.launch((1000, 3, 1), (256, 1, 1), [n] + [b.ptr for b in bufs],
              ["i32", "ptr", "ptr", "ptr", "ptr", "ptr"], cooperative=True)
    coop = [e for e in seen if e.get("cooperative")]
    assert len(coop) == 1
    gx, gy, gz = coop[0]["grid"]
    assert gx * gy * gz <= 264 and gy == 3 and gz == 1
    with pytest.raises(cudadrv.CudaError, match="COOPERATIVE_LAUNCH_TOO_LARGE"):
        check = fake.cuLaunchCooperativeKernel(fn.handle, 1000, 1, 1, 256, 1, 1, 0, 0, 0)
        cudadrv.check(check, "cuLaunchCooperativeKernel")
    for b in bufs:
        b.free()


def test_fake_bench_torch_baseline(fake, tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(HERE / "fake_torch"))
    monkeypatch.delitem(sys.modules, "torch", raising=False)
    gk = _kernel(tmp_path, "gemm_tiled", "gemm_tiled")
    rep = gpurun.bench_loaded(gk, dict(M=70, N=65, K=300), warmup=1, repeat=3)
    t = rep.row("torch")
    assert t is not None and t.error is None and t.verified, t.check
    assert t.label == "PyTorch 0.0-fake (cuBLAS, no TF32)" and len(t.times_ms) == 3
    assert "vs cuBLAS" in gpurun.render_bench(rep)
    assert rep.ratio(rep.rows[0], "torch") > 0
    import torch
    assert torch.backends.cuda.matmul.fp32_precision == "ieee"
    # TF32 left on would show: the baseline's own check fails (the kernel's row is unaffected)
    monkeypatch.setenv("FAKE_TORCH_TF32", "1")
    monkeypatch.setattr(gpurun, "_torch_ieee_fp32", lambda torch: None)
    torch.backends.cuda.matmul.fp32_precision = "tf32"
    rep = gpurun.bench_loaded(gk, dict(M=70, N=65, K=300), warmup=0, repeat=1)
    assert rep.ok and rep.row("torch").verified is False


def test_fake_fault_reports_the_fault(fake, tmp_path):
    import fake_cuda_driver as fk
    from tilelang_llvm.kernel import Array, KernelSpec
    from tilelang_llvm.launch import LaunchRecord
    rec = LaunchRecord.from_json({"kernel": "fault", "block": [32, 1, 1], "grid": [1, 1, 1],
                                  "params": ["ptr"]})
    spec = KernelSpec(name="fault", params=[Array("X", "float32", (4,), intent="out")],
                      reference=lambda X: {"X": X}, sizes={})
    mod = gpurun.GpuModule(sidecar=tmp_path / "x.launch.json", target="sm_90", records=[rec],
                           ptx=VADD)  # any file: the fake loads any NUL-terminated text
    try:
        gk = gpurun.GpuKernel(gpurun.load_module(mod), spec)
        with pytest.raises(cudadrv.CudaError, match="CUDA_ERROR_ILLEGAL_ADDRESS") as exc:
            gpurun.run_loaded(gk, {})
        assert exc.value.call in ("cuEventSynchronize", "cuCtxSynchronize")  # not cuMemFree
    finally:
        fk._sticky.clear()


@needs_ptxas
def test_shared_bytes_cross_checked(tmp_path):
    src = tmp_path / "t.ll"
    src.write_text((GPU / "transpose_tiled.ll").read_text().replace(
        "\\22shared_bytes\\22: 4224", "\\22shared_bytes\\22: 4000"))
    res = compile_mod.compile_kernel(src, target="sm_90", out_dir=tmp_path / "o", tilelang=False)
    assert ("the launch record of 'transpose_tiled' says 4000 B of static shared memory, the "
            "compiled kernel uses 4224 B") in res.notes
