// Shared pieces of streamref-bench: timing, the report format, options.
//
// Every figure is reported against a peer measured in the same run, because
// these machines are shared and noisy: an absolute time means little, a
// ratio measured back to back means something.
//
// JSON contract (../shared/DESIGN.md, perf/README.md), one object a line:
//   {"suite","name","value","unit","threads","peer","peer_value","speedup",
//    "config","peer_config","limit","limit_name","of_limit","peer_of_limit"}
// speedup > 1 means streamref is ahead of that peer. A figure without a peer
// has "peer":null,"peer_value":null,"speedup":null. "config" says what our
// side ran with and "peer_config" what the peer ran with (library version,
// device, mode, environment: whatever decides how fast it can be). "limit"
// is the machine's physical limit for the figure, in its unit, measured in
// the same run (perf/limits.h), "limit_name" which one, and "of_limit" the
// fraction of it reached (value / limit for throughput, limit / value for
// latency; "peer_of_limit" the same for the peer). Fields that do not apply
// are null.
#ifndef STREAMREF_PERF_BENCH_H_
#define STREAMREF_PERF_BENCH_H_

#include <stdbool.h>
#include <stdint.h>

typedef struct sr_bench_options_t {
  bool json;           // --json: JSON lines instead of a table
  int threads;         // --threads=N (0: all online CPUs)
  double min_time;     // --min_time=S: seconds each measurement runs at least
  const char* filter;  // --filter=SUBSTR: only figures whose name matches
} sr_bench_options_t;

// Direction of a unit: throughput (higher is better) or latency (lower).
typedef enum sr_bench_direction_e {
  SR_BENCH_HIGHER_IS_BETTER = 0,
  SR_BENCH_LOWER_IS_BETTER = 1,
} sr_bench_direction_t;

// Monotonic clock in nanoseconds.
uint64_t sr_bench_now_ns(void);
// CPU time of this process (all threads) in nanoseconds.
uint64_t sr_bench_cpu_time_ns(void);
// Number of online CPUs.
int sr_bench_online_cpus(void);

// True when |name| passes --filter.
bool sr_bench_selected(const sr_bench_options_t* options, const char* name);

// One figure: every field of the JSON contract. Strings may be NULL (null in
// JSON); |peer_value| <= 0 means the peer could not be measured (speedup
// null); |limit| <= 0 means the figure has no limit.
typedef struct sr_bench_row_t {
  const char* suite;
  const char* name;
  double value;
  const char* unit;
  int threads;
  sr_bench_direction_t direction;
  const char* config;
  const char* peer;
  double peer_value;
  const char* peer_config;
  double limit;
  const char* limit_name;
} sr_bench_row_t;

void sr_bench_report_row(const sr_bench_options_t* options,
                         const sr_bench_row_t* row);

// Reports one figure against one peer (|peer| NULL for none; |peer_value|
// <= 0 means the peer could not be measured and speedup is null), with no
// configuration strings and no limit.
void sr_bench_report(const sr_bench_options_t* options, const char* suite,
                     const char* name, double value, const char* unit,
                     int threads, const char* peer, double peer_value,
                     sr_bench_direction_t direction);

// Keeps the compiler from deleting a computation whose result is unused.
static inline void sr_bench_do_not_optimize(const void* ptr) {
  __asm__ volatile("" : : "r"(ptr) : "memory");
}

// A suite's entry point: parses nothing itself (options already parsed).
typedef int (*sr_bench_suite_fn_t)(const sr_bench_options_t* options);

#endif  // STREAMREF_PERF_BENCH_H_
