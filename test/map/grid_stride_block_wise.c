// distribute(block_wise) (the default; here a run-time trip count): the tile
// loop of the loop mapped to block.x becomes a grid-stride loop in which block
// b runs the run of tiles.per.block = ceil(tiles / G) consecutive tiles that
// starts at tile b * tiles.per.block, G = the grid's blocks in x (%nctaid.x on
// NVPTX; on AMDGPU the dispatch packet's grid size over its workgroup size,
// rounded up). The run ends at smin(first + run, trip count), the step stays
// the tile size: any grid is correct.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,AMD

// CHECK-LABEL: void @bw(
// CHECK:         %tilelang.tc = zext i32 %smax{{[0-9]*}} to i64
// NV-NEXT:       %[[B32:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// NV-NEXT:       %[[B:[0-9]+]] = zext i32 %[[B32]] to i64
// NV-NEXT:       %[[G32:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
// NV-NEXT:       %[[G:[0-9]+]] = zext i32 %[[G32]] to i64
// AMD-NEXT:      %[[B32:[0-9]+]] = call i32 @llvm.amdgcn.workgroup.id.x()
// AMD-NEXT:      %[[B:[0-9]+]] = zext i32 %[[B32]] to i64
// AMD-NEXT:      %[[DP:[0-9]+]] = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
// AMD-NEXT:      %[[GP:[0-9]+]] = getelementptr inbounds i8, ptr addrspace(4) %[[DP]], i64 12
// AMD-NEXT:      %grid.size = load i32, ptr addrspace(4) %[[GP]], align 4
// AMD-NEXT:      %[[WP:[0-9]+]] = getelementptr inbounds i8, ptr addrspace(4) %[[DP]], i64 4
// AMD-NEXT:      %wg.size = load i16, ptr addrspace(4) %[[WP]], align 2
// AMD-NEXT:      %[[GS:[0-9]+]] = zext i32 %grid.size to i64
// AMD-NEXT:      %[[WS:[0-9]+]] = zext i16 %wg.size to i64
// AMD-NEXT:      %[[WS1:[0-9]+]] = sub i64 %[[WS]], 1
// AMD-NEXT:      %[[GR:[0-9]+]] = add i64 %[[GS]], %[[WS1]]
// AMD-NEXT:      %[[G:num.groups]] = udiv i64 %[[GR]], %[[WS]]
// CHECK-NEXT:    %[[T:[0-9]+]] = add i64 %tilelang.tc, 127
// CHECK-NEXT:    %tiles = udiv i64 %[[T]], 128
// CHECK-NEXT:    %[[G1:[0-9]+]] = sub i64 %[[G]], 1
// CHECK-NEXT:    %[[TG:[0-9]+]] = add i64 %tiles, %[[G1]]
// CHECK-NEXT:    %tiles.per.block = udiv i64 %[[TG]], %[[G]]
// CHECK-NEXT:    %[[SPAN:[0-9]+]] = mul i64 %tiles.per.block, 128
// CHECK-NEXT:    %tile.first = mul i64 %[[B]], %[[SPAN]]
// CHECK-NEXT:    %[[E:[0-9]+]] = add i64 %tile.first, %[[SPAN]]
// CHECK-NEXT:    %tile.end = call i64 @llvm.smin.i64(i64 %[[E]], i64 %tilelang.tc)
// CHECK-NEXT:    br label %tile.header0
// CHECK-EMPTY:
// CHECK-NEXT:  tile.header0:
// CHECK-NEXT:    %tt0 = phi i64 [ %tile.first, %{{[0-9]+}} ], [ %tt0.next, %tile.latch0 ]
// CHECK-NEXT:    %[[C:[0-9]+]] = icmp slt i64 %tt0, %tile.end
// CHECK-NEXT:    br i1 %[[C]], label %tile.body, label %{{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT:  tile.latch0:
// CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 128
// CHECK-NEXT:    br label %tile.header0
// CHECK-NOT:     tile.stride

void bw(int n, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(128) map(block.x) threads(64)
  for (int i = 0; i < n; ++i)
    B[i] = A[i] * 2.0f;
}
