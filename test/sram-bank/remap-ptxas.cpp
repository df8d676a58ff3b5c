// REQUIRES: ptxas
// The remapped PTX assembles (ptxas from the pinned nvidia-cuda-nvcc wheel).
//
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -o %t.ptx %S/remap-e2e.cpp \
// RUN:   -mllvm -tilelang-sram-bank-mode=remap -mllvm -tilelang-sram-bank-block-dims=32,8
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O0 -S -o %t.O0.ptx %S/remap-e2e.cpp \
// RUN:   -mllvm -tilelang-sram-bank-mode=remap -mllvm -tilelang-sram-bank-block-dims=32,8
// RUN: %ptxas -arch=sm_90 %t.O0.ptx -o %t.O0.cubin
