// The event stream of a run: one source feeding the timeline trace
// (trace_json.c), the dispatch dumps (dumps.c) and the caller's event
// callback (sr_instance_options_t.event_fn).
//
// The runtime announces what it does at a few stable points (invocations,
// region submissions and their nodes, dispatches, fills and copies, file
// and parameter transfers, allocations; timepoint completions and blocking
// waits come from sched/ through sr_timepoint_observer_t). Each point reads
// `instance->events` once: NULL (nothing observes the run) costs one
// predictable branch and nothing else. When it is set, the point fills an
// sr_rt_event_t and hands it to sr_rt_events_emit, which stamps the thread
// and passes it to every sink in order on the emitting thread.
//
// Threads are numbered in the order of their first event and named as the
// trace shows them: "host" (a thread of the caller), "worker N" (pool
// workers), "loop" (the libuv loop thread).
//
// Thread contract: emitting is thread-safe and lock-free after a thread's
// first event (per-thread records are found through a thread-local
// cache). sr_rt_events_flush and sr_rt_events_close run when no invocation
// is running.
#ifndef STREAMREF_CPU_BACKEND_TRACE_EVENTS_H_
#define STREAMREF_CPU_BACKEND_TRACE_EVENTS_H_

#include <stdbool.h>
#include <stdint.h>

#include "cpu_backend/plan.h"
#include "cpu_backend/trace/sink.h"
#include "streamref/runtime.h"
#include "streamref/sched.h"

// NULL in |*out| when |options| observe nothing.
SR_MUST_USE_RESULT sr_status_t sr_rt_events_create(
    const sr_instance_options_t* options, sr_allocator_t allocator,
    sr_pool_t* pool, sr_loop_t* loop, sr_rt_events_t** out);
// Flushes (failures ignored), frees the sinks and drops the instance's
// reference; timepoints still observed keep the rest until they go.
void sr_rt_events_close(sr_rt_events_t* events);
SR_MUST_USE_RESULT sr_status_t sr_rt_events_flush(sr_rt_events_t* events);

// True when a sink needs regions run in program order (dumps).
bool sr_rt_events_want_program_order(const sr_rt_events_t* events);

// The calling thread's record (created on its first event).
sr_rt_event_thread_t* sr_rt_events_thread(sr_rt_events_t* events);
sr_rt_event_thread_t* sr_rt_events_threads(sr_rt_events_t* events);
// The time every trace timestamp counts from.
uint64_t sr_rt_events_epoch_ns(const sr_rt_events_t* events);

// Stamps thread and time fields and hands |event| to every sink.
void sr_rt_events_emit(sr_rt_events_t* events, sr_rt_event_t* event);

//===----------------------------------------------------------------------===//
// Emission helpers for the hook points
//===----------------------------------------------------------------------===//

// An event of |kind| about |instr| of |module| (name: the op, loc: where
// it is), or about nothing when |instr| is NULL.
void sr_rt_event_init(sr_rt_event_t* event, sr_event_kind_t kind,
                      const sr_module_t* module, const sr_rt_instr_t* instr);
// BEGIN now; the event keeps its begin time for the END.
void sr_rt_events_begin(sr_rt_events_t* events, sr_rt_event_t* event);
// END now, with the time since its BEGIN and |status| (borrowed).
void sr_rt_events_end(sr_rt_events_t* events, sr_rt_event_t* event,
                      sr_status_t status);

// Live allocation bytes after a change.
void sr_rt_events_allocation(sr_rt_events_t* events, uint64_t live_bytes);

// Observes |timepoint| (its completion and the waits on it become events)
// and returns its id.
uint64_t sr_rt_events_observe(sr_rt_events_t* events,
                              sr_timepoint_t* timepoint);
// The completion of observed timepoint |id| when it has completed: false
// when it has not been seen to complete.
bool sr_rt_events_signal_record(sr_rt_events_t* events, uint64_t id,
                                sr_event_release_t* out);

//===----------------------------------------------------------------------===//
// Collectives (exec_collective.c)
//===----------------------------------------------------------------------===//

// A COLLECTIVE event with its detail ("all_reduce with sum : si32", as
// #stream.collective spells the op; "split" for a channel split).
typedef struct sr_rt_collective_event_t {
  sr_rt_event_t event;
  sr_rt_event_collective_t collective;
  char detail[48];
} sr_rt_collective_event_t;

// BEGIN of the collective (or split) |collective| of |instr|, copied into
// |out| (END it with sr_rt_events_end(events, &out->event, status)). When the
// module is one rank of a launch of several (|launch_rank| >= 0 of
// |launch_count| > 1), the calling thread's track becomes "rank R": a rank
// runs its collectives on its own thread (regions that hold one run on the
// invoking thread), so in a --ranks=N run each rank has a track of its own.
void sr_rt_events_collective_begin(sr_rt_events_t* events,
                                   const sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   const sr_rt_event_collective_t* collective,
                                   int32_t launch_rank, int32_t launch_count,
                                   sr_rt_collective_event_t* out);

//===----------------------------------------------------------------------===//
// Execution regions (region.c)
//===----------------------------------------------------------------------===//

// Per region instance: the node -> wave map of its region and the state of
// its current submission.
SR_MUST_USE_RESULT sr_status_t
sr_rt_region_trace_create(sr_rt_events_t* events, const sr_rt_region_t* region,
                          sr_rt_region_trace_t** out);
void sr_rt_region_trace_destroy(sr_rt_events_t* events,
                                sr_rt_region_trace_t* trace);
// A submission of the instance: its waits (the awaited timepoint and the
// queue's previous submission) and its result timepoint.
void sr_rt_region_trace_submit(sr_rt_events_t* events,
                               sr_rt_region_trace_t* trace, sr_module_t* module,
                               sr_timepoint_t* const* waits, size_t wait_count,
                               sr_timepoint_t* signal);
// Around one node of the current submission.
typedef struct sr_rt_region_node_event_t {
  sr_rt_event_t event;
  uint64_t op_events;
  uint64_t outer_region;  // the thread's region before this node
  uint32_t node;
} sr_rt_region_node_event_t;
void sr_rt_region_trace_node_begin(sr_rt_events_t* events,
                                   sr_rt_region_trace_t* trace,
                                   sr_module_t* module, uint32_t node,
                                   sr_rt_region_node_event_t* out);
void sr_rt_region_trace_node_end(sr_rt_events_t* events,
                                 sr_rt_region_trace_t* trace,
                                 sr_module_t* module,
                                 sr_rt_region_node_event_t* node,
                                 sr_status_t status);

#endif  // STREAMREF_CPU_BACKEND_TRACE_EVENTS_H_
