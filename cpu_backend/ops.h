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

#include "cpu_backend/plan.h"

enum sr_rt_op_def_flag_bits_e {
  // Runs only inside executables (the bodies of builtin dispatches).
  SR_RT_OP_DEF_EXECUTABLE_ONLY = 1u << 0,
};

typedef struct sr_rt_op_def_t {
  sr_op_id_t op;
  uint16_t kind;      // sr_rt_op_kind_t
  uint16_t sub_kind;  // arith op, cast kind, parameter op, ...
  uint32_t flags;     // sr_rt_op_def_flag_bits_e
  // NULL for what the interpreter runs itself (returns, branches, calls,
  // scf regions: interp.c).
  sr_rt_exec_fn_t exec;
} sr_rt_op_def_t;

// A family's rows.
typedef struct sr_rt_op_defs_t {
  const sr_rt_op_def_t* defs;
  uint32_t count;
} sr_rt_op_defs_t;

#define SR_RT_OP_DEFS(table) \
  ((sr_rt_op_defs_t){(table), (uint32_t)(sizeof(table) / sizeof((table)[0]))})

// The row of |op|, or NULL.
const sr_rt_op_def_t* sr_rt_op_def(sr_op_id_t op);

// Ops listed twice (a test asserts none): "" when each has one row.
const char* sr_rt_op_table_errors(void);

#endif  // STREAMREF_CPU_BACKEND_OPS_H_
