// streamref-bench check: the hazard checker's overhead. Every program of
// the generated corpus (tests/corpus/generated/<p>/stream.mlir, found as the
// e2e suite finds them, with tests/corpus/programs/<p>.run) through
// streamref-run with --check=hazards against the same run without it, back
// to back, warm (--repeat=N calibrated to about --min_time; the figure is
// the mean invocation time streamref-run reports, loading excluded).
// value: checked ms, peer: "check-off" (the same binary, checker off), so
// speedup = off / on (below 1: the checker's cost). The last figure of each
// thread count is the geometric mean of on / off, the overhead factor.

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "perf/bench.h"

#define SR_CHECK_BENCH_MAX_PROGRAMS 128

typedef struct sr_check_program_t {
  char name[256];
  char cwd[2048];
} sr_check_program_t;

// The first number after "mean " in |command|'s output, or -1.
static double sr_check_bench_scan(const char* command) {
  FILE* pipe = popen(command, "r");
  if (!pipe) return -1;
  char line[4096];
  double value = -1;
  while (fgets(line, sizeof(line), pipe)) {
    char* p = strstr(line, "mean ");
    if (p && value < 0) value = strtod(p + 5, NULL);
  }
  if (pclose(pipe) != 0) return -1;
  return value;
}

static double sr_check_bench_run(const sr_check_program_t* p, int threads,
                                 const char* check, long repeat) {
  char command[8192];
  snprintf(command, sizeof(command),
           "cd '%s' && '%s' --module=stream.mlir "
           "'--flagfile=../../programs/%s.run' --threads=%d --repeat=%ld %s "
           "2>&1 >/dev/null",
           p->cwd, SR_BENCH_CHECK_STREAMREF_RUN, p->name, threads, repeat,
           check);
  return sr_check_bench_scan(command);
}

// Mean ms per invocation with the checker off and on (calibrated on the
// checked run, the slower one, so both run the same count).
static bool sr_check_bench_measure(const sr_bench_options_t* options,
                                   const sr_check_program_t* p, int threads,
                                   double* out_off, double* out_on) {
  double probe = sr_check_bench_run(p, threads, "--check=hazards", 3);
  if (probe <= 0) return false;
  double want = options->min_time * 1e3 / probe;
  long repeat = want < 5 ? 5 : want > 200000 ? 200000 : (long)want;
  *out_off = sr_check_bench_run(p, threads, "", repeat);
  *out_on = sr_check_bench_run(p, threads, "--check=hazards", repeat);
  return *out_off > 0 && *out_on > 0;
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

static void sr_check_bench_threads(const sr_bench_options_t* options,
                                   const sr_check_program_t* programs,
                                   int count, int threads) {
  double log_sum = 0;
  int measured = 0;
  for (int i = 0; i < count; ++i) {
    const sr_check_program_t* p = &programs[i];
    if (!sr_bench_selected(options, p->name)) continue;
    double off = 0, on = 0;
    if (!sr_check_bench_measure(options, p, threads, &off, &on)) {
      fprintf(stderr, "check: %s did not run\n", p->name);
      sr_bench_report(options, "check", p->name, 0, "ms", threads, "check-off",
                      0, SR_BENCH_LOWER_IS_BETTER);
      continue;
    }
    sr_bench_report(options, "check", p->name, on, "ms", threads, "check-off",
                    off, SR_BENCH_LOWER_IS_BETTER);
    log_sum += log(on / off);
    ++measured;
  }
  if (measured) {
    sr_bench_report(options, "check", "geomean_overhead",
                    exp(log_sum / measured), "x", threads, NULL, 0,
                    SR_BENCH_LOWER_IS_BETTER);
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
