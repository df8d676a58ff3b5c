// The cooperative copy-in of a shared buffer with a block of 7 x 5 threads (not
// a warp multiple): thread l = tid.x + 7 * (tid.y + 5 * tid.z) copies elements
// l, l + 35, ... of the 20 x 35 box, in row-major order (column = e urem 35,
// row = e udiv 35); each element is copied only when it lies in the array's
// part of the tile: row <= tile.end0 - 1 and column <= tile.end1 - 1 (icmp sle;
// partial tiles at the array's edges). The copy reads A[row * N + column] and
// writes the buffer at the element's offset relative to the tile's origin.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -tilelang-full-tiles=false -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -tilelang-full-tiles=false -S | FileCheck %s --check-prefixes=CHECK,AMD

// CHECK-LABEL: void @cg(
// CHECK:         %[[NROW:[0-9]+]] = sext i32 %1 to i64
// CHECK:       tile.body:
// CHECK-NEXT:    %[[E0:[0-9]+]] = add nuw nsw i64 %tt0, 20
// CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 %[[E0]], i64 %tilelang.tc)
// CHECK-NEXT:    %[[E1:[0-9]+]] = add{{( nuw)?( nsw)?}} i64 %tt1, 35
// CHECK-NEXT:    %tile.end1 = call i64 @llvm.smin.i64(i64 %[[E1]], i64 %tilelang.tc{{[0-9]+}})
// CHECK-NEXT:    %point.first = add nuw nsw i64 %tt0, %{{[0-9]+}}
// CHECK-NEXT:    %[[HI0:[0-9]+]] = add{{( nsw)?}} i64 %tile.end0, -1
// CHECK-NEXT:    %[[HI1:[0-9]+]] = add{{( nsw)?}} i64 %tile.end1, -1
// NV-NEXT:       call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// NV-NEXT:       %[[X32:[0-9]+]] = call range(i32 0, 7) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// AMD-NEXT:      fence syncscope("workgroup") release
// AMD-NEXT:      call void @llvm.amdgcn.s.barrier()
// AMD-NEXT:      fence syncscope("workgroup") acquire
// AMD-NEXT:      %[[X32:[0-9]+]] = call range(i32 0, 7) i32 @llvm.amdgcn.workitem.id.x()
// CHECK-NEXT:    %[[X:[0-9]+]] = zext i32 %[[X32]] to i64
// NV-NEXT:       %[[Z32:[0-9]+]] = call range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// AMD-NEXT:      %[[Z32:[0-9]+]] = call range(i32 0, 1) i32 @llvm.amdgcn.workitem.id.z()
// CHECK-NEXT:    %[[Z:[0-9]+]] = zext i32 %[[Z32]] to i64
// CHECK-NEXT:    %[[Z5:[0-9]+]] = mul i64 5, %[[Z]]
// NV-NEXT:       %[[Y32:[0-9]+]] = call range(i32 0, 5) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// AMD-NEXT:      %[[Y32:[0-9]+]] = call range(i32 0, 5) i32 @llvm.amdgcn.workitem.id.y()
// CHECK-NEXT:    %[[Y:[0-9]+]] = zext i32 %[[Y32]] to i64
// CHECK-NEXT:    %[[YZ:[0-9]+]] = add i64 %[[Y]], %[[Z5]]
// CHECK-NEXT:    %[[YZ7:[0-9]+]] = mul i64 7, %[[YZ]]
// CHECK-NEXT:    %thread.linear = add i64 %[[X]], %[[YZ7]]
// CHECK-NEXT:    br label %tilelang.copyin.A.header
// CHECK-EMPTY:
// CHECK-NEXT:  tilelang.copyin.A.header:
// 700 elements over 35 threads: 20 rounds.
// CHECK-NEXT:    %tilelang.copyin.A.round = phi i64 [ 0, %tile.body ], [ %[[NEXT:[0-9]+]], %tilelang.copyin.A.latch ]
// CHECK-NEXT:    %[[MORE:[0-9]+]] = icmp ult i64 %tilelang.copyin.A.round, 20
// CHECK-NEXT:    br i1 %[[MORE]], label %tilelang.copyin.A.body, label %tile.body.split
// CHECK-EMPTY:
// CHECK-NEXT:  tilelang.copyin.A.body:
// CHECK-NEXT:    %[[RO:[0-9]+]] = mul i64 %tilelang.copyin.A.round, 35
// CHECK-NEXT:    %tilelang.copyin.A.e = add nuw nsw i64 %thread.linear, %[[RO]]
// CHECK-NEXT:    %[[COL:[0-9]+]] = urem i64 %tilelang.copyin.A.e, 35
// CHECK-NEXT:    %[[ROW:[0-9]+]] = udiv i64 %tilelang.copyin.A.e, 35
// CHECK-NEXT:    %[[J:[0-9]+]] = add nuw nsw i64 %tt1, %[[COL]]
// CHECK-NEXT:    %[[JIN:[0-9]+]] = icmp sle i64 %[[J]], %[[HI1]]
// CHECK-NEXT:    %[[IN1:[0-9]+]] = and i1 true, %[[JIN]]
// CHECK-NEXT:    %[[I:[0-9]+]] = add nuw nsw i64 %tt0, %[[ROW]]
// CHECK-NEXT:    %[[IIN:[0-9]+]] = icmp sle i64 %[[I]], %[[HI0]]
// CHECK-NEXT:    %[[IN:[0-9]+]] = and i1 %[[IN1]], %[[IIN]]
// The load is not branched around (so a thread's rounds overlap): outside
// the array's part of the tile it reads the tile's first element and stores 0.
// CHECK-NEXT:    br i1 true, label %tilelang.copyin.A.copy, label %tilelang.copyin.A.latch
// CHECK-EMPTY:
// CHECK-NEXT:  tilelang.copyin.A.copy:
// CHECK-NEXT:    %[[SI:[0-9]+]] = select i1 %[[IN]], i64 %[[I]], i64 %tt0
// CHECK-NEXT:    %[[SJ:[0-9]+]] = select i1 %[[IN]], i64 %[[J]], i64 %tt1
// CHECK-NEXT:    %[[IN0:[0-9]+]] = mul i64 %[[SI]], %[[NROW]]
// CHECK-NEXT:    %[[IDX:[0-9]+]] = add i64 %[[IN0]], %[[SJ]]
// CHECK-NEXT:    %[[SRC:[0-9]+]] = getelementptr inbounds float, ptr %2, i64 %[[IDX]]
// CHECK-NEXT:    %[[V:[0-9]+]] = load float, ptr %[[SRC]], align 4
// CHECK-NEXT:    %[[V0:[0-9]+]] = select i1 %[[IN]], float %[[V]], float 0.000000e+00
// CHECK-NEXT:    %[[R:[0-9]+]] = sub i64 %[[I]], %tt0
// CHECK-NEXT:    %[[C:[0-9]+]] = sub i64 %[[J]], %tt1
// CHECK-NEXT:    %[[OFF:buf.off[0-9]*]] = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %[[R]], i64 %[[C]])
// CHECK-NEXT:    %[[DST:[0-9]+]] = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[OFF]]
// CHECK-NEXT:    store float %[[V0]], ptr addrspace(3) %[[DST]], align 4
// CHECK-NEXT:    br label %tilelang.copyin.A.latch
// CHECK-EMPTY:
// CHECK-NEXT:  tilelang.copyin.A.latch:
// CHECK-NEXT:    %[[NEXT]] = add nuw nsw i64 %tilelang.copyin.A.round, 1
// CHECK-NEXT:    br label %tilelang.copyin.A.header

void cg(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(20, 35) map(block.y, block.x) threads(7, 5) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = A[i * N + j] * 2.0f;
}
