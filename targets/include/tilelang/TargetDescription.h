//===- TargetDescription.h - A chip's description file, parsed ------------===//
//
// One JSON file per chip in targets/ (schema: targets/README.md), read with
// llvm::json. Every number in a file is an object {"value": V, "source": S}
// naming where V comes from. The chip is picked from the module's triple and
// target CPU (`-march=sm_90`, `-mcpu=gfx942`), or forced with
// `-tilelang-target-desc=FILE`.
//
// Top-level layout of a file (all keys required unless marked optional):
//   "name": "sm_90", "family": "nvptx" | "amdgpu" | "host",
//   "triple": "nvptx64-nvidia-cuda", "cpus": ["sm_90", "sm_90a"],
//   "compute_units": N, "warp_width": N, "max_threads_per_block": N,
//   "registers": {"per_thread_max": N, "per_unit": N},
//   "scratchpad": {
//     "bytes_per_block": N, "bytes_per_block_static": N (optional),
//     "bytes_per_unit": N, "banks": N, "bank_width_bytes": N,
//     "phases_read":  {"1": [[lanes...], ...], "2": ..., "4": ..., "8": ..., "16": ...},
//     "phases_write": {same keys}          (optional: defaults to phases_read)
//     "broadcast": true|false
//   },
//   "caches": [{"level": "L1"|"L2"|..., "bytes": N, "latency_cycles": N}, ...],
//   "memory_bandwidth_gbps": N, "memory_latency_cycles": N,
//   "matrix_units": [{"name": "mma.sync.m16n8k16", "types": "f16,bf16",
//                     "m": N, "n": N, "k": N}, ...]          (optional)
//   "vector_bytes": N                                        (host)
// A phase is the list of lanes served together for accesses of that width in
// bytes; the phases of one width partition the lanes of a warp or wave.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_TARGETDESCRIPTION_H
#define TILELANG_TARGETDESCRIPTION_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class Module;
class Function;
} // namespace llvm

namespace tilelang {

/// A number of a description with its source.
struct Sourced {
  uint64_t Value = 0;
  std::string Source;
};

struct CacheLevel {
  std::string Level;
  Sourced Bytes, LatencyCycles;
};

struct MatrixUnit {
  std::string Name, Types;
  unsigned M = 0, N = 0, K = 0;
  std::string Source;
};

/// Lanes served together, per access width in bytes (1, 2, 4, 8, 16).
using PhaseMap = std::map<unsigned, std::vector<std::vector<unsigned>>>;

struct ScratchpadDesc {
  Sourced BytesPerBlock, BytesPerBlockStatic, BytesPerUnit, Banks,
      BankWidthBytes;
  PhaseMap PhasesRead, PhasesWrite;
  std::string PhasesSource;
  bool Broadcast = true;
};

struct TargetDescription {
  std::string Path; ///< the file it was read from
  std::string Name, Family, Triple;
  std::vector<std::string> CPUs;
  Sourced ComputeUnits, WarpWidth, MaxThreadsPerBlock, RegistersPerThread,
      RegistersPerUnit, MemoryBandwidthGBps, MemoryLatencyCycles, VectorBytes;
  ScratchpadDesc Scratchpad;
  std::vector<CacheLevel> Caches;
  std::vector<MatrixUnit> MatrixUnits;

  bool isGPU() const { return Family == "nvptx" || Family == "amdgpu"; }
};

/// Parses the description file \p Path. Errors name the file, the field (as
/// a JSON path such as "scratchpad.banks.value") and what was expected.
llvm::Expected<TargetDescription> loadTargetDescription(llvm::StringRef Path);

/// The description for \p F: the file of -tilelang-target-desc if given,
/// else the file in the targets directory whose triple and cpus match F's
/// module triple and "target-cpu" attribute; the host description
/// (x86_64.json, with the running machine's cache sizes and vector width
/// filled in) for any other triple. Cached per path.
llvm::Expected<const TargetDescription *>
findTargetDescription(const llvm::Function &F);

/// The directory holding the shipped description files.
std::string targetsDirectory();

} // namespace tilelang

#endif // TILELANG_TARGETDESCRIPTION_H
