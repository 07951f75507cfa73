// iree_linalg_ext.topk (ext_topk.c): its compiler and its run.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXT_TOPK_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXT_TOPK_H_

#include "cpu_backend/dispatch_interp/compile_impl.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"

// Compiles an iree_linalg_ext.topk (ext_topk.c).
SR_MUST_USE_RESULT sr_status_t sr__di_compile_topk(sr_di_compiler_t* c,
                                                   const sr_op_t* op,
                                                   sr_di_instr_t* instr);

// Runs one (exec.c's instruction loop calls it).
SR_MUST_USE_RESULT sr_status_t sr__di_exec_topk(sr_di_frame_t* frame,
                                                const sr_di_instr_t* instr);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXT_TOPK_H_
