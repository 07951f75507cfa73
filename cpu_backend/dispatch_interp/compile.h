// The prepare-time compiler (compile.c): a func.func of an executable to a
// program.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_H_

#include "cpu_backend/dispatch_interp/program.h"

// Prepares |function_op| (a func.func of an executable).
SR_MUST_USE_RESULT sr_status_t sr_di_program_create(
    sr_context_t* context, const sr_op_t* function_op, sr_pool_t* pool,
    sr_allocator_t allocator, sr_di_program_t** out_program);
void sr_di_program_release(sr_di_program_t* program);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_H_
