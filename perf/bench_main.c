// streamref-bench SUITE [--json] [--threads=N] [--min_time=S] [--filter=X]
//
// Each suite lives in perf/<suite>_bench.c and registers below.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "perf/bench.h"
#include "perf/peer_process.h"

typedef struct sr_bench_suite_t {
  const char* name;
  sr_bench_suite_fn_t run;
  const char* summary;
} sr_bench_suite_t;

// The suite list: one X(name, summary) line per suite, in bench_suites.h.
#include "perf/bench_suites.h"
#include "tools/version_flag.h"
#define SR_BENCH_SUITES(X) SR_BENCH_SUITE_LIST(X)

#define SR_DECLARE_SUITE(name, summary) \
  int sr_bench_##name##_main(const sr_bench_options_t* options);
SR_BENCH_SUITES(SR_DECLARE_SUITE)
#undef SR_DECLARE_SUITE

#define SR_SUITE_ENTRY(name, summary) {#name, sr_bench_##name##_main, summary},
// The NULL entry ends the table (and keeps it non-empty).
static const sr_bench_suite_t kSuites[] = {
    SR_BENCH_SUITES(SR_SUITE_ENTRY){NULL, NULL, NULL}};
#undef SR_SUITE_ENTRY

static void sr_bench_usage(FILE* stream) {
  fprintf(stream,
          "usage: streamref-bench SUITE [--json] [--threads=N] "
          "[--min_time=SECONDS] [--filter=SUBSTRING]\n\nsuites:\n");
  for (size_t i = 0; kSuites[i].name; ++i) {
    fprintf(stream, "  %-10s %s\n", kSuites[i].name, kSuites[i].summary);
  }
}

int main(int argc, char** argv) {
  if (sr_tool_version_flag(argc, argv, "streamref-bench")) return 0;
  if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
      !strcmp(argv[1], "--list")) {
    sr_bench_usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  // A peer re-executing the bench in a clean environment (peer_process.h).
  if (!strcmp(argv[1], "__peer")) {
    return sr_bench_peer_process_main(argc - 2, argv + 2);
  }
  sr_bench_options_t options = {false, 0, 0.5, NULL};
  for (int i = 2; i < argc; ++i) {
    const char* arg = argv[i];
    if (!strcmp(arg, "--json")) {
      options.json = true;
    } else if (!strncmp(arg, "--threads=", 10)) {
      options.threads = atoi(arg + 10);
    } else if (!strncmp(arg, "--min_time=", 11)) {
      options.min_time = atof(arg + 11);
    } else if (!strncmp(arg, "--filter=", 9)) {
      options.filter = arg + 9;
    } else {
      fprintf(stderr, "streamref-bench: unknown flag '%s'\n", arg);
      sr_bench_usage(stderr);
      return 2;
    }
  }
  for (size_t i = 0; kSuites[i].name; ++i) {
    if (!strcmp(argv[1], kSuites[i].name)) return kSuites[i].run(&options);
  }
  fprintf(stderr, "streamref-bench: unknown suite '%s'\n", argv[1]);
  sr_bench_usage(stderr);
  return 2;
}
