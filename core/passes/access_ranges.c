// Access ranges, resource sizes and their verifier (see access_ranges.h).
//
// Operands are found by their ODS group names (sr_op_group_by_name), which
// are the names IREE's getters use: getTargetOffset() is group
// "target_offset", and so on.

#include "core/passes/access_ranges.h"

#include <inttypes.h>
#include <string.h>

#include "core/base/string_builder.h"
#include "core/dialects/op_schema.h"
#include "core/passes/diagnostics.h"
#include "core/passes/op_traits.h"
#include "core/passes/value_name.h"
#include "core/passes/walk.h"

//===----------------------------------------------------------------------===//
// Operand groups
//===----------------------------------------------------------------------===//

// Value |i| of operand (or result) group |group| of |op|, or NULL.
static sr_value_t* sr_group_value(const sr_op_t* op, bool results,
                                  const char* group, uint32_t i) {
  uint32_t begin = 0, count = 0;
  if (!group || !sr_op_group_by_name(op, results, group, &begin, &count) ||
      i >= count) {
    return NULL;
  }
  return results ? &((sr_op_t*)op)->results[begin + i]
                 : op->operands[begin + i].value;
}

static bool sr_is_resource_type(const sr_type_t* type) {
  return type && sr_type_is_dialect(type, "stream.resource");
}

// Util's SizeAwareTypeInterface: the types whose values come with sizes.
static bool sr_is_size_aware_type(const sr_type_t* type) {
  return sr_is_resource_type(type) ||
         (type && sr_type_is_dialect(type, "util.buffer"));
}

//===----------------------------------------------------------------------===//
// AsyncAccessOpInterface
//===----------------------------------------------------------------------===//

// One fixed access of an op: groups named as in StreamOps.td; a resource
// starting with '=' is a result group. NULL bounds are unknown.
typedef struct sr_access_spec_t {
  uint32_t access;
  const char* resource;
  const char* start;
  const char* end;
  const char* length;
} sr_access_spec_t;

typedef struct sr_access_op_spec_t {
  const char* name;
  sr_access_spec_t ranges[3];
} sr_access_op_spec_t;

#define R SR_ACCESS_READ
#define W SR_ACCESS_WRITE

// Transcribed from the getAsyncAccessRanges methods in StreamOps.cpp.
static const sr_access_op_spec_t sr_access_op_specs[] = {
    {"stream.async.clone",
     {{R, "source", NULL, "source_size", "source_size"},
      {W, "=result", NULL, "result_size", "result_size"}}},
    {"stream.async.collective",
     {{R, "source", "source_offset", "source_end", "source_length"},
      {W, "target", "target_offset", "target_end", "target_length"},
      {W, "=result", "target_offset", "target_end", "target_length"}}},
    {"stream.async.constant",
     {{W, "=result", NULL, "result_size", "result_size"}}},
    {"stream.async.copy",
     {{R, "source", "source_offset", "source_end", "length"},
      {W, "target", "target_offset", "target_end", "length"},
      {W, "=result", "target_offset", "target_end", "length"}}},
    {"stream.async.fill",
     {{W, "target", "target_offset", "target_end", "target_length"},
      {W, "=result", "target_offset", "target_end", "target_length"}}},
    {"stream.async.parameter.gather",
     {{W, "target", NULL, "target_size", "target_size"},
      {W, "=result", NULL, "target_size", "target_size"}}},
    {"stream.async.parameter.load",
     {{W, "=result", NULL, "result_size", "result_size"}}},
    {"stream.async.parameter.read",
     {{W, "target", "target_offset", "target_end", "target_length"},
      {W, "=result", "target_offset", "target_end", "target_length"}}},
    {"stream.async.parameter.scatter",
     {{R, "source", NULL, "source_size", "source_size"},
      {R, "=result", NULL, "source_size", "source_size"}}},
    {"stream.async.parameter.write",
     {{R, "source", "source_offset", "source_end", "source_length"},
      {R, "=result", "source_offset", "source_end", "source_length"}}},
    {"stream.async.slice",
     {{R, "source", "source_offset", "source_end", "result_size"},
      {W, "=result", NULL, "result_size", "result_size"}}},
    {"stream.async.splat",
     {{W, "=result", NULL, "result_size", "result_size"}}},
    {"stream.async.transfer",
     {{R, "source", NULL, "source_size", "source_size"},
      {W, "=result", NULL, "result_size", "result_size"}}},
    {"stream.async.update",
     {{R, "update", NULL, "update_size", "update_size"},
      {W, "target", "target_offset", "target_end", "update_size"},
      {W, "=result", "target_offset", "target_end", "update_size"}}},
};

#undef R
#undef W

static void sr_access_from_spec(const sr_op_t* op, const sr_access_spec_t* spec,
                                sr_access_range_fn_t fn, void* user_data) {
  bool result = spec->resource[0] == '=';
  sr_access_range_t range = {
      .access = spec->access,
      .resource = sr_group_value(
          op, result, result ? spec->resource + 1 : spec->resource, 0),
      .start = sr_group_value(op, false, spec->start, 0),
      .end = sr_group_value(op, false, spec->end, 0),
      .length = sr_group_value(op, false, spec->length, 0),
  };
  if (range.resource) fn(user_data, &range);
}

// Result |r|'s entry in `tied_operands`: the index of the tied operand
// within the op's tied operand group, or -1 when untied.
static int64_t sr_tied_operand_of(const sr_op_t* op, uint32_t r) {
  const sr_attr_t* tied = sr_op_attr(op, "tied_operands");
  if (!tied || tied->kind != SR_ATTR_ARRAY || r >= tied->array.count ||
      tied->array.elements[r]->kind != SR_ATTR_INTEGER) {
    return -1;
  }
  return sr_attr_int_value(tied->array.elements[r]);
}

// Ranges of ops whose resource operands come with per-operand bounds
// (dispatch and call: offsets/ends/lengths) or whole sizes (execute and
// concurrent): each resource operand is read (and written when a result is
// tied to it), the tied results take the same range, and untied results are
// written whole.
static void sr_access_operand_list(const sr_op_t* op, bool has_bounds,
                                   sr_access_range_fn_t fn, void* user_data) {
  uint32_t begin = 0, count = 0, results_begin = 0, num_results = 0;
  if (!sr_op_group_by_name(op, false, "resource_operands", &begin, &count) ||
      !sr_op_group_by_name(op, true, "results", &results_begin, &num_results)) {
    return;
  }
  uint32_t range_index = 0;
  for (uint32_t i = 0; i < count; ++i) {
    sr_value_t* operand = op->operands[begin + i].value;
    if (!operand || !sr_is_resource_type(operand->type)) continue;
    sr_access_range_t range = {.access = SR_ACCESS_READ, .resource = operand};
    for (uint32_t r = 0; r < num_results; ++r) {
      if (sr_tied_operand_of(op, r) == (int64_t)i) {
        range.access |= SR_ACCESS_WRITE;
      }
    }
    if (has_bounds) {
      range.start =
          sr_group_value(op, false, "resource_operand_offsets", range_index);
      range.end =
          sr_group_value(op, false, "resource_operand_ends", range_index);
      range.length =
          sr_group_value(op, false, "resource_operand_lengths", range_index);
      ++range_index;
    } else {
      // Execution regions pair every resource operand with a size.
      range.end = range.length =
          sr_group_value(op, false, "resource_operand_sizes", i);
    }
    fn(user_data, &range);
    for (uint32_t r = 0; r < num_results; ++r) {
      if (sr_tied_operand_of(op, r) != (int64_t)i) continue;
      range.resource = &((sr_op_t*)op)->results[results_begin + r];
      fn(user_data, &range);
    }
  }
  for (uint32_t r = 0; r < num_results; ++r) {
    if (sr_tied_operand_of(op, r) >= 0) continue;
    sr_value_t* size = sr_group_value(op, false, "result_sizes", r);
    sr_access_range_t range = {
        .access = SR_ACCESS_WRITE,
        .resource = &((sr_op_t*)op)->results[results_begin + r],
        .end = size,
        .length = size,
    };
    fn(user_data, &range);
  }
}

void sr_async_access_ranges(const sr_op_t* op, sr_access_range_fn_t fn,
                            void* user_data) {
  if (!sr_pass_op_has(op, SR_PASS_TRAIT_ASYNC_ACCESS)) return;
  if (sr_op_is(op, "stream.async.dispatch") ||
      sr_op_is(op, "stream.async.call")) {
    sr_access_operand_list(op, true, fn, user_data);
    return;
  }
  if (sr_op_is(op, "stream.async.execute") ||
      sr_op_is(op, "stream.async.concurrent")) {
    sr_access_operand_list(op, false, fn, user_data);
    return;
  }
  size_t count = sizeof(sr_access_op_specs) / sizeof(sr_access_op_specs[0]);
  for (size_t i = 0; i < count; ++i) {
    if (!sr_op_is(op, sr_access_op_specs[i].name)) continue;
    for (uint32_t r = 0; r < 3 && sr_access_op_specs[i].ranges[r].resource;
         ++r) {
      sr_access_from_spec(op, &sr_access_op_specs[i].ranges[r], fn, user_data);
    }
    return;
  }
}

//===----------------------------------------------------------------------===//
// Sizes (SizeAwareOpInterface)
//===----------------------------------------------------------------------===//

// The size in |sizes| that belongs to value |index| of |values| (both
// operand groups, or a result and an operand group): sizes are listed for
// the size-aware values only (IREE's findValueSizeInList).
static sr_value_t* sr_size_in_list(const sr_op_t* op, bool values_are_results,
                                   const char* values, uint32_t index,
                                   const char* sizes) {
  uint32_t size_index = 0;
  for (uint32_t i = 0; i < index; ++i) {
    sr_value_t* value = sr_group_value(op, values_are_results, values, i);
    if (value && sr_is_size_aware_type(value->type)) ++size_index;
  }
  return sr_group_value(op, false, sizes, size_index);
}

// The group of |op| among |names| that holds operand (or result) |index|;
// sets |*out_offset| to its position within the group.
static const char* sr_group_of(const sr_op_t* op, bool results, uint32_t index,
                               const char* const* names, uint32_t* out_offset) {
  for (const char* const* name = names; *name; ++name) {
    uint32_t begin = 0, count = 0;
    if (sr_op_group_by_name(op, results, *name, &begin, &count) &&
        index >= begin && index < begin + count) {
      *out_offset = index - begin;
      return *name;
    }
  }
  return NULL;
}

// getOperandSize: single resource operands pair with `<group>_size`, lists
// with `<singular>_sizes`.
static sr_value_t* sr_operand_size(const sr_op_t* op, uint32_t index) {
  static const char* const kSingle[] = {
      "source", "target", "update", "operand", "resource", "storage", NULL};
  static const char* const kLists[] = {"resource_operands", "resources",
                                       "mixed_operands", NULL};
  uint32_t offset = 0;
  const char* group = sr_group_of(op, false, index, kSingle, &offset);
  if (group) {
    // stream.resource.size is the op that asks: its result is the size.
    if (sr_op_is(op, "stream.resource.size")) {
      return op->num_results ? &((sr_op_t*)op)->results[0] : NULL;
    }
    char name[32];
    snprintf(name, sizeof(name), "%s_size", group);
    sr_value_t* size = sr_group_value(op, false, name, 0);
    // stream.async.barrier names its only size plainly.
    return size ? size : sr_group_value(op, false, "size", 0);
  }
  group = sr_group_of(op, false, index, kLists, &offset);
  if (!group) return NULL;
  const char* sizes = !strcmp(group, "resource_operands")
                          ? "resource_operand_sizes"
                      : !strcmp(group, "resources") ? "resource_sizes"
                                                    : "operand_sizes";
  return sr_size_in_list(op, false, group, offset, sizes);
}

// getResultSize: `result` has its own size, or (tied, allocated) the size
// of what it aliases or allocates; `results` pair with `result_sizes`
// (stream.timepoint.await: with the awaited resources' sizes).
static sr_value_t* sr_result_size(const sr_op_t* op, uint32_t index) {
  static const char* const kSingle[] = {"result", NULL};
  static const char* const kLists[] = {"results", NULL};
  static const char* const kSingleSizes[] = {
      "result_size", "storage_size", "target_size", "resource_size",
      "source_size", "size",         NULL};
  uint32_t offset = 0;
  if (sr_group_of(op, true, index, kSingle, &offset)) {
    for (const char* const* size = kSingleSizes; *size; ++size) {
      sr_value_t* value = sr_group_value(op, false, *size, 0);
      if (value) return value;
    }
    return NULL;
  }
  if (!sr_group_of(op, true, index, kLists, &offset)) return NULL;
  const char* sizes = sr_op_is(op, "stream.timepoint.await")
                          ? "resource_operand_sizes"
                          : "result_sizes";
  return sr_size_in_list(op, true, "results", offset, sizes);
}

// The op owning the block |value| is defined in, and that block.
static sr_block_t* sr_value_block(const sr_value_t* value) {
  return value->kind == SR_VALUE_RESULT ? value->owner.op->parent
                                        : value->owner.block;
}

static bool sr_op_is_ancestor_or_self(const sr_op_t* ancestor,
                                      const sr_op_t* op) {
  for (; op; op = sr_op_parent_op(op)) {
    if (op == ancestor) return true;
  }
  return false;
}

// IREE's isValueUsableForOp: |value| is visible just before |at|. Blocks
// of one region other than the entry block are not analyzed (IREE computes
// dominance there; the access ops we check live in single-block regions).
static bool sr_value_usable_at(const sr_value_t* value, const sr_op_t* at) {
  sr_block_t* block = at->parent;
  sr_block_t* defining = sr_value_block(value);
  if (!block || !defining) return false;
  if (defining == block) {
    if (value->kind != SR_VALUE_RESULT) return true;
    for (const sr_op_t* op = value->owner.op; op; op = op->next) {
      if (op == at) return true;
    }
    return false;
  }
  const sr_op_t* defining_owner = sr_block_parent_op(defining);
  return sr_block_is_entry(defining) && defining_owner &&
         sr_op_is_ancestor_or_self(defining_owner, sr_block_parent_op(block));
}

sr_value_t* sr_find_resource_size(sr_value_t* resource, const sr_op_t* at) {
  // The producer knows the size it made. (IREE also follows tied results
  // of producers that are not size-aware; every tied Stream op is.)
  if (resource->kind == SR_VALUE_RESULT &&
      sr_pass_op_has(resource->owner.op, SR_PASS_TRAIT_SIZE_AWARE)) {
    return sr_result_size(resource->owner.op, resource->index);
  }
  for (sr_operand_t* use = resource->first_use; use; use = use->next_use) {
    const sr_op_t* user = use->owner;
    if (!sr_pass_op_has(user, SR_PASS_TRAIT_SIZE_AWARE)) continue;
    sr_value_t* size = sr_operand_size(user, (uint32_t)(use - user->operands));
    if (size && sr_value_usable_at(size, at)) return size;
  }
  return NULL;
}

bool sr_match_constant_int(const sr_value_t* value, int64_t* out_value) {
  if (!value || value->kind != SR_VALUE_RESULT) return false;
  const sr_op_t* op = value->owner.op;
  if (!sr_op_is(op, "arith.constant")) return false;
  const sr_attr_t* attr = sr_op_attr(op, "value");
  if (!attr || attr->kind != SR_ATTR_INTEGER) return false;
  *out_value = sr_attr_int_value(attr);
  return true;
}

//===----------------------------------------------------------------------===//
// --iree-stream-verify-async-access-ranges
//===----------------------------------------------------------------------===//

typedef struct sr_access_check_t {
  sr_context_t* context;
  sr_op_t* module;
  sr_op_t* op;
  sr_diag_list_t* diags;
  bool failed;
} sr_access_check_t;

typedef struct sr_optional_int_t {
  bool known;
  int64_t value;
} sr_optional_int_t;

static sr_optional_int_t sr_constant_of(const sr_value_t* value) {
  sr_optional_int_t result = {false, 0};
  result.known = sr_match_constant_int(value, &result.value);
  return result;
}

static void sr_append_optional(sr_string_builder_t* out, sr_optional_int_t v) {
  if (v.known) {
    sr_string_builder_appendf(out, "%" PRId64, v.value);
  } else {
    sr_string_builder_append_char(out, '?');
  }
}

// The first violated bound, in IREE's order, or NULL.
static const char* sr_range_violation(sr_optional_int_t start,
                                      sr_optional_int_t end,
                                      sr_optional_int_t length,
                                      sr_optional_int_t size) {
  if (start.known && end.known && start.value > end.value) {
    return "start > end";
  }
  if (length.known && end.known && length.value > end.value) {
    return "length > end";
  }
  if (start.known && length.known && end.known &&
      start.value + length.value != end.value) {
    return "start + length != end";
  }
  if (size.known) {
    if (start.known && start.value > size.value) {
      return "start > resource size";
    }
    if (length.known && length.value > size.value) {
      return "length > resource size";
    }
    if (end.known && end.value > size.value) return "end > resource size";
  }
  return NULL;
}

static const char* sr_access_name(uint32_t access) {
  switch (access) {
    case SR_ACCESS_READ:
      return "Read";
    case SR_ACCESS_WRITE:
      return "Write";
    case SR_ACCESS_READ | SR_ACCESS_WRITE:
      return "Read|Write";
  }
  return "None";
}

static void sr_check_range(void* user_data, const sr_access_range_t* range) {
  sr_access_check_t* check = user_data;
  sr_optional_int_t start = sr_constant_of(range->start);
  sr_optional_int_t end = sr_constant_of(range->end);
  sr_optional_int_t length = sr_constant_of(range->length);
  sr_optional_int_t size =
      sr_constant_of(sr_find_resource_size(range->resource, check->op));
  const char* violation = sr_range_violation(start, end, length, size);
  if (!violation) return;
  check->failed = true;
  sr_string_builder_t text;
  sr_string_builder_initialize(check->diags->allocator, &text);
  sr_string_builder_appendf(&text, "has invalid %s access range [",
                            sr_access_name(range->access));
  sr_append_optional(&text, start);
  sr_string_builder_append_cstr(&text, " to ");
  sr_append_optional(&text, end);
  sr_string_builder_append_cstr(&text, " for ");
  sr_append_optional(&text, length);
  sr_string_builder_append_cstr(&text, "] of resource ");
  sr_value_name(check->context, check->module, check->op, range->resource,
                &text);
  sr_string_builder_append_cstr(&text, " with size ");
  sr_append_optional(&text, size);
  sr_string_builder_appendf(&text, "; %s", violation);
  if (text.failed) check->diags->out_of_memory = true;
  sr_diag_emit_op(check->diags, check->context, check->op, SR_DIAG_ERROR, "%s",
                  sr_string_builder_cstr(&text));
  sr_string_builder_deinitialize(&text);
}

static sr_walk_result_t sr_access_visit(void* user_data, sr_op_t* op) {
  sr_access_check_t* check = user_data;
  if (!sr_pass_op_has(op, SR_PASS_TRAIT_ASYNC_ACCESS)) return SR_WALK_ADVANCE;
  // Every bad range of an op is reported; the walk stops after that op.
  check->op = op;
  sr_async_access_ranges(op, sr_check_range, check);
  return check->failed ? SR_WALK_INTERRUPT : SR_WALK_ADVANCE;
}

sr_status_t sr_verify_async_access_ranges(sr_context_t* context,
                                          sr_op_t* module,
                                          sr_diag_list_t* diags) {
  sr_access_check_t check = {context, module, NULL, diags, false};
  sr_walk_postorder(module, sr_access_visit, &check);
  return sr_diag_list_status(diags);
}
