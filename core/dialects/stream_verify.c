// Stream op verifiers: parent constraints and the op-specific invariants of
// IREE's StreamOps.cpp that matter when the program runs.
//
// The generic checks of every spec (format.c: group sizes, fixed types,
// attribute kinds, region counts) have already passed when these run, so
// group ranges can be trusted here.
//
// Most of IREE's verifiers are the same two checks over different groups:
// every size-aware value has its size (verifyOpValueSizes) and every `?` of
// a tensor encoding has its dimension value (verifyOpDynamicDims). The table
// at the end names those groups per op, in IREE's order (dimensions first,
// then sizes), and adds a function for whatever else the op checks.

#include "core/dialects/stream_verify.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dialects/format.h"
#include "core/ir/verifier.h"
#include "core/print/printer.h"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

void sr__stream_type_text(const sr_type_t* type, char* buffer, size_t size) {
  sr_string_builder_t b;
  sr_string_builder_initialize(sr_allocator_system(), &b);
  sr_print_type_to(type, &b);
  snprintf(buffer, size, "%s", b.data ? b.data : "");
  sr_string_builder_deinitialize(&b);
}

static void sr_attr_text(const sr_attr_t* attr, char* buffer, size_t size) {
  sr_string_builder_t b;
  sr_string_builder_initialize(sr_allocator_system(), &b);
  sr_print_attr_to(attr, &b);
  snprintf(buffer, size, "%s", b.data ? b.data : "");
  sr_string_builder_deinitialize(&b);
}

sr__stream_values_t sr__stream_operands(const sr_op_t* op, uint32_t group) {
  sr__stream_values_t values = {op, false, 0, 0};
  sr_op_operand_group(op, group, &values.begin, &values.count);
  return values;
}

sr__stream_values_t sr__stream_results(const sr_op_t* op, uint32_t group) {
  sr__stream_values_t values = {op, true, 0, 0};
  sr_op_result_group(op, group, &values.begin, &values.count);
  return values;
}

sr__stream_values_t sr__stream_operands_named(const sr_op_t* op,
                                              const char* name) {
  sr__stream_values_t values = {op, false, 0, 0};
  sr_op_group_by_name(op, false, name, &values.begin, &values.count);
  return values;
}

sr__stream_values_t sr__stream_results_named(const sr_op_t* op,
                                             const char* name) {
  sr__stream_values_t values = {op, true, 0, 0};
  sr_op_group_by_name(op, true, name, &values.begin, &values.count);
  return values;
}

const sr_value_t* sr__stream_value(sr__stream_values_t values, uint32_t i) {
  return values.results ? &values.op->results[values.begin + i]
                        : values.op->operands[values.begin + i].value;
}

// A group of the per-op table: an operand group index of the op's schema,
// or a result group index with SR_SV_RESULT_BIT set.
#define SR_SV_RESULT_BIT 0x80u
#define SR_SV_OPERANDS(group) ((uint8_t)(group))
#define SR_SV_RESULTS(group) ((uint8_t)(SR_SV_RESULT_BIT | (group)))

static sr__stream_values_t sr_group_at(const sr_op_t* op, uint8_t group) {
  sr__stream_values_t values = {op, (group & SR_SV_RESULT_BIT) != 0, 0, 0};
  uint32_t index = group & ~SR_SV_RESULT_BIT;
  if (values.results) {
    sr_op_result_group(op, index, &values.begin, &values.count);
  } else {
    sr_op_operand_group(op, index, &values.begin, &values.count);
  }
  return values;
}

bool sr__stream_is_resource(const sr_type_t* type) {
  return sr_type_is_dialect(type, "stream.resource");
}

// IREE's SizeAwareTypeInterface: the types whose values carry a byte size
// beside them.
static bool sr_is_size_aware(const sr_type_t* type) {
  return sr__stream_is_resource(type) ||
         sr_type_is_dialect(type, "util.buffer");
}

// MLIR's ShapedType::getNumDynamicDims; 0 for anything not shaped.
static uint32_t sr_dynamic_dim_count(const sr_type_t* type) {
  if (!type || !sr_type_is_ranked(type)) return 0;
  uint32_t count = 0;
  for (uint32_t i = 0; i < type->shaped.rank; ++i) {
    count += type->shaped.dims[i] == SR_DYNAMIC_DIM;
  }
  return count;
}

static uint32_t sr_rank(const sr_type_t* type) {
  return type && sr_type_is_ranked(type) ? type->shaped.rank : 0;
}

// The type held by type attribute |name| of |op| (NULL if absent).
static const sr_type_t* sr_type_attr(const sr_op_t* op, const char* name) {
  const sr_attr_t* attr = sr_op_attr(op, name);
  return attr && attr->kind == SR_ATTR_TYPE ? attr->type_value : NULL;
}

static uint32_t sr_array_count(const sr_op_t* op, const char* name) {
  const sr_attr_t* attr = sr_op_attr(op, name);
  return attr && attr->kind == SR_ATTR_ARRAY ? attr->array.count : 0;
}

//===----------------------------------------------------------------------===//
// Sizes and dynamic dimensions
//===----------------------------------------------------------------------===//

sr_status_t sr__stream_verify_value_sizes(sr_context_t* context,
                                          const sr_op_t* op,
                                          sr__stream_values_t values,
                                          sr__stream_values_t sizes) {
  uint32_t required = 0;
  for (uint32_t i = 0; i < values.count; ++i) {
    required += sr_is_size_aware(sr__stream_value(values, i)->type);
  }
  if (sizes.count == required) return sr_ok_status();
  // IREE says "dynamic dimensions" here too (one helper's text copied from
  // the other).
  return sr_verify_op_error(context, op,
                            "value set has %u dynamic dimensions but only %u "
                            "dimension values are attached",
                            required, sizes.count);
}

// IREE's verifyOpDynamicDims over |required| dynamic dimensions.
static sr_status_t sr_verify_dim_count(sr_context_t* context, const sr_op_t* op,
                                       uint32_t required, uint32_t attached) {
  if (attached == required) return sr_ok_status();
  return sr_verify_op_error(context, op,
                            "type set has %u dynamic dimensions but only %u "
                            "dimension values are attached",
                            required, attached);
}

// verifyOpValueSizes of group |values| with operand group |sizes|.
static sr_status_t sr_check_sizes_pair(sr_context_t* context, const sr_op_t* op,
                                       uint8_t values, uint8_t sizes) {
  return sr__stream_verify_value_sizes(context, op, sr_group_at(op, values),
                                       sr_group_at(op, sizes));
}

// verifyOpDynamicDims of type attribute |encoding| with operand group
// |dims|.
static sr_status_t sr_check_dims_pair(sr_context_t* context, const sr_op_t* op,
                                      const char* encoding, uint8_t dims) {
  uint32_t required = sr_dynamic_dim_count(sr_type_attr(op, encoding));
  return sr_verify_dim_count(context, op, required,
                             sr_group_at(op, SR_SV_OPERANDS(dims)).count);
}

//===----------------------------------------------------------------------===//
// stream.resource.*
//===----------------------------------------------------------------------===//

static sr_status_t sr_verify_resource_pack(sr_context_t* context,
                                           const sr_op_t* op) {
  uint32_t slices =
      sr__stream_results(op, SR_STREAM_RESOURCE_PACK_PACKED_OFFSETS).count;
  if (sr_array_count(op, "lifetime_intervals") != slices * 2) {
    return sr_verify_op_error(context, op,
                              "requires a [start, end] range for each slice");
  }
  if (sr__stream_operands(op, SR_STREAM_RESOURCE_PACK_DYNAMIC_SLICE_SIZES)
          .count != slices) {
    return sr_verify_op_error(context, op, "requires a size for each slice");
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_resource_constants(sr_context_t* context,
                                                const sr_op_t* op) {
  sr__stream_values_t results =
      sr__stream_results(op, SR_STREAM_RESOURCE_CONSTANTS_RESULTS);
  if (sr__stream_operands(op, SR_STREAM_RESOURCE_CONSTANTS_RESULT_SIZES)
              .count != results.count ||
      sr_array_count(op, "values") != results.count) {
    return sr_verify_op_error(context, op, "mismatched constant/result counts");
  }
  for (uint32_t i = 1; i < results.count; ++i) {
    if (sr__stream_value(results, i)->type !=
        sr__stream_value(results, 0)->type) {
      return sr_verify_op_error(context, op,
                                "all results must be of the same type");
    }
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// stream.tensor.*
//===----------------------------------------------------------------------===//

// tensor.clone also requires IREE::Encoding::SerializableAttr::areCompatible
// of the two encodings; that asks an interface of the encoding attributes,
// which are opaque text here, so it is not checked.

static sr_status_t sr_verify_tensor_slice(sr_context_t* context,
                                          const sr_op_t* op) {
  uint32_t rank = sr_rank(sr_type_attr(op, "source_encoding"));
  if (sr__stream_operands(op, SR_STREAM_TENSOR_SLICE_START_INDICES).count !=
          rank ||
      sr__stream_operands(op, SR_STREAM_TENSOR_SLICE_LENGTHS).count != rank) {
    return sr_verify_op_error(context, op,
                              "start_indices/lengths rank mismatch");
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_tensor_indices(sr_context_t* context,
                                            const sr_op_t* op,
                                            const char* encoding) {
  uint32_t rank = sr_rank(sr_type_attr(op, encoding));
  if (sr__stream_operands_named(op, "indices").count != rank) {
    return sr_verify_op_error(context, op, "indices rank mismatch");
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_tensor_load(sr_context_t* context,
                                         const sr_op_t* op) {
  return sr_verify_tensor_indices(context, op, "source_encoding");
}

static sr_status_t sr_verify_tensor_store(sr_context_t* context,
                                          const sr_op_t* op) {
  return sr_verify_tensor_indices(context, op, "target_encoding");
}

// Each traced resource has an encoding and a size, and its encoding's `?`
// dimensions take the next values of resource_encoding_dims.
static sr_status_t sr_verify_tensor_trace(sr_context_t* context,
                                          const sr_op_t* op) {
  sr__stream_values_t resources =
      sr__stream_operands(op, SR_STREAM_TENSOR_TRACE_RESOURCES);
  sr__stream_values_t sizes =
      sr__stream_operands(op, SR_STREAM_TENSOR_TRACE_RESOURCE_SIZES);
  const sr_attr_t* encodings = sr_op_attr(op, "resource_encodings");
  if (sizes.count != resources.count ||
      sr_array_count(op, "resource_encodings") != resources.count) {
    return sr_verify_op_error(context, op,
                              "each resource needs a matching resource "
                              "encoding and size (array length mismatch)");
  }
  uint32_t dims_left =
      sr__stream_operands(op, SR_STREAM_TENSOR_TRACE_RESOURCE_ENCODING_DIMS)
          .count;
  for (uint32_t i = 0; i < resources.count; ++i) {
    const sr_attr_t* encoding = encodings->array.elements[i];
    uint32_t required = sr_dynamic_dim_count(
        encoding->kind == SR_ATTR_TYPE ? encoding->type_value : NULL);
    uint32_t taken = required < dims_left ? required : dims_left;
    SR_RETURN_IF_ERROR(sr_verify_dim_count(context, op, required, taken));
    dims_left -= taken;
    sr__stream_values_t resource = {op, false, resources.begin + i, 1};
    sr__stream_values_t size = {op, false, sizes.begin + i, 1};
    SR_RETURN_IF_ERROR(
        sr__stream_verify_value_sizes(context, op, resource, size));
  }
  return sr_ok_status();
}

// IREE's verifyOpDynamicDimsRange: the `?` dimensions of every type in
// array attribute |types| against operand group |dims|.
static sr_status_t sr_verify_dims_range(sr_context_t* context,
                                        const sr_op_t* op, const char* types,
                                        const char* dims) {
  const sr_attr_t* array = sr_op_attr(op, types);
  uint32_t required = 0;
  for (uint32_t i = 0; array && i < array->array.count; ++i) {
    const sr_attr_t* element = array->array.elements[i];
    if (element->kind == SR_ATTR_TYPE) {
      required += sr_dynamic_dim_count(element->type_value);
    }
  }
  return sr_verify_dim_count(context, op, required,
                             sr__stream_operands_named(op, dims).count);
}

// IREE's verifyTiedOperandEncodings: a result tied to an operand keeps the
// operand's encoding.
static sr_status_t sr_verify_tied_encodings(sr_context_t* context,
                                            const sr_op_t* op) {
  const sr_attr_t* tied = sr_op_attr(op, "tied_operands");
  const sr_attr_t* operands = sr_op_attr(op, "operand_encodings");
  const sr_attr_t* results = sr_op_attr(op, "result_encodings");
  if (!tied || tied->kind != SR_ATTR_ARRAY) return sr_ok_status();
  uint32_t num_results = sr__stream_results_named(op, "results").count;
  for (uint32_t i = 0; i < results->array.count; ++i) {
    // Entries past the results or untied (-1) tie nothing.
    if (i >= tied->array.count || i >= num_results) break;
    int64_t value = sr_attr_int_value(tied->array.elements[i]);
    if (value == -1) continue;
    // IREE computes the index unsigned, so negative ones are out of range.
    uint32_t index = (uint32_t)value;
    if (index >= operands->array.count) {
      return sr_verify_op_error(context, op,
                                "tied operand index %u is out of range of "
                                "the %u operand encoding(s)",
                                index, operands->array.count);
    }
    const sr_attr_t* expected = operands->array.elements[index];
    const sr_attr_t* actual = results->array.elements[i];
    if (expected == actual) continue;
    char e[256], a[256];
    sr_attr_text(expected, e, sizeof(e));
    sr_attr_text(actual, a, sizeof(a));
    // emitError, not emitOpError: no op name in front.
    return sr_context_make_status_at(
        context, op->pos, SR_STATUS_INVALID_ARGUMENT,
        "the %u-th operandEncoding (%s) does not match the resultEncoding "
        "(%s)",
        index, e, a);
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_tensor_dispatch(sr_context_t* context,
                                             const sr_op_t* op) {
  SR_RETURN_IF_ERROR(sr_verify_dims_range(context, op, "operand_encodings",
                                          "operand_encoding_dims"));
  SR_RETURN_IF_ERROR(sr_verify_dims_range(context, op, "result_encodings",
                                          "result_encoding_dims"));
  SR_RETURN_IF_ERROR(sr_verify_tied_encodings(context, op));
  SR_RETURN_IF_ERROR(sr__stream_verify_tied_operands(
      context, op, "mixed_operands", "results"));
  return sr__stream_verify_dispatch_symbols(context, op);
}

//===----------------------------------------------------------------------===//
// stream.async.*
//===----------------------------------------------------------------------===//

static sr_status_t sr_verify_async_cast(sr_context_t* context,
                                        const sr_op_t* op) {
  sr__stream_values_t source =
      sr__stream_operands(op, SR_STREAM_ASYNC_CAST_SOURCE_SIZE);
  sr__stream_values_t result =
      sr__stream_operands(op, SR_STREAM_ASYNC_CAST_RESULT_SIZE);
  if (sr__stream_value(source, 0) != sr__stream_value(result, 0)) {
    return sr_verify_op_error(
        context, op, "source and result sizes must be equal (tied storage)");
  }
  return sr_ok_status();
}

// ODS's type constraint on a fill pattern: Stream_FillPatternType (i8, i16,
// i32, i64) for async.splat/fill, Stream_NativeFillPatternType (no i64) for
// cmd.fill, with MLIR's message (operand # is the generic operand index).
static sr_status_t sr_verify_fill_pattern(sr_context_t* context,
                                          const sr_op_t* op, bool allow_i64) {
  sr__stream_values_t value = sr__stream_operands_named(op, "value");
  const sr_value_t* v = sr__stream_value(value, 0);
  if (!v) return sr_ok_status();
  const sr_type_t* type = v->type;
  if (type->kind == SR_TYPE_INTEGER &&
      type->integer.signedness == SR_SIGNLESS &&
      (type->integer.width == 8 || type->integer.width == 16 ||
       type->integer.width == 32 || (allow_i64 && type->integer.width == 64))) {
    return sr_ok_status();
  }
  char text[128];
  sr__stream_type_text(type, text, sizeof(text));
  return sr_verify_op_error(
      context, op,
      "operand #%u must be 8-bit signless integer or 16-bit signless integer "
      "or 32-bit signless integer%s, but got '%s'",
      value.begin, allow_i64 ? " or 64-bit signless integer" : "", text);
}

static sr_status_t sr_verify_async_fill_pattern(sr_context_t* context,
                                                const sr_op_t* op) {
  return sr_verify_fill_pattern(context, op, true);
}

static sr_status_t sr_verify_cmd_fill_pattern(sr_context_t* context,
                                              const sr_op_t* op) {
  return sr_verify_fill_pattern(context, op, false);
}

typedef enum sr_collective_kind_e {
  SR_COLLECTIVE_OTHER = 0,
  SR_COLLECTIVE_BROADCAST,
  SR_COLLECTIVE_REDUCE,
  SR_COLLECTIVE_SEND,
  SR_COLLECTIVE_RECV,
  SR_COLLECTIVE_SEND_RECV,
} sr_collective_kind_t;

// The kind of `#stream.collective<kind ...>` attribute |name| of |op|.
static sr_collective_kind_t sr_collective_kind(const sr_op_t* op) {
  const sr_attr_t* attr = sr_op_attr(op, "op");
  if (!attr || attr->kind != SR_ATTR_DIALECT) return SR_COLLECTIVE_OTHER;
  sr_string_view_t text = attr->text.text;
  const char* open = memchr(text.data, '<', text.size);
  if (!open) return SR_COLLECTIVE_OTHER;
  const char* p = open + 1;
  const char* end = text.data + text.size;
  while (p < end && *p == ' ') ++p;
  const char* word = p;
  while (p < end && (*p == '_' || (*p >= 'a' && *p <= 'z'))) ++p;
  sr_string_view_t kind = sr_make_string_view(word, (size_t)(p - word));
  static const struct {
    const char* name;
    sr_collective_kind_t kind;
  } kKinds[] = {
      {"broadcast", SR_COLLECTIVE_BROADCAST}, {"reduce", SR_COLLECTIVE_REDUCE},
      {"send", SR_COLLECTIVE_SEND},           {"recv", SR_COLLECTIVE_RECV},
      {"send_recv", SR_COLLECTIVE_SEND_RECV},
  };
  for (size_t i = 0; i < sizeof(kKinds) / sizeof(kKinds[0]); ++i) {
    if (sr_string_view_equal_cstr(kind, kKinds[i].name)) return kKinds[i].kind;
  }
  return SR_COLLECTIVE_OTHER;
}

// The keyword naming the collective's i32 parameter (which rank it talks
// to), or NULL for collectives that take none.
static const char* sr_collective_param_keyword(sr_collective_kind_t kind) {
  switch (kind) {
    case SR_COLLECTIVE_BROADCAST:
    case SR_COLLECTIVE_RECV:
      return "source";
    case SR_COLLECTIVE_REDUCE:
    case SR_COLLECTIVE_SEND:
      return "target";
    case SR_COLLECTIVE_SEND_RECV:
      return "source_target_pair";
    case SR_COLLECTIVE_OTHER:
      break;
  }
  return NULL;
}

static sr_status_t sr_verify_async_collective(sr_context_t* context,
                                              const sr_op_t* op) {
  bool has_param =
      sr__stream_operands(op, SR_STREAM_ASYNC_COLLECTIVE_PARAM).count != 0;
  const char* keyword = sr_collective_param_keyword(sr_collective_kind(op));
  if (keyword && !has_param) {
    return sr_verify_op_error(context, op,
                              "collective operation requires a %s parameter "
                              "but none present",
                              keyword);
  }
  if (!keyword && has_param) {
    return sr_verify_op_error(context, op,
                              "collective operation does not require a "
                              "parameter but one present");
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_async_parameter_gather(sr_context_t* context,
                                                    const sr_op_t* op) {
  uint32_t n =
      sr__stream_operands(op, SR_STREAM_ASYNC_PARAMETER_GATHER_SOURCE_KEYS)
          .count;
  if (sr__stream_operands(op, SR_STREAM_ASYNC_PARAMETER_GATHER_SOURCE_OFFSETS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_ASYNC_PARAMETER_GATHER_TARGET_OFFSETS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_ASYNC_PARAMETER_GATHER_TARGET_ENDS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_ASYNC_PARAMETER_GATHER_TARGET_LENGTHS)
              .count != n) {
    return sr_verify_op_error(context, op,
                              "requires that the source keys, source offsets, "
                              "target offsets, target ends, and lengths are "
                              "all 1:1");
  }
  return sr_check_sizes_pair(
      context, op, SR_SV_OPERANDS(SR_STREAM_ASYNC_PARAMETER_GATHER_TARGET),
      SR_STREAM_ASYNC_PARAMETER_GATHER_TARGET_SIZE);
}

static sr_status_t sr_verify_async_parameter_scatter(sr_context_t* context,
                                                     const sr_op_t* op) {
  uint32_t n =
      sr__stream_operands(op, SR_STREAM_ASYNC_PARAMETER_SCATTER_TARGET_KEYS)
          .count;
  if (sr__stream_operands(op, SR_STREAM_ASYNC_PARAMETER_SCATTER_SOURCE_OFFSETS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_ASYNC_PARAMETER_SCATTER_SOURCE_ENDS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_ASYNC_PARAMETER_SCATTER_SOURCE_LENGTHS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_ASYNC_PARAMETER_SCATTER_TARGET_OFFSETS)
              .count != n) {
    return sr_verify_op_error(context, op,
                              "requires that the source offsets, source ends, "
                              "lengths, target keys, and target offsets are "
                              "all 1:1");
  }
  return sr_check_sizes_pair(
      context, op, SR_SV_OPERANDS(SR_STREAM_ASYNC_PARAMETER_SCATTER_SOURCE),
      SR_STREAM_ASYNC_PARAMETER_SCATTER_SOURCE_SIZE);
}

//===----------------------------------------------------------------------===//
// stream.cmd.*
//===----------------------------------------------------------------------===//

// Stream's ResourceAccessBitfield as stringifyEnum spells it.
static const char* sr_access_text(uint32_t bits) {
  switch (bits) {
    case 0:
      return "None";
    case 1:
      return "Read";
    case 2:
      return "Write";
    case 3:
      return "Read|Write";
  }
  return "";
}

static sr_status_t sr_verify_cmd_collective(sr_context_t* context,
                                            const sr_op_t* op) {
  uint32_t n =
      sr__stream_operands(op, SR_STREAM_CMD_COLLECTIVE_RESOURCES).count;
  if (sr__stream_operands(op, SR_STREAM_CMD_COLLECTIVE_RESOURCE_SIZES).count !=
          n ||
      sr__stream_operands(op, SR_STREAM_CMD_COLLECTIVE_RESOURCE_OFFSETS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_CMD_COLLECTIVE_RESOURCE_LENGTHS)
              .count != n ||
      sr_array_count(op, "resource_accesses") != n) {
    return sr_verify_op_error(context, op,
                              "with %u resources has mismatched associated "
                              "ranges",
                              n);
  }
  // Send reads one buffer, recv writes one; every other collective reads
  // its first and writes its second.
  uint32_t required_count = 2;
  uint32_t required_access[2] = {1, 2};
  sr_collective_kind_t kind = sr_collective_kind(op);
  if (kind == SR_COLLECTIVE_SEND || kind == SR_COLLECTIVE_RECV) {
    required_count = 1;
    required_access[0] = kind == SR_COLLECTIVE_SEND ? 1 : 2;
  }
  if (n != required_count) {
    return sr_verify_op_error(context, op,
                              "requires %u resources but %u provided",
                              required_count, n);
  }
  const sr_attr_t* accesses = sr_op_attr(op, "resource_accesses");
  for (uint32_t i = 0; i < required_count; ++i) {
    uint32_t declared =
        (uint32_t)sr_attr_int_value(accesses->array.elements[i]);
    if ((declared & required_access[i]) == required_access[i]) continue;
    return sr_verify_op_error(context, op,
                              "resource %u requires access %s but is "
                              "declared as %s",
                              i, sr_access_text(required_access[i]),
                              sr_access_text(declared));
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_cmd_parameter_load(sr_context_t* context,
                                                const sr_op_t* op) {
  uint32_t n =
      sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_LOAD_SOURCE_KEYS).count;
  if (sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_LOAD_SOURCE_OFFSETS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_LOAD_RESULT_SIZES)
              .count != n) {
    return sr_verify_op_error(context, op,
                              "requires that the source keys, source offsets, "
                              "and result sizes are all 1:1");
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_cmd_parameter_gather(sr_context_t* context,
                                                  const sr_op_t* op) {
  uint32_t n =
      sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_GATHER_SOURCE_KEYS).count;
  if (sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_GATHER_SOURCE_OFFSETS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_GATHER_TARGET_OFFSETS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_GATHER_TARGET_LENGTHS)
              .count != n) {
    return sr_verify_op_error(context, op,
                              "requires that the source keys, source offsets, "
                              "target offsets, and target lengths are all "
                              "1:1");
  }
  return sr_check_sizes_pair(
      context, op, SR_SV_OPERANDS(SR_STREAM_CMD_PARAMETER_GATHER_TARGET),
      SR_STREAM_CMD_PARAMETER_GATHER_TARGET_SIZE);
}

static sr_status_t sr_verify_cmd_parameter_scatter(sr_context_t* context,
                                                   const sr_op_t* op) {
  uint32_t n =
      sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_SCATTER_TARGET_KEYS)
          .count;
  if (sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_SCATTER_SOURCE_OFFSETS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_SCATTER_SOURCE_LENGTHS)
              .count != n ||
      sr__stream_operands(op, SR_STREAM_CMD_PARAMETER_SCATTER_TARGET_OFFSETS)
              .count != n) {
    return sr_verify_op_error(context, op,
                              "requires that the source offsets, source "
                              "lengths, target keys, and target offsets are "
                              "all 1:1");
  }
  return sr_check_sizes_pair(
      context, op, SR_SV_OPERANDS(SR_STREAM_CMD_PARAMETER_SCATTER_SOURCE),
      SR_STREAM_CMD_PARAMETER_SCATTER_SOURCE_SIZE);
}

//===----------------------------------------------------------------------===//
// Executables
//===----------------------------------------------------------------------===//

// Every stream.return of the workgroup count region returns the X, Y and Z
// workgroup counts as index values.
static sr_status_t sr_verify_executable_export(sr_context_t* context,
                                               const sr_op_t* op) {
  if (!op->num_regions) return sr_ok_status();
  for (const sr_block_t* block = op->regions[0].first_block; block;
       block = block->next) {
    for (const sr_op_t* nested = block->first_op; nested;
         nested = nested->next) {
      if (!sr_op_is(nested, "stream.return")) continue;
      bool ok = nested->num_operands == 3;
      for (uint32_t i = 0; ok && i < nested->num_operands; ++i) {
        ok = nested->operands[i].value->type->kind == SR_TYPE_INDEX;
      }
      if (!ok) {
        return sr_verify_op_error(context, nested,
                                  "workgroup count region must return the "
                                  "XYZ dimension counts");
      }
    }
  }
  return sr_ok_status();
}

// Only builtin shaped results (memrefs, tensors) have their dynamic
// dimensions counted: IREE's dispatch tensor type is not a ShapedType.
static sr_status_t sr_verify_binding_subspan(sr_context_t* context,
                                             const sr_op_t* op) {
  if (!op->num_results) return sr_ok_status();
  const sr_type_t* type = op->results[0].type;
  if (!sr_type_is_shaped(type)) return sr_ok_status();
  return sr_verify_dim_count(
      context, op, sr_dynamic_dim_count(type),
      sr__stream_operands(op, SR_STREAM_BINDING_SUBSPAN_DYNAMIC_DIMS).count);
}

static sr_status_t sr_verify_workgroup_info(sr_context_t* context,
                                            const sr_op_t* op) {
  // IREE reads the dimension zero-extended: -1 is 2^64-1.
  uint64_t dimension = (uint64_t)sr_attr_int_value(sr_op_attr(op, "dimension"));
  if (dimension < 3) return sr_ok_status();
  return sr_verify_op_error(context, op,
                            "dimension %llu out of bounds of dispatch "
                            "dimensions; expected [0, 3)",
                            (unsigned long long)dimension);
}

//===----------------------------------------------------------------------===//
// Parents
//===----------------------------------------------------------------------===//

static bool sr_name_in_list(sr_string_view_t name, const char* list) {
  const char* p = list;
  while (*p) {
    const char* end = strchr(p, ' ');
    size_t n = end ? (size_t)(end - p) : strlen(p);
    if (n == name.size && !memcmp(p, name.data, n)) return true;
    p += n;
    while (*p == ' ') ++p;
  }
  return false;
}

static sr_status_t sr_verify_parent(sr_context_t* context, const sr_op_t* op) {
  const char* parents = op->info->schema->parents;
  if (!parents) return sr_ok_status();
  const sr_op_t* parent = sr_op_parent_op(op);
  if (parent && sr_name_in_list(parent->name, parents)) return sr_ok_status();
  if (!strchr(parents, ' ')) {
    return sr_verify_op_error(context, op, "expects parent op '%s'", parents);
  }
  // MLIR lists ParentOneOf alternatives comma-separated.
  char list[512];
  size_t n = 0;
  for (const char* p = parents; *p && n + 2 < sizeof(list); ++p) {
    if (*p == ' ') {
      list[n++] = ',';
      list[n++] = ' ';
    } else {
      list[n++] = *p;
    }
  }
  list[n] = 0;
  return sr_verify_op_error(context, op, "expects parent op to be one of '%s'",
                            list);
}

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

typedef sr_status_t (*sr_stream_verify_fn_t)(sr_context_t* context,
                                             const sr_op_t* op);

// The `?` dimensions of type attribute |encoding| have one value each in
// operand group |dims| (verifyOpDynamicDims).
typedef struct sr_stream_dims_pair_t {
  const char* encoding;
  uint8_t dims;
} sr_stream_dims_pair_t;

// Each size-aware value of group |values| (SR_SV_OPERANDS / SR_SV_RESULTS)
// has one size in operand group |sizes| (verifyOpValueSizes).
typedef struct sr_stream_sizes_pair_t {
  uint8_t values;
  uint8_t sizes;
} sr_stream_sizes_pair_t;

// What IREE's verify()/verifySymbolUses() of one op check, in their order.
// Groups are the generated indices of the op's schema: verifying an op
// compares no names.
typedef struct sr_stream_verifier_t {
  sr_op_id_t op;
  uint8_t dims_count;
  sr_stream_dims_pair_t dims[2];
  uint8_t sizes_count;
  sr_stream_sizes_pair_t sizes[2];
  // Whatever else the op checks, after those (or NULL).
  sr_stream_verify_fn_t verify;
} sr_stream_verifier_t;

// Sorted by op id, which is the order of names (binary search). Ops whose
// verifiers check nothing (async.barrier, timepoint.join, executable) are
// absent.
static const sr_stream_verifier_t kVerifiers[] = {
    {SR_OPID_STREAM_ASYNC_CALL,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_CALL_RESOURCE_OPERANDS),
       SR_STREAM_ASYNC_CALL_RESOURCE_OPERAND_SIZES},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_CALL_RESULTS),
       SR_STREAM_ASYNC_CALL_RESULT_SIZES}},
     sr__stream_verify_async_call},
    {SR_OPID_STREAM_ASYNC_CAST,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_CAST_SOURCE),
       SR_STREAM_ASYNC_CAST_SOURCE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_CAST_RESULT),
       SR_STREAM_ASYNC_CAST_RESULT_SIZE}},
     sr_verify_async_cast},
    {SR_OPID_STREAM_ASYNC_CLONE,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_CLONE_SOURCE),
       SR_STREAM_ASYNC_CLONE_SOURCE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_CLONE_RESULT),
       SR_STREAM_ASYNC_CLONE_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_ASYNC_COLLECTIVE,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_COLLECTIVE_SOURCE),
       SR_STREAM_ASYNC_COLLECTIVE_SOURCE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_COLLECTIVE_RESULT),
       SR_STREAM_ASYNC_COLLECTIVE_TARGET_SIZE}},
     sr_verify_async_collective},
    {SR_OPID_STREAM_ASYNC_CONCURRENT,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_CONCURRENT_RESOURCE_OPERANDS),
       SR_STREAM_ASYNC_CONCURRENT_RESOURCE_OPERAND_SIZES},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_CONCURRENT_RESULTS),
       SR_STREAM_ASYNC_CONCURRENT_RESULT_SIZES}},
     sr__stream_verify_async_region},
    {SR_OPID_STREAM_ASYNC_CONSTANT,
     0,
     {},
     1,
     {{SR_SV_RESULTS(SR_STREAM_ASYNC_CONSTANT_RESULT),
       SR_STREAM_ASYNC_CONSTANT_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_ASYNC_COPY,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_COPY_SOURCE),
       SR_STREAM_ASYNC_COPY_SOURCE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_COPY_RESULT),
       SR_STREAM_ASYNC_COPY_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_ASYNC_DISPATCH,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERANDS),
       SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERAND_SIZES},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_DISPATCH_RESULTS),
       SR_STREAM_ASYNC_DISPATCH_RESULT_SIZES}},
     sr__stream_verify_async_dispatch},
    {SR_OPID_STREAM_ASYNC_EXECUTE,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS),
       SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERAND_SIZES},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_EXECUTE_RESULTS),
       SR_STREAM_ASYNC_EXECUTE_RESULT_SIZES}},
     sr__stream_verify_async_region},
    {SR_OPID_STREAM_ASYNC_FILL,
     0,
     {},
     1,
     {{SR_SV_RESULTS(SR_STREAM_ASYNC_FILL_RESULT),
       SR_STREAM_ASYNC_FILL_TARGET_SIZE}},
     sr_verify_async_fill_pattern},
    {SR_OPID_STREAM_ASYNC_LOAD,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_LOAD_SOURCE),
       SR_STREAM_ASYNC_LOAD_SOURCE_SIZE}},
     NULL},
    {SR_OPID_STREAM_ASYNC_PARAMETER_GATHER,
     0,
     {},
     0,
     {},
     sr_verify_async_parameter_gather},
    {SR_OPID_STREAM_ASYNC_PARAMETER_LOAD,
     0,
     {},
     1,
     {{SR_SV_RESULTS(SR_STREAM_ASYNC_PARAMETER_LOAD_RESULT),
       SR_STREAM_ASYNC_PARAMETER_LOAD_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_ASYNC_PARAMETER_READ,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_PARAMETER_READ_TARGET),
       SR_STREAM_ASYNC_PARAMETER_READ_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_ASYNC_PARAMETER_SCATTER,
     0,
     {},
     0,
     {},
     sr_verify_async_parameter_scatter},
    {SR_OPID_STREAM_ASYNC_PARAMETER_WRITE,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_PARAMETER_WRITE_SOURCE),
       SR_STREAM_ASYNC_PARAMETER_WRITE_SOURCE_SIZE}},
     NULL},
    {SR_OPID_STREAM_ASYNC_SLICE,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_SLICE_SOURCE),
       SR_STREAM_ASYNC_SLICE_SOURCE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_SLICE_RESULT),
       SR_STREAM_ASYNC_SLICE_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_ASYNC_SPLAT,
     0,
     {},
     1,
     {{SR_SV_RESULTS(SR_STREAM_ASYNC_SPLAT_RESULT),
       SR_STREAM_ASYNC_SPLAT_RESULT_SIZE}},
     sr_verify_async_fill_pattern},
    {SR_OPID_STREAM_ASYNC_STORE,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_STORE_TARGET),
       SR_STREAM_ASYNC_STORE_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_ASYNC_TRANSFER,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_TRANSFER_SOURCE),
       SR_STREAM_ASYNC_TRANSFER_SOURCE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_TRANSFER_RESULT),
       SR_STREAM_ASYNC_TRANSFER_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_ASYNC_UPDATE,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_ASYNC_UPDATE_UPDATE),
       SR_STREAM_ASYNC_UPDATE_UPDATE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_ASYNC_UPDATE_RESULT),
       SR_STREAM_ASYNC_UPDATE_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_BINDING_SUBSPAN, 0, {}, 0, {}, sr_verify_binding_subspan},
    {SR_OPID_STREAM_CMD_CALL,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_CMD_CALL_RESOURCE_OPERANDS),
       SR_STREAM_CMD_CALL_RESOURCE_OPERAND_SIZES},
      {SR_SV_RESULTS(SR_STREAM_CMD_CALL_RESULTS),
       SR_STREAM_CMD_CALL_RESULT_SIZES}},
     sr__stream_verify_cmd_call},
    {SR_OPID_STREAM_CMD_COLLECTIVE, 0, {}, 0, {}, sr_verify_cmd_collective},
    {SR_OPID_STREAM_CMD_CONCURRENT, 0, {}, 0, {}, sr__stream_verify_cmd_nested},
    {SR_OPID_STREAM_CMD_COPY,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_CMD_COPY_SOURCE),
       SR_STREAM_CMD_COPY_SOURCE_SIZE},
      {SR_SV_OPERANDS(SR_STREAM_CMD_COPY_TARGET),
       SR_STREAM_CMD_COPY_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_CMD_DISCARD,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_CMD_DISCARD_TARGET),
       SR_STREAM_CMD_DISCARD_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_CMD_DISPATCH, 0, {}, 0, {}, sr__stream_verify_cmd_dispatch},
    {SR_OPID_STREAM_CMD_EXECUTE,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_CMD_EXECUTE_RESOURCE_OPERANDS),
       SR_STREAM_CMD_EXECUTE_RESOURCE_OPERAND_SIZES}},
     sr__stream_verify_cmd_execute},
    {SR_OPID_STREAM_CMD_FILL,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_CMD_FILL_TARGET),
       SR_STREAM_CMD_FILL_TARGET_SIZE}},
     sr_verify_cmd_fill_pattern},
    {SR_OPID_STREAM_CMD_FLUSH,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_CMD_FLUSH_TARGET),
       SR_STREAM_CMD_FLUSH_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_CMD_INVALIDATE,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_CMD_INVALIDATE_TARGET),
       SR_STREAM_CMD_INVALIDATE_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_CMD_PARAMETER_GATHER,
     0,
     {},
     0,
     {},
     sr_verify_cmd_parameter_gather},
    {SR_OPID_STREAM_CMD_PARAMETER_LOAD,
     0,
     {},
     0,
     {},
     sr_verify_cmd_parameter_load},
    {SR_OPID_STREAM_CMD_PARAMETER_READ,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_CMD_PARAMETER_READ_TARGET),
       SR_STREAM_CMD_PARAMETER_READ_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_CMD_PARAMETER_SCATTER,
     0,
     {},
     0,
     {},
     sr_verify_cmd_parameter_scatter},
    {SR_OPID_STREAM_CMD_PARAMETER_WRITE,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_CMD_PARAMETER_WRITE_SOURCE),
       SR_STREAM_CMD_PARAMETER_WRITE_SOURCE_SIZE}},
     NULL},
    {SR_OPID_STREAM_CMD_SERIAL, 0, {}, 0, {}, sr__stream_verify_cmd_nested},
    {SR_OPID_STREAM_DISPATCH_WORKGROUP_COUNT,
     0,
     {},
     0,
     {},
     sr_verify_workgroup_info},
    {SR_OPID_STREAM_DISPATCH_WORKGROUP_ID,
     0,
     {},
     0,
     {},
     sr_verify_workgroup_info},
    {SR_OPID_STREAM_DISPATCH_WORKGROUP_SIZE,
     0,
     {},
     0,
     {},
     sr_verify_workgroup_info},
    {SR_OPID_STREAM_EXECUTABLE_EXPORT,
     0,
     {},
     0,
     {},
     sr_verify_executable_export},
    {SR_OPID_STREAM_FILE_READ,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_FILE_READ_TARGET),
       SR_STREAM_FILE_READ_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_FILE_WRITE,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_FILE_WRITE_SOURCE),
       SR_STREAM_FILE_WRITE_SOURCE_SIZE}},
     NULL},
    {SR_OPID_STREAM_RESOURCE_CONSTANTS,
     0,
     {},
     0,
     {},
     sr_verify_resource_constants},
    {SR_OPID_STREAM_RESOURCE_LOAD,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_RESOURCE_LOAD_SOURCE),
       SR_STREAM_RESOURCE_LOAD_SOURCE_SIZE}},
     NULL},
    {SR_OPID_STREAM_RESOURCE_PACK, 0, {}, 0, {}, sr_verify_resource_pack},
    {SR_OPID_STREAM_RESOURCE_STORE,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_RESOURCE_STORE_TARGET),
       SR_STREAM_RESOURCE_STORE_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_RESOURCE_SUBVIEW,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_RESOURCE_SUBVIEW_SOURCE),
       SR_STREAM_RESOURCE_SUBVIEW_SOURCE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_RESOURCE_SUBVIEW_RESULT),
       SR_STREAM_RESOURCE_SUBVIEW_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_RESOURCE_TRY_MAP,
     0,
     {},
     1,
     {{SR_SV_RESULTS(SR_STREAM_RESOURCE_TRY_MAP_RESULT),
       SR_STREAM_RESOURCE_TRY_MAP_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_TENSOR_CLONE,
     2,
     {{"source_encoding", SR_STREAM_TENSOR_CLONE_SOURCE_ENCODING_DIMS},
      {"result_encoding", SR_STREAM_TENSOR_CLONE_RESULT_ENCODING_DIMS}},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_TENSOR_CLONE_SOURCE),
       SR_STREAM_TENSOR_CLONE_SOURCE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_TENSOR_CLONE_RESULT),
       SR_STREAM_TENSOR_CLONE_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_TENSOR_CONSTANT,
     1,
     {{"result_encoding", SR_STREAM_TENSOR_CONSTANT_RESULT_ENCODING_DIMS}},
     0,
     {},
     NULL},
    {SR_OPID_STREAM_TENSOR_DISPATCH,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_TENSOR_DISPATCH_MIXED_OPERANDS),
       SR_STREAM_TENSOR_DISPATCH_OPERAND_SIZES},
      {SR_SV_RESULTS(SR_STREAM_TENSOR_DISPATCH_RESULTS),
       SR_STREAM_TENSOR_DISPATCH_RESULT_SIZES}},
     sr_verify_tensor_dispatch},
    {SR_OPID_STREAM_TENSOR_EMPTY,
     1,
     {{"result_encoding", SR_STREAM_TENSOR_EMPTY_RESULT_ENCODING_DIMS}},
     0,
     {},
     NULL},
    {SR_OPID_STREAM_TENSOR_ENCODE,
     2,
     {{"source_encoding", SR_STREAM_TENSOR_ENCODE_SOURCE_ENCODING_DIMS},
      {"result_encoding", SR_STREAM_TENSOR_ENCODE_RESULT_ENCODING_DIMS}},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_TENSOR_ENCODE_SOURCE),
       SR_STREAM_TENSOR_ENCODE_SOURCE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_TENSOR_ENCODE_RESULT),
       SR_STREAM_TENSOR_ENCODE_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_TENSOR_EXPORT,
     1,
     {{"source_encoding", SR_STREAM_TENSOR_EXPORT_SOURCE_ENCODING_DIMS}},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_TENSOR_EXPORT_SOURCE),
       SR_STREAM_TENSOR_EXPORT_SOURCE_SIZE}},
     NULL},
    {SR_OPID_STREAM_TENSOR_FILL,
     1,
     {{"target_encoding", SR_STREAM_TENSOR_FILL_TARGET_ENCODING_DIMS}},
     1,
     {{SR_SV_RESULTS(SR_STREAM_TENSOR_FILL_RESULT),
       SR_STREAM_TENSOR_FILL_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_TENSOR_IMPORT,
     1,
     {{"result_encoding", SR_STREAM_TENSOR_IMPORT_RESULT_ENCODING_DIMS}},
     1,
     {{SR_SV_RESULTS(SR_STREAM_TENSOR_IMPORT_RESULT),
       SR_STREAM_TENSOR_IMPORT_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_TENSOR_LOAD,
     1,
     {{"source_encoding", SR_STREAM_TENSOR_LOAD_SOURCE_ENCODING_DIMS}},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_TENSOR_LOAD_SOURCE),
       SR_STREAM_TENSOR_LOAD_SOURCE_SIZE}},
     sr_verify_tensor_load},
    {SR_OPID_STREAM_TENSOR_PARAMETER_LOAD,
     0,
     {},
     1,
     {{SR_SV_RESULTS(SR_STREAM_TENSOR_PARAMETER_LOAD_RESULT),
       SR_STREAM_TENSOR_PARAMETER_LOAD_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_TENSOR_PARAMETER_WRITE,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_TENSOR_PARAMETER_WRITE_SOURCE),
       SR_STREAM_TENSOR_PARAMETER_WRITE_SOURCE_SIZE}},
     NULL},
    {SR_OPID_STREAM_TENSOR_SIZEOF,
     1,
     {{"encoding", SR_STREAM_TENSOR_SIZEOF_ENCODING_DIMS}},
     0,
     {},
     NULL},
    {SR_OPID_STREAM_TENSOR_SLICE,
     2,
     {{"source_encoding", SR_STREAM_TENSOR_SLICE_SOURCE_ENCODING_DIMS},
      {"result_encoding", SR_STREAM_TENSOR_SLICE_RESULT_ENCODING_DIMS}},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_TENSOR_SLICE_SOURCE),
       SR_STREAM_TENSOR_SLICE_SOURCE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_TENSOR_SLICE_RESULT),
       SR_STREAM_TENSOR_SLICE_RESULT_SIZE}},
     sr_verify_tensor_slice},
    {SR_OPID_STREAM_TENSOR_SPLAT,
     1,
     {{"result_encoding", SR_STREAM_TENSOR_SPLAT_RESULT_ENCODING_DIMS}},
     1,
     {{SR_SV_RESULTS(SR_STREAM_TENSOR_SPLAT_RESULT),
       SR_STREAM_TENSOR_SPLAT_RESULT_SIZE}},
     NULL},
    {SR_OPID_STREAM_TENSOR_STORE,
     1,
     {{"target_encoding", SR_STREAM_TENSOR_STORE_TARGET_ENCODING_DIMS}},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_TENSOR_STORE_TARGET),
       SR_STREAM_TENSOR_STORE_TARGET_SIZE}},
     sr_verify_tensor_store},
    {SR_OPID_STREAM_TENSOR_TRACE, 0, {}, 0, {}, sr_verify_tensor_trace},
    {SR_OPID_STREAM_TENSOR_UPDATE,
     2,
     {{"update_encoding", SR_STREAM_TENSOR_UPDATE_UPDATE_ENCODING_DIMS},
      {"target_encoding", SR_STREAM_TENSOR_UPDATE_TARGET_ENCODING_DIMS}},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_TENSOR_UPDATE_UPDATE),
       SR_STREAM_TENSOR_UPDATE_UPDATE_SIZE},
      {SR_SV_RESULTS(SR_STREAM_TENSOR_UPDATE_RESULT),
       SR_STREAM_TENSOR_UPDATE_TARGET_SIZE}},
     NULL},
    {SR_OPID_STREAM_TIMEPOINT_AWAIT,
     0,
     {},
     2,
     {{SR_SV_OPERANDS(SR_STREAM_TIMEPOINT_AWAIT_RESOURCE_OPERANDS),
       SR_STREAM_TIMEPOINT_AWAIT_RESOURCE_OPERAND_SIZES},
      {SR_SV_RESULTS(SR_STREAM_TIMEPOINT_AWAIT_RESULTS),
       SR_STREAM_TIMEPOINT_AWAIT_RESOURCE_OPERAND_SIZES}},
     NULL},
    {SR_OPID_STREAM_TIMEPOINT_BARRIER,
     0,
     {},
     1,
     {{SR_SV_OPERANDS(SR_STREAM_TIMEPOINT_BARRIER_RESOURCE),
       SR_STREAM_TIMEPOINT_BARRIER_RESOURCE_SIZE}},
     NULL},
};

static const sr_stream_verifier_t* sr_find_verifier(sr_op_id_t id) {
  size_t lo = 0, hi = sizeof(kVerifiers) / sizeof(kVerifiers[0]);
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (kVerifiers[mid].op == id) return &kVerifiers[mid];
    if (kVerifiers[mid].op < id) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return NULL;
}

sr_status_t sr__stream_verify(sr_context_t* context, const sr_op_t* op) {
  SR_RETURN_IF_ERROR(sr_verify_parent(context, op));
  const sr_stream_verifier_t* v = sr_find_verifier(sr_op_id(op));
  if (!v) return sr_ok_status();
  for (uint32_t i = 0; i < v->dims_count; ++i) {
    SR_RETURN_IF_ERROR(
        sr_check_dims_pair(context, op, v->dims[i].encoding, v->dims[i].dims));
  }
  for (uint32_t i = 0; i < v->sizes_count; ++i) {
    SR_RETURN_IF_ERROR(sr_check_sizes_pair(context, op, v->sizes[i].values,
                                           v->sizes[i].sizes));
  }
  return v->verify ? v->verify(context, op) : sr_ok_status();
}
