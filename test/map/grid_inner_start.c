// A rectangular band whose inner loop starts past 0 (issue 13, new-user test of session 8):
// ScalarEvolution's trip count of `j = 1 .. n - 1` is n - 1, right only where the i loop runs
// (its test i < n gives n >= 1); the tile loops and the launch grid are computed before any test,
// and at n = 0 the count was zext(n - 1) = 2^32 - 1: a grid of 2^28 empty blocks (the emulator
// timed out). The count is now multiplied by umin(i's count, 1): 0 where the i loop runs nothing
// (utils/BandBounds.h, guardedTripCount). The i loop's own count smax(0, n) is never negative
// and stays as it was. Runs on the emulator at n = -1, 0, 1, 2, 17, 100:
// test/python/kernels/gpu_faults/inner_start.cpp.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,AMD
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: void @shift(
// CHECK:         %[[SMAX:smax[0-9]*]] = call i32 @llvm.smax.i32(i32 %0, i32 0)
// CHECK-NEXT:    %tilelang.tc = zext i32 %[[SMAX]] to i64
// CHECK-NEXT:    %[[NM1:[0-9]+]] = add i32 %0, -1
// CHECK-NEXT:    %[[TCJ:tilelang.tc[0-9]+]] = zext i32 %[[NM1]] to i64
// CHECK-NEXT:    %[[ONE:[0-9]+]] = call i64 @llvm.umin.i64(i64 %tilelang.tc, i64 1)
// CHECK-NEXT:    %tilelang.tc1.guarded = mul i64 %[[TCJ]], %[[ONE]]
// The grid-stride tile loop of j and its point loop's end use the clamped count.
// CHECK:         %tile.end{{[0-9]+}} = call i64 @llvm.smin.i64(i64 %{{[0-9]+}}, i64 %tilelang.tc1.guarded)
// CHECK:         %tile.end1 = call i64 @llvm.smin.i64(i64 %{{[0-9]+}}, i64 %tilelang.tc1.guarded)
// The launch record's grid: x = ceil(zext(n - 1) * umin(1, zext(smax(0, n))) / 16), y = ceil(smax(0, n) / 16).
// CHECK:       !tilelang.launch = !{![[L:[0-9]+]]}
// NV:          ![[L]] = !{ptr @shift, !"{\22block\22:[8,8,1],{{.*}}\22grid\22:{{\[\[}}\22udiv\22,[\22add\22,[\22mul\22,[\22zext\22,32,[\22add\22,-1,[\22param\22,0]]],[\22umin\22,1,[\22zext\22,32,[\22smax\22,0,[\22param\22,0]]]]],15],16],[\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,0]]],15],16],1],
// AMD:         ![[L]] = !{ptr @shift, !"{\22block\22:[8,8,1],{{.*}}\22grid\22:{{\[\[}}\22udiv\22,[\22add\22,[\22mul\22,[\22zext\22,32,[\22add\22,-1,[\22param\22,0]]],[\22umin\22,1,[\22zext\22,32,[\22smax\22,0,[\22param\22,0]]]]],15],16],[\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,0]]],15],16],1],
// REMARK: grid_inner_start.c:[[@LINE+2]]:1: remark: kernel 'shift': block 8 x 8 x 1 threads, grid (((-1 + n) * umin(1, smax(0, n))) + 15) / 16 x (smax(0, n) + 15) / 16 x 1 blocks
void shift(int n, const float *restrict A, float *restrict B) {
#pragma tilelang tile(16, 16) map(block.y, block.x) threads(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      B[i * n + j] = A[i * n + j] + A[i * n + j - 1];
}
