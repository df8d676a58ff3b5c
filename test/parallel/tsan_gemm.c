// ThreadSanitizer on the host GEMM plan on the cores (tile/HostGemm.h): test/tile/host_gemm.c's
// kernels (float and double, transposed operands, odd sizes up to 257) with mc forced to 16 rows
// and kc to 32 (many ic blocks and pc steps: B's shared packed panel is re-packed by the threads
// at every pc step while the previous step's ic blocks read it), on 3 threads, bit for bit plain
// clang's. Archer and TSan's settings as in tsan.c (which also holds the control that shows that
// races in instrumented code are reported under them).
//
// RUN: %clangc -O2 -g -fsanitize=thread -c -o %t.par.o %S/../tile/host_gemm.c -DKERNEL=tiled -w -mllvm -tilelang-host-gemm-mc=16 -mllvm -tilelang-host-gemm-kc=32
// RUN: clang -O2 -g -fsanitize=thread -c -o %t.plain.o %S/../tile/host_gemm.c -DKERNEL=plain -w
// RUN: clang -O2 -g -fsanitize=thread -fopenmp -o %t.exe %S/../tile/host_gemm.c -DDRIVER %t.par.o %t.plain.o
// RUN: env OMP_NUM_THREADS=3 OMP_TOOL_LIBRARIES=%llvmlib/libarcher.so TSAN_OPTIONS=ignore_noninstrumented_modules=1:halt_on_error=1 \
// RUN:   %t.exe 2>&1 | FileCheck %S/../tile/host_gemm.c --check-prefix=OUT --implicit-check-not=ThreadSanitizer
// The plan ran on the cores: its two parallel regions per function.
// RUN: llvm-nm %t.par.o | FileCheck %s
// CHECK-DAG: t sgemm_tiled..omp_par
// CHECK-DAG: t sgemm_tiled..omp_par.{{[0-9]+}}
// CHECK-DAG: t dgemm_tt_tiled..omp_par
// CHECK-DAG: t dgemm_tt_tiled..omp_par.{{[0-9]+}}
