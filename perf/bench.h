// Shared pieces of streamref-bench: timing, the report format, options.
//
// Every figure is reported against a peer measured in the same run, because
// these machines are shared and noisy: an absolute time means little, a
// ratio measured back to back means something.
//
// JSON contract (../shared/DESIGN.md), one object a line:
//   {"suite","name","value","unit","threads","peer","peer_value","speedup"}
// speedup > 1 means streamref is ahead of that peer. A figure without a peer
// has "peer":null,"peer_value":null,"speedup":null.
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

// Reports one figure against one peer (|peer| NULL for none; |peer_value|
// <= 0 means the peer could not be measured and speedup is null).
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
