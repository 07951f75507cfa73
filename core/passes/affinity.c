// Affinity queries and --iree-stream-verify-affinities (see affinity.h).

#include "core/passes/affinity.h"

#include "core/ir/op_registry.h"
#include "core/passes/diagnostics.h"
#include "core/passes/op_traits.h"
#include "core/passes/walk.h"

bool sr_is_affinity_attr(const sr_attr_t* attr) {
  if (!attr || attr->kind != SR_ATTR_DIALECT) return false;
  sr_string_view_t text = attr->text.text;
  return sr_string_view_starts_with(text, "hal.device.affinity<") ||
         sr_string_view_starts_with(text, "hal.device.promise<") ||
         sr_string_view_starts_with(text, "hal.device.optimal<");
}

static bool sr_is_tensor_type(const sr_type_t* type) {
  return type && (type->kind == SR_TYPE_TENSOR ||
                  type->kind == SR_TYPE_UNRANKED_TENSOR);
}

bool sr_op_requires_affinity(const sr_op_t* op) {
  const sr_pass_op_traits_t* entry = sr_pass_op_traits_lookup(op);
  if (!entry || !(entry->traits & SR_PASS_TRAIT_AFFINITY)) return false;
  switch (entry->affinity_required) {
    case SR_AFFINITY_REQUIRED_ALWAYS:
      return true;
    case SR_AFFINITY_REQUIRED_NEVER:
      return false;
    case SR_AFFINITY_REQUIRED_IF_TENSOR_RESULT:
      // Only constants that hold placed resources (tensors) need one.
      return op->num_results > 0 && sr_is_tensor_type(op->results[0].type);
    case SR_AFFINITY_REQUIRED_IF_TENSOR_GLOBAL: {
      const sr_attr_t* type = sr_op_attr(op, "type");
      return type && type->kind == SR_ATTR_TYPE &&
             sr_is_tensor_type(type->type_value);
    }
  }
  return true;
}

// The lifetime word of a `!stream.resource<lifetime>` type ("" otherwise).
static sr_string_view_t sr_resource_lifetime(const sr_type_t* type) {
  static const char kPrefix[] = "stream.resource<";
  if (!type || type->kind != SR_TYPE_DIALECT ||
      !sr_string_view_starts_with(type->dialect.text, kPrefix)) {
    return sr_make_string_view("", 0);
  }
  size_t begin = sizeof(kPrefix) - 1;
  size_t end = type->dialect.text.size;
  if (end > begin && type->dialect.text.data[end - 1] == '>') --end;
  return sr_make_string_view(type->dialect.text.data + begin, end - begin);
}

static bool sr_lifetime_is(const sr_type_t* type, const char* lifetime) {
  return sr_string_view_equal_cstr(sr_resource_lifetime(type), lifetime);
}

static const sr_attr_t* sr_affinity_named(const sr_op_t* op, const char* name) {
  const sr_attr_t* attr = sr_op_attr(op, name);
  return sr_is_affinity_attr(attr) ? attr : NULL;
}

// stream.async.transfer runs where its execution affinity says, or else on
// whichever side of the transfer the lifetimes point at
// (AsyncTransferOp::getDefaultExecutionAffinityAttr).
static const sr_attr_t* sr_transfer_affinity(const sr_op_t* op) {
  const sr_attr_t* execution = sr_affinity_named(op, "execution_affinity");
  if (execution) return execution;
  if (op->num_operands == 0 || op->num_results == 0) return NULL;
  const sr_type_t* source = sr_op_operand(op, 0)->type;
  const sr_type_t* result = op->results[0].type;
  const sr_attr_t* source_affinity = sr_affinity_named(op, "source_affinity");
  const sr_attr_t* target_affinity = sr_affinity_named(op, "target_affinity");
  if (sr_lifetime_is(source, "staging") && sr_lifetime_is(result, "staging")) {
    return source_affinity;
  }
  if (sr_lifetime_is(source, "external") || sr_lifetime_is(source, "staging")) {
    return target_affinity;
  }
  return source_affinity;
}

const sr_attr_t* sr_op_affinity_attr(const sr_op_t* op) {
  const sr_pass_op_traits_t* entry = sr_pass_op_traits_lookup(op);
  if (!entry || !(entry->traits & SR_PASS_TRAIT_AFFINITY)) return NULL;
  if (sr_op_is(op, "stream.async.transfer")) return sr_transfer_affinity(op);
  return sr_affinity_named(
      op, entry->affinity_attr ? entry->affinity_attr : "affinity");
}

const sr_attr_t* sr_op_lookup_affinity_or_default(const sr_op_t* op) {
  for (const sr_op_t* at = op; at; at = sr_op_parent_op(at)) {
    const sr_attr_t* affinity = sr_op_affinity_attr(at);
    if (!affinity) affinity = sr_affinity_named(at, "stream.affinity");
    if (affinity) return affinity;
  }
  for (const sr_op_t* at = op; at; at = sr_op_parent_op(at)) {
    const sr_attr_t* affinity =
        sr_affinity_named(at, "stream.affinity.default");
    if (affinity) return affinity;
  }
  return NULL;
}

//===----------------------------------------------------------------------===//
// --iree-stream-verify-affinities
//===----------------------------------------------------------------------===//

typedef struct sr_affinity_walk_t {
  sr_context_t* context;
  sr_diag_list_t* diags;
} sr_affinity_walk_t;

static sr_walk_result_t sr_affinity_visit(void* user_data, sr_op_t* op) {
  sr_affinity_walk_t* walk = user_data;
  if (sr_op_is(op, "builtin.module")) return SR_WALK_ADVANCE;
  if (sr_op_requires_affinity(op) && !sr_op_lookup_affinity_or_default(op)) {
    sr_diag_emit_op(walk->diags, walk->context, op, SR_DIAG_ERROR,
                    "does not have an affinity assigned; ensure that the op "
                    "or some ancestor of it has a valid execution affinity "
                    "assigned");
    return SR_WALK_INTERRUPT;
  }
  // Executables and other symbol tables have their own placement rules.
  bool opaque = sr_pass_op_has(op, SR_PASS_TRAIT_OBJECT_LIKE) ||
                sr_op_has_trait(op, SR_OP_TRAIT_SYMBOL_TABLE);
  return opaque ? SR_WALK_SKIP : SR_WALK_ADVANCE;
}

sr_status_t sr_verify_affinities(sr_context_t* context, const sr_op_t* module,
                                 sr_diag_list_t* diags) {
  sr_affinity_walk_t walk = {context, diags};
  sr_walk_preorder((sr_op_t*)module, sr_affinity_visit, &walk);
  return sr_diag_list_status(diags);
}
