// The stream dialect's resource, timepoint, async and cmd ops that move
// bytes or timepoints (exec_stream.c): allocation, sizes, loads and stores,
// pack and constants, timepoint joins and awaits, async fills, copies,
// slices, updates and transfers, cmd fills, copies and cache ops, and the
// builtin bodies IREE's dispatch kernels are made of when run in an
// executable. Execution regions are region.c's, dispatches and calls
// dispatch.c's, tensor-phase ops exec_tensor.c's, files exec_file.c's.
#ifndef STREAMREF_CPU_BACKEND_EXEC_STREAM_H_
#define STREAMREF_CPU_BACKEND_EXEC_STREAM_H_

#include "cpu_backend/op_def.h"

sr_rt_op_defs_t sr_rt_stream_ops(void);

#endif  // STREAMREF_CPU_BACKEND_EXEC_STREAM_H_
