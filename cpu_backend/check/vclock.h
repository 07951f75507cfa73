// Vector clocks over the checker's agents.
//
// An agent is one sequential strand of the program's happens-before order:
// the host of an invocation, or a strand of execution-region nodes / async
// jobs (file I/O, alloca, dealloca, parameters). An event is an epoch
// (agent, clock); a vector clock says, per agent, the latest clock known to
// happen before the point that holds it. Event e happens before the point
// holding V iff V[e.agent] >= e.clock.
//
// Clocks are sparse sorted arrays: programs have few agents alive at once,
// and joins stay linear.
#ifndef STREAMREF_CPU_BACKEND_CHECK_VCLOCK_H_
#define STREAMREF_CPU_BACKEND_CHECK_VCLOCK_H_

#include <stdbool.h>
#include <stdint.h>

#include "streamref/allocator.h"
#include "streamref/status.h"

typedef struct sr_rt_epoch_t {
  uint32_t agent;
  uint32_t clock;
} sr_rt_epoch_t;

typedef struct sr_rt_vclock_t {
  uint32_t count;
  uint32_t capacity;
  sr_rt_epoch_t* entries;  // sorted by agent, clock > 0
} sr_rt_vclock_t;

// The clock of |agent| in |vc| (0 when absent).
uint32_t sr_rt_vclock_get(const sr_rt_vclock_t* vc, uint32_t agent);

// vc[agent] = clock.
SR_MUST_USE_RESULT sr_status_t sr_rt_vclock_set(sr_allocator_t allocator,
                                                sr_rt_vclock_t* vc,
                                                uint32_t agent, uint32_t clock);

// dst = max(dst, src) per agent.
SR_MUST_USE_RESULT sr_status_t sr_rt_vclock_join(sr_allocator_t allocator,
                                                 sr_rt_vclock_t* dst,
                                                 const sr_rt_vclock_t* src);

// dst = src.
SR_MUST_USE_RESULT sr_status_t sr_rt_vclock_copy(sr_allocator_t allocator,
                                                 sr_rt_vclock_t* dst,
                                                 const sr_rt_vclock_t* src);

static inline bool sr_rt_vclock_covers(const sr_rt_vclock_t* vc,
                                       sr_rt_epoch_t event) {
  return sr_rt_vclock_get(vc, event.agent) >= event.clock;
}

static inline void sr_rt_vclock_clear(sr_rt_vclock_t* vc) { vc->count = 0; }

void sr_rt_vclock_free(sr_allocator_t allocator, sr_rt_vclock_t* vc);

#endif  // STREAMREF_CPU_BACKEND_CHECK_VCLOCK_H_
