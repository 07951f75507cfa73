// linalg ops to structured instructions (compile_linalg.c).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_LINALG_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_LINALG_H_

#include "cpu_backend/dispatch_interp/compile_impl.h"

// Compiles a linalg op (generic, named, fill, copy, transpose, broadcast,
// map, reduce, elementwise) into a STRUCTURED instruction.
SR_MUST_USE_RESULT sr_status_t sr__di_compile_structured(sr_di_compiler_t* c,
                                                         const sr_op_t* op,
                                                         sr_di_instr_t* instr);

// Compiles an arith/math op applied to whole tensors (elementwise) into a
// STRUCTURED instruction with identity maps.
SR_MUST_USE_RESULT sr_status_t sr__di_compile_elementwise(sr_di_compiler_t* c,
                                                          const sr_op_t* op,
                                                          sr_di_instr_t* instr);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_LINALG_H_
