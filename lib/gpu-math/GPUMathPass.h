//===- GPUMathPass.h - C's math library on NVPTX and AMDGPU -----*- C++ -*-===//
//
// tilelang-gpu-math, a module pass for nvptx64 and amdgcn modules (nothing on
// other triples). It runs at PipelineStartEP after the tiling passes, so that
// the optimizer inlines what it links, and again at OptimizerLastEP for what
// the optimizer made since (docs/gpu.md, "Math functions").
//
// NVPTX: each call of C's math library (`expf`, `tanh`, ...) and each math
// intrinsic NVPTX cannot select (`llvm.exp.f32`, `llvm.pow.f64`, ...; see
// MathLibrary.h) becomes a call of libdevice's `__nv_NAME`; those functions
// are linked from libdevice.10.bc (only the ones needed, internalized), and
// libdevice's `__nvvm_reflect` queries are answered as NVVMReflect would
// (__CUDA_FTZ from the module flag nvvm-reflect-ftz, default 0; __CUDA_ARCH
// from the target-cpu sm_XY, XY0; __CUDA_PREC_SQRT from
// nvvm-reflect-prec-sqrt, default 1). libdevice is found at
// -tilelang-libdevice=PATH (only there when given), else
// $CUDA_HOME/nvvm/libdevice, else /usr/local/cuda/nvvm/libdevice, else the
// nvidia-cuda-nvcc wheel of the Python the project was configured with.
//
// AMDGPU: a call of a math function the back end selects accurately becomes
// its intrinsic; any other math call or intrinsic is an error (the back end
// would make an unresolved call or an approximation).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_GPU_MATH_GPUMATHPASS_H
#define TILELANG_GPU_MATH_GPUMATHPASS_H

#include "llvm/IR/PassManager.h"

namespace tilelang {

class GPUMathPass : public llvm::PassInfoMixin<GPUMathPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif
