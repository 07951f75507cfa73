// Storage objects; see storage.h.

#include "cpu_backend/storage.h"

#include <string.h>

#include "cpu_backend/trace/events.h"

static sr_status_t sr_rt_storage_new(sr_allocator_t allocator,
                                     sr_rt_storage_t** out) {
  *out = NULL;
  sr_rt_storage_t* storage = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*storage), (void**)&storage));
  atomic_init(&storage->ref_count, 1);
  atomic_init(&storage->data, NULL);
  storage->allocator = allocator;
  *out = storage;
  return sr_ok_status();
}

void sr_rt_stats_initialize(sr_rt_stats_t* stats, sr_allocator_t allocator,
                            void* owner) {
  atomic_init(&stats->ref_count, 1);
  atomic_init(&stats->events, NULL);
  stats->allocator = allocator;
  stats->owner = owner;
}

void sr_rt_stats_release(sr_rt_stats_t* stats) {
  if (!stats) return;
  // acq_rel: the owner is freed after every holder's last counter update.
  if (atomic_fetch_sub_explicit(&stats->ref_count, 1, memory_order_acq_rel) ==
      1) {
    sr_allocator_free(stats->allocator, stats->owner);
  }
}

static void sr_rt_stats_add(sr_rt_stats_t* stats, size_t size) {
  if (!stats) return;
  atomic_fetch_add_explicit(&stats->ref_count, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&stats->bytes_allocated, size,
                            memory_order_relaxed);
  atomic_fetch_add_explicit(&stats->allocation_count, 1, memory_order_relaxed);
  uint64_t live = atomic_fetch_add_explicit(&stats->bytes_live, size,
                                            memory_order_relaxed) +
                  size;
  uint64_t peak =
      atomic_load_explicit(&stats->bytes_peak, memory_order_relaxed);
  while (live > peak && !atomic_compare_exchange_weak_explicit(
                            &stats->bytes_peak, &peak, live,
                            memory_order_relaxed, memory_order_relaxed)) {
  }
  sr_rt_events_t* events =
      atomic_load_explicit(&stats->events, memory_order_acquire);
  if (events) sr_rt_events_allocation(events, live);
}

static sr_status_t sr_rt_storage_allocate_impl(sr_allocator_t allocator,
                                               sr_rt_stats_t* stats,
                                               size_t size, bool zero,
                                               sr_rt_storage_t** out) {
  SR_RETURN_IF_ERROR(sr_rt_storage_new(allocator, out));
  sr_rt_storage_t* storage = *out;
  // Never a zero-byte request: a 0-length resource still gets a valid,
  // aligned pointer so that kernels and memcpy(0) see no NULL.
  size_t bytes = size ? size : 1;
  bytes = (bytes + SR_RT_STORAGE_ALIGNMENT - 1) &
          ~(size_t)(SR_RT_STORAGE_ALIGNMENT - 1);
  void* data = NULL;
  sr_status_t status = sr_allocator_malloc_aligned(
      allocator, bytes, SR_RT_STORAGE_ALIGNMENT, &data);
  if (status) {
    sr_allocator_free(allocator, storage);
    *out = NULL;
    return sr_status_annotate_f(status, "allocating %zu bytes", size);
  }
  // Zero, not garbage: IR may read bytes it never wrote (a tied dispatch on
  // a tensor.empty), and such reads must not depend on allocation history
  // or thread timing.
  if (zero) memset(data, 0, bytes);
  atomic_store_explicit(&storage->data, (uint8_t*)data, memory_order_relaxed);
  storage->size = size;
  storage->owns_data = true;
  storage->stats = stats;
  sr_rt_stats_add(stats, size);
  return sr_ok_status();
}

sr_status_t sr_rt_storage_allocate(sr_allocator_t allocator,
                                   sr_rt_stats_t* stats, size_t size,
                                   sr_rt_storage_t** out) {
  return sr_rt_storage_allocate_impl(allocator, stats, size, true, out);
}

sr_status_t sr_rt_storage_allocate_for_overwrite(sr_allocator_t allocator,
                                                 sr_rt_stats_t* stats,
                                                 size_t size,
                                                 sr_rt_storage_t** out) {
  return sr_rt_storage_allocate_impl(allocator, stats, size, false, out);
}

sr_status_t sr_rt_storage_wrap(sr_allocator_t allocator, void* data,
                               size_t size,
                               void (*release_fn)(void* user_data, void* data),
                               void* release_user_data, sr_rt_storage_t** out) {
  SR_RETURN_IF_ERROR(sr_rt_storage_new(allocator, out));
  sr_rt_storage_t* storage = *out;
  atomic_store_explicit(&storage->data, (uint8_t*)data, memory_order_relaxed);
  storage->size = size;
  storage->release_fn = release_fn;
  storage->release_user_data = release_user_data;
  return sr_ok_status();
}

sr_status_t sr_rt_storage_create_promise(sr_allocator_t allocator, size_t size,
                                         sr_rt_storage_t** out) {
  SR_RETURN_IF_ERROR(sr_rt_storage_new(allocator, out));
  (*out)->size = size;
  return sr_ok_status();
}

sr_status_t sr_rt_storage_bind_promise(sr_rt_storage_t* promise,
                                       sr_rt_storage_t* target, size_t offset) {
  if (promise->parent || sr_rt_storage_data(promise)) {
    return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                          "result storage bound twice");
  }
  uint8_t* base = sr_rt_storage_data(target);
  if (!base) {
    return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                          "yielded resource has no storage (its producer "
                          "failed)");
  }
  if (offset > target->size || promise->size > target->size - offset) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "yielded range [%zu, %zu) exceeds its storage of "
                          "%zu bytes",
                          offset, offset + promise->size, target->size);
  }
  sr_rt_storage_retain(target);
  promise->parent = target;
  promise->flags |= target->flags & SR_RT_STORAGE_READ_ONLY;
  // Release pairs with the acquire load in sr_rt_storage_data.
  atomic_store_explicit(&promise->data, base + offset, memory_order_release);
  return sr_ok_status();
}

void sr_rt_storage_release(sr_rt_storage_t* storage) {
  if (!storage) return;
  // acq_rel: the last release must see every write made through the
  // storage by other holders before it frees the memory.
  if (atomic_fetch_sub_explicit(&storage->ref_count, 1, memory_order_acq_rel) !=
      1) {
    return;
  }
  uint8_t* data = atomic_load_explicit(&storage->data, memory_order_relaxed);
  if (storage->owns_data) {
    sr_allocator_free(storage->allocator, data);
    if (storage->stats) {
      atomic_fetch_add_explicit(&storage->stats->bytes_freed, storage->size,
                                memory_order_relaxed);
      uint64_t live =
          atomic_fetch_sub_explicit(&storage->stats->bytes_live, storage->size,
                                    memory_order_relaxed) -
          storage->size;
      sr_rt_events_t* events =
          atomic_load_explicit(&storage->stats->events, memory_order_acquire);
      if (events) sr_rt_events_allocation(events, live);
    }
  } else if (storage->release_fn) {
    storage->release_fn(storage->release_user_data, data);
  }
  sr_rt_storage_t* parent = storage->parent;
  sr_rt_stats_t* stats = storage->owns_data ? storage->stats : NULL;
  sr_allocator_free(storage->allocator, storage);
  // Last: it may free the instance's memory (released before this view).
  sr_rt_stats_release(stats);
  sr_rt_storage_release(parent);
}
