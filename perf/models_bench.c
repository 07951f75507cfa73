// streamref-bench models: the model zoo (tests/models, issue 14), each
// model's cmd-phase Stream program through streamref-run against IREE's
// code for this CPU through iree-benchmark-module, both devices, at one
// thread and at all threads (--threads), interleaved in one run.
//
// The models are those of tests/models/manifest.tsv, read from the work
// folder tools/models/build_models.py fills ($SR_MODELS_WORK, default
// ~/.cache/streamref/models), at each size it holds: <work>/test/<model>/
// (the test size, the programs tests/models commits) and <work>/bench/
// <model>/ (`build_models.py --size=bench`, shapes worth timing). A model
// is measured when its folder has cmd.mlir, host.vmfb (iree-compile
// --iree-llvmcpu-target-cpu=host of the same source), model.run and data/
// (parameters and inputs); the others are listed on stderr with the
// command that builds them. Rows are named <size>/<model>.
//
// Before it is timed, each model runs once through streamref-run with
// --expected_output=@expected.N.npy and the thresholds of tolerance.txt
// (the comparison tests/models/run_model.sh makes): a model whose result
// is wrong is reported as failed (value 0), never as a time.
//
// Ours: `streamref-run --module=../cmd.mlir --flagfile=../model.run
// --threads=T` from data/, warm: the tool's own mean of --repeat=N
// invocations (loading, parsing and the first call excluded) when one call
// takes a millisecond or more, else the difference of two processes
// (perf/run_tool.h). Peers: iree-benchmark-module on host.vmfb with the
// same flagfile, --device=local-task --task_topology_group_count=T, and
// --device=local-sync (inline on the caller), mean real time per call.
// Each side is measured --rounds (3) times in alternation and the median
// is reported, so a burst of load on the shared machine hits all sides
// alike. Speedup > 1: streamref is faster. Per model also: the dispatches
// that take our time (<row>/dispatch/<export>, from one --trace run on all
// threads, the largest first), and <row>/contraction_gflops, the FLOPs of
// its contractions over each side's time per call against the measured
// FMA peak (perf/limits.h). After the models of each size
// and thread count come the geometric means of the speedups against each
// peer, with the smallest and how many models are below 0.5x.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "perf/bench.h"
#include "perf/iree_peer.h"
#include "perf/limits.h"
#include "perf/run_tool.h"

#define SR_MODELS_MAX 64
#define SR_MODELS_ROUNDS 3
// Attribution: invocations traced (the first, cold, is left out), and how
// many dispatches are reported per model.
#define SR_MODELS_TRACE_REPEAT 4
#define SR_MODELS_TOP 6
#define SR_MODELS_MAX_EXPORTS 512

static const char* const kSrModelsSizes[2] = {"test", "bench"};
static const char* const kSrModelsDevices[2] = {"local-task", "local-sync"};

typedef struct sr_models_model_t {
  char name[128];
  char row[160];   // <size>/<name>
  char dir[2048];  // <work>/<size>/<name>
  char expect[2048];
  bool ok;  // matched IREE's expected output
} sr_models_model_t;

typedef struct sr_models_t {
  char work[1024];
  char benchmark[1024];
  bool have_iree;
  char names[SR_MODELS_MAX][128];
  int name_count;
} sr_models_t;

// The model names of tests/models/manifest.tsv, in its order.
static int sr_models_read_manifest(sr_models_t* m) {
  FILE* file = fopen(SR_BENCH_MODELS_MANIFEST, "r");
  if (!file) {
    fprintf(stderr, "models: cannot read %s\n", SR_BENCH_MODELS_MANIFEST);
    return 0;
  }
  char line[4096];
  bool header = true;
  while (fgets(line, sizeof(line), file) && m->name_count < SR_MODELS_MAX) {
    if (header) {
      header = false;
      continue;
    }
    size_t length = strcspn(line, "\t\n");
    if (!length || length >= sizeof(m->names[0])) continue;
    memcpy(m->names[m->name_count], line, length);
    m->names[m->name_count][length] = 0;
    ++m->name_count;
  }
  fclose(file);
  return m->name_count;
}

static bool sr_models_exists(const char* dir, const char* file) {
  char path[4096];
  snprintf(path, sizeof(path), "%s/%s", dir, file);
  return access(path, R_OK) == 0;
}

// streamref-run's --expected_output flags from the model's tolerance.txt
// (lines `result[N] TYPE exact` or `result[N] TYPE rtol=R atol=A`): per
// float type the largest atol, and the largest rtol.
static bool sr_models_expect_flags(const char* dir, char* out,
                                   size_t capacity) {
  char path[4096];
  snprintf(path, sizeof(path), "%s/tolerance.txt", dir);
  FILE* file = fopen(path, "r");
  if (!file) return false;
  static const char* const kFloatTypes[4] = {"f16", "bf16", "f32", "f64"};
  double atol[4] = {-1, -1, -1, -1}, rtol = 0;
  size_t used = 0;
  out[0] = 0;
  int results = 0;
  char line[1024];
  while (fgets(line, sizeof(line), file)) {
    int index;
    char type[32], a[64] = "", b[64] = "";
    if (sscanf(line, "result[%d] %31s %63s %63s", &index, type, a, b) < 3) {
      continue;
    }
    used +=
        (size_t)snprintf(out + used, used < capacity ? capacity - used : 0,
                         " --expected_output=@%s/expected.%d.npy", dir, index);
    ++results;
    if (!strcmp(a, "exact")) continue;
    double r = strncmp(a, "rtol=", 5) ? 0 : strtod(a + 5, NULL);
    double t = strncmp(b, "atol=", 5) ? 0 : strtod(b + 5, NULL);
    if (r > rtol) rtol = r;
    for (int i = 0; i < 4; ++i) {
      if (!strcmp(type, kFloatTypes[i]) && t > atol[i]) atol[i] = t;
    }
  }
  fclose(file);
  for (int i = 0; i < 4; ++i) {
    if (atol[i] < 0) continue;
    used += (size_t)snprintf(out + used, used < capacity ? capacity - used : 0,
                             " --expected_%s_threshold=%g", kFloatTypes[i],
                             atol[i]);
  }
  used += (size_t)snprintf(out + used, used < capacity ? capacity - used : 0,
                           " --expected_rtol=%g", rtol);
  return results > 0 && used < capacity;
}

// Our command line for |threads|, without --repeat.
static void sr_models_ours_command(const sr_models_model_t* p, int threads,
                                   char* out, size_t capacity) {
  snprintf(out, capacity,
           "cd '%s/data' && '%s' --module=../cmd.mlir --flagfile=../model.run "
           "--threads=%d",
           p->dir, SR_BENCH_MODELS_STREAMREF_RUN, threads);
}

// One run against IREE's outputs: true when streamref-run says [SUCCESS].
static bool sr_models_check(const sr_models_model_t* p, int threads) {
  char command[8192], base[4096];
  sr_models_ours_command(p, threads, base, sizeof(base));
  snprintf(command, sizeof(command), "%s%s 2>&1", base, p->expect);
  FILE* pipe = popen(command, "r");
  if (!pipe) return false;
  char line[4096];
  bool success = false;
  while (fgets(line, sizeof(line), pipe)) {
    if (!strncmp(line, "[SUCCESS]", 9)) success = true;
    if (!strncmp(line, "[FAILED]", 8) || strstr(line, "error:")) {
      fprintf(stderr, "models: %s: %s", p->row, line);
    }
  }
  return pclose(pipe) == 0 && success;
}

// Mean milliseconds per warm call of streamref-run, *out_repeat its N.
static double sr_models_ours(const sr_bench_options_t* options,
                             const sr_models_model_t* p, int threads,
                             long* out_repeat) {
  char base[4096], command[8192];
  sr_models_ours_command(p, threads, base, sizeof(base));
  snprintf(command, sizeof(command), "%s --repeat=2 2>&1 >/dev/null", base);
  double rough = sr_bench_scan_command(command, "mean ");
  if (rough < 0) return -1;
  if (rough < 1.0) {
    return sr_bench_streamref_run_mean_ms(base, options->min_time, out_repeat);
  }
  double want = options->min_time * 1e3 / rough;
  long repeat = want < 3 ? 3 : want > 100000 ? 100000 : (long)want;
  *out_repeat = repeat;
  snprintf(command, sizeof(command), "%s --repeat=%ld 2>&1 >/dev/null", base,
           repeat);
  return sr_bench_scan_command(command, "mean ");
}

// Mean milliseconds per call under iree-benchmark-module on |device|.
static double sr_models_peer(const sr_models_t* m,
                             const sr_bench_options_t* options,
                             const sr_models_model_t* p, const char* device,
                             int threads) {
  char flags[256], command[8192];
  sr_bench_iree_benchmark_flags(options->min_time, flags, sizeof(flags));
  snprintf(command, sizeof(command),
           "cd '%s/data' && '%s' --module=../host.vmfb "
           "--flagfile=../model.run --device=%s "
           "--task_topology_group_count=%d %s 2>/dev/null",
           p->dir, m->benchmark, device, threads, flags);
  double ns = sr_bench_iree_benchmark_ns(command);
  return ns > 0 ? ns * 1e-6 : -1;
}

static int sr_models_compare_double(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

// The median of the measured (> 0) values, or -1.
static double sr_models_median(const double* values, int count) {
  double sorted[SR_MODELS_ROUNDS];
  int n = 0;
  for (int i = 0; i < count; ++i) {
    if (values[i] > 0) sorted[n++] = values[i];
  }
  if (!n) return -1;
  qsort(sorted, (size_t)n, sizeof(sorted[0]), sr_models_compare_double);
  return n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
}

//===----------------------------------------------------------------------===//
// Per-dispatch attribution and FLOPs
//===----------------------------------------------------------------------===//
// One traced run (streamref-run --trace, --repeat=SR_MODELS_TRACE_REPEAT
// on all threads): the "dispatch" events of the warm invocations of the
// entry point, summed per export. The FLOPs of a contraction dispatch come
// from its name: IREE names an export <function>_dispatch_<N>_<kind>_<loop
// extents>_<types> (matmul_like_384x3x3x64_f32, conv_32x20x20x3x3x3_f32),
// the extents being its root op's static loop ranges, so a contraction
// kind (matmul, conv, matvec, vecmat, mmt4d, contract) costs 2 x their
// product. Dynamic extents ('D') and other kinds count none: the FLOPs are
// those of the contractions only, the same figure for both sides.

typedef struct sr_models_export_t {
  char name[256];
  double us;     // summed over the warm invocations
  long calls;    // dispatches over the warm invocations
  double flops;  // per dispatch (0: not a contraction, or dynamic)
} sr_models_export_t;

typedef struct sr_models_trace_t {
  sr_models_export_t exports[SR_MODELS_MAX_EXPORTS];
  int count;
  int invocations;       // warm invocations summed
  double invocation_us;  // their wall time, summed
  double dispatch_us;    // every dispatch in them, summed
  double flops;          // contraction FLOPs per invocation
} sr_models_trace_t;

// The value of string field |key| ("export") of a trace line, or false.
static bool sr_models_field(const char* line, const char* key, char* out,
                            size_t capacity) {
  char pattern[64];
  snprintf(pattern, sizeof(pattern), "\"%s\":\"", key);
  const char* at = strstr(line, pattern);
  if (!at) return false;
  at += strlen(pattern);
  const char* end = strchr(at, '"');
  if (!end || (size_t)(end - at) >= capacity) return false;
  memcpy(out, at, (size_t)(end - at));
  out[end - at] = 0;
  return true;
}

static double sr_models_number(const char* line, const char* key) {
  char pattern[64];
  snprintf(pattern, sizeof(pattern), "\"%s\":", key);
  const char* at = strstr(line, pattern);
  return at ? strtod(at + strlen(pattern), NULL) : -1;
}

// 2 x the product of the loop extents in a contraction export's name, or 0.
static double sr_models_name_flops(const char* name) {
  const char* at = strstr(name, "_dispatch_");
  if (!at) return 0;
  at += strlen("_dispatch_");
  while (*at >= '0' && *at <= '9') ++at;
  static const char* const kKinds[] = {"matmul", "conv",  "matvec",
                                       "vecmat", "mmt4d", "contract"};
  bool contraction = false;
  // The kind runs to the first '_' followed by a digit (the extents).
  const char* extents = at;
  while (*extents &&
         !(extents[0] == '_' && extents[1] >= '0' && extents[1] <= '9')) {
    ++extents;
  }
  for (size_t i = 0; i < sizeof(kKinds) / sizeof(kKinds[0]); ++i) {
    const char* k = strstr(at, kKinds[i]);
    if (k && k < extents) contraction = true;
  }
  if (!contraction || !*extents) return 0;
  double product = 1;
  const char* p = extents + 1;
  for (;;) {
    char* end = NULL;
    double extent = strtod(p, &end);
    if (end == p) return 0;
    product *= extent;
    if (*end == 'x') {
      p = end + 1;
      continue;
    }
    return *end == '_' || !*end ? 2 * product : 0;
  }
}

static sr_models_export_t* sr_models_export(sr_models_trace_t* t,
                                            const char* name) {
  for (int i = 0; i < t->count; ++i) {
    if (!strcmp(t->exports[i].name, name)) return &t->exports[i];
  }
  if (t->count == SR_MODELS_MAX_EXPORTS) return NULL;
  sr_models_export_t* e = &t->exports[t->count++];
  snprintf(e->name, sizeof(e->name), "%s", name);
  e->flops = sr_models_name_flops(name);
  return e;
}

static int sr_models_by_time(const void* a, const void* b) {
  double x = ((const sr_models_export_t*)a)->us;
  double y = ((const sr_models_export_t*)b)->us;
  return x > y ? -1 : x < y;
}

// Traces the model on |threads| threads into |t|; false when it fails.
static bool sr_models_trace(const sr_models_model_t* p, int threads,
                            sr_models_trace_t* t) {
  memset(t, 0, sizeof(*t));
  char path[256], base[4096], command[8192];
  snprintf(path, sizeof(path), "/tmp/streamref-bench-models-%d.json",
           (int)getpid());
  sr_models_ours_command(p, threads, base, sizeof(base));
  snprintf(command, sizeof(command),
           "%s --repeat=%d --output= --trace='%s' >/dev/null 2>&1", base,
           SR_MODELS_TRACE_REPEAT, path);
  if (system(command) != 0) {
    remove(path);
    return false;
  }
  FILE* file = fopen(path, "r");
  if (!file) return false;
  // Pass 1: the entry point's invocations (initializers excluded), in
  // order; the first is cold.
  double begin[SR_MODELS_TRACE_REPEAT], end[SR_MODELS_TRACE_REPEAT];
  int invocations = 0;
  char line[16384];
  while (fgets(line, sizeof(line), file)) {
    if (!strstr(line, "\"cat\":\"invocation\"") ||
        strstr(line, "\"detail\":\"initializer\"") ||
        invocations == SR_MODELS_TRACE_REPEAT) {
      continue;
    }
    begin[invocations] = sr_models_number(line, "ts");
    end[invocations] = begin[invocations] + sr_models_number(line, "dur");
    ++invocations;
  }
  for (int i = 1; i < invocations; ++i) {
    t->invocation_us += end[i] - begin[i];
  }
  t->invocations = invocations - 1;
  // Pass 2: the dispatches inside the warm invocations.
  rewind(file);
  while (t->invocations > 0 && fgets(line, sizeof(line), file)) {
    char name[256];
    if (!strstr(line, "\"cat\":\"dispatch\"") ||
        !sr_models_field(line, "export", name, sizeof(name))) {
      continue;
    }
    double ts = sr_models_number(line, "ts");
    bool warm = false;
    for (int i = 1; i < invocations; ++i) {
      warm |= ts >= begin[i] && ts <= end[i];
    }
    sr_models_export_t* e = warm ? sr_models_export(t, name) : NULL;
    if (!e) continue;
    double us = sr_models_number(line, "dur");
    e->us += us;
    e->calls += 1;
    t->dispatch_us += us;
    t->flops += e->flops;
  }
  fclose(file);
  remove(path);
  if (t->invocations <= 0) return false;
  t->flops /= t->invocations;
  qsort(t->exports, (size_t)t->count, sizeof(t->exports[0]), sr_models_by_time);
  return true;
}

// Rows <row>/dispatch/<export>: the dispatches that take the time, mean
// milliseconds per invocation (every call of the export), the largest
// first.
static void sr_models_report_trace(const sr_bench_options_t* options,
                                   const sr_models_model_t* p, int threads,
                                   const sr_models_trace_t* t) {
  for (int i = 0; i < t->count && i < SR_MODELS_TOP; ++i) {
    const sr_models_export_t* e = &t->exports[i];
    char name[512], config[1024], rate[96] = "";
    snprintf(name, sizeof(name), "%s/dispatch/%s", p->row, e->name);
    if (e->flops > 0 && e->us > 0) {
      snprintf(rate, sizeof(rate), ", %.3g GFLOP/s",
               e->flops * (double)e->calls / (e->us * 1e3));
    }
    snprintf(
        config, sizeof(config),
        "%.1f%% of the dispatch time (dispatches %.0f%% of the "
        "invocation), %.3g calls per invocation%s; streamref-run "
        "--trace over %d warm invocations",
        t->dispatch_us > 0 ? 100.0 * e->us / t->dispatch_us : 0,
        t->invocation_us > 0 ? 100.0 * t->dispatch_us / t->invocation_us : 0,
        (double)e->calls / t->invocations, rate, t->invocations);
    sr_bench_row_t row = {.suite = "models",
                          .name = name,
                          .value = e->us / t->invocations * 1e-3,
                          .unit = "ms",
                          .threads = threads,
                          .direction = SR_BENCH_LOWER_IS_BETTER,
                          .config = config};
    sr_bench_report_row(options, &row);
  }
}

// Row <row>/contraction_gflops: the contractions' FLOPs per call over each
// side's mean time per call, against the measured FMA peak.
static void sr_models_report_flops(const sr_bench_options_t* options,
                                   const sr_models_model_t* p, int threads,
                                   double flops, double ours_ms,
                                   double theirs_ms) {
  if (!(flops > 0) || !(ours_ms > 0)) return;
  const sr_bench_limit_t* peak = sr_bench_limit_fma_peak(options, threads);
  char name[256], config[512];
  snprintf(name, sizeof(name), "%s/contraction_gflops", p->row);
  snprintf(config, sizeof(config),
           "%.4g MFLOP per call in contraction dispatches (2 x the loop "
           "extents of IREE's dispatch names) over the mean time per call "
           "of the whole model; limit: %s",
           flops * 1e-6, peak->method);
  sr_bench_row_t row = {
      .suite = "models",
      .name = name,
      .value = flops / (ours_ms * 1e6),
      .unit = "GFLOP/s",
      .threads = threads,
      .direction = SR_BENCH_HIGHER_IS_BETTER,
      .config = config,
      .peer = theirs_ms > 0 ? "iree(local-task)" : NULL,
      .peer_value = theirs_ms > 0 ? flops / (theirs_ms * 1e6) : 0,
      .peer_config =
          "the same FLOPs over "
          "iree-benchmark-module's mean time",
      .limit = peak->value,
      .limit_name = "fma_peak"};
  sr_bench_report_row(options, &row);
}

typedef struct sr_models_summary_t {
  double log_sum;
  double worst;
  int measured;
  int below_half;
  int slower;
} sr_models_summary_t;

static void sr_models_measure(const sr_models_t* m,
                              const sr_bench_options_t* options,
                              const sr_models_model_t* p, const int* threads,
                              int thread_count, double flops,
                              sr_models_summary_t summary[2][2]) {
  // [thread index][side]: ours, local-task, local-sync.
  double times[2][3][SR_MODELS_ROUNDS];
  long repeat[2] = {0, 0};
  for (int round = 0; round < SR_MODELS_ROUNDS; ++round) {
    for (int t = 0; t < thread_count; ++t) {
      times[t][0][round] =
          p->ok ? sr_models_ours(options, p, threads[t], &repeat[t]) : -1;
      for (int d = 0; d < 2; ++d) {
        times[t][1 + d][round] =
            m->have_iree
                ? sr_models_peer(m, options, p, kSrModelsDevices[d], threads[t])
                : -1;
      }
    }
  }
  for (int t = 0; t < thread_count; ++t) {
    double ours = sr_models_median(times[t][0], SR_MODELS_ROUNDS);
    char config[512];
    if (p->ok) {
      snprintf(config, sizeof(config),
               "streamref-run cmd.mlir --threads=%d --repeat=%ld, mean per "
               "call, median of %d rounds; result matches IREE's "
               "(tolerance.txt)",
               threads[t], repeat[t], SR_MODELS_ROUNDS);
    } else {
      snprintf(config, sizeof(config),
               "FAILED: streamref-run cmd.mlir --threads=%d does not match "
               "IREE's expected output (not timed)",
               threads[t]);
    }
    if (p->ok) {
      sr_models_report_flops(options, p, threads[t], flops, ours,
                             sr_models_median(times[t][1], SR_MODELS_ROUNDS));
    }
    for (int d = 0; d < 2; ++d) {
      double theirs = sr_models_median(times[t][1 + d], SR_MODELS_ROUNDS);
      char peer[64], peer_config[512];
      snprintf(peer, sizeof(peer), "iree(%s)", kSrModelsDevices[d]);
      char device[96];
      if (d == 0) {
        snprintf(device, sizeof(device), " --task_topology_group_count=%d",
                 threads[t]);
      } else {
        snprintf(device, sizeof(device), " (inline on the calling thread)");
      }
      snprintf(peer_config, sizeof(peer_config),
               "%s iree-benchmark-module --device=%s%s, mean real time, "
               "median of %d rounds; host.vmfb: iree-compile "
               "--iree-llvmcpu-target-cpu=host",
               sr_bench_iree_version(), kSrModelsDevices[d], device,
               SR_MODELS_ROUNDS);
      sr_bench_row_t row = {.suite = "models",
                            .name = p->row,
                            .value = ours > 0 ? ours : 0,
                            .unit = "ms",
                            .threads = threads[t],
                            .direction = SR_BENCH_LOWER_IS_BETTER,
                            .config = config,
                            .peer = m->have_iree ? peer : NULL,
                            .peer_value = theirs > 0 ? theirs : 0,
                            .peer_config = peer_config};
      sr_bench_report_row(options, &row);
      if (ours > 0 && theirs > 0) {
        sr_models_summary_t* s = &summary[t][d];
        double speedup = theirs / ours;
        s->log_sum += log(speedup);
        if (!s->measured || speedup < s->worst) s->worst = speedup;
        ++s->measured;
        if (speedup < 0.5) ++s->below_half;
        if (speedup < 1) ++s->slower;
      }
    }
  }
}

static void sr_models_report_summary(const sr_bench_options_t* options,
                                     const char* size, const int* threads,
                                     int thread_count,
                                     sr_models_summary_t summary[2][2]) {
  for (int t = 0; t < thread_count; ++t) {
    for (int d = 0; d < 2; ++d) {
      const sr_models_summary_t* s = &summary[t][d];
      if (!s->measured) continue;
      char name[96], config[256];
      snprintf(name, sizeof(name), "%s/geomean_speedup_vs_%s", size,
               d == 0 ? "local_task" : "local_sync");
      snprintf(config, sizeof(config),
               "geometric mean of IREE %s time / ours over %d models; "
               "smallest %.3g; %d below 0.5x, %d slower than IREE",
               kSrModelsDevices[d], s->measured, s->worst, s->below_half,
               s->slower);
      sr_bench_row_t row = {.suite = "models",
                            .name = name,
                            .value = exp(s->log_sum / s->measured),
                            .unit = "x",
                            .threads = threads[t],
                            .direction = SR_BENCH_HIGHER_IS_BETTER,
                            .config = config};
      sr_bench_report_row(options, &row);
    }
  }
}

int sr_bench_models_main(const sr_bench_options_t* options) {
  static sr_models_t m;
  memset(&m, 0, sizeof(m));
  const char* work = getenv("SR_MODELS_WORK");
  const char* home = getenv("HOME");
  if (work && work[0]) {
    snprintf(m.work, sizeof(m.work), "%s", work);
  } else {
    snprintf(m.work, sizeof(m.work), "%s/.cache/streamref/models",
             home ? home : "");
  }
  m.have_iree = sr_bench_find_iree_tool("iree-benchmark-module", m.benchmark,
                                        sizeof(m.benchmark));
  if (!sr_models_read_manifest(&m)) return 1;
  int all = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  int threads[2] = {1, all};
  int thread_count = all > 1 ? 2 : 1;
  int found = 0;
  for (int s = 0; s < 2; ++s) {
    sr_models_summary_t summary[2][2];
    memset(summary, 0, sizeof(summary));
    for (int i = 0; i < m.name_count; ++i) {
      sr_models_model_t p;
      memset(&p, 0, sizeof(p));
      snprintf(p.name, sizeof(p.name), "%s", m.names[i]);
      snprintf(p.row, sizeof(p.row), "%s/%s", kSrModelsSizes[s], p.name);
      if (!sr_bench_selected(options, p.row)) continue;
      snprintf(p.dir, sizeof(p.dir), "%.1000s/%s/%.127s", m.work,
               kSrModelsSizes[s], p.name);
      if (!sr_models_exists(p.dir, "cmd.mlir") ||
          !sr_models_exists(p.dir, "model.run") ||
          !sr_models_exists(p.dir, "host.vmfb") ||
          !sr_models_exists(p.dir, "data") ||
          !sr_models_expect_flags(p.dir, p.expect, sizeof(p.expect))) {
        fprintf(stderr,
                "models: %s not built in %s (tools/models/build_models.py "
                "--size=%s --only %s)\n",
                p.row, p.dir, kSrModelsSizes[s], p.name);
        continue;
      }
      ++found;
      p.ok = sr_models_check(&p, all);
      static sr_models_trace_t trace;
      double flops = 0;
      if (p.ok && sr_models_trace(&p, all, &trace)) {
        sr_models_report_trace(options, &p, all, &trace);
        flops = trace.flops;
      }
      sr_models_measure(&m, options, &p, threads, thread_count, flops, summary);
    }
    sr_models_report_summary(options, kSrModelsSizes[s], threads, thread_count,
                             summary);
  }
  if (!found) {
    fprintf(stderr, "models: no model built under %s\n", m.work);
    return 1;
  }
  return 0;
}
