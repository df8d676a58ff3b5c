//===- MapPass.cpp - tilelang-map -----------------------------------------===//
//
// Tiled bands onto GPU blocks and threads; see MapPass.h. This file holds
// the driver (Mapper: read the bands, check them, rewrite them, make the
// kernel) and readBand; the parts are declared in MapStage.h.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile,tilelang-map'
//
//===----------------------------------------------------------------------===//
#include "map/MapPass.h"
#include "map/MapStage.h"
#include "utils/LoopCounter.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::mapping;

static unsigned intOp(MDNode *MD, unsigned I) {
  if (I < MD->getNumOperands())
    if (auto *C = mdconst::dyn_extract<ConstantInt>(MD->getOperand(I)))
      return C->getZExtValue();
  return 0;
}

/// The tile loop's counter a point loop starts from: the counter itself, or,
/// for a loop whose bounds vary with other band loops (a triangle,
/// utils/TileBand.cpp's clampToBounds), the clamped start
/// `select(first tile, start, smax(counter, start))`.
static PHINode *tileCounterOf(Value *Start) {
  if (auto *P = dyn_cast_or_null<PHINode>(Start))
    return P;
  auto *Sel = dyn_cast_or_null<SelectInst>(Start);
  auto *Max = Sel ? dyn_cast<IntrinsicInst>(Sel->getFalseValue()) : nullptr;
  if (!Max || Max->getIntrinsicID() != Intrinsic::smax)
    return nullptr;
  return dyn_cast<PHINode>(Max->getArgOperand(0));
}

namespace tilelang {
namespace mapping {

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
  if (!N || T->Order.size() != N || M->getNumOperands() < N + 8)
    return false;
  SmallVector<unsigned, 4> Perm(T->Order.begin(), T->Order.end());
  MB.Sizes.assign(T->Sizes.begin(), T->Sizes.end());
  for (unsigned K = 0; K < N; ++K)
    MB.Map.push_back(MapDim(std::min(intOp(M, 1 + K), 3u)));
  for (unsigned D = 0; D < 3; ++D)
    MB.Threads[D] = std::max(1u, intOp(M, 1 + N + D));
  MB.RoundRobin = intOp(M, 4 + N);
  MB.RasterGroup = intOp(M, 5 + N);
  MB.Carried = intOp(M, 6 + N);
  if (auto *S = dyn_cast<MDString>(M->getOperand(7 + N)))
    MB.Why = S->getString().str();
  for (unsigned K = 0; K < N; ++K)
    MB.ThreadDim.push_back(M->getNumOperands() >= 8 + 2 * N
                               ? std::min(intOp(M, 8 + N + K), 3u)
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
    PHINode *TTPhi = C ? tileCounterOf(C->Start) : nullptr;
    if (!TTPhi)
      return false;
    MB.PointLoop[D] = L;
    MB.PT[D] = C->Phi;
    MB.TT[D] = TTPhi;
    L = Q + 1 < N
            ? (L->getSubLoops().size() == 1 ? L->getSubLoops()[0] : nullptr)
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

} // namespace mapping
} // namespace tilelang

namespace {

/// One run of tilelang-map over a function.
class Mapper {
  MapContext Cx;
  Function &F;
  FunctionAnalysisManager &FAM;

public:
  Mapper(Function &F, FunctionAnalysisManager &FAM, GPUKind K)
      : Cx(F, FAM, K), F(F), FAM(FAM) {}

  bool run();
};

} // namespace

bool Mapper::run() {
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
  FallbackVersions Versions(Cx);
  Versions.find(Bands);
  MapLegality Legal(Cx);
  if (!Legal.checkFunction(Bands))
    return false;
  SmallVector<MappedBand *, 4> Ok = Legal.checkBands(Bands);
  if (Ok.empty())
    return false;
  // A kernel that is one band and nothing else needs no grid barrier.
  bool Alone = Legal.isAlone(Ok);
  if (!Alone && !Legal.checkSerialCode(Ok))
    return false;
  // One block shape for the kernel: the first mapped band's (checkBands).
  const unsigned *Shape = Ok.front()->Threads;
  unsigned T[3] = {Shape[0], Shape[1], Shape[2]};
  BandRewriter Rewriter(Cx);
  for (MappedBand *MB : Ok) {
    Rewriter.rewrite(*MB);
    Rewriter.reportBand(*MB);
  }
  if (!Alone)
    Rewriter.serialise(Ok);
  Versions.guard(Ok);
  KernelBuilder(Cx).makeKernel(Ok, T, !Alone);
  return true;
}

PreservedAnalyses MapPass::run(Function &F, FunctionAnalysisManager &FAM) {
  GPUKind K = gpuKind(*F.getParent());
  if (K == GPUKind::None || F.isDeclaration())
    return PreservedAnalyses::all();
  if (!Mapper(F, FAM, K).run())
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}
