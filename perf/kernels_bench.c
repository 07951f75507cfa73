// streamref-bench kernels: the SIMD kernels against the best peers on this
// machine, measured back to back in the same run.
//
//   sgemm_{256,1024,2048}  GFLOP/s       vs OpenBLAS cblas_sgemm (same
//                                        thread count); plus the fraction of
//                                        the measured FMA peak
//   add_f32_{4m,64k}       GB/s, 3 streams vs autovec (-O3 -march=native
//                                        loop) and memcpy of the same bytes
//   exp_f32_4m, tanh_f32_4m elements/s   vs glibc expf / tanhf loops
//   fill_64m               GB/s          vs memset
//   copy_64m               GB/s          vs memcpy
//   transpose_4k           GB/s (r + w)  vs a naive loop
//
// Each figure runs on 1 thread and on --threads (default: all CPUs); the
// bench splits the work into per-thread pieces itself. Each side is timed
// as the best of several rounds, alternating ours and the peer's, because
// this machine is shared and a single round can land on a busy moment.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/dispatch.h"
#include "perf/bench.h"
#include "perf/kernels_bench_pool.h"

#if defined(SR_BENCH_HAVE_OPENBLAS)
#include <cblas.h>
#endif

void sr_kb_autovec_add_f32(size_t n, float* c, const float* a, const float* b);
void sr_kb_naive_transpose_f32(size_t rows, size_t cols, float* t,
                               const float* s, size_t row_begin,
                               size_t row_end);

#define SR_KB_SUITE "kernels"
#define SR_KB_ROUNDS 5

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
typedef struct sr_kb_parallel_t {
  sr_kb_pool_t* pool;
  sr_kb_job_fn_t job;
  void* user;
} sr_kb_parallel_t;

static void sr_kb_parallel_body(void* user) {
  sr_kb_parallel_t* p = (sr_kb_parallel_t*)user;
  sr_kb_pool_run(p->pool, p->job, p->user);
}

// Times job on a fresh pool of |threads| threads (then stops the pool).
static double sr_kb_time_job(int threads, bool pin, sr_kb_job_fn_t job,
                             void* user, double min_time) {
  sr_kb_pool_t pool;
  sr_kb_pool_initialize(threads, pin, &pool);
  sr_kb_parallel_t parallel = {&pool, job, user};
  double t = sr_kb_best_time(sr_kb_parallel_body, &parallel, min_time);
  sr_kb_pool_deinitialize(&pool);
  return t;
}

// Times two jobs alternately; best of SR_KB_ROUNDS rounds each.
static void sr_kb_time_pair(int threads, sr_kb_job_fn_t ours,
                            sr_kb_job_fn_t peer, void* user, double min_time,
                            double* out_ours, double* out_peer) {
  *out_ours = *out_peer = 1e30;
  for (int r = 0; r < SR_KB_ROUNDS; ++r) {
    double a = sr_kb_time_job(threads, true, ours, user, min_time);
    double b =
        peer ? sr_kb_time_job(threads, true, peer, user, min_time) : 1e30;
    if (a < *out_ours) *out_ours = a;
    if (b < *out_peer) *out_peer = b;
  }
}

//===----------------------------------------------------------------------===//
// FMA peak
//===----------------------------------------------------------------------===//

#if defined(__x86_64__)
#include <immintrin.h>
// 12 independent FMA chains of 8 lanes: enough to cover latency x pipes on
// any AVX2 core. Measures what the FMA units deliver here, now.
__attribute__((target("avx2,fma"))) static void sr_kb_fma_job(void* user, int t,
                                                              int threads) {
  float* sink = (float*)user;
  __m256 x = _mm256_set1_ps(0.999999f), y = _mm256_set1_ps(1e-7f);
  __m256 a0 = _mm256_set1_ps(0), a1 = _mm256_set1_ps(1), a2 = _mm256_set1_ps(2);
  __m256 a3 = _mm256_set1_ps(3), a4 = _mm256_set1_ps(4), a5 = _mm256_set1_ps(5);
  __m256 a6 = _mm256_set1_ps(6), a7 = _mm256_set1_ps(7), a8 = _mm256_set1_ps(8);
  __m256 a9 = _mm256_set1_ps(9), aa = _mm256_set1_ps(10),
         ab = _mm256_set1_ps(11);
  for (int it = 0; it < 2000000; ++it) {
    a0 = _mm256_fmadd_ps(a0, x, y);
    a1 = _mm256_fmadd_ps(a1, x, y);
    a2 = _mm256_fmadd_ps(a2, x, y);
    a3 = _mm256_fmadd_ps(a3, x, y);
    a4 = _mm256_fmadd_ps(a4, x, y);
    a5 = _mm256_fmadd_ps(a5, x, y);
    a6 = _mm256_fmadd_ps(a6, x, y);
    a7 = _mm256_fmadd_ps(a7, x, y);
    a8 = _mm256_fmadd_ps(a8, x, y);
    a9 = _mm256_fmadd_ps(a9, x, y);
    aa = _mm256_fmadd_ps(aa, x, y);
    ab = _mm256_fmadd_ps(ab, x, y);
  }
  __m256 s = _mm256_add_ps(_mm256_add_ps(_mm256_add_ps(a0, a1), a2),
                           _mm256_add_ps(_mm256_add_ps(a3, a4), a5));
  s = _mm256_add_ps(s, _mm256_add_ps(_mm256_add_ps(a6, a7), a8));
  s = _mm256_add_ps(s, _mm256_add_ps(_mm256_add_ps(a9, aa), ab));
  sink[t * 16] = _mm256_cvtss_f32(s);
}
#define SR_KB_FMA_FLOPS_PER_THREAD (2000000.0 * 12 * 8 * 2)
#endif

static double sr_kb_fma_peak_gflops(int threads, double min_time) {
#if defined(__x86_64__)
  if (!sr_k_isa_supported(SR_K_ISA_AVX2)) return 0;
  float sink[64 * 16];
  double best = 1e30;
  for (int r = 0; r < SR_KB_ROUNDS; ++r) {
    double t =
        sr_kb_time_job(threads, false, sr_kb_fma_job, sink, min_time / 4);
    if (t < best) best = t;
  }
  return SR_KB_FMA_FLOPS_PER_THREAD * threads / best * 1e-9;
#else
  return 0;
#endif
}

//===----------------------------------------------------------------------===//
// sgemm
//===----------------------------------------------------------------------===//

typedef struct sr_kb_sgemm_t {
  const sr_k_table_t* table;
  sr_k_matmul_t params;
  void* scratch[64];
  size_t scratch_size;
  int openblas_threads;
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

#if defined(SR_BENCH_HAVE_OPENBLAS)
static void sr_kb_openblas_body(void* user) {
  sr_kb_sgemm_t* s = (sr_kb_sgemm_t*)user;
  int n = (int)s->params.n;
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f,
              (const float*)s->params.lhs, n, (const float*)s->params.rhs, n,
              0.0f, (float*)s->params.out, n);
}
#endif

static void sr_kb_sgemm(const sr_bench_options_t* options,
                        const sr_k_table_t* table, size_t n, int threads,
                        double peak) {
  char name[64];
  snprintf(name, sizeof(name), "sgemm_%zu", n);
  if (!sr_bench_selected(options, name)) return;
  float* a = (float*)sr_kb_alloc(n * n * 4);
  float* b = (float*)sr_kb_alloc(n * n * 4);
  float* c = (float*)sr_kb_alloc(n * n * 4);
  for (size_t i = 0; i < n * n; ++i) {
    a[i] = (float)((i * 7) % 13) * 0.1f - 0.6f;
    b[i] = (float)((i * 5) % 11) * 0.1f - 0.5f;
  }
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
  for (int r = 0; r < SR_KB_ROUNDS; ++r) {
    // Unpinned, like OpenBLAS's threads: milliseconds per call, so the
    // scheduler may move a thread off a core another process occupies.
    double t =
        sr_kb_time_job(threads, false, sr_kb_sgemm_job, &s, options->min_time);
    if (t < ours) ours = t;
#if defined(SR_BENCH_HAVE_OPENBLAS)
    openblas_set_num_threads(threads);
    t = sr_kb_best_time(sr_kb_openblas_body, &s, options->min_time);
    if (t < peer) peer = t;
#endif
  }
  double gflops = flops / ours * 1e-9;
  double peer_gflops = peer < 1e29 ? flops / peer * 1e-9 : 0;
  sr_bench_report(options, SR_KB_SUITE, name, gflops, "GFLOP/s", threads,
                  "openblas", peer_gflops, SR_BENCH_HIGHER_IS_BETTER);
  if (peak > 0) {
    snprintf(name, sizeof(name), "sgemm_%zu_of_fma_peak", n);
    sr_bench_report(options, SR_KB_SUITE, name, gflops / peak, "fraction",
                    threads, NULL, 0, SR_BENCH_HIGHER_IS_BETTER);
  }
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
  float* a;
  float* b;
  float* c;
} sr_kb_stream_t;

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

typedef struct sr_kb_stream_case_t {
  const char* name;
  size_t n;            // elements of a, b, c (f32) or bytes
  double bytes_per_n;  // bytes moved per unit of n (<= 0: elements/s)
  sr_kb_job_fn_t ours;
  const char* peer;
  sr_kb_job_fn_t peer_job;
  const char* peer2;
  sr_kb_job_fn_t peer2_job;
} sr_kb_stream_case_t;

static void sr_kb_stream(const sr_bench_options_t* options,
                         const sr_k_table_t* table,
                         const sr_kb_stream_case_t* cs, int threads) {
  if (!sr_bench_selected(options, cs->name)) return;
  sr_kb_stream_t s = {table, cs->n, NULL, NULL, NULL};
  // Twice the operand size: the memcpy peer of add moves 1.5 n floats.
  size_t bytes = 2 * cs->n * (cs->bytes_per_n == 1 ? 1 : 4) + 64;
  s.a = (float*)sr_kb_alloc(bytes);
  s.b = (float*)sr_kb_alloc(bytes);
  s.c = (float*)sr_kb_alloc(bytes);
  size_t count = bytes / 4;
  for (size_t i = 0; i < count; ++i) {
    s.a[i] = (float)(i % 1000) * 0.01f - 5.0f;
    s.b[i] = (float)(i % 77) * 0.5f;
  }
  double ours, peer;
  sr_kb_time_pair(threads, cs->ours, cs->peer_job, &s, options->min_time, &ours,
                  &peer);
  bool rate_is_bytes = cs->bytes_per_n > 0;
  double work =
      rate_is_bytes ? cs->bytes_per_n * (double)cs->n * 1e-9 : (double)cs->n;
  const char* unit = rate_is_bytes ? "GB/s" : "elements/s";
  sr_bench_report(options, SR_KB_SUITE, cs->name, work / ours, unit, threads,
                  cs->peer, peer < 1e29 ? work / peer : 0,
                  SR_BENCH_HIGHER_IS_BETTER);
  if (cs->peer2_job) {
    double ours2, peer2;
    sr_kb_time_pair(threads, cs->ours, cs->peer2_job, &s, options->min_time,
                    &ours2, &peer2);
    sr_bench_report(options, SR_KB_SUITE, cs->name, work / ours2, unit, threads,
                    cs->peer2, work / peer2, SR_BENCH_HIGHER_IS_BETTER);
  }
  free(s.a);
  free(s.b);
  free(s.c);
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
  const size_t mb64 = (size_t)64 << 20;
  const sr_kb_stream_case_t cases[] = {
      {"add_f32_4m", m4, 12, sr_kb_add_ours, "autovec", sr_kb_add_autovec,
       "memcpy", sr_kb_add_memcpy},
      {"add_f32_64k", k64, 12, sr_kb_add_ours, "autovec", sr_kb_add_autovec,
       "memcpy", sr_kb_add_memcpy},
      {"exp_f32_4m", m4, 0, sr_kb_exp_ours, "glibc", sr_kb_exp_glibc, NULL,
       NULL},
      {"tanh_f32_4m", m4, 0, sr_kb_tanh_ours, "glibc", sr_kb_tanh_glibc, NULL,
       NULL},
      {"fill_64m", mb64, 1, sr_kb_fill_ours, "memset", sr_kb_fill_memset, NULL,
       NULL},
      {"copy_64m", mb64, 1, sr_kb_copy_ours, "memcpy", sr_kb_copy_memcpy, NULL,
       NULL},
      {"transpose_4k", (size_t)SR_KB_TRANSPOSE_N * SR_KB_TRANSPOSE_N, 8,
       sr_kb_transpose_ours, "naive", sr_kb_transpose_naive, NULL, NULL},
  };
  int thread_counts[2] = {1, all};
  int variants = all > 1 ? 2 : 1;
  for (int v = 0; v < variants; ++v) {
    int threads = thread_counts[v];
    double peak = 0;
    if (sr_bench_selected(options, "sgemm")) {
      peak = sr_kb_fma_peak_gflops(threads, options->min_time);
      sr_bench_report(options, SR_KB_SUITE, "fma_peak", peak, "GFLOP/s",
                      threads, NULL, 0, SR_BENCH_HIGHER_IS_BETTER);
    }
    sr_kb_sgemm(options, table, 256, threads, peak);
    sr_kb_sgemm(options, table, 1024, threads, peak);
    sr_kb_sgemm(options, table, 2048, threads, peak);
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); ++i) {
      sr_kb_stream(options, table, &cases[i], threads);
    }
  }
  return 0;
}
