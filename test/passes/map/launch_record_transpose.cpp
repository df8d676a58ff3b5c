// The exact !tilelang.launch record of examples/transpose.cpp: tile(32, 32)
// with the target's mapping (loop 1 -> block.y, loop 2 -> block.x, 16 x 16
// threads), grid x = ceil(N / 32) (parameter 1), y = ceil(M / 32)
// (parameter 0), block_wise, and A's 32 x 32 float tile padded to 33 columns:
// 4224 bytes of shared memory / LDS.
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -emit-llvm -o - %src/examples/transpose.cpp | FileCheck %s
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_80 -O3 -S -emit-llvm -o - %src/examples/transpose.cpp | FileCheck %s
// RUN: %clangxx --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -S -emit-llvm -o - %src/examples/transpose.cpp | FileCheck %s

// CHECK:      !tilelang.launch = !{![[T:[0-9]+]]}
// CHECK:      ![[T]] = !{ptr @transpose, !"{\22block\22:[16,16,1],\22cooperative\22:false,\22distribute\22:\22block_wise\22,\22dynamic_shared_bytes\22:0,\22grid\22:{{\[\[}}\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,1]]],31],32],[\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,0]]],31],32],1],\22kernel\22:\22transpose\22,\22params\22:[\22i32\22,\22i32\22,\22ptr\22,\22ptr\22],\22shared_bytes\22:4224}"}
