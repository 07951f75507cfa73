// util ops of host code (exec_util.c): globals, pass-throughs and
// comparisons, strings, !util.buffer byte ops, lists, switch, ranges,
// unreachable, indirect globals; and the few value ops of executables
// (tensor.empty, workgroup counts) that have util's shape.
#ifndef STREAMREF_CPU_BACKEND_EXEC_UTIL_H_
#define STREAMREF_CPU_BACKEND_EXEC_UTIL_H_

#include "cpu_backend/op_def.h"

// Checks util.string.format's template and records argument widths,
// scalar types of buffer fill/load/store, indirect global symbols.
typedef struct sr_rt_prepare_t sr_rt_prepare_t;

SR_MUST_USE_RESULT sr_status_t sr_rt_prepare_util(sr_rt_prepare_t* prep,
                                                  const sr_op_t* op,
                                                  sr_rt_instr_t* instr);

// The util ops' rows.
sr_rt_op_defs_t sr_rt_util_ops(void);

#endif  // STREAMREF_CPU_BACKEND_EXEC_UTIL_H_
