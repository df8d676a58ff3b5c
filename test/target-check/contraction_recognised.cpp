// compute(tensor_core): the contraction tilelang-target-check recognises
// from the IR (analysis/Contraction.h), reported as an analysis remark at
// the pragma: the formula in the arrays' names with the indices in memory
// order, the matrix units' types, both operands' layouts and the loops'
// roles. The same text whether the sum is fused (llvm.fmuladd: clang's
// default -ffp-contract=on, and =fast) or an fmul and an fadd (=off).
// Tile sizes are multiples of sm_90's units: no error. -Wno-pass-failed
// hides tilelang-tile's "not carried out" warnings (no lowering yet).
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o /dev/null %s -Wno-pass-failed -Rpass-analysis=tilelang-target-check 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -ffp-contract=off -S -emit-llvm -o /dev/null %s -Wno-pass-failed -Rpass-analysis=tilelang-target-check 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -ffp-contract=fast -S -emit-llvm -o /dev/null %s -Wno-pass-failed -Rpass-analysis=tilelang-target-check 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// The IR of each form, before any pass but the directives' (-O2 pipeline
// stopped at PipelineStartEP is what the check sees; the fused call and the
// separate instructions are what the three runs give):
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -Xclang -disable-llvm-passes -o - %s | FileCheck %s --check-prefix=FUSED
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -ffp-contract=off -S -emit-llvm -Xclang -disable-llvm-passes -o - %s | FileCheck %s --check-prefix=SPLIT
// FUSED-LABEL: define {{.*}} @f16_rr(
// FUSED: call float @llvm.fmuladd.f32(
// SPLIT-LABEL: define {{.*}} @f16_rr(
// SPLIT-NOT: fmuladd
// SPLIT: fmul float
// SPLIT: fadd float


// _Float16 operands converted to float, float C, both row-major, flat
// subscripts with run-time leading dimensions.
extern "C" void f16_rr(int M, int N, int K, const _Float16 *__restrict A,
                       const _Float16 *__restrict B, float *__restrict C) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], f16 x f16 -> f32, A row-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(128, 128, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}

// B transposed (B[j * K + k]: contiguous along K): column-major. The
// directive names the arrays (buffer(X: global) stages nothing): the formula
// uses their names; elsewhere clang has dropped the parameters' names and
// they are 'argument N of F', by role letter in the formula.
extern "C" void f16_bt(int M, int N, int K, const _Float16 *__restrict A,
                       const _Float16 *__restrict Bt, float *__restrict C) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * Bt[n][k], f16 x f16 -> f32, A row-major, Bt column-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(128, 128, 32) compute(tensor_core) buffer(A: global, Bt: global, C: global)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)Bt[j * K + k];
}

// A column-major (A[k * M + i]), with the factors written B first: the
// roles come from the addresses, not the order.
extern "C" void f16_acol(int M, int N, int K, const _Float16 *__restrict A,
                         const _Float16 *__restrict B, float *__restrict C) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[k][m] * B[k][n], f16 x f16 -> f32, A column-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(128, 128, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)B[k * N + j] * (float)A[k * M + i];
}

// __bf16 operands, 2-D arrays with fixed-size rows.
extern "C" void bf16_2d(int M, const __bf16 (*__restrict A)[256],
                        const __bf16 (*__restrict B)[512],
                        float (*__restrict C)[512]) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], bf16 x bf16 -> f32, A row-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < 512; ++j)
      for (int k = 0; k < 256; ++k)
        C[i][j] += (float)A[i][k] * (float)B[k][j];
}

// signed char operands, int32 C (C++ promotes each factor to int: sext).
extern "C" void s8_gemm(int M, int N, int K, const signed char *__restrict A,
                        const signed char *__restrict B, int *__restrict C) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], s8 x s8 -> s32, A row-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < 1024; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// unsigned char x signed char (zext and sext): PTX's mma takes s8 x u8.
extern "C" void u8_s8_gemm(int M, int N, int K, const unsigned char *__restrict A,
                           const signed char *__restrict B, int *__restrict C) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], u8 x s8 -> s32, A row-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < 1024; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// double: no conversion.
extern "C" void f64_gemm(int M, int N, int K, const double *__restrict A,
                         const double *__restrict B, double *__restrict C) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], f64 x f64 -> f64, A row-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 16) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// A batch loop that all three arrays vary with.
extern "C" void batched(int Bn, int M, int N, int K,
                        const _Float16 *__restrict A,
                        const _Float16 *__restrict B, float *__restrict C) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[b][m][n] += A[b][m][k] * B[b][k][n], f16 x f16 -> f32, A row-major, B row-major (loops: 1 = batch, 2 = M, 3 = N, 4 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(1, 64, 64, 32) compute(tensor_core)
  for (int b = 0; b < Bn; ++b)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j)
        for (int k = 0; k < K; ++k)
          C[(b * M + i) * N + j] +=
              (float)A[(b * M + i) * K + k] * (float)B[(b * K + k) * N + j];
}

// A batch loop that B does not vary with (one B for every batch).
extern "C" void batched_shared_b(int Bn, int M, int N, int K,
                                 const _Float16 *__restrict A,
                                 const _Float16 *__restrict B,
                                 float *__restrict C) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[b][m][n] += A[b][m][k] * B[k][n], f16 x f16 -> f32, A row-major, B row-major (loops: 1 = batch, 2 = M, 3 = N, 4 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(1, 64, 64, 32) compute(tensor_core)
  for (int b = 0; b < Bn; ++b)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j)
        for (int k = 0; k < K; ++k)
          C[(b * M + i) * N + j] +=
              (float)A[(b * M + i) * K + k] * (float)B[k * N + j];
}

// The i-k-j order: K is the middle loop.
extern "C" void ikj(int M, int N, int K, const float *__restrict A,
                    const float *__restrict B, float *__restrict C) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], f32 x f32 -> f32, A row-major, B row-major (loops: 1 = M, 2 = K, 3 = N) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 32, 64) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      for (int j = 0; j < N; ++j)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// C = C + A * B written out, the sum's operands swapped.
extern "C" void written_out(int M, int N, int K, const float *__restrict A,
                            const float *__restrict B, float *__restrict C) {
// CHECK: contraction_recognised.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], f32 x f32 -> f32, A row-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] = A[i * K + k] * B[k * N + j] + C[i * N + j];
}
