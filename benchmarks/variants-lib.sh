# Sourced by the benchmark variant scripts (benchmarks/gpu-variants.sh,
# benchmarks/matrix_units/raster-variants.sh).
#
# pragma_variant SRC OUT PRAGMA...: SRC with its `#pragma tilelang` lines replaced by the PRAGMA
# lines (in every function of the file), written to OUT.
pragma_variant() {
  local src=$1 out=$2
  shift 2
  local lines=""
  for p in "$@"; do lines+="#pragma tilelang $p"$'\n'; done
  awk -v lines="$lines" '
    /^#pragma tilelang/ { if (!inblock) printf "%s", lines; inblock = 1; next }
    { inblock = 0; print }' "$src" >"$out"
}
