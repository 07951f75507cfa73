// Task graphs; see streamref/sched_task_graph.h for the contract.
//
// Execution layout (made once, by finalize): one cache-line node record per
// node, holding the sr_task_t the pool runs, the atomic count of unfinished
// predecessors, and a slice of one shared successor-index array. Running a
// node:
//   1. re-arm its own count for the next submission (all its predecessors
//      are done, so nobody else touches it until then);
//   2. run its fn unless the graph has failed or was cancelled;
//   3. decrement each successor's count; the first successor this makes
//      ready is returned as the worker's continuation (no deque round
//      trip), the others go on the worker's own deque;
//   4. a node without successors (a sink) counts down `sinks_remaining`;
//      the last sink finishes the submission and completes its timepoint.
// Every node reaches a sink, and a sink runs only after all its ancestors,
// so when the last sink is done every node is: nothing touches the graph
// after the final decrement of step 3 or 4.
//
// Memory orders: each count decrement is acq_rel, so a node's effects (and
// a recorded failure) are visible to the successor that the last decrement
// releases; the release sequence of the count carries every predecessor's
// effects, not only the last one's. sinks_remaining is acq_rel likewise, so
// the finisher sees every node's effects and its re-armed count, and the
// timepoint's release/acquire hands them to whoever waits.
//
// Lock order: the pool's waiting_mutex, then `wait_mutex`, then a
// timepoint's mutex. Locks are taken only at submit, when a wait resolves,
// and on cancel: never per node.
#include <pthread.h>
#include <stdalign.h>
#include <stddef.h>
#include <string.h>

#include "sched/pool_impl.h"
#include "sched/timepoint_impl.h"
#include "streamref/sched_task_graph.h"

typedef struct sr_task_graph_node_t {
  sr_task_t task;  // first: the pool hands us back this pointer
  // Predecessors not yet done in this submission.
  _Atomic uint32_t pending;
  uint32_t predecessor_count;
  uint32_t successor_begin;  // into graph->successors
  uint32_t successor_count;
  sr_task_node_fn_t fn;
  void* user_data;
} sr_task_graph_node_t;

// One line per node: counts of nodes run by different workers do not share
// a line, and re-arming a count does not invalidate a neighbour's.
static_assert(sizeof(sr_task_graph_node_t) == SR_CACHE_LINE_SIZE,
              "a graph node should fill exactly one cache line");

typedef struct sr_task_graph_build_node_t {
  sr_task_node_fn_t fn;
  void* user_data;
  uint32_t in_degree;
  uint32_t out_degree;
} sr_task_graph_build_node_t;

typedef struct sr_task_graph_edge_t {
  uint32_t from;
  uint32_t to;
} sr_task_graph_edge_t;

typedef struct sr_task_graph_wait_t {
  sr_timepoint_waiter_t waiter;  // first
  sr_task_graph_t* graph;
  sr_timepoint_t* timepoint;  // retained; guarded by the graph's wait_mutex
} sr_task_graph_wait_t;

// error_rank when nothing failed (ranks: 0 for waits and cancellation,
// node id + 1 for nodes).
#define SR_TASK_GRAPH_NO_ERROR UINT32_MAX

struct sr_task_graph_t {
  _Atomic int32_t ref_count;
  sr_allocator_t allocator;

  // Building (freed by finalize, except `locs`).
  sr_task_graph_build_node_t* build_nodes;
  size_t build_capacity;
  uint32_t node_count;
  sr_task_graph_edge_t* edges;
  size_t edge_count;
  size_t edge_capacity;
  sr_ir_loc_t* locs;  // NULL until a node gets one
  size_t loc_capacity;
  bool finalized;

  // Execution layout: one allocation starting at `nodes`.
  sr_task_graph_node_t* nodes;
  uint32_t* successors;
  uint32_t* roots;
  uint32_t root_count;
  uint32_t sink_count;

  // The submission in flight.
  sr_task_t launch_task;
  _Atomic bool in_flight;
  sr_pool_t* pool;
  sr_timepoint_t* signal;

  // The submission's failure: the failed node with the lowest id, or a
  // failed wait or CANCELLED (rank 0), whichever ranks lowest. Node ids are
  // a topological order (edges go from lower to higher ids), so the node
  // that fails first in that order always runs and always wins: the
  // reported failure does not depend on timing, as the first failure in
  // time would. |error_rank| is read by every node: its own line, which
  // stays shared (read-only) unless something fails. Written under
  // |error_mutex| (failures are rare).
  alignas(SR_CACHE_LINE_SIZE) _Atomic(sr_status_t) error;
  _Atomic uint32_t error_rank;  // SR_TASK_GRAPH_NO_ERROR when none
  pthread_mutex_t error_mutex;
  alignas(SR_CACHE_LINE_SIZE) _Atomic uint32_t sinks_remaining;
  // Wait timepoints not yet completed, plus one held by the submitter.
  _Atomic int64_t waits_pending;

  pthread_mutex_t wait_mutex;
  // True once the waits are resolved and their references dropped.
  bool waits_closed;            // guarded by wait_mutex
  sr_task_graph_wait_t* waits;  // wait_count used, guarded by wait_mutex
  size_t wait_count;
  size_t wait_capacity;
  sr__pool_waiting_link_t waiting_link;
};

static sr_task_t* sr_task_graph_launch(sr_task_t* task);
static sr_task_t* sr_task_graph_node_run(sr_task_t* task);

//===----------------------------------------------------------------------===//
// Lifetime
//===----------------------------------------------------------------------===//

static sr_status_t sr_task_graph_grow(sr_allocator_t allocator, void** array,
                                      size_t* capacity, size_t needed,
                                      size_t element_size) {
  if (needed <= *capacity) return sr_ok_status();
  size_t grown = *capacity ? *capacity : 16;
  while (grown < needed) grown *= 2;
  SR_RETURN_IF_ERROR(
      sr_allocator_realloc(allocator, grown * element_size, array));
  *capacity = grown;
  return sr_ok_status();
}

static void sr_task_graph_waiting_cancel(sr__pool_waiting_link_t* link);
static void sr_task_graph_waiting_retain(sr__pool_waiting_link_t* link);
static void sr_task_graph_waiting_release(sr__pool_waiting_link_t* link);

sr_status_t sr_task_graph_create(sr_allocator_t allocator, size_t node_capacity,
                                 size_t edge_capacity, sr_task_graph_t** out) {
  *out = NULL;
  sr_task_graph_t* graph = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      allocator, sizeof(*graph), alignof(sr_task_graph_t), (void**)&graph));
  memset(graph, 0, sizeof(*graph));
  atomic_init(&graph->ref_count, 1);
  graph->allocator = allocator;
  atomic_init(&graph->in_flight, false);
  atomic_init(&graph->error, NULL);
  atomic_init(&graph->error_rank, SR_TASK_GRAPH_NO_ERROR);
  pthread_mutex_init(&graph->error_mutex, NULL);
  atomic_init(&graph->sinks_remaining, 0);
  atomic_init(&graph->waits_pending, 0);
  pthread_mutex_init(&graph->wait_mutex, NULL);
  graph->waits_closed = true;
  sr_task_initialize(sr_task_graph_launch, graph, NULL, &graph->launch_task);
  graph->waiting_link.cancel = sr_task_graph_waiting_cancel;
  graph->waiting_link.retain = sr_task_graph_waiting_retain;
  graph->waiting_link.release = sr_task_graph_waiting_release;
  sr_status_t status = sr_task_graph_grow(
      allocator, (void**)&graph->build_nodes, &graph->build_capacity,
      node_capacity, sizeof(sr_task_graph_build_node_t));
  if (!status) {
    status = sr_task_graph_grow(allocator, (void**)&graph->edges,
                                &graph->edge_capacity, edge_capacity,
                                sizeof(sr_task_graph_edge_t));
  }
  if (status) {
    sr_task_graph_release(graph);
    return status;
  }
  *out = graph;
  return sr_ok_status();
}

void sr_task_graph_retain(sr_task_graph_t* graph) {
  // relaxed: made from an existing reference.
  atomic_fetch_add_explicit(&graph->ref_count, 1, memory_order_relaxed);
}

static void sr_task_graph_destroy(sr_task_graph_t* graph) {
  sr_allocator_t allocator = graph->allocator;
  sr_status_free(atomic_load_explicit(&graph->error, memory_order_relaxed));
  sr_allocator_free(allocator, graph->build_nodes);
  sr_allocator_free(allocator, graph->edges);
  sr_allocator_free(allocator, graph->locs);
  sr_allocator_free(allocator, graph->nodes);
  sr_allocator_free(allocator, graph->waits);
  pthread_mutex_destroy(&graph->wait_mutex);
  pthread_mutex_destroy(&graph->error_mutex);
  sr_allocator_free(allocator, graph);
}

void sr_task_graph_release(sr_task_graph_t* graph) {
  if (!graph) return;
  // acq_rel: the last release sees every other holder's uses.
  if (atomic_fetch_sub_explicit(&graph->ref_count, 1, memory_order_acq_rel) ==
      1) {
    sr_task_graph_destroy(graph);
  }
}

//===----------------------------------------------------------------------===//
// Building
//===----------------------------------------------------------------------===//

static sr_status_t sr_task_graph_check_building(const sr_task_graph_t* graph) {
  if (graph->finalized) {
    return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                          "task graph is already finalized");
  }
  return sr_ok_status();
}

sr_status_t sr_task_graph_add_edge(sr_task_graph_t* graph, uint32_t from,
                                   uint32_t to) {
  SR_RETURN_IF_ERROR(sr_task_graph_check_building(graph));
  if (from >= to || to >= graph->node_count) {
    return SR_MAKE_STATUS(
        SR_STATUS_INVALID_ARGUMENT,
        "edge %u -> %u: edges must go from an earlier node to a later one "
        "(graph has %u nodes)",
        from, to, graph->node_count);
  }
  SR_RETURN_IF_ERROR(sr_task_graph_grow(
      graph->allocator, (void**)&graph->edges, &graph->edge_capacity,
      graph->edge_count + 1, sizeof(sr_task_graph_edge_t)));
  sr_task_graph_edge_t edge = {from, to};
  graph->edges[graph->edge_count++] = edge;
  graph->build_nodes[from].out_degree++;
  graph->build_nodes[to].in_degree++;
  return sr_ok_status();
}

sr_status_t sr_task_graph_add_node(sr_task_graph_t* graph, sr_task_node_fn_t fn,
                                   void* user_data,
                                   const uint32_t* predecessors,
                                   size_t predecessor_count,
                                   uint32_t* out_node) {
  SR_RETURN_IF_ERROR(sr_task_graph_check_building(graph));
  if (graph->node_count == UINT32_MAX - 1) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "task graph node limit reached");
  }
  for (size_t i = 0; i < predecessor_count; ++i) {
    if (predecessors[i] >= graph->node_count) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "predecessor %u is not a node yet (graph has %u)",
                            predecessors[i], graph->node_count);
    }
  }
  SR_RETURN_IF_ERROR(sr_task_graph_grow(
      graph->allocator, (void**)&graph->build_nodes, &graph->build_capacity,
      (size_t)graph->node_count + 1, sizeof(sr_task_graph_build_node_t)));
  uint32_t id = graph->node_count++;
  sr_task_graph_build_node_t* node = &graph->build_nodes[id];
  node->fn = fn;
  node->user_data = user_data;
  node->in_degree = 0;
  node->out_degree = 0;
  for (size_t i = 0; i < predecessor_count; ++i) {
    sr_status_t status = sr_task_graph_add_edge(graph, predecessors[i], id);
    if (status) {
      // Leave the graph as it was: drop the node and its edges so far.
      for (size_t j = 0; j < i; ++j) {
        graph->build_nodes[predecessors[j]].out_degree--;
      }
      graph->edge_count -= i;
      graph->node_count--;
      return status;
    }
  }
  if (out_node) *out_node = id;
  return sr_ok_status();
}

sr_status_t sr_task_graph_set_node_loc(sr_task_graph_t* graph, uint32_t node,
                                       sr_ir_loc_t loc) {
  if (node >= graph->node_count) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "no node %u", node);
  }
  size_t old_capacity = graph->loc_capacity;
  SR_RETURN_IF_ERROR(sr_task_graph_grow(
      graph->allocator, (void**)&graph->locs, &graph->loc_capacity,
      graph->build_capacity > node + 1 ? graph->build_capacity : node + 1,
      sizeof(sr_ir_loc_t)));
  if (graph->loc_capacity > old_capacity) {
    memset(graph->locs + old_capacity, 0,
           (graph->loc_capacity - old_capacity) * sizeof(sr_ir_loc_t));
  }
  graph->locs[node] = loc;
  return sr_ok_status();
}

uint32_t sr_task_graph_node_count(const sr_task_graph_t* graph) {
  return graph->node_count;
}

// Fills the execution records from the build arrays (which must be sized).
static void sr_task_graph_lay_out(sr_task_graph_t* graph) {
  uint32_t begin = 0, roots = 0, sinks = 0;
  for (uint32_t i = 0; i < graph->node_count; ++i) {
    const sr_task_graph_build_node_t* build = &graph->build_nodes[i];
    sr_task_graph_node_t* node = &graph->nodes[i];
    sr_task_initialize(sr_task_graph_node_run, graph, NULL, &node->task);
    atomic_init(&node->pending, build->in_degree);
    node->predecessor_count = build->in_degree;
    node->successor_begin = begin;
    node->successor_count = 0;  // a fill cursor until the edges are placed
    node->fn = build->fn;
    node->user_data = build->user_data;
    begin += build->out_degree;
    if (build->in_degree == 0) graph->roots[roots++] = i;
    if (build->out_degree == 0) ++sinks;
  }
  for (size_t e = 0; e < graph->edge_count; ++e) {
    sr_task_graph_node_t* from = &graph->nodes[graph->edges[e].from];
    graph->successors[from->successor_begin + from->successor_count++] =
        graph->edges[e].to;
  }
  graph->root_count = roots;
  graph->sink_count = sinks;
}

sr_status_t sr_task_graph_finalize(sr_task_graph_t* graph) {
  SR_RETURN_IF_ERROR(sr_task_graph_check_building(graph));
  uint32_t root_count = 0;
  for (uint32_t i = 0; i < graph->node_count; ++i) {
    if (graph->build_nodes[i].in_degree == 0) ++root_count;
  }
  size_t node_bytes = (size_t)graph->node_count * sizeof(sr_task_graph_node_t);
  size_t successor_bytes = graph->edge_count * sizeof(uint32_t);
  size_t root_bytes = (size_t)root_count * sizeof(uint32_t);
  void* block = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      graph->allocator, node_bytes + successor_bytes + root_bytes,
      SR_CACHE_LINE_SIZE, &block));
  graph->nodes = (sr_task_graph_node_t*)block;
  graph->successors = (uint32_t*)((char*)block + node_bytes);
  graph->roots = (uint32_t*)((char*)block + node_bytes + successor_bytes);
  sr_task_graph_lay_out(graph);
  sr_allocator_free(graph->allocator, graph->build_nodes);
  sr_allocator_free(graph->allocator, graph->edges);
  graph->build_nodes = NULL;
  graph->edges = NULL;
  graph->build_capacity = graph->edge_capacity = 0;
  graph->finalized = true;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

// Records |status| as the submission's failure unless one of lower rank
// is recorded. |node| is the failing node's id (for its location and
// rank) or UINT32_MAX (a failed wait or a cancellation: rank 0).
static void sr_task_graph_record_error(sr_task_graph_t* graph, uint32_t node,
                                       sr_status_t status) {
  uint32_t rank = 0;
  if (node != UINT32_MAX) {
    rank = node + 1;
    if (graph->locs && node < graph->loc_capacity) {
      status = sr_status_set_ir_loc(status, graph->locs[node], NULL, 0);
    }
  }
  sr_status_t replaced = status;
  pthread_mutex_lock(&graph->error_mutex);
  // relaxed: written only under the mutex.
  if (rank < atomic_load_explicit(&graph->error_rank, memory_order_relaxed)) {
    // acq_rel: release publishes the status to the finisher that takes it.
    replaced =
        atomic_exchange_explicit(&graph->error, status, memory_order_acq_rel);
    // release: a node that sees the rank sees the failure behind it.
    atomic_store_explicit(&graph->error_rank, rank, memory_order_release);
  }
  pthread_mutex_unlock(&graph->error_mutex);
  sr_status_free(replaced);
}

// Takes the recorded failure (or NULL) and clears it.
static sr_status_t sr_task_graph_take_error(sr_task_graph_t* graph) {
  pthread_mutex_lock(&graph->error_mutex);
  // acquire: pairs with the exchange in record_error.
  sr_status_t error =
      atomic_exchange_explicit(&graph->error, NULL, memory_order_acquire);
  atomic_store_explicit(&graph->error_rank, SR_TASK_GRAPH_NO_ERROR,
                        memory_order_relaxed);
  pthread_mutex_unlock(&graph->error_mutex);
  return error;
}

// Ends the submission: completes its timepoint and drops its references.
// Runs on the worker that finished the last sink; touches nothing of the
// graph after clearing in_flight except through locals.
static void sr_task_graph_finish(sr_task_graph_t* graph) {
  sr_status_t error = sr_task_graph_take_error(graph);
  sr_timepoint_t* signal = graph->signal;
  sr_pool_t* pool = graph->pool;
  graph->signal = NULL;
  // release: pairs with the CAS in submit, so a resubmission sees the
  // re-armed counts and the cleared fields.
  atomic_store_explicit(&graph->in_flight, false, memory_order_release);
  if (error) {
    sr_status_ignore(sr_timepoint_fail(signal, error));
  } else {
    sr_status_ignore(sr_timepoint_signal(signal));
  }
  sr_timepoint_release(signal);
  sr_task_graph_release(graph);  // the submission's reference
  sr__pool_graph_finished(pool);
}

static sr_task_t* sr_task_graph_node_run(sr_task_t* task) {
  sr_task_graph_node_t* node = (sr_task_graph_node_t*)task;
  sr_task_graph_t* graph = (sr_task_graph_t*)task->user_data;
  // relaxed: every predecessor is done with this count; the next
  // submission is ordered after this store by the acq_rel chain to the
  // finisher and the in_flight release/acquire.
  atomic_store_explicit(&node->pending, node->predecessor_count,
                        memory_order_relaxed);
  // relaxed: a failure that must stop us (one in an ancestor, whose id is
  // lower) is already visible through the acq_rel count; others of lower
  // rank stop us when we see them. A failure of a higher id never does: we
  // may be the lowest failure, which must be found whatever the timing.
  uint32_t own_rank = (uint32_t)(node - graph->nodes) + 1;
  if (node->fn && atomic_load_explicit(&graph->error_rank,
                                       memory_order_relaxed) > own_rank) {
    sr_status_t status = node->fn(node->user_data);
    if (status) {
      sr_task_graph_record_error(graph, (uint32_t)(node - graph->nodes),
                                 status);
    }
  }
  uint32_t count = node->successor_count;
  if (count == 0) {
    // acq_rel: the finisher sees every sink's (and so every node's)
    // effects.
    if (atomic_fetch_sub_explicit(&graph->sinks_remaining, 1,
                                  memory_order_acq_rel) == 1) {
      sr_task_graph_finish(graph);
    }
    return NULL;
  }
  const uint32_t* successors = graph->successors + node->successor_begin;
  sr_task_graph_node_t* nodes = graph->nodes;
  sr_worker_t* worker = sr__worker_tls;
  sr_task_t* next = NULL;
  for (uint32_t i = 0; i < count; ++i) {
    sr_task_graph_node_t* successor = &nodes[successors[i]];
    // acq_rel: release hands our effects to the successor; acquire (on the
    // final decrement) takes every other predecessor's.
    if (atomic_fetch_sub_explicit(&successor->pending, 1,
                                  memory_order_acq_rel) == 1) {
      if (!next) {
        next = &successor->task;
      } else {
        sr__pool_push_local(worker, &successor->task);
      }
    }
  }
  return next;
}

// The submission's first task on the pool: releases the roots.
static sr_task_t* sr_task_graph_launch(sr_task_t* task) {
  sr_task_graph_t* graph = (sr_task_graph_t*)task->user_data;
  uint32_t root_count = graph->root_count;
  if (root_count == 0) {
    sr_task_graph_finish(graph);
    return NULL;
  }
  sr_worker_t* worker = sr__worker_tls;
  for (uint32_t i = root_count - 1; i > 0; --i) {
    sr__pool_push_local(worker, &graph->nodes[graph->roots[i]].task);
  }
  return &graph->nodes[graph->roots[0]].task;
}

//===----------------------------------------------------------------------===//
// Waits, submit and cancel
//===----------------------------------------------------------------------===//

// One wait resolved (or the submitter's share dropped). The last one drops
// the wait references and launches the graph.
static void sr_task_graph_wait_resolved(sr_task_graph_t* graph) {
  // acq_rel: the launcher sees every wait's recorded failure.
  if (atomic_fetch_sub_explicit(&graph->waits_pending, 1,
                                memory_order_acq_rel) != 1) {
    return;
  }
  sr__pool_unregister_waiting(graph->pool, &graph->waiting_link);
  pthread_mutex_lock(&graph->wait_mutex);
  graph->waits_closed = true;
  size_t wait_count = graph->wait_count;
  pthread_mutex_unlock(&graph->wait_mutex);
  // Outside the lock: the last release of a pending timepoint runs its
  // abandoned waiters, which may take other graphs' locks. Nobody else
  // reads the waits once they are closed.
  for (size_t i = 0; i < wait_count; ++i) {
    sr_timepoint_release(graph->waits[i].timepoint);
    graph->waits[i].timepoint = NULL;
  }
  sr_pool_submit(graph->pool, &graph->launch_task);
}

static void sr_task_graph_wait_fired(sr_timepoint_waiter_t* waiter,
                                     sr_status_t status) {
  sr_task_graph_wait_t* wait = (sr_task_graph_wait_t*)waiter;
  sr_task_graph_t* graph = wait->graph;
  if (status) {
    sr_task_graph_record_error(graph, UINT32_MAX, sr_status_clone(status));
  }
  sr_task_graph_wait_resolved(graph);
}

// Registers waiters on the pending ones among |waits|; called with the
// submitter's share of waits_pending held.
static void sr_task_graph_add_waits(sr_task_graph_t* graph,
                                    sr_timepoint_t* const* waits,
                                    size_t wait_count) {
  pthread_mutex_lock(&graph->wait_mutex);
  graph->waits_closed = false;
  graph->wait_count = 0;
  for (size_t i = 0; i < wait_count; ++i) {
    sr_timepoint_t* timepoint = waits[i];
    sr_timepoint_state_t state = sr_timepoint_query(timepoint);
    if (state == SR_TIMEPOINT_REACHED) continue;
    if (state == SR_TIMEPOINT_FAILED) {
      sr_task_graph_record_error(
          graph, UINT32_MAX, sr_status_clone(sr_timepoint_failure(timepoint)));
      continue;
    }
    sr_task_graph_wait_t* wait = &graph->waits[graph->wait_count++];
    wait->waiter.fn = sr_task_graph_wait_fired;
    wait->graph = graph;
    sr_timepoint_retain(timepoint);
    wait->timepoint = timepoint;
    // relaxed: the submitter's share keeps the count above zero here.
    atomic_fetch_add_explicit(&graph->waits_pending, 1, memory_order_relaxed);
    if (!sr__timepoint_add_waiter(timepoint, &wait->waiter)) {
      // Completed since we looked: account for it here.
      sr_status_t failure = sr_timepoint_failure(timepoint);
      if (failure) {
        sr_task_graph_record_error(graph, UINT32_MAX, sr_status_clone(failure));
      }
      atomic_fetch_sub_explicit(&graph->waits_pending, 1, memory_order_relaxed);
    }
  }
  pthread_mutex_unlock(&graph->wait_mutex);
}

static bool sr_task_graph_any_pending(sr_timepoint_t* const* waits,
                                      size_t wait_count) {
  for (size_t i = 0; i < wait_count; ++i) {
    if (sr_timepoint_query(waits[i]) == SR_TIMEPOINT_PENDING) return true;
  }
  return false;
}

sr_status_t sr_task_graph_submit(sr_task_graph_t* graph, sr_pool_t* pool,
                                 sr_timepoint_t* const* waits,
                                 size_t wait_count, sr_timepoint_t* signal) {
  if (!graph->finalized) SR_RETURN_IF_ERROR(sr_task_graph_finalize(graph));
  bool idle = false;
  // acq_rel: acquire pairs with the release in finish (the previous
  // submission is over and its counts are re-armed).
  if (!atomic_compare_exchange_strong_explicit(&graph->in_flight, &idle, true,
                                               memory_order_acq_rel,
                                               memory_order_relaxed)) {
    return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                          "task graph is already in flight");
  }
  sr_status_t status = sr_task_graph_grow(
      graph->allocator, (void**)&graph->waits, &graph->wait_capacity,
      wait_count, sizeof(sr_task_graph_wait_t));
  if (status) {
    atomic_store_explicit(&graph->in_flight, false, memory_order_release);
    return status;
  }
  // A cancel that landed while idle is stale.
  sr_status_free(sr_task_graph_take_error(graph));
  sr_task_graph_retain(graph);
  sr_timepoint_retain(signal);
  graph->pool = pool;
  graph->signal = signal;
  // relaxed: published to the workers by the submission of the launch task.
  atomic_store_explicit(&graph->sinks_remaining, graph->sink_count,
                        memory_order_relaxed);
  atomic_store_explicit(&graph->waits_pending, 1, memory_order_relaxed);
  sr__pool_graph_started(pool);
  if (wait_count && sr_task_graph_any_pending(waits, wait_count)) {
    // Before any waiter exists, so that the unregister in wait_resolved
    // can never run first.
    sr__pool_register_waiting(pool, &graph->waiting_link);
  }
  if (wait_count) sr_task_graph_add_waits(graph, waits, wait_count);
  sr_task_graph_wait_resolved(graph);  // the submitter's share
  return sr_ok_status();
}

static void sr_task_graph_cancel_with(sr_task_graph_t* graph,
                                      sr_status_t status) {
  sr_task_graph_record_error(graph, UINT32_MAX, status);
  size_t removed = 0;
  pthread_mutex_lock(&graph->wait_mutex);
  if (!graph->waits_closed) {
    for (size_t i = 0; i < graph->wait_count; ++i) {
      sr_task_graph_wait_t* wait = &graph->waits[i];
      if (sr__timepoint_remove_waiter(wait->timepoint, &wait->waiter)) {
        ++removed;
      }
    }
  }
  pthread_mutex_unlock(&graph->wait_mutex);
  // Each unlinked waiter will never fire: resolve it ourselves. The graph
  // is still in flight (its waits are not all resolved) so it is alive.
  for (size_t i = 0; i < removed; ++i) sr_task_graph_wait_resolved(graph);
}

void sr_task_graph_cancel(sr_task_graph_t* graph) {
  // acquire: pairs with the CAS in submit.
  if (!atomic_load_explicit(&graph->in_flight, memory_order_acquire)) return;
  sr_task_graph_cancel_with(
      graph, SR_MAKE_STATUS(SR_STATUS_CANCELLED, "task graph cancelled"));
}

bool sr_task_graph_is_in_flight(const sr_task_graph_t* graph) {
  return atomic_load_explicit(&((sr_task_graph_t*)graph)->in_flight,
                              memory_order_acquire);
}

static sr_task_graph_t* sr_task_graph_from_link(sr__pool_waiting_link_t* link) {
  return (sr_task_graph_t*)((char*)link -
                            offsetof(sr_task_graph_t, waiting_link));
}

static void sr_task_graph_waiting_cancel(sr__pool_waiting_link_t* link) {
  sr_task_graph_cancel_with(
      sr_task_graph_from_link(link),
      SR_MAKE_STATUS(SR_STATUS_CANCELLED,
                     "pool destroyed while the task graph was waiting"));
}

static void sr_task_graph_waiting_retain(sr__pool_waiting_link_t* link) {
  sr_task_graph_retain(sr_task_graph_from_link(link));
}

static void sr_task_graph_waiting_release(sr__pool_waiting_link_t* link) {
  sr_task_graph_release(sr_task_graph_from_link(link));
}
