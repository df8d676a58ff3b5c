//===- ContractionTags.cpp - A recognised contraction carried through the IR ===//
//
// See ContractionTags.h.
//
//===----------------------------------------------------------------------===//
#include "analysis/ContractionTags.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;
using namespace tilelang;

static constexpr const char *Property = "tilelang.contraction";
static constexpr const char *OperandTag = "tilelang.operand";

static void tag(Instruction *I, StringRef Role) {
  if (I)
    I->setMetadata(OperandTag,
                   MDNode::get(I->getContext(), MDString::get(I->getContext(),
                                                              Role)));
}

void tilelang::tagContraction(const Contraction &R, Loop &Point) {
  LLVMContext &Ctx = Point.getHeader()->getContext();
  tag(R.A.Access, "A");
  tag(R.B.Access, "B");
  tag(R.Store, "C");
  tag(R.CLoad, "Cload");
  Type *I32 = Type::getInt32Ty(Ctx);
  auto Int = [&](unsigned V) {
    return ConstantAsMetadata::get(ConstantInt::get(I32, V));
  };
  SmallVector<Metadata *, 12> Ops{
      MDString::get(Ctx, Property),  Int(R.M),
      Int(R.N),                      Int(R.K),
      Int(unsigned(R.A.Layout)),     Int(unsigned(R.B.Layout)),
      Int(unsigned(R.C.Layout)),     MDString::get(Ctx, R.A.TypeName),
      MDString::get(Ctx, R.B.TypeName), MDString::get(Ctx, R.C.TypeName)};
  for (unsigned L : R.Batch)
    Ops.push_back(Int(L));
  setLoopProperty(Point, MDNode::get(Ctx, Ops));
}

std::optional<TaggedContraction>
tilelang::readContraction(const Loop &Point, std::string &Why) {
  MDNode *P = findLoopProperty(Point, Property);
  if (!P || P->getNumOperands() < 10) {
    Why = "the band's contraction was not recognised (see the diagnostic "
          "above)";
    return std::nullopt;
  }
  TaggedContraction T;
  auto Int = [&](unsigned I) -> unsigned {
    if (auto *C = mdconst::dyn_extract<ConstantInt>(P->getOperand(I)))
      return unsigned(C->getZExtValue());
    return ~0u;
  };
  T.M = Int(1);
  T.N = Int(2);
  T.K = Int(3);
  for (unsigned O = 0; O < 3; ++O) {
    unsigned L = Int(4 + O);
    if (L > 2) {
      Why = "the recorded contraction is malformed";
      return std::nullopt;
    }
    T.Layout[O] = OperandLayout(L);
    if (auto *S = dyn_cast<MDString>(P->getOperand(7 + O)))
      T.Type[O] = S->getString().str();
  }
  for (unsigned I = 10; I < P->getNumOperands(); ++I)
    T.Batch.push_back(Int(I));
  for (BasicBlock *BB : Point.blocks())
    for (Instruction &I : *BB) {
      MDNode *Tag = I.getMetadata(OperandTag);
      auto *S = Tag && Tag->getNumOperands()
                    ? dyn_cast<MDString>(Tag->getOperand(0))
                    : nullptr;
      if (!S)
        continue;
      StringRef Role = S->getString();
      auto *Ld = dyn_cast<LoadInst>(&I);
      auto *St = dyn_cast<StoreInst>(&I);
      if (Role == "A" && Ld)
        T.A = Ld;
      else if (Role == "B" && Ld)
        T.B = Ld;
      else if (Role == "Cload" && Ld)
        T.CLoad = Ld;
      else if (Role == "C" && St)
        T.C = St;
    }
  if (!T.A || !T.B || !T.C) {
    Why = "the band's body no longer holds the contraction's loads and store";
    return std::nullopt;
  }
  return T;
}
