// streamref-bench e2e: every program of the generated corpus, end to end,
// streamref-run against iree-benchmark-module.
//
// Ours: streamref-run on tests/corpus/generated/<p>/stream.mlir (the
// interpreter runs every dispatch) with the program's flagfile, warm: the
// mean invocation time by the difference of a --repeat=N and a --repeat=1
// process (perf/run_tool.h: loading and the cold first invocation drop
// out, and the mean is not rounded to streamref-run's printed microsecond).
// The peers: the program's source (tests/corpus/programs/<p>.mlir, with its
// `// iree-compile-flags:`) compiled by iree-compile for this host's CPU
// into /tmp, then iree-benchmark-module with the same flagfile on both
// local-task (--task_topology_group_count=T: a worker pool, as ours has)
// and local-sync (inline on the calling thread, as our inline regions run);
// its mean real time per invocation, read in ns from its JSON. Both at one
// thread and at all threads (--threads). Speedup > 1: streamref is faster.
// The last figures of each thread count are the geometric means of the
// speedups against each peer, with how many programs were slower.
//
// After the corpus come the compute-bound programs of perf/e2e_programs
// (a 512^3 matmul, a 56x56x64 3x3 convolution, a 4-head attention), named
// large/<program>, with their own geometric means. Their limit is the time
// their multiply-adds take at the machine's FMA peak on T threads
// (perf/limits.h), so of_limit is the fraction of peak each side reaches
// (the attention's softmax and the rest are not counted).
//
// IREE is found as perf/iree_peer.h says; without it every figure is
// reported with its peer unavailable. The corpus directory is the source
// tree's (SR_BENCH_E2E_CORPUS_DIR), or $SR_CORPUS_DIR.

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "perf/bench.h"
#include "perf/iree_peer.h"
#include "perf/limits.h"
#include "perf/run_tool.h"

#define SR_E2E_MAX_PROGRAMS 128

// One program: where to run it from, and its files relative to that.
typedef struct sr_e2e_program_t {
  char name[256];
  char cwd[2048];
  char module[256];
  char flagfile[256];
  char source[2304];  // absolute
  char vmfb[512];     // compiled for the peer, or ""
  bool large;
} sr_e2e_program_t;

typedef struct sr_e2e_t {
  const char* corpus;
  char compile[1024];
  char benchmark[1024];
  bool have_iree;
} sr_e2e_t;

// The `// iree-compile-flags:` line of a program source, or "".
static void sr_e2e_compile_flags(const char* source, char* out,
                                 size_t capacity) {
  out[0] = 0;
  FILE* file = fopen(source, "r");
  if (!file) return;
  char line[1024];
  static const char kKey[] = "// iree-compile-flags:";
  while (fgets(line, sizeof(line), file)) {
    if (strncmp(line, kKey, sizeof(kKey) - 1) == 0) {
      snprintf(out, capacity, "%s", line + sizeof(kKey) - 1);
      out[strcspn(out, "\n")] = 0;
      break;
    }
  }
  fclose(file);
}

// Mean milliseconds per warm invocation of streamref-run.
static double sr_e2e_ours(const sr_bench_options_t* options,
                          const sr_e2e_program_t* p, int threads,
                          long* out_repeat) {
  char command[8192];
  snprintf(command, sizeof(command),
           "cd '%s' && '%s' '--module=%s' '--flagfile=%s' --threads=%d", p->cwd,
           SR_BENCH_E2E_STREAMREF_RUN, p->module, p->flagfile, threads);
  return sr_bench_streamref_run_mean_ms(command, options->min_time, out_repeat);
}

static bool sr_e2e_compile(const sr_e2e_t* e, sr_e2e_program_t* p) {
  char flags[1024], command[8192];
  sr_e2e_compile_flags(p->source, flags, sizeof(flags));
  char safe[256];
  snprintf(safe, sizeof(safe), "%s", p->name);
  for (char* c = safe; *c; ++c) {
    if (*c == '/') *c = '_';
  }
  snprintf(p->vmfb, sizeof(p->vmfb), "/tmp/sr_e2e_bench_%d_%s.vmfb",
           (int)getpid(), safe);
  snprintf(command, sizeof(command),
           "'%s' --iree-hal-target-device=local "
           "--iree-hal-local-target-device-backends=llvm-cpu "
           "--iree-llvmcpu-target-cpu=host %s '%s' -o '%s' >/dev/null 2>&1",
           e->compile, flags, p->source, p->vmfb);
  if (system(command) == 0) return true;
  unlink(p->vmfb);
  p->vmfb[0] = 0;
  return false;
}

// Mean milliseconds per invocation under iree-benchmark-module on
// |device|.
static double sr_e2e_peer(const sr_e2e_t* e, const sr_bench_options_t* options,
                          const sr_e2e_program_t* p, const char* device,
                          int threads) {
  char flags[256], command[8192];
  sr_bench_iree_benchmark_flags(options->min_time, flags, sizeof(flags));
  snprintf(command, sizeof(command),
           "cd '%s' && '%s' '--module=%s' '--flagfile=%s' --device=%s "
           "--task_topology_group_count=%d %s 2>/dev/null",
           p->cwd, e->benchmark, p->vmfb, p->flagfile, device, threads, flags);
  double ns = sr_bench_iree_benchmark_ns(command);
  return ns > 0 ? ns * 1e-6 : -1;
}

static int sr_e2e_compare(const void* a, const void* b) {
  return strcmp(((const sr_e2e_program_t*)a)->name,
                ((const sr_e2e_program_t*)b)->name);
}

// The corpus programs (sorted), then perf/e2e_programs (sorted).
static int sr_e2e_programs(const sr_e2e_t* e, sr_e2e_program_t* programs) {
  int count = 0;
  for (int set = 0; set < 2; ++set) {
    char dir[1024];
    if (set == 0)
      snprintf(dir, sizeof(dir), "%s/generated", e->corpus);
    else
      snprintf(dir, sizeof(dir), "%s", SR_BENCH_E2E_PROGRAMS_DIR);
    DIR* d = opendir(dir);
    if (!d) continue;
    int first = count;
    for (struct dirent* entry;
         (entry = readdir(d)) && count < SR_E2E_MAX_PROGRAMS;) {
      if (entry->d_name[0] == '.' || strchr(entry->d_name, '.')) continue;
      sr_e2e_program_t* p = &programs[count];
      memset(p, 0, sizeof(*p));
      p->large = set == 1;
      snprintf(p->cwd, sizeof(p->cwd), "%s/%.200s", dir, entry->d_name);
      snprintf(p->module, sizeof(p->module), "stream.mlir");
      if (set == 0) {
        snprintf(p->name, sizeof(p->name), "%.200s", entry->d_name);
        snprintf(p->flagfile, sizeof(p->flagfile), "../../programs/%.200s.run",
                 entry->d_name);
        snprintf(p->source, sizeof(p->source), "%.1000s/programs/%.200s.mlir",
                 e->corpus, entry->d_name);
      } else {
        snprintf(p->name, sizeof(p->name), "large/%.200s", entry->d_name);
        snprintf(p->flagfile, sizeof(p->flagfile), "program.run");
        snprintf(p->source, sizeof(p->source), "%s/program.mlir", p->cwd);
      }
      char path[4096];
      snprintf(path, sizeof(path), "%s/stream.mlir", p->cwd);
      if (access(path, R_OK) == 0) ++count;
    }
    closedir(d);
    qsort(programs + first, (size_t)(count - first), sizeof(programs[0]),
          sr_e2e_compare);
  }
  return count;
}

static const char* const kSrE2eDevices[2] = {"local-task", "local-sync"};

// Floating-point operations (2 per multiply-add) of the contractions of the
// compute-bound programs (perf/e2e_programs/README.md); 0 for the others.
static double sr_e2e_flops(const char* name) {
  static const struct {
    const char* name;
    double flops;
  } kFlops[] = {
      {"large/matmul_512", 2.0 * 512 * 512 * 512},
      {"large/conv2d_56x56x64", 2.0 * 56 * 56 * 64 * 64 * 9},
      {"large/attention_4x256x64", 2.0 * 2 * 4 * 256 * 256 * 64},
  };
  for (size_t i = 0; i < sizeof(kFlops) / sizeof(kFlops[0]); ++i) {
    if (!strcmp(name, kFlops[i].name)) return kFlops[i].flops;
  }
  return 0;
}

static void sr_e2e_run(const sr_e2e_t* e, const sr_bench_options_t* options,
                       const sr_e2e_program_t* programs, int count,
                       int threads) {
  // [set][device]: corpus / large, local-task / local-sync.
  double log_sum[2][2] = {{0, 0}, {0, 0}};
  int measured[2][2] = {{0, 0}, {0, 0}}, slower[2][2] = {{0, 0}, {0, 0}};
  for (int i = 0; i < count; ++i) {
    const sr_e2e_program_t* p = &programs[i];
    if (!sr_bench_selected(options, p->name)) continue;
    long repeat = 0;
    double ours = sr_e2e_ours(options, p, threads, &repeat);
    // The limit in the row's unit: ms at the FMA peak.
    double flops = sr_e2e_flops(p->name);
    const sr_bench_limit_t* peak =
        flops > 0 ? sr_bench_limit_fma_peak(options, threads) : NULL;
    double limit_ms = peak && peak->value > 0 ? flops / peak->value * 1e-6 : 0;
    char config[256];
    snprintf(config, sizeof(config),
             "streamref-run --threads=%d, (wall(--repeat=%ld) - "
             "wall(--repeat=1)) / %ld",
             threads, repeat, repeat - 1);
    for (int d = 0; d < 2; ++d) {
      double theirs =
          p->vmfb[0] ? sr_e2e_peer(e, options, p, kSrE2eDevices[d], threads)
                     : -1;
      char peer[64], peer_config[512];
      snprintf(peer, sizeof(peer), "iree(%s)", kSrE2eDevices[d]);
      if (d == 0) {
        snprintf(peer_config, sizeof(peer_config),
                 "%s iree-benchmark-module --device=local-task "
                 "--task_topology_group_count=%d, mean real time; "
                 "iree-compile --iree-llvmcpu-target-cpu=host",
                 sr_bench_iree_version(), threads);
      } else {
        snprintf(peer_config, sizeof(peer_config),
                 "%s iree-benchmark-module --device=local-sync (inline on "
                 "the calling thread), mean real time; iree-compile "
                 "--iree-llvmcpu-target-cpu=host",
                 sr_bench_iree_version());
      }
      sr_bench_row_t row = {.suite = "e2e",
                            .name = p->name,
                            .value = ours > 0 ? ours : 0,
                            .unit = "ms",
                            .threads = threads,
                            .direction = SR_BENCH_LOWER_IS_BETTER,
                            .config = config,
                            .peer = e->have_iree ? peer : NULL,
                            .peer_value = theirs > 0 ? theirs : 0,
                            .peer_config = peer_config,
                            .limit = limit_ms,
                            .limit_name = "fma_peak"};
      sr_bench_report_row(options, &row);
      if (ours > 0 && theirs > 0) {
        log_sum[p->large][d] += log(theirs / ours);
        ++measured[p->large][d];
        if (theirs < ours) ++slower[p->large][d];
      }
    }
  }
  static const char* const kSets[2] = {"", "large/"};
  for (int set = 0; set < 2; ++set) {
    for (int d = 0; d < 2; ++d) {
      if (!measured[set][d]) continue;
      char name[96], config[160];
      snprintf(name, sizeof(name), "%sgeomean_speedup_vs_%s", kSets[set],
               d == 0 ? "local_task" : "local_sync");
      snprintf(config, sizeof(config),
               "geometric mean of IREE %s time / ours over %d programs; %d "
               "of them slower than IREE",
               kSrE2eDevices[d], measured[set][d], slower[set][d]);
      sr_bench_row_t row = {.suite = "e2e",
                            .name = name,
                            .value = exp(log_sum[set][d] / measured[set][d]),
                            .unit = "x",
                            .threads = threads,
                            .direction = SR_BENCH_HIGHER_IS_BETTER,
                            .config = config};
      sr_bench_report_row(options, &row);
    }
  }
}

int sr_bench_e2e_main(const sr_bench_options_t* options) {
  sr_e2e_t e;
  memset(&e, 0, sizeof(e));
  e.corpus = getenv("SR_CORPUS_DIR") ? getenv("SR_CORPUS_DIR")
                                     : SR_BENCH_E2E_CORPUS_DIR;
  e.have_iree =
      sr_bench_find_iree_tool("iree-compile", e.compile, sizeof(e.compile)) &&
      sr_bench_find_iree_tool("iree-benchmark-module", e.benchmark,
                              sizeof(e.benchmark));
  static sr_e2e_program_t programs[SR_E2E_MAX_PROGRAMS];
  int count = sr_e2e_programs(&e, programs);
  if (!count) {
    fprintf(stderr, "e2e: no programs under %s/generated\n", e.corpus);
    return 1;
  }
  for (int i = 0; i < count && e.have_iree; ++i) {
    if (sr_bench_selected(options, programs[i].name) &&
        !sr_e2e_compile(&e, &programs[i])) {
      fprintf(stderr, "e2e: iree-compile failed on %s\n", programs[i].name);
    }
  }
  int all = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  bool any_large = false;
  for (int i = 0; i < count; ++i) {
    any_large |=
        programs[i].large && sr_bench_selected(options, programs[i].name);
  }
  if (any_large) {
    sr_bench_report_limit(options, "e2e", sr_bench_limit_fma_peak(options, 1));
    if (all > 1) {
      sr_bench_report_limit(options, "e2e",
                            sr_bench_limit_fma_peak(options, all));
    }
  }
  sr_e2e_run(&e, options, programs, count, 1);
  if (all > 1) sr_e2e_run(&e, options, programs, count, all);
  for (int i = 0; i < count; ++i) {
    if (programs[i].vmfb[0]) unlink(programs[i].vmfb);
  }
  return 0;
}
