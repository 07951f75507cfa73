#include "core/base/arena.h"

#include <criterion/criterion.h>
#include <string.h>

#include "support/counting_allocator.h"

Test(arena, allocations_are_aligned_and_distinct) {
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  sr_arena_t arena;
  sr_arena_initialize(sr_counting_allocator(&counter), 256, &arena);
  uint8_t* previous = NULL;
  for (int i = 0; i < 1000; ++i) {
    size_t alignment = (size_t)1 << (i % 7);
    uint8_t* ptr = NULL;
    cr_assert_null(sr_arena_allocate(&arena, 13, alignment, (void**)&ptr));
    cr_assert_eq((uintptr_t)ptr % alignment, 0);
    memset(ptr, i & 0xFF, 13);
    if (previous) cr_assert_eq(previous[0], (uint8_t)((i - 1) & 0xFF));
    previous = ptr;
  }
  cr_assert_eq(arena.total_allocated, 13 * 1000);
  sr_arena_deinitialize(&arena);
  cr_assert_eq(sr_counting_allocator_live(&counter), 0);
}

Test(arena, large_request_gets_own_block) {
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  sr_arena_t arena;
  sr_arena_initialize(sr_counting_allocator(&counter), 128, &arena);
  void* big = NULL;
  cr_assert_null(sr_arena_allocate_zeroed(&arena, 100000, 64, &big));
  cr_assert_eq(((uint8_t*)big)[99999], 0);
  char* text = NULL;
  cr_assert_null(sr_arena_strndup(&arena, "hello world", 5, &text));
  cr_assert_str_eq(text, "hello");
  sr_arena_deinitialize(&arena);
  cr_assert_eq(sr_counting_allocator_live(&counter), 0);
}

Test(arena, out_of_memory_is_reported) {
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  counter.fail_after = 0;
  sr_arena_t arena;
  sr_arena_initialize(sr_counting_allocator(&counter), 0, &arena);
  void* ptr = NULL;
  cr_assert_eq(sr_status_consume_code(sr_arena_allocate(&arena, 8, 8, &ptr)),
               SR_STATUS_RESOURCE_EXHAUSTED);
  sr_arena_deinitialize(&arena);
}
