// The hazard checker. See check.h and README.md.
//
// Happens-before comes from the IR, never from what the threads did:
//  - the host of an invocation is one agent; every host op is ordered after
//    the previous one;
//  - an execution region is entered with the host's clock at submission
//    joined with the clocks of its await timepoint; each node of its graph
//    (region.c: serial ops chained, wave children side by side, async
//    dataflow edges) gets the join of its predecessors and its own epoch;
//    the region's timepoint carries the clock of its FINISH node;
//  - async jobs (file read/write, alloca, dealloca, parameter transfers)
//    are one-node regions;
//  - timepoint.join joins, timepoint.await (and hal.fence.await) joins into
//    the host, immediate timepoints carry nothing. The queue order streamref
//    adds between submissions of one affinity is NOT an edge: IREE's queues
//    promise no such order, so a program relying on it is reported.
// Agents are recycled when a node's entry already knows an agent's latest
// event (that strand simply continues), so clocks stay as small as the
// program's real concurrency.
//
// Shadow memory: per root storage, byte segments holding the last write
// and the reads since, as events (epoch + op). A write conflicts with a
// write or read it is not ordered after; a read with a write.
//
// Checked invocations run every region inline in node order (region.c), so
// the recorded order is the same on any thread count; verdicts only compare
// vector clocks.

#include "cpu_backend/check/check.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/ir/context.h"
#include "cpu_backend/check/binding_ranges.h"
#include "cpu_backend/check/vclock.h"
#include "cpu_backend/decode.h"
#include "cpu_backend/scalar.h"
#include "cpu_backend/value.h"

_Thread_local sr_rt_check_t* sr_rt_check_current = NULL;

const char* sr_hazard_kind_name(sr_hazard_kind_t kind) {
  switch (kind) {
    case SR_HAZARD_RACE:
      return "race";
    case SR_HAZARD_USE_BEFORE_READY:
      return "use-before-ready";
    case SR_HAZARD_USE_AFTER_FREE:
      return "use-after-free";
    case SR_HAZARD_TIED_REUSE:
      return "tied-reuse";
    case SR_HAZARD_CONSTANT_WRITE:
      return "constant-write";
    case SR_HAZARD_UNINITIALIZED_READ:
      return "uninitialized-read";
    case SR_HAZARD_ARITHMETIC:
      return "arithmetic";
    default:
      return "unknown";
  }
}

//===----------------------------------------------------------------------===//
// State
//===----------------------------------------------------------------------===//

// Pointer -> index, open addressing.
typedef struct sr_rt_check_map_t {
  uint32_t capacity;  // power of two
  uint32_t count;
  const void** keys;
  uint32_t* values;
} sr_rt_check_map_t;

typedef struct sr_rt_check_event_t {
  sr_rt_epoch_t epoch;
  const sr_rt_instr_t* instr;
  uint32_t unit;  // 0: host; else the region/job submission
  bool write;
} sr_rt_check_event_t;

typedef struct sr_rt_check_segment_t {
  uint64_t begin, end;
  int32_t write;  // event index, -1 none
  bool written;   // since the allocation (or before this invocation)
  uint32_t read_count, read_capacity;
  int32_t* reads;  // event indices, one per agent
} sr_rt_check_segment_t;

typedef struct sr_rt_check_shadow_t {
  sr_rt_storage_t* storage;  // retained: no address reuse while checking
  uint64_t size;
  const sr_rt_instr_t* origin;  // allocating (or first accessing) op
  bool allocated;               // |origin| allocated it
  bool constant;
  bool uninitialized;
  int32_t refs;  // retain/release count, -1 untracked
  const sr_rt_instr_t* freed_by;
  uint32_t segment_count, segment_capacity;
  sr_rt_check_segment_t* segments;  // cover [0, size) in order
} sr_rt_check_shadow_t;

typedef struct sr_rt_check_marker_t {
  const sr_rt_value_t* group;  // host frame of the slot
  uint32_t slot;
  const sr_rt_instr_t* consumer;
  sr_rt_epoch_t epoch;
} sr_rt_check_marker_t;

typedef struct sr_rt_check_seen_t {
  sr_hazard_kind_t kind;
  const void* a;
  const void* b;
} sr_rt_check_seen_t;

struct sr_rt_check_t {
  sr_module_t* module;
  sr_allocator_t allocator;
  const sr_rt_function_t* function;
  sr_check_mode_t mode;
  sr_status_t sticky;  // the checker's own failure (out of memory)

  uint32_t agent_count, agent_capacity;
  uint32_t* agent_clock;
  bool* agent_is_host;
  uint32_t host_agent;
  sr_rt_vclock_t host_vc;

  // Where events happen now.
  sr_rt_vclock_t* cur_vc;
  sr_rt_epoch_t cur;
  uint32_t cur_unit;
  uint32_t unit_count;
  bool in_job;
  sr_rt_vclock_t job_vc;

  // The region running (regions do not nest).
  const sr_rt_instr_t* region_owner;
  const sr_rt_value_t* region_host_frame;
  const sr_rt_value_t* region_frame;
  uint32_t region_unit;
  sr_rt_vclock_t region_entry;
  uint32_t node_capacity;
  sr_rt_vclock_t* node_vcs;
  uint32_t* node_agents;
  uint32_t last_node;

  sr_rt_check_map_t timepoint_map;  // sr_timepoint_t* (retained) -> vc
  uint32_t timepoint_count, timepoint_capacity;
  sr_rt_vclock_t* timepoint_vcs;
  sr_timepoint_t** timepoints;

  sr_rt_check_map_t shadow_map;  // root storage -> shadow
  uint32_t shadow_count, shadow_capacity;
  sr_rt_check_shadow_t* shadows;

  uint32_t event_count, event_capacity;
  sr_rt_check_event_t* events;

  uint32_t marker_count, marker_capacity;
  sr_rt_check_marker_t* markers;

  uint32_t seen_count, seen_capacity;
  sr_rt_check_seen_t* seen;

  // The dispatch running: the byte ranges its executable really accesses
  // per binding (binding_ranges.c), consumed in binding order.
  const sr_rt_instr_t* dispatch;
  uint32_t dispatch_binding;
  sr_rt_binding_ranges_t ranges;

  uint32_t error_count, warning_count;
  const sr_rt_instr_t* first_error_instr;
  char* first_error;
  sr_hazard_kind_t first_error_kind;
  // When the first error is located inside an executable (not at an op of
  // the host program): there, with the file name copied.
  sr_ir_loc_t first_error_loc;
  char* first_error_file;
};

static void sr_rt_check_fail(sr_rt_check_t* c, sr_status_t status) {
  if (!status) return;
  if (c->sticky) {
    sr_status_ignore(status);
  } else {
    c->sticky = status;
  }
}

// Grows |*array| of |elem| bytes to hold |needed|.
static bool sr_rt_check_grow(sr_rt_check_t* c, void** array, uint32_t* capacity,
                             uint32_t needed, size_t elem) {
  if (needed <= *capacity) return true;
  uint32_t cap = *capacity ? *capacity * 2 : 16;
  while (cap < needed) cap *= 2;
  void* grown = *array;
  sr_status_t status = sr_allocator_realloc(c->allocator, cap * elem, &grown);
  if (status) {
    sr_rt_check_fail(c, status);
    return false;
  }
  memset((uint8_t*)grown + (size_t)*capacity * elem, 0,
         (size_t)(cap - *capacity) * elem);
  *array = grown;
  *capacity = cap;
  return true;
}

static uint32_t sr_rt_check_hash(const void* key) {
  uint64_t x = (uint64_t)(uintptr_t)key;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (uint32_t)x;
}

static uint32_t sr_rt_check_map_get(const sr_rt_check_map_t* map,
                                    const void* key) {
  if (!map->capacity) return UINT32_MAX;
  uint32_t mask = map->capacity - 1;
  for (uint32_t i = sr_rt_check_hash(key) & mask;; i = (i + 1) & mask) {
    if (!map->keys[i]) return UINT32_MAX;
    if (map->keys[i] == key) return map->values[i];
  }
}

static bool sr_rt_check_map_put(sr_rt_check_t* c, sr_rt_check_map_t* map,
                                const void* key, uint32_t value) {
  if ((map->count + 1) * 2 > map->capacity) {
    uint32_t capacity = map->capacity ? map->capacity * 2 : 64;
    const void** keys = NULL;
    uint32_t* values = NULL;
    sr_status_t status = sr_allocator_calloc(
        c->allocator, capacity * sizeof(void*), (void**)&keys);
    if (!status) {
      status = sr_allocator_calloc(c->allocator, capacity * sizeof(uint32_t),
                                   (void**)&values);
    }
    if (status) {
      sr_allocator_free(c->allocator, keys);
      sr_rt_check_fail(c, status);
      return false;
    }
    for (uint32_t i = 0; i < map->capacity; ++i) {
      if (!map->keys[i]) continue;
      uint32_t j = sr_rt_check_hash(map->keys[i]) & (capacity - 1);
      while (keys[j]) j = (j + 1) & (capacity - 1);
      keys[j] = map->keys[i];
      values[j] = map->values[i];
    }
    sr_allocator_free(c->allocator, map->keys);
    sr_allocator_free(c->allocator, map->values);
    map->keys = keys;
    map->values = values;
    map->capacity = capacity;
  }
  uint32_t mask = map->capacity - 1;
  uint32_t i = sr_rt_check_hash(key) & mask;
  while (map->keys[i] && map->keys[i] != key) i = (i + 1) & mask;
  if (!map->keys[i]) ++map->count;
  map->keys[i] = key;
  map->values[i] = value;
  return true;
}

static void sr_rt_check_map_free(sr_rt_check_t* c, sr_rt_check_map_t* map) {
  sr_allocator_free(c->allocator, map->keys);
  sr_allocator_free(c->allocator, map->values);
  memset(map, 0, sizeof(*map));
}

//===----------------------------------------------------------------------===//
// Agents and clocks
//===----------------------------------------------------------------------===//

static uint32_t sr_rt_check_new_agent(sr_rt_check_t* c, bool is_host) {
  uint32_t cap = c->agent_capacity;
  if (!sr_rt_check_grow(c, (void**)&c->agent_clock, &cap, c->agent_count + 1,
                        sizeof(uint32_t))) {
    return 0;
  }
  cap = c->agent_capacity;
  if (!sr_rt_check_grow(c, (void**)&c->agent_is_host, &cap, c->agent_count + 1,
                        sizeof(bool))) {
    return 0;
  }
  c->agent_capacity = cap;
  c->agent_clock[c->agent_count] = 0;
  c->agent_is_host[c->agent_count] = is_host;
  return c->agent_count++;
}

// Whether a strand entered with |entry| may continue |agent|: it already
// knows the agent's latest event.
static bool sr_rt_check_can_continue(const sr_rt_check_t* c,
                                     const sr_rt_vclock_t* entry,
                                     uint32_t agent) {
  return agent < c->agent_count && !c->agent_is_host[agent] &&
         c->agent_clock[agent] > 0 &&
         sr_rt_vclock_get(entry, agent) == c->agent_clock[agent];
}

// Picks an agent for a strand entered with |vc| (|preferred| first), ticks
// it and records the epoch in |vc|.
static sr_rt_epoch_t sr_rt_check_start_strand(sr_rt_check_t* c,
                                              sr_rt_vclock_t* vc,
                                              const uint32_t* preferred,
                                              uint32_t preferred_count) {
  uint32_t agent = UINT32_MAX;
  for (uint32_t i = 0; i < preferred_count && agent == UINT32_MAX; ++i) {
    if (sr_rt_check_can_continue(c, vc, preferred[i])) agent = preferred[i];
  }
  for (uint32_t i = 0; i < vc->count && agent == UINT32_MAX; ++i) {
    if (sr_rt_check_can_continue(c, vc, vc->entries[i].agent)) {
      agent = vc->entries[i].agent;
    }
  }
  if (agent == UINT32_MAX) agent = sr_rt_check_new_agent(c, false);
  sr_rt_epoch_t epoch = {agent, ++c->agent_clock[agent]};
  sr_rt_check_fail(c, sr_rt_vclock_set(c->allocator, vc, agent, epoch.clock));
  return epoch;
}

static void sr_rt_check_host_tick(sr_rt_check_t* c) {
  uint32_t clock = ++c->agent_clock[c->host_agent];
  sr_rt_check_fail(
      c, sr_rt_vclock_set(c->allocator, &c->host_vc, c->host_agent, clock));
  if (c->cur_vc == &c->host_vc) c->cur.clock = clock;
}

static void sr_rt_check_use_host(sr_rt_check_t* c) {
  c->cur_vc = &c->host_vc;
  c->cur.agent = c->host_agent;
  c->cur.clock = c->agent_clock[c->host_agent];
  c->cur_unit = 0;
}

static bool sr_rt_check_is_host(const sr_rt_check_t* c) {
  return c->cur_unit == 0;
}

//===----------------------------------------------------------------------===//
// Timepoints
//===----------------------------------------------------------------------===//

static const sr_rt_vclock_t* sr_rt_check_timepoint_vc(sr_rt_check_t* c,
                                                      sr_timepoint_t* tp) {
  if (!tp) return NULL;
  uint32_t index = sr_rt_check_map_get(&c->timepoint_map, tp);
  return index == UINT32_MAX ? NULL : &c->timepoint_vcs[index];
}

// map[tp] = vc (joined into what it had when |join|).
static void sr_rt_check_set_timepoint(sr_rt_check_t* c, sr_timepoint_t* tp,
                                      const sr_rt_vclock_t* vc, bool join) {
  if (!tp) return;
  uint32_t index = sr_rt_check_map_get(&c->timepoint_map, tp);
  if (index == UINT32_MAX) {
    uint32_t cap = c->timepoint_capacity;
    if (!sr_rt_check_grow(c, (void**)&c->timepoint_vcs, &cap,
                          c->timepoint_count + 1, sizeof(sr_rt_vclock_t))) {
      return;
    }
    cap = c->timepoint_capacity;
    if (!sr_rt_check_grow(c, (void**)&c->timepoints, &cap,
                          c->timepoint_count + 1, sizeof(void*))) {
      return;
    }
    c->timepoint_capacity = cap;
    index = c->timepoint_count;
    if (!sr_rt_check_map_put(c, &c->timepoint_map, tp, index)) return;
    ++c->timepoint_count;
    sr_timepoint_retain(tp);
    c->timepoints[index] = tp;
    join = false;
  }
  if (!vc) {
    if (!join) sr_rt_vclock_clear(&c->timepoint_vcs[index]);
    return;
  }
  sr_rt_check_fail(
      c, join ? sr_rt_vclock_join(c->allocator, &c->timepoint_vcs[index], vc)
              : sr_rt_vclock_copy(c->allocator, &c->timepoint_vcs[index], vc));
}

// Gives the timepoint result in |value| the clock |vc|. A timepoint object
// may stand for several events (the shared immediate timepoint, a join or
// job that returns an already reached timepoint): a reached one that
// already has a clock is replaced by a fresh reached timepoint, so every
// result has its own (nothing waits on it differently: it is reached).
static void sr_rt_check_bind_timepoint(sr_rt_check_t* c, sr_rt_value_t* value,
                                       const sr_rt_vclock_t* vc) {
  if (value->kind != SR_RT_VALUE_TIMEPOINT || !value->timepoint) return;
  sr_timepoint_t* tp = value->timepoint;
  bool shared = tp == sr_timepoint_immediate() ||
                sr_rt_check_map_get(&c->timepoint_map, tp) != UINT32_MAX;
  if (shared && sr_timepoint_query(tp) == SR_TIMEPOINT_REACHED) {
    if (!vc || !vc->count) return;  // carries nothing: leave it shared
    sr_timepoint_t* fresh = NULL;
    sr_status_t status = sr_timepoint_create(c->allocator, &fresh);
    if (!status) status = sr_timepoint_signal(fresh);
    if (status) {
      if (fresh) sr_timepoint_release(fresh);
      sr_rt_check_fail(c, status);
      return;
    }
    sr_rt_value_set_timepoint(value, fresh);
    sr_rt_check_set_timepoint(c, fresh, vc, false);
    return;
  }
  if (tp == sr_timepoint_immediate()) return;
  sr_rt_check_set_timepoint(c, tp, vc, shared);
}

// Joins into |vc| the clocks of every timepoint operand of |instr|.
static void sr_rt_check_join_timepoint_operands(sr_rt_check_t* c,
                                                const sr_rt_instr_t* instr,
                                                const sr_rt_value_t* frame,
                                                sr_rt_vclock_t* vc) {
  for (uint32_t i = 0; i < instr->operand_count; ++i) {
    const sr_rt_value_t* v = &frame[instr->operands[i]];
    if (v->kind != SR_RT_VALUE_TIMEPOINT) continue;
    const sr_rt_vclock_t* tvc = sr_rt_check_timepoint_vc(c, v->timepoint);
    if (tvc) sr_rt_check_fail(c, sr_rt_vclock_join(c->allocator, vc, tvc));
  }
}

//===----------------------------------------------------------------------===//
// Reports
//===----------------------------------------------------------------------===//

// "'op.name' at file:line:col"
static void sr_rt_check_describe(const sr_rt_check_t* c,
                                 const sr_rt_instr_t* instr, char* buffer,
                                 size_t capacity) {
  if (!instr || !instr->op) {
    snprintf(buffer, capacity, "an op outside this invocation");
    return;
  }
  const sr_op_t* op = instr->op;
  sr_status_t status = sr_context_make_status_at(
      c->module->program->context, op->pos, SR_STATUS_INTERNAL, "-");
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  snprintf(buffer, capacity, "'%.*s' at %s:%" PRIu32 ":%" PRIu32,
           (int)op->name.size, op->name.data, loc.file ? loc.file : "<input>",
           loc.line, loc.column);
  sr_status_ignore(status);
}

// True the first time (kind, a, b) is reported.
static bool sr_rt_check_first_time(sr_rt_check_t* c, sr_hazard_kind_t kind,
                                   const void* a, const void* b) {
  for (uint32_t i = 0; i < c->seen_count; ++i) {
    const sr_rt_check_seen_t* s = &c->seen[i];
    if (s->kind == kind && s->a == a && s->b == b) return false;
  }
  if (!sr_rt_check_grow(c, (void**)&c->seen, &c->seen_capacity,
                        c->seen_count + 1, sizeof(sr_rt_check_seen_t))) {
    return false;
  }
  c->seen[c->seen_count].kind = kind;
  c->seen[c->seen_count].a = a;
  c->seen[c->seen_count].b = b;
  ++c->seen_count;
  return true;
}

// Records and hands over one report located at |loc| (when given) or at
// |at|'s op.
static void sr_rt_check_vreport(sr_rt_check_t* c, sr_hazard_kind_t kind,
                                const sr_rt_instr_t* at, const sr_ir_loc_t* loc,
                                const char* format, va_list args) {
  char message[2048];
  int prefix =
      snprintf(message, sizeof(message), "%s: ", sr_hazard_kind_name(kind));
  vsnprintf(message + prefix, sizeof(message) - (size_t)prefix, format, args);
  bool is_error =
      kind != SR_HAZARD_UNINITIALIZED_READ || c->mode == SR_CHECK_STRICT;
  if (is_error) {
    if (!c->error_count) {
      size_t length = strlen(message);
      if (!sr_status_consume_code(sr_allocator_malloc(
              c->allocator, length + 1, (void**)&c->first_error))) {
        memcpy(c->first_error, message, length + 1);
      }
      c->first_error_instr = at;
      c->first_error_kind = kind;
      if (loc && loc->file) {
        size_t n = strlen(loc->file);
        if (!sr_status_consume_code(sr_allocator_malloc(
                c->allocator, n + 1, (void**)&c->first_error_file))) {
          memcpy(c->first_error_file, loc->file, n + 1);
          c->first_error_loc = *loc;
          c->first_error_loc.file = c->first_error_file;
        }
      }
    }
    ++c->error_count;
  } else {
    ++c->warning_count;
  }
  sr_instance_t* instance = c->module->instance;
  if (!instance->check_fn) return;
  sr_check_report_t report;
  memset(&report, 0, sizeof(report));
  report.kind = kind;
  report.is_error = is_error;
  report.message = message;
  sr_status_t status = sr_ok_status();
  if (loc) {
    report.loc = *loc;
  } else if (at && at->op) {
    status = sr_context_make_status_at(c->module->program->context, at->op->pos,
                                       SR_STATUS_INTERNAL, "-");
    report.loc = sr_status_ir_loc(status);
  }
  instance->check_fn(instance->check_user_data, &report);
  sr_status_ignore(status);
}

static void sr_rt_check_report(sr_rt_check_t* c, sr_hazard_kind_t kind,
                               const sr_rt_instr_t* at, const char* format, ...)
    SR_PRINTF_LIKE(4, 5);
static void sr_rt_check_report(sr_rt_check_t* c, sr_hazard_kind_t kind,
                               const sr_rt_instr_t* at, const char* format,
                               ...) {
  va_list args;
  va_start(args, format);
  sr_rt_check_vreport(c, kind, at, NULL, format, args);
  va_end(args);
}

static void sr_rt_check_report_at(sr_rt_check_t* c, sr_hazard_kind_t kind,
                                  const sr_rt_instr_t* at,
                                  const sr_ir_loc_t* loc, const char* format,
                                  ...) SR_PRINTF_LIKE(5, 6);
static void sr_rt_check_report_at(sr_rt_check_t* c, sr_hazard_kind_t kind,
                                  const sr_rt_instr_t* at,
                                  const sr_ir_loc_t* loc, const char* format,
                                  ...) {
  va_list args;
  va_start(args, format);
  sr_rt_check_vreport(c, kind, at, loc, format, args);
  va_end(args);
}

//===----------------------------------------------------------------------===//
// Shadow memory
//===----------------------------------------------------------------------===//

static sr_rt_storage_t* sr_rt_check_root(sr_rt_storage_t* storage,
                                         uint64_t* offset) {
  while (storage->parent) {
    uint8_t* data = sr_rt_storage_data(storage);
    uint8_t* parent_data = sr_rt_storage_data(storage->parent);
    if (data && parent_data) *offset += (uint64_t)(data - parent_data);
    storage = storage->parent;
  }
  return storage;
}

static void sr_rt_check_free_segments(sr_rt_check_t* c,
                                      sr_rt_check_shadow_t* shadow) {
  for (uint32_t i = 0; i < shadow->segment_count; ++i) {
    sr_allocator_free(c->allocator, shadow->segments[i].reads);
  }
  shadow->segment_count = 0;
}

// One segment over the whole storage.
static void sr_rt_check_reset_segments(sr_rt_check_t* c,
                                       sr_rt_check_shadow_t* shadow,
                                       int32_t write, bool written) {
  sr_rt_check_free_segments(c, shadow);
  if (!sr_rt_check_grow(c, (void**)&shadow->segments, &shadow->segment_capacity,
                        1, sizeof(sr_rt_check_segment_t))) {
    return;
  }
  sr_rt_check_segment_t* s = &shadow->segments[0];
  memset(s, 0, sizeof(*s));
  s->begin = 0;
  s->end = shadow->size;
  s->write = write;
  s->written = written;
  shadow->segment_count = 1;
}

// The shadow of |root| (created with no history, initialized, when new).
static sr_rt_check_shadow_t* sr_rt_check_shadow(sr_rt_check_t* c,
                                                sr_rt_storage_t* root,
                                                const sr_rt_instr_t* instr,
                                                bool* out_created) {
  if (out_created) *out_created = false;
  uint32_t index = sr_rt_check_map_get(&c->shadow_map, root);
  if (index != UINT32_MAX) return &c->shadows[index];
  if (!sr_rt_check_grow(c, (void**)&c->shadows, &c->shadow_capacity,
                        c->shadow_count + 1, sizeof(sr_rt_check_shadow_t))) {
    return NULL;
  }
  index = c->shadow_count;
  if (!sr_rt_check_map_put(c, &c->shadow_map, root, index)) return NULL;
  ++c->shadow_count;
  sr_rt_check_shadow_t* shadow = &c->shadows[index];
  memset(shadow, 0, sizeof(*shadow));
  sr_rt_storage_retain(root);
  shadow->storage = root;
  shadow->size = root->size;
  shadow->origin = instr;
  shadow->refs = -1;
  sr_rt_check_reset_segments(c, shadow, -1, true);
  if (out_created) *out_created = true;
  return shadow;
}

static int32_t sr_rt_check_add_event(sr_rt_check_t* c,
                                     const sr_rt_instr_t* instr, bool write) {
  if (!sr_rt_check_grow(c, (void**)&c->events, &c->event_capacity,
                        c->event_count + 1, sizeof(sr_rt_check_event_t))) {
    return -1;
  }
  sr_rt_check_event_t* e = &c->events[c->event_count];
  e->epoch = c->cur;
  e->instr = instr;
  e->unit = c->cur_unit;
  e->write = write;
  return (int32_t)c->event_count++;
}

// Splits the segment holding |at| so that a segment starts at |at|.
static void sr_rt_check_split(sr_rt_check_t* c, sr_rt_check_shadow_t* shadow,
                              uint64_t at) {
  for (uint32_t i = 0; i < shadow->segment_count; ++i) {
    sr_rt_check_segment_t* s = &shadow->segments[i];
    if (at <= s->begin || at >= s->end) continue;
    if (!sr_rt_check_grow(c, (void**)&shadow->segments,
                          &shadow->segment_capacity, shadow->segment_count + 1,
                          sizeof(sr_rt_check_segment_t))) {
      return;
    }
    s = &shadow->segments[i];
    memmove(&shadow->segments[i + 1], s,
            (shadow->segment_count - i) * sizeof(*s));
    ++shadow->segment_count;
    sr_rt_check_segment_t* right = &shadow->segments[i + 1];
    right->begin = at;
    s->end = at;
    right->reads = NULL;
    right->read_capacity = 0;
    if (s->read_count) {
      uint32_t cap = 0;
      if (sr_rt_check_grow(c, (void**)&right->reads, &cap, s->read_count,
                           sizeof(int32_t))) {
        memcpy(right->reads, s->reads, s->read_count * sizeof(int32_t));
        right->read_capacity = cap;
      } else {
        right->read_count = 0;
      }
    }
    return;
  }
}

static void sr_rt_check_describe_resource(const sr_rt_check_t* c,
                                          const sr_rt_check_shadow_t* shadow,
                                          char* buffer, size_t capacity) {
  char origin[512];
  sr_rt_check_describe(c, shadow->origin, origin, sizeof(origin));
  snprintf(buffer, capacity, "the %" PRIu64 "-byte resource %s %s",
           shadow->size, shadow->allocated ? "allocated by" : "first used by",
           origin);
}

// |instr| (current) conflicts with |prior| on [begin, end).
static void sr_rt_check_conflict(sr_rt_check_t* c,
                                 const sr_rt_check_shadow_t* shadow,
                                 const sr_rt_instr_t* instr, bool write,
                                 const sr_rt_check_event_t* prior,
                                 uint64_t begin, uint64_t end) {
  sr_hazard_kind_t kind;
  const char* why;
  if (sr_rt_check_is_host(c)) {
    kind = SR_HAZARD_USE_BEFORE_READY;
    why =
        "on the host before the timepoint of the work that accesses them "
        "was awaited";
  } else if (prior->unit == c->cur_unit) {
    kind = SR_HAZARD_RACE;
    why =
        "in the same execution region with nothing ordering the two (one "
        "concurrent wave)";
  } else if (prior->write &&
             (!write || prior->instr->kind == SR_RT_OP_RESOURCE_ALLOCA)) {
    // A read of a value (or any use of an allocation) whose producer's
    // timepoint the work does not await.
    kind = SR_HAZARD_USE_BEFORE_READY;
    why = "in work whose await does not include the timepoint of the write";
  } else {
    kind = SR_HAZARD_RACE;
    why = "in two submissions that no timepoint orders";
  }
  if (!sr_rt_check_first_time(c, kind, instr, prior->instr)) return;
  char a[512], b[512], resource[700];
  sr_rt_check_describe(c, instr, a, sizeof(a));
  sr_rt_check_describe(c, prior->instr, b, sizeof(b));
  sr_rt_check_describe_resource(c, shadow, resource, sizeof(resource));
  sr_rt_check_report(c, kind, instr,
                     "%s %s bytes [%" PRIu64 ", %" PRIu64
                     ") of %s, which %s "
                     "%s, %s",
                     a, write ? "writes" : "reads", begin, end, resource, b,
                     prior->write ? "writes" : "reads", why);
}

static bool sr_rt_check_ordered(const sr_rt_check_t* c,
                                const sr_rt_check_event_t* e) {
  return e->epoch.agent == c->cur.agent ||
         sr_rt_vclock_covers(c->cur_vc, e->epoch);
}

// Instructions whose resolve calls are not data accesses.
static bool sr_rt_check_ignored(const sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_CMD_FLUSH:
    case SR_RT_OP_CMD_INVALIDATE:
    case SR_RT_OP_CMD_DISCARD:
    case SR_RT_OP_BINDING_SUBSPAN:
    case SR_RT_OP_BUILTIN_TENSOR_EMPTY:
    case SR_RT_OP_BUILTIN_LINALG_FILL:
    case SR_RT_OP_BUILTIN_TENSOR_STORE:
    case SR_RT_OP_WORKGROUP_COUNT_FROM_SLICE:
    case SR_RT_OP_WORKLOAD_ORDINAL:
    case SR_RT_OP_WORKGROUP_ID:
    case SR_RT_OP_WORKGROUP_COUNT:
    case SR_RT_OP_WORKGROUP_SIZE:
      return true;
    default:
      return false;
  }
}

static void sr_rt_check_access_root(sr_rt_check_t* c,
                                    const sr_rt_instr_t* instr,
                                    sr_rt_storage_t* root, uint64_t begin,
                                    uint64_t length, bool write) {
  sr_rt_check_shadow_t* shadow = sr_rt_check_shadow(c, root, instr, NULL);
  if (!shadow || !length) return;
  uint64_t end = begin + length;
  if (end > shadow->size) end = shadow->size;
  if (begin >= end) return;
  char a[512], b[512], resource[700];
  if (shadow->freed_by && sr_rt_check_first_time(c, SR_HAZARD_USE_AFTER_FREE,
                                                 instr, shadow->freed_by)) {
    sr_rt_check_describe(c, instr, a, sizeof(a));
    sr_rt_check_describe(c, shadow->freed_by, b, sizeof(b));
    sr_rt_check_describe_resource(c, shadow, resource, sizeof(resource));
    sr_rt_check_report(c, SR_HAZARD_USE_AFTER_FREE, instr,
                       "%s %s bytes [%" PRIu64 ", %" PRIu64
                       ") of %s after %s freed it",
                       a, write ? "writes" : "reads", begin, end, resource, b);
  }
  if (write && (root->flags & SR_RT_STORAGE_READ_ONLY) &&
      sr_rt_check_first_time(c, SR_HAZARD_CONSTANT_WRITE, instr, root)) {
    sr_rt_check_describe(c, instr, a, sizeof(a));
    sr_rt_check_describe_resource(c, shadow, resource, sizeof(resource));
    sr_rt_check_report(c, SR_HAZARD_CONSTANT_WRITE, instr,
                       "%s writes bytes [%" PRIu64 ", %" PRIu64
                       ") of %s, read-only constant data of the program",
                       a, begin, end, resource);
  }
  sr_rt_check_split(c, shadow, begin);
  sr_rt_check_split(c, shadow, end);
  uint32_t first = UINT32_MAX, last = 0;
  bool uninitialized_reported = false;
  for (uint32_t i = 0; i < shadow->segment_count; ++i) {
    sr_rt_check_segment_t* s = &shadow->segments[i];
    if (s->end <= begin || s->begin >= end) continue;
    if (first == UINT32_MAX) first = i;
    last = i;
    if (s->write >= 0) {
      const sr_rt_check_event_t* w = &c->events[s->write];
      if (!sr_rt_check_ordered(c, w)) {
        sr_rt_check_conflict(c, shadow, instr, write, w, s->begin, s->end);
      }
    }
    if (write) {
      for (uint32_t r = 0; r < s->read_count; ++r) {
        const sr_rt_check_event_t* e = &c->events[s->reads[r]];
        if (!sr_rt_check_ordered(c, e)) {
          sr_rt_check_conflict(c, shadow, instr, write, e, s->begin, s->end);
        }
      }
      // Initializers build constants (piecewise); elsewhere constant bytes
      // are written once, by their allocation's first write.
      if (shadow->constant && s->written && !c->function->is_initializer &&
          sr_rt_check_first_time(c, SR_HAZARD_CONSTANT_WRITE, instr, shadow)) {
        sr_rt_check_describe(c, instr, a, sizeof(a));
        sr_rt_check_describe_resource(c, shadow, resource, sizeof(resource));
        if (s->write >= 0) {
          sr_rt_check_describe(c, c->events[s->write].instr, b, sizeof(b));
        } else {
          snprintf(b, sizeof(b), "before this invocation");
        }
        sr_rt_check_report(
            c, SR_HAZARD_CONSTANT_WRITE, instr,
            "%s writes bytes [%" PRIu64 ", %" PRIu64
            ") of %s, constant storage already initialized (%s%s)",
            a, s->begin, s->end, resource, s->write >= 0 ? "by " : "", b);
      }
    } else if (shadow->uninitialized && !s->written &&
               !uninitialized_reported) {
      uninitialized_reported = true;
      if (sr_rt_check_first_time(c, SR_HAZARD_UNINITIALIZED_READ, instr,
                                 shadow)) {
        sr_rt_check_describe(c, instr, a, sizeof(a));
        sr_rt_check_describe_resource(c, shadow, resource, sizeof(resource));
        sr_rt_check_report(c, SR_HAZARD_UNINITIALIZED_READ, instr,
                           "%s reads bytes [%" PRIu64 ", %" PRIu64
                           ") of %s (uninitialized), which nothing wrote",
                           a, s->begin, s->end, resource);
      }
    }
  }
  if (first == UINT32_MAX) return;
  int32_t event = sr_rt_check_add_event(c, instr, write);
  if (event < 0) return;
  if (write) {
    // The written range becomes one segment.
    for (uint32_t i = first; i <= last; ++i) {
      sr_allocator_free(c->allocator, shadow->segments[i].reads);
    }
    sr_rt_check_segment_t merged;
    memset(&merged, 0, sizeof(merged));
    merged.begin = shadow->segments[first].begin;
    merged.end = shadow->segments[last].end;
    merged.write = event;
    merged.written = true;
    shadow->segments[first] = merged;
    uint32_t removed = last - first;
    memmove(&shadow->segments[first + 1], &shadow->segments[last + 1],
            (shadow->segment_count - last - 1) * sizeof(merged));
    shadow->segment_count -= removed;
    return;
  }
  for (uint32_t i = first; i <= last; ++i) {
    sr_rt_check_segment_t* s = &shadow->segments[i];
    uint32_t r = 0;
    for (; r < s->read_count; ++r) {
      if (c->events[s->reads[r]].epoch.agent == c->cur.agent) break;
    }
    if (r == s->read_count) {
      if (!sr_rt_check_grow(c, (void**)&s->reads, &s->read_capacity,
                            s->read_count + 1, sizeof(int32_t))) {
        return;
      }
      ++s->read_count;
    }
    s->reads[r] = event;
  }
}

// |instr| produced fresh contents in |view| (a splat, clone, slice,
// constant, transfer result): recorded as its write, without checks (no one
// could have touched the bytes before).
static void sr_rt_check_fresh_result(sr_rt_check_t* c,
                                     const sr_rt_instr_t* instr,
                                     const sr_rt_view_t* view) {
  if (!view->storage || !view->length) return;
  uint64_t begin = view->offset;
  sr_rt_storage_t* root = sr_rt_check_root(view->storage, &begin);
  sr_rt_check_shadow_t* shadow = sr_rt_check_shadow(c, root, instr, NULL);
  if (!shadow) return;
  uint64_t end = begin + view->length;
  if (end > shadow->size) end = shadow->size;
  if (begin >= end) return;
  int32_t event = sr_rt_check_add_event(c, instr, true);
  if (event < 0) return;
  sr_rt_check_split(c, shadow, begin);
  sr_rt_check_split(c, shadow, end);
  uint32_t first = UINT32_MAX, last = 0;
  for (uint32_t i = 0; i < shadow->segment_count; ++i) {
    const sr_rt_check_segment_t* s = &shadow->segments[i];
    if (s->end <= begin || s->begin >= end) continue;
    if (first == UINT32_MAX) first = i;
    last = i;
  }
  if (first == UINT32_MAX) return;
  for (uint32_t i = first; i <= last; ++i) {
    sr_allocator_free(c->allocator, shadow->segments[i].reads);
  }
  sr_rt_check_segment_t merged;
  memset(&merged, 0, sizeof(merged));
  merged.begin = shadow->segments[first].begin;
  merged.end = shadow->segments[last].end;
  merged.write = event;
  merged.written = true;
  shadow->segments[first] = merged;
  memmove(&shadow->segments[first + 1], &shadow->segments[last + 1],
          (shadow->segment_count - last - 1) * sizeof(merged));
  shadow->segment_count -= last - first;
}

// Ops whose resource results hold new contents they wrote themselves
// without a resolved write range.
static bool sr_rt_check_makes_fresh(const sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_ASYNC_SPLAT:
    case SR_RT_OP_ASYNC_CLONE:
    case SR_RT_OP_ASYNC_SLICE:
    case SR_RT_OP_ASYNC_CONSTANT:
    case SR_RT_OP_ASYNC_TRANSFER:
    case SR_RT_OP_TENSOR_SPLAT:
    case SR_RT_OP_TENSOR_CLONE:
    case SR_RT_OP_TENSOR_SLICE:
    case SR_RT_OP_TENSOR_CONSTANT:
    case SR_RT_OP_TENSOR_ENCODE:
    case SR_RT_OP_RESOURCE_CONSTANTS:
      return true;
    default:
      return false;
  }
}

void sr_rt_check_access(sr_rt_check_t* c, const sr_rt_instr_t* instr,
                        const sr_rt_view_t* view, uint64_t offset,
                        uint64_t length, bool write, const char* role) {
  if (!view->storage || sr_rt_check_ignored(instr)) return;
  uint64_t base = view->offset + offset;
  sr_rt_storage_t* root = sr_rt_check_root(view->storage, &base);
  if (c->dispatch == instr && strcmp(role, "the tied operand") != 0) {
    // A binding: its executable's subspans say which bytes it touches.
    uint32_t binding = c->dispatch_binding++;
    const sr_rt_binding_range_list_t* list =
        sr_rt_binding_ranges_get(&c->ranges, binding);
    if (list) {
      for (uint32_t i = 0; i < list->count; ++i) {
        const sr_rt_binding_range_t* r = &list->ranges[i];
        if (r->offset >= length) continue;
        uint64_t n =
            r->length < length - r->offset ? r->length : length - r->offset;
        sr_rt_check_access_root(c, instr, root, base + r->offset, n,
                                write && r->write);
      }
      return;
    }
  }
  sr_rt_check_access_root(c, instr, root, base, length, write);
}

// Every event on |shadow| must be ordered before the current point (a
// dealloca or the last release at |instr|); then the storage is freed.
static void sr_rt_check_free(sr_rt_check_t* c, sr_rt_check_shadow_t* shadow,
                             const sr_rt_instr_t* instr) {
  char a[512], b[512], resource[700];
  for (uint32_t i = 0; i < shadow->segment_count; ++i) {
    const sr_rt_check_segment_t* s = &shadow->segments[i];
    for (int32_t r = -1; r < (int32_t)s->read_count; ++r) {
      int32_t index = r < 0 ? s->write : s->reads[r];
      if (index < 0) continue;
      const sr_rt_check_event_t* e = &c->events[index];
      if (e->instr == instr || sr_rt_check_ordered(c, e)) continue;
      if (!sr_rt_check_first_time(c, SR_HAZARD_USE_AFTER_FREE, e->instr,
                                  instr)) {
        continue;
      }
      sr_rt_check_describe(c, instr, a, sizeof(a));
      sr_rt_check_describe(c, e->instr, b, sizeof(b));
      sr_rt_check_describe_resource(c, shadow, resource, sizeof(resource));
      sr_rt_check_report(c, SR_HAZARD_USE_AFTER_FREE, instr,
                         "%s frees %s while %s, which nothing orders before "
                         "the free, %s bytes [%" PRIu64 ", %" PRIu64 ")",
                         a, resource, b, e->write ? "writes" : "reads",
                         s->begin, s->end);
    }
  }
  shadow->freed_by = instr;
}

//===----------------------------------------------------------------------===//
// Tied operands
//===----------------------------------------------------------------------===//

// Markers name a value by (frame, slot). A region's frame starts with its
// captures (region.h): slot i < capture_count is the enclosing frame's slot
// captures[i], so both spellings of one value get the same key; the slots
// the body defines stay keyed by the region's frame.
static const sr_rt_value_t* sr_rt_check_key(const sr_rt_check_t* c,
                                            const sr_rt_value_t* frame,
                                            uint32_t* slot) {
  if (frame != c->region_frame || !c->region_host_frame) return frame;
  const sr_rt_region_t* region = c->region_owner->region;
  if (*slot >= region->capture_count) return frame;
  *slot = region->captures[*slot];
  return c->region_host_frame;
}

static void sr_rt_check_unmark(sr_rt_check_t* c, const sr_rt_value_t* group,
                               uint32_t slot) {
  for (uint32_t i = 0; i < c->marker_count;) {
    sr_rt_check_marker_t* m = &c->markers[i];
    if ((!group || m->group == group) && m->slot == slot) {
      c->markers[i] = c->markers[--c->marker_count];
    } else {
      ++i;
    }
  }
}

static void sr_rt_check_mark(sr_rt_check_t* c, const sr_rt_value_t* frame,
                             uint32_t slot, const sr_rt_instr_t* consumer) {
  const sr_rt_value_t* group = sr_rt_check_key(c, frame, &slot);
  sr_rt_check_unmark(c, group, slot);
  if (!sr_rt_check_grow(c, (void**)&c->markers, &c->marker_capacity,
                        c->marker_count + 1, sizeof(sr_rt_check_marker_t))) {
    return;
  }
  sr_rt_check_marker_t* m = &c->markers[c->marker_count++];
  m->group = group;
  m->slot = slot;
  m->consumer = consumer;
  m->epoch = c->cur;
}

// At file scope: a declaration may not follow a case label before C23.
_Static_assert(
    (int)SR_STREAM_ASYNC_UPDATE_TARGET == (int)SR_STREAM_ASYNC_FILL_TARGET &&
        (int)SR_STREAM_ASYNC_COPY_TARGET == (int)SR_STREAM_ASYNC_FILL_TARGET &&
        (int)SR_STREAM_ASYNC_STORE_TARGET == (int)SR_STREAM_ASYNC_FILL_TARGET,
    "the async byte ops' targets");

// Marks the operands |instr| updated in place (tied results that were not
// copied first).
static void sr_rt_check_mark_tied(sr_rt_check_t* c, const sr_rt_instr_t* instr,
                                  const sr_rt_value_t* frame) {
  switch (instr->kind) {
    case SR_RT_OP_ASYNC_EXECUTE:
    case SR_RT_OP_ASYNC_CONCURRENT: {
      _Static_assert((int)SR_STREAM_ASYNC_CONCURRENT_RESOURCE_OPERANDS ==
                         (int)SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS,
                     "async.concurrent's operands are async.execute's");
      const uint32_t group = SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS;
      for (uint32_t r = 0; r < instr->int_count && r < instr->result_count;
           ++r) {
        int64_t tied = instr->ints[r];
        if (tied < 0 || (uint32_t)tied >= sr_rt_group_size(instr, group)) {
          continue;
        }
        sr_rt_check_mark(c, frame, sr_rt_operand(instr, group, (uint32_t)tied),
                         instr);
      }
      return;
    }
    case SR_RT_OP_ASYNC_DISPATCH:
    case SR_RT_OP_ASYNC_CALL: {
      uint32_t group = instr->kind == SR_RT_OP_ASYNC_DISPATCH
                           ? SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERANDS
                           : SR_STREAM_ASYNC_CALL_RESOURCE_OPERANDS;
      for (uint32_t r = 0; r < instr->int_count && r < instr->result_count;
           ++r) {
        int64_t tied = instr->ints[r];
        if (tied < 0 || (uint32_t)tied >= sr_rt_group_size(instr, group)) {
          continue;
        }
        if (r < 63 && ((instr->imm >> r) & 1)) continue;  // copied first
        sr_rt_check_mark(c, frame, sr_rt_operand(instr, group, (uint32_t)tied),
                         instr);
      }
      return;
    }
    case SR_RT_OP_ASYNC_FILL:
    case SR_RT_OP_ASYNC_UPDATE:
    case SR_RT_OP_ASYNC_COPY:
    case SR_RT_OP_ASYNC_STORE:
      // Their tied target, updated in place.
      if (instr->flags & SR_RT_INSTR_COPY_ON_WRITE) return;
      if (sr_rt_group_size(instr, SR_STREAM_ASYNC_FILL_TARGET)) {
        sr_rt_check_mark(c, frame,
                         sr_rt_operand(instr, SR_STREAM_ASYNC_FILL_TARGET, 0),
                         instr);
      }
      return;
    default:
      return;
  }
}

static void sr_rt_check_tied_uses(sr_rt_check_t* c, const sr_rt_instr_t* instr,
                                  const sr_rt_value_t* frame) {
  for (uint32_t i = 0; i < instr->operand_count; ++i) {
    uint32_t slot = instr->operands[i];
    const sr_rt_value_t* group = sr_rt_check_key(c, frame, &slot);
    for (uint32_t m = 0; m < c->marker_count; ++m) {
      const sr_rt_check_marker_t* marker = &c->markers[m];
      if (marker->group != group || marker->slot != slot) continue;
      if (marker->consumer == instr) continue;
      if (marker->epoch.agent != c->cur.agent &&
          !sr_rt_vclock_covers(c->cur_vc, marker->epoch)) {
        continue;  // unordered: a race, reported on its bytes
      }
      if (!sr_rt_check_first_time(c, SR_HAZARD_TIED_REUSE, instr,
                                  marker->consumer)) {
        continue;
      }
      char a[512], b[512];
      sr_rt_check_describe(c, instr, a, sizeof(a));
      sr_rt_check_describe(c, marker->consumer, b, sizeof(b));
      sr_rt_check_report(c, SR_HAZARD_TIED_REUSE, instr,
                         "%s uses operand %u, a resource value that %s "
                         "already updated in place (its tied result replaces "
                         "it); the bytes it sees are the update's",
                         a, i, b);
    }
  }
}

void sr_rt_check_defined(sr_rt_check_t* c, const sr_rt_value_t* frame,
                         const uint32_t* slots, uint32_t count) {
  if (!c->marker_count) return;
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t slot = slots[i];
    const sr_rt_value_t* group = sr_rt_check_key(c, frame, &slot);
    sr_rt_check_unmark(c, group, slot);
  }
}

void sr_rt_check_frame_end(sr_rt_check_t* c, const sr_rt_value_t* frame) {
  for (uint32_t i = 0; i < c->marker_count;) {
    if (c->markers[i].group == frame) {
      c->markers[i] = c->markers[--c->marker_count];
    } else {
      ++i;
    }
  }
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

static bool sr_rt_check_flag(const sr_rt_instr_t* instr, const char* flag) {
  const sr_attr_t* attr = sr_op_attr(instr->op, "overflowFlags");
  if (!attr) return false;
  sr_string_view_t text = attr->kind == SR_ATTR_DIALECT ? attr->text.text
                          : attr->kind == SR_ATTR_STRING
                              ? attr->string
                              : (sr_string_view_t){NULL, 0};
  size_t n = strlen(flag);
  for (size_t i = 0; text.data && i + n <= text.size; ++i) {
    if (memcmp(text.data + i, flag, n) == 0) return true;
  }
  return false;
}

static void sr_rt_check_arith(sr_rt_check_t* c, const sr_rt_instr_t* instr,
                              const sr_rt_value_t* frame) {
  // Every integer binary op is (lhs, rhs) -> result (exec_scalar.c).
  if (!sr_rt_group_size(instr, SR_ARITH_ADDI_LHS) ||
      !sr_rt_group_size(instr, SR_ARITH_ADDI_RHS)) {
    return;
  }
  const sr_rt_value_t* lhs_v =
      &frame[sr_rt_operand(instr, SR_ARITH_ADDI_LHS, 0)];
  const sr_rt_value_t* rhs_v =
      &frame[sr_rt_operand(instr, SR_ARITH_ADDI_RHS, 0)];
  if (lhs_v->kind != SR_RT_VALUE_INT || rhs_v->kind != SR_RT_VALUE_INT) return;
  uint32_t bits = instr->type.bits ? instr->type.bits : 64;
  if (bits > 64) return;
  uint64_t mask = bits == 64 ? ~0ull : ((1ull << bits) - 1);
  int64_t a = sr_rt_sext(lhs_v->i, bits), b = sr_rt_sext(rhs_v->i, bits);
  uint64_t ua = (uint64_t)lhs_v->i & mask, ub = (uint64_t)rhs_v->i & mask;
  int64_t smin = bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1));
  int64_t smax = bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
  char what[256];
  what[0] = 0;
  switch (instr->sub_kind) {
    case SR_RT_IBIN_DIVSI:
    case SR_RT_IBIN_CEILDIVSI:
    case SR_RT_IBIN_FLOORDIVSI:
    case SR_RT_IBIN_REMSI:
      if (b == 0) {
        snprintf(what, sizeof(what),
                 "integer division by zero (%" PRId64 " / 0)", a);
      } else if (a == smin && b == -1) {
        snprintf(what, sizeof(what),
                 "signed division overflow of i%u (%" PRId64 " / -1)", bits, a);
      }
      break;
    case SR_RT_IBIN_DIVUI:
    case SR_RT_IBIN_CEILDIVUI:
    case SR_RT_IBIN_REMUI:
      if (ub == 0) {
        snprintf(what, sizeof(what),
                 "integer division by zero (%" PRIu64 " / 0)", ua);
      }
      break;
    case SR_RT_IBIN_SHL:
    case SR_RT_IBIN_SHRSI:
    case SR_RT_IBIN_SHRUI:
      if (ub >= bits) {
        snprintf(what, sizeof(what),
                 "shift amount %" PRIu64 " out of range for i%u", ub, bits);
        break;
      }
      if (instr->sub_kind == SR_RT_IBIN_SHL) {
        if (sr_rt_check_flag(instr, "nsw")) {
          int64_t r = sr_rt_sext((int64_t)(ua << ub), bits);
          if ((r >> ub) != a) {
            snprintf(what, sizeof(what),
                     "signed overflow of i%u marked nsw (%" PRId64
                     " << %" PRIu64 ")",
                     bits, a, ub);
          }
        }
        if (!what[0] && sr_rt_check_flag(instr, "nuw") &&
            (((ua << ub) & mask) >> ub) != ua) {
          snprintf(what, sizeof(what),
                   "unsigned overflow of i%u marked nuw (%" PRIu64
                   " << %" PRIu64 ")",
                   bits, ua, ub);
        }
      }
      break;
    case SR_RT_IBIN_ADD:
    case SR_RT_IBIN_SUB:
    case SR_RT_IBIN_MUL: {
      const char* sym = instr->sub_kind == SR_RT_IBIN_ADD   ? "+"
                        : instr->sub_kind == SR_RT_IBIN_SUB ? "-"
                                                            : "*";
      if (sr_rt_check_flag(instr, "nsw")) {
        __int128 r = instr->sub_kind == SR_RT_IBIN_ADD   ? (__int128)a + b
                     : instr->sub_kind == SR_RT_IBIN_SUB ? (__int128)a - b
                                                         : (__int128)a * b;
        if (r < smin || r > smax) {
          snprintf(what, sizeof(what),
                   "signed overflow of i%u marked nsw (%" PRId64 " %s %" PRId64
                   ")",
                   bits, a, sym, b);
        }
      }
      if (!what[0] && sr_rt_check_flag(instr, "nuw")) {
        unsigned __int128 r = instr->sub_kind == SR_RT_IBIN_ADD
                                  ? (unsigned __int128)ua + ub
                                  : (unsigned __int128)ua * ub;
        bool overflow = instr->sub_kind == SR_RT_IBIN_SUB ? ub > ua : r > mask;
        if (overflow) {
          snprintf(what, sizeof(what),
                   "unsigned overflow of i%u marked nuw (%" PRIu64
                   " %s %" PRIu64 ")",
                   bits, ua, sym, ub);
        }
      }
      break;
    }
    default:
      break;
  }
  if (!what[0]) return;
  if (!sr_rt_check_first_time(c, SR_HAZARD_ARITHMETIC, instr, NULL)) return;
  char a_text[512];
  sr_rt_check_describe(c, instr, a_text, sizeof(a_text));
  sr_rt_check_report(c, SR_HAZARD_ARITHMETIC, instr,
                     "%s: %s is undefined behaviour", a_text, what);
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

// Ops that run as asynchronous jobs ordered by their await timepoint.
static bool sr_rt_check_is_job(const sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_FILE_READ:
    case SR_RT_OP_FILE_WRITE:
    case SR_RT_OP_RESOURCE_ALLOCA:
    case SR_RT_OP_RESOURCE_DEALLOCA:
      return true;
    case SR_RT_OP_PARAMETER:
      for (uint32_t r = 0; r < instr->op->num_results; ++r) {
        if (sr_type_is_dialect(instr->op->results[r].type,
                               "stream.timepoint")) {
          return true;
        }
      }
      return false;
    default:
      return false;
  }
}

static sr_rt_check_shadow_t* sr_rt_check_shadow_of(sr_rt_check_t* c,
                                                   const sr_rt_value_t* v,
                                                   const sr_rt_instr_t* instr,
                                                   bool* out_created) {
  if (v->kind != SR_RT_VALUE_VIEW || !v->view.storage) return NULL;
  uint64_t offset = 0;
  sr_rt_storage_t* root = sr_rt_check_root(v->view.storage, &offset);
  return sr_rt_check_shadow(c, root, instr, out_created);
}

void sr_rt_check_before(sr_rt_check_t* c, const sr_rt_instr_t* instr,
                        sr_rt_value_t* frame) {
  if (sr_rt_check_ignored(instr)) return;
  if (c->marker_count) sr_rt_check_tied_uses(c, instr, frame);
  switch (instr->kind) {
    case SR_RT_OP_INT_BINARY:
      sr_rt_check_arith(c, instr, frame);
      break;
    case SR_RT_OP_CMD_DISPATCH:
    case SR_RT_OP_ASYNC_DISPATCH:
    case SR_RT_OP_TENSOR_DISPATCH:
      c->dispatch = instr;
      c->dispatch_binding = 0;
      sr_rt_check_fail(c, sr_rt_binding_ranges_compute(c->allocator, instr,
                                                       frame, &c->ranges));
      break;
    case SR_RT_OP_TENSOR_EXPORT:
      // Coarse-fences functions hand results out before they are ready:
      // the signal fence orders the caller's reads.
      if (!c->function->is_coarse_fences &&
          sr_rt_group_size(instr, SR_STREAM_TENSOR_EXPORT_SOURCE) &&
          sr_rt_check_is_host(c)) {
        const sr_rt_value_t* v =
            &frame[sr_rt_operand(instr, SR_STREAM_TENSOR_EXPORT_SOURCE, 0)];
        if (v->kind == SR_RT_VALUE_VIEW && v->view.storage &&
            sr_rt_storage_data(v->view.storage)) {
          sr_rt_check_access(c, instr, &v->view, 0, v->view.length, false,
                             "the exported resource");
        }
      }
      break;
    case SR_RT_OP_TIMEPOINT_AWAIT:
    case SR_RT_OP_HAL_FENCE_AWAIT:
      if (sr_rt_check_is_host(c)) {
        sr_rt_check_join_timepoint_operands(c, instr, frame, &c->host_vc);
      }
      break;
    case SR_RT_OP_RESOURCE_RETAIN:
    case SR_RT_OP_RESOURCE_RELEASE: {
      _Static_assert((int)SR_STREAM_RESOURCE_RELEASE_OPERAND ==
                         (int)SR_STREAM_RESOURCE_RETAIN_OPERAND,
                     "resource.release's operand is resource.retain's");
      if (!sr_rt_group_size(instr, SR_STREAM_RESOURCE_RETAIN_OPERAND)) break;
      sr_rt_check_shadow_t* shadow = sr_rt_check_shadow_of(
          c, &frame[sr_rt_operand(instr, SR_STREAM_RESOURCE_RETAIN_OPERAND, 0)],
          instr, NULL);
      if (!shadow || shadow->refs < 0) break;
      if (instr->kind == SR_RT_OP_RESOURCE_RETAIN) {
        ++shadow->refs;
      } else if (--shadow->refs == 0) {
        sr_rt_check_free(c, shadow, instr);
      }
      break;
    }
    default:
      break;
  }
  if (sr_rt_check_is_job(instr) && sr_rt_check_is_host(c)) {
    // An async job: entered with the host's clock and its awaits.
    sr_rt_check_fail(c,
                     sr_rt_vclock_copy(c->allocator, &c->job_vc, &c->host_vc));
    sr_rt_check_join_timepoint_operands(c, instr, frame, &c->job_vc);
    sr_rt_check_host_tick(c);
    c->cur = sr_rt_check_start_strand(c, &c->job_vc, NULL, 0);
    c->cur_vc = &c->job_vc;
    c->cur_unit = ++c->unit_count;
    c->in_job = true;
    if (instr->kind == SR_RT_OP_RESOURCE_DEALLOCA) {
      for (uint32_t i = 0; i < instr->operand_count; ++i) {
        sr_rt_check_shadow_t* shadow =
            sr_rt_check_shadow_of(c, &frame[instr->operands[i]], instr, NULL);
        if (shadow) sr_rt_check_free(c, shadow, instr);
      }
    }
  }
}

static void sr_rt_check_executable_report(sr_rt_check_t* c,
                                          const sr_rt_instr_t* instr,
                                          sr_status_t status);

// Undefined behaviour the executable interpreter stops at: reported with
// the executable op's location (from |status|) and the dispatch's.
static void sr_rt_check_executable_failure(sr_rt_check_t* c,
                                           const sr_rt_instr_t* instr,
                                           sr_status_t status) {
  static const char* const kUndefined[] = {"integer division by zero",
                                           "signed division overflow",
                                           "'tensor.extract': index"};
  const char* message = sr_status_message(status);
  bool undefined = false;
  for (size_t i = 0; i < sizeof(kUndefined) / sizeof(kUndefined[0]); ++i) {
    undefined |= strstr(message, kUndefined[i]) != NULL;
  }
  if (undefined) sr_rt_check_executable_report(c, instr, status);
}

void sr_rt_check_executable_ub(sr_rt_check_t* c, const sr_rt_instr_t* instr,
                               sr_status_t report) {
  if (c) sr_rt_check_executable_report(c, instr, report);
  sr_status_ignore(report);
}

static void sr_rt_check_executable_report(sr_rt_check_t* c,
                                          const sr_rt_instr_t* instr,
                                          sr_status_t status) {
  if (!sr_rt_check_first_time(c, SR_HAZARD_ARITHMETIC, instr, NULL)) return;
  const char* message = sr_status_message(status);
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  char a[512];
  sr_rt_check_describe(c, instr, a, sizeof(a));
  sr_rt_check_report_at(c, SR_HAZARD_ARITHMETIC, instr, loc.file ? &loc : NULL,
                        "%s:%u:%u (in the executable of %s): %s is undefined "
                        "behaviour",
                        loc.file ? loc.file : "<input>", loc.line, loc.column,
                        a, message);
}

void sr_rt_check_after(sr_rt_check_t* c, const sr_rt_instr_t* instr,
                       sr_rt_value_t* frame, sr_status_t status) {
  if (sr_rt_check_ignored(instr)) return;
  if (status && (instr->kind == SR_RT_OP_CMD_DISPATCH ||
                 instr->kind == SR_RT_OP_ASYNC_DISPATCH ||
                 instr->kind == SR_RT_OP_TENSOR_DISPATCH)) {
    sr_rt_check_executable_failure(c, instr, status);
  }
  if (c->dispatch == instr) c->dispatch = NULL;
  for (uint32_t r = 0; c->marker_count && r < instr->result_count; ++r) {
    uint32_t slot = instr->results[r];
    const sr_rt_value_t* group = sr_rt_check_key(c, frame, &slot);
    sr_rt_check_unmark(c, group, slot);
  }
  sr_rt_check_mark_tied(c, instr, frame);
  if (sr_rt_check_makes_fresh(instr)) {
    for (uint32_t r = 0; r < instr->result_count; ++r) {
      const sr_rt_value_t* v = &frame[instr->results[r]];
      if (v->kind == SR_RT_VALUE_VIEW)
        sr_rt_check_fresh_result(c, instr, &v->view);
    }
  }
  // New allocations and constant-lifetime values.
  for (uint32_t r = 0; r < instr->result_count && r < instr->op->num_results;
       ++r) {
    const sr_rt_value_t* v = &frame[instr->results[r]];
    if (v->kind != SR_RT_VALUE_VIEW || !v->view.storage) continue;
    const sr_type_t* type = instr->op->results[r].type;
    sr_rt_lifetime_t lifetime = sr_rt_lifetime_of(type);
    bool allocation = instr->kind == SR_RT_OP_RESOURCE_ALLOC ||
                      instr->kind == SR_RT_OP_RESOURCE_ALLOCA;
    if (!allocation && lifetime != SR_RT_LIFETIME_CONSTANT) continue;
    bool created = false;
    sr_rt_check_shadow_t* shadow = sr_rt_check_shadow_of(c, v, instr, &created);
    if (!shadow) continue;
    if (lifetime == SR_RT_LIFETIME_CONSTANT) shadow->constant = true;
    if (!allocation) continue;
    shadow->origin = instr;
    shadow->allocated = true;
    shadow->freed_by = NULL;
    shadow->refs = 1;
    shadow->uninitialized = sr_op_attr(instr->op, "uninitialized") != NULL;
    // An alloca is ready at its timepoint: the allocation is an event
    // later uses must be ordered after.
    int32_t event = instr->kind == SR_RT_OP_RESOURCE_ALLOCA
                        ? sr_rt_check_add_event(c, instr, true)
                        : -1;
    sr_rt_check_reset_segments(c, shadow, event, false);
  }
  switch (instr->kind) {
    case SR_RT_OP_TIMEPOINT_IMMEDIATE:
    case SR_RT_OP_HAL_FENCE_CREATE:
      break;  // carry nothing
    case SR_RT_OP_TIMEPOINT_JOIN:
    case SR_RT_OP_TIMEPOINT_IMPORT:
    case SR_RT_OP_TIMEPOINT_EXPORT:
    case SR_RT_OP_HAL_FENCE_JOIN:
    case SR_RT_OP_TIMEPOINT_BARRIER: {
      sr_rt_vclock_t vc = {0, 0, NULL};
      sr_rt_check_join_timepoint_operands(c, instr, frame, &vc);
      if (instr->kind == SR_RT_OP_TIMEPOINT_BARRIER) {
        sr_rt_check_fail(c, sr_rt_vclock_join(c->allocator, &vc, c->cur_vc));
      }
      for (uint32_t r = 0; r < instr->result_count; ++r) {
        sr_rt_check_bind_timepoint(c, &frame[instr->results[r]], &vc);
      }
      sr_rt_vclock_free(c->allocator, &vc);
      break;
    }
    case SR_RT_OP_TIMEPOINT_CHAIN_EXTERNAL:
    case SR_RT_OP_HAL_FENCE_SIGNAL: {
      // The external fences are reached with the timepoint (or the host).
      const sr_rt_vclock_t* source = c->cur_vc;
      bool chain = instr->kind == SR_RT_OP_TIMEPOINT_CHAIN_EXTERNAL;
      if (chain &&
          sr_rt_group_size(
              instr, SR_STREAM_TIMEPOINT_CHAIN_EXTERNAL_AWAIT_TIMEPOINT)) {
        const sr_rt_value_t* v = &frame[sr_rt_operand(
            instr, SR_STREAM_TIMEPOINT_CHAIN_EXTERNAL_AWAIT_TIMEPOINT, 0)];
        source = v->kind == SR_RT_VALUE_TIMEPOINT
                     ? sr_rt_check_timepoint_vc(c, v->timepoint)
                     : NULL;
      }
      uint32_t group = chain
                           ? SR_STREAM_TIMEPOINT_CHAIN_EXTERNAL_EXTERNAL_VALUES
                           : SR_HAL_FENCE_SIGNAL_FENCE;
      uint32_t count = sr_rt_group_size(instr, group);
      for (uint32_t i = 0; i < count; ++i) {
        const sr_rt_value_t* v = &frame[sr_rt_operand(instr, group, i)];
        if (v->kind == SR_RT_VALUE_TIMEPOINT &&
            v->timepoint != sr_timepoint_immediate()) {
          sr_rt_check_set_timepoint(c, v->timepoint, source, true);
        }
      }
      break;
    }
    default:
      break;
  }
  if (c->in_job && sr_rt_check_is_job(instr)) {
    for (uint32_t r = 0; r < instr->result_count; ++r) {
      sr_rt_check_bind_timepoint(c, &frame[instr->results[r]], &c->job_vc);
    }
    c->in_job = false;
    sr_rt_check_use_host(c);
  }
}

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

// The values a region's body defines die with the region (its frame is
// reused by the next submission).
static void sr_rt_check_drop_region_markers(sr_rt_check_t* c,
                                            const sr_rt_value_t* region_frame) {
  if (c->marker_count && region_frame) {
    sr_rt_check_frame_end(c, region_frame);
  }
}

void sr_rt_check_region_begin(sr_rt_check_t* c, const sr_rt_instr_t* owner,
                              const sr_rt_value_t* host_frame,
                              const sr_rt_value_t* region_frame) {
  const sr_rt_region_t* region = owner->region;
  sr_rt_check_fail(
      c, sr_rt_vclock_copy(c->allocator, &c->region_entry, &c->host_vc));
  uint32_t await_group = owner->kind == SR_RT_OP_ASYNC_EXECUTE
                             ? SR_STREAM_ASYNC_EXECUTE_AWAIT_TIMEPOINT
                             : SR_STREAM_CMD_EXECUTE_AWAIT_TIMEPOINT;
  for (uint32_t i = 0; i < sr_rt_group_size(owner, await_group); ++i) {
    const sr_rt_value_t* v = &host_frame[sr_rt_operand(owner, await_group, i)];
    if (v->kind != SR_RT_VALUE_TIMEPOINT) continue;
    const sr_rt_vclock_t* tvc = sr_rt_check_timepoint_vc(c, v->timepoint);
    if (tvc) {
      sr_rt_check_fail(c,
                       sr_rt_vclock_join(c->allocator, &c->region_entry, tvc));
    }
  }
  sr_rt_check_host_tick(c);
  c->region_owner = owner;
  c->region_host_frame = host_frame;
  c->region_frame = region_frame;
  c->region_unit = ++c->unit_count;
  c->last_node = 0;
  uint32_t cap = c->node_capacity;
  if (sr_rt_check_grow(c, (void**)&c->node_vcs, &cap, region->node_count + 1,
                       sizeof(sr_rt_vclock_t))) {
    uint32_t cap2 = c->node_capacity;
    if (sr_rt_check_grow(c, (void**)&c->node_agents, &cap2,
                         region->node_count + 1, sizeof(uint32_t))) {
      c->node_capacity = cap < cap2 ? cap : cap2;
    }
  }
  sr_rt_check_drop_region_markers(c, region_frame);
}

void sr_rt_check_node_begin(sr_rt_check_t* c, const sr_rt_region_t* region,
                            uint32_t index) {
  if (index >= c->node_capacity) return;
  const sr_rt_region_node_t* node = &region->nodes[index];
  sr_rt_vclock_t* vc = &c->node_vcs[index];
  sr_rt_vclock_clear(vc);
  uint32_t preferred[4];
  uint32_t preferred_count = 0;
  if (!node->predecessor_count) {
    sr_rt_check_fail(c, sr_rt_vclock_copy(c->allocator, vc, &c->region_entry));
  }
  for (uint32_t p = 0; p < node->predecessor_count; ++p) {
    uint32_t pred = node->predecessors[p];
    if (pred >= c->node_capacity) continue;
    sr_rt_check_fail(c,
                     sr_rt_vclock_join(c->allocator, vc, &c->node_vcs[pred]));
    if (preferred_count < 4)
      preferred[preferred_count++] = c->node_agents[pred];
  }
  sr_rt_epoch_t epoch =
      sr_rt_check_start_strand(c, vc, preferred, preferred_count);
  c->node_agents[index] = epoch.agent;
  c->cur = epoch;
  c->cur_vc = vc;
  c->cur_unit = c->region_unit;
  c->last_node = index;
}

void sr_rt_check_region_end(sr_rt_check_t* c, sr_timepoint_t* signal) {
  const sr_rt_region_t* region =
      c->region_owner ? c->region_owner->region : NULL;
  if (region && c->last_node < c->node_capacity) {
    sr_rt_check_set_timepoint(c, signal, &c->node_vcs[c->last_node], false);
  }
  sr_rt_check_drop_region_markers(c, c->region_frame);
  c->region_owner = NULL;
  c->region_frame = NULL;
  c->region_host_frame = NULL;
  sr_rt_check_use_host(c);
}

//===----------------------------------------------------------------------===//
// Invocations
//===----------------------------------------------------------------------===//

sr_status_t sr_rt_check_begin(sr_module_t* module,
                              const sr_rt_function_t* function,
                              sr_rt_check_t** out_check) {
  *out_check = NULL;
  if (module->instance->check_mode == SR_CHECK_OFF || sr_rt_check_current) {
    return sr_ok_status();
  }
  sr_allocator_t allocator = module->instance->allocator;
  sr_rt_check_t* c = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(allocator, sizeof(*c), (void**)&c));
  c->module = module;
  c->allocator = allocator;
  c->function = function;
  c->mode = module->instance->check_mode;
  c->host_agent = sr_rt_check_new_agent(c, true);
  if (c->sticky) {
    sr_status_t status = c->sticky;
    sr_allocator_free(allocator, c);
    return status;
  }
  sr_rt_check_host_tick(c);
  sr_rt_check_use_host(c);
  sr_rt_check_current = c;
  *out_check = c;
  return sr_ok_status();
}

static void sr_rt_check_destroy(sr_rt_check_t* c) {
  sr_allocator_t allocator = c->allocator;
  for (uint32_t i = 0; i < c->shadow_count; ++i) {
    sr_rt_check_free_segments(c, &c->shadows[i]);
    sr_allocator_free(allocator, c->shadows[i].segments);
    sr_rt_storage_release(c->shadows[i].storage);
  }
  for (uint32_t i = 0; i < c->timepoint_count; ++i) {
    sr_rt_vclock_free(allocator, &c->timepoint_vcs[i]);
    sr_timepoint_release(c->timepoints[i]);
  }
  for (uint32_t i = 0; i < c->node_capacity; ++i) {
    sr_rt_vclock_free(allocator, &c->node_vcs[i]);
  }
  sr_rt_binding_ranges_free(allocator, &c->ranges);
  sr_rt_vclock_free(allocator, &c->host_vc);
  sr_rt_vclock_free(allocator, &c->job_vc);
  sr_rt_vclock_free(allocator, &c->region_entry);
  sr_rt_check_map_free(c, &c->timepoint_map);
  sr_rt_check_map_free(c, &c->shadow_map);
  sr_allocator_free(allocator, c->shadows);
  sr_allocator_free(allocator, c->timepoint_vcs);
  sr_allocator_free(allocator, c->timepoints);
  sr_allocator_free(allocator, c->node_vcs);
  sr_allocator_free(allocator, c->node_agents);
  sr_allocator_free(allocator, c->events);
  sr_allocator_free(allocator, c->markers);
  sr_allocator_free(allocator, c->seen);
  sr_allocator_free(allocator, c->agent_clock);
  sr_allocator_free(allocator, c->agent_is_host);
  sr_allocator_free(allocator, c->first_error);
  sr_allocator_free(allocator, c->first_error_file);
  sr_allocator_free(allocator, c);
}

sr_status_t sr_rt_check_end(sr_rt_check_t* c, sr_status_t status) {
  if (!c) return status;
  if (sr_rt_check_current == c) sr_rt_check_current = NULL;
  if (!status && c->sticky) {
    status = c->sticky;
    c->sticky = sr_ok_status();
  }
  if (!status && c->error_count) {
    const sr_op_t* op = c->first_error_instr ? c->first_error_instr->op : NULL;
    const char* text = c->first_error ? c->first_error : "hazard";
    if (c->first_error_file) {
      status = SR_MAKE_STATUS_AT(
          c->first_error_loc, NULL, 0, SR_STATUS_FAILED_PRECONDITION, "%s%s",
          text,
          c->error_count > 1 ? " (and more hazards, see the reports)" : "");
    } else if (op) {
      status = sr_context_make_status_at(
          c->module->program->context, op->pos, SR_STATUS_FAILED_PRECONDITION,
          "%s%s", text,
          c->error_count > 1 ? " (and more hazards, see the reports)" : "");
    } else {
      status = SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION, "%s", text);
    }
  }
  sr_status_ignore(c->sticky);
  sr_rt_check_destroy(c);
  return status;
}
