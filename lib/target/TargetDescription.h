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
//                     "m": N, "n": N, "k": N, "source": S,
//                     "k_multiple": N, "instructions": [...],
//                     "fragments": {"a": ..., "b": ..., "c": ...}}, ...]
//                     (optional; the last three together, GPUs only:
//                     targets/README.md "Matrix units", MatrixUnits.cpp)
//   "vector_bytes": N                                        (host)
//   "fma_latency_cycles": N, "fma_per_cycle": N    (host, optional)
//   caches[].ways: N                               (optional)
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
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
class Function;
class IRBuilderBase;
class Value;
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
  /// Bytes per cycle the level is filled with from the next level out (the
  /// last cache: from memory); Value 0 when the file does not say.
  Sourced FillBytesPerCycle;
  /// Ways of associativity (optional "ways"; 0 when the file does not say;
  /// the running host's from sysfs ways_of_associativity).
  Sourced Ways;
};

/// A fragment-layout formula over `lane` (0 .. warp_width-1) and `i` (the
/// element's index in the lane's registers, 0 .. elements-1): integers,
/// `lane`, `i`, + - * / % (C semantics on non-negative values) and
/// parentheses. Parsed by the description reader (targets/README.md,
/// "Fragment layouts"); unknown names and syntax errors are reader errors.
class LayoutExpr {
public:
  /// Parses \p Text; on error returns false and sets \p Why (the reason,
  /// with the column of the offending character).
  bool parse(llvm::StringRef Text, std::string &Why);
  /// The value at (\p Lane, \p I); std::nullopt on a division or remainder
  /// by zero or an overflow past 2^31, with the reason in \p Why when given.
  std::optional<int64_t> evaluate(unsigned Lane, unsigned I,
                                  std::string *Why = nullptr) const;
  /// The same value as IR: an i32 of \p Lane (an i32) at the constant
  /// \p I, with sdiv / srem as evaluate's division and remainder. The
  /// reader proved the formula in range for every lane and i.
  llvm::Value *emit(llvm::IRBuilderBase &B, llvm::Value *Lane,
                    unsigned I) const;
  const std::string &text() const { return Text; }

private:
  /// Postfix program: integers, the variables and the five operators.
  struct Op {
    enum Kind : uint8_t { Const, Lane, Index, Add, Sub, Mul, Div, Rem } K;
    int64_t Value = 0;
  };
  std::string Text;
  std::vector<Op> Code;
};

/// The operands of a matrix instruction: A (m x k), B (k x n), C/D (m x n).
enum class MatrixOperand { A = 0, B = 1, C = 2 };

/// Which lane holds which element of one operand's tile: element i of lane
/// `lane` is the tile's (Row(lane, i), Col(lane, i)). The reader checks that
/// (lane, i) -> (row, col) is a bijection onto the operand's tile.
struct FragmentLayout {
  unsigned Elements = 0; ///< elements per lane
  LayoutExpr Row, Col;
  /// NVIDIA: the number of 8 x 8 b16 matrices of one
  /// `ldmatrix.sync.aligned.m8n8.xN.b16` that load exactly this fragment
  /// from a tile stored with k contiguous (A row-major, B column-major);
  /// 0 when ldmatrix cannot load it. The reader checks the layout against
  /// ldmatrix's (lane l gets 4 bytes of row l/4 of each 8 x 16-byte matrix).
  unsigned LdMatrix = 0;
};

/// One instruction of a matrix unit: the types it takes and produces, its
/// mnemonic and LLVM 22 intrinsic.
struct MatrixInstruction {
  std::string A, B, C;   ///< element types (f16, bf16, tf32, s8, u8, f32, ...)
  std::string Mnemonic;  ///< PTX or AMD ISA mnemonic
  std::string Intrinsic; ///< llvm.nvvm.mma.* / llvm.amdgcn.mfma.*
  std::string MinChip;   ///< the oldest chip that has it (sm_80, gfx942)
  std::string Source;
};

/// A matrix unit: one instruction shape m x n x k (elements). "Shape only"
/// units (no instructions) serve the tile-size hooks and the checks; the
/// lowering uses only units with instructions (hasInstructions()).
struct MatrixUnit {
  std::string Name, Types; ///< Types: a comma list, "f16,bf16"
  unsigned M = 0, N = 0, K = 0;
  std::string Source;
  // Extensions: what the lowering and the emulator need.
  unsigned KMultiple = 0;      ///< a block tile's K must be a multiple of it
  FragmentLayout Fragments[3]; ///< indexed by MatrixOperand
  std::vector<MatrixInstruction> Instructions;

  bool hasInstructions() const { return !Instructions.empty(); }
  const FragmentLayout &fragment(MatrixOperand O) const {
    return Fragments[unsigned(O)];
  }
  /// The tile of operand \p O: {m, k}, {k, n} or {m, n} (rows, columns).
  std::pair<unsigned, unsigned> tileShape(MatrixOperand O) const;
  /// The (row, col) in \p O's tile of element \p I of lane \p Lane; the
  /// reader proved it in range for every Lane < warp_width and
  /// I < elements, so only an out-of-range argument gives std::nullopt.
  std::optional<std::pair<unsigned, unsigned>>
  element(MatrixOperand O, unsigned Lane, unsigned I) const;
  /// The instruction taking \p A x \p B operands, or null.
  const MatrixInstruction *instructionFor(llvm::StringRef A,
                                          llvm::StringRef B) const;
  unsigned Lanes = 0; ///< warp_width of the description (set by the reader)
};

/// Bits of a matrix element type: f64 64; f32, tf32, s32 32; f16, bf16 16;
/// s8, u8, e4m3, e5m2 8; 0 for an unknown name.
unsigned matrixTypeBits(llvm::StringRef Type);

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
  /// Host: the latency in cycles of a vector FMA and how many issue per
  /// cycle at vector_bytes ("fma_latency_cycles", "fma_per_cycle";
  /// optional, 0 when the file does not say): the BLIS micro-kernel's
  /// mr x nr must hold latency x per-cycle independent accumulators.
  Sourced FMALatencyCycles, FMAPerCycle;

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
