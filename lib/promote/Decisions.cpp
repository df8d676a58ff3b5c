//===- promote/Decisions.cpp - Registers or shared, where, how far ahead -===//
//
// The decisions of tilelang-promote once an array's footprint is known
// (Footprint.cpp): whether a `register` array can live in registers
// (whyNotRegister: an accumulator that fits a thread's registers; else it
// is staged as `shared` would be), where its copies go (placeCopies: out of
// every tile loop its footprint does not depend on), and whether
// pipeline(S) applies to it (planPipeline). Nothing here changes the IR
// but the preheader placeCopies may insert.
//
//===----------------------------------------------------------------------===//
#include "promote/Staging.h"
#include "utils/LoopCounter.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

namespace tilelang::promote {

/// Why \p S cannot live in registers ("" when it can): it must be an
/// accumulator -- the band reads and writes it, every write goes to an
/// element a read of the same subscripts reads, and some loop of the band
/// (the reduction) moves none of its subscripts -- and a thread's buffer
/// must fit in \p MaxBytes.
std::string whyNotRegister(const BandContext &BC, const StagedArray &S,
                           uint64_t MaxBytes) {
  const Loop &P = BC.P;
  if (!S.Written)
    return "the band only reads it; registers hold an accumulator";
  if (S.Reads.empty())
    return "the band only writes it; registers hold an accumulator";
  for (auto [K, I] : enumerate(S.Accesses)) {
    if (!isa<StoreInst>(I))
      continue;
    bool Read = any_of(enumerate(S.Accesses), [&](auto J) {
      return isa<LoadInst>(J.value()) &&
             ArrayRef<const SCEV *>(S.Subscripts[J.index()]) ==
                 ArrayRef<const SCEV *>(S.Subscripts[K]);
    });
    if (!Read)
      return "a write goes to an element no read of the same subscripts "
             "reads; registers hold an accumulator";
  }
  // Each read's value goes only into the write of the same element (C +=
  // ...): a register tile keeps the element across the reduction loop,
  // and another statement reading it would see the tile's later values
  // (`X[j] += A[i][j]; Y[i] += X[j]`, new-user test).
  for (auto [K, I] : enumerate(S.Accesses)) {
    if (!isa<LoadInst>(I))
      continue;
    SmallVector<const Instruction *, 8> Work{I};
    SmallPtrSet<const Instruction *, 16> Seen;
    while (!Work.empty()) {
      const Instruction *V = Work.pop_back_val();
      if (!Seen.insert(V).second)
        continue;
      for (const User *U : V->users()) {
        const auto *UI = dyn_cast<Instruction>(U);
        if (const auto *St = dyn_cast_or_null<StoreInst>(UI)) {
          auto It = find(S.Accesses, St);
          if (St->getValueOperand() == V && It != S.Accesses.end() &&
              ArrayRef<const SCEV *>(S.Subscripts[It - S.Accesses.begin()]) ==
                  ArrayRef<const SCEV *>(S.Subscripts[K]))
            continue;
        } else if (UI && !UI->mayReadOrWriteMemory() && !isa<PHINode>(UI) &&
                   !UI->isTerminator() && !isa<CmpInst>(UI) && P.contains(UI)) {
          Work.push_back(UI);
          continue;
        }
        return "a read of it is used by something other than the write of "
               "the same element (another statement reads it); registers "
               "hold an accumulator";
      }
    }
  }
  bool Reduction = any_of(P.getLoopsInPreorder(), [&](const Loop *L) {
    return all_of(S.Subscripts, [&](const auto &Subs) {
      return none_of(Subs, [&](const SCEV *X) {
        return SCEVExprContains(X, [&](const SCEV *Y) {
          const auto *AR = dyn_cast<SCEVAddRecExpr>(Y);
          return AR && AR->getLoop() == L;
        });
      });
    });
  });
  if (!Reduction)
    return "every loop of the band moves its subscripts (no reduction "
           "loop keeps an element in a register)";
  if (S.Strided) {
    uint64_t Elems = 1;
    for (unsigned D = 0; D < S.Box.size(); ++D)
      Elems = SaturatingMultiply(Elems, extentOf(S, D));
    uint64_t Bytes = SaturatingMultiply(Elems, S.ElemBytes);
    if (Bytes > MaxBytes)
      return "a thread's part of the tile takes " + std::to_string(Bytes) +
             " bytes, more than the " + std::to_string(MaxBytes) +
             " bytes (half of a thread's registers) a register tile may "
             "take; use smaller tiles or more threads";
  }
  return "";
}

/// Chooses where the copies of \p S go: out of every loop around the band
/// in which its footprint is invariant (a tile loop that the array does
/// not depend on), so that it is copied once for all of that loop's
/// iterations. Only the band accesses the array there, and the buffer
/// keeps its values across those iterations.
void placeCopies(const BandContext &BC, StagedArray &S) {
  ScalarEvolution &SE = BC.SE;
  Loop *Target = &BC.P;
  while (Loop *Parent = Target->getParentLoop()) {
    auto Inv = [&](const SCEV *X) { return SE.isLoopInvariant(X, Parent); };
    auto BoxInv = [&](const Range &R) { return Inv(R.Min) && Inv(R.Max); };
    auto ImageInv = [&](const Image &Im) {
      return all_of(Im.Box, BoxInv) && all_of(Im.NonZero, Inv);
    };
    bool Invariant = all_of(S.Box, BoxInv) && all_of(S.Reads, ImageInv) &&
                     all_of(S.Writes, ImageInv) && all_of(S.HoistNonZero, Inv);
    // Out of the loop, the copies run only when it runs an iteration.
    const SCEV *TC = SE.getExitCount(Parent, Parent->getHeader());
    if (!Invariant || !Parent->getExitBlock() || isa<SCEVCouldNotCompute>(TC))
      break;
    if (!SE.isKnownPositive(TC))
      S.HoistNonZero.push_back(TC);
    Target = Parent;
    ++S.Hoisted;
  }
  if (!Target->getLoopPreheader())
    InsertPreheaderForLoop(Target, &BC.DT, &BC.LI, nullptr, false);
  S.CopyIn = Target->getLoopPreheader();
  S.CopyOut = Target->getExitBlock();
}

/// Whether pipeline(S) applies to \p S: sets S.Stages and S.PipeLoop, or
/// S.PipelineWhy.
void planPipeline(const BandContext &BC, StagedArray &S) {
  Loop &P = BC.P;
  unsigned Stages = BC.BD.D.PipelineStages;
  if (Stages < 2 || !S.Block)
    return;
  auto Refuse = [&](const Twine &Why) { S.PipelineWhy = Why.str(); };
  // Regression (new-user finding): a written array's copy-out was dropped.
  if (S.Written)
    return Refuse("the band writes it; only arrays the band only reads are "
                  "copied ahead");
  auto &G = static_cast<GPUStaging &>(BC.Target);
  Attribute CPU = BC.F.getFnAttribute("target-cpu");
  unsigned SM = 0;
  if (CPU.isValid() && CPU.getValueAsString().starts_with("sm_")) {
    StringRef Num = CPU.getValueAsString().drop_front(3);
    Num.consumeInteger(10, SM);
  }
  if (G.kind() != GPUKind::NVPTX || SM < 80)
    return Refuse("asynchronous copies (cp.async) need an NVIDIA GPU of "
                  "sm_80 or later");
  if (!S.PlainReads)
    return Refuse("what the band reads of it is not one box, copied whole "
                  "(cp.async copies the box of the next tile)");
  if (S.ElemBytes != 4 && S.ElemBytes != 8 && S.ElemBytes != 16)
    return Refuse("cp.async copies 4, 8 or 16 bytes, and its elements "
                  "have " +
                  Twine(S.ElemBytes));
  Loop *L = P.getParentLoop();
  if (S.CopyIn != P.getLoopPreheader() || !L || !L->contains(S.CopyIn) ||
      !L->getLoopPreheader() || !pipelineCounter(L).first)
    return Refuse("its copy is not inside a sequential tile loop around "
                  "the band");
  // The loop must be a `seq` tile loop: a point loop that is not spread
  // over threads starts at its counter.
  PHINode *TT = pipelineCounter(L).first;
  bool SeqLoop = false;
  for (const Loop *PL = &P; PL;
       PL = PL->getSubLoops().size() == 1 ? PL->getSubLoops()[0] : nullptr) {
    std::optional<LoopCounter> C = loopCounter(*PL);
    if (C && C->Start == TT && !findLoopProperty(*PL, "tilelang.thread"))
      SeqLoop = true;
  }
  if (!SeqLoop)
    return Refuse("the tile loop around the band is not a seq loop");
  S.Stages = Stages;
  S.PipeLoop = L;
}

/// The counter of a tile loop (its header's phi, from 0) and its step;
/// {null, 0} when the loop is not such a loop.
std::pair<PHINode *, uint64_t> pipelineCounter(Loop *L) {
  std::optional<LoopCounter> C = loopCounter(*L);
  auto *Start = C ? dyn_cast_or_null<ConstantInt>(C->Start) : nullptr;
  auto *Step = C && C->Increment
                   ? dyn_cast<ConstantInt>(C->Increment->getOperand(1))
                   : nullptr;
  if (!Start || !Start->isZero() || !Step || Step->isZero())
    return {nullptr, 0};
  return {C->Phi, Step->getZExtValue()};
}

} // namespace tilelang::promote
