// Timepoint internals: waiters that run on the completing thread.
//
// Everything that reacts to a timepoint inside sched/ (graph launches, joins,
// fence writes, posts of loop callbacks) registers an sr_timepoint_waiter_t.
// Waiters run on whichever thread completes the timepoint, right after it
// completes, with no lock held; they must be short and must not block.
#ifndef STREAMREF_SCHED_TIMEPOINT_IMPL_H_
#define STREAMREF_SCHED_TIMEPOINT_IMPL_H_

#include <stdbool.h>

#include "streamref/sched_timepoint.h"

typedef struct sr_timepoint_waiter_t sr_timepoint_waiter_t;

// |status| is NULL when reached, else the failure, borrowed for the call.
// The waiter is unlinked before it runs and may free itself.
typedef void (*sr_timepoint_waiter_fn_t)(sr_timepoint_waiter_t* waiter,
                                         sr_status_t status);

struct sr_timepoint_waiter_t {
  sr_timepoint_waiter_t* next;  // guarded by the timepoint's mutex
  sr_timepoint_waiter_fn_t fn;
};

// Links |waiter| to run when |timepoint| completes. Returns false, without
// linking, when it already has; the caller then acts on
// sr_timepoint_failure(timepoint) itself.
bool sr__timepoint_add_waiter(sr_timepoint_t* timepoint,
                              sr_timepoint_waiter_t* waiter);

// Unlinks |waiter| if it has not started to run. Returns true when it was
// unlinked (it will never run); false when completion already took it (it
// runs, or has run, on the completing thread).
bool sr__timepoint_remove_waiter(sr_timepoint_t* timepoint,
                                 sr_timepoint_waiter_t* waiter);

// sr_timepoint_wait without telling an observer (sr_pool_wait tells it
// once around its helping and this).
SR_MUST_USE_RESULT sr_status_t
sr__timepoint_wait_blocking(sr_timepoint_t* timepoint, uint64_t timeout_ns);

// The observer's wait_begin, when |timepoint| (pending) is observed;
// returns the observer to pass to sr__timepoint_wait_end, or NULL.
const sr_timepoint_observer_t* sr__timepoint_wait_begin(
    sr_timepoint_t* timepoint);
void sr__timepoint_wait_end(sr_timepoint_t* timepoint,
                            const sr_timepoint_observer_t* observer,
                            sr_status_t status);

#endif  // STREAMREF_SCHED_TIMEPOINT_IMPL_H_
