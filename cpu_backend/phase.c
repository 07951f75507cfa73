// Which phase an op of host code comes from (see phase.h).

#include "cpu_backend/phase.h"

#include <string.h>

#include "core/ir/types.h"

// Dialects of front ends and of IREE's input and global-optimization
// phases: in host code they mean the program has not been compiled to the
// Stream phase yet.
static const char* const kInputDialects[] = {"torch.",
                                             "torch_c.",
                                             "stablehlo.",
                                             "chlo.",
                                             "mhlo.",
                                             "tosa.",
                                             "tm_tensor.",
                                             "ml_program.",
                                             "linalg.",
                                             "tensor.",
                                             "bufferization.",
                                             "memref.",
                                             "vector.",
                                             "iree_linalg_ext.",
                                             "iree_tensor_ext.",
                                             "shape."};

bool sr_rt_type_is_pre_stream(const sr_type_t* type) {
  if (!type) return false;
  if (type->kind >= SR_TYPE_TENSOR && type->kind <= SR_TYPE_UNRANKED_MEMREF) {
    return true;
  }
  return sr_type_is_dialect(type, "torch.vtensor") ||
         sr_type_is_dialect(type, "torch.tensor");
}

sr_rt_phase_t sr_rt_host_op_phase(const sr_op_t* op) {
  sr_string_view_t name = op->name;
  if (sr_string_view_starts_with(name, "flow.")) return SR_RT_PHASE_FLOW;
  if (sr_string_view_starts_with(name, "hal.tensor.")) return SR_RT_PHASE_ABI;
  for (size_t i = 0; i < sizeof(kInputDialects) / sizeof(kInputDialects[0]);
       ++i) {
    if (sr_string_view_starts_with(name, kInputDialects[i])) {
      return SR_RT_PHASE_INPUT;
    }
  }
  // Tensor values in host code (arith on tensors, a constant tensor): at
  // the Stream phase host code holds resources, tensors are only types in
  // the encodings of stream.tensor.* ops.
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    if (sr_rt_type_is_pre_stream(op->operands[i].value->type)) {
      return SR_RT_PHASE_INPUT;
    }
  }
  for (uint32_t i = 0; i < op->num_results; ++i) {
    if (sr_rt_type_is_pre_stream(op->results[i].type)) return SR_RT_PHASE_INPUT;
  }
  return SR_RT_PHASE_STREAM;
}

const char* sr_rt_phase_name(sr_rt_phase_t phase) {
  switch (phase) {
    case SR_RT_PHASE_STREAM:
      return "stream";
    case SR_RT_PHASE_INPUT:
      return "input";
    case SR_RT_PHASE_ABI:
      return "ABI";
    case SR_RT_PHASE_FLOW:
      return "flow";
  }
  return "?";
}
