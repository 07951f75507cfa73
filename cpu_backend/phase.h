// The phase an op of host code belongs to, for programs that are not at
// the Stream phase: streamref runs what `iree-compile --compile-to=stream`
// prints, and an op from before the Stream conversion (flow ops, the hal
// tensor ABI ops, tensor values in host code, front-end dialects) gets a
// located error that names its phase and the command that makes the right
// input, instead of "op not supported" or a wrong answer.
#ifndef STREAMREF_CPU_BACKEND_PHASE_H_
#define STREAMREF_CPU_BACKEND_PHASE_H_

#include "core/ir/operation.h"
#include "core/ir/types.h"

typedef enum sr_rt_phase_e {
  SR_RT_PHASE_STREAM = 0,  // fine
  SR_RT_PHASE_INPUT,       // torch/stablehlo/tosa/linalg-on-tensors level
  SR_RT_PHASE_ABI,         // hal.tensor.import/export/... at the ABI boundary
  SR_RT_PHASE_FLOW,        // flow.*
} sr_rt_phase_t;

// The phase of |op| (an op of host code, not of an executable).
sr_rt_phase_t sr_rt_host_op_phase(const sr_op_t* op);

// True for the types that mark a function from before the Stream phase
// (builtin tensors and memrefs, torch tensors) in its signature.
bool sr_rt_type_is_pre_stream(const sr_type_t* type);

// "input", "ABI", "flow".
const char* sr_rt_phase_name(sr_rt_phase_t phase);

#endif  // STREAMREF_CPU_BACKEND_PHASE_H_
