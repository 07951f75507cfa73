// streamref-bench sched: the scheduler against what users would otherwise
// reach for, measured in the same run. Where streamref offers two forms of
// the same work, both are measured, each against the peer's same form:
//
//   prebuilt graphs (sr_task_graph, built once, submitted per repetition)
//     chain_graph     1e5 nodes in a chain          ns/hop   tbb flow graph
//     fanout_graph    1 -> 1000 -> 1 nodes          us/round tbb flow graph
//   dynamic spawning (sr_pool_submit, one task at a time, each task's
//   storage allocated by its spawner and freed by the task itself)
//     empty_tasks     spawn + complete 1e6 tasks    tasks/s  tbb task_group,
//                                                            omp task
//     chain_spawn     1e5 tasks, each spawning the  ns/hop   tbb, omp
//                     next
//     fanout_spawn    one task spawns 1000, joined  us/round tbb, omp
//   the batched form, labelled and without a peer (see empty_tasks_batched)
//     empty_tasks_batched  1e6 tasks from a reused  tasks/s
//                     ring of caller storage
//   graph_submit      build + run + release a       us/graph
//                     1000-node random DAG
//   timepoint_wake    ping-pong: signal -> waiter   ns       the same
//                     resumes (spin, yield, park)            spin/yield/park
//                                                            policy
//   timepoint_wake_parked  the waiter parked first  ns       pthread condvar;
//                                                            limit parked_wake
//   loop_callback     signal on a worker ->         ns       uv_async_send
//                     callback on the loop thread
//   idle_cpu          CPU of an idle pool + loop    % core
//
// Every figure is measured on 1 thread and on all threads (--threads=N
// overrides "all"), counting the threads that run tasks, as TBB's arenas
// and OpenMP's teams do. Ours runs the way the peers do: the measured loop
// is a driver task on the pool (as arena.execute runs its functor on an
// arena thread and `omp single` on a team thread), and the spawns come from
// it. T threads are T - 1 workers plus the host thread, which helps while it
// waits for the driver; on 1 thread the single worker runs the driver and
// everything it spawns. Times are the best repetition within --min_time,
// for us and for the peers alike. Our pool is destroyed before a peer
// runs, so no spinning worker of ours competes with it, and vice versa.
#define _GNU_SOURCE 1  // CPU_* macros

#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "perf/bench.h"
#include "perf/limits.h"
#include "perf/sched_bench_peers.h"
#include "streamref/sched.h"

#define SR_SB_SUITE "sched"

enum {
  SR_SB_EMPTY_TASKS = 1000000,
  SR_SB_CHAIN_HOPS = 100000,
  SR_SB_FANOUT_WIDTH = 1000,
  SR_SB_FANOUT_ROUNDS = 100,
  SR_SB_GRAPH_NODES = 1000,
  SR_SB_GRAPHS_PER_REP = 20,
  SR_SB_WAKES_PER_REP = 2000,
  SR_SB_PARKED_WAKES = 200,
  SR_SB_CALLBACKS_PER_REP = 500,
};

static void sr_sb_check(sr_status_t status) {
  if (!status) return;
  sr_status_fprint(stderr, status);
  exit(1);
}

static double sr_sb_seconds(void) { return sr_bench_now_ns() * 1e-9; }

typedef double (*sr_sb_run_fn_t)(void* context);  // seconds for one rep

// Best of at least three repetitions and of as many as fit in min_time.
static double sr_sb_best(sr_sb_run_fn_t run, void* context, double min_time) {
  double best = 1e30, total = 0;
  for (int reps = 0; reps < 3 || (total < min_time && reps < 10000); ++reps) {
    double elapsed = run(context);
    total += elapsed;
    if (elapsed < best) best = elapsed;
  }
  return best;
}

// A pool for T threads that run tasks (see the file comment).
static sr_pool_t* sr_sb_pool(int threads) {
  sr_pool_options_t options;
  sr_pool_options_initialize(&options);
  options.worker_count = threads > 1 ? threads - 1 : 1;
  options.host_helps = threads > 1;
  sr_pool_t* pool = NULL;
  sr_sb_check(sr_pool_create(&options, sr_allocator_system(), &pool));
  return pool;
}

static sr_status_t sr_sb_noop(void* user_data) { return NULL; }

static sr_task_t* sr_sb_empty_task(sr_task_t* task) {
  __asm__ volatile("" ::: "memory");
  return NULL;
}

// The dynamic form's empty task: its storage came from its spawner's
// malloc and it frees it itself (the pool allows that; it has read the
// group before calling us).
static sr_task_t* sr_sb_heap_empty_task(sr_task_t* task) {
  __asm__ volatile("" ::: "memory");
  free(task);
  return NULL;
}

static sr_task_t* sr_sb_new_task(sr_task_fn_t fn, void* user_data,
                                 sr_task_group_t* group) {
  sr_task_t* task = malloc(sizeof(*task));
  if (!task) {
    fprintf(stderr, "sched: out of memory\n");
    exit(1);
  }
  sr_task_initialize(fn, user_data, group, task);
  return task;
}

// Lets the peers' threads (libgomp spins after a region) go quiet before
// the next measurement.
static void sr_sb_settle(void) { usleep(100 * 1000); }

//===----------------------------------------------------------------------===//
// The driver: a repetition runs as a task on the pool
//===----------------------------------------------------------------------===//

typedef struct sr_sb_driver_t {
  sr_pool_t* pool;
  sr_sb_run_fn_t run;  // called on a worker; returns its own elapsed time
  void* context;
  double elapsed;
  sr_task_group_t group;
  sr_task_t task;
} sr_sb_driver_t;

static sr_task_t* sr_sb_driver_task(sr_task_t* task) {
  sr_sb_driver_t* driver = (sr_sb_driver_t*)task->user_data;
  driver->elapsed = driver->run(driver->context);
  return NULL;
}

static double sr_sb_driver_run(void* context) {
  sr_sb_driver_t* driver = (sr_sb_driver_t*)context;
  sr_task_group_initialize(driver->pool, &driver->group);
  sr_task_initialize(sr_sb_driver_task, driver, &driver->group, &driver->task);
  sr_pool_submit(driver->pool, &driver->task);
  sr_task_group_wait(&driver->group);
  return driver->elapsed;
}

// Best time of run(context) executed as a task on |pool|.
static double sr_sb_best_in_pool(sr_pool_t* pool, sr_sb_run_fn_t run,
                                 void* context, double min_time) {
  sr_sb_driver_t driver = {pool, run, context};
  return sr_sb_best(sr_sb_driver_run, &driver, min_time);
}

// Reports one of our figures against each peer (value <= 0: not built).
typedef struct sr_sb_peer_t {
  const char* name;
  double value;
  const char* config;
} sr_sb_peer_t;

static void sr_sb_report(const sr_bench_options_t* options, const char* name,
                         double value, const char* unit, int threads,
                         sr_bench_direction_t direction, const char* config,
                         const sr_sb_peer_t* peers, int peer_count) {
  sr_bench_row_t row = {.suite = SR_SB_SUITE,
                        .name = name,
                        .value = value,
                        .unit = unit,
                        .threads = threads,
                        .direction = direction,
                        .config = config};
  if (peer_count == 0) sr_bench_report_row(options, &row);
  for (int i = 0; i < peer_count; ++i) {
    row.peer = peers[i].name;
    row.peer_value = peers[i].value;
    row.peer_config = peers[i].config;
    sr_bench_report_row(options, &row);
  }
}

static const char* sr_sb_tbb_version(void) {
#if defined(SR_SCHED_BENCH_HAVE_TBB)
  return sr_sched_bench_tbb_version();
#else
  return "not built";
#endif
}

static const char* sr_sb_omp_version(void) {
#if defined(SR_SCHED_BENCH_HAVE_OPENMP)
  return sr_sched_bench_omp_version();
#else
  return "not built";
#endif
}

//===----------------------------------------------------------------------===//
// empty_tasks (dynamic, one task at a time) and empty_tasks_batched
//===----------------------------------------------------------------------===//

typedef struct sr_sb_spawn_t {
  sr_pool_t* pool;
  long count;
  sr_task_group_t group;
} sr_sb_spawn_t;

// On a worker (the driver): spawns every task onto this worker's deque,
// from where the others steal, as a user's loop of spawns would.
static double sr_sb_spawn_run(void* context) {
  sr_sb_spawn_t* spawn = (sr_sb_spawn_t*)context;
  double start = sr_sb_seconds();
  sr_task_group_initialize(spawn->pool, &spawn->group);
  for (long i = 0; i < spawn->count; ++i) {
    sr_pool_submit(spawn->pool,
                   sr_sb_new_task(sr_sb_heap_empty_task, NULL, &spawn->group));
  }
  sr_task_group_wait(&spawn->group);
  return sr_sb_seconds() - start;
}

static void sr_sb_empty_tasks(const sr_bench_options_t* options, int threads) {
  const char* name = "empty_tasks";
  if (!sr_bench_selected(options, name)) return;
  sr_sb_spawn_t spawn = {sr_sb_pool(threads), SR_SB_EMPTY_TASKS};
  double ours =
      (double)spawn.count / sr_sb_best_in_pool(spawn.pool, sr_sb_spawn_run,
                                               &spawn, options->min_time);
  sr_pool_destroy(spawn.pool);
  char tbb_config[160], omp_config[160];
  snprintf(tbb_config, sizeof(tbb_config),
           "%s, task_group::run per task in a task_arena of %d",
           sr_sb_tbb_version(), threads);
  snprintf(omp_config, sizeof(omp_config),
           "%s, omp task per task from omp single, team of %d",
           sr_sb_omp_version(), threads);
  sr_sb_peer_t peers[2] = {{"tbb", 0, tbb_config}, {"openmp", 0, omp_config}};
#if defined(SR_SCHED_BENCH_HAVE_TBB)
  sr_sb_settle();
  peers[0].value =
      sr_sched_bench_tbb_empty_tasks(threads, spawn.count, options->min_time);
#endif
#if defined(SR_SCHED_BENCH_HAVE_OPENMP)
  sr_sb_settle();
  peers[1].value =
      sr_sched_bench_omp_empty_tasks(threads, spawn.count, options->min_time);
#endif
  sr_sb_report(options, name, ours, "tasks/s", threads,
               SR_BENCH_HIGHER_IS_BETTER,
               "dynamic: sr_pool_submit one task at a time from a driver "
               "task, each task malloc'd by the spawner and freed by itself, "
               "one task group",
               peers, 2);
}

// The batched form: task storage is the caller's in our API, so a million
// spawns can recycle two halves of a ring, each half a task group the
// spawner waits on (helping) before reusing it. Every task is still
// spawned with sr_pool_submit, but nothing is allocated, and the pool's
// own batching (group counts reserved 64 at a time, pops of 8) meets a
// stream of one group's tasks. Neither peer has a form with caller-owned,
// reused task storage, so this row has no peer: it says what the batched
// pattern costs, not how it compares.
enum { SR_SB_FLAT_HALF = 32768 };

typedef struct sr_sb_flat_t {
  sr_pool_t* pool;
  sr_task_t* ring;  // 2 * SR_SB_FLAT_HALF
  long count;
  sr_task_group_t halves[2];
} sr_sb_flat_t;

static double sr_sb_flat_run(void* context) {
  sr_sb_flat_t* flat = (sr_sb_flat_t*)context;
  double start = sr_sb_seconds();
  sr_task_group_initialize(flat->pool, &flat->halves[0]);
  sr_task_group_initialize(flat->pool, &flat->halves[1]);
  for (long base = 0, chunk = 0; base < flat->count;
       base += SR_SB_FLAT_HALF, ++chunk) {
    int half = (int)(chunk & 1);
    sr_task_group_wait(&flat->halves[half]);
    sr_task_t* tasks = flat->ring + half * SR_SB_FLAT_HALF;
    long n = flat->count - base < SR_SB_FLAT_HALF ? flat->count - base
                                                  : SR_SB_FLAT_HALF;
    for (long i = 0; i < n; ++i) {
      sr_task_initialize(sr_sb_empty_task, NULL, &flat->halves[half],
                         &tasks[i]);
      sr_pool_submit(flat->pool, &tasks[i]);
    }
  }
  sr_task_group_wait(&flat->halves[0]);
  sr_task_group_wait(&flat->halves[1]);
  return sr_sb_seconds() - start;
}

static void sr_sb_empty_tasks_batched(const sr_bench_options_t* options,
                                      int threads) {
  const char* name = "empty_tasks_batched";
  if (!sr_bench_selected(options, name)) return;
  sr_sb_flat_t flat = {sr_sb_pool(threads), NULL, SR_SB_EMPTY_TASKS};
  flat.ring = calloc(2 * SR_SB_FLAT_HALF, sizeof(sr_task_t));
  double ours =
      (double)flat.count /
      sr_sb_best_in_pool(flat.pool, sr_sb_flat_run, &flat, options->min_time);
  sr_pool_destroy(flat.pool);
  free(flat.ring);
  sr_sb_report(options, name, ours, "tasks/s", threads,
               SR_BENCH_HIGHER_IS_BETTER,
               "batched: caller storage reused from a ring of 2 x 32768 "
               "tasks, each half a task group; no peer has this form",
               NULL, 0);
}

//===----------------------------------------------------------------------===//
// chain_graph and fanout_graph: task graphs built once, submitted per rep
//===----------------------------------------------------------------------===//

typedef struct sr_sb_graph_run_t {
  sr_pool_t* pool;
  sr_task_graph_t* graph;
  int rounds;
} sr_sb_graph_run_t;

// On the driver: submit, wait (helping), |rounds| times.
static double sr_sb_graph_run(void* context) {
  sr_sb_graph_run_t* run = (sr_sb_graph_run_t*)context;
  double start = sr_sb_seconds();
  for (int r = 0; r < run->rounds; ++r) {
    sr_timepoint_t* done = NULL;
    sr_sb_check(sr_timepoint_create(sr_allocator_system(), &done));
    sr_sb_check(sr_task_graph_submit(run->graph, run->pool, NULL, 0, done));
    sr_sb_check(sr_pool_wait(run->pool, done, SR_TIMEOUT_INFINITE));
    sr_timepoint_release(done);
  }
  return sr_sb_seconds() - start;
}

// TBB's flow graph: the fan-out in both node policies, the better being
// the peer (its configuration says which); the chain in the default
// (queueing) policy only, because a lightweight node runs its successor by
// recursion in the thread that put the message, and a chain of 1e5
// overflows the stack.
static sr_sb_peer_t sr_sb_tbb_graph_peer(bool chain, int threads, long size,
                                         double min_time, char* config,
                                         size_t capacity) {
  sr_sb_peer_t peer = {"tbb_flow_graph", 0, config};
  snprintf(config, capacity, "%s: not built", sr_sb_tbb_version());
#if defined(SR_SCHED_BENCH_HAVE_TBB)
  double best = 0;
  int best_policy = 0;
  for (int lightweight = 0; lightweight < (chain ? 1 : 2); ++lightweight) {
    sr_sb_settle();
    double t = chain ? sr_sched_bench_tbb_graph_chain(threads, size, min_time,
                                                      lightweight)
                     : sr_sched_bench_tbb_graph_fanout(threads, (int)size,
                                                       min_time, lightweight);
    if (t > 0 && (best == 0 || t < best)) {
      best = t;
      best_policy = lightweight;
    }
  }
  peer.value = best;
  snprintf(config, capacity,
           "%s, %s, built once in a task_arena of %d, try_put + "
           "wait_for_all per run; continue_node policy %s",
           sr_sb_tbb_version(),
           chain ? "a chain of continue_nodes"
                 : "a continue_node broadcasting to 1000 continue_nodes "
                   "joined by one continue_node",
           threads,
           chain ? "queueing (lightweight recurses per hop: a 1e5 chain "
                   "overflows the stack)"
           : best_policy ? "lightweight (faster here than queueing)"
                         : "queueing (faster here than lightweight)");
#else
  (void)chain;
  (void)threads;
  (void)size;
  (void)min_time;
#endif
  return peer;
}

static void sr_sb_chain_graph(const sr_bench_options_t* options, int threads) {
  const char* name = "chain_graph";
  if (!sr_bench_selected(options, name)) return;
  sr_sb_graph_run_t run = {sr_sb_pool(threads), NULL, 1};
  sr_sb_check(sr_task_graph_create(sr_allocator_system(), SR_SB_CHAIN_HOPS,
                                   SR_SB_CHAIN_HOPS, &run.graph));
  uint32_t previous = 0;
  for (uint32_t i = 0; i < SR_SB_CHAIN_HOPS; ++i) {
    sr_sb_check(sr_task_graph_add_node(run.graph, sr_sb_noop, NULL, &previous,
                                       i ? 1 : 0, &previous));
  }
  sr_sb_check(sr_task_graph_finalize(run.graph));
  double ours =
      sr_sb_best_in_pool(run.pool, sr_sb_graph_run, &run, options->min_time) /
      SR_SB_CHAIN_HOPS * 1e9;
  sr_task_graph_release(run.graph);
  sr_pool_destroy(run.pool);
  char config[320];
  sr_sb_peer_t peer =
      sr_sb_tbb_graph_peer(true, threads, SR_SB_CHAIN_HOPS, options->min_time,
                           config, sizeof(config));
  sr_sb_report(options, name, ours, "ns/hop", threads, SR_BENCH_LOWER_IS_BETTER,
               "prebuilt: sr_task_graph chain, submitted + sr_pool_wait per "
               "run from a driver task; a node's successor runs as its "
               "continuation on the same thread",
               &peer, 1);
}

static void sr_sb_fanout_graph(const sr_bench_options_t* options, int threads) {
  const char* name = "fanout_graph";
  if (!sr_bench_selected(options, name)) return;
  sr_sb_graph_run_t run = {sr_sb_pool(threads), NULL, SR_SB_FANOUT_ROUNDS};
  sr_sb_check(sr_task_graph_create(sr_allocator_system(),
                                   SR_SB_FANOUT_WIDTH + 2,
                                   2 * SR_SB_FANOUT_WIDTH, &run.graph));
  uint32_t root = 0, join = 0;
  sr_sb_check(
      sr_task_graph_add_node(run.graph, sr_sb_noop, NULL, NULL, 0, &root));
  for (int i = 0; i < SR_SB_FANOUT_WIDTH; ++i) {
    sr_sb_check(
        sr_task_graph_add_node(run.graph, sr_sb_noop, NULL, &root, 1, NULL));
  }
  sr_sb_check(
      sr_task_graph_add_node(run.graph, sr_sb_noop, NULL, NULL, 0, &join));
  for (uint32_t i = 1; i <= SR_SB_FANOUT_WIDTH; ++i) {
    sr_sb_check(sr_task_graph_add_edge(run.graph, i, join));
  }
  sr_sb_check(sr_task_graph_finalize(run.graph));
  double ours =
      sr_sb_best_in_pool(run.pool, sr_sb_graph_run, &run, options->min_time) /
      SR_SB_FANOUT_ROUNDS * 1e6;
  sr_task_graph_release(run.graph);
  sr_pool_destroy(run.pool);
  char config[320];
  sr_sb_peer_t peer =
      sr_sb_tbb_graph_peer(false, threads, SR_SB_FANOUT_WIDTH,
                           options->min_time, config, sizeof(config));
  sr_sb_report(options, name, ours, "us/round", threads,
               SR_BENCH_LOWER_IS_BETTER,
               "prebuilt: sr_task_graph 1 -> 1000 -> 1, submitted + "
               "sr_pool_wait per round from a driver task",
               &peer, 1);
}

//===----------------------------------------------------------------------===//
// chain_spawn and fanout_spawn: dynamic spawning, one task at a time
//===----------------------------------------------------------------------===//

typedef struct sr_sb_chain_t {
  sr_pool_t* pool;
  long hops;
  long remaining;  // touched by one hop at a time
  sr_task_group_t group;
} sr_sb_chain_t;

// A hop spawns the next hop (onto this worker's deque, not as a
// continuation: that is what task_group::run and omp task do) and frees
// itself.
static sr_task_t* sr_sb_chain_hop(sr_task_t* task) {
  sr_sb_chain_t* chain = (sr_sb_chain_t*)task->user_data;
  __asm__ volatile("" ::: "memory");
  if (--chain->remaining > 0) {
    sr_pool_submit(chain->pool,
                   sr_sb_new_task(sr_sb_chain_hop, chain, &chain->group));
  }
  free(task);
  return NULL;
}

static double sr_sb_chain_spawn_run(void* context) {
  sr_sb_chain_t* chain = (sr_sb_chain_t*)context;
  double start = sr_sb_seconds();
  sr_task_group_initialize(chain->pool, &chain->group);
  chain->remaining = chain->hops;
  sr_pool_submit(chain->pool,
                 sr_sb_new_task(sr_sb_chain_hop, chain, &chain->group));
  sr_task_group_wait(&chain->group);
  return sr_sb_seconds() - start;
}

static void sr_sb_chain_spawn(const sr_bench_options_t* options, int threads) {
  const char* name = "chain_spawn";
  if (!sr_bench_selected(options, name)) return;
  sr_sb_chain_t chain = {sr_sb_pool(threads), SR_SB_CHAIN_HOPS};
  double ours = sr_sb_best_in_pool(chain.pool, sr_sb_chain_spawn_run, &chain,
                                   options->min_time) /
                SR_SB_CHAIN_HOPS * 1e9;
  sr_pool_destroy(chain.pool);
  char tbb_config[160], omp_config[160];
  snprintf(tbb_config, sizeof(tbb_config),
           "%s, each task task_group::run's the next, task_arena of %d",
           sr_sb_tbb_version(), threads);
  snprintf(omp_config, sizeof(omp_config),
           "%s, each task spawns the next with omp task, team of %d",
           sr_sb_omp_version(), threads);
  sr_sb_peer_t peers[2] = {{"tbb", 0, tbb_config}, {"openmp", 0, omp_config}};
#if defined(SR_SCHED_BENCH_HAVE_TBB)
  sr_sb_settle();
  peers[0].value =
      sr_sched_bench_tbb_chain(threads, SR_SB_CHAIN_HOPS, options->min_time);
#endif
#if defined(SR_SCHED_BENCH_HAVE_OPENMP)
  sr_sb_settle();
  peers[1].value =
      sr_sched_bench_omp_chain(threads, SR_SB_CHAIN_HOPS, options->min_time);
#endif
  sr_sb_report(options, name, ours, "ns/hop", threads, SR_BENCH_LOWER_IS_BETTER,
               "dynamic: each task sr_pool_submit's the next (malloc'd, "
               "freed by itself), one task group, from a driver task",
               peers, 2);
}

typedef struct sr_sb_fan_t {
  sr_pool_t* pool;
  int width;
  sr_task_group_t group;
} sr_sb_fan_t;

static sr_task_t* sr_sb_fan_root(sr_task_t* task) {
  sr_sb_fan_t* fan = (sr_sb_fan_t*)task->user_data;
  for (int i = 0; i < fan->width; ++i) {
    sr_pool_submit(fan->pool,
                   sr_sb_new_task(sr_sb_heap_empty_task, NULL, &fan->group));
  }
  free(task);
  return NULL;
}

// On the driver: per round, spawn one task that spawns |width|, wait for
// the group (helping).
static double sr_sb_fanout_spawn_run(void* context) {
  sr_sb_fan_t* fan = (sr_sb_fan_t*)context;
  double start = sr_sb_seconds();
  for (int r = 0; r < SR_SB_FANOUT_ROUNDS; ++r) {
    sr_task_group_initialize(fan->pool, &fan->group);
    sr_pool_submit(fan->pool, sr_sb_new_task(sr_sb_fan_root, fan, &fan->group));
    sr_task_group_wait(&fan->group);
  }
  return sr_sb_seconds() - start;
}

static void sr_sb_fanout_spawn(const sr_bench_options_t* options, int threads) {
  const char* name = "fanout_spawn";
  if (!sr_bench_selected(options, name)) return;
  sr_sb_fan_t fan = {sr_sb_pool(threads), SR_SB_FANOUT_WIDTH};
  double ours = sr_sb_best_in_pool(fan.pool, sr_sb_fanout_spawn_run, &fan,
                                   options->min_time) /
                SR_SB_FANOUT_ROUNDS * 1e6;
  sr_pool_destroy(fan.pool);
  char tbb_config[160], omp_config[160];
  snprintf(tbb_config, sizeof(tbb_config),
           "%s, a task_group::run task runs 1000 more, wait, task_arena of %d",
           sr_sb_tbb_version(), threads);
  snprintf(omp_config, sizeof(omp_config),
           "%s, an omp task spawns 1000 in an omp taskgroup, team of %d",
           sr_sb_omp_version(), threads);
  sr_sb_peer_t peers[2] = {{"tbb", 0, tbb_config}, {"openmp", 0, omp_config}};
#if defined(SR_SCHED_BENCH_HAVE_TBB)
  sr_sb_settle();
  peers[0].value =
      sr_sched_bench_tbb_fanout(threads, SR_SB_FANOUT_WIDTH, options->min_time);
#endif
#if defined(SR_SCHED_BENCH_HAVE_OPENMP)
  sr_sb_settle();
  peers[1].value =
      sr_sched_bench_omp_fanout(threads, SR_SB_FANOUT_WIDTH, options->min_time);
#endif
  sr_sb_report(options, name, ours, "us/round", threads,
               SR_BENCH_LOWER_IS_BETTER,
               "dynamic: one task sr_pool_submit's 1000 (each malloc'd, "
               "freed by itself), task group wait, from a driver task",
               peers, 2);
}

//===----------------------------------------------------------------------===//
// graph_submit
//===----------------------------------------------------------------------===//

typedef struct sr_sb_dag_t {
  sr_pool_t* pool;
  uint64_t rng;
} sr_sb_dag_t;

static uint32_t sr_sb_random(uint64_t* state) {
  uint64_t x = *state;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  *state = x;
  return (uint32_t)(x >> 32);
}

// Builds a 1000-node DAG (up to 4 predecessors among the previous 32
// nodes), runs it once, releases it: the whole life of a one-shot graph.
static double sr_sb_dag_run(void* context) {
  sr_sb_dag_t* dag = (sr_sb_dag_t*)context;
  double start = sr_sb_seconds();
  for (int g = 0; g < SR_SB_GRAPHS_PER_REP; ++g) {
    sr_task_graph_t* graph = NULL;
    sr_sb_check(sr_task_graph_create(sr_allocator_system(), SR_SB_GRAPH_NODES,
                                     SR_SB_GRAPH_NODES * 3, &graph));
    for (uint32_t i = 0; i < SR_SB_GRAPH_NODES; ++i) {
      uint32_t preds[4];
      uint32_t count = i ? sr_sb_random(&dag->rng) % 5 : 0;
      for (uint32_t p = 0; p < count; ++p) {
        uint32_t span = i < 32 ? i : 32;
        preds[p] = i - 1 - sr_sb_random(&dag->rng) % span;
      }
      sr_sb_check(
          sr_task_graph_add_node(graph, sr_sb_noop, NULL, preds, count, NULL));
    }
    sr_timepoint_t* done = NULL;
    sr_sb_check(sr_timepoint_create(sr_allocator_system(), &done));
    sr_sb_check(sr_task_graph_submit(graph, dag->pool, NULL, 0, done));
    sr_task_graph_release(graph);
    sr_sb_check(sr_pool_wait(dag->pool, done, SR_TIMEOUT_INFINITE));
    sr_timepoint_release(done);
  }
  return sr_sb_seconds() - start;
}

static void sr_sb_graph_submit(const sr_bench_options_t* options, int threads) {
  const char* name = "graph_submit";
  if (!sr_bench_selected(options, name)) return;
  sr_sb_dag_t dag = {sr_sb_pool(threads), 0x9E3779B97F4A7C15ull};
  double ours = sr_sb_best(sr_sb_dag_run, &dag, options->min_time) /
                SR_SB_GRAPHS_PER_REP * 1e6;
  sr_pool_destroy(dag.pool);
  sr_sb_report(options, name, ours, "us/graph", threads,
               SR_BENCH_LOWER_IS_BETTER,
               "create, add 1000 nodes, submit from the host, wait, release; "
               "no peer",
               NULL, 0);
}

//===----------------------------------------------------------------------===//
// timepoint_wake: ping-pong between two threads; timepoint_wake_parked
//===----------------------------------------------------------------------===//

// On 1 thread both sides are pinned to one CPU (every wake is a context
// switch, and neither side spins: sr_timepoint_wait and the peer skip the
// spin when the thread may use only one CPU); on all threads they float.
static void sr_sb_pin(int threads) {
  if (threads != 1) return;
  cpu_set_t allowed, one;
  if (sched_getaffinity(0, sizeof(allowed), &allowed) != 0) return;
  CPU_ZERO(&one);
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (CPU_ISSET(cpu, &allowed)) {
      CPU_SET(cpu, &one);
      break;
    }
  }
  sched_setaffinity(0, sizeof(one), &one);
}

static void sr_sb_unpin(const cpu_set_t* saved) {
  sched_setaffinity(0, sizeof(*saved), saved);
}

typedef struct sr_sb_pingpong_t {
  int threads;
  sr_timepoint_t* ping[SR_SB_WAKES_PER_REP];
  sr_timepoint_t* pong[SR_SB_WAKES_PER_REP];
  // The same-policy peer.
  sr_sb_event_t event_ping[SR_SB_WAKES_PER_REP];
  sr_sb_event_t event_pong[SR_SB_WAKES_PER_REP];
} sr_sb_pingpong_t;

static void* sr_sb_pong_main(void* arg) {
  sr_sb_pingpong_t* pp = (sr_sb_pingpong_t*)arg;
  sr_sb_pin(pp->threads);
  for (int i = 0; i < SR_SB_WAKES_PER_REP; ++i) {
    sr_sb_check(sr_timepoint_wait(pp->ping[i], SR_TIMEOUT_INFINITE));
    sr_sb_check(sr_timepoint_signal(pp->pong[i]));
  }
  return NULL;
}

static double sr_sb_pingpong_run(void* context) {
  sr_sb_pingpong_t* pp = (sr_sb_pingpong_t*)context;
  for (int i = 0; i < SR_SB_WAKES_PER_REP; ++i) {
    sr_sb_check(sr_timepoint_create(sr_allocator_system(), &pp->ping[i]));
    sr_sb_check(sr_timepoint_create(sr_allocator_system(), &pp->pong[i]));
  }
  pthread_t helper;
  pthread_create(&helper, NULL, sr_sb_pong_main, pp);
  double start = sr_sb_seconds();
  for (int i = 0; i < SR_SB_WAKES_PER_REP; ++i) {
    sr_sb_check(sr_timepoint_signal(pp->ping[i]));
    sr_sb_check(sr_timepoint_wait(pp->pong[i], SR_TIMEOUT_INFINITE));
  }
  double elapsed = sr_sb_seconds() - start;
  pthread_join(helper, NULL);
  for (int i = 0; i < SR_SB_WAKES_PER_REP; ++i) {
    sr_timepoint_release(pp->ping[i]);
    sr_timepoint_release(pp->pong[i]);
  }
  return elapsed;
}

static void* sr_sb_event_pong_main(void* arg) {
  sr_sb_pingpong_t* pp = (sr_sb_pingpong_t*)arg;
  sr_sb_pin(pp->threads);
  for (int i = 0; i < SR_SB_WAKES_PER_REP; ++i) {
    sr_sb_event_wait(&pp->event_ping[i]);
    sr_sb_event_signal(&pp->event_pong[i]);
  }
  return NULL;
}

static double sr_sb_event_run(void* context) {
  sr_sb_pingpong_t* pp = (sr_sb_pingpong_t*)context;
  for (int i = 0; i < SR_SB_WAKES_PER_REP; ++i) {
    sr_sb_event_reset(&pp->event_ping[i]);
    sr_sb_event_reset(&pp->event_pong[i]);
  }
  pthread_t helper;
  pthread_create(&helper, NULL, sr_sb_event_pong_main, pp);
  double start = sr_sb_seconds();
  for (int i = 0; i < SR_SB_WAKES_PER_REP; ++i) {
    sr_sb_event_signal(&pp->event_ping[i]);
    sr_sb_event_wait(&pp->event_pong[i]);
  }
  double elapsed = sr_sb_seconds() - start;
  pthread_join(helper, NULL);
  return elapsed;
}

static void sr_sb_timepoint_wake(const sr_bench_options_t* options,
                                 int threads) {
  const char* name = "timepoint_wake";
  if (!sr_bench_selected(options, name)) return;
  cpu_set_t saved;
  sched_getaffinity(0, sizeof(saved), &saved);
  sr_sb_pin(threads);
  sr_sb_pingpong_t* pp = calloc(1, sizeof(*pp));
  pp->threads = threads;
  // Each round trip is two wakes.
  double ours = sr_sb_best(sr_sb_pingpong_run, pp, options->min_time) /
                (2.0 * SR_SB_WAKES_PER_REP) * 1e9;
  double peer = sr_sb_best(sr_sb_event_run, pp, options->min_time) /
                (2.0 * SR_SB_WAKES_PER_REP) * 1e9;
  free(pp);
  sr_sb_unpin(&saved);
  sr_sb_peer_t peers[1] = {
      {"spin_futex", peer,
       "a bare event with sr_timepoint_wait's policy: 30 us pause-spin "
       "(skipped on one CPU), then FUTEX_WAIT, no sched_yield; "
       "FUTEX_WAKE only if a waiter sleeps"}};
  sr_sb_report(options, name, ours, "ns", threads, SR_BENCH_LOWER_IS_BETTER,
               threads == 1 ? "sr_timepoint signal/wait ping-pong, both "
                              "threads pinned to one CPU"
                            : "sr_timepoint signal/wait ping-pong, threads "
                              "free to float",
               peers, 1);
}

// The parked wake: the waiter is asleep in the kernel when the signal
// comes (the signaller waits 1 ms first, past any spin or yield window),
// so the figure is what a wake-up costs, not whether a spin caught it.
// Median of SR_SB_PARKED_WAKES wakes, on both sides and in the limit.
typedef enum sr_sb_parked_mode_e {
  SR_SB_PARKED_TIMEPOINT = 0,  // ours
  SR_SB_PARKED_CONDVAR,        // a condition variable
  SR_SB_PARKED_EVENT,          // the same-policy event
} sr_sb_parked_mode_t;

typedef struct sr_sb_parked_t {
  sr_sb_parked_mode_t mode;
  sr_timepoint_t* timepoints[SR_SB_PARKED_WAKES];
  sr_sb_event_t events[SR_SB_PARKED_WAKES];
  pthread_mutex_t mutex;
  pthread_cond_t cond;
  int generation;  // guarded by mutex
  _Atomic uint64_t signal_ns;
  _Atomic int ready;  // the waiter is about to wait for wake |ready - 1|
  _Atomic int woken;
  uint64_t latencies[SR_SB_PARKED_WAKES];
  int threads;
} sr_sb_parked_t;

static void* sr_sb_parked_waiter_main(void* arg) {
  sr_sb_parked_t* p = (sr_sb_parked_t*)arg;
  sr_sb_pin(p->threads);
  for (int i = 0; i < SR_SB_PARKED_WAKES; ++i) {
    if (p->mode == SR_SB_PARKED_CONDVAR) {
      pthread_mutex_lock(&p->mutex);
      atomic_store(&p->ready, i + 1);
      while (p->generation == i) pthread_cond_wait(&p->cond, &p->mutex);
      pthread_mutex_unlock(&p->mutex);
    } else if (p->mode == SR_SB_PARKED_EVENT) {
      atomic_store(&p->ready, i + 1);
      sr_sb_event_wait(&p->events[i]);
    } else {
      atomic_store(&p->ready, i + 1);
      sr_sb_check(sr_timepoint_wait(p->timepoints[i], SR_TIMEOUT_INFINITE));
    }
    p->latencies[i] = sr_bench_now_ns() - atomic_load(&p->signal_ns);
    atomic_store(&p->woken, i + 1);
  }
  return NULL;
}

static int sr_sb_compare_u64(const void* a, const void* b) {
  uint64_t x = *(const uint64_t*)a, y = *(const uint64_t*)b;
  return x < y ? -1 : x > y ? 1 : 0;
}

// Median ns from signal to the parked waiter running.
static double sr_sb_parked_median(sr_sb_parked_t* p) {
  atomic_store(&p->ready, 0);
  atomic_store(&p->woken, 0);
  p->generation = 0;
  for (int i = 0; i < SR_SB_PARKED_WAKES; ++i) {
    if (p->mode == SR_SB_PARKED_TIMEPOINT) {
      sr_sb_check(
          sr_timepoint_create(sr_allocator_system(), &p->timepoints[i]));
    }
    sr_sb_event_reset(&p->events[i]);
  }
  pthread_t waiter;
  pthread_create(&waiter, NULL, sr_sb_parked_waiter_main, p);
  for (int i = 0; i < SR_SB_PARKED_WAKES; ++i) {
    while (atomic_load(&p->ready) != i + 1) usleep(100);
    usleep(1000);
    atomic_store(&p->signal_ns, sr_bench_now_ns());
    if (p->mode == SR_SB_PARKED_CONDVAR) {
      pthread_mutex_lock(&p->mutex);
      p->generation = i + 1;
      pthread_mutex_unlock(&p->mutex);
      // Signalled after the unlock: signalling under the mutex makes the
      // woken waiter block again on the mutex (measured here: 3x slower).
      pthread_cond_signal(&p->cond);
    } else if (p->mode == SR_SB_PARKED_EVENT) {
      sr_sb_event_signal(&p->events[i]);
    } else {
      sr_sb_check(sr_timepoint_signal(p->timepoints[i]));
    }
    while (atomic_load(&p->woken) != i + 1) usleep(100);
  }
  pthread_join(waiter, NULL);
  for (int i = 0; i < SR_SB_PARKED_WAKES; ++i) {
    if (p->mode == SR_SB_PARKED_TIMEPOINT) {
      sr_timepoint_release(p->timepoints[i]);
    }
  }
  qsort(p->latencies, SR_SB_PARKED_WAKES, sizeof(uint64_t), sr_sb_compare_u64);
  return (double)p->latencies[SR_SB_PARKED_WAKES / 2];
}

static void sr_sb_timepoint_wake_parked(const sr_bench_options_t* options,
                                        int threads) {
  const char* name = "timepoint_wake_parked";
  if (!sr_bench_selected(options, name)) return;
  const sr_bench_limit_t* limit = sr_bench_limit_parked_wake(options, threads);
  cpu_set_t saved;
  sched_getaffinity(0, sizeof(saved), &saved);
  sr_sb_pin(threads);
  sr_sb_parked_t* p = calloc(1, sizeof(*p));
  p->threads = threads;
  pthread_mutex_init(&p->mutex, NULL);
  pthread_cond_init(&p->cond, NULL);
  double ours = sr_sb_parked_median(p);
  p->mode = SR_SB_PARKED_CONDVAR;
  double condvar = sr_sb_parked_median(p);
  p->mode = SR_SB_PARKED_EVENT;
  double event = sr_sb_parked_median(p);
  pthread_cond_destroy(&p->cond);
  pthread_mutex_destroy(&p->mutex);
  free(p);
  sr_sb_unpin(&saved);
  sr_bench_row_t row = {
      .suite = SR_SB_SUITE,
      .name = name,
      .value = ours,
      .unit = "ns",
      .threads = threads,
      .direction = SR_BENCH_LOWER_IS_BETTER,
      .config =
          "sr_timepoint_signal -> the waiter's sr_timepoint_wait "
          "returns, waiter parked (signalled 1 ms after it started "
          "waiting), median of 200",
      .peer = "pthread_condvar",
      .peer_value = condvar,
      .peer_config =
          "pthread_cond_signal after the unlock -> "
          "pthread_cond_wait returns, the waiter parked at once, "
          "median of 200",
      .limit = limit->value,
      .limit_name = limit->name};
  sr_bench_report_row(options, &row);
  row.peer = "spin_futex";
  row.peer_value = event;
  row.peer_config =
      "the same-policy event of timepoint_wake (spin, yield 200 us, then "
      "FUTEX_WAIT), parked the same way, median of 200";
  sr_bench_report_row(options, &row);
}

//===----------------------------------------------------------------------===//
// loop_callback
//===----------------------------------------------------------------------===//

typedef struct sr_sb_callback_t {
  sr_pool_t* pool;
  sr_loop_t* loop;
  sr_sched_bench_uv_t* uv;  // peer mode when set
  sr_timepoint_t* timepoint;
  sr_task_t task;
  _Atomic uint64_t signalled_ns;
  _Atomic uint64_t called_ns;
  sem_t done;
  double best_mean_ns;  // over the reps so far
} sr_sb_callback_t;

// On a worker: stamp, then signal (ours) or uv_async_send (peer).
static sr_task_t* sr_sb_callback_signal(sr_task_t* task) {
  sr_sb_callback_t* cb = (sr_sb_callback_t*)task->user_data;
  if (cb->uv) {
    sr_sched_bench_uv_send(cb->uv);
    return NULL;
  }
  atomic_store(&cb->signalled_ns, sr_bench_now_ns());
  sr_sb_check(sr_timepoint_signal(cb->timepoint));
  return NULL;
}

static void sr_sb_callback_fn(void* user_data, sr_timepoint_t* timepoint,
                              sr_status_t status) {
  sr_sb_callback_t* cb = (sr_sb_callback_t*)user_data;
  atomic_store(&cb->called_ns, sr_bench_now_ns());
  sem_post(&cb->done);
}

// One rep of SR_SB_CALLBACKS_PER_REP events; keeps the best mean latency
// and returns the rep's wall time (what sr_sb_best budgets).
static double sr_sb_callback_run(void* context) {
  sr_sb_callback_t* cb = (sr_sb_callback_t*)context;
  double start = sr_sb_seconds();
  uint64_t total = 0;
  for (int i = 0; i < SR_SB_CALLBACKS_PER_REP; ++i) {
    if (!cb->uv) {
      sr_sb_check(sr_timepoint_create(sr_allocator_system(), &cb->timepoint));
      sr_sb_check(sr_timepoint_on_complete(cb->timepoint, cb->loop,
                                           sr_sb_callback_fn, cb));
    }
    sr_task_initialize(sr_sb_callback_signal, cb, NULL, &cb->task);
    sr_pool_submit(cb->pool, &cb->task);
    if (cb->uv) {
      total += sr_sched_bench_uv_wait_ns(cb->uv);
    } else {
      while (sem_wait(&cb->done) != 0) {
      }
      total += atomic_load(&cb->called_ns) - atomic_load(&cb->signalled_ns);
      sr_timepoint_release(cb->timepoint);
    }
  }
  double mean = (double)total / SR_SB_CALLBACKS_PER_REP;
  if (cb->best_mean_ns == 0 || mean < cb->best_mean_ns) {
    cb->best_mean_ns = mean;
  }
  return sr_sb_seconds() - start;
}

static void sr_sb_loop_callback(const sr_bench_options_t* options,
                                int threads) {
  const char* name = "loop_callback";
  if (!sr_bench_selected(options, name)) return;
  sr_sb_callback_t* cb = calloc(1, sizeof(*cb));
  sem_init(&cb->done, 0, 0);
  cb->pool = sr_sb_pool(threads);
  sr_sb_check(sr_loop_create(sr_allocator_system(), &cb->loop));
  sr_sb_best(sr_sb_callback_run, cb, options->min_time);
  double ours = cb->best_mean_ns;
  sr_loop_destroy(cb->loop);
  cb->uv = sr_sched_bench_uv_start();
  cb->best_mean_ns = 0;
  sr_sb_best(sr_sb_callback_run, cb, options->min_time);
  double peer = cb->best_mean_ns;
  sr_sched_bench_uv_stop(cb->uv);
  sr_pool_destroy(cb->pool);
  sem_destroy(&cb->done);
  free(cb);
  char peer_config[96];
  snprintf(peer_config, sizeof(peer_config),
           "libuv %s uv_async_send to a bare loop thread",
           sr_sched_bench_uv_version());
  sr_sb_peer_t peers[1] = {{"uv_async_send", peer, peer_config}};
  sr_sb_report(options, name, ours, "ns", threads, SR_BENCH_LOWER_IS_BETTER,
               "sr_timepoint_signal on a worker -> sr_timepoint_on_complete "
               "callback on the sr_loop thread (uv_async_send + queue + "
               "waiter)",
               peers, 1);
}

//===----------------------------------------------------------------------===//
// idle_cpu
//===----------------------------------------------------------------------===//

static void sr_sb_idle_cpu(const sr_bench_options_t* options, int threads) {
  const char* name = "idle_cpu";
  if (!sr_bench_selected(options, name)) return;
  // What the process burns without us (other suites' libraries start
  // threads of their own) is measured first over the same second and taken
  // off, so the figure is the pool's and the loop's own cost.
  usleep(200 * 1000);
  uint64_t base_cpu_start = sr_bench_cpu_time_ns();
  uint64_t base_wall_start = sr_bench_now_ns();
  usleep(1000 * 1000);
  double base_cpu = (double)(sr_bench_cpu_time_ns() - base_cpu_start);
  double base_wall = (double)(sr_bench_now_ns() - base_wall_start);
  // Every worker we would ever start for T threads, plus the loop thread.
  sr_pool_options_t pool_options;
  sr_pool_options_initialize(&pool_options);
  pool_options.worker_count = threads;
  sr_pool_t* pool = NULL;
  sr_sb_check(sr_pool_create(&pool_options, sr_allocator_system(), &pool));
  sr_loop_t* loop = NULL;
  sr_sb_check(sr_loop_create(sr_allocator_system(), &loop));
  // Wake everything once, then let the spinning end.
  sr_task_t* tasks = calloc(1000, sizeof(sr_task_t));
  sr_task_group_t group;
  sr_task_group_initialize(pool, &group);
  for (int i = 0; i < 1000; ++i) {
    sr_task_initialize(sr_sb_empty_task, NULL, &group, &tasks[i]);
    sr_pool_submit(pool, &tasks[i]);
  }
  sr_task_group_wait(&group);
  free(tasks);
  usleep(100 * 1000);
  uint64_t cpu_start = sr_bench_cpu_time_ns();
  uint64_t wall_start = sr_bench_now_ns();
  usleep(1000 * 1000);
  double cpu = (double)(sr_bench_cpu_time_ns() - cpu_start);
  double wall = (double)(sr_bench_now_ns() - wall_start);
  sr_loop_destroy(loop);
  sr_pool_destroy(pool);
  double percent = (cpu / wall - base_cpu / base_wall) * 100.0;
  sr_sb_report(options, name, percent > 0 ? percent : 0, "%core", threads,
               SR_BENCH_LOWER_IS_BETTER,
               "a pool of T workers and a loop, idle for 1 s after a burst, "
               "less the process's CPU without them",
               NULL, 0);
}

int sr_bench_sched_main(const sr_bench_options_t* options) {
  int all = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  int counts[2] = {1, all};
  int count_of_counts = all > 1 ? 2 : 1;
  // idle_cpu first: before any peer has started threads of its own.
  for (int i = 0; i < count_of_counts; ++i) sr_sb_idle_cpu(options, counts[i]);
  if (sr_bench_selected(options, "timepoint_wake_parked")) {
    for (int i = 0; i < count_of_counts; ++i) {
      sr_bench_report_limit(options, SR_SB_SUITE,
                            sr_bench_limit_parked_wake(options, counts[i]));
    }
  }
  for (int i = 0; i < count_of_counts; ++i) {
    sr_sb_chain_graph(options, counts[i]);
    sr_sb_fanout_graph(options, counts[i]);
    sr_sb_empty_tasks(options, counts[i]);
    sr_sb_chain_spawn(options, counts[i]);
    sr_sb_fanout_spawn(options, counts[i]);
    sr_sb_empty_tasks_batched(options, counts[i]);
    sr_sb_graph_submit(options, counts[i]);
    sr_sb_timepoint_wake(options, counts[i]);
    sr_sb_timepoint_wake_parked(options, counts[i]);
    sr_sb_loop_callback(options, counts[i]);
  }
  return 0;
}
