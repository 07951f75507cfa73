// hal dialect (IREE) as it appears at the Stream phase: buffer views and
// their ABI assertions, tensor import/export at the boundary, fences,
// device resolution, and executable sources.
//
// The ops' schema rows (op_schema_table.c) carry the formats of IREE's
// Dialect/HAL/IR/HALOps.td; the custom
// directives of HALOps.cpp / UtilOps.cpp they need are reimplemented here
// (TypeAlias, HAL's `count(...)` workgroup count region, bitfield flags).
// Device, executable and pipeline attributes stay opaque text.

#include <stdio.h>
#include <string.h>

#include "core/base/string_builder.h"
#include "core/dialects/dialects.h"
#include "core/dialects/region_syntax.h"

//===----------------------------------------------------------------------===//
// custom<TypeAlias>($encoding_type, type($storage))
//===----------------------------------------------------------------------===//
// `tensor<4xf32>` or `tensor<2xui32> as tensor<4xbf16>`: the encoding type
// (a TypeAttr) and the storage type (the type of a value).

static bool sr_type_alias_parse(sr_parser_t* parser, sr_format_state_t* state,
                                const sr_format_arg_t* const* args,
                                uint32_t num_args) {
  const sr_type_t* encoding = NULL;
  if (!sr_parser_parse_type(parser, &encoding)) return false;
  const sr_type_t* storage = encoding;
  if (sr_parser_consume_keyword(parser, "as") &&
      !sr_parser_parse_type(parser, &storage)) {
    return false;
  }
  sr_format_set_attr(state, args[0]->index,
                     sr_attr_get_type(sr_parser_context(parser), encoding));
  return sr_format_add_type(parser, state, args[1]->of_result, args[1]->index,
                            storage);
}

static void sr_type_alias_print(sr_printer_t* printer, sr_format_state_t* state,
                                const sr_format_arg_t* const* args,
                                uint32_t num_args) {
  const sr_attr_t* encoding = sr_format_attr(state, args[0]->index);
  const sr_type_t* storage =
      sr_format_type(state, args[1]->of_result, args[1]->index, 0);
  if (encoding && encoding->kind == SR_ATTR_TYPE &&
      encoding->type_value != storage) {
    sr_printer_print_type(printer, encoding->type_value);
    sr_printer_print(printer, " as ");
  }
  sr_printer_print_type(printer, storage);
}

//===----------------------------------------------------------------------===//
// Bitfield flags: `"None"`, `"Reserved"` (HAL's I64BitEnumAttrs of fences
// and waits), stored as an i64.
//===----------------------------------------------------------------------===//

static const char* const kFlagNames[] = {"Reserved"};  // bit 0

static bool sr_hal_flags_parse(sr_parser_t* parser, sr_format_state_t* state,
                               const sr_format_arg_t* const* args,
                               uint32_t num_args) {
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  sr_string_view_t text;
  if (sr_parser_token(parser)->kind == SR_TOK_STRING) {
    if (!sr_parser_parse_string(parser, &text)) return false;
  } else if (!sr_parser_parse_keyword(parser, &text)) {
    return false;
  }
  int64_t value = 0;
  size_t start = 0;
  for (size_t i = 0; i <= text.size; ++i) {
    if (i < text.size && text.data[i] != '|') continue;
    sr_string_view_t word = sr_make_string_view(text.data + start, i - start);
    while (word.size && word.data[0] == ' ') ++word.data, --word.size;
    while (word.size && word.data[word.size - 1] == ' ') --word.size;
    start = i + 1;
    if (sr_string_view_equal_cstr(word, "None")) continue;
    bool found = false;
    for (size_t b = 0; b < sizeof(kFlagNames) / sizeof(kFlagNames[0]); ++b) {
      if (sr_string_view_equal_cstr(word, kFlagNames[b])) {
        value |= (int64_t)1 << b;
        found = true;
      }
    }
    if (!found) {
      return sr_parser_error_at(parser, pos,
                                "invalid flags attribute specification: "
                                "\"%.*s\"",
                                (int)text.size, text.data);
    }
  }
  sr_context_t* context = sr_parser_context(parser);
  sr_format_set_attr(
      state, args[0]->index,
      sr_attr_get_integer(
          context, sr_type_get_integer(context, 64, SR_SIGNLESS), value));
  return true;
}

static void sr_hal_flags_print(sr_printer_t* printer, sr_format_state_t* state,
                               const sr_format_arg_t* const* args,
                               uint32_t num_args) {
  const sr_attr_t* attr = sr_format_attr(state, args[0]->index);
  int64_t value =
      attr && attr->kind == SR_ATTR_INTEGER ? sr_attr_int_value(attr) : 0;
  sr_printer_print(printer, "\"");
  if (!value) sr_printer_print(printer, "None");
  bool first = true;
  for (size_t b = 0; b < sizeof(kFlagNames) / sizeof(kFlagNames[0]); ++b) {
    if (!(value & ((int64_t)1 << b))) continue;
    if (!first) sr_printer_print(printer, "|");
    sr_printer_print(printer, kFlagNames[b]);
    first = false;
  }
  sr_printer_print(printer, "\"");
}

//===----------------------------------------------------------------------===//
// Memory types and buffer usages: I32BitEnumAttrs (HALAttrs.td) stored as
// i32. Printed as MLIR prints bit enums: every case whose bits are all set,
// in declaration order, joined by `|`; bare when the value is one bit,
// quoted otherwise (`"None"` included).
//===----------------------------------------------------------------------===//

typedef struct sr_hal_bit_case_t {
  const char* name;
  uint32_t value;
} sr_hal_bit_case_t;

static const sr_hal_bit_case_t kMemoryTypes[] = {
    {"Optimal", 0x1},      {"HostVisible", 0x2}, {"HostCoherent", 0x4},
    {"HostCached", 0x8},   {"HostLocal", 0x46},  {"DeviceVisible", 0x10},
    {"DeviceLocal", 0x30},
};

static const sr_hal_bit_case_t kBufferUsages[] = {
    {"TransferSource", 0x1},
    {"TransferTarget", 0x2},
    {"Transfer", 0x3},
    {"DispatchIndirectParameters", 0x100},
    {"DispatchUniformRead", 0x200},
    {"DispatchStorageRead", 0x400},
    {"DispatchStorageWrite", 0x800},
    {"DispatchStorage", 0xC00},
    {"DispatchImageRead", 0x1000},
    {"DispatchImageWrite", 0x2000},
    {"DispatchImage", 0x3000},
    {"SharingExport", 0x10000},
    {"SharingReplicate", 0x20000},
    {"SharingConcurrent", 0x40000},
    {"SharingImmutable", 0x80000},
    {"MappingScoped", 0x1000000},
    {"MappingPersistent", 0x2000000},
    {"MappingOptional", 0x4000000},
    {"MappingAccessRandom", 0x8000000},
    {"MappingAccessSequentialWrite", 0x10000000},
    {"Mapping", 0x9000000},
};

static bool sr_hal_bits_parse(sr_parser_t* parser, sr_format_state_t* state,
                              const sr_format_arg_t* const* args,
                              const sr_hal_bit_case_t* cases, size_t count,
                              const char* what) {
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  sr_string_view_t text;
  if (sr_parser_token(parser)->kind == SR_TOK_STRING) {
    if (!sr_parser_parse_string(parser, &text)) return false;
  } else if (!sr_parser_parse_keyword(parser, &text)) {
    return false;
  }
  uint32_t value = 0;
  size_t start = 0;
  for (size_t i = 0; i <= text.size; ++i) {
    if (i < text.size && text.data[i] != '|') continue;
    sr_string_view_t word = sr_make_string_view(text.data + start, i - start);
    while (word.size && word.data[0] == ' ') ++word.data, --word.size;
    while (word.size && word.data[word.size - 1] == ' ') --word.size;
    start = i + 1;
    if (sr_string_view_equal_cstr(word, "None")) continue;
    bool found = false;
    for (size_t c = 0; c < count && !found; ++c) {
      if (sr_string_view_equal_cstr(word, cases[c].name)) {
        value |= cases[c].value;
        found = true;
      }
    }
    if (!found) {
      return sr_parser_error_at(parser, pos,
                                "invalid %s specification: \"%.*s\"", what,
                                (int)text.size, text.data);
    }
  }
  sr_context_t* context = sr_parser_context(parser);
  sr_format_set_attr(state, args[0]->index,
                     sr_attr_get_integer(
                         context, sr_type_get_integer(context, 32, SR_SIGNLESS),
                         (int32_t)value));
  return true;
}

static void sr_hal_bits_print(sr_printer_t* printer, sr_format_state_t* state,
                              const sr_format_arg_t* const* args,
                              const sr_hal_bit_case_t* cases, size_t count) {
  const sr_attr_t* attr = sr_format_attr(state, args[0]->index);
  uint32_t value = attr && attr->kind == SR_ATTR_INTEGER
                       ? (uint32_t)sr_attr_int_value(attr)
                       : 0;
  bool single_bit = value && !(value & (value - 1));
  if (!single_bit) sr_printer_print(printer, "\"");
  if (!value) sr_printer_print(printer, "None");
  bool first = true;
  for (size_t c = 0; c < count; ++c) {
    if ((value & cases[c].value) != cases[c].value) continue;
    if (!first) sr_printer_print(printer, "|");
    sr_printer_print(printer, cases[c].name);
    first = false;
  }
  if (!single_bit) sr_printer_print(printer, "\"");
}

static bool sr_hal_memory_type_parse(sr_parser_t* parser,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  return sr_hal_bits_parse(parser, state, args, kMemoryTypes,
                           SR_ARRAY_COUNT(kMemoryTypes), "memory type");
}

static void sr_hal_memory_type_print(sr_printer_t* printer,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  sr_hal_bits_print(printer, state, args, kMemoryTypes,
                    SR_ARRAY_COUNT(kMemoryTypes));
}

static bool sr_hal_buffer_usage_parse(sr_parser_t* parser,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  return sr_hal_bits_parse(parser, state, args, kBufferUsages,
                           SR_ARRAY_COUNT(kBufferUsages), "buffer usage");
}

static void sr_hal_buffer_usage_print(sr_printer_t* printer,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  sr_hal_bits_print(printer, state, args, kBufferUsages,
                    SR_ARRAY_COUNT(kBufferUsages));
}

//===----------------------------------------------------------------------===//
// hal.device.query's key: `"category" :: "key"`
//===----------------------------------------------------------------------===//

static bool sr_hal_query_key_parse(sr_parser_t* parser,
                                   sr_format_state_t* state,
                                   const sr_format_arg_t* const* args,
                                   uint32_t num_args) {
  sr_string_view_t category, key;
  if (!sr_parser_parse_string(parser, &category)) return false;
  if (!sr_parser_consume_if(parser, SR_TOK_COLON_COLON)) {
    return sr_parser_error(parser, "expected '::'");
  }
  if (!sr_parser_parse_string(parser, &key)) return false;
  sr_context_t* context = sr_parser_context(parser);
  sr_format_set_attr(state, args[0]->index,
                     sr_attr_get_string(context, category, NULL));
  sr_format_set_attr(state, args[1]->index,
                     sr_attr_get_string(context, key, NULL));
  return true;
}

static void sr_hal_query_key_print(sr_printer_t* printer,
                                   sr_format_state_t* state,
                                   const sr_format_arg_t* const* args,
                                   uint32_t num_args) {
  sr_printer_print_attr(printer, sr_format_attr(state, args[0]->index));
  sr_printer_print(printer, " :: ");
  sr_printer_print_attr(printer, sr_format_attr(state, args[1]->index));
}

//===----------------------------------------------------------------------===//
// HAL's workgroup count region: `(%arg0: !hal.device, ...) -> (index,
// index, index) { ... }` after the `count` keyword.
//===----------------------------------------------------------------------===//

static bool sr_hal_count_region_parse(sr_parser_t* parser,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  sr_region_t* region = sr_format_add_region(parser, state, args[0]->index);
  if (!region) return false;
  return sr_parse_workgroup_count_region(parser, region);
}

static void sr_hal_count_region_print(sr_printer_t* printer,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  sr_print_workgroup_count_region(printer,
                                  sr_format_region(state, args[0]->index), "");
}

static const sr_custom_directive_t kHalDirectives[] = {
    {"HALBitfield", sr_hal_flags_parse, sr_hal_flags_print},
    {"HALMemoryType", sr_hal_memory_type_parse, sr_hal_memory_type_print},
    {"HALBufferUsage", sr_hal_buffer_usage_parse, sr_hal_buffer_usage_print},
    {"HALDeviceQueryKey", sr_hal_query_key_parse, sr_hal_query_key_print},
    {"HALWorkgroupCountRegion", sr_hal_count_region_parse,
     sr_hal_count_region_print},
    {"TypeAlias", sr_type_alias_parse, sr_type_alias_print},
};

//===----------------------------------------------------------------------===//
// Result names
//===----------------------------------------------------------------------===//

// hal.element_type: `element_type_` + the type.
static void sr_element_type_name(const sr_op_t* op, sr_result_namer_t* namer) {
  const sr_attr_t* type = sr_op_attr(op, "type");
  if (!type || type->kind != SR_ATTR_TYPE) return;
  sr_string_builder_t name;
  sr_string_builder_initialize(sr_allocator_system(), &name);
  sr_string_builder_append_cstr(&name, "element_type_");
  sr_print_type_to(type->type_value, &name);
  sr_result_namer_set(namer, 0, sr_string_builder_cstr(&name));
  sr_string_builder_deinitialize(&name);
}

// hal.encoding_type: `dense_row_major` without an encoding.
static void sr_encoding_type_name(const sr_op_t* op, sr_result_namer_t* namer) {
  if (!sr_op_attr(op, "encoding")) {
    sr_result_namer_set(namer, 0, "dense_row_major");
  }
}

// hal.device.resolve: by result type.
static void sr_device_resolve_name(const sr_op_t* op,
                                   sr_result_namer_t* namer) {
  for (uint32_t i = 0; i < op->num_results; ++i) {
    const sr_type_t* type = op->results[i].type;
    if (sr_type_is_dialect(type, "hal.device")) {
      sr_result_namer_set(namer, i, "device");
    } else if (sr_type_is_dialect(type, "hal.allocator")) {
      sr_result_namer_set(namer, i, "allocator");
    } else if (type->kind == SR_TYPE_INTEGER) {
      sr_result_namer_set(namer, i, "queue_affinity");
    }
  }
}

// hal.devices.get: `device_N` for a constant index, else `device_n`.
static void sr_devices_get_name(const sr_op_t* op, sr_result_namer_t* namer) {
  const sr_value_t* index = op->num_operands ? op->operands[0].value : NULL;
  if (index && index->kind == SR_VALUE_RESULT &&
      sr_op_is(index->owner.op, "arith.constant")) {
    const sr_attr_t* value = sr_op_attr(index->owner.op, "value");
    if (value && value->kind == SR_ATTR_INTEGER) {
      char name[48];
      snprintf(name, sizeof(name), "device_%llu",
               (unsigned long long)value->integer.words[0]);
      sr_result_namer_set(namer, 0, name);
      return;
    }
  }
  sr_result_namer_set(namer, 0, "device_n");
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

static const sr_ods_op_t kHalSpecs[] = {
    {SR_OPID_HAL_BUFFER_LENGTH, .result_names = "length"},
    {SR_OPID_HAL_BUFFER_SUBSPAN, .result_names = "buffer"},
    {SR_OPID_HAL_BUFFER_USAGE, .result_names = "buffer_usage"},
    {SR_OPID_HAL_DEVICE_QUERY, .result_names = "ok value"},
    {SR_OPID_HAL_MEMORY_TYPE, .result_names = "memory_type"},
    {SR_OPID_HAL_BUFFER_VIEW_BUFFER, .result_names = "buffer"},
    {SR_OPID_HAL_BUFFER_VIEW_CREATE, .result_names = "view"},
    {SR_OPID_HAL_DEVICE_RESOLVE, .name_results = sr_device_resolve_name},
    {SR_OPID_HAL_DEVICES_COUNT, .result_names = "device_count"},
    {SR_OPID_HAL_DEVICES_GET, .name_results = sr_devices_get_name},
    {SR_OPID_HAL_ELEMENT_TYPE, .name_results = sr_element_type_name},
    {SR_OPID_HAL_ENCODING_TYPE, .name_results = sr_encoding_type_name},
    {SR_OPID_HAL_FENCE_AWAIT, .result_names = "status"},
    {SR_OPID_HAL_FENCE_CREATE, .result_names = "fence"},
    {SR_OPID_HAL_FENCE_JOIN, .result_names = "fence"},
};

sr_dialect_ops_t sr__hal_ops(void) {
  sr_dialect_ops_t ops = {NULL,           0,
                          kHalSpecs,      SR_ARRAY_COUNT(kHalSpecs),
                          kHalDirectives, SR_ARRAY_COUNT(kHalDirectives)};
  return ops;
}
