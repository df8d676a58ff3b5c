// Arrays without __restrict (issue "Real loop nests as people write them"): on the host,
// tilelang-tile versions a band whose arrays may overlap on a run-time check of the address
// ranges they cover (lib/tile/RuntimeAliasCheck.h): the tiled band when the ranges are
// disjoint, the loops as written otherwise. Checked here: the remark, the IR (the check, the
// two versions, the fast one's scoped no-alias metadata, the copy without directive), the
// refusal when an address range cannot be computed, the GPU's versioning (the mapped band or a
// sequential fallback in one thread: test/map/alias_fallback.c), and the programs' output
// bit for bit against plain clang on disjoint, adjacent and overlapping arrays (C on A, C on B,
// the output one element into the input, the same array twice).
//
// RUN: %clangc -O2 -S -emit-llvm -o %t.ll %s -DKERNEL=tiled '-Rpass=tilelang-(tile|promote)' -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -DKERNEL=tiled -DGPU -Rpass=tilelang-tile 2>&1 | FileCheck %s --check-prefix=NV
// RUN: %clangc -O2 -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o -fopenmp && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// NV: runtime_alias_check.c:[[@LINE+4]]:1: remark: arrays that may overlap ('A' and 'C', 'B' and 'C'): versioned on the GPU: the mapped band runs when a run-time check finds their address ranges disjoint; the loops as written run a sequential fallback in one thread (the grid's first) when they overlap (__restrict removes the alias check) [-Rpass=tilelang-tile]
// REMARK: runtime_alias_check.c:[[@LINE+3]]:1: remark: arrays that may overlap ('A' and 'C', 'B' and 'C'): the fast version runs when a run-time check finds their address ranges disjoint, the loops as written otherwise (__restrict removes the check) [-Rpass=tilelang-tile]
// REMARK: runtime_alias_check.c:[[@LINE+2]]:1: remark: tiled a band of 3 loops with tile sizes 16 x 16 x 8; point loops in the order 1, 3, 2 (unit-stride loop innermost) [-Rpass=tilelang-tile]
void FN(gemm)(int M, int N, int K, const float *A, const float *B, float *C) {
#pragma tilelang tile(16, 16, 8)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// PolyBench's gemm as written (new-user test of 2026-12-02: refused, "(they may overlap)"): no
// restrict and a statement between the loops. The nest is versioned on the run-time check
// first, then its fast version is distributed and tiled, and its arrays are staged (the check's
// scoped no-alias metadata keeps them apart; two reads may overlap).
// REMARK: runtime_alias_check.c:[[@LINE+7]]:1: remark: arrays that may overlap ('A' and 'C', 'B' and 'C'): the fast version runs when a run-time check finds their address ranges disjoint, the loops as written otherwise (__restrict removes the check) [-Rpass=tilelang-tile]
// REMARK: runtime_alias_check.c:[[@LINE+6]]:1: remark: loop distribution: the statements between the 2nd and 3rd loops of the band (line {{[0-9]+}}) run in loops of their own before the band, which is now perfectly nested [-Rpass=tilelang-tile]
// REMARK: runtime_alias_check.c:[[@LINE+5]]:1: remark: tiled a band of 3 loops with tile sizes 8 x 8 x 8; point loops in the order 1, 3, 2 (unit-stride loop innermost) [-Rpass=tilelang-tile]
// REMARK: runtime_alias_check.c:[[@LINE+4]]:1: remark: staged 'A' in a packed 8 x 8 buffer
// REMARK: runtime_alias_check.c:[[@LINE+3]]:1: remark: staged 'B' in a packed 8 x 8 buffer
// REMARK: runtime_alias_check.c:[[@LINE+2]]:1: remark: staged 'C' in a packed 8 x 8 buffer
void FN(gemm_beta)(int ni, int nj, int nk, float beta, float *C, const float *A, const float *B) {
#pragma tilelang tile(8, 8, 8) buffer(A: shared, B: shared, C: shared)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i * nj + j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i * nj + j] += A[i * nk + k] * B[k * nj + j];
    }
}

// A shifted, downward stencil: the band's rows run from n - 2 down to 1.
// NV: runtime_alias_check.c:[[@LINE+4]]:1: remark: arrays that may overlap ('In' and 'Out'): versioned on the GPU: the mapped band runs when a run-time check finds their address ranges disjoint; the loops as written run a sequential fallback in one thread (the grid's first) when they overlap (__restrict removes the alias check) [-Rpass=tilelang-tile]
// REMARK: runtime_alias_check.c:[[@LINE+3]]:1: remark: arrays that may overlap ('In' and 'Out'): the fast version runs when a run-time check finds their address ranges disjoint, the loops as written otherwise (__restrict removes the check) [-Rpass=tilelang-tile]
// REMARK: runtime_alias_check.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 8 [-Rpass=tilelang-tile]
void FN(stencil)(int n, int m, const float *In, float *Out) {
#pragma tilelang tile(8, 8)
  for (int i = n - 2; i >= 1; --i)
    for (int j = 1; j < m - 1; ++j)
      Out[i * m + j] = In[(i - 1) * m + j] + In[(i + 1) * m + j] - In[i * m + j - 1];
}

// An address that is no affine function of the counters: no range, no check ('Idx' is an int
// array, which TBAA keeps apart from the floats).
// NV: runtime_alias_check.c:[[@LINE+4]]:1: warning: loop not tiled: cannot prove that 'In' and 'Out' do not overlap, nor check it at run time (the address of 'In' is not an affine function of the loop counters); declare the pointers __restrict [-Wpass-failed]
// REMARK: runtime_alias_check.c:[[@LINE+3]]:1: remark: loop not tiled: cannot prove that 'In' and 'Out' do not overlap, nor check it at run time (the address of 'In' is not an affine function of the loop counters); declare the pointers __restrict [-Rpass-missed=tilelang-tile]
// REMARK: runtime_alias_check.c:[[@LINE+2]]:1: warning: loop not tiled: cannot prove that 'In' and 'Out' do not overlap, nor check it at run time (the address of 'In' is not an affine function of the loop counters); declare the pointers __restrict [-Wpass-failed]
void FN(gather)(int n, int m, const int *Idx, const float *In, float *Out) {
#pragma tilelang tile(8, 8)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      Out[i * m + j] = In[Idx[j]] * (float)i;
}
// On the GPU the same check versions the band (gemm, stencil above; gemm_beta is refused there
// for its statement between the loops); an address range that cannot be computed refuses it.
// NV-NOT: do not overlap; declare

// IR-LABEL: define {{.*}}void @gemm_tiled(
// The check: each array's [lo, hi) compared with C's, in the band's old preheader.
// IR:         [[APART1:%.*]] = icmp ule ptr
// IR-NEXT:    [[APART2:%.*]] = icmp ule ptr
// IR-NEXT:    [[OR1:%.*]] = or i1
// IR-NEXT:    icmp ule ptr
// IR-NEXT:    icmp ule ptr
// IR-NEXT:    [[OR2:%.*]] = or i1
// IR-NEXT:    [[ALL:%.*]] = and i1
// IR-NEXT:    br i1 [[ALL]], label %[[FAST:.*]], label %[[SLOW:.*]]
// The copy as written: its loads carry no alias scope; no tile loops.
// IR:       [[SLOW]]:
// IR-NOT:     alias.scope
// IR:       [[FAST]]:
// IR:         load <4 x float>, {{.*}} !alias.scope
// IR-LABEL: define {{.*}}void @stencil_tiled(
// IR:         br i1 {{%.*}}, label %{{.*}}, label %{{.*}}
// IR-LABEL: define {{.*}}void @gather_tiled(
// IR-NOT:     icmp ule ptr
// IR:       ret void
#else
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gemm_tiled(int, int, int, const float *, const float *, float *);
void gemm_plain(int, int, int, const float *, const float *, float *);
void gemm_beta_tiled(int, int, int, float, float *, const float *, const float *);
void gemm_beta_plain(int, int, int, float, float *, const float *, const float *);
void stencil_tiled(int, int, const float *, float *);
void stencil_plain(int, int, const float *, float *);

enum { Arena = 1 << 16 };
static float M1[Arena], M2[Arena];

static void fill(void) {
  for (long x = 0; x < Arena; ++x)
    M1[x] = M2[x] = (float)((x * 7919) % 13) - 6;
}

static void report(const char *what) {
  printf("%s: %s\n", what, memcmp(M1, M2, sizeof M1) ? "MISMATCH" : "same");
}

// gemm at M x N x K with A, B and C at the given offsets into one arena.
static void gemm(const char *what, int M, int N, int K, int a, int b, int c) {
  fill();
  gemm_tiled(M, N, K, M1 + a, M1 + b, M1 + c);
  gemm_plain(M, N, K, M2 + a, M2 + b, M2 + c);
  report(what);
}

static void gemm_beta(const char *what, int M, int N, int K, int a, int b, int c) {
  fill();
  gemm_beta_tiled(M, N, K, 1.5f, M1 + c, M1 + a, M1 + b);
  gemm_beta_plain(M, N, K, 1.5f, M2 + c, M2 + a, M2 + b);
  report(what);
}

static void stencil(const char *what, int n, int m, int in, int out) {
  fill();
  stencil_tiled(n, m, M1 + in, M1 + out);
  stencil_plain(n, m, M2 + in, M2 + out);
  report(what);
}

int main(void) {
  gemm("gemm disjoint", 37, 29, 23, 0, 2000, 4000);
  gemm("gemm adjacent", 37, 29, 23, 0, 37 * 23, 37 * 23 + 23 * 29);
  gemm("gemm C one element into B", 37, 29, 23, 0, 37 * 23, 37 * 23 + 23 * 29 - 1);
  gemm("gemm C on A", 40, 40, 40, 0, 5000, 17);
  gemm("gemm C is A", 33, 33, 33, 0, 5000, 0);
  gemm("gemm C on B", 40, 40, 40, 0, 5000, 5000 + 41);
  gemm_beta("gemm_beta disjoint", 37, 29, 23, 0, 2000, 4000);
  gemm_beta("gemm_beta C on A", 40, 40, 40, 0, 5000, 17);
  gemm_beta("gemm_beta C is B", 33, 33, 33, 0, 5000, 5000);
  stencil("stencil disjoint", 30, 41, 0, 2000);
  stencil("stencil Out one row below In", 30, 41, 41, 0);
  stencil("stencil Out one element after In", 30, 41, 0, 1);
  stencil("stencil In is Out", 30, 41, 0, 0);
  return 0;
}
// OUT: gemm disjoint: same
// OUT-NEXT: gemm adjacent: same
// OUT-NEXT: gemm C one element into B: same
// OUT-NEXT: gemm C on A: same
// OUT-NEXT: gemm C is A: same
// OUT-NEXT: gemm C on B: same
// OUT-NEXT: gemm_beta disjoint: same
// OUT-NEXT: gemm_beta C on A: same
// OUT-NEXT: gemm_beta C is B: same
// OUT-NEXT: stencil disjoint: same
// OUT-NEXT: stencil Out one row below In: same
// OUT-NEXT: stencil Out one element after In: same
// OUT-NEXT: stencil In is Out: same
#endif
