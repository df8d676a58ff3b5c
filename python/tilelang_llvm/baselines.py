"""The GPU bench's library baselines: cuBLAS through PyTorch, and a Triton ``tl.dot`` GEMM.

Only the GPU machine has torch and triton; nothing here imports them before a function runs,
so the descriptions (examples/*.py) may import this module on any machine.

- :func:`to_torch` / :func:`from_torch`: a NumPy array to a CUDA tensor and back, with the
  same bytes; bfloat16 (ml_dtypes' NumPy type, which ``torch.from_numpy`` refuses) travels as
  int16 and is viewed as ``torch.bfloat16``.
- :func:`mm_f32`: ``A @ B`` of float16/bfloat16 matrices with a float32 result through cuBLAS
  (``torch.mm(A, B, out_dtype=torch.float32)`` where this torch has it, torch >= 2.9; else
  ``torch.mm(A, B).float()``, whose fp16/bf16 result rounds once more: its check then shows it).
- :func:`int_mm`: ``A @ B`` of int8 matrices into int32 through ``torch._int_mm`` (cuBLASLt
  IMMA), which refuses shapes outside its constraints: A is M x K and B is K x N with M > 16,
  K and N multiples of 8 (PyTorch's aten/src/ATen/native/cuda/Blas.cpp, ``_int_mm_out_cuda``);
  :func:`int_mm` raises ValueError naming the rule first, which the bench reports in the row.
- :func:`triton_gemm`: ``C += A @ B`` (A M x K, B K x N row-major, fp16 or bf16; C M x N
  float32) by a 20-line Triton kernel: tiles of 128 x 128 x 64, 8 warps, 4 pipeline stages,
  no autotuning -- the configuration of issue 12's table (447 TFLOP/s on the H200 at 8192^3).
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

__all__ = ["to_torch", "from_torch", "mm_f32", "int_mm", "triton_gemm", "TRITON_TILE",
           "TRITON_WARPS", "TRITON_STAGES", "INT_MM_RULE"]

#: The Triton kernel's block tile (M, N, K), warps per block and software-pipeline stages.
TRITON_TILE = (128, 128, 64)
TRITON_WARPS = 8
TRITON_STAGES = 4
#: torch._int_mm's shape rule on CUDA (A: M x K int8, B: K x N int8).
INT_MM_RULE = "M > 16, K % 8 == 0 and N % 8 == 0"


def to_torch(torch: Any, value: Any) -> Any:
    """A CUDA tensor holding ``value``'s bytes (same shape and dtype; bfloat16 through an int16
    view); anything that is not an ndarray is returned as it is."""
    if not isinstance(value, np.ndarray):
        return value
    a = np.ascontiguousarray(value)
    if a.dtype.name == "bfloat16":
        return torch.from_numpy(a.view(np.int16)).cuda().view(torch.bfloat16)
    return torch.from_numpy(a).cuda()


def from_torch(torch: Any, tensor: Any) -> np.ndarray:
    """A host NumPy copy of a tensor (a bfloat16 one as ml_dtypes' bfloat16)."""
    t = tensor.detach()
    if t.dtype == torch.bfloat16:
        import ml_dtypes
        return t.view(torch.int16).cpu().numpy().view(ml_dtypes.bfloat16)
    return t.cpu().numpy()


def mm_f32(A: Any, B: Any) -> Any:
    """``A @ B`` (torch tensors, float16 or bfloat16) as a float32 tensor, by cuBLAS with fp32
    accumulation and, where torch supports ``out_dtype``, no rounding to the input type."""
    import torch
    try:
        return torch.mm(A, B, out_dtype=torch.float32)
    except TypeError:  # torch < 2.9: no out_dtype
        return torch.mm(A, B).float()


def int_mm(A: Any, B: Any) -> Any:
    """``A @ B`` of int8 tensors as int32 by ``torch._int_mm``; ValueError when the shapes
    break :data:`INT_MM_RULE` (M x K times K x N), before torch raises its own error."""
    import torch
    m, k = A.shape
    n = B.shape[1]
    if not (m > 16 and k % 8 == 0 and n % 8 == 0):
        raise ValueError(f"torch._int_mm needs {INT_MM_RULE}; here M={m}, K={k}, N={n}")
    return torch._int_mm(A, B)


@functools.lru_cache(maxsize=None)
def _triton_kernel() -> Any:
    import triton
    import triton.language as tl

    @triton.jit
    def gemm_acc(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn,
                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
        rm = tl.program_id(0) * BM + tl.arange(0, BM)
        rn = tl.program_id(1) * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        pa = a + rm[:, None] * sam + rk[None, :] * sak
        pb = b + rk[:, None] * sbk + rn[None, :] * sbn
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k0 in range(0, K, BK):
            ta = tl.load(pa, mask=(rm[:, None] < M) & (rk[None, :] + k0 < K), other=0.0)
            tb = tl.load(pb, mask=(rk[:, None] + k0 < K) & (rn[None, :] < N), other=0.0)
            acc = tl.dot(ta, tb, acc)
            pa += BK * sak
            pb += BK * sbk
        pc = c + rm[:, None] * scm + rn[None, :] * scn
        mc = (rm[:, None] < M) & (rn[None, :] < N)
        tl.store(pc, tl.load(pc, mask=mc, other=0.0) + acc, mask=mc)

    return triton, gemm_acc


def triton_gemm(A: Any, B: Any, C: Any) -> Any:
    """``C += A @ B`` in place (torch CUDA tensors: A M x K and B K x N of float16 or bfloat16,
    C M x N float32) by the Triton kernel of the module docstring; returns C. ImportError
    without triton."""
    triton, kernel = _triton_kernel()
    m, k = A.shape
    n = B.shape[1]
    bm, bn, bk = TRITON_TILE
    grid = (triton.cdiv(m, bm), triton.cdiv(n, bn))
    kernel[grid](A, B, C, m, n, k, A.stride(0), A.stride(1), B.stride(0), B.stride(1),
                 C.stride(0), C.stride(1), BM=bm, BN=bn, BK=bk, num_warps=TRITON_WARPS,
                 num_stages=TRITON_STAGES)
    return C
