// The host GEMM plan takes C -= A * B (new-user test of session 8: it was left to loop-by-loop
// tiling with no remark). Under -ffp-contract=on clang writes `c -= a * b` as fmuladd(-a, b,
// c): the micro-kernel negates the same factor where it enters the product; under
// -ffp-contract=off, c - a * b: the micro-kernel subtracts the product. Either way each element
// of C is computed with the source's operations in the source's order of k, so the results are
// plain clang's bit for bit, NaN signs and infinities included (checked at odd sizes, with the
// negated factor first and second, on 1 and 3 threads).
//
// RUN: %clangc -O2 -S -o /dev/null %s -DKERNEL=tiled -Rpass=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: %clangc -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names -o %t.ll %s -DKERNEL=tiled
// RUN: %opt -passes='mem2reg,tilelang-directives,tilelang-tile' -tilelang-host-fill-in=false -S %t.ll | FileCheck %s --check-prefix=IR
// RUN: %clangc -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names -ffp-contract=off -o %t.off.ll %s -DKERNEL=tiled
// RUN: %opt -passes='mem2reg,tilelang-directives,tilelang-tile' -tilelang-host-fill-in=false -S %t.off.ll | FileCheck %s --check-prefix=IROFF
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o -lm
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %clangc -O2 -ffp-contract=off -c -o %t.tiled.off.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -ffp-contract=off -c -o %t.plain.off.o %s -DKERNEL=plain -w
// RUN: clang -O2 -fopenmp -o %t.off.exe %s -DDRIVER %t.tiled.off.o %t.plain.off.o -lm
// RUN: env OMP_NUM_THREADS=3 %t.off.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// REMARK: host_gemm_sub.c:[[@LINE+2]]:1: remark: host GEMM plan (BLIS loops) for C[m][n] -= A[m][k] * B[k][n] on float: A packed in {{.*}} [-Rpass=tilelang-tile]
void FN(ssub)(int M, int N, int K, const float *restrict A, const float *restrict B, float *restrict C) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] -= A[i * K + k] * B[k * N + j];
}

// The factor clang negates is B's here (the first in the source).
// REMARK: host_gemm_sub.c:[[@LINE+2]]:1: remark: host GEMM plan (BLIS loops) for C[m][n] -= A[m][k] * B[k][n] on double: A packed in {{.*}} [-Rpass=tilelang-tile]
void FN(dsub_ba)(int M, int N, int K, const double *restrict A, const double *restrict B, double *restrict C) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] -= B[k * N + j] * A[i * K + k];
}

// REMARK: host_gemm_sub.c:[[@LINE+2]]:1: remark: host GEMM plan (BLIS loops) for C[m][n] -= A[m][k] * B[k][n] on float: A packed in {{.*}} [-Rpass=tilelang-tile]
void FN(ssub_eq)(int M, int N, int K, const float *restrict A, const float *restrict B, float *restrict C) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] = C[i * N + j] - A[i * K + k] * B[k * N + j];
}

// The micro-kernel: fmuladd with the broadcast of A negated (ssub), with B's vector negated
// (dsub_ba); under -ffp-contract=off an fmul and an fsub from C.
// IR-LABEL: define {{.*}}void @ssub_tiled(
// IR:       ukernel.k:
// IR:         %.splat = shufflevector <4 x float> %.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
// IR-NEXT:    %a.neg = fneg <4 x float> %.splat
// IR-NEXT:    %{{[0-9]+}} = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %a.neg, <4 x float> %b, <4 x float> %acc)
// IR-LABEL: define {{.*}}void @dsub_ba_tiled(
// IR:       ukernel.k:
// IR:         %b = load <2 x double>, ptr %{{[0-9]+}}, align 8
// IR-NEXT:    %b.neg = fneg <2 x double> %b
// IR:         %{{[0-9]+}} = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %.splat, <2 x double> %b.neg, <2 x double> %acc)
// IROFF-LABEL: define {{.*}}void @ssub_tiled(
// IROFF:       ukernel.k:
// IROFF:         %[[M:[0-9]+]] = fmul <4 x float> %.splat, %b
// IROFF-NEXT:    %{{[0-9]+}} = fsub <4 x float> %acc, %[[M]]

#else
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DECL(f, T)                                                                               \
  void f##_tiled(int, int, int, const T *, const T *, T *);                                    \
  void f##_plain(int, int, int, const T *, const T *, T *);
DECL(ssub, float)
DECL(dsub_ba, double)
DECL(ssub_eq, float)

#define RUN(f, T, M, N, K)                                                                        \
  do {                                                                                           \
    T *A = malloc(sizeof(T) * (M) * (K)), *B = malloc(sizeof(T) * (K) * (N));                    \
    T *C1 = malloc(sizeof(T) * (M) * (N)), *C2 = malloc(sizeof(T) * (M) * (N));                  \
    for (long x = 0; x < (long)(M) * (K); ++x) A[x] = (T)((x * 37 % 101) - 50) / (T)7;         \
    for (long x = 0; x < (long)(K) * (N); ++x) B[x] = (T)((x * 53 % 97) - 48) / (T)3;          \
    for (long x = 0; x < (long)(M) * (N); ++x) C1[x] = C2[x] = (T)(x % 13) / (T)11;           \
    if ((M) > 3 && (K) > 2) {                                                                    \
      A[2 * (K) + 1] = NAN;                                                                      \
      A[3 * (K)] = -NAN;                                                                         \
      B[(N) + 2 < (K) * (N) ? (N) + 2 : 0] = INFINITY;                                           \
    }                                                                                            \
    f##_tiled(M, N, K, A, B, C1);                                                                \
    f##_plain(M, N, K, A, B, C2);                                                                \
    printf("%s %dx%dx%d %s\n", #f, M, N, K,                                                     \
           memcmp(C1, C2, sizeof(T) * (M) * (N)) ? "DIFFER" : "same");                          \
    free(A); free(B); free(C1); free(C2);                                                        \
  } while (0)

int main(void) {
  static const int S[][3] = {{1, 1, 1}, {5, 7, 3}, {33, 70, 45}, {257, 131, 300}, {600, 97, 33}};
  for (int s = 0; s < 5; ++s) {
    RUN(ssub, float, S[s][0], S[s][1], S[s][2]);
    RUN(dsub_ba, double, S[s][0], S[s][1], S[s][2]);
    RUN(ssub_eq, float, S[s][0], S[s][1], S[s][2]);
  }
  return 0;
}
// OUT-COUNT-15: {{^[a-z_]+ [0-9]+x[0-9]+x[0-9]+ same$}}
// OUT-NOT: DIFFER
#endif
