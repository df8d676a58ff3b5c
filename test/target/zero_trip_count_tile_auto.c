// tile(auto) on a loop whose constant trip count is 0 killed clang with SIGFPE on NVPTX and
// AMDGPU: getTileSizeForLoop and getMappingStrategy divided the trip count by a tile extent
// min(size, trip count) = 0 (and tile(4) did too, in getMappingStrategy). A band with a loop
// that never runs has nothing to tile: tilelang-tile leaves it as written with a missed remark
// (no -Wpass-failed warning: nothing is wrong with the program), on every target and for fixed
// and auto sizes; the target hooks count such a loop as one point, so they never divide by 0.
// Found by the issue and test/fuzz/pragma_fuzz.py.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass-missed=tilelang-tile 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -c -o /dev/null %s -Rpass-missed=tilelang-tile 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %clangc -O1 -c -o /dev/null %s -Rpass-missed=tilelang-tile 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// The hooks themselves, on the band as tilelang-directives binds it:
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o %t.ll %s
// RUN: %opt -disable-output -passes='tilelang-directives,print<tilelang-target>' %t.ll 2>&1 | FileCheck %s --check-prefix=HOOKS
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o %t.amd.ll %s
// RUN: %opt -disable-output -passes='tilelang-directives,print<tilelang-target>' %t.amd.ll 2>&1 | FileCheck %s --check-prefix=HOOKS-AMD

void auto1(float *__restrict A, const float *__restrict B) {
#pragma tilelang tile(auto)
  for (int i = 0; i < 0; ++i)
    A[i] = B[i];
}
// CHECK: zero_trip_count_tile_auto.c:[[@LINE-4]]:1: remark: loop not tiled: loop 1 of the band never runs (its trip count is 0): nothing to tile [-Rpass-missed=tilelang-tile]

void auto2(float *__restrict A, const float *__restrict B) {
#pragma tilelang tile(auto, auto) buffer(B: shared)
  for (int i = 0; i < 64; ++i)
    for (int j = 8; j < 8; ++j)
      A[i * 64 + j] = B[j * 64 + i];
}
// CHECK: zero_trip_count_tile_auto.c:[[@LINE-5]]:1: remark: loop not tiled: loop 2 of the band never runs (its trip count is 0): nothing to tile [-Rpass-missed=tilelang-tile]

void fixed(float *__restrict A, const float *__restrict B) {
#pragma tilelang tile(4, 4)
  for (int i = 0; i < 0; ++i)
    for (int j = 0; j < 0; ++j)
      A[i * 64 + j] = B[j * 64 + i];
}
// CHECK: zero_trip_count_tile_auto.c:[[@LINE-5]]:1: remark: loop not tiled: loop 1 of the band never runs (its trip count is 0): nothing to tile [-Rpass-missed=tilelang-tile]

// HOOKS-LABEL: tilelang-target: function 'auto1'
// HOOKS: band: 1 loop, trip counts 0; parallel loops 1
// HOOKS: getTileSizeForLoop: 1
// HOOKS-NEXT: why: sm_90: cost {{[0-9.]+}} per iteration {{.*}}; 0 tiles on 132 SMs
// HOOKS: getMappingStrategy: loop 1 block.x; threads 32 x 1 x 1; block_wise
// HOOKS-LABEL: tilelang-target: function 'auto2'
// HOOKS: band: 2 loops, trip counts 64, 0; parallel loops 1, 2
// HOOKS: getTileSizeForLoop: 32 x 1
// HOOKS: getMappingStrategy: loop 1 block.y, loop 2 block.x; threads 1 x 32 x 1; block_wise
// HOOKS-LABEL: tilelang-target: function 'fixed'
// HOOKS: band: 2 loops, trip counts 0, 0; parallel loops 1, 2
// HOOKS: tile sizes: 4 x 4
// HOOKS: getMappingStrategy: loop 1 block.y, loop 2 block.x; threads 4 x 8 x 1; block_wise
// HOOKS-NEXT: why: {{.*}}; 0 tiles, 4224 resident blocks (32 per SM): block_wise

// HOOKS-AMD-LABEL: tilelang-target: function 'auto1'
// HOOKS-AMD: getTileSizeForLoop: 1
// HOOKS-AMD-NEXT: why: gfx942: cost {{[0-9.]+}} per iteration {{.*}}; 0 tiles on 304 CUs
// HOOKS-AMD: getMappingStrategy: loop 1 block.x; threads 64 x 1 x 1; block_wise
// HOOKS-AMD-LABEL: tilelang-target: function 'fixed'
// HOOKS-AMD: getMappingStrategy: loop 1 block.y, loop 2 block.x; threads 8 x 8 x 1; block_wise
