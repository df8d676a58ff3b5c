// Values kept in per-thread memory vary per lane: at -O0 every index is
// reloaded from the stack, and the addresses are unknown (never taken for
// uniform). At -O3 the same index is a product of two lane-varying values,
// evaluated thread by thread: (x * x) mod 1024 puts 8 distinct words on one
// bank (x = 2, 6, 10, ..., 30 give squares that are 4 mod 32: bank 4).
//
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O0 -S -o /dev/null %s -mllvm -tilelang-sram-bank-block-dims=32 -Rpass-analysis=tilelang-sram-bank 2>&1 | FileCheck %s --check-prefix=O0
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -o /dev/null %s -mllvm -tilelang-sram-bank-block-dims=32 -Rpass-analysis=tilelang-sram-bank 2>&1 | FileCheck %s --check-prefix=O3
//
// O0: remark: ld.shared.b32 of _ZL3buf (4 B per lane): address unknown: a load from per-thread memory
// O3: remark: ld.shared.b32 of _ZL3buf (4 B per lane): address @_ZL3buf + f(tid); 8 wavefronts per warp (1 phase, 7 conflicts; 8 words on bank 4)

#define SHARED __attribute__((address_space(3)))
static SHARED float buf[1024];

extern "C" __attribute__((nvptx_kernel)) void squares(float *out) {
  unsigned x = __nvvm_read_ptx_sreg_tid_x();
  out[x] = ((volatile SHARED float *)buf)[(x * x) & 1023];
}
