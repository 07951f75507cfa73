// streamref-bench kernels: the SIMD kernels against the best peers on this
// machine, measured back to back in the same run.
//
//   sgemm_{256,1024,2048}  GFLOP/s       vs OpenBLAS cblas_sgemm (same
//                                        thread count, in a child process
//                                        without OPENBLAS_CORETYPE and
//                                        OPENBLAS_L2_SIZE); limit: fma_peak
//   add_f32_{4m,64k}       GB/s, 3 streams vs autovec (-O3 -march=native
//                                        loop) and memcpy of the same bytes;
//                                        4m rotates over 3 sets of operands
//   exp_f32_4m, tanh_f32_4m elements/s   vs glibc expf / tanhf loops
//   fill_beyond_llc        GB/s          vs memset, a ring of 3 buffers of
//                                        max(64 MiB, 2 x LLC) each, rotated
//                                        so no call starts cached; limit:
//                                        stream_fill
//   copy_beyond_llc        GB/s          vs memcpy, the same ring of pairs;
//                                        limit: stream_copy
//   fill_in_cache, copy_in_cache  GB/s   vs memset / memcpy on 256 KiB per
//                                        thread, warm (in L2)
//   transpose_4k           GB/s (r + w)  vs a naive loop
//
// The limits (perf/limits.h) are measured when the suite starts and
// reported as limit/<name> rows. Each figure runs on 1 thread and on
// --threads (default: all CPUs); the bench splits the work into per-thread
// pieces itself. Each side is timed as the best of several rounds,
// alternating ours and the peer's, because this machine is shared and a
// single round can land on a busy moment.
#include <gnu/libc-version.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/dispatch.h"
#include "perf/bench.h"
#include "perf/kernels_bench_openblas.h"
#include "perf/kernels_bench_pool.h"
#include "perf/limits.h"

void sr_kb_autovec_add_f32(size_t n, float* c, const float* a, const float* b);
void sr_kb_naive_transpose_f32(size_t rows, size_t cols, float* t,
                               const float* s, size_t row_begin,
                               size_t row_end);

#define SR_KB_SUITE "kernels"
#define SR_KB_ROUNDS 5
#define SR_KB_RING 3  // operand sets a rotated stream case cycles through

//===----------------------------------------------------------------------===//
// Timing
//===----------------------------------------------------------------------===//

typedef void (*sr_kb_body_fn_t)(void* user);

// Best seconds per call of body(user) over at least |min_time| seconds.
static double sr_kb_best_time(sr_kb_body_fn_t body, void* user,
                              double min_time) {
  body(user);  // warm caches, page in buffers
  double best = 1e30, total = 0;
  int calls = 0;
  while (total < min_time || calls < 3) {
    uint64_t t0 = sr_bench_now_ns();
    body(user);
    double dt = (double)(sr_bench_now_ns() - t0) * 1e-9;
    if (dt < best) best = dt;
    total += dt;
    ++calls;
  }
  return best;
}

static void* sr_kb_alloc(size_t bytes) {
  void* p = NULL;
  if (posix_memalign(&p, 64, bytes ? bytes : 64)) {
    fprintf(stderr, "streamref-bench: out of memory (%zu bytes)\n", bytes);
    exit(1);
  }
  memset(p, 0, bytes);
  return p;
}

// Splits [0, n) into |threads| pieces aligned to |align| elements.
static void sr_kb_split(size_t n, size_t align, int t, int threads,
                        size_t* begin, size_t* end) {
  size_t per = (n + (size_t)threads - 1) / (size_t)threads;
  per = (per + align - 1) / align * align;
  *begin = per * (size_t)t < n ? per * (size_t)t : n;
  *end = *begin + per < n ? *begin + per : n;
}

// A piece of work run on every thread of a pool, timed as one call.
// |advance|, when set, runs before each call on the calling thread (a
// rotated case moves to its next operand set there).
typedef struct sr_kb_parallel_t {
  sr_kb_pool_t* pool;
  sr_kb_job_fn_t job;
  void* user;
  void (*advance)(void* user);
} sr_kb_parallel_t;

static void sr_kb_parallel_body(void* user) {
  sr_kb_parallel_t* p = (sr_kb_parallel_t*)user;
  if (p->advance) p->advance(p->user);
  sr_kb_pool_run(p->pool, p->job, p->user);
}

// Times job on a fresh pool of |threads| threads (then stops the pool).
static double sr_kb_time_job(int threads, bool pin, sr_kb_job_fn_t job,
                             void (*advance)(void*), void* user,
                             double min_time) {
  sr_kb_pool_t pool;
  sr_kb_pool_initialize(threads, pin, &pool);
  sr_kb_parallel_t parallel = {&pool, job, user, advance};
  double t = sr_kb_best_time(sr_kb_parallel_body, &parallel, min_time);
  sr_kb_pool_deinitialize(&pool);
  return t;
}

// Times two jobs alternately; best of SR_KB_ROUNDS rounds each.
static void sr_kb_time_pair(int threads, sr_kb_job_fn_t ours,
                            sr_kb_job_fn_t peer, void (*advance)(void*),
                            void* user, double min_time, double* out_ours,
                            double* out_peer) {
  *out_ours = *out_peer = 1e30;
  for (int r = 0; r < SR_KB_ROUNDS; ++r) {
    double a = sr_kb_time_job(threads, true, ours, advance, user, min_time);
    double b =
        peer ? sr_kb_time_job(threads, true, peer, advance, user, min_time)
             : 1e30;
    if (a < *out_ours) *out_ours = a;
    if (b < *out_peer) *out_peer = b;
  }
}

//===----------------------------------------------------------------------===//
// sgemm
//===----------------------------------------------------------------------===//

typedef struct sr_kb_sgemm_t {
  const sr_k_table_t* table;
  sr_k_matmul_t params;
  void* scratch[64];
  size_t scratch_size;
} sr_kb_sgemm_t;

static void sr_kb_sgemm_job(void* user, int t, int threads) {
  sr_kb_sgemm_t* s = (sr_kb_sgemm_t*)user;
  // Columns in whole register blocks: NR (16) divides the power-of-two
  // sizes evenly, where MR (6) would leave the threads unbalanced.
  const sr_k_matmul_ukernel_t* uk = &s->table->matmul_f32;
  size_t n0, n1;
  sr_kb_split(s->params.n, uk->nr, t, threads, &n0, &n1);
  if (n0 < n1) {
    sr_k_matmul_tile(s->table, &s->params, 0, 0, s->params.m, n0, n1,
                     s->scratch[t], s->scratch_size);
  }
}

static void sr_kb_sgemm(const sr_bench_options_t* options,
                        const sr_k_table_t* table, size_t n, int threads) {
  char name[64];
  snprintf(name, sizeof(name), "sgemm_%zu", n);
  if (!sr_bench_selected(options, name)) return;
  float* a = (float*)sr_kb_alloc(n * n * 4);
  float* b = (float*)sr_kb_alloc(n * n * 4);
  float* c = (float*)sr_kb_alloc(n * n * 4);
  sr_kb_sgemm_operands(n, a, b);
  sr_kb_sgemm_t s = {.table = table};
  s.params = (sr_k_matmul_t){.input_type = SR_K_F32,
                             .batch = 1,
                             .m = n,
                             .n = n,
                             .k = n,
                             .lhs = a,
                             .lhs_row_stride = (ptrdiff_t)n,
                             .lhs_col_stride = 1,
                             .rhs = b,
                             .rhs_row_stride = (ptrdiff_t)n,
                             .rhs_col_stride = 1,
                             .out = c,
                             .out_row_stride = (ptrdiff_t)n};
  s.scratch_size = sr_k_matmul_scratch_size(table, &s.params);
  for (int t = 0; t < threads; ++t) s.scratch[t] = sr_kb_alloc(s.scratch_size);
  double flops = 2.0 * (double)n * (double)n * (double)n;
  double ours = 1e30, peer = 1e30;
  char peer_config[768] = "";
  for (int r = 0; r < SR_KB_ROUNDS; ++r) {
    // Unpinned, like OpenBLAS's threads: milliseconds per call, so the
    // scheduler may move a thread off a core another process occupies.
    double t = sr_kb_time_job(threads, false, sr_kb_sgemm_job, NULL, &s,
                              options->min_time);
    if (t < ours) ours = t;
    // Our pool is gone before the child starts, so the two never compete.
    t = sr_kb_openblas_sgemm_seconds(n, threads, options->min_time, peer_config,
                                     sizeof(peer_config));
    if (t > 0 && t < peer) peer = t;
  }
  const sr_bench_limit_t* peak = sr_bench_limit_fma_peak(options, threads);
  char config[128];
  snprintf(config, sizeof(config), "variant %s, bench pool of %d threads",
           table->name, threads);
  sr_bench_row_t row = {.suite = SR_KB_SUITE,
                        .name = name,
                        .value = flops / ours * 1e-9,
                        .unit = "GFLOP/s",
                        .threads = threads,
                        .direction = SR_BENCH_HIGHER_IS_BETTER,
                        .config = config,
                        .peer = "openblas",
                        .peer_value = peer < 1e29 ? flops / peer * 1e-9 : 0,
                        .peer_config = peer_config,
                        .limit = peak->value,
                        .limit_name = peak->name};
  sr_bench_report_row(options, &row);
  for (int t = 0; t < threads; ++t) free(s.scratch[t]);
  free(a);
  free(b);
  free(c);
}

//===----------------------------------------------------------------------===//
// Streams: add, exp, tanh, fill, copy, transpose
//===----------------------------------------------------------------------===//

typedef struct sr_kb_stream_t {
  const sr_k_table_t* table;
  size_t n;  // elements (f32) or bytes (fill/copy)
  // The operands of the current call...
  float* a;
  float* b;
  float* c;
  // ...taken in turn from |ring| sets (1: the same set every call).
  int ring;
  int next;
  float* sets[SR_KB_RING][3];
} sr_kb_stream_t;

static void sr_kb_stream_advance(void* user) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  int set = s->next++ % s->ring;
  s->a = s->sets[set][0];
  s->b = s->sets[set][1];
  s->c = s->sets[set][2];
}

#define SR_KB_PIECE(s, t, threads, align, begin, end) \
  size_t begin, end;                                  \
  sr_kb_split((s)->n, (align), (t), (threads), &begin, &end)

static void sr_kb_add_ours(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  SR_KB_PIECE(s, t, threads, 16, i0, i1);
  s->table->binary[SR_K_BINARY_ADD][SR_K_F32](i1 - i0, s->c + i0, 1, s->a + i0,
                                              1, s->b + i0, 1);
}
static void sr_kb_add_autovec(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  SR_KB_PIECE(s, t, threads, 16, i0, i1);
  sr_kb_autovec_add_f32(i1 - i0, s->c + i0, s->a + i0, s->b + i0);
}
// memcpy moving 1.5 n floats: read + write = the 3 n floats add moves.
static void sr_kb_add_memcpy(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  size_t total = s->n * 3 / 2, per = (total + threads - 1) / threads;
  size_t i0 = per * t < total ? per * t : total;
  size_t i1 = i0 + per < total ? i0 + per : total;
  memcpy((float*)s->c + i0, (float*)s->a + i0, (i1 - i0) * 4);
}
static void sr_kb_exp_ours(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  SR_KB_PIECE(s, t, threads, 16, i0, i1);
  s->table->unary[SR_K_UNARY_EXP][SR_K_F32](i1 - i0, s->c + i0, 1, s->a + i0,
                                            1);
}
static void sr_kb_exp_glibc(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  SR_KB_PIECE(s, t, threads, 16, i0, i1);
  for (size_t i = i0; i < i1; ++i) s->c[i] = expf(s->a[i]);
}
static void sr_kb_tanh_ours(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  SR_KB_PIECE(s, t, threads, 16, i0, i1);
  s->table->unary[SR_K_UNARY_TANH][SR_K_F32](i1 - i0, s->c + i0, 1, s->a + i0,
                                             1);
}
static void sr_kb_tanh_glibc(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  SR_KB_PIECE(s, t, threads, 16, i0, i1);
  for (size_t i = i0; i < i1; ++i) s->c[i] = tanhf(s->a[i]);
}
static void sr_kb_fill_ours(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  SR_KB_PIECE(s, t, threads, 64, i0, i1);
  s->table->fill((uint8_t*)s->c + i0, i1 - i0, 0x3F800000u, 4);
}
static void sr_kb_fill_memset(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  SR_KB_PIECE(s, t, threads, 64, i0, i1);
  memset((uint8_t*)s->c + i0, 0x3F, i1 - i0);
}
static void sr_kb_copy_ours(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  SR_KB_PIECE(s, t, threads, 64, i0, i1);
  s->table->copy((uint8_t*)s->c + i0, (uint8_t*)s->a + i0, i1 - i0);
}
static void sr_kb_copy_memcpy(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  SR_KB_PIECE(s, t, threads, 64, i0, i1);
  memcpy((uint8_t*)s->c + i0, (uint8_t*)s->a + i0, i1 - i0);
}

#define SR_KB_TRANSPOSE_N 4096
static void sr_kb_transpose_ours(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  size_t i0, i1;
  sr_kb_split(SR_KB_TRANSPOSE_N, 64, t, threads, &i0, &i1);
  s->table->transpose(s->c + i0, SR_KB_TRANSPOSE_N,
                      s->a + i0 * SR_KB_TRANSPOSE_N, SR_KB_TRANSPOSE_N, i1 - i0,
                      SR_KB_TRANSPOSE_N, 4);
}
static void sr_kb_transpose_naive(void* user, int t, int threads) {
  sr_kb_stream_t* s = (sr_kb_stream_t*)user;
  size_t i0, i1;
  sr_kb_split(SR_KB_TRANSPOSE_N, 64, t, threads, &i0, &i1);
  sr_kb_naive_transpose_f32(SR_KB_TRANSPOSE_N, SR_KB_TRANSPOSE_N, s->c, s->a,
                            i0, i1);
}

typedef enum sr_kb_operands_e {
  SR_KB_USES_C = 0,      // c only (fills)
  SR_KB_USES_AC = 1,     // a -> c
  SR_KB_USES_ABC = 2,    // a, b -> c
  SR_KB_USES_ABC_X2 = 3  // a, b -> c, and a memcpy peer of 1.5 n (2 n each)
} sr_kb_operands_t;

typedef struct sr_kb_peer_t {
  const char* name;
  sr_kb_job_fn_t job;
  const char* config;  // printf format; %s is the glibc version
} sr_kb_peer_t;

typedef struct sr_kb_stream_case_t {
  const char* name;
  size_t n;            // elements of a, b, c (f32) or bytes
  bool per_thread;     // n is per thread (in-cache sizes)
  bool beyond_llc;     // n is sr_bench_beyond_llc_bytes() (bytes cases)
  double bytes_per_n;  // bytes moved per unit of n (<= 0: elements/s)
  size_t element_size;
  sr_kb_operands_t operands;
  int ring;           // operand sets rotated (1: warm, the same every call)
  const char* limit;  // "stream_fill", "stream_copy" or NULL
  sr_kb_job_fn_t ours;
  sr_kb_peer_t peers[2];
} sr_kb_stream_case_t;

static const sr_bench_limit_t* sr_kb_limit(const sr_bench_options_t* options,
                                           const char* name, int threads) {
  if (!name) return NULL;
  if (!strcmp(name, "stream_fill"))
    return sr_bench_limit_stream_fill(options, threads);
  return sr_bench_limit_stream_copy(options, threads);
}

static void sr_kb_stream(const sr_bench_options_t* options,
                         const sr_k_table_t* table,
                         const sr_kb_stream_case_t* cs, int threads) {
  if (!sr_bench_selected(options, cs->name)) return;
  size_t n = cs->beyond_llc ? sr_bench_beyond_llc_bytes() : cs->n;
  if (cs->per_thread) n *= (size_t)threads;
  sr_kb_stream_t s;
  memset(&s, 0, sizeof(s));
  s.table = table;
  s.n = n;
  s.ring = cs->ring;
  size_t bytes =
      n * cs->element_size * (cs->operands == SR_KB_USES_ABC_X2 ? 2 : 1) + 64;
  for (int set = 0; set < cs->ring; ++set) {
    float** x = s.sets[set];
    x[2] = (float*)sr_kb_alloc(bytes);
    if (cs->operands != SR_KB_USES_C) x[0] = (float*)sr_kb_alloc(bytes);
    if (cs->operands >= SR_KB_USES_ABC) x[1] = (float*)sr_kb_alloc(bytes);
    for (size_t i = 0; x[0] && i < bytes / 4; ++i) {
      x[0][i] = (float)(i % 1000) * 0.01f - 5.0f;
    }
    for (size_t i = 0; x[1] && i < bytes / 4; ++i) {
      x[1][i] = (float)(i % 77) * 0.5f;
    }
  }
  sr_kb_stream_advance(&s);
  bool rate_is_bytes = cs->bytes_per_n > 0;
  double work = rate_is_bytes ? cs->bytes_per_n * (double)n * 1e-9 : (double)n;
  const char* unit = rate_is_bytes ? "GB/s" : "elements/s";
  const sr_bench_limit_t* limit = sr_kb_limit(options, cs->limit, threads);
  char config[192];
  size_t operand_kib = n * cs->element_size / 1024;
  if (cs->ring > 1) {
    snprintf(config, sizeof(config),
             "variant %s, %zu KiB per operand, %d sets rotated (none cached "
             "at a call's start; LLC %zu KiB)",
             table->name, operand_kib, cs->ring, sr_bench_llc_bytes() >> 10);
  } else {
    snprintf(config, sizeof(config),
             "variant %s, %zu KiB per operand (%zu KiB per thread), the same "
             "operands every call (LLC %zu KiB)",
             table->name, operand_kib, operand_kib / (size_t)threads,
             sr_bench_llc_bytes() >> 10);
  }
  void (*advance)(void*) = cs->ring > 1 ? sr_kb_stream_advance : NULL;
  for (int p = 0; p < 2 && cs->peers[p].name; ++p) {
    double ours, peer;
    sr_kb_time_pair(threads, cs->ours, cs->peers[p].job, advance, &s,
                    options->min_time, &ours, &peer);
    char peer_config[160];
    snprintf(peer_config, sizeof(peer_config), cs->peers[p].config,
             gnu_get_libc_version());
    sr_bench_row_t row = {.suite = SR_KB_SUITE,
                          .name = cs->name,
                          .value = work / ours,
                          .unit = unit,
                          .threads = threads,
                          .direction = SR_BENCH_HIGHER_IS_BETTER,
                          .config = config,
                          .peer = cs->peers[p].name,
                          .peer_value = peer < 1e29 ? work / peer : 0,
                          .peer_config = peer_config,
                          .limit = limit ? limit->value : 0,
                          .limit_name = limit ? limit->name : NULL};
    sr_bench_report_row(options, &row);
  }
  for (int set = 0; set < cs->ring; ++set) {
    for (int i = 0; i < 3; ++i) free(s.sets[set][i]);
  }
}

int sr_bench_kernels_main(const sr_bench_options_t* options) {
  const sr_k_table_t* table = NULL;
  if (sr_k_table_get(&table) != SR_K_OK) {
    fprintf(stderr, "streamref-bench kernels: %s\n", sr_k_dispatch_error());
    return 1;
  }
  if (!options->json) {
    printf("kernels variant: %s\n", table->name);
  }
  int all = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  const size_t m4 = (size_t)4 << 20, k64 = (size_t)64 << 10;
  const size_t k256 = (size_t)256 << 10;
  static const char kAutovec[] =
      "the plain loop, gcc " __VERSION__ " -O3 -march=native";
  static const char kMemcpy[] = "glibc %s memcpy";
  const sr_kb_stream_case_t cases[] = {
      {"add_f32_4m",
       m4,
       false,
       false,
       12,
       4,
       SR_KB_USES_ABC_X2,
       SR_KB_RING,
       NULL,
       sr_kb_add_ours,
       {{"autovec", sr_kb_add_autovec, kAutovec},
        {"memcpy", sr_kb_add_memcpy,
         "glibc %s memcpy of the same bytes (1.5 n floats)"}}},
      {"add_f32_64k",
       k64,
       false,
       false,
       12,
       4,
       SR_KB_USES_ABC_X2,
       1,
       NULL,
       sr_kb_add_ours,
       {{"autovec", sr_kb_add_autovec, kAutovec},
        {"memcpy", sr_kb_add_memcpy,
         "glibc %s memcpy of the same bytes (1.5 n floats)"}}},
      {"exp_f32_4m",
       m4,
       false,
       false,
       0,
       4,
       SR_KB_USES_AC,
       1,
       NULL,
       sr_kb_exp_ours,
       {{"glibc", sr_kb_exp_glibc, "glibc %s expf loop"}, {NULL}}},
      {"tanh_f32_4m",
       m4,
       false,
       false,
       0,
       4,
       SR_KB_USES_AC,
       1,
       NULL,
       sr_kb_tanh_ours,
       {{"glibc", sr_kb_tanh_glibc, "glibc %s tanhf loop"}, {NULL}}},
      {"fill_beyond_llc",
       0,
       false,
       true,
       1,
       1,
       SR_KB_USES_C,
       SR_KB_RING,
       "stream_fill",
       sr_kb_fill_ours,
       {{"memset", sr_kb_fill_memset, "glibc %s memset, same buffers"},
        {NULL}}},
      {"copy_beyond_llc",
       0,
       false,
       true,
       1,
       1,
       SR_KB_USES_AC,
       SR_KB_RING,
       "stream_copy",
       sr_kb_copy_ours,
       {{"memcpy", sr_kb_copy_memcpy, "glibc %s memcpy, same buffers"},
        {NULL}}},
      {"fill_in_cache",
       k256,
       true,
       false,
       1,
       1,
       SR_KB_USES_C,
       1,
       NULL,
       sr_kb_fill_ours,
       {{"memset", sr_kb_fill_memset, "glibc %s memset, same buffer"}, {NULL}}},
      {"copy_in_cache",
       k256,
       true,
       false,
       1,
       1,
       SR_KB_USES_AC,
       1,
       NULL,
       sr_kb_copy_ours,
       {{"memcpy", sr_kb_copy_memcpy, kMemcpy}, {NULL}}},
      {"transpose_4k",
       (size_t)SR_KB_TRANSPOSE_N * SR_KB_TRANSPOSE_N,
       false,
       false,
       8,
       4,
       SR_KB_USES_AC,
       1,
       NULL,
       sr_kb_transpose_ours,
       {{"naive", sr_kb_transpose_naive,
         "the naive double loop, gcc -O3 -march=native"},
        {NULL}}},
  };
  int thread_counts[2] = {1, all};
  int variants = all > 1 ? 2 : 1;
  // The limits first, while nothing else of ours runs.
  for (int v = 0; v < variants; ++v) {
    int threads = thread_counts[v];
    if (sr_bench_selected(options, "sgemm")) {
      sr_bench_report_limit(options, SR_KB_SUITE,
                            sr_bench_limit_fma_peak(options, threads));
    }
    if (sr_bench_selected(options, "fill_beyond_llc")) {
      sr_bench_report_limit(options, SR_KB_SUITE,
                            sr_bench_limit_stream_fill(options, threads));
    }
    if (sr_bench_selected(options, "copy_beyond_llc")) {
      sr_bench_report_limit(options, SR_KB_SUITE,
                            sr_bench_limit_stream_copy(options, threads));
    }
  }
  for (int v = 0; v < variants; ++v) {
    int threads = thread_counts[v];
    sr_kb_sgemm(options, table, 256, threads);
    sr_kb_sgemm(options, table, 1024, threads);
    sr_kb_sgemm(options, table, 2048, threads);
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); ++i) {
      sr_kb_stream(options, table, &cases[i], threads);
    }
  }
  return 0;
}
