"""The `tilelang-llvm` command, run as a user runs it (a subprocess): outputs, results and every
error path (exit status and message; never a Python traceback).

Tests that need the plugins skip, with the reason, only when build/lib/*.so are missing.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tilelang_llvm import toolchain

ROOT = Path(__file__).resolve().parents[2]
KERNELS = Path(__file__).resolve().parent / "kernels"
SAXPY = KERNELS / "saxpy.cpp"
MATADD = KERNELS / "matadd.cpp"

needs_plugins = pytest.mark.skipif(
    not toolchain.plugins_available(),
    reason=f"plugins not built in {toolchain.plugin_dir()}: run `make build`")


def _cli() -> list[str]:
    script = Path(sys.executable).parent / "tilelang-llvm"
    return [str(script)] if script.is_file() else [sys.executable, "-m", "tilelang_llvm.cli"]


def tl(*args: str, env: dict[str, str] | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """Run `tilelang-llvm ARGS`; fail the test on a traceback."""
    full_env = dict(os.environ)
    full_env.pop("TILELANG_DEBUG", None)
    full_env.update(env or {})
    proc = subprocess.run([*_cli(), *map(str, args)], capture_output=True, text=True,
                          env=full_env, cwd=cwd or ROOT, timeout=600)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def assert_error(proc: subprocess.CompletedProcess, *fragments: str) -> None:
    """Exit status 1 and the one-line `tilelang-llvm: error: ...` containing each fragment."""
    assert proc.returncode == 1, (proc.returncode, proc.stdout, proc.stderr)
    lines = [l for l in proc.stderr.splitlines() if l.startswith("tilelang-llvm: error: ")]
    assert len(lines) == 1, proc.stderr
    for f in fragments:
        assert f in lines[0], (f, lines[0])


# ---------------------------------------------------------------------------------------------
# Error paths
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("sizes, what", [("n", "'n'"), ("n=abc", "'n=abc'"), ("n=1,,", "''"),
                                         ("n=1,n=2", "n is given twice")])
def test_bad_sizes_syntax(sizes, what):
    proc = tl("run", SAXPY, "--kernel", "saxpy", "--sizes", sizes, "--no-tilelang")
    assert_error(proc, "--sizes", what)


def test_unknown_size_name():
    proc = tl("run", SAXPY, "--kernel", "saxpy", "--sizes", "m=3", "--no-tilelang")
    assert_error(proc, "unknown size 'm'", "its sizes are n")


def test_missing_kernel_name():
    proc = tl("run", MATADD, "--kernel", "nope", "--no-tilelang")
    assert_error(proc, "no kernel named 'nope'", "matadd, imatadd, scale")


def test_kernel_required_when_several():
    proc = tl("run", MATADD, "--no-tilelang")
    assert_error(proc, "describes 3 kernels", "--kernel")


def test_missing_description(tmp_path):
    src = tmp_path / "lonely.cpp"
    src.write_text('extern "C" void lonely(int n) {}\n')
    proc = tl("run", src, "--kernel", "lonely", "--no-tilelang")
    assert_error(proc, "no kernel description", "lonely.py")


def test_missing_reference():
    proc = tl("run", SAXPY, "--reference", KERNELS / "saxpy_noref.py", "--no-tilelang")
    assert_error(proc, "'saxpy' has no reference")


def test_reference_file_missing():
    proc = tl("run", SAXPY, "--reference", KERNELS / "nowhere.py", "--no-tilelang")
    assert_error(proc, "nowhere.py: no such file")


def test_signature_mismatch():
    proc = tl("run", SAXPY, "--reference", KERNELS / "saxpy_badsig.py", "--no-tilelang")
    assert_error(proc, "parameter 2 (a) is float in the IR", "Scalar int32")


def test_struct_by_value_is_refused():
    # A struct passed in memory is `ptr byval(...)` in the IR: refused with the reason, not
    # taken for an array (the kernel would read the struct's bytes from the wrong place).
    byval = KERNELS / "byval.cpp"
    proc = tl("run", byval, "--no-tilelang")
    assert_error(proc, "kernel 'scale': parameter 1 (p) is a struct passed by value "
                       "(ptr byval(%struct.Params) in the IR); the harness passes i32, i64, "
                       "float, double and arrays only: pass the struct's fields, or a pointer "
                       "to it")


@needs_plugins
def test_gpu_compile_remarks_once(tmp_path):
    # The IR and the PTX come from two clang runs that both print the IR passes' remarks:
    # --remarks shows each once (the Machine-IR pass's remarks come from the second run only).
    proc = tl("compile", ROOT / "examples" / "transpose.cpp", "--target", "sm_90", "--emit",
              "ir,ptx", "-o", tmp_path, "--remarks")
    assert proc.returncode == 0, proc.stderr
    remarks = [l for l in proc.stderr.splitlines() if ": remark: " in l]
    assert len(remarks) == len(set(remarks)), proc.stderr
    assert sum("remark: tiled a band of 2 loops" in l for l in remarks) == 1
    assert sum("[-Rpass-analysis=tilelang-sram-bank]" in l for l in remarks) > 0
    assert sum("generated." in l for l in proc.stderr.splitlines()) <= 1


def test_kernel_crash_is_an_error_not_a_crash():
    crash = KERNELS / "crash.cpp"
    proc = tl("run", crash, "--no-tilelang")
    assert_error(proc, "kernel 'crash' crashed (SIGSEGV)")
    proc = tl("bench", crash, "--no-tilelang", "--variants", "clang", "--repeat", "1")
    assert_error(proc, "variant(s) failed: clang -O3")
    assert "clang -O3: kernel 'crash' crashed (SIGSEGV)" in proc.stderr


def test_missing_source():
    proc = tl("compile", KERNELS / "nothere.cpp", "--no-tilelang")
    assert_error(proc, "nothere.cpp: no such file")


def test_missing_plugins_hint(tmp_path):
    env = {"TILELANG_PLUGIN_DIR": str(tmp_path / "none")}
    for args in (("compile", SAXPY), ("run", SAXPY), ("bench", SAXPY, "--variants", "tilelang")):
        proc = tl(*args, env=env)
        assert_error(proc, "TileLangPasses.so", "not found", "make build")


def test_missing_llvm_tools(tmp_path):
    proc = tl("compile", SAXPY, "--no-tilelang", env={"TILELANG_LLVM_BIN": str(tmp_path / "bin")})
    assert_error(proc, "LLVM 22 tools not found", "TILELANG_LLVM_BIN")


@pytest.mark.parametrize("target, fragment", [("sm_70", "(NVIDIA GPU) is not supported"),
                                              ("gfx1100", "(AMD GPU) is not supported"),
                                              ("riscv", "unknown target 'riscv'")])
def test_unsupported_targets(target, fragment):
    for cmd in ("compile", "run", "bench"):
        proc = tl(cmd, SAXPY, "--target", target, "--no-tilelang")
        assert_error(proc, fragment)


def test_clang_diagnostics_are_shown_as_clang_printed_them(tmp_path):
    src = tmp_path / "broken.cpp"
    src.write_text('extern "C" void broken(int n, float *x) {\n  x[0] = y;\n}\n')
    proc = tl("compile", src, "--no-tilelang", "-o", tmp_path)
    assert_error(proc, "clang++ failed")
    assert f"{src}:2:10: error: use of undeclared identifier 'y'" in proc.stderr
    assert "1 error generated." in proc.stderr


def test_extra_clang_args_are_forwarded(tmp_path):
    src = tmp_path / "guarded.cpp"
    src.write_text('#ifdef BREAK_ME\n#error forwarded flag seen\n#endif\nextern "C" void f() {}\n')
    ok = tl("compile", src, "--no-tilelang", "-o", tmp_path)
    assert ok.returncode == 0, ok.stderr
    proc = tl("compile", src, "--no-tilelang", "-o", tmp_path, "--", "-DBREAK_ME")
    assert_error(proc, "clang++ failed")
    assert "error: forwarded flag seen" in proc.stderr


def test_bad_emit_kind(tmp_path):
    proc = tl("compile", SAXPY, "--no-tilelang", "--emit", "ir,exe", "-o", tmp_path)
    assert_error(proc, "bad --emit kind 'exe'")


def test_bad_opt_level(tmp_path):
    proc = tl("compile", SAXPY, "--no-tilelang", "-O", "7", "-o", tmp_path)
    assert_error(proc, "-O7")


def test_usage_error_is_argparse_exit_2():
    proc = tl("frobnicate")
    assert proc.returncode == 2
    assert "invalid choice" in proc.stderr
    proc = tl("bench", SAXPY, "--repeat", "many")
    assert proc.returncode == 2


def test_bench_repeat_must_be_positive():
    proc = tl("bench", SAXPY, "--no-tilelang", "--repeat", "0", "--variants", "clang")
    assert_error(proc, "--repeat must be at least 1")


# ---------------------------------------------------------------------------------------------
# compile
# ---------------------------------------------------------------------------------------------

def _outputs(stdout: str) -> dict[str, Path]:
    out = {}
    for line in stdout.splitlines():
        kind, _, path = line.partition(": ")
        if path:
            out[kind] = Path(path)
    return out


def _check_keep(keep: Path, stdout: str, stem: str) -> dict[str, Path]:
    outs = _outputs(stdout)
    expect = {"pre-ir": f"{stem}.pre.ll", "ir": f"{stem}.ll", "asm": f"{stem}.s",
              "obj": f"{stem}.o", "commands": "commands.sh"}
    for kind, name in expect.items():
        assert outs.get(kind) == keep / name, (kind, stdout)
        assert (keep / name).is_file() and (keep / name).stat().st_size > 0, name
    assert (keep / f"{stem}.o").read_bytes()[:4] == b"\x7fELF"
    assert "saxpy:" in (keep / f"{stem}.s").read_text()
    ir = (keep / f"{stem}.ll").read_text()
    pre = (keep / f"{stem}.pre.ll").read_text()
    assert "define" in ir and "@saxpy" in ir
    # Before any pass: the locals are still in memory (mem2reg has not run).
    assert "alloca" in pre and "alloca" not in ir
    return outs


def test_compile_keep_without_plugins(tmp_path):
    keep = tmp_path / "stages"
    proc = tl("compile", SAXPY, "--emit", "ir,asm,obj", "--keep", keep, "--no-tilelang")
    assert proc.returncode == 0, proc.stderr
    _check_keep(keep, proc.stdout, "saxpy")
    commands = (keep / "commands.sh").read_text()
    assert "-Wno-unknown-pragmas" in commands and "-fplugin" not in commands
    assert "-disable-llvm-passes" in commands


@needs_plugins
def test_compile_keep_with_plugins(tmp_path):
    keep = tmp_path / "stages"
    proc = tl("compile", SAXPY, "--emit", "ir,asm,obj", "--keep", keep, "--remarks")
    assert proc.returncode == 0, proc.stderr
    outs = _check_keep(keep, proc.stdout, "saxpy")
    commands = (keep / "commands.sh").read_text()
    for flag in ("-fplugin=", "TileLangClang.so", "-fpass-plugin=", "TileLangPasses.so",
                 "-O3", "-march=native", "-Rpass=tilelang", "-Rpass-missed=tilelang"):
        assert flag in commands, flag
    assert "replay" in outs
    # The replay line works: opt with our passes runs on the IR before them.
    replay = proc.stdout.split("replay: ", 1)[1].splitlines()[0]
    run = subprocess.run(replay, shell=True, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "@saxpy" in run.stdout


def test_compile_default_emits_ir_only(tmp_path):
    proc = tl("compile", SAXPY, "--no-tilelang", "-o", tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert _outputs(proc.stdout) == {"ir": tmp_path / "saxpy.ll"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["saxpy.ll"]


def test_compile_into_cwd(tmp_path):
    proc = tl("compile", SAXPY, "--no-tilelang", "--emit", "obj", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "saxpy.o").is_file()


# ---------------------------------------------------------------------------------------------
# run
# ---------------------------------------------------------------------------------------------

def test_run_passes_without_plugins():
    proc = tl("run", SAXPY, "--kernel", "saxpy", "--sizes", "n=1001", "--seed", "3", "--no-tilelang")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("PASS saxpy [no tilelang] n=1001: y: max rel err")


@needs_plugins
def test_run_passes_with_plugins():
    proc = tl("run", MATADD, "--kernel", "matadd", "--sizes", "M=37,N=29")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("PASS matadd [tilelang] M=37,N=29: C: exact")


def test_run_kernel_defaults_to_the_only_one():
    proc = tl("run", SAXPY, "--no-tilelang")
    assert proc.returncode == 0, proc.stderr
    assert "PASS saxpy" in proc.stdout and "n=1000" in proc.stdout


def test_run_integer_and_mangled_kernels():
    for name in ("imatadd", "scale"):
        proc = tl("run", MATADD, "--kernel", name, "--no-tilelang")
        assert proc.returncode == 0, proc.stderr
        assert f"PASS {name}" in proc.stdout and "exact" in proc.stdout


def test_run_wrong_reference_fails():
    proc = tl("run", SAXPY, "--reference", KERNELS / "saxpy_wrong.py", "--no-tilelang")
    assert proc.returncode == 1
    assert proc.stdout.startswith("FAIL saxpy")
    assert "max rel err" in proc.stdout and "> 1e-06" in proc.stdout


# ---------------------------------------------------------------------------------------------
# bench
# ---------------------------------------------------------------------------------------------

def test_bench_without_plugins_json(tmp_path):
    out = tmp_path / "bench.json"
    proc = tl("bench", MATADD, "--kernel", "matadd", "--sizes", "M=40,N=30", "--repeat", "3",
              "--variants", "clang,polly,numpy", "--no-tilelang", "--json", out,
              env={"OMP_NUM_THREADS": "1"})
    assert proc.returncode == 0, proc.stderr
    for label in ("clang -O3", "clang -O3 -mllvm -polly", "NumPy BLAS (1 thread)", "GFLOP/s"):
        assert label in proc.stdout, label
    data = json.loads(out.read_text())
    assert data["kernel"] == "matadd" and data["sizes"] == {"M": 40, "N": 30}
    assert data["threads"] == 1
    rows = {r["key"]: r for r in data["variants"]}
    assert set(rows) == {"clang", "polly", "numpy"}
    for key in ("clang", "polly"):
        assert rows[key]["verified"] is True and len(rows[key]["times"]) == 3
        assert rows[key]["compile_seconds"] > 0
        assert rows[key]["gflops"] > 0
    assert rows["numpy"]["verified"] is None
    assert rows["clang"]["speedup"]["polly"] == pytest.approx(
        rows["polly"]["median_seconds"] / rows["clang"]["median_seconds"])


def test_bench_reports_a_wrong_variant(tmp_path):
    proc = tl("bench", SAXPY, "--reference", KERNELS / "saxpy_wrong.py", "--no-tilelang",
              "--variants", "clang", "--repeat", "1")
    assert_error(proc, "variant(s) failed: clang -O3")
    assert "FAIL" in proc.stdout
    assert "clang -O3: wrong result: y: max rel err" in proc.stderr


@needs_plugins
def test_bench_all_variants():
    proc = tl("bench", MATADD, "--kernel", "matadd", "--sizes", "M=33,N=21", "--repeat", "2",
              env={"OMP_NUM_THREADS": "1"})
    assert proc.returncode == 0, proc.stderr
    for label in ("clang -O3", "clang -O3 -mllvm -polly", "tilelang", "NumPy BLAS (1 thread)",
                  "vs clang", "vs Polly", "vs NumPy"):
        assert label in proc.stdout, label


@needs_plugins
def test_bench_threads(tmp_path):
    """With OMP_NUM_THREADS=2 the tiled GEMM runs on 2 threads (a parallel region) and NumPy's
    BLAS is limited to 2 threads too; the table, the caption and the JSON say so; `run` says
    how many threads the kernel ran on."""
    out = tmp_path / "bench.json"
    gemm = ROOT / "examples" / "gemm.cpp"
    proc = tl("bench", gemm, "--kernel", "gemm", "--sizes", "M=64,N=48,K=40", "--repeat", "1",
              "--variants", "tilelang,numpy", "--json", out, env={"OMP_NUM_THREADS": "2"})
    assert proc.returncode == 0, proc.stderr
    assert "NumPy BLAS (2 threads)" in proc.stdout
    assert "threads 2 (OMP_NUM_THREADS" in " ".join(proc.stdout.split())
    assert json.loads(out.read_text())["threads"] == 2
    proc = tl("run", gemm, "--kernel", "gemm", "--sizes", "M=64,N=48,K=40",
              env={"OMP_NUM_THREADS": "3"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("PASS gemm [tilelang]") and "ms, 3 threads)" in proc.stdout
    proc = tl("run", gemm, "--kernel", "gemm", "--sizes", "M=64,N=48,K=40", "--no-tilelang",
              env={"OMP_NUM_THREADS": "3"})
    assert proc.returncode == 0, proc.stderr
    assert "ms, 1 thread)" in proc.stdout


@needs_plugins
def test_bench_compile_time(tmp_path):
    out = tmp_path / "ct.json"
    proc = tl("bench", SAXPY, "--compile-time", "--repeat", "2", "--json", out)
    assert proc.returncode == 0, proc.stderr
    assert "clang + TileLang plugins" in proc.stdout and "overhead" in proc.stdout
    data = json.loads(out.read_text())
    assert len(data["without_seconds"]) == 2 and len(data["with_seconds"]) == 2
    assert data["bar"] == 0.10 and isinstance(data["within_bar"], bool)


# Found by the new-user test: these inputs reached the generic "internal error" line.

def test_negative_seed_is_a_usage_error():
    proc = tl("run", "examples/gemm.cpp", "--kernel", "gemm", "--sizes", "M=3,N=3,K=3",
              "--seed", "-1")
    assert proc.returncode == 2
    assert "invalid seed -1: must be 0 or more" in proc.stderr
    assert "Traceback" not in proc.stderr and "internal error" not in proc.stderr


def test_kernels_not_a_list(tmp_path):
    src = tmp_path / "k.cpp"
    src.write_text('extern "C" void k(int n, float *A) { for (int i = 0; i < n; ++i) A[i] = 0; }\n')
    (tmp_path / "k.py").write_text("KERNELS = 5\n")
    proc = tl("run", src, "--kernel", "k", "--sizes", "n=4")
    assert_error(proc, "KERNELS is a int, not a list of KernelSpec")
    assert "internal error" not in proc.stderr


def test_bench_numpy_without_equivalent(tmp_path):
    proc = tl("bench", "examples/conv2d.cpp", "--kernel", "conv2d", "--sizes", "H=9,W=9",
              "--variants", "numpy")
    assert_error(proc, "kernel 'conv2d' has no numpy_equiv in its description")


# ---------------------------------------------------------------------------------------------
# Sizes outside their C types, memory, poisoned outputs, signals
# ---------------------------------------------------------------------------------------------

def test_size_outside_its_c_type():
    # 4294967301 = 2^32 + 5 reached `int n` as 5 while the report said 4294967301.
    for cmd in ("run", "bench"):
        proc = tl(cmd, SAXPY, "--sizes", "n=4294967301", "--no-tilelang")
        assert_error(proc, "kernel 'saxpy': size n=4294967301 does not fit parameter 'n' of type "
                           "int32 (C int, an integer in -2147483648 .. 2147483647)")
    proc = tl("run", SAXPY, "--sizes", "n=2147483648", "--no-tilelang")
    assert_error(proc, "size n=2147483648 does not fit parameter 'n' of type int32")


def test_scalar_value_outside_its_c_type(tmp_path):
    ref = tmp_path / "huge_a.py"
    ref.write_text(
        "from tilelang_llvm.kernel import Array, KernelSpec, Scalar\n"
        "KERNELS = [KernelSpec(name='saxpy', params=[Scalar('n'), "
        "Scalar('a', 'float32', value=1e39), Array('x', 'float32', 'n'), "
        "Array('y', 'float32', 'n', intent='inout')], reference=lambda **kw: {'y': kw['y']}, "
        "sizes={'n': 10})]\n")
    proc = tl("run", SAXPY, "--reference", ref, "--no-tilelang")
    assert_error(proc, "kernel 'saxpy': value=1e+39 of scalar 'a' does not fit parameter 'a' of "
                       "type float32 (C float, range -3.4028234663852886e+38 .. "
                       "3.4028234663852886e+38)")


def test_arrays_larger_than_memory_fail_before_allocating():
    # Three 2e9 x 2e9 float arrays: 1.6e19 bytes each; checked before compiling or allocating.
    proc = tl("run", MATADD, "--kernel", "matadd", "--sizes", "M=2000000000,N=2000000000",
              "--no-tilelang")
    assert_error(proc)
    line = proc.stderr.strip().splitlines()[-1]
    m = re.fullmatch(
        r"tilelang-llvm: error: kernel 'matadd' at M=2000000000,N=2000000000 needs "
        r"48000000000000000000 bytes of arrays \(A: 16000000000000000000 bytes, "
        r"B: 16000000000000000000 bytes, C: 16000000000000000000 bytes\), "
        r"96000000000000000000 bytes with the reference's copies: more than the (\d+) bytes of "
        r"memory available; use smaller --sizes", line)
    assert m and int(m.group(1)) > 0, line


def test_running_out_of_memory_names_the_arrays(tmp_path):
    # A MemoryError (here the reference's 80 PB array) is an error naming the arrays and
    # their bytes, not `internal error: MemoryError`.
    ref = tmp_path / "greedy.py"
    ref.write_text("import numpy as np\n"
                   "def reference(n, a, x, y):\n"
                   "    np.ones(10**16)\n"
                   "    return {'y': y}\n")
    proc = tl("run", SAXPY, "--kernel", "saxpy", "--reference", ref, "--sizes", "n=1000",
              "--no-tilelang")
    assert_error(proc)
    line = proc.stderr.strip().splitlines()[-1]
    assert re.fullmatch(
        r"tilelang-llvm: error: out of memory running kernel 'saxpy' at n=1000: its arrays take "
        r"8000 bytes \(x: 4000 bytes, y: 4000 bytes\), and the run needs more \(\d+ bytes "
        r"available\); use smaller --sizes", line), line


@pytest.mark.parametrize("kernel, check", [
    ("half_float", "out: max rel err inf > 1e-06 (at [5]: got nan, want 0.0)"),
    ("half_int", "out: 5 elements differ (at [5]: got -1, want 0)")])
def test_unwritten_outputs_fail_on_the_host(kernel, check):
    # `out` arrays start poisoned (0xFF bytes), as on the GPU: the elements the kernel never
    # writes are NaN / -1, not the zeros the reference expects.
    proc = tl("run", KERNELS / "unwritten.cpp", "--kernel", kernel, "--no-tilelang")
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.startswith(f"FAIL {kernel} [no tilelang] n=10: {check} (run "), \
        proc.stdout
    proc = tl("bench", KERNELS / "unwritten.cpp", "--kernel", kernel, "--no-tilelang",
              "--variants", "clang", "--repeat", "1")
    assert_error(proc, "variant(s) failed: clang -O3")
    assert f"clang -O3: wrong result: {check}\n" in proc.stderr, proc.stderr


STUB_CLANG = """#!/bin/sh
# A clang++ that never finishes, with a child of its own (as clang has its -cc1).
sleep 600 &
echo $! >> "$STUB_PIDS"
echo $$ >> "$STUB_PIDS"
wait
"""


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state not in ("Z", "X")  # a zombie has exited


def _cli_on_stub(tmp_path, script: str, **popen) -> tuple[subprocess.Popen, Path]:
    """`tilelang-llvm compile` of saxpy with a stub `clang++` (``script``) that writes its pids
    to the returned file; the CLI is started with ``popen``'s extra Popen arguments."""
    stub = tmp_path / "bin"
    stub.mkdir()
    (stub / "clang++").write_text(script)
    (stub / "clang++").chmod(0o755)
    pids = tmp_path / "pids"
    env = {k: v for k, v in os.environ.items() if k != "TILELANG_DEBUG"}
    env.update(TILELANG_LLVM_BIN=str(stub), STUB_PIDS=str(pids))
    proc = subprocess.Popen([*_cli(), "compile", str(SAXPY), "--no-tilelang", "-o",
                             str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, cwd=ROOT, **popen)
    return proc, pids


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_signal_kills_the_compiler(tmp_path, sig):
    # The CLI is killed while "clang++" runs: the compiler and its child must not survive it.
    proc, pids = _cli_on_stub(
        tmp_path, STUB_CLANG, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        deadline = time.monotonic() + 60
        while not (pids.is_file() and len(pids.read_text().split()) == 2):
            assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()
            time.sleep(0.05)
        children = [int(p) for p in pids.read_text().split()]
        assert all(_alive(p) for p in children)
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 128 + sig, (proc.returncode, err)
    assert err == f"tilelang-llvm: error: interrupted by {sig.name} (stopped: clang++)\n", err
    assert out == ""
    deadline = time.monotonic() + 5
    while any(_alive(p) for p in children) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [p for p in children if _alive(p)], children


def test_sigkill_of_the_cli_kills_the_compiler(tmp_path):
    # SIGKILL reaches no handler: the tool the CLI runs dies with it (PR_SET_PDEATHSIG; new-user
    # test: `kill -9` of tilelang-llvm left clang++ running, its parent pid 1).
    # The compiler itself sleeps (exec: the pid the CLI started); written twice for the wait.
    proc, pids = _cli_on_stub(tmp_path, '#!/bin/sh\necho $$ >> "$STUB_PIDS"\n'
                                        'echo $$ >> "$STUB_PIDS"\nexec sleep 600\n')
    try:
        deadline = time.monotonic() + 60
        while not (pids.is_file() and len(pids.read_text().split()) == 2):
            assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()
            time.sleep(0.05)
        compiler = int(pids.read_text().split()[0])
        assert _alive(compiler)
        proc.kill()
        proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    deadline = time.monotonic() + 5
    while _alive(compiler) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(compiler), compiler
