// Peers of the sched suite, each in its own file because each needs its own
// toolchain (TBB is C++, OpenMP needs -fopenmp, the bare uv_async_send peer
// needs <uv.h>). Every function returns the figure in the same unit as
// ours, measured as the best repetition within |min_time| seconds, or 0
// when the peer is not built.
#ifndef STREAMREF_PERF_SCHED_BENCH_PEERS_H_
#define STREAMREF_PERF_SCHED_BENCH_PEERS_H_

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Tasks per second spawning and completing |count| empty tasks.
double sr_sched_bench_tbb_empty_tasks(int threads, long count, double min_time);
double sr_sched_bench_omp_empty_tasks(int threads, long count, double min_time);
// Nanoseconds per hop of a chain of |hops| tasks, each spawned by the last.
double sr_sched_bench_tbb_chain(int threads, long hops, double min_time);
double sr_sched_bench_omp_chain(int threads, long hops, double min_time);
// Microseconds per round of one task spawning |width| empty tasks, joined.
double sr_sched_bench_tbb_fanout(int threads, int width, double min_time);
double sr_sched_bench_omp_fanout(int threads, int width, double min_time);

// The bare libuv peer of loop_callback: a loop thread with one uv_async_t.
typedef struct sr_sched_bench_uv_t sr_sched_bench_uv_t;
sr_sched_bench_uv_t* sr_sched_bench_uv_start(void);
// Any thread: stamps the send time and calls uv_async_send.
void sr_sched_bench_uv_send(sr_sched_bench_uv_t* peer);
// Blocks until the async callback ran; returns callback time - send time.
uint64_t sr_sched_bench_uv_wait_ns(sr_sched_bench_uv_t* peer);
void sr_sched_bench_uv_stop(sr_sched_bench_uv_t* peer);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_PERF_SCHED_BENCH_PEERS_H_
