// Parameter files: open, map or preload, and synchronous reads and writes.
// The runtime's asynchronous path (exec_params.c) uses |fd| directly with
// the libuv loop instead of the pread/pwrite loops here.

#define _GNU_SOURCE 1  // pread/pwrite, O_CLOEXEC in strict C11 mode

#include "io/param_file.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/io_fault.h"

// Maps an errno from opening |path| to a status naming it.
static sr_status_t sr_param_file_errno_status(int error, const char* what,
                                              const char* path) {
  sr_status_code_t code = SR_STATUS_UNAVAILABLE;
  switch (error) {
    case ENOENT:
    case ENOTDIR:
      code = SR_STATUS_NOT_FOUND;
      break;
    case EACCES:
    case EPERM:
    case EROFS:
      code = SR_STATUS_PERMISSION_DENIED;
      break;
    case ENOMEM:
      code = SR_STATUS_RESOURCE_EXHAUSTED;
      break;
    case EISDIR:
    case EINVAL:
      code = SR_STATUS_INVALID_ARGUMENT;
      break;
    default:
      break;
  }
  return SR_MAKE_STATUS(code, "cannot %s '%s': %s", what, path,
                        strerror(error));
}

// One pread or pwrite of up to |want| bytes, or what a test's fault hook
// (core/base/io_fault.h) makes of it: -1 with errno set, 0, or fewer bytes.
static ssize_t sr_param_fd_step(int fd, const char* path, bool is_write,
                                uint64_t offset, uint64_t want,
                                uint8_t* buffer) {
  sr_io_step_t step = {path, fd, is_write, offset, (size_t)want};
  sr_io_fault_t fault = sr_io_fault_check(&step);
  if (fault.error) {
    errno = fault.error;
    return -1;
  }
  if (fault.nothing) return 0;
  if (fault.limit && fault.limit < want) want = fault.limit;
  return is_write ? pwrite(fd, buffer, (size_t)want, (off_t)offset)
                  : pread(fd, buffer, (size_t)want, (off_t)offset);
}

// Reads exactly |length| bytes at |offset| of |fd| (pread loop).
static sr_status_t sr_param_fd_read_exact(int fd, const char* path,
                                          uint64_t offset, uint64_t length,
                                          uint8_t* buffer) {
  uint64_t done = 0;
  while (done < length) {
    uint64_t want = length - done;
    if (want > (1u << 30)) want = 1u << 30;
    ssize_t n =
        sr_param_fd_step(fd, path, false, offset + done, want, buffer + done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return sr_param_file_errno_status(errno, "read", path);
    }
    if (n == 0) {
      return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                            "short read from '%s': the file ends after %" PRIu64
                            " of %" PRIu64 " bytes at offset %" PRIu64,
                            path, done, length, offset);
    }
    done += (uint64_t)n;
  }
  return sr_ok_status();
}

static sr_status_t sr_param_fd_write_exact(int fd, const char* path,
                                           uint64_t offset, uint64_t length,
                                           const uint8_t* buffer) {
  uint64_t done = 0;
  while (done < length) {
    uint64_t want = length - done;
    if (want > (1u << 30)) want = 1u << 30;
    ssize_t n = sr_param_fd_step(fd, path, true, offset + done, want,
                                 (uint8_t*)buffer + done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return sr_param_file_errno_status(errno, "write", path);
    }
    if (n == 0) {
      return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                            "short write to '%s': wrote %" PRIu64 " of %" PRIu64
                            " bytes at offset %" PRIu64,
                            path, done, length, offset);
    }
    done += (uint64_t)n;
  }
  return sr_ok_status();
}

// Sets up |file|'s access for its mode once the descriptor is open.
static sr_status_t sr_param_file_prepare_access(sr_param_file_t* file) {
  if (file->mode == SR_PARAMETER_MODE_FILE || file->size == 0) {
    return sr_ok_status();
  }
  if (file->size > (uint64_t)SIZE_MAX / 2) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "'%s' (%" PRIu64 " bytes) does not fit in memory",
                          file->path, file->size);
  }
  if (file->mode == SR_PARAMETER_MODE_MMAP) {
    // Shared, so that writes through the descriptor show in the mapping;
    // read-only, so that a stray store faults instead of editing weights.
    void* data =
        mmap(NULL, (size_t)file->size, PROT_READ, MAP_SHARED, file->fd, 0);
    if (data != MAP_FAILED) {
      file->data = (uint8_t*)data;
      file->mapped = true;
      return sr_ok_status();
    }
    // Not mappable (a pipe, a special file): preloading gives the same
    // bytes.
  }
  // No huge-page advice: MADV_HUGEPAGE on this buffer measured slower
  // (interleaved runs on a loaded machine, perf/RESULTS.md `## io`).
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      file->allocator, (size_t)file->size, 64, (void**)&file->data));
  return sr_param_fd_read_exact(file->fd, file->path, 0, file->size,
                                file->data);
}

sr_status_t sr_param_file_open(sr_allocator_t allocator, const char* path,
                               sr_parameter_mode_t mode,
                               sr_param_file_t** out_file) {
  *out_file = NULL;
  size_t path_length = strlen(path);
  sr_param_file_t* file = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      allocator, sizeof(*file) + path_length + 1, (void**)&file));
  atomic_init(&file->ref_count, 1);
  file->allocator = allocator;
  file->mode = mode;
  memcpy(file->path, path, path_length + 1);
  file->fd = open(path, O_RDWR | O_CLOEXEC);
  file->writable = file->fd >= 0;
  if (file->fd < 0 && (errno == EACCES || errno == EROFS || errno == EPERM ||
                       errno == ETXTBSY || errno == EISDIR)) {
    file->fd = open(path, O_RDONLY | O_CLOEXEC);
  }
  sr_status_t status = sr_ok_status();
  struct stat st;
  if (file->fd < 0) {
    status = sr_param_file_errno_status(errno, "open", path);
  } else if (fstat(file->fd, &st) != 0) {
    status = sr_param_file_errno_status(errno, "stat", path);
  } else if (S_ISDIR(st.st_mode)) {
    status = SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "'%s' is a directory, not a parameter file", path);
  } else {
    file->size = (uint64_t)st.st_size;
    status = sr_param_file_prepare_access(file);
  }
  if (status) {
    sr_param_file_release(file);
    return status;
  }
  *out_file = file;
  return sr_ok_status();
}

void sr_param_file_retain(sr_param_file_t* file) {
  if (file)
    atomic_fetch_add_explicit(&file->ref_count, 1, memory_order_relaxed);
}

void sr_param_file_release(sr_param_file_t* file) {
  if (!file) return;
  // acq_rel: the last releaser must see every other holder's writes before
  // it unmaps.
  if (atomic_fetch_sub_explicit(&file->ref_count, 1, memory_order_acq_rel) !=
      1) {
    return;
  }
  if (file->mapped) {
    munmap(file->data, (size_t)file->size);
  } else {
    sr_allocator_free(file->allocator, file->data);
  }
  if (file->fd >= 0) close(file->fd);
  sr_allocator_free(file->allocator, file);
}

sr_status_t sr_param_file_begin_view(sr_param_file_t* file,
                                     sr_param_file_view_t* out_view) {
  memset(out_view, 0, sizeof(*out_view));
  if (file->data || file->size == 0) {
    out_view->data = file->data;
    return sr_ok_status();
  }
  if (file->size > (uint64_t)SIZE_MAX / 2) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "'%s' (%" PRIu64 " bytes) does not fit in memory",
                          file->path, file->size);
  }
  void* data =
      mmap(NULL, (size_t)file->size, PROT_READ, MAP_PRIVATE, file->fd, 0);
  if (data != MAP_FAILED) {
    out_view->data = (const uint8_t*)data;
    out_view->temporary_mapping = true;
    return sr_ok_status();
  }
  uint8_t* copy = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_malloc(file->allocator, (size_t)file->size, (void**)&copy));
  sr_status_t status =
      sr_param_fd_read_exact(file->fd, file->path, 0, file->size, copy);
  if (status) {
    sr_allocator_free(file->allocator, copy);
    return status;
  }
  out_view->data = copy;
  out_view->temporary_copy = true;
  return sr_ok_status();
}

void sr_param_file_end_view(sr_param_file_t* file, sr_param_file_view_t* view) {
  if (view->temporary_mapping) {
    munmap((void*)view->data, (size_t)file->size);
  } else if (view->temporary_copy) {
    sr_allocator_free(file->allocator, (void*)view->data);
  }
  memset(view, 0, sizeof(*view));
}

sr_status_t sr_param_file_read(const sr_param_file_t* file, uint64_t offset,
                               uint64_t length, void* buffer) {
  if (offset > file->size || length > file->size - offset) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "short read from '%s': [%" PRIu64 ", %" PRIu64
                          ") is past the end of the %" PRIu64 "-byte file",
                          file->path, offset, offset + length, file->size);
  }
  if (file->data) {
    memcpy(buffer, file->data + offset, (size_t)length);
    return sr_ok_status();
  }
  return sr_param_fd_read_exact(file->fd, file->path, offset, length,
                                (uint8_t*)buffer);
}

sr_status_t sr_param_file_write(sr_param_file_t* file, uint64_t offset,
                                uint64_t length, const void* buffer) {
  if (offset > file->size || length > file->size - offset) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "write of [%" PRIu64 ", %" PRIu64
                          ") to '%s' would grow the %" PRIu64 "-byte file",
                          offset, offset + length, file->path, file->size);
  }
  if (file->mode == SR_PARAMETER_MODE_PRELOAD) {
    memcpy(file->data + offset, buffer, (size_t)length);
    return sr_ok_status();
  }
  if (!file->writable) {
    return SR_MAKE_STATUS(SR_STATUS_PERMISSION_DENIED,
                          "cannot write '%s': it was opened read-only",
                          file->path);
  }
  return sr_param_fd_write_exact(file->fd, file->path, offset, length,
                                 (const uint8_t*)buffer);
}
