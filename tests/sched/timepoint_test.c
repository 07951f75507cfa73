// Timepoints: states, waits, timeouts, joins, chains, abandonment and fences.
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "sched_test_util.h"
#include "streamref/sched_timepoint.h"

Test(timepoint, immediate_is_reached_and_free) {
  sr_timepoint_t* immediate = sr_timepoint_immediate();
  cr_assert_eq(sr_timepoint_query(immediate), SR_TIMEPOINT_REACHED);
  cr_assert_null(sr_timepoint_failure(immediate));
  sr_timepoint_retain(immediate);
  sr_timepoint_release(immediate);
  sr_timepoint_release(immediate);
  SR_ASSERT_OK(sr_timepoint_wait(immediate, 0));
  cr_assert_eq(sr_status_consume_code(sr_timepoint_signal(immediate)),
               SR_STATUS_FAILED_PRECONDITION);
}

Test(timepoint, signal_then_wait_and_double_completion) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* timepoint = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &timepoint));
  cr_assert_eq(sr_timepoint_query(timepoint), SR_TIMEPOINT_PENDING);
  SR_ASSERT_OK(sr_timepoint_signal(timepoint));
  cr_assert_eq(sr_timepoint_query(timepoint), SR_TIMEPOINT_REACHED);
  SR_ASSERT_OK(sr_timepoint_wait(timepoint, SR_TIMEOUT_INFINITE));
  cr_assert_eq(sr_status_consume_code(sr_timepoint_signal(timepoint)),
               SR_STATUS_FAILED_PRECONDITION);
  cr_assert_eq(sr_status_consume_code(sr_timepoint_fail(
                   timepoint, SR_MAKE_STATUS(SR_STATUS_INTERNAL, "too late"))),
               SR_STATUS_FAILED_PRECONDITION);
  cr_assert_eq(sr_timepoint_query(timepoint), SR_TIMEPOINT_REACHED);
  sr_timepoint_release(timepoint);
  SR_TEST_ALLOCATOR_END();
}

Test(timepoint, failure_is_returned_to_every_waiter) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* timepoint = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &timepoint));
  SR_ASSERT_OK(sr_timepoint_fail(
      timepoint, SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "disk %d gone", 3)));
  for (int i = 0; i < 2; ++i) {
    sr_status_t status = sr_timepoint_wait(timepoint, 0);
    cr_assert_eq(sr_status_code(status), SR_STATUS_DATA_LOSS);
    cr_assert_str_eq(sr_status_message(status), "disk 3 gone");
    sr_status_free(status);
  }
  cr_assert_str_eq(sr_status_message(sr_timepoint_failure(timepoint)),
                   "disk 3 gone");
  sr_timepoint_release(timepoint);
  SR_TEST_ALLOCATOR_END();
}

Test(timepoint, wait_times_out_on_pending) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* timepoint = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &timepoint));
  cr_assert_eq(sr_status_consume_code(sr_timepoint_wait(timepoint, 0)),
               SR_STATUS_DEADLINE_EXCEEDED);
  cr_assert_eq(
      sr_status_consume_code(sr_timepoint_wait(timepoint, 5 * 1000 * 1000)),
      SR_STATUS_DEADLINE_EXCEEDED);
  cr_assert_eq(sr_timepoint_query(timepoint), SR_TIMEPOINT_PENDING);
  SR_ASSERT_OK(sr_timepoint_signal(timepoint));
  SR_ASSERT_OK(sr_timepoint_wait(timepoint, 0));
  sr_timepoint_release(timepoint);
  SR_TEST_ALLOCATOR_END();
}

typedef struct handoff_t {
  sr_timepoint_t* ready;
  long payload;  // plain memory: published by the signal
  long seen;
  bool ok;
} handoff_t;

static void* waiter_main(void* arg) {
  handoff_t* handoff = (handoff_t*)arg;
  sr_status_t status = sr_timepoint_wait(handoff->ready, SR_TIMEOUT_INFINITE);
  handoff->ok = status == NULL;
  sr_status_free(status);
  handoff->seen = handoff->payload;
  return NULL;
}

// Many threads block on one timepoint; a signal wakes them all and
// publishes what was written before it.
Test(timepoint, signal_wakes_blocked_waiters) {
  SR_TEST_ALLOCATOR_BEGIN();
  enum { kWaiters = 6 };
  for (int round = 0; round < 20; ++round) {
    sr_timepoint_t* ready = NULL;
    SR_ASSERT_OK(sr_timepoint_create(allocator, &ready));
    handoff_t handoffs[kWaiters];
    pthread_t threads[kWaiters];
    for (int i = 0; i < kWaiters; ++i) {
      handoffs[i] = (handoff_t){ready, 0, 0, false};
      pthread_create(&threads[i], NULL, waiter_main, &handoffs[i]);
    }
    if (round & 1) sr_test_sleep_ms(2);  // let some of them park
    for (int i = 0; i < kWaiters; ++i) handoffs[i].payload = 1000 + round;
    SR_ASSERT_OK(sr_timepoint_signal(ready));
    for (int i = 0; i < kWaiters; ++i) {
      pthread_join(threads[i], NULL);
      cr_assert(handoffs[i].ok);
      cr_assert_eq(handoffs[i].seen, 1000 + round);
    }
    sr_timepoint_release(ready);
  }
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// Joins
//===----------------------------------------------------------------------===//

Test(timepoint, join_of_reached_is_immediate) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* joined = NULL;
  SR_ASSERT_OK(sr_timepoint_join(NULL, 0, allocator, &joined));
  cr_assert_eq(joined, sr_timepoint_immediate());
  sr_timepoint_t* reached = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &reached));
  SR_ASSERT_OK(sr_timepoint_signal(reached));
  sr_timepoint_t* inputs[3] = {reached, sr_timepoint_immediate(), reached};
  SR_ASSERT_OK(sr_timepoint_join(inputs, 3, allocator, &joined));
  cr_assert_eq(joined, sr_timepoint_immediate());
  sr_timepoint_release(reached);
  SR_TEST_ALLOCATOR_END();
}

Test(timepoint, join_waits_for_all) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* inputs[4];
  for (int i = 0; i < 4; ++i) {
    SR_ASSERT_OK(sr_timepoint_create(allocator, &inputs[i]));
  }
  SR_ASSERT_OK(sr_timepoint_signal(inputs[2]));  // reached before the join
  sr_timepoint_t* joined = NULL;
  SR_ASSERT_OK(sr_timepoint_join(inputs, 4, allocator, &joined));
  int order[3] = {3, 0, 1};
  for (int i = 0; i < 3; ++i) {
    cr_assert_eq(sr_timepoint_query(joined), SR_TIMEPOINT_PENDING);
    SR_ASSERT_OK(sr_timepoint_signal(inputs[order[i]]));
  }
  cr_assert_eq(sr_timepoint_query(joined), SR_TIMEPOINT_REACHED);
  // A join of one is that timepoint.
  sr_timepoint_t* single = NULL;
  SR_ASSERT_OK(sr_timepoint_join(&inputs[0], 1, allocator, &single));
  cr_assert_eq(single, sr_timepoint_immediate());
  for (int i = 0; i < 4; ++i) sr_timepoint_release(inputs[i]);
  sr_timepoint_release(joined);
  SR_TEST_ALLOCATOR_END();
}

Test(timepoint, join_fails_fast_on_first_failure) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* inputs[3];
  for (int i = 0; i < 3; ++i) {
    SR_ASSERT_OK(sr_timepoint_create(allocator, &inputs[i]));
  }
  sr_timepoint_t* joined = NULL;
  SR_ASSERT_OK(sr_timepoint_join(inputs, 3, allocator, &joined));
  SR_ASSERT_OK(sr_timepoint_fail(
      inputs[1], SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "device lost")));
  // Failed while two inputs are still pending.
  cr_assert_eq(sr_timepoint_query(joined), SR_TIMEPOINT_FAILED);
  cr_assert_str_eq(sr_status_message(sr_timepoint_failure(joined)),
                   "device lost");
  SR_ASSERT_OK(sr_timepoint_fail(
      inputs[0], SR_MAKE_STATUS(SR_STATUS_INTERNAL, "second failure")));
  SR_ASSERT_OK(sr_timepoint_signal(inputs[2]));
  cr_assert_eq(sr_status_code(sr_timepoint_failure(joined)),
               SR_STATUS_UNAVAILABLE);
  // A join including an already failed timepoint fails at once.
  sr_timepoint_t* again = NULL;
  sr_timepoint_t* mixed[2] = {inputs[2], inputs[0]};
  SR_ASSERT_OK(sr_timepoint_join(mixed, 2, allocator, &again));
  cr_assert_eq(sr_status_code(sr_timepoint_failure(again)), SR_STATUS_INTERNAL);
  for (int i = 0; i < 3; ++i) sr_timepoint_release(inputs[i]);
  sr_timepoint_release(joined);
  sr_timepoint_release(again);
  SR_TEST_ALLOCATOR_END();
}

Test(timepoint, releasing_a_pending_input_aborts_its_join) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* inputs[2];
  for (int i = 0; i < 2; ++i) {
    SR_ASSERT_OK(sr_timepoint_create(allocator, &inputs[i]));
  }
  sr_timepoint_t* joined = NULL;
  SR_ASSERT_OK(sr_timepoint_join(inputs, 2, allocator, &joined));
  sr_timepoint_release(inputs[0]);  // nobody can signal it any more
  cr_assert_eq(sr_status_code(sr_timepoint_failure(joined)), SR_STATUS_ABORTED);
  sr_timepoint_release(inputs[1]);
  sr_timepoint_release(joined);
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// Chains
//===----------------------------------------------------------------------===//

Test(timepoint, chain_of_a_completed_source_completes_the_target_at_once) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* target = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &target));
  SR_ASSERT_OK(sr_timepoint_chain(sr_timepoint_immediate(), target, allocator));
  cr_assert_eq(sr_timepoint_query(target), SR_TIMEPOINT_REACHED);
  sr_timepoint_release(target);

  sr_timepoint_t* failed = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &failed));
  SR_ASSERT_OK(sr_timepoint_fail(
      failed, SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "disk %d gone", 4)));
  SR_ASSERT_OK(sr_timepoint_create(allocator, &target));
  SR_ASSERT_OK(sr_timepoint_chain(failed, target, allocator));
  cr_assert_eq(sr_status_code(sr_timepoint_failure(target)),
               SR_STATUS_DATA_LOSS);
  cr_assert_str_eq(sr_status_message(sr_timepoint_failure(target)),
                   "disk 4 gone");
  sr_timepoint_release(target);
  sr_timepoint_release(failed);
  SR_TEST_ALLOCATOR_END();
}

Test(timepoint, chain_follows_a_pending_source) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* sources[2];
  sr_timepoint_t* targets[2];
  for (int i = 0; i < 2; ++i) {
    SR_ASSERT_OK(sr_timepoint_create(allocator, &sources[i]));
    SR_ASSERT_OK(sr_timepoint_create(allocator, &targets[i]));
    SR_ASSERT_OK(sr_timepoint_chain(sources[i], targets[i], allocator));
    cr_assert_eq(sr_timepoint_query(targets[i]), SR_TIMEPOINT_PENDING);
  }
  // The first target through another reference (a join of one is the
  // timepoint retained): the caller's first reference may go before it fires.
  sr_timepoint_t* joined = NULL;
  SR_ASSERT_OK(sr_timepoint_join(targets, 1, allocator, &joined));
  sr_timepoint_release(targets[0]);
  SR_ASSERT_OK(sr_timepoint_signal(sources[0]));
  cr_assert_eq(sr_timepoint_query(joined), SR_TIMEPOINT_REACHED);
  SR_ASSERT_OK(sr_timepoint_fail(
      sources[1], SR_MAKE_STATUS(SR_STATUS_INTERNAL, "kernel %d", 7)));
  cr_assert_str_eq(sr_status_message(sr_timepoint_failure(targets[1])),
                   "kernel 7");
  for (int i = 0; i < 2; ++i) sr_timepoint_release(sources[i]);
  sr_timepoint_release(joined);
  sr_timepoint_release(targets[1]);
  SR_TEST_ALLOCATOR_END();
}

Test(timepoint, chain_leaves_a_completed_target_and_aborts_on_abandon) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* source = NULL;
  sr_timepoint_t* target = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &source));
  SR_ASSERT_OK(sr_timepoint_create(allocator, &target));
  SR_ASSERT_OK(sr_timepoint_chain(source, target, allocator));
  SR_ASSERT_OK(sr_timepoint_signal(target));  // someone else was first
  SR_ASSERT_OK(sr_timepoint_fail(
      source, SR_MAKE_STATUS(SR_STATUS_INTERNAL, "after the target")));
  cr_assert_eq(sr_timepoint_query(target), SR_TIMEPOINT_REACHED);
  sr_timepoint_release(source);
  sr_timepoint_release(target);

  SR_ASSERT_OK(sr_timepoint_create(allocator, &source));
  SR_ASSERT_OK(sr_timepoint_create(allocator, &target));
  SR_ASSERT_OK(sr_timepoint_chain(source, target, allocator));
  sr_timepoint_release(source);  // nobody can signal it any more
  cr_assert_eq(sr_status_code(sr_timepoint_failure(target)), SR_STATUS_ABORTED);
  sr_timepoint_release(target);
  // The immediate timepoint as a target is left alone.
  SR_ASSERT_OK(sr_timepoint_chain(sr_timepoint_immediate(),
                                  sr_timepoint_immediate(), allocator));
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// Fences
//===----------------------------------------------------------------------===//

static bool fd_readable(int fd) {
  struct pollfd p = {fd, POLLIN, 0};
  return poll(&p, 1, 0) == 1 && (p.revents & POLLIN);
}

static uint64_t read_u64(int fd) {
  uint64_t value = 0;
  cr_assert_eq(read(fd, &value, sizeof(value)), (ssize_t)sizeof(value));
  return value;
}

Test(timepoint, exported_fence_becomes_readable) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* timepoint = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &timepoint));
  int fd = -1;
  SR_ASSERT_OK(sr_timepoint_export_fence(timepoint, allocator, &fd));
  cr_assert_geq(fd, 0);
  cr_assert_not(fd_readable(fd));
  SR_ASSERT_OK(sr_timepoint_signal(timepoint));
  cr_assert(fd_readable(fd));
  cr_assert_eq(read_u64(fd), 1);
  close(fd);
  // Exporting a completed one gives a fence that is readable at once.
  SR_ASSERT_OK(sr_timepoint_export_fence(timepoint, allocator, &fd));
  cr_assert(fd_readable(fd));
  close(fd);
  sr_timepoint_release(timepoint);
  SR_TEST_ALLOCATOR_END();
}

Test(timepoint, failed_timepoint_writes_the_failure_value) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* timepoint = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &timepoint));
  int exported = -1;
  SR_ASSERT_OK(sr_timepoint_export_fence(timepoint, allocator, &exported));
  int pipe_fds[2];
  cr_assert_eq(pipe(pipe_fds), 0);
  SR_ASSERT_OK(sr_timepoint_chain_fence(timepoint, pipe_fds[1], allocator));
  close(pipe_fds[1]);  // the chain keeps its own duplicate
  SR_ASSERT_OK(sr_timepoint_fail(
      timepoint, SR_MAKE_STATUS(SR_STATUS_ABORTED, "producer crashed")));
  cr_assert_eq(read_u64(exported), SR_FENCE_FAILED_VALUE);
  cr_assert_eq(read_u64(pipe_fds[0]), SR_FENCE_FAILED_VALUE);
  // The chain closed its duplicate after writing: the pipe is at EOF.
  uint64_t extra;
  cr_assert_eq(read(pipe_fds[0], &extra, sizeof(extra)), 0);
  close(exported);
  close(pipe_fds[0]);
  sr_timepoint_release(timepoint);
  SR_TEST_ALLOCATOR_END();
}

Test(timepoint, abandoned_export_reports_failure) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_timepoint_t* timepoint = NULL;
  SR_ASSERT_OK(sr_timepoint_create(allocator, &timepoint));
  int fd = -1;
  SR_ASSERT_OK(sr_timepoint_export_fence(timepoint, allocator, &fd));
  sr_timepoint_release(timepoint);
  cr_assert_eq(read_u64(fd), SR_FENCE_FAILED_VALUE);
  close(fd);
  SR_TEST_ALLOCATOR_END();
}
