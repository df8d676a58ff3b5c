// The exact !tilelang.launch record of examples/transpose.cpp: tile(64, 64)
// with the target's mapping (loop 1 -> block.y, loop 2 -> block.x; the x
// threads along loop 1, where B's writes are unit-stride, a whole warp or
// wavefront of them: 32 x 8 threads on NVIDIA, 64 x 4 on AMD), grid x =
// ceil(N / 64) (parameter 1), y = ceil(M / 64) (parameter 0), block_wise, and
// A's 64 x 64 float tile padded to 65 columns: 16640 bytes of shared memory /
// LDS.
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -emit-llvm -o - %src/examples/transpose.cpp | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_80 -O3 -S -emit-llvm -o - %src/examples/transpose.cpp | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangxx --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -S -emit-llvm -o - %src/examples/transpose.cpp | FileCheck %s --check-prefixes=CHECK,AMD

// CHECK:      !tilelang.launch = !{![[T:[0-9]+]]}
// NV:         ![[T]] = !{ptr @transpose, !"{\22block\22:[32,8,1],\22cooperative\22:false,\22distribute\22:\22block_wise\22,\22dynamic_shared_bytes\22:0,\22grid\22:{{\[\[}}\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,1]]],63],64],[\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,0]]],63],64],1],\22kernel\22:\22transpose\22,\22param_names\22:[\22M\22,\22N\22,\22A\22,\22B\22],\22params\22:[\22i32\22,\22i32\22,\22ptr\22,\22ptr\22],\22shared_bytes\22:16640}"}
// AMD:        ![[T]] = !{ptr @transpose, !"{\22block\22:[64,4,1],\22cooperative\22:false,\22distribute\22:\22block_wise\22,\22dynamic_shared_bytes\22:0,\22grid\22:{{\[\[}}\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,1]]],63],64],[\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,0]]],63],64],1],\22kernel\22:\22transpose\22,\22param_names\22:[\22M\22,\22N\22,\22A\22,\22B\22],\22params\22:[\22i32\22,\22i32\22,\22ptr\22,\22ptr\22],\22shared_bytes\22:16640}"}
