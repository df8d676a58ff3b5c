// reverse_chunks: Out = In with every chunk of 16384 elements reversed (the last chunk may be
// shorter). Each block stages one chunk at a time in 64 KB of *dynamic* shared memory -- over the
// 48 KB a launch gets without cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES) -- so the
// harness's dynamic_shared_bytes path is tested. Grid-stride over the chunks. Launch record:
// gen_ll.py.
#include "gpu.h"

#define CHUNK 16384
extern SHARED float buf[];

KERNEL void reverse_chunks(int n, const float *__restrict In, float *__restrict Out) {
  const unsigned tid = TID_X, threads = BDIM_X;
  const int chunks = (n + CHUNK - 1) / CHUNK;
  for (int c = BID_X; c < chunks; c += GDIM_X) {
    const long base = (long)c * CHUNK;
    const int len = n - base < CHUNK ? (int)(n - base) : CHUNK;
    for (int k = tid; k < len; k += threads)
      buf[k] = In[base + k];
    barrier();
    for (int k = tid; k < len; k += threads)
      Out[base + k] = buf[len - 1 - k];
    barrier();
  }
}
