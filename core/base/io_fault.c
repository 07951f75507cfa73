// The test-only I/O fault hook (io_fault.h). One atomic pointer to the
// installed hook: without one, a step costs one atomic load.
#include "core/base/io_fault.h"

#include <stdatomic.h>

typedef struct sr_io_fault_hook_t {
  sr_io_fault_fn_t fn;
  void* user_data;
} sr_io_fault_hook_t;

// Two slots so a new hook never overwrites the one a step may be reading
// (hooks are set while no I/O is in flight, but keep it safe anyway).
static sr_io_fault_hook_t g_hooks[2];
static _Atomic(sr_io_fault_hook_t*) g_hook = NULL;

void sr_io_fault_set_hook(sr_io_fault_fn_t fn, void* user_data) {
  if (!fn) {
    atomic_store_explicit(&g_hook, NULL, memory_order_release);
    return;
  }
  sr_io_fault_hook_t* current =
      atomic_load_explicit(&g_hook, memory_order_relaxed);
  sr_io_fault_hook_t* next = current == &g_hooks[0] ? &g_hooks[1] : &g_hooks[0];
  next->fn = fn;
  next->user_data = user_data;
  atomic_store_explicit(&g_hook, next, memory_order_release);
}

sr_io_fault_t sr_io_fault_check(const sr_io_step_t* step) {
  sr_io_fault_hook_t* hook =
      atomic_load_explicit(&g_hook, memory_order_acquire);
  if (!hook) {
    sr_io_fault_t none = {0};
    return none;
  }
  return hook->fn(hook->user_data, step);
}
