// The hook through which an interpreter of executable bodies runs
// dispatches: the dispatch interpreter (dispatch_interp/, linked in by
// export_interpreter_default.c) is the one this build plugs in.
//
// The runtime calls |prepare| once per export when a module loads (with
// the export op, its func.func inside the executable's builtin.module and
// the instance's pool, which outlives the state and on which a workgroup
// may split its own work with sr_pool_parallel_for) and keeps the returned
// state; a dispatch of that export then calls
// |run_workgroup| once per workgroup, possibly concurrently from several
// pool workers, with the same sr_dispatch_state_t C kernels get (uniform
// operands in order, bindings in the dispatch's resource order with the
// dispatch offsets applied). |release| frees the state with the module.
//
// An interpreter that cannot handle an export returns UNIMPLEMENTED from
// |prepare| (the dispatch then fails with the runtime's located
// "no implementation" error if nothing else can run it); any other failure
// aborts the module load. Failures from |run_workgroup| get the dispatch
// op's location added by the runtime when they have none.
//
// Checked runs (sr_instance_options_t.check_mode) call
// |run_workgroup_checked| instead when the interpreter has it: the run
// gives the same values as |run_workgroup| and records in |check| the
// undefined behaviour it computed through instead of stopping at (shifts
// out of range, nsw/nuw overflow), which the hazard checker reports.
//
// To plug in another interpreter, replace export_interpreter_default.c
// (whose sr_export_interpreter_default returns the dispatch interpreter's
// table) with one that returns its static table, or NULL for none.
#ifndef STREAMREF_CPU_BACKEND_EXPORT_INTERPRETER_H_
#define STREAMREF_CPU_BACKEND_EXPORT_INTERPRETER_H_

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/ir/context.h"
#include "core/ir/operation.h"
#include "streamref/runtime.h"
#include "streamref/sched_pool.h"

// Where a checked dispatch collects undefined behaviour. Shared by its
// workgroups (and the pool chunks inside them), so it keeps one report: the
// one with the smallest |key|, whichever thread finds it first, so the
// report never depends on the thread count or timing.
typedef struct sr_export_check_t {
  atomic_flag lock;    // ATOMIC_FLAG_INIT
  sr_status_t report;  // located at the executable's op, or NULL
  uint64_t key[4];     // (workgroup, op position, operand bits a, b)
} sr_export_check_t;

// Records |report| (consumed) when |key| is smaller than the kept one.
// Reports are rare (undefined behaviour), so a spin lock is enough.
static inline void sr_export_check_offer(sr_export_check_t* check,
                                         const uint64_t key[4],
                                         sr_status_t report) {
  while (
      atomic_flag_test_and_set_explicit(&check->lock, memory_order_acquire)) {
  }
  bool smaller = check->report == NULL;
  for (int i = 0; !smaller && i < 4; ++i) {
    if (key[i] != check->key[i]) {
      smaller = key[i] < check->key[i];
      break;
    }
  }
  if (smaller) {
    sr_status_t old = check->report;
    check->report = report;
    for (int i = 0; i < 4; ++i) check->key[i] = key[i];
    report = old;
  }
  atomic_flag_clear_explicit(&check->lock, memory_order_release);
  sr_status_ignore(report);
}

typedef struct sr_export_interpreter_t {
  void* self;
  sr_status_t (*prepare)(void* self, sr_context_t* context,
                         const sr_op_t* export_op, const sr_op_t* function_op,
                         sr_pool_t* pool, sr_allocator_t allocator,
                         void** out_state);
  sr_status_t (*run_workgroup)(void* self, void* state,
                               const sr_dispatch_state_t* dispatch);
  // Optional (NULL: checked dispatches call |run_workgroup|).
  sr_status_t (*run_workgroup_checked)(void* self, void* state,
                                       const sr_dispatch_state_t* dispatch,
                                       sr_export_check_t* check);
  void (*release)(void* self, void* state);
} sr_export_interpreter_t;

#endif  // STREAMREF_CPU_BACKEND_EXPORT_INTERPRETER_H_
