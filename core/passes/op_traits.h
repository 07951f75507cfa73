// The traits and interfaces of IREE's ops that the Stream passes ask about.
//
// IREE's passes test C++ traits and interfaces (`TensorPhaseOp`,
// `StreamableOpInterface`, `AffinityOpInterface`, ...). streamref keeps ops
// generic, so this table records, per op name, which of them the op has in
// IREE: the Stream ops from StreamOps.td, and the flow/hal/util/arith ops
// IREE attaches Stream interfaces to from outside
// (ExternalInterfaces/StreamExternalModels.cpp). Ops not listed have none.
#ifndef STREAMREF_CORE_PASSES_OP_TRAITS_H_
#define STREAMREF_CORE_PASSES_OP_TRAITS_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/ir/operation.h"

enum sr_pass_trait_bits_e {
  // OpTrait::IREE::Stream::{Tensor,Async,Cmd}PhaseOp.
  SR_PASS_TRAIT_TENSOR_PHASE = 1u << 0,
  SR_PASS_TRAIT_ASYNC_PHASE = 1u << 1,
  SR_PASS_TRAIT_CMD_PHASE = 1u << 2,
  // StreamableOpInterface, and its isMetadata() returning true.
  SR_PASS_TRAIT_STREAMABLE = 1u << 3,
  SR_PASS_TRAIT_METADATA = 1u << 4,
  // AsyncAccessOpInterface.
  SR_PASS_TRAIT_ASYNC_ACCESS = 1u << 5,
  // AffinityOpInterface (see sr_pass_affinity_t for its behavior).
  SR_PASS_TRAIT_AFFINITY = 1u << 6,
  // OpTrait::IREE::Util::ObjectLike (executables).
  SR_PASS_TRAIT_OBJECT_LIKE = 1u << 7,
  // FunctionOpInterface.
  SR_PASS_TRAIT_FUNCTION = 1u << 8,
  // Util's SizeAwareOpInterface (resource operands and results carry their
  // byte sizes as operands; see access_ranges.h).
  SR_PASS_TRAIT_SIZE_AWARE = 1u << 9,
};
typedef uint32_t sr_pass_traits_t;

// When AffinityOpInterface::requiresAffinity() is true.
typedef enum sr_affinity_required_e {
  SR_AFFINITY_REQUIRED_ALWAYS = 0,        // the interface's default
  SR_AFFINITY_REQUIRED_NEVER,             // structural and hal.tensor ops
  SR_AFFINITY_REQUIRED_IF_TENSOR_RESULT,  // arith.constant
  SR_AFFINITY_REQUIRED_IF_TENSOR_GLOBAL,  // util.global
} sr_affinity_required_t;

typedef struct sr_pass_op_traits_t {
  const char* name;
  sr_pass_traits_t traits;
  sr_affinity_required_t affinity_required;
  // Where AffinityOpInterface::getAffinityAttr() reads from; NULL for
  // "affinity" (the interface's default). stream.async.transfer computes
  // it (sr_pass_op_affinity handles that op).
  const char* affinity_attr;
} sr_pass_op_traits_t;

// The entry for |op|, or NULL when the op has none of the traits.
const sr_pass_op_traits_t* sr_pass_op_traits_lookup(const sr_op_t* op);

// The traits of |op| (0 when not listed).
sr_pass_traits_t sr_pass_op_traits(const sr_op_t* op);

static inline bool sr_pass_op_has(const sr_op_t* op, sr_pass_traits_t trait) {
  return (sr_pass_op_traits(op) & trait) == trait;
}

// The whole table in name order (tests check its order and coverage).
const sr_pass_op_traits_t* sr_pass_op_traits_table(uint32_t* out_count);

#endif  // STREAMREF_CORE_PASSES_OP_TRAITS_H_
