// Finding: on the GPU targets the copy-out of a staged array writes back elements the band
// never writes (the whole bounding box of its writes): A1 is written at even elements only, and
// its odd elements change.
//
// #pragma tilelang tile(32, 8) buffer(A0: register, A1: shared), n1 = 38 (the target maps the
// band itself: 5 blocks): A1[j * 2] = A0[j], A1 written only, so it is poisoned (0xFF: -1) before
// the launch and its odd elements must stay -1.
//   expected: PASS (A1 exact against the sequential reference in the .py)
//   got:      A1: 53 to 60 elements differ (at [1]: got 0 or another stray value, want -1) --
//             the count and the values change from run to run; the same on gfx942
// Without buffer(A0: register) (A0 read-only, register-staged: see register_tile_readonly*.cpp)
// the kernel passes. In the emulator the blocks run one after the other; on a GPU the box's
// write-back of one block can also overwrite what another block wrote. Found by the
// differential fuzzer (test/fuzz/diff_fuzz.py --target gpu --seed 21, case 21) and reduced.
// Run (from the repository root, after `make`):
//   .venv/bin/python test/python/gpu_emulator.py test/fuzz/findings/copyout_box_superset_gpu.cpp \
//     --target sm_90 --grid-div 1 --sizes n1=38
// Run: gpu_emulator --target sm_90 --grid-div 1 --sizes n1=38
extern "C" void nest(int n1, const int *__restrict A0, int *__restrict A1) {
#pragma tilelang tile(32, 8) buffer(A0: register, A1: shared)
  for (int i = 0; i < 1; ++i)
    for (int j = 0; j < n1; ++j)
      {
        A1[j * 2 + i] = A0[i * n1 + j];
      }
}
