//===- TargetDescription.cpp - Reading the chip description files --------===//
//
// Parses targets/*.json with llvm::json (schema: targets/README.md) and
// checks every field (a malformed or incomplete file is an llvm::Error
// naming the file, the field's JSON path and what was expected):
// parseDescription, one read* step per section of the file. Which file
// describes a function, and the host's fill-in from the running machine:
// TargetSelection.cpp.
//
//===----------------------------------------------------------------------===//
#include "target/TargetDescription.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include <memory>

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

const CacheLevel *TargetDescription::cache(StringRef Level) const {
  for (const CacheLevel &C : Caches)
    if (C.Level == Level)
      return &C;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// The reader: one error, the first, with the file and the field's path.
//===----------------------------------------------------------------------===//

namespace {

const char *kindOf(const json::Value &V) {
  switch (V.kind()) {
  case json::Value::Null:
    return "null";
  case json::Value::Boolean:
    return "a boolean";
  case json::Value::Number:
    return "a number";
  case json::Value::String:
    return "a string";
  case json::Value::Array:
    return "an array";
  case json::Value::Object:
    return "an object";
  }
  return "a value";
}

std::string join(StringRef Parent, StringRef Key) {
  return Parent.empty() ? Key.str() : (Parent + "." + Key).str();
}

const char *SourcedShape = "{\"value\": N, \"source\": \"where N comes from\"}";

class Reader {
  std::string File;
  std::string Err;

public:
  explicit Reader(StringRef File) : File(File.str()) {}
  bool failed() const { return !Err.empty(); }
  Error takeError() { return createStringError(inconvertibleErrorCode(), Err); }

  void fail(StringRef Path, const Twine &Expected) {
    if (Err.empty())
      Err = File + ": field '" + Path.str() + "': " + Expected.str();
  }
  void failMissing(StringRef Path, const Twine &Expected) {
    if (Err.empty())
      Err = File + ": missing field '" + Path.str() + "' (expected " +
            Expected.str() + ")";
  }
  void failFile(const Twine &Msg) {
    if (Err.empty())
      Err = File + ": " + Msg.str();
  }

  /// Rejects keys of \p O that are not in \p Known (typos would otherwise
  /// silently fall back to defaults).
  void checkKeys(const json::Object &O, StringRef Path,
                 ArrayRef<StringRef> Known) {
    SmallVector<std::string, 8> Keys;
    for (const auto &KV : O)
      Keys.push_back(KV.first.str());
    llvm::sort(Keys);
    for (const std::string &K : Keys)
      if (!is_contained(Known, K)) {
        fail(join(Path, K), "unknown field (expected one of: " +
                                llvm::join(Known, ", ") + ")");
        return;
      }
  }

  const json::Object *object(const json::Value *V, StringRef Path) {
    if (!V)
      return nullptr;
    const json::Object *O = V->getAsObject();
    if (!O)
      fail(Path, Twine("expected an object, got ") + kindOf(*V));
    return O;
  }

  std::string string(const json::Object &O, StringRef Key, StringRef Parent,
                     bool Required = true) {
    std::string Path = join(Parent, Key);
    const json::Value *V = O.get(Key);
    if (!V) {
      if (Required)
        failMissing(Path, "a string");
      return "";
    }
    auto S = V->getAsString();
    if (!S || S->empty()) {
      fail(Path, Twine("expected a non-empty string, got ") +
                     (S ? "an empty string" : kindOf(*V)));
      return "";
    }
    return S->str();
  }

  std::optional<uint64_t> integer(const json::Value &V, StringRef Path,
                                  uint64_t Min) {
    std::optional<int64_t> I = V.getAsInteger();
    if (!I) {
      fail(Path,
           Twine("expected an integer >= ") + Twine(Min) + ", got " +
               (V.kind() == json::Value::Number ? "a fraction" : kindOf(V)));
      return std::nullopt;
    }
    // No figure of a chip needs more than 32 bits, and the models divide by
    // some of them (a bank count of 2^32 truncated to 0 crashed one).
    if (*I < 0 || uint64_t(*I) < Min || uint64_t(*I) > 0xFFFFFFFFull) {
      fail(Path, Twine("expected an integer from ") + Twine(Min) +
                     " to 4294967295, got " + Twine(*I));
      return std::nullopt;
    }
    return uint64_t(*I);
  }

  /// {"value": N, "source": S}; \p Min is the least acceptable N.
  Sourced sourced(const json::Object &O, StringRef Key, StringRef Parent,
                  bool Required = true, uint64_t Min = 1) {
    Sourced R;
    std::string Path = join(Parent, Key);
    const json::Value *V = O.get(Key);
    if (!V) {
      if (Required)
        failMissing(Path, SourcedShape);
      return R;
    }
    const json::Object *SO = V->getAsObject();
    if (!SO) {
      fail(Path, Twine("expected ") + SourcedShape + ", got " + kindOf(*V) +
                     " (every number names its source)");
      return R;
    }
    checkKeys(*SO, Path, {"source", "value"});
    const json::Value *Val = SO->get("value");
    if (!Val)
      failMissing(join(Path, "value"), "an integer");
    else if (auto I = integer(*Val, join(Path, "value"), Min))
      R.Value = *I;
    R.Source = string(*SO, "source", Path);
    return R;
  }

  std::vector<std::string> strings(const json::Object &O, StringRef Key,
                                   StringRef Parent) {
    std::vector<std::string> R;
    std::string Path = join(Parent, Key);
    const json::Value *V = O.get(Key);
    if (!V) {
      failMissing(Path, "an array of strings");
      return R;
    }
    const json::Array *A = V->getAsArray();
    if (!A) {
      fail(Path, Twine("expected an array of strings, got ") + kindOf(*V));
      return R;
    }
    for (auto [I, E] : enumerate(*A)) {
      auto S = E.getAsString();
      if (!S || S->empty()) {
        fail(Path + "[" + std::to_string(I) + "]",
             Twine("expected a non-empty string, got ") + kindOf(E));
        return R;
      }
      R.push_back(S->str());
    }
    return R;
  }

  /// {"1": [[lanes], ...], "2": ..., "4": ..., "8": ..., "16": ...}: every
  /// width's phases partition the lanes 0 .. Lanes-1.
  PhaseMap phases(const json::Value &V, StringRef Path, unsigned Lanes) {
    PhaseMap M;
    const json::Object *O = object(&V, Path);
    if (!O)
      return M;
    checkKeys(*O, Path, {"1", "16", "2", "4", "8"});
    for (unsigned W : {1u, 2u, 4u, 8u, 16u}) {
      std::string Key = std::to_string(W);
      std::string WPath = join(Path, Key);
      const json::Value *PV = O->get(Key);
      if (!PV) {
        failMissing(WPath, "an array of phases, each an array of lanes");
        return M;
      }
      const json::Array *PA = PV->getAsArray();
      if (!PA || PA->empty()) {
        fail(WPath, Twine("expected a non-empty array of phases, got ") +
                        (PA ? "an empty array" : kindOf(*PV)));
        return M;
      }
      std::vector<int> Seen(Lanes, -1);
      auto &Phases = M[W];
      for (auto [PI, P] : enumerate(*PA)) {
        std::string PPath = WPath + "[" + std::to_string(PI) + "]";
        const json::Array *LA = P.getAsArray();
        if (!LA || LA->empty()) {
          fail(PPath, Twine("expected a non-empty array of lanes, got ") +
                          (LA ? "an empty array" : kindOf(P)));
          return M;
        }
        Phases.emplace_back();
        for (auto [LI, L] : enumerate(*LA)) {
          std::string LPath = PPath + "[" + std::to_string(LI) + "]";
          auto Lane = integer(L, LPath, 0);
          if (!Lane)
            return M;
          if (*Lane >= Lanes) {
            fail(LPath, "lane " + Twine(*Lane) + " is not below warp_width " +
                            Twine(Lanes));
            return M;
          }
          if (Seen[*Lane] >= 0) {
            fail(LPath, "lane " + Twine(*Lane) + " is already in phase " +
                            Twine(Seen[*Lane]) +
                            " (the phases of one width must partition the "
                            "lanes)");
            return M;
          }
          Seen[*Lane] = PI;
          Phases.back().push_back(*Lane);
        }
      }
      for (unsigned L = 0; L < Lanes; ++L)
        if (Seen[L] < 0) {
          fail(WPath, "lane " + Twine(L) +
                          " is in no phase (the phases of one width must "
                          "partition the lanes 0.." +
                          Twine(Lanes - 1) + ")");
          return M;
        }
    }
    return M;
  }
};

bool isPowerOf2(uint64_t V) { return V && !(V & (V - 1)); }

/// registers: per_thread_max and per_unit (required).
void readRegisters(Reader &R, const json::Object &O, TargetDescription &TD) {
  if (const json::Object *Regs = R.object(O.get("registers"), "registers")) {
    R.checkKeys(*Regs, "registers", {"per_thread_max", "per_unit"});
    TD.RegistersPerThread = R.sourced(*Regs, "per_thread_max", "registers");
    TD.RegistersPerUnit = R.sourced(*Regs, "per_unit", "registers");
  } else if (!O.get("registers")) {
    R.failMissing("registers", "{\"per_thread_max\": ..., \"per_unit\": ...}");
  }
}

/// scratchpad.broadcast: true, false or {"value": ..., "source": ...}.
void readBroadcast(Reader &R, const json::Object &S, ScratchpadDesc &SP) {
  if (const json::Value *B = S.get("broadcast")) {
    if (auto Flag = B->getAsBoolean()) {
      SP.Broadcast = *Flag;
    } else if (const json::Object *BO = B->getAsObject()) {
      R.checkKeys(*BO, "scratchpad.broadcast", {"source", "value"});
      const json::Value *BV = BO->get("value");
      std::optional<bool> Flag2 =
          BV ? BV->getAsBoolean() : std::optional<bool>();
      if (!BV)
        R.failMissing("scratchpad.broadcast.value", "true or false");
      else if (!Flag2)
        R.fail("scratchpad.broadcast.value",
               Twine("expected true or false, got ") + kindOf(*BV));
      else
        SP.Broadcast = *Flag2;
      SP.BroadcastSource = R.string(*BO, "source", "scratchpad.broadcast");
    } else {
      R.fail("scratchpad.broadcast",
             Twine("expected true, false or {\"value\": true, "
                   "\"source\": ...}, got ") +
                 kindOf(*B));
    }
  } else {
    R.failMissing("scratchpad.broadcast", "true or false");
  }
}

/// scratchpad: sizes, banks, latency, the lane phases of reads and writes
/// and broadcast (required on GPUs).
void readScratchpad(Reader &R, const json::Object &O, TargetDescription &TD) {
  ScratchpadDesc &SP = TD.Scratchpad;
  if (const json::Value *SV = O.get("scratchpad")) {
    if (const json::Object *S = R.object(SV, "scratchpad")) {
      SP.Present = true;
      R.checkKeys(*S, "scratchpad",
                  {"bank_width_bytes", "banks", "broadcast", "bytes_per_block",
                   "bytes_per_block_static", "bytes_per_unit", "latency_cycles",
                   "phases_read", "phases_source", "phases_write"});
      SP.BytesPerBlock = R.sourced(*S, "bytes_per_block", "scratchpad");
      SP.BytesPerBlockStatic = R.sourced(*S, "bytes_per_block_static",
                                         "scratchpad", /*Required=*/false);
      SP.BytesPerUnit = R.sourced(*S, "bytes_per_unit", "scratchpad");
      SP.Banks = R.sourced(*S, "banks", "scratchpad");
      SP.BankWidthBytes = R.sourced(*S, "bank_width_bytes", "scratchpad");
      SP.LatencyCycles =
          R.sourced(*S, "latency_cycles", "scratchpad", /*Required=*/false);
      if (!R.failed() && !isPowerOf2(SP.BankWidthBytes.Value))
        R.fail("scratchpad.bank_width_bytes.value",
               "expected a power of 2, got " + Twine(SP.BankWidthBytes.Value));
      if (!R.failed() && SP.BytesPerBlock.Value > SP.BytesPerUnit.Value)
        R.fail("scratchpad.bytes_per_block.value",
               "bytes_per_block " + Twine(SP.BytesPerBlock.Value) +
                   " exceeds bytes_per_unit " + Twine(SP.BytesPerUnit.Value));
      unsigned Lanes = TD.WarpWidth.Value;
      if (!R.failed() && Lanes > 1024)
        R.fail("warp_width.value", "expected at most 1024 lanes");
      if (const json::Value *PR = S->get("phases_read")) {
        if (!R.failed())
          SP.PhasesRead = R.phases(*PR, "scratchpad.phases_read", Lanes);
        if (const json::Value *PW = S->get("phases_write")) {
          if (!R.failed())
            SP.PhasesWrite = R.phases(*PW, "scratchpad.phases_write", Lanes);
        } else {
          SP.PhasesWrite = SP.PhasesRead;
        }
        SP.PhasesSource = R.string(*S, "phases_source", "scratchpad");
      } else if (TD.isGPU()) {
        R.failMissing("scratchpad.phases_read",
                      "{\"1\": [[lanes...], ...], \"2\": ..., \"4\": ..., "
                      "\"8\": ..., \"16\": ...}");
      } else if (S->get("phases_write")) {
        R.fail("scratchpad.phases_write", "given without phases_read");
      }
      readBroadcast(R, *S, SP);
    }
  } else if (TD.isGPU()) {
    R.failMissing("scratchpad", "an object (every GPU has a scratchpad)");
  }
}

/// caches, outermost last (at least one).
void readCaches(Reader &R, const json::Object &O, TargetDescription &TD) {
  if (const json::Value *CV = O.get("caches")) {
    const json::Array *CA = CV->getAsArray();
    if (!CA || CA->empty()) {
      R.fail("caches", Twine("expected a non-empty array of cache levels, "
                             "got ") +
                           (CA ? "an empty array" : kindOf(*CV)));
    } else {
      for (auto [I, E] : enumerate(*CA)) {
        std::string P = "caches[" + std::to_string(I) + "]";
        const json::Object *C = R.object(&E, P);
        if (!C)
          break;
        R.checkKeys(*C, P, {"bytes", "latency_cycles", "level"});
        CacheLevel L;
        L.Level = R.string(*C, "level", P);
        L.Bytes = R.sourced(*C, "bytes", P);
        L.LatencyCycles = R.sourced(*C, "latency_cycles", P);
        if (!R.failed() && TD.cache(L.Level))
          R.fail(P + ".level", "level \"" + L.Level + "\" is listed twice");
        TD.Caches.push_back(L);
      }
    }
  } else {
    R.failMissing("caches",
                  "[{\"level\": \"L1\", \"bytes\": ..., \"latency_cycles\": "
                  "...}, ...]");
  }
}

/// matrix_units (optional): name, types, source and shape m x n x k.
void readMatrixUnits(Reader &R, const json::Object &O, TargetDescription &TD) {
  if (const json::Value *MV = O.get("matrix_units")) {
    const json::Array *MA = MV->getAsArray();
    if (!MA) {
      R.fail("matrix_units",
             Twine("expected an array of matrix units, got ") + kindOf(*MV));
    } else {
      for (auto [I, E] : enumerate(*MA)) {
        std::string P = "matrix_units[" + std::to_string(I) + "]";
        const json::Object *M = R.object(&E, P);
        if (!M)
          break;
        R.checkKeys(*M, P, {"k", "m", "n", "name", "source", "types"});
        MatrixUnit U;
        U.Name = R.string(*M, "name", P);
        U.Types = R.string(*M, "types", P);
        U.Source = R.string(*M, "source", P);
        for (auto [Key, Dst] : {std::pair<const char *, unsigned *>{"m", &U.M},
                                {"n", &U.N},
                                {"k", &U.K}}) {
          const json::Value *D = M->get(Key);
          if (!D) {
            R.failMissing(join(P, Key), "a positive integer");
            break;
          }
          if (auto V = R.integer(*D, join(P, Key), 1))
            *Dst = unsigned(*V);
        }
        TD.MatrixUnits.push_back(U);
      }
    }
  }
}

Expected<TargetDescription> parseDescription(StringRef Path, StringRef Text) {
  Reader R(Path);
  Expected<json::Value> Root = json::parse(Text);
  if (!Root) {
    R.failFile("not valid JSON: " + toString(Root.takeError()));
    return R.takeError();
  }
  const json::Object *O = Root->getAsObject();
  if (!O) {
    R.failFile(Twine("expected a JSON object at the top level, got ") +
               kindOf(*Root));
    return R.takeError();
  }
  TargetDescription TD;
  TD.Path = Path.str();
  R.checkKeys(*O, "",
              {"caches", "compute_units", "cpus", "description", "family",
               "matrix_units", "max_blocks_per_unit", "max_threads_per_block",
               "max_threads_per_block_z", "max_threads_per_unit",
               "memory_bandwidth_gbps", "memory_latency_cycles",
               "memory_sector_bytes", "name", "registers", "scratchpad",
               "triple", "vector_bytes", "warp_width"});
  TD.Name = R.string(*O, "name", "");
  TD.Family = R.string(*O, "family", "");
  if (!R.failed() && TD.Family != "nvptx" && TD.Family != "amdgpu" &&
      TD.Family != "host")
    R.fail("family", "expected \"nvptx\", \"amdgpu\" or \"host\", got \"" +
                         TD.Family + "\"");
  TD.Triple = R.string(*O, "triple", "");
  TD.CPUs = R.strings(*O, "cpus", "");
  if (!R.failed() && TD.isGPU() && TD.CPUs.empty())
    R.fail("cpus", "expected at least one target CPU for a GPU (such as "
                   "\"sm_90\" or \"gfx942\")");
  TD.Description = R.string(*O, "description", "", /*Required=*/false);
  TD.ComputeUnits = R.sourced(*O, "compute_units", "");
  TD.WarpWidth = R.sourced(*O, "warp_width", "");
  TD.MaxThreadsPerBlock = R.sourced(*O, "max_threads_per_block", "");
  TD.MaxThreadsPerBlockZ =
      R.sourced(*O, "max_threads_per_block_z", "", /*Required=*/false);
  TD.MaxThreadsPerUnit =
      R.sourced(*O, "max_threads_per_unit", "", /*Required=*/false);
  TD.MaxBlocksPerUnit =
      R.sourced(*O, "max_blocks_per_unit", "", /*Required=*/false);
  if (!R.failed() && TD.WarpWidth.Value > TD.MaxThreadsPerBlock.Value)
    R.fail("warp_width.value", "warp_width " + Twine(TD.WarpWidth.Value) +
                                   " exceeds max_threads_per_block " +
                                   Twine(TD.MaxThreadsPerBlock.Value));

  readRegisters(R, *O, TD);
  readScratchpad(R, *O, TD);
  readCaches(R, *O, TD);
  TD.MemoryBandwidthGBps = R.sourced(*O, "memory_bandwidth_gbps", "");
  TD.MemoryLatencyCycles = R.sourced(*O, "memory_latency_cycles", "");
  TD.MemorySectorBytes =
      R.sourced(*O, "memory_sector_bytes", "", /*Required=*/false);
  TD.VectorBytes =
      R.sourced(*O, "vector_bytes", "", /*Required=*/TD.Family == "host");

  readMatrixUnits(R, *O, TD);
  if (R.failed())
    return R.takeError();
  return TD;
}

} // namespace

Expected<TargetDescription> tilelang::loadTargetDescription(StringRef Path) {
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return createStringError(Buf.getError(), "%s: cannot read: %s",
                             Path.str().c_str(),
                             Buf.getError().message().c_str());
  return parseDescription(Path, (*Buf)->getBuffer());
}
