// compute(tensor_core) on float operands: the matrix lowering (lib/matrix,
// test/matrix/) refuses them on sm_90, where only the tf32 unit takes f32 and
// would round the operands to 10 mantissa bits, and on gfx942, where MFMA is
// not generated yet: the band is tiled and mapped as for simt, with a
// -Wpass-failed warning and a missed remark at the pragma saying why. On the
// host the existing warning says the chip has no matrix unit.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass-missed=tilelang 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GPU -DWHY="f32 operands would be rounded to tf32 (10 mantissa bits) by the matrix unit; only f16, bf16 and 8-bit integer operands are lowered" --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o /dev/null %s -Rpass-missed=tilelang 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GPU -DWHY="the matrix lowering is implemented for NVIDIA (mma.sync) only; AMD's MFMA is not generated yet" --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %clangc -O2 -S -emit-llvm -o /dev/null %s -Rpass-missed=tilelang 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HOST --implicit-check-not=warning: --implicit-check-not=remark:

// NV-NOT: @llvm.nvvm.mma
// NV: define dso_local ptx_kernel void @mm(
// NV: !tilelang.launch

void mm(int M, int N, int K, const float *__restrict A,
        const float *__restrict B, float *__restrict C) {
  // GPU: gpu_tensor_core_simt.c:[[@LINE+5]]:3: remark: compute(tensor_core) not carried out: [[WHY]]; the point loops run on SIMT cores [-Rpass-missed=tilelang-promote]
  // GPU: gpu_tensor_core_simt.c:[[@LINE+4]]:3: warning: compute(tensor_core) not carried out: [[WHY]]; the point loops run on SIMT cores [-Wpass-failed]
  // GPU: 1 warning generated.
  // HOST: gpu_tensor_core_simt.c:[[@LINE+2]]:3: warning: compute(tensor_core) is ignored: x86_64 describes no matrix unit
  // HOST: 1 warning generated.
  #pragma tilelang tile(64, 64, 16) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
