// File reads and writes at an offset, as chains of uv_fs requests on the
// loop thread (libuv runs the blocking calls on its thread pool).
//
//   post -> [open] -> read/write (repeated until done) -> [close] -> complete
//
// Each step's callback runs on the loop thread and starts the next with the
// same uv_fs_t. A read that hits the end of the file before `length` bytes
// is a short read and fails OUT_OF_RANGE with the byte counts; a missing
// file fails NOT_FOUND naming the path. Shutdown cancels a step libuv has
// not started yet (UV_ECANCELED) and stops any chain from taking another
// step; the timepoint then fails with CANCELLED. Tests inject faults into
// each step through io_fault.h.
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <string.h>

#include "core/base/io_fault.h"
#include "sched/loop_impl.h"

typedef struct sr_loop_fs_t {
  sr_loop_item_t item;  // first: posted to start on the loop thread
  sr__loop_request_t request;
  uv_fs_t req;
  sr_loop_t* loop;
  sr_timepoint_t* signal;  // retained
  sr_allocator_t allocator;
  const char* path;  // owned copy stored after the struct; NULL for fds
  uv_file file;
  bool owns_file;
  bool is_write;
  bool cancelled;
  uint64_t offset;
  char* buffer;
  size_t length;
  size_t done;
  sr_status_t failure;  // decided; reported after the close
} sr_loop_fs_t;

static const char* sr_loop_fs_verb(const sr_loop_fs_t* fs) {
  return fs->is_write ? "write" : "read";
}

static const char* sr_loop_fs_name(const sr_loop_fs_t* fs, char* scratch,
                                   size_t size) {
  if (fs->path) return fs->path;
  snprintf(scratch, size, "fd %d", (int)fs->file);
  return scratch;
}

// Records a failure built from a libuv error:
// "cannot <step> '<path>'<suffix>: <reason> (<ENAME>)".
static void sr_loop_fs_fail_uv_at(sr_loop_fs_t* fs, int error, const char* step,
                                  const char* suffix) {
  if (fs->failure) return;
  char scratch[32];
  char what[PATH_MAX + 64];
  snprintf(what, sizeof(what), "cannot %s '%s'%s", step,
           sr_loop_fs_name(fs, scratch, sizeof(scratch)), suffix);
  fs->failure = sr__status_from_uv(error, what);
}

static void sr_loop_fs_fail_uv(sr_loop_fs_t* fs, int error, const char* step) {
  sr_loop_fs_fail_uv_at(fs, error, step, "");
}

static void sr_loop_fs_complete(sr_loop_fs_t* fs) {
  if (fs->failure) {
    sr_status_ignore(sr_timepoint_fail(fs->signal, fs->failure));
  } else {
    sr_status_ignore(sr_timepoint_signal(fs->signal));
  }
  sr_timepoint_release(fs->signal);
  // Ending the last request during shutdown lets the loop close; the record
  // is ours until we free it right after.
  if (fs->request.next) sr__loop_request_end(fs->loop, &fs->request);
  sr_allocator_free(fs->allocator, fs);
}

static void sr_loop_fs_on_close(uv_fs_t* req) {
  sr_loop_fs_t* fs = (sr_loop_fs_t*)req->data;
  uv_fs_req_cleanup(req);
  sr_loop_fs_complete(fs);
}

// Closes the file if we opened it, then completes.
static void sr_loop_fs_finish(sr_loop_fs_t* fs) {
  if (!fs->owns_file) {
    sr_loop_fs_complete(fs);
    return;
  }
  fs->owns_file = false;
  int rc =
      uv_fs_close(&fs->loop->uv_loop, &fs->req, fs->file, sr_loop_fs_on_close);
  if (rc < 0) {
    uv_fs_req_cleanup(&fs->req);
    sr_loop_fs_complete(fs);
  }
}

static void sr_loop_fs_transfer(sr_loop_fs_t* fs);

// A step moved |result| bytes (negative: a libuv error).
static void sr_loop_fs_on_result(sr_loop_fs_t* fs, ssize_t result) {
  if (result < 0) {
    sr_loop_fs_fail_uv(fs, (int)result, sr_loop_fs_verb(fs));
  } else if (result == 0) {
    char scratch[32];
    const char* name = sr_loop_fs_name(fs, scratch, sizeof(scratch));
    fs->failure =
        fs->is_write
            ? SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                             "short write to '%s': wrote %zu of %zu bytes at "
                             "offset %" PRIu64,
                             name, fs->done, fs->length, fs->offset)
            : SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                             "short read from '%s': the file ends after %zu "
                             "of %zu bytes at offset %" PRIu64,
                             name, fs->done, fs->length, fs->offset);
  } else {
    fs->done += (size_t)result;
    if (fs->done < fs->length) {
      sr_loop_fs_transfer(fs);
      return;
    }
  }
  sr_loop_fs_finish(fs);
}

static void sr_loop_fs_on_transfer(uv_fs_t* req) {
  sr_loop_fs_t* fs = (sr_loop_fs_t*)req->data;
  ssize_t result = req->result;
  uv_fs_req_cleanup(req);
  sr_loop_fs_on_result(fs, result);
}

// Starts the next read or write, or finishes when all bytes are done.
static void sr_loop_fs_transfer(sr_loop_fs_t* fs) {
  if (fs->done == fs->length) {
    sr_loop_fs_finish(fs);
    return;
  }
  if (fs->cancelled) {
    sr_loop_fs_fail_uv(fs, UV_ECANCELED, sr_loop_fs_verb(fs));
    sr_loop_fs_finish(fs);
    return;
  }
  size_t remaining = fs->length - fs->done;
  // uv_buf_t lengths are unsigned int on some platforms: go in slices.
  unsigned int slice =
      remaining > (size_t)INT_MAX ? INT_MAX : (unsigned int)remaining;
  int64_t offset = (int64_t)(fs->offset + fs->done);
  // Test-only faults (io_fault.h): the step's result without the I/O, or a
  // shorter step.
  sr_io_step_t step = {fs->path, fs->file, fs->is_write, (uint64_t)offset,
                       slice};
  sr_io_fault_t fault = sr_io_fault_check(&step);
  if (fault.error || fault.nothing) {
    sr_loop_fs_on_result(fs, fault.error ? -(ssize_t)fault.error : 0);
    return;
  }
  if (fault.limit && fault.limit < slice) slice = (unsigned int)fault.limit;
  uv_buf_t buf = uv_buf_init(fs->buffer + fs->done, slice);
  int rc = fs->is_write ? uv_fs_write(&fs->loop->uv_loop, &fs->req, fs->file,
                                      &buf, 1, offset, sr_loop_fs_on_transfer)
                        : uv_fs_read(&fs->loop->uv_loop, &fs->req, fs->file,
                                     &buf, 1, offset, sr_loop_fs_on_transfer);
  if (rc < 0) {
    uv_fs_req_cleanup(&fs->req);
    sr_loop_fs_fail_uv(fs, rc, sr_loop_fs_verb(fs));
    sr_loop_fs_finish(fs);
  }
}

static void sr_loop_fs_on_open(uv_fs_t* req) {
  sr_loop_fs_t* fs = (sr_loop_fs_t*)req->data;
  ssize_t result = req->result;
  uv_fs_req_cleanup(req);
  if (result < 0) {
    sr_loop_fs_fail_uv_at(fs, (int)result, "open",
                          fs->is_write ? " for writing" : " for reading");
    sr_loop_fs_complete(fs);
    return;
  }
  fs->file = (uv_file)result;
  fs->owns_file = true;
  sr_loop_fs_transfer(fs);
}

static void sr_loop_fs_cancel(sr__loop_request_t* request) {
  sr_loop_fs_t* fs =
      (sr_loop_fs_t*)((char*)request - offsetof(sr_loop_fs_t, request));
  fs->cancelled = true;
  // Succeeds only while libuv has not handed the step to a pool thread; the
  // step's callback then sees UV_ECANCELED. Otherwise the step finishes and
  // the chain stops at the next one.
  uv_cancel((uv_req_t*)&fs->req);
}

// Loop thread: the posted request starts here.
static void sr_loop_fs_start(sr_loop_item_t* item, sr_loop_t* loop) {
  sr_loop_fs_t* fs = (sr_loop_fs_t*)item;
  if (sr__loop_stopping(loop)) {
    sr_loop_fs_fail_uv(fs, UV_ECANCELED, sr_loop_fs_verb(fs));
    sr_loop_fs_complete(fs);
    return;
  }
  fs->request.cancel = sr_loop_fs_cancel;
  sr__loop_request_begin(loop, &fs->request);
  if (!fs->path) {
    sr_loop_fs_transfer(fs);
    return;
  }
  int flags =
      fs->is_write ? (O_WRONLY | O_CREAT | O_CLOEXEC) : (O_RDONLY | O_CLOEXEC);
  int rc = uv_fs_open(&loop->uv_loop, &fs->req, fs->path, flags, 0644,
                      sr_loop_fs_on_open);
  if (rc < 0) {
    uv_fs_req_cleanup(&fs->req);
    sr_loop_fs_fail_uv(fs, rc, "open");
    sr_loop_fs_complete(fs);
  }
}

static sr_status_t sr_loop_fs_post(sr_loop_t* loop, const char* path, int fd,
                                   bool is_write, uint64_t offset,
                                   const void* buffer, size_t length,
                                   sr_timepoint_t* signal) {
  size_t path_size = path ? strlen(path) + 1 : 0;
  sr_loop_fs_t* fs = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(loop->allocator,
                                         sizeof(*fs) + path_size, (void**)&fs));
  fs->item.fn = sr_loop_fs_start;
  fs->req.data = fs;
  fs->loop = loop;
  sr_timepoint_retain(signal);
  fs->signal = signal;
  fs->allocator = loop->allocator;
  if (path) {
    char* copy = (char*)(fs + 1);
    memcpy(copy, path, path_size);
    fs->path = copy;
  }
  fs->file = fd;
  fs->is_write = is_write;
  fs->offset = offset;
  fs->buffer = (char*)buffer;  // written only by reads
  fs->length = length;
  sr_loop_post(loop, &fs->item);
  return sr_ok_status();
}

sr_status_t sr_loop_file_read(sr_loop_t* loop, const char* path,
                              uint64_t offset, void* buffer, size_t length,
                              sr_timepoint_t* signal) {
  return sr_loop_fs_post(loop, path, -1, false, offset, buffer, length, signal);
}

sr_status_t sr_loop_file_write(sr_loop_t* loop, const char* path,
                               uint64_t offset, const void* buffer,
                               size_t length, sr_timepoint_t* signal) {
  return sr_loop_fs_post(loop, path, -1, true, offset, buffer, length, signal);
}

sr_status_t sr_loop_fd_read(sr_loop_t* loop, int fd, uint64_t offset,
                            void* buffer, size_t length,
                            sr_timepoint_t* signal) {
  return sr_loop_fs_post(loop, NULL, fd, false, offset, buffer, length, signal);
}

sr_status_t sr_loop_fd_write(sr_loop_t* loop, int fd, uint64_t offset,
                             const void* buffer, size_t length,
                             sr_timepoint_t* signal) {
  return sr_loop_fs_post(loop, NULL, fd, true, offset, buffer, length, signal);
}
