//===- DescriptionReader.h - Reading one description file ------*- C++ -*-===//
//
// The checked accessors the description reader is built of
// (TargetDescription.cpp, MatrixUnits.cpp): each reads one field of a JSON
// object and records the first error, with the file, the field's JSON path
// (such as "scratchpad.banks.value") and what was expected.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_DESCRIPTIONREADER_H
#define TILELANG_DESCRIPTIONREADER_H

#include "target/TargetDescription.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

namespace tilelang {
namespace desc {

using namespace llvm;

inline const char *kindOf(const json::Value &V) {
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

inline std::string join(StringRef Parent, StringRef Key) {
  return Parent.empty() ? Key.str() : (Parent + "." + Key).str();
}

inline const char *SourcedShape =
    "{\"value\": N, \"source\": \"where N comes from\"}";

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

/// matrix_units (optional; MatrixUnits.cpp): every unit's shape, and for
/// units with instructions their fragment layouts, checked.
void readMatrixUnits(Reader &R, const json::Object &O, TargetDescription &TD);

} // namespace desc
} // namespace tilelang

#endif // TILELANG_DESCRIPTIONREADER_H
