// The hook table (see interpreter.h and export_interpreter.h).
//
// A function the compiler cannot take as a whole (several blocks,
// parameters of unsupported types) still prepares: its state keeps the
// located error and every dispatch of it fails with that error, so a module
// with one exotic executable loads and runs everything else.

#include "cpu_backend/dispatch_interp/interpreter.h"

#include "cpu_backend/dispatch_interp/compile.h"
#include "cpu_backend/dispatch_interp/exec.h"
#include "cpu_backend/dispatch_interp/program.h"

typedef struct sr_di_state_t {
  sr_allocator_t allocator;
  sr_di_program_t* program;
  sr_status_t failure;
} sr_di_state_t;

static sr_status_t sr_di_prepare(void* self, sr_context_t* context,
                                 const sr_op_t* export_op,
                                 const sr_op_t* function_op, sr_pool_t* pool,
                                 sr_allocator_t allocator, void** out_state) {
  (void)self;
  (void)export_op;
  *out_state = NULL;
  if (!function_op || !sr_op_is(function_op, "func.func")) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "the dispatch interpreter runs func.func bodies");
  }
  sr_di_state_t* state = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*state), (void**)&state));
  state->allocator = allocator;
  sr_status_t status = sr_di_program_create(context, function_op, pool,
                                            allocator, &state->program);
  if (sr_status_code(status) == SR_STATUS_RESOURCE_EXHAUSTED) {
    sr_allocator_free(allocator, state);
    return status;
  }
  state->failure = status;  // reported by every run
  *out_state = state;
  return sr_ok_status();
}

static sr_status_t sr_di_run_workgroup(void* self, void* state,
                                       const sr_dispatch_state_t* dispatch) {
  (void)self;
  const sr_di_state_t* s = (const sr_di_state_t*)state;
  if (s->failure) return sr_status_clone(s->failure);
  return sr_di_program_run(s->program, dispatch);
}

static sr_status_t sr_di_run_workgroup_checked(
    void* self, void* state, const sr_dispatch_state_t* dispatch,
    sr_export_check_t* check) {
  (void)self;
  const sr_di_state_t* s = (const sr_di_state_t*)state;
  if (s->failure) return sr_status_clone(s->failure);
  return sr_di_program_run_checked(s->program, dispatch, check);
}

static void sr_di_release(void* self, void* state) {
  (void)self;
  sr_di_state_t* s = (sr_di_state_t*)state;
  if (!s) return;
  sr_status_free(s->failure);
  sr_di_program_release(s->program);
  sr_allocator_free(s->allocator, s);
}

static const sr_export_interpreter_t kInterpreter = {
    NULL, sr_di_prepare, sr_di_run_workgroup, sr_di_run_workgroup_checked,
    sr_di_release};

const sr_export_interpreter_t* sr_dispatch_interpreter(void) {
  return &kInterpreter;
}
