// Finding: on the GPU targets, buffer(X: register) on an array the band only reads stages, in
// every thread, a register buffer as large as the whole block's footprint of X (not the
// thread's points), and the compile time explodes with it.
//
// #pragma tilelang tile(8, 8) buffer(A0: register) map(block.x, seq) threads(4) on
// A1[i * 8 + j] = A0[i * 256 + j]: each thread has 8 x 8 / 4 = 16 points of the tile, each of
// which reads one element of A0.
//   expected: a per-thread register buffer of A0 of at most 16 elements, or A0 not register-staged
//   got:      "staged 'A0' in a per-thread register 1032 buffer of 32-bit elements" (4 x 256 + 8:
//             the bounding box of the thread's rows of the tile); with tile(16, 8) it is 3080
//             elements and `clang++ -O2 --target=nvptx64-nvidia-cuda -march=sm_90` does not finish
//             in 15 minutes (tile(32, 8) on A0[i * 1024 + j]: 28680 elements, the case the
//             fuzzer found: its emulated build timed out).
// The values it computes are right (in the emulator). Found by the differential fuzzer
// (test/fuzz/diff_fuzz.py --target sm_90, a timeout) and reduced by hand.
// Run (from the repository root, after `make`):
//   /usr/lib/llvm-22/bin/clang++ -O2 --target=nvptx64-nvidia-cuda -march=sm_90 \
//     -fplugin=build/lib/TileLangClang.so -fpass-plugin=build/lib/TileLangPasses.so \
//     -Rpass=tilelang-promote -S test/fuzz/findings/register_tile_readonly_gpu_footprint.cpp -o /dev/null
// Run: register-bound sm_90 A0 16

extern "C" void nest(const float *__restrict A0, float *__restrict A1) {
#pragma tilelang tile(8, 8) buffer(A0: register) map(block.x, seq) threads(4)
  for (int i = 0; i < 32; ++i)
    for (int j = 0; j < 8; ++j)
      A1[i * 8 + j] = A0[i * 256 + j];
}
