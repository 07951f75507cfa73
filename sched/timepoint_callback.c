// Timepoint callbacks that run on a loop thread.
//
// A callback record is a timepoint waiter (fires on the completing thread),
// a loop item (posted by the waiter, runs the user's function on the loop),
// and a tracked entry of the loop (so that shutdown can cancel it while it
// still waits). Registration tracks the record and links the waiter under
// the loop's mutex, so shutdown sees either both or neither.
#include "sched/loop_impl.h"
#include "sched/timepoint_impl.h"

typedef struct sr_timepoint_callback_t {
  sr_timepoint_waiter_t waiter;
  sr_loop_item_t item;
  sr__loop_tracked_t tracked;
  sr_loop_t* loop;
  sr_timepoint_t* timepoint;  // retained until the callback has run
  sr_timepoint_callback_fn_t fn;
  void* user_data;
  sr_status_t status;  // a copy of the failure, made when fired
  sr_allocator_t allocator;
} sr_timepoint_callback_t;

#define SR_CALLBACK_FROM(ptr, member)                                        \
  ((sr_timepoint_callback_t*)((char*)(ptr)-offsetof(sr_timepoint_callback_t, \
                                                    member)))

static void sr_timepoint_callback_free(sr_timepoint_callback_t* callback) {
  sr_status_free(callback->status);
  sr_timepoint_release(callback->timepoint);
  sr_allocator_free(callback->allocator, callback);
}

// Loop thread: the posted callback runs.
static void sr_timepoint_callback_run(sr_loop_item_t* item, sr_loop_t* loop) {
  sr_timepoint_callback_t* callback = SR_CALLBACK_FROM(item, item);
  callback->fn(callback->user_data, callback->timepoint, callback->status);
  // Untracking the last record during shutdown may close the async handle;
  // that never touches the record, which is still ours to free.
  sr__loop_untrack(loop, &callback->tracked);
  sr_timepoint_callback_free(callback);
}

// Any thread: the timepoint completed; hand over to the loop.
static void sr_timepoint_callback_fired(sr_timepoint_waiter_t* waiter,
                                        sr_status_t status) {
  sr_timepoint_callback_t* callback = SR_CALLBACK_FROM(waiter, waiter);
  callback->status = sr_status_clone(status);
  sr_loop_post(callback->loop, &callback->item);
}

static bool sr_timepoint_callback_try_cancel(sr__loop_tracked_t* tracked) {
  sr_timepoint_callback_t* callback = SR_CALLBACK_FROM(tracked, tracked);
  return sr__timepoint_remove_waiter(callback->timepoint, &callback->waiter);
}

static void sr_timepoint_callback_cancelled(sr__loop_tracked_t* tracked) {
  sr_timepoint_callback_t* callback = SR_CALLBACK_FROM(tracked, tracked);
  callback->status = SR_MAKE_STATUS(
      SR_STATUS_CANCELLED, "loop shut down before the timepoint completed");
  callback->fn(callback->user_data, callback->timepoint, callback->status);
  sr_timepoint_callback_free(callback);
}

sr_status_t sr_timepoint_on_complete(sr_timepoint_t* timepoint, sr_loop_t* loop,
                                     sr_timepoint_callback_fn_t fn,
                                     void* user_data) {
  sr_timepoint_callback_t* callback = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(loop->allocator, sizeof(*callback),
                                         (void**)&callback));
  callback->waiter.fn = sr_timepoint_callback_fired;
  callback->item.fn = sr_timepoint_callback_run;
  callback->tracked.try_cancel = sr_timepoint_callback_try_cancel;
  callback->tracked.cancelled = sr_timepoint_callback_cancelled;
  callback->loop = loop;
  sr_timepoint_retain(timepoint);
  callback->timepoint = timepoint;
  callback->fn = fn;
  callback->user_data = user_data;
  callback->allocator = loop->allocator;
  sr__loop_lock(loop);
  if (!sr__loop_track_locked(loop, &callback->tracked)) {
    sr__loop_unlock(loop);
    sr_timepoint_callback_free(callback);
    return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                          "loop is shutting down");
  }
  bool linked = sr__timepoint_add_waiter(timepoint, &callback->waiter);
  sr__loop_unlock(loop);
  if (!linked) {
    // Already complete: post right away, still to run on the loop.
    sr_timepoint_callback_fired(&callback->waiter,
                                sr_timepoint_failure(timepoint));
  }
  return sr_ok_status();
}
