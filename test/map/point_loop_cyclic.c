// The point loop of a loop mapped to block.D is spread cyclically over the
// threads of dimension D: thread t runs tt + t, tt + t + T, ... below the
// tile's end (T = threads in D). threads(8, 4): x = 8 threads over loop 2
// (block.x, tile 64), y = 4 threads over loop 1 (block.y, tile 16). The thread
// ids are read once, in the entry block; each thread loop carries
// !"tilelang.thread", i32 D, i32 T, i32 tile size for tilelang-promote.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,AMD

// CHECK-LABEL: void @pc(
// NV-NEXT:       %[[X32:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// AMD-NEXT:      %[[X32:[0-9]+]] = call i32 @llvm.amdgcn.workitem.id.x()
// CHECK-NEXT:    %[[X:[0-9]+]] = zext i32 %[[X32]] to i64
// NV-NEXT:       %[[Y32:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// AMD-NEXT:      %[[Y32:[0-9]+]] = call i32 @llvm.amdgcn.workitem.id.y()
// CHECK-NEXT:    %[[Y:[0-9]+]] = zext i32 %[[Y32]] to i64
// CHECK:       tile.body:
// CHECK:         %point.first = add nuw nsw i64 %tt0, %[[Y]]
// CHECK-NEXT:    br label %point.header0
// CHECK-EMPTY:
// CHECK-NEXT:  point.header0:
// CHECK-NEXT:    %t0 = phi i64 [ %point.first, %tile.body ], [ %[[N0:[0-9]+]], %point.latch0 ]
// CHECK-NEXT:    %[[C0:[0-9]+]] = icmp slt i64 %t0, %tile.end0
// CHECK-NEXT:    br i1 %[[C0]], label %{{[0-9]+}}, label %tile.latch1
// CHECK-EMPTY:
// CHECK-NEXT:  point.latch0:
// CHECK-NEXT:    %[[N0]] = add nuw nsw i64 %t0, 4
// CHECK-NEXT:    br label %point.header0, !llvm.loop ![[L0:[0-9]+]]
// CHECK:         %point.first{{[0-9]+}} = add nuw nsw i64 %tt1, %[[X]]
// CHECK-NEXT:    br label %point.header1
// CHECK-EMPTY:
// CHECK-NEXT:  point.header1:
// CHECK-NEXT:    %t1 = phi i64 [ %point.first{{[0-9]+}}, %{{[0-9]+}} ], [ %[[N1:[0-9]+]], %point.latch1 ]
// CHECK-NEXT:    %[[C1:[0-9]+]] = icmp slt i64 %t1, %tile.end1
// CHECK-NEXT:    br i1 %[[C1]], label %point.body, label %{{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT:  point.latch1:
// CHECK-NEXT:    %[[N1]] = add nuw nsw i64 %t1, 8
// CHECK-NEXT:    br label %point.header1, !llvm.loop ![[L1:[0-9]+]]
// CHECK:       ![[L0]] = distinct !{![[L0]], !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, ![[T0:[0-9]+]]}
// CHECK:       ![[T0]] = !{!"tilelang.thread", i32 1, i32 4, i32 16}
// CHECK-NEXT:  ![[L1]] = distinct !{![[L1]], !{{[0-9]+}}, ![[T1:[0-9]+]]}
// CHECK-NEXT:  ![[T1]] = !{!"tilelang.thread", i32 0, i32 8, i32 64}

void pc(int n, int m, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(16, 64) map(block.y, block.x) threads(8, 4)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j] + 1.0f;
}
