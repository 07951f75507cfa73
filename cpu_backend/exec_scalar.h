// arith and math ops on host scalars (exec_scalar.c): constants, integer and
// float arithmetic, comparisons, select, casts, fma, with the semantics of
// scalar.h.
#ifndef STREAMREF_CPU_BACKEND_EXEC_SCALAR_H_
#define STREAMREF_CPU_BACKEND_EXEC_SCALAR_H_

#include "cpu_backend/op_def.h"

sr_rt_op_defs_t sr_rt_scalar_ops(void);

#endif  // STREAMREF_CPU_BACKEND_EXEC_SCALAR_H_
