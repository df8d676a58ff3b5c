// verify mode warns about an access whose address it cannot rebuild instead of passing it
// silently (found by the new-user test: a CI gate at -max-conflicts=0 passed buf[idx[t]]).
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s \
// RUN:   -mllvm -tilelang-sram-bank-mode=verify -mllvm -tilelang-sram-bank-max-conflicts=0 2>&1 | FileCheck %s
__attribute__((address_space(3))) static float buf[1024];
extern "C" __attribute__((nvptx_kernel)) void k(const int *idx, float *out) {
  unsigned t = __nvvm_read_ptx_sreg_tid_x();
  buf[t] = t;
  __syncthreads();
  out[t] = buf[idx[t]];
}
// CHECK: warning: {{.*}}ld.shared.b32 of _ZL3buf: not verified, its address is unknown (a value loaded per lane
// CHECK-NOT: error
