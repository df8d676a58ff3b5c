//===- analysis/Dependences.h - Tiling legality: dependences ----*- C++ -*-===//
//
// "May this band be tiled?": a recognised band (Band.h) may be cut into
// tiles and its loops interchanged when it is fully permutable: no
// dependence that the loops outside the band do not carry has both a '<'
// and a '>' among the band's directions (DependenceAnalysis). Before the
// delinearised subscripts A[i][j] of A[i * N + j] are taken as independent,
// each is proven to stay within its row over the iterations that run, from
// the bounds the loops' own conditions give their induction variables,
// recorded before indvars rewrites the conditions (collectIVBounds).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_DEPENDENCES_H
#define TILELANG_DEPENDENCES_H

#include "analysis/Band.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/ValueHandle.h"
#include <optional>
#include <string>
#include <utility>

namespace llvm {
class BasicBlock;
class DominatorTree;
class Instruction;
class DependenceInfo;
class LoopInfo;
class ScalarEvolution;
class SCEV;
class Loop;
} // namespace llvm

namespace tilelang {

/// What a loop's own condition says about its induction variable, read
/// before indvars rewrites the condition: the IV starts at Start and stays
/// below (Upper) or above (!Upper) Bound + Offset, inclusive when Inclusive.
struct IVBound {
  /// A start or bound that is an enclosing loop's counter plus a constant
  /// or a parameter (`j = i + 1`, `j <= i`, `j < i + m`): indvars deletes
  /// that counter when it widens it, so its recurrence
  /// {IVStart,+,IVStep}<loop of IVHeader> (Bits wide, no signed wrap) plus
  /// Add plus AddArg (a function argument, or null) is kept to be rebuilt
  /// (ivBoundValue).
  struct OuterIV {
    const llvm::BasicBlock *IVHeader = nullptr;
    int64_t IVStart = 0, IVStep = 0, Add = 0;
    llvm::Argument *AddArg = nullptr;
    unsigned Bits = 0;
  };
  llvm::WeakTrackingVH Start, Bound;
  OuterIV StartIV, BoundIV;
  int64_t Offset = 0; ///< the bound is Bound + Offset (computed nsw)
  int64_t Step = 0;
  bool Upper = true, Inclusive = false, Signed = true;
};
/// Per loop header.
using IVBoundMap = llvm::DenseMap<const llvm::BasicBlock *, IVBound>;
/// Records the IV bounds of every loop of \p LI (loops in LoopSimplify form
/// whose header compares a header phi with a value invariant in the loop).
IVBoundMap collectIVBounds(llvm::LoopInfo &LI, llvm::ScalarEvolution &SE);

/// The least and greatest values of \p S (an affine function of the
/// counters of loops in \p Outside, or of any loop when it is null) over
/// the iterations that execute, from the loops' own conditions (\p IVB):
/// exact ends for a triangular loop (`j <= i` ends at the largest i).
/// std::nullopt when a loop's condition is unknown or \p S is not affine.
std::optional<std::pair<const llvm::SCEV *, const llvm::SCEV *>>
extentOverIterations(const llvm::SCEV *S, llvm::ScalarEvolution &SE,
                     const IVBoundMap &IVB, const llvm::Loop *Outside);

/// The number of the last iteration of \p L (its iterations minus one, i64)
/// from its own condition (\p IVB), in terms of the loops around it when
/// its bounds vary with them; null when its condition is unknown. Less than
/// 0 when the loop does not run.
const llvm::SCEV *lastIteration(const llvm::Loop *L, llvm::ScalarEvolution &SE,
                                const IVBoundMap &IVB);

/// Two distinct underlying objects (getUnderlyingObject) whose overlap the
/// dependence test could not exclude.
using ObjectPair = std::pair<const llvm::Value *, const llvm::Value *>;

/// A delinearised subscript that the loops' bounds do not prove inside its
/// dimension (`C[i][j]` of `double C[NI][NJ]` with `j < nj`): the band is
/// legal when Min >= 0 and End <= Size (signed; End is one past the largest
/// value; SCEVs of one type, invariant in the band), which a run-time check
/// before it tests, as Polly does for the arrays it delinearises.
struct RowBound {
  const llvm::SCEV *Min = nullptr, *End = nullptr, *Size = nullptr;
  /// For the remark: "subscript 2 of 'C' (0 .. nj - 1) within 520".
  std::string Text;
};

/// Whether 0 <= \p S < \p Size over the iterations of the band at \p Root
/// that execute (extentOverIterations): known, guarded before the band, or
/// one of \p Rows (which its run-time check tests).
bool subscriptInDimension(const llvm::SCEV *S, const llvm::SCEV *Size,
                          llvm::ScalarEvolution &SE, const IVBoundMap &IVB,
                          const llvm::Loop *Root,
                          llvm::ArrayRef<RowBound> Rows);

/// What the legality test assumed for a run-time check (RuntimeAliasCheck.h):
/// distinct objects that may overlap do not, and subscripts stay within
/// their dimensions.
struct KeptStatements;

struct RuntimeAssumptions {
  llvm::SmallVector<ObjectPair, 4> MayOverlap;
  llvm::SmallVector<RowBound, 4> Rows;
  bool empty() const { return MayOverlap.empty() && Rows.empty(); }
  /// Adds \p Other's pairs and rows that are not here yet.
  void append(const RuntimeAssumptions &Other);
};

/// Checks that the band is fully permutable with DependenceAnalysis (after
/// proving that delinearised subscripts stay within their dimensions): no
/// dependence that the loops outside the band do not carry has both a '<'
/// and a '>' among the band's directions. On failure sets \p Why to a
/// sentence naming the array and the direction vector. With \p Carried,
/// also sets bit K for every band loop K (0 = outermost) that carries a
/// dependence: two of its iterations touch one element, one of them writing
/// (the loops that may not be mapped to blocks or threads). With
/// \p Assume, two distinct objects that may overlap do not refuse the band:
/// they are assumed disjoint and the pair is added (once), for the caller to
/// check at run time (RuntimeAliasCheck.h); without it such a pair refuses
/// the band ("declare the pointers __restrict"). With \p Assume, a band
/// refused because a subscript was not proven inside its dimension is
/// tested again with that assumed (RowBound), when the assumption can be
/// checked before the band.
/// With \p Kept, the band was recognised with its statements between its
/// last two loops (KeptStatements.h), and those sit at the points the
/// rewrite runs them at: every dependence that reaches one is tested
/// exactly, and one the test cannot build refuses the band.
bool isFullyPermutable(const Band &B, llvm::DependenceInfo &DI,
                       llvm::ScalarEvolution &SE, const IVBoundMap &IVB,
                       const BoundDirective &BD, std::string &Why,
                       unsigned *Carried = nullptr,
                       RuntimeAssumptions *Assume = nullptr,
                       const KeptStatements *Kept = nullptr);

/// A band of one loop that isFullyPermutable finds carrying a dependence
/// only because distinct objects may overlap (no `restrict`) or a subscript
/// of an inner loop is not proven inside its row (`float Y[][64]` written
/// at Y[i][j] with `j < n`: row i + 1 starts at Y[i][64]): whether, with
/// both assumed (the pairs disjoint, every such subscript inside its row),
/// its loop carries none. True with the assumptions in \p Assume (for
/// versionOnRuntimeChecks; on GPUs the loop may then be mapped, the copy
/// as written running in one thread when a check fails); false when the
/// loop carries a dependence even so, or nothing was assumed.
bool parallelUnderChecks(const Band &B, llvm::DependenceInfo &DI,
                         llvm::ScalarEvolution &SE, const IVBoundMap &IVB,
                         const BoundDirective &BD, RuntimeAssumptions &Assume);

/// Loop distribution (tile/Fission.h): whether the accesses of \p Group,
/// statements of the band \p B that sit between two of its loops, may run
/// in loops of their own before (\p ToFront) or after all of the band's
/// other accesses (B.Accesses, statements included): no instance of another
/// access may precede (follow) one of the group's on the same element, one
/// of them writing, except across the iterations of a loop outside the band
/// (DependenceAnalysis; subscripts proven in bounds as for tiling). Else
/// false with \p Why, a clause ("its write of 'C' must follow a read of
/// 'C' in an earlier iteration, ..."). \p Assume as for
/// isFullyPermutable: distinct objects that may overlap, and subscripts not
/// proven in their dimensions, are assumed fine and listed, for a run-time
/// check.
bool distributionKeepsDependences(
    const Band &B, llvm::ArrayRef<llvm::Instruction *> Group, bool ToFront,
    llvm::DependenceInfo &DI, llvm::ScalarEvolution &SE, const IVBoundMap &IVB,
    const BoundDirective &BD, const llvm::DominatorTree &DT, std::string &Why,
    RuntimeAssumptions *Assume = nullptr);

} // namespace tilelang

#endif // TILELANG_DEPENDENCES_H
