//===- patterns.h - Shared-memory access patterns, one per kernel ---------===//
//
// Each kernel executes one shared-memory access pattern `ITERS` times: a
// load pattern first fills the buffer (stores only), then loads; a store
// pattern stores, then reads one word back (one load). So the ld (or st)
// counters of a load (store) kernel see only its pattern, and ncu's
// wavefronts / instructions of that kind is the pattern's cost per
// instruction, which tilelang-sram-bank predicts at compile time.
//
//===----------------------------------------------------------------------===//
#define SHARED __attribute__((address_space(3)))
#define KERNEL extern "C" __attribute__((nvptx_kernel))

typedef float float2v __attribute__((ext_vector_type(2)));
typedef float float4v __attribute__((ext_vector_type(4)));

// 32 KB, 16-byte aligned: every pattern's addresses stay inside.
static SHARED float buf[8192] __attribute__((aligned(16)));

static inline unsigned tidx() { return __nvvm_read_ptx_sreg_tid_x(); }
static inline unsigned tidy() { return __nvvm_read_ptx_sreg_tid_y(); }
static inline unsigned ntid() {
  return __nvvm_read_ptx_sreg_ntid_x() * __nvvm_read_ptx_sreg_ntid_y();
}
static inline float sum(float V) { return V; }
static inline float sum(float2v V) { return V.x + V.y; }
static inline float sum(float4v V) { return V.x + V.y + V.z + V.w; }
static inline float sum(char V) { return V; }
static inline float sum(short V) { return V; }

template <typename T> static inline volatile SHARED T *at(unsigned Bytes) {
  return (volatile SHARED T *)((SHARED char *)buf + Bytes);
}

// x, y: the thread's tid.x, tid.y; t: its linear id in the block.
#define LOAD(NAME, T, ADDR)                                                    \
  KERNEL void NAME(float *out, int iters) {                                    \
    unsigned x = tidx(), y = tidy(), n = ntid();                               \
    unsigned t = y * __nvvm_read_ptx_sreg_ntid_x() + x;                        \
    for (unsigned i = t; i < 8192; i += n)                                     \
      buf[i] = float(i & 7);                                                   \
    __syncthreads();                                                           \
    T acc = T(0);                                                              \
    for (int i = 0; i < iters; ++i)                                            \
      acc += *at<T>(ADDR);                                                     \
    out[__nvvm_read_ptx_sreg_ctaid_x() * n + t] = sum(acc);                    \
  }

#define STORE(NAME, T, ADDR)                                                   \
  KERNEL void NAME(float *out, int iters) {                                    \
    unsigned x = tidx(), y = tidy(), n = ntid();                               \
    unsigned t = y * __nvvm_read_ptx_sreg_ntid_x() + x;                        \
    T v = T(t & 7);                                                            \
    for (int i = 0; i < iters; ++i) {                                          \
      *at<T>(ADDR) = v;                                                        \
      v += T(1);                                                               \
    }                                                                          \
    __syncthreads();                                                           \
    out[__nvvm_read_ptx_sreg_ctaid_x() * n + t] = buf[t];                      \
  }
