//===- map/MapLegality.cpp - whether the bands can be mapped --------------===//
//
// The legality of tilelang-map (MapLegality, MapStage.h): a band is mapped
// when each block dimension has one loop, no block-mapped loop may carry a
// dependence, the thread dimensions are distinct and threads(...) has a
// loop for each; the function must be able to be a kernel (no result, not
// called, parameters the launch record describes), all its mapped bands
// of one block shape, and the code around them runnable in the grid's
// first thread (serialCodeIsUniform). A refused band stays in one thread,
// with the remark "NotMapped" and a -Wpass-failed warning.
//
//===----------------------------------------------------------------------===//
#include "map/MapStage.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "tilelang-map"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::mapping;

/// A store, an atomic or a call that may write memory the program sees
/// (not llvm.assume and the like).
bool tilelang::mapping::writesMemory(const Instruction &I) {
  if (isa<StoreInst>(I) || isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I) ||
      isa<MemIntrinsic>(I))
    return true;
  if (const auto *CB = dyn_cast<CallBase>(&I))
    return !isa<IntrinsicInst>(CB) && CB->mayWriteToMemory();
  return false;
}

void MapLegality::refuse(MappedBand &MB, const Twine &Why) {
  DebugLoc Loc = directiveLoc(F, MB.BD->D);
  std::string Msg = ("band not mapped to the GPU: " + Why).str();
  Cx.ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "NotMapped", Loc,
                                    MB.Point->getHeader())
           << Msg;
  });
  reportNotTransformed(F, MB.BD->D, Msg);
}

/// Legality of the band's mapping; false (with the reason reported) when
/// it must run in one thread.
bool MapLegality::check(MappedBand &MB) {
  bool AnyBlock = false;
  unsigned Used = 0;
  for (unsigned K = 0; K < MB.N; ++K) {
    if (MB.Map[K] == MapDim::Seq)
      continue;
    AnyBlock = true;
    unsigned D = unsigned(MB.Map[K]);
    if ((Used >> D) & 1) {
      refuse(MB, "two loops are mapped to " + Twine(spelling(MB.Map[K])));
      return false;
    }
    Used |= 1u << D;
    if ((MB.Carried >> K) & 1) {
      refuse(MB, "loop " + Twine(K + 1) + " is mapped to " +
                     spelling(MB.Map[K]) +
                     " but may carry a dependence (DependenceAnalysis "
                     "could not prove that no two of its iterations access "
                     "one element with one of them writing); map it to "
                     "seq");
      return false;
    }
  }
  if (!AnyBlock) {
    // Why the target put every loop in seq: the loops that may carry a
    // dependence (a row loop whose rows read the previous one's results).
    std::string Loops;
    unsigned NCarried = 0;
    for (unsigned K = 0; K < MB.N; ++K)
      if ((MB.Carried >> K) & 1)
        Loops += (NCarried++ ? ", " : "") + std::to_string(K + 1);
    refuse(MB,
           "no loop is mapped to a block dimension" +
               (NCarried
                    ? Twine(": loop") + (NCarried > 1 ? "s " : " ") + Loops +
                          " may carry a dependence (DependenceAnalysis could "
                          "not prove that no two of its iterations "
                          "access one element with one of them "
                          "writing), and only loops that carry "
                          "none are spread over blocks"
                    : Twine()));
    return false;
  }
  if (std::string Why; !fallbackIsSound(MB, Why)) {
    refuse(MB, "it is versioned on a run-time check (" + checkedText(MB) +
                   ") but " + Why);
    return false;
  }
  unsigned UsedThreads = 0;
  for (unsigned K = 0; K < MB.N; ++K)
    if (MB.Map[K] != MapDim::Seq) {
      if (MB.ThreadDim[K] > 2 || ((UsedThreads >> MB.ThreadDim[K]) & 1)) {
        refuse(MB, "two loops are spread over the same thread dimension");
        return false;
      }
      UsedThreads |= 1u << MB.ThreadDim[K];
    }
  for (unsigned D = 0; D < 3; ++D)
    if (MB.Threads[D] > 1 && !((UsedThreads >> D) & 1)) {
      refuse(MB, "threads(...) puts " + Twine(MB.Threads[D]) + " threads in " +
                     DimName[D] + " but no loop is mapped to block." +
                     DimName[D]);
      return false;
    }
  return true;
}

bool MapLegality::checkFunction(BandList Bands) {
  if (!F.getReturnType()->isVoidTy() || F.isVarArg() || !F.use_empty()) {
    for (auto &MB : Bands)
      refuse(*MB, !F.getReturnType()->isVoidTy()
                      ? "a kernel returns nothing, and '" + F.getName() +
                            "' returns a value"
                      : "'" + F.getName() +
                            "' is called or variadic: a kernel is neither");
    return false;
  }
  // The launch record describes i32, i64, float, double and pointer
  // parameters; a struct passed by value (byval) is none of them.
  for (Argument &A : F.args()) {
    Type *Ty = A.getType();
    bool Known = (Ty->isPointerTy() && !A.hasByValAttr()) || Ty->isFloatTy() ||
                 Ty->isDoubleTy() || Ty->isIntegerTy(32) || Ty->isIntegerTy(64);
    if (Known)
      continue;
    std::string TyText;
    raw_string_ostream OS(TyText);
    if (A.hasByValAttr()) {
      OS << "passed by value as ";
      A.getParamByValType()->print(OS, false, /*NoDetails=*/true);
    } else {
      OS << "of type ";
      Ty->print(OS, false, /*NoDetails=*/true);
    }
    for (auto &MB : Bands)
      refuse(*MB, "parameter " + Twine(A.getArgNo() + 1) + " of '" +
                      F.getName() + "' is " + TyText +
                      "; a kernel takes i32, i64, float, double and "
                      "pointer parameters only (pass a struct's fields, or a "
                      "pointer to it)");
    return false;
  }
  return true;
}

SmallVector<MappedBand *, 4> MapLegality::checkBands(BandList Bands) {
  // One block shape for the kernel: the first mapped band's.
  SmallVector<MappedBand *, 4> Ok;
  const unsigned *Shape = nullptr;
  for (auto &MB : Bands) {
    if (!check(*MB))
      continue;
    if (Shape && !std::equal(Shape, Shape + 3, MB->Threads)) {
      refuse(*MB, "its threads (" + Twine(MB->Threads[0]) + " x " +
                      Twine(MB->Threads[1]) + " x " + Twine(MB->Threads[2]) +
                      ") differ from the kernel's block (" + Twine(Shape[0]) +
                      " x " + Twine(Shape[1]) + " x " + Twine(Shape[2]) +
                      ", from the first mapped band of '" + F.getName() + "')");
      continue;
    }
    Shape = MB->Threads;
    Ok.push_back(MB.get());
  }
  return Ok;
}

bool MapLegality::isAlone(ArrayRef<MappedBand *> Ok) {
  bool Alone = Ok.size() == 1 && !Ok[0]->Outer->getParentLoop();
  if (Alone)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (writesMemory(I) && !inBandOrFallback(Ok, &BB))
          Alone = false;
  return Alone;
}

bool MapLegality::checkSerialCode(ArrayRef<MappedBand *> Ok) {
  std::string Why;
  if (serialCodeIsUniform(Ok, Why))
    return true;
  for (MappedBand *MB : Ok)
    refuse(*MB, "the code around the bands cannot run in one thread: " + Why);
  return false;
}

/// Whether every value read from memory outside the mapped bands only
/// feeds stores outside them (which the first thread alone performs):
/// then every thread takes the same path through that code. Sets \p Why.
bool MapLegality::serialCodeIsUniform(ArrayRef<MappedBand *> Bands,
                                      std::string &Why) {
  // A versioned band's fallback runs in the first thread alone
  // (MapFallback.cpp): not serial code.
  auto InBand = [&](const Instruction *I) {
    return inBandOrFallback(Bands, I->getParent());
  };
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      if (InBand(&I))
        continue;
      // Only plain stores can be given to the first thread alone (they are
      // predicated); an atomic or a memory intrinsic would run in every
      // thread (regression: new-user finding).
      bool Call = isa<CallBase>(I) && !isa<IntrinsicInst>(I);
      if (writesMemory(I) && !isa<StoreInst>(I) && !Call) {
        Why = "it has an atomic or a memory intrinsic (memcpy, memmove, "
              "memset) outside the mapped bands";
        return false;
      }
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (CB->mayWriteToMemory() && !isa<IntrinsicInst>(CB)) {
          Why = "the function calls '" +
                (CB->getCalledFunction()
                     ? CB->getCalledFunction()->getName().str()
                     : std::string("an unknown function")) +
                "' outside the mapped bands";
          return false;
        }
      if (!isa<LoadInst>(I))
        continue;
      SmallVector<const Instruction *, 8> Work{&I};
      SmallPtrSet<const Instruction *, 16> Seen;
      while (!Work.empty()) {
        const Instruction *V = Work.pop_back_val();
        if (!Seen.insert(V).second)
          continue;
        for (const User *U : V->users()) {
          const auto *UI = cast<Instruction>(U);
          if (const auto *St = dyn_cast<StoreInst>(UI))
            if (St->getValueOperand() == V && !InBand(St))
              continue;
          if (isa<StoreInst>(UI) || UI->isTerminator() || InBand(UI) ||
              isa<CallBase>(UI) || isa<LoadInst>(UI) || isa<PHINode>(UI) ||
              isa<GetElementPtrInst>(UI)) {
            Why = "a value read from memory outside the mapped bands "
                  "decides control flow, an address or a band's bounds";
            return false;
          }
          Work.push_back(UI);
        }
      }
    }
  return true;
}
