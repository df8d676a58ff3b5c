//===- LoopCounter.cpp - The counter of a loop tilelang-tile built --------===//
//
// See LoopCounter.h.
//
//===----------------------------------------------------------------------===//
#include "utils/LoopCounter.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

std::optional<tilelang::LoopCounter> tilelang::loopCounter(const Loop &L) {
  BasicBlock *H = L.getHeader();
  auto *Br = dyn_cast<BranchInst>(H->getTerminator());
  if (!Br || !Br->isConditional() || !L.contains(Br->getSuccessor(0)))
    return std::nullopt;
  auto *Test = dyn_cast<ICmpInst>(Br->getCondition());
  if (!Test || Test->getPredicate() != ICmpInst::ICMP_SLT)
    return std::nullopt;
  auto *Phi = dyn_cast<PHINode>(Test->getOperand(0));
  if (!Phi || Phi->getParent() != H)
    return std::nullopt;
  LoopCounter C;
  C.Phi = Phi;
  C.Test = Test;
  C.Branch = Br;
  C.Bound = Test->getOperand(1);
  if (BasicBlock *Pre = L.getLoopPreheader())
    C.Start = Phi->getIncomingValueForBlock(Pre);
  if (BasicBlock *Latch = L.getLoopLatch()) {
    auto *Inc = dyn_cast<BinaryOperator>(Phi->getIncomingValueForBlock(Latch));
    if (Inc && Inc->getOpcode() == Instruction::Add &&
        Inc->getOperand(0) == Phi)
      C.Increment = Inc;
  }
  return C;
}

Value *tilelang::boundFromStart(const LoopCounter &C, BasicBlock &Pre,
                                uint64_t Span, const Twine &Name) {
  IRBuilder<> B(Pre.getTerminator());
  Value *End = B.CreateAdd(C.Start, B.getInt64(Span), Name, /*HasNUW=*/true,
                           /*HasNSW=*/true);
  C.Test->setOperand(1, End);
  return End;
}
