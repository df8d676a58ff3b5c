// End to end through clang: a transpose and a GEMM whose shared tiles conflict
// are remapped; the remarks carry the source lines (-g); every permutation the
// pass chose is checked to be a bijection of its buffer by enumerating it.
//
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -g -S -o %t.ptx %s \
// RUN:   -mllvm -tilelang-sram-bank-mode=remap -mllvm -tilelang-sram-bank-block-dims=32,8 \
// RUN:   -Rpass-analysis=tilelang-sram-bank 2>%t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: FileCheck %s --check-prefix=TR < %t.remarks
// RUN: %python %S/Inputs/check_bijection.py < %t.remarks | FileCheck %s --check-prefix=BIJ
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
//
// Without remapping: the same predictions, nothing rewritten.
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -o %t.plain.ptx %s \
// RUN:   -mllvm -tilelang-sram-bank-block-dims=32,8 -Rpass-analysis=tilelang-sram-bank 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PLAIN
//
// The transpose's remarks are checked at its lines below.
// CHECK: remark: buffer _ZL4tile: remapped with offset ^ (((offset >> 7) & 31) << 2)
// CHECK: remark: ld.shared.b32 of _ZL2As (4 B per lane): address @_ZL2As + 128*tid.x{{.*}}; 1 wavefront per warp (1 phase, 0 conflicts); remapped, was 32
// CHECK: remark: buffer _ZL2As: remapped with offset ^ (((offset >> 7) & 31) << 2)
// CHECK-NOT: buffer _ZL2Bs: remapped
//
// BIJ: _ZL4tile: bijection of 4096 bytes, 3968 moved
// BIJ: _ZL2As: bijection of 4096 bytes, 3968 moved
//
// PTX-LABEL: .entry transpose
// PTX: xor.b64
// PTX: st.shared.b32
//
// PLAIN: ld.shared.b32 of _ZL4tile (4 B per lane): address @_ZL4tile + 128*tid.x + 4*tid.y; 32 wavefronts per warp (1 phase, 31 conflicts; 32 words on bank 0)
// PLAIN-NOT: remapped

#define SHARED __attribute__((address_space(3)))
#define KERNEL extern "C" __attribute__((nvptx_kernel))

static SHARED float tile[32][32];

KERNEL void transpose(const float *in, float *out, int n) {
  unsigned tx = __nvvm_read_ptx_sreg_tid_x(), ty = __nvvm_read_ptx_sreg_tid_y();
  unsigned bx = __nvvm_read_ptx_sreg_ctaid_x();
  unsigned by = __nvvm_read_ptx_sreg_ctaid_y();
  // TR: remap-e2e.cpp:[[@LINE+1]]:16: remark: st.shared.b32 of _ZL4tile (4 B per lane): address @_ZL4tile + 4*tid.x + 128*tid.y; 1 wavefront per warp (1 phase, 0 conflicts); remapped, the same
  tile[ty][tx] = in[(by * 32 + ty) * n + bx * 32 + tx];
  __syncthreads();
  // TR: remap-e2e.cpp:[[@LINE+1]]:44: remark: ld.shared.b32 of _ZL4tile (4 B per lane): address @_ZL4tile + 128*tid.x + 4*tid.y; 1 wavefront per warp (1 phase, 0 conflicts); remapped, was 32
  out[(bx * 32 + ty) * n + by * 32 + tx] = tile[tx][ty];
}

static SHARED float As[32][32];
static SHARED float Bs[32][32];

KERNEL void gemm(const float *A, const float *B, float *C, int N, int K) {
  unsigned tx = __nvvm_read_ptx_sreg_tid_x(), ty = __nvvm_read_ptx_sreg_tid_y();
  float acc = 0;
  for (int k0 = 0; k0 < K; k0 += 32) {
    for (unsigned i = 0; i < 32; i += 8) {
      As[ty + i][tx] = A[(ty + i) * K + k0 + tx];
      Bs[ty + i][tx] = B[(k0 + ty + i) * N + tx];
    }
    __syncthreads();
    for (int k = 0; k < 32; ++k)
      acc += As[tx][k] * Bs[k][ty];
    __syncthreads();
  }
  C[tx * N + ty] = acc;
}
