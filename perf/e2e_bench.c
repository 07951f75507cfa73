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
// After the corpus come the compute-bound programs of perf/e2e_programs
// (a 512^3 matmul, a 56x56x64 3x3 convolution, a 4-head attention), named
// large/<program>, with their own geometric mean.
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
static double sr_e2e_ours(const sr_bench_options_t* options,
                          const sr_e2e_program_t* p, int threads) {
  char command[8192];
  long repeat = 3;
  double mean = -1;
  for (int round = 0; round < 2; ++round) {
    snprintf(command, sizeof(command),
             "cd '%s' && '%s' '--module=%s' '--flagfile=%s' --threads=%d "
             "--repeat=%ld 2>&1 >/dev/null",
             p->cwd, SR_BENCH_E2E_STREAMREF_RUN, p->module, p->flagfile,
             threads, repeat);
    mean = sr_e2e_scan(command, "mean ");
    if (mean <= 0) return -1;
    if (round == 0) {
      double want = options->min_time * 1e3 / mean;
      repeat = want < 5 ? 5 : want > 200000 ? 200000 : (long)want;
    }
  }
  return mean;
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

// Mean milliseconds per invocation under iree-benchmark-module.
static double sr_e2e_peer(const sr_e2e_t* e, const sr_bench_options_t* options,
                          const sr_e2e_program_t* p, int threads) {
  char command[8192];
  snprintf(command, sizeof(command),
           "cd '%s' && '%s' '--module=%s' '--flagfile=%s' --device=local-task "
           "--task_topology_group_count=%d --benchmark_format=json "
           "--benchmark_min_time=%gs 2>/dev/null",
           p->cwd, e->benchmark, p->vmfb, p->flagfile, threads,
           options->min_time);
  FILE* pipe = popen(command, "r");
  if (!pipe) return -1;
  char line[1024];
  double value = -1, scale = 1e-6;  // google benchmark default: ns
  while (fgets(line, sizeof(line), pipe)) {
    char* q = strstr(line, "\"real_time\":");
    if (q && value < 0) value = strtod(q + 12, NULL);
    q = strstr(line, "\"time_unit\":");
    if (q) {
      if (strstr(q, "\"ns\"")) scale = 1e-6;
      if (strstr(q, "\"us\"")) scale = 1e-3;
      if (strstr(q, "\"ms\"")) scale = 1;
      if (strstr(q, "\"s\"")) scale = 1e3;
    }
  }
  if (pclose(pipe) != 0 || value <= 0) return -1;
  return value * scale;
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

static void sr_e2e_run(const sr_e2e_t* e, const sr_bench_options_t* options,
                       const sr_e2e_program_t* programs, int count,
                       int threads) {
  double log_sum[2] = {0, 0};
  int measured[2] = {0, 0};
  for (int i = 0; i < count; ++i) {
    const sr_e2e_program_t* p = &programs[i];
    if (!sr_bench_selected(options, p->name)) continue;
    double ours = sr_e2e_ours(options, p, threads);
    double theirs = p->vmfb[0] ? sr_e2e_peer(e, options, p, threads) : -1;
    sr_bench_report(options, "e2e", p->name, ours > 0 ? ours : 0, "ms", threads,
                    e->have_iree ? "iree-benchmark-module" : NULL,
                    theirs > 0 ? theirs : 0, SR_BENCH_LOWER_IS_BETTER);
    if (ours > 0 && theirs > 0) {
      log_sum[p->large] += log(theirs / ours);
      ++measured[p->large];
    }
  }
  static const char* const kNames[2] = {"geomean_speedup",
                                        "large/geomean_speedup"};
  for (int set = 0; set < 2; ++set) {
    if (!measured[set]) continue;
    sr_bench_report(options, "e2e", kNames[set],
                    exp(log_sum[set] / measured[set]), "x", threads, NULL, 0,
                    SR_BENCH_HIGHER_IS_BETTER);
  }
}

int sr_bench_e2e_main(const sr_bench_options_t* options) {
  sr_e2e_t e;
  memset(&e, 0, sizeof(e));
  e.corpus = getenv("SR_CORPUS_DIR") ? getenv("SR_CORPUS_DIR")
                                     : SR_BENCH_E2E_CORPUS_DIR;
  e.have_iree =
      sr_e2e_find_tool("iree-compile", e.compile, sizeof(e.compile)) &&
      sr_e2e_find_tool("iree-benchmark-module", e.benchmark,
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
  sr_e2e_run(&e, options, programs, count, 1);
  if (all > 1) sr_e2e_run(&e, options, programs, count, all);
  for (int i = 0; i < count; ++i) {
    if (programs[i].vmfb[0]) unlink(programs[i].vmfb);
  }
  return 0;
}
