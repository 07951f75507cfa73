// Loop internals shared by loop.c, loop_fs.c, loop_fence.c and
// timepoint_callback.c: the only files in streamref that include <uv.h>.
#ifndef STREAMREF_SCHED_LOOP_IMPL_H_
#define STREAMREF_SCHED_LOOP_IMPL_H_

#include <pthread.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <uv.h>

#include "sched/spin.h"
#include "streamref/sched_loop.h"

// Work the loop thread has started (a file request, a watched fence) and
// that shutdown must cancel. Loop thread only.
typedef struct sr__loop_request_t {
  struct sr__loop_request_t* prev;
  struct sr__loop_request_t* next;
  // Asks the request to finish early; it still ends through
  // sr__loop_request_end, now or later.
  void (*cancel)(struct sr__loop_request_t* request);
} sr__loop_request_t;

// Something registered from any thread that will post to the loop later (a
// timepoint callback). Shutdown tries to cancel it; if it cannot, the post
// is on its way and shutdown waits for it.
typedef struct sr__loop_tracked_t {
  struct sr__loop_tracked_t* prev;
  struct sr__loop_tracked_t* next;
  // Called with the loop's mutex held: true if it will now never post.
  bool (*try_cancel)(struct sr__loop_tracked_t* tracked);
  // Called on the loop thread, no lock held, after try_cancel succeeded.
  void (*cancelled)(struct sr__loop_tracked_t* tracked);
} sr__loop_tracked_t;

struct sr_loop_t {
  sr_allocator_t allocator;
  uv_loop_t uv_loop;
  uv_async_t async;
  pthread_t thread;

  // Posted items: an intrusive Treiber stack, taken whole by the loop.
  alignas(SR_CACHE_LINE_SIZE) _Atomic(sr_loop_item_t*) incoming;
  // Threads between pushing an item and returning from uv_async_send.
  // Shutdown closes the async handle only when this is zero.
  _Atomic int32_t posting;

  // Lock order: `mutex`, then a timepoint's mutex.
  pthread_mutex_t mutex;
  bool stopping;                    // guarded by mutex; set on the loop
  sr__loop_tracked_t tracked_head;  // guarded by mutex; circular

  // Loop thread only.
  sr__loop_request_t requests_head;  // circular
  bool async_closed;
  sr_loop_item_t stop_item;
};

// Loop thread: registers / unregisters an in-flight request. Ending the
// last one during shutdown lets the loop exit.
void sr__loop_request_begin(sr_loop_t* loop, sr__loop_request_t* request);
void sr__loop_request_end(sr_loop_t* loop, sr__loop_request_t* request);

// Loop thread: true once shutdown has begun.
bool sr__loop_stopping(sr_loop_t* loop);

// Any thread: the loop's mutex, for registering a tracked item atomically
// with whatever makes it post later.
void sr__loop_lock(sr_loop_t* loop);
void sr__loop_unlock(sr_loop_t* loop);
// With the mutex held: tracks |tracked|, or returns false when stopping.
bool sr__loop_track_locked(sr_loop_t* loop, sr__loop_tracked_t* tracked);
// Loop thread, no lock held: untracks an item that has posted and run.
void sr__loop_untrack(sr_loop_t* loop, sr__loop_tracked_t* tracked);

// A status for a libuv error code |error| (negative), with a message
// "<what>: <uv_strerror> (<uv_err_name>)".
sr_status_t sr__status_from_uv(int error, const char* what);

#endif  // STREAMREF_SCHED_LOOP_IMPL_H_
