#include "perf/run_tool.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "perf/bench.h"

double sr_bench_time_command(const char* command) {
  uint64_t start = sr_bench_now_ns();
  int rc = system(command);
  uint64_t end = sr_bench_now_ns();
  if (rc == -1 || !WIFEXITED(rc) || WEXITSTATUS(rc) != 0) return -1;
  return (double)(end - start) * 1e-9;
}

double sr_bench_scan_command(const char* command, const char* key) {
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

// Best wall seconds of |runs| processes of |command| --repeat=|repeat|.
static double sr_bench_best_wall(const char* command, long repeat, int runs) {
  size_t capacity = strlen(command) + 64;
  char* line = malloc(capacity);
  if (!line) return -1;
  snprintf(line, capacity, "%s --repeat=%ld >/dev/null 2>&1", command, repeat);
  double best = -1;
  for (int i = 0; i < runs; ++i) {
    double t = sr_bench_time_command(line);
    if (t < 0) {
      best = -1;
      break;
    }
    if (best < 0 || t < best) best = t;
  }
  free(line);
  return best;
}

double sr_bench_streamref_run_mean_ms(const char* command, double min_time,
                                      long* out_repeat) {
  *out_repeat = 0;
  // Calibrate on streamref-run's own (coarse) mean.
  size_t capacity = strlen(command) + 64;
  char* line = malloc(capacity);
  if (!line) return -1;
  snprintf(line, capacity, "%s --repeat=3 2>&1 >/dev/null", command);
  double rough = sr_bench_scan_command(line, "mean ");
  free(line);
  if (rough < 0) return -1;
  if (rough < 1e-3) rough = 1e-3;  // printed as 0.000 ms
  double want = min_time * 1e3 / rough;
  long repeat = want < 20 ? 20 : want > 1000000 ? 1000000 : (long)want;
  // Short processes are cheap to repeat, and their best is what a quiet
  // moment gives.
  int runs = min_time < 0.2 ? 5 : 2;
  double once = sr_bench_best_wall(command, 1, runs + 1);
  double many = sr_bench_best_wall(command, repeat, runs);
  if (once < 0 || many < 0) return -1;
  *out_repeat = repeat;
  double mean = (many - once) / (double)(repeat - 1) * 1e3;
  // Process start-up noise larger than the whole loop: fall back to the
  // tool's own mean rather than report nonsense.
  return mean > 0 ? mean : rough;
}
