//===- target/TargetSelection.cpp - Which description a function gets ----===//
//
// findTargetDescription: the description file of a function, from its
// module's triple and "target-cpu" (the file that lists the CPU, else the
// closest older chip of the family), or forced by -tilelang-target-desc;
// each file is read once per process (TargetDescription.cpp parses it). The
// host's description is filled in with what the running machine reports
// (fillInRunningHost: caches from sysfs, vector width, cores).
//
//   opt -load-pass-plugin=TileLangPasses.so -tilelang-target-desc=my.json ...
//
//===----------------------------------------------------------------------===//
#include "target/TargetDescription.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Threading.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"
#include <climits>
#include <cstdlib>
#include <memory>
#include <mutex>

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

#ifndef TILELANG_TARGETS_DIR
#define TILELANG_TARGETS_DIR "targets"
#endif

static cl::opt<std::string> TargetDescFile(
    "tilelang-target-desc",
    cl::desc("TileLang: use this chip description file (JSON, see "
             "targets/README.md) instead of the one picked by triple and "
             "target-cpu"),
    cl::value_desc("FILE"), cl::init(""));

static cl::opt<bool> HostFillIn(
    "tilelang-host-fill-in",
    cl::desc("TileLang: fill the host description in with the running "
             "machine's caches, cores and vector width (default true)"),
    cl::init(true));

//===----------------------------------------------------------------------===//
// The running host.
//===----------------------------------------------------------------------===//

/// The size in bytes of the cache of \p WantLevel ("Data" or "Unified") that
/// sysfs lists for cpu0, with the file it came from; 0 if absent.
static uint64_t sysfsCache(unsigned WantLevel, std::string &From,
                           uint64_t *Ways = nullptr) {
  for (unsigned Index = 0; Index < 16; ++Index) {
    std::string Dir = "/sys/devices/system/cpu/cpu0/cache/index" +
                      std::to_string(Index) + "/";
    auto Read = [&](StringRef F) -> std::string {
      auto Buf = MemoryBuffer::getFileAsStream(Dir + F.str());
      return Buf ? (*Buf)->getBuffer().trim().str() : std::string();
    };
    std::string Type = Read("type"), Level = Read("level");
    if (Type.empty() && Level.empty())
      break;
    unsigned L = 0;
    if (StringRef(Level).getAsInteger(10, L) || L != WantLevel ||
        (Type != "Data" && Type != "Unified"))
      continue;
    std::string Size = Read("size");
    StringRef S = StringRef(Size).trim();
    uint64_t Mult = 1;
    if (S.consume_back("K"))
      Mult = 1024;
    else if (S.consume_back("M"))
      Mult = 1024 * 1024;
    uint64_t V = 0;
    if (S.getAsInteger(10, V) || !V)
      continue;
    From = Dir + "size";
    uint64_t W = 0;
    if (Ways && !StringRef(Read("ways_of_associativity")).getAsInteger(10, W))
      *Ways = W;
    return V * Mult;
  }
  return 0;
}

void tilelang::fillInRunningHost(TargetDescription &TD) {
  const char *Run = "run time: ";
  for (unsigned Level = 1; Level <= 3; ++Level) {
    std::string From;
    uint64_t Ways = 0;
    uint64_t Bytes = sysfsCache(Level, From, &Ways);
    if (!Bytes)
      continue;
    std::string Name = "L" + std::to_string(Level);
    CacheLevel *C = nullptr;
    for (CacheLevel &E : TD.Caches)
      if (E.Level == Name)
        C = &E;
    if (!C) {
      TD.Caches.push_back(CacheLevel{Name, {}, {}});
      C = &TD.Caches.back();
      C->LatencyCycles = TD.MemoryLatencyCycles;
    }
    C->Bytes.Value = Bytes;
    C->Bytes.Source = Run + From + " of the running machine";
    if (Ways) {
      C->Ways.Value = Ways;
      C->Ways.Source = Run + StringRef(From).drop_back(4).str() +
                       "ways_of_associativity of the running machine";
    }
  }
  llvm::sort(TD.Caches, [](const CacheLevel &A, const CacheLevel &B) {
    return A.Level < B.Level;
  });
  StringMap<bool> Features = sys::getHostCPUFeatures();
  unsigned Vec = Features.lookup("avx512f") ? 64
                 : Features.lookup("avx")   ? 32
                 : Features.lookup("sse2")  ? 16
                                            : 0;
  if (Vec) {
    TD.VectorBytes.Value = Vec;
    TD.VectorBytes.Source = std::string(Run) +
                            "llvm::sys::getHostCPUFeatures() of the running "
                            "machine (" +
                            (Vec == 64   ? "avx512f"
                             : Vec == 32 ? "avx"
                                         : "sse2") +
                            ")";
    // Intel SDM vol. 1, 15.1: AVX-512 has 32 vector registers (zmm0-31),
    // AVX and SSE 16 in 64-bit mode.
    TD.RegistersPerThread.Value = Vec == 64 ? 32 : 16;
    TD.RegistersPerThread.Source =
        std::string(Run) + "vector registers of the running machine (" +
        (Vec == 64 ? "avx512f: 32" : "16") + ", Intel SDM vol. 1)";
  }
  unsigned Cores = heavyweight_hardware_concurrency().compute_thread_count();
  if (Cores) {
    TD.ComputeUnits.Value = Cores;
    TD.ComputeUnits.Source = std::string(Run) +
                             "physical cores of the running machine "
                             "(llvm::heavyweight_hardware_concurrency)";
  }
}

//===----------------------------------------------------------------------===//
// Finding the description of a function.
//===----------------------------------------------------------------------===//

std::string tilelang::targetsDirectory() {
  if (const char *Env = std::getenv("TILELANG_TARGETS_DIR"))
    if (*Env)
      return Env;
  return TILELANG_TARGETS_DIR;
}

namespace {

struct Cache {
  std::mutex M;
  std::map<std::string, std::unique_ptr<TargetDescription>> Loaded;
  std::map<std::string, std::string> Failed;
};

Cache &cache() {
  static Cache C;
  return C;
}

/// Loads \p Path once per process (and fills a host description in).
Expected<const TargetDescription *> loadCached(const std::string &Path) {
  Cache &C = cache();
  std::lock_guard<std::mutex> Lock(C.M);
  auto It = C.Loaded.find(Path);
  if (It != C.Loaded.end())
    return It->second.get();
  auto F = C.Failed.find(Path);
  if (F != C.Failed.end())
    return createStringError(inconvertibleErrorCode(), F->second);
  Expected<TargetDescription> TD = loadTargetDescription(Path);
  if (!TD) {
    std::string Msg = toString(TD.takeError());
    C.Failed[Path] = Msg;
    return createStringError(inconvertibleErrorCode(), Msg);
  }
  if (TD->Family == "host" && HostFillIn)
    fillInRunningHost(*TD);
  auto P = std::make_unique<TargetDescription>(std::move(*TD));
  const TargetDescription *R = P.get();
  C.Loaded[Path] = std::move(P);
  return R;
}

/// A number that orders the chips of one family: sm_86 -> 86, gfx90a ->
/// 0x90a; -1 when \p CPU has no such form.
long chipNumber(StringRef CPU) {
  unsigned long long N = 0;
  if (CPU.consume_front("sm_")) {
    CPU = CPU.take_while(isDigit);
    return CPU.getAsInteger(10, N) ? -1 : long(N);
  }
  if (CPU.consume_front("gfx")) {
    CPU = CPU.take_while(isHexDigit);
    return CPU.getAsInteger(16, N) ? -1 : long(N);
  }
  return -1;
}

/// No file names \p CPU: the description of the closest older chip of the
/// family, else of the oldest one, with \p Why; null when no file names a
/// chip of the usual form.
const TargetDescription *
closestChip(ArrayRef<const TargetDescription *> Candidates,
            const std::string &CPU, std::string &Why) {
  long Want = chipNumber(CPU);
  const TargetDescription *Best = nullptr, *Oldest = nullptr;
  long BestN = -1, OldestN = LONG_MAX;
  for (const TargetDescription *TD : Candidates)
    for (const std::string &C : TD->CPUs) {
      long N = chipNumber(C);
      if (N < 0)
        continue;
      if (N < OldestN)
        OldestN = N, Oldest = TD;
      if (Want >= 0 && N <= Want && N > BestN)
        BestN = N, Best = TD;
    }
  if (!Best && !Oldest)
    return nullptr;
  const TargetDescription *TD = Best ? Best : Oldest;
  Why = (CPU.empty() ? std::string("no target-cpu")
                     : "no description lists target-cpu " + CPU) +
        "; using " + TD->Name +
        (Best ? ", the closest older chip" : ", the oldest chip");
  return TD;
}

} // namespace

Expected<const TargetDescription *>
tilelang::findTargetDescription(const Function &F) {
  std::string Why;
  return findTargetDescription(F, Why);
}

Expected<const TargetDescription *>
tilelang::findTargetDescription(const Function &F, std::string &Why) {
  if (!TargetDescFile.empty()) {
    Why = "forced by -tilelang-target-desc";
    return loadCached(TargetDescFile);
  }
  const Triple &T = F.getParent()->getTargetTriple();
  StringRef Family = T.isNVPTX() ? "nvptx" : T.isAMDGPU() ? "amdgpu" : "host";
  std::string CPU;
  if (F.hasFnAttribute("target-cpu"))
    CPU = F.getFnAttribute("target-cpu").getValueAsString().str();

  std::string Dir = targetsDirectory();
  std::vector<std::string> Files;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (sys::path::extension(It->path()) == ".json")
      Files.push_back(It->path());
  if (EC)
    return createStringError(EC,
                             "cannot list the target descriptions in %s: %s",
                             Dir.c_str(), EC.message().c_str());
  llvm::sort(Files);

  std::optional<Error> FirstErr;
  SmallVector<const TargetDescription *, 8> Candidates;
  for (const std::string &Path : Files) {
    Expected<const TargetDescription *> TD = loadCached(Path);
    if (!TD) {
      if (!FirstErr)
        FirstErr = TD.takeError();
      else
        consumeError(TD.takeError());
      continue;
    }
    if ((*TD)->Family == Family)
      Candidates.push_back(*TD);
  }
  // A broken file in the directory is an error whichever chip is wanted:
  // skipping it would silently describe the chip by another file.
  if (FirstErr)
    return std::move(*FirstErr);
  auto Done = [&](const TargetDescription *TD) {
    if (FirstErr)
      consumeError(std::move(*FirstErr));
    return TD;
  };
  if (Family == "host") {
    if (!Candidates.empty()) {
      Why = T.str().empty() ? std::string("no triple: the host")
                            : "host triple " + T.str();
      return Done(Candidates.front());
    }
  } else {
    for (const TargetDescription *TD : Candidates)
      if (is_contained(TD->CPUs, CPU)) {
        Why = "target-cpu " + CPU;
        return Done(TD);
      }
    // No file names the CPU: the closest older chip of the family, else the
    // oldest one.
    if (const TargetDescription *TD = closestChip(Candidates, CPU, Why))
      return Done(TD);
  }
  if (FirstErr)
    return std::move(*FirstErr);
  return createStringError(inconvertibleErrorCode(),
                           "no %s target description in %s (for triple %s)",
                           Family.str().c_str(), Dir.c_str(), T.str().c_str());
}
