// %laneid differs per lane (regression: LLVM 22 selects it to SREG_LANEID, which the pass took
// for a value common to the warp and predicted 1 wavefront for 32 words on one bank).
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s \
// RUN:   -Rpass-analysis=tilelang-sram-bank 2>&1 | FileCheck %s
__attribute__((address_space(3))) static float buf[1024];
extern "C" __attribute__((nvptx_kernel)) void k(float *out) {
  unsigned t = __nvvm_read_ptx_sreg_tid_x();
  buf[t] = t;
  __syncthreads();
  out[t] = buf[__nvvm_read_ptx_sreg_laneid() * 32];
}
// CHECK: laneid-varies.cpp:10:12: remark: ld.shared.b32 of _ZL3buf (4 B per lane): address @_ZL3buf + 128*tid.x; 32 wavefronts per warp (1 phase, 31 conflicts; 32 words on bank 0)
