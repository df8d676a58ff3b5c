// ThreadSanitizer on the parallel host kernels of host_parallel.c (every case: block_wise,
// round_robin, map on the inner loop, a carried dependence, a triangle, staged buffers per
// thread, a band behind a run-time alias check), with 3 threads.
//
// libomp is not built with TSan, so its own synchronisation is invisible to it: Archer
// (libarcher.so, LLVM's OpenMP tool, shipped in libomp-22-dev) tells TSan about OpenMP's
// happens-before edges (fork, join, barriers) through OMPT, and TSan is told to ignore races
// inside the uninstrumented runtime (TSAN_OPTIONS=ignore_noninstrumented_modules=1, what TSan
// itself asks for with libomp). Nothing else is suppressed. The control below (a true race
// under the same settings) shows that races in instrumented code are still reported.
//
// RUN: %clangc -O2 -g -fsanitize=thread -c -o %t.par.o %S/host_parallel.c -DKERNEL -DSUFFIX=par -w
// RUN: clang -O2 -g -fsanitize=thread -c -o %t.plain.o %S/host_parallel.c -DKERNEL -DSUFFIX=plain -w
// RUN: clang -O2 -g -fsanitize=thread -fopenmp -o %t.exe %S/host_parallel.c -DDRIVER %t.par.o %t.plain.o
// RUN: env OMP_NUM_THREADS=3 OMP_TOOL_LIBRARIES=%llvmlib/libarcher.so TSAN_OPTIONS=ignore_noninstrumented_modules=1:halt_on_error=1 \
// RUN:   %t.exe 2>&1 | FileCheck %S/host_parallel.c --check-prefix=OUT --implicit-check-not=ThreadSanitizer
//
// The control: two threads write one variable.
// RUN: clang -O1 -g -fsanitize=thread -fopenmp -o %t.racy %s
// RUN: not env OMP_NUM_THREADS=3 OMP_TOOL_LIBRARIES=%llvmlib/libarcher.so TSAN_OPTIONS=ignore_noninstrumented_modules=1 \
// RUN:   %t.racy 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: WARNING: ThreadSanitizer: data race
// RACE: tsan.c:[[@LINE+7]]

#include <stdio.h>
int main(void) {
  volatile int Shared = 0;
#pragma omp parallel for schedule(static, 1)
  for (int I = 0; I < 64; ++I)
    Shared = Shared + I;
  printf("%d\n", Shared);
  return 0;
}
