// streamref-bench check: the hazard checker's overhead. Every program of
// the generated corpus (tests/corpus/generated/<p>/stream.mlir, found as the
// e2e suite finds them, with tests/corpus/programs/<p>.run) through
// streamref-run with --check=hazards, against the same binary with the
// checker off in two schedules:
//   check-off         the default schedule (regions inline when their waits
//                     are reached, else task graphs on the pool): what a
//                     user pays in total for turning the checker on;
//   check-off-serial  --serial: every region inline in program order on
//                     the invoking thread after its waits, dispatches still
//                     spread over the pool. That is the schedule a checked
//                     run uses (cpu_backend/check/README.md), so this ratio
//                     is the checker's own cost, not a change of schedule.
// Means are warm invocations by the difference of two process wall times
// (perf/run_tool.h). value: checked ms; speedup = off / on (below 1: the
// checker's cost). The last figures of each thread count are the geometric
// means of on / off, the overhead factors, one per schedule.

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "perf/bench.h"
#include "perf/run_tool.h"

#define SR_CHECK_BENCH_MAX_PROGRAMS 128

typedef struct sr_check_program_t {
  char name[256];
  char cwd[2048];
} sr_check_program_t;

// Mean ms per warm invocation of |p| with |flags| (e.g. "--check=hazards").
static double sr_check_bench_run(const sr_bench_options_t* options,
                                 const sr_check_program_t* p, int threads,
                                 const char* flags) {
  char command[8192];
  snprintf(command, sizeof(command),
           "cd '%s' && '%s' --module=stream.mlir "
           "'--flagfile=../../programs/%s.run' --threads=%d %s",
           p->cwd, SR_BENCH_CHECK_STREAMREF_RUN, p->name, threads, flags);
  long repeat = 0;
  return sr_bench_streamref_run_mean_ms(command, options->min_time, &repeat);
}

static int sr_check_bench_compare(const void* a, const void* b) {
  return strcmp(((const sr_check_program_t*)a)->name,
                ((const sr_check_program_t*)b)->name);
}

static int sr_check_bench_programs(const char* corpus,
                                   sr_check_program_t* programs) {
  char dir[1024];
  snprintf(dir, sizeof(dir), "%s/generated", corpus);
  DIR* d = opendir(dir);
  if (!d) return 0;
  int count = 0;
  for (struct dirent* entry;
       (entry = readdir(d)) && count < SR_CHECK_BENCH_MAX_PROGRAMS;) {
    if (entry->d_name[0] == '.' || strchr(entry->d_name, '.')) continue;
    sr_check_program_t* p = &programs[count];
    snprintf(p->name, sizeof(p->name), "%.200s", entry->d_name);
    snprintf(p->cwd, sizeof(p->cwd), "%.1000s/%.200s", dir, entry->d_name);
    char path[4096];
    snprintf(path, sizeof(path), "%s/stream.mlir", p->cwd);
    if (access(path, R_OK) == 0) ++count;
  }
  closedir(d);
  qsort(programs, (size_t)count, sizeof(programs[0]), sr_check_bench_compare);
  return count;
}

typedef struct sr_check_peer_t {
  const char* name;
  const char* flags;
  const char* config;
} sr_check_peer_t;

static const sr_check_peer_t kSrCheckPeers[2] = {
    {"check-off", "",
     "the same streamref-run, checker off, default schedule (regions inline "
     "when their waits are reached, else task graphs)"},
    {"check-off-serial", "--serial",
     "the same streamref-run, checker off, --serial: regions inline in "
     "program order after their waits, as a checked run schedules them"},
};

static void sr_check_bench_threads(const sr_bench_options_t* options,
                                   const sr_check_program_t* programs,
                                   int count, int threads) {
  double log_sum[2] = {0, 0};
  int measured[2] = {0, 0};
  for (int i = 0; i < count; ++i) {
    const sr_check_program_t* p = &programs[i];
    if (!sr_bench_selected(options, p->name)) continue;
    double on = sr_check_bench_run(options, p, threads, "--check=hazards");
    if (on <= 0) fprintf(stderr, "check: %s did not run checked\n", p->name);
    for (int k = 0; k < 2; ++k) {
      double off =
          sr_check_bench_run(options, p, threads, kSrCheckPeers[k].flags);
      sr_bench_row_t row = {.suite = "check",
                            .name = p->name,
                            .value = on > 0 ? on : 0,
                            .unit = "ms",
                            .threads = threads,
                            .direction = SR_BENCH_LOWER_IS_BETTER,
                            .config = "streamref-run --check=hazards",
                            .peer = kSrCheckPeers[k].name,
                            .peer_value = off > 0 ? off : 0,
                            .peer_config = kSrCheckPeers[k].config};
      sr_bench_report_row(options, &row);
      if (on > 0 && off > 0) {
        log_sum[k] += log(on / off);
        ++measured[k];
      }
    }
  }
  for (int k = 0; k < 2; ++k) {
    if (!measured[k]) continue;
    char name[64], config[128];
    snprintf(name, sizeof(name), "geomean_overhead_vs_%s",
             k ? "serial" : "default");
    snprintf(config, sizeof(config),
             "geometric mean of checked / %s over %d programs",
             kSrCheckPeers[k].name, measured[k]);
    sr_bench_row_t row = {.suite = "check",
                          .name = name,
                          .value = exp(log_sum[k] / measured[k]),
                          .unit = "x",
                          .threads = threads,
                          .direction = SR_BENCH_LOWER_IS_BETTER,
                          .config = config};
    sr_bench_report_row(options, &row);
  }
}

int sr_bench_check_main(const sr_bench_options_t* options) {
  const char* corpus = getenv("SR_CORPUS_DIR") ? getenv("SR_CORPUS_DIR")
                                               : SR_BENCH_CHECK_CORPUS_DIR;
  static sr_check_program_t programs[SR_CHECK_BENCH_MAX_PROGRAMS];
  int count = sr_check_bench_programs(corpus, programs);
  if (!count) {
    fprintf(stderr, "check: no programs under %s/generated\n", corpus);
    return 1;
  }
  int all = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  sr_check_bench_threads(options, programs, count, 1);
  if (all > 1) sr_check_bench_threads(options, programs, count, all);
  return 0;
}
