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

// A JSON string, or null for NULL (quotes, backslashes and control
// characters escaped).
static void sr_bench_print_json_string(const char* text) {
  if (!text) {
    printf("null");
    return;
  }
  putchar('"');
  for (const unsigned char* p = (const unsigned char*)text; *p; ++p) {
    if (*p == '"' || *p == '\\') {
      printf("\\%c", *p);
    } else if (*p < 0x20) {
      printf("\\u%04x", *p);
    } else {
      putchar(*p);
    }
  }
  putchar('"');
}

// value / limit for throughput, limit / value for latency; 0 when either is
// missing.
static double sr_bench_fraction(double value, double limit,
                                sr_bench_direction_t direction) {
  if (!(value > 0) || !(limit > 0)) return 0;
  return direction == SR_BENCH_HIGHER_IS_BETTER ? value / limit : limit / value;
}

static void sr_bench_print_json_fraction(double fraction) {
  if (fraction > 0)
    sr_bench_print_json_number(fraction);
  else
    printf("null");
}

void sr_bench_report_row(const sr_bench_options_t* options,
                         const sr_bench_row_t* row) {
  bool has_peer = row->peer && row->peer_value > 0 && row->value > 0;
  double speedup = 0;
  if (has_peer) {
    speedup = row->direction == SR_BENCH_HIGHER_IS_BETTER
                  ? row->value / row->peer_value
                  : row->peer_value / row->value;
  }
  bool has_limit = row->limit > 0;
  double of_limit = sr_bench_fraction(row->value, row->limit, row->direction);
  double peer_of_limit =
      row->peer ? sr_bench_fraction(row->peer_value, row->limit, row->direction)
                : 0;
  if (options->json) {
    printf("{\"suite\":");
    sr_bench_print_json_string(row->suite);
    printf(",\"name\":");
    sr_bench_print_json_string(row->name);
    printf(",\"value\":");
    sr_bench_print_json_number(row->value);
    printf(",\"unit\":");
    sr_bench_print_json_string(row->unit);
    printf(",\"threads\":%d,\"peer\":", row->threads);
    sr_bench_print_json_string(row->peer);
    printf(",\"peer_value\":");
    if (row->peer && row->peer_value > 0)
      sr_bench_print_json_number(row->peer_value);
    else
      printf("null");
    printf(",\"speedup\":");
    if (has_peer)
      sr_bench_print_json_number(speedup);
    else
      printf("null");
    printf(",\"config\":");
    sr_bench_print_json_string(row->config);
    printf(",\"peer_config\":");
    sr_bench_print_json_string(row->peer ? row->peer_config : NULL);
    printf(",\"limit\":");
    if (has_limit)
      sr_bench_print_json_number(row->limit);
    else
      printf("null");
    printf(",\"limit_name\":");
    sr_bench_print_json_string(has_limit ? row->limit_name : NULL);
    printf(",\"of_limit\":");
    sr_bench_print_json_fraction(of_limit);
    printf(",\"peer_of_limit\":");
    sr_bench_print_json_fraction(peer_of_limit);
    printf("}\n");
  } else {
    printf("%-8s %-26s %3d thr %12.4g %-9s", row->suite, row->name,
           row->threads, row->value, row->unit);
    if (row->peer) {
      printf("  vs %-22s %12.4g", row->peer, row->peer_value);
      if (has_peer)
        printf("  x%.3f", speedup);
      else
        printf("  (peer unavailable)");
    }
    if (has_limit) {
      printf("  [%.2f", of_limit);
      if (peer_of_limit > 0) printf(" / peer %.2f", peer_of_limit);
      printf(" of %s]", row->limit_name ? row->limit_name : "limit");
    }
    if (row->config) printf("  {%s}", row->config);
    if (row->peer && row->peer_config) printf("  {peer: %s}", row->peer_config);
    printf("\n");
  }
  fflush(stdout);
}

void sr_bench_report(const sr_bench_options_t* options, const char* suite,
                     const char* name, double value, const char* unit,
                     int threads, const char* peer, double peer_value,
                     sr_bench_direction_t direction) {
  sr_bench_row_t row = {.suite = suite,
                        .name = name,
                        .value = value,
                        .unit = unit,
                        .threads = threads,
                        .direction = direction,
                        .peer = peer,
                        .peer_value = peer_value};
  sr_bench_report_row(options, &row);
}
