// The loop thread: posting, timepoint callbacks, file I/O, imported fences
// and shutdown with work in flight.
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "sched_test_util.h"
#include "streamref/sched_loop.h"
#include "streamref/sched_pool.h"

typedef struct ordered_item_t {
  sr_loop_item_t item;
  int index;
  int* log;
  _Atomic int* count;
  _Atomic int* off_loop;
} ordered_item_t;

static void ordered_run(sr_loop_item_t* item, sr_loop_t* loop) {
  ordered_item_t* self = (ordered_item_t*)item;
  if (!sr_loop_is_current(loop)) atomic_fetch_add(self->off_loop, 1);
  // Only the loop thread writes: log first, then publish the new count.
  int at = atomic_load(self->count);
  self->log[at] = self->index;
  atomic_store(self->count, at + 1);
}

static bool count_reaches(void* arg) {
  int* target = (int*)((void**)arg)[1];
  return atomic_load((_Atomic int*)((void**)arg)[0]) == *target;
}

Test(loop, posts_run_on_the_loop_thread_in_order) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  cr_assert_not(sr_loop_is_current(loop));
  enum { kCount = 5000 };
  static ordered_item_t items[kCount];
  static int log[kCount];
  _Atomic int count = 0, off_loop = 0;
  for (int i = 0; i < kCount; ++i) {
    items[i] = (ordered_item_t){{NULL, ordered_run}, i, log, &count, &off_loop};
    sr_loop_post(loop, &items[i].item);
  }
  int target = kCount;
  void* args[2] = {&count, &target};
  cr_assert(sr_test_eventually(count_reaches, args));
  for (int i = 0; i < kCount; ++i) cr_assert_eq(log[i], i);
  cr_assert_eq(atomic_load(&off_loop), 0);
  sr_loop_destroy(loop);
  SR_TEST_ALLOCATOR_END();
}

typedef struct poster_t {
  sr_loop_t* loop;
  _Atomic long* counter;
  int count;
  bool ok;
} poster_t;

static void bump(void* user_data) {
  atomic_fetch_add((_Atomic long*)user_data, 1);
}

static void* poster_main(void* arg) {
  poster_t* p = (poster_t*)arg;
  p->ok = true;
  for (int i = 0; i < p->count; ++i) {
    sr_status_t status = sr_loop_call(p->loop, bump, p->counter);
    if (status) p->ok = false;
    sr_status_free(status);
  }
  return NULL;
}

static bool long_reaches(void* arg) {
  return atomic_load((_Atomic long*)((void**)arg)[0]) ==
         *(long*)((void**)arg)[1];
}

// Eight threads post at once; every closure runs once (drains must take
// whole batches, since sends coalesce), and destroy drains the rest.
Test(loop, posts_from_many_threads) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  enum { kThreads = 8 };
  int per_thread = (int)sr_test_scaled(20000);
  _Atomic long counter = 0;
  poster_t posters[kThreads];
  pthread_t threads[kThreads];
  for (int i = 0; i < kThreads; ++i) {
    posters[i] = (poster_t){loop, &counter, per_thread, false};
    pthread_create(&threads[i], NULL, poster_main, &posters[i]);
  }
  for (int i = 0; i < kThreads; ++i) {
    pthread_join(threads[i], NULL);
    cr_assert(posters[i].ok);
  }
  long target = (long)kThreads * per_thread;
  void* args[2] = {&counter, &target};
  cr_assert(sr_test_eventually(long_reaches, args));
  // Posted right before destroy: still runs.
  SR_ASSERT_OK(sr_loop_call(loop, bump, &counter));
  sr_loop_destroy(loop);
  cr_assert_eq(atomic_load(&counter), target + 1);
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// Timepoint callbacks
//===----------------------------------------------------------------------===//

typedef struct callback_log_t {
  _Atomic int calls;
  _Atomic int on_loop;
  _Atomic int last_code;
  sr_loop_t* loop;
} callback_log_t;

static void log_callback(void* user_data, sr_timepoint_t* timepoint,
                         sr_status_t status) {
  callback_log_t* log = (callback_log_t*)user_data;
  if (sr_loop_is_current(log->loop)) atomic_fetch_add(&log->on_loop, 1);
  atomic_store(&log->last_code, (int)sr_status_code(status));
  atomic_fetch_add(&log->calls, 1);
}

static bool callback_count_is(void* arg) {
  callback_log_t* log = (callback_log_t*)((void**)arg)[0];
  return atomic_load(&log->calls) == *(int*)((void**)arg)[1];
}

static void wait_for_calls(callback_log_t* log, int calls) {
  void* args[2] = {log, &calls};
  cr_assert(sr_test_eventually(callback_count_is, args));
}

Test(loop, callback_after_the_fact_runs_on_the_loop) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  callback_log_t log = {0, 0, -1, loop};
  SR_ASSERT_OK(sr_timepoint_on_complete(sr_timepoint_immediate(), loop,
                                        log_callback, &log));
  wait_for_calls(&log, 1);
  cr_assert_eq(atomic_load(&log.last_code), SR_STATUS_OK);
  sr_timepoint_t* failed = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &failed));
  SR_ASSERT_OK(
      sr_timepoint_fail(failed, SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "gone")));
  SR_ASSERT_OK(sr_timepoint_on_complete(failed, loop, log_callback, &log));
  sr_timepoint_release(failed);  // the callback keeps it alive
  wait_for_calls(&log, 2);
  cr_assert_eq(atomic_load(&log.last_code), SR_STATUS_NOT_FOUND);
  cr_assert_eq(atomic_load(&log.on_loop), 2);
  sr_loop_destroy(loop);
  SR_TEST_ALLOCATOR_END();
}

typedef struct signal_task_t {
  sr_task_t task;
  sr_timepoint_t* timepoint;
} signal_task_t;

static sr_task_t* signal_from_worker(sr_task_t* task) {
  signal_task_t* self = (signal_task_t*)task;
  sr_status_ignore(sr_timepoint_signal(self->timepoint));
  return NULL;
}

// Signalled on a pool worker, the callback still runs on the loop thread.
Test(loop, callback_registered_before_signal_from_a_worker) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  sr_pool_t* pool = NULL;
  SR_ASSERT_OK(sr_pool_create(NULL, allocator, &pool));
  callback_log_t log = {0, 0, -1, loop};
  enum { kCount = 200 };
  signal_task_t tasks[kCount];
  sr_task_group_t group;
  sr_task_group_initialize(pool, &group);
  for (int i = 0; i < kCount; ++i) {
    SR_ASSERT_OK(sr_timepoint_create(allocator, &tasks[i].timepoint));
    SR_ASSERT_OK(
        sr_timepoint_on_complete(tasks[i].timepoint, loop, log_callback, &log));
    sr_task_initialize(signal_from_worker, NULL, &group, &tasks[i].task);
    sr_pool_submit(pool, &tasks[i].task);
  }
  sr_task_group_wait(&group);
  wait_for_calls(&log, kCount);
  cr_assert_eq(atomic_load(&log.on_loop), kCount);
  for (int i = 0; i < kCount; ++i) sr_timepoint_release(tasks[i].timepoint);
  sr_pool_destroy(pool);
  sr_loop_destroy(loop);
  SR_TEST_ALLOCATOR_END();
}

Test(loop, destroy_cancels_callbacks_still_waiting) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  callback_log_t log = {0, 0, -1, loop};
  sr_timepoint_t* never = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &never));
  for (int i = 0; i < 10; ++i) {
    SR_ASSERT_OK(sr_timepoint_on_complete(never, loop, log_callback, &log));
  }
  sr_loop_destroy(loop);
  cr_assert_eq(atomic_load(&log.calls), 10);
  cr_assert_eq(atomic_load(&log.on_loop), 10);
  cr_assert_eq(atomic_load(&log.last_code), SR_STATUS_CANCELLED);
  // The timepoint no longer has waiters: completing it touches nothing.
  SR_ASSERT_OK(sr_timepoint_signal(never));
  sr_timepoint_release(never);
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// File I/O
//===----------------------------------------------------------------------===//

static void make_temp_path(char* path, size_t size) {
  snprintf(path, size, "/tmp/sr_sched_loop_test_XXXXXX");
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  close(fd);
}

static sr_status_t run_io(sr_allocator_t allocator, sr_loop_t* loop,
                          bool is_write, const char* path, int fd,
                          uint64_t offset, void* buffer, size_t length) {
  sr_timepoint_t* done = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &done));
  if (path) {
    SR_ASSERT_OK(
        is_write ? sr_loop_file_write(loop, path, offset, buffer, length, done)
                 : sr_loop_file_read(loop, path, offset, buffer, length, done));
  } else {
    SR_ASSERT_OK(is_write
                     ? sr_loop_fd_write(loop, fd, offset, buffer, length, done)
                     : sr_loop_fd_read(loop, fd, offset, buffer, length, done));
  }
  sr_status_t status = sr_timepoint_wait(done, SR_TIMEOUT_INFINITE);
  sr_timepoint_release(done);
  return status;
}

Test(loop, file_write_then_read_at_an_offset) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  char path[64];
  make_temp_path(path, sizeof(path));
  size_t length = 1 << 20;
  uint8_t* data = malloc(length);
  uint8_t* back = calloc(1, length);
  for (size_t i = 0; i < length; ++i) data[i] = (uint8_t)(i * 7 + 3);
  SR_ASSERT_OK(run_io(allocator, loop, true, path, -1, 4096, data, length));
  SR_ASSERT_OK(run_io(allocator, loop, false, path, -1, 4096, back, length));
  cr_assert_eq(memcmp(data, back, length), 0);
  // The bytes before the offset were never written (a hole of zeros), and
  // an fd request reads the same data at another offset.
  int fd = open(path, O_RDONLY);
  uint8_t head[16];
  SR_ASSERT_OK(run_io(allocator, loop, false, NULL, fd, 4096 - 8, head, 16));
  for (int i = 0; i < 8; ++i) cr_assert_eq(head[i], 0);
  cr_assert_eq(memcmp(head + 8, data, 8), 0);
  close(fd);
  unlink(path);
  free(data);
  free(back);
  sr_loop_destroy(loop);
  SR_TEST_ALLOCATOR_END();
}

Test(loop, short_read_fails_out_of_range) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  char path[64];
  make_temp_path(path, sizeof(path));
  char bytes[100];
  memset(bytes, 'x', sizeof(bytes));
  SR_ASSERT_OK(run_io(allocator, loop, true, path, -1, 0, bytes, 100));
  char buffer[200];
  sr_status_t status =
      run_io(allocator, loop, false, path, -1, 50, buffer, 200);
  cr_assert_eq(sr_status_code(status), SR_STATUS_OUT_OF_RANGE);
  char expected[256];
  snprintf(expected, sizeof(expected),
           "short read from '%s': the file ends after 50 of 200 bytes at "
           "offset 50",
           path);
  cr_assert_str_eq(sr_status_message(status), expected);
  sr_status_free(status);
  unlink(path);
  sr_loop_destroy(loop);
  SR_TEST_ALLOCATOR_END();
}

Test(loop, missing_file_fails_not_found) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  char buffer[8];
  sr_status_t status =
      run_io(allocator, loop, false, "/tmp/sr_sched_no_such_dir/none.bin", -1,
             0, buffer, sizeof(buffer));
  cr_assert_eq(sr_status_code(status), SR_STATUS_NOT_FOUND);
  cr_assert_str_eq(sr_status_message(status),
                   "cannot open '/tmp/sr_sched_no_such_dir/none.bin' for "
                   "reading: no such file or directory (ENOENT)");
  sr_status_free(status);
  sr_loop_destroy(loop);
  SR_TEST_ALLOCATOR_END();
}

// Destroy with many requests in flight: each completes or is cancelled,
// nothing hangs or leaks.
Test(loop, destroy_with_file_requests_in_flight) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  char path[64];
  make_temp_path(path, sizeof(path));
  enum { kRequests = 64 };
  static char buffers[kRequests][4096];
  sr_timepoint_t* done[kRequests];
  for (int i = 0; i < kRequests; ++i) {
    memset(buffers[i], i, sizeof(buffers[i]));
    SR_ASSERT_OK(sr_timepoint_create(allocator, &done[i]));
    SR_ASSERT_OK(sr_loop_file_write(loop, path, (uint64_t)i * 4096, buffers[i],
                                    4096, done[i]));
  }
  sr_loop_destroy(loop);
  for (int i = 0; i < kRequests; ++i) {
    sr_timepoint_state_t state = sr_timepoint_query(done[i]);
    cr_assert_neq(state, SR_TIMEPOINT_PENDING);
    if (state == SR_TIMEPOINT_FAILED) {
      cr_assert_eq(sr_status_code(sr_timepoint_failure(done[i])),
                   SR_STATUS_CANCELLED);
    }
    sr_timepoint_release(done[i]);
  }
  unlink(path);
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// Imported fences
//===----------------------------------------------------------------------===//

static void write_u64(int fd, uint64_t value) {
  cr_assert_eq(write(fd, &value, sizeof(value)), (ssize_t)sizeof(value));
}

Test(loop, imported_eventfd_reaches_and_fails) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  int fd = eventfd(0, EFD_CLOEXEC);
  sr_timepoint_t* imported = NULL;
  SR_ASSERT_OK(sr_timepoint_import_fence(loop, fd, allocator, &imported));
  cr_assert_eq(sr_status_consume_code(sr_timepoint_wait(imported, 10000000)),
               SR_STATUS_DEADLINE_EXCEEDED);
  write_u64(fd, 1);
  SR_ASSERT_OK(sr_timepoint_wait(imported, SR_TIMEOUT_INFINITE));
  sr_timepoint_release(imported);
  SR_ASSERT_OK(sr_timepoint_import_fence(loop, fd, allocator, &imported));
  write_u64(fd, SR_FENCE_FAILED_VALUE);
  sr_status_t status = sr_timepoint_wait(imported, SR_TIMEOUT_INFINITE);
  cr_assert_eq(sr_status_code(status), SR_STATUS_ABORTED);
  cr_assert_str_eq(sr_status_message(status),
                   "external fence signalled failure");
  sr_status_free(status);
  sr_timepoint_release(imported);
  close(fd);
  sr_loop_destroy(loop);
  SR_TEST_ALLOCATOR_END();
}

Test(loop, imported_pipe_closed_unsignalled_fails) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  int fds[2];
  cr_assert_eq(pipe(fds), 0);
  sr_timepoint_t* imported = NULL;
  SR_ASSERT_OK(sr_timepoint_import_fence(loop, fds[0], allocator, &imported));
  close(fds[0]);  // the import keeps its own duplicate
  close(fds[1]);  // writer gone without a word
  sr_status_t status = sr_timepoint_wait(imported, SR_TIMEOUT_INFINITE);
  cr_assert_eq(sr_status_code(status), SR_STATUS_ABORTED);
  cr_assert_str_eq(sr_status_message(status),
                   "fence closed without being signalled");
  sr_status_free(status);
  sr_timepoint_release(imported);
  // A regular file cannot be polled: the import fails, it does not hang.
  char path[64];
  make_temp_path(path, sizeof(path));
  int file = open(path, O_RDONLY);
  SR_ASSERT_OK(sr_timepoint_import_fence(loop, file, allocator, &imported));
  status = sr_timepoint_wait(imported, SR_TIMEOUT_INFINITE);
  cr_assert(status != NULL);
  cr_assert(strstr(sr_status_message(status), "cannot be polled"));
  sr_status_free(status);
  sr_timepoint_release(imported);
  close(file);
  unlink(path);
  sr_loop_destroy(loop);
  SR_TEST_ALLOCATOR_END();
}

// Export one timepoint, import its fd as another: a round trip through the
// kernel, for success and for failure.
Test(loop, export_import_round_trip) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  for (int fail = 0; fail < 2; ++fail) {
    sr_timepoint_t* source = NULL;
    SR_ASSERT_OK(sr_timepoint_create(allocator, &source));
    int fd = -1;
    SR_ASSERT_OK(sr_timepoint_export_fence(source, allocator, &fd));
    sr_timepoint_t* imported = NULL;
    SR_ASSERT_OK(sr_timepoint_import_fence(loop, fd, allocator, &imported));
    close(fd);
    cr_assert_eq(sr_timepoint_query(imported), SR_TIMEPOINT_PENDING);
    if (fail) {
      SR_ASSERT_OK(sr_timepoint_fail(
          source, SR_MAKE_STATUS(SR_STATUS_INTERNAL, "boom")));
    } else {
      SR_ASSERT_OK(sr_timepoint_signal(source));
    }
    sr_status_t status = sr_timepoint_wait(imported, SR_TIMEOUT_INFINITE);
    cr_assert_eq(sr_status_consume_code(status),
                 fail ? SR_STATUS_ABORTED : SR_STATUS_OK);
    sr_timepoint_release(imported);
    sr_timepoint_release(source);
  }
  sr_loop_destroy(loop);
  SR_TEST_ALLOCATOR_END();
}

Test(loop, destroy_stops_watching_fences) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_loop_t* loop = NULL;
  SR_ASSERT_OK(sr_loop_create(allocator, &loop));
  int fd = eventfd(0, EFD_CLOEXEC);
  sr_timepoint_t* imported = NULL;
  SR_ASSERT_OK(sr_timepoint_import_fence(loop, fd, allocator, &imported));
  sr_loop_destroy(loop);
  cr_assert_eq(sr_status_code(sr_timepoint_failure(imported)),
               SR_STATUS_CANCELLED);
  sr_timepoint_release(imported);
  close(fd);
  SR_TEST_ALLOCATOR_END();
}
