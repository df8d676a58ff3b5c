//===- promote/Pipeline.cpp - pipeline(S): copies Stages - 1 tiles ahead -===//
//
// The code generation of pipeline(S) (the decision is planPipeline's, in
// Decisions.cpp): a pipelined array's shared buffer holds Stages tiles; the
// stage indices and the boxes of the tiles ahead are expanded with the
// other bounds (Pipeliner::expand), and the copies are cp.async copies
// issued Stages - 1 iterations of the sequential tile loop ahead, with
// commit groups, waits and barriers (Pipeliner::emit). NVIDIA sm_80 and
// later only.
//
//===----------------------------------------------------------------------===//
#include "promote/Staging.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

using namespace llvm;

namespace tilelang::promote {

/// \p X with the add-recurrences of \p L moved \p Ahead iterations on
/// (\p First: replaced by their value at iteration \p Ahead).
const SCEV *Pipeliner::shifted(const SCEV *X, const Loop *L, int64_t Ahead,
                               bool First) {
  ScalarEvolution &SE = C.SE;
  struct Shift : SCEVRewriteVisitor<Shift> {
    const Loop *L;
    int64_t Ahead;
    bool First;
    Shift(ScalarEvolution &SE, const Loop *L, int64_t A, bool F)
        : SCEVRewriteVisitor(SE), L(L), Ahead(A), First(F) {}
    const SCEV *visitAddRecExpr(const SCEVAddRecExpr *AR) {
      const SCEV *Start = visit(AR->getStart());
      const SCEV *Step = AR->getStepRecurrence(SE);
      if (AR->getLoop() != L || !AR->isAffine())
        return SE.getAddRecExpr(Start, Step, AR->getLoop(), SCEV::FlagAnyWrap);
      const SCEV *At = SE.getAddExpr(
          Start, SE.getMulExpr(SE.getConstant(Step->getType(), Ahead), Step));
      return First ? At : SE.getAddRecExpr(At, Step, L, SCEV::FlagAnyWrap);
    }
  };
  return Shift(SE, L, Ahead, First).visit(X);
}

/// The stage indices in the loop's body, the box of the tile Stages - 1
/// iterations ahead, and the boxes of the first Stages - 1 tiles (in the
/// loop's preheader).
void Pipeliner::expand(StagedArray &S, SCEVExpander &Exp) {
  Type *I64 = Type::getInt64Ty(C.F.getContext());
  Loop *L = S.PipeLoop;
  Instruction *Pos = S.CopyIn->getTerminator();
  IRBuilder<> B(Pos);
  auto [TT, Step] = pipelineCounter(L);
  Value *N = B.CreateUDiv(TT, B.getInt64(Step), "pipe.iter");
  S.Stage = B.CreateURem(N, B.getInt64(S.Stages), "pipe.stage");
  S.NextStage = B.CreateURem(B.CreateAdd(N, B.getInt64(S.Stages - 1)),
                             B.getInt64(S.Stages), "pipe.next");
  for (const Range &R : S.Box) {
    S.NextLo.push_back(B.CreateSExtOrTrunc(
        Exp.expandCodeFor(shifted(R.Min, L, S.Stages - 1, false), nullptr, Pos),
        I64));
    S.NextHi.push_back(B.CreateSExtOrTrunc(
        Exp.expandCodeFor(shifted(R.Max, L, S.Stages - 1, false), nullptr, Pos),
        I64));
  }
  Instruction *PPos = L->getLoopPreheader()->getTerminator();
  IRBuilder<> PB(PPos);
  for (unsigned D = 0; D + 1 < S.Stages; ++D) {
    S.FirstLo.emplace_back();
    S.FirstHi.emplace_back();
    for (const Range &R : S.Box) {
      S.FirstLo.back().push_back(PB.CreateSExtOrTrunc(
          Exp.expandCodeFor(shifted(R.Min, L, D, true), nullptr, PPos), I64));
      S.FirstHi.back().push_back(PB.CreateSExtOrTrunc(
          Exp.expandCodeFor(shifted(R.Max, L, D, true), nullptr, PPos), I64));
    }
  }
}

/// pipeline(S): the copies of every pipelined array of the band, with
/// cp.async (an element outside the array's part of the tile is
/// zero-filled: source size 0, nothing read). Before the loop: the first
/// Stages - 1 tiles, one commit group each. In iteration n: barrier
/// (stage (n - 1) mod Stages, about to be refilled, is no longer read),
/// the tile of iteration n + Stages - 1 (zeros past the loop's end),
/// commit, wait until at most Stages - 1 groups are pending (tile n has
/// landed), barrier.
void Pipeliner::emit(ArrayRef<StagedArray *> All) {
  if (All.empty())
    return;
  LLVMContext &Ctx = C.F.getContext();
  Loop *L = All.front()->PipeLoop;
  unsigned Stages = All.front()->Stages;
  auto Issue = [&](Instruction *Pos, StagedArray &S, ArrayRef<Value *> Lo,
                   ArrayRef<Value *> Hi, Value *Stage) {
    Value *Base = const_cast<Value *>(S.Object);
    Intrinsic::ID ID =
        S.ElemBytes == 4   ? Intrinsic::nvvm_cp_async_ca_shared_global_4_s
        : S.ElemBytes == 8 ? Intrinsic::nvvm_cp_async_ca_shared_global_8_s
                           : Intrinsic::nvvm_cp_async_ca_shared_global_16_s;
    GPUCopier(C).emitCooperative(
        Pos, S,
        [&](IRBuilder<> &B, ArrayRef<Value *> X, Value *InBox) {
          SmallVector<Value *, 4> Safe;
          for (unsigned D = 0; D < X.size(); ++D)
            Safe.push_back(B.CreateSelect(InBox, X[D], Lo[D]));
          Value *Src =
              B.CreateInBoundsGEP(S.ElemTy, Base, arrayIndex(B, S, Safe));
          Src = B.CreateAddrSpaceCast(Src, PointerType::get(Ctx, 1));
          Value *Dst = B.CreateInBoundsGEP(S.ElemTy, S.Buf,
                                           blockIndex(B, S, X, Lo, Stage));
          Value *Bytes =
              B.CreateSelect(InBox, B.getInt32(S.ElemBytes), B.getInt32(0));
          B.CreateIntrinsic(ID, {}, {Dst, Src, Bytes});
        },
        "tilelang.cpasync." + S.Name, true, Lo, Hi);
  };
  // Prologue, before the loop (its preheader is found again after each
  // split, so the copies chain in order), after a barrier: when the block
  // runs the loop again (its next tile), other threads may still read
  // the stages the prologue refills (regression: new-user finding).
  {
    IRBuilder<> B(L->getLoopPreheader()->getTerminator());
    C.Target.emitBarrier(B);
  }
  for (unsigned D = 0; D + 1 < Stages; ++D) {
    for (StagedArray *S : All)
      Issue(L->getLoopPreheader()->getTerminator(), *S, S->FirstLo[D],
            S->FirstHi[D], ConstantInt::get(Type::getInt64Ty(Ctx), D));
    IRBuilder<> CB(L->getLoopPreheader()->getTerminator());
    CB.CreateIntrinsic(Intrinsic::nvvm_cp_async_commit_group, {});
  }
  // Steady state, at the band's preheader in iteration n.
  auto At = [&] { return C.P.getLoopPreheader()->getTerminator(); };
  {
    IRBuilder<> B(At());
    C.Target.emitBarrier(B);
  }
  for (StagedArray *S : All)
    Issue(At(), *S, S->NextLo, S->NextHi, S->NextStage);
  IRBuilder<> B(At());
  B.CreateIntrinsic(Intrinsic::nvvm_cp_async_commit_group, {});
  B.CreateIntrinsic(Intrinsic::nvvm_cp_async_wait_group, {},
                    {B.getInt32(Stages - 1)});
  C.Target.emitBarrier(B);
}

} // namespace tilelang::promote
