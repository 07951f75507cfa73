// The op table: for every op the runtime knows, its kind and the handler
// that runs it.
//
// Each family of ops (exec_*.c, dispatch.c, control.c) lists its ops in a
// table of sr_rt_op_def_t rows next to their handlers; sr_rt_op_def merges
// the families once into one table indexed by op id (the op's schema row,
// core/dialects/op_schema.h). Prepare copies the row's handler into the
// instruction (sr_rt_instr_t.exec), so running an op is one indirect call.
// An op the table does not hold fails at run time with a located "op not
// supported yet".
//
// A row's kind is what prepare's decoding, the interpreter, the region
// builder and the checker tell ops apart by (plan.h). Operand groups come
// from the op's schema: handlers read them by name
// (sr_rt_operand(instr, SR_STREAM_CMD_FILL_TARGET, 0)).
#ifndef STREAMREF_CPU_BACKEND_OPS_H_
#define STREAMREF_CPU_BACKEND_OPS_H_

#include "cpu_backend/op_def.h"

// The row of |op|, or NULL.
const sr_rt_op_def_t* sr_rt_op_def(sr_op_id_t op);

// Ops listed twice (a test asserts none): "" when each has one row.
const char* sr_rt_op_table_errors(void);

#endif  // STREAMREF_CPU_BACKEND_OPS_H_
