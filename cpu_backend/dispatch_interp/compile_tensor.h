// Bindings, dispatch tensor and tensor dialect ops (compile_tensor.c).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_TENSOR_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_TENSOR_H_

#include "cpu_backend/dispatch_interp/compile_impl.h"

// The compiler of a binding, dispatch tensor or tensor dialect op (and
// linalg.pack/unpack/softmax), or NULL (compile_tensor.c).
const sr_di_op_compiler_t* sr__di_tensor_op_compiler(const sr_op_t* op);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_TENSOR_H_
