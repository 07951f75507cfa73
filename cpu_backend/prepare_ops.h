// Prepare, per op (prepare_ops.c): each op's row of the op table, its groups
// from its schema, and the per-kind decoding of attributes.
#ifndef STREAMREF_CPU_BACKEND_PREPARE_OPS_H_
#define STREAMREF_CPU_BACKEND_PREPARE_OPS_H_

#include "cpu_backend/plan.h"

typedef struct sr_rt_prepare_t sr_rt_prepare_t;  // prepare_impl.h

// Decodes |op| into |instr| (operands and results already filled in).
sr_status_t sr__rt_prepare_op(sr_rt_prepare_t* prep, const sr_op_t* op,
                              sr_rt_instr_t* instr);

#endif  // STREAMREF_CPU_BACKEND_PREPARE_OPS_H_
