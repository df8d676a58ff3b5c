// A 32 x 32 tile written by rows and read by columns, for `tilelang-llvm banks`
// (test_banks.py): NVPTX and AMDGPU from one source.
#define SHARED __attribute__((address_space(3)))
#ifdef __NVPTX__
#define KERNEL extern "C" __attribute__((nvptx_kernel))
#define TX __nvvm_read_ptx_sreg_tid_x()
#define TY __nvvm_read_ptx_sreg_tid_y()
#define BARRIER __syncthreads()
#else
#define KERNEL extern "C" __attribute__((amdgpu_kernel))
#define TX __builtin_amdgcn_workitem_id_x()
#define TY __builtin_amdgcn_workitem_id_y()
#define BARRIER __builtin_amdgcn_s_barrier()
#endif

static SHARED float tile[32][32] __attribute__((loader_uninitialized));

KERNEL void tile_transpose(const float *in, float *out) {
  unsigned x = TX, y = TY;
  tile[y][x] = in[y * 32 + x];
  BARRIER;
  out[y * 32 + x] = tile[x][y];
}
