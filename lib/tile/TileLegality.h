//===- tile/TileLegality.h - May tilelang-tile cut this band? ---*- C++ -*-===//
//
// The legality step of tilelang-tile: the loops are first put in the form
// the analyses need (LoopSimplify, LCSSA, indvars: canonicalizeLoops), then
// each band a `tile(...)` directive governs is checked: the function is
// optimised, no loop of the band is empty, the band is recognised
// (analyzeBand, Band.h) and fully permutable (isFullyPermutable,
// Dependences.h). What fails says why, in a sentence for the user.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_TILELEGALITY_H
#define TILELANG_TILELEGALITY_H

#include "analysis/Band.h"
#include "analysis/Dependences.h"
#include "analysis/KeptStatements.h"
#include "llvm/IR/PassManager.h"
#include <string>

namespace llvm {
class DependenceInfo;
class Loop;
class ScalarEvolution;
} // namespace llvm

namespace tilelang {

/// Makes every loop of \p F LoopSimplify and LCSSA form, records the bounds
/// the loops' own conditions give their induction variables (IVBound), then
/// widens the induction variables (indvars) so that DependenceAnalysis can
/// delinearise the subscripts.
IVBoundMap canonicalizeLoops(llvm::Function &F,
                             llvm::FunctionAnalysisManager &FAM);

/// The legality step's answer for one band.
struct BandLegality {
  bool OK = true;
  Band B;          ///< the recognised band (when OK)
  std::string Why; ///< why not, a sentence the user can act on
  /// Bit K when band loop K carries a dependence (isFullyPermutable): such
  /// a loop is never mapped to blocks (GPU) nor run in parallel (host).
  unsigned Carried = 0;
  /// A loop of the band never runs: a remark only, not a warning.
  bool NeverRuns = false;
  /// With run-time checks: the pairs of distinct objects that may overlap,
  /// assumed disjoint, and the subscripts assumed inside their dimensions
  /// (versionOnRuntimeChecks checks them).
  RuntimeAssumptions Assume;
  /// Statements kept between the band's last two loops (KeptStatements.h),
  /// when checkTileLegality was asked to keep them.
  bool KeepsStatements = false;
  KeptStatements Kept;
  /// Assume holds only what mapping needs (a band of one loop, tiled either
  /// way: parallelUnderChecks): when the check cannot be made, the band is
  /// tiled without it, with the loops it carries then (CarriedUnchecked).
  bool ChecksOnlyForMapping = false;
  unsigned CarriedUnchecked = 0;
};

/// Whether the band of the directive \p BD on \p Root (as deep as its tile
/// sizes) may be tiled. \p GPU: the carried loops are wanted too.
/// \p RuntimeAliasChecks: arrays that may overlap are assumed not to, and
/// subscripts not proven inside their dimensions are assumed to be, listed
/// in Assume for a run-time check. \p KeepStatements: the band may hold
/// statements between its last two loops, tiled in place (the band's loops
/// are then all carried: its tiles run in one thread, in order).
BandLegality checkTileLegality(llvm::Function &F, llvm::Loop &Root,
                               const BoundDirective &BD,
                               llvm::ScalarEvolution &SE,
                               llvm::DependenceInfo &DI, const IVBoundMap &IVB,
                               bool GPU, bool RuntimeAliasChecks = false,
                               bool KeepStatements = false);

/// `tile(auto)` (isWholeBandAuto): the deepest band at \p Root, from the
/// perfectly nested depth (wholeBandDepth) down to one loop, that
/// checkTileLegality accepts; \p BD's tile sizes become that many `auto`s
/// and so does the directive on \p Root (the later passes read it). Returns
/// the depth and, in \p WhyNotDeeper, why the next deeper band was not
/// taken (empty when the whole nest was). \p RuntimeAliasChecks as for
/// checkTileLegality.
unsigned resolveWholeBand(llvm::Function &F, llvm::Loop &Root,
                          BoundDirective &BD, llvm::ScalarEvolution &SE,
                          llvm::DependenceInfo &DI, const IVBoundMap &IVB,
                          bool GPU, bool RuntimeAliasChecks,
                          std::string &WhyNotDeeper);

} // namespace tilelang

#endif // TILELANG_TILELEGALITY_H
