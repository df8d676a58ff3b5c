// A struct passed by value (24 bytes: in memory, `ptr byval(%struct.Params)` in the IR on
// x86-64). The harness cannot pass it: test_cli.py checks that `run` says so instead of
// passing a pointer where the struct's bytes are expected.
struct Params {
  long n;
  double a;
  long unused;
};

extern "C" void scale(Params p, double *__restrict x) {
  for (long i = 0; i < p.n; ++i)
    x[i] *= p.a;
}
