// A fixed-size kernel as PolyBench writes it: the row size NC is a macro the build sets
// (-DNC=...), with a default in the source. The description's `defines` give it at the run's
// sizes; the GPU emulator builds the kernel with them (gpu_emulator.EmulatedModule.run), as the
// host path and `tilelang-llvm run --target sm_*` do. Built with the default (16) and run with
// nc = 40, the rows are 16 floats apart and the result is wrong: test_gpu_emulated.py checks both.

#ifndef NC
#define NC 16
#endif

extern "C" void scale_fixed(int m, int nc, const float (*__restrict A)[NC],
                            float (*__restrict B)[NC]) {
#pragma tilelang tile(8, 32) map(block.y, block.x) threads(8, 32)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < nc; j++)
      B[i][j] = 2.0f * A[i][j] + (float)j;
}
