//===- TileLangPasses.cpp - Registration of the TileLang passes -----------===//
//
// The entry point of TileLangPasses.so. Registers, by name, for
//   opt -load-pass-plugin=TileLangPasses.so -passes=NAME
// the passes tilelang-directives, tilelang-target-check, tilelang-tile,
// tilelang-map, tilelang-promote and tilelang-layout (and the printers
// print<tilelang-target> and print<tilelang-reuse>), and runs all but the
// printers at PipelineStartEP (clang -fpass-plugin=TileLangPasses.so, any -O
// level); after them the module pass tilelang-parallel (host tiles on the
// cores, OpenMP, HostParallelPass.h) and the module pass tilelang-gpu-math
// (C's math library on NVPTX and AMDGPU), which runs again at
// OptimizerLastEP; and the Machine-IR pass
// tilelang-sram-bank (SramBankPass.h).
//
//===----------------------------------------------------------------------===//
#include "directives/DirectivesPass.h"
#include "gpu-math/GPUMathPass.h"
#include "layout/LayoutPass.h"
#include "map/MapPass.h"
#include "parallel/HostParallelPass.h"
#include "printers/ReusePrinterPass.h"
#include "printers/TargetPrinterPass.h"
#include "promote/PromotePass.h"
#include "sram-bank/SramBankPass.h"
#include "target-check/TargetCheckPass.h"
#include "tile/TilePass.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

using namespace llvm;

// The Machine-IR pass tilelang-sram-bank: llc -run-pass=tilelang-sram-bank,
// and inserted into the codegen of llc -load / clang -fpass-plugin.
static tilelang::SramBankRegistration SramBank;

static void registerCallbacks(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "tilelang-directives") {
          FPM.addPass(tilelang::DirectivesPass());
          return true;
        }
        if (Name == "tilelang-tile") {
          FPM.addPass(tilelang::TilePass());
          return true;
        }
        if (Name == "tilelang-map") {
          FPM.addPass(tilelang::MapPass());
          return true;
        }
        if (Name == "tilelang-promote") {
          FPM.addPass(tilelang::PromotePass());
          return true;
        }
        if (Name == "tilelang-layout") {
          FPM.addPass(tilelang::LayoutPass());
          return true;
        }
        if (Name == "tilelang-target-check") {
          FPM.addPass(tilelang::TargetCheckPass());
          return true;
        }
        if (Name == "print<tilelang-target>") {
          FPM.addPass(tilelang::TargetPrinterPass(errs()));
          return true;
        }
        if (Name == "print<tilelang-reuse>") {
          FPM.addPass(tilelang::ReusePrinterPass(errs()));
          return true;
        }
        return false;
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "tilelang-gpu-math") {
          MPM.addPass(tilelang::GPUMathPass());
          return true;
        }
        if (Name == "tilelang-parallel") {
          MPM.addPass(tilelang::HostParallelPass());
          return true;
        }
        return false;
      });
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        FunctionPassManager FPM;
        FPM.addPass(tilelang::DirectivesPass());
        FPM.addPass(tilelang::TargetCheckPass());
        FPM.addPass(tilelang::TilePass());
        FPM.addPass(tilelang::MapPass());
        FPM.addPass(tilelang::PromotePass());
        FPM.addPass(tilelang::LayoutPass());
        MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
        // The host: marked tile loops onto the cores (OpenMP); it outlines
        // functions, so it is a module pass after the function passes.
        MPM.addPass(tilelang::HostParallelPass());
        // Early, so that the optimizer inlines and folds what it links.
        MPM.addPass(tilelang::GPUMathPass());
      });
  // Math calls the optimizer made after PipelineStartEP (e.g. a vectorised
  // or library-call idiom): lowered without a later inliner.
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        MPM.addPass(tilelang::GPUMathPass());
      });
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "TileLangPasses", "0.1", registerCallbacks};
}
