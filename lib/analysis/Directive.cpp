//===- Directive.cpp - Parse and print the SPEC of a #pragma tilelang -----===//
//
// The SPEC grammar is in analysis/Directive.h. The parser never asserts: a
// malformed SPEC (hand-written IR) comes back as an llvm::Error naming the
// field and what was expected.
//
//===----------------------------------------------------------------------===//
#include "analysis/Directive.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tilelang;

static Error specError(const Twine &Field, const Twine &Expected,
                       StringRef Got) {
  return createStringError(inconvertibleErrorCode(),
                           "malformed tilelang directive: field '" + Field +
                               "': expected " + Expected + ", got '" + Got +
                               "'");
}

static Expected<unsigned> parsePositive(StringRef Field, StringRef S) {
  unsigned V;
  if (S.trim().getAsInteger(10, V) || V == 0)
    return specError(Field, "a positive integer", S);
  return V;
}

static Expected<MemSpace> parseSpace(StringRef S) {
  if (S == "global")
    return MemSpace::Global;
  if (S == "shared")
    return MemSpace::Shared;
  if (S == "register")
    return MemSpace::Register;
  return specError("buffer", "global, shared or register", S);
}

static Expected<Layout> parseLayout(StringRef S) {
  Layout L;
  StringRef Name = S, Arg;
  if (size_t P = S.find('('); P != StringRef::npos) {
    if (!S.ends_with(")"))
      return specError("layout", "a closing ')'", S);
    Name = S.take_front(P);
    Arg = S.drop_front(P + 1).drop_back();
  }
  auto NoArg = [&](Layout::Kind K) -> Expected<Layout> {
    if (!Arg.empty())
      return specError("layout", "no argument for '" + Name + "'", S);
    L.K = K;
    return L;
  };
  if (Name == "auto")
    return NoArg(Layout::Auto);
  if (Name == "row_major")
    return NoArg(Layout::RowMajor);
  if (Name == "col_major")
    return NoArg(Layout::ColMajor);
  if (Name == "pad") {
    auto N = parsePositive("layout", Arg);
    if (!N)
      return N.takeError();
    L.K = Layout::Pad;
    L.Param = *N;
    return L;
  }
  if (Name == "swizzle") {
    L.K = Layout::Swizzle;
    if (Arg.empty())
      return L;
    auto N = parsePositive("layout", Arg);
    if (!N)
      return N.takeError();
    if (*N != 32 && *N != 64 && *N != 128)
      return specError("layout", "swizzle span 32, 64 or 128 bytes", Arg);
    L.Param = *N;
    return L;
  }
  if (Name == "interleave") {
    auto [R, C] = Arg.split('.');
    auto NR = parsePositive("layout", R);
    if (!NR)
      return NR.takeError();
    auto NC = parsePositive("layout", C);
    if (!NC)
      return NC.takeError();
    L.K = Layout::Interleave;
    L.Param = *NR;
    L.Param2 = *NC;
    return L;
  }
  return specError("layout",
                   "row_major, col_major, pad(N), swizzle, swizzle(BYTES), "
                   "interleave(R.C) or auto",
                   S);
}

std::string Layout::str() const {
  switch (K) {
  case Auto:
    return "auto";
  case RowMajor:
    return "row_major";
  case ColMajor:
    return "col_major";
  case Pad:
    return "pad(" + std::to_string(Param) + ")";
  case Swizzle:
    return Param ? "swizzle(" + std::to_string(Param) + ")" : "swizzle";
  case Interleave:
    return "interleave(" + std::to_string(Param) + "." +
           std::to_string(Param2) + ")";
  }
  return "auto";
}

const char *tilelang::spelling(MemSpace S) {
  switch (S) {
  case MemSpace::Global:
    return "global";
  case MemSpace::Shared:
    return "shared";
  case MemSpace::Register:
    return "register";
  }
  return "global";
}

const char *tilelang::spelling(Layout::Kind K) {
  switch (K) {
  case Layout::Auto:
    return "auto";
  case Layout::RowMajor:
    return "row_major";
  case Layout::ColMajor:
    return "col_major";
  case Layout::Pad:
    return "pad";
  case Layout::Swizzle:
    return "swizzle";
  case Layout::Interleave:
    return "interleave";
  }
  return "auto";
}

const char *tilelang::spelling(MapDim D) {
  switch (D) {
  case MapDim::BlockX:
    return "block.x";
  case MapDim::BlockY:
    return "block.y";
  case MapDim::BlockZ:
    return "block.z";
  case MapDim::Seq:
    return "seq";
  }
  return "seq";
}

static ArrayClause &arrayNamed(Directive &D, StringRef Name) {
  for (ArrayClause &A : D.Arrays)
    if (A.Name == Name)
      return A;
  D.Arrays.push_back(ArrayClause{Name.str(), MemSpace::Global, Layout()});
  return D.Arrays.back();
}

Expected<Directive> Directive::parse(StringRef Spec) {
  Directive D;
  size_t FilePos = Spec.find(";file=");
  if (FilePos == StringRef::npos)
    return specError("file", "a ';file=' field at the end", Spec);
  D.File = Spec.drop_front(FilePos + 6).str();
  SmallVector<StringRef, 12> Fields;
  Spec.take_front(FilePos).split(Fields, ';');
  if (Fields.empty() || Fields[0] != SpecVersion)
    return specError("version", Twine("'") + SpecVersion + "'",
                     Fields.empty() ? StringRef() : Fields[0]);
  SmallVector<StringRef, 4> Order; // arrays=
  for (StringRef F : ArrayRef(Fields).drop_front()) {
    auto [Key, Val] = F.split('=');
    SmallVector<StringRef, 4> Items;
    Val.split(Items, ',');
    if (Key == "line" || Key == "col") {
      unsigned V;
      if (Val.getAsInteger(10, V))
        return specError(Key, "an integer", Val);
      (Key == "line" ? D.Line : D.Col) = V;
    } else if (Key == "tile") {
      for (StringRef S : Items) {
        if (S == "auto") {
          D.TileSizes.push_back(0);
          continue;
        }
        auto N = parsePositive("tile", S);
        if (!N)
          return N.takeError();
        D.TileSizes.push_back(*N);
      }
    } else if (Key == "buffer" || Key == "layout") {
      for (StringRef S : Items) {
        auto [Name, What] = S.split(':');
        if (Name.empty() || What.empty())
          return specError(Key, "NAME:KIND", S);
        ArrayClause &A = arrayNamed(D, Name);
        if (Key == "buffer") {
          auto Sp = parseSpace(What);
          if (!Sp)
            return Sp.takeError();
          A.Space = *Sp;
        } else {
          auto L = parseLayout(What);
          if (!L)
            return L.takeError();
          A.Lay = *L;
        }
      }
    } else if (Key == "arrays") {
      for (StringRef S : Items) {
        arrayNamed(D, S);
        Order.push_back(S);
      }
    } else if (Key == "map") {
      for (StringRef S : Items) {
        MapDim M = StringSwitch<MapDim>(S)
                       .Case("block.x", MapDim::BlockX)
                       .Case("block.y", MapDim::BlockY)
                       .Case("block.z", MapDim::BlockZ)
                       .Default(MapDim::Seq);
        if (M == MapDim::Seq && S != "seq")
          return specError("map", "block.x, block.y, block.z or seq", S);
        D.Map.push_back(M);
      }
    } else if (Key == "threads") {
      for (StringRef S : Items) {
        auto N = parsePositive("threads", S);
        if (!N)
          return N.takeError();
        D.Threads.push_back(*N);
      }
    } else if (Key == "distribute") {
      if (Val != "block_wise" && Val != "round_robin")
        return specError("distribute", "block_wise or round_robin", Val);
      D.RoundRobin = Val == "round_robin";
      D.DistributeGiven = true;
    } else if (Key == "pipeline") {
      auto N = parsePositive("pipeline", Val);
      if (!N)
        return N.takeError();
      D.PipelineStages = *N;
    } else if (Key == "compute") {
      if (Val != "simt" && Val != "tensor_core")
        return specError("compute", "simt or tensor_core", Val);
      D.TensorCore = Val == "tensor_core";
    } else {
      return specError(Key, "a known field", F);
    }
  }
  // The marker's arguments come in the order of `arrays=`; `buffer=` leaves
  // out the global arrays, so D.Arrays, first filled from it, can be in
  // another order (buffer(A: global, B: shared) bound A's pointer to B).
  if (!Order.empty()) {
    SmallVector<ArrayClause, 4> Sorted;
    for (StringRef Name : Order)
      for (ArrayClause &A : D.Arrays)
        if (A.Name == Name && !Name.empty()) {
          Sorted.push_back(std::move(A));
          A.Name.clear();
          break;
        }
    for (ArrayClause &A : D.Arrays)
      if (!A.Name.empty())
        Sorted.push_back(std::move(A));
    D.Arrays = std::move(Sorted);
  }
  return D;
}

std::string Directive::str() const {
  std::string S;
  raw_string_ostream OS(S);
  OS << SpecVersion << ";line=" << Line << ";col=" << Col;
  if (!TileSizes.empty()) {
    OS << ";tile=";
    ListSeparator LS(",");
    for (unsigned T : TileSizes) {
      OS << LS;
      if (T)
        OS << T;
      else
        OS << "auto";
    }
  }
  ListSeparator B(","), L(","), N(",");
  std::string Buf, Lay, Names;
  raw_string_ostream BO(Buf), LO(Lay), NO(Names);
  for (const ArrayClause &A : Arrays) {
    NO << N << A.Name;
    if (A.Space != MemSpace::Global)
      BO << B << A.Name << ':' << spelling(A.Space);
    if (A.Lay.K != Layout::Auto)
      LO << L << A.Name << ':' << A.Lay.str();
  }
  if (!Buf.empty())
    OS << ";buffer=" << Buf;
  if (!Lay.empty())
    OS << ";layout=" << Lay;
  if (!Map.empty()) {
    OS << ";map=";
    ListSeparator LS(",");
    for (MapDim M : Map)
      OS << LS << spelling(M);
  }
  if (!Threads.empty()) {
    OS << ";threads=";
    ListSeparator LS(",");
    for (unsigned T : Threads)
      OS << LS << T;
  }
  if (DistributeGiven)
    OS << ";distribute=" << (RoundRobin ? "round_robin" : "block_wise");
  if (PipelineStages != 1)
    OS << ";pipeline=" << PipelineStages;
  if (TensorCore)
    OS << ";compute=tensor_core";
  if (!Names.empty())
    OS << ";arrays=" << Names;
  OS << ";file=" << File;
  return S;
}

const ArrayClause *Directive::findArray(StringRef Name) const {
  for (const ArrayClause &A : Arrays)
    if (A.Name == Name)
      return &A;
  return nullptr;
}
