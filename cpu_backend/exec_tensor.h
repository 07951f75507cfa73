// The tensor phase's ops (exec_tensor.c): stream.tensor.* but dispatch
// (dispatch.c). Element coordinates become byte ranges through the
// encoding's dense layout.
#ifndef STREAMREF_CPU_BACKEND_EXEC_TENSOR_H_
#define STREAMREF_CPU_BACKEND_EXEC_TENSOR_H_

#include "cpu_backend/op_def.h"

sr_rt_op_defs_t sr_rt_tensor_ops(void);

#endif  // STREAMREF_CPU_BACKEND_EXEC_TENSOR_H_
