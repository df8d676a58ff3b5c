// Regression (fixed: unrollThreadTiles pads only bands whose loops all run upward;
// was lib/promote/RegisterTile.cpp, unrollThreadTiles): when every access of a mapped band goes to a
// staged buffer, each thread loop is made to run exactly tile / threads points ("points past
// a partial tile read the shared buffers' unused rows and write the register buffer's unused
// elements, which copy-out skips"). That holds when the subscripts grow with the loop; for a
// band loop that runs downward (for (i = M - 1; i >= 0; --i)) a point past the partial tile
// lies BELOW the tile's first row: the idle threads read A's shared buffer at negative rows
// and write B's per-thread register buffer at index -1 x its row length. The kernel is
// test/python/kernels/gpu_bugs/register_tile_downward.cpp (tile(16, 32), threads(8, 16),
// A: shared, B: register), run here on the host by test/python/gpu_emulator.py under
// AddressSanitizer at M = 17 (a full tile and one of 1 row): "global-buffer-overflow" on the
// shared buffer / "stack-buffer-underflow on 'tilelang.B'". The same band upward passes
// (up_register). On sm_90 and gfx942 alike.
// RUN: %python %src/test/python/gpu_emulator.py --asan --kernel down_register --grid-div 1 \
// RUN:   --sizes "M=17,N=33" %src/test/python/kernels/gpu_bugs/register_tile_downward.cpp 2>&1 | FileCheck %s
// RUN: %python %src/test/python/gpu_emulator.py --asan --kernel down_register --grid-div 1 --target gfx942 \
// RUN:   --sizes "M=17,N=33" %src/test/python/kernels/gpu_bugs/register_tile_downward.cpp 2>&1 | FileCheck %s

// CHECK-NOT: AddressSanitizer
// CHECK:     PASS down_register M=17,N=33 (grid 2x2x1): B: exact
// CHECK-NOT: AddressSanitizer
