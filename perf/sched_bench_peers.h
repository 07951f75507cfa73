// Peers of the sched suite, each in its own file because each needs its own
// toolchain (TBB is C++, OpenMP needs -fopenmp, the bare uv_async_send peer
// needs <uv.h>). Every function returns the figure in the same unit as
// ours, measured as the best repetition within |min_time| seconds, or 0
// when the peer is not built.
#ifndef STREAMREF_PERF_SCHED_BENCH_PEERS_H_
#define STREAMREF_PERF_SCHED_BENCH_PEERS_H_

#include <stdint.h>

#ifndef __cplusplus
#include <stdatomic.h>
#include <stdbool.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

// What the peers are: "oneTBB 2021.8 (interface 12080)", "libgomp of gcc
// 12.2.0, OpenMP 201511".
const char* sr_sched_bench_tbb_version(void);
const char* sr_sched_bench_omp_version(void);

// Tasks per second spawning and completing |count| empty tasks.
double sr_sched_bench_tbb_empty_tasks(int threads, long count, double min_time);
double sr_sched_bench_omp_empty_tasks(int threads, long count, double min_time);
// Nanoseconds per hop of a chain of |hops| tasks, each spawned by the last.
double sr_sched_bench_tbb_chain(int threads, long hops, double min_time);
double sr_sched_bench_omp_chain(int threads, long hops, double min_time);
// Microseconds per round of one task spawning |width| empty tasks, joined.
double sr_sched_bench_tbb_fanout(int threads, int width, double min_time);
double sr_sched_bench_omp_fanout(int threads, int width, double min_time);

// The prebuilt forms, TBB's flow graph built once and run per repetition:
// a chain of |hops| continue_nodes (ns per hop), and a continue_node that
// broadcasts to |width| continue_nodes joined by one continue_node (us per
// round). |lightweight|: the nodes use tbb::flow::lightweight (the body
// runs in the thread that puts the message, no task per node).
double sr_sched_bench_tbb_graph_chain(int threads, long hops, double min_time,
                                      int lightweight);
double sr_sched_bench_tbb_graph_fanout(int threads, int width, double min_time,
                                       int lightweight);

// The bare libuv peer of loop_callback: a loop thread with one uv_async_t.
typedef struct sr_sched_bench_uv_t sr_sched_bench_uv_t;
const char* sr_sched_bench_uv_version(void);
sr_sched_bench_uv_t* sr_sched_bench_uv_start(void);
// Any thread: stamps the send time and calls uv_async_send.
void sr_sched_bench_uv_send(sr_sched_bench_uv_t* peer);
// Blocks until the async callback ran; returns callback time - send time.
uint64_t sr_sched_bench_uv_wait_ns(sr_sched_bench_uv_t* peer);
void sr_sched_bench_uv_stop(sr_sched_bench_uv_t* peer);

#ifndef __cplusplus
// The same-policy peer of timepoint_wake (sched_bench_event.c): a one-shot
// event whose waiter spins, yields, then parks as sr_timepoint_wait does.
typedef struct sr_sb_event_t {
  _Atomic uint32_t state;  // 1 once signalled
  _Atomic uint32_t epoch;  // the futex word
  _Atomic uint32_t waiters;
} sr_sb_event_t;
void sr_sb_event_reset(sr_sb_event_t* event);
void sr_sb_event_signal(sr_sb_event_t* event);
void sr_sb_event_wait(sr_sb_event_t* event);
#endif

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_PERF_SCHED_BENCH_PEERS_H_
