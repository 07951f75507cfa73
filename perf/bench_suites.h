// The suites of streamref-bench: X(name, summary). Each suite defines
// int sr_bench_<name>_main(const sr_bench_options_t*) in perf/<name>_bench.c
// and adds that file to perf/CMakeLists.txt.
#ifndef STREAMREF_PERF_BENCH_SUITES_H_
#define STREAMREF_PERF_BENCH_SUITES_H_

#define SR_BENCH_SUITE_LIST(X)                                                 \
  X(limits, "the machine: FMA peak, streaming fill/copy GB/s, parked wake")    \
  X(kernels, "SIMD kernels: sgemm, add, exp/tanh, fill, copy, transpose")      \
  X(sched, "pool, task graphs, timepoints, loop: vs TBB, OpenMP, libuv")       \
  X(runtime,                                                                   \
    "execute/dispatch round trips, fill/copy GB/s: vs iree-benchmark-module")  \
  X(parse, "MLIR text parsing: MB/s and peak bytes per op, vs iree-opt")       \
  X(e2e, "every corpus program: streamref-run vs iree-benchmark-module")       \
  X(io, "parameter archives: 1 GiB load, 1000-entry gather, vs cat/dd/IREE")   \
  X(check, "hazard checker overhead: every corpus program, --check on vs off") \
  X(scale, "1k/10k/100k-op programs, 64 MiB of weights: load/run/RSS per op")  \
  X(models, "the model zoo (tests/models): streamref-run vs IREE host code")   \
  X(collectives,                                                               \
    "all_reduce/all_gather GB/s, 2 and 4 ranks: in process, MPI vs OpenMPI")

#endif  // STREAMREF_PERF_BENCH_SUITES_H_
