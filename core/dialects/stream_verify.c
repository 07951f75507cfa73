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

sr__stream_values_t sr__stream_operands(const sr_op_t* op, const char* name) {
  sr__stream_values_t values = {op, false, 0, 0};
  sr_op_group_by_name(op, false, name, &values.begin, &values.count);
  return values;
}

sr__stream_values_t sr__stream_results(const sr_op_t* op, const char* name) {
  sr__stream_values_t values = {op, true, 0, 0};
  sr_op_group_by_name(op, true, name, &values.begin, &values.count);
  return values;
}

const sr_value_t* sr__stream_value(sr__stream_values_t values, uint32_t i) {
  return values.results ? &values.op->results[values.begin + i]
                        : values.op->operands[values.begin + i].value;
}

// Copies |name| into |buffer| as a C string (group and attribute names
// are short identifiers; longer ones are cut and then match nothing).
static void sr_name_text(sr_string_view_t name, char* buffer, size_t size) {
  size_t n = name.size < size - 1 ? name.size : size - 1;
  memcpy(buffer, name.data, n);
  buffer[n] = 0;
}

// The operand group |name|, or the result group when no operand group has
// that name (the groups of one op never share a name).
static sr__stream_values_t sr_group_named(const sr_op_t* op,
                                          sr_string_view_t name) {
  char buffer[64];
  sr_name_text(name, buffer, sizeof(buffer));
  sr__stream_values_t values = {op, false, 0, 0};
  if (sr_op_group_by_name(op, false, buffer, &values.begin, &values.count)) {
    return values;
  }
  values.results = true;
  sr_op_group_by_name(op, true, buffer, &values.begin, &values.count);
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

// Runs the pair list |spec| (`first:second ...`) through |check|.
typedef sr_status_t (*sr_pair_check_fn_t)(sr_context_t* context,
                                          const sr_op_t* op,
                                          sr_string_view_t first,
                                          sr_string_view_t second);

static sr_status_t sr_for_each_pair(sr_context_t* context, const sr_op_t* op,
                                    const char* spec,
                                    sr_pair_check_fn_t check) {
  const char* p = spec;
  while (p && *p) {
    while (*p == ' ') ++p;
    const char* colon = strchr(p, ':');
    if (!colon) break;
    const char* end = colon + 1;
    while (*end && *end != ' ') ++end;
    sr_string_view_t first = sr_make_string_view(p, (size_t)(colon - p));
    sr_string_view_t second =
        sr_make_string_view(colon + 1, (size_t)(end - colon - 1));
    SR_RETURN_IF_ERROR(check(context, op, first, second));
    p = end;
  }
  return sr_ok_status();
}

// `values:sizes`: verifyOpValueSizes.
static sr_status_t sr_check_sizes_pair(sr_context_t* context, const sr_op_t* op,
                                       sr_string_view_t values,
                                       sr_string_view_t sizes) {
  return sr__stream_verify_value_sizes(context, op, sr_group_named(op, values),
                                       sr_group_named(op, sizes));
}

// `encoding:dims`: verifyOpDynamicDims of type attribute |encoding| with
// operand group |dims|.
static sr_status_t sr_check_dims_pair(sr_context_t* context, const sr_op_t* op,
                                      sr_string_view_t encoding,
                                      sr_string_view_t dims) {
  char name[64];
  sr_name_text(encoding, name, sizeof(name));
  uint32_t required = sr_dynamic_dim_count(sr_type_attr(op, name));
  return sr_verify_dim_count(context, op, required,
                             sr_group_named(op, dims).count);
}

static sr_status_t sr_verify_sizes(sr_context_t* context, const sr_op_t* op,
                                   const char* spec) {
  return sr_for_each_pair(context, op, spec, sr_check_sizes_pair);
}

//===----------------------------------------------------------------------===//
// stream.resource.*
//===----------------------------------------------------------------------===//

static sr_status_t sr_verify_resource_pack(sr_context_t* context,
                                           const sr_op_t* op) {
  uint32_t slices = sr__stream_results(op, "packed_offsets").count;
  if (sr_array_count(op, "lifetime_intervals") != slices * 2) {
    return sr_verify_op_error(context, op,
                              "requires a [start, end] range for each slice");
  }
  if (sr__stream_operands(op, "dynamic_slice_sizes").count != slices) {
    return sr_verify_op_error(context, op, "requires a size for each slice");
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_resource_constants(sr_context_t* context,
                                                const sr_op_t* op) {
  sr__stream_values_t results = sr__stream_results(op, "results");
  if (sr__stream_operands(op, "result_sizes").count != results.count ||
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
  if (sr__stream_operands(op, "start_indices").count != rank ||
      sr__stream_operands(op, "lengths").count != rank) {
    return sr_verify_op_error(context, op,
                              "start_indices/lengths rank mismatch");
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_tensor_indices(sr_context_t* context,
                                            const sr_op_t* op,
                                            const char* encoding) {
  uint32_t rank = sr_rank(sr_type_attr(op, encoding));
  if (sr__stream_operands(op, "indices").count != rank) {
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
  sr__stream_values_t resources = sr__stream_operands(op, "resources");
  sr__stream_values_t sizes = sr__stream_operands(op, "resource_sizes");
  const sr_attr_t* encodings = sr_op_attr(op, "resource_encodings");
  if (sizes.count != resources.count ||
      sr_array_count(op, "resource_encodings") != resources.count) {
    return sr_verify_op_error(context, op,
                              "each resource needs a matching resource "
                              "encoding and size (array length mismatch)");
  }
  uint32_t dims_left = sr__stream_operands(op, "resource_encoding_dims").count;
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
                             sr__stream_operands(op, dims).count);
}

// IREE's verifyTiedOperandEncodings: a result tied to an operand keeps the
// operand's encoding.
static sr_status_t sr_verify_tied_encodings(sr_context_t* context,
                                            const sr_op_t* op) {
  const sr_attr_t* tied = sr_op_attr(op, "tied_operands");
  const sr_attr_t* operands = sr_op_attr(op, "operand_encodings");
  const sr_attr_t* results = sr_op_attr(op, "result_encodings");
  if (!tied || tied->kind != SR_ATTR_ARRAY) return sr_ok_status();
  uint32_t num_results = sr__stream_results(op, "results").count;
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
  sr__stream_values_t source = sr__stream_operands(op, "source_size");
  sr__stream_values_t result = sr__stream_operands(op, "result_size");
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
  sr__stream_values_t value = sr__stream_operands(op, "value");
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
  bool has_param = sr__stream_operands(op, "param").count != 0;
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
  uint32_t n = sr__stream_operands(op, "source_keys").count;
  if (sr__stream_operands(op, "source_offsets").count != n ||
      sr__stream_operands(op, "target_offsets").count != n ||
      sr__stream_operands(op, "target_ends").count != n ||
      sr__stream_operands(op, "target_lengths").count != n) {
    return sr_verify_op_error(context, op,
                              "requires that the source keys, source offsets, "
                              "target offsets, target ends, and lengths are "
                              "all 1:1");
  }
  return sr_verify_sizes(context, op, "target:target_size");
}

static sr_status_t sr_verify_async_parameter_scatter(sr_context_t* context,
                                                     const sr_op_t* op) {
  uint32_t n = sr__stream_operands(op, "target_keys").count;
  if (sr__stream_operands(op, "source_offsets").count != n ||
      sr__stream_operands(op, "source_ends").count != n ||
      sr__stream_operands(op, "source_lengths").count != n ||
      sr__stream_operands(op, "target_offsets").count != n) {
    return sr_verify_op_error(context, op,
                              "requires that the source offsets, source ends, "
                              "lengths, target keys, and target offsets are "
                              "all 1:1");
  }
  return sr_verify_sizes(context, op, "source:source_size");
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
  uint32_t n = sr__stream_operands(op, "resources").count;
  if (sr__stream_operands(op, "resource_sizes").count != n ||
      sr__stream_operands(op, "resource_offsets").count != n ||
      sr__stream_operands(op, "resource_lengths").count != n ||
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
  uint32_t n = sr__stream_operands(op, "source_keys").count;
  if (sr__stream_operands(op, "source_offsets").count != n ||
      sr__stream_operands(op, "result_sizes").count != n) {
    return sr_verify_op_error(context, op,
                              "requires that the source keys, source offsets, "
                              "and result sizes are all 1:1");
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_cmd_parameter_gather(sr_context_t* context,
                                                  const sr_op_t* op) {
  uint32_t n = sr__stream_operands(op, "source_keys").count;
  if (sr__stream_operands(op, "source_offsets").count != n ||
      sr__stream_operands(op, "target_offsets").count != n ||
      sr__stream_operands(op, "target_lengths").count != n) {
    return sr_verify_op_error(context, op,
                              "requires that the source keys, source offsets, "
                              "target offsets, and target lengths are all "
                              "1:1");
  }
  return sr_verify_sizes(context, op, "target:target_size");
}

static sr_status_t sr_verify_cmd_parameter_scatter(sr_context_t* context,
                                                   const sr_op_t* op) {
  uint32_t n = sr__stream_operands(op, "target_keys").count;
  if (sr__stream_operands(op, "source_offsets").count != n ||
      sr__stream_operands(op, "source_lengths").count != n ||
      sr__stream_operands(op, "target_offsets").count != n) {
    return sr_verify_op_error(context, op,
                              "requires that the source offsets, source "
                              "lengths, target keys, and target offsets are "
                              "all 1:1");
  }
  return sr_verify_sizes(context, op, "source:source_size");
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
  return sr_verify_dim_count(context, op, sr_dynamic_dim_count(type),
                             sr__stream_operands(op, "dynamic_dims").count);
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

// What IREE's verify()/verifySymbolUses() of one op check, in their order.
typedef struct sr_stream_verifier_t {
  const char* op;
  // `encoding:dims` pairs: the `?` dimensions of type attribute `encoding`
  // have one value each in operand group `dims` (verifyOpDynamicDims).
  const char* dims;
  // `values:sizes` pairs: each size-aware value of group `values` has one
  // size in group `sizes` (verifyOpValueSizes).
  const char* sizes;
  // Whatever else the op checks, after those (or NULL).
  sr_stream_verify_fn_t verify;
} sr_stream_verifier_t;

// Sorted by op name (binary search). Ops whose verifiers check nothing
// (async.barrier, timepoint.join, executable) are absent.
static const sr_stream_verifier_t kVerifiers[] = {
    {"stream.async.call", NULL,
     "resource_operands:resource_operand_sizes results:result_sizes",
     sr__stream_verify_async_call},
    {"stream.async.cast", NULL, "source:source_size result:result_size",
     sr_verify_async_cast},
    {"stream.async.clone", NULL, "source:source_size result:result_size", NULL},
    {"stream.async.collective", NULL, "source:source_size result:target_size",
     sr_verify_async_collective},
    {"stream.async.concurrent", NULL,
     "resource_operands:resource_operand_sizes results:result_sizes",
     sr__stream_verify_async_region},
    {"stream.async.constant", NULL, "result:result_size", NULL},
    {"stream.async.copy", NULL, "source:source_size result:target_size", NULL},
    {"stream.async.dispatch", NULL,
     "resource_operands:resource_operand_sizes results:result_sizes",
     sr__stream_verify_async_dispatch},
    {"stream.async.execute", NULL,
     "resource_operands:resource_operand_sizes results:result_sizes",
     sr__stream_verify_async_region},
    {"stream.async.fill", NULL, "result:target_size",
     sr_verify_async_fill_pattern},
    {"stream.async.load", NULL, "source:source_size", NULL},
    {"stream.async.parameter.gather", NULL, NULL,
     sr_verify_async_parameter_gather},
    {"stream.async.parameter.load", NULL, "result:result_size", NULL},
    {"stream.async.parameter.read", NULL, "target:target_size", NULL},
    {"stream.async.parameter.scatter", NULL, NULL,
     sr_verify_async_parameter_scatter},
    {"stream.async.parameter.write", NULL, "source:source_size", NULL},
    {"stream.async.slice", NULL, "source:source_size result:result_size", NULL},
    {"stream.async.splat", NULL, "result:result_size",
     sr_verify_async_fill_pattern},
    {"stream.async.store", NULL, "target:target_size", NULL},
    {"stream.async.transfer", NULL, "source:source_size result:result_size",
     NULL},
    {"stream.async.update", NULL, "update:update_size result:target_size",
     NULL},
    {"stream.binding.subspan", NULL, NULL, sr_verify_binding_subspan},
    {"stream.cmd.call", NULL,
     "resource_operands:resource_operand_sizes results:result_sizes",
     sr__stream_verify_cmd_call},
    {"stream.cmd.collective", NULL, NULL, sr_verify_cmd_collective},
    {"stream.cmd.concurrent", NULL, NULL, sr__stream_verify_cmd_nested},
    {"stream.cmd.copy", NULL, "source:source_size target:target_size", NULL},
    {"stream.cmd.discard", NULL, "target:target_size", NULL},
    {"stream.cmd.dispatch", NULL, NULL, sr__stream_verify_cmd_dispatch},
    {"stream.cmd.execute", NULL, "resource_operands:resource_operand_sizes",
     sr__stream_verify_cmd_execute},
    {"stream.cmd.fill", NULL, "target:target_size", sr_verify_cmd_fill_pattern},
    {"stream.cmd.flush", NULL, "target:target_size", NULL},
    {"stream.cmd.invalidate", NULL, "target:target_size", NULL},
    {"stream.cmd.parameter.gather", NULL, NULL, sr_verify_cmd_parameter_gather},
    {"stream.cmd.parameter.load", NULL, NULL, sr_verify_cmd_parameter_load},
    {"stream.cmd.parameter.read", NULL, "target:target_size", NULL},
    {"stream.cmd.parameter.scatter", NULL, NULL,
     sr_verify_cmd_parameter_scatter},
    {"stream.cmd.parameter.write", NULL, "source:source_size", NULL},
    {"stream.cmd.serial", NULL, NULL, sr__stream_verify_cmd_nested},
    {"stream.dispatch.workgroup.count", NULL, NULL, sr_verify_workgroup_info},
    {"stream.dispatch.workgroup.id", NULL, NULL, sr_verify_workgroup_info},
    {"stream.dispatch.workgroup.size", NULL, NULL, sr_verify_workgroup_info},
    {"stream.executable.export", NULL, NULL, sr_verify_executable_export},
    {"stream.file.read", NULL, "target:target_size", NULL},
    {"stream.file.write", NULL, "source:source_size", NULL},
    {"stream.resource.constants", NULL, NULL, sr_verify_resource_constants},
    {"stream.resource.load", NULL, "source:source_size", NULL},
    {"stream.resource.pack", NULL, NULL, sr_verify_resource_pack},
    {"stream.resource.store", NULL, "target:target_size", NULL},
    {"stream.resource.subview", NULL, "source:source_size result:result_size",
     NULL},
    {"stream.resource.try_map", NULL, "result:result_size", NULL},
    {"stream.tensor.clone",
     "source_encoding:source_encoding_dims "
     "result_encoding:result_encoding_dims",
     "source:source_size result:result_size", NULL},
    {"stream.tensor.constant", "result_encoding:result_encoding_dims", NULL,
     NULL},
    {"stream.tensor.dispatch", NULL,
     "mixed_operands:operand_sizes results:result_sizes",
     sr_verify_tensor_dispatch},
    {"stream.tensor.empty", "result_encoding:result_encoding_dims", NULL, NULL},
    {"stream.tensor.encode",
     "source_encoding:source_encoding_dims "
     "result_encoding:result_encoding_dims",
     "source:source_size result:result_size", NULL},
    {"stream.tensor.export", "source_encoding:source_encoding_dims",
     "source:source_size", NULL},
    {"stream.tensor.fill", "target_encoding:target_encoding_dims",
     "result:target_size", NULL},
    {"stream.tensor.import", "result_encoding:result_encoding_dims",
     "result:result_size", NULL},
    {"stream.tensor.load", "source_encoding:source_encoding_dims",
     "source:source_size", sr_verify_tensor_load},
    {"stream.tensor.parameter.load", NULL, "result:result_size", NULL},
    {"stream.tensor.parameter.write", NULL, "source:source_size", NULL},
    {"stream.tensor.sizeof", "encoding:encoding_dims", NULL, NULL},
    {"stream.tensor.slice",
     "source_encoding:source_encoding_dims "
     "result_encoding:result_encoding_dims",
     "source:source_size result:result_size", sr_verify_tensor_slice},
    {"stream.tensor.splat", "result_encoding:result_encoding_dims",
     "result:result_size", NULL},
    {"stream.tensor.store", "target_encoding:target_encoding_dims",
     "target:target_size", sr_verify_tensor_store},
    {"stream.tensor.trace", NULL, NULL, sr_verify_tensor_trace},
    {"stream.tensor.update",
     "update_encoding:update_encoding_dims "
     "target_encoding:target_encoding_dims",
     "update:update_size result:target_size", NULL},
    {"stream.timepoint.await", NULL,
     "resource_operands:resource_operand_sizes "
     "results:resource_operand_sizes",
     NULL},
    {"stream.timepoint.barrier", NULL, "resource:resource_size", NULL},
};

static int sr_compare_verifier(const void* key, const void* entry) {
  const sr_string_view_t* name = key;
  const char* op = ((const sr_stream_verifier_t*)entry)->op;
  size_t n = strlen(op);
  int c = memcmp(name->data, op, name->size < n ? name->size : n);
  if (c) return c;
  return name->size < n ? -1 : name->size > n ? 1 : 0;
}

sr_status_t sr__stream_verify(sr_context_t* context, const sr_op_t* op) {
  SR_RETURN_IF_ERROR(sr_verify_parent(context, op));
  const sr_stream_verifier_t* v =
      bsearch(&op->name, kVerifiers, sizeof(kVerifiers) / sizeof(kVerifiers[0]),
              sizeof(kVerifiers[0]), sr_compare_verifier);
  if (!v) return sr_ok_status();
  SR_RETURN_IF_ERROR(
      sr_for_each_pair(context, op, v->dims, sr_check_dims_pair));
  SR_RETURN_IF_ERROR(sr_verify_sizes(context, op, v->sizes));
  return v->verify ? v->verify(context, op) : sr_ok_status();
}
