//===- TilePass.cpp - tilelang-tile ---------------------------------------===//
//
// The driver: for every loop that carries a `tile(...)` directive,
// legality (TileLegality.h), decision (TileDecision.h) and rewrite
// (tileBand, utils/TileBand.h), in that order, then the remarks and the
// properties later passes read. See TilePass.h.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang
//
//===----------------------------------------------------------------------===//
#include "tile/TilePass.h"
#include "analysis/Band.h"
#include "analysis/ContractionTags.h"
#include "analysis/Metadata.h"
#include "target/TargetInfo.h"
#include "tile/Fission.h"
#include "tile/HostGemm.h"
#include "tile/Profitability.h"
#include "tile/RuntimeAliasCheck.h"
#include "tile/TileDecision.h"
#include "tile/TileLegality.h"
#include "utils/GPU.h"
#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/TargetParser/Triple.h"
#include <algorithm>
#include <set>

#define DEBUG_TYPE "tilelang-tile"

using namespace llvm;
using namespace tilelang;

static cl::opt<bool> Distribute(
    "tilelang-distribute", cl::init(true),
    cl::desc("Make a host band with statements between its loops perfectly "
             "nested by loop distribution (Fission.h); off: refuse it"));

static cl::opt<bool> KeepStatements(
    "tilelang-keep-statements", cl::init(true),
    cl::desc("Tile a host band whose statements between its last two loops "
             "loop distribution cannot move with the statements in place "
             "(analysis/KeptStatements.h); off: refuse it"));
static cl::opt<bool> AliasChecks(
    "tilelang-alias-checks", cl::init(true),
    cl::desc("Tile a band whose arrays may overlap behind a run-time "
             "check of their address ranges (RuntimeAliasCheck.h; on GPUs "
             "a sequential fallback in one thread when they overlap); off: "
             "refuse it (declare the pointers __restrict)"));

static cl::opt<bool> HostParallel(
    "tilelang-host-parallel", cl::init(true),
    cl::desc("Run the tiles of a host band's outermost parallel tile loop on "
             "the cores (OpenMP, tilelang-parallel); off: one thread"));
static cl::opt<bool> HostGemmPlanOpt(
    "tilelang-host-gemm", cl::init(true),
    cl::desc("Turn a host band of auto tile sizes that is a float or double "
             "matrix contraction into the BLIS plan (HostGemm.h); off: tile "
             "it loop by loop"));

namespace {

/// Whether every tile size of \p D is `auto` (the target chooses).
bool allAuto(const Directive &D) {
  return all_of(D.TileSizes, [](unsigned S) { return S == 0; });
}

/// !{!"tilelang.mapping", i32 MapDim per band loop..., i32 threads x, y, z,
/// i32 round_robin, i32 raster group, i32 carried, !"why", i32 thread
/// dimension per band loop...}: getMappingStrategy's answer (or
/// the directive's) and the band loops that carry a dependence, for
/// tilelang-map.
MDNode *mappingProperty(LLVMContext &Ctx, const Decision &Mapping,
                        unsigned Carried, ArrayRef<unsigned> ThreadDims) {
  Type *I32 = Type::getInt32Ty(Ctx);
  SmallVector<Metadata *, 10> Ops{MDString::get(Ctx, "tilelang.mapping")};
  for (unsigned V : Mapping.Values)
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, V)));
  Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, Carried)));
  Ops.push_back(MDString::get(Ctx, Mapping.Why));
  for (unsigned D : ThreadDims)
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, D)));
  return MDNode::get(Ctx, Ops);
}

/// !{!"tilelang.tiled", i32 Depth, i32 S1, ..., i32 SDepth, i32 P1, ...,
/// i32 PDepth, i32 U1, ..., i32 UDepth}: the band's depth, the tile sizes
/// used (auto resolved, per band loop), the point loops' order (position
/// -> band loop) and whether each band loop runs upward, for
/// tilelang-promote.
void markTiled(LLVMContext &Ctx, Loop &L, ArrayRef<unsigned> Sizes,
               ArrayRef<unsigned> Order = {}, ArrayRef<unsigned> Upward = {}) {
  SmallVector<Metadata *, 6> Ops{MDString::get(Ctx, "tilelang.tiled")};
  Type *I32 = Type::getInt32Ty(Ctx);
  Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, Sizes.size())));
  for (unsigned S : Sizes)
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, S)));
  for (unsigned O : Order)
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, O)));
  for (unsigned U : Upward)
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, U)));
  setLoopProperty(L, MDNode::get(Ctx, Ops));
}

/// The outermost loop, in preorder, that carries a directive, is not yet
/// tiled and was not looked at (\p Done); null when none is left.
Loop *nextDirectiveLoop(LoopInfo &LI, const std::set<BasicBlock *> &Done) {
  for (Loop *L : LI.getLoopsInPreorder())
    if (!Done.count(L->getHeader()) &&
        findLoopProperty(*L, "tilelang.directive") &&
        !findLoopProperty(*L, "tilelang.tiled"))
      return L;
  return nullptr;
}

/// The remark of a tiled band: its sizes, the point loops' order when it
/// is not the band's, and the reasons of `auto` sizes.
void remarkTiled(OptimizationRemarkEmitter &ORE, const DebugLoc &Loc,
                 BasicBlock *Header, const TileChoice &C, bool GPU) {
  ArrayRef<unsigned> Sizes = C.Sizes, Perm = C.PointOrder;
  const std::string &AutoWhy = C.AutoWhy;
  std::string SizeText;
  for (unsigned K = 0; K < Sizes.size(); ++K)
    SizeText += (K ? " x " : "") + std::to_string(Sizes[K]);
  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, "Tiled", Loc, Header);
    R << "tiled a band of " << ore::NV("Depth", unsigned(Sizes.size()))
      << (Sizes.size() == 1 ? " loop" : " loops") << " with tile sizes "
      << ore::NV("TileSizes", SizeText);
    if (!std::is_sorted(Perm.begin(), Perm.end())) {
      std::string Order;
      for (unsigned K = 0; K < Perm.size(); ++K)
        Order += (K ? ", " : "") + std::to_string(Perm[K] + 1);
      R << "; point loops in the order " << Order
        << (GPU                  ? " (seq loops outside the loops spread over "
                                   "threads)"
            : C.OrderKeepsBounds ? " (unit-stride loop innermost where the "
                                   "loops whose bounds depend on others run "
                                   "inside them)"
                                 : " (unit-stride loop innermost)");
    }
    if (!AutoWhy.empty())
      R << " (auto: " << AutoWhy << ")";
    return R;
  });
}

/// \p Order (position -> band loop) with every loop whose bounds vary with
/// other band loops (a triangle's inner loop) inside them, as little changed
/// as that allows (the first loop of \p Order that may come next, each
/// time). Returns whether it changed.
bool orderInsideBoundLoops(const Band &B, SmallVectorImpl<unsigned> &Order) {
  SmallVector<unsigned, 4> Left(Order.begin(), Order.end()), Out;
  unsigned Placed = 0;
  while (!Left.empty()) {
    auto It = find_if(
        Left, [&](unsigned D) { return !(B.Loops[D].BoundLoops & ~Placed); });
    if (It == Left.end())
      return false; // cannot happen: bounds vary with outer loops only
    Placed |= 1u << *It;
    Out.push_back(*It);
    Left.erase(It);
  }
  bool Changed = !equal(Out, Order);
  Order.assign(Out.begin(), Out.end());
  return Changed;
}

/// `tile(auto)`: the whole band (resolveWholeBand), and a remark that says
/// how many loops and, when fewer than the nest holds, why.
void remarkWholeBand(Function &F, FunctionAnalysisManager &FAM, Loop &Root,
                     BoundDirective &BD, const IVBoundMap &IVB,
                     const std::string &FissionWhy) {
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &DI = FAM.getResult<DependenceAnalysis>(F);
  bool GPU = gpuKind(*F.getParent()) != GPUKind::None;
  std::string WhyNot;
  unsigned N =
      resolveWholeBand(F, Root, BD, SE, DI, IVB, GPU, AliasChecks, WhyNot);
  // Stopped at statements loop distribution did not move: its reason, not
  // the perfect nest's ("2 tile sizes were given" for one `auto`).
  if (!FissionWhy.empty())
    WhyNot = FissionWhy;
  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    OptimizationRemarkAnalysis R(DEBUG_TYPE, "WholeBand", directiveLoc(F, BD.D),
                                 Root.getHeader());
    R << "tile(auto): the whole band, " << std::to_string(N)
      << (N == 1 ? " loop" : " loops");
    if (!WhyNot.empty())
      R << " (" << std::to_string(N + 1) << " loops: " << WhyNot << ")";
    return R;
  });
}

/// The remark of a band tiled behind a run-time check (\p Text, checksText).
void remarkRuntimeCheck(Function &F, const BoundDirective &BD,
                        BasicBlock *Header, const std::string &Text) {
  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "RuntimeAliasCheck",
                              directiveLoc(F, BD.D), Header)
           << Text;
  });
}

/// Versions the band of \p Legal on a run-time check of what its legality
/// assumed (versionOnRuntimeChecks: arrays that may overlap do not,
/// subscripts stay in their dimensions), re-recognises the fast version's
/// band and says so in a remark; false with Legal.Why when the check cannot
/// be made. With \p Deferred (the host), the remark's text goes there and
/// the check's branch to \p CheckOut instead: the caller says it only when
/// the band is tiled, and otherwise folds the check (foldCheck).
bool versionBand(Function &F, FunctionAnalysisManager &FAM, Loop &Root,
                 const BoundDirective &BD, const IVBoundMap &IVB,
                 BandLegality &Legal, bool *Versioned = nullptr,
                 BranchInst **CheckOut = nullptr,
                 std::string *Deferred = nullptr) {
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  bool GPU = gpuKind(*F.getParent()) != GPUKind::None;
  std::string Why;
  // GPUs: a value of the band used after it would exist only in the one
  // thread that runs the fallback (MapFallback.cpp).
  if (GPU)
    if (BasicBlock *Exit = Root.getExitBlock(); Exit && !Exit->phis().empty())
      Why = "a value computed in the band is used after it, and the "
            "fallback would compute it in one thread only";
  BranchInst *Check = nullptr;
  if (!Why.empty() || !versionOnRuntimeChecks(Root, Legal.B, Legal.Assume, LI,
                                              DT, SE, IVB, BD, Why, &Check)) {
    Legal.Why =
        Legal.Assume.MayOverlap.empty()
            ? "cannot prove that the subscripts stay inside their dimensions, "
              "nor check it at run time (" +
                  Why + ")"
            : "cannot prove that " + pairsText(Legal.Assume.MayOverlap, BD) +
                  " do not overlap, nor check it at run time (" + Why +
                  "); declare the pointers __restrict";
    return false;
  }
  if (Versioned)
    *Versioned = true;
  unsigned Depth = Legal.B.depth();
  Legal.B = Band();
  if (!analyzeBand(Root, Depth, SE, Legal.B, Legal.Why,
                   /*AllowImperfect=*/Legal.KeepsStatements,
                   /*AllowAccumulators=*/Legal.KeepsStatements))
    return false;
  // The blocks of the statements kept in place, in the version that runs.
  if (Legal.KeepsStatements) {
    DT.recalculate(F);
    if (!findKeptStatements(Legal.B, DT, Legal.Kept, Legal.Why))
      return false;
  }
  if (GPU && Check)
    markVersionForGPU(*Check, Legal.Assume, BD);
  if (CheckOut)
    *CheckOut = Check;
  if (Deferred)
    *Deferred = checksText(Legal.Assume, BD, GPU);
  else
    remarkRuntimeCheck(F, BD, Root.getHeader(),
                       checksText(Legal.Assume, BD, GPU));
  return true;
}

/// The end of the remark of a band with `auto` sizes that does not pay: the
/// rule, and what the user can write to tile it anyway (\p Sizes: those the
/// model priced). Only `auto` sizes are put to the test (new-user test of
/// session 8: "sizes given in the directive are used as they are" read as
/// if some had been given).
std::string givenSizesHint(ArrayRef<unsigned> Sizes) {
  std::string S = "with `auto` sizes it must be 25% faster; a directive that "
                  "gives every size, such as tile(";
  for (unsigned K = 0; K < Sizes.size(); ++K)
    S += (K ? ", " : "") + std::to_string(Sizes[K]);
  return S + ") (the sizes priced here), is tiled without this test";
}

/// When \p F is the body of an OpenMP region of the source's (clang
/// outlines `#pragma omp parallel` into a function that it passes to
/// __kmpc_fork_call), what becomes of a band in it that is not tiled, as
/// the end of the refusal; else "". The region's shared variables (bounds,
/// pointers) reach the band through pointers, which is what most
/// refusals there come from (new-user test of session 8: "reads its bound
/// from memory" for a band under `#pragma omp parallel for`).
std::string userOpenMPRegion(const Function &F) {
  for (const User *U : F.users()) {
    const auto *Call = dyn_cast<CallBase>(U);
    const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
    if (!Callee || !Callee->getName().starts_with("__kmpc_fork_") ||
        !is_contained(Call->args(), &F))
      continue;
    return "; the band is in the body of an OpenMP parallel region of the "
           "source's (in '" +
           Call->getFunction()->getName().str() +
           "'), which reaches the variables it shares (bounds, pointers) "
           "through pointers: it runs as written in each of the region's "
           "threads (tilelang's own threads need the band outside "
           "`#pragma omp`)";
  }
  return "";
}

/// A band versioned by versionBand and then not tiled: its check's branch
/// \p Check (true: the band, false: its copy as written) always takes the
/// copy, so that the loops run as plain clang compiles them, with no check
/// made for nothing (new-user test of session 8: "versioned on a run-time
/// check" and "not tiled" for one band). The band's blocks become
/// unreachable, for SimplifyCFG.
void foldCheck(BranchInst *Check) {
  if (Check && Check->isConditional())
    Check->setCondition(ConstantInt::getFalse(Check->getContext()));
}

/// Loop distribution of the statements between the loops of the band of
/// \p BD at \p Root (Fission.h) and its remark, or the warning that
/// refuses the band. `tile(auto)` asks for the whole nest and is not
/// refused: its band stops at the statements then.
Fission distributeBand(Function &F, FunctionAnalysisManager &FAM, Loop &Root,
                       const BoundDirective &BD, const IVBoundMap &IVB,
                       std::string &WholeWhy) {
  bool Whole = isWholeBandAuto(BD.D);
  unsigned Depth = BD.D.TileSizes.size();
  // tile(auto): as deep as the nest goes through the loops distribution
  // continues into (bandChild: sibling loops are distributed too).
  if (Whole)
    for (Loop *L = bandChild(Root); L; L = bandChild(*L))
      ++Depth;
  std::string Msg;
  DebugLoc Loc = directiveLoc(F, BD.D);
  BasicBlock *Header = Root.getHeader();
  unsigned Level = 0;
  Fission R = distributeStatements(F, FAM, Root, Depth, BD, IVB, AliasChecks,
                                   Msg, &Level);
  // Statements between the last two loops: the tiler may keep them in
  // place, and says so, or says both reasons.
  if (R == Fission::Refused && !Whole && KeepStatements && Depth >= 2 &&
      Level + 2 == Depth) {
    WholeWhy = Msg;
    return Fission::KeepInPlace;
  }
  OptimizationRemarkEmitter ORE(&F);
  if (R == Fission::Versioned) {
    remarkRuntimeCheck(F, BD, Header, Msg);
    FAM.invalidate(F, PreservedAnalyses::none());
  } else if (R == Fission::Distributed) {
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "Distributed", Loc, Header) << Msg;
    });
    FAM.invalidate(F, PreservedAnalyses::none());
  } else if (R == Fission::Unprofitable) {
    if (Whole) {
      WholeWhy = Msg;
      return Fission::None;
    }
    // Not a fault of the program: a remark, no warning.
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "NotProfitable", Loc, Header)
             << "loop not tiled: " << Msg;
    });
    dropDirective(Root);
    return Fission::Refused;
  } else if (R == Fission::Refused) {
    if (Whole) {
      WholeWhy = Msg;
      return Fission::None;
    }
    Msg += userOpenMPRegion(F);
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "NotTiled", Loc, Header)
             << "loop not tiled: " << Msg;
    });
    reportNotTransformed(F, BD.D, "loop not tiled: " + Msg);
    dropDirective(Root);
  }
  return R;
}

/// The host: marks the tile loop whose tiles run on the cores
/// (C.ParallelLoop, at tile position C.ParallelPos: the point nest's
/// ancestor) with !{!"tilelang.parallel", i32 band loop, i32 round_robin,
/// !"why"} for tilelang-parallel (HostParallelPass.h); a warning for the
/// loops map(...) asked for that may not run in parallel, a missed remark
/// when no loop runs in parallel.
void markHostParallel(Function &F, const BoundDirective &BD, Loop &Point,
                      const TileChoice &C) {
  LLVMContext &Ctx = F.getContext();
  DebugLoc Loc = directiveLoc(F, BD.D);
  OptimizationRemarkEmitter ORE(&F);
  if (!C.NotParallel.empty())
    reportDirectiveWarning(F, BD.D,
                           "map(...) not carried out for a loop: " +
                               C.NotParallel + "; its tiles run in order");
  if (C.ParallelLoop < 0 || !HostParallel) {
    ORE.emit([&] {
      return OptimizationRemarkMissed("tilelang-parallel", "NotParallel", Loc,
                                      Point.getHeader())
             << "tiles run in one thread: "
             << (HostParallel ? C.ParallelWhy
                              : std::string("-tilelang-host-parallel=false"));
    });
    return;
  }
  Loop *Tile = &Point;
  for (unsigned K = C.ParallelPos; K < C.Sizes.size() && Tile; ++K)
    Tile = Tile->getParentLoop();
  if (!Tile)
    return;
  Type *I32 = Type::getInt32Ty(Ctx);
  setLoopProperty(
      *Tile,
      MDNode::get(
          Ctx,
          {MDString::get(Ctx, "tilelang.parallel"),
           ConstantAsMetadata::get(ConstantInt::get(I32, C.ParallelLoop)),
           ConstantAsMetadata::get(ConstantInt::get(I32, C.RoundRobin ? 1 : 0)),
           MDString::get(Ctx, C.ParallelWhy)}));
}

/// Legality, decision and rewrite of the band of directive \p BD on
/// \p Root; the remarks and warnings that say what became of it. Returns
/// the header of the outermost point loop, which keeps the directive for
/// tilelang-promote (null when the band was not tiled).
BasicBlock *tileDirectiveBand(Function &F, FunctionAnalysisManager &FAM,
                              Loop &Root, const BoundDirective &BD,
                              const IVBoundMap &IVB,
                              SmallVectorImpl<unsigned> &KernelThreads,
                              const std::string *FissionWhy = nullptr) {
  const Directive &D = BD.D;
  OptimizationRemarkEmitter ORE(&F);
  DebugLoc Loc = directiveLoc(F, D);
  LLVMContext &Ctx = F.getContext();
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &DI = FAM.getResult<DependenceAnalysis>(F);
  bool GPU = gpuKind(*F.getParent()) != GPUKind::None;
  // Arrays that may overlap are checked at run time (RuntimeAliasCheck.h):
  // on the host the loops as written run when they overlap; on GPUs the same
  // copy runs in the grid's first thread (tilelang-map, MapFallback.cpp).
  // FissionWhy: loop distribution refused the statements between the
  // band's last two loops; they may stay in place (KeptStatements.h).
  bool Keep = FissionWhy != nullptr;
  BandLegality Legal =
      checkTileLegality(F, Root, BD, SE, DI, IVB, GPU, AliasChecks, Keep);
  // Both reasons, once each (the same one, e.g. a bound read from memory,
  // stops both: new-user test of session 9).
  if (!Legal.OK && Keep)
    Legal.Why = FissionWhy->find(Legal.Why) != std::string::npos
                    ? *FissionWhy
                    : *FissionWhy +
                          "; nor can the band be tiled with them in place: " +
                          Legal.Why;
  // A perfect band whose innermost loop carries a row's running value
  // (`s += A[i][j]; P[i][j] = s;`): the in-place path carries it from tile
  // to tile (KeptGuards.h), with no statement to keep.
  if (!Legal.OK && !Keep && !GPU && KeepStatements && D.TileSizes.size() >= 2 &&
      StringRef(Legal.Why).contains("carries a value from one iteration")) {
    BandLegality Carrying =
        checkTileLegality(F, Root, BD, SE, DI, IVB, GPU, AliasChecks, true);
    if (Carrying.OK) {
      Legal = std::move(Carrying);
      Keep = true;
    }
  }
  Band &B = Legal.B;
  bool OK = Legal.OK;
  std::string &Why = Legal.Why;
  unsigned Carried = Legal.Carried;
  // The host: the check's remark waits for the decision (foldCheck).
  BranchInst *Check = nullptr;
  std::string CheckText;
  if (OK && !Legal.Assume.empty()) {
    bool Versioned = false;
    OK = GPU ? versionBand(F, FAM, Root, BD, IVB, Legal, &Versioned)
             : versionBand(F, FAM, Root, BD, IVB, Legal, &Versioned, &Check,
                           &CheckText);
    // A check made only to map the band (a row loop on a GPU) that cannot be
    // made: the band is tiled as before, its loop carried (one thread).
    if (!OK && !Versioned && Legal.ChecksOnlyForMapping) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "NotVersioned", Loc,
                                        Root.getHeader())
               << "the band's loop is not spread over the GPU: " << Why;
      });
      OK = true;
      Why.clear();
      Legal.Assume = RuntimeAssumptions();
      Carried = Legal.Carried = Legal.CarriedUnchecked;
    }
  }
  auto SayCheck = [&] {
    if (!CheckText.empty())
      remarkRuntimeCheck(F, BD, Root.getHeader(), CheckText);
    CheckText.clear();
  };
  // A contraction with `auto` sizes on the host: the BLIS plan in front
  // of the band, which stays untiled as its fall-back (HostGemm.h).
  if (OK && !GPU && HostGemmPlanOpt && allAuto(D) && !Keep &&
      applyHostGemm(F, B, SE, FAM.getResult<TargetIRAnalysis>(F), BD,
                    HostParallel) == HostGemmResult::Planned) {
    SayCheck();
    dropDirective(Root);
    FAM.invalidate(F, PreservedAnalyses::none());
    return nullptr;
  }
  TileChoice C;
  if (OK)
    C = decideTiling(F, FAM, B, SE, BD, Carried, GPU, KernelThreads);
  // In place, the statements need the band's order of tile and point loops,
  // and the tiles in order: map(...) is not carried out, for that reason.
  if (OK && Keep) {
    if (!D.Map.empty())
      C.NotParallel = "the statements kept in place between the band's last "
                      "two loops need its tiles in order";
    C.TileOrder.clear();
    C.PointOrder.clear();
    for (unsigned K = 0; K < B.depth(); ++K) {
      C.TileOrder.push_back(K);
      C.PointOrder.push_back(K);
    }
  }
  BasicBlock *Header = Root.getHeader();
  BasicBlock *PointHeader = nullptr;
  // compute(tensor_core): the contraction, recognised on the band as
  // written, travels to tilelang-promote's lowering (ContractionTags.h);
  // tilelang-target-check already reported a band that is none.
  std::optional<Contraction> Matrix;
  if (OK && GPU && D.TensorCore) {
    std::string WhyNot;
    Matrix = recognizeContraction(B, SE, BD, WhyNot);
  }
  // The matrix lowering keeps the accumulators in registers across the K
  // loop: its tile loop goes innermost (the band is fully permutable), in
  // place of the order that would copy staged tiles the least.
  if (OK && Matrix && C.TileOrder.size() == B.depth()) {
    auto It = find(C.TileOrder, Matrix->K);
    if (It != C.TileOrder.end()) {
      C.TileOrder.erase(It);
      C.TileOrder.push_back(Matrix->K);
    }
  }
  if (OK && !B.isRectangular() && C.PointOrder.size() == B.depth())
    C.OrderKeepsBounds = orderInsideBoundLoops(B, C.PointOrder);
  // Host: does it pay (Profitability.h)? `auto` sizes are the model's own
  // choice and are not used when they do not; given sizes are.
  if (OK && !GPU && !Matrix) {
    // Statements kept in place run once per row, not in the innermost loop:
    // the model prices the band's own body (new-user test of session 9: a
    // kept `c[i] = ...` priced as an accumulation into one element).
    Band Priced = B;
    if (Keep)
      erase_if(Priced.Accesses,
               [&](Instruction *I) { return Legal.Kept.Sides.count(I) != 0; });
    TilingCosts Costs =
        priceTiling(F, FAM, Priced, SE, BD, C.Sizes, C.TileOrder, C.PointOrder);
    if (Costs.Valid && profitabilityDecides(BD)) {
      if (!Costs.pays()) {
        ORE.emit([&] {
          return OptimizationRemarkMissed(DEBUG_TYPE, "NotProfitable", Loc,
                                          Header)
                 << "loop not tiled: tiling does not pay: " << Costs.text()
                 << " (" << givenSizesHint(C.Sizes) << ")";
        });
        foldCheck(Check);
        dropDirective(Root);
        FAM.invalidate(F, PreservedAnalyses::none());
        return nullptr;
      }
      C.AutoWhy += "; " + Costs.text();
    } else if (Costs.Valid && !Costs.pays()) {
      ORE.emit([&] {
        return OptimizationRemarkAnalysis(DEBUG_TYPE, "NotProfitable", Loc,
                                          Header)
               << "tiled as the directive says, although " << Costs.text();
      });
    }
  }
  if (OK) {
    TilingPlan Plan;
    Plan.Sizes.assign(C.Sizes.begin(), C.Sizes.end());
    Plan.PointOrder = C.PointOrder;
    Plan.TileOrder = C.TileOrder;
    if (Keep)
      Plan.Keep = &Legal.Kept;
    OK = tileBand(B, Plan, SE, Why, PointHeader);
  }
  if (!OK) {
    foldCheck(Check);
    Why += userOpenMPRegion(F);
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "NotTiled", Loc, Header)
             << "loop not tiled: " << Why;
    });
    if (!Legal.NeverRuns)
      reportNotTransformed(F, D, "loop not tiled: " + Why);
    dropDirective(Root);
    FAM.invalidate(F, PreservedAnalyses::none());
    return nullptr;
  }
  SayCheck();
  remarkTiled(ORE, Loc, Header, C, GPU);
  if (Keep && FissionWhy)
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "KeptInPlace", Loc, Header)
             << "the statements between the band's last two loops"
             << (Legal.Kept.Lines.empty() ? "" : " (" + Legal.Kept.Lines + ")")
             << " stay in place: each runs in the tile that holds the first "
                "(before the inner loop) or last (after it) point of its "
                "row; loop distribution could not move them ("
             << *FissionWhy << ")";
    });
  if (Keep && !Legal.Kept.Accumulators.empty())
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "CarriedValues", Loc, Header)
             << "the value" << (Legal.Kept.Accumulators.size() > 1 ? "s" : "")
             << " the innermost loop carries from one iteration to the next "
                "(a row's running value) go"
             << (Legal.Kept.Accumulators.size() > 1 ? "" : "es")
             << " from tile to tile in a slot per row of the tile; the row's "
                "tiles run in order";
    });
  FAM.invalidate(F, PreservedAnalyses::none());
  // The directive stays on the outermost point loop for tilelang-promote.
  auto &NewLI = FAM.getResult<LoopAnalysis>(F);
  Loop *Point = NewLI.getLoopFor(PointHeader);
  if (!Point)
    return nullptr;
  // Per band loop: 1 when its induction variable grows (tilelang-promote
  // pads tiles only past their end).
  SmallVector<unsigned, 4> Upward;
  for (const BandLoop &BL : B.Loops)
    Upward.push_back(BL.Step > 0);
  markTiled(Ctx, *Point, C.Sizes, C.PointOrder, Upward);
  // Staging and register tiles (tilelang-promote) assume a perfect point
  // nest: the statements kept between its loops are not covered.
  if (Keep) {
    if (!D.Arrays.empty())
      reportDirectiveWarning(F, D,
                             "buffer(...) not carried out: the statements "
                             "between the band's last two loops stay in "
                             "place, and staging covers perfect nests only");
    dropDirective(*Point);
  }
  if (!B.isRectangular())
    setLoopProperty(
        *Point,
        MDNode::get(Ctx, {MDString::get(Ctx, "tilelang.nonrectangular")}));
  if (Matrix)
    tagContraction(*Matrix, *Point);
  if (GPU)
    setLoopProperty(*Point,
                    mappingProperty(Ctx, C.Mapping, Carried, C.ThreadDims));
  else
    markHostParallel(F, BD, *Point, C);
  return PointHeader;
}

} // namespace

PreservedAnalyses TilePass::run(Function &F, FunctionAnalysisManager &FAM) {
  bool Changed = false;
  bool Canonical = false;
  IVBoundMap IVB;
  std::set<BasicBlock *> Done;
  // GPUs: the block of the first mapped band, which later bands
  // without threads(...) share (a kernel has one block shape).
  SmallVector<unsigned, 3> KernelThreads;
  // Loop distribution happens on the host: on a GPU the statements' own
  // loops would run in every thread.
  bool GPU = gpuKind(*F.getParent()) != GPUKind::None;
  DenseMap<BasicBlock *, unsigned> Distributions;
  while (Loop *Next = nextDirectiveLoop(FAM.getResult<LoopAnalysis>(F), Done)) {
    if (!Canonical) {
      IVB = canonicalizeLoops(F, FAM);
      Canonical = true;
      continue; // LoopInfo may have changed
    }
    Done.insert(Next->getHeader());
    Changed = true;
    std::optional<BoundDirective> BD = getDirective(*Next);
    if (!BD) {
      dropDirective(*Next);
      continue;
    }
    if (BD->D.TileSizes.empty()) {
      markTiled(F.getContext(), *Next, {});
      continue;
    }
    std::string FissionWhy; // tile(auto): why distribution stopped
    // Statements between the band's loops: loop distribution, one level a
    // round (the band is looked at again after each).
    if (BasicBlock *H = Next->getHeader();
        Distribute && !GPU && ++Distributions[H] <= 8) {
      switch (distributeBand(F, FAM, *Next, *BD, IVB, FissionWhy)) {
      case Fission::Distributed: // Next is gone with the old LoopInfo
      case Fission::Versioned:
        Done.erase(H);
        continue;
      case Fission::Refused:
      case Fission::Unprofitable: // distributeBand answers Refused for it
        continue;
      case Fission::KeepInPlace:
        if (BasicBlock *PointHeader = tileDirectiveBand(
                F, FAM, *Next, *BD, IVB, KernelThreads, &FissionWhy))
          Done.insert(PointHeader);
        continue;
      case Fission::None:
        break;
      }
    }
    if (isWholeBandAuto(BD->D))
      remarkWholeBand(F, FAM, *Next, *BD, IVB, FissionWhy);
    if (BasicBlock *PointHeader =
            tileDirectiveBand(F, FAM, *Next, *BD, IVB, KernelThreads))
      Done.insert(PointHeader);
  }
  if (!Changed)
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}
