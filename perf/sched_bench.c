// streamref-bench sched: the scheduler against what users would otherwise
// reach for, measured in the same run.
//
//   empty_tasks     spawn + complete 1e6 empty tasks       tasks/s  tbb, openmp
//   chain_latency   1e5 dependent tasks, each released     ns/hop   tbb, openmp
//                   by its predecessor
//   fanout_1k       one task releases 1000, a join waits   us/round tbb, openmp
//   graph_submit    build + run a 1000-node random DAG     us/graph
//   timepoint_wake  signal -> blocked waiter resumes       ns       condvar
//   loop_callback   signal on a worker -> callback on the  ns       uv_async
//                   loop thread
//   idle_cpu        CPU of an idle pool + loop over 1 s    % core
//                   (less the process's own idle CPU)
//
// Every figure is measured on 1 thread and on all threads (--threads=N
// overrides "all"), counting the threads that run tasks, as TBB's arenas
// and OpenMP's teams do (both include the calling thread): T threads are a
// pool of T-1 workers plus the host thread, which helps while it waits
// (sr_pool_wait, sr_task_group_wait); on 1 thread, one worker does all the
// work and the host thread only submits and sleeps. Times are the best
// repetition within --min_time, for us and for the peers alike. Our pool is
// destroyed before a peer runs, so no spinning worker of ours competes
// with it, and vice versa.
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "perf/bench.h"
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

// Lets the peers' threads (libgomp spins after a region) go quiet before
// the next measurement.
static void sr_sb_settle(void) { usleep(100 * 1000); }

//===----------------------------------------------------------------------===//
// empty_tasks
//===----------------------------------------------------------------------===//

// The spawner keeps at most 2 x SR_SB_FLAT_HALF tasks in flight: task
// storage is the caller's in our API, so a million spawns recycle two
// halves of a ring, each half a task group the spawner waits on (helping,
// so it runs tasks meanwhile) before reusing it. That is the storage
// pattern the API implies for this many tiny tasks, and it keeps them in
// cache as the peers' own allocators do (TBB recycles task objects, libgomp
// stops queueing at 64 tasks per thread). Every task is still spawned with
// sr_pool_submit onto the spawning worker's deque and stolen from there.
enum { SR_SB_FLAT_HALF = 32768 };

typedef struct sr_sb_flat_t {
  sr_pool_t* pool;
  sr_task_t* ring;  // 2 * SR_SB_FLAT_HALF
  long count;
  sr_task_group_t halves[2];
  sr_task_group_t group;
  sr_task_t root;
} sr_sb_flat_t;

// Runs on a worker: spawns every task onto the worker's own deque, from
// where the others steal, as a user's loop of spawns would.
static sr_task_t* sr_sb_flat_root(sr_task_t* task) {
  sr_sb_flat_t* flat = (sr_sb_flat_t*)task->user_data;
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
  return NULL;
}

static double sr_sb_flat_run(void* context) {
  sr_sb_flat_t* flat = (sr_sb_flat_t*)context;
  double start = sr_sb_seconds();
  sr_task_group_initialize(flat->pool, &flat->group);
  sr_task_initialize(sr_sb_flat_root, flat, &flat->group, &flat->root);
  sr_pool_submit(flat->pool, &flat->root);
  sr_task_group_wait(&flat->group);
  return sr_sb_seconds() - start;
}

static void sr_sb_empty_tasks(const sr_bench_options_t* options, int threads) {
  const char* name = "empty_tasks";
  if (!sr_bench_selected(options, name)) return;
  sr_sb_flat_t flat = {sr_sb_pool(threads), NULL, SR_SB_EMPTY_TASKS};
  flat.ring = calloc(2 * SR_SB_FLAT_HALF, sizeof(sr_task_t));
  double ours =
      (double)flat.count / sr_sb_best(sr_sb_flat_run, &flat, options->min_time);
  sr_pool_destroy(flat.pool);
  free(flat.ring);
  double tbb = 0, omp = 0;
#if defined(SR_SCHED_BENCH_HAVE_TBB)
  sr_sb_settle();
  tbb = sr_sched_bench_tbb_empty_tasks(threads, flat.count, options->min_time);
#endif
#if defined(SR_SCHED_BENCH_HAVE_OPENMP)
  sr_sb_settle();
  omp = sr_sched_bench_omp_empty_tasks(threads, flat.count, options->min_time);
#endif
  sr_bench_report(options, SR_SB_SUITE, name, ours, "tasks/s", threads, "tbb",
                  tbb, SR_BENCH_HIGHER_IS_BETTER);
  sr_bench_report(options, SR_SB_SUITE, name, ours, "tasks/s", threads,
                  "openmp", omp, SR_BENCH_HIGHER_IS_BETTER);
}

//===----------------------------------------------------------------------===//
// chain_latency and fanout_1k: task graphs built once, submitted per rep
//===----------------------------------------------------------------------===//

typedef struct sr_sb_graph_run_t {
  sr_pool_t* pool;
  sr_task_graph_t* graph;
  int rounds;
} sr_sb_graph_run_t;

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

static void sr_sb_chain(const sr_bench_options_t* options, int threads) {
  const char* name = "chain_latency";
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
  double ours = sr_sb_best(sr_sb_graph_run, &run, options->min_time) /
                SR_SB_CHAIN_HOPS * 1e9;
  sr_task_graph_release(run.graph);
  sr_pool_destroy(run.pool);
  double tbb = 0, omp = 0;
#if defined(SR_SCHED_BENCH_HAVE_TBB)
  sr_sb_settle();
  tbb = sr_sched_bench_tbb_chain(threads, SR_SB_CHAIN_HOPS, options->min_time);
#endif
#if defined(SR_SCHED_BENCH_HAVE_OPENMP)
  sr_sb_settle();
  omp = sr_sched_bench_omp_chain(threads, SR_SB_CHAIN_HOPS, options->min_time);
#endif
  sr_bench_report(options, SR_SB_SUITE, name, ours, "ns/hop", threads, "tbb",
                  tbb, SR_BENCH_LOWER_IS_BETTER);
  sr_bench_report(options, SR_SB_SUITE, name, ours, "ns/hop", threads, "openmp",
                  omp, SR_BENCH_LOWER_IS_BETTER);
}

static void sr_sb_fanout(const sr_bench_options_t* options, int threads) {
  const char* name = "fanout_1k";
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
  double ours = sr_sb_best(sr_sb_graph_run, &run, options->min_time) /
                SR_SB_FANOUT_ROUNDS * 1e6;
  sr_task_graph_release(run.graph);
  sr_pool_destroy(run.pool);
  double tbb = 0, omp = 0;
#if defined(SR_SCHED_BENCH_HAVE_TBB)
  sr_sb_settle();
  tbb =
      sr_sched_bench_tbb_fanout(threads, SR_SB_FANOUT_WIDTH, options->min_time);
#endif
#if defined(SR_SCHED_BENCH_HAVE_OPENMP)
  sr_sb_settle();
  omp =
      sr_sched_bench_omp_fanout(threads, SR_SB_FANOUT_WIDTH, options->min_time);
#endif
  sr_bench_report(options, SR_SB_SUITE, name, ours, "us/round", threads, "tbb",
                  tbb, SR_BENCH_LOWER_IS_BETTER);
  sr_bench_report(options, SR_SB_SUITE, name, ours, "us/round", threads,
                  "openmp", omp, SR_BENCH_LOWER_IS_BETTER);
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
  sr_bench_report(options, SR_SB_SUITE, name, ours, "us/graph", threads, NULL,
                  0, SR_BENCH_LOWER_IS_BETTER);
}

//===----------------------------------------------------------------------===//
// timepoint_wake: ping-pong between two threads
//===----------------------------------------------------------------------===//

// On 1 thread both sides are pinned to one CPU (every wake is a context
// switch); on all threads they float.
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
  // The condition-variable peer.
  pthread_mutex_t mutex;
  pthread_cond_t cond;
  int turn;  // guarded by mutex: 1 the helper's, 0 the main thread's
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

static void* sr_sb_condvar_pong_main(void* arg) {
  sr_sb_pingpong_t* pp = (sr_sb_pingpong_t*)arg;
  sr_sb_pin(pp->threads);
  pthread_mutex_lock(&pp->mutex);
  for (int i = 0; i < SR_SB_WAKES_PER_REP; ++i) {
    while (pp->turn != 1) pthread_cond_wait(&pp->cond, &pp->mutex);
    pp->turn = 0;
    pthread_cond_signal(&pp->cond);
  }
  pthread_mutex_unlock(&pp->mutex);
  return NULL;
}

static double sr_sb_condvar_run(void* context) {
  sr_sb_pingpong_t* pp = (sr_sb_pingpong_t*)context;
  pp->turn = 0;
  pthread_t helper;
  pthread_create(&helper, NULL, sr_sb_condvar_pong_main, pp);
  double start = sr_sb_seconds();
  pthread_mutex_lock(&pp->mutex);
  for (int i = 0; i < SR_SB_WAKES_PER_REP; ++i) {
    pp->turn = 1;
    pthread_cond_signal(&pp->cond);
    while (pp->turn != 0) pthread_cond_wait(&pp->cond, &pp->mutex);
  }
  pthread_mutex_unlock(&pp->mutex);
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
  pthread_mutex_init(&pp->mutex, NULL);
  pthread_cond_init(&pp->cond, NULL);
  // Each round trip is two wakes.
  double ours = sr_sb_best(sr_sb_pingpong_run, pp, options->min_time) /
                (2.0 * SR_SB_WAKES_PER_REP) * 1e9;
  double peer = sr_sb_best(sr_sb_condvar_run, pp, options->min_time) /
                (2.0 * SR_SB_WAKES_PER_REP) * 1e9;
  pthread_cond_destroy(&pp->cond);
  pthread_mutex_destroy(&pp->mutex);
  free(pp);
  sr_sb_unpin(&saved);
  sr_bench_report(options, SR_SB_SUITE, name, ours, "ns", threads,
                  "pthread_condvar", peer, SR_BENCH_LOWER_IS_BETTER);
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
  sr_bench_report(options, SR_SB_SUITE, name, ours, "ns", threads,
                  "uv_async_send", peer, SR_BENCH_LOWER_IS_BETTER);
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
  sr_bench_report(options, SR_SB_SUITE, name, percent > 0 ? percent : 0,
                  "%core", threads, NULL, 0, SR_BENCH_LOWER_IS_BETTER);
}

int sr_bench_sched_main(const sr_bench_options_t* options) {
  int all = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  int counts[2] = {1, all};
  int count_of_counts = all > 1 ? 2 : 1;
  // idle_cpu first: before any peer has started threads of its own.
  for (int i = 0; i < count_of_counts; ++i) sr_sb_idle_cpu(options, counts[i]);
  for (int i = 0; i < count_of_counts; ++i) {
    sr_sb_empty_tasks(options, counts[i]);
    sr_sb_chain(options, counts[i]);
    sr_sb_fanout(options, counts[i]);
    sr_sb_graph_submit(options, counts[i]);
    sr_sb_timepoint_wake(options, counts[i]);
    sr_sb_loop_callback(options, counts[i]);
  }
  return 0;
}
