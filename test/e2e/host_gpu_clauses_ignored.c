// On the host each tile runs in one thread: threads and pipeline are
// ignored, with a warning at the pragma (tilelang-target-check) that says so;
// the band is still tiled. map and distribute pick and deal out the tiles
// that run on the cores (tilelang-parallel: test/parallel/host_parallel.c). Without 'tile' the front end already
// warns at each clause (test/frontend/diag-ignored-clauses.c), and the pass
// says nothing more. On a GPU triple the same directives give no warning.
// RUN: %clangc -O2 -S -emit-llvm -o /dev/null %s 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o /dev/null %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GPU --implicit-check-not=warning: --implicit-check-not=error:

// The front end's warnings come first.
void three(int n, float *__restrict A, float *__restrict B) {
  // CHECK: host_gpu_clauses_ignored.c:[[@LINE+1]]:18: warning: 'map' is ignored without 'tile': it applies to the tile loops of a tiled band
#pragma tilelang map(block.x)
  for (int i = 0; i < n; ++i)
    B[i] = A[i];
}

void one(int n, float *__restrict A, float *__restrict B) {
  // CHECK: host_gpu_clauses_ignored.c:[[@LINE+1]]:1: warning: 'threads' is ignored: x86_64 is not a GPU (each tile runs in one thread; it takes effect on nvptx64 and amdgcn targets)
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      B[i * n + j] = A[i * n + j] + 1.0f;
}

void two(int n, float *__restrict A, float *__restrict B) {
  // CHECK: host_gpu_clauses_ignored.c:[[@LINE+1]]:1: warning: 'threads' and 'pipeline' are ignored: x86_64 is not a GPU (each tile runs in one thread; they take effect on nvptx64 and amdgcn targets)
#pragma tilelang tile(32, 32) threads(64) distribute(round_robin) pipeline(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      B[i * n + j] = A[i * n + j] + 1.0f;
}

// CHECK: 3 warnings generated.
// GPU: host_gpu_clauses_ignored.c:15:18: warning: 'map' is ignored without 'tile': it applies to the tile loops of a tiled band
// GPU: 1 warning generated.
