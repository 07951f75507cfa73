// The loop: one thread that owns a libuv loop, for everything asynchronous
// that is not CPU work: timepoint callbacks, file I/O, external fences.
//
// Any thread posts work to it through a lock-free list and a uv_async_t
// (sends coalesce, so the loop drains the whole list each time). File reads
// and writes are uv_fs requests that complete a timepoint. Users never see
// libuv: only sched/ includes <uv.h>.
//
// Shutdown (sr_loop_destroy) is orderly: closures already posted run;
// callbacks still waiting for their timepoints run with CANCELLED; file
// requests not yet started by libuv's thread pool are cancelled (their
// timepoints fail with CANCELLED), those already running finish; imported
// fences stop being watched and their timepoints fail with CANCELLED. Then
// the thread exits and every resource is returned.
#ifndef STREAMREF_SCHED_LOOP_H_
#define STREAMREF_SCHED_LOOP_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"
#include "streamref/export.h"
#include "streamref/sched_timepoint.h"
#include "streamref/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sr_loop_t sr_loop_t;
typedef struct sr_loop_item_t sr_loop_item_t;

// Runs on the loop thread. |item| is the caller's storage, no longer used
// by the loop once this is called (it may be freed here).
typedef void (*sr_loop_item_fn_t)(sr_loop_item_t* item, sr_loop_t* loop);

// Caller storage for one posted closure: embed it and recover the outer
// struct in |fn|. Posting allocates nothing.
struct sr_loop_item_t {
  sr_loop_item_t* next;  // private to the loop
  sr_loop_item_fn_t fn;
};

// Starts the loop thread. |allocator| must be thread-safe.
SR_API SR_MUST_USE_RESULT sr_status_t sr_loop_create(sr_allocator_t allocator,
                                                     sr_loop_t** out_loop);

// Shuts down as described above and joins the thread. Must not be called
// on the loop thread, nor while other threads still post or start
// requests. NULL is a no-op.
SR_API void sr_loop_destroy(sr_loop_t* loop);

// Queues |item| to run on the loop thread, in posting order per thread.
// Lock-free; one uv_async_send when the queue was empty. Thread-safe.
SR_API void sr_loop_post(sr_loop_t* loop, sr_loop_item_t* item);

// Convenience: posts fn(user_data), allocating the closure. Thread-safe.
SR_API SR_MUST_USE_RESULT sr_status_t sr_loop_call(sr_loop_t* loop,
                                                   void (*fn)(void* user_data),
                                                   void* user_data);

// True on the loop's own thread. Thread-safe.
SR_API bool sr_loop_is_current(const sr_loop_t* loop);

// Reads |length| bytes at |offset| of the file at |path| into |buffer|,
// then completes |signal| (a pending timepoint, retained until then):
// reached when all bytes were read; failed with NOT_FOUND /
// PERMISSION_DENIED / ... when the file cannot be opened, OUT_OF_RANGE when
// the file ends before |offset| + |length| (a short read), CANCELLED on
// shutdown. |buffer| must stay valid until |signal| completes; |path| is
// copied. Returns an error only if the request could not be queued.
// Thread-safe.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_loop_file_read(sr_loop_t* loop, const char* path, uint64_t offset,
                  void* buffer, size_t length, sr_timepoint_t* signal);

// Writes |length| bytes of |buffer| at |offset| of the file at |path|
// (created if missing, never truncated), then completes |signal| as above.
// Thread-safe.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_loop_file_write(sr_loop_t* loop, const char* path, uint64_t offset,
                   const void* buffer, size_t length, sr_timepoint_t* signal);

// As above on an open file descriptor, which the caller keeps open until
// |signal| completes. Thread-safe.
SR_API SR_MUST_USE_RESULT sr_status_t sr_loop_fd_read(sr_loop_t* loop, int fd,
                                                      uint64_t offset,
                                                      void* buffer,
                                                      size_t length,
                                                      sr_timepoint_t* signal);
SR_API SR_MUST_USE_RESULT sr_status_t sr_loop_fd_write(sr_loop_t* loop, int fd,
                                                       uint64_t offset,
                                                       const void* buffer,
                                                       size_t length,
                                                       sr_timepoint_t* signal);

// A timepoint completed when |fd| (an eventfd, a pipe's read end, any
// pollable fd) becomes readable, as watched by |loop|. The loop reads the
// signal (up to 8 bytes, consuming an eventfd's count): reached, unless the
// value read is SR_FENCE_FAILED_VALUE or the fd hung up without data, which
// fail it with ABORTED. |fd| is duplicated; the caller keeps its own.
// Thread-safe.
SR_API SR_MUST_USE_RESULT sr_status_t sr_timepoint_import_fence(
    sr_loop_t* loop, int fd, sr_allocator_t allocator, sr_timepoint_t** out);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_SCHED_LOOP_H_
