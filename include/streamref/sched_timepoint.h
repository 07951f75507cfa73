// Timepoints: reference-counted futures that are pending, then either
// reached or failed with a status, exactly once.
//
// A timepoint is what a submitted task graph, a file read or an imported
// fence completes, and what a graph or a host thread waits on. Anyone
// holding a reference may:
//   - wait, blocking with a timeout (sr_timepoint_wait);
//   - join several into one (sr_timepoint_join);
//   - have it complete another one the same way (sr_timepoint_chain);
//   - have a callback run on a loop thread when it completes
//     (sr_timepoint_on_complete), even if it already has;
//   - export it as a pollable fd (an eventfd) or make it signal an existing
//     fd (sr_timepoint_export_fence, sr_timepoint_chain_fence);
//   - import one from an fd (sr_timepoint_import_fence, in sched_loop.h).
//
// The immediate timepoint is a static, already-reached sentinel: making,
// retaining and releasing it is free.
//
// A pending timepoint whose last reference is released can never complete;
// whatever still waits on it (joins, exported fences) is completed with
// ABORTED. Graph submissions and loop callbacks hold references on what they
// wait for, so they are not affected until they are cancelled.
//
// Thread contract: every function is thread-safe; the caller must hold a
// reference to each timepoint it passes.
#ifndef STREAMREF_SCHED_TIMEPOINT_H_
#define STREAMREF_SCHED_TIMEPOINT_H_

#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"
#include "streamref/export.h"
#include "streamref/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sr_timepoint_t sr_timepoint_t;
typedef struct sr_loop_t sr_loop_t;

typedef enum sr_timepoint_state_e {
  SR_TIMEPOINT_PENDING = 0,
  SR_TIMEPOINT_REACHED = 1,
  SR_TIMEPOINT_FAILED = 2,
} sr_timepoint_state_t;

// A timeout that never expires.
#define SR_TIMEOUT_INFINITE UINT64_MAX

// The value an exported or chained fence receives (as an 8-byte write, the
// eventfd convention) when its timepoint fails; a reached timepoint writes
// 1. It is the largest value an eventfd counter can hold, so one write makes
// it readable however the reader counts.
#define SR_FENCE_FAILED_VALUE UINT64_C(0xfffffffffffffffe)

// A new pending timepoint with one reference.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_timepoint_create(sr_allocator_t allocator, sr_timepoint_t** out);

// The static reached timepoint. Retain/release are no-ops on it.
SR_API sr_timepoint_t* sr_timepoint_immediate(void);

SR_API void sr_timepoint_retain(sr_timepoint_t* timepoint);
SR_API void sr_timepoint_release(sr_timepoint_t* timepoint);

// Completes a pending timepoint as reached / failed. Waiters blocked in
// sr_timepoint_wait wake, and internal continuations (graph launches, joins,
// fence writes, loop callback posts) run on the calling thread before this
// returns; user callbacks run later, on their loop thread.
// sr_timepoint_fail takes ownership of |status| (which must be a failure).
// Both return FAILED_PRECONDITION if the timepoint already completed (the
// immediate one always has).
SR_API SR_MUST_USE_RESULT sr_status_t
sr_timepoint_signal(sr_timepoint_t* timepoint);
SR_API SR_MUST_USE_RESULT sr_status_t
sr_timepoint_fail(sr_timepoint_t* timepoint, sr_status_t status);

SR_API sr_timepoint_state_t sr_timepoint_query(const sr_timepoint_t* timepoint);

// The failure of a FAILED timepoint, borrowed (valid while the caller holds
// its reference); NULL otherwise.
SR_API sr_status_t sr_timepoint_failure(const sr_timepoint_t* timepoint);

// Blocks until |timepoint| completes or |timeout_ns| passes. Returns OK when
// reached, a copy of the failure when failed, DEADLINE_EXCEEDED on timeout.
// Spins briefly before sleeping, so a wake that follows quickly costs no
// syscall. Must not be called from a pool worker for a timepoint that only
// that pool's work can complete (it would not help; use graphs).
SR_API SR_MUST_USE_RESULT sr_status_t
sr_timepoint_wait(sr_timepoint_t* timepoint, uint64_t timeout_ns);

// A timepoint that is reached when all of |timepoints| are, and fails with
// the first failure among them as soon as one fails. Joins of nothing or of
// only reached timepoints return the immediate timepoint; a join of one
// returns it retained. |timepoints| need not outlive the call.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_timepoint_join(sr_timepoint_t* const* timepoints, size_t count,
                  sr_allocator_t allocator, sr_timepoint_t** out);

// Completes |target| the way |source| completes: signalled when it is
// reached, failed with a copy of its failure when it fails (ABORTED if
// |source| is released while still pending). This runs on the thread that
// completes |source|, or before returning when it already has: no loop
// thread is involved, so a host waiting on |target| is not delayed by a
// hop. Holds a reference on |target| until then. A |target| that is
// already complete (or the immediate timepoint) stays as it is.
SR_API SR_MUST_USE_RESULT sr_status_t sr_timepoint_chain(
    sr_timepoint_t* source, sr_timepoint_t* target, sr_allocator_t allocator);

// Called on |loop|'s thread once |timepoint| has completed. |status| is OK
// or the failure (borrowed, valid during the call); CANCELLED if the loop
// shut down first.
typedef void (*sr_timepoint_callback_fn_t)(void* user_data,
                                           sr_timepoint_t* timepoint,
                                           sr_status_t status);

// Arranges for |fn| to run on |loop|'s thread after |timepoint| completes;
// if it already has, |fn| still runs there, soon. Keeps |timepoint| alive
// until then. Returns FAILED_PRECONDITION if the loop is shutting down.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_timepoint_on_complete(sr_timepoint_t* timepoint, sr_loop_t* loop,
                         sr_timepoint_callback_fn_t fn, void* user_data);

// Makes a new eventfd (non-blocking, close-on-exec) that becomes readable
// when |timepoint| completes: it receives 1 when reached and
// SR_FENCE_FAILED_VALUE when failed. The caller owns *out_fd and closes it
// whenever it likes; the timepoint keeps its own duplicate.
SR_API SR_MUST_USE_RESULT sr_status_t sr_timepoint_export_fence(
    sr_timepoint_t* timepoint, sr_allocator_t allocator, int* out_fd);

// Writes the same 8-byte value to |fd| (an eventfd or a pipe; duplicated, so
// the caller may close its own) when |timepoint| completes.
SR_API SR_MUST_USE_RESULT sr_status_t sr_timepoint_chain_fence(
    sr_timepoint_t* timepoint, int fd, sr_allocator_t allocator);

//===----------------------------------------------------------------------===//
// Observers (tracing)
//===----------------------------------------------------------------------===//

// What a tracer is told about the timepoints it observes. Every callback
// may be NULL except |retain| and |release|.
typedef struct sr_timepoint_observer_t {
  // On the completing thread, while the timepoint completes: before any
  // waiter sees it complete, so before anything it releases runs. It runs
  // under the timepoint's lock: it must be short and must not call any
  // sr_timepoint_* function.
  void (*completed)(void* user_data, uint64_t id, sr_status_t failure);
  // Around a blocking sr_timepoint_wait / sr_pool_wait that finds the
  // timepoint pending, on the waiting thread; |status| is what the wait
  // returns (borrowed).
  void (*wait_begin)(void* user_data, uint64_t id);
  void (*wait_end)(void* user_data, uint64_t id, sr_status_t status);
  // The timepoint holds a reference on |user_data| from sr_timepoint_observe
  // until it is destroyed (|release| then says which one went).
  void (*retain)(void* user_data);
  void (*release)(void* user_data, uint64_t id);
} sr_timepoint_observer_t;

// Attaches |observer| (static storage) and |user_data| to |timepoint| and
// returns the timepoint's id: a number unique in the process, never 0. A
// timepoint has at most one observer: a second call returns the id the
// first gave and changes nothing. A timepoint that already completed keeps
// the observer for its waits and its id (its completion was not seen).
// The joins of observed timepoints are observed by the same observer. The
// immediate timepoint is never observed: 0. Thread-safe.
SR_API uint64_t sr_timepoint_observe(sr_timepoint_t* timepoint,
                                     const sr_timepoint_observer_t* observer,
                                     void* user_data);

// The id sr_timepoint_observe gave |timepoint|, or 0.
SR_API uint64_t sr_timepoint_observed_id(const sr_timepoint_t* timepoint);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_SCHED_TIMEPOINT_H_
