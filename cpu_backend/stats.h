// The allocation statistics of an instance's storages, the type only: the
// instance embeds it (runtime_impl.h), and the functions that count into it
// are storage.c's (storage.h), so what names the instance does not depend
// on storage.c.
#ifndef STREAMREF_CPU_BACKEND_STATS_H_
#define STREAMREF_CPU_BACKEND_STATS_H_

#include <stdatomic.h>
#include <stdint.h>

#include "streamref/allocator.h"

typedef struct sr_rt_stats_t sr_rt_stats_t;

// Allocation statistics shared by the storages of one instance. They live
// in the instance's memory, but a storage may outlive the instance (a result
// buffer view released after sr_instance_release), so the statistics are
// refcounted: the instance holds one reference and every owned storage
// counting into them holds one; the last release frees |owner| (the
// instance's memory block) with |allocator|.
struct sr_rt_stats_t {
  _Atomic int32_t ref_count;
  sr_allocator_t allocator;
  void* owner;
  _Atomic uint64_t bytes_allocated;
  _Atomic uint64_t bytes_freed;
  _Atomic uint64_t bytes_live;
  _Atomic uint64_t bytes_peak;
  _Atomic uint64_t allocation_count;
  _Atomic uint64_t dispatch_count;
  // Observes live bytes (cpu_backend/trace/events.h), or NULL.
  struct sr_rt_events_t* _Atomic events;
};

#endif  // STREAMREF_CPU_BACKEND_STATS_H_
