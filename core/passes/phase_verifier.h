// IREE's Stream phase verifiers (Transforms/VerifyLowerings.cpp):
// --iree-stream-verify-input, -verify-lowering-to-tensors,
// -verify-lowering-to-async-resources, -verify-lowering-to-async and
// -verify-lowering-to-cmd.
//
// Each is a legality table walked over the module in pre-order, as IREE's
// `Verifier` class does: an op is legal, recursively legal (its body is not
// visited) or illegal (reported, body not visited); the operand and result
// types of legal ops are then checked. Every violation is reported, not just
// the first, with IREE's messages:
//   'stream.async.execute' op illegal for this phase of lowering in the
//       stream dialect; expected to have been converted or removed
//   'stream.async.cast' op result 0 type '!stream.resource<*>' illegal for
//       this phase of lowering in the stream dialect
//   'stream.async.dispatch' op : streamable op expected to be in an
//       execution region
//   'flow.executable' op cannot be converted to stream because it contains
//       public functions with a result
#ifndef STREAMREF_CORE_PASSES_PHASE_VERIFIER_H_
#define STREAMREF_CORE_PASSES_PHASE_VERIFIER_H_

#include "core/ir/context.h"
#include "streamref/passes.h"

typedef enum sr_phase_e {
  SR_PHASE_INPUT = 0,        // --iree-stream-verify-input
  SR_PHASE_TENSORS,          // --iree-stream-verify-lowering-to-tensors
  SR_PHASE_ASYNC_RESOURCES,  // ...-to-async-resources
  SR_PHASE_ASYNC,            // ...-to-async
  SR_PHASE_CMD,              // ...-to-cmd
} sr_phase_t;

// Appends what |phase| rejects in |module| to |diags|.
SR_MUST_USE_RESULT sr_status_t sr_verify_phase(sr_context_t* context,
                                               const sr_op_t* module,
                                               sr_phase_t phase,
                                               sr_diag_list_t* diags);

#endif  // STREAMREF_CORE_PASSES_PHASE_VERIFIER_H_
