// A workgroup run (exec.c): the frame and the instruction loop.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_H_

#include "cpu_backend/dispatch_interp/program.h"

// Runs one workgroup.
SR_MUST_USE_RESULT sr_status_t sr_di_program_run(
    const sr_di_program_t* program, const sr_dispatch_state_t* dispatch);
// Same, checked: undefined behaviour the interpreter computes through
// (out-of-range shifts, nsw/nuw overflow) is offered to |check| (NULL:
// unchecked); the values are those of an unchecked run.
SR_MUST_USE_RESULT sr_status_t sr_di_program_run_checked(
    const sr_di_program_t* program, const sr_dispatch_state_t* dispatch,
    sr_export_check_t* check);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_H_
