// round_robin: block b runs tiles b, b + G, b + 2G, ... (G = the grid's blocks
// in x): the tile loop starts at b * 256 and steps by G * 256, up to the trip
// count. Here getMappingStrategy chooses it: 3907 tiles, more than the resident
// blocks and not a multiple of them (the last wave is partial). The launch
// record says "distribute":"round_robin".
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,AMD
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -pass-remarks=tilelang-map -disable-output 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK-NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -pass-remarks=tilelang-map -disable-output 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK-AMD

// CHECK-LABEL: void @rr(
// NV:            %[[B32:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// NV-NEXT:       %[[B:[0-9]+]] = zext i32 %[[B32]] to i64
// NV-NEXT:       %[[G32:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
// NV-NEXT:       %[[G:[0-9]+]] = zext i32 %[[G32]] to i64
// AMD:           %[[B32:[0-9]+]] = call i32 @llvm.amdgcn.workgroup.id.x()
// AMD-NEXT:      %[[B:[0-9]+]] = zext i32 %[[B32]] to i64
// AMD:           %[[G:num.groups]] = udiv i64 %{{[0-9]+}}, %{{[0-9]+}}
// CHECK-NEXT:    %tile.first = mul i64 %[[B]], 256
// CHECK-NEXT:    %tile.stride = mul i64 %[[G]], 256
// CHECK-NEXT:    br label %tile.header0
// CHECK-EMPTY:
// CHECK-NEXT:  tile.header0:
// CHECK-NEXT:    %tt0 = phi i64 [ %tile.first, %{{[0-9]+}} ], [ %tt0.next, %tile.latch0 ]
// CHECK-NEXT:    %[[C:[0-9]+]] = icmp slt i64 %tt0, 1000000
// CHECK-NEXT:    br i1 %[[C]], label %tile.body, label %{{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT:  tile.latch0:
// CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, %tile.stride
// CHECK-NEXT:    br label %tile.header0
// CHECK-NOT:     tiles.per.block
// CHECK:         !tilelang.launch = !{![[L:[0-9]+]]}
// CHECK:         ![[L]] = !{ptr @rr, !"{{.*}}\22distribute\22:\22round_robin\22{{.*}}"}

// REMARK-NV:  remark: {{.*}}grid_stride_round_robin.c:[[@LINE+5]]:1: mapped the band: loop 1 -> block.x; threads 256 x 1 x 1, point loops spread cyclically (sm_90: map as the directive says: loop 1 block.x; threads as the directive says = 256 x 1 x 1, 1 elements of the block's tile per thread; 3907 tiles, 1056 resident blocks (8 per SM): the last wave is partial, round_robin spreads it)
// REMARK-NV:  remark: {{.*}}grid_stride_round_robin.c:[[@LINE+4]]:1: kernel 'rr': block 256 x 1 x 1 threads, grid (1000000 + 255) / 256 x 1 x 1 blocks (round_robin, grid-stride tile loops: any grid is correct)
// REMARK-AMD: remark: {{.*}}grid_stride_round_robin.c:[[@LINE+3]]:1: mapped the band: loop 1 -> block.x; threads 256 x 1 x 1, point loops spread cyclically (gfx942: map as the directive says: loop 1 block.x; threads as the directive says = 256 x 1 x 1, 1 elements of the block's tile per thread; 3907 tiles, 2432 resident blocks (8 per CU): the last wave is partial, round_robin spreads it)
// REMARK-AMD: remark: {{.*}}grid_stride_round_robin.c:[[@LINE+2]]:1: kernel 'rr': block 256 x 1 x 1 threads, grid (1000000 + 255) / 256 x 1 x 1 blocks (round_robin, grid-stride tile loops: any grid is correct)
void rr(const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(256) map(block.x) threads(256)
  for (int i = 0; i < 1000000; ++i)
    B[i] = A[i] * 2.0f;
}
