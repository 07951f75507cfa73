#include "core/base/ptr_map.h"

#include <criterion/criterion.h>

// Keys spaced like IR objects (aligned addresses in one array), through
// several growths: every key keeps its latest value, absent keys are absent.
Test(ptr_map, set_get_replace_and_grow) {
  static uint64_t objects[5000];
  sr_ptr_map_t map;
  sr_ptr_map_initialize(sr_allocator_system(), &map);
  uint32_t value = 7;
  cr_assert(!sr_ptr_map_get(&map, &objects[0], &value));
  cr_assert_eq(value, 7);
  cr_assert_eq(sr_ptr_map_find(&map, &objects[0]), UINT32_MAX);
  for (uint32_t i = 0; i < 4000; ++i) {
    cr_assert_eq(sr_ptr_map_set(&map, &objects[i], i * 3), 0);
  }
  for (uint32_t i = 0; i < 4000; i += 2) {
    cr_assert_eq(sr_ptr_map_set(&map, &objects[i], i + 1), 0);
  }
  cr_assert_eq(map.count, 4000);
  cr_assert_leq(map.count * 2, map.capacity);
  for (uint32_t i = 0; i < 5000; ++i) {
    uint32_t expected = i >= 4000 ? UINT32_MAX : i % 2 ? i * 3 : i + 1;
    cr_assert_eq(sr_ptr_map_find(&map, &objects[i]), expected, "key %u", i);
    cr_assert_eq(sr_ptr_map_get(&map, &objects[i], &value), i < 4000);
  }
  sr_ptr_map_deinitialize(&map);
}

// Clearing empties the map; a large, mostly empty table is given back.
Test(ptr_map, clear) {
  static uint64_t objects[600];
  sr_ptr_map_t map;
  sr_ptr_map_initialize(sr_allocator_system(), &map);
  for (uint32_t i = 0; i < 600; ++i) {
    cr_assert_eq(sr_ptr_map_set(&map, &objects[i], i), 0);
  }
  size_t large = map.capacity;
  sr_ptr_map_clear(&map);
  cr_assert_eq(map.count, 0);
  cr_assert_eq(map.capacity, large);  // it was full: kept for reuse
  cr_assert_eq(sr_ptr_map_find(&map, &objects[5]), UINT32_MAX);
  cr_assert_eq(sr_ptr_map_set(&map, &objects[5], 9), 0);
  cr_assert_eq(sr_ptr_map_find(&map, &objects[5]), 9);
  sr_ptr_map_clear(&map);  // one entry in a table of > 256: given back
  cr_assert_eq(map.capacity, 0);
  cr_assert_eq(sr_ptr_map_find(&map, &objects[5]), UINT32_MAX);
  sr_ptr_map_deinitialize(&map);
}
