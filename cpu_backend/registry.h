// A thread-safe table from names to functions with their user data: the
// kernels (sr_instance_register_kernel, "executable::export") and the
// externs (sr_instance_register_extern) an embedder registers on an
// instance, looked up when a module binds and when a dispatch names an
// export its module does not declare.
//
// Functions are kept as a generic pointer and cast back by the caller to
// the type it registered (C allows a round trip through any function
// pointer type).
#ifndef STREAMREF_CPU_BACKEND_REGISTRY_H_
#define STREAMREF_CPU_BACKEND_REGISTRY_H_

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "streamref/allocator.h"
#include "streamref/status.h"

typedef void (*sr_rt_registry_fn_t)(void);

typedef struct sr_rt_registry_entry_t {
  char* name;  // owned; without '@'
  sr_rt_registry_fn_t fn;
  void* user_data;
} sr_rt_registry_entry_t;

typedef struct sr_rt_registry_t {
  sr_allocator_t allocator;
  pthread_mutex_t mutex;  // guards count, capacity and entries
  uint32_t count;
  uint32_t capacity;
  sr_rt_registry_entry_t* entries;
} sr_rt_registry_t;

void sr_rt_registry_initialize(sr_allocator_t allocator,
                               sr_rt_registry_t* registry);
void sr_rt_registry_deinitialize(sr_rt_registry_t* registry);

// Registers |fn| and |user_data| under |name| with its '@'s dropped
// ("@ex::@main" and "ex::main" are one name), replacing what was there.
sr_status_t sr_rt_registry_set(sr_rt_registry_t* registry, const char* name,
                               sr_rt_registry_fn_t fn, void* user_data);

// What is registered under |name| (spelled without '@'): true and the
// function and user data, or false and nothing written.
bool sr_rt_registry_lookup(sr_rt_registry_t* registry, const char* name,
                           sr_rt_registry_fn_t* out_fn, void** out_user_data);

#endif  // STREAMREF_CPU_BACKEND_REGISTRY_H_
