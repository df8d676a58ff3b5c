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
//     "phases_read":  {"1": [[lanes...], ...], "2": ..., "4": ..., "8": ...,
//     "16": ...}, "phases_write": {same keys}          (optional: defaults to
//     phases_read) "broadcast": true|false
//   },
//   "caches": [{"level": "L1"|"L2"|..., "bytes": N, "latency_cycles": N}, ...],
//   "memory_bandwidth_gbps": N, "memory_latency_cycles": N,
//   "matrix_units": [{"name": "mma.sync.m16n8k16", "types": "f16,bf16",
//                     "m": N, "n": N, "k": N}, ...]          (optional)
//   "vector_bytes": N                                        (host)
// A phase is the list of lanes served together for accesses of that width in
// bytes; the phases of one width partition the lanes of a warp or wave.
//
// Extensions (targets/README.md has the full schema): "description" (a
// string), "max_threads_per_unit" and "max_blocks_per_unit" (occupancy;
// optional), "memory_sector_bytes" (optional), "scratchpad.latency_cycles"
// (optional), "scratchpad.
// phases_source" (the source of the phase lists, required with them), the
// scratchpad is optional for the host, "broadcast" may also be
// {"value": true, "source": S}, and each matrix unit's "m", "n", "k" are
// plain numbers under the unit's "source".
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
  // Extensions.
  bool Present = false;  ///< the file has a scratchpad (every GPU does)
  Sourced LatencyCycles; ///< 0 when the file does not say
  std::string BroadcastSource;
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
  // Extensions.
  std::string Description;
  /// Occupancy limits per SM/CU; Value 0 when the file does not say.
  Sourced MaxThreadsPerUnit, MaxBlocksPerUnit;
  /// Threads of a block along z (blockDim.z; NVIDIA: 64); 0 when the
  /// description gives none (then max_threads_per_block bounds it).
  Sourced MaxThreadsPerBlockZ;
  /// The granule memory is moved in (NVIDIA: 32-byte sectors; a cache
  /// line elsewhere); 0 when the file does not say.
  Sourced MemorySectorBytes;

  bool isGPU() const { return Family == "nvptx" || Family == "amdgpu"; }
  /// The cache level named \p Level ("L1", "L2", ...), or null.
  const CacheLevel *cache(llvm::StringRef Level) const;
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

/// findTargetDescription, also saying in \p Why how the file was picked
/// ("forced by -tilelang-target-desc", "target-cpu sm_90", "closest to
/// sm_86", "host").
llvm::Expected<const TargetDescription *>
findTargetDescription(const llvm::Function &F, std::string &Why);

/// The directory holding the shipped description files: $TILELANG_TARGETS_DIR
/// when set, else the one compiled in (TILELANG_TARGETS_DIR).
std::string targetsDirectory();

/// Replaces the host description's cache sizes, cores and vector width by
/// what the running machine reports (sysfs, llvm::sys host queries), and
/// their sources by where they were read. Applied by findTargetDescription
/// to every "host" description unless -tilelang-host-fill-in=false.
void fillInRunningHost(TargetDescription &TD);

} // namespace tilelang

#endif // TILELANG_TARGETDESCRIPTION_H
