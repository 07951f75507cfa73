// Pool: submission from outside and from tasks, task groups, parallel_for,
// worker counts, parking and teardown with work in flight.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "sched/pool_impl.h"
#include "sched_test_util.h"
#include "streamref/sched_pool.h"

static sr_pool_t* make_pool(sr_allocator_t allocator, int32_t workers) {
  sr_pool_options_t options;
  sr_pool_options_initialize(&options);
  options.worker_count = workers;
  options.initial_deque_capacity = 4;  // exercise growth
  sr_pool_t* pool = NULL;
  SR_ASSERT_OK(sr_pool_create(&options, allocator, &pool));
  return pool;
}

typedef struct counting_task_t {
  sr_task_t task;
  _Atomic long* counter;
  _Atomic int32_t ran_on_worker;
} counting_task_t;

static sr_task_t* count_once(sr_task_t* task) {
  counting_task_t* self = (counting_task_t*)task;
  atomic_fetch_add(self->counter, 1);
  return NULL;
}

Test(pool, tasks_from_outside_all_run) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 3);
  cr_assert_eq(sr_pool_worker_count(pool), 3);
  cr_assert_eq(sr_pool_current_worker(pool), -1);
  size_t count = sr_test_scaled(20000);
  counting_task_t* tasks = calloc(count, sizeof(*tasks));
  _Atomic long counter = 0;
  sr_task_group_t group;
  sr_task_group_initialize(pool, &group);
  for (int round = 0; round < 3; ++round) {
    for (size_t i = 0; i < count; ++i) {
      tasks[i].counter = &counter;
      sr_task_initialize(count_once, NULL, &group, &tasks[i].task);
      sr_pool_submit(pool, &tasks[i].task);
    }
    sr_task_group_wait(&group);
    cr_assert(sr_task_group_is_idle(&group));
    cr_assert_eq(atomic_load(&counter), (long)count * (round + 1));
  }
  free(tasks);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

// A binary tree of tasks, each spawning its children from inside the pool:
// they must land on the spawning worker's deque and all run.
typedef struct tree_t {
  sr_pool_t* pool;
  sr_task_group_t* group;
  sr_task_t* tasks;  // heap layout: children of i are 2i+1, 2i+2
  size_t count;
  _Atomic long visited;
  _Atomic long on_worker;
} tree_t;

static sr_task_t* tree_node(sr_task_t* task) {
  tree_t* tree = (tree_t*)task->user_data;
  size_t index = (size_t)(task - tree->tasks);
  atomic_fetch_add(&tree->visited, 1);
  if (sr_pool_current_worker(tree->pool) >= 0) {
    atomic_fetch_add(&tree->on_worker, 1);
  }
  for (size_t child = 2 * index + 1; child <= 2 * index + 2; ++child) {
    if (child >= tree->count) break;
    sr_task_initialize(tree_node, tree, tree->group, &tree->tasks[child]);
    sr_pool_submit(tree->pool, &tree->tasks[child]);
  }
  return NULL;
}

Test(pool, tasks_spawning_tasks) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 4);
  sr_task_group_t group;
  sr_task_group_initialize(pool, &group);
  tree_t tree = {pool, &group, NULL, sr_test_scaled((1u << 17) - 1), 0, 0};
  tree.tasks = calloc(tree.count, sizeof(sr_task_t));
  sr_task_initialize(tree_node, &tree, &group, &tree.tasks[0]);
  sr_pool_submit(pool, &tree.tasks[0]);
  sr_task_group_wait(&group);
  cr_assert_eq(atomic_load(&tree.visited), (long)tree.count);
  cr_assert_eq(atomic_load(&tree.on_worker), (long)tree.count);
  free(tree.tasks);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

typedef struct submitter_t {
  sr_pool_t* pool;
  sr_task_group_t* group;
  counting_task_t* tasks;
  size_t count;
  _Atomic long* counter;
} submitter_t;

static void* submitter_main(void* arg) {
  submitter_t* s = (submitter_t*)arg;
  for (size_t i = 0; i < s->count; ++i) {
    s->tasks[i].counter = s->counter;
    sr_task_initialize(count_once, NULL, s->group, &s->tasks[i].task);
    sr_pool_submit(s->pool, &s->tasks[i].task);
  }
  return NULL;
}

Test(pool, many_threads_submit_at_once) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  enum { kThreads = 8 };
  size_t per_thread = sr_test_scaled(10000);
  _Atomic long counter = 0;
  sr_task_group_t group;
  sr_task_group_initialize(pool, &group);
  submitter_t submitters[kThreads];
  pthread_t threads[kThreads];
  for (int i = 0; i < kThreads; ++i) {
    submitters[i] =
        (submitter_t){pool, &group, calloc(per_thread, sizeof(counting_task_t)),
                      per_thread, &counter};
    pthread_create(&threads[i], NULL, submitter_main, &submitters[i]);
  }
  for (int i = 0; i < kThreads; ++i) pthread_join(threads[i], NULL);
  sr_task_group_wait(&group);
  cr_assert_eq(atomic_load(&counter), (long)(kThreads * per_thread));
  for (int i = 0; i < kThreads; ++i) free(submitters[i].tasks);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

// A task that waits on a group of its own children: with one worker, the
// wait must run the children itself instead of blocking the only thread.
typedef struct nested_t {
  sr_pool_t* pool;
  sr_task_t children[64];
  _Atomic long counter;
  _Atomic bool done;
} nested_t;

static sr_task_t* nested_child(sr_task_t* task) {
  atomic_fetch_add(&((nested_t*)task->user_data)->counter, 1);
  return NULL;
}

static sr_task_t* nested_parent(sr_task_t* task) {
  nested_t* nested = (nested_t*)task->user_data;
  sr_task_group_t group;
  sr_task_group_initialize(nested->pool, &group);
  for (int i = 0; i < 64; ++i) {
    sr_task_initialize(nested_child, nested, &group, &nested->children[i]);
    sr_pool_submit(nested->pool, &nested->children[i]);
  }
  sr_task_group_wait(&group);
  cr_assert_eq(atomic_load(&nested->counter), 64);
  atomic_store(&nested->done, true);
  return NULL;
}

Test(pool, group_wait_inside_a_task_helps) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 1);
  nested_t nested = {.pool = pool};
  sr_task_group_t outer;
  sr_task_group_initialize(pool, &outer);
  sr_task_t parent;
  sr_task_initialize(nested_parent, &nested, &outer, &parent);
  sr_pool_submit(pool, &parent);
  sr_task_group_wait(&outer);
  cr_assert(atomic_load(&nested.done));
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// parallel_for
//===----------------------------------------------------------------------===//

typedef struct chunk_log_t {
  size_t begin;
  size_t grain;
  _Atomic size_t* chunk_begin;  // by chunk index
  _Atomic size_t* chunk_end;
  _Atomic int* covered;  // by element index
  _Atomic int* chunk_calls;
} chunk_log_t;

static sr_status_t log_chunk(void* user_data, size_t begin, size_t end) {
  chunk_log_t* log = (chunk_log_t*)user_data;
  size_t chunk = (begin - log->begin) / log->grain;
  atomic_store(&log->chunk_begin[chunk], begin);
  atomic_store(&log->chunk_end[chunk], end);
  atomic_fetch_add(&log->chunk_calls[chunk], 1);
  for (size_t i = begin; i < end; ++i) {
    atomic_fetch_add(&log->covered[i - log->begin], 1);
  }
  return NULL;
}

// Same range and grain on pools of 1, 2, 3 and 7 workers: identical chunks,
// each element exactly once.
Test(pool, parallel_for_chunks_depend_only_on_range_and_grain) {
  SR_TEST_ALLOCATOR_BEGIN();
  const size_t begin = 17, end = 17 + 10007, grain = 64;
  const size_t chunks = (end - begin + grain - 1) / grain;
  size_t reference_begin[200], reference_end[200];
  const int32_t worker_counts[] = {1, 2, 3, 7};
  for (int w = 0; w < 4; ++w) {
    sr_pool_t* pool = make_pool(allocator, worker_counts[w]);
    chunk_log_t log = {begin,
                       grain,
                       calloc(chunks, sizeof(size_t)),
                       calloc(chunks, sizeof(size_t)),
                       calloc(end - begin, sizeof(int)),
                       calloc(chunks, sizeof(int))};
    SR_ASSERT_OK(
        sr_pool_parallel_for(pool, begin, end, grain, log_chunk, &log));
    for (size_t i = 0; i < end - begin; ++i) {
      cr_assert_eq(atomic_load(&log.covered[i]), 1);
    }
    for (size_t c = 0; c < chunks; ++c) {
      cr_assert_eq(atomic_load(&log.chunk_calls[c]), 1);
      if (w == 0) {
        reference_begin[c] = atomic_load(&log.chunk_begin[c]);
        reference_end[c] = atomic_load(&log.chunk_end[c]);
      } else {
        cr_assert_eq(atomic_load(&log.chunk_begin[c]), reference_begin[c]);
        cr_assert_eq(atomic_load(&log.chunk_end[c]), reference_end[c]);
      }
    }
    cr_assert_eq(reference_end[chunks - 1], end);
    free(log.chunk_begin);
    free(log.chunk_end);
    free(log.covered);
    free(log.chunk_calls);
    sr_pool_destroy(pool);
  }
  SR_TEST_ALLOCATOR_END();
}

static sr_status_t fail_on_chunk_three(void* user_data, size_t begin,
                                       size_t end) {
  _Atomic long* calls = (_Atomic long*)user_data;
  atomic_fetch_add(calls, 1);
  if (begin == 30) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "chunk at %zu failed", begin);
  }
  return NULL;
}

Test(pool, parallel_for_returns_first_failure) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  _Atomic long calls = 0;
  sr_status_t status =
      sr_pool_parallel_for(pool, 0, 100, 10, fail_on_chunk_three, &calls);
  cr_assert_eq(sr_status_code(status), SR_STATUS_OUT_OF_RANGE);
  cr_assert_str_eq(sr_status_message(status), "chunk at 30 failed");
  sr_status_free(status);
  cr_assert_leq(atomic_load(&calls), 10);
  cr_assert_geq(atomic_load(&calls), 1);
  // Empty range: nothing runs.
  SR_ASSERT_OK(
      sr_pool_parallel_for(pool, 5, 5, 1, fail_on_chunk_three, &calls));
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

typedef struct one_chunk_t {
  sr_pool_t* pool;
  pthread_t caller;
  _Atomic int on_caller;
  _Atomic int calls;
} one_chunk_t;

static sr_status_t record_thread(void* user_data, size_t begin, size_t end) {
  one_chunk_t* c = (one_chunk_t*)user_data;
  atomic_fetch_add(&c->calls, 1);
  if (pthread_equal(pthread_self(), c->caller) &&
      sr_pool_current_worker(c->pool) < 0) {
    atomic_fetch_add(&c->on_caller, 1);
  }
  return begin == 0 && end == 3 ? NULL
                                : SR_MAKE_STATUS(SR_STATUS_INTERNAL, "range");
}

// A range of one chunk is not handed to a worker: the caller runs it (a
// wake-up and the hop back for work it would only wait on).
Test(pool, parallel_for_one_chunk_runs_on_the_caller) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  one_chunk_t c;
  c.pool = pool;
  c.caller = pthread_self();
  atomic_init(&c.on_caller, 0);
  atomic_init(&c.calls, 0);
  for (int i = 0; i < 100; ++i) {
    SR_ASSERT_OK(sr_pool_parallel_for(pool, 0, 3, 4, record_thread, &c));
  }
  cr_assert_eq(atomic_load(&c.calls), 100);
  cr_assert_eq(atomic_load(&c.on_caller), 100);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

typedef struct nested_for_t {
  sr_pool_t* pool;
  _Atomic long sum;
} nested_for_t;

static sr_status_t inner_chunk(void* user_data, size_t begin, size_t end) {
  nested_for_t* n = (nested_for_t*)user_data;
  for (size_t i = begin; i < end; ++i) atomic_fetch_add(&n->sum, (long)i);
  return NULL;
}

static sr_status_t outer_chunk(void* user_data, size_t begin, size_t end) {
  nested_for_t* n = (nested_for_t*)user_data;
  for (size_t i = begin; i < end; ++i) {
    SR_RETURN_IF_ERROR(
        sr_pool_parallel_for(n->pool, 0, 100, 7, inner_chunk, n));
  }
  return NULL;
}

Test(pool, parallel_for_nests_inside_tasks) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  nested_for_t n = {pool, 0};
  SR_ASSERT_OK(sr_pool_parallel_for(pool, 0, 50, 1, outer_chunk, &n));
  cr_assert_eq(atomic_load(&n.sum), 50L * 4950L);
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

//===----------------------------------------------------------------------===//
// Worker count, parking, teardown
//===----------------------------------------------------------------------===//

Test(pool, sr_threads_sets_the_default_worker_count) {
  SR_TEST_ALLOCATOR_BEGIN();
  setenv("SR_THREADS", "3", 1);
  cr_assert_eq(sr_pool_default_worker_count(), 3);
  sr_pool_t* pool = NULL;
  SR_ASSERT_OK(sr_pool_create(NULL, allocator, &pool));
  cr_assert_eq(sr_pool_worker_count(pool), 3);
  sr_pool_destroy(pool);
  setenv("SR_THREADS", "not a number", 1);
  cr_assert_geq(sr_pool_default_worker_count(), 1);
  unsetenv("SR_THREADS");
  SR_TEST_ALLOCATOR_END();
}

static bool all_parked(void* arg) {
  sr_pool_t* pool = (sr_pool_t*)arg;
  return atomic_load(&pool->idle.waiters) == (uint32_t)pool->worker_count;
}

// An idle pool parks every worker in the futex (no spinning), and wakes
// them for new work.
Test(pool, idle_workers_park_and_wake) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 3);
  cr_assert(sr_test_eventually(all_parked, pool));
  _Atomic long counter = 0;
  sr_task_group_t group;
  sr_task_group_initialize(pool, &group);
  counting_task_t tasks[100];
  for (int i = 0; i < 100; ++i) {
    tasks[i].counter = &counter;
    sr_task_initialize(count_once, NULL, &group, &tasks[i].task);
    sr_pool_submit(pool, &tasks[i].task);
  }
  sr_task_group_wait(&group);
  cr_assert_eq(atomic_load(&counter), 100);
  cr_assert(sr_test_eventually(all_parked, pool));
  sr_pool_destroy(pool);
  SR_TEST_ALLOCATOR_END();
}

typedef struct slow_task_t {
  sr_task_t task;
  _Atomic long* counter;
  sr_pool_t* pool;
  struct slow_task_t* child;
} slow_task_t;

static sr_task_t* slow_then_spawn(sr_task_t* task) {
  slow_task_t* self = (slow_task_t*)task;
  for (volatile int i = 0; i < 2000; ++i) {
  }
  atomic_fetch_add(self->counter, 1);
  if (self->child) {
    sr_task_initialize(slow_then_spawn, NULL, NULL, &self->child->task);
    sr_pool_submit(self->pool, &self->child->task);
  }
  return NULL;
}

// Destroy with thousands of tasks queued (and spawning more): documented
// as a drain, so every one runs, and nothing leaks or hangs.
Test(pool, destroy_drains_work_in_flight) {
  SR_TEST_ALLOCATOR_BEGIN();
  sr_pool_t* pool = make_pool(allocator, 2);
  size_t count = sr_test_scaled(4000);
  slow_task_t* tasks = calloc(2 * count, sizeof(*tasks));
  _Atomic long counter = 0;
  for (size_t i = 0; i < count; ++i) {
    tasks[i].counter = tasks[count + i].counter = &counter;
    tasks[i].pool = pool;
    tasks[i].child = &tasks[count + i];
    sr_task_initialize(slow_then_spawn, NULL, NULL, &tasks[i].task);
    sr_pool_submit(pool, &tasks[i].task);
  }
  sr_pool_destroy(pool);
  cr_assert_eq(atomic_load(&counter), (long)(2 * count));
  free(tasks);
  SR_TEST_ALLOCATOR_END();
}

Test(pool, create_fails_cleanly_without_memory) {
  for (long fail_after = 0; fail_after < 6; ++fail_after) {
    sr_counting_allocator_t counter;
    sr_counting_allocator_initialize(&counter);
    counter.fail_after = fail_after;
    sr_pool_options_t options;
    sr_pool_options_initialize(&options);
    options.worker_count = 3;
    sr_pool_t* pool = NULL;
    sr_status_t status =
        sr_pool_create(&options, sr_counting_allocator(&counter), &pool);
    if (status) {
      cr_assert_eq(sr_status_consume_code(status),
                   SR_STATUS_RESOURCE_EXHAUSTED);
      cr_assert_null(pool);
    } else {
      sr_pool_destroy(pool);
    }
    cr_assert_eq(sr_counting_allocator_live(&counter), 0);
  }
}
