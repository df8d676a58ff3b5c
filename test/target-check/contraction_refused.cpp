// compute(tensor_core) on bands whose innermost body is not exactly a
// contraction C[m][n] += A[m][k] * B[k][n]: an error at the pragma with the
// reason in the source's terms (analysis/Contraction.h), the same reason as
// an analysis remark.
// RUN: not %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o /dev/null %s -Wno-pass-failed 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o /dev/null %s -Wno-pass-failed -Rpass-analysis=tilelang-target-check 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark:


// Two stores.
extern "C" void two_stores(int M, int N, int K, const float *__restrict A,
                           const float *__restrict B, float *__restrict C,
                           float *__restrict D) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the band's innermost body stores to two arrays ('C' and 'D')
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: the band's innermost body stores to two arrays ('C' and 'D') [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k) {
        C[i * N + j] += A[i * K + k] * B[k * N + j];
        D[i * N + j] += A[i * K + k];
      }
}

// A sum that is no product.
extern "C" void not_product(int M, int N, int K, const float *__restrict A,
                            float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: 'C' accumulates 'A', not a product of two arrays
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: 'C' accumulates 'A', not a product of two arrays [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[(i + j) * K + k];
}

// A product of three arrays.
extern "C" void three_factors(int M, int N, int K, const float *__restrict A,
                              const float *__restrict B,
                              const float *__restrict S, float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: 'C' accumulates a product of more than two factors
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: 'C' accumulates a product of more than two factors [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j] * S[k];
}

// _Float16 operands converted to double.
extern "C" void to_double(int M, int N, int K, const _Float16 *__restrict A,
                          const _Float16 *__restrict B, double *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the product's factors are converted from '_Float16' to 'double'
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: the product's factors are converted from '_Float16' to 'double' [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (double)A[i * K + k] * (double)B[k * N + j];
}

// The sum taken in a wider type than C's (C++'s usual arithmetic conversions), and a product
// widened after the multiplication (new-user test of 2026-12-02: "not a sum" and "not a
// product of two arrays" before).
extern "C" void float_c_double_sum(int M, int N, int K, const _Float16 *__restrict A,
                                   const _Float16 *__restrict B, float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the sum is computed in 'double' and converted to the type of 'C' ('float'): the sum must be taken in C's type
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: the sum is computed in 'double'
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (double)A[i * K + k] * (double)B[k * N + j];
}

extern "C" void short_c(int M, int N, int K, const signed char *__restrict A,
                        const signed char *__restrict B, short *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+3]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the sum is computed in 'int' and converted to the type of 'C' ('int16_t'): the sum must be taken in C's type
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: warning: the int16 accumulator of 'C' can overflow: the reduction's length is known only at run time, summing products of int8 x int8 (each up to 16384 in magnitude); at most 1 fit ((2^15 - 1) / 16384)
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: the sum is computed in 'int'
#pragma tilelang tile(64, 64, 64) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

extern "C" void long_c(int M, int N, int K, const signed char *__restrict A,
                       const signed char *__restrict B, long *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+3]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the product is computed in 'int' and converted to the type of 'C' ('int64_t') after the multiplication (convert each factor: (int64_t)a * (int64_t)b)
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: warning: the int64 accumulator of 'C' can overflow
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: the product is computed in 'int'
#pragma tilelang tile(64, 64, 64) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// The product of two _Float16 is rounded to _Float16 before the float sum.
extern "C" void half_product(int M, int N, int K, const _Float16 *__restrict A,
                             const _Float16 *__restrict B,
                             float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the product is rounded to '_Float16' before it is added to 'C' (convert each factor: (float)a * (float)b)
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: the product is rounded to '_Float16' before it is added to 'C' (convert each factor: (float)a * (float)b) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// C varies with every loop: no reduction.
extern "C" void c_varies_with_k(int M, int N, int K, const float *__restrict A,
                                const float *__restrict B,
                                float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: no loop of the band is a reduction for 'C' (it varies with every loop)
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: no loop of the band is a reduction for 'C' (it varies with every loop) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[(i * N + j) * K + k] += A[i * K + k] * B[k * N + j];
}

// A read with stride 1024 along M and 2 along K: contiguous along neither.
extern "C" void no_unit_stride(int M, int N, const float *__restrict A,
                               const float *__restrict B,
                               float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: 'A' is read with stride 1024 along loop 1 (M) and stride 2 along loop 3 (K): neither is 1 element per iteration
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: 'A' is read with stride 1024 along loop 1 (M) and stride 2 along loop 3 (K): neither is 1 element per iteration [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < 512; ++k)
        C[i * N + j] += A[i * 1024 + 2 * k] * B[k * N + j];
}

// A run-time stride along M and a run-time stride along K.
extern "C" void runtime_strides(int M, int N, int K, int s,
                                const float *__restrict A,
                                const float *__restrict B,
                                float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: 'A' is read with a stride known only at run time along loop 1 (M) and a stride known only at run time along loop 3 (K): neither is 1 element per iteration
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: 'A' is read with a stride known only at run time along loop 1 (M) and a stride known only at run time along loop 3 (K): neither is 1 element per iteration [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K * s + k * s] * B[k * N + j];
}

// C -= A * B.
extern "C" void subtracted(int M, int N, int K, const float *__restrict A,
                           const float *__restrict B, float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the product is negated ('C' -= a * b); the matrix units add products
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: the product is negated ('C' -= a * b); the matrix units add products [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] -= A[i * K + k] * B[k * N + j];
}

// A loop along which B does not vary: the sum over k of A[i][k] * B[j].
extern "C" void vector_operand(int M, int N, int K, const float *__restrict A,
                               const float *__restrict B,
                               float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: 'B' does not vary with loop 3, the reduction loop (K) of 'C'
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: 'B' does not vary with loop 3, the reduction loop (K) of 'C' [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[j];
}

// A condition in the body.
extern "C" void conditional(int M, int N, int K, const float *__restrict A,
                            const float *__restrict B, float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the band's innermost body runs its statement under a condition (an 'if', a 'break' or a 'switch')
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): no contraction: the band's innermost body runs its statement under a condition (an 'if', a 'break' or a 'switch') [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        if (k <= i)
          C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// f16 operands accumulated in _Float16: sm_90's f16 units accumulate in
// float here (types, not recognition).
extern "C" void f16_acc(int M, int N, int K, const _Float16 *__restrict A,
                        const _Float16 *__restrict B, _Float16 *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core): the matrix units of sm_90 for f16 operands accumulate in f32, not f16
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], f16 x f16 -> f16, A row-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// f16 with an N tile of 60: not a multiple of 8 (m16n8k16).
extern "C" void f16_n60(int M, int N, int K, const _Float16 *__restrict A,
                        const _Float16 *__restrict B, float *__restrict C) {
// CHECK: contraction_refused.cpp:[[@LINE+2]]:1: error: compute(tensor_core): tile sizes 64 x 60 x 32 are not multiples of the matrix unit's shape: loop 2 (N) has 60, not a multiple of 8 ({{.*}} on sm_90)
// REMARK: contraction_refused.cpp:[[@LINE+1]]:1: remark: compute(tensor_core): contraction C[m][n] += A[m][k] * B[k][n], f16 x f16 -> f32, A row-major, B row-major (loops: 1 = M, 2 = N, 3 = K) [-Rpass-analysis=tilelang-target-check]
#pragma tilelang tile(64, 60, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
// CHECK: 2 warnings and 16 errors generated.
