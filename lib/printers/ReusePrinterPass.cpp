//===- ReusePrinterPass.cpp - print<tilelang-reuse> -----------------------===//
//
// Prints the reuse analysis of every directive's band, for the band as
// written and for one tile (see ReusePrinterPass.h).
//
//   opt -load-pass-plugin=TileLangPasses.so -disable-output
//       -passes='tilelang-directives,print<tilelang-reuse>' in.ll
//
//===----------------------------------------------------------------------===//
#include "printers/ReusePrinterPass.h"
#include "analysis/BandInfo.h"
#include "analysis/ReuseAnalysis.h"
#include "target/TargetInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "tilelang-reuse"

using namespace llvm;
using namespace tilelang;

PreservedAnalyses ReusePrinterPass::run(Function &F,
                                        FunctionAnalysisManager &FAM) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  std::vector<DirectiveBand> Bands = collectDirectiveBands(F, LI, SE);
  if (Bands.empty())
    return PreservedAnalyses::all();
  auto TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
  OS << "tilelang-reuse: function '" << F.getName() << "' on " << TI->name()
     << "\n";
  for (const DirectiveBand &DB : Bands) {
    const Directive &D = DB.BD.D;
    OS << "directive at " << D.File << ":" << D.Line << ":" << D.Col << "\n";
    if (!DB.HasBand) {
      OS << "  band: not recognised: " << DB.Why << "\n";
      continue;
    }
    SmallVector<unsigned, 4> Trips = directiveSizes(Directive(), DB.Shape);
    OS << " the band as written (extents";
    for (unsigned L = 0; L < Trips.size(); ++L) {
      OS << (L ? " x " : " ");
      if (Trips[L])
        OS << Trips[L];
      else
        OS << "?";
    }
    OS << "):\n";
    analyzeReuse(DB.Shape, Trips, TI->description()).print(OS, DB.Shape);
    if (D.TileSizes.empty())
      continue;
    SmallVector<unsigned, 4> Sizes = resolveTileSizes(DB, *TI);
    OS << " one tile (";
    for (unsigned L = 0; L < Sizes.size(); ++L)
      OS << (L ? " x " : "") << Sizes[L];
    OS << "):\n";
    analyzeReuse(DB.Shape, Sizes, TI->description()).print(OS, DB.Shape);
  }
  return PreservedAnalyses::all();
}
