//===- analysis/Dependences.cpp - Tiling legality: dependences ------------===//
//
// See Dependences.h: the bounds of the induction variables read from the
// loops' own conditions (collectIVBounds), the proof that delinearised
// subscripts stay in their rows (subscriptsInBounds, through extentOf), and
// the full-permutability test on DependenceAnalysis's direction vectors
// (isFullyPermutable). Used by tilelang-tile (tile/TileLegality.cpp).
//
//===----------------------------------------------------------------------===//
#include "analysis/Dependences.h"
#include "analysis/AffineDependence.h"
#include "analysis/ArrayView.h"
#include "analysis/ScratchArrays.h"
#include "analysis/SourceExpr.h"
#include "llvm/Analysis/Delinearization.h"
#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

using namespace llvm;
using namespace tilelang;

static std::string directionString(const Dependence &D, unsigned From,
                                   unsigned To) {
  std::string S = "[";
  for (unsigned L = From; L <= To; ++L) {
    if (L != From)
      S += " ";
    switch (D.getDirection(L)) {
    case Dependence::DVEntry::LT:
      S += "<";
      break;
    case Dependence::DVEntry::EQ:
      S += "=";
      break;
    case Dependence::DVEntry::GT:
      S += ">";
      break;
    case Dependence::DVEntry::LE:
      S += "<=";
      break;
    case Dependence::DVEntry::GE:
      S += ">=";
      break;
    case Dependence::DVEntry::NE:
      S += "<>";
      break;
    default:
      S += "*";
      break;
    }
  }
  return S + "]";
}

/// The rows a run-time check tests (none when \p Rows is null).
static ArrayRef<RowBound> rowsOf(const SmallVectorImpl<RowBound> *Rows) {
  return Rows ? ArrayRef<RowBound>(*Rows) : ArrayRef<RowBound>();
}

static const char *accessKind(const Instruction *I) {
  return isa<StoreInst>(I) ? "write" : "read";
}

namespace {
/// While alive, lets DependenceAnalysis take a delinearised subscript
/// A[i * N + j] -> A[i][j] as staying inside its row (0 <= j < N), which it
/// cannot prove for sizes known only at run time. This is the meaning of a
/// row-major array written with flattened subscripts; see docs/language.md
/// "Legality".
class AssumeSubscriptsInBounds {
  cl::opt<bool> *Opt = nullptr;
  bool Saved = false;

public:
  AssumeSubscriptsInBounds() {
    auto &Opts = cl::getRegisteredOptions();
    auto It = Opts.find("da-disable-delinearization-checks");
    if (It != Opts.end()) {
      Opt = static_cast<cl::opt<bool> *>(It->second);
      Saved = *Opt;
      *Opt = true;
    }
  }
  ~AssumeSubscriptsInBounds() {
    if (Opt)
      *Opt = Saved;
  }
};
} // namespace

/// \p L P \p R known, or guarded before the band at \p Root (a user's
/// `if (n <= N)`, or the run-time check of a RowBound, which versioned the
/// band).
static bool holdsBefore(ScalarEvolution &SE, const Loop *Root,
                        ICmpInst::Predicate P, const SCEV *L, const SCEV *R) {
  return SE.isKnownPredicate(P, L, R) ||
         (SE.isLoopInvariant(L, Root) && SE.isLoopInvariant(R, Root) &&
          SE.isLoopEntryGuardedByCond(Root, P, L, R));
}

bool tilelang::subscriptInDimension(const SCEV *S, const SCEV *Size,
                                    ScalarEvolution &SE, const IVBoundMap &IVB,
                                    const Loop *Root, ArrayRef<RowBound> Rows) {
  Size = SE.getTruncateOrSignExtend(Size, S->getType());
  auto E = extentOverIterations(S, SE, IVB, Root->getParentLoop());
  if (!E)
    return false;
  const SCEV *End = SE.getAddExpr(E->second, SE.getOne(S->getType()));
  return (holdsBefore(SE, Root, ICmpInst::ICMP_SGE, E->first,
                      SE.getZero(S->getType())) &&
          holdsBefore(SE, Root, ICmpInst::ICMP_SLE, End, Size)) ||
         any_of(Rows, [&](const RowBound &R) {
           return R.Min == E->first && R.End == End && R.Size == Size;
         });
}

/// Proves, for every access of the band that delinearises into
/// A[s0][s1]...[sd] with run-time sizes, that 0 <= s_k < size_k for k >= 1
/// over the iterations that execute (bounds from the loops' own conditions,
/// IVBound). Only then may DependenceAnalysis take the delinearised
/// subscripts as independent (AssumeSubscriptsInBounds).
/// With \p Rows, a subscript whose range is known but not proven inside
/// its dimension is assumed to be and recorded (RowBound) instead.
/// Whether the address of the load or store \p I is indexed by a 32-bit
/// unsigned sum or product zero-extended (`b[i * n + j]` with `unsigned i,
/// n`): C's unsigned arithmetic wraps, so the sum carries no no-wrap flag
/// and the loops' bounds give no row bound (new-user test of session 8).
static bool wrappingUnsignedIndex(const Instruction *I) {
  const auto *GEP = dyn_cast<GetElementPtrInst>(getLoadStorePointerOperand(I));
  if (!GEP)
    return false;
  for (const Value *Idx : GEP->indices())
    if (const auto *Z = dyn_cast<ZExtInst>(Idx))
      if (const auto *B = dyn_cast<BinaryOperator>(Z->getOperand(0)))
        if ((B->getOpcode() == Instruction::Add ||
             B->getOpcode() == Instruction::Mul) &&
            !B->hasNoUnsignedWrap() && !B->hasNoSignedWrap())
          return true;
  return false;
}

/// Whether two lists of dimension sizes (delinearize's convention) are the
/// same constants.
static bool sameSizes(ArrayRef<const SCEV *> X, ArrayRef<const SCEV *> Y) {
  if (X.size() != Y.size())
    return false;
  for (unsigned K = 0; K < X.size(); ++K) {
    const auto *A = dyn_cast<SCEVConstant>(X[K]);
    const auto *B = dyn_cast<SCEVConstant>(Y[K]);
    if (!A || !B ||
        A->getAPInt().getZExtValue() != B->getAPInt().getZExtValue())
      return false;
  }
  return true;
}

static bool subscriptsInBounds(
    const Band &B, ScalarEvolution &SE, const IVBoundMap &IVB,
    const BoundDirective &BD, std::string &Why,
    DenseMap<const Instruction *, SmallVector<const SCEV *, 4>> &Shapes,
    SmallVectorImpl<RowBound> *Rows = nullptr) {
  const Loop *Outside = B.Loops.front().L->getParentLoop();
  const Loop *Root = B.Loops.front().L;
  SmallVector<const Loop *, 4> Loops;
  for (const BandLoop &BL : B.Loops)
    Loops.push_back(BL.L);
  // 0 <= S < Size over the iterations that execute. Max + 1 <= Size rather
  // than Max < Size: for `j < m` the maximum is m - 1, which folds back to m
  // without a question of overflow. Otherwise, with Rows, the same as an
  // assumption checked before the band.
  // A view guessed from the steps whose rows differ from those of the
  // array's type (delinearizeFixedSizeArray reads X[i + 2][j] of a
  // `double X[][16]` as rows of 17): used where proven, never assumed, so
  // that the run-time check and its remark hold the type's rows only
  // (new-user test of session 8: "within 16, ... within 17").
  bool GuessedView = false;
  auto InRow = [&](const SCEV *S, const SCEV *Size, Instruction *I,
                   unsigned K) {
    Size = SE.getTruncateOrSignExtend(Size, S->getType());
    auto E = extentOverIterations(S, SE, IVB, Outside);
    if (!E)
      return false;
    const SCEV *End = SE.getAddExpr(E->second, SE.getOne(S->getType()));
    if (!holdsBefore(SE, Root, ICmpInst::ICMP_SGE, E->first,
                     SE.getZero(S->getType())))
      return false;
    if (holdsBefore(SE, Root, ICmpInst::ICMP_SLE, End, Size))
      return true;
    // Only the end is assumed: a row the loops' bounds may not fit (`j < nj`
    // in a row of NJ). A start that may be negative comes from a
    // delinearisation that does not match the array (`Out[i * (W - 2) + j]`
    // read as Out[i][j - 2i]); an end known past the row (`A[i * m + j + 1]`
    // with j < m) never holds: neither is worth a version that never runs.
    // An end that grows by a multiple of a size (`40 * n` for a triangle's
    // `A[j][i]` read through a row of 41, the diagonal) would hold only for
    // tiny sizes: a version that hardly ever runs (new-user test of
    // 2026-12-02).
    if (!Rows || GuessedView || !SE.isLoopInvariant(End, Root) ||
        !SE.isLoopInvariant(Size, Root) ||
        SE.isKnownPredicate(ICmpInst::ICMP_SGT, End, Size) ||
        SCEVExprContains(End, [](const SCEV *X) {
          const auto *M = dyn_cast<SCEVMulExpr>(X);
          const auto *C =
              M ? dyn_cast<SCEVConstant>(M->getOperand(0)) : nullptr;
          return M && (!C || !C->getAPInt().abs().isOne());
        }))
      return false;
    if (none_of(*Rows, [&](const RowBound &R) {
          return R.Min == E->first && R.End == End && R.Size == Size;
        })) {
      std::string Text;
      raw_string_ostream OS(Text);
      OS << "subscript " << K + 1 << " of "
         << describeObject(getUnderlyingObject(getLoadStorePointerOperand(I)),
                           &BD)
         << " (" << sourceExpr(E->first, Loops) << " .. "
         << sourceExpr(E->second, Loops) << ") within "
         << sourceExpr(Size, Loops);
      Rows->push_back({E->first, End, Size, Text});
    }
    return true;
  };
  SmallPtrSet<const Value *, 4> Written;
  for (Instruction *I : B.Accesses)
    if (isa<StoreInst>(I))
      Written.insert(getUnderlyingObject(getLoadStorePointerOperand(I)));
  for (Instruction *I : B.Accesses) {
    const SCEV *Ptr = SE.getSCEV(getLoadStorePointerOperand(I));
    const SCEV *Fn = SE.getMinusSCEV(Ptr, SE.getPointerBase(Ptr));
    SmallVector<const SCEV *, 4> Subs, Sizes, TypeSizes;
    // With rows to check: the subscripts of the array's type too
    // (ArrayView.h), which the exact dependence test compares when the
    // views guessed from the steps differ (AffineDependence.h). A row they
    // need is checked at run time like the others; none changes the view
    // DependenceAnalysis is told to trust (Shapes).
    GuessedView = false;
    if (Rows && subscriptsFromType(SE, I, Subs, Sizes)) {
      for (unsigned K = 1; K < Subs.size(); ++K)
        InRow(Subs[K], Sizes[K - 1], I, K);
      TypeSizes = Sizes;
    }
    delinearize(SE, Fn, Subs, Sizes, SE.getElementSize(I));
    if (Subs.empty()) {
      // Constant dimensions (A[i * 64 + j], float A[][64]): DependenceAnalysis
      // takes them from the constant steps; the view is assumed for this
      // access only where its inner subscripts are proven in bounds here.
      if (!isa<SCEVAddRecExpr>(Fn) ||
          !delinearizeFixedSizeArray(SE, Fn, Subs, Sizes, SE.getElementSize(I)))
        continue;
      GuessedView = !TypeSizes.empty() && !sameSizes(TypeSizes, Sizes);
      bool In = true;
      for (unsigned K = 1; K < Subs.size() && In; ++K)
        In = InRow(Subs[K], Sizes[K - 1], I, K);
      if (In)
        Shapes[I] = Sizes;
      continue;
    }
    Shapes[I] = Sizes;
    for (unsigned K = 1; K < Subs.size(); ++K) {
      if (InRow(Subs[K], Sizes[K - 1], I, K))
        continue;
      // A read of an object the band never writes is in no dependence on
      // its own object: no view is assumed for it (its pairs with other
      // objects never use one), and nothing needs proving
      // (`A[(n - 1 - i) * m + (m - 1 - j)]` delinearises as
      // A[n - i][-1 - j]: new-user test of session 8).
      if (isa<LoadInst>(I) && !Written.contains(getUnderlyingObject(
                                  getLoadStorePointerOperand(I)))) {
        Shapes.erase(I);
        break;
      }
      const SCEV *Size =
          SE.getTruncateOrSignExtend(Sizes[K - 1], Subs[K]->getType());
      std::string Text;
      raw_string_ostream OS(Text);
      OS << "cannot prove that subscript " << K + 1 << " of "
         << describeObject(getUnderlyingObject(getLoadStorePointerOperand(I)),
                           &BD)
         << " (" << sourceExpr(Subs[K], Loops)
         << ") stays within its dimension of " << sourceExpr(Size, Loops)
         << " elements, so rows of it may overlap";
      if (std::string L = iterationLegend(Subs[K], Loops); !L.empty())
        OS << " (" << L << ")";
      if (wrappingUnsignedIndex(I))
        OS << "; the subscript is computed in a 32-bit unsigned type, "
              "whose arithmetic wraps (no row bound follows from the "
              "loops' bounds): use int counters and bounds, or compute it "
              "in 64 bits";
      Why = Text;
      return false;
    }
  }
  return true;
}

/// Adds the pair {\p A, \p B} to \p Pairs unless it is there, in either
/// order.
static void addPair(SmallVectorImpl<ObjectPair> &Pairs, const Value *A,
                    const Value *B) {
  if (!is_contained(Pairs, ObjectPair(A, B)) &&
      !is_contained(Pairs, ObjectPair(B, A)))
    Pairs.push_back({A, B});
}

void tilelang::RuntimeAssumptions::append(const RuntimeAssumptions &Other) {
  for (auto [X, Y] : Other.MayOverlap)
    addPair(MayOverlap, X, Y);
  for (const RowBound &R : Other.Rows)
    if (none_of(Rows, [&](const RowBound &Q) {
          return Q.Min == R.Min && Q.End == R.End && Q.Size == R.Size;
        }))
      Rows.push_back(R);
}

/// DependenceAnalysis's answer for \p Src and \p Dst, their delinearised
/// views taken as exact when both have one, with the same dimensions,
/// proven in bounds (\p Shapes, subscriptsInBounds): A[j * N0 + i] against
/// A[j] is tested in the linear address space (regression
/// tile_refuse_dependence_mixed_shapes.ll: A[j] was read as A[0][j], and
/// the dependence on the row j = 0 ... was missed).
static std::unique_ptr<Dependence> dependsInShapes(
    DependenceInfo &DI,
    const DenseMap<const Instruction *, SmallVector<const SCEV *, 4>> &Shapes,
    Instruction *Src, Instruction *Dst) {
  std::optional<AssumeSubscriptsInBounds> Assume;
  auto SI = Shapes.find(Src), DIt = Shapes.find(Dst);
  if (SI != Shapes.end() && DIt != Shapes.end() &&
      ArrayRef<const SCEV *>(SI->second) == ArrayRef<const SCEV *>(DIt->second))
    Assume.emplace();
  return DI.depends(Src, Dst);
}

/// Whether the dependence \p D from \p Src to \p Dst (not carried outside
/// the band) lets the band be tiled: no direction vector with a '<' and a
/// '>' at two of its loops. DependenceAnalysis's directions, refined by the
/// exact test (AffineDependence.h) where they are not single directions or a
/// loop's bounds vary in the band (its directions compare iteration
/// numbers, the tiles cut values). Sets the loops that carry it in
/// \p Carried; else false with \p Why.
static bool directionsPermutable(
    const Band &B, Instruction *Src, Instruction *Dst, const Dependence &D,
    ScalarEvolution &SE, const IVBoundMap &IVB, const BoundDirective &BD,
    const DenseMap<const Instruction *, SmallVector<const SCEV *, 4>> &Shapes,
    SmallVectorImpl<RowBound> *Rows, unsigned *Carried, std::string &Why,
    const KeptStatements *Kept) {
  unsigned First = B.Loops.front().L->getLoopDepth();
  // A kept statement's dependences reach the loops that hold both accesses
  // (DependenceAnalysis); the exact test places it in the rest.
  bool KeptPair = Kept && (Kept->Sides.count(Src) || Kept->Sides.count(Dst));
  unsigned Last = std::min(B.Loops.back().L->getLoopDepth(), D.getLevels());
  const Value *OS = getUnderlyingObject(getLoadStorePointerOperand(Src));
  bool Exact = B.isRectangular(), Mixed = false;
  SmallVector<unsigned, 4> LT, GT;
  for (unsigned L = First; L <= Last; ++L) {
    unsigned Dir = D.getDirection(L);
    Exact &= Dir == Dependence::DVEntry::LT || Dir == Dependence::DVEntry::EQ ||
             Dir == Dependence::DVEntry::GT;
    if (Dir & Dependence::DVEntry::LT)
      LT.push_back(L);
    if (Dir & Dependence::DVEntry::GT)
      GT.push_back(L);
  }
  for (unsigned A : LT)
    Mixed |= any_of(GT, [&](unsigned G) { return A != G; });
  std::optional<SmallVector<DirectionVector, 8>> Refined;
  if (KeptPair || (!Exact && (Mixed || !B.isRectangular())))
    Refined = feasibleDirections(B, Src, Dst, D, SE, IVB, Shapes, rowsOf(Rows),
                                 /*ByIterations=*/false, Kept);
  auto Refuse = [&](const std::string &Vector, bool Certain) {
    // Directions the test could not pin down ('*', '<=', '<>'): the order
    // tiling would reverse may not exist (the new-user test of 2026-12-02
    // read "would reverse" as a certainty).
    Why = std::string("tiling ") + (Certain ? "would" : "may") +
          " reverse a dependence on " + describeObject(OS, &BD) + " (from a " +
          accessKind(Src) + " to a " + accessKind(Dst) + ", direction vector " +
          Vector + " over the band): the band is not " +
          (Certain ? "fully permutable"
                   : "proven fully permutable (the dependence test cannot "
                     "order the two accesses)");
    return false;
  };
  // The loops that carry it: two iterations that differ in loop L touch the
  // same element. Mapping needs both coordinates: blocks take tiles of
  // values, threads share a triangle's clamped rows by iteration number.
  if (Carried) {
    unsigned Bits = 0;
    std::optional<SmallVector<DirectionVector, 8>> ByIterations;
    if (Refined && !B.isRectangular() && !Kept)
      ByIterations =
          feasibleDirections(B, Src, Dst, D, SE, IVB, Shapes, rowsOf(Rows),
                             /*ByIterations=*/true);
    if (ByIterations) {
      for (const DirectionVector &V : *ByIterations)
        for (unsigned K = 0; K < V.size(); ++K)
          if (V[K] != Dependence::DVEntry::EQ)
            Bits |= 1u << K;
    } else {
      for (unsigned L : concat<unsigned>(LT, GT))
        Bits |= 1u << (L - First);
    }
    if (!Refined)
      // A loop whose bounds vary with a loop that carries it may differ in
      // value at the same iteration number.
      for (unsigned K = 0; K < B.depth(); ++K)
        if (B.Loops[K].BoundLoops & Bits)
          Bits |= 1u << K;
    *Carried |= Bits;
  }
  if (!Refined && KeptPair) {
    Why = "tiling may reverse a dependence on " + describeObject(OS, &BD) +
          " (from a " + accessKind(Src) + " to a " + accessKind(Dst) +
          ", direction vector " + directionString(D, First, Last) +
          " over the loops that hold both): the exact dependence test cannot "
          "place the statement kept between the band's last two loops (a "
          "bound or subscript that is not affine with constant coefficients)";
    return false;
  }
  if (!Refined)
    return !Mixed || Refuse(directionString(D, First, Last), Exact);
  for (const DirectionVector &V : *Refined) {
    bool HasLT = false, HasGT = false;
    std::string Text = "[";
    for (unsigned K = 0; K < V.size(); ++K) {
      HasLT |= V[K] == Dependence::DVEntry::LT;
      HasGT |= V[K] == Dependence::DVEntry::GT;
      if (Carried && V[K] != Dependence::DVEntry::EQ)
        *Carried |= 1u << K;
      Text +=
          std::string(K ? " " : "") + (V[K] == Dependence::DVEntry::LT   ? "<"
                                       : V[K] == Dependence::DVEntry::EQ ? "="
                                                                         : ">");
    }
    if (HasLT && HasGT)
      return Refuse(Text + "]", /*Certain=*/false);
  }
  return true;
}

/// isFullyPermutable with the subscripts either proven in their dimensions
/// or, with \p Rows, assumed to be (recorded).
static bool permutable(const Band &B, DependenceInfo &DI, ScalarEvolution &SE,
                       const IVBoundMap &IVB, const BoundDirective &BD,
                       std::string &Why, unsigned *Carried,
                       SmallVectorImpl<ObjectPair> *MayOverlap,
                       SmallVectorImpl<RowBound> *Rows,
                       const KeptStatements *Kept) {
  unsigned AllLoops = (1u << B.depth()) - 1;
  if (Carried)
    *Carried = 0;
  // Strip-mining one loop keeps every iteration in its order; whether the
  // loop carries a dependence (for mapping it) is still asked of
  // DependenceAnalysis, on the subscripts as they are.
  // Per access, the sizes of its delinearised view, when it has one and its
  // inner subscripts were proven to stay within their dimensions.
  DenseMap<const Instruction *, SmallVector<const SCEV *, 4>> Shapes;
  if (B.depth() == 1) {
    if (!Carried)
      return true;
    // Mapping asks whether the loop carries a dependence. A row-wise body
    // (loops over j inside the band loop i, A[i * N + j]) delinearises only
    // with its inner subscripts proven in their rows; unproven, the loop
    // may carry one (Shapes stays empty: no view is assumed).
    // With \p Rows (parallelUnderChecks), a row checkable at run time is
    // assumed and recorded instead.
    std::string Unproven;
    if (!subscriptsInBounds(B, SE, IVB, BD, Unproven, Shapes, Rows))
      Shapes.clear();
  } else if (!subscriptsInBounds(B, SE, IVB, BD, Why, Shapes, Rows)) {
    return false;
  }
  unsigned First = B.Loops.front().L->getLoopDepth();
  unsigned Last = B.Loops.back().L->getLoopDepth();
  DenseMap<const Value *, bool> Scratch;
  for (unsigned I = 0; I < B.Accesses.size(); ++I)
    for (unsigned J = I; J < B.Accesses.size(); ++J) {
      Instruction *Src = B.Accesses[I], *Dst = B.Accesses[J];
      if (!isa<StoreInst>(Src) && !isa<StoreInst>(Dst))
        continue;
      std::unique_ptr<Dependence> D = dependsInShapes(DI, Shapes, Src, Dst);
      if (!D)
        continue;
      const Value *OS = getUnderlyingObject(getLoadStorePointerOperand(Src));
      const Value *OD = getUnderlyingObject(getLoadStorePointerOperand(Dst));
      // Storage each band iteration rewrites before it reads it
      // (ScratchArrays.h): no value crosses iterations; they run one at a
      // time, every band loop carried.
      if (OS == OD && B.depth() > 1 && !Kept) {
        auto [It, New] = Scratch.try_emplace(OS, false);
        if (New)
          It->second = isScratchInBand(B, OS, SE);
        if (It->second) {
          if (Carried)
            *Carried = AllLoops;
          continue;
        }
      }
      bool KeptPair =
          Kept && (Kept->Sides.count(Src) || Kept->Sides.count(Dst));
      if (D->isConfused() || (!KeptPair && D->getLevels() < Last) ||
          D->getLevels() < First) {
        if (B.depth() == 1) { // tiling is legal; the loop may carry it
          // parallelUnderChecks: two distinct objects assumed disjoint.
          if (OS != OD && MayOverlap && Rows) {
            addPair(*MayOverlap, OS, OD);
            continue;
          }
          *Carried = AllLoops;
          continue;
        }
        if (OS != OD && MayOverlap) {
          addPair(*MayOverlap, OS, OD);
          continue;
        }
        if (OS != OD)
          Why = "cannot prove that " + describeObject(OS, &BD) + " and " +
                describeObject(OD, &BD) +
                " do not overlap; declare the pointers __restrict";
        else
          Why = "cannot analyze the dependences of " + describeObject(OS, &BD) +
                " (subscripts that are not affine "
                "functions of the loop indices?)";
        return false;
      }
      // Carried by a loop outside the band: every order inside it is fine.
      bool CarriedOutside = false;
      for (unsigned L = 1; L < First; ++L)
        if (!(D->getDirection(L) & Dependence::DVEntry::EQ))
          CarriedOutside = true;
      if (CarriedOutside)
        continue;
      if (!directionsPermutable(B, Src, Dst, *D, SE, IVB, BD, Shapes, Rows,
                                Carried, Why, Kept))
        return false;
    }
  return true;
}

/// Tries \p Test (a legality test taking the pairs and rows to record)
/// proving every subscript in its dimension, then, when that refuses and
/// \p Assume is given, assuming what can be checked at run time; \p Assume
/// gets what the accepted attempt recorded. \p Why keeps the first refusal.
template <typename TestFn>
static bool withRowAssumptions(RuntimeAssumptions *Assume, std::string &Why,
                               TestFn Test) {
  RuntimeAssumptions Proven;
  if (Test(Assume ? &Proven.MayOverlap : nullptr, nullptr, Why)) {
    if (Assume)
      *Assume = std::move(Proven);
    return true;
  }
  if (!Assume)
    return false;
  RuntimeAssumptions Assumed;
  std::string Ignored;
  if (!Test(&Assumed.MayOverlap, &Assumed.Rows, Ignored) ||
      Assumed.Rows.empty())
    return false;
  *Assume = std::move(Assumed);
  return true;
}

bool tilelang::isFullyPermutable(const Band &B, DependenceInfo &DI,
                                 ScalarEvolution &SE, const IVBoundMap &IVB,
                                 const BoundDirective &BD, std::string &Why,
                                 unsigned *Carried, RuntimeAssumptions *Assume,
                                 const KeptStatements *Kept) {
  return withRowAssumptions(
      Assume, Why,
      [&](SmallVectorImpl<ObjectPair> *Pairs, SmallVectorImpl<RowBound> *Rows,
          std::string &W) {
        return permutable(B, DI, SE, IVB, BD, W, Carried, Pairs, Rows, Kept);
      });
}

bool tilelang::parallelUnderChecks(const Band &B, DependenceInfo &DI,
                                   ScalarEvolution &SE, const IVBoundMap &IVB,
                                   const BoundDirective &BD,
                                   RuntimeAssumptions &Assume) {
  if (B.depth() != 1)
    return false;
  RuntimeAssumptions Assumed;
  unsigned Carried = 0;
  std::string Ignored;
  if (!permutable(B, DI, SE, IVB, BD, Ignored, &Carried, &Assumed.MayOverlap,
                  &Assumed.Rows, nullptr) ||
      Carried || Assumed.empty())
    return false;
  Assume = std::move(Assumed);
  return true;
}

/// distributionKeepsDependences with the subscripts proven in their
/// dimensions or, with \p Rows, assumed to be.
static bool keepsDependences(const Band &B, ArrayRef<Instruction *> Group,
                             bool ToFront, DependenceInfo &DI,
                             ScalarEvolution &SE, const IVBoundMap &IVB,
                             const BoundDirective &BD, const DominatorTree &DT,
                             std::string &Why,
                             SmallVectorImpl<ObjectPair> *MayOverlap,
                             SmallVectorImpl<RowBound> *Rows) {
  DenseMap<const Instruction *, SmallVector<const SCEV *, 4>> Shapes;
  if (!subscriptsInBounds(B, SE, IVB, BD, Why, Shapes, Rows))
    return false;
  unsigned First = B.Loops.front().L->getLoopDepth();
  SmallPtrSet<Instruction *, 8> InGroup(Group.begin(), Group.end());
  // Whether an instance of Src may run before an instance of Dst on the
  // same element: a '<' that the band's loops may take first, or '=' over
  // all of them with Src first in the body.
  auto MayPrecede = [&](Instruction *Src, Instruction *Dst) {
    std::unique_ptr<Dependence> D = dependsInShapes(DI, Shapes, Src, Dst);
    if (!D)
      return false;
    if (D->isConfused()) {
      const Value *OS = getUnderlyingObject(getLoadStorePointerOperand(Src));
      const Value *OD = getUnderlyingObject(getLoadStorePointerOperand(Dst));
      if (OS == OD || !MayOverlap)
        return true;
      addPair(*MayOverlap, OS, OD); // checked at run time instead
      return false;
    }
    unsigned Levels = D->getLevels();
    for (unsigned L = 1; L < First && L <= Levels; ++L)
      if (!(D->getDirection(L) & Dependence::DVEntry::EQ))
        return false; // carried outside the band: its order is kept
    auto Precedes = [&](function_ref<unsigned(unsigned)> Dir, unsigned N) {
      for (unsigned K = 0; K < N; ++K) {
        if (Dir(K) & Dependence::DVEntry::LT)
          return true;
        if (!(Dir(K) & Dependence::DVEntry::EQ))
          return false;
      }
      return DT.dominates(Src, Dst);
    };
    if (!Precedes([&](unsigned K) { return D->getDirection(First + K); },
                  Levels >= First ? Levels - First + 1 : 0))
      return false;
    // DependenceAnalysis says it may: the exact test may say it cannot
    // (AffineDependence.h).
    if (auto Refined =
            feasibleDirections(B, Src, Dst, *D, SE, IVB, Shapes, rowsOf(Rows)))
      return any_of(*Refined, [&](const DirectionVector &V) {
        return Precedes([&](unsigned K) { return V[K]; }, V.size());
      });
    return true;
  };
  for (Instruction *Y : Group)
    for (Instruction *X : B.Accesses) {
      if (InGroup.count(X) || (!isa<StoreInst>(X) && !isa<StoreInst>(Y)))
        continue;
      // To the front, Y may no longer follow X; to the back, no longer
      // precede it.
      if (ToFront ? MayPrecede(X, Y) : MayPrecede(Y, X)) {
        const Value *Obj = getUnderlyingObject(getLoadStorePointerOperand(Y));
        const Value *Other = getUnderlyingObject(getLoadStorePointerOperand(X));
        Why = std::string("its ") + accessKind(Y) + " of " +
              describeObject(Obj, &BD) + " must " +
              (ToFront ? "follow" : "precede") + " a " + accessKind(X) +
              " of " + describeObject(Other, &BD) +
              (Obj == Other ? "" : " (they may overlap)") + " in " +
              (ToFront ? "an earlier" : "a later") +
              " iteration, which loops of its own " +
              (ToFront ? "before" : "after") + " the band would reverse";
        return false;
      }
    }
  return true;
}

bool tilelang::distributionKeepsDependences(
    const Band &B, ArrayRef<Instruction *> Group, bool ToFront,
    DependenceInfo &DI, ScalarEvolution &SE, const IVBoundMap &IVB,
    const BoundDirective &BD, const DominatorTree &DT, std::string &Why,
    RuntimeAssumptions *Assume) {
  return withRowAssumptions(
      Assume, Why,
      [&](SmallVectorImpl<ObjectPair> *Pairs, SmallVectorImpl<RowBound> *Rows,
          std::string &W) {
        return keepsDependences(B, Group, ToFront, DI, SE, IVB, BD, DT, W,
                                Pairs, Rows);
      });
}
