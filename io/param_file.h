// A parameter file: one open file (or a block of memory) whose byte ranges
// back parameter entries, reached by memory map, by a preloaded copy or by
// reads through its descriptor (sr_parameter_mode_t).
//
// Files are reference counted: an index holds one reference per distinct
// path, and every zero-copy resource the runtime hands out over a mapping
// holds another, so the mapping outlives the last view of it (even after
// the index is gone).
//
// Thread contract: open/close are not thread-safe with uses; reads and
// writes of distinct ranges may run concurrently from any thread.
#ifndef STREAMREF_IO_PARAM_FILE_H_
#define STREAMREF_IO_PARAM_FILE_H_

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"
#include "streamref/params.h"
#include "streamref/status.h"

typedef struct sr_param_file_t {
  _Atomic int32_t ref_count;
  sr_allocator_t allocator;
  sr_parameter_mode_t mode;
  // Open for the file's lifetime; -1 for memory files.
  int fd;
  // Opened read-write (writes are allowed).
  bool writable;
  uint64_t size;
  // MMAP: the shared read-only mapping; PRELOAD: an owned copy; FILE: NULL.
  uint8_t* data;
  bool mapped;
  char path[];  // NUL-terminated
} sr_param_file_t;

// Opens |path| in |mode| (read-write when the file allows it, else
// read-only). NOT_FOUND / PERMISSION_DENIED name the path.
SR_MUST_USE_RESULT sr_status_t sr_param_file_open(sr_allocator_t allocator,
                                                  const char* path,
                                                  sr_parameter_mode_t mode,
                                                  sr_param_file_t** out_file);

void sr_param_file_retain(sr_param_file_t* file);
void sr_param_file_release(sr_param_file_t* file);

// Host bytes of the whole file for parsing headers: the mapping or the
// preloaded copy, else a temporary private mapping (or a heap copy when the
// file cannot be mapped) that sr_param_file_end_view returns.
typedef struct sr_param_file_view_t {
  const uint8_t* data;  // NULL for an empty file
  bool temporary_mapping;
  bool temporary_copy;
} sr_param_file_view_t;
SR_MUST_USE_RESULT sr_status_t
sr_param_file_begin_view(sr_param_file_t* file, sr_param_file_view_t* out_view);
void sr_param_file_end_view(sr_param_file_t* file, sr_param_file_view_t* view);

// Synchronous copies of [offset, offset + length) (memcpy or pread/pwrite
// loops). Reads past the end of the file are short reads (OUT_OF_RANGE);
// writes to a read-only file are PERMISSION_DENIED. Messages name the path.
SR_MUST_USE_RESULT sr_status_t sr_param_file_read(const sr_param_file_t* file,
                                                  uint64_t offset,
                                                  uint64_t length,
                                                  void* buffer);
SR_MUST_USE_RESULT sr_status_t sr_param_file_write(sr_param_file_t* file,
                                                   uint64_t offset,
                                                   uint64_t length,
                                                   const void* buffer);

#endif  // STREAMREF_IO_PARAM_FILE_H_
