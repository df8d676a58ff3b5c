// Harness test kernels (test/python/test_cli.py): each writes only the first half of its `out`
// array. A runner that starts `out` arrays at zero would pass them against a reference whose
// second half is zero; the harness poisons `out` arrays (0xFF bytes) as the GPU runner does,
// so both fail.
extern "C" void half_float(int n, float *__restrict out) {
  for (int i = 0; i < n / 2; ++i)
    out[i] = 1.0f;
}

extern "C" void half_int(int n, int *__restrict out) {
  for (int i = 0; i < n / 2; ++i)
    out[i] = 3;
}
