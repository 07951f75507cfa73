#include "streamref/allocator.h"

#include <criterion/criterion.h>
#include <stdint.h>

#include "support/counting_allocator.h"

Test(allocator, aligned_blocks_are_aligned) {
  sr_allocator_t allocator = sr_allocator_system();
  for (size_t alignment = 1; alignment <= 4096; alignment *= 2) {
    void* ptr = NULL;
    cr_assert_null(
        sr_allocator_malloc_aligned(allocator, 100, alignment, &ptr));
    cr_assert_eq((uintptr_t)ptr % alignment, 0);
    sr_allocator_free(allocator, ptr);
  }
}

Test(allocator, rejects_non_power_of_two_alignment) {
  void* ptr = (void*)1;
  sr_status_t status =
      sr_allocator_malloc_aligned(sr_allocator_system(), 8, 24, &ptr);
  cr_assert_eq(sr_status_consume_code(status), SR_STATUS_INVALID_ARGUMENT);
  cr_assert_null(ptr);
}

Test(allocator, calloc_zeroes_and_realloc_keeps_contents) {
  sr_allocator_t allocator = sr_allocator_system();
  uint8_t* bytes = NULL;
  cr_assert_null(sr_allocator_calloc(allocator, 64, (void**)&bytes));
  for (int i = 0; i < 64; ++i) cr_assert_eq(bytes[i], 0);
  bytes[63] = 7;
  cr_assert_null(sr_allocator_realloc(allocator, 4096, (void**)&bytes));
  cr_assert_eq(bytes[63], 7);
  sr_allocator_free(allocator, bytes);
}

Test(allocator, huge_request_is_resource_exhausted) {
  void* ptr = NULL;
  sr_status_t status =
      sr_allocator_malloc(sr_allocator_system(), SIZE_MAX / 2, &ptr);
  cr_assert_eq(sr_status_consume_code(status), SR_STATUS_RESOURCE_EXHAUSTED);
  cr_assert_null(ptr);
}

Test(allocator, counting_allocator_tracks_and_fails) {
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  sr_allocator_t allocator = sr_counting_allocator(&counter);
  void* a = NULL;
  void* b = NULL;
  cr_assert_null(sr_allocator_malloc(allocator, 8, &a));
  cr_assert_null(sr_allocator_malloc(allocator, 8, &b));
  cr_assert_eq(sr_counting_allocator_live(&counter), 2);
  sr_allocator_free(allocator, a);
  sr_allocator_free(allocator, b);
  cr_assert_eq(sr_counting_allocator_live(&counter), 0);
  counter.fail_after = 2;
  cr_assert_eq(sr_status_consume_code(sr_allocator_malloc(allocator, 8, &a)),
               SR_STATUS_RESOURCE_EXHAUSTED);
}
