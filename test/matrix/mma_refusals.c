// compute(tensor_core) bands the matrix lowering refuses on sm_90: each a
// -Wpass-failed warning and a missed remark at the pragma with the reason;
// the band then runs as the SIMT code tilelang-map made (the kernel exists).
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.ll %s -Rpass-missed=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=IR < %t.ll

// IR-NOT: @llvm.nvvm.mma
// IR: define {{.*}}ptx_kernel void @batch_tiled(
// IR: define {{.*}}ptx_kernel void @too_many_accumulators(

typedef _Float16 half;

void batch_tiled(int NB, int M, int N, int K, const half *__restrict A,
                 const half *__restrict B, float *__restrict C) {
  // CHECK: mma_refusals.c:[[@LINE+2]]:3: remark: compute(tensor_core) not carried out: batch loop 1 is tiled by 2; tile it by 1; the point loops run on SIMT cores
  // CHECK: mma_refusals.c:[[@LINE+1]]:3: warning: compute(tensor_core) not carried out: batch loop 1 is tiled by 2; tile it by 1; the point loops run on SIMT cores [-Wpass-failed]
  #pragma tilelang tile(2, 64, 64, 16) compute(tensor_core)
  for (int b = 0; b < NB; ++b)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j)
        for (int k = 0; k < K; ++k)
          C[(b * M + i) * N + j] +=
              (float)A[(b * M + i) * K + k] * (float)B[(b * K + k) * N + j];
}

void too_many_accumulators(int M, int N, int K, const half *__restrict A,
                           const half *__restrict B, float *__restrict C) {
  // CHECK: mma_refusals.c:[[@LINE+2]]:3: remark: compute(tensor_core) not carried out: the 256 x 256 block tile gives each of the 256 threads 256 accumulators; at most 128 fit in registers (more threads or a smaller tile); the point loops run on SIMT cores
  // CHECK: mma_refusals.c:[[@LINE+1]]:3: warning: compute(tensor_core) not carried out: the 256 x 256 block tile gives each of the 256 threads 256 accumulators; at most 128 fit in registers (more threads or a smaller tile); the point loops run on SIMT cores [-Wpass-failed]
  #pragma tilelang tile(256, 256, 16) compute(tensor_core) threads(256)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
// CHECK: 2 warnings generated.
