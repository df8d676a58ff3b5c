// Finding: copyin_union_box_past_end.cpp on the GPU targets: the shared-memory copy-in of the
// union's bounding box reads past the end of A0 (emulated, with AddressSanitizer).
//
// #pragma tilelang tile(64, 7) buffer(A0: shared) map(block.y, block.x) threads(32, 1),
// n1 = 10; A0 has exactly 18 elements (the emulator's inputs are NumPy arrays of their size).
//   expected: PASS, A1 exact against the sequential reference in the .py
//   got:      AddressSanitizer: heap-buffer-overflow, READ of size 4 0 bytes after the 72-byte
//             region of A0, in a GPU thread of the emulated kernel (the same with --target gfx942)
// Run (from the repository root, after `make`):
//   .venv/bin/python test/python/gpu_emulator.py test/fuzz/findings/copyin_union_box_past_end_gpu.cpp \
//     --target sm_90 --asan --grid-div 1 --sizes n1=10
// Run: gpu_emulator --target sm_90 --asan --grid-div 1 --sizes n1=10
extern "C" void nest(int n1, const int *__restrict A0, int *__restrict A1) {
#pragma tilelang tile(64, 7) buffer(A0: shared) map(block.y, block.x) threads(32, 1)
  for (int i = 1; i < 2; ++i)
    for (int j = 1; j < n1 - 1; ++j)
      {
        A1[i * n1 + j] = (A0[i * n1 + j - 1] + A0[(i - 1) * n1 + j + 1]);
      }
}
