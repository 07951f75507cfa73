// Task graphs: a DAG of small functions, built once, submitted to a pool as
// often as needed, completing into a timepoint.
//
// Building: nodes are numbered in the order they are added, and every edge
// goes from an earlier node to a later one, so a graph is acyclic by
// construction and the node order is a valid serial order. The two shapes of
// Stream execution regions are one call per node:
//   stream.cmd.serial:      add_node(fn_i, preds = {previous node})
//   stream.cmd.concurrent:  add_node(fn_i, preds = {what the wave waits on})
//                           then a join node (fn NULL) with preds = the wave
// A node whose fn is NULL only orders its neighbours.
//
// Submitting lays out the graph once (node records, successor lists, roots:
// one allocation, on the first submit or sr_task_graph_finalize) and from
// then on allocates nothing: each node carries an atomic count of
// unfinished predecessors, and the thread that drives a count to zero runs
// that node next itself, or pushes it on its own deque when it has several.
//
// Failure: a node returning a failure records it (it gets the node's
// location if it has none); the failure of the lowest node id wins, so the
// reported failure does not depend on timing; nodes that have not started
// and whose id is above a recorded failure are skipped (their successors
// are still released, so the graph still ends); the graph's timepoint
// fails with the lowest node's failure. A failed wait
// timepoint fails the graph the same way before any node runs.
//
// Thread contract: building is not thread-safe and must finish before the
// first submit. Submit, cancel, retain and release are thread-safe; a graph
// runs at most one submission at a time.
#ifndef STREAMREF_SCHED_TASK_GRAPH_H_
#define STREAMREF_SCHED_TASK_GRAPH_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"
#include "streamref/export.h"
#include "streamref/sched_pool.h"
#include "streamref/sched_timepoint.h"
#include "streamref/status.h"

typedef struct sr_task_graph_t sr_task_graph_t;

// A node's work. Runs on a pool worker; must not block on other work of the
// same pool. Returns OK or a failure (ownership passes to the graph).
typedef sr_status_t (*sr_task_node_fn_t)(void* user_data);

// A new empty graph with one reference. The capacities are hints that
// save regrowth while building.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_task_graph_create(sr_allocator_t allocator, size_t node_capacity,
                     size_t edge_capacity, sr_task_graph_t** out);

// Thread-safe. A graph with a submission in flight keeps itself alive, so
// it may be released right after submit.
SR_API void sr_task_graph_retain(sr_task_graph_t* graph);
SR_API void sr_task_graph_release(sr_task_graph_t* graph);

// Adds a node running |fn|(|user_data|) (|fn| may be NULL) after every node
// in |predecessors| (ids of nodes already added). Returns its id.
SR_API SR_MUST_USE_RESULT sr_status_t sr_task_graph_add_node(
    sr_task_graph_t* graph, sr_task_node_fn_t fn, void* user_data,
    const uint32_t* predecessors, size_t predecessor_count, uint32_t* out_node);

// Adds an edge |from| -> |to|; INVALID_ARGUMENT unless from < to.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_task_graph_add_edge(sr_task_graph_t* graph, uint32_t from, uint32_t to);

// Gives |node| a program location, attached to its failure if the failure
// carries none. |loc.file| is borrowed and must outlive the graph.
SR_API SR_MUST_USE_RESULT sr_status_t sr_task_graph_set_node_loc(
    sr_task_graph_t* graph, uint32_t node, sr_ir_loc_t loc);

SR_API uint32_t sr_task_graph_node_count(const sr_task_graph_t* graph);

// Lays the graph out for execution; building ends here. Optional: the first
// submit does it. FAILED_PRECONDITION when called twice.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_task_graph_finalize(sr_task_graph_t* graph);

// Runs the graph on |pool| once every timepoint in |waits| is reached, then
// completes |signal| (a pending timepoint the graph retains until then):
// reached if every node succeeded, else failed with the failure of the
// lowest failing node (or a failed wait, or CANCELLED, which rank first).
// FAILED_PRECONDITION if the graph is still in flight. |waits| need not outlive
// the call.
SR_API SR_MUST_USE_RESULT sr_status_t sr_task_graph_submit(
    sr_task_graph_t* graph, sr_pool_t* pool, sr_timepoint_t* const* waits,
    size_t wait_count, sr_timepoint_t* signal);

// Cancels the submission in flight: nodes that have not started are
// skipped, a submission still waiting stops waiting, and the timepoint
// fails with CANCELLED (unless a failure came first). Nodes already running
// finish. No effect on an idle graph; a cancel racing with a submit or with
// the end of a submission may apply to either.
SR_API void sr_task_graph_cancel(sr_task_graph_t* graph);

SR_API bool sr_task_graph_is_in_flight(const sr_task_graph_t* graph);

#endif  // STREAMREF_SCHED_TASK_GRAPH_H_
