// softmax, pack, unpack (special_ops.c).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_SPECIAL_OPS_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_SPECIAL_OPS_H_

#include "cpu_backend/dispatch_interp/exec_impl.h"

SR_MUST_USE_RESULT sr_status_t sr__di_exec_special(sr_di_frame_t* frame,
                                                   const sr_di_instr_t* instr);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_SPECIAL_OPS_H_
