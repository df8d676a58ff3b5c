//===- SourceExpr.h - ScalarEvolution expressions in source terms -*- C++
//-*-===//
//
// Diagnostics speak the user's language (docs/language.md, "Diagnostics"):
// a ScalarEvolution expression such as {(sext i32 (-1 + %1) to i64),+,-3}<%16>
// is written as the C it stands for, `n - 1 - 3 * t2` ("t2 counts the
// iterations of loop 2 of the band from 0"): parameters by their source
// names (paramName), integer casts dropped (the source's arithmetic), sums
// and products infix.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_ANALYSIS_SOURCEEXPR_H
#define TILELANG_ANALYSIS_SOURCEEXPR_H

#include "llvm/ADT/ArrayRef.h"
#include <string>

namespace llvm {
class Instruction;
class Loop;
class SCEV;
} // namespace llvm

namespace tilelang {

/// \p S in source terms. An add recurrence of band loop K (\p BandLoops,
/// outermost first) reads `tK` (its iteration number from 0), one of a loop
/// around the band `t0`, one of a loop inside the band `u`; a value that is
/// neither a parameter, a global nor a constant reads `a value computed in the
/// function`.
std::string sourceExpr(const llvm::SCEV *S,
                       llvm::ArrayRef<const llvm::Loop *> BandLoops);

/// What the iteration numbers sourceExpr(\p S) mentions are: "t2 counts
/// the iterations of loop 2 of the band from 0", "u counts the iterations
/// of a loop inside the band from 0" (several joined by "; "), or "" when
/// it mentions none.
std::string iterationLegend(const llvm::SCEV *S,
                            llvm::ArrayRef<const llvm::Loop *> BandLoops);

/// "line 12", "lines 12, 14 and 16": the source lines of \p Group's
/// instructions (their debug locations), "" without any.
std::string linesOf(llvm::ArrayRef<llvm::Instruction *> Group);

} // namespace tilelang

#endif // TILELANG_ANALYSIS_SOURCEEXPR_H
