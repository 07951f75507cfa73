// The benchmark mode of streamref-run (`--benchmark`, or the
// streamref-benchmark tool): iree-benchmark-module's measurement and
// Google Benchmark's reports, so scripts written for iree-benchmark-module
// read ours unchanged.
//
// What it reproduces (Google Benchmark 1.x as iree-benchmark-module
// registers its functions: MeasureProcessCPUTime, UseRealTime, unit ms by
// default, KeepRunningBatch(batch_size), SetItemsProcessed(iterations)):
// - names `BM_<function>/process_time/real_time`;
// - the iteration count: 1 first, then grown by min_time * 1.4 / seconds
//   (10x while a run takes less than a tenth of min_time) until a run lasts
//   min_time in real time (`--benchmark_min_time=0.5s`, the default) or
//   exactly N iterations (`Nx`); with repetitions the first repetition's
//   count is reused; iterations are invocations, run in whole batches;
// - real time (CLOCK_MONOTONIC) and the process's CPU time per iteration,
//   items_per_second = iterations / real seconds;
// - with repetitions > 1, the aggregates mean, median, stddev (sample) and
//   cv (stddev / mean, a percentage), over the repetitions;
// - the console table (context on stderr, the table on stdout, no colors)
//   and the JSON report (`context` then `benchmarks`; doubles as %.16e as
//   Google Benchmark writes them), to stdout (--benchmark_format) and to
//   --benchmark_out in --benchmark_out_format (json by default).
#ifndef STREAMREF_TOOLS_BENCHMARK_H_
#define STREAMREF_TOOLS_BENCHMARK_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/status.h"

typedef enum sr_tool_bench_format_e {
  SR_TOOL_BENCH_CONSOLE = 0,
  SR_TOOL_BENCH_JSON = 1,
} sr_tool_bench_format_t;

typedef struct sr_tool_bench_options_t {
  int64_t repetitions;                // --benchmark_repetitions (>= 1)
  double min_time_seconds;            // --benchmark_min_time=Ns (default 0.5)
  int64_t fixed_iterations;           // --benchmark_min_time=Nx; 0: calibrate
  sr_tool_bench_format_t format;      // --benchmark_format (stdout)
  const char* out_path;               // --benchmark_out, or NULL
  sr_tool_bench_format_t out_format;  // --benchmark_out_format
  const char* time_unit;              // --time_unit: "ms" (default), "us", "ns"
  int64_t batch_size;                 // --batch_size: invocations per batch
  bool report_aggregates_only;        // --benchmark_report_aggregates_only
  bool display_aggregates_only;       // --benchmark_display_aggregates_only
  const char* executable;             // argv[0], for the context
  char* owned_out_path;               // the copy out_path points at
} sr_tool_bench_options_t;

void sr_tool_bench_options_initialize(sr_tool_bench_options_t* out);
void sr_tool_bench_options_deinitialize(sr_tool_bench_options_t* options);

// Parses one of the benchmark flags (|name| without dashes, |value| after
// '=' or NULL). Returns false when |name| is not one of them; sets
// |*out_error| (printed by the caller) when it is but |value| is invalid.
bool sr_tool_bench_parse_flag(sr_tool_bench_options_t* options,
                              const char* name, const char* value,
                              sr_status_t* out_error);

// Runs |invocations| invocations of the benchmarked function; a failure
// ends the benchmark.
typedef sr_status_t (*sr_tool_bench_fn_t)(void* user_data, int64_t invocations);

typedef struct sr_tool_bench_t sr_tool_bench_t;

// Starts a report over the benchmarks named |names| (their widths align
// the console table): the console context and header are printed now.
SR_MUST_USE_RESULT sr_status_t sr_tool_bench_begin(
    const sr_tool_bench_options_t* options, const char* const* names,
    size_t count, sr_tool_bench_t** out);
// Measures benchmark |name| (repetitions, aggregates) and prints its rows.
SR_MUST_USE_RESULT sr_status_t sr_tool_bench_run(sr_tool_bench_t* bench,
                                                 const char* name,
                                                 sr_tool_bench_fn_t fn,
                                                 void* user_data);
// Prints the JSON report, writes --benchmark_out, frees |bench|.
SR_MUST_USE_RESULT sr_status_t sr_tool_bench_end(sr_tool_bench_t* bench);

#endif  // STREAMREF_TOOLS_BENCHMARK_H_
