// Storage: the refcounted host memory behind every resource, buffer view,
// util.buffer and file of a running program.
//
// A storage is one of:
//  - owned: 64-byte aligned memory from the instance allocator, freed with
//    the last reference;
//  - external: caller memory (a wrapped buffer view), with a release
//    callback;
//  - a child: a range of a parent storage (retained), e.g. a constant
//    mapped out of a module's rodata;
//  - a promise: made before its memory exists (the untied results of a
//    stream.async.execute are handed to the host when the region is
//    submitted and bound when the region yields them). Reading a promise
//    that was never bound (its region failed) is a FAILED_PRECONDITION.
//
// Values refer to storage through views (storage, offset, length): a
// stream.resource.subview is a new view of the same storage, no allocation.
//
// |data| is resolved when an op runs, never when it is submitted, so a
// region submitted before its inputs exist reads them once its waits are
// reached (the timepoint signal/wait pairs order the binding store before
// every reader).
//
// Thread contract: retain/release are thread-safe; binding a promise
// happens once, before the timepoint that publishes it is signalled.
#ifndef STREAMREF_CPU_BACKEND_STORAGE_H_
#define STREAMREF_CPU_BACKEND_STORAGE_H_

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cpu_backend/stats.h"
#include "streamref/allocator.h"
#include "streamref/status.h"

// Allocations are aligned for SIMD kernels and for the `stream.alignment`
// promises IREE's compiler annotates bindings with (min_buffer_offset_
// alignment, 64 bytes by default).
#define SR_RT_STORAGE_ALIGNMENT 64

enum sr_rt_storage_flag_bits_e {
  // Constant storage: writes through it are program errors.
  SR_RT_STORAGE_READ_ONLY = 1u << 0,
  // Made by stream.resource.alloca (queue-ordered) rather than alloc.
  SR_RT_STORAGE_QUEUE_ALLOCATED = 1u << 1,
};

typedef struct sr_rt_storage_t sr_rt_storage_t;
struct sr_rt_storage_t {
  _Atomic int32_t ref_count;
  uint32_t flags;
  // Bytes; NULL for an unbound promise. For children and bound promises it
  // points into |parent|'s memory.
  uint8_t* _Atomic data;
  size_t size;
  sr_rt_storage_t* parent;  // retained (children, bound promises)
  sr_allocator_t allocator;
  sr_rt_stats_t* stats;                             // may be NULL
  void (*release_fn)(void* user_data, void* data);  // external memory
  void* release_user_data;
  bool owns_data;
};

// Initializes |stats| (inside |owner|, freed with |allocator| when the last
// reference goes) with one reference, the owner's.
void sr_rt_stats_initialize(sr_rt_stats_t* stats, sr_allocator_t allocator,
                            void* owner);
// Drops a reference; the last one frees the owner's memory block.
void sr_rt_stats_release(sr_rt_stats_t* stats);

// New owned storage of |size| bytes, zero-filled (IR contents are undefined;
// zero keeps every result independent of allocation history). One reference.
SR_MUST_USE_RESULT sr_status_t sr_rt_storage_allocate(sr_allocator_t allocator,
                                                      sr_rt_stats_t* stats,
                                                      size_t size,
                                                      sr_rt_storage_t** out);

// As sr_rt_storage_allocate, without the zero fill: only for storage its
// creator overwrites entirely before anyone can read it (a parameter load's
// fresh result, whose timepoint fails if any byte does not land). On a
// 1 GiB load the fill was a quarter of the time.
SR_MUST_USE_RESULT sr_status_t sr_rt_storage_allocate_for_overwrite(
    sr_allocator_t allocator, sr_rt_stats_t* stats, size_t size,
    sr_rt_storage_t** out);

// Wraps caller memory. |release_fn| may be NULL.
SR_MUST_USE_RESULT sr_status_t
sr_rt_storage_wrap(sr_allocator_t allocator, void* data, size_t size,
                   void (*release_fn)(void* user_data, void* data),
                   void* release_user_data, sr_rt_storage_t** out);

// An unbound promise of |size| bytes.
SR_MUST_USE_RESULT sr_status_t sr_rt_storage_create_promise(
    sr_allocator_t allocator, size_t size, sr_rt_storage_t** out);

// Binds |promise| to |size| bytes at |offset| of |target| (retained).
// FAILED_PRECONDITION if already bound or the range does not fit.
SR_MUST_USE_RESULT sr_status_t sr_rt_storage_bind_promise(
    sr_rt_storage_t* promise, sr_rt_storage_t* target, size_t offset);

static inline void sr_rt_storage_retain(sr_rt_storage_t* storage) {
  if (storage) {
    atomic_fetch_add_explicit(&storage->ref_count, 1, memory_order_relaxed);
  }
}
void sr_rt_storage_release(sr_rt_storage_t* storage);

// The bytes, or NULL for an unbound promise.
static inline uint8_t* sr_rt_storage_data(sr_rt_storage_t* storage) {
  // Acquire pairs with the release store in sr_rt_storage_bind_promise.
  return atomic_load_explicit(&storage->data, memory_order_acquire);
}

#endif  // STREAMREF_CPU_BACKEND_STORAGE_H_
