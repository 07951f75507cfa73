// Shared by the collectives suite (collectives_bench.c) and its MPI peer
// program (collectives_mpi_peer.c): the sizes measured and how one
// measurement is timed.
#ifndef STREAMREF_PERF_COLLECTIVES_BENCH_H_
#define STREAMREF_PERF_COLLECTIVES_BENCH_H_

#include <stdint.h>

// Bytes each rank contributes: 4 KiB to 64 MiB by factors of 4.
#define SR_BENCH_COLL_SIZE_COUNT 8
static const uint64_t kSrBenchCollSizes[SR_BENCH_COLL_SIZE_COUNT] = {
    4ull << 10, 16ull << 10, 64ull << 10, 256ull << 10,
    1ull << 20, 4ull << 20,  16ull << 20, 64ull << 20};

// Timed rounds per measurement; the best counts (a shared machine's
// neighbours only ever slow a round down).
#define SR_BENCH_COLL_ROUNDS 3

// Iterations of a round: enough to fill |min_time| seconds given one
// iteration's |first| seconds, within [1, 100000].
static inline int64_t sr_bench_coll_iterations(double min_time, double first) {
  if (first <= 0) return 100000;
  double n = min_time / first;
  if (n < 1) return 1;
  if (n > 100000) return 100000;
  return (int64_t)n;
}

#endif  // STREAMREF_PERF_COLLECTIVES_BENCH_H_
