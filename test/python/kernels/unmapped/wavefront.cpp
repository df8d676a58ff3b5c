// A band no loop of which may go to a block: both loops carry a dependence (a wavefront,
// A[i][j] from A[i - 1][j] and A[i][j - 1]). Tiling is legal, mapping is not: tilelang-map makes
// no kernel, the harness says so ("no launch record"), and the GPU check lists it as not
// mapped (test/python/test_gpu.py; the fuzz finding these tests used is mapped since the
// GPU run-time checks of session 8).
// Run: gpu_emulator --target sm_90 --grid-div 1 --sizes n=17
extern "C" void wave(int n, float (*__restrict A)[64]) {
#pragma tilelang tile(8, 8)
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] + A[i][j - 1];
}
