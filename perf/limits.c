// The machine's physical limits (see limits.h): FMA peak, streaming fill
// and copy bandwidth, parked-thread wake latency.
#define _GNU_SOURCE 1  // sched_setaffinity, CPU_* macros

#include "perf/limits.h"

#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#define SR_LIMITS_MAX_THREADS 256

//===----------------------------------------------------------------------===//
// A team of threads running rounds of work in lock step
//===----------------------------------------------------------------------===//

// Work of thread |t| of |threads| in round |round|.
typedef void (*sr_limits_work_fn_t)(void* context, int round, int t,
                                    int threads);

typedef struct sr_limits_team_t {
  int threads;
  int rounds;
  sr_limits_work_fn_t work;
  void* context;
  pthread_barrier_t start;
  pthread_barrier_t end;
  // When each member started and finished the current round: the round
  // lasts from the first start to the last finish. (The main thread's own
  // clock would be wrong: the last member to reach the start barrier runs
  // on while the main thread may still be waking up.)
  uint64_t started_ns[SR_LIMITS_MAX_THREADS];
  uint64_t finished_ns[SR_LIMITS_MAX_THREADS];
} sr_limits_team_t;

typedef struct sr_limits_member_t {
  sr_limits_team_t* team;
  int t;
} sr_limits_member_t;

// Pins the calling thread to the |t|-th CPU this process may run on, so a
// team of N threads on N CPUs never shares one: unpinned, two fresh threads
// of a short probe could start on one vCPU and run one after the other,
// which made the 2-thread stream_fill read as the 1-thread figure (22 GB/s
// in one suite, 40 in another) while the kernels bench's pinned fill made
// 45. The kernels bench pins its threads the same way.
static void sr_limits_pin_member(int t) {
  cpu_set_t allowed;
  if (sched_getaffinity(0, sizeof(allowed), &allowed) != 0) return;
  int count = CPU_COUNT(&allowed);
  if (count < 2) return;
  int want = t % count;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (!CPU_ISSET(cpu, &allowed)) continue;
    if (want-- == 0) {
      cpu_set_t one;
      CPU_ZERO(&one);
      CPU_SET(cpu, &one);
      pthread_setaffinity_np(pthread_self(), sizeof(one), &one);
      return;
    }
  }
}

static void* sr_limits_member_main(void* arg) {
  sr_limits_member_t* member = (sr_limits_member_t*)arg;
  sr_limits_team_t* team = member->team;
  if (team->threads > 1) sr_limits_pin_member(member->t);
  for (int r = 0; r < team->rounds; ++r) {
    pthread_barrier_wait(&team->start);
    team->started_ns[member->t] = sr_bench_now_ns();
    team->work(team->context, r, member->t, team->threads);
    team->finished_ns[member->t] = sr_bench_now_ns();
    pthread_barrier_wait(&team->end);
  }
  return NULL;
}

// Runs |rounds| rounds of |work| on |threads| new threads and returns the
// shortest round's wall time in seconds (first member's start to last
// member's finish).
static double sr_limits_best_round(int threads, int rounds,
                                   sr_limits_work_fn_t work, void* context) {
  if (threads < 1) threads = 1;
  if (threads > SR_LIMITS_MAX_THREADS) threads = SR_LIMITS_MAX_THREADS;
  sr_limits_team_t* team = calloc(1, sizeof(*team));
  sr_limits_member_t* members = calloc((size_t)threads, sizeof(*members));
  pthread_t* handles = calloc((size_t)threads, sizeof(*handles));
  if (!team || !members || !handles) {
    fprintf(stderr, "limits: out of memory\n");
    exit(1);
  }
  team->threads = threads;
  team->rounds = rounds;
  team->work = work;
  team->context = context;
  pthread_barrier_init(&team->start, NULL, (unsigned)threads + 1);
  pthread_barrier_init(&team->end, NULL, (unsigned)threads + 1);
  for (int t = 0; t < threads; ++t) {
    members[t] = (sr_limits_member_t){team, t};
    if (pthread_create(&handles[t], NULL, sr_limits_member_main, &members[t]) !=
        0) {
      // The barriers would wait for the missing thread forever.
      fprintf(stderr, "limits: could not start %d threads\n", threads);
      exit(1);
    }
  }
  double best = -1;
  for (int r = 0; r < rounds; ++r) {
    pthread_barrier_wait(&team->start);
    pthread_barrier_wait(&team->end);
    uint64_t first = team->started_ns[0], last = team->finished_ns[0];
    for (int t = 1; t < threads; ++t) {
      if (team->started_ns[t] < first) first = team->started_ns[t];
      if (team->finished_ns[t] > last) last = team->finished_ns[t];
    }
    double dt = (double)(last - first) * 1e-9;
    if (best < 0 || dt < best) best = dt;
  }
  for (int t = 0; t < threads; ++t) pthread_join(handles[t], NULL);
  pthread_barrier_destroy(&team->start);
  pthread_barrier_destroy(&team->end);
  free(handles);
  free(members);
  free(team);
  return best;
}

// Seconds a probe may take per thread count: min_time, within bounds that
// keep smoke runs short and full runs reasonable.
static double sr_limits_budget(const sr_bench_options_t* options) {
  double budget = options ? options->min_time : 0.5;
  if (!(budget >= 0.05)) budget = 0.05;
  if (budget > 1.0) budget = 1.0;
  return budget;
}

//===----------------------------------------------------------------------===//
// Machine description
//===----------------------------------------------------------------------===//

static size_t sr_limits_parse_size(const char* text) {
  char* end = NULL;
  unsigned long long value = strtoull(text, &end, 10);
  if (end && (*end == 'K' || *end == 'k')) value <<= 10;
  if (end && (*end == 'M' || *end == 'm')) value <<= 20;
  return (size_t)value;
}

size_t sr_bench_llc_bytes(void) {
  static size_t cached = 0;
  if (cached) return cached;
  size_t best_level = 0, best_size = 0;
  for (int index = 0; index < 16; ++index) {
    char path[128], text[64];
    snprintf(path, sizeof(path),
             "/sys/devices/system/cpu/cpu0/cache/index%d/level", index);
    FILE* file = fopen(path, "r");
    if (!file) break;
    size_t level =
        fgets(text, sizeof(text), file) ? sr_limits_parse_size(text) : 0;
    fclose(file);
    snprintf(path, sizeof(path),
             "/sys/devices/system/cpu/cpu0/cache/index%d/size", index);
    file = fopen(path, "r");
    if (!file) continue;
    size_t size =
        fgets(text, sizeof(text), file) ? sr_limits_parse_size(text) : 0;
    fclose(file);
    if (level > best_level || (level == best_level && size > best_size)) {
      best_level = level;
      best_size = size;
    }
  }
#if defined(_SC_LEVEL3_CACHE_SIZE)
  if (!best_size) {
    long size = sysconf(_SC_LEVEL3_CACHE_SIZE);
    if (size > 0) best_size = (size_t)size;
  }
#endif
  cached = best_size ? best_size : (size_t)32 << 20;
  return cached;
}

size_t sr_bench_beyond_llc_bytes(void) {
  size_t bytes = 2 * sr_bench_llc_bytes();
  if (bytes < ((size_t)64 << 20)) bytes = (size_t)64 << 20;
  return (bytes + ((size_t)1 << 20) - 1) & ~(((size_t)1 << 20) - 1);
}

//===----------------------------------------------------------------------===//
// fma_peak
//===----------------------------------------------------------------------===//

#define SR_LIMITS_X4(OP, b) OP(b##0) OP(b##1) OP(b##2) OP(b##3)
#define SR_LIMITS_X12(OP) \
  SR_LIMITS_X4(OP, a) SR_LIMITS_X4(OP, b) SR_LIMITS_X4(OP, c)
#define SR_LIMITS_X16(OP) SR_LIMITS_X12(OP) SR_LIMITS_X4(OP, d)

#if defined(__x86_64__)
// 16 independent chains of 16 lanes: more than FMA latency x pipes on every
// AVX-512 core (4 cycles x 2 pipes needs 8), and 16 of the 32 zmm registers.
// Distinct starting values per chain (from the variable's name), or the
// compiler may fold identical chains into one.
#define SR_LIMITS_SEED(v) ((float)(#v[0] * 16 + #v[1]) * 0.01f)
#define SR_LIMITS_ZMM_DECLARE(v) __m512 v = _mm512_set1_ps(SR_LIMITS_SEED(v));
#define SR_LIMITS_ZMM_FMA(v) v = _mm512_fmadd_ps(v, x, y);
#define SR_LIMITS_ZMM_SUM(v) s = _mm512_add_ps(s, v);
__attribute__((target("avx512f"))) static float sr_limits_fma_zmm(
    long iterations) {
  __m512 x = _mm512_set1_ps(0.999999f), y = _mm512_set1_ps(1e-7f);
  SR_LIMITS_X16(SR_LIMITS_ZMM_DECLARE)
  for (long i = 0; i < iterations; ++i) {
    SR_LIMITS_X16(SR_LIMITS_ZMM_FMA)
  }
  __m512 s = _mm512_setzero_ps();
  SR_LIMITS_X16(SR_LIMITS_ZMM_SUM)
  return _mm512_reduce_add_ps(s);
}
#define SR_LIMITS_ZMM_FLOPS_PER_ITERATION (16.0 * 16 * 2)

// 12 chains of 8 lanes: covers latency x pipes on every AVX2 core (Zen 3:
// 5 x 2 = 10), leaving registers for the two constants.
#define SR_LIMITS_YMM_DECLARE(v) __m256 v = _mm256_set1_ps(SR_LIMITS_SEED(v));
#define SR_LIMITS_YMM_FMA(v) v = _mm256_fmadd_ps(v, x, y);
#define SR_LIMITS_YMM_SUM(v) s = _mm256_add_ps(s, v);
__attribute__((target("avx2,fma"))) static float sr_limits_fma_ymm(
    long iterations) {
  __m256 x = _mm256_set1_ps(0.999999f), y = _mm256_set1_ps(1e-7f);
  SR_LIMITS_X12(SR_LIMITS_YMM_DECLARE)
  for (long i = 0; i < iterations; ++i) {
    SR_LIMITS_X12(SR_LIMITS_YMM_FMA)
  }
  __m256 s = _mm256_setzero_ps();
  SR_LIMITS_X12(SR_LIMITS_YMM_SUM)
  return _mm256_cvtss_f32(s);
}
#define SR_LIMITS_YMM_FLOPS_PER_ITERATION (12.0 * 8 * 2)
#endif

typedef enum sr_limits_fma_kind_e {
  SR_LIMITS_FMA_NONE = 0,
  SR_LIMITS_FMA_YMM,
  SR_LIMITS_FMA_ZMM,
} sr_limits_fma_kind_t;

static sr_limits_fma_kind_t sr_limits_fma_kind(void) {
#if defined(__x86_64__)
  // __builtin_cpu_supports checks that the OS saves the registers (XCR0)
  // as well as CPUID.
  if (__builtin_cpu_supports("avx512f")) return SR_LIMITS_FMA_ZMM;
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    return SR_LIMITS_FMA_YMM;
  }
#endif
  return SR_LIMITS_FMA_NONE;
}

const char* sr_bench_fma_isa(void) {
  switch (sr_limits_fma_kind()) {
    case SR_LIMITS_FMA_ZMM:
      return "avx512f zmm";
    case SR_LIMITS_FMA_YMM:
      return "avx2 ymm";
    default:
      return NULL;
  }
}

typedef struct sr_limits_fma_t {
  sr_limits_fma_kind_t kind;
  long iterations;
  float sink[SR_LIMITS_MAX_THREADS * 16];
} sr_limits_fma_t;

static void sr_limits_fma_work(void* context, int round, int t, int threads) {
  (void)round;
  (void)threads;
  sr_limits_fma_t* fma = (sr_limits_fma_t*)context;
  float result = 0;
#if defined(__x86_64__)
  result = fma->kind == SR_LIMITS_FMA_ZMM ? sr_limits_fma_zmm(fma->iterations)
                                          : sr_limits_fma_ymm(fma->iterations);
#endif
  fma->sink[t * 16] = result;  // a line per thread: no false sharing
}

static void sr_limits_measure_fma(const sr_bench_options_t* options,
                                  int threads, sr_bench_limit_t* out) {
  sr_limits_fma_t* fma = calloc(1, sizeof(*fma));
  if (fma) fma->kind = sr_limits_fma_kind();
  if (!fma || fma->kind == SR_LIMITS_FMA_NONE) {
    snprintf(out->method, sizeof(out->method),
             "no AVX2+FMA or AVX-512 on this CPU or build: not measured");
    free(fma);
    return;
  }
  double flops_per_iteration = 0;
#if defined(__x86_64__)
  flops_per_iteration = fma->kind == SR_LIMITS_FMA_ZMM
                            ? SR_LIMITS_ZMM_FLOPS_PER_ITERATION
                            : SR_LIMITS_YMM_FLOPS_PER_ITERATION;
#endif
  // Calibrate rounds of ~2 ms on one thread (every thread runs the same
  // count, so a round on T threads lasts as long when the cores are free).
  // Short rounds fit between a busy neighbour's time slices, so the best
  // of many is the unshared core even on a loaded machine.
  fma->iterations = 20000;
  double t = sr_limits_best_round(1, 3, sr_limits_fma_work, fma);
  if (t > 0) {
    double scale = 0.002 / t;
    if (scale > 1) fma->iterations = (long)((double)fma->iterations * scale);
  }
  double budget = sr_limits_budget(options);
  int rounds = (int)(budget / 0.002);
  if (rounds < 20) rounds = 20;
  double best = sr_limits_best_round(threads, rounds, sr_limits_fma_work, fma);
  out->value = best > 0 ? flops_per_iteration * (double)fma->iterations *
                              threads / best * 1e-9
                        : 0;
  snprintf(out->method, sizeof(out->method),
           "%s FMA, %d independent chains per thread, best of %d rounds",
           sr_bench_fma_isa(), fma->kind == SR_LIMITS_FMA_ZMM ? 16 : 12,
           rounds);
  free(fma);
}

//===----------------------------------------------------------------------===//
// stream_fill, stream_copy
//===----------------------------------------------------------------------===//

enum { SR_LIMITS_RING = 3 };  // buffers per ring: see sr_limits_measure_stream

typedef struct sr_limits_stream_t {
  size_t bytes;  // per buffer
  uint8_t* dst[SR_LIMITS_RING];
  uint8_t* src[SR_LIMITS_RING];  // NULL for fill
} sr_limits_stream_t;

// Non-temporal stores of 64 bytes per step; |src| NULL: fill with 0x5A.
#if defined(__x86_64__)
__attribute__((target("avx2"))) static void sr_limits_stream_avx2(
    uint8_t* dst, const uint8_t* src, size_t bytes) {
  __m256i v = _mm256_set1_epi8(0x5A);
  if (src) {
    for (size_t i = 0; i < bytes; i += 64) {
      __m256i a = _mm256_load_si256((const __m256i*)(src + i));
      __m256i b = _mm256_load_si256((const __m256i*)(src + i + 32));
      _mm256_stream_si256((__m256i*)(dst + i), a);
      _mm256_stream_si256((__m256i*)(dst + i + 32), b);
    }
  } else {
    for (size_t i = 0; i < bytes; i += 64) {
      _mm256_stream_si256((__m256i*)(dst + i), v);
      _mm256_stream_si256((__m256i*)(dst + i + 32), v);
    }
  }
  _mm_sfence();
}

static void sr_limits_stream_sse2(uint8_t* dst, const uint8_t* src,
                                  size_t bytes) {
  __m128i v = _mm_set1_epi8(0x5A);
  for (size_t i = 0; i < bytes; i += 64) {
    for (size_t j = 0; j < 64; j += 16) {
      __m128i x = src ? _mm_load_si128((const __m128i*)(src + i + j)) : v;
      _mm_stream_si128((__m128i*)(dst + i + j), x);
    }
  }
  _mm_sfence();
}
#endif

static const char* sr_limits_stream_isa(void) {
#if defined(__x86_64__)
  return __builtin_cpu_supports("avx2") ? "avx2 non-temporal stores"
                                        : "sse2 non-temporal stores";
#else
  return "memset/memcpy (no non-temporal store probe on this architecture)";
#endif
}

static void sr_limits_stream_run(uint8_t* dst, const uint8_t* src,
                                 size_t bytes) {
#if defined(__x86_64__)
  if (__builtin_cpu_supports("avx2")) {
    sr_limits_stream_avx2(dst, src, bytes);
  } else {
    sr_limits_stream_sse2(dst, src, bytes);
  }
#else
  if (src)
    memcpy(dst, src, bytes);
  else
    memset(dst, 0x5A, bytes);
#endif
}

static void sr_limits_stream_work(void* context, int round, int t,
                                  int threads) {
  sr_limits_stream_t* s = (sr_limits_stream_t*)context;
  // Contiguous slices in whole cache lines.
  size_t lines = s->bytes / 64;
  size_t per = (lines + (size_t)threads - 1) / (size_t)threads;
  size_t begin = per * (size_t)t, end = begin + per;
  if (begin > lines) begin = lines;
  if (end > lines) end = lines;
  int slot = round % SR_LIMITS_RING;
  uint8_t* dst = s->dst[slot] + begin * 64;
  const uint8_t* src = s->src[slot] ? s->src[slot] + begin * 64 : NULL;
  sr_limits_stream_run(dst, src, (end - begin) * 64);
}

// Rounds over a ring of SR_LIMITS_RING buffers (pairs for copy) of
// sr_bench_beyond_llc_bytes() each: a round's buffer was last touched two
// rounds, at least 4 x LLC of traffic, ago, so none of it is cached. The
// pages are touched once before any round (first-touch faults are not
// bandwidth).
static void sr_limits_measure_stream(const sr_bench_options_t* options,
                                     int threads, bool copy,
                                     sr_bench_limit_t* out) {
  sr_limits_stream_t s;
  memset(&s, 0, sizeof(s));
  s.bytes = sr_bench_beyond_llc_bytes();
  bool ok = true;
  for (int i = 0; i < SR_LIMITS_RING && ok; ++i) {
    void* p = NULL;
    ok = posix_memalign(&p, 4096, s.bytes) == 0;
    s.dst[i] = p;
    if (ok) memset(s.dst[i], 1, s.bytes);
    if (ok && copy) {
      p = NULL;
      ok = posix_memalign(&p, 4096, s.bytes) == 0;
      s.src[i] = p;
      if (ok) memset(s.src[i], 2, s.bytes);
    }
  }
  if (ok) {
    // A round moves ~64+ MiB: 3-10 ms at 7-25 GB/s. Rounds are sized for
    // the slow end so the probe lasts about the budget (at 0.03 s per
    // assumed round, a 0.5 s budget gave 16 rounds in 50 ms: one
    // descheduling could spoil most of them).
    double budget = sr_limits_budget(options);
    int rounds = (int)(budget / 0.01);
    if (rounds < 2 * SR_LIMITS_RING) rounds = 2 * SR_LIMITS_RING;
    double best =
        sr_limits_best_round(threads, rounds, sr_limits_stream_work, &s);
    out->value = best > 0 ? (double)s.bytes / best * 1e-9 : 0;
    snprintf(out->method, sizeof(out->method),
             "%s, %s %zu MiB (LLC %zu MiB), ring of %d rotated, best of %d",
             sr_limits_stream_isa(), copy ? "copy of" : "fill of",
             s.bytes >> 20, sr_bench_llc_bytes() >> 20, SR_LIMITS_RING, rounds);
  } else {
    snprintf(out->method, sizeof(out->method), "out of memory: not measured");
  }
  for (int i = 0; i < SR_LIMITS_RING; ++i) {
    free(s.dst[i]);
    free(s.src[i]);
  }
}

//===----------------------------------------------------------------------===//
// parked_wake
//===----------------------------------------------------------------------===//

typedef struct sr_limits_wake_t {
  _Atomic uint32_t word;     // the futex: the waker bumps it
  _Atomic uint32_t parking;  // the waiter is about to wait for this value
  _Atomic uint32_t woken;    // the waiter has recorded wake |woken - 1|
  _Atomic uint64_t wake_ns;  // when the waker called FUTEX_WAKE
  uint64_t latencies[512];
  int count;
  bool pin;
  int cpu;
} sr_limits_wake_t;

static void sr_limits_pin(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  sched_setaffinity(0, sizeof(set), &set);
}

static void sr_limits_sleep_ns(long ns) {
  struct timespec ts = {ns / 1000000000L, ns % 1000000000L};
  while (nanosleep(&ts, &ts) != 0) {
  }
}

static void* sr_limits_waiter_main(void* arg) {
  sr_limits_wake_t* w = (sr_limits_wake_t*)arg;
  if (w->pin) sr_limits_pin(w->cpu);
  for (int i = 0; i < w->count; ++i) {
    atomic_store(&w->parking, (uint32_t)i + 1);
    while (atomic_load(&w->word) == (uint32_t)i) {
      syscall(SYS_futex, &w->word, FUTEX_WAIT_PRIVATE, (uint32_t)i, NULL, NULL,
              0);
    }
    uint64_t now = sr_bench_now_ns();
    w->latencies[i] = now - atomic_load(&w->wake_ns);
    atomic_store(&w->woken, (uint32_t)i + 1);
  }
  return NULL;
}

static int sr_limits_compare_u64(const void* a, const void* b) {
  uint64_t x = *(const uint64_t*)a, y = *(const uint64_t*)b;
  return x < y ? -1 : x > y ? 1 : 0;
}

// The waiter parks in FUTEX_WAIT; the waker sleeps 1 ms (the waiter is in
// the kernel by then), stamps the time and calls FUTEX_WAKE; the waiter
// stamps when it runs again.
static void sr_limits_measure_wake(const sr_bench_options_t* options,
                                   int threads, sr_bench_limit_t* out) {
  sr_limits_wake_t* w = calloc(1, sizeof(*w));
  if (!w) return;
  double budget = sr_limits_budget(options);
  w->count = (int)(budget / 1.2e-3);
  if (w->count < 31) w->count = 31;
  if (w->count > 511) w->count = 511;
  cpu_set_t saved;
  bool have_saved = sched_getaffinity(0, sizeof(saved), &saved) == 0;
  w->pin = threads == 1 && have_saved;
  if (w->pin) {
    for (w->cpu = 0; w->cpu < CPU_SETSIZE && !CPU_ISSET(w->cpu, &saved);) {
      ++w->cpu;
    }
    sr_limits_pin(w->cpu);
  }
  pthread_t waiter;
  if (pthread_create(&waiter, NULL, sr_limits_waiter_main, w) != 0) {
    snprintf(out->method, sizeof(out->method), "no thread: not measured");
    free(w);
    return;
  }
  for (int i = 0; i < w->count; ++i) {
    while (atomic_load(&w->parking) != (uint32_t)i + 1)
      sr_limits_sleep_ns(100000L);
    sr_limits_sleep_ns(1000000);
    atomic_store(&w->wake_ns, sr_bench_now_ns());
    atomic_store(&w->word, (uint32_t)i + 1);
    syscall(SYS_futex, &w->word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
    while (atomic_load(&w->woken) != (uint32_t)i + 1)
      sr_limits_sleep_ns(100000L);
  }
  pthread_join(waiter, NULL);
  if (w->pin) sched_setaffinity(0, sizeof(saved), &saved);
  qsort(w->latencies, (size_t)w->count, sizeof(uint64_t),
        sr_limits_compare_u64);
  out->value = (double)w->latencies[w->count / 2];
  snprintf(out->method, sizeof(out->method),
           "FUTEX_WAKE -> FUTEX_WAIT returns, thread parked 1 ms, median of "
           "%d wakes, %s",
           w->count,
           w->pin ? "both threads on one CPU" : "threads free to float");
  free(w);
}

//===----------------------------------------------------------------------===//
// Cache of measured limits
//===----------------------------------------------------------------------===//

typedef enum sr_limits_kind_e {
  SR_LIMITS_FMA = 0,
  SR_LIMITS_FILL,
  SR_LIMITS_COPY,
  SR_LIMITS_WAKE,
  SR_LIMITS_KIND_COUNT,
} sr_limits_kind_t;

enum { SR_LIMITS_CACHE = 8 };  // thread counts remembered per kind

typedef struct sr_limits_cache_t {
  int count;
  sr_bench_limit_t limits[SR_LIMITS_CACHE];
} sr_limits_cache_t;

static sr_limits_cache_t sr_limits_cache[SR_LIMITS_KIND_COUNT];

static const sr_bench_limit_t* sr_limits_get(const sr_bench_options_t* options,
                                             sr_limits_kind_t kind,
                                             int threads) {
  sr_limits_cache_t* cache = &sr_limits_cache[kind];
  for (int i = 0; i < cache->count; ++i) {
    if (cache->limits[i].threads == threads) return &cache->limits[i];
  }
  static sr_bench_limit_t overflow;  // more thread counts than remembered
  sr_bench_limit_t* limit = cache->count < SR_LIMITS_CACHE
                                ? &cache->limits[cache->count++]
                                : &overflow;
  memset(limit, 0, sizeof(*limit));
  limit->threads = threads;
  switch (kind) {
    case SR_LIMITS_FMA:
      limit->name = "fma_peak";
      limit->unit = "GFLOP/s";
      limit->direction = SR_BENCH_HIGHER_IS_BETTER;
      sr_limits_measure_fma(options, threads, limit);
      break;
    case SR_LIMITS_FILL:
    case SR_LIMITS_COPY:
      limit->name = kind == SR_LIMITS_FILL ? "stream_fill" : "stream_copy";
      limit->unit = "GB/s";
      limit->direction = SR_BENCH_HIGHER_IS_BETTER;
      sr_limits_measure_stream(options, threads, kind == SR_LIMITS_COPY, limit);
      break;
    case SR_LIMITS_WAKE:
    default:
      limit->name = "parked_wake";
      limit->unit = "ns";
      limit->direction = SR_BENCH_LOWER_IS_BETTER;
      sr_limits_measure_wake(options, threads, limit);
      break;
  }
  return limit;
}

const sr_bench_limit_t* sr_bench_limit_fma_peak(
    const sr_bench_options_t* options, int threads) {
  return sr_limits_get(options, SR_LIMITS_FMA, threads);
}

const sr_bench_limit_t* sr_bench_limit_stream_fill(
    const sr_bench_options_t* options, int threads) {
  return sr_limits_get(options, SR_LIMITS_FILL, threads);
}

const sr_bench_limit_t* sr_bench_limit_stream_copy(
    const sr_bench_options_t* options, int threads) {
  return sr_limits_get(options, SR_LIMITS_COPY, threads);
}

const sr_bench_limit_t* sr_bench_limit_parked_wake(
    const sr_bench_options_t* options, int threads) {
  return sr_limits_get(options, SR_LIMITS_WAKE, threads);
}

void sr_bench_report_limit(const sr_bench_options_t* options, const char* suite,
                           const sr_bench_limit_t* limit) {
  char name[64];
  snprintf(name, sizeof(name), "limit/%s", limit->name);
  sr_bench_row_t row = {.suite = suite,
                        .name = name,
                        .value = limit->value > 0 ? limit->value : 0,
                        .unit = limit->unit,
                        .threads = limit->threads,
                        .direction = limit->direction,
                        .config = limit->method};
  sr_bench_report_row(options, &row);
}

//===----------------------------------------------------------------------===//
// The limits suite: every limit on 1 thread and on all threads
//===----------------------------------------------------------------------===//

int sr_bench_limits_main(const sr_bench_options_t* options) {
  int all = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  int counts[2] = {1, all};
  for (int i = 0; i < (all > 1 ? 2 : 1); ++i) {
    static const char* const kNames[4] = {"fma_peak", "stream_fill",
                                          "stream_copy", "parked_wake"};
    for (int k = 0; k < 4; ++k) {
      char name[64];
      snprintf(name, sizeof(name), "limit/%s", kNames[k]);
      if (!sr_bench_selected(options, name)) continue;
      sr_bench_report_limit(
          options, "limits",
          sr_limits_get(options, (sr_limits_kind_t)k, counts[i]));
    }
  }
  return 0;
}
