// The hook through which an interpreter of executable bodies (the linalg /
// tensor interpreter of its own issue) runs dispatches.
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
// To plug an interpreter in, replace export_interpreter_default.c (whose
// sr_export_interpreter_default returns NULL) with one that returns a
// static table.
#ifndef STREAMREF_CPU_BACKEND_EXPORT_INTERPRETER_H_
#define STREAMREF_CPU_BACKEND_EXPORT_INTERPRETER_H_

#include "core/ir/context.h"
#include "core/ir/operation.h"
#include "streamref/runtime.h"
#include "streamref/sched_pool.h"

typedef struct sr_export_interpreter_t {
  void* self;
  sr_status_t (*prepare)(void* self, sr_context_t* context,
                         const sr_op_t* export_op, const sr_op_t* function_op,
                         sr_pool_t* pool, sr_allocator_t allocator,
                         void** out_state);
  sr_status_t (*run_workgroup)(void* self, void* state,
                               const sr_dispatch_state_t* dispatch);
  void (*release)(void* self, void* state);
} sr_export_interpreter_t;

// The interpreter linked into this build, or NULL.
const sr_export_interpreter_t* sr_export_interpreter_default(void);

#endif  // STREAMREF_CPU_BACKEND_EXPORT_INTERPRETER_H_
