//===- analysis/AffineDependence.cpp - Direction vectors by elimination ---===//
//
// See AffineDependence.h. The system's variables: one per loop counter on
// each side (the iteration number t >= 0 of every loop from the band's
// outermost down to the access), and one per value invariant in the band
// (parameters, outer loops' counters: the same on both sides, since the
// loops outside the band are at '=').
//
//===----------------------------------------------------------------------===//
#include "analysis/AffineDependence.h"
#include "analysis/ArrayView.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/Delinearization.h"
#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"
#include <numeric>

#define DEBUG_TYPE "tilelang-tile"

using namespace llvm;
using namespace tilelang;

namespace {

/// sum(C[v] * x_v) + K, over the system's variables.
struct Linear {
  SmallDenseMap<unsigned, int64_t, 8> C;
  int64_t K = 0;
};

/// Adds \p F * \p Y to \p X; false on overflow.
bool addScaled(Linear &X, const Linear &Y, int64_t F) {
  int64_t T;
  if (MulOverflow(Y.K, F, T) || AddOverflow(X.K, T, X.K))
    return false;
  for (auto [V, Y1] : Y.C) {
    int64_t &Slot = X.C[V];
    if (MulOverflow(Y1, F, T) || AddOverflow(Slot, T, Slot))
      return false;
  }
  return true;
}

/// Rows R >= 0 over NumVars variables; eliminates them one by one.
class FourierMotzkin {
public:
  using Row = SmallVector<int64_t, 16>; ///< coefficients, then the constant
  explicit FourierMotzkin(unsigned NumVars) : N(NumVars) {}

  void addGE(const Linear &L) { Rows.push_back(toRow(L)); }
  void addEQ(const Linear &L) {
    Row R = toRow(L);
    Eqs.push_back(R);
  }

  /// False when the constraints have no rational solution (then no
  /// integer one); true when they may have one or the system grew too
  /// large.
  bool mayBeFeasible() {
    switch (eliminateEqualities()) {
    case Outcome::Infeasible:
      return false;
    case Outcome::GiveUp:
      return true;
    case Outcome::Feasible:
      break;
    }
    for (unsigned V = 0; V < N; ++V) {
      std::vector<Row> Pos, Neg, Next;
      for (Row &R : Rows) {
        if (!tighten(R))
          return false;
        if (isTrivial(R))
          continue;
        (R[V] > 0 ? Pos : R[V] < 0 ? Neg : Next).push_back(R);
      }
      if (Pos.size() * Neg.size() + Next.size() > MaxRows)
        return true;
      for (const Row &P : Pos)
        for (const Row &Q : Neg) {
          Row R(N + 1);
          // P[V] * x + ... >= 0 and Q[V] * x + ... >= 0: -Q[V] * P + P[V] * Q.
          for (unsigned I = 0; I <= N; ++I) {
            int64_t A, B;
            if (Q[V] == INT64_MIN || MulOverflow(-Q[V], P[I], A) ||
                MulOverflow(P[V], Q[I], B) || AddOverflow(A, B, R[I]))
              return true;
          }
          Next.push_back(std::move(R));
        }
      Rows = std::move(Next);
    }
    for (Row &R : Rows)
      if (!tighten(R))
        return false;
    return true;
  }

private:
  static constexpr size_t MaxRows = 4000;
  unsigned N;
  std::vector<Row> Rows, Eqs;

  Row toRow(const Linear &L) const {
    Row R(N + 1, 0);
    for (auto [V, C] : L.C)
      R[V] = C;
    R[N] = L.K;
    return R;
  }
  bool isTrivial(const Row &R) const {
    return all_of(ArrayRef<int64_t>(R).drop_back(),
                  [](int64_t C) { return C == 0; });
  }
  /// Divides the coefficients by their gcd g and the constant by g rounded
  /// down (valid for integer points); false when the row says 0 > K.
  bool tighten(Row &R) const {
    int64_t G = 0;
    for (unsigned I = 0; I < N; ++I)
      G = std::gcd(G, R[I] < 0 ? -R[I] : R[I]);
    if (G == 0)
      return R[N] >= 0;
    if (G > 1) {
      for (unsigned I = 0; I < N; ++I)
        R[I] /= G;
      R[N] = divideFloorSigned(R[N], G);
    }
    return true;
  }
  /// Substitutes every equality with a coefficient of +-1 (exact over the
  /// integers); the others become two inequalities. Infeasible when one
  /// has no integer solution (gcd of the coefficients does not divide K);
  /// GiveUp on an overflow (nothing is concluded: review of session 8).
  enum class Outcome { Feasible, Infeasible, GiveUp };
  Outcome eliminateEqualities() {
    while (!Eqs.empty()) {
      Row E = Eqs.back();
      Eqs.pop_back();
      int64_t G = 0;
      for (unsigned I = 0; I < N; ++I) {
        if (E[I] == INT64_MIN)
          return Outcome::GiveUp;
        G = std::gcd(G, E[I] < 0 ? -E[I] : E[I]);
      }
      if (G == 0) {
        if (E[N] != 0)
          return Outcome::Infeasible;
        continue;
      }
      if (E[N] % G != 0)
        return Outcome::Infeasible;
      unsigned V = N;
      for (unsigned I = 0; I < N && V == N; ++I)
        if (E[I] == 1 || E[I] == -1)
          V = I;
      if (V == N) {
        Row Neg(E);
        for (int64_t &C : Neg)
          if (C == INT64_MIN)
            return Outcome::GiveUp;
          else
            C = -C;
        Rows.push_back(E);
        Rows.push_back(Neg);
        continue;
      }
      // x_V = -(E - E[V] x_V) / E[V]: in R, R[V] * x_V becomes
      // -R[V] * E[V] * (E without x_V) (E[V] is +-1, its own inverse). The
      // row changes only when every entry fits.
      auto Substitute = [&](Row &R) {
        if (R[V] == 0)
          return true;
        if (R[V] == INT64_MIN)
          return false;
        int64_t F = -R[V] * E[V];
        Row New(R);
        for (unsigned I = 0; I <= N; ++I) {
          if (I == V)
            continue;
          int64_t T;
          if (MulOverflow(F, E[I], T) || AddOverflow(New[I], T, New[I]))
            return false;
        }
        New[V] = 0;
        R = std::move(New);
        return true;
      };
      for (Row &R : Rows)
        if (!Substitute(R))
          return Outcome::GiveUp;
      for (Row &R : Eqs)
        if (!Substitute(R))
          return Outcome::GiveUp;
    }
    return Outcome::Feasible;
  }
};

/// Builds the linear forms of one pair of accesses.
class SystemBuilder {
public:
  SystemBuilder(ScalarEvolution &SE, const Band &B, const IVBoundMap &IVB)
      : SE(SE), B(B), IVB(IVB), Root(B.Loops.front().L) {}

  unsigned numVars() const { return NumVars; }
  SmallVector<Linear, 16> GE; ///< constraints L >= 0
  SmallVector<Linear, 8> EQ;  ///< constraints L = 0

  /// The loops from the band's outermost to \p I's, each with its counter
  /// on side \p Side bounded; false when a bound is not affine.
  bool addChain(Instruction *I, unsigned Side) {
    SmallVector<Loop *, 6> Chain;
    for (Loop *L = loopOf(I); L && L != Root->getParentLoop();
         L = L->getParentLoop())
      Chain.push_back(L);
    if (Chain.empty() || Chain.back() != Root)
      return false;
    for (Loop *L : reverse(Chain)) {
      Linear T;
      T.C[counter(L, Side)] = 1;
      GE.push_back(T); // t >= 0
      const SCEV *Last = lastIteration(L, SE, IVB);
      std::optional<Linear> LastL = Last ? lin(Last, Side) : std::nullopt;
      if (!LastL)
        return false;
      Linear Below = *LastL; // last - t >= 0
      if (!addScaled(Below, T, -1))
        return false;
      GE.push_back(Below);
    }
    return true;
  }

  /// The value of band loop \p K's counter on \p Side, times the sign of
  /// its step: larger is later.
  std::optional<Linear> order(unsigned K, unsigned Side, bool ByIterations) {
    const BandLoop &BL = B.Loops[K];
    if (ByIterations) {
      Linear T;
      T.C[counter(BL.L, Side)] = 1;
      return T;
    }
    // A counter narrower than 64 bits: its value as its wrap flags say.
    const SCEV *IV = SE.getSCEV(BL.IV);
    bool Narrow = IV->getType()->getIntegerBitWidth() < 64;
    std::optional<Linear> V = lin(IV, Side, Narrow, BL.NoSignedWrap);
    if (!V || BL.Step > 0)
      return V;
    Linear Neg;
    if (!addScaled(Neg, *V, -1))
      return std::nullopt;
    return Neg;
  }

  /// \p S as a linear form on \p Side; std::nullopt when not affine with
  /// constant coefficients. \p Narrow: inside a sign or zero extension,
  /// where only operations that cannot wrap (their flags) keep the value.
  std::optional<Linear> lin(const SCEV *S, unsigned Side, bool Narrow = false,
                            bool Signed = true) {
    if (const auto *C = dyn_cast<SCEVConstant>(S)) {
      if (C->getAPInt().getSignificantBits() > 63)
        return std::nullopt;
      Linear L;
      L.K = C->getAPInt().getSExtValue();
      return L;
    }
    auto NoWrap = [&](const SCEVNAryExpr *E) {
      return !Narrow ||
             (Signed ? E->hasNoSignedWrap() : E->hasNoUnsignedWrap());
    };
    if (const auto *A = dyn_cast<SCEVAddExpr>(S); A && NoWrap(A)) {
      Linear L;
      for (const SCEV *Op : A->operands()) {
        std::optional<Linear> X = lin(Op, Side, Narrow, Signed);
        if (!X || !addScaled(L, *X, 1))
          return std::nullopt;
      }
      return L;
    }
    if (const auto *M = dyn_cast<SCEVMulExpr>(S);
        M && M->getNumOperands() == 2 && NoWrap(M) &&
        isa<SCEVConstant>(M->getOperand(0)) &&
        cast<SCEVConstant>(M->getOperand(0))->getAPInt().getSignificantBits() <=
            63) {
      std::optional<Linear> X = lin(M->getOperand(1), Side, Narrow, Signed);
      Linear L;
      if (!X ||
          !addScaled(
              L, *X,
              cast<SCEVConstant>(M->getOperand(0))->getAPInt().getSExtValue()))
        return std::nullopt;
      return L;
    }
    // Leaves: values invariant in the band (parameters, outer counters,
    // their casts and products), the same on both sides.
    if (SE.isLoopInvariant(S, Root))
      return atom(S, Narrow ? (Signed ? 1 : 2) : 0);
    if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
      const auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
      if (!AR->isAffine() || !Step || !NoWrap(AR) ||
          Step->getAPInt().getSignificantBits() > 63)
        return std::nullopt;
      std::optional<Linear> L = lin(AR->getStart(), Side, Narrow, Signed);
      Linear T;
      T.C[counter(AR->getLoop(), Side)] = 1;
      if (!L || !addScaled(*L, T, Step->getAPInt().getSExtValue()))
        return std::nullopt;
      return L;
    }
    if (const auto *X = dyn_cast<SCEVSignExtendExpr>(S))
      return lin(X->getOperand(), Side, /*Narrow=*/true, /*Signed=*/true);
    if (const auto *X = dyn_cast<SCEVZeroExtendExpr>(S))
      return lin(X->getOperand(), Side, /*Narrow=*/true, /*Signed=*/false);
    return std::nullopt;
  }

  /// The iteration number of loop \p L on \p Side, as a form.
  Linear counterOf(const Loop *L, unsigned Side) {
    Linear T;
    T.C[counter(L, Side)] = 1;
    return T;
  }

  /// Whether \p L >= 0 follows from the constraints GE (no rational point
  /// has L <= -1).
  bool provenNonNegative(const Linear &L) {
    FourierMotzkin FM(NumVars);
    for (const Linear &G : GE)
      FM.addGE(G);
    Linear Neg;
    if (!addScaled(Neg, L, -1) || SubOverflow(Neg.K, int64_t(1), Neg.K))
      return false;
    FM.addGE(Neg);
    return !FM.mayBeFeasible();
  }

private:
  ScalarEvolution &SE;
  const Band &B;
  const IVBoundMap &IVB;
  const Loop *Root;
  unsigned NumVars = 0;
  /// Per value and how it is read: 0 as it is (64 bits), 1 sign-, 2
  /// zero-extended (review of session 8: one atom for both is wrong when
  /// the value is negative).
  DenseMap<std::pair<const SCEV *, unsigned>, unsigned> Atoms;
  DenseMap<std::pair<const Loop *, unsigned>, unsigned> Counters;

  Loop *loopOf(Instruction *I) const {
    for (const BandLoop &BL : B.Loops)
      if (Loop *L = BL.L; L->contains(I)) {
        // The innermost loop of the band's nest that holds I.
        Loop *In = L;
        for (bool Deeper = true; Deeper;) {
          Deeper = false;
          for (Loop *Sub : In->getSubLoops())
            if (Sub->contains(I)) {
              In = Sub;
              Deeper = true;
            }
        }
        return In;
      }
    return nullptr;
  }
  unsigned counter(const Loop *L, unsigned Side) {
    auto [It, New] = Counters.try_emplace({L, Side}, NumVars);
    NumVars += New;
    return It->second;
  }
  Linear atom(const SCEV *S, unsigned Context) {
    auto [It, New] = Atoms.try_emplace({S, Context}, NumVars);
    NumVars += New;
    Linear L;
    L.C[It->second] = 1;
    return L;
  }
};

} // namespace

std::optional<SmallVector<DirectionVector, 8>> tilelang::feasibleDirections(
    const Band &B, Instruction *Src, Instruction *Dst, const Dependence &D,
    ScalarEvolution &SE, const IVBoundMap &IVB,
    const DenseMap<const Instruction *, SmallVector<const SCEV *, 4>> &Shapes,
    ArrayRef<RowBound> Rows, bool ByIterations, const KeptStatements *Kept) {
  const SCEV *PS = SE.getSCEV(getLoadStorePointerOperand(Src));
  const SCEV *PD = SE.getSCEV(getLoadStorePointerOperand(Dst));
  if (SE.getPointerBase(PS) != SE.getPointerBase(PD) ||
      SE.getElementSize(Src) != SE.getElementSize(Dst))
    return std::nullopt;
  SystemBuilder SB(SE, B, IVB);
  if (!SB.addChain(Src, 0) || !SB.addChain(Dst, 1))
    return std::nullopt;
  // The run-time check of the band (RuntimeAliasCheck.h) tests the rows'
  // assumptions before it runs: they hold here.
  for (const RowBound &R : Rows) {
    std::optional<Linear> Min = SB.lin(R.Min, 0), End = SB.lin(R.End, 0),
                          Size = SB.lin(R.Size, 0);
    if (!Min || !End || !Size || !addScaled(*Size, *End, -1))
      continue;
    SB.GE.push_back(*Min);
    SB.GE.push_back(*Size);
  }
  auto SI = Shapes.find(Src), DI = Shapes.find(Dst);
  bool UseShape =
      SI != Shapes.end() && DI != Shapes.end() &&
      ArrayRef<const SCEV *>(SI->second) == ArrayRef<const SCEV *>(DI->second);
  SmallVector<Linear, 4> SubS, SubD;
  if (UseShape) {
    SmallVector<const SCEV *, 4> S, D2, SizesS, SizesD;
    delinearizeAccess(SE, Src, S, SizesS);
    delinearizeAccess(SE, Dst, D2, SizesD);
    if (S.size() != D2.size() || S.empty())
      return std::nullopt;
    for (unsigned K = 0; K < S.size(); ++K) {
      std::optional<Linear> LS = SB.lin(S[K], 0), LD = SB.lin(D2[K], 1);
      if (!LS || !LD)
        return std::nullopt;
      SubS.push_back(*LS);
      SubD.push_back(*LD);
    }
  } else {
    // The subscripts of the arrays' types (ArrayView.h) when every inner
    // one is proven inside its dimension (with the rows the run-time check
    // tests), else the byte offsets.
    SmallVector<const SCEV *, 4> TS, TD, ZS, ZD;
    // Over one base pointer, invariant in the band (review of session 8).
    const Value *BaseS = nullptr, *BaseD = nullptr;
    bool Typed = subscriptsFromType(SE, Src, TS, ZS, &BaseS) &&
                 subscriptsFromType(SE, Dst, TD, ZD, &BaseD) &&
                 BaseS == BaseD &&
                 SE.isLoopInvariant(SE.getSCEV(const_cast<Value *>(BaseS)),
                                    B.Loops.front().L) &&
                 ArrayRef<const SCEV *>(ZS) == ArrayRef<const SCEV *>(ZD);
    for (unsigned K = 0; Typed && K < TS.size(); ++K) {
      std::optional<Linear> LS = SB.lin(TS[K], 0), LD = SB.lin(TD[K], 1);
      Typed = LS && LD;
      if (!Typed)
        break;
      SubS.push_back(*LS);
      SubD.push_back(*LD);
      if (K > 0)
        Typed = subscriptInDimension(TS[K], ZS[K - 1], SE, IVB,
                                     B.Loops.front().L, Rows) &&
                subscriptInDimension(TD[K], ZD[K - 1], SE, IVB,
                                     B.Loops.front().L, Rows);
    }
    if (!Typed) {
      std::optional<Linear> FS = SB.lin(
                                SE.getMinusSCEV(PS, SE.getPointerBase(PS)), 0),
                            FD = SB.lin(
                                SE.getMinusSCEV(PD, SE.getPointerBase(PD)), 1);
      if (!FS || !FD)
        return std::nullopt;
      SubS = {*FS};
      SubD = {*FD};
    }
  }
  for (unsigned K = 0; K < SubS.size(); ++K) {
    Linear E = SubS[K];
    if (!addScaled(E, SubD[K], -1))
      return std::nullopt;
    SB.EQ.push_back(E);
  }
  // The band loops holding both accesses, and each one's order on both
  // sides. A statement kept before or after the innermost loop (Kept) sits
  // at a point of it: its iteration number there is constrained by one of
  // the alternatives (a Post statement: its row's last point, or, for a row
  // that runs nothing, its first).
  struct Alternative {
    SmallVector<Linear, 2> GE, EQ;
  };
  SmallVector<Alternative, 4> Alts{Alternative()};
  SmallVector<unsigned, 4> Common;
  SmallVector<bool, 4> Positional;
  SmallVector<Linear, 4> Diff; // order(Dst) - order(Src)
  for (unsigned K = 0; K < B.depth(); ++K) {
    Loop *L = B.Loops[K].L;
    bool Both = L->contains(Src) && L->contains(Dst);
    if (!Both && (!Kept || K + 1 != B.depth()))
      break;
    for (unsigned Side = 0; !Both && Side < 2; ++Side) {
      Instruction *X = Side ? Dst : Src;
      if (L->contains(X))
        continue;
      auto It = Kept->Sides.find(X);
      const SCEV *LastS = lastIteration(L, SE, IVB);
      std::optional<Linear> Last = LastS ? SB.lin(LastS, Side) : std::nullopt;
      if (It == Kept->Sides.end() || !Last)
        return std::nullopt;
      Linear T = SB.counterOf(L, Side), TMinusLast = T, NotRun;
      if (!addScaled(TMinusLast, *Last, -1) || !addScaled(NotRun, *Last, -1) ||
          SubOverflow(NotRun.K, int64_t(1), NotRun.K))
        return std::nullopt;
      SmallVector<Alternative, 4> Next;
      for (const Alternative &A : Alts) {
        Alternative First = A; // Pre, or Post of a row that runs nothing
        First.EQ.push_back(T);
        if (It->second)
          First.GE.push_back(NotRun); // last <= -1
        Next.push_back(First);
        if (!It->second)
          continue;
        Alternative LastPoint = A; // Post: t = last >= 0
        LastPoint.GE.push_back(*Last);
        LastPoint.EQ.push_back(TMinusLast);
        Next.push_back(LastPoint);
      }
      Alts = std::move(Next);
    }
    std::optional<Linear> OS = SB.order(K, 0, ByIterations),
                          OD = SB.order(K, 1, ByIterations);
    if (!OS || !OD || !addScaled(*OD, *OS, -1))
      return std::nullopt;
    Common.push_back(K);
    Positional.push_back(!Both);
    Diff.push_back(*OD);
  }
  // Every combination of '<', '=', '>' over the common loops that
  // DependenceAnalysis allows (at a loop with bounds varying in the band,
  // any: its directions compare iteration numbers, these compare values;
  // at a kept statement's point, any: the loop does not hold it).
  static const unsigned Dirs[] = {Dependence::DVEntry::LT,
                                  Dependence::DVEntry::EQ,
                                  Dependence::DVEntry::GT};
  SmallVector<DirectionVector, 8> Feasible;
  unsigned Combos = 1;
  for (unsigned I = 0; I < Common.size(); ++I)
    Combos *= 3;
  for (unsigned Code = 0; Code < Combos; ++Code) {
    DirectionVector V;
    SmallVector<Linear, 4> DirGE, DirEQ;
    bool Allowed = true;
    for (unsigned I = 0, C = Code; I < Common.size(); ++I, C /= 3) {
      unsigned Dir = Dirs[C % 3];
      const BandLoop &BL = B.Loops[Common[I]];
      if (!BL.BoundLoops && !Positional[I] &&
          !(D.getDirection(BL.L->getLoopDepth()) & Dir))
        Allowed = false;
      V.push_back(Dir);
      Linear L = Diff[I];
      if (Dir == Dependence::DVEntry::EQ) {
        DirEQ.push_back(L);
        continue;
      }
      if (Dir == Dependence::DVEntry::GT) { // Src later: -(Diff) - 1 >= 0
        Linear Neg;
        if (!addScaled(Neg, L, -1))
          return std::nullopt;
        L = Neg;
      }
      if (SubOverflow(L.K, int64_t(1), L.K)) // strictly: Diff - 1 >= 0
        return std::nullopt;
      DirGE.push_back(L);
    }
    if (!Allowed)
      continue;
    for (const Alternative &A : Alts) {
      FourierMotzkin FM(SB.numVars());
      for (const Linear &L : concat<const Linear>(SB.GE, A.GE, DirGE))
        FM.addGE(L);
      for (const Linear &L : concat<const Linear>(SB.EQ, A.EQ, DirEQ))
        FM.addEQ(L);
      if (FM.mayBeFeasible()) {
        Feasible.push_back(V);
        break;
      }
    }
  }
  LLVM_DEBUG(dbgs() << "tilelang-tile: " << Feasible.size() << " of " << Combos
                    << " direction vectors feasible\n");
  return Feasible;
}
