// hal ops in host code (exec_hal.c): buffer views, buffers, devices and
// fences as IREE's ABI wrappers and tools leave them at the Stream phase.
#ifndef STREAMREF_CPU_BACKEND_EXEC_HAL_H_
#define STREAMREF_CPU_BACKEND_EXEC_HAL_H_

#include "cpu_backend/op_def.h"

// Decodes what a hal op needs at run time (device globals and queue masks
// of hal.device.resolve, hal.device.query's result type and default,
// hal.buffer.load/store's scalar type).
typedef struct sr_rt_prepare_t sr_rt_prepare_t;

SR_MUST_USE_RESULT sr_status_t sr_rt_prepare_hal(sr_rt_prepare_t* prep,
                                                 const sr_op_t* op,
                                                 sr_rt_instr_t* instr);

// The hal ops' rows.
sr_rt_op_defs_t sr_rt_hal_ops(void);

#endif  // STREAMREF_CPU_BACKEND_EXEC_HAL_H_
