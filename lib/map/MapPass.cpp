//===- MapPass.cpp - tilelang-map -----------------------------------------===//
//
// Tiled bands onto GPU blocks and threads; see MapPass.h.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile,tilelang-map'
//
//===----------------------------------------------------------------------===//
#include "map/MapPass.h"
#include "utils/LoopCounter.h"
#include "analysis/Directive.h"
#include "utils/GPU.h"
#include "analysis/Metadata.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"

#define DEBUG_TYPE "tilelang-map"

using namespace llvm;
using namespace tilelang;

static cl::opt<int> MinBlocksPerSM(
    "tilelang-min-blocks-per-sm",
    cl::desc("NVPTX kernels: blocks that must fit on one multiprocessor "
             "(nvvm.minctasm, like __launch_bounds__' second argument; it "
             "caps ptxas' registers per thread). -1: 2 for kernels with a "
             "register tile (buffer(X: register)) and blocks of up to 512 "
             "threads, else none; 0: none"),
    cl::init(-1));

namespace {

const char *DimName[3] = {"x", "y", "z"};

/// One tiled band with its mapping, as tilelang-tile left it.
struct MappedBand {
  Loop *Point = nullptr; ///< outermost point loop (carries the directive)
  Loop *Outer = nullptr; ///< outermost tile loop
  std::optional<BoundDirective> BD;
  unsigned N = 0;
  SmallVector<unsigned, 4> Sizes; ///< per band loop
  SmallVector<MapDim, 4> Map;     ///< per band loop
  /// Per band loop: the thread dimension spreading its points (block-mapped
  /// loops only; tilelang-tile's choice, see chooseThreadDims).
  SmallVector<unsigned, 4> ThreadDim;
  unsigned Threads[3] = {1, 1, 1};
  bool RoundRobin = false;
  unsigned Carried = 0;
  std::string Why;
  /// Per band loop: tile loop, its counter and trip count; point loop and
  /// its counter.
  SmallVector<Loop *, 4> TileLoop, PointLoop;
  SmallVector<PHINode *, 4> TT, PT;
  SmallVector<Value *, 4> TC;
  bool Mapped = false;
};

unsigned intOp(MDNode *MD, unsigned I) {
  if (I < MD->getNumOperands())
    if (auto *C = mdconst::dyn_extract<ConstantInt>(MD->getOperand(I)))
      return C->getZExtValue();
  return 0;
}


/// Reads the band rooted at point loop \p P; false when its shape is not
/// the one tilelang-tile builds.
bool readBand(Loop *P, MappedBand &MB) {
  std::optional<TiledBand> T = readTiledBand(*P);
  MDNode *M = findLoopProperty(*P, "tilelang.mapping");
  if (!T || !M)
    return false;
  MB.Point = P;
  MB.BD = getDirective(*P);
  MB.N = T->Depth;
  unsigned N = MB.N;
  if (!N || T->Order.size() != N || M->getNumOperands() < N + 7)
    return false;
  SmallVector<unsigned, 4> Perm(T->Order.begin(), T->Order.end());
  MB.Sizes.assign(T->Sizes.begin(), T->Sizes.end());
  for (unsigned K = 0; K < N; ++K)
    MB.Map.push_back(MapDim(std::min(intOp(M, 1 + K), 3u)));
  for (unsigned D = 0; D < 3; ++D)
    MB.Threads[D] = std::max(1u, intOp(M, 1 + N + D));
  MB.RoundRobin = intOp(M, 4 + N);
  MB.Carried = intOp(M, 5 + N);
  if (auto *S = dyn_cast<MDString>(M->getOperand(6 + N)))
    MB.Why = S->getString().str();
  for (unsigned K = 0; K < N; ++K)
    MB.ThreadDim.push_back(M->getNumOperands() >= 7 + 2 * N
                               ? std::min(intOp(M, 7 + N + K), 3u)
                               : unsigned(MB.Map[K]));
  MB.TileLoop.assign(N, nullptr);
  MB.PointLoop.assign(N, nullptr);
  MB.TT.assign(N, nullptr);
  MB.PT.assign(N, nullptr);
  MB.TC.assign(N, nullptr);
  Loop *L = P;
  for (unsigned Q = 0; Q < N; ++Q) {
    if (!L || Perm[Q] >= N)
      return false;
    unsigned D = Perm[Q];
    std::optional<LoopCounter> C = loopCounter(*L);
    auto *TTPhi = C ? dyn_cast_or_null<PHINode>(C->Start) : nullptr;
    if (!TTPhi)
      return false;
    MB.PointLoop[D] = L;
    MB.PT[D] = C->Phi;
    MB.TT[D] = TTPhi;
    L = Q + 1 < N ? (L->getSubLoops().size() == 1 ? L->getSubLoops()[0]
                                                   : nullptr)
                  : L;
  }
  // The tile loops are the N loops around the point band.
  Loop *Outer = P;
  for (unsigned Q = 0; Q < N; ++Q) {
    Outer = Outer->getParentLoop();
    if (!Outer)
      return false;
    std::optional<LoopCounter> C = loopCounter(*Outer);
    unsigned D = C ? find(MB.TT, C->Phi) - MB.TT.begin() : N;
    if (D >= N)
      return false;
    MB.TileLoop[D] = Outer;
    MB.TC[D] = C->Bound;
  }
  MB.Outer = Outer;
  return all_of(MB.TileLoop, [](Loop *L) { return L != nullptr; });
}


/// A SCEV of the kernel's parameters as a JSON expression (see MapPass.h),
/// or std::nullopt when it depends on anything else.
std::optional<json::Value> toExpr(const SCEV *S, const Function &F) {
  if (const auto *C = dyn_cast<SCEVConstant>(S)) {
    if (C->getAPInt().getSignificantBits() > 64)
      return std::nullopt;
    return json::Value(C->getAPInt().getSExtValue());
  }
  if (const auto *U = dyn_cast<SCEVUnknown>(S)) {
    if (const auto *A = dyn_cast<Argument>(U->getValue()))
      if (A->getParent() == &F)
        return json::Array{"param", int64_t(A->getArgNo())};
    return std::nullopt;
  }
  if (const auto *X = dyn_cast<SCEVCastExpr>(S)) {
    auto Op = toExpr(X->getOperand(0), F);
    if (!Op)
      return std::nullopt;
    unsigned From = X->getOperand(0)->getType()->getScalarSizeInBits();
    if (isa<SCEVZeroExtendExpr>(X))
      return json::Array{"zext", int64_t(From), std::move(*Op)};
    if (isa<SCEVSignExtendExpr>(X))
      return json::Array{"sext", int64_t(From), std::move(*Op)};
    if (isa<SCEVTruncateExpr>(X))
      return json::Array{"trunc",
                         int64_t(X->getType()->getScalarSizeInBits()),
                         std::move(*Op)};
    return std::nullopt;
  }
  if (const auto *D = dyn_cast<SCEVUDivExpr>(S)) {
    auto L = toExpr(D->getLHS(), F), R = toExpr(D->getRHS(), F);
    if (!L || !R)
      return std::nullopt;
    return json::Array{"udiv", std::move(*L), std::move(*R)};
  }
  const char *Op = nullptr;
  switch (S->getSCEVType()) {
  case scAddExpr:
    Op = "add";
    break;
  case scMulExpr:
    Op = "mul";
    break;
  case scSMaxExpr:
    Op = "smax";
    break;
  case scUMaxExpr:
    Op = "umax";
    break;
  case scSMinExpr:
    Op = "smin";
    break;
  case scUMinExpr:
  case scSequentialUMinExpr:
    Op = "umin";
    break;
  default:
    return std::nullopt;
  }
  json::Array A{Op};
  for (const SCEV *O : cast<SCEVNAryExpr>(S)->operands()) {
    auto E = toExpr(O, F);
    if (!E)
      return std::nullopt;
    A.push_back(std::move(*E));
  }
  return json::Value(std::move(A));
}

/// Infix text of a JSON expression, for remarks (parameters by name).
std::string exprText(const json::Value &V, const Function &F) {
  if (auto I = V.getAsInteger())
    return std::to_string(*I);
  const json::Array *A = V.getAsArray();
  if (!A || A->empty())
    return "?";
  StringRef Op = (*A)[0].getAsString().value_or("");
  if (Op == "param") {
    unsigned I = unsigned((*A)[1].getAsInteger().value_or(0));
    const Argument *Arg = I < F.arg_size() ? F.getArg(I) : nullptr;
    return Arg && Arg->hasName() ? Arg->getName().str()
                                 : "arg" + std::to_string(I);
  }
  if (Op == "zext" || Op == "sext" || Op == "trunc")
    return exprText((*A)[2], F);
  std::string Sep = Op == "add" ? " + " : Op == "mul" ? " * " : ", ";
  std::string S;
  if (Op == "udiv") {
    std::string L = exprText((*A)[1], F);
    if (L.empty() || L.front() != '(')
      L = "(" + L + ")";
    return L + " / " + exprText((*A)[2], F);
  }
  for (unsigned I = 1; I < A->size(); ++I)
    S += (I > 1 ? Sep : "") + exprText((*A)[I], F);
  if (Op == "add" || Op == "mul")
    return "(" + S + ")";
  return Op.str() + "(" + S + ")";
}

/// A store, an atomic or a call that may write memory the program sees
/// (not llvm.assume and the like).
bool writesMemory(const Instruction &I) {
  if (isa<StoreInst>(I) || isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I) ||
      isa<MemIntrinsic>(I))
    return true;
  if (const auto *CB = dyn_cast<CallBase>(&I))
    return !isa<IntrinsicInst>(CB) && CB->mayWriteToMemory();
  return false;
}

class Mapper {
  Function &F;
  FunctionAnalysisManager &FAM;
  GPUKind Kind;
  OptimizationRemarkEmitter ORE;

public:
  Mapper(Function &F, FunctionAnalysisManager &FAM, GPUKind K)
      : F(F), FAM(FAM), Kind(K), ORE(&F) {}

  void refuse(MappedBand &MB, const Twine &Why) {
    DebugLoc Loc = directiveLoc(F, MB.BD->D);
    std::string Msg = ("band not mapped to the GPU: " + Why).str();
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "NotMapped", Loc,
                                      MB.Point->getHeader())
             << Msg;
    });
    reportNotTransformed(F, MB.BD->D, Msg);
  }

  /// Legality of the band's mapping; false (with the reason reported) when
  /// it must run in one thread.
  bool check(MappedBand &MB) {
    bool AnyBlock = false;
    unsigned Used = 0;
    for (unsigned K = 0; K < MB.N; ++K) {
      if (MB.Map[K] == MapDim::Seq)
        continue;
      AnyBlock = true;
      unsigned D = unsigned(MB.Map[K]);
      if ((Used >> D) & 1) {
        refuse(MB, "two loops are mapped to " +
                       Twine(spelling(MB.Map[K])));
        return false;
      }
      Used |= 1u << D;
      if ((MB.Carried >> K) & 1) {
        refuse(MB, "loop " + Twine(K + 1) + " is mapped to " +
                       spelling(MB.Map[K]) +
                       " but may carry a dependence (DependenceAnalysis "
                       "could not prove that no two of its iterations access "
                       "one element with one of them writing); map it to "
                       "seq");
        return false;
      }
    }
    if (!AnyBlock) {
      refuse(MB, "no loop is mapped to a block dimension");
      return false;
    }
    unsigned UsedThreads = 0;
    for (unsigned K = 0; K < MB.N; ++K)
      if (MB.Map[K] != MapDim::Seq) {
        if (MB.ThreadDim[K] > 2 || ((UsedThreads >> MB.ThreadDim[K]) & 1)) {
          refuse(MB, "two loops are spread over the same thread dimension");
          return false;
        }
        UsedThreads |= 1u << MB.ThreadDim[K];
      }
    for (unsigned D = 0; D < 3; ++D)
      if (MB.Threads[D] > 1 && !((UsedThreads >> D) & 1)) {
        refuse(MB, "threads(...) puts " + Twine(MB.Threads[D]) +
                       " threads in " + DimName[D] +
                       " but no loop is mapped to block." + DimName[D]);
        return false;
      }
    return true;
  }

  /// Rewrites the tile and point loops of a checked band.
  void rewrite(MappedBand &MB) {
    LLVMContext &Ctx = F.getContext();
    Type *I64 = Type::getInt64Ty(Ctx);
    for (unsigned K = 0; K < MB.N; ++K) {
      if (MB.Map[K] == MapDim::Seq)
        continue;
      unsigned D = unsigned(MB.Map[K]);
      uint64_t S = MB.Sizes[K];
      Loop *TL = MB.TileLoop[K];
      BasicBlock *Pre = TL->getLoopPreheader();
      IRBuilder<> B(Pre->getTerminator());
      Value *Bid = emitBlockId(B, Kind, D);
      Value *NB = emitNumBlocks(B, Kind, D);
      Value *SV = ConstantInt::get(I64, S);
      Value *Start, *Step = SV;
      if (MB.RoundRobin) {
        Start = B.CreateMul(Bid, SV, "tile.first");
        Step = B.CreateMul(NB, SV, "tile.stride");
      } else {
        Value *TC = MB.TC[K];
        Value *Tiles = B.CreateUDiv(B.CreateAdd(TC, ConstantInt::get(I64, S - 1)),
                                    SV, "tiles");
        Value *Chunk = B.CreateUDiv(
            B.CreateAdd(Tiles, B.CreateSub(NB, ConstantInt::get(I64, 1))), NB,
            "tiles.per.block");
        Value *Span = B.CreateMul(Chunk, SV);
        Start = B.CreateMul(Bid, Span, "tile.first");
        Value *End = B.CreateBinaryIntrinsic(
            Intrinsic::smin, B.CreateAdd(Start, Span), TC, nullptr, "tile.end");
        // readBand found the counter: the test is there.
        loopCounter(*TL)->Test->setOperand(1, End);
      }
      PHINode *TT = MB.TT[K];
      TT->setIncomingValueForBlock(Pre, Start);
      if (std::optional<LoopCounter> C = loopCounter(*TL); C && C->Increment)
        C->Increment->setOperand(1, Step);
      // The point loop: thread t of its thread dimension runs tt + t,
      // tt + t + T, ...
      D = MB.ThreadDim[K];
      Loop *PL = MB.PointLoop[K];
      BasicBlock *PPre = PL->getLoopPreheader();
      IRBuilder<> PB(PPre->getTerminator());
      // The thread id is read once, at the entry: the footprint over the
      // band (tilelang-promote) sees it as invariant.
      IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
      Value *Tid = emitThreadId(EB, Kind, D);
      PHINode *PT = MB.PT[K];
      PT->setIncomingValueForBlock(
          PPre, PB.CreateAdd(PT->getIncomingValueForBlock(PPre), Tid,
                             "point.first", true, true));
      if (std::optional<LoopCounter> C = loopCounter(*PL); C && C->Increment)
        C->Increment->setOperand(1, ConstantInt::get(I64, MB.Threads[D]));
      Type *I32 = Type::getInt32Ty(Ctx);
      setLoopProperty(
          *PL, MDNode::get(Ctx, {MDString::get(Ctx, "tilelang.thread"),
                                 ConstantAsMetadata::get(ConstantInt::get(I32, D)),
                                 ConstantAsMetadata::get(
                                     ConstantInt::get(I32, MB.Threads[D])),
                                 ConstantAsMetadata::get(ConstantInt::get(I32, S))}));
    }
    // NVPTX: each thread's sequential point loops are unrolled by their tile
    // size (runtime unrolling: a partial tile runs the remainder), so that
    // the staged buffers are read at constant offsets. Measured on the H200
    // (benchmarks/RESULTS.md).
    // AMDGPU keeps them rolled (its scheduler takes minutes on the unrolled
    // GEMM body).
    if (Kind == GPUKind::NVPTX)
      for (unsigned K = 0; K < MB.N; ++K) {
        // Only the sequential loops: unrolling the thread loops as well
        // (a transpose's 8 points per thread) made ptxas spill and cost
        // the transpose 56% of its bandwidth on the H200.
        unsigned Count = MB.Map[K] == MapDim::Seq ? MB.Sizes[K] : 0;
        if (Count > 1 && Count <= 64)
          setLoopProperty(*MB.PointLoop[K],
                          MDNode::get(Ctx, {MDString::get(
                                                Ctx, "llvm.loop.unroll.count"),
                                            ConstantAsMetadata::get(
                                                ConstantInt::get(
                                                    Type::getInt32Ty(Ctx),
                                                    Count))}));
      }
    MB.Mapped = true;
  }

  /// Whether every value read from memory outside the mapped bands only
  /// feeds stores outside them (which the first thread alone performs):
  /// then every thread takes the same path through that code. Sets \p Why.
  bool serialCodeIsUniform(ArrayRef<MappedBand *> Bands, std::string &Why) {
    auto InBand = [&](const Instruction *I) {
      return any_of(Bands, [&](MappedBand *MB) {
        return MB->Outer->contains(I->getParent());
      });
    };
    for (BasicBlock &BB : F)
      for (Instruction &I : BB) {
        if (InBand(&I))
          continue;
        // Only plain stores can be given to the first thread alone (they are
        // predicated); an atomic or a memory intrinsic would run in every
        // thread (regression: new-user finding).
        bool Call = isa<CallBase>(I) && !isa<IntrinsicInst>(I);
        if (writesMemory(I) && !isa<StoreInst>(I) && !Call) {
          Why = "it has an atomic or a memory intrinsic (memcpy, memmove, "
                "memset) outside the mapped bands";
          return false;
        }
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (CB->mayWriteToMemory() && !isa<IntrinsicInst>(CB)) {
            Why = "the function calls '" +
                  (CB->getCalledFunction()
                       ? CB->getCalledFunction()->getName().str()
                       : std::string("an unknown function")) +
                  "' outside the mapped bands";
            return false;
          }
        if (!isa<LoadInst>(I))
          continue;
        SmallVector<const Instruction *, 8> Work{&I};
        SmallPtrSet<const Instruction *, 16> Seen;
        while (!Work.empty()) {
          const Instruction *V = Work.pop_back_val();
          if (!Seen.insert(V).second)
            continue;
          for (const User *U : V->users()) {
            const auto *UI = cast<Instruction>(U);
            if (const auto *St = dyn_cast<StoreInst>(UI))
              if (St->getValueOperand() == V && !InBand(St))
                continue;
            if (isa<StoreInst>(UI) || UI->isTerminator() || InBand(UI) ||
                isa<CallBase>(UI) || isa<LoadInst>(UI) || isa<PHINode>(UI) ||
                isa<GetElementPtrInst>(UI)) {
              Why = "a value read from memory outside the mapped bands "
                    "decides control flow, an address or a band's bounds";
              return false;
            }
            Work.push_back(UI);
          }
        }
      }
    return true;
  }

  /// Runs code outside the bands in the grid's first thread and puts grid
  /// barriers around every band.
  void serialise(ArrayRef<MappedBand *> Bands) {
    auto InBand = [&](const Instruction *I) {
      return any_of(Bands, [&](MappedBand *MB) {
        return MB->Outer->contains(I->getParent());
      });
    };
    SmallVector<Instruction *, 16> Writes;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (isa<StoreInst>(I) && !InBand(&I))
          Writes.push_back(&I);
    BasicBlock &Entry = F.getEntryBlock();
    IRBuilder<> EB(&*Entry.getFirstInsertionPt());
    Value *First = emitIsFirstThread(EB, Kind);
    for (Instruction *W : Writes) {
      Instruction *Then = SplitBlockAndInsertIfThen(First, W, false);
      W->moveBefore(Then->getIterator());
    }
    for (MappedBand *MB : Bands) {
      BasicBlock *Pre = MB->Outer->getLoopPreheader();
      IRBuilder<> B(Pre->getTerminator());
      emitGridBarrier(B, Kind);
      BasicBlock *Exit = MB->Outer->getExitBlock();
      IRBuilder<> XB(&*Exit->getFirstInsertionPt());
      emitGridBarrier(XB, Kind);
    }
  }

  /// Makes \p F a kernel of block \p T and records its launch.
  void makeKernel(ArrayRef<MappedBand *> Bands, const unsigned T[3],
                  bool Cooperative) {
    LLVMContext &Ctx = F.getContext();
    Module &M = *F.getParent();
    std::string Dims = std::to_string(T[0]) + "," + std::to_string(T[1]) +
                       "," + std::to_string(T[2]);
    Type *I32 = Type::getInt32Ty(Ctx);
    if (Kind == GPUKind::NVPTX) {
      F.setCallingConv(CallingConv::PTX_Kernel);
      F.addFnAttr("nvvm.reqntid", Dims);
      // Without it ptxas may take up to 255 registers per thread for a
      // register tile and leave one block of 256 threads per multiprocessor
      // (8 warps: too few to hide shared-memory and global latency). Two
      // blocks of up to 512 threads keep 64 or more registers per thread.
      // Measured on the H200 (benchmarks/RESULTS.md): GEMM 128x128x32 with
      // an 8x8 register tile went from 254 registers and 20.1 to 128 and
      // 26.7 TFLOP/s; a transpose (no register tile) only lost from it.
      unsigned Threads = T[0] * T[1] * T[2];
      bool RegisterTile = any_of(Bands, [](MappedBand *MB) {
        return any_of(MB->BD->D.Arrays, [](const ArrayClause &A) {
          return A.Space == MemSpace::Register;
        });
      });
      int Min = MinBlocksPerSM >= 0 ? int(MinBlocksPerSM)
                                    : (RegisterTile && Threads <= 512 ? 2 : 0);
      if (Min > 0)
        F.addFnAttr("nvvm.minctasm", std::to_string(Min));
    } else {
      F.setCallingConv(CallingConv::AMDGPU_KERNEL);
      // clang gives amdgcn functions hidden visibility; a kernel must be
      // visible in the code object for the runtime to find it (HIP makes
      // its kernels protected too).
      if (F.hasHiddenVisibility())
        F.setVisibility(GlobalValue::ProtectedVisibility);
      std::string N = std::to_string(T[0] * T[1] * T[2]);
      F.addFnAttr("amdgpu-flat-work-group-size", N + "," + N);
      F.setMetadata("reqd_work_group_size",
                    MDNode::get(Ctx, {ConstantAsMetadata::get(ConstantInt::get(I32, T[0])),
                                      ConstantAsMetadata::get(ConstantInt::get(I32, T[1])),
                                      ConstantAsMetadata::get(ConstantInt::get(I32, T[2]))}));
    }
    // The grid: per dimension, the tiles of the loop mapped to it (the
    // largest over the bands).
    auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
    json::Array Grid;
    std::string GridText;
    for (unsigned D = 0; D < 3; ++D) {
      SmallVector<json::Value, 2> PerBand;
      bool Known = true;
      for (MappedBand *MB : Bands)
        for (unsigned K = 0; K < MB->N; ++K)
          if (MB->Map[K] != MapDim::Seq && unsigned(MB->Map[K]) == D) {
            auto TC = toExpr(SE.getSCEV(MB->TC[K]), F);
            if (!TC) {
              Known = false;
              continue;
            }
            int64_t S = MB->Sizes[K];
            PerBand.push_back(json::Array{
                "udiv", json::Array{"add", std::move(*TC), S - 1}, S});
          }
      json::Value G = int64_t(1);
      if (!Known || PerBand.empty()) {
        // Any grid is correct (grid-stride tile loops): one block per
        // compute unit when the tile count is not a function of the
        // parameters.
        G = Known ? int64_t(1) : int64_t(256);
      } else if (PerBand.size() == 1) {
        G = std::move(PerBand[0]);
      } else {
        json::Array A{"smax"};
        for (json::Value &V : PerBand)
          A.push_back(std::move(V));
        G = std::move(A);
      }
      GridText += (D ? " x " : "") + exprText(G, F);
      Grid.push_back(std::move(G));
    }
    json::Array Params;
    for (Argument &A : F.args()) {
      Type *Ty = A.getType();
      Params.push_back(Ty->isPointerTy()  ? "ptr"
                       : Ty->isFloatTy()  ? "float"
                       : Ty->isDoubleTy() ? "double"
                       : Ty->isIntegerTy() ? "i" + std::to_string(
                                                      Ty->getIntegerBitWidth())
                                           : "unknown");
    }
    bool RR = any_of(Bands, [](MappedBand *MB) { return MB->RoundRobin; });
    json::Object Rec{{"kernel", F.getName()},
                     {"block", json::Array{T[0], T[1], T[2]}},
                     {"grid", std::move(Grid)},
                     {"distribute", RR ? "round_robin" : "block_wise"},
                     {"cooperative", Cooperative},
                     {"shared_bytes", 0},
                     {"dynamic_shared_bytes", 0},
                     {"params", std::move(Params)}};
    std::string JS;
    raw_string_ostream OS(JS);
    OS << json::Value(std::move(Rec));
    NamedMDNode *NMD = M.getOrInsertNamedMetadata("tilelang.launch");
    NMD->addOperand(
        MDNode::get(Ctx, {ValueAsMetadata::get(&F), MDString::get(Ctx, JS)}));
    MappedBand &First = *Bands.front();
    DebugLoc Loc = directiveLoc(F, First.BD->D);
    ORE.emit([&] {
      OptimizationRemark R(DEBUG_TYPE, "Kernel", Loc, First.Point->getHeader());
      R << "kernel '" << F.getName() << "': block " << std::to_string(T[0])
        << " x " << std::to_string(T[1]) << " x " << std::to_string(T[2])
        << " threads, grid " << GridText << " blocks ("
        << (RR ? "round_robin" : "block_wise")
        << ", grid-stride tile loops: any grid is correct)";
      if (Cooperative)
        R << "; code outside the mapped bands runs in the first thread, with "
             "grid barriers around the bands: launch cooperatively (every "
             "block resident)";
      return R;
    });
  }

  void reportBand(MappedBand &MB) {
    std::string Text;
    for (unsigned K = 0; K < MB.N; ++K) {
      Text += (K ? ", " : "") + std::string("loop ") + std::to_string(K + 1) +
              " -> " + spelling(MB.Map[K]);
      if (MB.Map[K] != MapDim::Seq && MB.ThreadDim[K] != unsigned(MB.Map[K]))
        Text += std::string(" (points on thread.") + DimName[MB.ThreadDim[K]] +
                ")";
    }
    Text += "; threads " + std::to_string(MB.Threads[0]) + " x " +
            std::to_string(MB.Threads[1]) + " x " +
            std::to_string(MB.Threads[2]) + ", point loops spread cyclically";
    DebugLoc Loc = directiveLoc(F, MB.BD->D);
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "Mapped", Loc,
                                MB.Point->getHeader())
             << "mapped the band: " << Text << " (" << MB.Why << ")";
    });
  }

  bool run() {
    {
      auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
      auto &LI = FAM.getResult<LoopAnalysis>(F);
      auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
      auto &AC = FAM.getResult<AssumptionAnalysis>(F);
      bool Changed = false;
      for (Loop *L : LI)
        Changed |= simplifyLoop(L, &DT, &LI, &SE, &AC, nullptr, false);
      if (Changed)
        FAM.invalidate(F, PreservedAnalyses::none());
    }
    auto &LI = FAM.getResult<LoopAnalysis>(F);
    SmallVector<std::unique_ptr<MappedBand>, 4> Bands;
    for (Loop *L : LI.getLoopsInPreorder())
      if (findLoopProperty(*L, "tilelang.mapping") &&
          !findLoopProperty(*L, "tilelang.thread")) {
        auto MB = std::make_unique<MappedBand>();
        if (readBand(L, *MB) && MB->BD)
          Bands.push_back(std::move(MB));
      }
    if (Bands.empty())
      return false;
    if (!F.getReturnType()->isVoidTy() || F.isVarArg() || !F.use_empty()) {
      for (auto &MB : Bands)
        refuse(*MB, !F.getReturnType()->isVoidTy()
                        ? "a kernel returns nothing, and '" + F.getName() +
                              "' returns a value"
                        : "'" + F.getName() +
                              "' is called or variadic: a kernel is neither");
      return false;
    }
    // The launch record describes i32, i64, float, double and pointer
    // parameters; a struct passed by value (byval) is none of them.
    for (Argument &A : F.args()) {
      Type *Ty = A.getType();
      bool Known = (Ty->isPointerTy() && !A.hasByValAttr()) ||
                   Ty->isFloatTy() || Ty->isDoubleTy() || Ty->isIntegerTy(32) ||
                   Ty->isIntegerTy(64);
      if (Known)
        continue;
      std::string TyText;
      raw_string_ostream OS(TyText);
      if (A.hasByValAttr()) {
        OS << "passed by value as ";
        A.getParamByValType()->print(OS, false, /*NoDetails=*/true);
      } else {
        OS << "of type ";
        Ty->print(OS, false, /*NoDetails=*/true);
      }
      for (auto &MB : Bands)
        refuse(*MB, "parameter " + Twine(A.getArgNo() + 1) + " of '" +
                        F.getName() + "' is " + TyText +
                        "; a kernel takes i32, i64, float, double and "
                        "pointer parameters only (pass a struct's fields, or a "
                        "pointer to it)");
      return false;
    }
    // One block shape for the kernel: the first mapped band's.
    SmallVector<MappedBand *, 4> Ok;
    const unsigned *Shape = nullptr;
    for (auto &MB : Bands) {
      if (!check(*MB))
        continue;
      if (Shape && !std::equal(Shape, Shape + 3, MB->Threads)) {
        refuse(*MB, "its threads (" + Twine(MB->Threads[0]) + " x " +
                        Twine(MB->Threads[1]) + " x " + Twine(MB->Threads[2]) +
                        ") differ from the kernel's block (" + Twine(Shape[0]) +
                        " x " + Twine(Shape[1]) + " x " + Twine(Shape[2]) +
                        ", from the first mapped band of '" + F.getName() +
                        "')");
        continue;
      }
      Shape = MB->Threads;
      Ok.push_back(MB.get());
    }
    if (Ok.empty())
      return false;
    // A kernel that is one band and nothing else needs no grid barrier.
    bool Alone = Ok.size() == 1 && !Ok[0]->Outer->getParentLoop();
    if (Alone)
      for (BasicBlock &BB : F)
        for (Instruction &I : BB)
          if (writesMemory(I) && !Ok[0]->Outer->contains(&BB))
            Alone = false;
    std::string Why;
    if (!Alone && !serialCodeIsUniform(Ok, Why)) {
      for (MappedBand *MB : Ok)
        refuse(*MB, "the code around the bands cannot run in one thread: " +
                        Why);
      return false;
    }
    unsigned T[3] = {Shape[0], Shape[1], Shape[2]};
    for (MappedBand *MB : Ok) {
      rewrite(*MB);
      reportBand(*MB);
    }
    if (!Alone)
      serialise(Ok);
    makeKernel(Ok, T, !Alone);
    return true;
  }
};

} // namespace

PreservedAnalyses MapPass::run(Function &F, FunctionAnalysisManager &FAM) {
  GPUKind K = gpuKind(*F.getParent());
  if (K == GPUKind::None || F.isDeclaration())
    return PreservedAnalyses::all();
  if (!Mapper(F, FAM, K).run())
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}
