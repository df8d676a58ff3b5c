// The few GPU intrinsics the hand-made test kernels need, for NVPTX and AMDGPU, in plain C++
// (clang --target=nvptx64-nvidia-cuda or --target=amdgcn-amd-amdhsa; no CUDA/HIP headers).
// These kernels stand in for what tilelang-map produces: grid-stride tile loops (correct for
// any grid), launched from the !tilelang.launch records that gen_ll.py appends to their IR.
#pragma once
#define SHARED __attribute__((address_space(3)))
#define LDS_VAR __attribute__((loader_uninitialized))
#if defined(__AMDGPU__)
#define KERNEL extern "C" __attribute__((amdgpu_kernel))
#define TID_X __builtin_amdgcn_workitem_id_x()
#define TID_Y __builtin_amdgcn_workitem_id_y()
#define BID_X __builtin_amdgcn_workgroup_id_x()
#define BID_Y __builtin_amdgcn_workgroup_id_y()
#define BDIM_X ((unsigned)__builtin_amdgcn_workgroup_size_x())
#define BDIM_Y ((unsigned)__builtin_amdgcn_workgroup_size_y())
#define GDIM_X (__builtin_amdgcn_grid_size_x() / BDIM_X)
#define GDIM_Y (__builtin_amdgcn_grid_size_y() / BDIM_Y)
static inline void barrier() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
#else
#define KERNEL extern "C" __attribute__((nvptx_kernel))
#define TID_X __nvvm_read_ptx_sreg_tid_x()
#define TID_Y __nvvm_read_ptx_sreg_tid_y()
#define BID_X __nvvm_read_ptx_sreg_ctaid_x()
#define BID_Y __nvvm_read_ptx_sreg_ctaid_y()
#define BDIM_X __nvvm_read_ptx_sreg_ntid_x()
#define BDIM_Y __nvvm_read_ptx_sreg_ntid_y()
#define GDIM_X __nvvm_read_ptx_sreg_nctaid_x()
#define GDIM_Y __nvvm_read_ptx_sreg_nctaid_y()
static inline void barrier() { __syncthreads(); }
#endif
