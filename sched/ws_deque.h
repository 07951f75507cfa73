// Chase-Lev work-stealing deque of task pointers, with the C11 memory orders
// of Lê, Pop, Cohen and Zappa Nardelli, "Correct and Efficient Work-Stealing
// for Weak Memory Models" (PPoPP'13).
//
// The owner pushes and pops at the bottom (LIFO: the task it just made is
// hot in its cache); thieves take from the top (FIFO: the oldest, usually
// biggest, piece of work). Owner operations touch only `bottom` except when
// one item is left; a steal is one CAS on `top`.
//
// Growable: when full, the owner copies the live range into an array twice
// the size and publishes it. Thieves may still be reading the old array, so
// old arrays are retired to a list and freed at deinitialize (their total is
// bounded by the size of the current array, as sizes double).
//
// Thread contract: _owner functions only from the owning thread;
// sr_ws_deque_try_steal and sr_ws_deque_looks_empty from any thread.
#ifndef STREAMREF_SCHED_WS_DEQUE_H_
#define STREAMREF_SCHED_WS_DEQUE_H_

#include <assert.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sched/spin.h"
#include "streamref/allocator.h"
#include "streamref/sched_pool.h"

typedef struct sr_ws_deque_array_t sr_ws_deque_array_t;

typedef struct sr_ws_deque_t {
  // Next slot to steal. Written by thieves (CAS) and by the owner when it
  // races for the last item: its own line so thieves' CASes do not slow the
  // owner's pushes.
  alignas(SR_CACHE_LINE_SIZE) _Atomic int64_t top;
  // One past the newest item. Written only by the owner.
  alignas(SR_CACHE_LINE_SIZE) _Atomic int64_t bottom;
  // Current array. Written only by the owner (when growing).
  _Atomic(sr_ws_deque_array_t*) array;
  // Owner-only: a `top` read earlier. `top` only grows, so a stale value
  // underestimates free space and is safe for push's capacity check; it
  // saves push from reading the thieves' line on every call.
  int64_t top_cache;
  // Owner-only: arrays replaced by growth, freed at deinitialize.
  sr_ws_deque_array_t* retired;
  sr_allocator_t allocator;
} sr_ws_deque_t;

static_assert(offsetof(sr_ws_deque_t, bottom) - offsetof(sr_ws_deque_t, top) >=
                  SR_CACHE_LINE_SIZE,
              "top and bottom must not share a cache line");

// |capacity| is rounded up to a power of two (at least 2).
SR_MUST_USE_RESULT sr_status_t sr_ws_deque_initialize(sr_allocator_t allocator,
                                                      size_t capacity,
                                                      sr_ws_deque_t* out_deque);
void sr_ws_deque_deinitialize(sr_ws_deque_t* deque);

// Pushes |task| at the bottom. Returns false only when the deque is full and
// growing it failed for lack of memory; the caller then runs the task itself.
bool sr_ws_deque_push_owner(sr_ws_deque_t* deque, sr_task_t* task);

// Pops up to |max_count| of the newest tasks with one fence when the deque
// is long (at least SR_WS_DEQUE_MAX_STEAL + |max_count| items, so thieves
// keep plenty), else one task as sr_ws_deque_pop_owner does. Writes them
// oldest first into |out_tasks| and returns how many (0 when empty).
int64_t sr_ws_deque_pop_batch_owner(sr_ws_deque_t* deque, sr_task_t** out_tasks,
                                    int64_t max_count);

// Pops the newest task, or NULL when empty. (The last few, within a
// batch's reach of the top, come oldest first.)
sr_task_t* sr_ws_deque_pop_owner(sr_ws_deque_t* deque);

typedef enum sr_ws_deque_steal_e {
  SR_WS_DEQUE_STOLEN = 0,
  SR_WS_DEQUE_EMPTY = 1,
  // Another thief or the owner won the race for the item; try again.
  SR_WS_DEQUE_LOST_RACE = 2,
} sr_ws_deque_steal_t;

// The most tasks one steal takes (see ws_deque.c for why the bound).
enum { SR_WS_DEQUE_MAX_STEAL = 32 };

// Takes the oldest task into *out_task.
sr_ws_deque_steal_t sr_ws_deque_try_steal(sr_ws_deque_t* deque,
                                          sr_task_t** out_task);

// Takes the oldest half of the tasks (at least 1, at most |max_count| and
// SR_WS_DEQUE_MAX_STEAL) with one CAS, oldest first into |out_tasks|.
sr_ws_deque_steal_t sr_ws_deque_try_steal_batch(sr_ws_deque_t* deque,
                                                sr_task_t** out_tasks,
                                                int64_t max_count,
                                                int64_t* out_count);

// A racy emptiness check for idle workers deciding where to look.
bool sr_ws_deque_looks_empty(sr_ws_deque_t* deque);

#endif  // STREAMREF_SCHED_WS_DEQUE_H_
