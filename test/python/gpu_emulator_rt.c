// The runtime of gpu_emulator.py: host stand-ins for the GPU primitives tilelang-map and
// tilelang-promote emit (their NVPTX and AMDGPU spellings are renamed to emu_* in the IR). Each
// GPU thread is a pthread; the threads of a block run together, with real barriers.
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <errno.h>

typedef struct {
  pthread_mutex_t m;
  pthread_cond_t c;
  int nthreads, arrived, exited, generation;
} block_bar;

static __thread unsigned t_tid[3], t_ctaid[3];
static __thread block_bar *t_bar;
static unsigned g_ntid[3], g_nctaid[3];
static volatile int g_err;  // 1 divergent barrier, 2 timeout
static char g_errmsg[256];

unsigned emu_tid_x(void) { return t_tid[0]; }
unsigned emu_tid_y(void) { return t_tid[1]; }
unsigned emu_tid_z(void) { return t_tid[2]; }
unsigned emu_ctaid_x(void) { return t_ctaid[0]; }
unsigned emu_ctaid_y(void) { return t_ctaid[1]; }
unsigned emu_ctaid_z(void) { return t_ctaid[2]; }
unsigned emu_nctaid_x(void) { return g_nctaid[0]; }
unsigned emu_nctaid_y(void) { return g_nctaid[1]; }
unsigned emu_nctaid_z(void) { return g_nctaid[2]; }
unsigned emu_ntid_x(void) { return g_ntid[0]; }
unsigned emu_ntid_y(void) { return g_ntid[1]; }
unsigned emu_ntid_z(void) { return g_ntid[2]; }

// AMDGPU's hsa_kernel_dispatch_packet_t: workgroup_size_x/y/z (u16) at 4, grid_size_x/y/z
// (u32, in work-items) at 12.
static unsigned char g_packet[64] __attribute__((aligned(16)));
void *emu_dispatch_ptr(void) { return g_packet; }

static void fail(int code, const char *msg) {
  if (!g_err) {
    g_err = code;
    snprintf(g_errmsg, sizeof g_errmsg, "%s (block %u,%u,%u thread %u,%u,%u)", msg, t_ctaid[0],
             t_ctaid[1], t_ctaid[2], t_tid[0], t_tid[1], t_tid[2]);
  }
}

void emu_barrier(int id) {
  (void)id;
  block_bar *b = t_bar;
  pthread_mutex_lock(&b->m);
  if (b->exited)
    fail(1, "barrier reached after a thread of the block exited");
  int gen = b->generation;
  if (++b->arrived == b->nthreads) {
    b->arrived = 0;
    b->generation++;
    pthread_cond_broadcast(&b->c);
  } else {
    int waits = 0;
    while (gen == b->generation && !g_err) {
      struct timespec ts;
      clock_gettime(CLOCK_REALTIME, &ts);
      ts.tv_sec += 1;
      if (pthread_cond_timedwait(&b->c, &b->m, &ts) == ETIMEDOUT && ++waits >= 20)
        fail(2, "barrier timed out (20 s)");
    }
  }
  pthread_mutex_unlock(&b->m);
}
void emu_sbarrier(void) { emu_barrier(0); }
void emu_yield(void) { sched_yield(); }
/* pipeline(S): cp.async with a source size (0: zero-fill), done at once. */
static void cp_async(void *dst, const void *src, int n, int size) {
  if (n)
    memcpy(dst, src, (size_t)n);
  else
    memset(dst, 0, (size_t)size);
}
void emu_cp_async_4(void *d, const void *s, int n) { cp_async(d, s, n, 4); }
void emu_cp_async_8(void *d, const void *s, int n) { cp_async(d, s, n, 8); }
void emu_cp_async_16(void *d, const void *s, int n) { cp_async(d, s, n, 16); }
void emu_cp_async_commit(void) {}
void emu_cp_async_wait(int n) { (void)n; }

static void thread_exit(void) {
  block_bar *b = t_bar;
  pthread_mutex_lock(&b->m);
  b->exited++;
  if (b->arrived)
    fail(1, "a thread exited while others wait at a barrier");
  pthread_cond_broadcast(&b->c);
  pthread_mutex_unlock(&b->m);
}

typedef void (*tramp_t)(void **);

// One launch. Blocks one after the other: one pthread per thread of a block, each running its
// thread of every block in turn, with a pthread barrier between blocks (where thread 0 resets
// the block barrier and poisons the shared buffers). Cooperative kernels: one pthread per
// thread of the grid, every block at once.
typedef struct {
  tramp_t f;
  void **args;
  unsigned g[3], bl[3], nb;
  int together, nbuf;
  void **bufs;
  const size_t *sizes;
  block_bar *bars;
  pthread_barrier_t between;
} launch_t;

typedef struct {
  launch_t *L;
  unsigned t, block;  // thread in the block; the block (together) or the first block
} targ;

static void set_block(launch_t *L, unsigned lin) {
  t_ctaid[0] = lin % L->g[0];
  t_ctaid[1] = (lin / L->g[0]) % L->g[1];
  t_ctaid[2] = lin / (L->g[0] * L->g[1]);
}

static void reset_bar(block_bar *b, int nthreads) {
  b->nthreads = nthreads;
  b->arrived = b->exited = 0;
}

static void *thread_main(void *p) {
  targ *a = p;
  launch_t *L = a->L;
  t_tid[0] = a->t % L->bl[0];
  t_tid[1] = (a->t / L->bl[0]) % L->bl[1];
  t_tid[2] = a->t / (L->bl[0] * L->bl[1]);
  if (L->together) {
    set_block(L, a->block);
    t_bar = &L->bars[a->block];
    L->f(L->args);
    thread_exit();
    return 0;
  }
  t_bar = &L->bars[0];
  for (unsigned lin = 0; lin < L->nb; ++lin) {
    if (a->t == 0) {
      reset_bar(&L->bars[0], L->bl[0] * L->bl[1] * L->bl[2]);
      for (int i = 0; i < L->nbuf; ++i)
        memset(L->bufs[i], 0xFF, L->sizes[i]);
    }
    pthread_barrier_wait(&L->between);
    set_block(L, lin);
    if (!g_err) {
      L->f(L->args);
      thread_exit();
    }
    pthread_barrier_wait(&L->between);
  }
  return 0;
}

const char *emu_error(void) { return g_err ? g_errmsg : 0; }

// Runs the grid (see above); the shared buffers `bufs` (module globals) are filled with 0xFF
// before each block. Returns 0, or the error code (emu_error() says what).
int emu_launch(tramp_t f, void **args, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz, int together, int nbuf, void **bufs,
               const size_t *sizes) {
  g_err = 0;
  g_errmsg[0] = 0;
  launch_t L = {f, args, {gx, gy, gz}, {bx, by, bz}, gx * gy * gz, together, nbuf, bufs, sizes,
                0};
  memcpy(g_nctaid, L.g, sizeof L.g);
  memcpy(g_ntid, L.bl, sizeof L.bl);
  memset(g_packet, 0, sizeof g_packet);
  for (int d = 0; d < 3; ++d) {
    uint16_t w = (uint16_t)L.bl[d];
    uint32_t gs = L.g[d] * L.bl[d];
    memcpy(g_packet + 4 + 2 * d, &w, 2);
    memcpy(g_packet + 12 + 4 * d, &gs, 4);
  }
  unsigned nt = bx * by * bz, nbars = together ? L.nb : 1, nth = nt * nbars;
  L.bars = calloc(nbars, sizeof(block_bar));
  for (unsigned k = 0; k < nbars; ++k) {
    pthread_mutex_init(&L.bars[k].m, 0);
    pthread_cond_init(&L.bars[k].c, 0);
    reset_bar(&L.bars[k], nt);
  }
  if (together)
    for (int i = 0; i < nbuf; ++i)
      memset(bufs[i], 0xFF, sizes[i]);
  pthread_barrier_init(&L.between, 0, nt);
  targ *ta = calloc(nth, sizeof(targ));
  pthread_t *th = calloc(nth, sizeof(pthread_t));
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 1 << 20);
  for (unsigned i = 0; i < nth; ++i) {
    ta[i].L = &L;
    ta[i].t = i % nt;
    ta[i].block = i / nt;
    if (pthread_create(&th[i], &attr, thread_main, &ta[i])) {
      fprintf(stderr, "pthread_create failed\n");
      abort();
    }
  }
  for (unsigned i = 0; i < nth; ++i)
    pthread_join(th[i], 0);
  pthread_barrier_destroy(&L.between);
  for (unsigned k = 0; k < nbars; ++k) {
    pthread_mutex_destroy(&L.bars[k].m);
    pthread_cond_destroy(&L.bars[k].c);
  }
  free(ta);
  free(th);
  free(L.bars);
  return g_err;
}

char tilelang_dynamic_smem[1 << 20] __attribute__((aligned(1024)));
