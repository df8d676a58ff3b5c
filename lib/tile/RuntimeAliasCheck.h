//===- tile/RuntimeAliasCheck.h - Version a band on disjoint arrays -*- C++
//-*-===//
//
// Arrays passed without `restrict` may overlap, and where they do a tiled
// band could read what its original order had not yet written. When the
// dependence test (isFullyPermutable) finds the band fully permutable once
// such pairs of distinct objects are assumed disjoint, tilelang-tile versions
// the band, as LoopVersioning does for LoopVectorize and Polly does for its
// SCoPs:
//
//   check:  the byte range [lo, hi) each object's accesses cover over the
//           whole band (ScalarEvolution: every affine address at the extreme
//           iterations of each band loop, innermost first), computed before
//           the band; the pairs' ranges compared;
//   fast:   the band as it was, its accesses given scoped no-alias metadata
//           (one scope per object), which DependenceAnalysis then reads:
//           tiled, staged and mapped as with `restrict`;
//   slow:   a copy of the band as written, run when a pair overlaps; it
//           carries no directive.
//
// Refused (and the band not tiled) when an address is not an affine
// function of the band's counters, a trip count is not computable before
// the band, or the band's loop has more than one exit block.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_RUNTIMEALIASCHECK_H
#define TILELANG_RUNTIMEALIASCHECK_H

#include "analysis/Band.h"
#include "analysis/Dependences.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>

namespace llvm {
class BranchInst;
class DominatorTree;
class Loop;
class LoopInfo;
class ScalarEvolution;
class Value;
} // namespace llvm

namespace tilelang {

/// Versions the band \p B (outermost loop \p Root) on a run-time check of
/// \p Assume: the objects of every pair cover disjoint address ranges in
/// it, and every RowBound holds; \p B's loops and accesses become the fast
/// version's (its accesses carry scoped no-alias metadata for the pairs; the
/// check guards its entry, which the legality test reads for the rows).
/// Keeps \p LI and \p DT up to date. On failure changes nothing and sets
/// \p Why (a clause: "the address of 'A' is not ..."). With \p Check, sets
/// it to the check's branch (true: the fast version, false: the copy).
bool versionOnRuntimeChecks(llvm::Loop &Root, const Band &B,
                            const RuntimeAssumptions &Assume,
                            llvm::LoopInfo &LI, llvm::DominatorTree &DT,
                            llvm::ScalarEvolution &SE, const IVBoundMap &IVB,
                            const BoundDirective &BD, std::string &Why,
                            llvm::BranchInst **Check = nullptr);

/// GPUs: marks the check's branch \p Check with `!tilelang.version` for
/// tilelang-map, which guards the copy (its false side) so that the grid's
/// first thread alone runs it (map/MapFallback.cpp): one operand per pair of
/// \p Assume, `!{!"A", !"C"}` (source names, describeObject without its
/// quotes), and one MDString per row bound (its text).
void markVersionForGPU(llvm::BranchInst &Check,
                       const RuntimeAssumptions &Assume,
                       const BoundDirective &BD);

/// The pairs as text: "'A' and 'C', 'B' and 'C'".
std::string pairsText(llvm::ArrayRef<ObjectPair> Pairs,
                      const BoundDirective &BD);

/// What \p Assume checks, as the clause of a remark: "arrays that may
/// overlap ('A' and 'C') ... disjoint" and / or "subscripts not proven in
/// their dimensions (...) ... within them".
/// \p GPU: the text says the mapped band runs when the check passes and a
/// sequential fallback runs in one thread otherwise.
std::string checksText(const RuntimeAssumptions &Assume,
                       const BoundDirective &BD, bool GPU = false);

} // namespace tilelang

#endif // TILELANG_RUNTIMEALIASCHECK_H
