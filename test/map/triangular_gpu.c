// Triangular bands on GPUs (issue "Real loop nests as people write them": "on GPUs they are
// mapped too"). The tile loops walk the bounding box (here j's box is 0 .. N - 1) and become
// grid-stride loops over the blocks as for rectangles; each point loop over a triangular bound
// is clamped to the real bounds at the current outer iteration (point.bounds: the tile's range
// [point.lo, point.hi), the first and last tiles reaching the real start and end), and its
// threads start at point.lo + tid and step by the thread count. The launch grid covers the box.
// Runs on the emulator and the H200: test/python/kernels/gpu_faults/triangular.cpp.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,AMD
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang -Rpass-missed=tilelang 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: void @strict(
// NV:            %[[X32:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// AMD:           %[[X32:[0-9]+]] = call i32 @llvm.amdgcn.workitem.id.x()
// CHECK-NEXT:    %[[X:[0-9]+]] = zext i32 %[[X32]] to i64
// CHECK:         %box.trips1 = mul i64 %{{[0-9]+}}, %{{[0-9]+}}
// CHECK-NEXT:    %tilelang.box = call i64 @llvm.smax.i64(i64 %box.trips1, i64 1)
// CHECK:         %tile.end{{[0-9]*}} = call i64 @llvm.smin.i64(i64 %{{[0-9]+}}, i64 %tilelang.box)
// CHECK:       point.bounds1:
// CHECK:         %box.end1 = add i64 0, %{{[0-9]+}}
// CHECK-NEXT:    %[[TE:[0-9]+]] = add nuw nsw i64 %tt1, 32
// CHECK-NEXT:    %[[FIRST:[0-9]+]] = icmp eq i64 %tt1, 0
// CHECK-NEXT:    %[[LAST:[0-9]+]] = icmp sge i64 %[[TE]], %tilelang.box
// CHECK-NEXT:    %[[MAX:[0-9]+]] = call i64 @llvm.smax.i64(i64 %tt1, i64 0)
// CHECK-NEXT:    %point.lo1 = select i1 %[[FIRST]], i64 0, i64 %[[MAX]]
// CHECK-NEXT:    %[[MIN:[0-9]+]] = call i64 @llvm.smin.i64(i64 %[[TE]], i64 %box.end1)
// CHECK-NEXT:    %point.hi1 = select i1 %[[LAST]], i64 %box.end1, i64 %[[MIN]]
// CHECK-NEXT:    %point.first{{[0-9]*}} = add nuw nsw i64 %point.lo1, %[[X]]
// CHECK-NEXT:    br label %point.header1
// CHECK:       point.latch1:
// CHECK-NEXT:    %{{[0-9]+}} = add nuw nsw i64 %t1, 4
// REMARK: triangular_gpu.c:[[@LINE+4]]:1: remark: tiled a band of 2 loops with tile sizes 8 x 32 [-Rpass=tilelang-tile]
// REMARK: triangular_gpu.c:[[@LINE+3]]:1: remark: mapped the band: loop 1 -> block.y, loop 2 -> block.x; threads 4 x 32 x 1
// REMARK: triangular_gpu.c:[[@LINE+2]]:1: remark: kernel 'strict': block 4 x 32 x 1 threads, grid (smax(1, ((-1 + smax(0, N)) * umin(1, smax(0, N)))) + 31) / 32 x (smax(0, N) + 7) / 8 x 1 blocks (block_wise, grid-stride tile loops: any grid is correct) [-Rpass=tilelang-map]
void strict(int N, const float *restrict x, float *restrict C) {
#pragma tilelang tile(8, 32) map(block.y, block.x) threads(4, 32)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < i; j++)
      C[i * N + j] = x[i] - 2.0f * x[j];
}

// A triangle whose inner loop starts at the outer counter: DependenceAnalysis does not prove the
// inner loop free of a carried dependence (the delinearised subscripts mix the loops, and it
// ignores bounds that vary), the exact test (analysis/AffineDependence.h) does: mapped.
// REMARK: triangular_gpu.c:[[@LINE+2]]:1: remark: mapped the band: loop 1 -> block.y, loop 2 -> block.x; threads 4 x 32 x 1
void upper(int N, const float *restrict x, float *restrict C) {
#pragma tilelang tile(8, 32) map(block.y, block.x) threads(4, 32)
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++)
      C[i * N + j] = x[i] - 2.0f * x[j];
}
