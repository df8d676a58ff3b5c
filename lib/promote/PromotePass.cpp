//===- PromotePass.cpp - tilelang-promote ---------------------------------===//
//
// Staging of each tile's footprint; see PromotePass.h.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile,tilelang-promote'
//
//===----------------------------------------------------------------------===//
#include "promote/PromotePass.h"
#include "analysis/Band.h"
#include "utils/FullTiles.h"
#include "utils/GPU.h"
#include "utils/LoopCounter.h"
#include "analysis/Metadata.h"
#include "target/TargetDescription.h"
#include "target/TargetInfo.h"
#include "tile/TilePass.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/Delinearization.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionDivision.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include <functional>
#include <limits>
#include <numeric>
#include <set>

#define DEBUG_TYPE "tilelang-promote"

using namespace llvm;
using namespace tilelang;

static cl::opt<bool> SeparateFullTiles(
    "tilelang-full-tiles", cl::init(true),
    cl::desc("GPU targets: version each tile-loop body into a full-tile "
             "version without bounds checks and the partial-tile original "
             "(FullTiles.h)"));

namespace {

/// Largest staged buffer, in bytes (it lives on the stack on the host).
constexpr uint64_t MaxStagedBytes = 1u << 20;
/// Largest register buffer of one GPU thread, in 32-bit words: 16 times the
/// registers a thread has on NVIDIA (255), 8 times on AMD (512 VGPRs). The
/// buffer's loops are unrolled in full: 200000 elements kept clang busy for
/// more than a minute (test/fuzz/pragma_fuzz.py).
constexpr uint64_t MaxThreadRegisterWords = 4096;

/// Range of a subscript over every iteration of the band: Min and Max as
/// SCEVs invariant in the band, and Bound >= Max - Min as a constant. Stride:
/// every value in the range is Min + a multiple of it (0: a single value).
struct Range {
  const SCEV *Min = nullptr, *Max = nullptr;
  uint64_t Bound = 0, Stride = 0;
  /// The same elements (Bound, a bound on Max - Min, aside).
  bool operator==(const Range &O) const {
    return Min == O.Min && Max == O.Max && Stride == O.Stride;
  }
};

/// Most iterations of each point loop of a tiled band: its tile size (for a
/// point loop spread over T threads, ceil(size / T) per thread).
using TripBounds = DenseMap<const Loop *, uint64_t>;

/// A point loop that tilelang-map spread over the threads of a block
/// (!"tilelang.thread"): thread t runs TT + t, TT + t + Threads, ... below
/// Hi, the tile [TT, Hi) having at most Size points.
struct ThreadLoop {
  unsigned Dim = 0, Threads = 1, Size = 1;
  const SCEV *TT = nullptr, *Hi = nullptr;
};
using ThreadLoops = DenseMap<const Loop *, ThreadLoop>;

/// What rangeOver sees: the point loops' bounds, the thread loops and
/// whether the range is the block's (every thread's points: the thread ids
/// taken as 0 and thread loops as their whole tile) or one thread's.
struct RangeContext {
  const TripBounds &TB;
  const ThreadLoops &Threads;
  bool Block = false;
  /// Trip counts of the band's point loops as `tile end - tile start`
  /// (they run whenever their tile loop does, so the end is past the start;
  /// SCEV's own exit count keeps a max(end, start) that hides the bound).
  const DenseMap<const Loop *, const SCEV *> *Trips = nullptr;
};

bool isThreadId(const SCEV *S) {
  if (const auto *U = dyn_cast<SCEVUnknown>(S))
    if (const auto *II = dyn_cast<IntrinsicInst>(U->getValue()))
      switch (II->getIntrinsicID()) {
      case Intrinsic::nvvm_read_ptx_sreg_tid_x:
      case Intrinsic::nvvm_read_ptx_sreg_tid_y:
      case Intrinsic::nvvm_read_ptx_sreg_tid_z:
      case Intrinsic::amdgcn_workitem_id_x:
      case Intrinsic::amdgcn_workitem_id_y:
      case Intrinsic::amdgcn_workitem_id_z:
        return true;
      default:
        break;
      }
  return false;
}

/// \p S with every add-recurrence of a thread loop stepping one point at a
/// time (its step divided by the loop's threads).
class UnitSteps : public SCEVRewriteVisitor<UnitSteps> {
  const ThreadLoops &Threads;
  bool Back;

public:
  UnitSteps(ScalarEvolution &SE, const ThreadLoops &T, bool Back)
      : SCEVRewriteVisitor(SE), Threads(T), Back(Back) {}
  /// With \p Back, the inverse: unit steps multiplied by the threads again.
  static const SCEV *rewrite(const SCEV *S, ScalarEvolution &SE,
                             const ThreadLoops &T, bool Back = false) {
    UnitSteps R(SE, T, Back);
    return R.visit(S);
  }
  /// \p S / \p D when \p S is visibly a multiple of it, else null.
  const SCEV *divideExact(const SCEV *S, int64_t D) {
    if (const auto *C = dyn_cast<SCEVConstant>(S)) {
      int64_t V = C->getAPInt().getSExtValue();
      return V % D ? nullptr : SE.getConstant(C->getType(), V / D, true);
    }
    if (const auto *M = dyn_cast<SCEVMulExpr>(S)) {
      SmallVector<const SCEV *, 4> Ops(M->operands());
      if (const SCEV *Q = divideExact(Ops[0], D)) {
        Ops[0] = Q;
        return SE.getMulExpr(Ops);
      }
      return nullptr;
    }
    if (const auto *A = dyn_cast<SCEVAddExpr>(S)) {
      SmallVector<const SCEV *, 4> Ops;
      for (const SCEV *Op : A->operands()) {
        const SCEV *Q = divideExact(Op, D);
        if (!Q)
          return nullptr;
        Ops.push_back(Q);
      }
      return SE.getAddExpr(Ops);
    }
    return nullptr;
  }

  const SCEV *visitAddRecExpr(const SCEVAddRecExpr *AR) {
    const SCEV *Start = visit(AR->getStart());
    const SCEV *Step = AR->getStepRecurrence(SE);
    auto It = Threads.find(AR->getLoop());
    if (It != Threads.end() && AR->isAffine()) {
      const SCEV *T = SE.getConstant(Step->getType(), It->second.Threads);
      if (Back)
        Step = SE.getMulExpr(Step, T);
      else if (const SCEV *Q = divideExact(Step, It->second.Threads))
        Step = Q;
    }
    if (!AR->isAffine())
      return AR;
    return SE.getAddRecExpr(Start, Step, AR->getLoop(), SCEV::FlagAnyWrap);
  }
};

/// \p S with every add-recurrence of a loop outside the band \p P replaced
/// by its start (its value in the first tile): the band's own steps, for the
/// delinearization's search of the array's dimensions.
class OuterAtStart : public SCEVRewriteVisitor<OuterAtStart> {
  const Loop &P;

public:
  OuterAtStart(ScalarEvolution &SE, const Loop &P)
      : SCEVRewriteVisitor(SE), P(P) {}
  static const SCEV *rewrite(const SCEV *S, ScalarEvolution &SE,
                             const Loop &P) {
    OuterAtStart R(SE, P);
    return R.visit(S);
  }
  const SCEV *visitAddRecExpr(const SCEVAddRecExpr *AR) {
    if (!P.contains(AR->getLoop()))
      return visit(AR->getStart());
    SmallVector<const SCEV *, 4> Ops;
    for (const SCEV *Op : AR->operands())
      Ops.push_back(visit(Op));
    return SE.getAddRecExpr(Ops, AR->getLoop(), SCEV::FlagAnyWrap);
  }
};

/// \p S for thread 0: every thread id replaced by 0.
class ThreadZero : public SCEVRewriteVisitor<ThreadZero> {
public:
  using SCEVRewriteVisitor::SCEVRewriteVisitor;
  const SCEV *visitUnknown(const SCEVUnknown *U) {
    return isThreadId(U) ? SE.getZero(U->getType()) : U;
  }
};

bool rangeOver(const SCEV *S, const Loop &P, ScalarEvolution &SE,
               const RangeContext &RC, Range &R) {
  if (RC.Block && SCEVExprContains(S, isThreadId))
    S = ThreadZero(SE).visit(S);
  if (RC.Block && isThreadId(S)) {
    // The block's range starts at thread 0's first point.
    const SCEV *Z = SE.getZero(S->getType());
    R = {Z, Z, 0, 0};
    return true;
  }
  if (SE.isLoopInvariant(S, &P) &&
      !(RC.Block && SCEVExprContains(S, isThreadId))) {
    R = {S, S, 0, 0};
    return true;
  }
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    const Loop *L = AR->getLoop();
    const auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
    if (!AR->isAffine() || !Step || !P.contains(L)) {
      return false;
    }
    Range St;
    if (!rangeOver(AR->getStart(), P, SE, RC, St)) {

      return false;
    }
    int64_t C = Step->getAPInt().getSExtValue();
    Type *Ty = AR->getType();
    auto TL = RC.Threads.find(L);
    if (RC.Block && TL != RC.Threads.end()) {
      // Over the block, the loop's counter covers its whole tile
      // [TT, Hi): the subscript moves by C / Threads per point.
      const ThreadLoop &T = TL->second;
      if (C % int64_t(T.Threads))
        return false;
      int64_t Per = C / int64_t(T.Threads);
      const SCEV *Last = SE.getMinusSCEV(
          SE.getTruncateOrSignExtend(SE.getMinusSCEV(T.Hi, T.TT), Ty),
          SE.getOne(Ty));
      const SCEV *Span = SE.getMulExpr(Last, SE.getConstant(Ty, Per, true));
      R.Min = Per > 0 ? St.Min : SE.getAddExpr(St.Min, Span);
      R.Max = Per > 0 ? SE.getAddExpr(St.Max, Span) : St.Max;
      uint64_t APer = uint64_t(Per > 0 ? Per : -Per);
      R.Bound = SaturatingAdd(St.Bound,
                              SaturatingMultiply(APer, uint64_t(T.Size - 1)));
      R.Stride = std::gcd(St.Stride, APer);
      return true;
    }
    const SCEV *TC = SE.getExitCount(L, L->getHeader());
    if (RC.Trips)
      if (const SCEV *T = RC.Trips->lookup(L))
        TC = T;
    if (isa<SCEVCouldNotCompute>(TC) || !SE.isLoopInvariant(TC, &P)) {
      return false;
    }
    uint64_t MaxIters = RC.TB.lookup(L);
    if (!MaxIters) {
      const auto *MaxC =
          dyn_cast<SCEVConstant>(SE.getConstantMaxBackedgeTakenCount(L));
      if (!MaxC || MaxC->getAPInt().getActiveBits() > 32)
        return false;
      MaxIters = MaxC->getAPInt().getZExtValue();
    }
    const SCEV *Last =
        SE.getMinusSCEV(SE.getTruncateOrZeroExtend(TC, Ty), SE.getOne(Ty));
    const SCEV *Span = SE.getMulExpr(Last, SE.getConstant(Ty, C, true));
    R.Min = C > 0 ? St.Min : SE.getAddExpr(St.Min, Span);
    R.Max = C > 0 ? SE.getAddExpr(St.Max, Span) : St.Max;
    R.Bound = SaturatingAdd(St.Bound,
                            SaturatingMultiply(uint64_t(C > 0 ? C : -C),
                                               MaxIters ? MaxIters - 1 : 0));
    R.Stride = std::gcd(St.Stride, uint64_t(C > 0 ? C : -C));
    return true;
  }
  if (const auto *A = dyn_cast<SCEVAddExpr>(S)) {
    Range Acc;
    bool First = true;
    for (const SCEV *Op : A->operands()) {
      Range O;
      if (!rangeOver(Op, P, SE, RC, O))
        return false;
      if (First) {
        Acc = O;
        First = false;
        continue;
      }
      Acc.Min = SE.getAddExpr(Acc.Min, O.Min);
      Acc.Max = SE.getAddExpr(Acc.Max, O.Max);
      Acc.Bound = SaturatingAdd(Acc.Bound, O.Bound);
      Acc.Stride = std::gcd(Acc.Stride, O.Stride);
    }
    R = Acc;
    return true;
  }
  if (const auto *M = dyn_cast<SCEVMulExpr>(S))
    if (M->getNumOperands() == 2)
      if (const auto *C = dyn_cast<SCEVConstant>(M->getOperand(0))) {
        Range O;
        if (!rangeOver(M->getOperand(1), P, SE, RC, O))
          return false;
        int64_t K = C->getAPInt().getSExtValue();
        R.Min = SE.getMulExpr(C, K >= 0 ? O.Min : O.Max);
        R.Max = SE.getMulExpr(C, K >= 0 ? O.Max : O.Min);
        R.Bound = SaturatingMultiply(O.Bound, uint64_t(K >= 0 ? K : -K));
        R.Stride = SaturatingMultiply(O.Stride, uint64_t(K >= 0 ? K : -K));
        return true;
      }
  if (const auto *X = dyn_cast<SCEVIntegralCastExpr>(S)) {
    Range O;
    if (!rangeOver(X->getOperand(), P, SE, RC, O))
      return false;
    Type *Ty = X->getType();
    auto Cast = [&](const SCEV *V) {
      return isa<SCEVZeroExtendExpr>(X)   ? SE.getZeroExtendExpr(V, Ty)
             : isa<SCEVSignExtendExpr>(X) ? SE.getSignExtendExpr(V, Ty)
                                          : SE.getTruncateExpr(V, Ty);
    };
    R = {Cast(O.Min), Cast(O.Max), O.Bound, O.Stride};
    return true;
  }
  return false;
}

/// Adds to \p Coef, per loop of the band, how far \p S moves per iteration of
/// it, times \p Scale. False when \p S is not an invariant plus constant
/// multiples of the loops' iterations. (Over a block, the caller first takes
/// the thread ids as 0 and thread loops as stepping one point: ThreadZero,
/// UnitSteps.)
bool loopSteps(const SCEV *S, const Loop &P, ScalarEvolution &SE, int64_t Scale,
               DenseMap<const Loop *, int64_t> &Coef) {
  if (SE.isLoopInvariant(S, &P))
    return true;
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    const auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
    if (!AR->isAffine() || !Step || !P.contains(AR->getLoop()) ||
        Step->getAPInt().getSignificantBits() > 32)
      return false;
    Coef[AR->getLoop()] += Scale * Step->getAPInt().getSExtValue();
    return loopSteps(AR->getStart(), P, SE, Scale, Coef);
  }
  if (const auto *A = dyn_cast<SCEVAddExpr>(S))
    return all_of(A->operands(), [&](const SCEV *Op) {
      return loopSteps(Op, P, SE, Scale, Coef);
    });
  if (const auto *M = dyn_cast<SCEVMulExpr>(S))
    if (M->getNumOperands() == 2)
      if (const auto *C = dyn_cast<SCEVConstant>(M->getOperand(0)))
        if (C->getAPInt().getSignificantBits() <= 32)
          return loopSteps(M->getOperand(1), P, SE,
                           Scale * C->getAPInt().getSExtValue(), Coef);
  if (const auto *X = dyn_cast<SCEVIntegralCastExpr>(S))
    return loopSteps(X->getOperand(), P, SE, Scale, Coef);
  return false;
}

/// The elements that one access -- or several, merged -- touches over the
/// band: the strided box {Min + k * Stride <= Max} per dimension, exactly
/// (Stager::imageOf proves it: each dimension moves with its own loops, by
/// one step, in every iteration), so that copies of images never touch an
/// element the program does not.
struct Image {
  SmallVector<Range, 4> Box;
  /// Per dimension, a lower bound on Max - Min whenever the image is not
  /// empty: 0 for one access, more once shifted images merge (A[j - 1],
  /// A[j], A[j + 1] into one row).
  SmallVector<uint64_t, 4> Span;
  /// Trip counts of the loops around the access that it does not move
  /// with and that may run no iteration: the image is empty when one is 0.
  SmallVector<const SCEV *, 2> NonZero;
  /// A dimension moves with a loop that may run no iteration (not a point
  /// loop of the band): Min <= Max is tested at run time.
  bool MayBeEmpty = false;
  // Expanded at the copy point (Stager::expandImages).
  SmallVector<Value *, 4> Lo, Hi;
  Value *Live = nullptr; ///< i1: the image is not empty
};

/// One staged array of one band.
struct StagedArray {
  const Value *Object = nullptr;
  std::string Name;
  bool Register = false;
  Type *ElemTy = nullptr;
  uint64_t ElemBytes = 0;
  SmallVector<Instruction *, 8> Accesses;
  /// Per access, its subscripts (outermost dimension first).
  SmallVector<SmallVector<const SCEV *, 4>, 8> Subscripts;
  /// Sizes of dimensions 1 .. D-1 of the array (run time), in elements.
  SmallVector<const SCEV *, 4> DimSizes;
  SmallVector<Range, 4> Box;
  /// What copy-in reads (the images of the loads) and copy-out writes (the
  /// images of the stores); each region is a union of images inside Box.
  SmallVector<Image, 4> Reads, Writes;
  /// Trip counts of the tile loops the copies were hoisted out of: nothing
  /// is copied when one of them is 0.
  SmallVector<const SCEV *, 2> HoistNonZero;
  /// A region is plain when it is one image equal to Box, with nothing to
  /// test at run time: its copy is the box loop (no guard, no membership).
  bool PlainReads = false, PlainWrites = false;
  Value *LiveReads = nullptr, *LiveWrites = nullptr; ///< i1, expanded
  bool Written = false;
  /// GPU: in shared memory / LDS, one buffer for the block's tile, copied by
  /// all threads together (Block), or in registers, one buffer per thread
  /// for its own points, indexed by (x - Lo) / Stride (Strided).
  bool Block = false, Strided = false;
  Layout Lay;
  // Filled by Stager::expand, in the band's preheader.
  Value *Buf = nullptr;
  /// Where the copies go: the preheader and exit of the outermost loop
  /// (the band or a tile loop around it) in which the footprint does not
  /// change.
  BasicBlock *CopyIn = nullptr, *CopyOut = nullptr;
  unsigned Hoisted = 0; ///< tile loops the copies were hoisted out of
  SmallVector<Value *, 4> Lo, Hi, Sizes;
  SmallVector<uint64_t, 4> Ext, Stride;
  /// pipeline(S) (Stages > 1): the buffer holds Stages tiles (an outermost
  /// stage dimension); the tile of iteration n of PipeLoop (the innermost
  /// sequential tile loop) is in stage n mod Stages and is copied, with
  /// cp.async, Stages - 1 iterations ahead.
  unsigned Stages = 1;
  Loop *PipeLoop = nullptr;
  std::string PipelineWhy; ///< why pipeline(S) does not apply, or ""
  Value *Stage = nullptr, *NextStage = nullptr;
  SmallVector<Value *, 4> NextLo, NextHi;
  SmallVector<SmallVector<Value *, 4>, 4> FirstLo, FirstHi;
};

/// Emits `for x0 in [Lo0, Hi0] ... for xD-1 in [LoD-1, HiD-1]: Body(x)`
/// before \p Pos (i64 indices, inclusive bounds). Returns the block that
/// starts at \p Pos, after the loops.
BasicBlock *
emitBoxLoops(Instruction *Pos, ArrayRef<Value *> Lo, ArrayRef<Value *> Hi,
             function_ref<void(IRBuilder<> &, ArrayRef<Value *>)> Body,
             const Twine &Name, ArrayRef<uint64_t> Steps = {},
             bool UnrollFull = false) {
  LLVMContext &Ctx = Pos->getContext();
  BasicBlock *BB = Pos->getParent();
  BasicBlock *After = SplitBlock(BB, Pos);
  BB->getTerminator()->eraseFromParent();
  Function *F = BB->getParent();
  BasicBlock *Pred = BB, *ExitTo = After;
  SmallVector<Value *, 4> X;
  Type *I64 = Type::getInt64Ty(Ctx);
  for (unsigned D = 0; D < Lo.size(); ++D) {
    auto *H = BasicBlock::Create(Ctx, Name + ".header", F, After);
    auto *B = BasicBlock::Create(Ctx, Name + ".body", F, After);
    auto *L = BasicBlock::Create(Ctx, Name + ".latch", F, After);
    IRBuilder<>(Pred).CreateBr(H);
    IRBuilder<> HB(H);
    PHINode *Phi = HB.CreatePHI(I64, 2, Name + ".x" + Twine(D));
    Phi->addIncoming(Lo[D], Pred);
    HB.CreateCondBr(HB.CreateICmpSLE(Phi, Hi[D]), B, ExitTo);
    IRBuilder<> LB(L);
    uint64_t Step = D < Steps.size() && Steps[D] ? Steps[D] : 1;
    Phi->addIncoming(
        LB.CreateAdd(Phi, ConstantInt::get(I64, Step), "", true, true), L);
    BranchInst *Back = LB.CreateBr(H);
    if (UnrollFull) {
      MDNode *Full =
          MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.full")});
      MDNode *ID = MDNode::getDistinct(Ctx, {nullptr, Full});
      ID->replaceOperandWith(0, ID);
      Back->setMetadata(LLVMContext::MD_loop, ID);
    }
    X.push_back(Phi);
    Pred = B;
    ExitTo = L;
  }
  IRBuilder<> BB2(Pred);
  Body(BB2, X);
  BB2.CreateBr(ExitTo);
  return After;
}

/// Where staged buffers live and how their copies run. The host's packed
/// buffers are HostStaging; the GPU memory spaces (an address-space-3 global
/// per buffer, copies shared out over the threads of a block, barriers
/// around them) implement the same three hooks, and the footprint analysis,
/// the access rewrite and the copy loops above do not change.
class StagingTarget {
public:
  virtual ~StagingTarget() = default;
  /// A buffer of \p Elems elements of \p ElemTy for \p F.
  virtual Value *allocate(Function &F, Type *ElemTy, uint64_t Elems,
                          const Twine &Name) = 0;
  /// Emitted after a copy-in and before a copy-out: all copies are complete
  /// before anyone reads the buffer or overwrites it.
  virtual void emitBarrier(IRBuilder<> &B) {}
  /// What the buffer is, for remarks.
  virtual const char *describe() const = 0;
};

/// Host: a 64-byte aligned stack buffer in the entry block, copied by the
/// one thread that runs the band; no barrier is needed.
class HostStaging final : public StagingTarget {
public:
  Value *allocate(Function &F, Type *ElemTy, uint64_t Elems,
                  const Twine &Name) override {
    IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
    AllocaInst *A =
        EB.CreateAlloca(ArrayType::get(ElemTy, Elems), nullptr, Name);
    A->setAlignment(Align(64));
    return A;
  }
  const char *describe() const override { return "packed"; }
};

/// GPUs: `shared` buffers are address-space-3 globals (shared memory /
/// LDS), one per staged array of the block, laid out by tilelang-layout
/// (!tilelang.buffer, !tilelang.layout.request and the
/// tilelang.buffer.offset.D calls are its input); `register` buffers are
/// private arrays of one thread, which SROA turns into registers once the
/// loops over them are unrolled. Barriers are the block's.
class GPUStaging final : public StagingTarget {
  GPUKind Kind;

public:
  explicit GPUStaging(GPUKind K) : Kind(K) {}
  Value *allocate(Function &F, Type *ElemTy, uint64_t Elems,
                  const Twine &Name) override {
    IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
    AllocaInst *A =
        EB.CreateAlloca(ArrayType::get(ElemTy, Elems), nullptr, Name);
    A->setAlignment(Align(16));
    return A;
  }
  GlobalVariable *allocateShared(Function &F, Type *ElemTy,
                                 ArrayRef<uint64_t> Ext, const Layout &L,
                                 StringRef Array) {
    Module &M = *F.getParent();
    LLVMContext &Ctx = M.getContext();
    uint64_t Elems = 1;
    for (uint64_t E : Ext)
      Elems *= E;
    Type *Ty = ArrayType::get(ElemTy, Elems);
    auto *G = new GlobalVariable(M, Ty, false, GlobalValue::InternalLinkage,
                                 PoisonValue::get(Ty), "tilelang." + Array,
                                 nullptr, GlobalValue::NotThreadLocal, 3);
    G->setAlignment(Align(16));
    Type *I64 = Type::getInt64Ty(Ctx);
    SmallVector<Metadata *, 4> Ops{MDString::get(Ctx, Array)};
    for (uint64_t E : Ext)
      Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I64, E)));
    G->setMetadata("tilelang.buffer", MDNode::get(Ctx, Ops));
    static const char *Kinds[] = {"auto", "row_major", "col_major",
                                  "pad",  "swizzle",   "interleave"};
    G->setMetadata(
        "tilelang.layout.request",
        MDNode::get(
            Ctx, {MDString::get(Ctx, Kinds[L.K]),
                  ConstantAsMetadata::get(ConstantInt::get(I64, L.Param)),
                  ConstantAsMetadata::get(ConstantInt::get(I64, L.Param2))}));
    return G;
  }
  /// The element offset of \p X (0 <= X[d] < Ext[d]) in \p Buf, decided by
  /// tilelang-layout.
  static Value *offset(IRBuilder<> &B, Value *Buf, ArrayRef<Value *> X) {
    Module &M = *B.GetInsertBlock()->getModule();
    LLVMContext &Ctx = M.getContext();
    Type *I64 = Type::getInt64Ty(Ctx);
    SmallVector<Type *, 4> Params{Buf->getType()};
    Params.append(X.size(), I64);
    FunctionCallee Fn = M.getOrInsertFunction(
        ("tilelang.buffer.offset." + Twine(X.size())).str(),
        FunctionType::get(I64, Params, false));
    if (auto *FnF = dyn_cast<Function>(Fn.getCallee())) {
      FnF->setDoesNotAccessMemory();
      FnF->setDoesNotThrow();
      FnF->setWillReturn();
      FnF->addFnAttr(Attribute::Speculatable);
    }
    SmallVector<Value *, 4> Args{Buf};
    Args.append(X.begin(), X.end());
    return B.CreateCall(Fn, Args, "buf.off");
  }
  void emitBarrier(IRBuilder<> &B) override { emitBlockBarrier(B, Kind); }
  GPUKind kind() const { return Kind; }
  const char *describe() const override { return "shared-memory"; }
};

class Stager {
  Function &F;
  Loop &P;
  ScalarEvolution &SE;
  AAResults &AA;
  const BoundDirective &BD;
  StagingTarget &Target;
  TripBounds TB;
  ThreadLoops Threads;
  DominatorTree &DT;
  LoopInfo &LI;
  DenseMap<const Loop *, const SCEV *> TileTrips;

public:
  Stager(Function &F, Loop &P, ScalarEvolution &SE, AAResults &AA,
         const BoundDirective &BD, StagingTarget &Target, DominatorTree &DT,
         LoopInfo &LI)
      : F(F), P(P), SE(SE), AA(AA), BD(BD), Target(Target), DT(DT), LI(LI) {
    // The point loops of a tiled band run at most their tile size.
    // !{"tilelang.tiled", Depth, Size per band loop..., band loop per
    // point position...}: the point loop at position Q runs at most the
    // tile size of the band loop it drives.
    if (std::optional<TiledBand> T = readTiledBand(P)) {
      const Loop *L = &P;
      for (unsigned Q = 0; Q < T->Depth && L; ++Q) {
        TB[L] = T->Sizes[T->bandLoopAt(Q)];
        L = L->getSubLoops().size() == 1 ? L->getSubLoops()[0] : nullptr;
      }
    }
    // Point loops spread over the threads (tilelang-map): each thread runs
    // ceil(size / threads) of their points.
    SmallVector<const Loop *, 8> Work{&P};
    while (!Work.empty()) {
      const Loop *L = Work.pop_back_val();
      append_range(Work, L->getSubLoops());
      std::optional<ThreadLoopInfo> T = readThreadLoop(*L);
      if (!T)
        continue;
      ThreadLoop TL;
      TL.Dim = T->Dim;
      TL.Threads = T->Threads;
      TL.Size = T->Size;
      std::optional<LoopCounter> C = loopCounter(*L);
      auto *First = C ? dyn_cast_or_null<BinaryOperator>(C->Start) : nullptr;
      if (!First || First->getOpcode() != Instruction::Add)
        continue;
      TL.TT = SE.getSCEV(First->getOperand(0));
      TL.Hi = SE.getSCEV(C->Bound);
      Threads[L] = TL;
      TB[L] = divideCeil(TL.Size, TL.Threads);
    }
    collectTileTrips();
  }

  /// Fills TileTrips: every point loop of the band that runs from its tile
  /// loop's counter to a tile end (see tileDriven).
  void collectTileTrips() {
    for (const Loop *L : P.getLoopsInPreorder()) {
      if (!tileDriven(L, /*Block=*/false))
        continue;
      std::optional<LoopCounter> C = loopCounter(*L);
      TileTrips[L] =
          SE.getMinusSCEV(SE.getSCEV(C->Bound), SE.getSCEV(C->Start));
    }
  }

  /// The thread loops of the band (tilelang-map), for the caller.
  const ThreadLoops &threadLoops() const { return Threads; }

  /// Collects and checks the accesses of \p S.Object; false with \p Why.
  bool analyze(StagedArray &S, std::string &Why) {
    const DataLayout &DL = F.getDataLayout();
    SmallVector<Instruction *, 16> Others;
    for (BasicBlock *BB : P.blocks())
      for (Instruction &I : *BB) {
        if (!isa<LoadInst>(I) && !isa<StoreInst>(I)) {
          if (I.mayReadOrWriteMemory() && !isa<IntrinsicInst>(I)) {
            Why = "the band calls a function that may access it";
            return false;
          }
          continue;
        }
        const Value *Ptr = getLoadStorePointerOperand(&I);
        if (getUnderlyingObject(Ptr) == S.Object)
          S.Accesses.push_back(&I);
        else
          Others.push_back(&I);
      }
    if (S.Accesses.empty()) {
      Why = "the band does not access it";
      return false;
    }
    for (Instruction *I : S.Accesses)
      for (Instruction *O : Others)
        if (!AA.isNoAlias(
                MemoryLocation::getBeforeOrAfter(getLoadStorePointerOperand(I)),
                MemoryLocation::getBeforeOrAfter(
                    getLoadStorePointerOperand(O)))) {
          Why = "another access of the band may overlap it (" +
                describeObject(
                    getUnderlyingObject(getLoadStorePointerOperand(O)), &BD) +
                "); declare the pointers __restrict";
          return false;
        }
    // Each access's view: its subscripts and the array's dimensions.
    SmallVector<const SCEV *, 8> Offsets;
    SmallVector<SmallVector<const SCEV *, 4>, 8> AllSizes;
    for (Instruction *I : S.Accesses) {
      Type *Ty = getLoadStoreType(I);
      if (!S.ElemTy) {
        S.ElemTy = Ty;
        S.ElemBytes = DL.getTypeStoreSize(Ty).getFixedValue();
      } else if (Ty != S.ElemTy) {
        Why = "it is accessed with different element types";
        return false;
      }
      S.Written |= isa<StoreInst>(I);
      const SCEV *Ptr =
          SE.getSCEV(const_cast<Value *>(getLoadStorePointerOperand(I)));
      const SCEV *Base = SE.getPointerBase(Ptr);
      const SCEV *Fn = SE.getMinusSCEV(Ptr, Base);
      Offsets.push_back(Fn);
      SmallVector<const SCEV *, 4> Subs, Sizes;
      // A thread loop steps by Threads points: the array's dimensions are
      // found on the subscripts with unit steps, then applied to the real
      // ones.
      const SCEV *Unit =
          Threads.empty() ? Fn : UnitSteps::rewrite(Fn, SE, Threads);
      // Every inner subscript must provably stay in [0, its dimension) over
      // the band, else two index tuples could name one element (two slots
      // of the buffer for it). Otherwise the one-dimensional view.
      auto InBounds = [&]() {
        RangeContext RC{TB, Threads, S.Block, &TileTrips};
        for (unsigned D = 1; D < Subs.size() && D <= Sizes.size(); ++D) {
          Range R;
          // The band runs only for positive extents: the dimension counts
          // as max(size, 0), in the form the trip counts take (zext of the
          // narrow smax) so that SCEV sees the point loops' bounds in it.
          const SCEV *Size = Sizes[D - 1];
          if (const auto *SX = dyn_cast<SCEVSignExtendExpr>(Size))
            Size = SE.getZeroExtendExpr(
                SE.getSMaxExpr(SX->getOperand(),
                               SE.getZero(SX->getOperand()->getType())),
                Size->getType());
          const SCEV *Ext =
              SE.getTruncateOrSignExtend(Size, Subs[D]->getType());
          if (!rangeOver(Subs[D], P, SE, RC, R) ||
              !SE.isKnownNonNegative(R.Min) ||
              !SE.isKnownPredicateAt(ICmpInst::ICMP_SLT, R.Max, Ext,
                                     P.getLoopPreheader()->getTerminator()))
            return false;
        }
        return true;
      };
      delinearize(SE, Unit, Subs, Sizes, SE.getElementSize(I));
      if (Subs.empty()) {
        // Constant dimensions (A[i * 1024 + j], float A[][1200]): from the
        // constant steps of the band's own loops (the tile loops around it
        // may step by a run-time grid), the whole offset divided by them.
        SmallVector<const SCEV *, 4> Probe;
        // The sizes are sought on the steps alone (the start, with thread and
        // block ids, is divided by them afterwards like the rest).
        std::function<const SCEV *(const SCEV *)> Steps =
            [&](const SCEV *X) -> const SCEV * {
          const auto *AR = dyn_cast<SCEVAddRecExpr>(X);
          if (!AR || !AR->isAffine())
            return SE.getZero(X->getType());
          return SE.getAddRecExpr(Steps(AR->getStart()),
                                  AR->getStepRecurrence(SE), AR->getLoop(),
                                  SCEV::FlagAnyWrap);
        };
        // Host bands only: on a GPU the thread loops' steps and the block's
        // view of them are not divided consistently by constant sizes (a
        // 32 x 32 tile of float (*)[120] came out as a 249 x 32 box; new-user
        // test), so constant rows stay one linear dimension there.
        const SCEV *Own = Steps(OuterAtStart::rewrite(Unit, SE, P));
        if (Threads.empty() && !S.Block && !S.Strided &&
            isa<SCEVAddRecExpr>(Own) &&
            delinearizeFixedSizeArray(SE, Own, Probe, Sizes,
                                      SE.getElementSize(I)) &&
            Sizes.size() > 1) {
          computeAccessFunctions(SE, Unit, Subs, Sizes);
          if (!Threads.empty())
            for (const SCEV *&Sub : Subs)
              Sub = UnitSteps::rewrite(Sub, SE, Threads, /*Back=*/true);
          if (Subs.size() != Sizes.size() || !InBounds())
            Subs.clear();
        }
        if (Subs.empty())
          Sizes.clear();
      }
      if (Subs.empty()) {
        // The tile loops around the band can hide the dimensions: a
        // round_robin tile loop steps by the grid's size times a row, a
        // product the size search takes for a dimension of its own. The
        // dimensions are then sought in the band's own steps only, and the
        // whole offset divided by them.
        SmallVector<const SCEV *, 8> Terms;
        collectParametricTerms(SE, OuterAtStart::rewrite(Unit, SE, P), Terms);
        if (!Terms.empty()) {
          findArrayDimensions(SE, Terms, Sizes, SE.getElementSize(I));
          if (!Sizes.empty())
            computeAccessFunctions(SE, Unit, Subs, Sizes);
          if (!Threads.empty())
            for (const SCEV *&Sub : Subs)
              Sub = UnitSteps::rewrite(Sub, SE, Threads, /*Back=*/true);
          // Sizes found on another expression than the one divided.
          if (!InBounds())
            Subs.clear();
          if (Subs.empty())
            Sizes.clear();
        }
      } else {
        if (!Threads.empty())
          for (const SCEV *&Sub : Subs)
            Sub = UnitSteps::rewrite(Sub, SE, Threads, /*Back=*/true);
        // Run-time dimensions: the band's legality (Band.cpp,
        // subscriptsInBounds) proved the inner subscripts within them.
      }
      if (!Subs.empty())
        Sizes.pop_back(); // the element size
      S.Subscripts.push_back(Subs);
      AllSizes.push_back(Sizes);
    }
    // Accesses that disagree on the dimensions (A[i * N + j] and A[j]), or
    // without any: all in the one-dimensional view, as element offsets.
    bool Agree = all_of(AllSizes, [&](const SmallVector<const SCEV *, 4> &Z) {
      return ArrayRef<const SCEV *>(Z) == ArrayRef<const SCEV *>(AllSizes[0]);
    });
    bool OneDim = !Agree || any_of(S.Subscripts, [](const auto &Subs) {
      return Subs.empty();
    });
    if (OneDim) {
      for (auto [K, Fn] : enumerate(Offsets)) {
        // The byte offset must be a whole number of elements. SCEVDivision
        // divides term by term, add-recurrences included (a grid-stride GPU
        // offset has no nuw flag for getUDivExactExpr to distribute over:
        // regression stage_1d_array.c).
        const SCEV *ES = SE.getConstant(Fn->getType(), S.ElemBytes);
        const SCEV *Q = nullptr, *Rem = nullptr;
        SCEVDivision::divide(SE, Fn, ES, &Q, &Rem);
        if (!Q || !Rem || !Rem->isZero()) {
          Why = "an access is not a whole number of elements from its base";
          return false;
        }
        S.Subscripts[K].assign(1, Q);
      }
      S.DimSizes.clear();
    } else {
      S.DimSizes.assign(AllSizes[0].begin(), AllSizes[0].end());
    }
    unsigned D = S.DimSizes.size() + 1;
    S.Box.resize(D);
    uint64_t Elems = 1;
    for (unsigned Dim = 0; Dim < D; ++Dim) {
      for (auto [K, Subs] : enumerate(S.Subscripts)) {
        Range R;
        RangeContext RC{TB, Threads, S.Block, &TileTrips};
        if (!rangeOver(Subs[Dim], P, SE, RC, R)) {
          // A run-time step in one dimension: the array's row size was not
          // recovered from the subscripts (delinearization).
          bool RunTimeStep =
              S.DimSizes.empty() &&
              SCEVExprContains(Subs[Dim], [&](const SCEV *X) {
                const auto *AR = dyn_cast<SCEVAddRecExpr>(X);
                return AR && P.contains(AR->getLoop()) &&
                       !isa<SCEVConstant>(AR->getStepRecurrence(SE));
              });
          Why = RunTimeStep
                    ? "its dimensions cannot be recovered from the subscripts "
                      "(delinearization), and as one dimension its subscript "
                      "moves by a run-time step within the band"
                    : "the footprint of subscript " + std::to_string(Dim + 1) +
                          " over the band cannot be derived (not an affine "
                          "function of the loop indices with constant steps)";
          return false;
        }
        Range &B = S.Box[Dim];
        if (K == 0) {
          B = R;
        } else {
          // The union of the accesses' boxes: they differ by constants
          // (A[i][j], A[i+1][j-1], ...), so the bound grows by that offset.
          auto Diff = [&](const SCEV *A,
                          const SCEV *Bv) -> std::optional<int64_t> {
            if (const auto *C = dyn_cast<SCEVConstant>(SE.getMinusSCEV(A, Bv)))
              return C->getAPInt().getSExtValue();
            return std::nullopt;
          };
          auto DMin = Diff(R.Min, B.Min), DMax = Diff(R.Max, B.Max);
          if (!DMin || !DMax) {
            Why = "its accesses' footprints are not constant offsets of "
                  "each other";
            return false;
          }
          int64_t Lo = std::min<int64_t>(0, *DMin);
          int64_t Hi = std::max<int64_t>(0, *DMax);
          if (*DMin < 0)
            B.Min = R.Min;
          if (*DMax > 0)
            B.Max = R.Max;
          B.Bound =
              SaturatingAdd(std::max(B.Bound, R.Bound), uint64_t(Hi - Lo));
          B.Stride = std::gcd(std::gcd(B.Stride, R.Stride),
                              uint64_t(*DMin < 0 ? -*DMin : *DMin));
        }
      }
      Elems = SaturatingMultiply(Elems, extentOf(S, Dim));
    }
    uint64_t Bytes = SaturatingMultiply(Elems, S.ElemBytes);
    // A dimension as long as a loop of unknown trip count (2^30 or more
    // elements) has no useful bound.
    if (any_of(S.Box, [](const Range &R) { return R.Bound >= (1ull << 30); }))
      Bytes = std::numeric_limits<uint64_t>::max();
    if (Bytes > MaxStagedBytes) {
      bool Tiled = !TB.empty();
      Why =
          (Bytes == std::numeric_limits<uint64_t>::max()
               ? std::string("its footprint has no bound known at compile "
                             "time")
               : "its footprint may take " + std::to_string(Bytes) + " bytes") +
          ", more than the " + std::to_string(MaxStagedBytes) +
          " bytes a staged buffer may take; " +
          (Tiled ? "use smaller tiles"
                 : "tile the band (tile(...)) so that each tile's "
                   "footprint is bounded");
      return false;
    }
    // Exact copies: copy-in reads the loads' images, copy-out writes the
    // stores' images, and nothing else.
    SmallVector<bool, 8> Always;
    for (Instruction *I : S.Accesses)
      Always.push_back(runsEveryIteration(I));
    for (unsigned K = 0; K < S.Accesses.size(); ++K) {
      // An access that runs only in some iterations adds nothing when one of
      // the same kind, with the same subscripts, runs in all of them
      // (`if (A[i] > 0) C[i] = A[i]`: the second read of A[i]).
      bool Covered = false;
      if (!Always[K])
        for (unsigned J = 0; J < S.Accesses.size() && !Covered; ++J)
          Covered =
              J != K && Always[J] &&
              isa<StoreInst>(S.Accesses[J]) == isa<StoreInst>(S.Accesses[K]) &&
              ArrayRef<const SCEV *>(S.Subscripts[J]) ==
                  ArrayRef<const SCEV *>(S.Subscripts[K]);
      if (Covered)
        continue;
      std::optional<Image> Im = imageOf(S, K, Why);
      if (!Im) {
        Why = "its footprint cannot be copied exactly: " + Why;
        return false;
      }
      (isa<StoreInst>(S.Accesses[K]) ? S.Writes : S.Reads)
          .push_back(std::move(*Im));
    }
    mergeImages(S.Reads);
    mergeImages(S.Writes);
    S.PlainReads = isPlain(S, S.Reads);
    S.PlainWrites = isPlain(S, S.Writes);
    return true;
  }

  /// Why \p S cannot live in registers ("" when it can): it must be an
  /// accumulator -- the band reads and writes it, every write goes to an
  /// element a read of the same subscripts reads, and some loop of the band
  /// (the reduction) moves none of its subscripts -- and a thread's buffer
  /// must fit in \p MaxBytes.
  std::string whyNotRegister(const StagedArray &S, uint64_t MaxBytes) const {
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
                     !UI->isTerminator() && !isa<CmpInst>(UI) &&
                     P.contains(UI)) {
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

  /// Whether \p L runs at least one iteration whenever the loop around it
  /// does: a point loop of the band (from its tile loop's counter, which is
  /// below the trip count, to the tile's end, !tilelang.tile.end) or, over
  /// a block, a thread loop.
  bool tileDriven(const Loop *L, bool Block) const {
    if (Block && Threads.count(L))
      return true;
    std::optional<LoopCounter> C = loopCounter(*L);
    auto *End = C ? dyn_cast_or_null<Instruction>(C->Bound) : nullptr;
    auto *Start = C ? dyn_cast_or_null<PHINode>(C->Start) : nullptr;
    return End && End->getMetadata(TileEndMDName) && Start &&
           !P.contains(Start->getParent());
  }

  /// The image of access \p K of \p S over the band, or std::nullopt with
  /// \p Why when it cannot be proven to be exactly its strided box: each
  /// subscript moves with loops of its own (none shared with another
  /// subscript), all by one step; the access runs in every iteration of the
  /// loops around it; their trip counts do not change within the band.
  std::optional<Image> imageOf(const StagedArray &S, unsigned K,
                               std::string &Why) {
    Instruction *I = S.Accesses[K];
    RangeContext RC{TB, Threads, S.Block, &TileTrips};
    Image Im;
    SmallPtrSet<const Loop *, 4> Moves;
    for (auto [D, Sub] : enumerate(S.Subscripts[K])) {
      std::string Which = "subscript " + std::to_string(D + 1) + " of a " +
                          (isa<StoreInst>(I) ? "write" : "read");
      DenseMap<const Loop *, int64_t> Coef;
      // Over a block, the thread ids (only in the thread loops' starts, by
      // tilelang-map) are taken as 0 and thread loops step one point.
      const SCEV *Moving =
          S.Block ? UnitSteps::rewrite(ThreadZero(SE).visit(Sub), SE, Threads)
                  : Sub;
      if (!loopSteps(Moving, P, SE, 1, Coef)) {
        Why = Which + " is not an invariant plus constant multiples of the "
                      "loop indices";
        return std::nullopt;
      }
      int64_t Mag = 0;
      for (auto [L, C] : Coef) {
        if (C == 0)
          continue;
        if (!Moves.insert(L).second) {
          Why = Which + " moves with a loop another subscript moves with (a "
                        "diagonal): its box holds elements it never touches";
          return std::nullopt;
        }
        int64_t A = C < 0 ? -C : C;
        if (Mag && A != Mag) {
          Why = Which + " moves with two loops by different steps (a "
                        "flattened row whose size was not recovered): its "
                        "range holds elements it never touches";
          return std::nullopt;
        }
        Mag = A;
        if (!tileDriven(L, S.Block))
          Im.MayBeEmpty = true;
      }
      Range R;
      if (!rangeOver(Sub, P, SE, RC, R)) {
        Why = Which + " has no footprint over the band";
        return std::nullopt;
      }
      Im.Box.push_back(R);
      Im.Span.push_back(0);
    }
    if (!runsEveryIteration(I)) {
      Why = std::string("a ") + (isa<StoreInst>(I) ? "write" : "read") +
            " of it does not run in every iteration of the band (a "
            "condition or an early exit around it)";
      return std::nullopt;
    }
    for (Loop *L = LI.getLoopFor(I->getParent()); L; L = L->getParentLoop()) {
      if (!Moves.count(L) && !tileDriven(L, S.Block)) {
        const SCEV *TC = SE.getExitCount(L, L->getHeader());
        if (isa<SCEVCouldNotCompute>(TC) || !SE.isLoopInvariant(TC, &P)) {
          Why = "a loop around an access of it runs a number of iterations "
                "that changes within the band";
          return std::nullopt;
        }
        if (!SE.isKnownPositive(TC))
          Im.NonZero.push_back(TC);
      }
      if (L == &P)
        break;
    }
    return Im;
  }

  /// Whether \p I runs in every iteration of every loop around it in the
  /// band: each of them exits at its header only, and \p I (or the loop
  /// inside) dominates its latch.
  bool runsEveryIteration(const Instruction *I) const {
    const Loop *Child = nullptr;
    for (Loop *L = LI.getLoopFor(I->getParent()); L; L = L->getParentLoop()) {
      BasicBlock *Latch = L->getLoopLatch();
      const BasicBlock *Runs = Child ? Child->getHeader() : I->getParent();
      if (!Latch || L->getExitingBlock() != L->getHeader() ||
          !DT.dominates(Runs, Latch))
        return false;
      if (L == &P)
        break;
      Child = L;
    }
    return true;
  }

  /// Removes duplicate images and merges images that differ by a shift in
  /// one dimension into one when their union is again a strided box.
  void mergeImages(SmallVectorImpl<Image> &V) {
    auto Const = [&](const SCEV *A, const SCEV *B) -> std::optional<int64_t> {
      if (const auto *C = dyn_cast<SCEVConstant>(SE.getMinusSCEV(A, B)))
        if (C->getAPInt().getSignificantBits() <= 32)
          return C->getAPInt().getSExtValue();
      return std::nullopt;
    };
    auto SameGuards = [](const Image &A, const Image &B) {
      return A.MayBeEmpty == B.MayBeEmpty &&
             ArrayRef<const SCEV *>(A.NonZero) ==
                 ArrayRef<const SCEV *>(B.NonZero);
    };
    // A union of B into A when A and B agree in every dimension but at most
    // one, and there B starts at most one step past A's end.
    auto TryMerge = [&](Image &A, const Image &B) {
      if (!SameGuards(A, B) || (A.MayBeEmpty && A.Box != B.Box))
        return false;
      int Other = -1;
      for (unsigned D = 0; D < A.Box.size(); ++D) {
        const Range &X = A.Box[D], &Y = B.Box[D];
        if (X.Min == Y.Min && X.Max == Y.Max && X.Stride == Y.Stride)
          continue;
        if (Other >= 0)
          return false;
        Other = D;
      }
      if (Other < 0)
        return true; // the same image
      Range &X = A.Box[Other];
      const Range &Y = B.Box[Other];
      auto DMin = Const(Y.Min, X.Min), DMax = Const(Y.Max, X.Max);
      if (!DMin || !DMax)
        return false;
      bool Swap = *DMin < 0;
      const Range &Lo = Swap ? Y : X, &Hi = Swap ? X : Y;
      uint64_t SpanLo = Swap ? B.Span[Other] : A.Span[Other];
      uint64_t SpanHi = Swap ? A.Span[Other] : B.Span[Other];
      uint64_t Shift = uint64_t(Swap ? -*DMin : *DMin);
      // One step: the images' (points have none: the shift is the step).
      uint64_t Step = Lo.Stride ? Lo.Stride : Shift;
      if (Lo.Stride != Hi.Stride || Step == 0 || Shift % Step ||
          Shift > SpanLo + Step)
        return false;
      bool HiEnds = Swap ? *DMax < 0 : *DMax > 0;
      Range M;
      M.Min = Lo.Min;
      M.Max = HiEnds ? Hi.Max : Lo.Max;
      M.Stride = Step;
      M.Bound = std::max(Lo.Bound, SaturatingAdd(Hi.Bound, Shift));
      A.Span[Other] = std::max(SpanLo, SpanHi + Shift);
      X = M;
      return true;
    };
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (unsigned I = 0; I < V.size() && !Changed; ++I)
        for (unsigned J = I + 1; J < V.size() && !Changed; ++J)
          if (TryMerge(V[I], V[J])) {
            V.erase(V.begin() + J);
            Changed = true;
          }
    }
  }

  /// A region that is one image equal to the box the copies loop over (with
  /// the steps they take), never empty when the band runs.
  bool isPlain(const StagedArray &S, ArrayRef<Image> Region) const {
    if (Region.size() != 1 || Region[0].MayBeEmpty ||
        !Region[0].NonZero.empty())
      return false;
    for (auto [D, R] : enumerate(Region[0].Box)) {
      const Range &B = S.Box[D];
      uint64_t LoopStep = S.Strided && B.Stride ? B.Stride : 1;
      if (R.Min != B.Min || R.Max != B.Max ||
          (R.Stride > 1 && R.Stride != LoopStep))
        return false;
    }
    return true;
  }

  /// Elements of dimension \p Dim of the buffer: the box's, or for a
  /// thread's strided buffer one per Stride.
  static uint64_t extentOf(const StagedArray &S, unsigned Dim) {
    const Range &R = S.Box[Dim];
    if (S.Strided)
      return R.Stride ? R.Bound / R.Stride + 1 : 1;
    return SaturatingAdd(R.Bound, uint64_t(1));
  }

  /// Allocates the buffer and computes the box's bounds in the band's
  /// preheader. Done for every staged array before anything else changes,
  /// so that no expansion refers to code a later step rewrites.
  void expand(StagedArray &S, SCEVExpander &Exp) {
    LLVMContext &Ctx = F.getContext();
    Type *I64 = Type::getInt64Ty(Ctx);
    unsigned D = S.Box.size();
    uint64_t Elems = 1;
    S.Ext.resize(D);
    S.Stride.resize(D);
    for (unsigned Dim = 0; Dim < D; ++Dim) {
      S.Ext[Dim] = extentOf(S, Dim);
      S.Stride[Dim] = S.Strided && S.Box[Dim].Stride ? S.Box[Dim].Stride : 1;
      Elems *= S.Ext[Dim];
    }
    if (S.Block) {
      SmallVector<uint64_t, 4> Dims;
      if (S.Stages > 1)
        Dims.push_back(S.Stages);
      Dims.append(S.Ext.begin(), S.Ext.end());
      S.Buf = static_cast<GPUStaging &>(Target).allocateShared(
          F, S.ElemTy, Dims, S.Lay, S.Name);
    } else {
      S.Buf = Target.allocate(F, S.ElemTy, Elems, "tilelang." + S.Name);
    }
    Instruction *PreTerm = S.CopyIn->getTerminator();
    IRBuilder<> PB(PreTerm);
    for (unsigned Dim = 0; Dim < D; ++Dim) {
      S.Lo.push_back(PB.CreateSExtOrTrunc(
          Exp.expandCodeFor(S.Box[Dim].Min, nullptr, PreTerm), I64));
      S.Hi.push_back(PB.CreateSExtOrTrunc(
          Exp.expandCodeFor(S.Box[Dim].Max, nullptr, PreTerm), I64));
    }
    // The array's row sizes: before the pipeline's loop when there is one
    // (its prologue copies too).
    Instruction *SizePos = S.Stages > 1
                               ? S.PipeLoop->getLoopPreheader()->getTerminator()
                               : PreTerm;
    IRBuilder<> SB(SizePos);
    for (const SCEV *Sz : S.DimSizes)
      S.Sizes.push_back(
          SB.CreateSExtOrTrunc(Exp.expandCodeFor(Sz, nullptr, SizePos), I64));
    if (S.Stages > 1)
      expandPipeline(S, Exp);
    expandImages(S, Exp);
  }

  /// The regions' images and whether each copy runs, at the copy-in point.
  void expandImages(StagedArray &S, SCEVExpander &Exp) {
    Instruction *Pos = S.CopyIn->getTerminator();
    IRBuilder<> B(Pos);
    Type *I64 = B.getInt64Ty();
    auto NonZero = [&](Value *Acc, const SCEV *TC) {
      Value *N = B.CreateICmpNE(Exp.expandCodeFor(TC, nullptr, Pos),
                                ConstantInt::get(TC->getType(), 0));
      return Acc ? B.CreateAnd(Acc, N) : N;
    };
    Value *Hoist = nullptr;
    for (const SCEV *TC : S.HoistNonZero)
      Hoist = NonZero(Hoist, TC);
    auto Region = [&](MutableArrayRef<Image> Images, bool Plain) -> Value * {
      Value *Any = nullptr;
      bool Always = false;
      for (Image &Im : Images) {
        for (const Range &R : Im.Box) {
          Im.Lo.push_back(
              B.CreateSExtOrTrunc(Exp.expandCodeFor(R.Min, nullptr, Pos), I64));
          Im.Hi.push_back(
              B.CreateSExtOrTrunc(Exp.expandCodeFor(R.Max, nullptr, Pos), I64));
        }
        Value *Live = nullptr;
        for (const SCEV *TC : Im.NonZero)
          Live = NonZero(Live, TC);
        if (Im.MayBeEmpty)
          for (unsigned D = 0; D < Im.Lo.size(); ++D) {
            Value *N = B.CreateICmpSLE(Im.Lo[D], Im.Hi[D]);
            Live = Live ? B.CreateAnd(Live, N) : N;
          }
        Im.Live = Live;
        Always |= !Live;
        if (Live)
          Any = Any ? B.CreateOr(Any, Live) : Live;
      }
      if (Images.empty())
        return B.getFalse();
      if (Plain || Always)
        return Hoist;
      return Hoist ? B.CreateAnd(Hoist, Any) : Any;
    };
    S.LiveReads = Region(S.Reads, S.PlainReads);
    S.LiveWrites = Region(S.Writes, S.PlainWrites);
  }

  /// Whether element \p X (array subscripts) is in one of \p Region's
  /// images.
  static Value *member(IRBuilder<> &B, ArrayRef<Image> Region,
                       ArrayRef<Value *> X) {
    Value *Any = nullptr;
    for (const Image &Im : Region) {
      Value *In = Im.Live;
      auto And = [&](Value *C) { In = In ? B.CreateAnd(In, C) : C; };
      for (unsigned D = 0; D < X.size(); ++D) {
        And(B.CreateICmpSLE(Im.Lo[D], X[D]));
        And(B.CreateICmpSLE(X[D], Im.Hi[D]));
        if (Im.Box[D].Stride > 1)
          And(B.CreateICmpEQ(B.CreateURem(B.CreateSub(X[D], Im.Lo[D]),
                                          B.getInt64(Im.Box[D].Stride)),
                             B.getInt64(0)));
      }
      if (!In)
        return B.getTrue();
      Any = Any ? B.CreateOr(Any, In) : In;
    }
    return Any ? Any : B.getFalse();
  }

  /// Splits before \p Pos so that what is emitted before the returned
  /// instruction runs only when \p Cond holds (always when it is null).
  Instruction *guarded(Instruction *Pos, Value *Cond, const Twine &Name) {
    if (!Cond)
      return Pos;
    BasicBlock *BB = Pos->getParent();
    BasicBlock *Tail = SplitBlock(BB, Pos);
    BB->getTerminator()->eraseFromParent();
    auto *Then = BasicBlock::Create(F.getContext(), Name, &F, Tail);
    IRBuilder<>(BB).CreateCondBr(Cond, Then, Tail);
    return IRBuilder<>(Then).CreateBr(Tail);
  }

  /// \p X with the add-recurrences of \p L moved \p Ahead iterations on
  /// (\p First: replaced by their value at iteration \p Ahead).
  const SCEV *shifted(const SCEV *X, const Loop *L, int64_t Ahead, bool First) {
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
          return SE.getAddRecExpr(Start, Step, AR->getLoop(),
                                  SCEV::FlagAnyWrap);
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
  void expandPipeline(StagedArray &S, SCEVExpander &Exp) {
    Type *I64 = Type::getInt64Ty(F.getContext());
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
          Exp.expandCodeFor(shifted(R.Min, L, S.Stages - 1, false), nullptr,
                            Pos),
          I64));
      S.NextHi.push_back(B.CreateSExtOrTrunc(
          Exp.expandCodeFor(shifted(R.Max, L, S.Stages - 1, false), nullptr,
                            Pos),
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

  /// The counter of a tile loop (its header's phi, from 0) and its step;
  /// {null, 0} when the loop is not such a loop.
  static std::pair<PHINode *, uint64_t> pipelineCounter(Loop *L) {
    std::optional<LoopCounter> C = loopCounter(*L);
    auto *Start = C ? dyn_cast_or_null<ConstantInt>(C->Start) : nullptr;
    auto *Step = C && C->Increment
                     ? dyn_cast<ConstantInt>(C->Increment->getOperand(1))
                     : nullptr;
    if (!Start || !Start->isZero() || !Step || Step->isZero())
      return {nullptr, 0};
    return {C->Phi, Step->getZExtValue()};
  }

  /// Linear index in the array (its run-time row sizes).
  static Value *arrayIndex(IRBuilder<> &B, const StagedArray &S,
                           ArrayRef<Value *> X) {
    Value *Idx = X[0];
    for (unsigned Dim = 1; Dim < X.size(); ++Dim)
      Idx = B.CreateAdd(B.CreateMul(Idx, S.Sizes[Dim - 1]), X[Dim]);
    return Idx;
  }
  /// Linear index in the packed buffer (constant row sizes).
  static Value *bufferIndex(IRBuilder<> &B, const StagedArray &S,
                            ArrayRef<Value *> X) {
    if (S.Block)
      return blockIndex(B, S, X, S.Lo, S.Stage);
    Value *Idx = nullptr;
    for (unsigned Dim = 0; Dim < X.size(); ++Dim) {
      Value *Rel = B.CreateSub(X[Dim], S.Lo[Dim]);
      if (S.Stride[Dim] > 1)
        Rel = B.CreateUDiv(Rel, B.getInt64(S.Stride[Dim]), "", true);
      Idx = Idx ? B.CreateAdd(B.CreateMul(Idx, B.getInt64(S.Ext[Dim])), Rel)
                : Rel;
    }
    return Idx;
  }

  /// Offset of element \p X of the tile whose box starts at \p Lo, in
  /// stage \p Stage (pipelined buffers) of a block's buffer.
  static Value *blockIndex(IRBuilder<> &B, const StagedArray &S,
                           ArrayRef<Value *> X, ArrayRef<Value *> Lo,
                           Value *Stage) {
    SmallVector<Value *, 4> Rel;
    if (S.Stages > 1)
      Rel.push_back(Stage);
    for (unsigned Dim = 0; Dim < X.size(); ++Dim)
      Rel.push_back(B.CreateSub(X[Dim], Lo[Dim]));
    return GPUStaging::offset(B, S.Buf, Rel);
  }

  /// Points every access of \p S at the buffer; the old addresses go to
  /// \p Dead.
  void rewriteAccesses(StagedArray &S, SCEVExpander &Exp,
                       SmallVectorImpl<WeakTrackingVH> &Dead) {
    Type *I64 = Type::getInt64Ty(F.getContext());
    for (auto [K, I] : enumerate(S.Accesses)) {
      SmallVector<Value *, 4> X;
      for (const SCEV *Sub : S.Subscripts[K])
        X.push_back(IRBuilder<>(I).CreateSExtOrTrunc(
            Exp.expandCodeFor(Sub, nullptr, I), I64));
      IRBuilder<> B(I);
      Value *Ptr = B.CreateInBoundsGEP(S.ElemTy, S.Buf, bufferIndex(B, S, X),
                                       "tilelang." + S.Name + ".elt");
      Dead.push_back(getLoadStorePointerOperand(I));
      I->setOperand(isa<StoreInst>(I) ? 1 : 0, Ptr);
    }
  }

  /// All threads of the block copy the box together: thread l (linear id)
  /// takes elements l, l + threads, ... of the box in row-major order, so
  /// that consecutive threads touch consecutive addresses of a row; elements
  /// outside the array's part of the tile ([Lo, Hi] per dimension) are
  /// skipped. \p Copy gets the element's array subscripts.
  /// With \p Speculative, the element is copied whatever the guard says:
  /// \p Copy gets the guard and must make the copy safe itself (copy-in
  /// loads a clamped address and stores 0), so that no branch separates the
  /// rounds' loads. Otherwise the copy is done under the guard.
  BasicBlock *emitCooperative(
      Instruction *Pos, const StagedArray &S,
      function_ref<void(IRBuilder<> &, ArrayRef<Value *>, Value *)> Copy,
      const Twine &Name, bool Speculative, ArrayRef<Value *> Lo = {},
      ArrayRef<Value *> Hi = {},
      const std::function<Value *(IRBuilder<> &, ArrayRef<Value *>)> &Member =
          {}) {
    if (Lo.empty()) {
      Lo = S.Lo;
      Hi = S.Hi;
    }
    auto &G = static_cast<GPUStaging &>(Target);
    LLVMContext &Ctx = F.getContext();
    Type *I64 = Type::getInt64Ty(Ctx);
    std::array<unsigned, 3> T = kernelBlockShape(F);
    uint64_t NThreads = uint64_t(T[0]) * T[1] * T[2], Total = 1;
    for (uint64_t E : S.Ext)
      Total *= E;
    IRBuilder<> PB(Pos);
    Value *Lin = emitThreadId(PB, G.kind(), 0);
    if (T[1] > 1 || T[2] > 1)
      Lin = PB.CreateAdd(
          Lin,
          PB.CreateMul(
              PB.getInt64(T[0]),
              PB.CreateAdd(emitThreadId(PB, G.kind(), 1),
                           PB.CreateMul(PB.getInt64(T[1]),
                                        emitThreadId(PB, G.kind(), 2)))),
          "thread.linear");
    BasicBlock *BB = Pos->getParent();
    BasicBlock *After = SplitBlock(BB, Pos);
    BB->getTerminator()->eraseFromParent();
    auto *H = BasicBlock::Create(Ctx, Name + ".header", &F, After);
    auto *Body = BasicBlock::Create(Ctx, Name + ".body", &F, After);
    auto *Do = BasicBlock::Create(Ctx, Name + ".copy", &F, After);
    auto *L = BasicBlock::Create(Ctx, Name + ".latch", &F, After);
    IRBuilder<>(BB).CreateBr(H);
    // Round `it` of Rounds: thread l copies element l + it * threads. A
    // constant trip count, unrolled, so that each thread has several
    // global loads in flight (one at a time, every load's latency adds up).
    uint64_t Rounds = divideCeil(Total, NThreads);
    IRBuilder<> HB(H);
    PHINode *It = HB.CreatePHI(I64, 2, Name + ".round");
    It->addIncoming(HB.getInt64(0), BB);
    HB.CreateCondBr(HB.CreateICmpULT(It, HB.getInt64(Rounds)), Body, After);
    IRBuilder<> BB2(Body);
    Value *E = BB2.CreateAdd(Lin, BB2.CreateMul(It, BB2.getInt64(NThreads)),
                             Name + ".e", true, true);
    SmallVector<Value *, 4> X(S.Ext.size());
    Value *Rem = E;
    Value *InRange = Total % NThreads
                         ? BB2.CreateICmpULT(E, BB2.getInt64(Total))
                         : BB2.getTrue();
    Value *In = BB2.getTrue();
    for (int D = int(S.Ext.size()) - 1; D >= 0; --D) {
      Value *Rel = D == 0 ? Rem : BB2.CreateURem(Rem, BB2.getInt64(S.Ext[D]));
      if (D > 0)
        Rem = BB2.CreateUDiv(Rem, BB2.getInt64(S.Ext[D]));
      X[D] = BB2.CreateAdd(Lo[D], Rel, "", true, true);
      In = BB2.CreateAnd(In, BB2.CreateICmpSLE(X[D], Hi[D]));
    }
    if (Member)
      In = BB2.CreateAnd(In, Member(BB2, X));
    BB2.CreateCondBr(Speculative ? InRange : BB2.CreateAnd(InRange, In), Do, L);
    IRBuilder<> DB(Do);
    Copy(DB, X, In);
    DB.CreateBr(L);
    IRBuilder<> LB(L);
    It->addIncoming(LB.CreateAdd(It, LB.getInt64(1), "", true, true), L);
    // Up to 8 rounds unrolled: more keeps too many row addresses live
    // across the tile loop (LICM hoists their invariant parts).
    SmallVector<Metadata *, 2> Props{nullptr};
    if (G.kind() != GPUKind::NVPTX)
      // Measured on NVIDIA only; on AMDGPU the unrolled rounds cost SGPR
      // spills (2mm on gfx942) and nothing was measured: kept rolled.
      Props.push_back(
          MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.disable")}));
    else if (Rounds <= 8)
      Props.push_back(
          MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.full")}));
    else
      Props.push_back(
          MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.count"),
                            ConstantAsMetadata::get(
                                ConstantInt::get(Type::getInt32Ty(Ctx), 8))}));
    MDNode *ID = MDNode::getDistinct(Ctx, Props);
    ID->replaceOperandWith(0, ID);
    LB.CreateBr(H)->setMetadata(LLVMContext::MD_loop, ID);
    return After;
  }

  /// pipeline(S): the copies of every pipelined array of the band, with
  /// cp.async (an element outside the array's part of the tile is
  /// zero-filled: source size 0, nothing read). Before the loop: the first
  /// Stages - 1 tiles, one commit group each. In iteration n: barrier
  /// (stage (n - 1) mod Stages, about to be refilled, is no longer read),
  /// the tile of iteration n + Stages - 1 (zeros past the loop's end),
  /// commit, wait until at most Stages - 1 groups are pending (tile n has
  /// landed), barrier.
  void emitPipelined(ArrayRef<StagedArray *> All) {
    if (All.empty())
      return;
    LLVMContext &Ctx = F.getContext();
    Loop *L = All.front()->PipeLoop;
    unsigned Stages = All.front()->Stages;
    auto Issue = [&](Instruction *Pos, StagedArray &S, ArrayRef<Value *> Lo,
                     ArrayRef<Value *> Hi, Value *Stage) {
      Value *Base = const_cast<Value *>(S.Object);
      Intrinsic::ID ID =
          S.ElemBytes == 4   ? Intrinsic::nvvm_cp_async_ca_shared_global_4_s
          : S.ElemBytes == 8 ? Intrinsic::nvvm_cp_async_ca_shared_global_8_s
                             : Intrinsic::nvvm_cp_async_ca_shared_global_16_s;
      emitCooperative(
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
      Target.emitBarrier(B);
    }
    for (unsigned D = 0; D + 1 < Stages; ++D) {
      for (StagedArray *S : All)
        Issue(L->getLoopPreheader()->getTerminator(), *S, S->FirstLo[D],
              S->FirstHi[D], ConstantInt::get(Type::getInt64Ty(Ctx), D));
      IRBuilder<> CB(L->getLoopPreheader()->getTerminator());
      CB.CreateIntrinsic(Intrinsic::nvvm_cp_async_commit_group, {});
    }
    // Steady state, at the band's preheader in iteration n.
    auto At = [&] { return P.getLoopPreheader()->getTerminator(); };
    {
      IRBuilder<> B(At());
      Target.emitBarrier(B);
    }
    for (StagedArray *S : All)
      Issue(At(), *S, S->NextLo, S->NextHi, S->NextStage);
    IRBuilder<> B(At());
    B.CreateIntrinsic(Intrinsic::nvvm_cp_async_commit_group, {});
    B.CreateIntrinsic(Intrinsic::nvvm_cp_async_wait_group, {},
                      {B.getInt32(Stages - 1)});
    Target.emitBarrier(B);
  }

  /// Copies the box in before the band and, when written, back after it.
  /// Copies the loads' images in before the band and, when written, the
  /// stores' images back after it: exactly the elements the tile reads and
  /// writes (see Image), and nothing when it runs no iteration.
  void emitCopies(StagedArray &S) {
    if (S.Stages > 1)
      return; // emitPipelined
    Value *Base = const_cast<Value *>(S.Object);
    auto In = [&](IRBuilder<> &B, ArrayRef<Value *> X) {
      Value *V = B.CreateLoad(
          S.ElemTy, B.CreateInBoundsGEP(S.ElemTy, Base, arrayIndex(B, S, X)));
      B.CreateStore(V,
                    B.CreateInBoundsGEP(S.ElemTy, S.Buf, bufferIndex(B, S, X)));
    };
    auto Out = [&](IRBuilder<> &B, ArrayRef<Value *> X) {
      Value *V = B.CreateLoad(
          S.ElemTy, B.CreateInBoundsGEP(S.ElemTy, S.Buf, bufferIndex(B, S, X)));
      B.CreateStore(V,
                    B.CreateInBoundsGEP(S.ElemTy, Base, arrayIndex(B, S, X)));
    };
    auto Member = [](ArrayRef<Image> Region, bool Plain)
        -> std::function<Value *(IRBuilder<> &, ArrayRef<Value *>)> {
      if (Plain)
        return nullptr;
      return [Region](IRBuilder<> &B, ArrayRef<Value *> X) {
        return member(B, Region, X);
      };
    };
    auto MemberIn = Member(S.Reads, S.PlainReads);
    auto MemberOut = Member(S.Writes, S.PlainWrites);
    if (S.Block) {
      // Barrier, copy, barrier: nobody overwrites the buffer while another
      // thread still reads the previous tile, and nobody reads it before
      // every thread has copied its part.
      Instruction *Pos = S.CopyIn->getTerminator();
      IRBuilder<> Before(Pos);
      Target.emitBarrier(Before);
      if (!S.Reads.empty()) {
        // Copy-in reads every element of its rounds unconditionally: an
        // element outside the region reads an element the tile reads (the
        // box's first for a plain region, else the first element of the
        // first image that is not empty) and stores 0.
        Instruction *CPos = guarded(Pos, S.LiveReads, "tilelang.copyin.run");
        SmallVector<Value *, 4> Clamp(S.Lo.begin(), S.Lo.end());
        if (!S.PlainReads) {
          IRBuilder<> CB(CPos);
          for (unsigned D = 0; D < Clamp.size(); ++D) {
            Value *C = nullptr;
            for (const Image &Im : reverse(S.Reads))
              C = !C || !Im.Live ? Im.Lo[D]
                                 : CB.CreateSelect(Im.Live, Im.Lo[D], C);
            Clamp[D] = C;
          }
        }
        auto SpecIn = [&](IRBuilder<> &B, ArrayRef<Value *> X, Value *InBox) {
          SmallVector<Value *, 4> Safe;
          for (unsigned D = 0; D < X.size(); ++D)
            Safe.push_back(B.CreateSelect(InBox, X[D], Clamp[D]));
          Value *V = B.CreateLoad(
              S.ElemTy,
              B.CreateInBoundsGEP(S.ElemTy, Base, arrayIndex(B, S, Safe)));
          V = B.CreateSelect(InBox, V, Constant::getNullValue(S.ElemTy));
          B.CreateStore(
              V, B.CreateInBoundsGEP(S.ElemTy, S.Buf, bufferIndex(B, S, X)));
        };
        emitCooperative(CPos, S, SpecIn, "tilelang.copyin." + S.Name, true, {},
                        {}, MemberIn);
      }
      IRBuilder<> After(Pos);
      Target.emitBarrier(After);
      if (!S.Written)
        return;
      Instruction *OPos = &*S.CopyOut->getFirstInsertionPt();
      IRBuilder<> BO(OPos);
      Target.emitBarrier(BO);
      emitCooperative(
          guarded(OPos, S.LiveWrites, "tilelang.copyout.run"), S,
          [&](IRBuilder<> &B, ArrayRef<Value *> X, Value *) { Out(B, X); },
          "tilelang.copyout." + S.Name, false, {}, {}, MemberOut);
      return;
    }
    if (S.Strided) {
      // One thread's buffer: loops over its Ext elements per dimension
      // (constant trips, fully unrolled, so that SROA keeps the buffer in
      // registers), each element guarded by the box and the region.
      Type *I64 = Type::getInt64Ty(F.getContext());
      SmallVector<Value *, 4> Zero, Last;
      for (uint64_t E : S.Ext) {
        Zero.push_back(ConstantInt::get(I64, 0));
        Last.push_back(ConstantInt::get(I64, E - 1));
      }
      auto Guarded = [&](auto &Copy, const StagedArray &V,
                         const std::function<Value *(IRBuilder<> &,
                                                     ArrayRef<Value *>)> &Mem) {
        return [&](IRBuilder<> &B, ArrayRef<Value *> N) {
          SmallVector<Value *, 4> X;
          Value *InBox = B.getTrue();
          for (unsigned D = 0; D < N.size(); ++D) {
            X.push_back(B.CreateAdd(V.Lo[D],
                                    B.CreateMul(N[D], B.getInt64(V.Stride[D])),
                                    "", true, true));
            InBox = B.CreateAnd(InBox, B.CreateICmpSLE(X.back(), V.Hi[D]));
          }
          if (Mem)
            InBox = B.CreateAnd(InBox, Mem(B, X));
          Function *Fn = B.GetInsertBlock()->getParent();
          auto *Then =
              BasicBlock::Create(Fn->getContext(), "tilelang.inbox", Fn);
          auto *Cont =
              BasicBlock::Create(Fn->getContext(), "tilelang.next", Fn);
          B.CreateCondBr(InBox, Then, Cont);
          IRBuilder<> TB(Then);
          Copy(TB, X);
          TB.CreateBr(Cont);
          B.SetInsertPoint(Cont);
        };
      };
      if (!S.Reads.empty())
        emitBoxLoops(guarded(S.CopyIn->getTerminator(), S.LiveReads,
                             "tilelang.copyin.run"),
                     Zero, Last, Guarded(In, S, MemberIn),
                     "tilelang.copyin." + S.Name, {}, true);
      if (!S.Written)
        return;
      // Copy-out recomputes its addresses and guards from opaque copies of
      // the box and the base (NVPTX: a `mov` in inline assembly): otherwise
      // they are the copy-in's, kept live across the whole tile loop next to
      // the accumulators, and ptxas spills them (GEMM 128 x 128 x 32: 392
      // bytes under two blocks per multiprocessor).
      Instruction *OPos = &*S.CopyOut->getFirstInsertionPt();
      StagedArray V = S;
      Value *VBase = Base;
      if (static_cast<GPUStaging &>(Target).kind() == GPUKind::NVPTX) {
        IRBuilder<> LB(OPos);
        auto Opaque = [&](Value *X) -> Value * {
          Type *Ty = X->getType();
          if (!Ty->isIntegerTy(64) && !Ty->isPointerTy())
            return X;
          Type *I64 = LB.getInt64Ty();
          Value *In = Ty->isPointerTy() ? LB.CreatePtrToInt(X, I64) : X;
          InlineAsm *Mov = InlineAsm::get(FunctionType::get(I64, {I64}, false),
                                          "mov.b64 $0, $1;", "=l,l", false);
          Value *Out = LB.CreateCall(Mov, {In}, "opaque");
          return Ty->isPointerTy() ? LB.CreateIntToPtr(Out, Ty) : Out;
        };
        for (Value *&X : V.Lo)
          X = Opaque(X);
        for (Value *&X : V.Hi)
          X = Opaque(X);
        for (Value *&X : V.Sizes)
          X = Opaque(X);
        VBase = Opaque(Base);
      }
      auto OutV = [&](IRBuilder<> &B, ArrayRef<Value *> X) {
        Value *Val =
            B.CreateLoad(V.ElemTy, B.CreateInBoundsGEP(V.ElemTy, V.Buf,
                                                       bufferIndex(B, V, X)));
        B.CreateStore(
            Val, B.CreateInBoundsGEP(V.ElemTy, VBase, arrayIndex(B, V, X)));
      };
      emitBoxLoops(guarded(OPos, S.LiveWrites, "tilelang.copyout.run"), Zero,
                   Last, Guarded(OutV, V, MemberOut),
                   "tilelang.copyout." + S.Name, {}, true);
      return;
    }
    // The host: a plain region is its box; one image, its own box with its
    // steps; several, the buffer's box with each element tested.
    auto Copy = [&](Instruction *Pos, ArrayRef<Image> Region, bool Plain,
                    Value *Live, auto &Body, const Twine &Name) {
      Pos = guarded(Pos, Live, Name + ".run");
      if (Plain)
        return emitBoxLoops(Pos, S.Lo, S.Hi, Body, Name, S.Stride);
      if (Region.size() == 1) {
        SmallVector<uint64_t, 4> Steps;
        for (const Range &R : Region[0].Box)
          Steps.push_back(R.Stride ? R.Stride : 1);
        return emitBoxLoops(Pos, Region[0].Lo, Region[0].Hi, Body, Name, Steps);
      }
      return emitBoxLoops(
          Pos, S.Lo, S.Hi,
          [&](IRBuilder<> &B, ArrayRef<Value *> X) {
            Function *Fn = B.GetInsertBlock()->getParent();
            auto *Then =
                BasicBlock::Create(Fn->getContext(), Name + ".member", Fn);
            auto *Cont =
                BasicBlock::Create(Fn->getContext(), Name + ".next", Fn);
            B.CreateCondBr(member(B, Region, X), Then, Cont);
            IRBuilder<> TB(Then);
            Body(TB, X);
            TB.CreateBr(Cont);
            B.SetInsertPoint(Cont);
          },
          Name, S.Stride);
    };
    if (!S.Reads.empty())
      Copy(S.CopyIn->getTerminator(), S.Reads, S.PlainReads, S.LiveReads, In,
           "tilelang.copyin." + S.Name);
    if (!S.Written)
      return;
    Copy(&*S.CopyOut->getFirstInsertionPt(), S.Writes, S.PlainWrites,
         S.LiveWrites, Out, "tilelang.copyout." + S.Name);
  }

  /// Stages every array of \p All: expansions first, then the accesses,
  /// then the copies (which split blocks), then the dead old addresses.
  /// Chooses where the copies of \p S go: out of every loop around the band
  /// in which its footprint is invariant (a tile loop that the array does
  /// not depend on), so that it is copied once for all of that loop's
  /// iterations. Only the band accesses the array there, and the buffer
  /// keeps its values across those iterations.
  void placeCopies(StagedArray &S, DominatorTree &DT, LoopInfo &LI) {
    Loop *Target = &P;
    while (Loop *Parent = Target->getParentLoop()) {
      auto Inv = [&](const SCEV *X) { return SE.isLoopInvariant(X, Parent); };
      auto BoxInv = [&](const Range &R) { return Inv(R.Min) && Inv(R.Max); };
      auto ImageInv = [&](const Image &Im) {
        return all_of(Im.Box, BoxInv) && all_of(Im.NonZero, Inv);
      };
      bool Invariant = all_of(S.Box, BoxInv) && all_of(S.Reads, ImageInv) &&
                       all_of(S.Writes, ImageInv) &&
                       all_of(S.HoistNonZero, Inv);
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
      InsertPreheaderForLoop(Target, &DT, &LI, nullptr, false);
    S.CopyIn = Target->getLoopPreheader();
    S.CopyOut = Target->getExitBlock();
  }

  void stage(MutableArrayRef<StagedArray> All, DominatorTree &DT,
             LoopInfo &LI) {
    // Blocks first (preheaders may be inserted), then code.
    for (StagedArray &S : All)
      placeCopies(S, DT, LI);
    for (StagedArray &S : All)
      planPipeline(S);
    // The pipelined copies all sit at one copy-in point (the innermost
    // sequential tile loop's body).
    for (StagedArray &S : All)
      if (S.Stages > 1)
        for (StagedArray &O : All)
          if (O.Stages > 1 && O.CopyIn != S.CopyIn) {
            S.Stages = 1;
            S.PipelineWhy = "its copy is not where the others' are";
          }
    SCEVExpander Exp(SE, "tilelang.stage");
    for (StagedArray &S : All)
      expand(S, Exp);
    SmallVector<WeakTrackingVH, 16> Dead;
    for (StagedArray &S : All)
      rewriteAccesses(S, Exp, Dead);
    SmallVector<StagedArray *, 4> Pipelined;
    for (StagedArray &S : All)
      if (S.Stages > 1)
        Pipelined.push_back(&S);
    emitPipelined(Pipelined);
    for (StagedArray &S : All)
      emitCopies(S);
    RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  }

  /// Whether pipeline(S) applies to \p S: sets S.Stages and S.PipeLoop, or
  /// S.PipelineWhy.
  void planPipeline(StagedArray &S) {
    unsigned Stages = BD.D.PipelineStages;
    if (Stages < 2 || !S.Block)
      return;
    auto Refuse = [&](const Twine &Why) { S.PipelineWhy = Why.str(); };
    // Regression (new-user finding): a written array's copy-out was dropped.
    if (S.Written)
      return Refuse("the band writes it; only arrays the band only reads are "
                    "copied ahead");
    auto &G = static_cast<GPUStaging &>(Target);
    Attribute CPU = F.getFnAttribute("target-cpu");
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
};

/// Register tiling of a band whose every access now goes to a staged
/// buffer: the loops that the `register` array's subscripts vary with are
/// strip-mined by a register tile (the unit-stride one by two vectors'
/// worth of elements, the others so that the accumulators fit the vector
/// registers that TargetTransformInfo reports), the loops it does not vary
/// with move inside the strips, and the register tile's loops are fully
/// unrolled: the accumulators of the tile stay in registers across the
/// invariant loops (unroll-and-jam plus scalar replacement, by LLVM's
/// unroller, SLP vectoriser and LICM). The register tile always runs in
/// full: its extra iterations read and write only the padding of the staged
/// buffers (the cache tile sizes are multiples of the register tile), and
/// copy-out writes back only the footprint. False with \p Why when it does
/// not apply.
bool registerTile(Function &F, BasicBlock *Header, const StagedArray &RA,
                  ArrayRef<const Value *> Buffers, FunctionAnalysisManager &FAM,
                  std::string &Why, std::string &Done) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &TTI = FAM.getResult<TargetIRAnalysis>(F);
  Loop *P = LI.getLoopFor(Header);
  std::optional<TiledBand> T =
      P && P->getHeader() == Header ? readTiledBand(*P) : std::nullopt;
  if (!T || T->Depth == 0 || T->Order.size() != T->Depth) {
    Why = "the band is not tiled";
    return false;
  }
  unsigned N = T->Depth;
  SmallVector<unsigned, 4> CacheSize(T->Sizes.begin(), T->Sizes.end()),
      Order(T->Order.begin(), T->Order.end());
  Band PB;
  if (!analyzeBand(*P, N, SE, PB, Why))
    return false;
  for (Instruction *I : PB.Accesses)
    if (!is_contained(Buffers,
                      getUnderlyingObject(getLoadStorePointerOperand(I)))) {
      Why = "not every array of the band is staged";
      return false;
    }
  for (BasicBlock *BB : P->blocks())
    for (Instruction &I : *BB)
      if (!isa<PHINode>(I) && !I.isTerminator() && !isa<LoadInst>(I) &&
          !isa<StoreInst>(I) && !isa<DbgInfoIntrinsic>(I) &&
          !isSafeToSpeculativelyExecute(&I)) {
        Why = "the band computes something that may trap";
        return false;
      }
  // Which point loops the register array varies with, and its unit stride.
  unsigned Mask = 0;
  int Unit = -1;
  for (Instruction *I : PB.Accesses) {
    if (getUnderlyingObject(getLoadStorePointerOperand(I)) != RA.Buf)
      continue;
    SmallVector<const SCEV *, 8> Work{
        SE.getSCEV(getLoadStorePointerOperand(I))};
    while (!Work.empty()) {
      const SCEV *E = Work.pop_back_val();
      if (const auto *AR = dyn_cast<SCEVAddRecExpr>(E)) {
        for (unsigned Q = 0; Q < N; ++Q)
          if (AR->getLoop() == PB.Loops[Q].L) {
            const SCEV *St = AR->getStepRecurrence(SE);
            if (!St->isZero())
              Mask |= 1u << Q;
            if (auto *C = dyn_cast<SCEVConstant>(St))
              if (C->getAPInt().getSExtValue() == int64_t(RA.ElemBytes))
                Unit = Q;
          }
        Work.push_back(AR->getStart());
      } else if (const auto *NA = dyn_cast<SCEVNAryExpr>(E)) {
        for (const SCEV *Op : NA->operands())
          Work.push_back(Op);
      } else if (const auto *C = dyn_cast<SCEVCastExpr>(E)) {
        Work.push_back(C->getOperand());
      }
    }
  }
  if (Mask == 0 || Mask == (1u << N) - 1 || Unit < 0 || !((Mask >> Unit) & 1)) {
    Why = "'" + RA.Name +
          "' must vary with some loops of the band, with "
          "unit stride along one of them, and not with all of them";
    return false;
  }
  unsigned VecBits =
      TTI.getRegisterBitWidth(TargetTransformInfo::RGK_FixedWidthVector)
          .getFixedValue();
  unsigned Lanes = std::max(1u, VecBits / unsigned(RA.ElemBytes * 8));
  unsigned Regs = TTI.getNumberOfRegisters(TTI.getRegisterClassForType(true));
  TilingPlan Plan;
  Plan.Prefix = "reg";
  Plan.PointPrefix = "regpoint";
  Plan.Counter = "r";
  Plan.Sizes.assign(N, 1);
  unsigned UnitSize = CacheSize[Order[Unit]];
  unsigned RU = UnitSize % (2 * Lanes) == 0 ? 2 * Lanes
                : UnitSize % Lanes == 0     ? Lanes
                                            : 0;
  if (!RU) {
    Why = "the tile size " + std::to_string(UnitSize) +
          " is not a multiple of the vector length (" + std::to_string(Lanes) +
          " elements)";
    return false;
  }
  Plan.Sizes[Unit] = RU;
  unsigned Accumulators = RU / Lanes;
  unsigned Budget = Regs > 8 ? Regs - 4 : Regs / 2;
  for (unsigned Q = 0; Q < N; ++Q) {
    if (!((Mask >> Q) & 1) || int(Q) == Unit)
      continue;
    unsigned S = CacheSize[Order[Q]], R = 8;
    while (R > 1 && (S % R || Accumulators * R > Budget))
      R /= 2;
    Plan.Sizes[Q] = R;
    Accumulators *= R;
  }
  for (unsigned Q = 0; Q < N; ++Q)
    if ((Mask >> Q) & 1)
      Plan.TileOrder.push_back(Q);
  for (unsigned Q = 0; Q < N; ++Q)
    if (!((Mask >> Q) & 1)) {
      Plan.TileOrder.push_back(Q);
      Plan.PointOrder.push_back(Q);
    }
  for (unsigned Q = 0; Q < N; ++Q)
    if ((Mask >> Q) & 1)
      Plan.PointOrder.push_back(Q);
  Plan.FullTiles = Plan.UnrollFull = Mask;
  BasicBlock *RegHeader = nullptr;
  if (!tileBand(PB, Plan, SE, Why, RegHeader))
    return false;
  std::string Shape;
  for (unsigned Q = 0; Q < N; ++Q)
    if ((Mask >> Q) & 1)
      Shape += (Shape.empty() ? "" : " x ") + std::to_string(Plan.Sizes[Q]);
  Done = "register tile " + Shape + " of '" + RA.Name + "' (" +
         std::to_string(Accumulators) + " vector accumulators of " +
         std::to_string(Lanes) +
         " lanes, kept across the loops it does not "
         "depend on)";
  return true;
}

void dropLoopProperty(Loop &L, StringRef Name);

/// Marks \p L for a full unroll: llvm.loop.unroll.full, without the runtime
/// unroll count tilelang-map may have set (which would win).
void unrollInFull(Loop &L) {
  LLVMContext &Ctx = L.getHeader()->getContext();
  dropLoopProperty(L, "llvm.loop.unroll.count");
  setLoopProperty(
      L, MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.full")}));
}

/// Measured on the H200 (benchmarks/RESULTS.md): a 32 x 32 transpose tile
/// with 16 x 16 threads (2 rounds per loop) went from 1149 to 2682 GB/s;
/// 4 and 8 rounds (32 x 8 threads) lost a third and more (ptxas spills).
constexpr unsigned MaxGuardedRounds = 2;

/// NVPTX, a band whose accesses are not all staged: each thread loop
/// (tt + t, tt + t + T, ... below the tile's end) runs its most iterations,
/// ceil(size / T), with the body guarded by the tile's end, and is fully
/// unrolled: straight-line guarded code whose loads and stores are
/// independent. Only for loops of at most MaxGuardedRounds iterations whose
/// latch is the counter's increment alone.
void guardThreadLoops(Function &F, BasicBlock *Header,
                      FunctionAnalysisManager &FAM) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  Loop *P = LI.getLoopFor(Header);
  if (!P)
    return;
  LLVMContext &Ctx = F.getContext();
  SmallVector<Loop *, 4> Threads;
  for (Loop *L : P->getLoopsInPreorder())
    if (findLoopProperty(*L, "tilelang.thread"))
      Threads.push_back(L);
  for (Loop *L : Threads) {
    std::optional<ThreadLoopInfo> T = readThreadLoop(*L);
    if (!T)
      continue;
    unsigned Threads = T->Threads, Size = T->Size;
    unsigned Rounds = divideCeil(Size, Threads);
    BasicBlock *H = L->getHeader(), *Pre = L->getLoopPreheader(),
               *Latch = L->getLoopLatch();
    std::optional<LoopCounter> C = loopCounter(*L);
    if (Rounds < 2 || Rounds > MaxGuardedRounds || !C || !Pre || !Latch ||
        Latch == H || isa<PHINode>(Latch->begin()) ||
        C->Test->hasNUsesOrMore(2))
      continue;
    BranchInst *Br = C->Branch;
    PHINode *Phi = C->Phi;
    bool LatchOnly = all_of(*Latch, [&](Instruction &I) {
      return I.isTerminator() || all_of(I.operands(), [&](Value *Op) {
               auto *OI = dyn_cast<Instruction>(Op);
               return !OI || OI->getParent() == Latch || !L->contains(OI) ||
                      (isa<PHINode>(OI) && OI->getParent() == H);
             });
    });
    if (!LatchOnly)
      continue;
    BasicBlock *Body = Br->getSuccessor(0);
    Value *Hi = C->Bound;
    boundFromStart(*C, *Pre, uint64_t(Rounds) * Threads, "thread.rounds.end");
    auto *Guard = BasicBlock::Create(Ctx, H->getName() + ".guard", &F, Body);
    IRBuilder<> GB(Guard);
    GB.CreateCondBr(GB.CreateICmpSLT(Phi, Hi, "in.tile"), Body, Latch);
    Br->setSuccessor(0, Guard);
    for (PHINode &BP : Body->phis())
      BP.replaceIncomingBlockWith(H, Guard);
    unrollInFull(*L);
  }
  FAM.invalidate(F, PreservedAnalyses::none());
}

/// Removes the property \p Name (first operand) from \p L's loop ID.
void dropLoopProperty(Loop &L, StringRef Name) {
  MDNode *ID = L.getLoopID();
  if (!ID)
    return;
  SmallVector<Metadata *, 4> Ops{nullptr};
  for (unsigned I = 1; I < ID->getNumOperands(); ++I) {
    auto *P = dyn_cast<MDNode>(ID->getOperand(I));
    auto *S = P && P->getNumOperands() ? dyn_cast<MDString>(P->getOperand(0))
                                       : nullptr;
    if (S && S->getString() == Name)
      continue;
    Ops.push_back(ID->getOperand(I));
  }
  MDNode *New = MDNode::getDistinct(L.getHeader()->getContext(), Ops);
  New->replaceOperandWith(0, New);
  L.setLoopID(New);
}

/// GPUs: each thread's points of the thread loops (tilelang-map) are its
/// register tile. When every access of the band goes to a staged buffer,
/// every thread loop whose tile size is a multiple of its threads runs
/// exactly size / threads iterations (points past a partial tile read the
/// shared buffers' unused rows and write the register buffer's unused
/// elements, which copy-out skips) and is fully unrolled, so that the
/// register buffer's indices are constants and SROA keeps it in registers.
bool unrollThreadTiles(Function &F, BasicBlock *Header,
                       ArrayRef<const Value *> Buffers,
                       FunctionAnalysisManager &FAM, std::string &Done) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  Loop *P = LI.getLoopFor(Header);
  if (!P)
    return false;
  for (BasicBlock *BB : P->blocks())
    for (Instruction &I : *BB)
      if ((isa<LoadInst>(I) || isa<StoreInst>(I)) &&
          !is_contained(Buffers,
                        getUnderlyingObject(getLoadStorePointerOperand(&I))))
        return false;
  // The extra points lie past the tile's end only when every band loop runs
  // upward; a downward loop's would index below the buffers (regression:
  // register_tile_downward_oob).
  if (findLoopProperty(*P, "tilelang.tiled")) {
    std::optional<TiledBand> T = readTiledBand(*P);
    if (!T || T->Upward.size() != T->Depth ||
        !all_of(T->Upward, [](bool Up) { return Up; }))
      return false;
  }
  LLVMContext &Ctx = F.getContext();
  std::string Shape;
  unsigned Points = 1;
  for (Loop *L : P->getLoopsInPreorder()) {
    std::optional<ThreadLoopInfo> T = readThreadLoop(*L);
    if (!T)
      continue;
    unsigned Threads = T->Threads, Size = T->Size;
    std::optional<LoopCounter> C = loopCounter(*L);
    if (Size % Threads || !C || !C->Start)
      continue;
    boundFromStart(*C, *L->getLoopPreheader(), Size, "thread.tile.end");
    unrollInFull(*L);
    Shape += (Shape.empty() ? "" : " x ") + std::to_string(Size / Threads);
    Points *= Size / Threads;
  }
  if (Shape.empty())
    return false;
  Done = "register tile of " + Shape + " points per thread (" +
         std::to_string(Points) +
         " accumulators), its loops run in full and unrolled";
  return true;
}

} // namespace

PreservedAnalyses PromotePass::run(Function &F, FunctionAnalysisManager &FAM) {
  bool Changed = false;
  std::set<BasicBlock *> Done;
  while (true) {
    auto &LI = FAM.getResult<LoopAnalysis>(F);
    Loop *P = nullptr;
    std::optional<BoundDirective> BD;
    for (Loop *L : LI.getLoopsInPreorder()) {
      if (Done.count(L->getHeader()) ||
          !findLoopProperty(*L, "tilelang.tiled") ||
          findLoopProperty(*L, "tilelang.promoted"))
        continue;
      BD = getDirective(*L);
      if (BD && any_of(BD->D.Arrays, [](const ArrayClause &A) {
            return A.Space != MemSpace::Global;
          })) {
        P = L;
        break;
      }
    }
    if (!P)
      break;
    Done.insert(P->getHeader());
    // Staged once: the loop ID travels to the loops that replace this one.
    setLoopProperty(
        *P, MDNode::get(F.getContext(),
                        {MDString::get(F.getContext(), "tilelang.promoted")}));
    auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
    auto &AA = FAM.getResult<AAManager>(F);
    OptimizationRemarkEmitter ORE(&F);
    DebugLoc Loc = directiveLoc(F, BD->D);
    if (!P->getLoopPreheader() || !P->getExitBlock()) {
      reportNotTransformed(F, BD->D,
                           "buffers not staged: the band has no "
                           "preheader or several exits");
      continue;
    }
    GPUKind Kind = gpuKind(*F.getParent());
    HostStaging Host;
    GPUStaging GPU(Kind);
    StagingTarget &Where = Kind == GPUKind::None
                               ? static_cast<StagingTarget &>(Host)
                               : static_cast<StagingTarget &>(GPU);
    Stager St(F, *P, SE, AA, *BD, Where,
              FAM.getResult<DominatorTreeAnalysis>(F), LI);
    // On a GPU only a band that tilelang-map spread over a block is staged:
    // a band that runs in one thread has no block to copy with.
    bool Mapped = Kind == GPUKind::None || !St.threadLoops().empty();
    // A thread's register buffer may take half its registers (the rest hold
    // addresses, operands and the loops' counters); GPUs only.
    uint64_t RegisterBytes = std::numeric_limits<uint64_t>::max();
    if (Kind != GPUKind::None)
      if (const TargetDescription *TD =
              TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F))
                  ->description();
          TD && TD->RegistersPerThread.Value)
        RegisterBytes = TD->RegistersPerThread.Value * 4 / 2;
    // Without a description, a bound all the same: the buffer's loops are
    // unrolled in full.
    RegisterBytes = std::min(RegisterBytes, MaxThreadRegisterWords * 4);
    SmallVector<StagedArray, 4> ToStage;
    for (const ArrayClause &A : BD->D.Arrays) {
      if (A.Space == MemSpace::Global)
        continue;
      StagedArray S;
      S.Name = A.Name;
      S.Register = A.Space == MemSpace::Register;
      S.Block = Kind != GPUKind::None && A.Space == MemSpace::Shared;
      S.Strided = Kind != GPUKind::None && A.Space == MemSpace::Register;
      S.Lay = A.Lay;
      S.Object = BD->Arrays.lookup(A.Name);
      std::string Why;
      if (!S.Object)
        Why = "it is not bound to a parameter or global";
      if (!Mapped)
        Why = "the band is not mapped to the GPU's blocks and threads";
      if (Why.empty() && St.analyze(S, Why)) {
        // `register` is for an accumulator that fits a thread's registers;
        // anything else is staged as `shared` would be, and a remark says so.
        std::string NotRegister;
        if (S.Register)
          NotRegister = St.whyNotRegister(S, RegisterBytes);
        if (!NotRegister.empty()) {
          StagedArray Shared;
          Shared.Name = S.Name;
          Shared.Block = Kind != GPUKind::None;
          Shared.Lay = S.Lay;
          Shared.Object = S.Object;
          std::string Msg =
              "'" + A.Name + "' staged in " +
              (Kind != GPUKind::None ? "shared memory" : "a packed buffer") +
              ", not in registers: " + NotRegister;
          ORE.emit([&] {
            return OptimizationRemarkMissed(DEBUG_TYPE, "NotInRegisters", Loc,
                                            P->getHeader())
                   << Msg;
          });
          reportNotTransformed(F, BD->D, Msg);
          S = std::move(Shared);
          if (St.analyze(S, Why)) {
            ToStage.push_back(std::move(S));
            continue;
          }
        } else {
          ToStage.push_back(std::move(S));
          continue;
        }
      }
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "NotStaged", Loc,
                                        P->getHeader())
               << "'" << A.Name << "' not staged: " << Why;
      });
      reportNotTransformed(F, BD->D, "'" + A.Name + "' not staged: " + Why);
    }
    BasicBlock *PHeader = P->getHeader();
    St.stage(ToStage, FAM.getResult<DominatorTreeAnalysis>(F),
             FAM.getResult<LoopAnalysis>(F));
    for (StagedArray &S : ToStage) {
      std::string Shape;
      for (auto [K, E] : enumerate(S.Ext))
        Shape += (K ? " x " : "") + std::to_string(E);
      const char *Kind = S.Block     ? "shared-memory"
                         : S.Strided ? "per-thread register"
                                     : "packed";
      ORE.emit([&] {
        OptimizationRemark R(DEBUG_TYPE, "Staged", Loc, PHeader);
        R << "staged '" << S.Name << "' in a " << Kind << " " << Shape
          << " buffer of " << std::to_string(S.ElemBytes * 8)
          << "-bit elements ("
          << (S.Reads.empty() ? "copy-out"
              : S.Written     ? "copy-in and copy-out"
                              : "copy-in")
          << (S.Block ? " by all threads of the block, between barriers," : "")
          << " around each tile";
        if (S.Stages > 1)
          R << ", " << std::to_string(S.Stages) << " stages: cp.async copies "
            << std::to_string(S.Stages - 1) << " tile"
            << (S.Stages > 2 ? "s" : "") << " ahead of the one in use";
        if (S.Hoisted)
          R << ", hoisted out of " << std::to_string(S.Hoisted) << " tile loop"
            << (S.Hoisted > 1 ? "s" : "")
            << " its footprint does not depend on";
        R << ")";
        return R;
      });
      Changed = true;
      if (!S.PipelineWhy.empty()) {
        std::string Msg = "pipeline(" + std::to_string(BD->D.PipelineStages) +
                          ") not applied to '" + S.Name + "': " + S.PipelineWhy;
        ORE.emit([&] {
          return OptimizationRemarkMissed(DEBUG_TYPE, "NotPipelined", Loc,
                                          PHeader)
                 << Msg;
        });
        reportNotTransformed(F, BD->D, Msg);
      }
    }
    if (!ToStage.empty()) {
      FAM.invalidate(F, PreservedAnalyses::none());
      // For full-tile separation (FullTiles.h): this band has staged copies.
      if (Loop *L = FAM.getResult<LoopAnalysis>(F).getLoopFor(PHeader);
          L && L->getHeader() == PHeader)
        setLoopProperty(*L, MDNode::get(F.getContext(),
                                        {MDString::get(F.getContext(),
                                                       "tilelang.staged")}));
    }
    SmallVector<const Value *, 4> Buffers;
    for (StagedArray &S : ToStage)
      Buffers.push_back(S.Buf);
    if (Kind != GPUKind::None) {
      std::string Done;
      if (any_of(ToStage, [](const StagedArray &S) { return S.Strided; }) &&
          unrollThreadTiles(F, PHeader, Buffers, FAM, Done))
        ORE.emit([&] {
          return OptimizationRemark(DEBUG_TYPE, "RegisterTiled", Loc, PHeader)
                 << Done;
        });
      else if (Kind == GPUKind::NVPTX)
        guardThreadLoops(F, PHeader, FAM);
      continue;
    }
    // Register tiling for the first `register` array.
    for (StagedArray &S : ToStage) {
      if (!S.Register)
        continue;
      std::string Why, Done;
      BasicBlock *Header = PHeader;
      if (registerTile(F, Header, S, Buffers, FAM, Why, Done)) {
        ORE.emit([&] {
          return OptimizationRemark(DEBUG_TYPE, "RegisterTiled", Loc, Header)
                 << Done;
        });
        FAM.invalidate(F, PreservedAnalyses::none());
      } else {
        ORE.emit([&] {
          return OptimizationRemarkMissed(DEBUG_TYPE, "NotRegisterTiled", Loc,
                                          Header)
                 << "'" << S.Name << "' staged in a packed buffer but not "
                 << "register-tiled: " << Why;
        });
      }
      break;
    }
  }
  if (gpuKind(*F.getParent()) != GPUKind::None) {
    Changed |= annotateThreadIdRanges(F);
    if (SeparateFullTiles)
      for (SeparatedTiles &S : separateFullTiles(F, FAM)) {
        OptimizationRemarkEmitter ORE(&F);
        DebugLoc Loc =
            S.Directive ? directiveLoc(F, S.Directive->D) : DebugLoc();
        if (!S.NotSeparated.empty()) {
          ORE.emit([&] {
            return OptimizationRemarkMissed(DEBUG_TYPE, "NoFullTiles", Loc,
                                            S.Body)
                   << "full tiles not separated: " << S.NotSeparated;
          });
          continue;
        }
        Changed = true;
        ORE.emit([&] {
          return OptimizationRemark(DEBUG_TYPE, "FullTiles", Loc, S.Body)
                 << "full tiles separated from partial tiles: "
                 << std::to_string(S.Ends) << " tile end"
                 << (S.Ends == 1 ? "" : "s")
                 << " tested once per tile, bounds checks folded in the full "
                    "version, "
                 << std::to_string(S.ExactThreadLoops) << " thread loop"
                 << (S.ExactThreadLoops == 1 ? "" : "s")
                 << " with a constant trip count";
        });
      }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
