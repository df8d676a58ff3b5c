// Finding (fixed): a buffer clause naming A or B makes the matrix lowering refuse a
// compute(tensor_core) band, with a wrong reason.
//
// #pragma tilelang tile(128, 128, 32) compute(tensor_core) buffer(A: shared), sm_90: the
// band is a plain f16 contraction with K innermost (examples/gemm_f16.cpp without
// pipeline(4) and with buffer(A: shared) alone).
//   expected: "remark: lowered the contraction to mma.sync..." -- docs/language.md
//             (compute) and docs/matrix.md: "a buffer clause applies only where [the
//             lowering] does not run";
//   got:      warning: compute(tensor_core) not carried out: the K loop (loop 3) is not the
//             innermost of the band's loops: the accumulators stay in registers only across
//             an innermost K loop; the point loops run on SIMT cores [-Wpass-failed]
// The same with buffer(B: shared), buffer(A: register), buffer(A: shared, B: shared); lowered
// with buffer(C: shared), buffer(A: shared, C: register), buffer(A: shared, B: shared, C:
// register) (the examples' clause) and buffer(A: global). With 8-bit operands at tile(32, 64,
// 64) even buffer(A: shared, B: shared, C: register) is refused the same way (lowered at
// tile(128, 128, 64), examples/gemm_i8.cpp). The SIMT code is right (the emulator checks it):
// the cost is speed and a misleading diagnostic. Found by test/fuzz/diff_fuzz.py --kind matrix
// --target sm_90 (seed 6: cases 1, 28, 35, 54, 97, 120, 125, 138, listed as lowered or refused
// against expectation), reduced by hand.
// Run (from the repository root, after `make`):
//   /usr/lib/llvm-22/bin/clang++ -O2 -fplugin=build/lib/TileLangClang.so \
//     -fpass-plugin=build/lib/TileLangPasses.so --target=nvptx64-nvidia-cuda -march=sm_90 \
//     -S test/fuzz/findings/matrix_buffer_clause_refused.cpp -o /dev/null -Rpass=tilelang-promote
// Fixed: tilelang-tile chose the tile loops' order that copies the staged tiles the least
// (chooseTileOrder), which put the K tile loop outside N; for a compute(tensor_core)
// contraction it now puts the K tile loop innermost (the band is fully permutable), so the
// lowering takes the band whatever the buffer clause, and a K loop written outermost too.
// Run: matrix-lowered sm_90
extern "C" void nest(int M, int N, int K, const _Float16 *__restrict A,
                     const _Float16 *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 32) compute(tensor_core) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
