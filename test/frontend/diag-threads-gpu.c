// threads(X, Y, Z) over the threads per block of every NVIDIA and AMD GPU (1024,
// max_threads_per_block in targets/*.json) is an error at the clause when
// -march/-mcpu names the chip; without a chip tilelang-target-check reports it
// against the description it picks (test/target-check/check_threads_over_limit.ll);
// on the host threads(...) is not checked here.
// RUN: %cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fsyntax-only -verify=gpu,sm90 %s
// RUN: %cc1 -triple amdgcn-amd-amdhsa -target-cpu gfx942 -fsyntax-only -verify=gpu,gfx942 %s
// RUN: %cc1 -triple nvptx64-nvidia-cuda -fsyntax-only -verify=nochip %s
// RUN: %cc1 -triple x86_64-unknown-linux-gnu -fsyntax-only -verify=nochip %s
// RUN: not %cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// nochip-no-diagnostics

void f(int n, float *A) {
  // CHECK: diag-threads-gpu.c:[[@LINE+1]]:31: error: threads(32, 64) is 2048 threads per block; sm_90 allows 1024
#pragma tilelang tile(32, 32) threads(32, 64) // sm90-error {{threads(32, 64) is 2048 threads per block; sm_90 allows 1024}} gfx942-error {{threads(32, 64) is 2048 threads per block; gfx942 allows 1024}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      A[i * n + j] = 0;

  // CHECK: diag-threads-gpu.c:[[@LINE+2]]:5: error: threads(16, 16, 8) is 2048 threads per block; sm_90 allows 1024
#pragma tilelang tile(8, 8, 8) \
    threads(16, 16, 8) // gpu-error {{threads(16, 16, 8) is 2048 threads per block}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        A[i * n + j] = 0;

  // A product over 64 bits is exact.
  // CHECK: diag-threads-gpu.c:[[@LINE+1]]:26: error: threads(2000000000, 2000000000, 2000000000) is 8000000000000000000000000000 threads per block; sm_90 allows 1024
#pragma tilelang tile(8) threads(2000000000, 2000000000, 2000000000) // gpu-error {{threads(2000000000, 2000000000, 2000000000) is 8000000000000000000000000000 threads per block}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // At the limit: accepted.
#pragma tilelang tile(32, 32) threads(32, 32)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      A[i * n + j] = 0;
#pragma tilelang tile(32, 32)
#pragma tilelang threads(1024)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      A[i * n + j] = 0;
}
