// The runtime of gpu_emulator.py: host stand-ins for the GPU primitives tilelang-map and
// tilelang-promote emit (their NVPTX and AMDGPU spellings are renamed to emu_* in the IR). Each
// GPU thread is a pthread; the threads of a block run together, with real barriers.
//
// The inter-block race check: gpu_emulator.py puts a call to emu_access before every load and
// store of global or generic memory (and cp.async's global reads); emu_track registers the
// launch's arrays (base, bytes, element size). For each element of a tracked array a shadow
// entry keeps the first block that wrote it and the first two blocks that read it (with the
// source location of each access), since the last grid barrier the accessing thread passed.
// An element written by two blocks, or written by one and read by another, is a race: the
// first EMU_MAX_RACES elements (in array and index order) are recorded with the two accesses
// (emu_races), and every racing element is counted once (emu_race_elements).
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

static __thread unsigned t_tid[3], t_ctaid[3], t_block; // t_block: linear block id
static __thread uint32_t t_epoch; // grid barriers this thread has passed (the race check)
static __thread block_bar *t_bar;
static unsigned g_ntid[3], g_nctaid[3];
static volatile int g_err; // 1 divergent barrier, 2 timeout
static int g_locking;      // the race check's shadow needs locks: blocks run at once
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
  t_block = lin;
}

static void reset_bar(block_bar *b, int nthreads) {
  b->nthreads = nthreads;
  b->arrived = b->exited = 0;
}

static void *thread_main(void *p) {
  targ *a = p;
  launch_t *L = a->L;
  t_epoch = 0;
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
  g_locking = together && gx * gy * gz > 1;
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

// ---------------------------------------------------------------------------------------------
// The inter-block race check
// ---------------------------------------------------------------------------------------------

// One element's accesses since the grid barrier `epoch` (0: before the first one, as calloc
// leaves it); block ids and locations are stored plus one (0: none).
typedef struct {
  uint32_t epoch, writer, reader, reader2, wloc, rloc, r2loc, raced;
} shadow_t;

typedef struct {
  uintptr_t base, end;
  size_t esize;
  shadow_t *sh;
} tracked_t;

// One race, as emu_races returns it: the array (index into emu_track's), the element, the byte
// address; the earlier access (the shadow's) and the later one, each as a block (linear id),
// whether it wrote, and its location (gpu_emulator.py's table; 0: unknown).
typedef struct {
  int32_t array;
  int64_t element;
  uint64_t address;
  int32_t first_block, first_write, first_loc;
  int32_t second_block, second_write, second_loc;
} race_t;

#define EMU_MAX_TRACKED 32
#define EMU_MAX_RACES 64
#define EMU_LOCKS 4096
static tracked_t g_tracked[EMU_MAX_TRACKED];
static int g_ntracked;
static uintptr_t g_lo, g_hi; // the tracked arrays lie in [g_lo, g_hi)
static race_t g_race[EMU_MAX_RACES];
static int g_nrace;             // records kept (at most EMU_MAX_RACES)
static int64_t g_race_elements; // elements that raced
// Blocks that run one after the other need no lock: the threads of one block write the same
// block id into an entry, and the barrier between blocks orders the rest. When blocks run at
// once (a cooperative launch), an entry is updated under its stripe's lock.
static char g_lock[EMU_LOCKS];

// Registers the arrays of the next launch (and frees the previous ones' shadow).
void emu_track(int n, void *const *bases, const size_t *bytes, const size_t *esizes) {
  for (int i = 0; i < g_ntracked; ++i)
    free(g_tracked[i].sh);
  g_ntracked = 0;
  g_lo = UINTPTR_MAX;
  g_hi = 0;
  g_nrace = 0;
  g_race_elements = 0;
  for (int i = 0; i < n && i < EMU_MAX_TRACKED; ++i) {
    tracked_t *t = &g_tracked[g_ntracked++];
    t->base = (uintptr_t)bases[i];
    t->end = t->base + bytes[i];
    t->esize = esizes[i] ? esizes[i] : 1;
    t->sh = bytes[i] ? calloc(bytes[i] / t->esize + 1, sizeof(shadow_t)) : 0;
    if (bytes[i] && !t->sh) {
      fprintf(stderr, "emu_track: out of memory\n");
      abort();
    }
    if (bytes[i] && t->base < g_lo)
      g_lo = t->base;
    if (t->end > g_hi)
      g_hi = t->end;
  }
  if (g_lo > g_hi)
    g_lo = g_hi = 0;
}

// The races kept (see race()), in no particular order; returns how many.
int emu_races(race_t *out, int cap) {
  int n = g_nrace;
  if (n > cap)
    n = cap;
  memcpy(out, g_race, (size_t)n * sizeof(race_t));
  return n;
}
int64_t emu_race_elements(void) { return g_race_elements; }

// Grid barriers (the end of grid.sync): accesses on either side of one never race.
void emu_grid_epoch(void) { t_epoch++; }

static pthread_mutex_t g_race_lock = PTHREAD_MUTEX_INITIALIZER;

static int race_before(const race_t *a, int array, int64_t element) {
  return a->array < array || (a->array == array && a->element < element);
}

// Records a race at an element not reported yet. Of all racing elements the EMU_MAX_RACES
// first in (array, element) order are kept, so the report does not depend on the order in
// which the threads of a block ran.
__attribute__((no_sanitize("thread"))) static void race(int array, int64_t element, uintptr_t addr,
                                                        shadow_t *s, uint32_t first,
                                                        int first_write, uint32_t first_loc,
                                                        int write, uint32_t loc) {
  pthread_mutex_lock(&g_race_lock);
  if (s->raced) { // another thread of the block found it first
    pthread_mutex_unlock(&g_race_lock);
    return;
  }
  s->raced = 1;
  g_race_elements++;
  int k = g_nrace;
  if (g_nrace < EMU_MAX_RACES) {
    g_nrace++;
  } else {
    k = 0; // replace the last in order, if this one comes before it
    for (int i = 1; i < EMU_MAX_RACES; ++i)
      if (race_before(&g_race[k], g_race[i].array, g_race[i].element))
        k = i;
    if (race_before(&g_race[k], array, element))
      k = -1;
  }
  if (k >= 0) {
    race_t *r = &g_race[k];
    r->array = array;
    r->element = element;
    r->address = addr;
    r->first_block = (int32_t)first - 1;
    r->first_write = first_write;
    r->first_loc = (int32_t)first_loc - 1;
    r->second_block = (int32_t)t_block;
    r->second_write = write;
    r->second_loc = (int32_t)loc;
  }
  pthread_mutex_unlock(&g_race_lock);
}

// One access of the element at `s` by this thread's block (see the file's comment).
__attribute__((no_sanitize("thread"))) static void
access_element(int array, int64_t element, uintptr_t addr, shadow_t *s, int write, uint32_t loc) {
  uint32_t me = t_block + 1, epoch = t_epoch;
  if (s->epoch != epoch) {
    if (s->epoch > epoch)
      return; // a thread still before a grid barrier others passed: not this check's business
    memset(s, 0, sizeof *s);
    s->epoch = epoch;
  }
  if (s->writer && s->writer != me)
    race(array, element, addr, s, s->writer, 1, s->wloc, write, loc);
  else if (write && s->reader && s->reader != me)
    race(array, element, addr, s, s->reader, 0, s->rloc, write, loc);
  else if (write && s->reader2 && s->reader2 != me)
    race(array, element, addr, s, s->reader2, 0, s->r2loc, write, loc);
  if (write) {
    if (!s->writer) {
      s->writer = me;
      s->wloc = loc + 1;
    }
  } else if (!s->reader) {
    s->reader = me;
    s->rloc = loc + 1;
  } else if (s->reader != me && !s->reader2) {
    s->reader2 = me;
    s->r2loc = loc + 1;
  }
}

// `n` bytes at `p`, read (write = 0) or written, at location `loc` (gpu_emulator.py's table).
__attribute__((no_sanitize("thread"))) void emu_access(const void *p, int64_t n, int32_t write,
                                                       int32_t loc) {
  uintptr_t a = (uintptr_t)p;
  if (a >= g_hi || a + (uintptr_t)n <= g_lo || n <= 0)
    return;
  for (int i = 0; i < g_ntracked; ++i) {
    tracked_t *t = &g_tracked[i];
    if (a >= t->end || a + (uintptr_t)n <= t->base)
      continue;
    uintptr_t lo = a > t->base ? a : t->base;
    uintptr_t hi = a + (uintptr_t)n < t->end ? a + (uintptr_t)n : t->end;
    for (int64_t e = (int64_t)((lo - t->base) / t->esize);
         e <= (int64_t)((hi - 1 - t->base) / t->esize); ++e) {
      uintptr_t ea = t->base + (uintptr_t)e * t->esize;
      if (!g_locking) {
        access_element(i, e, ea, &t->sh[e], write, (uint32_t)loc);
        continue;
      }
      char *l = &g_lock[(uint64_t)e % EMU_LOCKS];
      while (__atomic_test_and_set(l, __ATOMIC_ACQUIRE))
        sched_yield();
      access_element(i, e, ea, &t->sh[e], write, (uint32_t)loc);
      __atomic_clear(l, __ATOMIC_RELEASE);
    }
  }
}
void emu_access_i32(const void *p, int32_t n, int32_t write, int32_t loc) {
  emu_access(p, n, write, loc);
}
