//===- GPUTarget.h - What the front end does for GPU targets ----*- C++ -*-===//
//
// For nvptx64 and amdgcn targets the front end (1) gives the translation
// unit the repository's GPU headers (include/tilelang/gpu: math.h, cmath,
// cstdint, ...) instead of the host's C library, whose headers describe
// x86-64 glibc (docs/gpu.md, "Headers"), and (2) reports a call of C's math
// library that tilelang-gpu-math cannot lower on the target, at the call.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_FRONTEND_GPUTARGET_H
#define TILELANG_FRONTEND_GPUTARGET_H

namespace clang {
class ASTContext;
class CompilerInstance;
} // namespace clang

namespace tilelang::frontend {

/// Whether \p CI compiles for NVPTX or AMDGPU.
bool isGPUTarget(const clang::CompilerInstance &CI);

/// Puts include/tilelang/gpu first among the system directories and drops
/// the host's C library directories (/usr/include, /usr/local/include and
/// their subdirectories under the sysroot). Before the main file is read.
void useGPUHeaders(clang::CompilerInstance &CI);

/// Errors at each call of a math function the target cannot lower
/// (gpu-math/MathLibrary.h).
void checkGPUMathCalls(clang::CompilerInstance &CI, clang::ASTContext &C);

} // namespace tilelang::frontend

#endif
