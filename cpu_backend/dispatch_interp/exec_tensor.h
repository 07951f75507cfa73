// Views, slices, reshapes, pad, concat, generate, stores (exec_tensor.c).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_TENSOR_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_TENSOR_H_

#include "cpu_backend/dispatch_interp/exec_impl.h"

SR_MUST_USE_RESULT sr_status_t sr__di_exec_tensor(sr_di_frame_t* frame,
                                                  const sr_di_instr_t* instr);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_TENSOR_H_
