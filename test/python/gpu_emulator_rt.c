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

// A warp (NVIDIA, 32 lanes) or wavefront (AMD wave64, 64 lanes): the threads of a block with
// linear ids [w * size, (w + 1) * size) (PTX ISA 2.2.1 and the CDNA3 ISA 2.1: consecutive thread
// ids form a warp / wavefront). A warp-collective instruction (ldmatrix, mma.sync, MFMA) is an
// exchange: each lane deposits its operands in its slot, a warp barrier, each lane computes its
// own result from all slots, a second barrier (the slots may be reused after it).
#define EMU_MAX_LANES 64
#define EMU_SLOT_BYTES 160
typedef struct {
  block_bar bar;
  int lanes; // threads of the block in this warp (fewer than the warp size: a partial warp)
  unsigned char slot[EMU_MAX_LANES][EMU_SLOT_BYTES];
} warp_t;
static __thread warp_t *t_warp;
static __thread unsigned t_lane;
static unsigned g_warp_size = 32; // emu_set_warp_size: 32 (NVPTX) or 64 (AMDGPU wave64)
void emu_set_warp_size(unsigned n) { g_warp_size = n && n <= EMU_MAX_LANES ? n : 32; }
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

// Waits at `b` until all its threads arrived (or a launch error); `who` names the barrier in
// the errors ("barrier": the block's; "warp-collective": a warp's exchange).
static void bar_wait(block_bar *b, const char *who) {
  pthread_mutex_lock(&b->m);
  if (b->exited) {
    char msg[128];
    snprintf(msg, sizeof msg, "%s reached after a thread of the %s exited", who,
             b == t_bar ? "block" : "warp");
    fail(1, msg);
  }
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
      if (pthread_cond_timedwait(&b->c, &b->m, &ts) == ETIMEDOUT && ++waits >= 20) {
        char msg[128];
        snprintf(msg, sizeof msg, "%s timed out (20 s)", who);
        fail(2, msg);
      }
    }
  }
  pthread_mutex_unlock(&b->m);
}

void emu_barrier(int id) {
  (void)id;
  bar_wait(t_bar, "barrier");
}
void emu_sbarrier(void) { emu_barrier(0); }
void emu_yield(void) { sched_yield(); }

// cp.async (PTX ISA 9.7.9.25, "cp.async", "cp.async.commit_group", "cp.async.wait_group"): a copy
// is complete only after a cp.async.wait_group / wait_all of the issuing thread that covers its
// group. The emulator defers each copy (its global read and its shared write) to the latest
// point the ISA allows: the wait that covers it (or the thread's exit; or, when more than
// EMU_CP_PENDING are pending, the oldest completes early, which is also a valid execution). So
// a kernel that reads the shared destination without the wait (and, for other threads, the
// barrier after it) reads the 0xFF poison, as it may on a GPU.
typedef struct {
  void *dst;
  const void *src;
  int n, size;   // bytes copied (the src-size operand), bytes written (cp-size)
  unsigned group; // the commit group: t_cp_groups when issued (uncommitted until the commit)
} cp_async_t;
#define EMU_CP_PENDING 4096
static __thread cp_async_t t_cp[EMU_CP_PENDING];
static __thread int t_ncp;           // pending copies, oldest first
static __thread unsigned t_cp_groups; // groups committed so far

static void cp_complete(const cp_async_t *c) {
  // src-size bytes copied, the rest of cp-size zero-filled (PTX: "cp.async ... src-size").
  if (c->n)
    memcpy(c->dst, c->src, (size_t)c->n);
  if (c->n < c->size)
    memset((char *)c->dst + c->n, 0, (size_t)(c->size - c->n));
}
// Completes the pending copies of the committed groups before `group` (all: UINT32_MAX).
static void cp_complete_before(unsigned group) {
  int k = 0;
  for (int i = 0; i < t_ncp; ++i) {
    if (t_cp[i].group < group)
      cp_complete(&t_cp[i]);
    else
      t_cp[k++] = t_cp[i];
  }
  t_ncp = k;
}
static void cp_async(void *dst, const void *src, int n, int size) {
  if (n < 0 || n > size) {
    fail(3, "cp.async: src-size outside 0..cp-size");
    return;
  }
  if (t_ncp == EMU_CP_PENDING) { // the oldest completes early
    cp_complete(&t_cp[0]);
    memmove(t_cp, t_cp + 1, sizeof(cp_async_t) * (EMU_CP_PENDING - 1));
    t_ncp--;
  }
  t_cp[t_ncp++] = (cp_async_t){dst, src, n, size, t_cp_groups};
}
void emu_cp_async_4(void *d, const void *s, int n) { cp_async(d, s, n, 4); }
void emu_cp_async_8(void *d, const void *s, int n) { cp_async(d, s, n, 8); }
void emu_cp_async_16(void *d, const void *s, int n) { cp_async(d, s, n, 16); }
void emu_cp_async_full_4(void *d, const void *s) { cp_async(d, s, 4, 4); }
void emu_cp_async_full_8(void *d, const void *s) { cp_async(d, s, 8, 8); }
void emu_cp_async_full_16(void *d, const void *s) { cp_async(d, s, 16, 16); }
void emu_cp_async_commit(void) { t_cp_groups++; }
// wait_group N: every committed group but the N most recent is complete.
void emu_cp_async_wait(int n) {
  if (n < 0)
    n = 0;
  cp_complete_before((unsigned)n >= t_cp_groups ? 0 : t_cp_groups - (unsigned)n);
}
// wait_all: commit_group then wait_group 0 (PTX ISA, "cp.async.wait_all").
void emu_cp_async_wait_all(void) {
  emu_cp_async_commit();
  cp_complete_before(UINT32_MAX);
}
static void thread_exit(void) {
  cp_complete_before(UINT32_MAX); // copies never waited for still happen
  t_cp_groups = 0;
  block_bar *b = t_bar;
  pthread_mutex_lock(&b->m);
  b->exited++;
  if (b->arrived)
    fail(1, "a thread exited while others wait at a barrier");
  pthread_cond_broadcast(&b->c);
  pthread_mutex_unlock(&b->m);
  b = &t_warp->bar;
  pthread_mutex_lock(&b->m);
  b->exited++;
  if (b->arrived)
    fail(1, "a thread exited while others of its warp wait at a warp-collective instruction");
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
  warp_t *warps; // nwarps per block bar
  unsigned nwarps;
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

// The warps of block bar `k` (one block's): their lanes, and their barriers reset.
static void reset_warps(launch_t *L, unsigned k) {
  unsigned nt = L->bl[0] * L->bl[1] * L->bl[2];
  for (unsigned w = 0; w < L->nwarps; ++w) {
    warp_t *wp = &L->warps[k * L->nwarps + w];
    unsigned left = nt - w * g_warp_size;
    wp->lanes = (int)(left < g_warp_size ? left : g_warp_size);
    reset_bar(&wp->bar, wp->lanes);
  }
}

static void *thread_main(void *p) {
  targ *a = p;
  launch_t *L = a->L;
  t_epoch = 0;
  t_tid[0] = a->t % L->bl[0];
  t_tid[1] = (a->t / L->bl[0]) % L->bl[1];
  t_tid[2] = a->t / (L->bl[0] * L->bl[1]);
  t_lane = a->t % g_warp_size;
  if (L->together) {
    set_block(L, a->block);
    t_bar = &L->bars[a->block];
    t_warp = &L->warps[a->block * L->nwarps + a->t / g_warp_size];
    L->f(L->args);
    thread_exit();
    return 0;
  }
  t_bar = &L->bars[0];
  t_warp = &L->warps[a->t / g_warp_size];
  for (unsigned lin = 0; lin < L->nb; ++lin) {
    if (a->t == 0) {
      reset_bar(&L->bars[0], L->bl[0] * L->bl[1] * L->bl[2]);
      reset_warps(L, 0);
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
                0, 0, 0};
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
  L.nwarps = (nt + g_warp_size - 1) / g_warp_size;
  L.warps = calloc((size_t)nbars * L.nwarps, sizeof(warp_t));
  for (unsigned k = 0; k < nbars * L.nwarps; ++k) {
    pthread_mutex_init(&L.warps[k].bar.m, 0);
    pthread_cond_init(&L.warps[k].bar.c, 0);
  }
  for (unsigned k = 0; k < nbars; ++k)
    reset_warps(&L, k);
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
  for (unsigned k = 0; k < nbars * L.nwarps; ++k) {
    pthread_mutex_destroy(&L.warps[k].bar.m);
    pthread_cond_destroy(&L.warps[k].bar.c);
  }
  free(L.warps);
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

// ---------------------------------------------------------------------------------------------
// Warp-collective matrix instructions: ldmatrix, mma.sync (NVIDIA), MFMA (AMD)
// ---------------------------------------------------------------------------------------------
//
// gpu_emulator.py renames each intrinsic to an internal IR function of the same signature that
// stores the operands, packed in order, into a stack buffer `in` and calls one of the functions
// below with `in` and a buffer `out` for the result (packed the same way). Each lane of the warp
// calls it (the instructions are .sync.aligned / wavefront-wide); the lanes exchange their
// operands through the warp's slots, and each lane computes its own result.

// Deposits this lane's `n` operand bytes and waits for the whole warp; returns the warp, or 0
// after a launch error (a partial warp, a lane that exited, a timeout).
static warp_t *warp_enter(const void *in, size_t n, const char *what) {
  warp_t *w = t_warp;
  if (w->lanes != (int)g_warp_size) {
    char msg[160];
    snprintf(msg, sizeof msg, "%s by a partial warp (%d of %u lanes): it needs the whole warp", what,
             w->lanes, g_warp_size);
    fail(3, msg);
    return 0;
  }
  memcpy(w->slot[t_lane], in, n);
  bar_wait(&w->bar, what);
  return g_err ? 0 : w;
}
static void warp_leave(warp_t *w, const char *what) { bar_wait(&w->bar, what); }

static uint32_t u32_at(const unsigned char *p, int word) {
  uint32_t v;
  memcpy(&v, p + 4 * word, 4);
  return v;
}
static float f32_at(const unsigned char *p, int word) {
  float v;
  memcpy(&v, p + 4 * word, 4);
  return v;
}
static float half_bits(uint16_t h) { // IEEE binary16
  _Float16 v;
  memcpy(&v, &h, 2);
  return (float)v;
}
static float bf16_bits(uint16_t h) { // bfloat16: the high half of a binary32
  uint32_t u = (uint32_t)h << 16;
  float v;
  memcpy(&v, &u, 4);
  return v;
}
static float tf32_bits(uint32_t u) { // tf32: a binary32 whose low 13 mantissa bits are ignored
  u &= 0xFFFFE000u;
  float v;
  memcpy(&v, &u, 4);
  return v;
}

// ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].shared.b16 (PTX ISA 9.7.14.5.15, "Warp-level
// matrix load instruction: ldmatrix"): lanes 8i..8i+7 give the addresses of the 8 rows (16 bytes,
// 16-byte aligned, 8 b16 elements each) of matrix i < num; lane l receives in its register i
// row l/4, elements 2(l%4) and 2(l%4)+1 of matrix i (low half first); with .trans, elements
// [2(l%4)][l/4] and [2(l%4)+1][l/4] (the matrix transposed). Addresses of lanes >= 8 num are
// ignored.
static void ldmatrix(const void *in, void *out, int num, int trans) {
  const char *what = trans ? "ldmatrix.trans" : "ldmatrix";
  const void *mine;
  memcpy(&mine, in, sizeof mine);
  if (t_lane < 8u * (unsigned)num && ((uintptr_t)mine & 15)) {
    char msg[128];
    snprintf(msg, sizeof msg, "%s: row address %p of lane %u is not 16-byte aligned", what, mine,
             t_lane);
    fail(3, msg);
  }
  warp_t *w = warp_enter(in, sizeof mine, what);
  if (!w)
    return;
  unsigned l = t_lane, g = l / 4, t = l % 4;
  for (int i = 0; i < num; ++i) {
    uint16_t e[2];
    for (int j = 0; j < 2; ++j) {
      const char *row;
      if (!trans) {
        memcpy(&row, w->slot[8 * i + g], sizeof row);
        memcpy(&e[j], row + 2 * (2 * t + j), 2);
      } else {
        memcpy(&row, w->slot[8 * i + 2 * t + j], sizeof row);
        memcpy(&e[j], row + 2 * g, 2);
      }
    }
    uint32_t r = (uint32_t)e[0] | (uint32_t)e[1] << 16;
    memcpy((char *)out + 4 * i, &r, 4);
  }
  warp_leave(w, what);
}
void emu_ldmatrix_x1(const void *in, void *out) { ldmatrix(in, out, 1, 0); }
void emu_ldmatrix_x2(const void *in, void *out) { ldmatrix(in, out, 2, 0); }
void emu_ldmatrix_x4(const void *in, void *out) { ldmatrix(in, out, 4, 0); }
void emu_ldmatrix_x1_trans(const void *in, void *out) { ldmatrix(in, out, 1, 1); }
void emu_ldmatrix_x2_trans(const void *in, void *out) { ldmatrix(in, out, 2, 1); }
void emu_ldmatrix_x4_trans(const void *in, void *out) { ldmatrix(in, out, 4, 1); }

// mma.sync.aligned.m16n8kK.row.col (PTX ISA 9.7.14.5.8 "Matrix Fragments for mma.m16n8k16
// with floating point type", 9.7.14.5.7 "... mma.m16n8k8" (.tf32), 9.7.14.5.10 "... mma.m16n8k32"
// (.s8/.u8)). groupID g = lane >> 2, threadID_in_group t = lane % 4. The operand bytes of a
// lane: A's registers, B's, then C's (4 x f32 or s32); the result D: 4 words. The C/D element i
// (0..3) is at row g + 8 (i >= 2), column 2t + (i & 1).
enum { MMA_F16, MMA_BF16, MMA_TF32, MMA_I8 };

// The element (row, col) of A (16 x K) or B (K x 8) that element `i` of lane `l`'s fragment
// holds, for the A/B kinds above.
static void mma_a_pos(int kind, unsigned l, int i, int *row, int *col) {
  int g = (int)l >> 2, t = (int)l & 3;
  if (kind == MMA_TF32) { // a0..a3, one per register
    *row = g + 8 * (i & 1);
    *col = t + 4 * (i >= 2);
  } else if (kind == MMA_I8) { // a0..a15, four per register
    *row = g + 8 * ((i >> 2) & 1);
    *col = 4 * t + (i & 3) + 16 * (i >= 8);
  } else { // a0..a7, two per register
    *row = g + 8 * ((i >> 1) & 1);
    *col = 2 * t + (i & 1) + 8 * (i >= 4);
  }
}
static void mma_b_pos(int kind, unsigned l, int i, int *row, int *col) {
  int g = (int)l >> 2, t = (int)l & 3;
  *col = g;
  if (kind == MMA_TF32)
    *row = t + 4 * i;
  else if (kind == MMA_I8)
    *row = 4 * t + (i & 3) + 16 * (i >= 4);
  else
    *row = 2 * t + (i & 1) + 8 * (i >= 2);
}

// `asig`, `bsig`: s8 (1) or u8 (0) operands; `sat`: .satfinite (the s32 result clamped, else it
// wraps around).
static void mma_sync(const void *in, void *out, int kind, int asig, int bsig, int sat) {
  static const int K_OF[] = {16, 16, 8, 32}, AREGS[] = {4, 4, 4, 4}, BREGS[] = {2, 2, 2, 2};
  const int K = K_OF[kind], PER = kind == MMA_TF32 ? 1 : kind == MMA_I8 ? 4 : 2;
  const int nbytes = 4 * (AREGS[kind] + BREGS[kind] + 4);
  const char *what = kind == MMA_I8 ? "mma.sync.m16n8k32" : kind == MMA_TF32 ? "mma.sync.m16n8k8"
                                                                             : "mma.sync.m16n8k16";
  warp_t *w = warp_enter(in, (size_t)nbytes, what);
  if (!w)
    return;
  double A[16][32], B[32][8]; // exact: f16/bf16/tf32/8-bit values
  for (unsigned l = 0; l < 32; ++l) {
    const unsigned char *p = w->slot[l];
    for (int i = 0; i < AREGS[kind] * PER; ++i) {
      int r, c;
      mma_a_pos(kind, l, i, &r, &c);
      A[r][c] = 0;
      uint32_t word = u32_at(p, i / PER);
      if (kind == MMA_F16)
        A[r][c] = half_bits((uint16_t)(word >> 16 * (i % 2)));
      else if (kind == MMA_BF16)
        A[r][c] = bf16_bits((uint16_t)(word >> 16 * (i % 2)));
      else if (kind == MMA_TF32)
        A[r][c] = tf32_bits(word);
      else {
        uint8_t b = (uint8_t)(word >> 8 * (i % 4));
        A[r][c] = asig ? (double)(int8_t)b : (double)b;
      }
    }
    for (int i = 0; i < BREGS[kind] * PER; ++i) {
      int r, c;
      mma_b_pos(kind, l, i, &r, &c);
      uint32_t word = u32_at(p, AREGS[kind] + i / PER);
      if (kind == MMA_F16)
        B[r][c] = half_bits((uint16_t)(word >> 16 * (i % 2)));
      else if (kind == MMA_BF16)
        B[r][c] = bf16_bits((uint16_t)(word >> 16 * (i % 2)));
      else if (kind == MMA_TF32)
        B[r][c] = tf32_bits(word);
      else {
        uint8_t b = (uint8_t)(word >> 8 * (i % 4));
        B[r][c] = bsig ? (double)(int8_t)b : (double)b;
      }
    }
  }
  const unsigned char *mine = w->slot[t_lane];
  int g = (int)t_lane >> 2, t = (int)t_lane & 3;
  for (int i = 0; i < 4; ++i) {
    int row = g + 8 * (i >= 2), col = 2 * t + (i & 1);
    if (kind == MMA_I8) { // exact: |sum| < 32 * 255 * 255
      int64_t acc = (int32_t)u32_at(mine, AREGS[kind] + BREGS[kind] + i);
      for (int k = 0; k < K; ++k)
        acc += (int64_t)A[row][k] * (int64_t)B[k][col];
      int32_t d;
      if (sat)
        d = acc > INT32_MAX ? INT32_MAX : acc < INT32_MIN ? INT32_MIN : (int32_t)acc;
      else
        d = (int32_t)(uint32_t)(uint64_t)acc;
      memcpy((char *)out + 4 * i, &d, 4);
    } else { // products exact in f32, accumulated in f32 in k order
      float acc = f32_at(mine, AREGS[kind] + BREGS[kind] + i);
      for (int k = 0; k < K; ++k)
        acc += (float)A[row][k] * (float)B[k][col];
      memcpy((char *)out + 4 * i, &acc, 4);
    }
  }
  warp_leave(w, what);
}
void emu_mma_m16n8k16_f16_f32(const void *in, void *out) { mma_sync(in, out, MMA_F16, 0, 0, 0); }
void emu_mma_m16n8k16_bf16_f32(const void *in, void *out) { mma_sync(in, out, MMA_BF16, 0, 0, 0); }
void emu_mma_m16n8k8_tf32_f32(const void *in, void *out) { mma_sync(in, out, MMA_TF32, 0, 0, 0); }
#define EMU_MMA_I8(NAME, AS, BS, SAT)                                                              \
  void emu_mma_m16n8k32_##NAME(const void *in, void *out) { mma_sync(in, out, MMA_I8, AS, BS, SAT); }
EMU_MMA_I8(s8_s8, 1, 1, 0)
EMU_MMA_I8(s8_u8, 1, 0, 0)
EMU_MMA_I8(u8_s8, 0, 1, 0)
EMU_MMA_I8(u8_u8, 0, 0, 0)
EMU_MMA_I8(s8_s8_sat, 1, 1, 1)
EMU_MMA_I8(s8_u8_sat, 1, 0, 1)
EMU_MMA_I8(u8_s8_sat, 0, 1, 1)
EMU_MMA_I8(u8_u8_sat, 0, 0, 1)

// v_mfma (AMD CDNA3 ISA, 7.1 "Matrix fused-multiply-add (MFMA)"; the layouts of AMD's Matrix
// Instruction Calculator, github.com/ROCm/amd_matrix_instruction_calculator), one block, wave64:
// D (M x N) = A (M x K) B (K x N) + C. Each lane holds KL = K / (64 / M) elements of A and of B:
// lane l element j is A[l % M][(l / M) KL + j] and B[(l / M) KL + j][l % N]; its accumulator
// register r (M N / 64 of them) is D[8 (r / 4) + 4 (l / 32) + r % 4][l % 32] for 32 x 32, and
// D[4 (l / 16) + r][l % 16] for 16 x 16 (in general: (r / 4) 4 (64 / N) + 4 (l / N) + r % 4).
// The operand bytes of a lane: A (KL elements), B, C, then cbsz, abid, blgp (i32: only 0, no
// broadcast, is modelled).
enum { MFMA_F16, MFMA_BF16, MFMA_I8 };
static void mfma(const void *in, void *out, int M, int N, int K, int kind) {
  const int KL = K / (64 / M), EB = kind == MFMA_I8 ? 1 : 2, NR = M * N / 64;
  const int nbytes = 2 * KL * EB + 4 * NR + 12;
  const char *what = "v_mfma";
  const unsigned char *p = in;
  int32_t mods[3];
  memcpy(mods, p + 2 * KL * EB + 4 * NR, 12);
  if (mods[0] || mods[1] || mods[2]) {
    fail(3, "v_mfma with cbsz/abid/blgp other than 0 (broadcast) is not modelled");
    return;
  }
  warp_t *w = warp_enter(in, (size_t)nbytes, what);
  if (!w)
    return;
  double A[32][64], B[64][32];
  for (unsigned l = 0; l < 64; ++l) {
    const unsigned char *s = w->slot[l];
    for (int j = 0; j < KL; ++j) {
      double a, b;
      if (kind == MFMA_I8) {
        a = (int8_t)s[j];
        b = (int8_t)s[KL + j];
      } else {
        uint16_t ha, hb;
        memcpy(&ha, s + 2 * j, 2);
        memcpy(&hb, s + 2 * (KL + j), 2);
        a = kind == MFMA_F16 ? half_bits(ha) : bf16_bits(ha);
        b = kind == MFMA_F16 ? half_bits(hb) : bf16_bits(hb);
      }
      A[l % M][(l / M) * KL + j] = a;
      B[(l / N) * KL + j][l % N] = b;
    }
  }
  const unsigned char *c = w->slot[t_lane] + 2 * KL * EB;
  unsigned l = t_lane;
  for (int r = 0; r < NR; ++r) {
    int row = (r / 4) * 4 * (64 / N) + 4 * (int)(l / N) + r % 4, col = (int)(l % N);
    if (kind == MFMA_I8) {
      int64_t acc = (int32_t)u32_at(c, r);
      for (int k = 0; k < K; ++k)
        acc += (int64_t)A[row][k] * (int64_t)B[k][col];
      int32_t d = (int32_t)(uint32_t)(uint64_t)acc;
      memcpy((char *)out + 4 * r, &d, 4);
    } else {
      float acc = f32_at(c, r);
      for (int k = 0; k < K; ++k)
        acc += (float)A[row][k] * (float)B[k][col];
      memcpy((char *)out + 4 * r, &acc, 4);
    }
  }
  warp_leave(w, what);
}
void emu_mfma_f32_32x32x8f16(const void *in, void *out) { mfma(in, out, 32, 32, 8, MFMA_F16); }
void emu_mfma_f32_16x16x16f16(const void *in, void *out) { mfma(in, out, 16, 16, 16, MFMA_F16); }
void emu_mfma_f32_32x32x8bf16_1k(const void *in, void *out) {
  mfma(in, out, 32, 32, 8, MFMA_BF16);
}
void emu_mfma_f32_16x16x16bf16_1k(const void *in, void *out) {
  mfma(in, out, 16, 16, 16, MFMA_BF16);
}
void emu_mfma_i32_32x32x16_i8(const void *in, void *out) { mfma(in, out, 32, 32, 16, MFMA_I8); }
void emu_mfma_i32_16x16x32_i8(const void *in, void *out) { mfma(in, out, 16, 16, 32, MFMA_I8); }
void emu_mfma_i32_32x32x8i8(const void *in, void *out) { mfma(in, out, 32, 32, 8, MFMA_I8); }
void emu_mfma_i32_16x16x16i8(const void *in, void *out) { mfma(in, out, 16, 16, 16, MFMA_I8); }
