// The loop thread: posting, draining, and orderly shutdown.
//
// Posting: push on `incoming` (Treiber stack, release CAS), then
// uv_async_send only if the stack was empty before the push: the drain takes
// the whole stack, so one send per batch is enough, and libuv coalesces
// sends anyway. The drain reverses the stack to run items in posting order.
//
// Shutdown, all on the loop thread once the stop item runs:
//   1. mark stopping (new callbacks and requests are refused);
//   2. cancel tracked callbacks whose timepoints have not fired (they run
//      with CANCELLED) and ask every in-flight request to cancel;
//   3. when nothing is tracked, in flight, queued or mid-post, close the
//      async handle; uv_run then returns and the thread closes the loop.
// Step 3 is re-checked after every drain and every request end.
#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include "sched/loop_impl.h"

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

static sr_status_code_t sr_status_code_from_uv(int error) {
  switch (error) {
    case UV_ENOENT:
    case UV_ENOTDIR:
      return SR_STATUS_NOT_FOUND;
    case UV_EACCES:
    case UV_EPERM:
    case UV_EROFS:
      return SR_STATUS_PERMISSION_DENIED;
    case UV_ECANCELED:
      return SR_STATUS_CANCELLED;
    case UV_ENOMEM:
    case UV_ENOSPC:
    case UV_EMFILE:
    case UV_ENFILE:
      return SR_STATUS_RESOURCE_EXHAUSTED;
    case UV_EINVAL:
    case UV_EBADF:
    case UV_EISDIR:
      return SR_STATUS_INVALID_ARGUMENT;
    case UV_EEXIST:
      return SR_STATUS_ALREADY_EXISTS;
    case UV_EIO:
      return SR_STATUS_DATA_LOSS;
    default:
      return SR_STATUS_UNKNOWN;
  }
}

sr_status_t sr__status_from_uv(int error, const char* what) {
  return SR_MAKE_STATUS(sr_status_code_from_uv(error), "%s: %s (%s)", what,
                        uv_strerror(error), uv_err_name(error));
}

//===----------------------------------------------------------------------===//
// Lists
//===----------------------------------------------------------------------===//

void sr__loop_request_begin(sr_loop_t* loop, sr__loop_request_t* request) {
  request->prev = loop->requests_head.prev;
  request->next = &loop->requests_head;
  request->prev->next = request;
  loop->requests_head.prev = request;
}

static void sr_loop_maybe_finish(sr_loop_t* loop);

void sr__loop_request_end(sr_loop_t* loop, sr__loop_request_t* request) {
  request->prev->next = request->next;
  request->next->prev = request->prev;
  request->prev = request->next = request;
  sr_loop_maybe_finish(loop);
}

bool sr__loop_stopping(sr_loop_t* loop) {
  // The flag is written on this thread; reading it here needs no lock.
  return loop->stopping;
}

void sr__loop_lock(sr_loop_t* loop) { pthread_mutex_lock(&loop->mutex); }

void sr__loop_unlock(sr_loop_t* loop) { pthread_mutex_unlock(&loop->mutex); }

bool sr__loop_track_locked(sr_loop_t* loop, sr__loop_tracked_t* tracked) {
  if (loop->stopping) return false;
  tracked->prev = loop->tracked_head.prev;
  tracked->next = &loop->tracked_head;
  tracked->prev->next = tracked;
  loop->tracked_head.prev = tracked;
  return true;
}

void sr__loop_untrack(sr_loop_t* loop, sr__loop_tracked_t* tracked) {
  pthread_mutex_lock(&loop->mutex);
  tracked->prev->next = tracked->next;
  tracked->next->prev = tracked->prev;
  pthread_mutex_unlock(&loop->mutex);
  sr_loop_maybe_finish(loop);
}

//===----------------------------------------------------------------------===//
// Posting and draining
//===----------------------------------------------------------------------===//

void sr_loop_post(sr_loop_t* loop, sr_loop_item_t* item) {
  // relaxed: only keeps shutdown from closing the async handle under us;
  // shutdown's acquire load of zero pairs with the release decrement below.
  atomic_fetch_add_explicit(&loop->posting, 1, memory_order_relaxed);
  // relaxed: re-read by the CAS on failure.
  sr_loop_item_t* head =
      atomic_load_explicit(&loop->incoming, memory_order_relaxed);
  do {
    item->next = head;
    // release: pairs with the acquire exchange in the drain, which then
    // sees the item and whatever the poster wrote before posting.
  } while (!atomic_compare_exchange_weak_explicit(&loop->incoming, &head, item,
                                                  memory_order_release,
                                                  memory_order_relaxed));
  if (!head) uv_async_send(&loop->async);
  // release: pairs with the acquire load in sr_loop_maybe_finish.
  atomic_fetch_sub_explicit(&loop->posting, 1, memory_order_release);
}

static void sr_loop_drain(sr_loop_t* loop) {
  // acquire: pairs with the release CAS in sr_loop_post.
  sr_loop_item_t* list =
      atomic_exchange_explicit(&loop->incoming, NULL, memory_order_acquire);
  sr_loop_item_t* reversed = NULL;
  while (list) {
    sr_loop_item_t* next = list->next;
    list->next = reversed;
    reversed = list;
    list = next;
  }
  while (reversed) {
    sr_loop_item_t* next = reversed->next;
    reversed->fn(reversed, loop);
    reversed = next;
  }
}

static void sr_loop_on_async(uv_async_t* async) {
  sr_loop_t* loop = (sr_loop_t*)async->data;
  sr_loop_drain(loop);
  sr_loop_maybe_finish(loop);
}

typedef struct sr_loop_call_t {
  sr_loop_item_t item;  // first
  void (*fn)(void* user_data);
  void* user_data;
  sr_allocator_t allocator;
} sr_loop_call_t;

static void sr_loop_call_run(sr_loop_item_t* item, sr_loop_t* loop) {
  sr_loop_call_t* call = (sr_loop_call_t*)item;
  call->fn(call->user_data);
  sr_allocator_free(call->allocator, call);
}

sr_status_t sr_loop_call(sr_loop_t* loop, void (*fn)(void* user_data),
                         void* user_data) {
  sr_loop_call_t* call = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_malloc(loop->allocator, sizeof(*call), (void**)&call));
  call->item.fn = sr_loop_call_run;
  call->fn = fn;
  call->user_data = user_data;
  call->allocator = loop->allocator;
  sr_loop_post(loop, &call->item);
  return sr_ok_status();
}

// Set by the loop thread itself, so no other thread ever writes it (the
// pthread_t stored by pthread_create would race with the thread's start).
static _Thread_local const sr_loop_t* sr_loop_tls = NULL;

bool sr_loop_is_current(const sr_loop_t* loop) { return sr_loop_tls == loop; }

//===----------------------------------------------------------------------===//
// Shutdown
//===----------------------------------------------------------------------===//

static void sr_loop_maybe_finish(sr_loop_t* loop) {
  if (!loop->stopping || loop->async_closed) return;
  if (loop->requests_head.next != &loop->requests_head) return;
  pthread_mutex_lock(&loop->mutex);
  bool tracked = loop->tracked_head.next != &loop->tracked_head;
  pthread_mutex_unlock(&loop->mutex);
  if (tracked) return;
  // Nothing can post any more except a poster between its push and its
  // uv_async_send: wait that out (a few hundred nanoseconds), then run
  // whatever it pushed.
  while (atomic_load_explicit(&loop->posting, memory_order_acquire) != 0) {
    sched_yield();
  }
  if (atomic_load_explicit(&loop->incoming, memory_order_acquire)) return;
  uv_close((uv_handle_t*)&loop->async, NULL);
  loop->async_closed = true;
}

static void sr_loop_on_stop(sr_loop_item_t* item, sr_loop_t* loop) {
  // Steps 1 and 2a: under the lock, so a registration either sees
  // `stopping` or is seen here.
  sr__loop_tracked_t cancelled = {&cancelled, &cancelled, NULL, NULL};
  pthread_mutex_lock(&loop->mutex);
  loop->stopping = true;
  for (sr__loop_tracked_t* t = loop->tracked_head.next;
       t != &loop->tracked_head;) {
    sr__loop_tracked_t* next = t->next;
    if (t->try_cancel(t)) {
      t->prev->next = t->next;
      t->next->prev = t->prev;
      t->next = cancelled.next;
      cancelled.next = t;
    }
    t = next;
  }
  pthread_mutex_unlock(&loop->mutex);
  for (sr__loop_tracked_t* t = cancelled.next; t != &cancelled;) {
    sr__loop_tracked_t* next = t->next;
    t->cancelled(t);
    t = next;
  }
  // Step 2b: a cancel may end its request at once, unlinking it.
  for (sr__loop_request_t* r = loop->requests_head.next;
       r != &loop->requests_head;) {
    sr__loop_request_t* next = r->next;
    r->cancel(r);
    r = next;
  }
  sr_loop_maybe_finish(loop);
}

static void* sr_loop_thread_main(void* arg) {
  sr_loop_t* loop = (sr_loop_t*)arg;
  sr_loop_tls = loop;
  uv_run(&loop->uv_loop, UV_RUN_DEFAULT);
  sr_loop_tls = NULL;
  return NULL;
}

sr_status_t sr_loop_create(sr_allocator_t allocator, sr_loop_t** out_loop) {
  *out_loop = NULL;
  sr_loop_t* loop = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      allocator, sizeof(*loop), alignof(sr_loop_t), (void**)&loop));
  memset(loop, 0, sizeof(*loop));
  loop->allocator = allocator;
  atomic_init(&loop->incoming, NULL);
  atomic_init(&loop->posting, 0);
  loop->tracked_head.prev = loop->tracked_head.next = &loop->tracked_head;
  loop->requests_head.prev = loop->requests_head.next = &loop->requests_head;
  loop->stop_item.fn = sr_loop_on_stop;
  int rc = uv_loop_init(&loop->uv_loop);
  if (rc == 0) {
    rc = uv_async_init(&loop->uv_loop, &loop->async, sr_loop_on_async);
    if (rc != 0) uv_loop_close(&loop->uv_loop);
  }
  if (rc != 0) {
    sr_allocator_free(allocator, loop);
    return sr__status_from_uv(rc, "cannot start the loop");
  }
  loop->async.data = loop;
  pthread_mutex_init(&loop->mutex, NULL);
  // Handles are set up before the thread starts; pthread_create orders
  // that before everything the thread does.
  rc = pthread_create(&loop->thread, NULL, sr_loop_thread_main, loop);
  if (rc != 0) {
    uv_close((uv_handle_t*)&loop->async, NULL);
    uv_run(&loop->uv_loop, UV_RUN_DEFAULT);
    uv_loop_close(&loop->uv_loop);
    pthread_mutex_destroy(&loop->mutex);
    sr_allocator_free(allocator, loop);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "cannot start the loop thread: %s", strerror(rc));
  }
  *out_loop = loop;
  return sr_ok_status();
}

void sr_loop_destroy(sr_loop_t* loop) {
  if (!loop) return;
  sr_loop_post(loop, &loop->stop_item);
  pthread_join(loop->thread, NULL);
  // Defensive: anything posted in breach of the contract still runs (on
  // this thread, as the loop thread is gone).
  sr_loop_drain(loop);
  int rc = uv_loop_close(&loop->uv_loop);
  (void)rc;  // 0 unless a handle leaked, which the shutdown rules exclude
  pthread_mutex_destroy(&loop->mutex);
  sr_allocator_free(loop->allocator, loop);
}
