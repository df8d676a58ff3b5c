// compute(tensor_core) on f32 operands is refused by the matrix lowering
// (lib/matrix) with a -Wpass-failed warning and a missed remark at the
// pragma, and the band is tiled and mapped as for simt: on NVIDIA the matrix
// unit would round f32 to tf32; on AMD the descriptions give the exact-fp32
// v_mfma_f32_*_f32 units by shape only (no intrinsic, no fragment layouts),
// so there is nothing to lower to. On the host the existing warning says the
// chip has no matrix unit.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass-missed=tilelang 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GPU-NV --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o /dev/null %s -Rpass-missed=tilelang 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GPU-AMD --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %clangc -O2 -S -emit-llvm -o /dev/null %s -Rpass-missed=tilelang 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HOST --implicit-check-not=warning: --implicit-check-not=remark:

// NV: define dso_local ptx_kernel void @mm(
// NV: !tilelang.launch

void mm(int M, int N, int K, const float *__restrict A,
        const float *__restrict B, float *__restrict C) {
  // GPU-NV: gpu_tensor_core_simt.c:[[@LINE+8]]:3: remark: compute(tensor_core) not carried out: f32 operands would be rounded to tf32 (10 mantissa bits) by the matrix unit; only f16, bf16 and 8-bit integer operands are lowered; the point loops run on SIMT cores [-Rpass-missed=tilelang-promote]
  // GPU-NV: gpu_tensor_core_simt.c:[[@LINE+7]]:3: warning: compute(tensor_core) not carried out: f32 operands would be rounded to tf32 (10 mantissa bits) by the matrix unit; only f16, bf16 and 8-bit integer operands are lowered; the point loops run on SIMT cores [-Wpass-failed]
  // GPU-NV: 1 warning generated.
  // GPU-AMD: gpu_tensor_core_simt.c:[[@LINE+5]]:3: remark: compute(tensor_core) not carried out: gfx942 describes v_mfma_f32_32x32x2_f32 by its shape only (no instruction, intrinsic or fragment layouts), and no unit with instructions takes f32 x f32 -> f32; the point loops run on SIMT cores [-Rpass-missed=tilelang-promote]
  // GPU-AMD: gpu_tensor_core_simt.c:[[@LINE+4]]:3: warning: compute(tensor_core) not carried out: gfx942 describes v_mfma_f32_32x32x2_f32 by its shape only (no instruction, intrinsic or fragment layouts), and no unit with instructions takes f32 x f32 -> f32; the point loops run on SIMT cores [-Wpass-failed]
  // GPU-AMD: 1 warning generated.
  // HOST: gpu_tensor_core_simt.c:[[@LINE+2]]:3: warning: compute(tensor_core) is ignored: x86_64 describes no matrix unit
  // HOST: 1 warning generated.
  #pragma tilelang tile(64, 64, 16) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
