"""What the GPU check runs: the size sets of the correctness check, and the benches.

Used by :mod:`.run` (the orchestrator), :mod:`.worker` and the test harnesses
(``test/python/gpu_emulator.py``, ``test_gpu_faults.py``), which run the same size sets; standard
library only.
"""

from __future__ import annotations

from typing import Any, Mapping

_GEMM = [dict(M=1, N=1, K=1), dict(M=17, N=33, K=100), dict(M=257, N=100, K=33),
         dict(M=100, N=257, K=257), dict(M=0, N=17, K=33)]
_TRANSPOSE = [dict(M=1, N=1), dict(M=17, N=257), dict(M=257, N=33), dict(M=100, N=100),
              dict(M=1, N=1000)]
_VADD = [dict(n=0), dict(n=17), dict(n=1), dict(n=257), dict(n=100003)]
#: Size sets of the correctness check, per kernel name: odd sizes, none a multiple of a tile,
#: one below every tile, and for some a zero extent (a grid of 0 is clamped to 1). The second
#: set of each list is the small size the sanitizers run.
GPU_SIZES: dict[str, list[dict[str, int]]] = {
    "gemm": _GEMM, "igemm": _GEMM, "gemm_tiled": _GEMM,
    "gemm_f16": _GEMM, "gemm_bf16": _GEMM, "gemm_i8": _GEMM,
    # compute(tensor_core) over operand orientations (gpu_faults/tensor_core_layouts.cpp).
    "tc_at": _GEMM, "tc_bt": _GEMM, "tc_atbt": _GEMM, "tc_i8_bt": _GEMM,
    # Odd GEMMs per batch entry; NB = 0 launches nothing.
    "batched_gemm": [dict(NB=1, M=1, N=1, K=1), dict(NB=3, M=17, N=33, K=100),
                     dict(NB=2, M=257, N=100, K=33), dict(NB=2, M=100, N=257, K=257),
                     dict(NB=0, M=17, N=17, K=17)],
    "kernel_2mm": [dict(NI=1, NJ=1, NK=1, NL=1), dict(NI=17, NJ=33, NK=100, NL=19),
                   dict(NI=257, NJ=100, NK=33, NL=17), dict(NI=100, NJ=257, NK=17, NL=33)],
    "syrk": [dict(N=1, M=1), dict(N=17, M=100), dict(N=257, M=33), dict(N=100, M=257)],
    # gpu_faults/triangular.cpp: triangles and trapezoids over blocks and threads.
    "tri_lower": [dict(N=1, M=1), dict(N=17, M=3), dict(N=257, M=33), dict(N=100, M=5),
                  dict(N=0, M=1)],
    "tri_strict": [dict(N=1), dict(N=17), dict(N=257), dict(N=100), dict(N=0)],
    "tri_inner3": [dict(N=1), dict(N=17), dict(N=100), dict(N=33), dict(N=0)],
    "tri_upper": [dict(N=1), dict(N=2), dict(N=17), dict(N=257), dict(N=100), dict(N=0)],
    "transpose": _TRANSPOSE, "transpose_tiled": _TRANSPOSE,
    # Out's interior is (H-2) x (W-2): 1x1, 17x33, 100x257, 257x100.
    "conv2d": [dict(H=3, W=3), dict(H=19, W=35), dict(H=102, W=259), dict(H=259, W=102)],
    # The swept interior is (N-2) x (N-2): 1, 17, 100, 257.
    "jacobi2d": [dict(T=1, N=3), dict(T=2, N=19), dict(T=3, N=102), dict(T=2, N=259)],
    "atax": [dict(M=1, N=1), dict(M=17, N=257), dict(M=257, N=33), dict(M=100, N=100)],
    "mvt": [dict(N=1), dict(N=17), dict(N=100), dict(N=257)],
    "vadd": _VADD, "vadd_capped": _VADD,
    "reverse_chunks": [dict(n=1), dict(n=16385), dict(n=17), dict(n=16384), dict(n=100003)],
    # gpu_faults/alias_fallback.cpp: `same` = 1 passes A as C (the run-time alias check fails: the
    # sequential fallback in the grid's first thread), 0 arrays apart (the mapped band).
    "alias_select": [dict(M=1, N=1, same=1), dict(M=17, N=33, same=1), dict(M=100, N=100, same=0),
                     dict(M=257, N=33, same=1), dict(M=33, N=257, same=0)],
    # The other kernels of alias_fallback.cpp run on arrays apart (the mapped band); tiles 32 x 32.
    **{k: [dict(M=1, N=1), dict(M=33, N=33), dict(M=257, N=100), dict(M=100, N=257),
           dict(M=31, N=63)] for k in ("alias_update", "alias_two_bands", "alias_staged")},
    "alias_i8_tc": _GEMM,
    "alias_steps": [dict(T=1, M=1, N=1), dict(T=3, M=33, N=33), dict(T=2, M=257, N=100),
                    dict(T=0, M=17, N=17), dict(T=2, M=31, N=63)],
    # The fault cases (test/python/kernels/gpu_faults/). Tiles 24 x 40 x 8: one past a tile in
    # every dimension, one short of two tiles, exact tiles.
    **{k: [dict(M=1, N=1, K=1), dict(M=25, N=41, K=9), dict(M=100, N=257, K=33),
           dict(M=47, N=79, K=15), dict(M=24, N=40, K=8)]
       for k in ("gemm_24x40x8", "gemm_24x40x8_t16", "gemm_24x40x8_auto")},
    # Tiles 20 x 35 x 16 over 7 x 5 threads.
    "gemm_threads_7x5": [dict(M=1, N=1, K=1), dict(M=21, N=36, K=17), dict(M=100, N=257, K=33),
                         dict(M=39, N=69, K=31), dict(M=20, N=35, K=16)],
    # Tiles 96 x 8 and 96 over 48 threads.
    "scale_threads_48": [dict(M=1, N=1), dict(M=97, N=9), dict(M=257, N=100),
                         dict(M=191, N=15), dict(M=96, N=8)],
    "axpy_threads_48": [dict(n=1), dict(n=97), dict(n=100003), dict(n=96), dict(n=0)],
    # Tiles 32 x 32.
    **{k: [dict(M=1, N=1), dict(M=33, N=33), dict(M=257, N=100), dict(M=100, N=257),
           dict(M=31, N=63)]
       for k in ("cond_shared", "cond_register", "inplace_shared", "inplace_register")},
    # K tile 32: K = 100 is three full tiles and one of 4, K = 31 one partial tile, K = 33 one
    # full tile and one of 1.
    "gemm_k_remainder": [dict(M=1, N=1, K=1), dict(M=65, N=65, K=100), dict(M=257, N=100, K=100),
                         dict(M=100, N=257, K=31), dict(M=64, N=64, K=33)],
    # pipeline(2) along the seq loop (tile 32): one tile (K or N = 20, 32), two (50, 64).
    "gemm_pipeline2": [dict(M=1, N=1, K=1), dict(M=65, N=33, K=50), dict(M=100, N=257, K=20),
                       dict(M=257, N=100, K=64), dict(M=64, N=64, K=32)],
    "rows_pipeline2": [dict(M=1, N=1), dict(M=65, N=50), dict(M=257, N=20), dict(M=100, N=64),
                       dict(M=64, N=32)],
    # Staging shapes: a 1-D tile of 512 over 64 threads (full tiles separated), rows of a
    # constant 100 in 32 x 32 tiles, round_robin tiles of 64 x 64 (x 32).
    "axpy_staged_1d": [dict(n=1), dict(n=513), dict(n=100003), dict(n=1024), dict(n=0)],
    "transpose_rows100": [dict(M=1), dict(M=33), dict(M=257), dict(M=64), dict(M=100)],
    "transpose_rr": _TRANSPOSE,
    "gemm_rr": [dict(M=1, N=1, K=1), dict(M=65, N=65, K=33), dict(M=257, N=100, K=100),
                dict(M=100, N=257, K=31), dict(M=128, N=64, K=64)],
    # The matrix lowering over operand orientations (tensor_core_layouts.cpp): K = 1; rows not
    # a multiple of 8 elements (element-by-element copies); interior tiles on the aligned
    # cp.async path (M, N, K multiples of 128 and 64); the large third set runs on the GPU only
    # in make test; 1000^3 as the issue asks.
    **{k: [dict(M=1, N=17, K=1), dict(M=257, N=100, K=33), dict(M=1000, N=1000, K=1000),
           dict(M=256, N=128, K=192), dict(M=100, N=257, K=257)]
       for k in ("tc_at", "tc_bt", "tc_atbt", "tc_i8_bt")},
    # Two matrix bands in one kernel (tiles 64 x 64 x 32 and 32 x 64 x 16): K = 1, partial
    # tiles, K not a multiple of either K tile.
    "two_matrix_bands": [dict(M=1, N=1, K=1), dict(M=65, N=70, K=47),
                         dict(M=257, N=100, K=100), dict(M=128, N=128, K=64),
                         dict(M=33, N=17, K=16)],
    # Exact staging (issue "Sound by construction"): tiles 16 x 64, 64, 8 x 32 and 64.
    "bias1024": [dict(M=1), dict(M=17), dict(M=257), dict(M=1000), dict(M=16)],
    "evenodd1": [dict(N=1), dict(N=65), dict(N=1000), dict(N=100003), dict(N=64)],
    "corner": [dict(N0=3, N1=3), dict(N0=11, N1=35), dict(N0=102, N1=259), dict(N0=259, N1=102),
               dict(N0=10, N1=34)],
    "empty_inner": [dict(N=1, M=0), dict(N=65, M=0), dict(N=1000, M=3), dict(N=100003, M=0),
                    dict(N=64, M=1)],
    # Constant rows on a GPU (new-user test): not staged, right.
    "rowsum120": [dict(M=1), dict(M=17), dict(M=37), dict(M=257), dict(M=32)],
    "copy_rows16": [dict(N=1), dict(N=5), dict(N=17), dict(N=1000), dict(N=16)],
    # gpu_faults/inner_start.cpp: inner loops from 1; n = 0 and 1 (and 2 for the interior) run
    # nothing and launch one block (the grid was 2^28 blocks at n = 0).
    "shift_rows": [dict(n=0), dict(n=17), dict(n=1000), dict(n=1), dict(n=2), dict(n=100)],
    "interior": [dict(n=0), dict(n=19), dict(n=1000), dict(n=1), dict(n=2), dict(n=3),
                 dict(n=101)],
    # gpu_faults/rows_2d.cpp (rows of 64, tile(32) over rows): the mapped band for n <= 64, the
    # fallback in one thread for n > 64 (the run-time row check fails), no row at all.
    **{k: [dict(m=1, n=1), dict(m=33, n=17), dict(m=4097, n=64), dict(m=100, n=63),
           dict(m=5, n=100), dict(m=0, n=17)] for k in ("softmax_2d", "layernorm_2d")},
}
_FALLBACK = (1, 17, 33, 100, 257)
#: The benches: kernel name -> sizes. Each is timed against its spec's baselines.
BENCHES: dict[str, dict[str, int] | list[dict[str, int]]] = {
    "gemm": dict(M=8192, N=8192, K=8192), "gemm_tiled": dict(M=8192, N=8192, K=8192),
    "transpose": dict(M=8192, N=8192), "transpose_tiled": dict(M=8192, N=8192),
    # Issue 12's shapes: against cuBLAS fp16/bf16 (torch.mm), Triton tl.dot, torch._int_mm.
    # Each: 8192^3, 4096^3 and the skinny 8192 x 8192 x 512.
    "gemm_f16": [dict(M=8192, N=8192, K=8192), dict(M=4096, N=4096, K=4096),
                 dict(M=8192, N=8192, K=512)],
    "gemm_bf16": [dict(M=8192, N=8192, K=8192), dict(M=4096, N=4096, K=4096),
                  dict(M=8192, N=8192, K=512)],
    "gemm_i8": [dict(M=8192, N=8192, K=8192), dict(M=4096, N=4096, K=4096),
                dict(M=8192, N=8192, K=512)],
    "batched_gemm": dict(NB=16, M=2048, N=2048, K=2048),
}
WORKER_TIMEOUT = 300


def bench_shapes(name: str) -> list[dict[str, int]]:
    """The bench sizes of kernel ``name`` (:data:`BENCHES`: one size dict or a list of them);
    empty when it has no bench."""
    shapes = BENCHES.get(name, [])
    return [shapes] if isinstance(shapes, dict) else list(shapes)
DEFAULT_BUDGET = 480.0


def sizes_for(spec: Any) -> list[dict[str, int]]:
    """The correctness size sets of ``spec`` (:data:`GPU_SIZES`; for a spec whose arrays all have
    constant shapes, its own sizes; else 1/17/33/100/257 rotated over its size names)."""
    if spec.name in GPU_SIZES:
        return GPU_SIZES[spec.name]
    # Arrays of constant shapes (the differential fuzzer's findings) fit their own sizes only.
    arrays = [p for p in spec.params if hasattr(p, "shape")]
    if arrays and all(isinstance(d, int) for a in arrays for d in a.shape):
        return [dict(spec.sizes)]
    names = list(spec.sizes)
    return [{n: _FALLBACK[(r + i) % len(_FALLBACK)] for i, n in enumerate(names)}
            for r in range(4)]


def parse_size_sets(text: str) -> list[dict[str, int]]:
    """``"M=1,N=2;M=3,N=4"`` -> two size dicts."""
    from ..sizes import parse_sizes
    return [parse_sizes(t) for t in text.split(";") if t.strip()]


def _fmt_sizes(s: Mapping[str, int]) -> str:
    return ",".join(f"{k}={v}" for k, v in s.items())
