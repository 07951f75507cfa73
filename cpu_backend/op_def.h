// One row of the op table: an op's kind and the handler that runs it.
//
// Each family of ops (exec_*.c, dispatch.c, control.c) lists its rows in
// a table next to its handlers and returns it from its header
// (sr_rt_stream_ops, ...); ops.c merges the families into one table
// indexed by op id. A family includes this header only, not ops.h, so the
// handlers do not depend on the merged table that depends on them.
#ifndef STREAMREF_CPU_BACKEND_OP_DEF_H_
#define STREAMREF_CPU_BACKEND_OP_DEF_H_

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

#endif  // STREAMREF_CPU_BACKEND_OP_DEF_H_
