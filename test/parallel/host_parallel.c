// Tiles on the cores (tilelang-parallel, lib/parallel/HostParallelPass.h): on the host the
// outermost tile loop that map(...) or getMappingStrategy puts on a block, and that
// DependenceAnalysis proves parallel, becomes an OpenMP parallel region (__kmpc_fork_call)
// with a static workshare loop over the tiles: kmp_sch_static (34) for block_wise,
// kmp_sch_static_chunked (33) with a chunk of 1 tile for round_robin. Checked: the remarks,
// the IR of each case (rectangular, round_robin, map on the inner loop, a loop that carries a
// dependence, map on such a loop (refused, with a warning), a triangle (round_robin by
// default), staged buffers private per thread, a band behind a run-time alias check), and the
// programs' output bit for bit against plain clang with 1, 2 and 3 threads.
//
// RUN: %clangc -O2 -S -emit-llvm -o %t.ll %s -DKERNEL -DSUFFIX=par -Rpass=tilelang-parallel -Rpass-missed=tilelang-parallel 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %clangc -O2 -c -o %t.par.o %s -DKERNEL -DSUFFIX=par -w
// RUN: clang -O2 -c -o %t.plain.o %s -DKERNEL -DSUFFIX=plain -w
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.par.o %t.plain.o
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=3 %t.exe | FileCheck %s --check-prefix=OUT

#define CAT2(a, b) a##_##b
#define CAT(a, b) CAT2(a, b)
#define F(name) CAT(name, SUFFIX)

#ifdef KERNEL
// REMARK-DAG: host_parallel.c:[[@LINE+2]]:1: remark: tiles of loop 1 run on the cores: OpenMP parallel region (__kmpc_fork_call_if: forked when there are 2 tiles or more), static schedule (block_wise: each thread a contiguous run of tiles) over ceil(trip count / 16) tiles; threads: OMP_NUM_THREADS, else one per core (host: parallel loops 1, 2 (every written array varies with them, no dependence carried): their tiles go to the cores, block_wise)
void F(add2d)(int n, int m, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(16, 32)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j] * 2.0f + 1.0f;
}
// IR-LABEL: define dso_local void @add2d_par(
// IR: call void @__kmpc_fork_call_if(ptr nonnull @{{[0-9]+}}, i32 1, ptr nonnull @add2d_par..omp_par, i32 %{{[0-9]+}}, ptr nonnull %{{[0-9]+}})
// IR-LABEL: define internal void @add2d_par..omp_par(
// IR: call void @__kmpc_for_static_init_8u(ptr nonnull @{{[0-9]+}}, i32 %{{[0-9]+}}, i32 34, ptr nonnull %{{[0-9]+}}, ptr nonnull %{{[0-9]+}}, ptr nonnull %{{[0-9]+}}, ptr nonnull %{{[0-9]+}}, i64 1, i64 0)
// IR: call void @__kmpc_for_static_fini(

// REMARK-DAG: host_parallel.c:[[@LINE+2]]:1: remark: tiles of loop 1 run on the cores: OpenMP parallel region (__kmpc_fork_call_if: forked when there are 2 tiles or more), static schedule with chunks of 1 tile (round_robin: tiles dealt out cyclically) over ceil(trip count / 8) tiles; threads: OMP_NUM_THREADS, else one per core (host: parallel loops 1, 2 (every written array varies with them, no dependence carried): their tiles go to the cores, block_wise; distribute(round_robin) as the directive says)
void F(rr2d)(int n, int m, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(8, 32) distribute(round_robin)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j] - 3.0f;
}
// IR-LABEL: define internal void @rr2d_par..omp_par(
// IR: call void @__kmpc_for_static_init_8u(ptr nonnull @{{[0-9]+}}, i32 %{{[0-9]+}}, i32 33, ptr nonnull %{{[0-9]+}}, ptr nonnull %{{[0-9]+}}, ptr nonnull %{{[0-9]+}}, ptr nonnull %{{[0-9]+}}, i64 1, i64 1)

// REMARK-DAG: host_parallel.c:[[@LINE+2]]:1: remark: tiles of loop 2 run on the cores: {{.*}} over ceil(trip count / 16) tiles; threads: OMP_NUM_THREADS, else one per core (map as the directive says)
void F(map_inner)(int n, int m, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(8, 16) map(seq, block.x)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j] + A[i * m + j];
}

// Loop 1 carries the dependence A[i] <- A[i - 1]: the tiles of loop 2 run in parallel.
// REMARK-DAG: host_parallel.c:[[@LINE+2]]:1: remark: tiles of loop 2 run on the cores: {{.*}} (host: parallel loop 2 (every written array varies with it, no dependence carried): its tiles go to the cores, block_wise)
void F(carried)(int n, int m, float *__restrict A, const float *__restrict B) {
#pragma tilelang tile(8, 16)
  for (int i = 1; i < n; ++i)
    for (int j = 0; j < m; ++j)
      A[i * m + j] = A[(i - 1) * m + j] * 0.5f + B[i * m + j];
}

// map(...) asks for loop 1, which carries it: refused, the tiles run in order.
// REMARK-DAG: host_parallel.c:[[@LINE+3]]:1: warning: map(...) not carried out for a loop: loop 1 may carry a dependence (DependenceAnalysis: two of its iterations may touch one element, one of them writing); its tiles run in order
// REMARK-DAG: host_parallel.c:[[@LINE+2]]:1: remark: tiles run in one thread: map(...) puts no loop that may run in parallel on a block
void F(carried_map)(int n, int m, float *__restrict A, const float *__restrict B) {
#pragma tilelang tile(8, 16) map(block.x, seq)
  for (int i = 1; i < n; ++i)
    for (int j = 0; j < m; ++j)
      A[i * m + j] = A[(i - 1) * m + j] * 0.5f + B[i * m + j];
}
// IR-LABEL: define dso_local void @carried_map_par(
// IR-NOT: __kmpc_fork_call
// IR: ret void

// A triangle: its tiles hold unequal work, round_robin by default.
// REMARK-DAG: host_parallel.c:[[@LINE+2]]:1: remark: tiles of loop 1 run on the cores: {{.*}}static schedule with chunks of 1 tile (round_robin: tiles dealt out cyclically) over ceil(trip count / 16) tiles; {{.*}}; round_robin: the loops' bounds vary (a triangular or trapezoidal band), so tiles hold unequal work)
void F(tri)(int n, const float *__restrict A, float *__restrict L) {
#pragma tilelang tile(16, 16)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j)
      L[i * n + j] = A[i * n + j] + A[j * n + i];
}

// Staged tiles: each thread has its own buffers (allocas of the outlined function).
// REMARK-DAG: host_parallel.c:[[@LINE+3]]:1: remark: tiles of loop 1 run on the cores: {{.*}}; per-thread staging buffers 'C', 'B', 'A' (host: parallel loops 1, 2 {{.*}})
void F(gemm)(int M, int N, int K, const float *__restrict A, const float *__restrict B,
             float *__restrict C) {
#pragma tilelang tile(16, 32, 8) buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
// IR-LABEL: define internal void @gemm_par..omp_par(
// IR: %{{[0-9]+}} = alloca [512 x float], align 64, {{.*}}!tilelang.host.buffer
// IR-NEXT: %{{[0-9]+}} = alloca [256 x float], align 64, {{.*}}!tilelang.host.buffer
// IR-NEXT: %{{[0-9]+}} = alloca [128 x float], align 64, {{.*}}!tilelang.host.buffer

// No __restrict: the band is tiled behind a run-time check that the arrays do not overlap,
// and run on the cores there.
// REMARK-DAG: host_parallel.c:[[@LINE+2]]:1: remark: tiles of loop 1 run on the cores: {{.*}}
void F(alias2d)(int n, const float *A, float *B) {
#pragma tilelang tile(16, 16)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      B[i * n + j] = A[j * n + i] + 1.0f;
}
#endif

#ifdef DRIVER
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DECL(name, params) void name##_par params; void name##_plain params;
DECL(add2d, (int, int, const float *, float *))
DECL(rr2d, (int, int, const float *, float *))
DECL(map_inner, (int, int, const float *, float *))
DECL(carried, (int, int, float *, const float *))
DECL(carried_map, (int, int, float *, const float *))
DECL(tri, (int, const float *, float *))
DECL(gemm, (int, int, int, const float *, const float *, float *))
DECL(alias2d, (int, const float *, float *))

static unsigned Seed = 12345;
static float *randomArray(size_t n) {
  float *p = malloc(n * sizeof(float));
  for (size_t i = 0; i < n; ++i) {
    Seed = Seed * 1103515245u + 12345u;
    p[i] = (float)((Seed >> 8) % 2001) / 1000.0f - 1.0f;
  }
  return p;
}
static float *copyOf(const float *p, size_t n) {
  float *q = malloc(n * sizeof(float));
  memcpy(q, p, n * sizeof(float));
  return q;
}
static void report(const char *name, const float *a, const float *b, size_t n) {
  printf("%s: %s\n", name, memcmp(a, b, n * sizeof(float)) ? "DIFFERENT" : "same");
}

int main(void) {
  int n = 101, m = 75;
  size_t nm = (size_t)n * m;
  float *A = randomArray(nm), *B1 = randomArray(nm), *B2 = copyOf(B1, nm);
  add2d_par(n, m, A, B1);
  add2d_plain(n, m, A, B2);
  report("add2d", B1, B2, nm);
  rr2d_par(n, m, A, B1);
  rr2d_plain(n, m, A, B2);
  report("rr2d", B1, B2, nm);
  map_inner_par(n, m, A, B1);
  map_inner_plain(n, m, A, B2);
  report("map_inner", B1, B2, nm);
  float *A2 = copyOf(A, nm);
  carried_par(n, m, A, B1);
  carried_plain(n, m, A2, B1);
  report("carried", A, A2, nm);
  carried_map_par(n, m, A, B1);
  carried_map_plain(n, m, A2, B1);
  report("carried_map", A, A2, nm);
  float *S = randomArray((size_t)n * n), *L1 = randomArray((size_t)n * n);
  float *L2 = copyOf(L1, (size_t)n * n);
  tri_par(n, S, L1);
  tri_plain(n, S, L2);
  report("tri", L1, L2, (size_t)n * n);
  int M = 45, N = 77, K = 39;
  float *GA = randomArray((size_t)M * K), *GB = randomArray((size_t)K * N);
  float *C1 = randomArray((size_t)M * N), *C2 = copyOf(C1, (size_t)M * N);
  gemm_par(M, N, K, GA, GB, C1);
  gemm_plain(M, N, K, GA, GB, C2);
  report("gemm", C1, C2, (size_t)M * N);
  alias2d_par(n, S, L1);
  alias2d_plain(n, S, L2);
  report("alias2d", L1, L2, (size_t)n * n);
  // Overlapping arrays: the loops as written (one thread).
  float *O1 = copyOf(S, (size_t)n * n + n), *O2 = copyOf(S, (size_t)n * n + n);
  alias2d_par(n - 1, O1, O1 + n);
  alias2d_plain(n - 1, O2, O2 + n);
  report("alias2d overlapping", O1, O2, (size_t)n * n);
  return 0;
}
#endif

// OUT: add2d: same
// OUT-NEXT: rr2d: same
// OUT-NEXT: map_inner: same
// OUT-NEXT: carried: same
// OUT-NEXT: carried_map: same
// OUT-NEXT: tri: same
// OUT-NEXT: gemm: same
// OUT-NEXT: alias2d: same
// OUT-NEXT: alias2d overlapping: same
