#include "perf/bench.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

uint64_t sr_bench_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

uint64_t sr_bench_cpu_time_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

int sr_bench_online_cpus(void) {
  long count = sysconf(_SC_NPROCESSORS_ONLN);
  return count > 0 ? (int)count : 1;
}

bool sr_bench_selected(const sr_bench_options_t* options, const char* name) {
  return !options->filter || strstr(name, options->filter) != NULL;
}

static void sr_bench_print_json_number(double value) {
  if (value > 0 || value < 0 || value == 0) {
    printf("%.6g", value);
  } else {
    printf("null");
  }
}

void sr_bench_report(const sr_bench_options_t* options, const char* suite,
                     const char* name, double value, const char* unit,
                     int threads, const char* peer, double peer_value,
                     sr_bench_direction_t direction) {
  bool has_peer = peer && peer_value > 0 && value > 0;
  double speedup = 0;
  if (has_peer) {
    speedup = direction == SR_BENCH_HIGHER_IS_BETTER ? value / peer_value
                                                     : peer_value / value;
  }
  if (options->json) {
    printf("{\"suite\":\"%s\",\"name\":\"%s\",\"value\":", suite, name);
    sr_bench_print_json_number(value);
    printf(",\"unit\":\"%s\",\"threads\":%d,\"peer\":", unit, threads);
    if (peer)
      printf("\"%s\"", peer);
    else
      printf("null");
    printf(",\"peer_value\":");
    if (peer && peer_value > 0)
      sr_bench_print_json_number(peer_value);
    else
      printf("null");
    printf(",\"speedup\":");
    if (has_peer)
      sr_bench_print_json_number(speedup);
    else
      printf("null");
    printf("}\n");
  } else {
    printf("%-10s %-24s %3d thr %14.4g %-10s", suite, name, threads, value,
           unit);
    if (peer) {
      printf("  vs %-10s %14.4g", peer, peer_value);
      if (has_peer)
        printf("  x%.3f", speedup);
      else
        printf("  (peer unavailable)");
    }
    printf("\n");
  }
  fflush(stdout);
}
