//===- promote/PromotePass.cpp - tilelang-promote -------------------------===//
//
// Staging of each tile's footprint; see PromotePass.h. The pass: for every
// tiled band whose directive stages arrays (nextBand), which arrays are
// staged and where (chooseArrays: the footprint analysis, then registers or
// shared), their staging (stageArrays: placement, pipelining, expansion,
// access rewrite, copies), the remarks, and the register tiling after it
// (tileRegisters); on GPUs, full-tile separation of the staged bands
// (finishGPU). The pieces are declared in Staging.h.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile,tilelang-promote'
//
//===----------------------------------------------------------------------===//
#include "promote/PromotePass.h"
#include "analysis/Metadata.h"
#include "matrix/MatrixLowering.h"
#include "promote/Staging.h"
#include "target/TargetDescription.h"
#include "target/TargetInfo.h"
#include "utils/FullTiles.h"
#include "utils/GPU.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include <limits>
#include <set>

#define DEBUG_TYPE "tilelang-promote"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::promote;

static cl::opt<bool> SeparateFullTiles(
    "tilelang-full-tiles", cl::init(true),
    cl::desc("GPU targets: version each tile-loop body into a full-tile "
             "version without bounds checks and the partial-tile original "
             "(FullTiles.h)"));

namespace {

/// The next band, in preorder, that is tiled, not staged yet (\p Done, or
/// !tilelang.promoted) and whose directive \p BD stages some array; null
/// when there is none.
Loop *nextBand(LoopInfo &LI, const std::set<BasicBlock *> &Done,
               std::optional<BoundDirective> &BD) {
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (Done.count(L->getHeader()) || !findLoopProperty(*L, "tilelang.tiled") ||
        findLoopProperty(*L, "tilelang.promoted"))
      continue;
    BD = getDirective(*L);
    // Staged arrays, or compute(tensor_core): the matrix lowering stages
    // the operands whatever buffer() says.
    if (BD &&
        (BD->D.TensorCore || any_of(BD->D.Arrays, [](const ArrayClause &A) {
           return A.Space != MemSpace::Global;
         })))
      return L;
  }
  return nullptr;
}

/// The bytes a thread's register buffer may take: half its registers (the
/// rest hold addresses, operands and the loops' counters); GPUs only.
uint64_t registerBytes(Function &F, FunctionAnalysisManager &FAM,
                       GPUKind Kind) {
  uint64_t RegisterBytes = std::numeric_limits<uint64_t>::max();
  if (Kind != GPUKind::None)
    if (const TargetDescription *TD =
            TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F))
                ->description();
        TD && TD->RegistersPerThread.Value)
      RegisterBytes = TD->RegistersPerThread.Value * 4 / 2;
  // Without a description, a bound all the same: the buffer's loops are
  // unrolled in full.
  return std::min(RegisterBytes, MaxThreadRegisterWords * 4);
}

/// The arrays of the directive's `shared` and `register` clauses that can
/// be staged, analysed: `register` is for an accumulator that fits a
/// thread's registers; anything else is staged as `shared` would be, and a
/// remark says so. A remark and a warning say why an array is not staged.
SmallVector<StagedArray, 4> chooseArrays(const BandContext &BC, GPUKind Kind,
                                         bool Mapped, uint64_t RegisterBytes,
                                         OptimizationRemarkEmitter &ORE,
                                         const DebugLoc &Loc) {
  Function &F = BC.F;
  const BoundDirective &BD = BC.BD;
  Loop *P = &BC.P;
  Footprint FP(BC);
  SmallVector<StagedArray, 4> ToStage;
  for (const ArrayClause &A : BD.D.Arrays) {
    if (A.Space == MemSpace::Global)
      continue;
    StagedArray S;
    S.Name = A.Name;
    S.Register = A.Space == MemSpace::Register;
    S.Block = Kind != GPUKind::None && A.Space == MemSpace::Shared;
    S.Strided = Kind != GPUKind::None && A.Space == MemSpace::Register;
    S.Lay = A.Lay;
    S.Object = BD.Arrays.lookup(A.Name);
    std::string Why;
    if (!S.Object)
      Why = "it is not bound to a parameter or global";
    if (!Mapped)
      Why = "the band is not mapped to the GPU's blocks and threads";
    // The tiles of a triangle are clamped to it in its point loops: a
    // staged tile's copy would touch elements the band does not.
    if (Why.empty() && findLoopProperty(*P, "tilelang.nonrectangular"))
      Why = "the bounds of a loop of the band depend on an enclosing loop "
            "(a triangular or trapezoidal band), and a staged tile would copy "
            "elements the band does not touch";
    if (Why.empty() && FP.analyze(S, Why)) {
      std::string NotRegister;
      if (S.Register)
        NotRegister = whyNotRegister(BC, S, RegisterBytes);
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
        reportNotTransformed(F, BD.D, Msg);
        S = std::move(Shared);
        if (FP.analyze(S, Why)) {
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
    reportNotTransformed(F, BD.D, "'" + A.Name + "' not staged: " + Why);
  }
  return ToStage;
}

/// Stages every array of \p All: blocks first (preheaders may be inserted),
/// then the expansions, then the accesses, then the copies (which split
/// blocks), then the dead old addresses.
void stageArrays(BandContext &BC, MutableArrayRef<StagedArray> All) {
  for (StagedArray &S : All)
    placeCopies(BC, S);
  for (StagedArray &S : All)
    planPipeline(BC, S);
  // The pipelined copies all sit at one copy-in point (the innermost
  // sequential tile loop's body).
  for (StagedArray &S : All)
    if (S.Stages > 1)
      for (StagedArray &O : All)
        if (O.Stages > 1 && O.CopyIn != S.CopyIn) {
          S.Stages = 1;
          S.PipelineWhy = "its copy is not where the others' are";
        }
  CopyEmitter Copies(BC);
  Pipeliner Pipe(BC);
  SCEVExpander Exp(BC.SE, "tilelang.stage");
  for (StagedArray &S : All) {
    Copies.expand(S, Exp);
    if (S.Stages > 1)
      Pipe.expand(S, Exp);
    Copies.expandImages(S, Exp);
  }
  SmallVector<WeakTrackingVH, 16> Dead;
  for (StagedArray &S : All)
    Copies.rewriteAccesses(S, Exp, Dead);
  SmallVector<StagedArray *, 4> Pipelined;
  for (StagedArray &S : All)
    if (S.Stages > 1)
      Pipelined.push_back(&S);
  Pipe.emit(Pipelined);
  for (StagedArray &S : All)
    Copies.emitCopies(S);
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
}

/// The remarks on what was staged, and where pipeline(S) did not apply.
void remarkStaged(Function &F, const BoundDirective &BD,
                  ArrayRef<StagedArray> Staged, BasicBlock *PHeader,
                  OptimizationRemarkEmitter &ORE, const DebugLoc &Loc) {
  for (const StagedArray &S : Staged) {
    std::string Shape;
    for (auto [K, E] : enumerate(S.Ext))
      Shape += (K ? " x " : "") + std::to_string(E);
    const char *Kind = S.Block     ? "shared-memory"
                       : S.Strided ? "per-thread register"
                                   : "packed";
    ORE.emit([&] {
      OptimizationRemark R(DEBUG_TYPE, "Staged", Loc, PHeader);
      R << "staged '" << S.Name << "' in a " << Kind << " " << Shape
        << " buffer of " << std::to_string(S.ElemBytes * 8) << "-bit elements ("
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
          << (S.Hoisted > 1 ? "s" : "") << " its footprint does not depend on";
      R << ")";
      return R;
    });
    if (!S.PipelineWhy.empty()) {
      std::string Msg = "pipeline(" + std::to_string(BD.D.PipelineStages) +
                        ") not applied to '" + S.Name + "': " + S.PipelineWhy;
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "NotPipelined", Loc,
                                        PHeader)
               << Msg;
      });
      reportNotTransformed(F, BD.D, Msg);
    }
  }
}

/// After the staging of the band at \p PHeader: on GPUs, each thread's
/// register tile (or, on NVPTX, guarded thread loops); on the host, register
/// tiling for the first `register` array.
/// Whether the band at point loop \p PHeader is triangular or trapezoidal
/// (tilelang-tile's "tilelang.nonrectangular").
static bool nonRectangular(Function &F, BasicBlock *PHeader,
                           FunctionAnalysisManager &FAM) {
  Loop *L = FAM.getResult<LoopAnalysis>(F).getLoopFor(PHeader);
  return L && L->getHeader() == PHeader &&
         findLoopProperty(*L, "tilelang.nonrectangular");
}

void tileRegisters(Function &F, FunctionAnalysisManager &FAM, GPUKind Kind,
                   ArrayRef<StagedArray> Staged, BasicBlock *PHeader,
                   OptimizationRemarkEmitter &ORE, const DebugLoc &Loc) {
  SmallVector<const Value *, 4> Buffers;
  for (const StagedArray &S : Staged)
    Buffers.push_back(S.Buf);
  if (Kind != GPUKind::None) {
    std::string Done;
    if (any_of(Staged, [](const StagedArray &S) { return S.Strided; }) &&
        unrollThreadTiles(F, PHeader, Buffers, FAM, Done))
      ORE.emit([&] {
        return OptimizationRemark(DEBUG_TYPE, "RegisterTiled", Loc, PHeader)
               << Done;
      });
    else if (Kind == GPUKind::NVPTX && !nonRectangular(F, PHeader, FAM))
      // Not a triangle's: its clamped point loops' first and last tiles
      // reach the real bounds and may be longer than the tile (the review
      // of session 7: the cap at ceil(size / threads) rounds dropped them).
      guardThreadLoops(F, PHeader, FAM);
    return;
  }
  for (const StagedArray &S : Staged) {
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

/// Stages the arrays of the band \p P (directive \p BD); true when some
/// array was staged.
bool promoteBand(Function &F, Loop *P, const BoundDirective &BD,
                 FunctionAnalysisManager &FAM) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &AA = FAM.getResult<AAManager>(F);
  OptimizationRemarkEmitter ORE(&F);
  DebugLoc Loc = directiveLoc(F, BD.D);
  if (!P->getLoopPreheader() || !P->getExitBlock()) {
    reportNotTransformed(F, BD.D,
                         "buffers not staged: the band has no "
                         "preheader or several exits");
    return false;
  }
  GPUKind Kind = gpuKind(*F.getParent());
  HostStaging Host;
  GPUStaging GPU(Kind);
  StagingTarget &Where = Kind == GPUKind::None
                             ? static_cast<StagingTarget &>(Host)
                             : static_cast<StagingTarget &>(GPU);
  BandContext BC(F, *P, SE, AA, BD, Where,
                 FAM.getResult<DominatorTreeAnalysis>(F), LI);
  // On a GPU only a band that tilelang-map spread over a block is staged:
  // a band that runs in one thread has no block to copy with.
  bool Mapped = Kind == GPUKind::None || !BC.Threads.empty();
  SmallVector<StagedArray, 4> ToStage =
      chooseArrays(BC, Kind, Mapped, registerBytes(F, FAM, Kind), ORE, Loc);
  BasicBlock *PHeader = P->getHeader();
  stageArrays(BC, ToStage);
  remarkStaged(F, BD, ToStage, PHeader, ORE, Loc);
  if (!ToStage.empty()) {
    FAM.invalidate(F, PreservedAnalyses::none());
    // For full-tile separation (FullTiles.h): this band has staged copies.
    if (Loop *L = FAM.getResult<LoopAnalysis>(F).getLoopFor(PHeader);
        L && L->getHeader() == PHeader)
      setLoopProperty(
          *L, MDNode::get(F.getContext(),
                          {MDString::get(F.getContext(), "tilelang.staged")}));
  }
  tileRegisters(F, FAM, Kind, ToStage, PHeader, ORE, Loc);
  return !ToStage.empty();
}

/// GPUs, after every band: the thread ids' ranges, and full tiles separated
/// from partial ones (FullTiles.h).
bool finishGPU(Function &F, FunctionAnalysisManager &FAM) {
  bool Changed = annotateThreadIdRanges(F);
  if (!SeparateFullTiles)
    return Changed;
  for (SeparatedTiles &S : separateFullTiles(F, FAM)) {
    OptimizationRemarkEmitter ORE(&F);
    DebugLoc Loc = S.Directive ? directiveLoc(F, S.Directive->D) : DebugLoc();
    if (!S.NotSeparated.empty()) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "NoFullTiles", Loc, S.Body)
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
  return Changed;
}

} // namespace

PreservedAnalyses PromotePass::run(Function &F, FunctionAnalysisManager &FAM) {
  bool Changed = false;
  std::set<BasicBlock *> Done;
  std::optional<BoundDirective> BD;
  while (Loop *P = nextBand(FAM.getResult<LoopAnalysis>(F), Done, BD)) {
    Done.insert(P->getHeader());
    // Staged once: the loop ID travels to the loops that replace this one.
    setLoopProperty(
        *P, MDNode::get(F.getContext(),
                        {MDString::get(F.getContext(), "tilelang.promoted")}));
    // compute(tensor_core): the matrix lowering stages the band itself;
    // when it refuses, the band is staged as SIMT code.
    if (BD->D.TensorCore && gpuKind(*F.getParent()) != GPUKind::None &&
        lowerToMatrixUnit(F, P, *BD, FAM)) {
      FAM.invalidate(F, PreservedAnalyses::none());
      Changed = true;
      continue;
    }
    if (any_of(
            BD->D.Arrays,
            [](const ArrayClause &A) { return A.Space != MemSpace::Global; }) &&
        promoteBand(F, P, *BD, FAM))
      Changed = true;
  }
  if (gpuKind(*F.getParent()) != GPUKind::None)
    Changed |= finishGPU(F, FAM);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
