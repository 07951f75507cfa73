// streamref-bench scale: how loading, running and memory grow with the
// size of a program (issue 15), on the generated programs of
// perf/scale_gen.h (N tiny dispatches or copies in one cmd.execute, N
// chained cmd.execute regions; 1k, 10k, 100k ops), and what a weight-heavy
// file (64 MiB of dense_resource blobs, ~134 MB of text) costs.
//
// Per program, each a child process as a user would run it:
//   load/<shape>/<n>        streamref-opt FILE -o /dev/null (parse, verify,
//                           print) vs iree-opt on the same file: seconds,
//                           best of a few runs, alternating
//   module_load/<shape>/<n> sr_module_load_from_file in this process
//                           (parse, verify, prepare, initializers): seconds,
//                           vs the same iree-opt time
//   load_per_op, run_per_op ns per op; run_per_op by the difference method
//                           of run_tool.h (warm invocations only)
//   rss_per_op              streamref-run --repeat=1's peak RSS over that
//                           of the same shape with one op, / (N - 1), bytes
// then per shape the flatness figures the issue asks for: per-op time and
// bytes at 100k over those at 1k (x; 1 is flat).
// Weights: the file's streamref-run peak RSS over its size; module load of
// the file in GB/s of text against memcpy of as many bytes in the same run
// (the memory speed the hex parse is held to).
//
// --filter selects by name (e.g. --filter=/10k: the 10k cases only);
// --threads sets streamref-run's threads (default 1). Files are written to
// /tmp and removed. iree-opt is looked up as the other IREE tools are
// (iree_peer.h); without it the peers are reported unavailable.

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/base/hex.h"
#include "perf/bench.h"
#include "perf/iree_peer.h"
#include "perf/run_tool.h"
#include "perf/scale_gen.h"
#include "streamref/runtime.h"

static const uint32_t kSizes[3] = {1000, 10000, 100000};
static const char* const kSizeNames[3] = {"1k", "10k", "100k"};

typedef struct sr_scale_child_t {
  double seconds;      // wall
  double cpu_seconds;  // user + system, all threads
  double rss_bytes;    // peak resident set
} sr_scale_child_t;

// Runs |argv| with stdout and stderr to /dev/null; false when it failed.
static bool sr_scale_run_child(char* const* argv, sr_scale_child_t* out) {
  uint64_t start = sr_bench_now_ns();
  pid_t pid = fork();
  if (pid < 0) return false;
  if (pid == 0) {
    FILE* null = freopen("/dev/null", "w", stdout);
    (void)null;
    null = freopen("/dev/null", "w", stderr);
    (void)null;
    execv(argv[0], argv);
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  memset(&usage, 0, sizeof(usage));
  while (wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) return false;
  }
  out->seconds = (double)(sr_bench_now_ns() - start) * 1e-9;
  out->cpu_seconds =
      (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
      (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6;
  out->rss_bytes = (double)usage.ru_maxrss * 1024.0;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// Best wall and CPU times of |runs| runs of each of |ours| and |theirs|
// (NULL: none), alternating so both see the same moments of the machine.
// out[0] ours, out[1] theirs; -1 when a command failed.
static void sr_scale_best_of(char* const* ours, char* const* theirs, int runs,
                             sr_scale_child_t out[2]) {
  char* const* commands[2] = {ours, theirs};
  for (int k = 0; k < 2; ++k) out[k] = (sr_scale_child_t){-1, -1, -1};
  for (int i = 0; i < runs; ++i) {
    for (int k = 0; k < 2; ++k) {
      sr_scale_child_t child;
      if (!commands[k] || !sr_scale_run_child(commands[k], &child)) continue;
      if (out[k].seconds < 0 || child.seconds < out[k].seconds) {
        out[k].seconds = child.seconds;
      }
      if (out[k].cpu_seconds < 0 || child.cpu_seconds < out[k].cpu_seconds) {
        out[k].cpu_seconds = child.cpu_seconds;
      }
    }
  }
}

static bool sr_scale_write_program(const char* path, sr_scale_shape_t shape,
                                   uint32_t n) {
  FILE* file = fopen(path, "w");
  if (!file) return false;
  bool ok = sr_scale_gen_write(file, shape, n) == 0;
  return fclose(file) == 0 && ok;
}

// CPU seconds of sr_module_load_from_file (best of |runs|), or -1.
static double sr_scale_module_load(const char* path, int runs) {
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = 1;
  sr_instance_t* instance = NULL;
  sr_status_t status =
      sr_instance_create(&options, sr_allocator_system(), &instance);
  if (status) {
    sr_status_free(status);
    return -1;
  }
  double best = -1;
  // The first load of a process builds the op registry: not the program's.
  static const char kWarm[] = "util.func public @f() {\n  util.return\n}\n";
  sr_module_t* warm = NULL;
  status = sr_module_load_from_memory(instance, "warm.mlir", kWarm,
                                      sizeof(kWarm) - 1, &warm);
  if (status) sr_status_free(status);
  sr_module_release(warm);
  for (int i = 0; i < runs; ++i) {
    sr_module_t* module = NULL;
    // CPU time: the load runs on this thread (the one worker idles), and
    // descheduling on a loaded machine does not count.
    uint64_t start = sr_bench_cpu_time_ns();
    status = sr_module_load_from_file(instance, path, &module);
    double seconds = (double)(sr_bench_cpu_time_ns() - start) * 1e-9;
    if (status) {
      sr_status_free(status);
      best = -1;
      break;
    }
    sr_module_release(module);
    if (best < 0 || seconds < best) best = seconds;
  }
  sr_instance_release(instance);
  return best;
}

typedef struct sr_scale_t {
  const sr_bench_options_t* options;
  char iree_opt[1024];
  bool have_iree;
  int threads;
  // [shape][size]: per-op figures, for the flatness rows.
  double load_per_op[SR_SCALE_SHAPE_COUNT][3];
  double run_per_op[SR_SCALE_SHAPE_COUNT][3];
  double run_cpu_per_op[SR_SCALE_SHAPE_COUNT][3];
  double rss_per_op[SR_SCALE_SHAPE_COUNT][3];
  // Peak RSS of the shape's one-op program (the process's fixed part).
  double rss_base[SR_SCALE_SHAPE_COUNT];
} sr_scale_t;

static void sr_scale_report(const sr_scale_t* s, const char* name, double value,
                            const char* unit, const char* peer,
                            double peer_value, sr_bench_direction_t direction,
                            const char* config) {
  sr_bench_row_t row;
  memset(&row, 0, sizeof(row));
  row.suite = "scale";
  row.name = name;
  row.value = value > 0 ? value : 0;
  row.unit = unit;
  row.threads = s->threads;
  row.direction = direction;
  row.config = config;
  row.peer = peer;
  row.peer_value = peer_value > 0 ? peer_value : 0;
  sr_bench_report_row(s->options, &row);
}

static void sr_scale_program(sr_scale_t* s, sr_scale_shape_t shape,
                             int size_index) {
  uint32_t n = kSizes[size_index];
  const char* shape_name = sr_scale_shape_name(shape);
  char tag[64];
  snprintf(tag, sizeof(tag), "%s/%s", shape_name, kSizeNames[size_index]);
  char probe[96];
  snprintf(probe, sizeof(probe), "load/%s", tag);
  bool any = sr_bench_selected(s->options, probe);
  snprintf(probe, sizeof(probe), "run_per_op/%s", tag);
  any = any || sr_bench_selected(s->options, probe);
  if (!any) return;
  char path[256];
  snprintf(path, sizeof(path), "/tmp/sr_scale_%d_%s_%u.mlir", (int)getpid(),
           shape_name, n);
  if (!sr_scale_write_program(path, shape, n)) {
    fprintf(stderr, "scale: cannot write %s\n", path);
    return;
  }
  int runs = n >= 100000 ? 2 : 3;
  char* opt_argv[] = {(char*)SR_BENCH_SCALE_STREAMREF_OPT, path, "-o",
                      "/dev/null", NULL};
  char* iree_argv[] = {s->iree_opt, path, "-o", "/dev/null", NULL};
  sr_scale_child_t best[2];
  sr_scale_best_of(opt_argv, s->have_iree ? iree_argv : NULL, runs, best);
  const char* peer = s->have_iree ? "iree-opt" : NULL;
  char name[160];
  snprintf(name, sizeof(name), "load/%s", tag);
  sr_scale_report(s, name, best[0].seconds * 1e3, "ms", peer,
                  best[1].seconds * 1e3, SR_BENCH_LOWER_IS_BETTER,
                  "streamref-opt FILE -o /dev/null, wall");
  // CPU time (all threads): what a loaded machine leaves of the comparison.
  snprintf(name, sizeof(name), "load_cpu/%s", tag);
  sr_scale_report(s, name, best[0].cpu_seconds * 1e3, "ms", peer,
                  best[1].cpu_seconds * 1e3, SR_BENCH_LOWER_IS_BETTER,
                  "streamref-opt FILE -o /dev/null, user + system time");
  double module_load = sr_scale_module_load(path, runs);
  snprintf(name, sizeof(name), "module_load/%s", tag);
  sr_scale_report(s, name, module_load * 1e3, "ms", peer, best[1].seconds * 1e3,
                  SR_BENCH_LOWER_IS_BETTER,
                  "sr_module_load_from_file: parse, verify, prepare; CPU time");
  s->load_per_op[shape][size_index] = module_load * 1e9 / n;
  snprintf(name, sizeof(name), "load_per_op/%s", tag);
  sr_scale_report(s, name, module_load * 1e9 / n, "ns/op", NULL, 0,
                  SR_BENCH_LOWER_IS_BETTER, NULL);
  // Running: warm invocations by the difference method, then the peak
  // resident set of one run.
  char command[1024];
  snprintf(command, sizeof(command),
           "'%s' '--module=%s' --function=main "
           "--threads=%d",
           SR_BENCH_SCALE_STREAMREF_RUN, path, s->threads);
  long repeat = 0;
  double mean_ms =
      sr_bench_streamref_run_mean_ms(command, s->options->min_time, &repeat);
  s->run_per_op[shape][size_index] = mean_ms * 1e6 / n;
  snprintf(name, sizeof(name), "run_per_op/%s", tag);
  sr_scale_report(s, name, mean_ms * 1e6 / n, "ns/op", NULL, 0,
                  SR_BENCH_LOWER_IS_BETTER,
                  "streamref-run --repeat: warm invocations");
  char threads_flag[32];
  snprintf(threads_flag, sizeof(threads_flag), "--threads=%d", s->threads);
  char module_flag[300];
  snprintf(module_flag, sizeof(module_flag), "--module=%s", path);
  char* run_argv[] = {(char*)SR_BENCH_SCALE_STREAMREF_RUN,
                      module_flag,
                      "--function=main",
                      threads_flag,
                      NULL,
                      NULL};
  // The same difference in CPU time (user + system): on a shared machine
  // a wall clock also counts the time other processes had the core.
  long cpu_repeat = repeat > 1 ? repeat : 20;
  char repeat_flag[48];
  snprintf(repeat_flag, sizeof(repeat_flag), "--repeat=%ld", cpu_repeat);
  run_argv[4] = repeat_flag;
  sr_scale_child_t many[2];
  sr_scale_best_of(run_argv, NULL, 2, many);
  run_argv[4] = NULL;
  sr_scale_child_t once[2];
  sr_scale_best_of(run_argv, NULL, 3, once);
  double cpu_ns = -1;
  if (many[0].cpu_seconds > 0 && once[0].cpu_seconds > 0) {
    cpu_ns = (many[0].cpu_seconds - once[0].cpu_seconds) * 1e9 /
             (double)(cpu_repeat - 1) / n;
  }
  snprintf(name, sizeof(name), "run_cpu_per_op/%s", tag);
  sr_scale_report(s, name, cpu_ns, "ns/op", NULL, 0, SR_BENCH_LOWER_IS_BETTER,
                  "streamref-run --repeat: warm invocations, CPU time");
  s->run_cpu_per_op[shape][size_index] = cpu_ns;
  sr_scale_child_t child = {-1, -1, -1};
  if (!sr_scale_run_child(run_argv, &child)) child.rss_bytes = -1;
  double rss_per_op = child.rss_bytes > 0 && s->rss_base[shape] > 0
                          ? (child.rss_bytes - s->rss_base[shape]) / (n - 1)
                          : -1;
  s->rss_per_op[shape][size_index] = rss_per_op;
  snprintf(name, sizeof(name), "rss_per_op/%s", tag);
  sr_scale_report(s, name, rss_per_op, "B/op", NULL, 0,
                  SR_BENCH_LOWER_IS_BETTER,
                  "streamref-run: (peak RSS - that of 1 op) / (ops - 1)");
  snprintf(name, sizeof(name), "first_run/%s", tag);
  sr_scale_report(s, name, child.seconds * 1e3, "ms", NULL, 0,
                  SR_BENCH_LOWER_IS_BETTER,
                  "streamref-run: load, prepare and one invocation");
  unlink(path);
}

// The peak RSS of streamref-run on the shape's one-op program (best of 3).
static double sr_scale_base_rss(const sr_scale_t* s, sr_scale_shape_t shape) {
  char path[256];
  snprintf(path, sizeof(path), "/tmp/sr_scale_%d_%s_1.mlir", (int)getpid(),
           sr_scale_shape_name(shape));
  if (!sr_scale_write_program(path, shape, 1)) return -1;
  char threads_flag[32];
  snprintf(threads_flag, sizeof(threads_flag), "--threads=%d", s->threads);
  char module_flag[300];
  snprintf(module_flag, sizeof(module_flag), "--module=%s", path);
  char* run_argv[] = {(char*)SR_BENCH_SCALE_STREAMREF_RUN, module_flag,
                      "--function=main", threads_flag, NULL};
  double best = -1;
  for (int i = 0; i < 3; ++i) {
    sr_scale_child_t child;
    if (sr_scale_run_child(run_argv, &child) &&
        (best < 0 || child.rss_bytes < best)) {
      best = child.rss_bytes;
    }
  }
  unlink(path);
  return best;
}

// Per-op figure at 100k over 1k, when both were measured.
static void sr_scale_flatness(sr_scale_t* s, sr_scale_shape_t shape,
                              const char* what, double per_op[3]) {
  if (per_op[0] <= 0 || per_op[2] <= 0) return;
  char name[128];
  snprintf(name, sizeof(name), "%s_100k_over_1k/%s", what,
           sr_scale_shape_name(shape));
  sr_scale_report(s, name, per_op[2] / per_op[0], "x", NULL, 0,
                  SR_BENCH_LOWER_IS_BETTER, NULL);
}

static void sr_scale_weights(sr_scale_t* s) {
  const uint32_t mib = 64;
  if (!sr_bench_selected(s->options, "weights/")) return;
  char path[256];
  snprintf(path, sizeof(path), "/tmp/sr_scale_%d_weights.mlir", (int)getpid());
  if (!sr_scale_write_program(path, SR_SCALE_WEIGHTS, mib)) {
    fprintf(stderr, "scale: cannot write %s\n", path);
    return;
  }
  FILE* file = fopen(path, "rb");
  double file_bytes = 0;
  if (file) {
    fseek(file, 0, SEEK_END);
    file_bytes = (double)ftell(file);
    fclose(file);
  }
  char threads_flag[32];
  snprintf(threads_flag, sizeof(threads_flag), "--threads=%d", s->threads);
  char module_flag[300];
  snprintf(module_flag, sizeof(module_flag), "--module=%s", path);
  char* run_argv[] = {(char*)SR_BENCH_SCALE_STREAMREF_RUN, module_flag,
                      "--function=main", threads_flag, NULL};
  sr_scale_child_t best = {-1, -1, -1};
  for (int i = 0; i < 2; ++i) {
    sr_scale_child_t child;
    if (sr_scale_run_child(run_argv, &child) &&
        (best.rss_bytes < 0 || child.rss_bytes < best.rss_bytes)) {
      best = child;
    }
  }
  sr_scale_report(s, "weights/peak_rss_over_file", best.rss_bytes / file_bytes,
                  "x", NULL, 0, SR_BENCH_LOWER_IS_BETTER,
                  "streamref-run: 64 MiB of dense_resource blobs");
  sr_scale_report(s, "weights/run", best.seconds * 1e3, "ms", NULL, 0,
                  SR_BENCH_LOWER_IS_BETTER,
                  "streamref-run: load, decode, one invocation");
  // The load in GB/s of text, against memcpy of as many bytes.
  double load = sr_scale_module_load(path, 3);
  size_t bytes = (size_t)file_bytes;
  char* a = malloc(bytes + 1);
  char* b = malloc(bytes + 1);
  double copy = -1;
  if (a && b) {
    memset(a, 'a', bytes);
    memset(b, 'b', bytes);
    for (int i = 0; i < 3; ++i) {
      // CPU time, as the load's.
      uint64_t start = sr_bench_cpu_time_ns();
      memcpy(b, a, bytes);
      sr_bench_do_not_optimize(b);
      double seconds = (double)(sr_bench_cpu_time_ns() - start) * 1e-9;
      if (copy < 0 || seconds < copy) copy = seconds;
    }
  }
  // The hex decode itself over the same bytes (the file's text reused as
  // digits), in GB/s of hex, against memcpy of as many bytes.
  double decode = -1;
  if (a && b) {
    static const char kDigits[] = "0123456789ABCDEFabcdef";
    for (size_t i = 0; i < bytes; ++i) a[i] = kDigits[(i * 7) % 22];
    for (int i = 0; i < 3; ++i) {
      uint64_t start = sr_bench_cpu_time_ns();
      bool ok = sr_hex_decode(a, bytes / 2, (uint8_t*)b);
      sr_bench_do_not_optimize(b);
      double seconds = (double)(sr_bench_cpu_time_ns() - start) * 1e-9;
      if (ok && (decode < 0 || seconds < decode)) decode = seconds;
    }
  }
  free(a);
  free(b);
  sr_scale_report(s, "weights/module_load", file_bytes / load * 1e-9, "GB/s",
                  "memcpy", copy > 0 ? file_bytes / copy * 1e-9 : 0,
                  SR_BENCH_HIGHER_IS_BETTER,
                  "sr_module_load_from_file GB/s of text vs memcpy; CPU time");
  sr_scale_report(s, "weights/hex_decode", file_bytes / decode * 1e-9, "GB/s",
                  "memcpy", copy > 0 ? file_bytes / copy * 1e-9 : 0,
                  SR_BENCH_HIGHER_IS_BETTER,
                  "sr_hex_decode GB/s of hex vs memcpy; CPU time");
  unlink(path);
}

int sr_bench_scale_main(const sr_bench_options_t* options) {
  static sr_scale_t s;
  memset(&s, 0, sizeof(s));
  s.options = options;
  s.threads = options->threads > 0 ? options->threads : 1;
  s.have_iree =
      sr_bench_find_iree_tool("iree-opt", s.iree_opt, sizeof(s.iree_opt));
  const sr_scale_shape_t shapes[3] = {SR_SCALE_DISPATCH, SR_SCALE_COPY,
                                      SR_SCALE_EXECUTES};
  for (int k = 0; k < 3; ++k) {
    s.rss_base[shapes[k]] = sr_scale_base_rss(&s, shapes[k]);
    for (int size = 0; size < 3; ++size) sr_scale_program(&s, shapes[k], size);
    sr_scale_flatness(&s, shapes[k], "load_per_op", s.load_per_op[shapes[k]]);
    sr_scale_flatness(&s, shapes[k], "run_per_op", s.run_per_op[shapes[k]]);
    sr_scale_flatness(&s, shapes[k], "run_cpu_per_op",
                      s.run_cpu_per_op[shapes[k]]);
    sr_scale_flatness(&s, shapes[k], "rss_per_op", s.rss_per_op[shapes[k]]);
  }
  sr_scale_weights(&s);
  return 0;
}
