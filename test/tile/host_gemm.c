// The host GEMM plan (tile/HostGemm.h): a band of `auto` tile sizes that is a float or double
// contraction becomes the BLIS loops (packed A and B, an mr x nr register micro-kernel of vector
// FMAs), sized from the description (-tilelang-host-fill-in=false: the static x86_64.json,
// 16-byte vectors, 16 registers, 4 x 2 FMAs, L1 32 KiB 8 ways, L2 256 KiB 8 ways, L3 8 MiB 16
// ways). Checked: the remarks (plan and sizes, refusals with their reasons), the IR of the plan
// right after tilelang-tile, and the results bit for bit plain clang's (the order of the sums is
// the source's) at odd sizes, with transposed and strided operands.
//
// RUN: %clangc -O2 -S -emit-llvm -o /dev/null %s -DKERNEL=tiled -mllvm -tilelang-host-fill-in=false -Rpass=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: %clangc -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names -o %t.ll %s -DKERNEL=tiled
// RUN: %opt -passes='mem2reg,tilelang-directives,tilelang-tile' -tilelang-host-fill-in=false -verify-each -S %t.ll | FileCheck %s --check-prefix=IR
// RUN: %opt -passes='mem2reg,tilelang-directives,tilelang-tile' -tilelang-host-fill-in=false -tilelang-host-parallel=false -S %t.ll | FileCheck %s --check-prefix=ONE
// RUN: %opt -passes='function(mem2reg,tilelang-directives,tilelang-tile),tilelang-parallel' -tilelang-host-fill-in=false -verify-each -S %t.ll | FileCheck %s --check-prefix=PAR --implicit-check-not=@tilelang.fork.if
// RUN: %clangc -O2 -fopenmp -S -o /dev/null %s -DKERNEL=tiled -mllvm -tilelang-host-fill-in=false -Rpass=tilelang-parallel 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FORK
// RUN: %clangc -O2 -march=native -c -o %t.tiled.o %s -DKERNEL=tiled -w
// RUN: clang -O2 -march=native -c -o %t.plain.o %s -DKERNEL=plain -w
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o && env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)

// FORK: host_gemm.c:[[@LINE+4]]:1: remark: the packing of B's 12-column micro-panels run on the cores: OpenMP parallel region (__kmpc_fork_call_if: forked when there are 2 iterations or more and the ic loop has 2 blocks or more), static schedule (each thread a contiguous run of iterations) over ceil(trip count / 12) iterations; threads: OMP_NUM_THREADS, else one per core (every micro-panel is written by one thread; the region's join is the barrier before the panel is read) [-Rpass=tilelang-parallel]
// FORK: host_gemm.c:[[@LINE+3]]:1: remark: the GEMM plan's ic blocks (of equal size, at most 224 rows of C each, with B's packed panel shared) run on the cores: OpenMP parallel region (__kmpc_fork_call_if: forked when there are 2 iterations or more), static schedule
// REMARK: host_gemm.c:[[@LINE+2]]:1: remark: host GEMM plan (BLIS loops) for C[m][n] += A[m][k] * B[k][n] on float: A packed in 4-row micro-panels, B in 12-column micro-panels, a 4 x 12 micro-kernel of 12 vector FMAs per step of k; mr x nr = 4 x 12 (12 accumulators of 4 lanes, 3 vectors of B and a broadcast in 16 vector registers; at least 4 x 2 FMAs in flight), kc = 256 (the B micro-panel kc x nr in L1 32 KiB, 8 ways, the A micro-panel in 1), mc = 224 (the A block mc x kc in L2 256 KiB), nc = 7680 (the B panel kc x nc in L3 8192 KiB); on the cores (OpenMP, tilelang-parallel; threads: OMP_NUM_THREADS, else one per core, at run time): for each kc x nc panel of B, its micro-panels packed by the threads, then the ic loop's blocks of at most mc rows of C, of equal size and as many as a multiple of the cores (1) where M allows, dealt out in contiguous runs (static schedule), every thread with its own packed A block and edge tile [-Rpass=tilelang-tile]
void FN(sgemm)(int M, int N, int K, const float *restrict A, const float *restrict B, float *restrict C) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// A and B transposed (A[k][i], B[j][k]), the loops in the order i, k, j.
// REMARK: host_gemm.c:[[@LINE+2]]:1: remark: host GEMM plan (BLIS loops) for C[m][n] += A[k][m] * B[n][k] on double: A packed in 4-row micro-panels, B in 6-column micro-panels, a 4 x 6 micro-kernel of 12 vector FMAs per step of k; mr x nr = 4 x 6 (12 accumulators of 2 lanes, 3 vectors of B and a broadcast in 16 vector registers; at least 4 x 2 FMAs in flight), kc = 256 (the B micro-panel kc x nr in L1 32 KiB, 8 ways, the A micro-panel in 2), mc = 112 (the A block mc x kc in L2 256 KiB), nc = 3840 (the B panel kc x nc in L3 8192 KiB); on the cores (OpenMP, tilelang-parallel; threads: OMP_NUM_THREADS, else one per core, at run time): for each kc x nc panel of B, its micro-panels packed by the threads, then the ic loop's blocks of at most mc rows of C, of equal size and as many as a multiple of the cores (1) where M allows, dealt out in contiguous runs (static schedule), every thread with its own packed A block and edge tile [-Rpass=tilelang-tile]
void FN(dgemm_tt)(int M, int N, int K, const double *restrict A, const double *restrict B, double *restrict C) {
#pragma tilelang tile(auto)
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      for (int j = 0; j < N; ++j)
        C[i * N + j] += A[k * M + i] * B[j * K + k];
}

// Batched (C[b][i][j] += A[b][i][k] * B[b][k][j], two batches): the plan takes three loops.
// REMARK: host_gemm.c:[[@LINE+3]]:1: remark: host GEMM plan not used: the band has 4 loops; the plan takes exactly the three loops of C[b][m][n] += A[b][m][k] * B[b][k][n]; the band is tiled loop by loop [-Rpass-missed=tilelang-tile]
// REMARK: host_gemm.c:[[@LINE+2]]:1: remark: tiled a band of 4 loops
void FN(sgemm_batched)(int M, int N, int K, const float *restrict A, const float *restrict B, float *restrict C) {
#pragma tilelang tile(auto)
  for (int b = 0; b < 2; ++b)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j)
        for (int k = 0; k < K; ++k)
          C[(b * M + i) * N + j] += A[(b * M + i) * K + k] * B[(b * K + k) * N + j];
}

// Explicit sizes: the user's tiling, no plan.
// REMARK: host_gemm.c:[[@LINE+2]]:1: remark: tiled a band of 3 loops with tile sizes 16 x 16 x 16; point loops in the order 1, 3, 2 (unit-stride loop innermost) [-Rpass=tilelang-tile]
void FN(sgemm_sized)(int M, int N, int K, const float *restrict A, const float *restrict B, float *restrict C) {
#pragma tilelang tile(16, 16, 16)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// Integers: not the plan's (float and double only).
// REMARK: host_gemm.c:[[@LINE+3]]:1: remark: host GEMM plan not used: the plan computes float and double, not int; the band is tiled loop by loop [-Rpass-missed=tilelang-tile]
// REMARK: host_gemm.c:[[@LINE+2]]:1: remark: tiled a band of 3 loops
void FN(igemm)(int M, int N, int K, const int *restrict A, const int *restrict B, int *restrict C) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// The plan in front of the band, which stays as the fall-back (a trip count not positive, or a
// buffer not allocated); the buffers: the A block min(mc, M rounded up to mr) x kc, the B panel
// kc x min(nc, N rounded up to nr), in bytes rounded up to 64.
// IR-LABEL: define {{.*}}void @sgemm_tiled(
// IR:         %gemm.a = alloca float, i64 57344, align 64, !tilelang.host.buffer
// IR-NEXT:    %gemm.edge = alloca float, i64 48, align 64, !tilelang.host.buffer
// IR:       gemm.plan:
// IR:         and i1
// IR-NEXT:    %[[POS:[0-9]+]] = and i1
// IR-NEXT:    br i1 %[[POS]], label %gemm.alloc, label %gemm.fallback
// IR:       gemm.fallback:
// IR-NEXT:    br label %for.cond
// IR:       gemm.alloc:
// IR:         %gemm.b = call ptr @aligned_alloc(i64 64, i64 %{{.*}})
// IR-NEXT:    %[[BOK:[0-9]+]] = icmp ne ptr %gemm.b, null
// IR-NEXT:    br i1 %[[BOK]], label %gemm.run, label %gemm.nomem
// The ic blocks: NB = ceil(M / mc) (one core in the static description), of equal size
// MCE = ceil(M / NB) rounded up to mr = 4, ceil(M / MCE) of them.
// IR:       gemm.run:
// IR:         udiv i64 %{{.*}}, 224
// IR:         %[[MCE:[0-9]+]] = mul i64 %{{.*}}, 4
// IR:         %gemm.ic.blocks = udiv i64 %{{[0-9]+}}, %[[MCE]]
// The five BLIS loops, and the packing of B (in the pc loop) and of A (in the ic loop); a last
// panel of fewer rows than mr (nr) is zero-filled first.
// IR:       gemm.nomem:
// IR-NEXT:    call void @free(ptr %gemm.b)
// IR-NEXT:    br label %gemm.fallback
// IR:       gemm.jc.exit:
// IR-NEXT:    call void @free(ptr %gemm.b)
// IR-NEXT:    br label %for.cond.cleanup
// IR:       gemm.pc.body:
// IR:         br label %pack.b.panel.header
// IR:       pack.b.pad:
// IR:         call void @llvm.memset.p0.i64(
// IR:       pack.b.p.header:
// IR:       pack.b.x.header:
// IR:       gemm.ic.body:
// IR-NEXT:    %gemm.ic.row = mul i64 %gemm.ic, %[[MCE]]
// IR:         br label %pack.a.panel.header
// IR:       pack.a.x.header:
// IR:       pack.a.p.header:
// IR:       gemm.jr.body:
// IR:       gemm.ir.body:
// IR:         br i1 %{{.*}}, label %ukernel, label %edge.in
// An edge tile goes through the mr x nr tile gemm.edge (zeroed, copied in and out).
// IR:       edge.in:
// IR-NEXT:    call void @llvm.memset.p0.i64(ptr align 64 %gemm.edge, i8 0, i64 192, i1 false)
// The micro-kernel: 4 x 3 accumulators of <4 x float> loaded from C's tile, then per k three
// vectors of B and four broadcasts of A, twelve llvm.fmuladd (the source's operation).
// IR:       ukernel:
// IR-NEXT:    %ctile = phi ptr
// IR-NEXT:    %crow = phi i64
// IR-COUNT-12: load <4 x float>
// IR:       ukernel.k:
// IR-COUNT-12: %acc{{[0-9]*}} = phi <4 x float>
// IR-COUNT-3: %b{{[0-9]*}} = load <4 x float>
// IR:         %a = load float
// IR:         %.splat = shufflevector <4 x float> %{{.*}}, <4 x float> poison, <4 x i32> zeroinitializer
// IR-NEXT:    call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %.splat, <4 x float> %b, <4 x float> %acc)
// IR-COUNT-11: call <4 x float> @llvm.fmuladd.v4f32
// IR:         br i1 %{{.*}}, label %ukernel.k, label %ukernel.exit
// IR:       ukernel.exit:
// IR-COUNT-12: store <4 x float>
// IR:         br i1 %{{.*}}, label %edge.out, label %edge.out.end
// IR-LABEL: define {{.*}}void @dgemm_tt_tiled(
// IR-COUNT-12: call <2 x double> @llvm.fmuladd.v2f64
// IR-LABEL: define {{.*}}void @sgemm_batched_tiled(
// IR-NOT:     call ptr @aligned_alloc
// IR-LABEL: define {{.*}}void @sgemm_sized_tiled(
// IR-NOT:     call ptr @aligned_alloc
// IR-LABEL: define {{.*}}void @igemm_tiled(
// IR-NOT:     call ptr @aligned_alloc
// The packing of B and the ic loop marked for tilelang-parallel (what they are, where the
// directive was).
// IR: !{!"tilelang.parallel", i32 0, i32 0, !"every micro-panel is written by one thread; the region's join is the barrier before the panel is read", !"the packing of B's 12-column micro-panels", !"{{.*}}host_gemm.c", i32 [[#SGEMM_LINE:]], i32 1, !"and the ic loop has 2 blocks or more"}
// IR: !{!"tilelang.parallel", i32 0, i32 0, !"the blocks write disjoint rows of C, each element in one thread in the source's order of k", !"the GEMM plan's ic blocks (of equal size, at most 224 rows of C each, with B's packed panel shared)", !"{{.*}}host_gemm.c", i32 [[#SGEMM_LINE]], i32 1}

// -tilelang-host-parallel=false: one thread, the A block malloc'd like B's panel (no stack
// buffer of mc x kc on the caller's stack), no loop marked.
// ONE-LABEL: define {{.*}}void @sgemm_tiled(
// ONE-NOT:     %gemm.a = alloca
// ONE:       gemm.alloc:
// ONE:         %gemm.b = call ptr @aligned_alloc(i64 64, i64 %{{.*}})
// ONE-NEXT:    %[[BOK1:[0-9]+]] = icmp ne ptr %gemm.b, null
// ONE-NEXT:    %gemm.a = call ptr @aligned_alloc(i64 64, i64 229376)
// ONE-NEXT:    %[[AOK:[0-9]+]] = icmp ne ptr %gemm.a, null
// ONE-NEXT:    %[[OK:[0-9]+]] = and i1 %[[BOK1]], %[[AOK]]
// ONE-NEXT:    br i1 %[[OK]], label %gemm.run, label %gemm.nomem
// ONE:       gemm.nomem:
// ONE-NEXT:    call void @free(ptr %gemm.b)
// ONE-NEXT:    call void @free(ptr %gemm.a)
// ONE:       gemm.jc.exit:
// ONE-NEXT:    call void @free(ptr %gemm.b)
// ONE-NEXT:    call void @free(ptr %gemm.a)
// ONE-NOT:   tilelang.parallel

// On the cores (tilelang-parallel): per (jc, pc), a parallel region packs B, a second runs the
// ic blocks; the packed A block and the edge tile are allocas of the outlined ic function (one
// per thread), the packed B panel is malloc'd once and shared (passed in the captured struct).
// PAR-LABEL: define {{.*}}void @sgemm_tiled(
// PAR-NOT:     alloca float
// PAR:         %gemm.b = call ptr @aligned_alloc(
// The packing of B forks only when the ic loop does (2 blocks or more: the caller's condition,
// passed by @tilelang.fork.if, which tilelang-parallel erases), not for every panel of B when
// one block of C's rows runs in one thread.
// PAR:       gemm.pc.body:
// PAR:         %gemm.fork.b = icmp ugt i64 %gemm.ic.blocks, 1
// PAR:         %tilelang.fork = icmp ugt i64 %tilelang.tiles, 1
// PAR-NEXT:    %tilelang.fork.if = and i1 %tilelang.fork, %gemm.fork.b
// PAR:         %[[FORKB:[0-9]+]] = sext i1 %tilelang.fork.if to i32
// PAR-NEXT:    call void @__kmpc_fork_call_if(ptr @{{[0-9]+}}, i32 1, ptr @sgemm_tiled..omp_par, i32 %[[FORKB]], ptr %[[PACKARGS:[a-zA-Z0-9.]+]])
// PAR:       pack.b.panel.exit:
// PAR:         %tilelang.tiles[[#]] = udiv i64 %{{[0-9]+}}, 1
// PAR:         call void @__kmpc_fork_call_if(ptr @{{[0-9]+}}, i32 1, ptr @sgemm_tiled..omp_par.[[#IC:]], i32 %{{[a-zA-Z0-9.]+}}, ptr
// PAR-NEXT:    br label %omp.par.exit[[#]]
// PAR:       gemm.ic.exit:
// PAR-NEXT:    %gemm.pc.next = add nuw nsw i64 %gemm.pc, 256
// PAR:       define internal void @sgemm_tiled..omp_par.[[#IC]](
// PAR-NEXT:  omp.par.entry{{[0-9]*}}:
// PAR:         %gemm.a = alloca float, i64 57344, align 64
// PAR-NEXT:    %gemm.edge = alloca float, i64 48, align 64
// PAR:         call void @__kmpc_for_static_init_8u(ptr @{{[0-9]+}}, i32 %{{.*}}, i32 34,
// PAR:         br label %pack.a.panel.header
// PAR:         call void @llvm.memset.p0.i64(ptr align 64 %gemm.edge, i8 0, i64 192, i1 false)
// PAR-LABEL: define internal void @sgemm_tiled..omp_par(
// PAR-NOT:     alloca float
// PAR:         call void @__kmpc_for_static_init_8u(ptr @{{[0-9]+}}, i32 %{{.*}}, i32 34,
// PAR:       pack.b.pad:

#else
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DECL(f, T)                                                                               \
  void f##_tiled(int, int, int, const T *, const T *, T *);                                    \
  void f##_plain(int, int, int, const T *, const T *, T *);
DECL(sgemm, float)
DECL(dgemm_tt, double)
DECL(sgemm_batched, float)
DECL(sgemm_sized, float)
DECL(igemm, int)

#define RUN(f, T, M, N, K, CS)                                                                    \
  do {                                                                                           \
    T *A = malloc(sizeof(T) * (M) * (K) * (CS) + 1), *B = malloc(sizeof(T) * (K) * (N) * (CS) + 1); \
    T *C1 = malloc(sizeof(T) * (M) * (N) * (CS) + 1), *C2 = malloc(sizeof(T) * (M) * (N) * (CS) + 1); \
    for (long x = 0; x < (long)(M) * (K) * (CS); ++x) A[x] = (T)((x * 7 % 13) - 6) / (T)3;            \
    for (long x = 0; x < (long)(K) * (N) * (CS); ++x) B[x] = (T)((x * 5 % 11) - 5) / (T)7;            \
    for (long x = 0; x < (long)(M) * (N) * (CS); ++x) C1[x] = C2[x] = (T)(x % 9) / (T)5;       \
    f##_tiled(M, N, K, A, B, C1);                                                                \
    f##_plain(M, N, K, A, B, C2);                                                                \
    printf("%s %dx%dx%d %s\n", #f, M, N, K,                                                     \
           memcmp(C1, C2, sizeof(T) * (M) * (N) * (CS)) ? "DIFFER" : "same");                   \
    free(A); free(B); free(C1); free(C2);                                                        \
  } while (0)

int main(void) {
  static const int S[][3] = {{1, 1, 1}, {7, 5, 3}, {33, 100, 257}, {100, 257, 33}, {257, 33, 100}};
  for (int s = 0; s < 5; ++s) {
    int M = S[s][0], N = S[s][1], K = S[s][2];
    RUN(sgemm, float, M, N, K, 1);
    RUN(dgemm_tt, double, M, N, K, 1);
    RUN(sgemm_batched, float, M, N, K, 2);
    RUN(sgemm_sized, float, M, N, K, 1);
    RUN(igemm, int, M, N, K, 1);
  }
  RUN(sgemm, float, 0, 5, 3, 1);
  RUN(dgemm_tt, double, 4, 0, 9, 1);
  RUN(sgemm, float, 3, 4, 0, 1);
  return 0;
}
// OUT-COUNT-28: {{^[a-z_]+ [0-9]+x[0-9]+x[0-9]+ same$}}
// OUT-NOT: DIFFER
#endif
