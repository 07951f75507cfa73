// Chase-Lev deque: order, growth, and exactly-once delivery under thieves.
#include "sched/ws_deque.h"

#include <pthread.h>
#include <stdatomic.h>

#include "sched_test_util.h"

Test(ws_deque, owner_pops_lifo_across_growth) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_ws_deque_t deque;
  SR_ASSERT_OK(sr_ws_deque_initialize(allocator, 2, &deque));
  enum { kCount = 10000 };
  static sr_task_t tasks[kCount];
  for (int i = 0; i < kCount; ++i) {
    cr_assert(sr_ws_deque_push_owner(&deque, &tasks[i]));
  }
  // Newest first, except the last SR_WS_DEQUE_MAX_STEAL (within reach of a
  // thief's batch), which the owner takes oldest first like a thief.
  for (int i = kCount - 1; i >= SR_WS_DEQUE_MAX_STEAL; --i) {
    cr_assert_eq(sr_ws_deque_pop_owner(&deque), &tasks[i]);
  }
  for (int i = 0; i < SR_WS_DEQUE_MAX_STEAL; ++i) {
    cr_assert_eq(sr_ws_deque_pop_owner(&deque), &tasks[i]);
  }
  cr_assert_null(sr_ws_deque_pop_owner(&deque));
  cr_assert(sr_ws_deque_looks_empty(&deque));
  sr_ws_deque_deinitialize(&deque);
  SR_TEST_ALLOCATOR_END();
}

Test(ws_deque, thieves_take_oldest_first) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_ws_deque_t deque;
  SR_ASSERT_OK(sr_ws_deque_initialize(allocator, 4, &deque));
  sr_task_t tasks[100];
  for (int i = 0; i < 100; ++i) sr_ws_deque_push_owner(&deque, &tasks[i]);
  for (int i = 0; i < 50; ++i) {
    sr_task_t* task = NULL;
    cr_assert_eq(sr_ws_deque_try_steal(&deque, &task), SR_WS_DEQUE_STOLEN);
    cr_assert_eq(task, &tasks[i]);
  }
  for (int i = 99; i >= 50 + SR_WS_DEQUE_MAX_STEAL; --i) {
    cr_assert_eq(sr_ws_deque_pop_owner(&deque), &tasks[i]);
  }
  for (int i = 50; i < 50 + SR_WS_DEQUE_MAX_STEAL; ++i) {
    cr_assert_eq(sr_ws_deque_pop_owner(&deque), &tasks[i]);
  }
  // A batch steal takes half of what it sees, oldest first.
  for (int i = 0; i < 100; ++i) sr_ws_deque_push_owner(&deque, &tasks[i]);
  sr_task_t* batch[SR_WS_DEQUE_MAX_STEAL];
  int64_t count = 0;
  cr_assert_eq(sr_ws_deque_try_steal_batch(&deque, batch, 8, &count),
               SR_WS_DEQUE_STOLEN);
  cr_assert_eq(count, 8);
  for (int i = 0; i < 8; ++i) cr_assert_eq(batch[i], &tasks[i]);
  cr_assert_eq(
      sr_ws_deque_try_steal_batch(&deque, batch, SR_WS_DEQUE_MAX_STEAL, &count),
      SR_WS_DEQUE_STOLEN);
  cr_assert_eq(count, SR_WS_DEQUE_MAX_STEAL);
  cr_assert_eq(batch[0], &tasks[8]);
  while (sr_ws_deque_pop_owner(&deque)) {
  }
  sr_task_t* task = NULL;
  cr_assert_eq(sr_ws_deque_try_steal(&deque, &task), SR_WS_DEQUE_EMPTY);
  cr_assert_null(task);
  sr_ws_deque_deinitialize(&deque);
  SR_TEST_ALLOCATOR_END();
}

typedef struct steal_state_t {
  sr_ws_deque_t deque;
  _Atomic bool done;
  _Atomic int32_t* taken;  // per task index
  sr_task_t* tasks;
  _Atomic long stolen;
} steal_state_t;

static void take(steal_state_t* state, sr_task_t* task) {
  atomic_fetch_add(&state->taken[task - state->tasks], 1);
}

static void* thief_main(void* arg) {
  steal_state_t* state = (steal_state_t*)arg;
  for (;;) {
    bool done = atomic_load(&state->done);
    // Alternate single and batch steals.
    sr_task_t* batch[SR_WS_DEQUE_MAX_STEAL];
    int64_t count = 0;
    int64_t max = (atomic_load(&state->stolen) & 1) ? SR_WS_DEQUE_MAX_STEAL : 1;
    sr_ws_deque_steal_t result =
        sr_ws_deque_try_steal_batch(&state->deque, batch, max, &count);
    if (result == SR_WS_DEQUE_STOLEN) {
      for (int64_t i = 0; i < count; ++i) take(state, batch[i]);
      atomic_fetch_add(&state->stolen, count);
    } else if (result == SR_WS_DEQUE_EMPTY && done) {
      return NULL;
    }
  }
}

static bool some_stolen(void* arg) {
  return atomic_load(&((steal_state_t*)arg)->stolen) > 0;
}

// The owner pushes in bursts and pops some back while three thieves steal
// from a deque that starts tiny (so it grows while being stolen from):
// every task must be taken exactly once.
Test(ws_deque, every_task_taken_exactly_once_under_stealing) {
  SR_TEST_ALLOCATOR_BEGIN();
  size_t count = sr_test_scaled(400000);
  steal_state_t state;
  SR_ASSERT_OK(sr_ws_deque_initialize(allocator, 2, &state.deque));
  atomic_init(&state.done, false);
  atomic_init(&state.stolen, 0);
  state.taken = calloc(count, sizeof(state.taken[0]));
  state.tasks = calloc(count, sizeof(sr_task_t));
  pthread_t thieves[3];
  for (int i = 0; i < 3; ++i) {
    pthread_create(&thieves[i], NULL, thief_main, &state);
  }
  uint64_t rng = 42;
  size_t next = 0;
  // Make sure the thieves take part even on a loaded machine: leave a first
  // batch in the deque until one of them has stolen from it.
  while (next < 1000) {
    cr_assert(sr_ws_deque_push_owner(&state.deque, &state.tasks[next++]));
  }
  cr_assert(sr_test_eventually(some_stolen, &state));
  while (next < count) {
    size_t burst = 1 + sr_test_random(&rng) % 64;
    for (size_t i = 0; i < burst && next < count; ++i) {
      cr_assert(sr_ws_deque_push_owner(&state.deque, &state.tasks[next++]));
    }
    size_t pops = sr_test_random(&rng) % 48;
    for (size_t i = 0; i < pops; ++i) {
      sr_task_t* task = sr_ws_deque_pop_owner(&state.deque);
      if (!task) break;
      take(&state, task);
    }
  }
  for (sr_task_t* task; (task = sr_ws_deque_pop_owner(&state.deque));) {
    take(&state, task);
  }
  atomic_store(&state.done, true);
  for (int i = 0; i < 3; ++i) pthread_join(thieves[i], NULL);
  for (size_t i = 0; i < count; ++i) {
    cr_assert_eq(atomic_load(&state.taken[i]), 1, "task %zu taken %d times", i,
                 atomic_load(&state.taken[i]));
  }
  free(state.taken);
  free(state.tasks);
  sr_ws_deque_deinitialize(&state.deque);
  SR_TEST_ALLOCATOR_END();
}
