//===- SramBankReport.cpp - What tilelang-sram-bank reports ---------------===//
//
// The reporting half of tilelang-sram-bank's Runner (SramBankRunner.h): per
// access a BankMap remark (its address and predicted wavefronts, or why the
// address is unknown), the verify mode's warnings and errors, and a JSON
// line for -tilelang-sram-bank-report (`tilelang-llvm banks`); per buffer
// the remap mode looked at a Remap remark; per function a Summary remark.
//
//===----------------------------------------------------------------------===//
#include "sram-bank/SramBankRunner.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "tilelang-sram-bank"

using namespace llvm;

namespace tilelang::srambank {

static std::string fmtNum(double V) {
  std::string S;
  raw_string_ostream OS(S);
  OS << format("%g", V);
  return S;
}

static std::string fmtWavefronts(const Cost &C) {
  std::string S;
  raw_string_ostream OS(S);
  if (C.Min == C.Max)
    OS << C.Max;
  else
    OS << format("%.2f", C.Mean) << " (" << C.Min << " to " << C.Max
       << " by warp)";
  return S;
}

/// The text of access \p A's BankMap remark.
static std::string accessLine(const ScratchAccess &A, const Report &Rp,
                              const BankRules &Rules, const ThreadSpace &TS) {
  const Cost &C = Rp.Remapped ? Rp.After : Rp.Before;
  std::string Line;
  raw_string_ostream OS(Line);
  OS << A.Mnemonic << " of " << A.BufferName << " (";
  if (A.Kind == ScratchAccess::KindTy::LdMatrix)
    OS << A.Matrices << (A.Matrices == 1 ? " matrix" : " matrices")
       << " of 8 rows x 16 B, row addresses from lanes 0-" << 8 * A.Matrices - 1
       << "): ";
  else
    OS << A.Width << " B per lane): ";
  if (!C.Known) {
    OS << "address unknown: " << C.Why;
  } else {
    OS << "address " << formatAddress(A.Addr, A) << "; " << fmtWavefronts(C)
       << (C.Min == 1 && C.Max == 1 ? " wavefront per " : " wavefronts per ")
       << (Rules.LaneCount == 64 ? "wave" : "warp") << " (" << C.Phases
       << (C.Phases == 1 ? " phase" : " phases") << ", "
       << fmtNum(C.meanConflicts())
       << (C.meanConflicts() == 1 ? " conflict" : " conflicts");
    if (C.Worst.WorstWords > 1)
      OS << "; " << C.Worst.WorstWords << " words on bank "
         << C.Worst.WorstBank;
    OS << ")";
    if (C.ResidueDependent)
      OS << ", worst case over the run-time offset";
    if (Rp.Remapped && Rp.Before.Mean != C.Mean)
      OS << "; remapped, was " << fmtWavefronts(Rp.Before);
    else if (Rp.Remapped)
      OS << "; remapped, the same";
    if (!TS.known())
      OS << " [block shape unknown: one "
         << (Rules.LaneCount == 64 ? "wave" : "warp") << ", tid.x = lane]";
  }
  return Line;
}

/// Access \p A as one JSON object on one line of \p Out.
static void writeJSON(raw_ostream &Out, const Function &F,
                      const BankRules &Rules, const ThreadSpace &TS,
                      const ScratchAccess &A, const Report &Rp) {
  const Cost &C = Rp.Remapped ? Rp.After : Rp.Before;
  const DebugLoc &DL = A.MI->getDebugLoc();
  json::OStream J(Out);
  J.object([&] {
    J.attribute("function", F.getName());
    J.attribute("chip", Rules.Chip);
    if (DL) {
      J.attribute("file", DL->getFilename());
      J.attribute("line", int64_t(DL.getLine()));
    }
    J.attribute("instruction", A.Mnemonic);
    J.attribute("kind", A.Kind == ScratchAccess::KindTy::LdMatrix  ? "ldmatrix"
                        : A.Kind == ScratchAccess::KindTy::CpAsync ? "cp.async"
                                                                   : "plain");
    if (A.Kind == ScratchAccess::KindTy::LdMatrix)
      J.attribute("matrices", int64_t(A.Matrices));
    J.attribute("buffer", A.BufferName);
    J.attribute("width", int64_t(A.Width));
    J.attribute("write", A.IsWrite);
    J.attribute("known", C.Known);
    if (!C.Known) {
      J.attribute("reason", C.Why);
      return;
    }
    J.attribute("address", formatAddress(A.Addr, A));
    J.attribute("wavefronts", C.Mean);
    J.attribute("wavefronts_min", int64_t(C.Min));
    J.attribute("wavefronts_max", int64_t(C.Max));
    J.attribute("phases", int64_t(C.Phases));
    J.attribute("conflicts", C.meanConflicts());
    J.attribute("warps", int64_t(C.Warps));
    J.attribute("block_known", TS.known());
    J.attribute("remapped", Rp.Remapped);
    if (Rp.Remapped)
      J.attribute("wavefronts_before", Rp.Before.Mean);
  });
  Out << "\n";
}

void Runner::report() {
  const Function &F = MF.getFunction();
  std::unique_ptr<raw_fd_ostream> Out;
  if (!ReportFile.empty()) {
    std::error_code EC;
    Out = std::make_unique<raw_fd_ostream>(
        ReportFile, EC, sys::fs::OF_Append | sys::fs::OF_Text);
    if (EC)
      Out.reset();
  }
  unsigned Known = 0;
  double Conflicts = 0;
  for (unsigned I = 0; I < Accs.size(); ++I) {
    const ScratchAccess &A = Accs[I];
    const Report &Rp = Reports[I];
    const Cost &C = Rp.Remapped ? Rp.After : Rp.Before;
    const DebugLoc &DL = A.MI->getDebugLoc();
    if (C.Known) {
      ++Known;
      Conflicts += C.meanConflicts();
    }
    std::string Line = accessLine(A, Rp, Rules, TS);
    ORE.emit([&] {
      return MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "BankMap", DL,
                                               A.MI->getParent())
             << Line;
    });
    verify(A, C);
    if (Out)
      writeJSON(*Out, F, Rules, TS, A, Rp);
  }
  reportPlans();
  reportSummary(Known, Conflicts);
}

void Runner::verify(const ScratchAccess &A, const Cost &C) {
  const Function &F = MF.getFunction();
  const DebugLoc &DL = A.MI->getDebugLoc();
  if (BankMode == Mode::Verify && !C.Known) {
    // A gate that cannot see an access must say so, not pass it.
    std::string Msg = A.Mnemonic + " of " + A.BufferName +
                      ": not verified, its address is unknown (" + C.Why + ")";
    F.getContext().diagnose(DiagnosticInfoGenericWithLoc(
        Msg, F, DiagnosticLocation(DL), DS_Warning));
  }
  if (BankMode == Mode::Verify && C.Known && C.maxConflicts() > MaxConflicts) {
    std::string Msg =
        A.Mnemonic + " of " + A.BufferName + ": " +
        std::to_string(C.maxConflicts()) +
        (C.maxConflicts() == 1 ? " predicted bank conflict exceeds "
                               : " predicted bank conflicts exceed ") +
        "-tilelang-sram-bank-max-conflicts=" +
        std::to_string(MaxConflicts.getValue());
    F.getContext().diagnose(
        DiagnosticInfoGenericWithLoc(Msg, F, DiagnosticLocation(DL), DS_Error));
  }
}

void Runner::reportPlans() {
  const Function &F = MF.getFunction();
  for (const Plan &P : Plans) {
    if (P.WhyNot.empty() && !P.L.active())
      continue;
    ORE.emit([&] {
      MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "Remap",
                                          F.getSubprogram(), &MF.front());
      R << "buffer " << P.GV->getName() << ": ";
      bool NV =
          LaneAddressBuilder::familyOf(MF) == LaneAddressBuilder::Family::NVPTX;
      if (P.L.active() && !NV) {
        std::string Where =
            P.Base ? "at LDS address " + std::to_string(*P.Base)
                   : "aligned to " +
                         std::to_string(P.GV->getAlign().valueOrOne().value());
        R << "remapped with " << P.L.str("address") << " ("
          << std::to_string(1u << P.L.C) << "-byte unit index ^= bits "
          << std::to_string(P.L.S) << ".." << std::to_string(P.L.S + P.L.B - 1)
          << "; a bijection of its " << std::to_string(P.Size) << " bytes "
          << Where << ", enumerated); weighted wavefronts " << fmtNum(P.Before)
          << " -> " << fmtNum(P.After);
      } else if (P.L.active())
        R << "remapped with " << P.L.str() << " ("
          << std::to_string(1u << P.L.C) << "-byte unit index ^= bits "
          << std::to_string(P.L.S) << ".." << std::to_string(P.L.S + P.L.B - 1)
          << "; a bijection of its " << std::to_string(P.Size)
          << " bytes, enumerated); weighted wavefronts " << fmtNum(P.Before)
          << " -> " << fmtNum(P.After);
      else
        R << "not remapped: " << P.WhyNot;
      return R;
    });
  }
}

void Runner::reportSummary(unsigned Known, double Conflicts) {
  const Function &F = MF.getFunction();
  ORE.emit([&] {
    MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "Summary",
                                        F.getSubprogram(), &MF.front());
    R << "tilelang-sram-bank: " << F.getName() << ": "
      << std::to_string(Accs.size())
      << (Accs.size() == 1 ? " scratchpad access (" : " scratchpad accesses (")
      << std::to_string(Known) << " known, "
      << std::to_string(Accs.size() - Known) << " unknown), "
      << fmtNum(Conflicts) << " conflicts when each runs once (" << Rules.Chip
      << ", " << std::to_string(Rules.Banks) << " banks x "
      << std::to_string(Rules.BankWidth) << " B, "
      << (TS.known() ? "block " + std::to_string(TS.Dims[0]) + "x" +
                           std::to_string(TS.Dims[1]) + "x" +
                           std::to_string(TS.Dims[2]) + " from " + DimsFrom
                     : std::string("block shape unknown"))
      << ")";
    return R;
  });
}

} // namespace tilelang::srambank
