//===- SramBankRunner.h - One run of tilelang-sram-bank ---------*- C++ -*-===//
//
// Stage-internal to tilelang-sram-bank: the pass's options and the Runner,
// which does the pass's work on one machine function. Its members live
// beside the part of the work they do:
//   - SramBankPass.cpp: run (the chip's bank rules and the block's threads)
//     and analyse (the accesses, their addresses and predicted costs);
//   - RemapPlan.cpp: remap, plan, remappable (the remap mode);
//   - SramBankReport.cpp: report (remarks, the verify mode's diagnostics,
//     the JSON lines of -tilelang-sram-bank-report).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_SRAMBANKRUNNER_H
#define TILELANG_SRAMBANKRUNNER_H

#include "sram-bank/BankCost.h"
#include "target/BankModel.h"
#include "sram-bank/BankRemap.h"
#include "sram-bank/SramBankAddress.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/Support/CommandLine.h"
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace llvm {
class MachineOptimizationRemarkEmitter;
class raw_ostream;
} // namespace llvm

namespace tilelang::srambank {

enum class Mode { Analyze, Remap, Verify };

/// -tilelang-sram-bank-mode, -tilelang-sram-bank-max-conflicts,
/// -tilelang-sram-bank-report (SramBankPass.cpp).
extern llvm::cl::opt<Mode> BankMode;
extern llvm::cl::opt<unsigned> MaxConflicts;
extern llvm::cl::opt<std::string> ReportFile;

/// The predicted cost of one access, and after its buffer's remapping.
struct Report {
  Cost Before, After;
  bool Remapped = false;
};

class Runner {
public:
  Runner(llvm::MachineFunction &MF, llvm::MachineLoopInfo &MLI,
         llvm::MachineOptimizationRemarkEmitter &ORE)
      : MF(MF), MLI(MLI), ORE(ORE) {}
  bool run();

private:
  void analyse();
  void remap();
  void plan(Plan &P);
  /// May \p P's buffer be remapped at all (else P.WhyNot says why)? Sets
  /// P.Size and \p MaxWidth, the widest access.
  bool remappable(Plan &P, unsigned &MaxWidth);
  void report();
  /// The verify mode's diagnostics for access \p A of cost \p C.
  void verify(const ScratchAccess &A, const Cost &C);
  /// One remark per buffer the remap mode looked at.
  void reportPlans();
  void reportSummary(unsigned Known, double Conflicts);
  double weight(const ScratchAccess &A) const {
    return std::pow(16.0,
                    double(std::min(4u, MLI.getLoopDepth(A.MI->getParent()))));
  }

  llvm::MachineFunction &MF;
  llvm::MachineLoopInfo &MLI;
  llvm::MachineOptimizationRemarkEmitter &ORE;
  BankRules Rules;
  ThreadSpace TS;
  std::string DimsFrom;
  std::vector<ScratchAccess> Accs;
  std::vector<Report> Reports;
  std::vector<Plan> Plans;
  bool Changed = false;
};

} // namespace tilelang::srambank

#endif // TILELANG_SRAMBANKRUNNER_H
