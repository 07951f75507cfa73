// The phase verifiers (see phase_verifier.h).
//
// IREE decides an op's legality in a fixed order, and so do we:
//   1. rules for specific ops (hal.executable and, once tensor inputs are
//      illegal, stream.executable are recursively legal; verify-input
//      forbids the indirect global ops);
//   2. per-op checks, in the order IREE registers them (they may report
//      their own error before declaring the op illegal);
//   3. rules for whole dialects (tensor, linalg and flow once lowered);
//   4. otherwise legal.
// Only legal ops get their operand and result types checked, and only the
// top-level types (IREE has no sub-element checks either).

#include "core/passes/phase_verifier.h"

#include "core/base/string_builder.h"
#include "core/passes/diagnostics.h"
#include "core/passes/op_traits.h"
#include "core/passes/walk.h"
#include "core/print/printer.h"

typedef enum sr_legality_e {
  SR_LEGALITY_UNDECIDED = 0,  // IREE's std::nullopt: ask the next rule
  SR_LEGALITY_LEGAL,
  SR_LEGALITY_RECURSIVELY_LEGAL,
  SR_LEGALITY_ILLEGAL,
} sr_legality_t;

typedef struct sr_phase_walk_t {
  sr_context_t* context;
  sr_phase_t phase;
  sr_diag_list_t* diags;
} sr_phase_walk_t;

//===----------------------------------------------------------------------===//
// Rules
//===----------------------------------------------------------------------===//

// markTensorInputsIllegal: every phase after the input.
static bool sr_phase_tensor_inputs_illegal(sr_phase_t phase) {
  return phase >= SR_PHASE_TENSORS;
}

static sr_legality_t sr_phase_specific_op(const sr_phase_walk_t* walk,
                                          const sr_op_t* op) {
  if (sr_op_is(op, "hal.executable")) return SR_LEGALITY_RECURSIVELY_LEGAL;
  if (sr_phase_tensor_inputs_illegal(walk->phase) &&
      sr_op_is(op, "stream.executable")) {
    return SR_LEGALITY_RECURSIVELY_LEGAL;
  }
  // TODO(#7432) in IREE: streams cannot expand indirect globals yet.
  if (walk->phase == SR_PHASE_INPUT &&
      (sr_op_is(op, "util.global.address") ||
       sr_op_is(op, "util.global.load.indirect") ||
       sr_op_is(op, "util.global.store.indirect"))) {
    return SR_LEGALITY_ILLEGAL;
  }
  return SR_LEGALITY_UNDECIDED;
}

// Number of results of a function-like op, from its `function_type`.
static uint32_t sr_phase_function_results(const sr_op_t* op) {
  const sr_attr_t* type = sr_op_attr(op, "function_type");
  if (!type || type->kind != SR_ATTR_TYPE ||
      type->type_value->kind != SR_TYPE_FUNCTION) {
    return 0;
  }
  return type->type_value->function.num_results;
}

static bool sr_phase_is_public(const sr_op_t* op) {
  const sr_attr_t* visibility = sr_op_attr(op, "sym_visibility");
  return !visibility || visibility->kind != SR_ATTR_STRING ||
         sr_string_view_equal_cstr(visibility->string, "public");
}

// verify-input: dispatch functions of a flow.executable must not return
// values, since stream dispatches write results through bindings.
static sr_legality_t sr_phase_check_flow_executable(sr_phase_walk_t* walk,
                                                    const sr_op_t* op) {
  if (op->num_regions == 0 || !op->regions[0].first_block) {
    return SR_LEGALITY_UNDECIDED;
  }
  const sr_op_t* inner = op->regions[0].first_block->first_op;
  while (inner && !sr_op_is(inner, "builtin.module")) inner = inner->next;
  if (!inner || inner->num_regions == 0) return SR_LEGALITY_UNDECIDED;
  for (const sr_block_t* block = inner->regions[0].first_block; block;
       block = block->next) {
    for (const sr_op_t* func = block->first_op; func; func = func->next) {
      if (!sr_pass_op_has(func, SR_PASS_TRAIT_FUNCTION) ||
          !sr_phase_is_public(func) || sr_phase_function_results(func) == 0) {
        continue;
      }
      sr_diag_emit_op(walk->diags, walk->context, op, SR_DIAG_ERROR,
                      "cannot be converted to stream because it contains "
                      "public functions with a result");
      return SR_LEGALITY_ILLEGAL;
    }
  }
  return SR_LEGALITY_UNDECIDED;
}

// verify-lowering-to-async: streamable work must sit in an execution region
// (cmd ops may still be around on re-entry; metadata ops may be anywhere).
static sr_legality_t sr_phase_check_streamable(sr_phase_walk_t* walk,
                                               const sr_op_t* op,
                                               sr_pass_traits_t traits) {
  if (!(traits & SR_PASS_TRAIT_STREAMABLE)) return SR_LEGALITY_UNDECIDED;
  if (traits & (SR_PASS_TRAIT_CMD_PHASE | SR_PASS_TRAIT_METADATA)) {
    return SR_LEGALITY_LEGAL;
  }
  if (!sr_walk_find_ancestor(op, "stream.async.execute")) {
    sr_diag_emit_op(walk->diags, walk->context, op, SR_DIAG_ERROR,
                    ": streamable op expected to be in an execution region");
    return SR_LEGALITY_ILLEGAL;
  }
  return SR_LEGALITY_UNDECIDED;
}

// The op verifiers of each pass, in IREE's registration order.
static sr_legality_t sr_phase_op_checks(sr_phase_walk_t* walk,
                                        const sr_op_t* op) {
  sr_pass_traits_t traits = sr_pass_op_traits(op);
  if (walk->phase == SR_PHASE_INPUT) {
    return sr_op_is(op, "flow.executable")
               ? sr_phase_check_flow_executable(walk, op)
               : SR_LEGALITY_UNDECIDED;
  }
  if (walk->phase >= SR_PHASE_ASYNC_RESOURCES &&
      (traits & SR_PASS_TRAIT_TENSOR_PHASE)) {
    return SR_LEGALITY_ILLEGAL;
  }
  if (walk->phase == SR_PHASE_CMD && (traits & SR_PASS_TRAIT_ASYNC_PHASE)) {
    return SR_LEGALITY_ILLEGAL;
  }
  if (walk->phase == SR_PHASE_ASYNC) {
    return sr_phase_check_streamable(walk, op, traits);
  }
  return SR_LEGALITY_UNDECIDED;
}

static sr_legality_t sr_phase_dialect(const sr_phase_walk_t* walk,
                                      const sr_op_t* op) {
  if (!sr_phase_tensor_inputs_illegal(walk->phase)) return SR_LEGALITY_LEGAL;
  // Tensor dialects must have been converted or outlined into executables;
  // flow survives only inside executables (recursively legal above).
  sr_string_view_t dialect = sr_op_dialect(op);
  if (sr_string_view_equal_cstr(dialect, "tensor") ||
      sr_string_view_equal_cstr(dialect, "linalg") ||
      sr_string_view_equal_cstr(dialect, "flow")) {
    return SR_LEGALITY_ILLEGAL;
  }
  return SR_LEGALITY_LEGAL;
}

static sr_legality_t sr_phase_op_legality(sr_phase_walk_t* walk,
                                          const sr_op_t* op) {
  sr_legality_t legality = sr_phase_specific_op(walk, op);
  if (legality == SR_LEGALITY_UNDECIDED)
    legality = sr_phase_op_checks(walk, op);
  if (legality == SR_LEGALITY_UNDECIDED) legality = sr_phase_dialect(walk, op);
  return legality;
}

// Resources must have had a lifetime assigned from the async phase on.
static bool sr_phase_type_legal(const sr_phase_walk_t* walk,
                                const sr_type_t* type) {
  if (walk->phase != SR_PHASE_ASYNC && walk->phase != SR_PHASE_CMD) {
    return true;
  }
  return !(type && type->kind == SR_TYPE_DIALECT &&
           sr_string_view_equal_cstr(type->dialect.text, "stream.resource<*>"));
}

//===----------------------------------------------------------------------===//
// The walk
//===----------------------------------------------------------------------===//

static void sr_phase_emit_type_error(sr_phase_walk_t* walk, const sr_op_t* op,
                                     const char* where, uint32_t index,
                                     const sr_type_t* type) {
  sr_string_builder_t text;
  sr_string_builder_initialize(walk->diags->allocator, &text);
  sr_print_type_to(type, &text);
  sr_diag_emit_op(walk->diags, walk->context, op, SR_DIAG_ERROR,
                  "%s %u type '%s' illegal for this phase of lowering in the "
                  "stream dialect",
                  where, index, sr_string_builder_cstr(&text));
  if (text.failed) walk->diags->out_of_memory = true;
  sr_string_builder_deinitialize(&text);
}

static sr_walk_result_t sr_phase_visit(void* user_data, sr_op_t* op) {
  sr_phase_walk_t* walk = user_data;
  switch (sr_phase_op_legality(walk, op)) {
    case SR_LEGALITY_RECURSIVELY_LEGAL:
      return SR_WALK_SKIP;
    case SR_LEGALITY_ILLEGAL:
      sr_diag_emit_op(walk->diags, walk->context, op, SR_DIAG_ERROR,
                      "illegal for this phase of lowering in the stream "
                      "dialect; expected to have been converted or removed");
      return SR_WALK_SKIP;
    default:
      break;
  }
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    const sr_value_t* value = sr_op_operand(op, i);
    if (value && !sr_phase_type_legal(walk, value->type)) {
      sr_phase_emit_type_error(walk, op, "operand", i, value->type);
    }
  }
  for (uint32_t i = 0; i < op->num_results; ++i) {
    if (!sr_phase_type_legal(walk, op->results[i].type)) {
      sr_phase_emit_type_error(walk, op, "result", i, op->results[i].type);
    }
  }
  return SR_WALK_ADVANCE;
}

sr_status_t sr_verify_phase(sr_context_t* context, const sr_op_t* module,
                            sr_phase_t phase, sr_diag_list_t* diags) {
  sr_phase_walk_t walk = {context, phase, diags};
  // The walk only reads the IR; the cast is for the shared walker.
  sr_walk_preorder((sr_op_t*)module, sr_phase_visit, &walk);
  return sr_diag_list_status(diags);
}
