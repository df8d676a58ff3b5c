//===- HostParallelPass.cpp - tilelang-parallel ---------------------------===//
//
// Legality (ParallelTileLoop::check: the tile loop's form, values and
// buffers that cross its boundary), rewrite (emitParallel: OpenMPIRBuilder's
// parallel region and static workshare loop), then finalize(), which
// outlines the regions. See HostParallelPass.h.
//
//===----------------------------------------------------------------------===//
#include "parallel/HostParallelPass.h"
#include "analysis/Metadata.h"
#include "analysis/PureCalls.h"
#include "utils/GPU.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Frontend/OpenMP/OMPIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "tilelang-parallel"

using namespace llvm;
using namespace tilelang;
using namespace llvm::PatternMatch;
using InsertPointTy = OpenMPIRBuilder::InsertPointTy;

namespace {

/// The most bytes of staging buffers one thread gets on its stack: 3 MiB of
/// libomp's default 4 MiB worker stack (KMP_DEFAULT_STKSIZE, x86-64).
constexpr uint64_t MaxPrivateBytes = 3u << 20;

/// One tile loop marked "tilelang.parallel", in tilelang-tile's form:
///   header: %tt = phi i64 [0, %pre], [%tt.next, %latch]
///           (other phis: induction variables Start + C * n)
///           br (icmp slt %tt, %TC), %body, %exit
///   latch:  %tt.next = add %tt, S; br %header
struct ParallelTileLoop {
  Loop *L = nullptr;
  BasicBlock *Header = nullptr, *Latch = nullptr, *Exit = nullptr;
  /// The header's phis: Start + Step * n at the n-th tile.
  struct InductionVariable {
    PHINode *Phi;
    Value *Start;
    int64_t Step;
  };
  SmallVector<InductionVariable, 2> IVs;
  /// The tile counter runs 0, Step, ... while below TC.
  Value *TC = nullptr;
  int64_t Step = 0;
  unsigned BandLoop = 0;
  bool RoundRobin = false;
  /// The caller's further condition of the fork (forkIfMarker) and its
  /// words ("and the ic loop has 2 blocks or more"); null: none.
  Value *ForkIf = nullptr;
  std::string ForkText;
  /// What runs in parallel, for loops the GEMM plan built (the metadata's
  /// optional fifth operand); empty: "tiles of loop N".
  std::string What;
  std::string Why;
  /// The pragma's position (remarks) and the loop's (the IR built; the
  /// pragma's location has no scope inside the function).
  DebugLoc Loc, IRLoc;
  /// The staging buffers (allocas) the loop alone uses: private per thread.
  SmallVector<std::string, 4> Private;
  SmallVector<AllocaInst *, 4> PrivateAllocas;

  /// Whether the loop can run as a parallel region; else \p WhyNot.
  bool check(Function &F, std::string &WhyNot);
};

bool ParallelTileLoop::check(Function &F, std::string &WhyNot) {
  Header = L->getHeader();
  Latch = L->getLoopLatch();
  Exit = L->getExitBlock();
  auto *Br = dyn_cast<BranchInst>(Header->getTerminator());

  WhyNot = "the tile loop is not in the form tilelang-tile builds (it was "
           "changed after tiling)";
  BasicBlock *Pred = L->getLoopPredecessor();
  if (!Latch || !Exit || !Pred || L->getExitingBlock() != Header || !Br ||
      !Br->isConditional() || Br->getSuccessor(1) != Exit)
    return false;
  // Every header phi is an induction variable Start + Step * n (the tile
  // counter and what later passes derived from it): it becomes that
  // expression of the tile index.
  for (PHINode &Phi : Header->phis()) {
    auto *Next = dyn_cast<BinaryOperator>(Phi.getIncomingValueForBlock(Latch));
    Value *Start = Phi.getIncomingValueForBlock(Pred);
    if (!Next || Next->getOpcode() != Instruction::Add ||
        Next->getOperand(0) != &Phi || !isa<ConstantInt>(Next->getOperand(1)) ||
        !L->isLoopInvariant(Start) || !Phi.getType()->isIntegerTy(64))
      return false;
    IVs.push_back(
        {&Phi, Start, cast<ConstantInt>(Next->getOperand(1))->getSExtValue()});
  }
  auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
  if (!Cmp || Cmp->getPredicate() != ICmpInst::ICMP_SLT ||
      !L->isLoopInvariant(Cmp->getOperand(1)))
    return false;
  for (const InductionVariable &IV : IVs)
    if (IV.Phi == Cmp->getOperand(0) && match(IV.Start, m_Zero()) &&
        IV.Step > 0)
      Step = IV.Step;
  if (!Step)
    return false;
  TC = Cmp->getOperand(1);
  IRLoc = Br->getDebugLoc();
  // The region is outlined: nothing computed in it may be used after it
  // (it would need lastprivate).
  for (BasicBlock *BB : L->blocks())
    for (Instruction &I : *BB)
      for (User *U : I.users())
        if (auto *UI = dyn_cast<Instruction>(U); UI && !L->contains(UI)) {
          WhyNot =
              "a value computed in the band" +
              (I.hasName() ? " ('" + I.getName().str() + "')" : std::string()) +
              " is used after it";
          return false;
        }
  // errno is per thread (C11 7.5): a math call's errno set in a worker
  // thread would not reach the code after the loop.
  for (BasicBlock *BB : L->blocks())
    for (Instruction &I : *BB)
      if (auto *CB = dyn_cast<CallBase>(&I);
          CB && CB->getCalledFunction() &&
          CB->getCalledFunction()->isDeclaration() &&
          isErrnoMathCall(CB->getCalledFunction()->getName())) {
        WhyNot = "the band calls '" + CB->getCalledFunction()->getName().str() +
                 "', which may set errno, and errno is per thread (a worker "
                 "thread's errno would not reach the code after the loop; "
                 "-fno-math-errno removes the call)";
        return false;
      }
  // Stack buffers: one the loop alone uses becomes private per thread; one
  // used inside and outside would be shared by the threads.
  for (Instruction &I : F.getEntryBlock()) {
    auto *A = dyn_cast<AllocaInst>(&I);
    if (!A)
      continue;
    bool In = false, Out = false;
    for (User *U : A->users())
      if (auto *UI = dyn_cast<Instruction>(U))
        (L->contains(UI) ? In : Out) = true;
    StringRef Name = A->getName();
    if (MDNode *MD = A->getMetadata("tilelang.host.buffer"))
      Name = cast<MDString>(MD->getOperand(0))->getString();
    Name.consume_front("tilelang.");
    if (In && Out) {
      // A local array of the user's (its name is gone without -g).
      std::string What =
          Name.empty() ? "a local array" : "the buffer '" + Name.str() + "'";
      WhyNot = What +
               " is used both inside and outside the tile loop (one copy "
               "would be shared by the threads)";
      return false;
    }
    if (In) {
      Private.push_back("'" + Name.str() + "'");
      PrivateAllocas.push_back(A);
    }
  }
  // libomp's worker threads get KMP_STACKSIZE bytes of stack (4 MiB on
  // x86-64 unless set): the buffers must leave room for the rest.
  uint64_t Bytes = 0;
  const DataLayout &DLayout = F.getDataLayout();
  for (AllocaInst *A : PrivateAllocas)
    if (std::optional<TypeSize> Size = A->getAllocationSize(DLayout))
      Bytes += Size->getKnownMinValue();
  if (Bytes > MaxPrivateBytes) {
    WhyNot = "the per-thread staging buffers (" + std::to_string(Bytes) +
             " bytes) would not fit the " + std::to_string(MaxPrivateBytes) +
             " bytes this pass allows in a thread's stack (libomp's "
             "KMP_STACKSIZE is 4 MiB by default)";
    return false;
  }
  return true;
}

/// The remark of a loop run on the cores.
void remarkParallel(Function &F, const ParallelTileLoop &P) {
  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, "Parallel", P.Loc, P.Header);
    if (P.What.empty())
      R << "tiles of loop " << std::to_string(P.BandLoop + 1);
    else
      R << P.What;
    R << " run on the cores: OpenMP parallel region (__kmpc_fork_call_if: "
         "forked when there are 2 "
      << (P.What.empty() ? "tiles" : "iterations") << " or more"
      << (P.ForkText.empty() ? "" : " " + P.ForkText) << "), "
      << (P.RoundRobin     ? "static schedule with chunks of 1 tile "
                             "(round_robin: tiles dealt out cyclically)"
          : P.What.empty() ? "static schedule (block_wise: each thread a "
                             "contiguous run of tiles)"
                           : "static schedule (each thread a contiguous run "
                             "of iterations)")
      << " over ceil(trip count / " << std::to_string(P.Step) << ") "
      << (P.What.empty() ? "tiles" : "iterations")
      << "; threads: OMP_NUM_THREADS, else one per core";
    if (!P.Private.empty()) {
      std::string List;
      for (const std::string &N : P.Private)
        List += (List.empty() ? "" : ", ") + N;
      R << "; per-thread staging buffer" << (P.Private.size() > 1 ? "s " : " ")
        << List;
    }
    R << " (" << P.Why << ")";
    // The region calls libomp (__kmpc_fork_call_if, __kmpc_for_static_init):
    // compiled without -fopenmp (no "openmp" module flag), the link is the
    // user's to fix (new-user test of session 8: undefined references).
    if (!F.getParent()->getModuleFlag("openmp"))
      R << "; the object calls libomp, and this compilation has no "
           "-fopenmp: link it with -fopenmp (or -lomp)";
    return R;
  });
}

/// The missed remark of a marked loop left in one thread.
void remarkRefused(Function &F, const ParallelTileLoop &P,
                   const std::string &WhyNot) {
  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "NotParallel", P.Loc,
                                    P.L->getHeader())
           << (P.What.empty() ? std::string("tiles") : P.What)
           << " run in one thread: " << WhyNot;
  });
}

/// The rewrite: the tile loop becomes the body of a workshared canonical
/// loop over the tiles inside a parallel region (outlined by finalize()).
/// Returns false when OpenMPIRBuilder reports an error (none is expected:
/// the callbacks return none).
bool emitParallel(OpenMPIRBuilder &OMP, Function &F, ParallelTileLoop &P) {
  LLVMContext &Ctx = F.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  IRBuilder<> &B = OMP.Builder;
  // A block of its own before the loop: the region starts at its end.
  BasicBlock *OutPred = P.L->getLoopPredecessor();
  BasicBlock *Pre = SplitEdge(OutPred, P.Header);
  Pre->setName("tilelang.par.pre");
  B.SetInsertPoint(Pre->getTerminator());
  B.SetCurrentDebugLocation(P.IRLoc);
  Value *TC =
      B.CreateBinaryIntrinsic(Intrinsic::smax, P.TC, ConstantInt::get(I64, 0));
  Value *Tiles = B.CreateUDiv(
      B.CreateAdd(TC, ConstantInt::get(I64, P.Step - 1), "", true, true),
      ConstantInt::get(I64, P.Step), "tilelang.tiles");
  // One tile (or none) has nothing to share: the region runs in the calling
  // thread without forking (the new-user test of session 8 measured a
  // fork at 20-50 times a small band's own time).
  Value *Fork =
      B.CreateICmpUGT(Tiles, ConstantInt::get(I64, 1), "tilelang.fork");
  if (P.ForkIf)
    Fork = B.CreateAnd(Fork, P.ForkIf, "tilelang.fork.if");
  Pre->getTerminator()->eraseFromParent();
  BasicBlock *Entry = &F.getEntryBlock();
  InsertPointTy OuterAllocaIP(Entry, Entry->getFirstInsertionPt());
  BranchInst *HeaderBr = cast<BranchInst>(P.Header->getTerminator());
  BranchInst *LatchBr = cast<BranchInst>(P.Latch->getTerminator());

  auto LoopBody = [&](InsertPointTy IP, Value *IV) -> Error {
    B.restoreIP(IP);
    for (const ParallelTileLoop::InductionVariable &V : P.IVs) {
      Value *X = B.CreateMul(IV, ConstantInt::get(I64, V.Step),
                             V.Phi->getName() + ".par", /*HasNUW=*/false,
                             /*HasNSW=*/true);
      if (!match(V.Start, m_Zero()))
        X = B.CreateAdd(V.Start, X, "", false, true);
      V.Phi->replaceAllUsesWith(X);
      V.Phi->eraseFromParent();
    }
    BasicBlock *Body = IP.getBlock();
    Instruction *Term = Body->getTerminator();
    BasicBlock *CanonLatch = Term->getSuccessor(0);
    BasicBlock *Done =
        BasicBlock::Create(Ctx, "tilelang.tile.done", &F, CanonLatch);
    BranchInst::Create(CanonLatch, Done);
    Term->setSuccessor(0, P.Header);
    // The old loop runs once: its counter is the tile, its back edge and
    // its exit go to the canonical loop's latch.
    LatchBr->replaceUsesOfWith(P.Header, Done);
    LatchBr->setMetadata(LLVMContext::MD_loop, nullptr);
    HeaderBr->setSuccessor(1, Done);
    return Error::success();
  };
  auto BodyGen = [&](InsertPointTy AllocaIP, InsertPointTy CodeGenIP) -> Error {
    // The staging buffers: into the region's entry, which becomes the
    // outlined function's, so that every thread has its own.
    for (AllocaInst *A : P.PrivateAllocas)
      A->moveBefore(AllocaIP.getPoint());
    Expected<CanonicalLoopInfo *> CLI = OMP.createCanonicalLoop(
        OpenMPIRBuilder::LocationDescription(CodeGenIP, P.IRLoc), LoopBody,
        Tiles, "tilelang.tiles");
    if (!CLI)
      return CLI.takeError();
    OpenMPIRBuilder::InsertPointOrErrorTy After = OMP.applyWorkshareLoop(
        P.IRLoc, *CLI, AllocaIP, /*NeedsBarrier=*/false,
        omp::OMP_SCHEDULE_Static,
        P.RoundRobin ? ConstantInt::get(I64, 1) : nullptr);
    if (!After)
      return After.takeError();
    return Error::success();
  };
  // Every captured value stays shared: the pointers, the bounds.
  auto PrivCB = [](InsertPointTy, InsertPointTy CodeGenIP, Value &,
                   Value &Inner,
                   Value *&Repl) -> OpenMPIRBuilder::InsertPointOrErrorTy {
    Repl = &Inner;
    return CodeGenIP;
  };
  auto FiniCB = [](InsertPointTy) { return Error::success(); };
  OpenMPIRBuilder::InsertPointOrErrorTy AfterIP = OMP.createParallel(
      OpenMPIRBuilder::LocationDescription(InsertPointTy(Pre, Pre->end()),
                                           P.IRLoc),
      OuterAllocaIP, BodyGen, PrivCB, FiniCB, /*IfCondition=*/Fork,
      /*NumThreads=*/nullptr, omp::OMP_PROC_BIND_default,
      /*IsCancellable=*/false);
  if (!AfterIP) {
    consumeError(AfterIP.takeError());
    return false;
  }
  B.restoreIP(*AfterIP);
  B.CreateBr(P.Exit);
  P.Exit->replacePhiUsesWith(P.Header, AfterIP->getBlock());
  return true;
}

} // namespace

Function *tilelang::forkIfMarker(Module &M) {
  LLVMContext &Ctx = M.getContext();
  return cast<Function>(M.getOrInsertFunction("tilelang.fork.if",
                                              Type::getVoidTy(Ctx),
                                              Type::getInt1Ty(Ctx))
                            .getCallee());
}

PreservedAnalyses HostParallelPass::run(Module &M, ModuleAnalysisManager &MAM) {
  // The callers' fork conditions, by the block they are in; the calls go.
  DenseMap<BasicBlock *, Value *> ForkIfs;
  bool Marked = false;
  if (Function *Marker = M.getFunction("tilelang.fork.if")) {
    for (User *U : make_early_inc_range(Marker->users()))
      if (auto *Call = dyn_cast<CallInst>(U)) {
        ForkIfs[Call->getParent()] = Call->getArgOperand(0);
        Call->eraseFromParent();
      }
    Marker->eraseFromParent();
    Marked = true;
  }
  if (gpuKind(M) != GPUKind::None)
    return Marked ? PreservedAnalyses::none() : PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  std::unique_ptr<OpenMPIRBuilder> OMP;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    auto &LI = FAM.getResult<LoopAnalysis>(F);
    std::vector<ParallelTileLoop> Loops;
    for (Loop *L : LI.getLoopsInPreorder()) {
      MDNode *MD = findLoopProperty(*L, "tilelang.parallel");
      if (!MD || MD->getNumOperands() < 4)
        continue;
      ParallelTileLoop P;
      P.L = L;
      P.BandLoop =
          mdconst::extract<ConstantInt>(MD->getOperand(1))->getZExtValue();
      P.RoundRobin =
          !mdconst::extract<ConstantInt>(MD->getOperand(2))->isZero();
      P.Why = cast<MDString>(MD->getOperand(3))->getString().str();
      // The GEMM plan's loops (tile/HostGemm.h) say what they are and where
      // their directive was: !"what", !"file", i32 line, i32 col.
      if (MD->getNumOperands() >= 8) {
        P.What = cast<MDString>(MD->getOperand(4))->getString().str();
        Directive D;
        D.File = cast<MDString>(MD->getOperand(5))->getString().str();
        D.Line =
            mdconst::extract<ConstantInt>(MD->getOperand(6))->getZExtValue();
        D.Col =
            mdconst::extract<ConstantInt>(MD->getOperand(7))->getZExtValue();
        P.Loc = directiveLoc(F, D);
        if (MD->getNumOperands() >= 9)
          P.ForkText = cast<MDString>(MD->getOperand(8))->getString().str();
      }
      if (BasicBlock *Pred = L->getLoopPredecessor())
        P.ForkIf = ForkIfs.lookup(Pred);
      // The directive stays on the band's outermost point loop.
      for (Loop *Sub : L->getLoopsInPreorder())
        if (std::optional<BoundDirective> BD = getDirective(*Sub)) {
          P.Loc = directiveLoc(F, BD->D);
          break;
        }
      std::string WhyNot;
      // A band inside another parallel band runs in that band's thread: no
      // nested parallel regions (the pragma fuzzer's crash: a tile(4)
      // directive inside a tile(16) band, both parallel).
      if (any_of(Loops,
                 [&](const ParallelTileLoop &O) { return O.L->contains(L); }))
        WhyNot = "it is inside another band whose tiles run on the cores";
      if (!WhyNot.empty() || !P.check(F, WhyNot)) {
        remarkRefused(F, P, WhyNot);
        continue;
      }
      Loops.push_back(std::move(P));
    }
    if (Loops.empty())
      continue;
    if (!OMP) {
      OMP = std::make_unique<OpenMPIRBuilder>(M);
      OMP->setConfig(OpenMPIRBuilderConfig(
          /*IsTargetDevice=*/false, /*IsGPU=*/false,
          /*OpenMPOffloadMandatory=*/false,
          /*HasRequiresReverseOffload=*/false,
          /*HasRequiresUnifiedAddress=*/false,
          /*HasRequiresUnifiedSharedMemory=*/false,
          /*HasRequiresDynamicAllocators=*/false));
      OMP->initialize();
    }
    for (ParallelTileLoop &P : Loops) {
      remarkParallel(F, P);
      if (!emitParallel(*OMP, F, P))
        report_fatal_error("tilelang-parallel: OpenMPIRBuilder failed");
    }
  }
  if (!OMP)
    return Marked ? PreservedAnalyses::none() : PreservedAnalyses::all();
  OMP->finalize();
  return PreservedAnalyses::none();
}
