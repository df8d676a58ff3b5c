"""Exact staging on the host, under AddressSanitizer: what the issue "Sound by construction" taught.

Each case is one kernel written twice in one C file -- ``ref`` without a directive and ``tiled``
with ``#pragma tilelang`` and a ``buffer(...)`` clause -- and a ``main`` that allocates every
array with ``malloc`` of exactly its size (AddressSanitizer reports a read or write one element
past the end), fills the inputs with a pattern, poisons the outputs (NaN), runs both functions
on their own copies and compares every element bit for bit (the tiled order of the additions
is the sequential one in these kernels). The program links libomp (``-fopenmp``) and runs on 3
threads: bands whose tiles run on the cores (``tilelang-parallel``) stage into per-thread buffers. The faults they reproduce:

- ``corner_past_end``: the bounding box of ``A[(i-1)*N1 + j+1]`` and ``A[(i+1)*N1 + j]`` has a
  corner no iteration reads, past the last element the band touches: copy-in read past the
  end of ``A`` (heap-buffer-overflow, SIGSEGV at a guard page);
- ``empty_inner_loop``: the untiled inner loop runs no iteration (M = 0): the copies of
  ``A[i]`` ran anyway, past the end of an ``A`` of N - 1 elements... and wrote back;
- ``evenodd_copyout``: ``A[2j] = A[2j + 3]``: the copy-out wrote the odd elements back and
  copy-in read even elements the band never reads, past the end of ``A``;
- ``bias_const_rows``: ``X[i * 1024 + j]`` with a constant row: staged as 2-D 16 x 64 tiles (was
  whole rows); j stops at 1000 of 1024, so the gaps between rows are never touched;
- ``register_read_only``: ``buffer(A: register)`` on an array the band only reads was
  register-tiled as the accumulator (a wrong C); now staged as ``shared`` with a remark;
- ``register_read_elsewhere`` (new-user test): ``X[j] += ...; Y[i] += X[j]`` with ``X:
  register``: the register tile kept X[j] across the rows of the tile, so Y read its later
  values (Y = 148 195 ... for 22 48 ...); an accumulator's reads may only feed its own write.
"""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tilelang_llvm import toolchain

pytestmark = pytest.mark.skipif(not toolchain.plugins_available(),
                                reason="plugins not built: run `make build`")

# name -> (parameters, body with {pragma}, sizes, arrays: name -> (element count expr, is_output))
CASES = {
    "corner_past_end": (
        "int N0, int N1, const float *A, float *B",
        """{pragma}
  for (int i = 1; i < N0 - 1; ++i)
    for (int j = 1; j < N1 - 1; ++j)
      B[i * N1 + j] = A[(i - 1) * N1 + j + 1] + A[(i + 1) * N1 + j];""",
        "tile(8, 8) buffer(A: shared)",
        {"N0": 37, "N1": 29},
        # A ends right after the last element read: (N0-1)*N1 + N1-2.
        {"A": ("(N0 - 1) * N1 + N1 - 1", False), "B": ("N0 * N1", True)}),
    "empty_inner_loop": (
        "int N, int M, float *A, const float *B",
        """{pragma}
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      A[i] += B[j];""",
        "tile(16) buffer(A: shared)",
        {"N": 40, "M": 0},
        {"A": ("1", True), "B": ("1", False)}),
    "evenodd_copyout": (
        "int N, float *A",
        """{pragma}
  for (int j = 0; j < N; ++j)
    A[2 * j] = A[2 * j + 3] * 2.0f;""",
        "tile(64) buffer(A: shared)",
        {"N": 100},
        # A[2 * 99] is the last write, A[2 * 99 + 3] the last read.
        {"A": ("2 * N + 2", True)}),
    "bias_const_rows": (
        "int M, float *X, const float *b",
        """{pragma}
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < 1000; ++j)
      X[i * 1024 + j] += b[j];""",
        "tile(16, 64) buffer(X: shared)",
        {"M": 37},
        {"X": ("(M - 1) * 1024 + 1000", True), "b": ("1000", False)}),
    "register_read_only": (
        "int M, int N, int K, const float *A, const float *B, float *C",
        """{pragma}
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];""",
        "tile(8, 8, 8) buffer(A: register, B: shared, C: shared)",
        {"M": 19, "N": 23, "K": 17},
        {"A": ("M * K", False), "B": ("K * N", False), "C": ("M * N", True)}),
    "register_read_elsewhere": (
        "int M, int N, const float *A, float *X, float *Y",
        """{pragma}
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {{
      X[j] += A[i * N + j];
      Y[i] += X[j];
    }}""",
        "tile(4, 8) buffer(A: shared, X: register, Y: shared)",
        {"M": 5, "N": 9},
        {"A": ("M * N", False), "X": ("N", True), "Y": ("M", True)}),
}

#: The remark each case must print (what was staged, or why not in registers).
REMARKS = {
    "corner_past_end": "staged 'A' in a packed 10 x 9 buffer",
    "empty_inner_loop": "staged 'A' in a packed 16 buffer",
    "evenodd_copyout": "staged 'A' in a packed 130 buffer",
    "bias_const_rows": "staged 'X' in a packed 16 x 64 buffer",
    "register_read_only": "'A' staged in a packed buffer, not in registers: the band only "
                          "reads it; registers hold an accumulator",
    "register_read_elsewhere": "'X' staged in a packed buffer, not in registers: a read of it "
                               "is used by something other than the write of the same element",
}


def program(name: str) -> str:
    params, body, clauses, sizes, arrays = CASES[name]
    restrict = params.replace("*", "*__restrict ")
    scalars = [p.split()[-1] for p in params.split(",") if "*" not in p]
    lines = ["#include <math.h>", "#include <stdio.h>", "#include <stdlib.h>",
             "#include <string.h>",
             f"__attribute__((noinline)) void ref({restrict}) {{\n{body.format(pragma='')}\n}}",
             f"__attribute__((noinline)) void tiled({restrict}) "
             f"{{\n{body.format(pragma='#pragma tilelang ' + clauses)}\n}}",
             "int main(void) {"]
    # Sizes through volatile loads: no constant reaches the kernels (M = 0 would fold away).
    lines += [f"  static volatile int v_{k} = {v}; int {k} = v_{k};" for k, v in sizes.items()]
    for a, (count, _) in arrays.items():
        lines.append(f"  long n_{a} = {count};")
        for copy in ("r", "t"):
            lines.append(f"  float *{a}_{copy} = malloc(n_{a} * sizeof(float));")
            lines.append(f"  for (long e = 0; e < n_{a}; ++e) {a}_{copy}[e] = "
                         f"(float)((e * 7 + {len(a)}) % 13) - 6.0f;")
    args = lambda copy: ", ".join(scalars + [f"{a}_{copy}" for a in arrays])  # noqa: E731
    lines += [f"  ref({args('r')});", f"  tiled({args('t')});", "  long bad = 0;"]
    for a in arrays:
        lines.append(f"  for (long e = 0; e < n_{a}; ++e) if (memcmp(&{a}_r[e], &{a}_t[e], 4)) "
                     f"{{ if (!bad) printf(\"{a}[%ld]: %g != %g\\n\", e, {a}_r[e], {a}_t[e]); "
                     f"++bad; }}")
    lines += ["  printf(\"mismatches %ld\\n\", bad);", "  return bad != 0;", "}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", sorted(CASES))
def test_exact_staging_asan(tmp_path: Path, name: str) -> None:
    src = tmp_path / f"{name}.c"
    src.write_text(program(name))
    exe = tmp_path / name
    p = toolchain.plugins()
    build = subprocess.run(
        [str(toolchain.tool("clang")), "-O2", "-g", "-fsanitize=address",
         f"-fplugin={p.frontend}", f"-fpass-plugin={p.passes}", "-Rpass=tilelang-promote",
         "-Rpass-missed=tilelang-promote", str(src), "-fopenmp", "-o", str(exe)],
        capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    assert REMARKS[name] in build.stderr, build.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120,
                         env={"ASAN_OPTIONS": "detect_leaks=0", "OMP_NUM_THREADS": "3"})
    assert "AddressSanitizer" not in run.stderr, run.stderr
    assert run.returncode == 0 and "mismatches 0" in run.stdout, run.stdout + run.stderr
