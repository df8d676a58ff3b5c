//===- SramBankPass.cpp - tilelang-sram-bank ------------------------------===//
//
// Bank map, conflict degree and bank-group remapping of every scratchpad
// access; see SramBankPass.h. This file is the pass's driver: its options,
// the chip's bank rules and the block's threads for a function (rulesFor,
// threadSpace), Runner::run and Runner::analyse (the accesses, their
// rebuilt addresses and their predicted costs), the MachineFunctionPass
// and its insertion after FinalizeISel. The remap mode is in RemapPlan.cpp,
// the remarks and the verify mode's diagnostics in SramBankReport.cpp.
//
//   llc -load=TileLangPasses.so -run-pass=tilelang-sram-bank
//       -pass-remarks-analysis=tilelang-sram-bank kernel.mir
//
//===----------------------------------------------------------------------===//
#include "sram-bank/SramBankPass.h"
#include "sram-bank/SramBankRunner.h"
#include "utils/GPU.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"
#include <algorithm>

#define DEBUG_TYPE "tilelang-sram-bank"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::srambank;

cl::opt<Mode> tilelang::srambank::BankMode(
    "tilelang-sram-bank-mode", cl::desc("What tilelang-sram-bank does"),
    cl::init(Mode::Analyze),
    cl::values(clEnumValN(Mode::Analyze, "analyze",
                          "report each scratchpad access (default)"),
               clEnumValN(Mode::Remap, "remap",
                          "also remap the buffers whose accesses conflict"),
               clEnumValN(Mode::Verify, "verify",
                          "report conflicts above the limit as errors")));

cl::opt<unsigned> tilelang::srambank::MaxConflicts(
    "tilelang-sram-bank-max-conflicts", cl::init(0),
    cl::desc("verify mode: the predicted conflicts per execution an access "
             "may have"));

namespace {

cl::opt<std::string> BlockDimsOpt(
    "tilelang-sram-bank-block-dims", cl::init(""),
    cl::desc("X[,Y[,Z]]: the block shape of kernels that do not state it "
             "(nvvm.reqntid / !reqd_work_group_size win)"));

} // namespace

cl::opt<std::string> tilelang::srambank::ReportFile(
    "tilelang-sram-bank-report", cl::init(""),
    cl::desc("append one JSON object per scratchpad access to this file"));

namespace {

/// Threads of one block evaluated at most (larger blocks: the first ones).
constexpr unsigned MaxThreads = 1024;

//===----------------------------------------------------------------------===//
// Rules and threads of a function
//===----------------------------------------------------------------------===//

std::optional<BankRules> rulesFor(const MachineFunction &MF, std::string &Why) {
  const Function &F = MF.getFunction();
  LaneAddressBuilder::Family Fam = LaneAddressBuilder::familyOf(MF);
  // The chip's description file: by the function's target-cpu, else (Machine
  // IR read from a file often has none) by llc's -mcpu.
  Expected<const TargetDescription *> TD = nullptr;
  StringRef CPU = MF.getTarget().getTargetCPU();
  SmallString<128> Path(targetsDirectory());
  sys::path::append(Path, CPU + ".json");
  static StringMap<std::unique_ptr<TargetDescription>> ByCPU;
  if (!F.hasFnAttribute("target-cpu") && !CPU.empty() &&
      sys::fs::exists(Path)) {
    auto &Slot = ByCPU[Path];
    if (!Slot) {
      Expected<TargetDescription> Loaded = loadTargetDescription(Path);
      if (!Loaded) {
        Why = toString(Loaded.takeError());
        return std::nullopt;
      }
      Slot = std::make_unique<TargetDescription>(std::move(*Loaded));
    }
    TD = Slot.get();
  } else {
    TD = findTargetDescription(F);
  }
  if (!TD) {
    Why = toString(TD.takeError());
    return std::nullopt;
  }
  if (!*TD || !(*TD)->isGPU() || !(*TD)->Scratchpad.Banks.Value) {
    Why = "the chip description has no scratchpad banks";
    return std::nullopt;
  }
  BankRules R = BankRules::fromDescription(**TD);
  if (Fam == LaneAddressBuilder::Family::AMDGPU &&
      F.getFnAttribute("target-features")
          .getValueAsString()
          .contains("+wavefrontsize32"))
    R.LaneCount = 32;
  return R;
}

/// The block shape of \p F and where it comes from.
std::optional<std::array<unsigned, 3>> blockDims(const Function &F,
                                                 std::string &From) {
  StringRef Recorded;
  if (auto D = recordedBlockShape(F, &Recorded)) {
    From = Recorded.str();
    return D;
  }
  if (!BlockDimsOpt.empty())
    if (auto D = parseBlockDims(BlockDimsOpt)) {
      From = "-tilelang-sram-bank-block-dims";
      return D;
    }
  return std::nullopt;
}

ThreadSpace threadSpace(const Function &F, const BankRules &R,
                        std::string &From) {
  ThreadSpace TS;
  TS.WarpWidth = R.LaneCount;
  if (auto D = blockDims(F, From)) {
    TS.Dims = *D;
    TS.Threads = std::min(MaxThreads, (*D)[0] * (*D)[1] * (*D)[2]);
  } else {
    TS.Threads = R.LaneCount;
  }
  return TS;
}

} // namespace

bool Runner::run() {
  std::string Why;
  std::optional<BankRules> R = rulesFor(MF, Why);
  const Function &F = MF.getFunction();
  if (!R) {
    ORE.emit([&] {
      return MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "NoRules",
                                               F.getSubprogram(), &MF.front())
             << "tilelang-sram-bank: " << F.getName() << ": " << Why;
    });
    return false;
  }
  Rules = *R;
  TS = threadSpace(F, Rules, DimsFrom);
  analyse();
  if (BankMode == Mode::Remap)
    remap();
  report();
  return Changed;
}

void Runner::analyse() {
  LaneAddressBuilder LB(MF, MLI, TS);
  Accs = collectScratchAccesses(MF, LB);
  if (!TS.known()) {
    // Addresses that change when tid.y and tid.z do (AMDGPU's packed ids)
    // need the block shape.
    ThreadSpace TS1 = TS;
    TS1.UnknownYZ = 1;
    LaneAddressBuilder LB1(MF, MLI, TS1);
    std::vector<ScratchAccess> Alt = collectScratchAccesses(MF, LB1);
    for (unsigned I = 0; I < Accs.size() && I < Alt.size(); ++I)
      if (Accs[I].Addr.known() && Alt[I].Addr.known() &&
          (Accs[I].Addr.Lane != Alt[I].Addr.Lane ||
           Accs[I].Addr.Const != Alt[I].Addr.Const))
        Accs[I].Addr = LaneExpr::unknown(
            "tid.y or tid.z with an unknown block shape (give the kernel "
            "reqd_work_group_size / nvvm.reqntid, or "
            "-tilelang-sram-bank-block-dims=X,Y,Z)");
  }
  Reports.resize(Accs.size());
  for (unsigned I = 0; I < Accs.size(); ++I)
    Reports[I].Before = costOf(Accs[I], Accs[I].Addr, Rules, TS);
}

char SramBankPass::ID = 0;

SramBankPass::SramBankPass() : MachineFunctionPass(ID) {}

void SramBankPass::getAnalysisUsage(AnalysisUsage &AU) const {
  AU.addRequired<MachineLoopInfoWrapperPass>();
  AU.addRequired<MachineOptimizationRemarkEmitterPass>();
  AU.addPreserved<MachineLoopInfoWrapperPass>();
  MachineFunctionPass::getAnalysisUsage(AU);
}

bool SramBankPass::runOnMachineFunction(MachineFunction &MF) {
  if (LaneAddressBuilder::familyOf(MF) == LaneAddressBuilder::Family::Other)
    return false;
  MachineLoopInfo &MLI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  MachineOptimizationRemarkEmitter &ORE =
      getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  if (!MF.getRegInfo().isSSA()) {
    // Addresses are rebuilt from SSA def-use chains only.
    const Function &F = MF.getFunction();
    ORE.emit([&] {
      return MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "NotSSA",
                                               F.getSubprogram(), &MF.front())
             << "tilelang-sram-bank: " << F.getName()
             << ": not analysed: the Machine IR is no longer in SSA form";
    });
    return false;
  }
  return Runner(MF, MLI, ORE).run();
}

static RegisterPass<SramBankPass>
    X("tilelang-sram-bank", "TileLang scratchpad bank analysis and remapping",
      false, false);

SramBankRegistration::SramBankRegistration()
    : Callback(std::make_unique<RegisterTargetPassConfigCallback>(
          [](TargetMachine &TM, PassManagerBase &, TargetPassConfig *PC) {
            const Triple &T = TM.getTargetTriple();
            if (PC && (T.isNVPTX() || T.isAMDGPU()))
              PC->insertPass(&FinalizeISelID, &SramBankPass::ID);
          })) {}

SramBankRegistration::~SramBankRegistration() = default;
