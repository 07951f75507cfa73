// The IREE peer of the runtime, e2e and io suites: finding IREE's tools,
// saying which IREE it is, and reading iree-benchmark-module's mean.
//
// Tools are looked up in $IREE_BIN_DIR, then /tmp/ireevenv/bin, then PATH
// (pip's iree-base-compiler and iree-base-runtime install them).
#ifndef STREAMREF_PERF_IREE_PEER_H_
#define STREAMREF_PERF_IREE_PEER_H_

#include <stdbool.h>
#include <stddef.h>

// Writes the path of IREE tool |name| (e.g. "iree-compile") to |out|; false
// when it is nowhere to be found.
bool sr_bench_find_iree_tool(const char* name, char* out, size_t capacity);

// "IREE 3.13.0rc20261016" from `iree-compile --version`, or "IREE (version
// unknown)". Computed once.
const char* sr_bench_iree_version(void);

// Runs |command| (an iree-benchmark-module invocation with
// --benchmark_format=json; the caller adds nothing else) and returns the
// mean real time per benchmark iteration in nanoseconds, read at full
// precision from the JSON (any time_unit), or -1 when it failed.
double sr_bench_iree_benchmark_ns(const char* command);

// The iree-benchmark-module flags every peer run uses: JSON output in
// nanoseconds and at least |min_time| seconds of iterations (after
// google-benchmark's own warm-up iteration).
void sr_bench_iree_benchmark_flags(double min_time, char* out, size_t capacity);

#endif  // STREAMREF_PERF_IREE_PEER_H_
