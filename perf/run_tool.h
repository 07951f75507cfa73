// Timing streamref-run (tools/streamref_run.c) from a suite: the e2e, check
// and io suites run programs through it, as a user would.
//
// streamref-run --repeat=N prints "mean M ms" to a microsecond, which is
// too coarse for programs that take a few microseconds. The mean here is
// instead the difference of two whole-process wall times,
//   (wall(--repeat=N) - wall(--repeat=1)) / (N - 1),
// so loading, parsing, preparing and the first (cold) invocation, the same
// in both processes, drop out, and N - 1 warm invocations remain, timed to
// the nanosecond. N is chosen so that the long process runs about
// min_time seconds; each wall time is the best of a few processes.
#ifndef STREAMREF_PERF_RUN_TOOL_H_
#define STREAMREF_PERF_RUN_TOOL_H_

#include <stdbool.h>
#include <stddef.h>

// Seconds |command| took through the shell, or -1 when it failed.
double sr_bench_time_command(const char* command);

// Runs |command| and returns the first number after |key| in its output
// (what the command writes to stdout), or -1 when it failed or printed none.
double sr_bench_scan_command(const char* command, const char* key);

// The mean warm invocation of |command| (a streamref-run command line
// without --repeat and without redirections), in milliseconds, by the
// difference method above; -1 when it fails. *out_repeat receives N.
double sr_bench_streamref_run_mean_ms(const char* command, double min_time,
                                      long* out_repeat);

#endif  // STREAMREF_PERF_RUN_TOOL_H_
