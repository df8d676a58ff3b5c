//===- MathLibrary.h - C's math library on the GPU targets ------*- C++ -*-===//
//
// Which functions of C's <math.h> a kernel may call on each GPU target, and
// how they are lowered (docs/gpu.md, "Math functions"). Header-only: both
// plugins read it, the front end (TileLangClang.so) to diagnose a call at the
// user's line, the pass tilelang-gpu-math (TileLangPasses.so) to lower it.
//
// NVIDIA: every function of the table is lowered to its libdevice
// counterpart `__nv_NAME` (libdevice.10.bc, linked by tilelang-gpu-math),
// except those NVPTX selects itself (`NvNative`: sqrt, fabs, fmin, fmax,
// floor, ... become PTX instructions).
//
// AMD: no device library is linked (docs/gpu.md says why), so only what
// LLVM's AMDGPU back end selects itself and computes to the C function's
// accuracy is accepted (`AmdF32`, `AmdF64`). sin, cos and pow are selected
// too, but as hardware approximations (v_sin_f32 of x/2pi, exp2(y log2 x),
// NaN for a negative base), so they are refused like tanh.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_GPU_MATH_MATHLIBRARY_H
#define TILELANG_GPU_MATH_MATHLIBRARY_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace tilelang {

struct MathFunction {
  const char *Name; ///< the double function; NAME "f" is the float one
  const char *Intr; ///< the LLVM intrinsic clang emits ("" for a call)
  bool NvNative;    ///< NVPTX selects the intrinsic (no libdevice)
  bool AmdF32;      ///< AMDGPU selects the float version accurately
  bool AmdF64;      ///< ... the double version
  /// The float or double is the first argument's type, not the result's
  /// (lrint returns a long, frexp writes through a pointer): libdevice's
  /// __nv_ function has C's signature, and an intrinsic that returns a
  /// struct (llvm.modf, llvm.frexp, llvm.sincos) is refused.
  bool ArgTyped = false;
};

// clang-format off
inline constexpr MathFunction MathFunctions[] = {
    // name       intrinsic     nv     amd f32 amd f64
    {"exp",       "exp",        false, true,  false},
    {"exp2",      "exp2",       false, true,  false},
    {"exp10",     "exp10",      false, true,  false},
    {"expm1",     "",           false, false, false},
    {"log",       "log",        false, true,  false},
    {"log2",      "log2",       false, true,  false},
    {"log10",     "log10",      false, true,  false},
    {"log1p",     "",           false, false, false},
    {"pow",       "pow",        false, false, false},
    {"sqrt",      "sqrt",       true,  true,  true},
    {"rsqrt",     "",           false, false, false},
    {"cbrt",      "",           false, false, false},
    {"hypot",     "",           false, false, false},
    {"sin",       "sin",        false, false, false},
    {"cos",       "cos",        false, false, false},
    {"tan",       "tan",        false, false, false},
    {"asin",      "asin",       false, false, false},
    {"acos",      "acos",       false, false, false},
    {"atan",      "atan",       false, false, false},
    {"atan2",     "atan2",      false, false, false},
    {"sinh",      "sinh",       false, false, false},
    {"cosh",      "cosh",       false, false, false},
    {"tanh",      "tanh",       false, false, false},
    {"asinh",     "",           false, false, false},
    {"acosh",     "",           false, false, false},
    {"atanh",     "",           false, false, false},
    {"erf",       "",           false, false, false},
    {"erfc",      "",           false, false, false},
    {"tgamma",    "",           false, false, false},
    {"lgamma",    "",           false, false, false},
    {"fabs",      "fabs",       true,  true,  true},
    {"fmin",      "minnum",     true,  true,  true},
    {"fmax",      "maxnum",     true,  true,  true},
    {"fma",       "fma",        true,  true,  true},
    {"copysign",  "copysign",   true,  true,  true},
    {"floor",     "floor",      true,  true,  true},
    {"ceil",      "ceil",       true,  true,  true},
    {"trunc",     "trunc",      true,  true,  true},
    {"rint",      "rint",       true,  true,  true},
    {"nearbyint", "nearbyint",  true,  true,  true},
    {"round",     "round",      true,  true,  true},
    {"fmod",      "",           false, true,  false},
    {"fdim",      "",           false, false, false},
    {"ldexp",     "ldexp",      false, false, false},
    {"logb",      "",           false, false, false},
    {"nextafter", "",           false, false, false},
    {"remainder", "",           false, false, false},
    {"lrint",     "lrint",      false, false, false, true},
    {"llrint",    "llrint",     false, false, false, true},
    {"lround",    "lround",     false, false, false, true},
    {"llround",   "llround",    false, false, false, true},
    {"ilogb",     "",           false, false, false, true},
    {"scalbn",    "",           false, false, false, true},
    {"remquo",    "",           false, false, false, true},
    {"frexp",     "frexp",      false, false, false, true},
    {"modf",      "modf",       false, false, false, true},
    {"sincos",    "sincos",     false, false, false, true},
};
// clang-format on

/// The entry of C function \p Name (`expf` or `exp`; \p IsFloat tells
/// which), or null.
inline const MathFunction *findMathFunction(llvm::StringRef Name,
                                            bool &IsFloat) {
  for (const MathFunction &F : MathFunctions) {
    if (Name == F.Name) {
      IsFloat = false;
      return &F;
    }
    if (Name.size() == llvm::StringRef(F.Name).size() + 1 &&
        Name.starts_with(F.Name) && Name.back() == 'f') {
      IsFloat = true;
      return &F;
    }
  }
  return nullptr;
}

/// The entry whose intrinsic is `llvm.BASE` (\p Base without `llvm.` and
/// the type suffix), or null.
inline const MathFunction *findMathIntrinsic(llvm::StringRef Base) {
  for (const MathFunction &F : MathFunctions)
    if (*F.Intr && Base == F.Intr)
      return &F;
  return nullptr;
}

/// Whether AMDGPU accepts \p F on float (\p IsFloat) or double.
inline bool amdgpuAccepts(const MathFunction &F, bool IsFloat) {
  return IsFloat ? F.AmdF32 : F.AmdF64;
}

/// The error for a call of \p Name (entry \p F) on AMDGPU chip \p Chip:
/// the same text from the front end (at the call) and tilelang-gpu-math.
inline std::string amdgpuRefusal(const MathFunction &F, llvm::StringRef Name,
                                 llvm::StringRef Chip) {
  llvm::StringRef Base = F.Name;
  std::string Why;
  if (Base == "sin" || Base == "cos")
    Why = " (the back end selects it as a hardware approximation, v_" +
          Base.str() + "_f32 of x/2pi, not to C's accuracy)";
  else if (Base == "pow")
    Why = " (the back end selects it as exp2(y * log2(x)): NaN for a "
          "negative base, not to C's accuracy)";
  return "'" + Name.str() + "' cannot be lowered on AMDGPU" +
         (Chip.empty() ? "" : " (" + Chip.str() + ")") + Why +
         ": no device library is linked (ROCm's ocml), so only exp, exp2, "
         "exp10, log, log2, log10 and fmod on float, and sqrt, fabs, fmin, "
         "fmax, fma, copysign, floor, ceil, trunc, rint, nearbyint and round "
         "on float and double are supported";
}

} // namespace tilelang

#endif
