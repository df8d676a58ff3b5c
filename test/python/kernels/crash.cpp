// crash: stores through an address given as a size, so that `addr=8` faults (SIGSEGV). A harness
// test kernel (test/python/test_cli.py): a crash of the kernel must be an error, not the end of
// the harness.
extern "C" void crash(long addr, const float *__restrict x, float *__restrict y) {
  *(volatile float *)addr = x[0];
  y[0] = x[0];
}
