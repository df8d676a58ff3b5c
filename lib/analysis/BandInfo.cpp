//===- BandInfo.cpp - What the target hooks see of a directive's band -----===//
//
// See BandInfo.h. The footprint of an array over a tile: every access's
// pointer, minus the array's base, is taken apart into terms
// Step * (iteration of loop L) and a remainder. Terms whose steps share a
// symbolic factor (N in 4 * N) form one dimension of the array, measured in
// units of the greatest common divisor of their constant factors; terms
// with constant steps form the innermost dimension, measured in elements.
// The remainders of the accesses differ by constants per dimension (the
// halo); loops inside the band add their whole range.
//
//===----------------------------------------------------------------------===//
#include "analysis/BandInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include <functional>
#include <map>
#include <numeric>

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

uint64_t BandShape::DimExtent::extent(ArrayRef<unsigned> Sizes) const {
  uint64_t E = 1 + Spread;
  for (auto [L, Step] : Loops)
    if (L < Sizes.size() && Sizes[L] > 1)
      E += Step * (Sizes[L] - 1);
  return E;
}

uint64_t BandShape::ArrayUse::footprint(ArrayRef<unsigned> Sizes) const {
  uint64_t E = 1;
  if (Dims.empty()) {
    for (unsigned L = 0; L < Sizes.size(); ++L)
      if (LoopMask & (1u << L))
        E = SaturatingMultiply(E, uint64_t(std::max(1u, Sizes[L])));
    return E;
  }
  // Saturating: sizes up to 2^31 in several dimensions overflow 64 bits.
  for (const DimExtent &D : Dims)
    E = SaturatingMultiply(E, uint64_t(D.extent(Sizes)));
  return E;
}

SmallVector<unsigned, 3>
BandShape::ArrayUse::shape(ArrayRef<unsigned> Sizes) const {
  SmallVector<unsigned, 3> S;
  if (Dims.empty()) {
    for (unsigned L = 0; L < Sizes.size(); ++L)
      if (LoopMask & (1u << L))
        S.push_back(std::max(1u, Sizes[L]));
    if (S.empty())
      S.push_back(1);
    return S;
  }
  for (const DimExtent &D : Dims)
    S.push_back(unsigned(std::min<uint64_t>(D.extent(Sizes), UINT32_MAX)));
  return S;
}

unsigned BandShape::writtenVaryingLoops() const {
  unsigned All = (1u << TripCounts.size()) - 1, P = All;
  for (const ArrayUse &A : Arrays)
    if (A.Written)
      P &= A.LoopMask;
  return P;
}

unsigned BandShape::parallelLoops() const {
  return writtenVaryingLoops() & ~Carried;
}

const BandShape::ArrayUse *
BandShape::coalescingArray(ArrayRef<MapDim> Map) const {
  for (bool W : {true, false})
    for (const ArrayUse &A : Arrays)
      if (A.Written == W && A.Space == MemSpace::Global &&
          A.UnitStrideLoop >= 0 && unsigned(A.UnitStrideLoop) < Map.size() &&
          Map[A.UnitStrideLoop] != MapDim::Seq)
        return &A;
  return nullptr;
}

namespace {

/// A step or offset in bytes split into Factor * Symbol (Symbol null for a
/// constant); false when it has no such form.
bool splitTerm(const SCEV *S, int64_t &Factor, const SCEV *&Symbol) {
  if (const auto *C = dyn_cast<SCEVConstant>(S)) {
    if (C->getAPInt().getSignificantBits() > 63)
      return false;
    Factor = C->getAPInt().getSExtValue();
    Symbol = nullptr;
    return true;
  }
  if (const auto *M = dyn_cast<SCEVMulExpr>(S)) {
    if (const auto *C = dyn_cast<SCEVConstant>(M->getOperand(0))) {
      if (C->getAPInt().getSignificantBits() > 63)
        return false;
      Factor = C->getAPInt().getSExtValue();
      if (M->getNumOperands() == 2) {
        Symbol = M->getOperand(1);
        return true;
      }
      return false; // (c * x * y): keyed below by the product without c
    }
  }
  Factor = 1;
  Symbol = S;
  return true;
}

/// The product of a SCEVMulExpr's non-constant operands, so that 4 * N * M
/// and 8 * N * M share a key.
const SCEV *symbolOf(const SCEV *S, ScalarEvolution &SE, int64_t &Factor) {
  if (const auto *M = dyn_cast<SCEVMulExpr>(S))
    if (const auto *C = dyn_cast<SCEVConstant>(M->getOperand(0)))
      if (C->getAPInt().getSignificantBits() <= 63) {
        Factor = C->getAPInt().getSExtValue();
        SmallVector<const SCEV *, 4> Ops(drop_begin(M->operands()));
        return SE.getMulExpr(Ops);
      }
  const SCEV *Sym = nullptr;
  if (splitTerm(S, Factor, Sym))
    return Sym;
  Factor = 1;
  return S;
}

struct Term {
  const SCEV *Symbol; ///< null: a constant step
  int64_t Factor;     ///< bytes per Symbol
  int Loop;           ///< band loop, or -1 for a loop inside the band
  uint64_t InnerTrip; ///< that inner loop's trip count
};

struct AccessForm {
  SmallVector<Term, 4> Terms;
  const SCEV *Rest = nullptr;
};

} // namespace

const SCEV *tilelang::bodyTrips(const Loop *L, ScalarEvolution &SE) {
  const SCEV *BTC = SE.getBackedgeTakenCount(L);
  if (isa<SCEVCouldNotCompute>(BTC))
    return BTC;
  BasicBlock *Exiting = L->getExitingBlock();
  if (Exiting && Exiting == L->getHeader() && Exiting != L->getLoopLatch())
    return BTC;
  return SE.getAddExpr(BTC, SE.getOne(BTC->getType()));
}

namespace {

/// A SCEV widened to 64 bits (subscripts are sign-extended ints in C).
const SCEV *wide(const SCEV *S, ScalarEvolution &SE) {
  Type *I64 = Type::getInt64Ty(S->getType()->getContext());
  if (!S->getType()->isIntegerTy() || S->getType()->getIntegerBitWidth() >= 64)
    return S;
  return SE.getSignExtendExpr(S, I64);
}

/// Whether \p S mentions a loop recurrence.
bool hasAddRec(const SCEV *S) {
  return SCEVExprContains(S,
                          [](const SCEV *X) { return isa<SCEVAddRecExpr>(X); });
}

/// Takes \p S (times \p Scale) apart into loop terms and a remainder; looks
/// through integer extensions (a C subscript does not overflow) and constant
/// factors. False when a term is not affine in the loops or an inner loop's
/// trip count is not a constant.
bool decompose(const SCEV *S, int64_t Scale, const Band &B, ScalarEvolution &SE,
               AccessForm &F, SmallVectorImpl<const SCEV *> &Rest) {
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    const Loop *L = AR->getLoop();
    int Idx = -1;
    for (unsigned K = 0; K < B.depth(); ++K)
      if (B.Loops[K].L == L)
        Idx = K;
    const Loop *Inner = B.Loops.back().L;
    bool InsideBand = Idx < 0 && Inner->contains(L) && L != Inner;
    if (Idx < 0 && !InsideBand) {
      // A loop around the band: fixed during a tile.
      Rest.push_back(
          SE.getMulExpr(SE.getConstant(APInt(64, Scale, true)), wide(S, SE)));
      return true;
    }
    if (!AR->isAffine())
      return false;
    Term T;
    T.Loop = Idx;
    T.InnerTrip = 1;
    if (InsideBand) {
      const auto *Trip = dyn_cast<SCEVConstant>(bodyTrips(L, SE));
      if (!Trip || Trip->getAPInt().getActiveBits() > 32 ||
          Trip->getAPInt().isZero())
        return false;
      T.InnerTrip = Trip->getAPInt().getZExtValue();
    }
    T.Symbol = symbolOf(wide(AR->getStepRecurrence(SE), SE), SE, T.Factor);
    T.Factor *= Scale;
    F.Terms.push_back(T);
    return decompose(AR->getStart(), Scale, B, SE, F, Rest);
  }
  if (const auto *A = dyn_cast<SCEVAddExpr>(S)) {
    for (const SCEV *Op : A->operands())
      if (!decompose(Op, Scale, B, SE, F, Rest))
        return false;
    return true;
  }
  if (const auto *C = dyn_cast<SCEVIntegralCastExpr>(S))
    if (!isa<SCEVTruncateExpr>(C) && !isa<SCEVPtrToIntExpr>(C))
      return decompose(C->getOperand(), Scale, B, SE, F, Rest);
  if (const auto *M = dyn_cast<SCEVMulExpr>(S))
    if (const auto *C = dyn_cast<SCEVConstant>(M->getOperand(0)))
      if (C->getAPInt().getSignificantBits() <= 32) {
        SmallVector<const SCEV *, 4> Ops(drop_begin(M->operands()));
        return decompose(SE.getMulExpr(Ops),
                         Scale * C->getAPInt().getSExtValue(), B, SE, F, Rest);
      }
  if (hasAddRec(S)) {
    // A recurrence of a band loop under an operation the model does not
    // take apart (a product of two subscripts, a division): no footprint.
    for (const BandLoop &BL : B.Loops)
      if (!SE.isLoopInvariant(S, BL.L))
        return false;
  }
  Rest.push_back(
      SE.getMulExpr(SE.getConstant(APInt(64, Scale, true)), wide(S, SE)));
  return true;
}

/// dimensionsOf's work on the accesses of one array, step by step: the keys
/// of its dimensions (null for the innermost, constant dimension; the
/// symbolic strides; every constant stride but the smallest), each key's
/// unit, the accesses' offsets from the first one per key, then each
/// dimension's extent. A step returns false when the accesses do not fit the
/// model.
class ArrayDimensions {
public:
  ArrayDimensions(ArrayRef<AccessForm> InForms, uint64_t Elt,
                  ScalarEvolution &SE)
      : Forms(InForms.begin(), InForms.end()), Elt(Elt), SE(SE),
        Offsets(Forms.size()) {}

  /// The dimensions, outermost first; empty when they do not fit the model.
  SmallVector<BandShape::DimExtent, 3> compute();

private:
  void keyConstantStrides();
  unsigned keyIdx(const SCEV *Sym);
  bool measureUnits();
  bool measureOffsets(unsigned I);
  bool measureExtent(unsigned K, BandShape::DimExtent &D);
  SmallVector<BandShape::DimExtent, 3>
  outermostFirst(ArrayRef<BandShape::DimExtent> Dims) const;

  SmallVector<AccessForm, 4> Forms;
  uint64_t Elt;
  ScalarEvolution &SE;
  /// The constant strides keyed by their own value, the largest first.
  SmallVector<std::pair<uint64_t, const SCEV *>, 3> ConstKeys;
  /// Keys: the symbols (null first = the innermost, constant dimension).
  SmallVector<const SCEV *, 3> Keys;
  /// Per key: the dimension's unit in bytes.
  std::map<unsigned, uint64_t> Unit;
  /// Per access: its remainder's offset from the first access's, per key.
  std::vector<std::map<unsigned, int64_t>> Offsets;
};

SmallVector<BandShape::DimExtent, 3> ArrayDimensions::compute() {
  SmallVector<BandShape::DimExtent, 3> None;
  keyConstantStrides();
  if (!measureUnits())
    return None;
  for (unsigned I = 1; I < Forms.size(); ++I)
    if (!measureOffsets(I))
      return None;
  SmallVector<BandShape::DimExtent, 3> Dims(Keys.size());
  for (unsigned K = 0; K < Keys.size(); ++K)
    if (!measureExtent(K, Dims[K]))
      return None;
  return outermostFirst(Dims);
}

// Constant strides of different sizes are different dimensions (a
// 1000 x 1000 array walked as A[i * 1000 + j]): every constant step but
// the smallest is keyed by its own value, in units of itself.
void ArrayDimensions::keyConstantStrides() {
  SmallVector<uint64_t, 3> CSteps;
  for (const AccessForm &F : Forms)
    for (const Term &T : F.Terms)
      if (!T.Symbol && T.Factor) {
        uint64_t Abs = uint64_t(T.Factor < 0 ? -T.Factor : T.Factor);
        if (!is_contained(CSteps, Abs))
          CSteps.push_back(Abs);
      }
  llvm::sort(CSteps, std::greater<uint64_t>());
  for (unsigned I = 0; I + 1 < CSteps.size(); ++I)
    ConstKeys.push_back({CSteps[I], SE.getConstant(APInt(64, CSteps[I]))});
  for (AccessForm &F : Forms)
    for (Term &T : F.Terms)
      if (!T.Symbol)
        for (auto [Step, Key] : ConstKeys)
          if (uint64_t(T.Factor < 0 ? -T.Factor : T.Factor) == Step) {
            T.Symbol = Key;
            T.Factor = T.Factor < 0 ? -1 : 1;
          }
}

unsigned ArrayDimensions::keyIdx(const SCEV *Sym) {
  auto It = find(Keys, Sym);
  if (It != Keys.end())
    return unsigned(It - Keys.begin());
  Keys.push_back(Sym);
  return unsigned(Keys.size() - 1);
}

/// The keys of every term, and per key the gcd of the constant factors
/// (the dimension's unit).
bool ArrayDimensions::measureUnits() {
  keyIdx(nullptr);
  Unit[0] = Elt;
  for (const AccessForm &F : Forms)
    for (const Term &T : F.Terms) {
      unsigned K = keyIdx(T.Symbol);
      uint64_t Abs = uint64_t(T.Factor < 0 ? -T.Factor : T.Factor);
      if (!Abs)
        continue;
      Unit[K] = K == 0 ? Unit[K] : std::gcd(Unit.count(K) ? Unit[K] : 0, Abs);
      if (K == 0 && Abs % Elt)
        return false; // a step that is not a whole number of elements
    }
  return true;
}

/// The offset of access \p I's remainder from the first one's, per key.
bool ArrayDimensions::measureOffsets(unsigned I) {
  const SCEV *D = SE.getMinusSCEV(Forms[I].Rest, Forms[0].Rest);
  if (isa<SCEVCouldNotCompute>(D))
    return false;
  SmallVector<const SCEV *, 4> Ops;
  if (const auto *A = dyn_cast<SCEVAddExpr>(D))
    Ops.append(A->operands().begin(), A->operands().end());
  else if (!D->isZero())
    Ops.push_back(D);
  for (const SCEV *Op : Ops) {
    int64_t Fac = 0;
    const SCEV *Sym = nullptr;
    if (isa<SCEVConstant>(Op)) {
      splitTerm(Op, Fac, Sym);
      // Whole strides of the constant dimensions first (rounded: -4 of
      // row + 1 is one row minus one element).
      for (auto [Step, Key] : ConstKeys) {
        int64_t M =
            (Fac >= 0 ? Fac + int64_t(Step) / 2 : Fac - int64_t(Step) / 2) /
            int64_t(Step);
        if (!M)
          continue;
        unsigned K = keyIdx(Key);
        Unit[K] = 1;
        Offsets[I][K] += M;
        Fac -= M * int64_t(Step);
      }
      if (!Fac)
        continue;
    } else {
      Sym = symbolOf(Op, SE, Fac);
    }
    auto It = find(Keys, Sym);
    if (It == Keys.end())
      return false; // an offset along no dimension of the loops
    unsigned K = It - Keys.begin();
    if (!Unit.count(K))
      Unit[K] = uint64_t(Fac < 0 ? -Fac : Fac);
    Offsets[I][K] += Fac;
  }
  return true;
}

/// The extent of dimension \p K in its units: each band loop's largest
/// step over the accesses, the inner loops' range and the offsets' spread.
bool ArrayDimensions::measureExtent(unsigned K, BandShape::DimExtent &D) {
  uint64_t U = Unit.count(K) && Unit[K] ? Unit[K] : Elt;
  std::map<int, uint64_t> Steps;
  uint64_t InnerSpread = 0;
  for (const AccessForm &F : Forms) {
    std::map<int, uint64_t> Mine;
    uint64_t MyInner = 0;
    for (const Term &T : F.Terms) {
      if (keyIdx(T.Symbol) != K)
        continue;
      uint64_t Abs = uint64_t(T.Factor < 0 ? -T.Factor : T.Factor);
      if (Abs % U)
        return false;
      if (T.Loop >= 0)
        Mine[T.Loop] += Abs / U;
      else
        MyInner += Abs / U * (T.InnerTrip - 1);
    }
    for (auto [L, S] : Mine)
      Steps[L] = std::max(Steps[L], S);
    InnerSpread = std::max(InnerSpread, MyInner);
  }
  int64_t Lo = 0, Hi = 0;
  for (auto &O : Offsets) {
    int64_t V = O.count(K) ? O[K] : 0;
    if (V % int64_t(U))
      return false;
    Lo = std::min(Lo, V / int64_t(U));
    Hi = std::max(Hi, V / int64_t(U));
  }
  for (auto [L, S] : Steps)
    D.Loops.push_back({unsigned(L), S});
  D.Spread = InnerSpread + uint64_t(Hi - Lo);
  return true;
}

/// Outermost first: symbolic strides (the larger product first), then the
/// constant ones (the larger first), then the element dimension.
SmallVector<BandShape::DimExtent, 3>
ArrayDimensions::outermostFirst(ArrayRef<BandShape::DimExtent> Dims) const {
  SmallVector<unsigned, 3> Order;
  for (unsigned K = 1; K < Keys.size(); ++K)
    Order.push_back(K);
  llvm::stable_sort(Order, [&](unsigned A, unsigned B) {
    const auto *CA = dyn_cast<SCEVConstant>(Keys[A]);
    const auto *CB = dyn_cast<SCEVConstant>(Keys[B]);
    if (CA || CB) {
      if (CA && CB)
        return CA->getAPInt().ugt(CB->getAPInt());
      return CB != nullptr;
    }
    auto Size = [&](const SCEV *S) {
      if (const auto *M = dyn_cast<SCEVMulExpr>(S))
        return M->getNumOperands();
      return size_t(1);
    };
    return Size(Keys[A]) > Size(Keys[B]);
  });
  Order.push_back(0);
  SmallVector<BandShape::DimExtent, 3> Sorted;
  for (unsigned K : Order)
    Sorted.push_back(Dims[K]);
  return Sorted;
}

/// The footprint dimensions of the accesses \p Forms of one array with
/// elements of \p Elt bytes; empty when they do not fit the model.
SmallVector<BandShape::DimExtent, 3>
dimensionsOf(ArrayRef<AccessForm> Forms, uint64_t Elt, ScalarEvolution &SE) {
  return ArrayDimensions(Forms, Elt, SE).compute();
}

} // namespace

BandShape tilelang::describeBandForTarget(const Band &B, ScalarEvolution &SE,
                                          const BoundDirective &BD) {
  BandShape S = describeBand(B, SE, BD);
  const Directive &D = BD.D;
  S.Fixed.assign(D.TileSizes.begin(), D.TileSizes.end());
  S.Fixed.resize(S.TripCounts.size(), 0);
  S.PipelineStages = std::max(1u, D.PipelineStages);
  S.TensorCore = D.TensorCore;
  S.Threads.assign(D.Threads.begin(), D.Threads.end());
  S.Map.assign(D.Map.begin(), D.Map.end());
  // The arrays in describeBand's order (first access first).
  SmallVector<const Value *, 4> Objs;
  SmallVector<SmallVector<AccessForm, 4>, 4> Forms;
  SmallVector<bool, 4> Affine;
  for (Instruction *I : B.Accesses) {
    const Value *Ptr = getLoadStorePointerOperand(I);
    const Value *Obj = getUnderlyingObject(Ptr);
    auto It = find(Objs, Obj);
    unsigned Idx = It - Objs.begin();
    if (It == Objs.end()) {
      Objs.push_back(Obj);
      Forms.emplace_back();
      Affine.push_back(true);
    }
    if (Idx >= S.Arrays.size())
      continue;
    BandShape::ArrayUse &U = S.Arrays[Idx];
    Type *ElTy = isa<StoreInst>(I)
                     ? cast<StoreInst>(I)->getValueOperand()->getType()
                     : I->getType();
    U.IsFloat = ElTy->isFPOrFPVectorTy();
    ++U.Accesses;
    StringRef Name = BD.nameOf(Obj);
    if (const ArrayClause *C = Name.empty() ? nullptr : D.findArray(Name))
      U.Space = C->Space;
    if (!Affine[Idx])
      continue;
    const SCEV *P = SE.getSCEV(const_cast<Value *>(Ptr));
    const SCEV *Base = SE.getSCEV(const_cast<Value *>(Obj));
    const SCEV *Off = SE.getMinusSCEV(P, Base);
    AccessForm F;
    SmallVector<const SCEV *, 4> Rest;
    if (isa<SCEVCouldNotCompute>(Off) || !decompose(Off, 1, B, SE, F, Rest)) {
      Affine[Idx] = false;
      continue;
    }
    F.Rest = Rest.empty() ? SE.getZero(Type::getInt64Ty(I->getContext()))
                          : SE.getAddExpr(Rest);
    Forms[Idx].push_back(F);
  }
  for (unsigned Idx = 0; Idx < S.Arrays.size() && Idx < Forms.size(); ++Idx)
    if (Affine[Idx] && !Forms[Idx].empty())
      S.Arrays[Idx].Dims =
          dimensionsOf(Forms[Idx], S.Arrays[Idx].ElementBytes, SE);
  return S;
}

bool tilelang::findDirectiveBand(Loop &Root, const Directive &D,
                                 ScalarEvolution &SE, Band &B,
                                 std::string &Why) {
  unsigned Depth = D.TileSizes.size() ? D.TileSizes.size() : D.Map.size();
  if (!Depth) {
    Depth = 1;
    for (Loop *L = &Root; L->getSubLoops().size() == 1 && Depth < 3;
         L = L->getSubLoops().front())
      ++Depth;
  }
  std::string StrictWhy;
  if (analyzeBand(Root, Depth, SE, B, StrictWhy))
    return true;
  // The looser recognition: a perfect nest with computable trip counts.
  B = Band();
  Loop *L = &Root;
  for (unsigned K = 0; K < Depth; ++K) {
    if (K) {
      if (L->getSubLoops().size() != 1) {
        Why = "the band has only " + std::to_string(K) +
              (K == 1 ? " loop" : " loops") + " where the directive needs " +
              std::to_string(Depth);
        return false;
      }
      L = L->getSubLoops().front();
    }
    const SCEV *Trips = bodyTrips(L, SE);
    if (isa<SCEVCouldNotCompute>(Trips)) {
      Why = StrictWhy.empty()
                ? "the trip count of loop " + std::to_string(K + 1) +
                      " of the band cannot be computed"
                : StrictWhy;
      return false;
    }
    BandLoop BL;
    BL.L = L;
    BL.TripCount = Trips;
    B.Loops.push_back(BL);
  }
  for (BasicBlock *BB : L->blocks())
    for (Instruction &I : *BB)
      if (isa<LoadInst>(I) || isa<StoreInst>(I))
        B.Accesses.push_back(&I);
  return true;
}

SmallVector<unsigned, 4> tilelang::directiveSizes(const Directive &D,
                                                  const BandShape &Shape,
                                                  unsigned Unknown) {
  SmallVector<unsigned, 4> Sizes;
  for (unsigned L = 0; L < Shape.TripCounts.size(); ++L) {
    unsigned S = L < D.TileSizes.size() ? D.TileSizes[L] : 0;
    // A loop that never runs counts as one point: its size divides.
    if (!S)
      S = Shape.TripCounts[L] ? unsigned(std::clamp<uint64_t>(
                                    *Shape.TripCounts[L], 1, UINT32_MAX))
                              : Unknown;
    Sizes.push_back(S);
  }
  return Sizes;
}

std::vector<DirectiveBand>
tilelang::collectDirectiveBands(Function &F, LoopInfo &LI,
                                ScalarEvolution &SE) {
  std::vector<DirectiveBand> Out;
  for (Loop *L : LI.getLoopsInPreorder()) {
    MDNode *P = findLoopProperty(*L, "tilelang.directive");
    if (!P || P->getNumOperands() != 2)
      continue;
    auto *Spec = dyn_cast<MDString>(P->getOperand(1));
    if (!Spec)
      continue;
    Expected<Directive> D = Directive::parse(Spec->getString());
    if (!D) {
      consumeError(D.takeError());
      continue;
    }
    std::optional<BoundDirective> BD = getDirective(*L);
    if (!BD)
      continue;
    DirectiveBand DB;
    DB.Root = L;
    DB.BD = std::move(*BD);
    // tile(auto): the whole band, as tilelang-tile resolves it (it may
    // settle on fewer loops when the deeper band cannot be tiled legally).
    if (isWholeBandAuto(DB.BD.D))
      DB.BD.D.TileSizes.assign(wholeBandDepth(*L, SE), 0);
    DB.HasBand = findDirectiveBand(*L, DB.BD.D, SE, DB.B, DB.Why);
    if (DB.HasBand)
      DB.Shape = describeBandForTarget(DB.B, SE, DB.BD);
    Out.push_back(std::move(DB));
  }
  return Out;
}

SmallVector<unsigned, 4>
tilelang::resolveTileSizes(const DirectiveBand &DB,
                           const TileLangTargetInfo &TI, Decision *Auto) {
  const Directive &D = DB.BD.D;
  SmallVector<unsigned, 4> Sizes = directiveSizes(D, DB.Shape);
  if (is_contained(D.TileSizes, 0u) || Auto) {
    BandShape S = DB.Shape;
    S.Fixed.assign(D.TileSizes.begin(), D.TileSizes.end());
    S.Fixed.resize(S.TripCounts.size(), 0);
    Decision Dec = TI.getTileSizeForLoop(S);
    for (unsigned L = 0; L < D.TileSizes.size() && L < Sizes.size(); ++L)
      if (!D.TileSizes[L] && L < Dec.Values.size())
        Sizes[L] = Dec.Values[L];
    if (Auto)
      *Auto = std::move(Dec);
  }
  return Sizes;
}

/// A copy of \p S whose loops are in the order \p Perm (position ->
/// loop of S).
BandShape tilelang::permuteBand(const BandShape &S, ArrayRef<unsigned> Perm) {
  BandShape P = S;
  unsigned N = Perm.size();
  SmallVector<unsigned, 4> Pos(N);
  for (unsigned I = 0; I < N; ++I) {
    Pos[Perm[I]] = I;
    P.TripCounts[I] = S.TripCounts[Perm[I]];
    if (I < P.Fixed.size() && Perm[I] < S.Fixed.size())
      P.Fixed[I] = S.Fixed[Perm[I]];
  }
  for (BandShape::ArrayUse &A : P.Arrays) {
    unsigned Mask = 0;
    for (unsigned L = 0; L < N; ++L)
      if (A.LoopMask & (1u << L))
        Mask |= 1u << Pos[L];
    A.LoopMask = Mask;
    if (A.UnitStrideLoop >= 0)
      A.UnitStrideLoop = Pos[A.UnitStrideLoop];
    for (BandShape::DimExtent &D : A.Dims)
      for (auto &LS : D.Loops)
        LS.first = Pos[LS.first];
  }
  return P;
}

SmallVector<unsigned, 4> tilelang::pointLoopOrder(const BandShape &S) {
  unsigned N = S.TripCounts.size();
  SmallVector<unsigned, 4> Perm, Score(N, 0);
  for (unsigned K = 0; K < N; ++K)
    Perm.push_back(K);
  for (const BandShape::ArrayUse &A : S.Arrays)
    if (A.UnitStrideLoop >= 0 && unsigned(A.UnitStrideLoop) < N)
      Score[A.UnitStrideLoop] += A.Written ? 2 : 1;
  if (!N)
    return Perm;
  unsigned Best = N - 1;
  for (unsigned K = 0; K < N; ++K)
    if (Score[K] > Score[Best])
      Best = K;
  if (Best != N - 1) {
    Perm.erase(Perm.begin() + Best);
    Perm.push_back(Best);
  }
  return Perm;
}
