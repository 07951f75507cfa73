// The channel interface: one rank of a group, and what every transport
// implements behind it (split, one collective call, leaving the group).
//
// A channel is refcounted and immutable but for its transport's state;
// any thread may use it, but one rank's collectives on one channel must be
// issued in the same order on every rank (the executor issues them in
// program order on the rank's host thread: see README.md).
#ifndef STREAMREF_CPU_BACKEND_COLLECTIVE_CHANNEL_H_
#define STREAMREF_CPU_BACKEND_COLLECTIVE_CHANNEL_H_

#include <stdatomic.h>

#include "cpu_backend/collective/collective.h"
#include "streamref/collective.h"

typedef struct sr_channel_vtable_t {
  void (*destroy)(sr_channel_t* channel);
  // |color| < 0: this rank joins no subgroup (*out_channel = NULL).
  sr_status_t (*split)(sr_channel_t* channel, int32_t color, int32_t key,
                       sr_channel_t** out_channel);
  // |call| is checked and planned for this rank (plan); count > 1.
  sr_status_t (*run)(sr_channel_t* channel, const sr_collective_call_t* call,
                     const sr_collective_plan_t* plan);
  void (*depart)(sr_channel_t* channel);
} sr_channel_vtable_t;

struct sr_channel_t {
  _Atomic int32_t ref_count;
  const sr_channel_vtable_t* vtable;
  sr_allocator_t allocator;
  int32_t rank;
  int32_t count;
  int64_t timeout_ms;
};

// Sets the common fields (one reference).
void sr_channel_initialize(const sr_channel_vtable_t* vtable,
                           sr_allocator_t allocator, int32_t rank,
                           int32_t count, int64_t timeout_ms,
                           sr_channel_t* out_channel);

// A channel of one rank of its own (rank 0, count 1): collectives are local
// copies. What `stream.channel.create rank(0) count(1)` makes.
SR_MUST_USE_RESULT sr_status_t
sr_channel_create_single(sr_allocator_t allocator, sr_channel_t** out_channel);

// Runs this rank's part of a collective (checks it first). Errors say
// which ranks disagreed, timed out or left; the caller adds the op's
// location.
SR_MUST_USE_RESULT sr_status_t sr_channel_run(sr_channel_t* channel,
                                              const sr_collective_call_t* call);

// Formats "rank 1", "ranks 0, 2 and 3" or "no rank" for the ranks
// r < count with flags[r] == want.
void sr_channel_format_ranks(const bool* flags, bool want, int32_t count,
                             char* buffer, size_t capacity);

#endif  // STREAMREF_CPU_BACKEND_COLLECTIVE_CHANNEL_H_
