// The events of a run and the sink interface, the types only: what a sink
// (trace_json.c, dumps.c) implements and sees. The stream that feeds the
// sinks is events.c (events.h), so a sink that only implements the
// interface does not depend on it.
#ifndef STREAMREF_CPU_BACKEND_TRACE_SINK_H_
#define STREAMREF_CPU_BACKEND_TRACE_SINK_H_

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "cpu_backend/plan.h"
#include "streamref/runtime.h"

typedef struct sr_rt_events_t sr_rt_events_t;
typedef struct sr_rt_event_thread_t sr_rt_event_thread_t;
typedef struct sr_rt_region_trace_t sr_rt_region_trace_t;

#define SR_RT_EVENTS_MAX_SINKS 4

// One binding of a dispatch, as the dump sink reads it.
typedef struct sr_rt_event_binding_t {
  const uint8_t* data;  // the first byte of the range
  uint64_t offset;      // of the range in its resource view
  uint64_t length;
  uint32_t access;  // 1: read, 2: written, 3: both
} sr_rt_event_binding_t;

// What a DISPATCH event knows beyond sr_event_t.
typedef struct sr_rt_event_dispatch_t {
  const sr_rt_instr_t* instr;
  const sr_rt_value_t* frame;  // the operands' slots
  uint32_t workload_count;
  const uint64_t* workload;
  uint32_t binding_count;
  const sr_rt_event_binding_t* bindings;
} sr_rt_event_dispatch_t;

// What a COLLECTIVE event knows beyond sr_event_t: the op as
// #stream.collective spells it and the channel it runs over. A channel
// split (stream.channel.split, or a stream.channel.create that makes a
// communicator) has |is_split| and no op.
typedef struct sr_rt_event_collective_t {
  bool is_split;
  uint8_t kind;       // sr_collective_kind_t
  uint8_t reduction;  // sr_collective_reduction_t
  uint8_t type;       // sr_collective_type_t
  uint32_t param;     // root or peer rank, send_recv's pair; split: color
  int32_t key;        // split: the key
  uint64_t element_count;
  int32_t rank;         // on the op's channel
  int32_t count;        // the channel's ranks
  uint64_t send_bytes;  // the event's bytes_read
  uint64_t recv_bytes;  // its bytes_written
} sr_rt_event_collective_t;

typedef struct sr_rt_event_t {
  sr_event_t e;  // what every sink and the callback see
  const sr_rt_event_dispatch_t* dispatch;      // DISPATCH, else NULL
  const sr_rt_event_collective_t* collective;  // COLLECTIVE, else NULL
} sr_rt_event_t;

// A consumer of events. |event| runs on the emitting thread with that
// thread's record (|thread->sink_state[slot]| is the sink's own per-thread
// state); |flush| writes what the sink owes (a file) and returns the first
// failure it met; |destroy| frees it.
typedef struct sr_rt_sink_t sr_rt_sink_t;
struct sr_rt_sink_t {
  void (*event)(sr_rt_sink_t* sink, sr_rt_event_thread_t* thread,
                const sr_rt_event_t* event);
  sr_status_t (*flush)(sr_rt_sink_t* sink, sr_rt_events_t* events);
  void (*destroy)(sr_rt_sink_t* sink);
  uint32_t slot;
  uint64_t epoch_ns;  // sr_rt_events_epoch_ns, set when added
  // The sink needs execution regions run in program order (dumps).
  bool wants_program_order;
};

struct sr_rt_event_thread_t {
  uint32_t index;
  char name[24];
  pthread_t self;
  void* sink_state[SR_RT_EVENTS_MAX_SINKS];
  // Events of kinds other than OP/REGION/WAVE emitted by this thread: a
  // region node whose op emitted none gets an OP event of its own.
  uint64_t op_events;
  // The region submission whose node runs on this thread (0: none): the
  // |id| of the events its op emits.
  uint64_t region;
  // Blocking waits in progress on this thread (nested when a helping wait
  // runs a task that waits).
  uint32_t wait_depth;
  uint64_t wait_begin_ns[8];
  sr_rt_event_thread_t* next;
};

// The monotonic clock every event uses.
static inline uint64_t sr_rt_events_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

#endif  // STREAMREF_CPU_BACKEND_TRACE_SINK_H_
