//===- RemapPlan.cpp - The remap mode's decisions -------------------------===//
//
// The decision half of tilelang-sram-bank's remap mode (BankRemap.h):
// Runner::remap groups the accesses by buffer and, for each buffer with a
// predicted conflict, asks Runner::plan for a permutation -- the legality
// checks first (Runner::remappable, with RemapLegality.cpp), then a search
// over the XOR permutations (unit 2^C, B bits from bit S) for the one that
// lowers the loop-weighted wavefronts most and raises no access's -- and
// rewrites the accesses (RemapRewrite.cpp).
//
//===----------------------------------------------------------------------===//
#include "sram-bank/SramBankRunner.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace tilelang::srambank {

bool Runner::remappable(Plan &P, unsigned &MaxWidth) {
  const Function &F = MF.getFunction();
  const GlobalVariable *GV = P.GV;
  bool NV =
      LaneAddressBuilder::familyOf(MF) == LaneAddressBuilder::Family::NVPTX;
  if (GV->getMetadata("tilelang.layout") ||
      GV->getAttributes().hasAttribute("tilelang.layout")) {
    P.WhyNot = "it carries a layout from tilelang-layout";
    return false;
  }
  if (!GV->hasLocalLinkage() || !onlyUsedIn(*GV, F)) {
    P.WhyNot = "it is visible outside this kernel";
    return false;
  }
  P.Size = GV->getValueType()->isSized()
               ? MF.getDataLayout().getTypeAllocSize(GV->getValueType())
               : 0;
  if (!P.Size) {
    P.WhyNot = "its size is not known";
    return false;
  }
  if (GV->getAlign().valueOrOne().value() < Rules.BankWidth) {
    P.WhyNot = "it is aligned to less than a bank word";
    return false;
  }
  for (unsigned I : P.Accesses) {
    const ScratchAccess &A = Accs[I];
    // The rewrite (RemapRewrite.cpp) permutes one address per lane, the
    // bytes of one access staying together. An ldmatrix row address is
    // also where 16 bytes that the permutation could split start, and the
    // registers each lane receives come from other lanes' rows; a cp.async
    // writes what the permuted readers must find. Neither is rewritten, so
    // a buffer they touch keeps its layout.
    if (A.Kind != ScratchAccess::KindTy::Plain) {
      P.WhyNot = "it is accessed by " + A.Mnemonic +
                 ", whose address the remap mode does not rewrite";
      return false;
    }
    if (!A.Addr.known()) {
      P.WhyNot = "the address of an access is unknown (" + A.Addr.Unknown + ")";
      return false;
    }
    if (A.IsPair) {
      P.WhyNot = "it is accessed by read2/write2";
      return false;
    }
    if (NV && A.Addr.symCoeff(GV) != 1) {
      P.WhyNot = "an access's address is not the buffer's plus an offset";
      return false;
    }
    MaxWidth = std::max(MaxWidth, A.Width);
  }
  DenseMap<const MachineInstr *, unsigned> Known;
  for (unsigned I = 0; I < Accs.size(); ++I)
    Known[Accs[I].MI] = I;
  std::string Esc = NV ? escapes(MF, GV, Known, Accs) : irEscapes(*GV, F);
  if (Esc.empty() && !NV)
    Esc = otherLDSAccess(MF, GV, Known);
  if (!Esc.empty()) {
    P.WhyNot = Esc;
    return false;
  }
  return true;
}

void Runner::plan(Plan &P) {
  const GlobalVariable *GV = P.GV;
  bool NV =
      LaneAddressBuilder::familyOf(MF) == LaneAddressBuilder::Family::NVPTX;
  unsigned MaxWidth = 1;
  if (!remappable(P, MaxWidth))
    return;
  // NVPTX: the permutation applies to the offset from the buffer's symbol.
  // AMDGPU: LDS addresses are absolute numbers here; it applies to them, and
  // maps the buffer onto itself when its allocation is known (an absolute
  // symbol: AMDGPU's per-kernel LDS struct) or aligned to the permuted span.
  const GlobalVariable *RelTo = NV ? GV : nullptr;
  std::optional<int64_t> Base;
  if (NV)
    Base = 0;
  else if (std::optional<ConstantRange> CR = GV->getAbsoluteSymbolRange();
           CR && CR->getSingleElement())
    Base = CR->getSingleElement()->getSExtValue();
  uint64_t GVAlign = GV->getAlign().valueOrOne().value();
  P.Base = Base;

  // Baseline, per access: relative evaluation must agree with the absolute
  // one (the buffer's base only rotates the banks).
  std::vector<Cost> Baseline;
  for (unsigned I : P.Accesses) {
    Cost C = costOf(Accs[I], Accs[I].Addr, Rules, TS, RelTo);
    if (!C.Known) {
      P.WhyNot = C.Why;
      return;
    }
    Baseline.push_back(C);
    P.Before += weight(Accs[I]) * C.Mean;
  }
  // Search the permutations: unit 2^C (at least a word and the widest
  // access), B bits XORed in, taken from bit S upwards.
  unsigned Line = Log2_32(Rules.Banks * Rules.BankWidth);
  unsigned CMin = std::max(Log2_32(Rules.BankWidth), Log2_32_Ceil(MaxWidth));
  double Best = P.Before;
  XorLayout BestL;
  for (unsigned C = CMin; C < Line; ++C)
    for (unsigned B = 1; C + B <= Line; ++B) {
      if (P.Size % (uint64_t(1) << (C + B)))
        continue;
      if (!Base && GVAlign < (uint64_t(1) << (C + B)))
        continue;
      for (unsigned S = C + B; S <= 20 && (uint64_t(1) << S) < P.Size; ++S) {
        XorLayout L{C, B, S};
        double Total = 0;
        bool OK = true;
        for (unsigned K = 0; K < P.Accesses.size() && OK; ++K) {
          const ScratchAccess &A = Accs[P.Accesses[K]];
          Cost NC = costOf(A, A.Addr, Rules, TS, RelTo, L);
          if (!NC.Known || NC.Max > Baseline[K].Max ||
              NC.Mean > Baseline[K].Mean)
            OK = false;
          Total += weight(A) * NC.Mean;
        }
        if (OK && Total < Best - 1e-9) {
          Best = Total;
          BestL = L;
        }
      }
    }
  if (!BestL.active()) {
    P.WhyNot = "no XOR permutation of its offsets lowers the predicted "
               "wavefronts without raising any";
    if (!Base)
      P.WhyNot += " within its " + std::to_string(GVAlign) +
                  "-byte alignment (its LDS address is not known here)";
    return;
  }
  // With an unknown but aligned base, the permutation keeps every aligned
  // 2^(C+B)-byte block in place: checking one base checks them all.
  if (!isBijection(BestL, P.Size, Base.value_or(0))) {
    P.WhyNot = "the best permutation is not a bijection of the buffer";
    return;
  }
  P.L = BestL;
  P.After = Best;
}

void Runner::remap() {
  DenseMap<const GlobalVariable *, unsigned> Index;
  for (unsigned I = 0; I < Accs.size(); ++I) {
    if (!Accs[I].Buffer)
      continue;
    auto [It, New] = Index.try_emplace(Accs[I].Buffer, Plans.size());
    if (New) {
      Plans.emplace_back();
      Plans.back().GV = Accs[I].Buffer;
    }
    Plans[It->second].Accesses.push_back(I);
  }
  OpcodeTable Ops(*MF.getSubtarget().getInstrInfo());
  for (Plan &P : Plans) {
    bool Conflicting = llvm::any_of(P.Accesses, [&](unsigned I) {
      return Reports[I].Before.Known &&
             Reports[I].Before.Max > Reports[I].Before.Phases;
    });
    if (!Conflicting)
      continue;
    plan(P);
    if (!P.L.active())
      continue;
    // Predictions after, then the rewrite.
    bool NV =
        LaneAddressBuilder::familyOf(MF) == LaneAddressBuilder::Family::NVPTX;
    for (unsigned I : P.Accesses)
      Reports[I].After =
          costOf(Accs[I], Accs[I].Addr, Rules, TS, NV ? P.GV : nullptr, P.L);
    bool OK = true;
    for (unsigned I : P.Accesses)
      OK &= NV ? rewriteNVPTX(MF, Accs[I], P.L, Ops)
               : rewriteAMDGPU(MF, Accs[I], P.L, Ops);
    if (!OK) {
      P.WhyNot = "an instruction needed for the rewrite is missing";
      P.L = XorLayout();
      continue;
    }
    for (unsigned I : P.Accesses)
      Reports[I].Remapped = true;
    Changed = true;
  }
}

} // namespace tilelang::srambank
