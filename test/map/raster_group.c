// The grouped block order (getMappingStrategy's chooseRasterGroup, tilelang-map's
// BandRewriter::blockId): a band with loops on block.x and block.y whose blocks share read
// tiles along both (a GEMM's A along x, B along y) takes its tiles in groups of G block rows
// (G = the power of two at most sqrt(resident blocks): 16 for the 924 of 7 blocks per SM on sm_90 here). With X x Y
// blocks and I = y X + x: group row g G = (I / (G X)) G, H = umin(G, Y - g G) rows in it,
// y' = g G + (I mod G X) mod H, x' = (I mod G X) / H, both computed once at the entry in
// 64 bits; the tile loops start from y', x'. A stencil's blocks share nothing: row order.
// -tilelang-raster-group=N fixes G for every band with x and y (0: row order).
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,G16
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -tilelang-raster-group=3 -S | FileCheck %s --check-prefixes=CHECK,G3
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -tilelang-raster-group=0 -S | FileCheck %s --check-prefix=ROW
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: void @gemm(
// CHECK:         %[[X:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
// CHECK-NEXT:    %[[X64:[0-9]+]] = zext i32 %[[X]] to i64
// CHECK-NEXT:    %[[Y:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
// CHECK-NEXT:    %[[Y64:[0-9]+]] = zext i32 %[[Y]] to i64
// CHECK-NEXT:    %[[BX:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// CHECK-NEXT:    %[[BX64:[0-9]+]] = zext i32 %[[BX]] to i64
// CHECK-NEXT:    %[[BY:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
// CHECK-NEXT:    %[[BY64:[0-9]+]] = zext i32 %[[BY]] to i64
// CHECK-NEXT:    %[[YX:[0-9]+]] = mul i64 %[[BY64]], %[[X64]]
// CHECK-NEXT:    %block.linear = add i64 %[[YX]], %[[BX64]]
// G16-NEXT:      %group.blocks = mul i64 16, %[[X64]]
// G3-NEXT:       %group.blocks = mul i64 3, %[[X64]]
// CHECK-NEXT:    %[[GI:[0-9]+]] = udiv i64 %block.linear, %group.blocks
// G16-NEXT:      %group.row = mul i64 %[[GI]], 16
// G3-NEXT:       %group.row = mul i64 %[[GI]], 3
// CHECK-NEXT:    %[[LEFT:[0-9]+]] = sub i64 %[[Y64]], %group.row
// G16-NEXT:      %group.rows = call i64 @llvm.umin.i64(i64 16, i64 %[[LEFT]])
// G3-NEXT:       %group.rows = call i64 @llvm.umin.i64(i64 3, i64 %[[LEFT]])
// CHECK-NEXT:    %group.index = urem i64 %block.linear, %group.blocks
// CHECK-NEXT:    %[[R:[0-9]+]] = urem i64 %group.index, %group.rows
// CHECK-NEXT:    %block.y.grouped = add i64 %group.row, %[[R]]
// CHECK-NEXT:    %block.x.grouped = udiv i64 %group.index, %group.rows
// CHECK:         %tile.first = mul i64 %block.y.grouped, %{{[0-9]+}}
// CHECK:         %tile.first{{[0-9]+}} = mul i64 %block.x.grouped, %{{[0-9]+}}
// G16-LABEL:   void @stencil(
// G16-NOT:       block.linear
// G16:           ret void

// ROW-LABEL: void @gemm(
// ROW-NOT:       block.linear
// ROW:           %[[B:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
// ROW-NEXT:      %[[B64:[0-9]+]] = zext i32 %[[B]] to i64
// ROW:           %tile.first = mul i64 %[[B64]], %{{[0-9]+}}

// REMARK: raster_group.c:[[@LINE+2]]:1: remark: mapped the band: {{.*}}; block order: groups of 16 block rows (about the square root of 924 resident blocks: blocks along loop 2 and along loop 1 share read tiles in L2)) [-Rpass=tilelang-map]
void gemm(int M, int N, int K, const float *restrict A, const float *restrict B, float *restrict C) {
#pragma tilelang tile(32, 32, 8) map(block.y, block.x, seq) threads(16, 16)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// REMARK: raster_group.c:[[@LINE+2]]:1: remark: mapped the band: {{.*}}block_wise (neighbouring tiles share rows in L2)) [-Rpass=tilelang-map]
void stencil(int M, int N, const float *restrict In, float *restrict Out) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 1; i < M - 1; ++i)
    for (int j = 1; j < N - 1; ++j)
      Out[i * N + j] = In[(i - 1) * N + j] + In[(i + 1) * N + j] + In[i * N + j - 1] + In[i * N + j + 1];
}
