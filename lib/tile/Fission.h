//===- tile/Fission.h - Distribute statements out of a band -----*- C++ -*-===//
//
// Loops as people write them hold statements between the loops a directive
// tiles: `C[i][j] *= beta;` before the k loop of a GEMM, `tmp[i] = 0;`
// before the j loop and `y[i] = tmp[i];` after it. tilelang-tile makes such
// a band perfectly nested by loop distribution (fission), one level at a
// time, outermost first:
//
//   for i0 .. iK { Pre; for iK+1 ... { Body } Post }
//     =>  for i0 .. iK { Pre }   for i0 .. iK { for iK+1 ... { Body } }
//         for i0 .. iK { Post }
//
// Legality: no dependence may run from the band's other accesses to a Pre
// statement in a later iteration, or from a Post statement to them
// (distributionKeepsDependences, DependenceAnalysis), except across a loop
// outside the band; a statement's value may not be used by the loop inside
// it or by the other group; statements on a branch around the inner loop
// are not moved. A band that cannot be distributed is refused with the
// reason. The copies carry no directive; the band keeps it and is tiled.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_FISSION_H
#define TILELANG_FISSION_H

#include "analysis/Dependences.h"
#include "llvm/IR/PassManager.h"
#include <string>

namespace llvm {
class Loop;
} // namespace llvm

namespace tilelang {

enum class Fission {
  None,         ///< no statement between the band's loops (or no band)
  Distributed,  ///< one level distributed; the IR changed, analyses stale
  Versioned,    ///< arrays that may overlap, subscripts not proven in their
                ///< dimensions: the nest versioned on a run-time
                ///< check (RuntimeAliasCheck.h) first; IR changed
  Refused,      ///< statements that cannot be distributed (the reason)
  Unprofitable, ///< legal, but the traffic model says it would not pay
                ///< (tile/Profitability.h; the reason)
  KeepInPlace   ///< refused (the reason), but the statements sit between
                ///< the band's last two loops: the tiler may keep them in
                ///< place (analysis/KeptStatements.h); nothing changed
};

/// Distributes the statements between loops K+1 and K+2 of the band of
/// depth \p Depth at \p Root, for the outermost K that has any. With
/// \p AliasChecks, when only arrays that may overlap stand in the way, the
/// nest is versioned on their disjointness instead (Versioned; the fast
/// version is distributed in the next round). \p Msg: the remark
/// (Distributed; Versioned: checksText's) or why not (Refused,
/// Unprofitable), a sentence for the user. \p Level: K, the loop (0 =
/// outermost) whose statements outside loop K+1 were looked at. A directive
/// with `auto` sizes asks distributionPays (Profitability.h) before anything
/// changes.
Fission distributeStatements(llvm::Function &F,
                             llvm::FunctionAnalysisManager &FAM,
                             llvm::Loop &Root, unsigned Depth,
                             const BoundDirective &BD, const IVBoundMap &IVB,
                             bool AliasChecks, std::string &Msg,
                             unsigned *Level = nullptr);

} // namespace tilelang

#endif // TILELANG_FISSION_H
