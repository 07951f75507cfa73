// Test-only I/O fault injection: a process-wide hook that decides the
// outcome of every read or write step streamref's file I/O takes (one
// uv_fs_read/uv_fs_write of the loop's file requests, sched/loop_fs.c; one
// pread/pwrite of the parameter files' loops, io/param_file.c), so tests can
// prove that short transfers are resumed and that an I/O error, an early end of
// file or a write that writes nothing reaches the op that asked for the bytes
// as a located error, without a hang. Not part of the public API; nothing
// installs a hook but tests.
//
//   static sr_io_fault_t fail_third(void* user, const sr_io_step_t* step) {
//     sr_io_fault_t f = {0};
//     if (++*(int*)user == 3) f.error = EIO;
//     return f;
//   }
//   int steps = 0;
//   sr_io_fault_set_hook(fail_third, &steps);
//   ... run ...
//   sr_io_fault_set_hook(NULL, NULL);
//
// Thread contract: the hook is called on whatever thread does the I/O (the
// loop thread, a host thread, a worker) and must be thread-safe; set it
// while no I/O is in flight.
#ifndef STREAMREF_CORE_BASE_IO_FAULT_H_
#define STREAMREF_CORE_BASE_IO_FAULT_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// One step about to run.
typedef struct sr_io_step_t {
  const char* path;  // NULL when only the descriptor is known
  int fd;            // -1 before the loop's request has opened the file
  bool is_write;
  uint64_t offset;  // of this step's first byte
  size_t length;    // bytes this step asks for
} sr_io_step_t;

// What the step does instead of its plain transfer. All zero: run as asked.
typedef struct sr_io_fault_t {
  // Non-zero: the step fails with this errno (EIO, ENOSPC, ...) and moves
  // nothing.
  int error;
  // Else, true: the step moves no byte (a read at the end of the file, a
  // write the device took nothing of).
  bool nothing;
  // Else, non-zero: the step moves at most |limit| bytes (a short read or
  // write, as a signal or a network file system gives); the caller must
  // ask again for the rest.
  size_t limit;
} sr_io_fault_t;

typedef sr_io_fault_t (*sr_io_fault_fn_t)(void* user_data,
                                          const sr_io_step_t* step);

// Installs |fn| (NULL removes the hook).
void sr_io_fault_set_hook(sr_io_fault_fn_t fn, void* user_data);

// The hook's decision for |step| (all zero without a hook). Called by the
// I/O loops before each step.
sr_io_fault_t sr_io_fault_check(const sr_io_step_t* step);

#endif  // STREAMREF_CORE_BASE_IO_FAULT_H_
