// util.list: a refcounted, growable list of run-time values (what IREE's
// VM calls !vm.list), for host code that builds or passes lists.
//
// Elements are value slots (value_types.h) and own what they hold; a new or
// grown list's elements are null. Lists are not thread-safe: the host
// interpreter is their only user.
#ifndef STREAMREF_CPU_BACKEND_LIST_H_
#define STREAMREF_CPU_BACKEND_LIST_H_

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"
#include "streamref/status.h"

struct sr_rt_value_t;

typedef struct sr_rt_list_t {
  _Atomic int32_t ref_count;
  sr_allocator_t allocator;
  size_t count;
  size_t capacity;
  struct sr_rt_value_t* items;
} sr_rt_list_t;

// A new empty list with room for |capacity| elements.
SR_MUST_USE_RESULT sr_status_t sr_rt_list_create(sr_allocator_t allocator,
                                                 size_t capacity,
                                                 sr_rt_list_t** out);
void sr_rt_list_retain(sr_rt_list_t* list);
void sr_rt_list_release(sr_rt_list_t* list);

// Truncates (releasing the dropped elements) or extends with nulls.
SR_MUST_USE_RESULT sr_status_t sr_rt_list_resize(sr_rt_list_t* list,
                                                 size_t count);

#endif  // STREAMREF_CPU_BACKEND_LIST_H_
