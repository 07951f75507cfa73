// Physical limits of the machine streamref-bench runs on, measured when a
// suite starts rather than quoted from a data sheet: the same code on a
// different VM, a different CPU or a loaded host gets its own limits.
//
//   fma_peak     f32 FMA GFLOP/s on T threads: independent FMA chains of
//                the widest vectors the CPU runs (AVX-512 zmm where the CPU
//                and the OS support it, else AVX2 ymm; 0 elsewhere)
//   stream_fill  GB/s writing a buffer larger than the last-level cache with
//                non-temporal stores, buffers rotated so none starts cached
//   stream_copy  GB/s (bytes copied, one direction) reading one such buffer
//                and writing another with non-temporal stores, rotated
//   parked_wake  ns from FUTEX_WAKE to the woken thread running, for a
//                thread parked in FUTEX_WAIT (median of many wakes); at
//                T = 1 both threads share one CPU (a context switch), at
//                T > 1 they float (a wake of another, idle CPU)
//
// Each probe runs once per thread count per process (the result is kept)
// and is the best of several short rounds (the median for parked_wake), so
// a round that lands on a neighbour's burst does not lower the limit. A
// benchmark row that has a limit reports its fraction (bench.h: "limit",
// "of_limit"). The probes are the bench's own code: nothing here is a
// peer.
#ifndef STREAMREF_PERF_LIMITS_H_
#define STREAMREF_PERF_LIMITS_H_

#include <stddef.h>

#include "perf/bench.h"

typedef struct sr_bench_limit_t {
  const char* name;  // "fma_peak", "stream_fill", "stream_copy", "parked_wake"
  double value;      // <= 0: not measurable on this machine or build
  const char* unit;  // "GFLOP/s", "GB/s" or "ns"
  sr_bench_direction_t direction;
  int threads;
  char method[160];  // how it was measured, e.g. "avx512f zmm, 16 chains"
} sr_bench_limit_t;

// The limits on |threads| threads, measured on first use (rounds scaled by
// options->min_time, within fixed bounds). Never NULL; check ->value.
const sr_bench_limit_t* sr_bench_limit_fma_peak(
    const sr_bench_options_t* options, int threads);
const sr_bench_limit_t* sr_bench_limit_stream_fill(
    const sr_bench_options_t* options, int threads);
const sr_bench_limit_t* sr_bench_limit_stream_copy(
    const sr_bench_options_t* options, int threads);
const sr_bench_limit_t* sr_bench_limit_parked_wake(
    const sr_bench_options_t* options, int threads);

// The vector width the FMA probe uses here: "avx512f zmm", "avx2 ymm" or
// NULL (no FMA probe on this CPU).
const char* sr_bench_fma_isa(void);

// Size of the last-level cache in bytes (sysfs, then sysconf; 32 MiB when
// neither says).
size_t sr_bench_llc_bytes(void);

// Bytes of a buffer that is safely "larger than the last-level cache":
// max(64 MiB, 2 x LLC), rounded up to 1 MiB.
size_t sr_bench_beyond_llc_bytes(void);

// Reports |limit| as a row of |suite| named "limit/<name>", with the method
// as its "config". A limit that could not be measured is reported with
// value 0 and says why in its method.
void sr_bench_report_limit(const sr_bench_options_t* options, const char* suite,
                           const sr_bench_limit_t* limit);

#endif  // STREAMREF_PERF_LIMITS_H_
