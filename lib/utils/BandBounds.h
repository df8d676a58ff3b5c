//===- utils/BandBounds.h - Bounds that vary with outer band loops -*- C++
//-*-===//
//
// A band loop whose bounds are affine in the counters of the band loops
// around it (a triangle `for (j = 0; j <= i; j++)`, a trapezoid
// `for (k = i + 1; k < n; k++)`) is tiled in the tiles of its bounding box:
// its tile loop walks the box, and its point loop runs over the tile
// clamped to the loop's real bounds at the current outer iteration (empty
// tiles run no iteration). Tiling in the loops' own coordinates (the
// counters' values, not iteration numbers) keeps the legality test that of a
// rectangle: a band whose dependences are all non-negative may be cut into
// rectangles (Irigoin and Triolet, "Supernode partitioning", POPL 1988).
//
// The box comes from ScalarEvolution (the bound expressions' extremes at
// the first and last iterations of each outer loop). It is an estimate the
// rewrite does not trust: the first tile of such a loop reaches down to the
// loop's real start and the last tile up to its real end, so an iteration
// outside the box still runs, in program order (utils/TileBand.cpp).
//
// Other induction variables of the band's loops, and the real bounds inside
// the tiled nest, are rebuilt from their ScalarEvolution expressions, with
// each band loop's recurrence replaced by its iteration number at that
// point of the tiled nest (BandExprEmitter).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_BANDBOUNDS_H
#define TILELANG_BANDBOUNDS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/IRBuilder.h"
#include <optional>
#include <string>

namespace llvm {
class Loop;
class SCEV;
class SCEVExpander;
class ScalarEvolution;
} // namespace llvm

namespace tilelang {

struct Band;

/// The band loops (bit K: loop K of \p B) whose counters \p S varies with,
/// when \p S can be rebuilt inside the tiled band: from values invariant in
/// the band, affine recurrences of band loops at positions below \p Limit,
/// and +, *, casts, min, max and unsigned division. std::nullopt otherwise
/// (a value computed in the band, a loop inside the band, a
/// non-affine recurrence).
std::optional<unsigned> bandLoopsIn(const llvm::SCEV *S, const Band &B,
                                    unsigned Limit, llvm::ScalarEvolution &SE);

/// The bounding box of band loop \p K's counter over the band (a loop of
/// step 1 or -1 whose bounds vary with outer band loops): \p BoxStart, the
/// first value in iteration order (the least for step 1, the greatest for
/// step -1), and \p BoxTrips, how many values from it the box holds; both
/// i64 and invariant in the band. False when ScalarEvolution cannot bound
/// the start or the end.
bool boundingBox(const Band &B, unsigned K, llvm::ScalarEvolution &SE,
                 const llvm::SCEV *&BoxStart, const llvm::SCEV *&BoxTrips);

/// The trip count of rectangular band loop \p K (BoundLoops 0) as i64, right
/// wherever it is used before the band (the tile loops' bounds, a GPU launch
/// grid, a library call's sizes): ScalarEvolution's exit count holds only
/// where the loop's header runs, and it may rely on the guards of the band
/// loops around it (for `i < n`, `j = 1 .. n - 1` it is zext(n - 1), which
/// is 2^32 - 1 at n = 0). The header runs iff every outer band loop runs an
/// iteration (the band is perfectly nested), so the count is multiplied by
/// umin(T_J, 1) for each rectangular outer loop J (T_J its own guarded count):
/// 0 when one of them runs nothing; a count known non-negative in the
/// counter's type (smax(n, 0), a constant) is kept as it is. An outer loop
/// whose bounds vary (a triangle) is not counted: its box is an estimate, and a
/// loop under it that never runs is not reached in the tiled nest either.
const llvm::SCEV *guardedTripCount(const Band &B, unsigned K,
                                   llvm::ScalarEvolution &SE);

/// Whether, in the point loops' order \p Perm (position -> band loop), every
/// loop whose bounds vary with other band loops runs inside them; \p Why
/// otherwise.
bool pointOrderKeepsBounds(const Band &B, llvm::ArrayRef<unsigned> Perm,
                           std::string &Why);

/// Builds, inside the tiled band, the IR of expressions bandLoopsIn
/// accepted. Before the band changes, prepare() expands each expression's
/// parts invariant in the band at the band's preheader (SCEVExpander, while
/// the dominator tree and loop info still hold); during the rewrite, emit()
/// builds the rest with each band loop's recurrence {a,+,c}<L> replaced by
/// a + c * n, n the loop's iteration number set with setIteration.
class BandExprEmitter {
public:
  BandExprEmitter(const Band &B, llvm::ScalarEvolution &SE,
                  llvm::SCEVExpander &Exp, llvm::Instruction *Preheader)
      : B(B), SE(SE), Exp(Exp), At(Preheader) {}

  /// Expands the band-invariant parts of \p S at the preheader; false when
  /// one cannot be expanded there.
  bool prepare(const llvm::SCEV *S);
  /// The iteration number (i64, from 0) of band loop \p L where the next
  /// emit() builds.
  void setIteration(const llvm::Loop *L, llvm::Value *N) { Iter[L] = N; }
  /// \p S (prepared) as IR at \p IB's insertion point, of \p S's type.
  llvm::Value *emit(const llvm::SCEV *S, llvm::IRBuilder<> &IB);

private:
  const Band &B;
  llvm::ScalarEvolution &SE;
  llvm::SCEVExpander &Exp;
  llvm::Instruction *At;
  llvm::DenseMap<const llvm::SCEV *, llvm::Value *> Invariant;
  llvm::DenseMap<const llvm::Loop *, llvm::Value *> Iter;
};

} // namespace tilelang

#endif // TILELANG_BANDBOUNDS_H
