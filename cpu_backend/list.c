// util.list storage (see list.h).

#include "cpu_backend/list.h"

#include <string.h>

#include "cpu_backend/value.h"

sr_status_t sr_rt_list_create(sr_allocator_t allocator, size_t capacity,
                              sr_rt_list_t** out) {
  *out = NULL;
  if (capacity > SIZE_MAX / sizeof(sr_rt_value_t) / 2) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "list capacity %zu is too large", capacity);
  }
  sr_rt_list_t* list = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*list), (void**)&list));
  atomic_init(&list->ref_count, 1);
  list->allocator = allocator;
  if (capacity) {
    sr_status_t status = sr_allocator_calloc(
        allocator, capacity * sizeof(sr_rt_value_t), (void**)&list->items);
    if (status) {
      sr_allocator_free(allocator, list);
      return status;
    }
    list->capacity = capacity;
  }
  *out = list;
  return sr_ok_status();
}

void sr_rt_list_retain(sr_rt_list_t* list) {
  if (list) atomic_fetch_add(&list->ref_count, 1);
}

void sr_rt_list_release(sr_rt_list_t* list) {
  if (!list || atomic_fetch_sub(&list->ref_count, 1) != 1) return;
  for (size_t i = 0; i < list->count; ++i) sr_rt_value_release(&list->items[i]);
  sr_allocator_free(list->allocator, list->items);
  sr_allocator_free(list->allocator, list);
}

sr_status_t sr_rt_list_resize(sr_rt_list_t* list, size_t count) {
  for (size_t i = count; i < list->count; ++i) {
    sr_rt_value_release(&list->items[i]);
  }
  if (count > list->capacity) {
    if (count > SIZE_MAX / sizeof(sr_rt_value_t) / 2) {
      return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                            "list size %zu is too large", count);
    }
    size_t capacity = list->capacity ? list->capacity * 2 : 4;
    if (capacity < count) capacity = count;
    void* grown = list->items;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        list->allocator, capacity * sizeof(sr_rt_value_t), &grown));
    list->items = grown;
    list->capacity = capacity;
  }
  if (count > list->count) {
    memset(&list->items[list->count], 0,
           (count - list->count) * sizeof(sr_rt_value_t));
  }
  list->count = count;
  return sr_ok_status();
}
