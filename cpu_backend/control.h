// Control flow and execution regions (control.c): the rows of the ops the
// interpreter (interp.c) runs itself — returns, branches, yields, calls,
// scf.if/for/while/index_switch — and of stream.async.execute and
// stream.cmd.execute, whose handler submits the region (region.c).
#ifndef STREAMREF_CPU_BACKEND_CONTROL_H_
#define STREAMREF_CPU_BACKEND_CONTROL_H_

#include "cpu_backend/op_def.h"

sr_rt_op_defs_t sr_rt_control_ops(void);

#endif  // STREAMREF_CPU_BACKEND_CONTROL_H_
