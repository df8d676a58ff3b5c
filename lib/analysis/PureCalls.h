//===- analysis/PureCalls.h - Calls a loop transformation may reorder -*- C++
//-*-===//
//
// A band may call functions that have no effect but their result: C's math
// library under -fno-math-errno (intrinsics such as llvm.exp.f32, which
// access no memory) and, before the inliner runs, the inline wrappers C++
// puts around it (libstdc++'s `std::exp(float)` is
// `return __builtin_expf(x);`). tilelang-tile runs before the inliner and
// before FunctionAttrs infers the wrappers' attributes, so it looks at their
// bodies itself.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_PURECALLS_H
#define TILELANG_PURECALLS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace llvm {
class CallBase;
class Instruction;
} // namespace llvm

namespace tilelang {

/// Whether \p Name is a function of C's math library that reports errors
/// through errno (C11 7.12.1; `expf`, `sqrt`, `powl`, ...): a call clang
/// keeps as a call under -fmath-errno and turns into an intrinsic without
/// side effects under -fno-math-errno.
bool isErrnoMathCall(llvm::StringRef Name);

/// The values a math function of isErrnoMathCall may store in errno, as a
/// mask of ErrnoEDOM and ErrnoERANGE. The source is C11 7.12.1: a domain
/// error sets EDOM, a pole error and overflow set ERANGE, and underflow may
/// (implementation-defined); the function's own clause says which errors it
/// has. `sqrt` (domain error only), `exp` (range errors only), `cbrt`
/// (none); a function not classified here counts as both.
enum : unsigned { ErrnoEDOM = 1, ErrnoERANGE = 2 };
unsigned errnoValuesOf(llvm::StringRef Name);

/// Whether \p I is a call of such a function that tilelang-tile may
/// reorder with the band's other iterations: a call whose only effect is on
/// errno (its value is used; analyzeBand checks the rest, see Band.h).
bool isErrnoOnlyCall(const llvm::Instruction &I);

/// Whether the call \p CB has no effect a reordering of iterations must
/// keep: it is a direct call of a function defined here that the linker
/// cannot replace with another meaning (internal, or C++'s one-definition
/// rule: linkonce_odr, weak_odr; not available_externally), not convergent,
/// with no loops, that reads and writes only
/// its own stack (its allocas), cannot throw, and calls only functions of
/// the same kind (up to 3 deep) or ones that access no memory and do not
/// throw (intrinsics). Otherwise, when it is because a wrapper calls a math
/// function that may set errno, \p ErrnoCall (if given) gets its name.
bool isPureCall(const llvm::CallBase &CB, std::string *ErrnoCall = nullptr);

} // namespace tilelang

#endif // TILELANG_PURECALLS_H
