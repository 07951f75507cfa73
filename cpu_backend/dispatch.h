// Dispatches (stream.tensor/async/cmd.dispatch) and extern calls
// (stream.async/cmd.call), dispatch.c: every form reduced to one
// description of export, workload, uniforms and bindings, then run by a
// builtin, a registered C kernel or the export interpreter.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_H_

#include "cpu_backend/op_def.h"

sr_rt_op_defs_t sr_rt_dispatch_ops(void);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_H_
