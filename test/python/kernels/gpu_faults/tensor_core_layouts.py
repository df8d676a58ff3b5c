"""compute(tensor_core) over operand orientations: the kernels of tensor_core_layouts.cpp.

Inputs of the float kernels are multiples of 1/8 in [-1, 1) (tilelang_llvm.inputs), so every
product and partial sum is exact in float32: any summation order gives the reference."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def _f32(x):
    return x.astype(np.float32)


def ref_at(M, N, K, A, B, C):
    return {"C": C + _f32(A).T @ _f32(B)}


def ref_bt(M, N, K, A, B, C):
    return {"C": C + _f32(A) @ _f32(B).T}


def ref_atbt(M, N, K, A, B, C):
    return {"C": C + _f32(A).T @ _f32(B).T}


def ref_i8_bt(M, N, K, A, B, C):
    return {"C": (C.astype(np.int64) + A.astype(np.int64) @ B.astype(np.int64).T)
            .astype(np.int32)}


def _spec(name, ref, ta, tc, a_shape, b_shape):
    return KernelSpec(
        name=name,
        params=[Scalar("M"), Scalar("N"), Scalar("K"),
                Array("A", ta, a_shape), Array("B", ta, b_shape),
                Array("C", tc, ("M", "N"), intent="inout")],
        reference=ref, sizes={"M": 257, "N": 100, "K": 33}, rtol=1e-5,
        flops="2*M*N*K", reduction="K",
        **({"accumulate": tc} if tc != "int32" else {}))


KERNELS = [
    _spec("tc_at", ref_at, "float16", "float32", ("K", "M"), ("K", "N")),
    _spec("tc_bt", ref_bt, "float16", "float32", ("M", "K"), ("N", "K")),
    _spec("tc_atbt", ref_atbt, "bfloat16", "float32", ("K", "M"), ("N", "K")),
    _spec("tc_i8_bt", ref_i8_bt, "int8", "int32", ("M", "K"), ("N", "K")),
]
