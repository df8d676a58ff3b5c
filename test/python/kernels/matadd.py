"""Descriptions of matadd.cpp (harness test kernels)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

KERNELS = [
    KernelSpec(name="matadd",
               params=[Scalar("M"), Scalar("N"), Array("A", "float32", ("M", "N")),
                       Array("B", "float32", ("M", "N")), Array("C", "float32", ("M", "N"), intent="out")],
               reference=lambda M, N, A, B, C: {"C": A + B}, sizes={"M": 64, "N": 48},
               rtol=0, flops="M*N", numpy_equiv=lambda A, B: A + B),
    KernelSpec(name="imatadd",
               params=[Scalar("M"), Scalar("N"), Array("A", "int32", ("M", "N")),
                       Array("B", "int32", ("M", "N")), Array("C", "int32", ("M", "N"), intent="out")],
               reference=lambda M, N, A, B, C: {"C": A + B}, sizes={"M": 64, "N": 48},
               rtol=0, flops="M*N"),
    KernelSpec(name="scale",
               params=[Scalar("n"), Array("x", "float32", "n", intent="inout")],
               reference=lambda n, x: {"x": 2 * x}, sizes={"n": 33}, rtol=0),
]
