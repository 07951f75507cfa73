// Exporting timepoints as external fences: an fd that another runtime can
// poll(2) and that becomes readable when the timepoint completes.
//
// The fd gets one 8-byte write, eventfd style: 1 when reached,
// SR_FENCE_FAILED_VALUE when failed. The write is done by a timepoint waiter
// on the completing thread (one syscall, no loop round trip), into a
// duplicate of the fd that the waiter owns and closes, so the caller may
// close its own copy at any time.
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "sched/timepoint_impl.h"

typedef struct sr_fence_writer_t {
  sr_timepoint_waiter_t waiter;  // first: the waiter is the record
  int fd;                        // owned duplicate
  sr_allocator_t allocator;
} sr_fence_writer_t;

static void sr_fence_writer_fire(sr_timepoint_waiter_t* waiter,
                                 sr_status_t status) {
  sr_fence_writer_t* writer = (sr_fence_writer_t*)waiter;
  uint64_t value = status ? SR_FENCE_FAILED_VALUE : 1;
  ssize_t written;
  do {
    written = write(writer->fd, &value, sizeof(value));
  } while (written < 0 && errno == EINTR);
  // A full pipe or an eventfd at its limit drops the write: the reader has
  // not consumed an earlier signal, so it is readable already.
  close(writer->fd);
  sr_allocator_free(writer->allocator, writer);
}

sr_status_t sr_timepoint_chain_fence(sr_timepoint_t* timepoint, int fd,
                                     sr_allocator_t allocator) {
  int owned = fcntl(fd, F_DUPFD_CLOEXEC, 0);
  if (owned < 0) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "cannot duplicate fence fd %d: %s", fd,
                          strerror(errno));
  }
  sr_fence_writer_t* writer = NULL;
  sr_status_t status =
      sr_allocator_malloc(allocator, sizeof(*writer), (void**)&writer);
  if (status) {
    close(owned);
    return status;
  }
  writer->waiter.fn = sr_fence_writer_fire;
  writer->fd = owned;
  writer->allocator = allocator;
  if (!sr__timepoint_add_waiter(timepoint, &writer->waiter)) {
    sr_fence_writer_fire(&writer->waiter, sr_timepoint_failure(timepoint));
  }
  return sr_ok_status();
}

sr_status_t sr_timepoint_export_fence(sr_timepoint_t* timepoint,
                                      sr_allocator_t allocator, int* out_fd) {
  *out_fd = -1;
  int fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  if (fd < 0) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "cannot create an eventfd: %s", strerror(errno));
  }
  sr_status_t status = sr_timepoint_chain_fence(timepoint, fd, allocator);
  if (status) {
    close(fd);
    return status;
  }
  *out_fd = fd;
  return sr_ok_status();
}
