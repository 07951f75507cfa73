// The OpenBLAS peer of the kernels suite, run in a child process of its own
// (perf/peer_process.h): these machines set OPENBLAS_CORETYPE=Haswell,
// which holds OpenBLAS to its AVX2 kernels, and the library reads it (and
// OPENBLAS_L2_SIZE) when it loads. The child starts without them, so
// OpenBLAS picks its kernels for this CPU, and says which
// (openblas_get_corename) with its build configuration.
//
//   streamref-bench __peer openblas_sgemm N THREADS MIN_TIME
// prints "seconds=S core=NAME config=CONFIG": the best time of one
// N x N x N cblas_sgemm on THREADS threads over at least MIN_TIME seconds
// (after one warm-up call), on the same operands as ours.
#include "perf/kernels_bench_openblas.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "perf/bench.h"
#include "perf/peer_process.h"

#if defined(SR_BENCH_HAVE_OPENBLAS)
#include <cblas.h>
#endif

void sr_kb_sgemm_operands(size_t n, float* a, float* b) {
  for (size_t i = 0; i < n * n; ++i) {
    a[i] = (float)((i * 7) % 13) * 0.1f - 0.6f;
    b[i] = (float)((i * 5) % 11) * 0.1f - 0.5f;
  }
}

int sr_bench_kernels_openblas_peer_main(int argc, char** argv) {
#if defined(SR_BENCH_HAVE_OPENBLAS)
  if (argc != 4) return 2;
  int n = atoi(argv[1]), threads = atoi(argv[2]);
  double min_time = atof(argv[3]);
  if (n <= 0 || threads <= 0) return 2;
  size_t count = (size_t)n * (size_t)n;
  float* a = NULL;
  float* b = NULL;
  float* c = NULL;
  if (posix_memalign((void**)&a, 64, count * 4) ||
      posix_memalign((void**)&b, 64, count * 4) ||
      posix_memalign((void**)&c, 64, count * 4)) {
    return 1;
  }
  sr_kb_sgemm_operands((size_t)n, a, b);
  memset(c, 0, count * 4);
  openblas_set_num_threads(threads);
  double best = 1e30, total = 0;
  for (int calls = -1; total < min_time || calls < 3; ++calls) {
    uint64_t t0 = sr_bench_now_ns();
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a, n,
                b, n, 0.0f, c, n);
    double dt = (double)(sr_bench_now_ns() - t0) * 1e-9;
    if (calls < 0) continue;  // the warm-up call
    if (dt < best) best = dt;
    total += dt;
  }
  printf("seconds=%.9g core=%s config=%s\n", best, openblas_get_corename(),
         openblas_get_config());
  free(a);
  free(b);
  free(c);
  return 0;
#else
  (void)argc;
  (void)argv;
  return 1;
#endif
}

static const char* const kSrKbOpenblasEnv[] = {"OPENBLAS_CORETYPE",
                                               "OPENBLAS_L2_SIZE", NULL};

double sr_kb_openblas_sgemm_seconds(size_t n, int threads, double min_time,
                                    char* config, size_t capacity) {
#if defined(SR_BENCH_HAVE_OPENBLAS)
  char n_text[32], threads_text[32], time_text[32];
  snprintf(n_text, sizeof(n_text), "%zu", n);
  snprintf(threads_text, sizeof(threads_text), "%d", threads);
  snprintf(time_text, sizeof(time_text), "%g", min_time);
  const char* args[] = {n_text, threads_text, time_text, NULL};
  char answer[512];
  if (!sr_bench_run_peer_process("openblas_sgemm", args, kSrKbOpenblasEnv,
                                 answer, sizeof(answer))) {
    snprintf(config, capacity, "child process failed");
    return -1;
  }
  double seconds = -1;
  const char* p = strstr(answer, "seconds=");
  if (p) seconds = strtod(p + 8, NULL);
  const char* core = strstr(answer, "core=");
  const char* build = strstr(answer, " config=");
  char removed[256];
  sr_bench_describe_removed_env(kSrKbOpenblasEnv, removed, sizeof(removed));
  snprintf(config, capacity,
           "cblas_sgemm, %d threads, core %.*s (%s), child process with "
           "OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE removed (the bench's "
           "own: %s)",
           threads, core && build ? (int)(build - core - 5) : 1,
           core ? core + 5 : "?", build ? build + 8 : "?", removed);
  return seconds;
#else
  (void)n;
  (void)threads;
  (void)min_time;
  snprintf(config, capacity, "not built with OpenBLAS");
  return -1;
#endif
}
