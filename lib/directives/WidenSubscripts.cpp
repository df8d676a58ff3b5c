//===- WidenSubscripts.cpp - Subscripts computed in the pointers' width ---===//
//
// See WidenSubscripts.h.
//
// Why the rewrite is sound. Take an index `sext X to iW` where X is a tree of
// narrow `add nsw`, `sub nsw`, `mul nsw` and `shl nsw` (by a constant below
// the narrow width) over leaves, and let X' be the same tree in iW with every
// leaf L replaced by `sext L` and every operation given `nsw`.
//  * If no operation of X overflows, every node of X' equals the sign
//    extension of the corresponding node of X (by induction from the
//    leaves), so the wide operations do not overflow either (their results
//    are narrow values), their nsw flags hold, and X' == sext X.
//  * If some operation of X overflows, that operation is poison because of
//    its nsw flag, and poison propagates through add, sub, mul, shl and sext
//    to the index: the original index is poison, and any value (X', poison
//    or not) refines it.
// So X' refines `sext X` for every user, not only for the access; the access
// with a poison address would be undefined behaviour anyway. The same holds
// for `zext` with `nuw` in place of `nsw`, and for `zext nneg X`, which is
// `sext X` where X is not negative and poison where it is. An operation
// without the flag (C's unsigned arithmetic, or a wrap the front end made
// defined) may wrap in the narrow type, where the wide one would not: it is
// a leaf and is extended as it is.
//
// Each wide operation is placed right after the narrow one it rebuilds, and
// each leaf's extension right after the leaf's definition, so they run
// exactly where the narrow values are computed and dominate every use the
// narrow ones had; each is built once per function, so a value used by two
// indices stays one value. The narrow arithmetic is deleted where nothing
// else uses it.
//
// LLVM's own tools do not do this job here: IndVarSimplify widens the
// induction variables themselves (createWideIV), which its cost check
// declines where 64-bit adds cost more; SeparateConstOffsetFromGEP
// distributes extensions only along the path to a constant offset, and splits
// the GEPs besides; and ScalarEvolution takes an instruction's nsw for its
// expression only where poison there would be undefined behaviour in the loop
// (isSCEVExprNeverPoison), which the flattened subscript's products are not
// in general.
//
//===----------------------------------------------------------------------===//
#include "directives/WidenSubscripts.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "tilelang-directives"

using namespace llvm;
using namespace tilelang;

namespace {

/// Whether the extension (signed when \p Signed) of \p BO's result may be
/// moved to its operands: an add, sub or mul, or a shl by a constant below
/// the width, with the no-wrap flag that matches the extension.
bool distributes(const BinaryOperator *BO, bool Signed) {
  switch (BO->getOpcode()) {
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul:
    break;
  case Instruction::Shl: {
    auto *C = dyn_cast<ConstantInt>(BO->getOperand(1));
    if (!C || C->getValue().uge(BO->getType()->getScalarSizeInBits()))
      return false;
    break;
  }
  default:
    return false;
  }
  return Signed ? BO->hasNoSignedWrap() : BO->hasNoUnsignedWrap();
}

/// Rebuilds narrow trees in a wider type. Each operation is rebuilt right
/// after the narrow one and each leaf extended right after its definition (at
/// the function's entry for an argument), so that the wide values dominate
/// every use the narrow ones had and are shared between the accesses of the
/// nest as the narrow ones were.
class Widener {
  Function &F;
  /// (narrow value, wide type, signed) -> wide value.
  DenseMap<std::tuple<Value *, Type *, unsigned>, Value *> Done;

  static std::string nameOf(Value *V) {
    return V->hasName() ? (V->getName() + ".wide").str() : std::string();
  }

  /// Where the extension of the leaf \p V goes, or nothing when it has no
  /// single point after its definition (an invoke's or callbr's result).
  std::optional<BasicBlock::iterator> afterDef(Value *V) {
    if (isa<Argument>(V))
      return F.getEntryBlock().getFirstNonPHIOrDbgOrAlloca();
    auto *I = dyn_cast<Instruction>(V);
    if (!I || (I->isTerminator() && !isa<PHINode>(I)))
      return std::nullopt;
    return I->getInsertionPointAfterDef();
  }

public:
  explicit Widener(Function &F) : F(F) {}

  /// The value of \p V (narrow, a node of a tree whose root the extension
  /// distributes over) extended to \p WideTy; \p User is the narrow
  /// operation that uses it.
  Value *widen(Value *V, Type *WideTy, bool Signed, Instruction *User) {
    auto Key = std::make_tuple(V, WideTy, unsigned(Signed));
    if (Value *W = Done.lookup(Key))
      return W;
    if (auto *C = dyn_cast<ConstantInt>(V)) {
      unsigned Bits = WideTy->getIntegerBitWidth();
      return ConstantInt::get(WideTy, Signed ? C->getValue().sext(Bits)
                                             : C->getValue().zext(Bits));
    }
    Value *W;
    auto *BO = dyn_cast<BinaryOperator>(V);
    if (BO && distributes(BO, Signed)) {
      Value *L = widen(BO->getOperand(0), WideTy, Signed, BO);
      // shl: a constant below the width.
      Value *R = widen(BO->getOperand(1), WideTy, Signed, BO);
      IRBuilder<> B(BO->getParent(), std::next(BO->getIterator()));
      B.SetCurrentDebugLocation(BO->getDebugLoc());
      bool NUW = !Signed, NSW = Signed;
      switch (BO->getOpcode()) {
      case Instruction::Add:
        W = B.CreateAdd(L, R, nameOf(V), NUW, NSW);
        break;
      case Instruction::Sub:
        W = B.CreateSub(L, R, nameOf(V), NUW, NSW);
        break;
      case Instruction::Mul:
        W = B.CreateMul(L, R, nameOf(V), NUW, NSW);
        break;
      default:
        W = B.CreateShl(L, R, nameOf(V), NUW, NSW);
        break;
      }
    } else {
      // A leaf: extended as it is.
      std::optional<BasicBlock::iterator> At = afterDef(V);
      IRBuilder<> B(User); // dominated by V: V is one of its operands
      if (At)
        B.SetInsertPoint(*At);
      W = Signed ? B.CreateSExt(V, WideTy, nameOf(V))
                 : B.CreateZExt(V, WideTy, nameOf(V));
      if (!At)
        return W; // right for this user only
    }
    Done[Key] = W;
    return W;
  }
};

/// Rebuilds the index \p U of a GEP in its extended width when it is an
/// extension of a narrow operation that the extension distributes over; the
/// extension, now unused by the GEP, goes to \p Dead.
bool widenIndex(Widener &W, Use &U, SmallVectorImpl<WeakTrackingVH> &Dead) {
  auto *Ext = dyn_cast<CastInst>(U.get());
  bool Signed;
  if (isa_and_nonnull<SExtInst>(Ext))
    Signed = true;
  else if (isa_and_nonnull<ZExtInst>(Ext))
    Signed = Ext->hasNonNeg(); // zext nneg X == sext X, or poison
  else
    return false;
  auto *BO = dyn_cast<BinaryOperator>(Ext->getOperand(0));
  if (!BO || !distributes(BO, Signed))
    return false;
  U.set(W.widen(BO, Ext->getType(), Signed, BO));
  Dead.push_back(Ext);
  return true;
}

} // namespace

bool tilelang::widenSubscripts(ArrayRef<Loop *> Loops) {
  if (Loops.empty())
    return false;
  // Every GEP on the way from an access of the loop nests to its base.
  SmallSetVector<GetElementPtrInst *, 16> GEPs;
  for (Loop *L : Loops)
    for (BasicBlock *BB : L->blocks())
      for (Instruction &I : *BB) {
        Value *Ptr = getLoadStorePointerOperand(&I);
        while (auto *GEP = dyn_cast_or_null<GetElementPtrInst>(Ptr)) {
          if (!GEPs.insert(GEP))
            break;
          Ptr = GEP->getPointerOperand();
        }
      }
  bool Changed = false;
  Widener W(*Loops.front()->getHeader()->getParent());
  SmallVector<WeakTrackingVH, 16> Dead;
  for (GetElementPtrInst *GEP : GEPs) {
    if (GEP->getType()->isVectorTy())
      continue;
    for (Use &U : GEP->indices())
      Changed |= widenIndex(W, U, Dead);
  }
  // The narrow arithmetic stays as long as anything else uses it. (Deleted
  // only now: the Widener's map is keyed by the narrow values.)
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  return Changed;
}
