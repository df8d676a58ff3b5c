// Finding: on sm_90, buffer(A1: register) on the written array of a transposed copy from a
// shared-staged array leaves a written element unwritten.
//
// #pragma tilelang tile(64, 4) buffer(A0: shared, A1: register) map(block.x, block.y), n1 = 3
// (j runs over {0}): A1[i][0] = A0[0][i] for i < 17, fixed-size arrays; A1 is written only,
// so it is poisoned (0xFF: NaN) before the launch.
//   expected: PASS (A1[i][0] = A0[0][i] for every i)
//   got:      A1 at flat index 2 (A1[1][0]) is nan, want 0.9009... (sm_90; gfx942 passes, and
//             sm_90 passes without buffer(A0: shared))
// Found by the differential fuzzer (test/fuzz/diff_fuzz.py --target gpu --seed 21, case 9) and
// reduced.
// Run (from the repository root, after `make`):
//   .venv/bin/python test/python/gpu_emulator.py test/fuzz/findings/register_tile_transpose_missed_write_gpu.cpp \
//     --target sm_90 --grid-div 1 --sizes n1=3
// Run: gpu_emulator --target sm_90 --grid-div 1 --sizes n1=3
extern "C" void nest(int n1, const float (*__restrict A0)[22], float (*__restrict A1)[2]) {
#pragma tilelang tile(64, 4) buffer(A0: shared, A1: register) map(block.x, block.y)
  for (int i = 0; i < 17; ++i)
    for (int j = 0; j < n1 - 2; ++j)
      {
        A1[i][j] = A0[j][i];
      }
}
