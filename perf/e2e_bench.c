// streamref-bench e2e: every program of the generated corpus, end to end,
// streamref-run against iree-benchmark-module.
//
// Ours: streamref-run on tests/corpus/generated/<p>/stream.mlir (the
// interpreter runs every dispatch) with the program's flagfile and
// --repeat=N, warm: N is calibrated so the loop runs about --min_time, and
// the figure is the mean invocation time streamref-run reports (module
// loading and preparing excluded). The peer: the program's source
// (tests/corpus/programs/<p>.mlir, with its `// iree-compile-flags:`) compiled
// by iree-compile for this host's CPU into /tmp, then
// `iree-benchmark-module --device=local-task --task_topology_group_count=T`
// with the same flagfile; its mean real time per invocation. Both at one
// thread and at all threads (--threads). Speedup > 1: streamref is faster.
// The last figure of each thread count is the geometric mean of the
// speedups.
//
// IREE is found in $IREE_BIN_DIR, /tmp/ireevenv/bin or on PATH; without it
// every figure is reported with its peer unavailable. The corpus directory
// is the source tree's (SR_BENCH_E2E_CORPUS_DIR), or $SR_CORPUS_DIR.

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "perf/bench.h"

#define SR_E2E_MAX_PROGRAMS 128

typedef struct sr_e2e_t {
  const char* corpus;
  char compile[1024];
  char benchmark[1024];
  bool have_iree;
} sr_e2e_t;

static bool sr_e2e_find_tool(const char* name, char* out, size_t capacity) {
  const char* dirs[2] = {getenv("IREE_BIN_DIR"), "/tmp/ireevenv/bin"};
  for (int i = 0; i < 2; ++i) {
    if (!dirs[i]) continue;
    snprintf(out, capacity, "%s/%s", dirs[i], name);
    if (access(out, X_OK) == 0) return true;
  }
  const char* path = getenv("PATH");
  if (!path) return false;
  char* copy = strdup(path);
  bool found = false;
  for (char* dir = strtok(copy, ":"); dir && !found; dir = strtok(NULL, ":")) {
    snprintf(out, capacity, "%s/%s", dir, name);
    found = access(out, X_OK) == 0;
  }
  free(copy);
  return found;
}

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

// Runs |command| and returns the first number after |key| in its output
// (stdout and stderr merged), or -1.
static double sr_e2e_scan(const char* command, const char* key) {
  FILE* pipe = popen(command, "r");
  if (!pipe) return -1;
  char line[4096];
  double value = -1;
  while (fgets(line, sizeof(line), pipe)) {
    char* p = strstr(line, key);
    if (p && value < 0) value = strtod(p + strlen(key), NULL);
  }
  if (pclose(pipe) != 0) return -1;
  return value;
}

// Mean milliseconds per warm invocation of streamref-run.
static double sr_e2e_ours(const sr_e2e_t* e, const sr_bench_options_t* options,
                          const char* name, int threads) {
  char command[8192];
  long repeat = 5;
  double mean = -1;
  for (int round = 0; round < 2; ++round) {
    snprintf(command, sizeof(command),
             "cd '%s/generated/%s' && '%s' --module=stream.mlir "
             "--flagfile=../../programs/%s.run --threads=%d --repeat=%ld "
             "2>&1 >/dev/null",
             e->corpus, name, SR_BENCH_E2E_STREAMREF_RUN, name, threads,
             repeat);
    mean = sr_e2e_scan(command, "mean ");
    if (mean <= 0) return -1;
    if (round == 0) {
      double want = options->min_time * 1e3 / mean;
      repeat = want < 5 ? 5 : want > 200000 ? 200000 : (long)want;
    }
  }
  return mean;
}

static bool sr_e2e_compile(const sr_e2e_t* e, const char* name, char* vmfb,
                           size_t capacity) {
  char source[2048], flags[1024], command[8192];
  snprintf(source, sizeof(source), "%s/programs/%s.mlir", e->corpus, name);
  sr_e2e_compile_flags(source, flags, sizeof(flags));
  snprintf(vmfb, capacity, "/tmp/sr_e2e_bench_%d_%s.vmfb", (int)getpid(),
           name);
  snprintf(command, sizeof(command),
           "'%s' --iree-hal-target-device=local "
           "--iree-hal-local-target-device-backends=llvm-cpu "
           "--iree-llvmcpu-target-cpu=host %s '%s' -o '%.511s' >/dev/null "
           "2>&1",
           e->compile, flags, source, vmfb);
  return system(command) == 0;
}

// Mean milliseconds per invocation under iree-benchmark-module.
static double sr_e2e_peer(const sr_e2e_t* e, const sr_bench_options_t* options,
                          const char* name, const char* vmfb, int threads) {
  char command[8192];
  snprintf(command, sizeof(command),
           "cd '%s/generated/%s' && '%s' --module='%s' "
           "--flagfile=../../programs/%s.run --device=local-task "
           "--task_topology_group_count=%d --benchmark_format=json "
           "--benchmark_min_time=%gs 2>/dev/null",
           e->corpus, name, e->benchmark, vmfb, name, threads,
           options->min_time);
  FILE* pipe = popen(command, "r");
  if (!pipe) return -1;
  char line[1024];
  double value = -1, scale = 1e-6;  // google benchmark default: ns
  while (fgets(line, sizeof(line), pipe)) {
    char* p = strstr(line, "\"real_time\":");
    if (p && value < 0) value = strtod(p + 12, NULL);
    p = strstr(line, "\"time_unit\":");
    if (p) {
      if (strstr(p, "\"ns\"")) scale = 1e-6;
      if (strstr(p, "\"us\"")) scale = 1e-3;
      if (strstr(p, "\"ms\"")) scale = 1;
      if (strstr(p, "\"s\"")) scale = 1e3;
    }
  }
  if (pclose(pipe) != 0 || value <= 0) return -1;
  return value * scale;
}

static int sr_e2e_compare(const void* a, const void* b) {
  return strcmp(*(char* const*)a, *(char* const*)b);
}

static int sr_e2e_programs(const sr_e2e_t* e, char** names) {
  char dir[4096];
  snprintf(dir, sizeof(dir), "%s/generated", e->corpus);
  DIR* d = opendir(dir);
  if (!d) return 0;
  int count = 0;
  for (struct dirent* entry; (entry = readdir(d)) &&
                             count < SR_E2E_MAX_PROGRAMS;) {
    if (entry->d_name[0] == '.' || strchr(entry->d_name, '.')) continue;
    char path[8192];
    snprintf(path, sizeof(path), "%s/%s/stream.mlir", dir, entry->d_name);
    if (access(path, R_OK) != 0) continue;
    names[count++] = strdup(entry->d_name);
  }
  closedir(d);
  qsort(names, (size_t)count, sizeof(names[0]), sr_e2e_compare);
  return count;
}

static void sr_e2e_run(const sr_e2e_t* e, const sr_bench_options_t* options,
                       char** names, char (*vmfbs)[512], int count,
                       int threads) {
  double log_sum = 0;
  int measured = 0;
  for (int i = 0; i < count; ++i) {
    if (!sr_bench_selected(options, names[i])) continue;
    double ours = sr_e2e_ours(e, options, names[i], threads);
    double theirs = vmfbs[i][0] ? sr_e2e_peer(e, options, names[i], vmfbs[i],
                                               threads)
                                : -1;
    sr_bench_report(options, "e2e", names[i], ours > 0 ? ours : 0, "ms",
                    threads, e->have_iree ? "iree-benchmark-module" : NULL,
                    theirs > 0 ? theirs : 0, SR_BENCH_LOWER_IS_BETTER);
    if (ours > 0 && theirs > 0) {
      log_sum += log(theirs / ours);
      ++measured;
    }
  }
  if (measured) {
    sr_bench_report(options, "e2e", "geomean_speedup",
                    exp(log_sum / measured), "x", threads, NULL, 0,
                    SR_BENCH_HIGHER_IS_BETTER);
  }
}

int sr_bench_e2e_main(const sr_bench_options_t* options) {
  sr_e2e_t e;
  memset(&e, 0, sizeof(e));
  e.corpus = getenv("SR_CORPUS_DIR") ? getenv("SR_CORPUS_DIR")
                                     : SR_BENCH_E2E_CORPUS_DIR;
  e.have_iree = sr_e2e_find_tool("iree-compile", e.compile,
                                 sizeof(e.compile)) &&
                sr_e2e_find_tool("iree-benchmark-module", e.benchmark,
                                 sizeof(e.benchmark));
  char* names[SR_E2E_MAX_PROGRAMS];
  int count = sr_e2e_programs(&e, names);
  if (!count) {
    fprintf(stderr, "e2e: no programs under %s/generated\n", e.corpus);
    return 1;
  }
  static char vmfbs[SR_E2E_MAX_PROGRAMS][512];
  for (int i = 0; i < count; ++i) {
    vmfbs[i][0] = 0;
    if (e.have_iree && sr_bench_selected(options, names[i]) &&
        !sr_e2e_compile(&e, names[i], vmfbs[i], sizeof(vmfbs[i]))) {
      fprintf(stderr, "e2e: iree-compile failed on %s\n", names[i]);
      vmfbs[i][0] = 0;
    }
  }
  int all = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  sr_e2e_run(&e, options, names, vmfbs, count, 1);
  if (all > 1) sr_e2e_run(&e, options, names, vmfbs, count, all);
  for (int i = 0; i < count; ++i) {
    if (vmfbs[i][0]) unlink(vmfbs[i]);
    free(names[i]);
  }
  return 0;
}
