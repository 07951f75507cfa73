// Task graphs: ordering against edges on random DAGs, chains, fan-outs,
// concurrent submitters, failures, waits, cancellation and teardown.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "sched_test_util.h"
#include "streamref/sched_task_graph.h"

static sr_pool_t* make_pool(sr_allocator_t allocator, int32_t workers) {
  sr_pool_options_t options;
  sr_pool_options_initialize(&options);
  options.worker_count = workers;
  sr_pool_t* pool = NULL;
  SR_ASSERT_OK(sr_pool_create(&options, allocator, &pool));
  return pool;
}

// Submits |graph| once and returns the result of waiting for it.
static sr_status_t run_graph(sr_task_graph_t* graph, sr_pool_t* pool,
                             sr_allocator_t allocator, sr_timepoint_t* wait) {
  sr_timepoint_t* done = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &done));
  SR_ASSERT_OK(sr_task_graph_submit(graph, pool, wait ? &wait : NULL,
                                    wait ? 1 : 0, done));
  sr_status_t status = sr_timepoint_wait(done, SR_TIMEOUT_INFINITE);
  sr_timepoint_release(done);
  return status;
}

//===----------------------------------------------------------------------===//
// Ordering on random DAGs
//===----------------------------------------------------------------------===//

typedef struct order_log_t {
  _Atomic uint64_t clock;
  _Atomic uint64_t* start;  // by node
  _Atomic uint64_t* end;
  _Atomic int32_t* runs;
} order_log_t;

typedef struct order_node_t {
  order_log_t* log;
  uint32_t id;
} order_node_t;

static sr_status_t record_order(void* user_data) {
  order_node_t* node = (order_node_t*)user_data;
  order_log_t* log = node->log;
  atomic_store(&log->start[node->id], atomic_fetch_add(&log->clock, 1));
  atomic_fetch_add(&log->runs[node->id], 1);
  atomic_store(&log->end[node->id], atomic_fetch_add(&log->clock, 1));
  return NULL;
}

static void check_random_dag(size_t node_count, int32_t workers,
                             uint64_t seed) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, workers);
  order_log_t log;
  atomic_init(&log.clock, 1);
  log.start = calloc(node_count, sizeof(log.start[0]));
  log.end = calloc(node_count, sizeof(log.end[0]));
  log.runs = calloc(node_count, sizeof(log.runs[0]));
  order_node_t* nodes = calloc(node_count, sizeof(*nodes));
  uint32_t* edge_from = malloc(node_count * 6 * sizeof(uint32_t));
  uint32_t* edge_to = malloc(node_count * 6 * sizeof(uint32_t));
  size_t edge_count = 0;
  sr_task_graph_t* graph = NULL;
  SR_ASSERT_OK(
      sr_task_graph_create(allocator, node_count, node_count * 3, &graph));
  uint64_t rng = seed;
  for (uint32_t i = 0; i < node_count; ++i) {
    // Mostly local edges (deep, chain-like structure) plus some long ones
    // (wide joins); 0 to 5 predecessors, duplicates allowed.
    uint32_t preds[5];
    size_t pred_count = i ? sr_test_random(&rng) % 6 : 0;
    for (size_t p = 0; p < pred_count; ++p) {
      uint32_t span = (sr_test_random(&rng) & 3) ? 16 : i;
      if (span > i) span = i;
      preds[p] = i - 1 - (uint32_t)(sr_test_random(&rng) % span);
      edge_from[edge_count] = preds[p];
      edge_to[edge_count++] = i;
    }
    nodes[i] = (order_node_t){&log, i};
    uint32_t id = 0;
    SR_ASSERT_OK(sr_task_graph_add_node(graph, record_order, &nodes[i], preds,
                                        pred_count, &id));
    cr_assert_eq(id, i);
  }
  // Twice: the second submission reuses the re-armed counts.
  for (int round = 1; round <= 2; ++round) {
    SR_ASSERT_OK(run_graph(graph, pool, allocator, NULL));
    for (size_t i = 0; i < node_count; ++i) {
      cr_assert_eq(atomic_load(&log.runs[i]), round, "node %zu ran %d times", i,
                   atomic_load(&log.runs[i]));
    }
    for (size_t e = 0; e < edge_count; ++e) {
      uint64_t pred_end = atomic_load(&log.end[edge_from[e]]);
      uint64_t succ_start = atomic_load(&log.start[edge_to[e]]);
      cr_assert_lt(pred_end, succ_start,
                   "edge %u -> %u: predecessor ended at %llu, successor "
                   "started at %llu",
                   edge_from[e], edge_to[e], (unsigned long long)pred_end,
                   (unsigned long long)succ_start);
    }
  }
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  free(log.start);
  free(log.end);
  free(log.runs);
  free(nodes);
  free(edge_from);
  free(edge_to);
  SR_TEST_ALLOCATOR_END();
}

Test(task_graph, random_dags_run_in_edge_order) {
  check_random_dag(1, 2, 1);
  check_random_dag(10, 2, 2);
  check_random_dag(1000, 3, 3);
  check_random_dag(1000, 1, 4);
}

Test(task_graph, random_dag_of_100k_nodes_runs_in_edge_order) {
  check_random_dag(sr_test_scaled(100000), 4, 5);
}

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

typedef struct chain_t {
  long value;  // plain memory: the chain's edges must order every access
  long expected_mismatches;
} chain_t;

static sr_status_t chain_step(void* user_data) {
  chain_t* chain = (chain_t*)user_data;
  chain->value++;
  return NULL;
}

// 100k nodes in one chain: runs without recursion (continuations), in
// order (the unsynchronized counter would race otherwise, and TSan checks).
Test(task_graph, deep_chain) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  size_t length = sr_test_scaled(100000);
  sr_task_graph_t* graph = NULL;
  SR_ASSERT_OK(sr_task_graph_create(allocator, length, length, &graph));
  chain_t chain = {0, 0};
  uint32_t previous = 0;
  for (size_t i = 0; i < length; ++i) {
    SR_ASSERT_OK(sr_task_graph_add_node(graph, chain_step, &chain, &previous,
                                        i ? 1 : 0, &previous));
  }
  SR_ASSERT_OK(run_graph(graph, pool, allocator, NULL));
  cr_assert_eq(chain.value, (long)length);
  SR_ASSERT_OK(run_graph(graph, pool, allocator, NULL));
  cr_assert_eq(chain.value, 2 * (long)length);
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

typedef struct fan_t {
  _Atomic long ran;
  long seen_by_join;
} fan_t;

static sr_status_t fan_leaf(void* user_data) {
  atomic_fetch_add(&((fan_t*)user_data)->ran, 1);
  return NULL;
}

static sr_status_t fan_join(void* user_data) {
  fan_t* fan = (fan_t*)user_data;
  fan->seen_by_join = atomic_load(&fan->ran);
  return NULL;
}

Test(task_graph, wide_fanout_then_join) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 3);
  size_t width = sr_test_scaled(20000);
  sr_task_graph_t* graph = NULL;
  SR_ASSERT_OK(sr_task_graph_create(allocator, width + 2, 2 * width, &graph));
  fan_t fan = {0, 0};
  uint32_t root = 0;
  SR_ASSERT_OK(sr_task_graph_add_node(graph, NULL, NULL, NULL, 0, &root));
  for (size_t i = 0; i < width; ++i) {
    SR_ASSERT_OK(sr_task_graph_add_node(graph, fan_leaf, &fan, &root, 1, NULL));
  }
  uint32_t join = 0;
  SR_ASSERT_OK(sr_task_graph_add_node(graph, fan_join, &fan, NULL, 0, &join));
  for (uint32_t i = 1; i <= width; ++i) {
    SR_ASSERT_OK(sr_task_graph_add_edge(graph, i, join));
  }
  for (int round = 1; round <= 3; ++round) {
    SR_ASSERT_OK(run_graph(graph, pool, allocator, NULL));
    cr_assert_eq(fan.seen_by_join, (long)width * round);
  }
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

Test(task_graph, empty_graph_completes) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 1);
  sr_task_graph_t* graph = NULL;
  SR_ASSERT_OK(sr_task_graph_create(allocator, 0, 0, &graph));
  SR_ASSERT_OK(run_graph(graph, pool, allocator, NULL));
  SR_ASSERT_OK(run_graph(graph, pool, allocator, sr_timepoint_immediate()));
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

Test(task_graph, edges_must_point_forward) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_task_graph_t* graph = NULL;
  SR_ASSERT_OK(sr_task_graph_create(allocator, 4, 4, &graph));
  uint32_t a = 0, b = 0;
  SR_ASSERT_OK(sr_task_graph_add_node(graph, NULL, NULL, NULL, 0, &a));
  SR_ASSERT_OK(sr_task_graph_add_node(graph, NULL, NULL, &a, 1, &b));
  cr_assert_eq(sr_status_consume_code(sr_task_graph_add_edge(graph, b, a)),
               SR_STATUS_INVALID_ARGUMENT);
  cr_assert_eq(sr_status_consume_code(sr_task_graph_add_edge(graph, a, a)),
               SR_STATUS_INVALID_ARGUMENT);
  uint32_t bogus = 7;
  cr_assert_eq(sr_status_consume_code(
                   sr_task_graph_add_node(graph, NULL, NULL, &bogus, 1, NULL)),
               SR_STATUS_INVALID_ARGUMENT);
  cr_assert_eq(sr_task_graph_node_count(graph), 2);
  SR_ASSERT_OK(sr_task_graph_finalize(graph));
  cr_assert_eq(sr_status_consume_code(
                   sr_task_graph_add_node(graph, NULL, NULL, NULL, 0, NULL)),
               SR_STATUS_FAILED_PRECONDITION);
  sr_task_graph_release(graph);
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// Many submitters
//===----------------------------------------------------------------------===//

typedef struct submitter_t {
  sr_pool_t* pool;
  sr_allocator_t allocator;
  long chain_value;
  fan_t fan;
  int rounds;
  bool ok;
} submitter_t;

static void* submitter_main(void* arg) {
  submitter_t* s = (submitter_t*)arg;
  sr_task_graph_t* graph = NULL;
  s->ok = !sr_task_graph_create(s->allocator, 0, 0, &graph);
  // A serial part then a concurrent wave and its join.
  uint32_t previous = 0;
  for (int i = 0; i < 20; ++i) {
    s->ok &= !sr_task_graph_add_node(graph, chain_step, &s->chain_value,
                                     &previous, i ? 1 : 0, &previous);
  }
  uint32_t wave[32];
  for (int i = 0; i < 32; ++i) {
    s->ok &= !sr_task_graph_add_node(graph, fan_leaf, &s->fan, &previous, 1,
                                     &wave[i]);
  }
  s->ok &= !sr_task_graph_add_node(graph, fan_join, &s->fan, wave, 32, NULL);
  for (int round = 0; round < s->rounds && s->ok; ++round) {
    sr_timepoint_t* done = NULL;
    s->ok &= !sr_timepoint_create(s->allocator, &done);
    s->ok &= !sr_task_graph_submit(graph, s->pool, NULL, 0, done);
    s->ok &= !sr_timepoint_wait(done, SR_TIMEOUT_INFINITE);
    sr_timepoint_release(done);
  }
  sr_task_graph_release(graph);
  return NULL;
}

Test(task_graph, graphs_submitted_from_many_threads) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 3);
  enum { kThreads = 8 };
  int rounds = (int)sr_test_scaled(200);
  submitter_t submitters[kThreads];
  pthread_t threads[kThreads];
  for (int i = 0; i < kThreads; ++i) {
    submitters[i] = (submitter_t){pool, allocator, 0, {0, 0}, rounds, false};
    pthread_create(&threads[i], NULL, submitter_main, &submitters[i]);
  }
  for (int i = 0; i < kThreads; ++i) {
    pthread_join(threads[i], NULL);
    cr_assert(submitters[i].ok);
    cr_assert_eq(submitters[i].chain_value, 20L * rounds);
    cr_assert_eq(submitters[i].fan.seen_by_join, 32L * rounds);
  }
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

// Graph B waits on graph A's timepoint: every node of A runs before any of B.
Test(task_graph, graph_waits_on_another_graph) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  chain_t chain = {0, 0};
  sr_task_graph_t* graphs[2];
  for (int g = 0; g < 2; ++g) {
    SR_ASSERT_OK(sr_task_graph_create(allocator, 0, 0, &graphs[g]));
    uint32_t previous = 0;
    for (int i = 0; i < 1000; ++i) {
      SR_ASSERT_OK(sr_task_graph_add_node(graphs[g], chain_step, &chain,
                                          &previous, i ? 1 : 0, &previous));
    }
  }
  sr_timepoint_t* a_done = NULL;
  sr_timepoint_t* b_done = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &a_done));
  SR_ASSERT_OK(sr_timepoint_create(allocator, &b_done));
  // Submit B first: it must wait for A, which is submitted after.
  SR_ASSERT_OK(sr_task_graph_submit(graphs[1], pool, &a_done, 1, b_done));
  SR_ASSERT_OK(sr_task_graph_submit(graphs[0], pool, NULL, 0, a_done));
  // The graphs are released while in flight; submissions keep them alive.
  sr_task_graph_release(graphs[0]);
  sr_task_graph_release(graphs[1]);
  SR_ASSERT_OK(sr_timepoint_wait(b_done, SR_TIMEOUT_INFINITE));
  cr_assert_eq(chain.value, 2000);
  sr_timepoint_release(a_done);
  sr_timepoint_release(b_done);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// Failure, waits, cancellation
//===----------------------------------------------------------------------===//

typedef struct flag_node_t {
  _Atomic int ran;
  sr_status_code_t fail_with;  // OK: succeed
  bool located;
} flag_node_t;

static sr_status_t flag_node(void* user_data) {
  flag_node_t* node = (flag_node_t*)user_data;
  atomic_fetch_add(&node->ran, 1);
  if (node->fail_with == SR_STATUS_OK) return NULL;
  if (node->located) {
    sr_ir_loc_t loc = {"kernel.mlir", 7, 3, 5};
    return SR_MAKE_STATUS_AT(loc, "%x = stream.dispatch", 20, node->fail_with,
                             "dispatch %d failed", 42);
  }
  return SR_MAKE_STATUS(node->fail_with, "node failed without a location");
}

// a -> b(fails, located) -> c; a -> d. c never runs; the timepoint fails
// with b's code, message and location.
Test(task_graph, failure_skips_dependents_and_fails_timepoint) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  flag_node_t a = {0}, b = {0, SR_STATUS_DATA_LOSS, true}, c = {0}, d = {0};
  sr_task_graph_t* graph = NULL;
  SR_ASSERT_OK(sr_task_graph_create(allocator, 4, 4, &graph));
  uint32_t ia, ib;
  SR_ASSERT_OK(sr_task_graph_add_node(graph, flag_node, &a, NULL, 0, &ia));
  SR_ASSERT_OK(sr_task_graph_add_node(graph, flag_node, &b, &ia, 1, &ib));
  SR_ASSERT_OK(sr_task_graph_add_node(graph, flag_node, &c, &ib, 1, NULL));
  SR_ASSERT_OK(sr_task_graph_add_node(graph, flag_node, &d, &ia, 1, NULL));
  sr_timepoint_t* done = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &done));
  SR_ASSERT_OK(sr_task_graph_submit(graph, pool, NULL, 0, done));
  sr_status_t status = sr_timepoint_wait(done, SR_TIMEOUT_INFINITE);
  cr_assert_eq(sr_timepoint_query(done), SR_TIMEPOINT_FAILED);
  cr_assert_eq(sr_status_code(status), SR_STATUS_DATA_LOSS);
  cr_assert_str_eq(sr_status_message(status), "dispatch 42 failed");
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  cr_assert_str_eq(loc.file, "kernel.mlir");
  cr_assert_eq(loc.line, 7);
  cr_assert_eq(loc.column, 3);
  sr_status_free(status);
  cr_assert_eq(atomic_load(&a.ran), 1);
  cr_assert_eq(atomic_load(&b.ran), 1);
  cr_assert_eq(atomic_load(&c.ran), 0);
  // The graph is reusable after a failure; this time b succeeds.
  b.fail_with = SR_STATUS_OK;
  SR_ASSERT_OK(run_graph(graph, pool, allocator, NULL));
  cr_assert_eq(atomic_load(&c.ran), 1);
  sr_timepoint_release(done);
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

// A wave of independent nodes that all fail: whichever fails first in time,
// the timepoint fails with the lowest node's error, every submission (the
// failure a golden reference reports must not depend on timing).
Test(task_graph, lowest_failing_node_wins) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  enum { kWave = 6 };
  static const sr_status_code_t kCodes[kWave] = {
      SR_STATUS_OK,           SR_STATUS_DATA_LOSS,
      SR_STATUS_OUT_OF_RANGE, SR_STATUS_UNIMPLEMENTED,
      SR_STATUS_ABORTED,      SR_STATUS_INTERNAL};
  flag_node_t nodes[kWave];
  memset(nodes, 0, sizeof(nodes));
  sr_task_graph_t* graph = NULL;
  SR_ASSERT_OK(sr_task_graph_create(allocator, kWave, 0, &graph));
  for (int i = 0; i < kWave; ++i) {
    nodes[i].fail_with = kCodes[i];
    SR_ASSERT_OK(
        sr_task_graph_add_node(graph, flag_node, &nodes[i], NULL, 0, NULL));
  }
  for (int round = 0; round < 200; ++round) {
    sr_status_t status = run_graph(graph, pool, allocator, NULL);
    cr_assert_eq(sr_status_code(status), SR_STATUS_DATA_LOSS, "round %d: %d",
                 round, (int)sr_status_code(status));
    sr_status_free(status);
  }
  // Nodes below the lowest failure always ran.
  cr_assert_eq(atomic_load(&nodes[0].ran), 200);
  cr_assert_eq(atomic_load(&nodes[1].ran), 200);
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

Test(task_graph, failure_gets_the_node_location) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 1);
  flag_node_t node = {0, SR_STATUS_INTERNAL, false};
  sr_task_graph_t* graph = NULL;
  SR_ASSERT_OK(sr_task_graph_create(allocator, 1, 0, &graph));
  uint32_t id = 0;
  SR_ASSERT_OK(sr_task_graph_add_node(graph, flag_node, &node, NULL, 0, &id));
  SR_ASSERT_OK(
      sr_task_graph_set_node_loc(graph, id, (sr_ir_loc_t){"m.mlir", 3, 9, 1}));
  sr_status_t status = run_graph(graph, pool, allocator, NULL);
  cr_assert_eq(sr_status_code(status), SR_STATUS_INTERNAL);
  cr_assert_str_eq(sr_status_ir_loc(status).file, "m.mlir");
  cr_assert_eq(sr_status_ir_loc(status).line, 3);
  sr_status_free(status);
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

static sr_task_graph_t* make_flag_chain(sr_allocator_t allocator,
                                        flag_node_t* nodes, int count) {
  sr_task_graph_t* graph = NULL;
  SR_ASSERT_OK(sr_task_graph_create(allocator, (size_t)count, 0, &graph));
  uint32_t previous = 0;
  for (int i = 0; i < count; ++i) {
    SR_ASSERT_OK(sr_task_graph_add_node(graph, flag_node, &nodes[i], &previous,
                                        i ? 1 : 0, &previous));
  }
  return graph;
}

Test(task_graph, waits_for_its_timepoints) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  flag_node_t nodes[3] = {{0}};
  sr_task_graph_t* graph = make_flag_chain(allocator, nodes, 3);
  sr_timepoint_t* waits[3];
  for (int i = 0; i < 3; ++i) {
    SR_ASSERT_OK(sr_timepoint_create(allocator, &waits[i]));
  }
  SR_ASSERT_OK(sr_timepoint_signal(waits[1]));  // already reached
  sr_timepoint_t* done = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &done));
  SR_ASSERT_OK(sr_task_graph_submit(graph, pool, waits, 3, done));
  cr_assert(sr_task_graph_is_in_flight(graph));
  sr_status_t status = sr_timepoint_wait(done, 20 * 1000 * 1000);
  cr_assert_eq(sr_status_consume_code(status), SR_STATUS_DEADLINE_EXCEEDED);
  cr_assert_eq(atomic_load(&nodes[0].ran), 0);
  SR_ASSERT_OK(sr_timepoint_signal(waits[0]));
  cr_assert_eq(sr_timepoint_query(done), SR_TIMEPOINT_PENDING);
  // Resubmitting while in flight is refused.
  cr_assert_eq(
      sr_status_consume_code(sr_task_graph_submit(graph, pool, NULL, 0, done)),
      SR_STATUS_FAILED_PRECONDITION);
  SR_ASSERT_OK(sr_timepoint_signal(waits[2]));
  SR_ASSERT_OK(sr_timepoint_wait(done, SR_TIMEOUT_INFINITE));
  cr_assert_eq(atomic_load(&nodes[2].ran), 1);
  for (int i = 0; i < 3; ++i) sr_timepoint_release(waits[i]);
  sr_timepoint_release(done);
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

Test(task_graph, failed_wait_fails_graph_without_running_it) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  flag_node_t nodes[4] = {{0}};
  sr_task_graph_t* graph = make_flag_chain(allocator, nodes, 4);
  sr_timepoint_t* early = NULL;  // failed before the submit
  sr_timepoint_t* late = NULL;   // failed while the graph waits
  SR_ASSERT_OK(sr_timepoint_create(allocator, &early));
  SR_ASSERT_OK(sr_timepoint_create(allocator, &late));
  SR_ASSERT_OK(sr_timepoint_fail(
      early, SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "parameter missing")));
  sr_status_t status = run_graph(graph, pool, allocator, early);
  cr_assert_eq(sr_status_code(status), SR_STATUS_NOT_FOUND);
  cr_assert_str_eq(sr_status_message(status), "parameter missing");
  sr_status_free(status);
  sr_timepoint_t* done = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &done));
  SR_ASSERT_OK(sr_task_graph_submit(graph, pool, &late, 1, done));
  SR_ASSERT_OK(sr_timepoint_fail(
      late, SR_MAKE_STATUS(SR_STATUS_ABORTED, "upstream aborted")));
  status = sr_timepoint_wait(done, SR_TIMEOUT_INFINITE);
  cr_assert_eq(sr_status_consume_code(status), SR_STATUS_ABORTED);
  for (int i = 0; i < 4; ++i) cr_assert_eq(atomic_load(&nodes[i].ran), 0);
  sr_timepoint_release(done);
  sr_timepoint_release(early);
  sr_timepoint_release(late);
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

Test(task_graph, cancel_a_waiting_graph) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  flag_node_t nodes[3] = {{0}};
  sr_task_graph_t* graph = make_flag_chain(allocator, nodes, 3);
  sr_timepoint_t* gate = NULL;
  sr_timepoint_t* done = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &gate));
  SR_ASSERT_OK(sr_timepoint_create(allocator, &done));
  SR_ASSERT_OK(sr_task_graph_submit(graph, pool, &gate, 1, done));
  sr_task_graph_cancel(graph);
  sr_status_t status = sr_timepoint_wait(done, SR_TIMEOUT_INFINITE);
  cr_assert_eq(sr_status_consume_code(status), SR_STATUS_CANCELLED);
  for (int i = 0; i < 3; ++i) cr_assert_eq(atomic_load(&nodes[i].ran), 0);
  // The gate reaching later changes nothing; the graph runs again fine.
  SR_ASSERT_OK(sr_timepoint_signal(gate));
  SR_ASSERT_OK(run_graph(graph, pool, allocator, gate));
  for (int i = 0; i < 3; ++i) cr_assert_eq(atomic_load(&nodes[i].ran), 1);
  sr_task_graph_cancel(graph);  // idle: no effect on the next submission
  SR_ASSERT_OK(run_graph(graph, pool, allocator, NULL));
  sr_timepoint_release(gate);
  sr_timepoint_release(done);
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

typedef struct blocker_t {
  _Atomic bool started;
  _Atomic bool release;
} blocker_t;

static sr_status_t block_until_released(void* user_data) {
  blocker_t* blocker = (blocker_t*)user_data;
  atomic_store(&blocker->started, true);
  while (!atomic_load(&blocker->release)) sched_yield();
  return NULL;
}

static bool blocker_started(void* arg) {
  return atomic_load(&((blocker_t*)arg)->started);
}

Test(task_graph, cancel_a_running_graph) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  blocker_t blocker = {false, false};
  flag_node_t after[5] = {{0}};
  sr_task_graph_t* graph = NULL;
  SR_ASSERT_OK(sr_task_graph_create(allocator, 6, 5, &graph));
  uint32_t previous = 0;
  SR_ASSERT_OK(sr_task_graph_add_node(graph, block_until_released, &blocker,
                                      NULL, 0, &previous));
  for (int i = 0; i < 5; ++i) {
    SR_ASSERT_OK(sr_task_graph_add_node(graph, flag_node, &after[i], &previous,
                                        1, &previous));
  }
  sr_timepoint_t* done = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &done));
  SR_ASSERT_OK(sr_task_graph_submit(graph, pool, NULL, 0, done));
  cr_assert(sr_test_eventually(blocker_started, &blocker));
  sr_task_graph_cancel(graph);
  atomic_store(&blocker.release, true);
  cr_assert_eq(
      sr_status_consume_code(sr_timepoint_wait(done, SR_TIMEOUT_INFINITE)),
      SR_STATUS_CANCELLED);
  for (int i = 0; i < 5; ++i) cr_assert_eq(atomic_load(&after[i].ran), 0);
  sr_timepoint_release(done);
  sr_task_graph_release(graph);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

// Destroying the pool while graphs wait on timepoints that will never be
// reached: the graphs are cancelled, nothing hangs, nothing leaks.
Test(task_graph, pool_destroy_cancels_waiting_graphs) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  sr_timepoint_t* never = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &never));
  flag_node_t nodes[8][2];
  memset(nodes, 0, sizeof(nodes));
  sr_timepoint_t* done[8];
  for (int g = 0; g < 8; ++g) {
    sr_task_graph_t* graph = make_flag_chain(allocator, nodes[g], 2);
    SR_ASSERT_OK(sr_timepoint_create(allocator, &done[g]));
    SR_ASSERT_OK(sr_task_graph_submit(graph, pool, &never, 1, done[g]));
    sr_task_graph_release(graph);  // in flight: kept alive by the pool
  }
  sr_pool_destroy(pool);
  for (int g = 0; g < 8; ++g) {
    cr_assert_eq(sr_timepoint_query(done[g]), SR_TIMEPOINT_FAILED);
    cr_assert_eq(sr_status_code(sr_timepoint_failure(done[g])),
                 SR_STATUS_CANCELLED);
    cr_assert_eq(atomic_load(&nodes[g][0].ran), 0);
    sr_timepoint_release(done[g]);
  }
  sr_timepoint_release(never);
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// Host threads helping
//===----------------------------------------------------------------------===//

typedef struct where_t {
  sr_pool_t* pool;
  _Atomic int on_host;  // ran with the guest index (worker_count)
  _Atomic int elsewhere;
} where_t;

static sr_status_t record_where(void* user_data) {
  where_t* where = (where_t*)user_data;
  if (sr_pool_current_worker(where->pool) ==
      sr_pool_worker_count(where->pool)) {
    atomic_fetch_add(&where->on_host, 1);
  } else {
    atomic_fetch_add(&where->elsewhere, 1);
  }
  return NULL;
}

static sr_task_t* block_task(sr_task_t* task) {
  sr_status_ignore(block_until_released(task->user_data));
  return NULL;
}

// The only worker is stuck in a long task: sr_pool_wait runs the whole
// graph on the calling thread. With host_helps off it cannot, and times out.
Test(task_graph, waiting_host_runs_the_graph_itself) {
  SR_TEST_ALLOCATOR_BEGIN();
  for (int helps = 1; helps >= 0; --helps) {
    sr_pool_options_t options;
    sr_pool_options_initialize(&options);
    options.worker_count = 1;
    options.host_helps = helps;
    sr_pool_t* pool = NULL;
    SR_ASSERT_OK(sr_pool_create(&options, allocator, &pool));
    blocker_t blocker = {false, false};
    sr_task_t blocking;
    sr_task_initialize(block_task, &blocker, NULL, &blocking);
    sr_pool_submit(pool, &blocking);
    cr_assert(sr_test_eventually(blocker_started, &blocker));
    where_t where = {pool, 0, 0};
    sr_task_graph_t* graph = NULL;
    SR_ASSERT_OK(sr_task_graph_create(allocator, 0, 0, &graph));
    uint32_t root = 0;
    SR_ASSERT_OK(
        sr_task_graph_add_node(graph, record_where, &where, NULL, 0, &root));
    for (int i = 0; i < 99; ++i) {
      SR_ASSERT_OK(
          sr_task_graph_add_node(graph, record_where, &where, &root, 1, NULL));
    }
    sr_timepoint_t* done = NULL;
    SR_ASSERT_OK(sr_timepoint_create(allocator, &done));
    SR_ASSERT_OK(sr_task_graph_submit(graph, pool, NULL, 0, done));
    if (helps) {
      SR_ASSERT_OK(sr_pool_wait(pool, done, SR_TIMEOUT_INFINITE));
      cr_assert_eq(atomic_load(&where.on_host), 100);
      cr_assert_eq(atomic_load(&where.elsewhere), 0);
      cr_assert_eq(sr_pool_current_worker(pool), -1);  // slot given back
    } else {
      cr_assert_eq(
          sr_status_consume_code(sr_pool_wait(pool, done, 20 * 1000 * 1000)),
          SR_STATUS_DEADLINE_EXCEEDED);
      cr_assert_eq(atomic_load(&where.on_host), 0);
    }
    atomic_store(&blocker.release, true);
    SR_ASSERT_OK(sr_pool_wait(pool, done, SR_TIMEOUT_INFINITE));
    cr_assert_eq(atomic_load(&where.on_host) + atomic_load(&where.elsewhere),
                 100);
    sr_timepoint_release(done);
    sr_task_graph_release(graph);
    sr_pool_destroy(pool);
  }
  SR_TEST_ALLOCATOR_END();
}

typedef struct tree_spawn_t {
  sr_pool_t* pool;
  sr_task_group_t* group;
  sr_task_t tasks[4096];
  _Atomic long ran;
} tree_spawn_t;

static sr_task_t* spawn_children(sr_task_t* task) {
  tree_spawn_t* tree = (tree_spawn_t*)task->user_data;
  size_t index = (size_t)(task - tree->tasks);
  atomic_fetch_add(&tree->ran, 1);
  for (size_t child = 2 * index + 1; child <= 2 * index + 2; ++child) {
    if (child >= 4096) break;
    sr_task_initialize(spawn_children, tree, tree->group, &tree->tasks[child]);
    sr_pool_submit(tree->pool, &tree->tasks[child]);
  }
  return NULL;
}

// Several host threads wait on groups at once: one borrows the guest slot,
// the others sleep; spawns made on the guest deque still all run.
static void* group_waiter_main(void* arg) {
  tree_spawn_t* tree = (tree_spawn_t*)arg;
  sr_task_group_t group;
  sr_task_group_initialize(tree->pool, &group);
  tree->group = &group;
  sr_task_initialize(spawn_children, tree, &group, &tree->tasks[0]);
  sr_pool_submit(tree->pool, &tree->tasks[0]);
  sr_task_group_wait(&group);
  return NULL;
}

Test(task_graph, many_hosts_help_at_once) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 1);
  enum { kHosts = 4 };
  tree_spawn_t* trees = calloc(kHosts, sizeof(*trees));
  pthread_t threads[kHosts];
  for (int round = 0; round < (int)sr_test_scaled(40); ++round) {
    for (int i = 0; i < kHosts; ++i) {
      trees[i].pool = pool;
      atomic_store(&trees[i].ran, 0);
      pthread_create(&threads[i], NULL, group_waiter_main, &trees[i]);
    }
    for (int i = 0; i < kHosts; ++i) {
      pthread_join(threads[i], NULL);
      cr_assert_eq(atomic_load(&trees[i].ran), 4096);
    }
  }
  free(trees);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}
