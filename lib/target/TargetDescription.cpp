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
#include "target/DescriptionReader.h"
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

using namespace tilelang::desc;

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
        R.checkKeys(*C, P,
                    {"bytes", "fill_bytes_per_cycle", "latency_cycles", "level",
                     "ways"});
        CacheLevel L;
        L.Level = R.string(*C, "level", P);
        L.Bytes = R.sourced(*C, "bytes", P);
        L.LatencyCycles = R.sourced(*C, "latency_cycles", P);
        L.FillBytesPerCycle =
            R.sourced(*C, "fill_bytes_per_cycle", P, /*Required=*/false);
        L.Ways = R.sourced(*C, "ways", P, /*Required=*/false);
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
              {"caches",
               "compute_units",
               "cpus",
               "description",
               "family",
               "fma_latency_cycles",
               "fma_per_cycle",
               "matrix_units",
               "max_blocks_per_unit",
               "max_threads_per_block",
               "max_threads_per_block_z",
               "max_threads_per_unit",
               "memory_bandwidth_gbps",
               "memory_latency_cycles",
               "memory_sector_bytes",
               "name",
               "registers",
               "scratchpad",
               "triple",
               "vector_bytes",
               "warp_width"});
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
  TD.FMALatencyCycles =
      R.sourced(*O, "fma_latency_cycles", "", /*Required=*/false);
  TD.FMAPerCycle = R.sourced(*O, "fma_per_cycle", "", /*Required=*/false);

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
