// The exact !tilelang.launch record of examples/gemm.cpp's two kernels through
// clang with both plugins (tilelang-layout adds the shared bytes): block
// 16 x 16 x 1, grid x = ceil(N / 128) (parameter 1), y = ceil(M / 128)
// (parameter 0), with N and M clamped at 0 as the loops run them
// (zext32(smax(0, p)) + 127) udiv 128), block_wise, not cooperative, the
// parameters' types in order, and A's and B's padded 128 x 32 / 32 x 128
// float tiles: 128 * 33 * 4 + 32 * 129 * 4 = 33408 bytes. auto tiles are
// 128 x 128 x 32 on sm_80, sm_90 and gfx942 alike.
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -emit-llvm -o - %src/examples/gemm.cpp | FileCheck %s
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_80 -O3 -S -emit-llvm -o - %src/examples/gemm.cpp | FileCheck %s
// RUN: %clangxx --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -S -emit-llvm -o - %src/examples/gemm.cpp | FileCheck %s

// CHECK:      !tilelang.launch = !{![[G:[0-9]+]], ![[I:[0-9]+]]}
// CHECK:      ![[G]] = !{ptr @gemm, !"{\22block\22:[16,16,1],\22cooperative\22:false,\22distribute\22:\22block_wise\22,\22dynamic_shared_bytes\22:0,\22grid\22:{{\[\[}}\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,1]]],127],128],[\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,0]]],127],128],1],\22kernel\22:\22gemm\22,\22param_names\22:[\22M\22,\22N\22,\22K\22,\22A\22,\22B\22,\22C\22],\22params\22:[\22i32\22,\22i32\22,\22i32\22,\22ptr\22,\22ptr\22,\22ptr\22],\22shared_bytes\22:33408}"}
// CHECK-NEXT: ![[I]] = !{ptr @igemm, !"{\22block\22:[16,16,1],\22cooperative\22:false,\22distribute\22:\22block_wise\22,\22dynamic_shared_bytes\22:0,\22grid\22:{{\[\[}}\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,1]]],127],128],[\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,0]]],127],128],1],\22kernel\22:\22igemm\22,\22param_names\22:[\22M\22,\22N\22,\22K\22,\22A\22,\22B\22,\22C\22],\22params\22:[\22i32\22,\22i32\22,\22i32\22,\22ptr\22,\22ptr\22,\22ptr\22],\22shared_bytes\22:33408}"}
