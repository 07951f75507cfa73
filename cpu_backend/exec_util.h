// util ops of host code beyond exec.c's basics (exec_util.c): strings,
// !util.buffer byte ops, lists, switch, ranges, unreachable, indirect
// globals.
#ifndef STREAMREF_CPU_BACKEND_EXEC_UTIL_H_
#define STREAMREF_CPU_BACKEND_EXEC_UTIL_H_

#include "cpu_backend/prepare_impl.h"
#include "cpu_backend/runtime_impl.h"

// Checks util.string.format's template and records argument widths,
// scalar types of buffer fill/load/store, indirect global symbols.
SR_MUST_USE_RESULT sr_status_t sr_rt_prepare_util(sr_rt_prepare_t* prep,
                                                  const sr_op_t* op,
                                                  sr_rt_instr_t* instr);

// Runs one of them (SR_RT_OP_UTIL_STRING_FORMAT ..
// SR_RT_OP_UTIL_GLOBAL_STORE_INDIRECT).
SR_MUST_USE_RESULT sr_status_t sr_rt_exec_util_host(sr_module_t* module,
                                                    const sr_rt_instr_t* instr,
                                                    sr_rt_value_t* frame);

#endif  // STREAMREF_CPU_BACKEND_EXEC_UTIL_H_
