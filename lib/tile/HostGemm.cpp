//===- HostGemm.cpp - The BLIS plan of a host contraction -----------------===//
//
// See HostGemm.h: legality (checkHostGemm) and rewrite (rewriteHostGemm,
// the GemmEmitter). The decision is target/HostGemmPlan.cpp.
//
//===----------------------------------------------------------------------===//
#include "tile/HostGemm.h"
#include "analysis/Metadata.h"
#include "parallel/HostParallelPass.h"
#include "target/TargetDescription.h"
#include "utils/BandBounds.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

#define DEBUG_TYPE "tilelang-tile"

using namespace llvm;
using namespace tilelang;
using namespace llvm::PatternMatch;

namespace {

/// The address \p S with every recurrence of a loop of \p B replaced by its
/// start: the address at the band's first iteration.
class FirstIteration : public SCEVRewriteVisitor<FirstIteration> {
  const Band &B;

public:
  FirstIteration(ScalarEvolution &SE, const Band &B)
      : SCEVRewriteVisitor(SE), B(B) {}
  const SCEV *visitAddRecExpr(const SCEVAddRecExpr *E) {
    for (const BandLoop &BL : B.Loops)
      if (E->getLoop() == BL.L)
        return visit(E->getStart());
    return SCEVRewriteVisitor::visitAddRecExpr(E);
  }
};

/// Whether \p V is the load \p Access itself (no conversion between).
bool isLoad(const Value *V, const Instruction *Access) { return V == Access; }

} // namespace

std::optional<Contraction> tilelang::checkHostGemm(const Band &B,
                                                   ScalarEvolution &SE,
                                                   const BoundDirective &BD,
                                                   std::string &WhyNot) {
  if (!B.isRectangular()) {
    WhyNot = "the band is not rectangular (a loop's bounds vary with "
             "another band loop)";
    return std::nullopt;
  }
  // C -= A * B too: the plan subtracts as the source does (an fsub), or
  // negates the factor clang negated where it enters the product
  // (fmuladd(-a, b, c)): the sums round as plain clang's.
  std::optional<Contraction> C =
      recognizeContraction(B, SE, BD, WhyNot, /*AllowNegated=*/true);
  if (!C)
    return std::nullopt;
  if (!C->Batch.empty() || B.depth() != 3) {
    WhyNot = "the band has " + std::to_string(B.depth()) +
             " loops; the plan takes exactly the three loops of " +
             C->formula();
    return std::nullopt;
  }
  Type *T = C->C.ElementType;
  if (!T->isFloatTy() && !T->isDoubleTy()) {
    WhyNot = "the plan computes float and double, not " + C->C.SourceType;
    return std::nullopt;
  }
  if (C->A.ElementType != T || C->B.ElementType != T) {
    WhyNot = "the plan needs one element type (" + C->types() + ")";
    return std::nullopt;
  }
  // The factors are the loads themselves: no conversion in between.
  Instruction *Mul = C->Product ? C->Product : C->Sum;
  bool Direct = (C->Kind == Contraction::Accumulate::FAdd &&
                 C->Product->getOpcode() == Instruction::FMul) ||
                C->Kind == Contraction::Accumulate::FMulAdd ||
                C->Kind == Contraction::Accumulate::FMA;
  if (Direct) {
    const Value *X = Mul->getOperand(0), *Y = Mul->getOperand(1);
    if (C->NegatedLoad) {
      const Value *In = nullptr;
      if (match(X, m_FNeg(m_Value(In))) && In == C->NegatedLoad)
        X = In;
      else if (match(Y, m_FNeg(m_Value(In))) && In == C->NegatedLoad)
        Y = In;
    }
    Direct = (isLoad(X, C->A.Access) && isLoad(Y, C->B.Access)) ||
             (isLoad(X, C->B.Access) && isLoad(Y, C->A.Access));
  }
  if (!Direct) {
    WhyNot = "the product's factors are converted before they are "
             "multiplied";
    return std::nullopt;
  }
  const auto *CN = dyn_cast<SCEVConstant>(C->C.Steps[C->N]);
  if (!CN || CN->getAPInt().getSExtValue() != int64_t(C->C.ElementBytes)) {
    WhyNot = C->C.Name + " is not contiguous along loop " +
             std::to_string(C->N + 1) + " (its columns)";
    return std::nullopt;
  }
  if (C->NegatedLoad && C->A.Access == C->B.Access) {
    WhyNot = "the product squares one element and negates one of its "
             "factors";
    return std::nullopt;
  }
  if (C->A.Object == C->C.Object || C->B.Object == C->C.Object) {
    WhyNot = "the product reads the accumulated array";
    return std::nullopt;
  }
  // The plan runs in place of the band: no value of the band may be used
  // after it.
  Loop *Root = B.Loops.front().L;
  for (BasicBlock *BB : Root->blocks())
    for (Instruction &I : *BB)
      for (User *U : I.users())
        if (!Root->contains(cast<Instruction>(U))) {
          WhyNot = "a value computed in the band is used after it";
          return std::nullopt;
        }
  return C;
}

namespace {

/// Marks the loop of back edge \p Back for tilelang-parallel
/// (HostParallelPass.h): its iterations, \p What, run on the cores with
/// the static schedule (contiguous runs), for the reason \p Why; the
/// remarks go to \p Dir's position. With \p ForkText, the region forks
/// only when a condition forkIfMarker() put in front of the loop holds as
/// well (the text says it in words).
void markParallelLoop(Function &F, const Directive &Dir, BranchInst *Back,
                      const std::string &What, const std::string &Why,
                      const std::string &ForkText) {
  LLVMContext &Ctx = F.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  auto Int = [&](unsigned V) {
    return ConstantAsMetadata::get(ConstantInt::get(I32, V));
  };
  auto Str = [&](StringRef S) -> Metadata * { return MDString::get(Ctx, S); };
  SmallVector<Metadata *, 9> Ops = {Str("tilelang.parallel"),
                                    Int(0),
                                    Int(0),
                                    Str(Why),
                                    Str(What),
                                    Str(Dir.File),
                                    Int(Dir.Line),
                                    Int(Dir.Col)};
  if (!ForkText.empty())
    Ops.push_back(Str(ForkText));
  MDNode *Prop = MDNode::get(Ctx, Ops);
  MDNode *ID = MDNode::getDistinct(Ctx, {nullptr, Prop});
  ID->replaceOperandWith(0, ID);
  Back->setMetadata(LLVMContext::MD_loop, ID);
}

/// Emits the BLIS loops of one plan (HostGemm.h) with an IRBuilder.
class GemmEmitter {
  IRBuilder<> &IB;
  Function &F;
  const Contraction &Ctr;
  const HostGemmPlan &P;
  /// The directive (the remarks' position) and whether the ic loop and
  /// the packing of B run on the cores.
  const Directive &Dir;
  bool Parallel;
  Type *T, *I64;
  uint64_t S;
  // The operands, expanded in front of the band: the first elements'
  // addresses, the strides in bytes per iteration, the trip counts.
  Value *A0, *B0, *C0, *SAM, *SAK, *SBK, *SBN, *SCM, *TM, *TN, *TK;
  Value *Ap = nullptr, *Bp = nullptr, *Ct = nullptr;

  Value *c(uint64_t V) { return ConstantInt::get(I64, V); }
  Value *min(Value *X, Value *Y) {
    return IB.CreateSelect(IB.CreateICmpSLT(X, Y), X, Y);
  }
  /// Base + Index * Stride (bytes).
  Value *at(Value *Base, Value *Index, Value *Stride) {
    return IB.CreatePtrAdd(Base, IB.CreateMul(Index, Stride));
  }
  /// Element Index of buffer \p Buf.
  Value *elem(Value *Buf, Value *Index) {
    return IB.CreateInBoundsGEP(T, Buf, Index);
  }

  /// for (IV = 0; IV < End; IV += Step) Body(IV); the builder is left after
  /// the loop. Returns the back edge (which carries the loop's metadata).
  BranchInst *loop(Value *End, uint64_t Step, const Twine &Name,
                   function_ref<void(Value *)> Body) {
    BasicBlock *Pre = IB.GetInsertBlock();
    LLVMContext &Ctx = F.getContext();
    BasicBlock *Header = BasicBlock::Create(Ctx, Name + ".header", &F);
    BasicBlock *BodyBB = BasicBlock::Create(Ctx, Name + ".body", &F);
    BasicBlock *Exit = BasicBlock::Create(Ctx, Name + ".exit", &F);
    IB.CreateBr(Header);
    IB.SetInsertPoint(Header);
    PHINode *IV = IB.CreatePHI(I64, 2, Name);
    IV->addIncoming(c(0), Pre);
    IB.CreateCondBr(IB.CreateICmpSLT(IV, End), BodyBB, Exit);
    IB.SetInsertPoint(BodyBB);
    Body(IV);
    Value *Next = IB.CreateAdd(IV, c(Step), Name + ".next", /*NUW=*/true,
                               /*NSW=*/true);
    IV->addIncoming(Next, IB.GetInsertBlock());
    BranchInst *Back = IB.CreateBr(Header);
    IB.SetInsertPoint(Exit);
    return Back;
  }

  /// markParallelLoop when the plan runs on the cores.
  void markParallel(BranchInst *Back, const std::string &What,
                    const std::string &Why,
                    const std::string &ForkText = std::string()) {
    if (Parallel)
      markParallelLoop(F, Dir, Back, What, Why, ForkText);
  }

  /// if (Cond) Then(); the builder is left after it.
  void ifThen(Value *Cond, const Twine &Name, function_ref<void()> Then) {
    LLVMContext &Ctx = F.getContext();
    BasicBlock *ThenBB = BasicBlock::Create(Ctx, Name, &F);
    BasicBlock *Join = BasicBlock::Create(Ctx, Name + ".end", &F);
    IB.CreateCondBr(Cond, ThenBB, Join);
    IB.SetInsertPoint(ThenBB);
    Then();
    IB.CreateBr(Join);
    IB.SetInsertPoint(Join);
  }

  /// Packs a block of \p Cur x KCur elements into micro-panels of \p W
  /// rows: element (x, p) of the block, at Src + (X0 + x) * SX + (PC + p) *
  /// SP, goes to Buf[(x / W) * W * KCur + p * W + x % W]; a last panel of
  /// fewer than W rows is padded with zeros. The loop along the source's
  /// contiguous direction is innermost. Returns the back edge of the loop
  /// over the micro-panels.
  BranchInst *pack(Value *Buf, Value *Src, Value *X0, Value *SX, Value *PC,
                   Value *SP, Value *Cur, Value *KCur, unsigned W,
                   const Twine &Name) {
    bool PInner =
        isa<ConstantInt>(SP) && cast<ConstantInt>(SP)->getZExtValue() == S;
    return loop(Cur, W, Name + ".panel", [&](Value *XP) {
      Value *Panel = elem(Buf, IB.CreateMul(XP, KCur));
      Value *Rows = min(c(W), IB.CreateSub(Cur, XP));
      ifThen(IB.CreateICmpSLT(Rows, c(W)), Name + ".pad", [&] {
        IB.CreateMemSet(Panel, IB.getInt8(0), IB.CreateMul(KCur, c(W * S)),
                        MaybeAlign(S));
      });
      Value *Row0 = at(Src, IB.CreateAdd(X0, XP), SX);
      Value *Col0 = at(Row0, PC, SP);
      auto Copy = [&](Value *X, Value *Pp) {
        Value *V =
            IB.CreateAlignedLoad(T, at(at(Col0, X, SX), Pp, SP), Align(S));
        IB.CreateAlignedStore(
            V, elem(Panel, IB.CreateAdd(IB.CreateMul(Pp, c(W)), X)), Align(S));
      };
      if (PInner)
        loop(Rows, 1, Name + ".x", [&](Value *X) {
          loop(KCur, 1, Name + ".p", [&](Value *Pp) { Copy(X, Pp); });
        });
      else
        loop(KCur, 1, Name + ".p", [&](Value *Pp) {
          loop(Rows, 1, Name + ".x", [&](Value *X) { Copy(X, Pp); });
        });
    });
  }

  /// acc = acc + a * b with the source's operation.
  Value *fmaLike(Value *A, Value *B, Value *Acc) {
    Instruction *Sum = Ctr.Sum;
    switch (Ctr.Kind) {
    case Contraction::Accumulate::FMulAdd:
    case Contraction::Accumulate::FMA: {
      Intrinsic::ID ID = Ctr.Kind == Contraction::Accumulate::FMA
                             ? Intrinsic::fma
                             : Intrinsic::fmuladd;
      CallInst *R = IB.CreateIntrinsic(ID, {Acc->getType()}, {A, B, Acc});
      if (isa<FPMathOperator>(Sum))
        R->setFastMathFlags(Sum->getFastMathFlags());
      return R;
    }
    default: {
      auto *M = cast<Instruction>(IB.CreateFMul(A, B));
      M->setFastMathFlags(Ctr.Product->getFastMathFlags());
      auto *R = cast<Instruction>(Ctr.Negated ? IB.CreateFSub(Acc, M)
                                              : IB.CreateFAdd(Acc, M));
      R->setFastMathFlags(Sum->getFastMathFlags());
      return R;
    }
    }
  }

  /// The micro-kernel on the C tile at \p CT (rows \p RS bytes apart):
  /// mr x nr / VL accumulators loaded from it, KCur steps of mr broadcasts
  /// of A times nr / VL vectors of B, stored back.
  void microKernel(Value *CT, Value *RS, Value *APanel, Value *BPanel,
                   Value *KCur) {
    unsigned NV = P.NR / P.VL;
    auto *VT = FixedVectorType::get(T, P.VL);
    SmallVector<Value *, 32> Acc;
    for (unsigned I = 0; I < P.MR; ++I)
      for (unsigned V = 0; V < NV; ++V)
        Acc.push_back(IB.CreateAlignedLoad(
            VT, elem(at(CT, c(I), RS), c(V * P.VL)), Align(S), "c"));
    BasicBlock *Pre = IB.GetInsertBlock();
    LLVMContext &Ctx = F.getContext();
    BasicBlock *Header = BasicBlock::Create(Ctx, "ukernel.k", &F);
    BasicBlock *Exit = BasicBlock::Create(Ctx, "ukernel.exit", &F);
    // KCur >= 1: the K loop is bottom-tested.
    IB.CreateBr(Header);
    IB.SetInsertPoint(Header);
    PHINode *K = IB.CreatePHI(I64, 2, "k");
    K->addIncoming(c(0), Pre);
    SmallVector<PHINode *, 32> Phi;
    for (Value *A : Acc) {
      Phi.push_back(IB.CreatePHI(VT, 2, "acc"));
      Phi.back()->addIncoming(A, Pre);
    }
    SmallVector<Value *, 8> BV;
    Value *BRow = elem(BPanel, IB.CreateMul(K, c(P.NR)));
    // C -= A * B (fmuladd(-a, b, c)): the factor clang negated, negated
    // here too, so that both lower alike, NaN signs included.
    bool NegA = Ctr.NegatedLoad && Ctr.NegatedLoad == Ctr.A.Access;
    bool NegB = Ctr.NegatedLoad && Ctr.NegatedLoad == Ctr.B.Access;
    for (unsigned V = 0; V < NV; ++V) {
      BV.push_back(
          IB.CreateAlignedLoad(VT, elem(BRow, c(V * P.VL)), Align(S), "b"));
      if (NegB)
        BV.back() = IB.CreateFNeg(BV.back(), "b.neg");
    }
    Value *ARow = elem(APanel, IB.CreateMul(K, c(P.MR)));
    for (unsigned I = 0; I < P.MR; ++I) {
      Value *A = IB.CreateAlignedLoad(T, elem(ARow, c(I)), Align(S), "a");
      Value *Splat = IB.CreateVectorSplat(P.VL, A);
      if (NegA)
        Splat = IB.CreateFNeg(Splat, "a.neg");
      for (unsigned V = 0; V < NV; ++V) {
        unsigned J = I * NV + V;
        Acc[J] = fmaLike(Splat, BV[V], Phi[J]);
      }
    }
    Value *Next = IB.CreateAdd(K, c(1), "k.next", true, true);
    for (unsigned J = 0; J < Acc.size(); ++J)
      Phi[J]->addIncoming(Acc[J], Header);
    K->addIncoming(Next, Header);
    IB.CreateCondBr(IB.CreateICmpSLT(Next, KCur), Header, Exit);
    IB.SetInsertPoint(Exit);
    for (unsigned I = 0; I < P.MR; ++I)
      for (unsigned V = 0; V < NV; ++V) {
        PHINode *Out = IB.CreatePHI(VT, 1, "acc.out");
        Out->addIncoming(Acc[I * NV + V], Header);
        Acc[I * NV + V] = Out;
      }
    for (unsigned I = 0; I < P.MR; ++I)
      for (unsigned V = 0; V < NV; ++V)
        IB.CreateAlignedStore(Acc[I * NV + V],
                              elem(at(CT, c(I), RS), c(V * P.VL)), Align(S));
  }

  /// Copies Rows x Cols elements between C's tile at \p CT and the edge
  /// tile Ct (rows nr apart), in the direction \p In.
  void edgeCopy(Value *CT, Value *Rows, Value *Cols, bool In) {
    loop(Rows, 1, In ? "edge.in.i" : "edge.out.i", [&](Value *I) {
      loop(Cols, 1, In ? "edge.in.j" : "edge.out.j", [&](Value *J) {
        Value *Mem = elem(at(CT, I, SCM), J);
        Value *Tmp = elem(Ct, IB.CreateAdd(IB.CreateMul(I, c(P.NR)), J));
        Value *From = In ? Mem : Tmp, *To = In ? Tmp : Mem;
        IB.CreateAlignedStore(IB.CreateAlignedLoad(T, From, Align(S)), To,
                              Align(S));
      });
    });
  }

public:
  GemmEmitter(IRBuilder<> &IB, Function &F, const Contraction &Ctr,
              const HostGemmPlan &P, ArrayRef<Value *> Ops,
              const Directive &Dir, bool Parallel)
      : IB(IB), F(F), Ctr(Ctr), P(P), Dir(Dir), Parallel(Parallel),
        T(Ctr.C.ElementType), I64(IB.getInt64Ty()), S(Ctr.C.ElementBytes) {
    A0 = Ops[0], B0 = Ops[1], C0 = Ops[2], SAM = Ops[3], SAK = Ops[4],
    SBK = Ops[5], SBN = Ops[6], SCM = Ops[7], TM = Ops[8], TN = Ops[9],
    TK = Ops[10];
  }

  /// The plan, from the builder's block; \p Fallback gets control when a
  /// trip count is not positive or the B buffer cannot be allocated,
  /// \p Done after the plan.
  ///
  /// On the cores (Smith et al., "Anatomy of high-performance many-threaded
  /// matrix multiplication", IPDPS 2014: the ic loop, B shared, A per
  /// thread): for every (jc, pc), the loop over B's micro-panels and then
  /// the ic loop are marked for tilelang-parallel, which makes each an
  /// OpenMP parallel region with a static workshare loop; the join after
  /// the packing is the barrier before the packed B panel is read. The
  /// packed A block (mc x kc) and the edge tile are stack buffers that only
  /// the ic loop uses: tilelang-parallel gives every thread its own.
  void emit(BasicBlock *Fallback, BasicBlock *Done) {
    Module &M = *F.getParent();
    LLVMContext &Ctx = F.getContext();
    PointerType *Ptr = PointerType::getUnqual(Ctx);
    FunctionCallee Alloc = M.getOrInsertFunction(
        "aligned_alloc", FunctionType::get(Ptr, {I64, I64}, false));
    FunctionCallee Free = M.getOrInsertFunction(
        "free", FunctionType::get(IB.getVoidTy(), {Ptr}, false));
    // The edge tile of C and, on the cores, the packed A block (mc x kc,
    // rounded up to 64 bytes: one per thread on its stack), in the entry
    // block; on one thread the A block is malloc'd as B's panel is (a
    // caller's small stack is not at risk).
    uint64_t AElems = (P.MC * P.KC * S + 63) / 64 * 64 / S;
    {
      IRBuilder<>::InsertPointGuard G(IB);
      IB.SetInsertPoint(&*F.getEntryBlock().getFirstInsertionPt());
      if (Parallel)
        Ap = IB.CreateAlloca(T, c(AElems), "gemm.a");
      Ct = IB.CreateAlloca(T, c(P.MR * P.NR), "gemm.edge");
      // Their names for remarks (clang drops value names).
      for (auto [V, Name] : {std::pair(Ap, "gemm.a"), {Ct, "gemm.edge"}}) {
        if (!V)
          continue;
        auto *A = cast<AllocaInst>(V);
        A->setAlignment(Align(64));
        A->setMetadata("tilelang.host.buffer",
                       MDNode::get(Ctx, MDString::get(Ctx, Name)));
      }
    }
    Value *Positive = IB.CreateAnd(
        IB.CreateAnd(IB.CreateICmpSGT(TM, c(0)), IB.CreateICmpSGT(TN, c(0))),
        IB.CreateICmpSGT(TK, c(0)));
    BasicBlock *AllocBB = BasicBlock::Create(Ctx, "gemm.alloc", &F);
    IB.CreateCondBr(Positive, AllocBB, Fallback);
    IB.SetInsertPoint(AllocBB);
    auto RoundUp = [&](Value *X, uint64_t Q) {
      return IB.CreateMul(IB.CreateUDiv(IB.CreateAdd(X, c(Q - 1)), c(Q)), c(Q));
    };
    // The B panel kc x min(nc, N rounded up to nr), in a multiple of 64
    // bytes.
    Value *BBytes =
        RoundUp(IB.CreateMul(min(c(P.NC), RoundUp(TN, P.NR)), c(P.KC * S)), 64);
    Bp = IB.CreateCall(Alloc, {c(64), BBytes}, "gemm.b");
    Value *Got = IB.CreateIsNotNull(Bp);
    if (!Parallel) {
      Ap = IB.CreateCall(Alloc, {c(64), c(AElems * S)}, "gemm.a");
      Got = IB.CreateAnd(Got, IB.CreateIsNotNull(Ap));
    }
    BasicBlock *Run = BasicBlock::Create(Ctx, "gemm.run", &F);
    BasicBlock *NoMem = BasicBlock::Create(Ctx, "gemm.nomem", &F);
    IB.CreateCondBr(Got, Run, NoMem);
    IB.SetInsertPoint(NoMem);
    IB.CreateCall(Free, {Bp});
    if (!Parallel)
      IB.CreateCall(Free, {Ap});
    IB.CreateBr(Fallback);
    IB.SetInsertPoint(Run);
    // The ic blocks: as many as mc needs (on the cores: rounded up to a
    // multiple of the cores where M has an mr-row block for each), of equal
    // size MCE = ceil(M / NB) rounded up to mr (at most mc): the threads'
    // shares of C differ by at most mr rows per block, not by a short last
    // block (BLIS splits M into equal parts per thread the same way).
    Value *NB = IB.CreateUDiv(IB.CreateAdd(TM, c(P.MC - 1)), c(P.MC));
    if (Parallel && P.Cores > 1) {
      Value *Up = RoundUp(NB, P.Cores);
      Value *MaxBlocks = IB.CreateUDiv(IB.CreateAdd(TM, c(P.MR - 1)), c(P.MR));
      NB = IB.CreateSelect(IB.CreateICmpULE(Up, MaxBlocks), Up, NB);
    }
    Value *MCE = RoundUp(
        IB.CreateUDiv(IB.CreateAdd(TM, IB.CreateSub(NB, c(1))), NB), P.MR);
    Value *Blocks = IB.CreateUDiv(IB.CreateAdd(TM, IB.CreateSub(MCE, c(1))),
                                  MCE, "gemm.ic.blocks");
    loop(TN, P.NC, "gemm.jc", [&](Value *JC) {
      Value *NCur = min(c(P.NC), IB.CreateSub(TN, JC));
      loop(TK, P.KC, "gemm.pc", [&](Value *PC) {
        Value *KCur = min(c(P.KC), IB.CreateSub(TK, PC));
        // With one ic block (no fork there) B is packed in one thread too
        // (new-user test of session 8: it forked for every panel of B).
        if (Parallel)
          IB.CreateCall(forkIfMarker(*F.getParent()),
                        {IB.CreateICmpUGT(Blocks, c(1), "gemm.fork.b")});
        markParallel(
            pack(Bp, B0, JC, SBN, PC, SBK, NCur, KCur, P.NR, "pack.b"),
            "the packing of B's " + std::to_string(P.NR) +
                "-column micro-panels",
            "every micro-panel is written by one thread; the region's join "
            "is the barrier before the panel is read",
            "and the ic loop has 2 blocks or more");
        BranchInst *ICBack = loop(Blocks, 1, "gemm.ic", [&](Value *Blk) {
          Value *IC = IB.CreateMul(Blk, MCE, "gemm.ic.row");
          Value *MCur = min(MCE, IB.CreateSub(TM, IC));
          pack(Ap, A0, IC, SAM, PC, SAK, MCur, KCur, P.MR, "pack.a");
          loop(NCur, P.NR, "gemm.jr", [&](Value *JR) {
            Value *Cols = min(c(P.NR), IB.CreateSub(NCur, JR));
            Value *BPanel = elem(Bp, IB.CreateMul(JR, KCur));
            loop(MCur, P.MR, "gemm.ir", [&](Value *IR) {
              Value *Rows = min(c(P.MR), IB.CreateSub(MCur, IR));
              Value *APanel = elem(Ap, IB.CreateMul(IR, KCur));
              Value *CT =
                  elem(at(C0, IB.CreateAdd(IC, IR), SCM), IB.CreateAdd(JC, JR));
              Value *Full = IB.CreateAnd(IB.CreateICmpEQ(Rows, c(P.MR)),
                                         IB.CreateICmpEQ(Cols, c(P.NR)));
              BasicBlock *Before = IB.GetInsertBlock();
              BasicBlock *Edge = BasicBlock::Create(Ctx, "edge.in", &F);
              BasicBlock *Kernel = BasicBlock::Create(Ctx, "ukernel", &F);
              IB.CreateCondBr(Full, Kernel, Edge);
              IB.SetInsertPoint(Edge);
              IB.CreateMemSet(Ct, IB.getInt8(0), c(P.MR * P.NR * S),
                              MaybeAlign(64));
              edgeCopy(CT, Rows, Cols, /*In=*/true);
              BasicBlock *EdgeEnd = IB.GetInsertBlock();
              IB.CreateBr(Kernel);
              IB.SetInsertPoint(Kernel);
              PHINode *Tile = IB.CreatePHI(Ptr, 2, "ctile");
              Tile->addIncoming(CT, Before);
              Tile->addIncoming(Ct, EdgeEnd);
              PHINode *RS = IB.CreatePHI(I64, 2, "crow");
              RS->addIncoming(SCM, Before);
              RS->addIncoming(c(P.NR * S), EdgeEnd);
              microKernel(Tile, RS, APanel, BPanel, KCur);
              ifThen(IB.CreateNot(Full), "edge.out",
                     [&] { edgeCopy(CT, Rows, Cols, /*In=*/false); });
            });
          });
        });
        markParallel(ICBack,
                     "the GEMM plan's ic blocks (of equal size, at most " +
                         std::to_string(P.MC) +
                         " rows of C each, with B's packed panel shared)",
                     "the blocks write disjoint rows of C, each element in "
                     "one thread in the source's order of k");
      });
    });
    IB.CreateCall(Free, {Bp});
    if (!Parallel)
      IB.CreateCall(Free, {Ap});
    IB.CreateBr(Done);
  }
};

} // namespace

bool tilelang::rewriteHostGemm(Function &F, const Band &B, ScalarEvolution &SE,
                               const Contraction &Ctr, const HostGemmPlan &P,
                               const Directive &Dir, bool Parallel,
                               std::string &WhyNot) {
  Loop *Root = B.Loops.front().L;
  BasicBlock *Pre = Root->getLoopPreheader();
  BasicBlock *Exit = B.Loops.front().Exit;
  if (!Pre || !Exit || !isa<BranchInst>(Pre->getTerminator()) ||
      !Exit->phis().empty()) {
    WhyNot = "the band's loops are not in canonical form";
    return false;
  }
  Instruction *At = Pre->getTerminator();
  Type *I64 = Type::getInt64Ty(F.getContext());
  FirstIteration First(SE, B);
  auto Trips = [&](unsigned L) {
    return guardedTripCount(B, L, SE); // 0 where an outer loop runs none
  };
  SmallVector<const SCEV *, 11> Ops = {First.visit(Ctr.A.Address),
                                       First.visit(Ctr.B.Address),
                                       First.visit(Ctr.C.Address),
                                       Ctr.A.Steps[Ctr.M],
                                       Ctr.A.Steps[Ctr.K],
                                       Ctr.B.Steps[Ctr.K],
                                       Ctr.B.Steps[Ctr.N],
                                       Ctr.C.Steps[Ctr.M],
                                       Trips(Ctr.M),
                                       Trips(Ctr.N),
                                       Trips(Ctr.K)};
  SCEVExpander Exp(SE, "tilelang.gemm");
  for (const SCEV *S : Ops)
    if (!SE.isLoopInvariant(S, Root) || !Exp.isSafeToExpandAt(S, At)) {
      WhyNot = "an address, stride or bound of the band is not known "
               "before it runs";
      return false;
    }
  SmallVector<Value *, 11> Vals;
  for (const SCEV *S : Ops)
    Vals.push_back(Exp.expandCodeFor(
        S, S->getType()->isPointerTy() ? S->getType() : I64, At));
  Exp.clear();
  BasicBlock *Header = Root->getHeader();
  BasicBlock *Plan =
      BasicBlock::Create(F.getContext(), "gemm.plan", &F, Header);
  cast<BranchInst>(At)->replaceSuccessorWith(Header, Plan);
  // The band now has two ways in: the plan's fall-back and the preheader;
  // give it a preheader of its own again.
  BasicBlock *Fallback =
      BasicBlock::Create(F.getContext(), "gemm.fallback", &F, Header);
  BranchInst::Create(Header, Fallback);
  for (PHINode &Phi : Header->phis())
    Phi.replaceIncomingBlockWith(Pre, Fallback);
  IRBuilder<> IB(Plan);
  GemmEmitter(IB, F, Ctr, P, Vals, Dir, Parallel).emit(Fallback, Exit);
  return true;
}

HostGemmResult tilelang::applyHostGemm(Function &F, const Band &B,
                                       ScalarEvolution &SE,
                                       const TargetTransformInfo &TTI,
                                       const BoundDirective &BD,
                                       bool Parallel) {
  std::string Why;
  std::optional<Contraction> C = checkHostGemm(B, SE, BD, Why);
  OptimizationRemarkEmitter ORE(&F);
  DebugLoc Loc = directiveLoc(F, BD.D);
  BasicBlock *Header = B.Loops.front().L->getHeader();
  auto Missed = [&](const std::string &Text) {
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "HostGemm", Loc, Header)
             << "host GEMM plan not used: " << Text
             << "; the band is tiled loop by loop";
    });
    return HostGemmResult::Refused;
  };
  if (!C) {
    // Only a contraction the plan cannot take is worth a remark.
    std::string Ignored;
    if (B.isRectangular() && recognizeContraction(B, SE, BD, Ignored, true))
      return Missed(Why);
    return HostGemmResult::NotContraction;
  }
  Expected<const TargetDescription *> TD = findTargetDescription(F);
  const TargetDescription *Desc = nullptr;
  if (TD)
    Desc = *TD;
  else
    consumeError(TD.takeError());
  unsigned VecBits =
      TTI.getRegisterBitWidth(TargetTransformInfo::RGK_FixedWidthVector)
          .getFixedValue();
  unsigned Regs = TTI.getNumberOfRegisters(TTI.getRegisterClassForType(true));
  HostGemmPlan P =
      decideHostGemmPlan(Desc, C->C.ElementBytes, VecBits / 8, Regs);
  std::string Formula = C->formula(), Types = C->C.SourceType;
  // On the cores the packed A block and the edge tile are on every thread's
  // stack: within tilelang-parallel's budget (HostParallelPass.cpp,
  // MaxPrivateBytes: 3 MiB of libomp's 4 MiB worker stacks), else one
  // thread with both blocks malloc'd.
  uint64_t S = C->C.ElementBytes;
  uint64_t StackBytes =
      (uint64_t(P.MC) * P.KC * S + 63) / 64 * 64 + uint64_t(P.MR) * P.NR * S;
  std::string OneThread = "; one thread (-tilelang-host-parallel=false)";
  if (Parallel && StackBytes > (3u << 20)) {
    Parallel = false;
    OneThread = "; one thread: the packed A block and the edge tile (" +
                std::to_string(StackBytes) +
                " bytes) would not fit the 3145728 bytes of stack "
                "tilelang-parallel gives a thread";
  }
  if (!rewriteHostGemm(F, B, SE, *C, P, BD.D, Parallel, Why))
    return Missed(Why);
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "HostGemm", Loc, Header)
           << "host GEMM plan (BLIS loops) for " << Formula << " on " << Types
           << ": A packed in " << std::to_string(P.MR)
           << "-row micro-panels, B in " << std::to_string(P.NR)
           << "-column micro-panels, a " << std::to_string(P.MR) << " x "
           << std::to_string(P.NR) << " micro-kernel of "
           << std::to_string(P.MR * (P.NR / P.VL)) << " vector FMAs per step"
           << " of k; " << ore::NV("Plan", P.Why)
           << (Parallel
                   ? "; on the cores (OpenMP, tilelang-parallel; threads: "
                     "OMP_NUM_THREADS, else one per core, at run time): for "
                     "each kc x nc panel of B, its micro-panels packed by the "
                     "threads, then the ic loop's blocks of at most mc rows "
                     "of C, of equal size and as many as a multiple of the "
                     "cores (" +
                         std::to_string(P.Cores) +
                         ") where M allows, "
                         "dealt out in contiguous runs (static schedule), "
                         "every "
                         "thread with its own packed A block and edge tile"
                   : OneThread);
  });
  // The plan deals out its own blocks: a map(...) or distribute(...) the
  // directive gives is not applied (the new-user test of session 8 found
  // them dropped without a word).
  if (!BD.D.Map.empty() || BD.D.DistributeGiven)
    reportDirectiveWarning(
        F, BD.D,
        Twine("the host GEMM plan does not apply ") +
            (!BD.D.Map.empty() && BD.D.DistributeGiven
                 ? "map(...) and distribute(...)"
             : BD.D.Map.empty() ? "distribute(...)"
                                : "map(...)") +
            ": it runs its B packing and its blocks of C's rows on the cores "
            "as its remark says (-mllvm -tilelang-host-gemm=false tiles the "
            "band loop by loop, with them)");
  return HostGemmResult::Planned;
}
