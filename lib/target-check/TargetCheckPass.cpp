//===- TargetCheckPass.cpp - tilelang-target-check ------------------------===//
//
// Checks every directive against the function's chip before anything is
// transformed (see TargetCheckPass.h): scratchpad per block, threads per
// block, matrix-unit multiples, integer accumulators that can overflow.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-target-check' in.ll
//
//===----------------------------------------------------------------------===//
#include "target-check/TargetCheckPass.h"
#include "analysis/BandInfo.h"
#include "analysis/Contraction.h"
#include "analysis/Metadata.h"
#include "target/GPUTargetInfo.h"
#include "target/TargetDescription.h"
#include "target/TargetInfo.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <limits>

#define DEBUG_TYPE "tilelang-target-check"

using namespace llvm;
using namespace tilelang;

namespace {

std::string sizesText(ArrayRef<unsigned> Sizes) {
  std::string S;
  for (unsigned I = 0; I < Sizes.size(); ++I)
    S += (I ? " x " : "") + std::to_string(Sizes[I]);
  return S;
}

/// Staged buffers x pipeline stages against the scratchpad per block.
void checkScratchpad(Function &F, const DirectiveBand &DB,
                     ArrayRef<unsigned> Sizes, const TargetDescription &TD,
                     bool AMD) {
  const BandShape &S = DB.Shape;
  uint64_t Bytes = 0;
  std::string Names;
  for (const BandShape::ArrayUse &A : S.Arrays) {
    if (A.Space != MemSpace::Shared)
      continue;
    for (unsigned L = 0; L < Sizes.size(); ++L)
      if (!Sizes[L] && (A.LoopMask & (1u << L)))
        return; // a run-time extent: the footprint is not known here
    Bytes = SaturatingAdd(Bytes, SaturatingMultiply(A.footprint(Sizes),
                                                    uint64_t(A.ElementBytes)));
    Names += (Names.empty() ? "" : ", ") + A.Name + " (" +
             sizesText(A.shape(Sizes)) + ")";
  }
  unsigned Stages = std::max(1u, DB.BD.D.PipelineStages);
  uint64_t Total = SaturatingMultiply(Bytes, uint64_t(Stages));
  uint64_t Limit = TD.Scratchpad.BytesPerBlock.Value;
  if (!Bytes || Total <= Limit)
    return;
  std::string Msg;
  raw_string_ostream OS(Msg);
  OS << "staging " << Names;
  if (Stages > 1)
    OS << " in " << Stages << " pipeline stages";
  OS << " needs ";
  if (Total == std::numeric_limits<uint64_t>::max())
    OS << "more than 2^64"; // saturated
  else
    OS << Total;
  OS << " bytes of " << (AMD ? "LDS" : "shared memory") << " per block; "
     << TD.Name << " allows " << Limit;
  reportError(F, DB.BD.D, Msg);
}

/// threads(...) against the threads per block and the warp width.
void checkThreads(Function &F, const Directive &D, const TargetDescription &TD,
                  bool AMD) {
  if (D.Threads.empty())
    return;
  uint64_t Total = 1;
  std::string Text;
  for (unsigned T : D.Threads) {
    Total *= T;
    Text += (Text.empty() ? "" : ", ") + std::to_string(T);
  }
  uint64_t Max = TD.MaxThreadsPerBlock.Value;
  uint64_t Warp = TD.WarpWidth.Value;
  if (Total > Max) {
    // The launch would fail: an error, as the front end gives at the clause.
    reportError(F, D,
                "threads(" + Text + ") is " + Twine(Total) +
                    " threads per block; " + TD.Name + " allows " + Twine(Max));
    return;
  }
  if (uint64_t MaxZ = TD.MaxThreadsPerBlockZ.Value;
      MaxZ && D.Threads.size() > 2 && D.Threads[2] > MaxZ) {
    reportError(F, D,
                "threads(" + Text + ") puts " + Twine(D.Threads[2]) +
                    " threads along z; " + TD.Name + " allows " + Twine(MaxZ) +
                    " (a block's z dimension)");
    return;
  }
  if (Warp > 1 && Total % Warp)
    reportDirectiveWarning(F, D,
                           "threads(" + Text + ") is " + Twine(Total) +
                               " threads per block, not a multiple of the " +
                               (AMD ? "wave" : "warp") + " width " +
                               Twine(Warp) + " of " + TD.Name + " (" +
                               Twine(alignTo(Total, Warp) - Total) +
                               " lanes of the last one idle)");
}

/// threads and pipeline on the host: a tile runs in one thread (map and
/// distribute pick and deal out the tiles that run on the cores:
/// tilelang-parallel), they are ignored (without `tile` the front end has
/// said so).
void checkHostIgnored(Function &F, const Directive &D, StringRef Chip) {
  if (D.TileSizes.empty())
    return;
  SmallVector<StringRef, 4> Clauses;
  if (!D.Threads.empty())
    Clauses.push_back("threads");
  if (D.PipelineStages > 1)
    Clauses.push_back("pipeline");
  if (Clauses.empty())
    return;
  std::string Text;
  for (unsigned I = 0; I < Clauses.size(); ++I)
    Text += std::string(I ? (I + 1 == Clauses.size() ? " and " : ", ") : "") +
            "'" + Clauses[I].str() + "'";
  reportDirectiveWarning(F, D,
                         Text + (Clauses.size() == 1 ? " is" : " are") +
                             " ignored: " + Chip +
                             " is not a GPU (each tile runs in one thread; " +
                             (Clauses.size() == 1 ? "it takes" : "they take") +
                             " effect on nvptx64 and amdgcn targets)");
}

/// compute(tensor_core): a contraction (recognizeContraction) whose types
/// a matrix unit of the chip takes and whose M, N and K tile sizes are
/// multiples of that unit's shape. The recognised contraction is an
/// analysis remark (-Rpass-analysis=tilelang-target-check); a band that is
/// not one, types no unit takes and sizes no unit divides are errors; a
/// chip with no matrix unit a warning (the clause is ignored).
void checkTensorCore(Function &F, const DirectiveBand &DB,
                     ArrayRef<unsigned> Sizes, const TargetDescription &TD,
                     ScalarEvolution &SE, OptimizationRemarkEmitter &ORE) {
  const Directive &D = DB.BD.D;
  if (!D.TensorCore)
    return;
  std::string Why;
  std::optional<Contraction> R = recognizeContraction(DB.B, SE, DB.BD, Why);
  ORE.emit([&] {
    OptimizationRemarkAnalysis Rem(DEBUG_TYPE, "Contraction",
                                   directiveLoc(F, D), DB.Root->getHeader());
    Rem << "compute(tensor_core): "
        << (R ? R->describe() : "no contraction: " + Why);
    return Rem;
  });
  if (TD.MatrixUnits.empty()) {
    reportDirectiveWarning(F, D,
                           "compute(tensor_core) is ignored: " + TD.Name +
                               " describes no matrix unit");
    return;
  }
  if (!R) {
    reportError(F, D,
                "compute(tensor_core) needs a contraction C[m][n] += "
                "A[m][k] * B[k][n] in the band's innermost body: " +
                    Why);
    return;
  }
  std::vector<const MatrixUnit *> Units =
      matrixUnitsFor(TD, R->A.TypeName, R->B.TypeName, R->C.TypeName, Why);
  if (Units.empty()) {
    reportError(F, D, "compute(tensor_core): " + Why);
    return;
  }
  int Roles[3] = {int(R->M), int(R->N), int(R->K)};
  const char *RoleName[3] = {"M", "N", "K"};
  for (int L : Roles)
    if (!Sizes[L])
      return; // a run-time extent without a tile size: nothing to check
  // Any unit whose shape divides the sizes will do; report against the one
  // that misses the fewest (the smallest on ties).
  const MatrixUnit *Closest = nullptr;
  unsigned ClosestMisses = 4;
  for (auto It = Units.rbegin(); It != Units.rend(); ++It) {
    const MatrixUnit *U = *It;
    unsigned Shape[3] = {U->M, U->N, U->K};
    unsigned Misses = 0;
    for (unsigned I = 0; I < 3; ++I)
      if (Sizes[Roles[I]] % Shape[I])
        ++Misses;
    if (!Misses)
      return;
    if (Misses < ClosestMisses) {
      ClosestMisses = Misses;
      Closest = U;
    }
  }
  unsigned Shape[3] = {Closest->M, Closest->N, Closest->K};
  std::string Msg;
  raw_string_ostream OS(Msg);
  OS << "compute(tensor_core): tile sizes " << sizesText(Sizes)
     << " are not multiples of the matrix unit's shape:";
  bool First = true;
  for (unsigned I = 0; I < 3; ++I)
    if (Sizes[Roles[I]] % Shape[I]) {
      OS << (First ? " " : "; ") << "loop " << Roles[I] + 1 << " ("
         << RoleName[I] << ") has " << Sizes[Roles[I]] << ", not a multiple of "
         << Shape[I];
      First = false;
    }
  OS << " (" << Closest->Name << ", " << Closest->M << " x " << Closest->N
     << " x " << Closest->K << " for " << Closest->Types << " on " << TD.Name
     << ")";
  reportError(F, D, Msg);
}

/// The largest magnitude of a value extended from \p V's narrow integer
/// type; 0 when \p V is not such an extension.
uint64_t narrowMagnitude(Value *V, unsigned &Bits, bool &Signed) {
  Value *X;
  if (match(V, PatternMatch::m_SExt(PatternMatch::m_Value(X)))) {
    Signed = true;
  } else if (match(V, PatternMatch::m_ZExt(PatternMatch::m_Value(X)))) {
    Signed = false;
  } else {
    return 0;
  }
  Bits = X->getType()->getScalarSizeInBits();
  if (!Bits || Bits > 16)
    return 0;
  return Signed ? uint64_t(1) << (Bits - 1) : (uint64_t(1) << Bits) - 1;
}

/// Integer reductions of products of narrow integers whose accumulator can
/// overflow.
void checkOverflow(Function &F, const DirectiveBand &DB, ScalarEvolution &SE,
                   LoopInfo &LI) {
  const Directive &D = DB.BD.D;
  Loop *Root = DB.Root;
  SmallPtrSet<Instruction *, 4> Reported;
  for (BasicBlock *BB : Root->blocks())
    for (Instruction &I : *BB) {
      auto *Mul = dyn_cast<BinaryOperator>(&I);
      if (!Mul || Mul->getOpcode() != Instruction::Mul ||
          !Mul->getType()->isIntegerTy())
        continue;
      unsigned BitsA = 0, BitsB = 0;
      bool SA = false, SB = false;
      uint64_t MA = narrowMagnitude(Mul->getOperand(0), BitsA, SA);
      uint64_t MB = narrowMagnitude(Mul->getOperand(1), BitsB, SB);
      if (!MA || !MB)
        continue;
      // Follow the sum the product goes into, to a store or out of a loop.
      Instruction *Acc = nullptr;
      StoreInst *Store = nullptr;
      SmallVector<Instruction *, 8> Work{Mul};
      SmallPtrSet<Instruction *, 16> Seen;
      while (!Work.empty()) {
        Instruction *Cur = Work.pop_back_val();
        if (!Seen.insert(Cur).second)
          continue;
        for (User *U : Cur->users()) {
          auto *UI = dyn_cast<Instruction>(U);
          if (!UI || !Root->contains(UI->getParent()))
            continue;
          // A truncation too: `B[i][j] = (int16_t)(B[i][j] + a * b)` stores
          // the sum through one (new-user test of session 8: element-wise).
          if (UI->getOpcode() == Instruction::Add || isa<PHINode>(UI) ||
              isa<SExtInst>(UI) || isa<ZExtInst>(UI) || isa<TruncInst>(UI)) {
            if (UI->getOpcode() == Instruction::Add && !Acc)
              Acc = UI;
            Work.push_back(UI);
          } else if (auto *St = dyn_cast<StoreInst>(UI)) {
            if (St->getValueOperand() == Cur && !Store)
              Store = St;
          }
        }
      }
      if (!Acc)
        continue;
      unsigned AccBits = Acc->getType()->getScalarSizeInBits();
      // `short C += a * b` sums in int and stores 16 bits: C is the
      // accumulator that wraps.
      if (Store)
        AccBits = std::min(
            AccBits,
            Store->getValueOperand()->getType()->getScalarSizeInBits());
      if (AccBits <= std::max(BitsA, BitsB) || AccBits > 64)
        continue;
      // The terms of one sum: the loops (inside the band's root) that
      // contain the product and that the accumulated location does not
      // move with.
      bool Known = true;
      uint64_t Terms = 1;
      for (Loop *L = LI.getLoopFor(Mul->getParent()); L && Root->contains(L);
           L = L->getParentLoop()) {
        bool Reduction;
        if (Store && L->contains(Store->getParent())) {
          const SCEV *P = SE.getSCEV(Store->getPointerOperand());
          Reduction = SE.isLoopInvariant(P, L);
        } else {
          // Not stored in L: a reduction only when the sum is carried from
          // one iteration of L to the next (a phi of its header); a sum
          // that each iteration starts afresh is element-wise.
          Reduction = any_of(Seen, [&](Instruction *X) {
            return isa<PHINode>(X) && X->getParent() == L->getHeader();
          });
        }
        if (!Reduction)
          continue;
        const auto *C = dyn_cast<SCEVConstant>(bodyTrips(L, SE));
        if (!C || C->getAPInt().getActiveBits() > 62) {
          Known = false;
          continue;
        }
        Terms = SaturatingMultiply(Terms, C->getAPInt().getZExtValue());
      }
      uint64_t MaxProduct = MA * MB;
      // The largest sum that fits is 2^(bits-1) - 1 (int8 x int8 into
      // int32: 131071 products of 16384, one fewer than 2^31 / 16384).
      uint64_t Limit = ((uint64_t(1) << (AccBits - 1)) - 1) / MaxProduct;
      if (Known && Terms <= Limit)
        continue;
      if (!Reported.insert(Acc).second)
        continue;
      auto TypeName = [](bool Signed, unsigned Bits) {
        return (Signed ? "int" : "uint") + std::to_string(Bits);
      };
      std::string Name = "an integer";
      if (Store)
        if (const Value *Obj = getUnderlyingObject(Store->getPointerOperand()))
          Name = describeObject(Obj, &DB.BD);
      std::string Msg;
      raw_string_ostream OS(Msg);
      OS << "the int" << AccBits << " accumulator"
         << (Store ? " of " + Name : std::string()) << " can overflow: ";
      if (Known)
        OS << "the reduction sums " << Terms << " products of "
           << TypeName(SA, BitsA) << " x " << TypeName(SB, BitsB);
      else
        OS << "the reduction's length is known only at run time, summing "
              "products of "
           << TypeName(SA, BitsA) << " x " << TypeName(SB, BitsB);
      OS << " (each up to " << MaxProduct << " in magnitude); at most " << Limit
         << " fit ((2^" << AccBits - 1 << " - 1) / " << MaxProduct << ")";
      reportDirectiveWarning(F, D, Msg);
    }
}

} // namespace

PreservedAnalyses TargetCheckPass::run(Function &F,
                                       FunctionAnalysisManager &FAM) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  std::vector<DirectiveBand> Bands = collectDirectiveBands(F, LI, SE);
  if (Bands.empty())
    return PreservedAnalyses::all();
  auto TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
  const TargetDescription *TD = TI->description();
  for (const DirectiveBand &DB : Bands) {
    const Directive &D = DB.BD.D;
    bool GPU = TD && TD->isGPU();
    bool AMD = TD && TD->Family == "amdgpu";
    if (GPU)
      checkThreads(F, D, *TD, AMD);
    else
      checkHostIgnored(F, D,
                       TD ? StringRef(TD->Name)
                          : F.getParent()->getTargetTriple().getArchName());
    if (!DB.HasBand)
      continue; // the transforming passes say why
    SmallVector<unsigned, 4> Sizes = resolveTileSizes(DB, *TI);
    if (GPU && TD->Scratchpad.Present)
      checkScratchpad(F, DB, Sizes, *TD, AMD);
    if (TD)
      checkTensorCore(F, DB, Sizes, *TD, SE, ORE);
    checkOverflow(F, DB, SE, LI);
  }
  return PreservedAnalyses::all();
}
