// Importing external fences: a uv_poll_t on the loop watches a duplicate of
// the fd and completes a timepoint when it becomes readable.
//
// What was read decides how: an 8-byte SR_FENCE_FAILED_VALUE (our own
// failed export) or a hang-up with nothing to read (the writer went away
// without signalling) fails the timepoint with ABORTED; anything else
// reaches it.
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "sched/loop_impl.h"

typedef struct sr_loop_fence_t {
  sr_loop_item_t item;  // first: posted to start watching on the loop
  sr__loop_request_t request;
  uv_poll_t poll;
  sr_loop_t* loop;
  sr_timepoint_t* timepoint;  // retained until the watch is over
  int fd;                     // owned duplicate
  sr_allocator_t allocator;
  bool completed;
} sr_loop_fence_t;

static void sr_loop_fence_free(sr_loop_fence_t* fence) {
  close(fence->fd);
  sr_timepoint_release(fence->timepoint);
  sr_allocator_free(fence->allocator, fence);
}

static void sr_loop_fence_on_closed(uv_handle_t* handle) {
  sr_loop_fence_t* fence = (sr_loop_fence_t*)handle->data;
  // Ending the last request during shutdown lets the loop close; the
  // record is ours until we free it right after.
  sr__loop_request_end(fence->loop, &fence->request);
  sr_loop_fence_free(fence);
}

// Completes the timepoint once and stops watching.
static void sr_loop_fence_complete(sr_loop_fence_t* fence,
                                   sr_status_t failure) {
  if (fence->completed) {
    sr_status_free(failure);
    return;
  }
  fence->completed = true;
  uv_poll_stop(&fence->poll);
  uv_close((uv_handle_t*)&fence->poll, sr_loop_fence_on_closed);
  if (failure) {
    sr_status_ignore(sr_timepoint_fail(fence->timepoint, failure));
  } else {
    sr_status_ignore(sr_timepoint_signal(fence->timepoint));
  }
}

static void sr_loop_fence_on_poll(uv_poll_t* poll, int status, int events) {
  sr_loop_fence_t* fence = (sr_loop_fence_t*)poll->data;
  if (status < 0) {
    sr_loop_fence_complete(fence,
                           sr__status_from_uv(status, "cannot watch fence"));
    return;
  }
  uint64_t value = 0;
  ssize_t count;
  do {
    count = read(fence->fd, &value, sizeof(value));
  } while (count < 0 && errno == EINTR);
  if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
    return;  // spurious readiness: keep watching
  }
  if (count < 0) {
    sr_loop_fence_complete(
        fence, SR_MAKE_STATUS(SR_STATUS_ABORTED, "cannot read fence fd: %s",
                              strerror(errno)));
  } else if (count == 0) {
    sr_loop_fence_complete(
        fence, SR_MAKE_STATUS(SR_STATUS_ABORTED,
                              "fence closed without being signalled"));
  } else if (count == (ssize_t)sizeof(value) &&
             value == SR_FENCE_FAILED_VALUE) {
    sr_loop_fence_complete(
        fence,
        SR_MAKE_STATUS(SR_STATUS_ABORTED, "external fence signalled failure"));
  } else {
    sr_loop_fence_complete(fence, NULL);
  }
}

static void sr_loop_fence_cancel(sr__loop_request_t* request) {
  sr_loop_fence_t* fence =
      (sr_loop_fence_t*)((char*)request - offsetof(sr_loop_fence_t, request));
  sr_loop_fence_complete(
      fence, SR_MAKE_STATUS(SR_STATUS_CANCELLED,
                            "loop shut down while watching a fence"));
}

static void sr_loop_fence_start(sr_loop_item_t* item, sr_loop_t* loop) {
  sr_loop_fence_t* fence = (sr_loop_fence_t*)item;
  sr_status_t failure = NULL;
  int rc = 0;
  if (sr__loop_stopping(loop)) {
    failure = SR_MAKE_STATUS(SR_STATUS_CANCELLED,
                             "loop shut down before watching a fence");
  } else if ((rc = uv_poll_init(&loop->uv_loop, &fence->poll, fence->fd)) < 0) {
    failure = sr__status_from_uv(rc, "fence fd cannot be polled");
  }
  if (failure) {
    sr_status_ignore(sr_timepoint_fail(fence->timepoint, failure));
    sr_loop_fence_free(fence);
    return;
  }
  fence->poll.data = fence;
  fence->request.cancel = sr_loop_fence_cancel;
  sr__loop_request_begin(loop, &fence->request);
  rc = uv_poll_start(&fence->poll, UV_READABLE | UV_DISCONNECT,
                     sr_loop_fence_on_poll);
  if (rc < 0) {
    sr_loop_fence_complete(fence, sr__status_from_uv(rc, "cannot watch fence"));
  }
}

sr_status_t sr_timepoint_import_fence(sr_loop_t* loop, int fd,
                                      sr_allocator_t allocator,
                                      sr_timepoint_t** out) {
  *out = NULL;
  int owned = fcntl(fd, F_DUPFD_CLOEXEC, 0);
  if (owned < 0) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "cannot duplicate fence fd %d: %s", fd,
                          strerror(errno));
  }
  sr_loop_fence_t* fence = NULL;
  sr_timepoint_t* timepoint = NULL;
  sr_status_t status =
      sr_allocator_calloc(allocator, sizeof(*fence), (void**)&fence);
  if (!status) status = sr_timepoint_create(allocator, &timepoint);
  if (status) {
    sr_allocator_free(allocator, fence);
    close(owned);
    return status;
  }
  fence->item.fn = sr_loop_fence_start;
  fence->loop = loop;
  sr_timepoint_retain(timepoint);
  fence->timepoint = timepoint;
  fence->fd = owned;
  fence->allocator = allocator;
  sr_loop_post(loop, &fence->item);
  *out = timepoint;
  return sr_ok_status();
}
