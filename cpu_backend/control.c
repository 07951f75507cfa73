// Control flow and execution regions (see control.h).

#include "cpu_backend/control.h"

#include "cpu_backend/exec.h"
#include "cpu_backend/region.h"

// Returns, branches, yields, calls and scf ops have no handler: the
// interpreter runs them (interp.c). cf.switch and scf.index_switch reach a
// handler only where the interpreter does not run them (a region's body).
static const sr_rt_op_def_t kControlOps[] = {
    {SR_OPID_FUNC_RETURN, SR_RT_OP_RETURN, 0, 0, NULL},
    {SR_OPID_UTIL_RETURN, SR_RT_OP_RETURN, 0, 0, NULL},
    {SR_OPID_CF_BR, SR_RT_OP_BR, 0, 0, NULL},
    {SR_OPID_CF_COND_BR, SR_RT_OP_COND_BR, 0, 0, NULL},
    {SR_OPID_CF_SWITCH, SR_RT_OP_SWITCH, 0, 0, sr_rt_exec_unsupported},
    {SR_OPID_SCF_YIELD, SR_RT_OP_YIELD, 0, 0, NULL},
    {SR_OPID_SCF_CONDITION, SR_RT_OP_YIELD, 0, 0, NULL},
    {SR_OPID_STREAM_YIELD, SR_RT_OP_YIELD, 0, 0, NULL},
    {SR_OPID_STREAM_RETURN, SR_RT_OP_YIELD, 0, 0, NULL},
    {SR_OPID_FUNC_CALL, SR_RT_OP_CALL, 0, 0, NULL},
    {SR_OPID_UTIL_CALL, SR_RT_OP_CALL, 0, 0, NULL},
    {SR_OPID_SCF_IF, SR_RT_OP_SCF_IF, 0, 0, NULL},
    {SR_OPID_SCF_FOR, SR_RT_OP_SCF_FOR, 0, 0, NULL},
    {SR_OPID_SCF_WHILE, SR_RT_OP_SCF_WHILE, 0, 0, NULL},
    {SR_OPID_SCF_INDEX_SWITCH, SR_RT_OP_SCF_INDEX_SWITCH, 0, 0,
     sr_rt_exec_unsupported},
    {SR_OPID_STREAM_ASYNC_EXECUTE, SR_RT_OP_ASYNC_EXECUTE, 0, 0,
     sr_rt_region_submit},
    {SR_OPID_STREAM_CMD_EXECUTE, SR_RT_OP_CMD_EXECUTE, 0, 0,
     sr_rt_region_submit},
};

sr_rt_op_defs_t sr_rt_control_ops(void) { return SR_RT_OP_DEFS(kControlOps); }
