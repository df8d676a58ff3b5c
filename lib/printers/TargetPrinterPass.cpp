//===- TargetPrinterPass.cpp - print<tilelang-target> ---------------------===//
//
// Prints, for every directive, each TileLangTargetInfo hook's answer and
// the figures it came from (see TargetPrinterPass.h).
//
//   opt -load-pass-plugin=TileLangPasses.so -disable-output
//       -passes='tilelang-directives,print<tilelang-target>' in.ll
//
//===----------------------------------------------------------------------===//
#include "printers/TargetPrinterPass.h"
#include "analysis/BandInfo.h"
#include "target/TargetDescription.h"
#include "target/TargetInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

static void printSizes(raw_ostream &OS, ArrayRef<unsigned> Sizes) {
  for (unsigned I = 0; I < Sizes.size(); ++I)
    OS << (I ? " x " : "") << Sizes[I];
}

/// The element type of the first access of the array \p Idx of the band,
/// in describeBand's order.
static Type *elementType(const DirectiveBand &DB, unsigned Idx) {
  SmallVector<const Value *, 4> Objs;
  for (Instruction *I : DB.B.Accesses) {
    const Value *Obj = getUnderlyingObject(getLoadStorePointerOperand(I));
    auto It = find(Objs, Obj);
    if (It == Objs.end()) {
      Objs.push_back(Obj);
      It = Objs.end() - 1;
    }
    if (unsigned(It - Objs.begin()) == Idx)
      return isa<StoreInst>(I)
                 ? cast<StoreInst>(I)->getValueOperand()->getType()
                 : I->getType();
  }
  return nullptr;
}

/// One matrix unit of the description: shape, types, K multiple, and per
/// instruction its types, mnemonic, intrinsic and oldest chip, and per
/// operand its fragment layout.
static void printMatrixUnit(raw_ostream &OS, const MatrixUnit &U) {
  OS << "  matrix unit " << U.Name << ": " << U.M << " x " << U.N << " x "
     << U.K << " (" << U.Types << ")";
  if (!U.hasInstructions()) {
    OS << ", shape only (no instruction described)\n";
    return;
  }
  OS << ", K multiple " << U.KMultiple << "\n";
  for (const MatrixInstruction &MI : U.Instructions)
    OS << "    " << MI.A << " x " << MI.B << " -> " << MI.C << ": "
       << MI.Mnemonic << " (" << MI.Intrinsic << "), from " << MI.MinChip
       << "\n";
  const char *Names[3] = {"A", "B", "C"};
  for (unsigned O = 0; O < 3; ++O) {
    const FragmentLayout &F = U.fragment(MatrixOperand(O));
    auto [Rows, Cols] = U.tileShape(MatrixOperand(O));
    OS << "    " << Names[O] << " " << Rows << " x " << Cols << ": "
       << F.Elements << " per lane, row = " << F.Row.text()
       << ", col = " << F.Col.text();
    if (F.LdMatrix)
      OS << "; ldmatrix x" << F.LdMatrix;
    OS << "\n";
  }
}

/// The target, why it was picked, and the resources of its description.
static void printTarget(raw_ostream &OS, Function &F,
                        const TileLangTargetInfo &TI) {
  const TargetDescription *TD = TI.description();
  OS << "tilelang-target: function '" << F.getName() << "'\n";
  OS << "  target: " << TI.name();
  if (TD)
    OS << " (" << TD->Family << ", " << TD->Path << ")";
  OS << "; " << TI.pickedBecause() << "\n";
  if (TD) {
    OS << "  resources: " << TD->ComputeUnits.Value << " compute units, warp "
       << TD->WarpWidth.Value << ", " << TD->MaxThreadsPerBlock.Value
       << " threads per block";
    if (TD->Scratchpad.Present)
      OS << ", scratchpad " << TD->Scratchpad.BytesPerBlock.Value
         << " bytes per block (" << TD->Scratchpad.Banks.Value << " banks x "
         << TD->Scratchpad.BankWidthBytes.Value << " bytes)";
    OS << ", " << TD->RegistersPerThread.Value << " registers per thread";
    if (TD->VectorBytes.Value)
      OS << ", vectors of " << TD->VectorBytes.Value << " bytes";
    for (const CacheLevel &C : TD->Caches)
      OS << ", " << C.Level << " " << C.Bytes.Value << " bytes";
    OS << ", " << TD->MatrixUnits.size() << " matrix units\n";
    if (TD->Family == "host") {
      // Where the host's figures come from: the file or the running machine.
      for (const CacheLevel &C : TD->Caches)
        OS << "  source of " << C.Level << ": " << C.Bytes.Source << "\n";
      OS << "  source of vector_bytes: " << TD->VectorBytes.Source << "\n";
    }
    for (const MatrixUnit &U : TD->MatrixUnits)
      printMatrixUnit(OS, U);
  }
}

/// One array of the band: type, space, loops, unit stride and footprint.
static void printArray(raw_ostream &OS, const BandShape::ArrayUse &A,
                       unsigned N) {
  OS << "  array " << A.Name << ": " << (A.IsFloat ? "f" : "i")
     << 8 * A.ElementBytes << ", " << spelling(A.Space)
     << (A.Written ? ", written" : ", read") << ", loops";
  for (unsigned L = 0; L < N; ++L)
    if (A.LoopMask & (1u << L))
      OS << " " << L + 1;
  if (A.UnitStrideLoop >= 0)
    OS << ", unit stride in loop " << A.UnitStrideLoop + 1;
  OS << ", footprint ";
  if (A.Dims.empty()) {
    OS << "(subscripts not affine: product of its loops' sizes)";
  } else {
    for (unsigned I = 0; I < A.Dims.size(); ++I) {
      const BandShape::DimExtent &Dim = A.Dims[I];
      OS << (I ? " x " : "") << "(1";
      for (auto [L, Step] : Dim.Loops) {
        OS << " + ";
        if (Step != 1)
          OS << Step << "*";
        OS << "(T" << L + 1 << "-1)";
      }
      if (Dim.Spread)
        OS << " + " << Dim.Spread;
      OS << ")";
    }
  }
  OS << "\n";
}

/// The band the target hooks see: trip counts, parallel loops, arrays.
static void printBand(raw_ostream &OS, const BandShape &S) {
  unsigned N = S.TripCounts.size();
  OS << "  band: " << N << (N == 1 ? " loop" : " loops") << ", trip counts";
  for (unsigned L = 0; L < N; ++L) {
    OS << (L ? ", " : " ");
    if (S.TripCounts[L])
      OS << *S.TripCounts[L];
    else
      OS << "?";
  }
  unsigned Par = S.parallelLoops();
  OS << "; parallel loops";
  bool Any = false;
  for (unsigned L = 0; L < N; ++L)
    if ((Par >> L) & 1) {
      OS << (Any ? ", " : " ") << L + 1;
      Any = true;
    }
  if (!Any)
    OS << " none";
  OS << "\n";
  for (const BandShape::ArrayUse &A : S.Arrays)
    printArray(OS, A, N);
}

/// getTileSizeForLoop's answer and the tile sizes \p Sizes the band gets;
/// returns the hook's answer.
static Decision printTileSizes(raw_ostream &OS, const DirectiveBand &DB,
                               const TileLangTargetInfo &TI,
                               ArrayRef<unsigned> Sizes) {
  const Directive &D = DB.BD.D;
  const BandShape &S = DB.Shape;
  unsigned N = S.TripCounts.size();
  // getTileSizeForLoop: for the sizes the directive leaves to the target,
  // or for every size when it fixes them all (or does not tile): what
  // tile(auto, ...) would get.
  bool AllFixed = !D.TileSizes.empty() && !is_contained(D.TileSizes, 0u);
  BandShape AS = S;
  if (D.TileSizes.empty() || AllFixed)
    AS.Fixed.assign(N, 0);
  Decision Auto = TI.getTileSizeForLoop(AS);
  OS << "  getTileSizeForLoop: ";
  printSizes(OS, Auto.Values);
  if (D.TileSizes.empty())
    OS << " (what tile(auto) would get; the directive does not tile)";
  else if (AllFixed)
    OS << " (what tile(auto) would get; the directive fixes the sizes)";
  OS << "\n    why: " << Auto.Why << "\n";
  OS << "  tile sizes: ";
  if (D.TileSizes.empty())
    OS << "none (no tile clause)";
  else
    printSizes(OS, Sizes);
  OS << "\n";
  return Auto;
}

/// getMappingStrategy's answer for the band \p MS (its sizes fixed).
static void printMapping(raw_ostream &OS, const TileLangTargetInfo &TI,
                         const BandShape &MS) {
  unsigned N = MS.TripCounts.size();
  Decision Map = TI.getMappingStrategy(MS);
  OS << "  getMappingStrategy:";
  for (unsigned L = 0; L < N && L < Map.Values.size(); ++L)
    OS << (L ? ", " : " ") << "loop " << L + 1 << " "
       << spelling(MapDim(Map.Values[L]));
  if (Map.Values.size() >= N + 4)
    OS << "; threads " << Map.Values[N] << " x " << Map.Values[N + 1] << " x "
       << Map.Values[N + 2] << "; "
       << (Map.Values[N + 3] ? "round_robin" : "block_wise");
  if (Map.Values.size() >= N + 5 && Map.Values[N + 4] > 1)
    OS << "; block order: groups of " << Map.Values[N + 4] << " rows";
  OS << "\n    why: " << Map.Why << "\n";
}

/// getMemoryLayoutForType for the tile of \p TileSizes of every array the
/// directive stages in the scratchpad.
static void printLayouts(raw_ostream &OS, const DirectiveBand &DB,
                         const TileLangTargetInfo &TI,
                         ArrayRef<unsigned> TileSizes) {
  const Directive &D = DB.BD.D;
  const BandShape &S = DB.Shape;
  const TargetDescription *TD = TI.description();
  for (unsigned I = 0; I < S.Arrays.size(); ++I) {
    const BandShape::ArrayUse &A = S.Arrays[I];
    if (A.Space != MemSpace::Shared)
      continue;
    SmallVector<unsigned, 3> Shape = A.shape(TileSizes);
    unsigned AS = TD && TD->isGPU() ? 3 : 0;
    unsigned Access = D.TensorCore ? 16 : A.ElementBytes;
    LayoutDecision LD =
        TI.getMemoryLayout(elementType(DB, I), AS, Shape, Access);
    OS << "  getMemoryLayoutForType " << A.Name << " (";
    printSizes(OS, Shape);
    OS << ", address space " << AS << ", " << Access
       << "-byte accesses): " << LD.L.str();
    if (const ArrayClause *C = D.findArray(
            A.Name.substr(1, A.Name.size() >= 2 ? A.Name.size() - 2 : 0)))
      if (C->Lay.K != Layout::Auto)
        OS << " (the directive asks for " << C->Lay.str() << ")";
    OS << "\n    why: " << LD.Why << "\n";
  }
}

PreservedAnalyses TargetPrinterPass::run(Function &F,
                                         FunctionAnalysisManager &FAM) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  std::vector<DirectiveBand> Bands = collectDirectiveBands(F, LI, SE);
  if (Bands.empty())
    return PreservedAnalyses::all();
  auto TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
  printTarget(OS, F, *TI);
  for (const DirectiveBand &DB : Bands) {
    const Directive &D = DB.BD.D;
    OS << "directive at " << D.File << ":" << D.Line << ":" << D.Col << "\n";
    if (!DB.HasBand) {
      OS << "  band: not recognised: " << DB.Why << "\n";
      continue;
    }
    const BandShape &S = DB.Shape;
    unsigned N = S.TripCounts.size();
    printBand(OS, S);
    SmallVector<unsigned, 4> Sizes = resolveTileSizes(DB, *TI);
    Decision Auto = printTileSizes(OS, DB, *TI, Sizes);
    // getMappingStrategy for the resolved sizes (the hook's own when the
    // directive does not tile).
    BandShape MS = S;
    MS.Fixed.assign(D.TileSizes.empty() ? Auto.Values.begin() : Sizes.begin(),
                    D.TileSizes.empty() ? Auto.Values.end() : Sizes.end());
    MS.Fixed.resize(N, 0);
    printMapping(OS, *TI, MS);
    printLayouts(OS, DB, *TI, MS.Fixed);
  }
  return PreservedAnalyses::all();
}
