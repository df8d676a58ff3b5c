// saxpy: y = a * x + y on n floats. A harness test kernel (test/python/test_cli.py): no pragma.
extern "C" void saxpy(int n, float a, const float *__restrict x, float *__restrict y) {
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}
