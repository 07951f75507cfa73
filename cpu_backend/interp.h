// The host interpreter (interp.c): runs a function's plan on the calling
// thread.
#ifndef STREAMREF_CPU_BACKEND_INTERP_H_
#define STREAMREF_CPU_BACKEND_INTERP_H_

#include "cpu_backend/plan.h"

// Runs |function| with |args| (function->arg_count values, borrowed) and
// moves its results into |results| (function->result_count slots, which
// must be NONE). Host-side: may block on timepoints.
SR_MUST_USE_RESULT sr_status_t sr_rt_invoke(sr_module_t* module,
                                            const sr_rt_function_t* function,
                                            const sr_rt_value_t* args,
                                            sr_rt_value_t* results);

#endif  // STREAMREF_CPU_BACKEND_INTERP_H_
