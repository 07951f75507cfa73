// Execution regions at run time: graph instances, queues, submission. See
// region.h (prepare time: region_prepare.c).

#include "cpu_backend/region.h"

#include <string.h>
#include <time.h>

#include "cpu_backend/check/check.h"
#include "cpu_backend/exec.h"
#include "cpu_backend/exec_collective.h"
#include "cpu_backend/exec_support.h"
#include "cpu_backend/runtime_impl.h"
#include "cpu_backend/value.h"

//===----------------------------------------------------------------------===//
// Run time: instances
//===----------------------------------------------------------------------===//

typedef struct sr_rt_node_ref_t {
  sr_rt_region_instance_t* instance;
  uint32_t index;
} sr_rt_node_ref_t;

struct sr_rt_region_instance_t {
  sr_rt_region_t* region;
  sr_module_t* module;
  sr_task_graph_t* graph;
  sr_rt_value_t* frame;  // region->frame_size slots
  sr_rt_node_ref_t* refs;
  sr_timepoint_t* last_signal;  // of the latest submission
  uint32_t promise_count;
  sr_rt_storage_t** promises;  // untied async.execute results, per result
  bool in_use;                 // between acquire and submit
  // Inline runs so far (saturating). The first is cold (the frame and
  // graph just built, blocks fresh from the heap), often several times a
  // warm one, and is not measured; the instance runs inline until two warm
  // runs are measured, so one preempted sample cannot send it to the pool.
  uint32_t inline_runs;
  // When the latest graph submission started (ns), if its waits were
  // reached then: FINISH measures the graph's run for the policy. 0: not
  // measured.
  uint64_t submitted_ns;
  // What runs a node: sr_rt_region_node_run, or its traced wrapper when
  // the instance is observed (chosen once, so nodes pay nothing for it).
  sr_task_node_fn_t node_fn;
  sr_rt_region_trace_t* trace;  // when observed (trace/events.h)
};

// Drops what the frame holds from the previous execution.
static void sr_rt_instance_reset_frame(sr_rt_region_instance_t* instance) {
  const sr_rt_region_t* region = instance->region;
  for (uint32_t i = 0; i < region->frame_size; ++i) {
    sr_rt_value_release(&instance->frame[i]);
  }
  // A partly created instance (out of memory) may have no promise array.
  // A partly created instance (out of memory) may have no promise array.
  for (uint32_t i = 0; instance->promises && i < instance->promise_count; ++i) {
    sr_rt_storage_release(instance->promises[i]);
    instance->promises[i] = NULL;
  }
}

static uint64_t sr_rt_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static sr_status_t sr_rt_region_finish(sr_rt_region_instance_t* instance) {
  const sr_rt_instr_t* owner = instance->region->owner;
  sr_status_t status = sr_ok_status();
  if (owner->kind == SR_RT_OP_ASYNC_EXECUTE) {
    const sr_rt_block_t* body = instance->region->body;
    const sr_rt_instr_t* yield = &body->instrs[body->instr_count - 1];
    for (uint32_t r = 0; r < instance->promise_count && !status; ++r) {
      sr_rt_storage_t* promise = instance->promises[r];
      if (!promise) continue;
      const sr_rt_value_t* v = &instance->frame[yield->operands[r]];
      if (v->kind != SR_RT_VALUE_VIEW) {
        status = sr_rt_error(instance->module, yield, SR_STATUS_INTERNAL,
                             "yielded value %u is not a resource", r);
        break;
      }
      status =
          sr_rt_storage_bind_promise(promise, v->view.storage, v->view.offset);
      if (status) {
        sr_status_t located =
            sr_rt_error(instance->module, yield, sr_status_code(status),
                        "result %u: %s", r, sr_status_message(status));
        sr_status_ignore(status);
        status = located;
      }
    }
  }
  sr_rt_instance_reset_frame(instance);
  return status;
}

static sr_status_t sr_rt_region_node_run(void* user_data) {
  sr_rt_node_ref_t* ref = (sr_rt_node_ref_t*)user_data;
  sr_rt_region_instance_t* instance = ref->instance;
  const sr_rt_region_node_t* node = &instance->region->nodes[ref->index];
  sr_rt_value_t* frame = instance->frame;
  switch (node->role) {
    case SR_RT_NODE_LEAF:
      return sr_rt_exec_leaf(instance->module, node->instr, frame);
    case SR_RT_NODE_CONCURRENT_ENTER: {
      const sr_rt_instr_t* instr = node->instr;
      const sr_rt_block_t* block = instr->blocks[0];
      uint32_t count =
          sr_rt_group_size(instr, SR_STREAM_ASYNC_CONCURRENT_RESOURCE_OPERANDS);
      for (uint32_t i = 0; block && i < block->arg_count && i < count; ++i) {
        sr_rt_value_assign(
            &frame[block->args[i]],
            sr_rt_arg(frame, instr,
                      SR_STREAM_ASYNC_CONCURRENT_RESOURCE_OPERANDS, i));
      }
      return sr_ok_status();
    }
    case SR_RT_NODE_CONCURRENT_EXIT: {
      const sr_rt_instr_t* instr = node->instr;
      const sr_rt_block_t* block = instr->blocks[0];
      if (!block || !block->instr_count) return sr_ok_status();
      // The yield's operands, all of them, become the results.
      const sr_rt_instr_t* yield = &block->instrs[block->instr_count - 1];
      uint32_t count =
          sr_rt_result_group_size(instr, SR_STREAM_ASYNC_CONCURRENT_RESULTS);
      for (uint32_t r = 0; r < count; ++r) {
        sr_rt_value_assign(
            sr_rt_out(frame, instr, SR_STREAM_ASYNC_CONCURRENT_RESULTS, r),
            &frame[yield->operands[r]]);
      }
      return sr_ok_status();
    }
    case SR_RT_NODE_FINISH:
      if (instance->submitted_ns) {
        sr_rt_time_estimate_fold(&instance->region->graph_ns,
                                 sr_rt_now_ns() - instance->submitted_ns);
      }
      return sr_rt_region_finish(instance);
  }
  return sr_ok_status();
}

// sr_rt_region_node_run between the node's events (trace/events.h).
static sr_status_t sr_rt_region_node_run_traced(void* user_data) {
  sr_rt_node_ref_t* ref = (sr_rt_node_ref_t*)user_data;
  sr_rt_region_instance_t* instance = ref->instance;
  sr_module_t* module = instance->module;
  sr_rt_events_t* events = module->instance->events;
  sr_rt_region_node_event_t node;
  sr_rt_region_trace_node_begin(events, instance->trace, module, ref->index,
                                &node);
  sr_status_t status = sr_rt_region_node_run(user_data);
  sr_rt_region_trace_node_end(events, instance->trace, module, &node, status);
  return status;
}

static void sr_rt_instance_destroy(sr_rt_region_instance_t* instance) {
  if (!instance) return;
  sr_allocator_t allocator = instance->module->instance->allocator;
  if (instance->last_signal) {
    if (instance->graph) sr_task_graph_cancel(instance->graph);
    sr_status_ignore(
        sr_timepoint_wait(instance->last_signal, SR_TIMEOUT_INFINITE));
    sr_timepoint_release(instance->last_signal);
  }
  if (instance->frame) sr_rt_instance_reset_frame(instance);
  sr_task_graph_release(instance->graph);
  sr_allocator_free(allocator, instance->frame);
  sr_allocator_free(allocator, instance->refs);
  sr_allocator_free(allocator, instance->promises);
  sr_rt_region_trace_destroy(instance->module->instance->events,
                             instance->trace);
  sr_allocator_free(allocator, instance);
}

static sr_status_t sr_rt_instance_create(sr_rt_region_t* region,
                                         sr_module_t* module,
                                         sr_rt_region_instance_t** out) {
  *out = NULL;
  sr_allocator_t allocator = module->instance->allocator;
  sr_rt_region_instance_t* instance = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*instance), (void**)&instance));
  instance->region = region;
  instance->module = module;
  const sr_rt_instr_t* owner = region->owner;
  instance->promise_count =
      owner->kind == SR_RT_OP_ASYNC_EXECUTE
          ? sr_rt_result_group_size(owner, SR_STREAM_ASYNC_EXECUTE_RESULTS)
          : 0;
  sr_status_t status = sr_allocator_calloc(
      allocator, (region->frame_size + 1) * sizeof(sr_rt_value_t),
      (void**)&instance->frame);
  if (!status) {
    status = sr_allocator_calloc(
        allocator, (region->node_count + 1) * sizeof(sr_rt_node_ref_t),
        (void**)&instance->refs);
  }
  if (!status) {
    status = sr_allocator_calloc(
        allocator, (instance->promise_count + 1) * sizeof(sr_rt_storage_t*),
        (void**)&instance->promises);
  }
  if (!status) {
    status = sr_task_graph_create(allocator, region->node_count,
                                  region->node_count * 2, &instance->graph);
  }
  sr_rt_events_t* events = module->instance->events;
  instance->node_fn =
      events ? sr_rt_region_node_run_traced : sr_rt_region_node_run;
  if (!status && events) {
    status = sr_rt_region_trace_create(events, region, &instance->trace);
  }
  for (uint32_t i = 0; i < region->node_count && !status; ++i) {
    const sr_rt_region_node_t* node = &region->nodes[i];
    instance->refs[i].instance = instance;
    instance->refs[i].index = i;
    uint32_t id = 0;
    status = sr_task_graph_add_node(instance->graph, instance->node_fn,
                                    &instance->refs[i], node->predecessors,
                                    node->predecessor_count, &id);
  }
  if (!status) status = sr_task_graph_finalize(instance->graph);
  if (status) {
    sr_rt_instance_destroy(instance);
    return status;
  }
  *out = instance;
  return sr_ok_status();
}

static sr_status_t sr_rt_instance_acquire(sr_rt_region_t* region,
                                          sr_module_t* module,
                                          sr_rt_region_instance_t** out) {
  *out = NULL;
  pthread_mutex_lock(&region->mutex);
  for (uint32_t i = 0; i < region->instance_count; ++i) {
    sr_rt_region_instance_t* instance = region->instances[i];
    if (!instance->in_use && !sr_task_graph_is_in_flight(instance->graph)) {
      instance->in_use = true;
      *out = instance;
      break;
    }
  }
  pthread_mutex_unlock(&region->mutex);
  if (*out) {
    sr_rt_instance_reset_frame(*out);
    return sr_ok_status();
  }
  sr_rt_region_instance_t* instance = NULL;
  SR_RETURN_IF_ERROR(sr_rt_instance_create(region, module, &instance));
  instance->in_use = true;
  pthread_mutex_lock(&region->mutex);
  sr_status_t status = sr_ok_status();
  if (region->instance_count == region->instance_capacity) {
    uint32_t capacity =
        region->instance_capacity ? region->instance_capacity * 2 : 4;
    void* grown = region->instances;
    status = sr_allocator_realloc(module->instance->allocator,
                                  capacity * sizeof(void*), &grown);
    if (!status) {
      region->instances = grown;
      region->instance_capacity = capacity;
    }
  }
  if (!status) region->instances[region->instance_count++] = instance;
  pthread_mutex_unlock(&region->mutex);
  if (status) {
    sr_rt_instance_destroy(instance);
    return status;
  }
  *out = instance;
  return sr_ok_status();
}

static void sr_rt_instance_put_back(sr_rt_region_t* region,
                                    sr_rt_region_instance_t* instance) {
  pthread_mutex_lock(&region->mutex);
  instance->in_use = false;
  pthread_mutex_unlock(&region->mutex);
}

void sr_rt_region_drain(sr_rt_region_t* region) {
  pthread_mutex_lock(&region->mutex);
  uint32_t count = region->instance_count;
  pthread_mutex_unlock(&region->mutex);
  for (uint32_t i = 0; i < count; ++i) {
    sr_rt_region_instance_t* instance = region->instances[i];
    if (!instance->last_signal) continue;
    if (instance->graph) sr_task_graph_cancel(instance->graph);
    sr_status_ignore(
        sr_timepoint_wait(instance->last_signal, SR_TIMEOUT_INFINITE));
  }
}

void sr_rt_region_deinitialize(sr_rt_region_t* region) {
  sr_allocator_t allocator = {0};
  for (uint32_t i = 0; i < region->instance_count; ++i) {
    allocator = region->instances[i]->module->instance->allocator;
    sr_rt_instance_destroy(region->instances[i]);
  }
  if (region->instances) sr_allocator_free(allocator, region->instances);
  region->instances = NULL;
  region->instance_count = region->instance_capacity = 0;
  pthread_mutex_destroy(&region->mutex);
}

//===----------------------------------------------------------------------===//
// Queues (ordering domains)
//===----------------------------------------------------------------------===//

// The timepoint a queue's next submission must also wait on (retained, may
// be immediate), and the record of a new submission. The module holds the
// queues (runtime.c makes and frees them); region submissions are their
// only users.
static sr_timepoint_t* sr_rt_queue_acquire_last(sr_module_t* module,
                                                uint32_t queue) {
  if (queue >= module->program->queue_count) return NULL;
  pthread_mutex_lock(&module->queue_mutex);
  sr_timepoint_t* last = module->queue_last[queue];
  if (last && sr_timepoint_query(last) != SR_TIMEPOINT_PENDING) {
    // Already complete: nothing to order against (a failure stays with its
    // own timepoint; later submissions do not inherit it).
    sr_timepoint_release(last);
    module->queue_last[queue] = last = NULL;
  }
  if (last) sr_timepoint_retain(last);
  pthread_mutex_unlock(&module->queue_mutex);
  return last;
}

static void sr_rt_queue_set_last(sr_module_t* module, uint32_t queue,
                                 sr_timepoint_t* timepoint) {
  if (queue >= module->program->queue_count) return;
  sr_timepoint_retain(timepoint);
  pthread_mutex_lock(&module->queue_mutex);
  sr_timepoint_t* previous = module->queue_last[queue];
  module->queue_last[queue] = timepoint;
  pthread_mutex_unlock(&module->queue_mutex);
  if (previous) sr_timepoint_release(previous);
}

//===----------------------------------------------------------------------===//
// Run time: submission
//===----------------------------------------------------------------------===//

// Sets up the host-visible results of an async.execute.
static sr_status_t sr_rt_region_bind_results(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_region_instance_t* instance,
                                             sr_rt_value_t* frame) {
  uint32_t result_count =
      sr_rt_result_group_size(instr, SR_STREAM_ASYNC_EXECUTE_RESULTS);
  for (uint32_t r = 0; r < result_count; ++r) {
    int64_t tied = r < instr->int_count ? instr->ints[r] : -1;
    sr_rt_value_t* result =
        sr_rt_out(frame, instr, SR_STREAM_ASYNC_EXECUTE_RESULTS, r);
    if (tied >= 0) {
      sr_rt_value_assign(
          result,
          sr_rt_arg(frame, instr, SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS,
                    (uint32_t)tied));
      continue;
    }
    const sr_rt_value_t* size =
        sr_rt_arg(frame, instr, SR_STREAM_ASYNC_EXECUTE_RESULT_SIZES, r);
    sr_rt_storage_t* promise = NULL;
    SR_RETURN_IF_ERROR(sr_rt_storage_create_promise(module->instance->allocator,
                                                    (size_t)size->i, &promise));
    sr_rt_storage_retain(promise);
    instance->promises[r] = promise;
    sr_rt_value_set_view(result, promise, 0, (uint64_t)size->i);
  }
  return sr_ok_status();
}

// The hand-off policy. A region whose waits are all reached may run right
// away on the submitting thread, nodes in their (serial, valid) order:
// what IREE's inline HAL does for every region. It saves the wake-up of a
// worker and the hop back, which dominate small regions (tens of
// microseconds on an idle 2-vCPU VM, milliseconds on a loaded one);
// dispatches and large fills/copies inside still fan out on the pool.
// Always inline: regions without a wave of several dispatches or calls
// (nothing to overlap), every region on a single worker, and regions whose
// inline run takes less than SR_RT_HANDOFF_FLOOR_NS: overlapping their
// wave could save at most half their time on two cores, less than a
// hand-off costs. Otherwise the region's own history decides: inline
// first (an instance's first three runs: one cold, two measured), then
// once as a graph, and from then on the way that took less
// time (inline when within 1/8 of the graph: no wake-up, and the workers
// stay free for others), trying the other way every 64th submission in
// case the work changed. The choice depends on timing; what a region
// computes does not (its node order is a valid schedule of the graph).
enum {
  SR_RT_HANDOFF_FLOOR_NS = 100 * 1000,
  SR_RT_REGION_PROBE_EVERY = 64,
};

static bool sr_rt_region_can_run_inline(const sr_module_t* module,
                                        const sr_rt_region_instance_t* instance,
                                        sr_timepoint_t* const* waits,
                                        size_t wait_count) {
  sr_rt_region_t* region = instance->region;
  for (size_t i = 0; i < wait_count; ++i) {
    if (sr_timepoint_query(waits[i]) != SR_TIMEPOINT_REACHED) return false;
  }
  if (region->serial_only ||
      sr_pool_worker_count(module->instance->pool) <= 1 ||
      instance->inline_runs < 3) {
    return true;
  }
  // relaxed: measurements and a counter (see sr_rt_region_record).
  uint64_t inline_ns =
      atomic_load_explicit(&region->inline_ns, memory_order_relaxed);
  if (!inline_ns || inline_ns < SR_RT_HANDOFF_FLOOR_NS) return true;
  uint64_t graph_ns =
      atomic_load_explicit(&region->graph_ns, memory_order_relaxed);
  if (!graph_ns) return false;
  uint32_t n =
      atomic_fetch_add_explicit(&region->submissions, 1, memory_order_relaxed);
  bool choose_inline = inline_ns <= graph_ns + graph_ns / 8;
  if (n % SR_RT_REGION_PROBE_EVERY == SR_RT_REGION_PROBE_EVERY - 1) {
    choose_inline = !choose_inline;
  }
  return choose_inline;
}

// Runs every node in order; the first failure skips the rest (as the graph
// does) and fails |signal|.
static void sr_rt_region_run_inline(sr_rt_region_instance_t* instance,
                                    sr_timepoint_t* signal) {
  sr_status_t status = sr_ok_status();
  for (uint32_t i = 0; i < instance->region->node_count && !status; ++i) {
    status = instance->node_fn(&instance->refs[i]);
  }
  if (status) {
    sr_status_ignore(sr_timepoint_fail(signal, status));
  } else {
    sr_status_ignore(sr_timepoint_signal(signal));
  }
}

// serial_reverse_waves: runs the node of highest index among those whose
// predecessors have all run, so the children of every wave go last first
// (a child still follows the siblings whose results it uses) while
// sequenced ops keep their order. Quadratic in the node count; the oracle
// is for checking, not speed.
static void sr_rt_region_run_reversed(sr_rt_region_instance_t* instance,
                                      sr_timepoint_t* signal) {
  const sr_rt_region_t* region = instance->region;
  uint32_t n = region->node_count;
  bool* done = NULL;
  sr_status_t status = sr_allocator_calloc(
      instance->module->instance->allocator, n + 1, (void**)&done);
  for (uint32_t step = 0; step < n && !status; ++step) {
    uint32_t pick = n;
    for (uint32_t i = n; i-- > 0 && pick == n;) {
      if (done[i]) continue;
      const sr_rt_region_node_t* node = &region->nodes[i];
      bool ready = true;
      for (uint32_t p = 0; p < node->predecessor_count && ready; ++p) {
        ready = done[node->predecessors[p]];
      }
      if (ready) pick = i;
    }
    if (pick == n) {
      status = SR_MAKE_STATUS(SR_STATUS_INTERNAL, "region nodes form a cycle");
      break;
    }
    done[pick] = true;
    status = instance->node_fn(&instance->refs[pick]);
  }
  sr_allocator_free(instance->module->instance->allocator, done);
  if (status) {
    sr_status_ignore(sr_timepoint_fail(signal, status));
  } else {
    sr_status_ignore(sr_timepoint_signal(signal));
  }
}

// The oracle (sr_instance_options_t.serial): the host blocks on the waits,
// then runs the nodes in order; top-level ops and the children of every
// wave were numbered in program order at prepare time. A failed wait fails
// |signal| with its error without running anything, as the graph would.
static void sr_rt_region_run_serial(sr_rt_region_instance_t* instance,
                                    sr_timepoint_t* const* waits,
                                    size_t wait_count, sr_timepoint_t* signal) {
  for (size_t i = 0; i < wait_count; ++i) {
    sr_status_t status = sr_timepoint_wait(waits[i], SR_TIMEOUT_INFINITE);
    if (status) {
      sr_status_ignore(sr_timepoint_fail(signal, status));
      return;
    }
  }
  if (instance->module->instance->serial_reverse_waves) {
    sr_rt_region_run_reversed(instance, signal);
  } else {
    sr_rt_region_run_inline(instance, signal);
  }
}

// A checked invocation (cpu_backend/check/) runs every region here: after
// its waits, nodes in order on the invoking thread, each announced to the
// checker, so what it records never depends on threads or timing.
static void sr_rt_region_run_checked(sr_rt_check_t* check,
                                     sr_rt_region_instance_t* instance,
                                     const sr_rt_value_t* host_frame,
                                     sr_timepoint_t* const* waits,
                                     size_t wait_count,
                                     sr_timepoint_t* signal) {
  sr_status_t status = sr_ok_status();
  for (size_t i = 0; i < wait_count && !status; ++i) {
    status = sr_timepoint_wait(waits[i], SR_TIMEOUT_INFINITE);
  }
  sr_rt_check_region_begin(check, instance->region->owner, host_frame,
                           instance->frame);
  for (uint32_t i = 0; i < instance->region->node_count && !status; ++i) {
    sr_rt_check_node_begin(check, instance->region, i);
    status = instance->node_fn(&instance->refs[i]);
  }
  sr_rt_check_region_end(check, signal);
  if (status) {
    sr_status_ignore(sr_timepoint_fail(signal, status));
  } else {
    sr_status_ignore(sr_timepoint_signal(signal));
  }
}

sr_status_t sr_rt_region_submit(sr_module_t* module, const sr_rt_instr_t* instr,
                                sr_rt_value_t* frame) {
  sr_rt_region_t* region = (sr_rt_region_t*)instr->region;
  sr_rt_region_instance_t* instance = NULL;
  SR_RETURN_IF_ERROR(sr_rt_instance_acquire(region, module, &instance));
  sr_rt_value_t* local = instance->frame;
  for (uint32_t i = 0; i < region->capture_count; ++i) {
    sr_rt_value_assign(&local[i], &frame[region->captures[i]]);
  }
  // async.execute and cmd.execute: the resource operands become the body's
  // arguments.
  _Static_assert((int)SR_STREAM_CMD_EXECUTE_RESOURCE_OPERANDS ==
                     (int)SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS,
                 "cmd.execute's resource operands are async.execute's");
  const sr_rt_block_t* body = region->body;
  uint32_t operand_count =
      sr_rt_group_size(instr, SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS);
  for (uint32_t i = 0; i < body->arg_count && i < operand_count; ++i) {
    sr_rt_value_assign(
        &local[body->args[i]],
        sr_rt_arg(frame, instr, SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS, i));
  }
  bool is_async = instr->kind == SR_RT_OP_ASYNC_EXECUTE;
  sr_status_t status = sr_ok_status();
  if (is_async) {
    status = sr_rt_region_bind_results(module, instr, instance, frame);
  }
  sr_timepoint_t* signal = NULL;
  if (!status)
    status = sr_timepoint_create(module->instance->allocator, &signal);
  if (status) {
    sr_rt_instance_reset_frame(instance);
    sr_rt_instance_put_back(region, instance);
    return status;
  }
  // Waits: the await timepoint and the previous submission of the queue.
  sr_timepoint_t* waits[2];
  size_t wait_count = 0;
  uint32_t await_group = is_async ? SR_STREAM_ASYNC_EXECUTE_AWAIT_TIMEPOINT
                                  : SR_STREAM_CMD_EXECUTE_AWAIT_TIMEPOINT;
  if (sr_rt_group_size(instr, await_group)) {
    const sr_rt_value_t* await = sr_rt_arg(frame, instr, await_group, 0);
    if (await->kind == SR_RT_VALUE_TIMEPOINT && await->timepoint) {
      waits[wait_count++] = await->timepoint;
    }
  }
  sr_timepoint_t* previous = sr_rt_queue_acquire_last(module, instr->queue);
  if (previous) waits[wait_count++] = previous;
  if (instance->last_signal) sr_timepoint_release(instance->last_signal);
  sr_timepoint_retain(signal);
  instance->last_signal = signal;
  instance->submitted_ns = 0;  // set below for a measured graph run
  if (instance->trace) {
    sr_rt_region_trace_submit(module->instance->events, instance->trace, module,
                              waits, wait_count, signal);
  }
  if (sr_rt_check_current) {
    sr_rt_region_run_checked(sr_rt_check_current, instance, frame, waits,
                             wait_count, signal);
  } else if (module->instance->serial || region->has_collective) {
    sr_rt_region_run_serial(instance, waits, wait_count, signal);
  } else if (!module->instance->always_use_graphs &&
             sr_rt_region_can_run_inline(module, instance, waits, wait_count)) {
    bool measure = !region->serial_only && instance->inline_runs > 0;
    if (instance->inline_runs < UINT32_MAX) ++instance->inline_runs;
    uint64_t start = measure ? sr_rt_now_ns() : 0;
    sr_rt_region_run_inline(instance, signal);
    if (measure) {
      sr_rt_time_estimate_fold(&region->inline_ns, sr_rt_now_ns() - start);
    }
  } else {
    // Measured when nothing keeps it waiting (its waits are reached).
    bool reached = true;
    for (size_t i = 0; i < wait_count && reached; ++i) {
      reached = sr_timepoint_query(waits[i]) == SR_TIMEPOINT_REACHED;
    }
    instance->submitted_ns = reached ? sr_rt_now_ns() : 0;
    status = sr_task_graph_submit(instance->graph, module->instance->pool,
                                  waits, wait_count, signal);
  }
  if (previous) sr_timepoint_release(previous);
  if (status) {
    sr_status_ignore(sr_timepoint_fail(signal, sr_status_clone(status)));
    sr_rt_instance_reset_frame(instance);
  } else {
    sr_rt_queue_set_last(module, instr->queue, signal);
  }
  sr_rt_instance_put_back(region, instance);
  sr_rt_value_set_timepoint(
      sr_rt_out(frame, instr,
                is_async ? SR_STREAM_ASYNC_EXECUTE_RESULT_TIMEPOINT
                         : SR_STREAM_CMD_EXECUTE_RESULT_TIMEPOINT,
                0),
      signal);
  return status;
}
