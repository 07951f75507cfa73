// The event stream: sinks, threads, timepoint observation. See events.h.

#include "cpu_backend/trace/events.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/ir/context.h"
#include "cpu_backend/collective/collective.h"
#include "cpu_backend/runtime_impl.h"
#include "cpu_backend/trace/dumps.h"
#include "cpu_backend/trace/trace_json.h"

// A completed (or still pending) observed timepoint.
typedef struct sr_rt_signal_entry_t {
  uint64_t id;  // 0: empty; UINT64_MAX: removed
  bool completed;
  sr_event_release_t release;
  // The region run whose result it is: its REGION END is emitted when the
  // timepoint completes (a failed region never runs its FINISH node).
  struct sr_rt_region_run_t* run;
} sr_rt_signal_entry_t;

struct sr_rt_events_t {
  // The instance's reference plus one per observed timepoint.
  _Atomic int32_t ref_count;
  sr_allocator_t allocator;
  uint64_t generation;  // tells a thread's cached record from a stale one
  uint64_t epoch_ns;
  sr_pool_t* pool;
  sr_loop_t* loop;
  pthread_mutex_t mutex;  // threads, signals
  sr_rt_event_thread_t* threads;
  uint32_t thread_count;
  uint32_t host_count;
  uint32_t sink_count;
  sr_rt_sink_t* sinks[SR_RT_EVENTS_MAX_SINKS];
  bool program_order;
  // Once closed, observer callbacks do nothing; |active| counts those in
  // progress so closing can wait them out.
  _Atomic bool closed;
  _Atomic int32_t active;
  // Observed timepoints by id (open addressing, linear probing).
  sr_rt_signal_entry_t* signals;
  size_t signal_capacity;
  size_t signal_used;  // entries holding or having held an id
  _Atomic uint64_t next_submission;
};

static _Atomic uint64_t sr_rt_events_generations = 1;

typedef struct sr_rt_events_tls_t {
  const sr_rt_events_t* events;
  uint64_t generation;
  sr_rt_event_thread_t* thread;
} sr_rt_events_tls_t;

static _Thread_local sr_rt_events_tls_t sr_rt_events_tls;

//===----------------------------------------------------------------------===//
// The callback sink
//===----------------------------------------------------------------------===//

typedef struct sr_rt_callback_sink_t {
  sr_rt_sink_t base;
  sr_allocator_t allocator;
  void (*fn)(void* user_data, const sr_event_t* event);
  void* user_data;
} sr_rt_callback_sink_t;

static void sr_rt_callback_sink_event(sr_rt_sink_t* sink,
                                      sr_rt_event_thread_t* thread,
                                      const sr_rt_event_t* event) {
  (void)thread;
  sr_rt_callback_sink_t* s = (sr_rt_callback_sink_t*)sink;
  s->fn(s->user_data, &event->e);
}

static sr_status_t sr_rt_callback_sink_flush(sr_rt_sink_t* sink,
                                             sr_rt_events_t* events) {
  (void)sink;
  (void)events;
  return sr_ok_status();
}

static void sr_rt_callback_sink_destroy(sr_rt_sink_t* sink) {
  sr_rt_callback_sink_t* s = (sr_rt_callback_sink_t*)sink;
  sr_allocator_free(s->allocator, s);
}

static sr_status_t sr_rt_callback_sink_create(
    sr_allocator_t allocator, void (*fn)(void*, const sr_event_t*),
    void* user_data, sr_rt_sink_t** out) {
  sr_rt_callback_sink_t* s = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(allocator, sizeof(*s), (void**)&s));
  s->base.event = sr_rt_callback_sink_event;
  s->base.flush = sr_rt_callback_sink_flush;
  s->base.destroy = sr_rt_callback_sink_destroy;
  s->allocator = allocator;
  s->fn = fn;
  s->user_data = user_data;
  *out = &s->base;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Lifetime
//===----------------------------------------------------------------------===//

static void sr_rt_events_free(sr_rt_events_t* events) {
  sr_rt_event_thread_t* thread = events->threads;
  while (thread) {
    sr_rt_event_thread_t* next = thread->next;
    sr_allocator_free(events->allocator, thread);
    thread = next;
  }
  sr_allocator_free(events->allocator, events->signals);
  pthread_mutex_destroy(&events->mutex);
  sr_allocator_free(events->allocator, events);
}

static void sr_rt_events_retain(sr_rt_events_t* events) {
  atomic_fetch_add_explicit(&events->ref_count, 1, memory_order_relaxed);
}

static void sr_rt_events_release(sr_rt_events_t* events) {
  // acq_rel: the last holder frees after every other holder is done.
  if (atomic_fetch_sub_explicit(&events->ref_count, 1, memory_order_acq_rel) ==
      1) {
    sr_rt_events_free(events);
  }
}

static sr_status_t sr_rt_events_add_sink(sr_rt_events_t* events,
                                         sr_rt_sink_t* sink) {
  if (events->sink_count == SR_RT_EVENTS_MAX_SINKS) {
    sink->destroy(sink);
    return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "too many event sinks");
  }
  sink->slot = events->sink_count;
  sink->epoch_ns = events->epoch_ns;
  events->sinks[events->sink_count++] = sink;
  if (sink->wants_program_order) events->program_order = true;
  return sr_ok_status();
}

sr_status_t sr_rt_events_create(const sr_instance_options_t* options,
                                sr_allocator_t allocator, sr_pool_t* pool,
                                sr_loop_t* loop, sr_rt_events_t** out) {
  *out = NULL;
  bool trace = options->trace_path && *options->trace_path;
  bool dumps = options->dump_path && *options->dump_path;
  if (!trace && !dumps && !options->event_fn) return sr_ok_status();
  sr_rt_events_t* events = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*events), (void**)&events));
  atomic_init(&events->ref_count, 1);
  events->allocator = allocator;
  events->generation = atomic_fetch_add(&sr_rt_events_generations, 1);
  events->epoch_ns = sr_rt_events_now();
  events->pool = pool;
  events->loop = loop;
  pthread_mutex_init(&events->mutex, NULL);
  atomic_init(&events->closed, false);
  atomic_init(&events->active, 0);
  atomic_init(&events->next_submission, 1);
  sr_status_t status = sr_ok_status();
  sr_rt_sink_t* sink = NULL;
  if (trace) {
    status =
        sr_rt_trace_json_sink_create(allocator, options->trace_path, &sink);
    if (!status) status = sr_rt_events_add_sink(events, sink);
  }
  if (!status && dumps) {
    status = sr_rt_dump_sink_create(allocator, options->dump_path,
                                    options->dump_filter, &sink);
    if (!status) status = sr_rt_events_add_sink(events, sink);
  }
  if (!status && options->event_fn) {
    status = sr_rt_callback_sink_create(allocator, options->event_fn,
                                        options->event_user_data, &sink);
    if (!status) status = sr_rt_events_add_sink(events, sink);
  }
  if (status) {
    for (uint32_t i = 0; i < events->sink_count; ++i) {
      events->sinks[i]->destroy(events->sinks[i]);
    }
    sr_rt_events_free(events);
    return status;
  }
  *out = events;
  return sr_ok_status();
}

sr_status_t sr_rt_events_flush(sr_rt_events_t* events) {
  if (!events) return sr_ok_status();
  sr_status_t first = sr_ok_status();
  for (uint32_t i = 0; i < events->sink_count; ++i) {
    sr_status_t status = events->sinks[i]->flush(events->sinks[i], events);
    if (!first) {
      first = status;
    } else {
      sr_status_ignore(status);
    }
  }
  return first;
}

void sr_rt_events_close(sr_rt_events_t* events) {
  if (!events) return;
  sr_status_ignore(sr_rt_events_flush(events));
  atomic_store(&events->closed, true);
  // A user thread may still complete an observed fence: wait until it has
  // left the callback.
  while (atomic_load(&events->active)) sched_yield();
  for (uint32_t i = 0; i < events->sink_count; ++i) {
    events->sinks[i]->destroy(events->sinks[i]);
  }
  events->sink_count = 0;
  // Runs still attached to pending timepoints are freed with the table.
  for (size_t i = 0; i < events->signal_capacity; ++i) {
    sr_rt_signal_entry_t* e = &events->signals[i];
    if (e->id && e->id != UINT64_MAX && e->run) {
      sr_allocator_free(events->allocator, e->run);
      e->run = NULL;
    }
  }
  sr_rt_events_release(events);
}

bool sr_rt_events_want_program_order(const sr_rt_events_t* events) {
  return events && events->program_order;
}

uint64_t sr_rt_events_epoch_ns(const sr_rt_events_t* events) {
  return events->epoch_ns;
}

//===----------------------------------------------------------------------===//
// Threads
//===----------------------------------------------------------------------===//

static void sr_rt_events_name_thread(sr_rt_events_t* events,
                                     sr_rt_event_thread_t* thread) {
  if (events->loop && sr_loop_is_current(events->loop)) {
    snprintf(thread->name, sizeof(thread->name), "loop");
    return;
  }
  int32_t worker =
      events->pool ? sr_pool_current_worker(events->pool) : (int32_t)-1;
  // A host thread helping the pool has index worker_count.
  if (worker >= 0 && worker < sr_pool_worker_count(events->pool)) {
    snprintf(thread->name, sizeof(thread->name), "worker %d", (int)worker);
    return;
  }
  if (events->host_count++ == 0) {
    snprintf(thread->name, sizeof(thread->name), "host");
  } else {
    snprintf(thread->name, sizeof(thread->name), "host %u",
             (unsigned)events->host_count);
  }
}

static sr_rt_event_thread_t* sr_rt_events_thread_slow(sr_rt_events_t* events) {
  pthread_t self = pthread_self();
  pthread_mutex_lock(&events->mutex);
  sr_rt_event_thread_t* found = NULL;
  sr_rt_event_thread_t** tail = &events->threads;
  for (sr_rt_event_thread_t* t = events->threads; t; t = t->next) {
    if (pthread_equal(t->self, self)) found = t;
    tail = &t->next;
  }
  if (!found) {
    sr_status_t status =
        sr_allocator_calloc(events->allocator, sizeof(*found), (void**)&found);
    if (status) {
      sr_status_ignore(status);
      found = NULL;
    } else {
      found->index = events->thread_count++;
      found->self = self;
      sr_rt_events_name_thread(events, found);
      *tail = found;
    }
  }
  pthread_mutex_unlock(&events->mutex);
  if (found) {
    sr_rt_events_tls.events = events;
    sr_rt_events_tls.generation = events->generation;
    sr_rt_events_tls.thread = found;
  }
  return found;
}

sr_rt_event_thread_t* sr_rt_events_thread(sr_rt_events_t* events) {
  if (sr_rt_events_tls.events == events &&
      sr_rt_events_tls.generation == events->generation) {
    return sr_rt_events_tls.thread;
  }
  return sr_rt_events_thread_slow(events);
}

sr_rt_event_thread_t* sr_rt_events_threads(sr_rt_events_t* events) {
  return events->threads;
}

//===----------------------------------------------------------------------===//
// Emission
//===----------------------------------------------------------------------===//

void sr_rt_events_emit(sr_rt_events_t* events, sr_rt_event_t* event) {
  sr_rt_event_thread_t* thread = sr_rt_events_thread(events);
  if (!thread) return;  // out of memory: the event is lost
  event->e.thread = thread->index;
  event->e.thread_name = thread->name;
  sr_event_kind_t kind = event->e.kind;
  if (kind != SR_EVENT_OP && kind != SR_EVENT_REGION && kind != SR_EVENT_WAVE) {
    ++thread->op_events;
    // An op inside a region node belongs to that region's submission.
    if (!event->e.id && kind != SR_EVENT_WAIT && kind != SR_EVENT_SIGNAL &&
        kind != SR_EVENT_ALLOCATION && kind != SR_EVENT_PARAMETER &&
        kind != SR_EVENT_INVOCATION && kind != SR_EVENT_LOAD) {
      event->e.id = thread->region;
    }
  }
  for (uint32_t i = 0; i < events->sink_count; ++i) {
    events->sinks[i]->event(events->sinks[i], thread, event);
  }
}

static sr_ir_loc_t sr_rt_event_loc(const sr_module_t* module,
                                   const sr_op_t* op) {
  sr_ir_loc_t loc = {0};
  if (!module || !op) return loc;
  const sr_source_t* source =
      sr_context_source(module->program->context, op->pos.source_id);
  if (!source) return loc;
  loc.file = source->name;
  loc.line = op->pos.line;
  loc.column = op->pos.column;
  return loc;
}

void sr_rt_event_init(sr_rt_event_t* event, sr_event_kind_t kind,
                      const sr_module_t* module, const sr_rt_instr_t* instr) {
  memset(event, 0, sizeof(*event));
  event->e.kind = kind;
  if (instr && instr->op) {
    event->e.name = instr->op->name.data;
    event->e.loc = sr_rt_event_loc(module, instr->op);
  }
}

void sr_rt_events_begin(sr_rt_events_t* events, sr_rt_event_t* event) {
  event->e.phase = SR_EVENT_BEGIN;
  event->e.time_ns = sr_rt_events_now();
  event->e.duration_ns = 0;
  event->e.status = NULL;
  sr_rt_events_emit(events, event);
}

void sr_rt_events_end(sr_rt_events_t* events, sr_rt_event_t* event,
                      sr_status_t status) {
  uint64_t now = sr_rt_events_now();
  event->e.phase = SR_EVENT_END;
  event->e.duration_ns = now - event->e.time_ns;
  event->e.time_ns = now;
  event->e.status = status;
  sr_rt_events_emit(events, event);
}

void sr_rt_events_allocation(sr_rt_events_t* events, uint64_t live_bytes) {
  sr_rt_event_t event;
  sr_rt_event_init(&event, SR_EVENT_ALLOCATION, NULL, NULL);
  event.e.phase = SR_EVENT_COUNTER;
  event.e.time_ns = sr_rt_events_now();
  event.e.name = "live allocation bytes";
  event.e.value = live_bytes;
  sr_rt_events_emit(events, &event);
}

//===----------------------------------------------------------------------===//
// Observed timepoints
//===----------------------------------------------------------------------===//

// Under |mutex|. The slot of |id|, or of where it would go (NULL: full).
static sr_rt_signal_entry_t* sr_rt_signals_find(sr_rt_events_t* events,
                                                uint64_t id, bool insert) {
  if (!events->signal_capacity) return NULL;
  size_t mask = events->signal_capacity - 1;
  size_t i = (size_t)(id * 0x9e3779b97f4a7c15ull) & mask;
  sr_rt_signal_entry_t* reuse = NULL;
  for (size_t probe = 0; probe < events->signal_capacity; ++probe) {
    sr_rt_signal_entry_t* e = &events->signals[(i + probe) & mask];
    if (e->id == id) return e;
    if (e->id == UINT64_MAX && !reuse) reuse = e;
    if (!e->id) return insert ? (reuse ? reuse : e) : NULL;
  }
  return insert ? reuse : NULL;
}

// Under |mutex|.
static sr_status_t sr_rt_signals_grow(sr_rt_events_t* events) {
  size_t capacity = events->signal_capacity ? events->signal_capacity * 2 : 64;
  sr_rt_signal_entry_t* old = events->signals;
  size_t old_capacity = events->signal_capacity;
  sr_rt_signal_entry_t* grown = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      events->allocator, capacity * sizeof(*grown), (void**)&grown));
  events->signals = grown;
  events->signal_capacity = capacity;
  events->signal_used = 0;
  for (size_t i = 0; i < old_capacity; ++i) {
    if (!old[i].id || old[i].id == UINT64_MAX) continue;
    *sr_rt_signals_find(events, old[i].id, true) = old[i];
    ++events->signal_used;
  }
  sr_allocator_free(events->allocator, old);
  return sr_ok_status();
}

// Under |mutex|: the entry of |id|, created when missing (NULL on OOM).
static sr_rt_signal_entry_t* sr_rt_signals_get(sr_rt_events_t* events,
                                               uint64_t id) {
  sr_rt_signal_entry_t* e = sr_rt_signals_find(events, id, false);
  if (e) return e;
  if ((events->signal_used + 1) * 2 > events->signal_capacity) {
    sr_status_t status = sr_rt_signals_grow(events);
    if (status) {
      sr_status_ignore(status);
      return NULL;
    }
  }
  e = sr_rt_signals_find(events, id, true);
  if (!e) return NULL;
  if (!e->id) ++events->signal_used;
  memset(e, 0, sizeof(*e));
  e->id = id;
  return e;
}

static void sr_rt_region_run_complete(sr_rt_events_t* events,
                                      struct sr_rt_region_run_t* run,
                                      sr_status_t failure);

static bool sr_rt_events_enter(sr_rt_events_t* events) {
  atomic_fetch_add(&events->active, 1);
  if (atomic_load(&events->closed)) {
    atomic_fetch_sub(&events->active, 1);
    return false;
  }
  return true;
}

static void sr_rt_events_leave(sr_rt_events_t* events) {
  atomic_fetch_sub(&events->active, 1);
}

static void sr_rt_observer_completed(void* user_data, uint64_t id,
                                     sr_status_t failure) {
  sr_rt_events_t* events = (sr_rt_events_t*)user_data;
  if (!sr_rt_events_enter(events)) return;
  sr_rt_event_thread_t* thread = sr_rt_events_thread(events);
  sr_rt_event_t event;
  sr_rt_event_init(&event, SR_EVENT_SIGNAL, NULL, NULL);
  event.e.phase = SR_EVENT_INSTANT;
  event.e.time_ns = sr_rt_events_now();
  event.e.name = "signal";
  event.e.id = id;
  event.e.status = failure;
  struct sr_rt_region_run_t* run = NULL;
  pthread_mutex_lock(&events->mutex);
  sr_rt_signal_entry_t* e = sr_rt_signals_get(events, id);
  if (e) {
    e->completed = true;
    e->release.timepoint = id;
    e->release.time_ns = event.e.time_ns;
    e->release.thread = thread ? thread->index : 0;
    run = e->run;
    e->run = NULL;
  }
  pthread_mutex_unlock(&events->mutex);
  if (run) sr_rt_region_run_complete(events, run, failure);
  sr_rt_events_emit(events, &event);
  sr_rt_events_leave(events);
}

static void sr_rt_observer_wait_begin(void* user_data, uint64_t id) {
  (void)id;
  sr_rt_events_t* events = (sr_rt_events_t*)user_data;
  if (!sr_rt_events_enter(events)) return;
  sr_rt_event_thread_t* thread = sr_rt_events_thread(events);
  if (thread) {
    uint64_t now = sr_rt_events_now();
    if (thread->wait_depth < 8) thread->wait_begin_ns[thread->wait_depth] = now;
    ++thread->wait_depth;
    sr_rt_event_t event;
    sr_rt_event_init(&event, SR_EVENT_WAIT, NULL, NULL);
    event.e.name = "wait";
    event.e.id = id;
    event.e.phase = SR_EVENT_BEGIN;
    event.e.time_ns = now;
    sr_rt_events_emit(events, &event);
  }
  sr_rt_events_leave(events);
}

static void sr_rt_observer_wait_end(void* user_data, uint64_t id,
                                    sr_status_t status) {
  sr_rt_events_t* events = (sr_rt_events_t*)user_data;
  if (!sr_rt_events_enter(events)) return;
  sr_rt_event_thread_t* thread = sr_rt_events_thread(events);
  if (thread && thread->wait_depth) {
    --thread->wait_depth;
    uint64_t begin = thread->wait_depth < 8
                         ? thread->wait_begin_ns[thread->wait_depth]
                         : sr_rt_events_now();
    sr_rt_event_t event;
    sr_rt_event_init(&event, SR_EVENT_WAIT, NULL, NULL);
    event.e.name = "wait";
    event.e.id = id;
    event.e.phase = SR_EVENT_END;
    event.e.time_ns = sr_rt_events_now();
    event.e.duration_ns = event.e.time_ns - begin;
    event.e.status = status;
    if (sr_rt_events_signal_record(events, id, &event.e.releases[0])) {
      event.e.release_count = 1;
    }
    sr_rt_events_emit(events, &event);
  }
  sr_rt_events_leave(events);
}

static void sr_rt_observer_retain(void* user_data) {
  sr_rt_events_retain((sr_rt_events_t*)user_data);
}

static void sr_rt_observer_release(void* user_data, uint64_t id) {
  sr_rt_events_t* events = (sr_rt_events_t*)user_data;
  pthread_mutex_lock(&events->mutex);
  sr_rt_signal_entry_t* e = sr_rt_signals_find(events, id, false);
  if (e) {
    // A run whose result was never completed (abandoned).
    if (e->run) sr_allocator_free(events->allocator, e->run);
    e->run = NULL;
    e->id = UINT64_MAX;
  }
  pthread_mutex_unlock(&events->mutex);
  sr_rt_events_release(events);
}

static const sr_timepoint_observer_t sr_rt_events_observer = {
    .completed = sr_rt_observer_completed,
    .wait_begin = sr_rt_observer_wait_begin,
    .wait_end = sr_rt_observer_wait_end,
    .retain = sr_rt_observer_retain,
    .release = sr_rt_observer_release,
};

uint64_t sr_rt_events_observe(sr_rt_events_t* events,
                              sr_timepoint_t* timepoint) {
  if (!timepoint) return 0;
  return sr_timepoint_observe(timepoint, &sr_rt_events_observer, events);
}

bool sr_rt_events_signal_record(sr_rt_events_t* events, uint64_t id,
                                sr_event_release_t* out) {
  if (!id) return false;
  pthread_mutex_lock(&events->mutex);
  sr_rt_signal_entry_t* e = sr_rt_signals_find(events, id, false);
  bool found = e && e->completed;
  if (found) *out = e->release;
  pthread_mutex_unlock(&events->mutex);
  return found;
}

//===----------------------------------------------------------------------===//
// Execution regions
//===----------------------------------------------------------------------===//

// What one submission of a region instance emits at its begin and end.
typedef struct sr_rt_region_run_t {
  sr_rt_region_trace_t* trace;  // the instance's (outlives the run)
  const sr_module_t* module;
  uint64_t submission;
  // When the region began, or 0 before its first node: the node that
  // publishes it emits the BEGIN, and every node that began later in
  // atomic order reads it, so no slice of the region starts before it.
  _Atomic uint64_t begin_ns;
  uint32_t wait_count;
  uint64_t waits[2];          // ids of the waits pending at submission
  sr_event_release_t submit;  // when and where it was submitted
  // Per wave: children still to finish, and when it began (0: not yet).
  _Atomic int32_t* wave_remaining;
  _Atomic uint64_t* wave_begin_ns;
} sr_rt_region_run_t;

struct sr_rt_region_trace_t {
  const sr_rt_region_t* region;
  uint32_t node_count;
  int32_t* node_wave;  // per node: its innermost wave, or -1
  uint32_t wave_count;
  const sr_rt_instr_t** wave_instr;
  int32_t* wave_nodes;      // nodes per wave
  sr_rt_region_run_t* run;  // the current submission's
};

typedef struct sr_rt_wave_map_t {
  const sr_rt_instr_t** instrs;
  int32_t* waves;
  uint32_t count, capacity;
  const sr_rt_instr_t** wave_instr;
  uint32_t wave_count, wave_capacity;
  sr_allocator_t allocator;
} sr_rt_wave_map_t;

static sr_status_t sr_rt_wave_map_add(sr_rt_wave_map_t* map,
                                      const sr_rt_instr_t* instr,
                                      int32_t wave) {
  if (map->count == map->capacity) {
    uint32_t capacity = map->capacity ? map->capacity * 2 : 32;
    void* a = map->instrs;
    void* b = map->waves;
    SR_RETURN_IF_ERROR(
        sr_allocator_realloc(map->allocator, capacity * sizeof(void*), &a));
    map->instrs = a;
    SR_RETURN_IF_ERROR(
        sr_allocator_realloc(map->allocator, capacity * sizeof(int32_t), &b));
    map->waves = b;
    map->capacity = capacity;
  }
  map->instrs[map->count] = instr;
  map->waves[map->count++] = wave;
  return sr_ok_status();
}

static sr_status_t sr_rt_wave_map_walk(sr_rt_wave_map_t* map,
                                       const sr_rt_block_t* block,
                                       int32_t wave) {
  for (uint32_t i = 0; block && i < block->instr_count; ++i) {
    const sr_rt_instr_t* instr = &block->instrs[i];
    int32_t inner = wave;
    if (instr->kind == SR_RT_OP_CMD_CONCURRENT ||
        instr->kind == SR_RT_OP_ASYNC_CONCURRENT) {
      if (map->wave_count == map->wave_capacity) {
        uint32_t capacity = map->wave_capacity ? map->wave_capacity * 2 : 8;
        void* grown = map->wave_instr;
        SR_RETURN_IF_ERROR(sr_allocator_realloc(
            map->allocator, capacity * sizeof(void*), &grown));
        map->wave_instr = grown;
        map->wave_capacity = capacity;
      }
      inner = (int32_t)map->wave_count;
      map->wave_instr[map->wave_count++] = instr;
    }
    SR_RETURN_IF_ERROR(sr_rt_wave_map_add(map, instr, inner));
    for (uint32_t b = 0; b < 3; ++b) {
      SR_RETURN_IF_ERROR(sr_rt_wave_map_walk(map, instr->blocks[b], inner));
    }
  }
  return sr_ok_status();
}

typedef struct sr_rt_wave_entry_t {
  const sr_rt_instr_t* instr;
  int32_t wave;
} sr_rt_wave_entry_t;

static int sr_rt_wave_compare(const void* a, const void* b) {
  uintptr_t x = (uintptr_t)((const sr_rt_wave_entry_t*)a)->instr;
  uintptr_t y = (uintptr_t)((const sr_rt_wave_entry_t*)b)->instr;
  return x < y ? -1 : x > y;
}

sr_status_t sr_rt_region_trace_create(sr_rt_events_t* events,
                                      const sr_rt_region_t* region,
                                      sr_rt_region_trace_t** out) {
  *out = NULL;
  sr_allocator_t allocator = events->allocator;
  sr_rt_wave_map_t map;
  memset(&map, 0, sizeof(map));
  map.allocator = allocator;
  sr_status_t status = sr_rt_wave_map_walk(&map, region->body, -1);
  sr_rt_region_trace_t* trace = NULL;
  size_t bytes = sizeof(*trace) + (region->node_count + 1) * sizeof(int32_t) +
                 (map.wave_count + 1) * (sizeof(void*) + sizeof(int32_t));
  if (!status) {
    status = sr_allocator_calloc(allocator, bytes, (void**)&trace);
  }
  if (!status) {
    uint8_t* p = (uint8_t*)(trace + 1);
    trace->wave_instr = (const sr_rt_instr_t**)p;
    p += (map.wave_count + 1) * sizeof(void*);
    trace->node_wave = (int32_t*)p;
    p += (region->node_count + 1) * sizeof(int32_t);
    trace->wave_nodes = (int32_t*)p;
    trace->region = region;
    trace->node_count = region->node_count;
    trace->wave_count = map.wave_count;
    for (uint32_t w = 0; w < map.wave_count; ++w) {
      trace->wave_instr[w] = map.wave_instr[w];
    }
    // Nodes name their instruction: look each up among the walked ones,
    // sorted by address.
    sr_rt_wave_entry_t* sorted = NULL;
    status = sr_allocator_malloc(allocator, (map.count + 1) * sizeof(*sorted),
                                 (void**)&sorted);
    for (uint32_t k = 0; !status && k < map.count; ++k) {
      sorted[k].instr = map.instrs[k];
      sorted[k].wave = map.waves[k];
    }
    if (!status) qsort(sorted, map.count, sizeof(*sorted), sr_rt_wave_compare);
    for (uint32_t n = 0; !status && n < region->node_count; ++n) {
      const sr_rt_region_node_t* node = &region->nodes[n];
      int32_t wave = -1;
      if (node->role != SR_RT_NODE_FINISH) {
        sr_rt_wave_entry_t key = {node->instr, 0};
        const sr_rt_wave_entry_t* found = bsearch(
            &key, sorted, map.count, sizeof(*sorted), sr_rt_wave_compare);
        if (found) wave = found->wave;
      }
      trace->node_wave[n] = wave;
      if (wave >= 0) ++trace->wave_nodes[wave];
    }
    sr_allocator_free(allocator, sorted);
  }
  sr_allocator_free(allocator, map.instrs);
  sr_allocator_free(allocator, map.waves);
  sr_allocator_free(allocator, map.wave_instr);
  if (status) {
    sr_allocator_free(allocator, trace);
    return status;
  }
  *out = trace;
  return sr_ok_status();
}

void sr_rt_region_trace_destroy(sr_rt_events_t* events,
                                sr_rt_region_trace_t* trace) {
  if (!trace) return;
  sr_allocator_free(events->allocator, trace);
}

void sr_rt_region_trace_submit(sr_rt_events_t* events,
                               sr_rt_region_trace_t* trace, sr_module_t* module,
                               sr_timepoint_t* const* waits, size_t wait_count,
                               sr_timepoint_t* signal) {
  trace->run = NULL;
  uint32_t waves = trace->wave_count;
  sr_rt_region_run_t* run = NULL;
  size_t bytes = sizeof(*run) + (waves + 1) * (sizeof(_Atomic uint64_t) +
                                               sizeof(_Atomic int32_t));
  sr_status_t status =
      sr_allocator_calloc(events->allocator, bytes, (void**)&run);
  if (status) {
    sr_status_ignore(status);
    return;  // this submission goes untraced
  }
  run->trace = trace;
  run->module = module;
  run->submission = atomic_fetch_add(&events->next_submission, 1);
  atomic_init(&run->begin_ns, 0);
  // The 8-byte array first, so both stay aligned.
  run->wave_begin_ns = (_Atomic uint64_t*)(run + 1);
  run->wave_remaining = (_Atomic int32_t*)(run->wave_begin_ns + waves + 1);
  for (uint32_t w = 0; w < waves; ++w) {
    atomic_init(&run->wave_remaining[w], trace->wave_nodes[w]);
    atomic_init(&run->wave_begin_ns[w], 0);
  }
  for (size_t i = 0; i < wait_count && run->wait_count < 2; ++i) {
    if (sr_timepoint_query(waits[i]) != SR_TIMEPOINT_PENDING) continue;
    run->waits[run->wait_count++] = sr_rt_events_observe(events, waits[i]);
  }
  // Nothing pending: the submission itself starts the region.
  sr_rt_event_thread_t* thread = sr_rt_events_thread(events);
  run->submit.timepoint = 0;
  run->submit.time_ns = sr_rt_events_now();
  run->submit.thread = thread ? thread->index : 0;
  uint64_t id = sr_rt_events_observe(events, signal);
  pthread_mutex_lock(&events->mutex);
  sr_rt_signal_entry_t* e = sr_rt_signals_get(events, id);
  if (e) e->run = run;
  pthread_mutex_unlock(&events->mutex);
  if (!e) {
    sr_allocator_free(events->allocator, run);
    return;
  }
  trace->run = run;
}

static void sr_rt_region_event(sr_rt_event_t* event,
                               const sr_rt_region_run_t* run,
                               sr_event_kind_t kind,
                               const sr_rt_instr_t* instr) {
  sr_rt_event_init(event, kind, run->module, instr);
  event->e.id = run->submission;
}

// The region's signal completed: its END, and the END of every wave a
// failure left open.
static void sr_rt_region_run_complete(sr_rt_events_t* events,
                                      sr_rt_region_run_t* run,
                                      sr_status_t failure) {
  const sr_rt_region_trace_t* trace = run->trace;
  uint64_t now = sr_rt_events_now();
  uint64_t begin_ns = atomic_load(&run->begin_ns);
  if (begin_ns) {
    for (uint32_t w = 0; w < trace->wave_count; ++w) {
      if (!atomic_load(&run->wave_begin_ns[w]) ||
          atomic_load(&run->wave_remaining[w]) <= 0) {
        continue;
      }
      sr_rt_event_t event;
      sr_rt_region_event(&event, run, SR_EVENT_WAVE, trace->wave_instr[w]);
      event.e.phase = SR_EVENT_END;
      event.e.time_ns = now;
      event.e.status = failure;
      sr_rt_events_emit(events, &event);
    }
    sr_rt_event_t event;
    sr_rt_region_event(&event, run, SR_EVENT_REGION, trace->region->owner);
    event.e.phase = SR_EVENT_END;
    event.e.time_ns = now;
    event.e.duration_ns = now > begin_ns ? now - begin_ns : 0;
    event.e.status = failure;
    sr_rt_events_emit(events, &event);
  }
  sr_allocator_free(events->allocator, run);
}

void sr_rt_region_trace_node_begin(sr_rt_events_t* events,
                                   sr_rt_region_trace_t* trace,
                                   sr_module_t* module, uint32_t node,
                                   sr_rt_region_node_event_t* out) {
  sr_rt_region_run_t* run = trace->run;
  memset(out, 0, sizeof(*out));
  out->node = node;
  const sr_rt_region_node_t* n = &trace->region->nodes[node];
  sr_rt_event_init(&out->event, SR_EVENT_OP, module,
                   n->role == SR_RT_NODE_LEAF ? n->instr : NULL);
  out->event.e.time_ns = sr_rt_events_now();
  sr_rt_event_thread_t* thread = sr_rt_events_thread(events);
  out->op_events = thread ? thread->op_events : 0;
  out->outer_region = thread ? thread->region : 0;
  if (!run) return;
  out->event.e.id = run->submission;
  if (thread) thread->region = run->submission;
  // Two nodes can read the clock in one order and publish in the other:
  // the first to publish sets the region's (and its wave's) begin, and a
  // node whose reading was earlier starts at that begin instead.
  uint64_t now = out->event.e.time_ns;
  uint64_t begun = 0;
  if (atomic_compare_exchange_strong(&run->begin_ns, &begun, now)) {
    sr_rt_event_t event;
    sr_rt_region_event(&event, run, SR_EVENT_REGION, trace->region->owner);
    event.e.phase = SR_EVENT_BEGIN;
    event.e.time_ns = now;
    for (uint32_t i = 0; i < run->wait_count; ++i) {
      if (sr_rt_events_signal_record(
              events, run->waits[i],
              &event.e.releases[event.e.release_count])) {
        ++event.e.release_count;
      }
    }
    if (!event.e.release_count) {
      event.e.releases[event.e.release_count++] = run->submit;
    }
    sr_rt_events_emit(events, &event);
  } else if (begun > now) {
    now = begun;
  }
  int32_t wave = trace->node_wave[node];
  if (wave >= 0) {
    begun = 0;
    if (atomic_compare_exchange_strong(&run->wave_begin_ns[wave], &begun,
                                       now)) {
      sr_rt_event_t event;
      sr_rt_region_event(&event, run, SR_EVENT_WAVE, trace->wave_instr[wave]);
      event.e.phase = SR_EVENT_BEGIN;
      event.e.time_ns = now;
      sr_rt_events_emit(events, &event);
    } else if (begun > now) {
      now = begun;
    }
  }
  out->event.e.time_ns = now;
}

void sr_rt_region_trace_node_end(sr_rt_events_t* events,
                                 sr_rt_region_trace_t* trace,
                                 sr_module_t* module,
                                 sr_rt_region_node_event_t* node,
                                 sr_status_t status) {
  (void)module;
  sr_rt_region_run_t* run = trace->run;
  sr_rt_event_thread_t* thread = sr_rt_events_thread(events);
  const sr_rt_region_node_t* n = &trace->region->nodes[node->node];
  // An op that announced nothing itself (a barrier, a subview, a failed
  // load) still shows, as an OP.
  if (n->role == SR_RT_NODE_LEAF && thread &&
      thread->op_events == node->op_events) {
    sr_rt_events_end(events, &node->event, status);
  }
  if (thread) thread->region = node->outer_region;
  if (!run) return;
  int32_t wave = trace->node_wave[node->node];
  if (wave >= 0 && atomic_fetch_sub(&run->wave_remaining[wave], 1) == 1) {
    sr_rt_event_t event;
    sr_rt_region_event(&event, run, SR_EVENT_WAVE, trace->wave_instr[wave]);
    event.e.phase = SR_EVENT_END;
    event.e.time_ns = sr_rt_events_now();
    event.e.status = status;
    sr_rt_events_emit(events, &event);
  }
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

// A host thread that runs a rank's collectives is that rank's track. The
// name is written into the trace at flush, so the track's earlier slices
// (the load, the invocation) are under it too.
static void sr_rt_events_name_rank(sr_rt_event_thread_t* thread, int32_t rank) {
  if (strncmp(thread->name, "host", 4) != 0) return;  // a worker, the loop
  snprintf(thread->name, sizeof(thread->name), "rank %d", (int)rank);
}

void sr_rt_events_collective_begin(sr_rt_events_t* events,
                                   const sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   const sr_rt_event_collective_t* collective,
                                   int32_t launch_rank, int32_t launch_count,
                                   sr_rt_collective_event_t* out) {
  sr_rt_event_init(&out->event, SR_EVENT_COLLECTIVE, module, instr);
  out->collective = *collective;
  out->event.collective = &out->collective;
  if (collective->is_split) {
    snprintf(out->detail, sizeof(out->detail), "split");
  } else if (collective->reduction != SR_COLLECTIVE_REDUCTION_NONE) {
    snprintf(out->detail, sizeof(out->detail), "%s with %s : %s",
             sr_collective_kind_name(collective->kind),
             sr_collective_reduction_name(collective->reduction),
             sr_collective_type_name(collective->type));
  } else {
    snprintf(out->detail, sizeof(out->detail), "%s : %s",
             sr_collective_kind_name(collective->kind),
             sr_collective_type_name(collective->type));
  }
  out->event.e.detail = out->detail;
  out->event.e.bytes_read = collective->send_bytes;
  out->event.e.bytes_written = collective->recv_bytes;
  if (launch_count > 1 && launch_rank >= 0) {
    sr_rt_event_thread_t* thread = sr_rt_events_thread(events);
    if (thread) sr_rt_events_name_rank(thread, launch_rank);
  }
  sr_rt_events_begin(events, &out->event);
}

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

const char* sr_event_kind_name(sr_event_kind_t kind) {
  static const char* const kNames[SR_EVENT_KIND_COUNT] = {
      "load",       "invocation", "region",    "wave",
      "op",         "dispatch",   "fill",      "copy",
      "collective", "call",       "file.read", "file.write",
      "parameter",  "wait",       "signal",    "allocation",
  };
  return (unsigned)kind < SR_EVENT_KIND_COUNT ? kNames[kind] : "unknown";
}
