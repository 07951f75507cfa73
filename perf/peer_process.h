// Peers that must run in a process of their own: a library that reads its
// configuration from the environment when it loads (OpenBLAS reads
// OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE) cannot be reconfigured once it is
// linked into the running bench. The bench re-executes itself as
//   streamref-bench __peer NAME ARGS...
// with the named variables removed from the child's environment only (the
// bench's own environment, the tests' and CI's stay as they are), and reads
// the child's one-line answer from its stdout.
#ifndef STREAMREF_PERF_PEER_PROCESS_H_
#define STREAMREF_PERF_PEER_PROCESS_H_

#include <stdbool.h>
#include <stddef.h>

// A child entry point: argv[0] is NAME, argv[1..] its ARGS. Prints its answer
// on stdout; returns the process's exit code.
typedef int (*sr_bench_peer_main_fn_t)(int argc, char** argv);

// Runs `streamref-bench __peer |name| |args|...` (|args| NULL-terminated)
// with every variable of |unset| (NULL-terminated, may be NULL) removed from
// its environment, and copies its stdout (at most |capacity| - 1 bytes,
// trailing newline removed) to |out|. True when it exited with 0.
bool sr_bench_run_peer_process(const char* name, const char* const* args,
                               const char* const* unset, char* out,
                               size_t capacity);

// "NAME=value, NAME2 unset" for the variables of |names| in this process's
// environment: what the child ran without.
void sr_bench_describe_removed_env(const char* const* names, char* out,
                                   size_t capacity);

// bench_main's dispatch of `__peer NAME ...`: 0 when handled and succeeded,
// the child's exit code otherwise; 2 for an unknown NAME.
int sr_bench_peer_process_main(int argc, char** argv);

#endif  // STREAMREF_PERF_PEER_PROCESS_H_
