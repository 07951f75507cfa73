// linalg dialect (MLIR): linalg.generic, the named structured ops (fill,
// copy, matmul family, matvec/vecmat/dot, mmt4d, convolutions, poolings),
// transpose/broadcast/map/reduce, softmax, pack/unpack, index and yield.
//
// Syntax as in mlir/lib/Dialect/Linalg/IR/LinalgOps.cpp:
//   linalg.generic {indexing_maps = [...], iterator_types = ["parallel"]}
//       ins(%a : T) outs(%b : U) [attrs = {...}] { region } [-> U]
//   linalg.matmul [indexing_maps = [...]] [{attrs}] ins(...) outs(...) [-> U]
// Named ops elide their region in custom form: parsing rebuilds it the way
// MLIR's region builders do (casts to the output element type, then the
// scalar computation), so the generic form prints the same body. Ops whose
// indexing maps MLIR memoizes at verification (opdsl ops without an
// `indexing_maps` property) get the same `linalg.memoized_indexing_maps`
// attribute.

#include <stdio.h>
#include <string.h>

#include "core/base/string_builder.h"
#include "core/dialects/dialects.h"
#include "core/dialects/function_syntax.h"
#include "core/dialects/registry.h"
#include "core/ir/verifier.h"

//===----------------------------------------------------------------------===//
// Building region bodies
//===----------------------------------------------------------------------===//

typedef struct sr_body_t {
  sr_context_t* context;
  sr_block_t* block;
  sr_source_pos_t pos;
  bool failed;
} sr_body_t;

// Appends `%r = name(operands) {attrs}` with the op's default properties
// (as MLIR's builders create them) and returns its result (NULL for ops
// without a result type or on failure).
static sr_value_t* sr_body_op(sr_body_t* b, const char* name,
                              uint32_t num_operands,
                              sr_value_t* const* operands,
                              const sr_type_t* result_type,
                              const sr_attr_t* attrs) {
  if (b->failed) return NULL;
  sr_context_t* context = b->context;
  sr_string_view_t interned =
      sr_context_intern(context, sr_make_cstring_view(name));
  sr_op_t* op = interned.data ? sr_op_allocate(context, interned, num_operands,
                                               result_type ? 1 : 0, 0, 0)
                              : NULL;
  if (!op) {
    b->failed = true;
    return NULL;
  }
  op->info = sr_op_registry_lookup(interned);
  op->pos = b->pos;
  for (uint32_t i = 0; i < num_operands; ++i) {
    sr_operand_set(&op->operands[i], operands[i]);
  }
  if (result_type) {
    op->results[0].type = result_type;
    op->results[0].pos = b->pos;
  }
  sr_named_attr_t props[32];
  sr_named_attr_t discardable[32];
  uint32_t num_props = sr_ods_default_properties(op->info, context, props, 16);
  uint32_t num_attrs = 0;
  for (uint32_t i = 0; attrs && attrs->kind == SR_ATTR_DICTIONARY &&
                       i < attrs->dictionary.count && i < 16;
       ++i) {
    const sr_named_attr_t* entry = &attrs->dictionary.entries[i];
    if (sr_op_info_is_inherent(op->info, entry->name)) {
      bool replaced = false;
      for (uint32_t p = 0; p < num_props; ++p) {
        if (sr_string_view_equal(props[p].name, entry->name)) {
          props[p].value = entry->value;
          replaced = true;
        }
      }
      if (!replaced) props[num_props++] = *entry;
    } else {
      discardable[num_attrs++] = *entry;
    }
  }
  op->properties = sr_attr_get_dictionary(context, num_props, props, NULL);
  op->attrs = sr_attr_get_dictionary(context, num_attrs, discardable, NULL);
  op->has_properties = num_props > 0;
  if (!op->properties || !op->attrs) {
    b->failed = true;
    return NULL;
  }
  sr_block_append_op(b->block, op);
  return result_type ? &op->results[0] : NULL;
}

// MLIR's convertScalarToDtype: the cast a region builder inserts to bring
// |value| to |type| (none when the types agree).
static sr_value_t* sr_body_cast(sr_body_t* b, sr_value_t* value,
                                const sr_type_t* type, bool is_unsigned) {
  const sr_type_t* from = value->type;
  if (from == type) return value;
  const char* op = NULL;
  if (type->kind == SR_TYPE_INTEGER) {
    if (from->kind == SR_TYPE_FLOAT) {
      op = is_unsigned ? "arith.fptoui" : "arith.fptosi";
    } else if (from->kind == SR_TYPE_INDEX) {
      op = "arith.index_cast";
    } else if (from->kind == SR_TYPE_INTEGER) {
      if (type->integer.width > from->integer.width) {
        op = is_unsigned ? "arith.extui" : "arith.extsi";
      } else if (type->integer.width < from->integer.width) {
        op = "arith.trunci";
      }
    }
  } else if (type->kind == SR_TYPE_FLOAT) {
    if (from->kind == SR_TYPE_INTEGER) {
      op = is_unsigned ? "arith.uitofp" : "arith.sitofp";
    } else if (from->kind == SR_TYPE_FLOAT) {
      uint32_t to_width = sr_type_bit_width(type);
      uint32_t from_width = sr_type_bit_width(from);
      if (to_width > from_width) op = "arith.extf";
      if (to_width < from_width) op = "arith.truncf";
    }
  }
  if (!op) return value;
  return sr_body_op(b, op, 1, &value, type, NULL);
}

typedef enum sr_binary_fn_e {
  SR_FN_ADD = 0,
  SR_FN_MUL,
  SR_FN_MAX_SIGNED,
  SR_FN_MIN_SIGNED,
  SR_FN_MAX_UNSIGNED,
  SR_FN_MIN_UNSIGNED,
} sr_binary_fn_t;

// The scalar op of an opdsl BinaryFn on |type|.
static sr_value_t* sr_body_binary(sr_body_t* b, sr_binary_fn_t fn,
                                  sr_value_t* lhs, sr_value_t* rhs) {
  const sr_type_t* type = lhs->type;
  bool is_float = type->kind == SR_TYPE_FLOAT;
  bool is_bool = type->kind == SR_TYPE_INTEGER && type->integer.width == 1;
  const char* op = NULL;
  switch (fn) {
    case SR_FN_ADD:
      op = is_float ? "arith.addf" : is_bool ? "arith.ori" : "arith.addi";
      break;
    case SR_FN_MUL:
      op = is_float ? "arith.mulf" : is_bool ? "arith.andi" : "arith.muli";
      break;
    case SR_FN_MAX_SIGNED:
      op = is_float ? "arith.maximumf" : "arith.maxsi";
      break;
    case SR_FN_MIN_SIGNED:
      op = is_float ? "arith.minimumf" : "arith.minsi";
      break;
    case SR_FN_MAX_UNSIGNED:
      op = is_float ? "arith.maximumf" : "arith.maxui";
      break;
    case SR_FN_MIN_UNSIGNED:
      op = is_float ? "arith.minimumf" : "arith.minui";
      break;
  }
  sr_value_t* operands[2] = {lhs, rhs};
  return sr_body_op(b, op, 2, operands, type, NULL);
}

static void sr_body_yield(sr_body_t* b, uint32_t count,
                          sr_value_t* const* values) {
  sr_body_op(b, "linalg.yield", count, values, NULL, NULL);
}

// The element type of a shaped type, or the type itself (scalars).
static const sr_type_t* sr_element_type(const sr_type_t* type) {
  return sr_type_is_shaped(type) ? type->shaped.element : type;
}

// Creates the region's single block with one argument per operand (element
// types) and returns it.
static bool sr_body_begin(sr_parser_t* parser, sr_op_state_t* state,
                          uint32_t first_operand, uint32_t count,
                          sr_body_t* b) {
  memset(b, 0, sizeof(*b));
  b->context = sr_parser_context(parser);
  b->pos = state->pos;
  sr_region_t* region = sr_op_state_add_region(parser, state);
  sr_block_t* block = region ? sr_block_allocate(b->context) : NULL;
  if (!block) return sr_parser_error(parser, "out of memory");
  block->pos = state->pos;
  sr_region_append_block(region, block);
  for (uint32_t i = 0; i < count; ++i) {
    sr_value_t* arg = sr_block_add_argument(
        b->context, block,
        sr_element_type(state->operands[first_operand + i]->type), NULL);
    if (!arg) return sr_parser_error(parser, "out of memory");
    arg->pos = state->pos;
  }
  b->block = block;
  return true;
}

static bool sr_body_end(sr_parser_t* parser, sr_body_t* b) {
  return b->failed ? sr_parser_error(parser, "cannot build the op's region")
                   : true;
}

//===----------------------------------------------------------------------===//
// Common structured op syntax: `ins(%a, %b : A, B) outs(%c : C)`
//===----------------------------------------------------------------------===//

typedef struct sr_structured_t {
  uint32_t num_inputs;
  uint32_t num_outputs;
} sr_structured_t;

static bool sr_parse_operand_types(sr_parser_t* parser, sr_op_state_t* state,
                                   uint32_t* out_count) {
  sr_unresolved_operand_t* names = NULL;
  uint32_t capacity = 0;
  uint32_t count = 0;
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (sr_parser_at_operand(parser)) {
    do {
      if (!sr_parser_grow_array(parser, (void**)&names, count, &capacity,
                                sizeof(*names)) ||
          !sr_parser_parse_operand(parser, &names[count++])) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_expect(parser, SR_TOK_COLON, "':'")) return false;
  for (uint32_t i = 0; i < count; ++i) {
    if (i && !sr_parser_expect(parser, SR_TOK_COMMA, "','")) return false;
    const sr_type_t* type = NULL;
    sr_value_t* value = NULL;
    if (!sr_parser_parse_type(parser, &type) ||
        !sr_parser_resolve_operand(parser, &names[i], type, &value) ||
        !sr_op_state_add_operand(parser, state, value)) {
      return false;
    }
  }
  if (sr_parser_token(parser)->kind == SR_TOK_COMMA) {
    return sr_parser_error(parser, "%u operands present, but more types",
                           count);
  }
  *out_count = count;
  return sr_parser_expect(parser, SR_TOK_RPAREN, "')'");
}

// parseCommonStructuredOpParts: `[<{props}>] [{attrs}] [ins(...)]
// [outs(...)]`, adding operandSegmentSizes when |segments|.
static bool sr_parse_structured_parts(sr_parser_t* parser, sr_op_state_t* state,
                                      bool segments, sr_structured_t* out) {
  out->num_inputs = out->num_outputs = 0;
  if (sr_parser_token(parser)->kind == SR_TOK_LESS) {
    sr_parser_consume(parser);
    if (!sr_parser_parse_optional_attr_dict(parser, state, true) ||
        !sr_parser_expect(parser, SR_TOK_GREATER, "'>'")) {
      return false;
    }
  }
  if (!sr_parser_parse_optional_attr_dict(parser, state, false)) return false;
  if (sr_parser_consume_keyword(parser, "ins") &&
      !sr_parse_operand_types(parser, state, &out->num_inputs)) {
    return false;
  }
  if (sr_parser_consume_keyword(parser, "outs") &&
      !sr_parse_operand_types(parser, state, &out->num_outputs)) {
    return false;
  }
  if (sr_parser_failed(parser)) return false;
  if (!segments) return true;
  sr_context_t* context = sr_parser_context(parser);
  int32_t sizes[2] = {(int32_t)out->num_inputs, (int32_t)out->num_outputs};
  return sr_op_state_add_prop(
      parser, state, "operandSegmentSizes",
      sr_attr_get_dense_array(
          context, sr_type_get_integer(context, 32, SR_SIGNLESS), 2, sizes));
}

// `-> T` / `-> (T, U)` results (none without an arrow).
static bool sr_parse_optional_results(sr_parser_t* parser,
                                      sr_op_state_t* state) {
  if (!sr_parser_consume_if(parser, SR_TOK_ARROW)) {
    return !sr_parser_failed(parser);
  }
  const sr_type_t** types = NULL;
  uint32_t count = 0;
  if (!sr_parser_parse_function_result_types(parser, &types, &count)) {
    return false;
  }
  for (uint32_t i = 0; i < count; ++i) {
    if (!sr_op_state_add_result_type(parser, state, types[i])) return false;
  }
  return true;
}

static void sr_print_operand_group(sr_printer_t* printer, const sr_op_t* op,
                                   const char* keyword, uint32_t begin,
                                   uint32_t end) {
  if (begin >= end) return;
  sr_printer_printf(printer, " %s(", keyword);
  sr_printer_print_operands(printer, op, begin, end);
  sr_printer_print(printer, " : ");
  for (uint32_t i = begin; i < end; ++i) {
    if (i != begin) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, op->operands[i].value->type);
  }
  sr_printer_print(printer, ")");
}

// Operands [0, split) are inputs, the rest outputs.
static void sr_print_structured_parts(sr_printer_t* printer, const sr_op_t* op,
                                      uint32_t split) {
  sr_print_operand_group(printer, op, "ins", 0, split);
  sr_print_operand_group(printer, op, "outs", split, op->num_operands);
}

// Inputs count from operandSegmentSizes (else all but one).
static uint32_t sr_num_inputs(const sr_op_t* op) {
  const sr_attr_t* sizes = sr_op_attr(op, "operandSegmentSizes");
  if (sizes && sizes->kind == SR_ATTR_DENSE_ARRAY &&
      sizes->dense_array.count == 2) {
    int32_t inputs;
    memcpy(&inputs, sizes->dense_array.data, 4);
    if (inputs >= 0 && (uint32_t)inputs <= op->num_operands) {
      return (uint32_t)inputs;
    }
  }
  return op->num_operands ? op->num_operands - 1 : 0;
}

// AttrSizedOperandSegments of the structured ops (generic, elementwise, the
// named ops): `operandSegmentSizes` is two non-negative sizes, inputs and
// outputs, that add up to the operands. Without it the custom print cannot
// say which operands are `ins` and which `outs`.
static sr_status_t sr_structured_verify(sr_context_t* context,
                                        const sr_op_t* op) {
  static const char kName[] = "operandSegmentSizes";
  const sr_attr_t* sizes = sr_op_attr(op, kName);
  if (!sizes || sizes->kind != SR_ATTR_DENSE_ARRAY ||
      sr_type_bit_width(sizes->type) != 32) {
    return sr_verify_op_error(context, op,
                              "requires dense i32 array attribute '%s'", kName);
  }
  if (sizes->dense_array.count != 2) {
    return sr_verify_op_error(context, op,
                              "'%s' attribute for specifying operand segments "
                              "must have 2 elements, but got %u",
                              kName, sizes->dense_array.count);
  }
  int32_t inputs, outputs;
  memcpy(&inputs, sizes->dense_array.data, 4);
  memcpy(&outputs, sizes->dense_array.data + 4, 4);
  if (inputs < 0 || outputs < 0) {
    return sr_verify_op_error(
        context, op, "'%s' attribute cannot have negative elements", kName);
  }
  if ((uint64_t)inputs + (uint64_t)outputs != op->num_operands) {
    return sr_verify_op_error(context, op,
                              "operand count (%u) does not match with the "
                              "total size (%lld) specified in attribute '%s'",
                              op->num_operands,
                              (long long)inputs + (long long)outputs, kName);
  }
  return sr_ok_status();
}

// printOptionalArrowTypeList.
static void sr_print_results(sr_printer_t* printer, const sr_op_t* op) {
  if (!op->num_results) return;
  sr_printer_print(printer, " -> ");
  bool wrap =
      op->num_results > 1 || op->results[0].type->kind == SR_TYPE_FUNCTION;
  if (wrap) sr_printer_print(printer, "(");
  for (uint32_t i = 0; i < op->num_results; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, op->results[i].type);
  }
  if (wrap) sr_printer_print(printer, ")");
}

//===----------------------------------------------------------------------===//
// linalg.generic
//===----------------------------------------------------------------------===//

static const char* const kGenericAttrs[] = {
    "doc",          "indexing_maps",       "iterator_types",
    "library_call", "operandSegmentSizes", NULL};

// `"parallel"` -> `#linalg.iterator_type<parallel>` (and back).
static const sr_attr_t* sr_iterator_types_from_strings(sr_context_t* context,
                                                       const sr_attr_t* array) {
  if (!array || array->kind != SR_ATTR_ARRAY) return array;
  const sr_attr_t* items[256];
  if (array->array.count > 256) return array;
  for (uint32_t i = 0; i < array->array.count; ++i) {
    const sr_attr_t* item = array->array.elements[i];
    if (item->kind != SR_ATTR_STRING) {
      items[i] = item;
      continue;
    }
    char text[128];
    int n = snprintf(text, sizeof(text), "linalg.iterator_type<%.*s>",
                     (int)item->string.size, item->string.data);
    if (n < 0 || (size_t)n >= sizeof(text)) {
      // No iterator type is that long: the string stays a string (and the
      // verifier says what is wrong with it).
      items[i] = item;
      continue;
    }
    items[i] = sr_attr_get_text(context, SR_ATTR_DIALECT,
                                sr_make_string_view(text, (size_t)n), NULL);
    if (!items[i]) return NULL;
  }
  return sr_attr_get_array(context, array->array.count, items);
}

static const sr_attr_t* sr_iterator_types_to_strings(sr_context_t* context,
                                                     const sr_attr_t* array) {
  if (!array || array->kind != SR_ATTR_ARRAY) return array;
  static const char kPrefix[] = "linalg.iterator_type<";
  const sr_attr_t* items[256];
  if (array->array.count > 256) return array;
  for (uint32_t i = 0; i < array->array.count; ++i) {
    const sr_attr_t* item = array->array.elements[i];
    items[i] = item;
    if (item->kind != SR_ATTR_DIALECT) continue;
    sr_string_view_t text = item->text.text;
    size_t n = sizeof(kPrefix) - 1;
    if (text.size > n + 1 && !memcmp(text.data, kPrefix, n) &&
        text.data[text.size - 1] == '>') {
      items[i] = sr_attr_get_string(
          context, sr_make_string_view(text.data + n, text.size - n - 1), NULL);
    }
  }
  return sr_attr_get_array(context, array->array.count, items);
}

static bool sr_generic_parse(sr_parser_t* parser, const sr_op_info_t* info,
                             sr_op_state_t* state) {
  sr_context_t* context = sr_parser_context(parser);
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  const sr_attr_t* dict = NULL;
  if (!sr_parser_parse_attribute(parser, NULL, &dict)) return false;
  if (dict->kind != SR_ATTR_DICTIONARY) {
    return sr_parser_error_at(parser, pos,
                              "invalid kind of attribute specified");
  }
  for (uint32_t i = 0; i < dict->dictionary.count; ++i) {
    const sr_named_attr_t* entry = &dict->dictionary.entries[i];
    const sr_attr_t* value = entry->value;
    if (sr_string_view_equal_cstr(entry->name, "iterator_types")) {
      value = sr_iterator_types_from_strings(context, value);
    }
    // Dictionary keys are interned (NUL-terminated) strings.
    if (!value ||
        !sr_op_state_add_prop(parser, state, entry->name.data, value)) {
      return false;
    }
  }
  sr_structured_t parts;
  if (!sr_parse_structured_parts(parser, state, true, &parts)) return false;
  if (sr_parser_consume_keyword(parser, "attrs") &&
      (!sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
       !sr_parser_parse_optional_attr_dict(parser, state, false))) {
    return false;
  }
  sr_region_t* region = sr_op_state_add_region(parser, state);
  return region && sr_parser_parse_region(parser, region, NULL, 0, false) &&
         sr_parse_optional_results(parser, state);
}

static void sr_generic_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_context_t* context = sr_printer_context(printer);
  sr_named_attr_t entries[4];
  uint32_t count = 0;
  for (int i = 0; i < 4; ++i) {
    const sr_attr_t* value = sr_op_attr(op, kGenericAttrs[i]);
    if (!value) continue;
    if (i == 2) value = sr_iterator_types_to_strings(context, value);
    entries[count].name =
        sr_context_intern(context, sr_make_cstring_view(kGenericAttrs[i]));
    entries[count].value = value;
    ++count;
  }
  if (count) {
    const sr_attr_t* dict =
        sr_attr_get_dictionary(context, count, entries, NULL);
    sr_printer_print(printer, " ");
    if (dict) sr_printer_print_attr(printer, dict);
  }
  sr_print_structured_parts(printer, op, sr_num_inputs(op));
  uint32_t extra = op->attrs ? op->attrs->dictionary.count : 0;
  const sr_attr_t* props = op->properties;
  for (uint32_t i = 0; props && props->kind == SR_ATTR_DICTIONARY &&
                       i < props->dictionary.count;
       ++i) {
    bool known = false;
    for (const char* const* name = kGenericAttrs; *name; ++name) {
      known |=
          sr_string_view_equal_cstr(props->dictionary.entries[i].name, *name);
    }
    extra += !known;
  }
  if (extra) {
    sr_printer_print(printer, " attrs = ");
    sr_printer_print_optional_attr_dict(printer, op, true, kGenericAttrs);
  }
  if (op->num_regions && op->regions[0].first_block) {
    sr_printer_print(printer, " ");
    sr_printer_print_region(printer, &op->regions[0], true, true);
  }
  sr_print_results(printer, op);
}

//===----------------------------------------------------------------------===//
// Named structured ops
//===----------------------------------------------------------------------===//

typedef enum sr_body_kind_e {
  SR_BODY_YIELD = 0,   // yield the input unchanged (fill)
  SR_BODY_CAST_YIELD,  // yield cast(input) (copy)
  SR_BODY_MUL_ADD,     // out + cast(a) * cast(b)
  SR_BODY_ADD,         // out + cast(in) (sum pooling)
  SR_BODY_REDUCE,      // fn(out, cast(in)) (max/min pooling)
} sr_body_kind_t;

typedef struct sr_named_op_t {
  const char* name;
  sr_body_kind_t body;
  sr_binary_fn_t fn;  // SR_BODY_REDUCE
  bool unsigned_cast;
  // Default `indexing_maps` property (matmul family), `""` when the op
  // requires them (contract), or NULL.
  const char* default_maps;
  // Maps MLIR memoizes in `linalg.memoized_indexing_maps`, or NULL. `S0`,
  // `S1` stand for strides and `D0`, `D1` for dilations (default 1).
  const char* memoized_maps;
} sr_named_op_t;

#define SR_MAPS3(dims, a, b, c)                               \
  "[affine_map<" dims " -> " a ">, affine_map<" dims " -> " b \
  ">, "                                                       \
  "affine_map<" dims " -> " c ">]"
#define SR_D3 "(d0, d1, d2)"
#define SR_D4 "(d0, d1, d2, d3)"
#define SR_D5 "(d0, d1, d2, d3, d4)"
#define SR_D6 "(d0, d1, d2, d3, d4, d5)"
#define SR_D7 "(d0, d1, d2, d3, d4, d5, d6)"
#define SR_POOL_NHWC                                                \
  SR_MAPS3(SR_D6, "(d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d3)", \
           "(d4, d5)", "(d0, d1, d2, d3)")
#define SR_POOL_NCHW                                                \
  SR_MAPS3(SR_D6, "(d0, d1, d2 * S0 + d4 * D0, d3 * S1 + d5 * D1)", \
           "(d4, d5)", "(d0, d1, d2, d3)")

static const sr_named_op_t kNamedOps[] = {
    {"linalg.batch_matmul", SR_BODY_MUL_ADD, 0, false,
     SR_MAPS3(SR_D4, "(d0, d1, d3)", "(d0, d3, d2)", "(d0, d1, d2)"), NULL},
    {"linalg.batch_matvec", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3(SR_D3, "(d0, d1, d2)", "(d0, d2)", "(d0, d1)")},
    {"linalg.batch_mmt4d", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3(SR_D7, "(d0, d1, d3, d4, d6)", "(d0, d2, d3, d5, d6)",
              "(d0, d1, d2, d4, d5)")},
    {"linalg.batch_reduce_matmul", SR_BODY_MUL_ADD, 0, false,
     SR_MAPS3(SR_D4, "(d0, d1, d3)", "(d0, d3, d2)", "(d1, d2)"), NULL},
    {"linalg.batch_vecmat", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3(SR_D3, "(d0, d2)", "(d0, d2, d1)", "(d0, d1)")},
    {"linalg.contract", SR_BODY_MUL_ADD, 0, false, "", NULL},
    {"linalg.conv_1d_nwc_wcf", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3(SR_D5, "(d0, d1 * S0 + d3 * D0, d4)", "(d3, d4, d2)",
              "(d0, d1, d2)")},
    {"linalg.conv_2d_nchw_fchw", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3(SR_D7, "(d0, d4, d2 * S0 + d5 * D0, d3 * S1 + d6 * D1)",
              "(d1, d4, d5, d6)", "(d0, d1, d2, d3)")},
    {"linalg.conv_2d_nhwc_fhwc", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3(SR_D7, "(d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d6)",
              "(d3, d4, d5, d6)", "(d0, d1, d2, d3)")},
    {"linalg.conv_2d_nhwc_hwcf", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3(SR_D7, "(d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d6)",
              "(d4, d5, d6, d3)", "(d0, d1, d2, d3)")},
    {"linalg.copy", SR_BODY_CAST_YIELD, 0, false, NULL, NULL},
    {"linalg.depthwise_conv_2d_nhwc_hwc", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3(SR_D6, "(d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d3)",
              "(d4, d5, d3)", "(d0, d1, d2, d3)")},
    {"linalg.dot", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3("(d0)", "(d0)", "(d0)", "()")},
    {"linalg.fill", SR_BODY_YIELD, 0, false, NULL, NULL},
    {"linalg.matmul", SR_BODY_MUL_ADD, 0, false,
     SR_MAPS3(SR_D3, "(d0, d2)", "(d2, d1)", "(d0, d1)"), NULL},
    {"linalg.matvec", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3("(d0, d1)", "(d0, d1)", "(d1)", "(d0)")},
    {"linalg.mmt4d", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3(SR_D6, "(d0, d2, d3, d5)", "(d1, d2, d4, d5)",
              "(d0, d1, d3, d4)")},
    {"linalg.pooling_nchw_max", SR_BODY_REDUCE, SR_FN_MAX_SIGNED, false, NULL,
     SR_POOL_NCHW},
    {"linalg.pooling_nchw_sum", SR_BODY_ADD, 0, false, NULL, SR_POOL_NCHW},
    {"linalg.pooling_nhwc_max", SR_BODY_REDUCE, SR_FN_MAX_SIGNED, false, NULL,
     SR_POOL_NHWC},
    {"linalg.pooling_nhwc_max_unsigned", SR_BODY_REDUCE, SR_FN_MAX_UNSIGNED,
     true, NULL, SR_POOL_NHWC},
    {"linalg.pooling_nhwc_min", SR_BODY_REDUCE, SR_FN_MIN_SIGNED, false, NULL,
     SR_POOL_NHWC},
    {"linalg.pooling_nhwc_min_unsigned", SR_BODY_REDUCE, SR_FN_MIN_UNSIGNED,
     true, NULL, SR_POOL_NHWC},
    {"linalg.pooling_nhwc_sum", SR_BODY_ADD, 0, false, NULL, SR_POOL_NHWC},
    {"linalg.vecmat", SR_BODY_MUL_ADD, 0, false, NULL,
     SR_MAPS3("(d0, d1)", "(d1)", "(d1, d0)", "(d0)")},
};

static const sr_named_op_t* sr_named_op(sr_string_view_t name) {
  for (size_t i = 0; i < SR_ARRAY_COUNT(kNamedOps); ++i) {
    if (sr_string_view_equal_cstr(name, kNamedOps[i].name)) {
      return &kNamedOps[i];
    }
  }
  return NULL;
}

static const char* const kNamedAttrs[] = {"operandSegmentSizes",
                                          "indexing_maps",
                                          "cast",
                                          "strides",
                                          "dilations",
                                          NULL};

static const sr_attr_t* sr_parse_attr_text(sr_context_t* context,
                                           const char* text) {
  const sr_attr_t* attr = NULL;
  sr_status_t status = sr_parse_attr_string(context, text, &attr);
  if (status) {
    sr_status_ignore(status);
    return NULL;
  }
  return attr;
}

// Element |i| of an integer elements attribute (strides, dilations), or
// |fallback| when absent.
static int64_t sr_dense_int(const sr_attr_t* attr, uint32_t i,
                            int64_t fallback) {
  if (!attr || attr->kind != SR_ATTR_DENSE_ELEMENTS || !attr->type) {
    return fallback;
  }
  size_t width = sr_dense_element_byte_width(attr->type->shaped.element);
  if (!width || width > 8) return fallback;
  size_t offset = attr->dense.splat ? 0 : i * width;
  if (offset + width > attr->dense.byte_length) return fallback;
  int64_t value = 0;
  memcpy(&value, attr->dense.data + offset, width);
  if (width < 8 && (value >> (width * 8 - 1)) & 1) {
    value |= -((int64_t)1 << (width * 8));
  }
  return value;
}

// The memoized maps of |named| with the op's strides and dilations.
static const sr_attr_t* sr_memoized_maps(sr_context_t* context,
                                         const sr_named_op_t* named,
                                         const sr_attr_t* strides,
                                         const sr_attr_t* dilations) {
  sr_string_builder_t text;
  sr_string_builder_initialize(sr_allocator_system(), &text);
  for (const char* p = named->memoized_maps; *p; ++p) {
    if ((p[0] == 'S' || p[0] == 'D') && (p[1] == '0' || p[1] == '1')) {
      int64_t value = sr_dense_int(p[0] == 'S' ? strides : dilations,
                                   (uint32_t)(p[1] - '0'), 1);
      char number[24];
      snprintf(number, sizeof(number), "%lld", (long long)value);
      sr_string_builder_append_cstr(&text, number);
      ++p;
    } else {
      sr_string_builder_append_char(&text, *p);
    }
  }
  const sr_attr_t* attr =
      sr_parse_attr_text(context, sr_string_builder_cstr(&text));
  sr_string_builder_deinitialize(&text);
  return attr;
}

// The named attribute |name| in |state|'s props or attrs, or NULL.
static const sr_attr_t* sr_state_attr(const sr_op_state_t* state,
                                      const char* name) {
  for (uint32_t i = 0; i < state->num_props; ++i) {
    if (sr_string_view_equal_cstr(state->props[i].name, name)) {
      return state->props[i].value;
    }
  }
  for (uint32_t i = 0; i < state->num_attrs; ++i) {
    if (sr_string_view_equal_cstr(state->attrs[i].name, name)) {
      return state->attrs[i].value;
    }
  }
  return NULL;
}

static bool sr_build_named_body(sr_parser_t* parser, sr_op_state_t* state,
                                const sr_named_op_t* named,
                                const sr_structured_t* parts) {
  uint32_t count = parts->num_inputs + parts->num_outputs;
  uint32_t expected =
      named->body == SR_BODY_YIELD || named->body == SR_BODY_CAST_YIELD ? 2 : 3;
  if (count != expected || count != state->num_operands) {
    // Where MLIR reports it: after the op, at the next token.
    return sr_parser_error(parser,
                           "[parseNamedStructuredOpRegion] ods-gen generated "
                           "region expects %u args, got %u",
                           expected, count);
  }
  sr_body_t b;
  if (!sr_body_begin(parser, state, 0, count, &b)) return false;
  sr_value_t** args = b.block->arguments;
  sr_value_t* out = args[count - 1];
  const sr_type_t* type = out->type;
  bool is_unsigned = named->unsigned_cast;
  const sr_attr_t* cast = sr_state_attr(state, "cast");
  if (cast && cast->kind == SR_ATTR_DIALECT) {
    is_unsigned = sr_string_view_equal_cstr(cast->text.text,
                                            "linalg.type_fn<cast_unsigned>");
  }
  sr_value_t* result = NULL;
  switch (named->body) {
    case SR_BODY_YIELD:
      result = args[0];
      break;
    case SR_BODY_CAST_YIELD:
      result = sr_body_cast(&b, args[0], type, is_unsigned);
      break;
    case SR_BODY_MUL_ADD: {
      sr_value_t* lhs = sr_body_cast(&b, args[0], type, is_unsigned);
      sr_value_t* rhs = sr_body_cast(&b, args[1], type, is_unsigned);
      sr_value_t* mul =
          lhs && rhs ? sr_body_binary(&b, SR_FN_MUL, lhs, rhs) : NULL;
      result = mul ? sr_body_binary(&b, SR_FN_ADD, out, mul) : NULL;
      break;
    }
    case SR_BODY_ADD:
    case SR_BODY_REDUCE: {
      sr_value_t* in = sr_body_cast(&b, args[0], type, is_unsigned);
      result = in ? sr_body_binary(
                        &b, named->body == SR_BODY_ADD ? SR_FN_ADD : named->fn,
                        out, in)
                  : NULL;
      break;
    }
  }
  if (result) sr_body_yield(&b, 1, &result);
  return sr_body_end(parser, &b);
}

static bool sr_named_parse(sr_parser_t* parser, const sr_op_info_t* info,
                           sr_op_state_t* state) {
  sr_context_t* context = sr_parser_context(parser);
  const sr_named_op_t* named = sr_named_op(sr_make_cstring_view(info->name));
  if (!named) return sr_parser_error(parser, "unknown named op");
  // `""` default maps: the op requires them (linalg.contract).
  bool required = named->default_maps && !named->default_maps[0];
  if (named->default_maps) {
    const sr_attr_t* maps = NULL;
    if (required) {
      if (!sr_parser_expect_keyword(parser, "indexing_maps") ||
          !sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
          !sr_parser_parse_attribute(parser, NULL, &maps)) {
        return false;
      }
    } else if (sr_parser_consume_keyword(parser, "indexing_maps")) {
      if (!sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
          !sr_parser_parse_attribute(parser, NULL, &maps)) {
        return false;
      }
    } else if (!sr_parser_failed(parser)) {
      maps = sr_parse_attr_text(context, named->default_maps);
    }
    if (!maps || !sr_op_state_add_prop(parser, state, "indexing_maps", maps)) {
      return false;
    }
  }
  sr_structured_t parts;
  if (!sr_parse_structured_parts(parser, state, true, &parts) ||
      !sr_parser_parse_optional_attr_dict(parser, state, false) ||
      !sr_parse_optional_results(parser, state) ||
      !sr_build_named_body(parser, state, named, &parts)) {
    return false;
  }
  if (named->memoized_maps &&
      !sr_state_attr(state, "linalg.memoized_indexing_maps")) {
    const sr_attr_t* maps =
        sr_memoized_maps(context, named, sr_state_attr(state, "strides"),
                         sr_state_attr(state, "dilations"));
    if (!maps || !sr_op_state_add_attr(parser, state,
                                       "linalg.memoized_indexing_maps", maps)) {
      return sr_parser_error(parser, "cannot build the indexing maps");
    }
  }
  return true;
}

static void sr_named_print(sr_printer_t* printer, const sr_op_t* op) {
  static const char* const kElided[] = {"operandSegmentSizes",
                                        "linalg.memoized_indexing_maps",
                                        "indexing_maps", NULL};
  const sr_named_op_t* named = sr_named_op(op->name);
  const sr_attr_t* maps = sr_op_attr(op, "indexing_maps");
  if (named && named->default_maps && maps &&
      (!named->default_maps[0] ||
       maps != sr_parse_attr_text(sr_printer_context(printer),
                                  named->default_maps))) {
    sr_printer_print(printer, " indexing_maps = ");
    sr_printer_print_attr(printer, maps);
  }
  sr_printer_print_optional_attr_dict(printer, op, true, kElided);
  sr_print_structured_parts(printer, op, sr_num_inputs(op));
  sr_print_results(printer, op);
}

//===----------------------------------------------------------------------===//
// linalg.elementwise: `<kind> [indexing_maps = [...]] ins(...) outs(...)`
//===----------------------------------------------------------------------===//

static const char kElementwisePrefix[] = "linalg.elementwise_kind";

// Identity maps of the output's rank, one per operand (the default).
static const sr_attr_t* sr_identity_maps(sr_context_t* context, uint32_t rank,
                                         uint32_t count) {
  sr_string_builder_t text;
  sr_string_builder_initialize(sr_allocator_system(), &text);
  sr_string_builder_append_cstr(&text, "[");
  for (uint32_t m = 0; m < count; ++m) {
    if (m) sr_string_builder_append_cstr(&text, ", ");
    for (int part = 0; part < 2; ++part) {
      sr_string_builder_append_cstr(&text, part ? " -> (" : "affine_map<(");
      for (uint32_t d = 0; d < rank; ++d) {
        char dim[24];
        snprintf(dim, sizeof(dim), d ? ", d%u" : "d%u", d);
        sr_string_builder_append_cstr(&text, dim);
      }
      sr_string_builder_append_cstr(&text, ")");
    }
    sr_string_builder_append_cstr(&text, ">");
  }
  sr_string_builder_append_cstr(&text, "]");
  const sr_attr_t* maps =
      sr_parse_attr_text(context, sr_string_builder_cstr(&text));
  sr_string_builder_deinitialize(&text);
  return maps;
}

// The scalar computation of each elementwise kind (ElementwiseKind in
// LinalgEnums.td) on the block arguments.
static sr_value_t* sr_elementwise_body(sr_body_t* b, sr_string_view_t kind,
                                       sr_value_t* const* args,
                                       uint32_t num_inputs) {
  const sr_type_t* type = args[num_inputs]->type;
  bool is_float = type->kind == SR_TYPE_FLOAT;
  static const struct {
    const char* kind;
    const char* float_op;
    const char* int_op;
  } kOps[] = {
      {"exp", "math.exp", NULL},
      {"log", "math.log", NULL},
      {"abs", "math.absf", "math.absi"},
      {"ceil", "math.ceil", NULL},
      {"floor", "math.floor", NULL},
      {"negf", "arith.negf", NULL},
      {"round", "math.round", NULL},
      {"sqrt", "math.sqrt", NULL},
      {"rsqrt", "math.rsqrt", NULL},
      {"tanh", "math.tanh", NULL},
      {"erf", "math.erf", NULL},
      {"add", "arith.addf", "arith.addi"},
      {"sub", "arith.subf", "arith.subi"},
      {"mul", "arith.mulf", "arith.muli"},
      {"div", "arith.divf", "arith.divsi"},
      {"div_unsigned", NULL, "arith.divui"},
      {"max_signed", "arith.maximumf", "arith.maxsi"},
      {"min_signed", "arith.minimumf", "arith.minsi"},
      {"max_unsigned", NULL, "arith.maxui"},
      {"min_unsigned", NULL, "arith.minui"},
      {"powf", "math.powf", NULL},
      {"select", "arith.select", "arith.select"},
  };
  if (sr_string_view_equal_cstr(kind, "reciprocal")) {
    // `arith.constant 1.0 : T` then `arith.divf %one, %in`.
    const sr_attr_t* one = NULL;
    if (is_float) {
      sr_string_builder_t text;
      sr_string_builder_initialize(sr_allocator_system(), &text);
      sr_string_builder_append_cstr(&text, "1.0 : ");
      sr_print_type_to(type, &text);
      one = sr_parse_attr_text(b->context, sr_string_builder_cstr(&text));
      sr_string_builder_deinitialize(&text);
    }
    if (!one) return NULL;
    sr_named_attr_t entry = {
        sr_context_intern(b->context, sr_make_cstring_view("value")), one};
    const sr_attr_t* attrs =
        sr_attr_get_dictionary(b->context, 1, &entry, NULL);
    sr_value_t* c = sr_body_op(b, "arith.constant", 0, NULL, type, attrs);
    sr_value_t* operands[2] = {c, args[0]};
    return c ? sr_body_op(b, "arith.divf", 2, operands, type, NULL) : NULL;
  }
  if (sr_string_view_equal_cstr(kind, "square")) {
    sr_value_t* operands[2] = {args[0], args[0]};
    return sr_body_op(b, is_float ? "arith.mulf" : "arith.muli", 2, operands,
                      type, NULL);
  }
  for (size_t i = 0; i < SR_ARRAY_COUNT(kOps); ++i) {
    if (!sr_string_view_equal_cstr(kind, kOps[i].kind)) continue;
    const char* op = is_float ? kOps[i].float_op : kOps[i].int_op;
    if (!op) return NULL;
    return sr_body_op(b, op, num_inputs, args, type, NULL);
  }
  return NULL;
}

static const char* const kElementwiseAttrs[] = {"kind", "indexing_maps",
                                                "operandSegmentSizes", NULL};

static bool sr_elementwise_parse(sr_parser_t* parser, const sr_op_info_t* info,
                                 sr_op_state_t* state) {
  sr_context_t* context = sr_parser_context(parser);
  const sr_attr_t* kind = NULL;
  const sr_attr_t* maps = NULL;
  sr_source_pos_t kind_pos = sr_parser_token_pos(parser);
  if (sr_parser_token(parser)->kind != SR_TOK_LESS) {
    return sr_parser_error(parser, "expected '<'");
  }
  if (!sr_parse_stripped_attr(parser, kElementwisePrefix, &kind) ||
      !sr_op_state_add_prop(parser, state, "kind", kind)) {
    return false;
  }
  if (sr_parser_consume_keyword(parser, "indexing_maps") &&
      (!sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
       !sr_parser_parse_attribute(parser, NULL, &maps))) {
    return false;
  }
  sr_structured_t parts;
  if (!sr_parse_structured_parts(parser, state, true, &parts) ||
      !sr_parser_parse_optional_attr_dict(parser, state, false) ||
      !sr_parse_optional_results(parser, state)) {
    return false;
  }
  uint32_t count = parts.num_inputs + parts.num_outputs;
  if (parts.num_outputs != 1 || count != state->num_operands) {
    return sr_parser_error(parser, "expected one output");
  }
  if (!maps) {
    const sr_type_t* out = state->operands[count - 1]->type;
    maps = sr_identity_maps(
        context, sr_type_is_ranked(out) ? out->shaped.rank : 0, count);
  }
  if (!maps || !sr_op_state_add_prop(parser, state, "indexing_maps", maps)) {
    return sr_parser_error(parser, "cannot build the indexing maps");
  }
  sr_body_t b;
  if (!sr_body_begin(parser, state, 0, count, &b)) return false;
  sr_string_view_t text = kind->text.text;
  size_t n = sizeof(kElementwisePrefix) - 1;
  sr_string_view_t name = sr_make_string_view(
      text.data + n + 1, text.size > n + 2 ? text.size - n - 2 : 0);
  sr_value_t* result =
      sr_elementwise_body(&b, name, b.block->arguments, parts.num_inputs);
  if (!result) {
    return sr_parser_error_at(parser, kind_pos,
                              "unsupported elementwise kind '%.*s' for "
                              "these types",
                              (int)name.size, name.data);
  }
  sr_body_yield(&b, 1, &result);
  return sr_body_end(parser, &b);
}

static void sr_elementwise_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_printer_print(printer, " ");
  sr_print_stripped_attr(printer, kElementwisePrefix, sr_op_attr(op, "kind"));
  const sr_attr_t* maps = sr_op_attr(op, "indexing_maps");
  const sr_type_t* out =
      op->num_operands ? op->operands[op->num_operands - 1].value->type : NULL;
  if (maps && out &&
      maps != sr_identity_maps(sr_printer_context(printer),
                               sr_type_is_ranked(out) ? out->shaped.rank : 0,
                               op->num_operands)) {
    sr_printer_print(printer, " indexing_maps = ");
    sr_printer_print_attr(printer, maps);
  }
  sr_printer_print_optional_attr_dict(printer, op, true, kElementwiseAttrs);
  sr_print_structured_parts(printer, op, sr_num_inputs(op));
  sr_print_results(printer, op);
}

//===----------------------------------------------------------------------===//
// Destination-style ops: transpose, broadcast, map, reduce
//===----------------------------------------------------------------------===//

// `name = [1, 0]` into property |name|.
static bool sr_parse_i64_array_keyword(sr_parser_t* parser,
                                       sr_op_state_t* state, const char* name) {
  if (!sr_parser_expect_keyword(parser, name) ||
      !sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
      !sr_parser_expect(parser, SR_TOK_LBRACKET, "'['")) {
    return false;
  }
  int64_t values[256];
  uint32_t count = 0;
  if (sr_parser_token(parser)->kind != SR_TOK_RBRACKET) {
    do {
      if (count == 256) return sr_parser_error(parser, "array too long");
      if (!sr_parser_parse_integer(parser, &values[count++])) return false;
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) return false;
  sr_context_t* context = sr_parser_context(parser);
  return sr_op_state_add_prop(
      parser, state, name,
      sr_attr_get_dense_array(context,
                              sr_type_get_integer(context, 64, SR_SIGNLESS),
                              count, values));
}

// printDenseI64ArrayAttr: ` name = [1, 0] ` (with MLIR's trailing space).
static void sr_print_i64_array_keyword(sr_printer_t* printer, const sr_op_t* op,
                                       const char* name) {
  const sr_attr_t* attr = sr_op_attr(op, name);
  sr_printer_printf(printer, " %s = [", name);
  if (attr && attr->kind == SR_ATTR_DENSE_ARRAY) {
    for (uint32_t i = 0; i < attr->dense_array.count; ++i) {
      int64_t value;
      memcpy(&value, attr->dense_array.data + 8 * i, 8);
      sr_printer_printf(printer, i ? ", %lld" : "%lld", (long long)value);
    }
  }
  sr_printer_print(printer, "] ");
}

// parseDstStyleOp: ins/outs, results from tensor outs, `keyword = [...]`,
// attr-dict.
static bool sr_parse_dst_style(sr_parser_t* parser, sr_op_state_t* state,
                               const char* keyword, sr_structured_t* parts) {
  if (!sr_parse_structured_parts(parser, state, false, parts)) return false;
  for (uint32_t i = parts->num_inputs; i < state->num_operands; ++i) {
    const sr_type_t* type = state->operands[i]->type;
    if (type->kind == SR_TYPE_TENSOR &&
        !sr_op_state_add_result_type(parser, state, type)) {
      return false;
    }
  }
  if (keyword && !sr_parse_i64_array_keyword(parser, state, keyword)) {
    return false;
  }
  return sr_parser_parse_optional_attr_dict(parser, state, false);
}

static bool sr_yield_body(sr_parser_t* parser, sr_op_state_t* state) {
  sr_body_t b;
  if (!sr_body_begin(parser, state, 0, state->num_operands, &b)) return false;
  sr_body_yield(&b, 1, &b.block->arguments[0]);
  return sr_body_end(parser, &b);
}

static const char* const kPermutation[] = {"permutation", NULL};
static const char* const kDimensions[] = {"dimensions", NULL};

static bool sr_transpose_parse(sr_parser_t* parser, const sr_op_info_t* info,
                               sr_op_state_t* state) {
  sr_structured_t parts;
  return sr_parse_dst_style(parser, state, "permutation", &parts) &&
         sr_yield_body(parser, state);
}

static void sr_transpose_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_print_structured_parts(printer, op, 1);
  sr_print_i64_array_keyword(printer, op, "permutation");
  sr_printer_print_optional_attr_dict(printer, op, true, kPermutation);
}

static bool sr_broadcast_parse(sr_parser_t* parser, const sr_op_info_t* info,
                               sr_op_state_t* state) {
  sr_structured_t parts;
  return sr_parse_dst_style(parser, state, "dimensions", &parts) &&
         sr_yield_body(parser, state);
}

static void sr_broadcast_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_print_structured_parts(printer, op, 1);
  sr_print_i64_array_keyword(printer, op, "dimensions");
  sr_printer_print_optional_attr_dict(printer, op, true, kDimensions);
}

// `{ arith.addf {attrs} }`: the short form's payload op name and attributes.
typedef struct sr_payload_t {
  bool present;
  char name[128];
  const sr_attr_t* attrs;
} sr_payload_t;

static bool sr_parse_payload(sr_parser_t* parser, sr_payload_t* payload) {
  memset(payload, 0, sizeof(*payload));
  if (!sr_parser_consume_if(parser, SR_TOK_LBRACE)) {
    return !sr_parser_failed(parser);
  }
  sr_string_view_t name;
  if (!sr_parser_parse_keyword(parser, &name)) return false;
  if (name.size >= sizeof(payload->name)) {
    return sr_parser_error(parser, "operation name too long");
  }
  memcpy(payload->name, name.data, name.size);
  payload->name[name.size] = 0;
  payload->present = true;
  if (sr_parser_token(parser)->kind == SR_TOK_LBRACE &&
      !sr_parser_parse_attribute(parser, NULL, &payload->attrs)) {
    return false;
  }
  return sr_parser_expect(parser, SR_TOK_RBRACE, "'}'");
}

// addBodyWithPayloadOp: block arguments for every operand; the payload
// takes the inputs (map) or init then inputs (reduce, |init_first|).
static bool sr_payload_body(sr_parser_t* parser, sr_op_state_t* state,
                            const sr_payload_t* payload, bool init_first) {
  sr_body_t b;
  uint32_t count = state->num_operands;
  if (!count) return sr_parser_error(parser, "expected operands");
  if (!sr_body_begin(parser, state, 0, count, &b)) return false;
  sr_value_t** operands = sr_parser_scratch(parser, count * sizeof(*operands));
  if (!operands) return false;
  uint32_t n = 0;
  sr_value_t** args = b.block->arguments;
  if (init_first) operands[n++] = args[count - 1];
  for (uint32_t i = 0; i + 1 < count; ++i) operands[n++] = args[i];
  sr_value_t* result = sr_body_op(&b, payload->name, n, operands,
                                  args[count - 1]->type, payload->attrs);
  if (result) sr_body_yield(&b, 1, &result);
  return sr_body_end(parser, &b);
}

// `(%in: f32, %init: f32) { ... }` explicit regions.
static bool sr_parse_explicit_body(sr_parser_t* parser, sr_op_state_t* state) {
  sr_region_argument_t* args = NULL;
  uint32_t capacity = 0;
  uint32_t count = 0;
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (!sr_parser_consume_if(parser, SR_TOK_RPAREN)) {
    do {
      if (!sr_parser_grow_array(parser, (void**)&args, count, &capacity,
                                sizeof(*args))) {
        return false;
      }
      sr_region_argument_t* arg = &args[count++];
      const sr_attr_t* ignored = NULL;
      if (!sr_parser_parse_operand(parser, &arg->name) ||
          !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
          !sr_parser_parse_type(parser, &arg->type) ||
          (sr_parser_token(parser)->kind == SR_TOK_LBRACE &&
           !sr_parser_parse_attribute(parser, NULL, &ignored)) ||
          !sr_parser_parse_optional_location(parser, &arg->loc)) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) return false;
  }
  sr_region_t* region = sr_op_state_add_region(parser, state);
  return region && sr_parser_parse_region(parser, region, args, count, false);
}

// findPayloadOp: the body is one op on the block arguments (init first for
// reduce) and a yield.
static const sr_op_t* sr_find_payload(const sr_op_t* op, bool init_first) {
  if (!op->num_regions) return NULL;
  const sr_block_t* block = op->regions[0].first_block;
  if (!block || block != op->regions[0].last_block) return NULL;
  const sr_op_t* payload = block->first_op;
  if (!payload || !payload->next || payload->next != block->last_op) {
    return NULL;
  }
  uint32_t n = payload->num_operands;
  if (!n) return NULL;
  if (init_first) {
    if (n != block->num_arguments) return NULL;
    if (payload->operands[n - 1].value != block->arguments[0]) return NULL;
    for (uint32_t i = 0; i + 1 < n; ++i) {
      if (payload->operands[i].value != block->arguments[i + 1]) return NULL;
    }
  } else {
    if (n + 1 != block->num_arguments) return NULL;
    for (uint32_t i = 0; i < n; ++i) {
      if (payload->operands[i].value != block->arguments[i]) return NULL;
    }
  }
  return payload;
}

// printShortForm: ` { arith.addf }`, the attributes without a fastmath of
// `none`.
static void sr_print_payload(sr_printer_t* printer, const sr_op_t* payload) {
  sr_printer_print(printer, " { ");
  sr_string_builder_append_view(sr_printer_stream(printer), payload->name);
  const char* elided[2] = {NULL, NULL};
  const sr_attr_t* fastmath = sr_op_attr(payload, "fastmath");
  if (fastmath && fastmath->kind == SR_ATTR_DIALECT &&
      sr_string_view_equal_cstr(fastmath->text.text, "arith.fastmath<none>")) {
    elided[0] = "fastmath";
  }
  sr_printer_print_optional_attr_dict(printer, payload, true, elided);
  sr_printer_print(printer, " }");
}

static void sr_print_explicit_body(sr_printer_t* printer, const sr_op_t* op) {
  const sr_block_t* block = op->regions[0].first_block;
  sr_printer_indent(printer, 2);
  sr_printer_print_newline(printer);
  sr_printer_print(printer, "(");
  for (uint32_t i = 0; block && i < block->num_arguments; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_value(printer, block->arguments[i]);
    sr_printer_print(printer, ": ");
    sr_printer_print_type(printer, block->arguments[i]->type);
    sr_printer_print_optional_location(printer, block->arguments[i]->loc);
  }
  sr_printer_print(printer, ") ");
  sr_printer_print_region(printer, &op->regions[0], false, true);
  sr_printer_indent(printer, -2);
}

static bool sr_map_parse(sr_parser_t* parser, const sr_op_info_t* info,
                         sr_op_state_t* state) {
  sr_payload_t payload;
  sr_structured_t parts;
  if (!sr_parse_payload(parser, &payload) ||
      !sr_parse_dst_style(parser, state, NULL, &parts)) {
    return false;
  }
  if (payload.present) return sr_payload_body(parser, state, &payload, false);
  return sr_parse_explicit_body(parser, state);
}

static void sr_map_print(sr_printer_t* printer, const sr_op_t* op) {
  const sr_op_t* payload = sr_find_payload(op, false);
  if (payload) sr_print_payload(printer, payload);
  sr_print_structured_parts(printer, op,
                            op->num_operands ? op->num_operands - 1 : 0);
  sr_printer_print_optional_attr_dict(printer, op, true, NULL);
  if (!payload) sr_print_explicit_body(printer, op);
}

static bool sr_reduce_parse(sr_parser_t* parser, const sr_op_info_t* info,
                            sr_op_state_t* state) {
  sr_payload_t payload;
  sr_structured_t parts;
  if (!sr_parse_payload(parser, &payload) ||
      !sr_parse_dst_style(parser, state, "dimensions", &parts)) {
    return false;
  }
  if (payload.present) return sr_payload_body(parser, state, &payload, true);
  return sr_parse_explicit_body(parser, state);
}

static void sr_reduce_print(sr_printer_t* printer, const sr_op_t* op) {
  const sr_op_t* payload = sr_find_payload(op, true);
  if (payload) sr_print_payload(printer, payload);
  sr_print_structured_parts(printer, op, op->num_operands / 2);
  sr_print_i64_array_keyword(printer, op, "dimensions");
  sr_printer_print_optional_attr_dict(printer, op, true, kDimensions);
  if (!payload) sr_print_explicit_body(printer, op);
}

//===----------------------------------------------------------------------===//
// linalg.yield: `linalg.yield %a, %b : f32, f32`
//===----------------------------------------------------------------------===//

static bool sr_yield_parse(sr_parser_t* parser, const sr_op_info_t* info,
                           sr_op_state_t* state) {
  sr_unresolved_operand_t* names = NULL;
  uint32_t count = 0, capacity = 0;
  if (sr_parser_at_operand(parser)) {
    do {
      if (!sr_parser_grow_array(parser, (void**)&names, count, &capacity,
                                sizeof(*names)) ||
          !sr_parser_parse_operand(parser, &names[count++])) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_parse_optional_attr_dict(parser, state, false)) return false;
  if (!count) return true;
  if (!sr_parser_expect(parser, SR_TOK_COLON, "':'")) return false;
  for (uint32_t i = 0; i < count; ++i) {
    if (i && !sr_parser_expect(parser, SR_TOK_COMMA, "','")) return false;
    const sr_type_t* type = NULL;
    sr_value_t* value = NULL;
    if (!sr_parser_parse_type(parser, &type) ||
        !sr_parser_resolve_operand(parser, &names[i], type, &value) ||
        !sr_op_state_add_operand(parser, state, value)) {
      return false;
    }
  }
  return true;
}

static void sr_yield_print(sr_printer_t* printer, const sr_op_t* op) {
  if (op->num_operands) {
    sr_printer_print(printer, " ");
    sr_printer_print_operands(printer, op, 0, op->num_operands);
  }
  sr_printer_print_optional_attr_dict(printer, op, true, NULL);
  if (!op->num_operands) return;
  sr_printer_print(printer, " : ");
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, op->operands[i].value->type);
  }
}

//===----------------------------------------------------------------------===//
// Result names
//===----------------------------------------------------------------------===//

static void sr_name_all(const sr_op_t* op, sr_result_namer_t* namer,
                        const char* name) {
  for (uint32_t i = 0; i < op->num_results; ++i) {
    sr_result_namer_set(namer, i, name);
  }
}

static void sr_transposed_name(const sr_op_t* op, sr_result_namer_t* namer) {
  sr_name_all(op, namer, "transposed");
}

static void sr_broadcasted_name(const sr_op_t* op, sr_result_namer_t* namer) {
  sr_name_all(op, namer, "broadcasted");
}

static void sr_mapped_name(const sr_op_t* op, sr_result_namer_t* namer) {
  sr_name_all(op, namer, "mapped");
}

static void sr_reduced_name(const sr_op_t* op, sr_result_namer_t* namer) {
  sr_name_all(op, namer, "reduced");
}

// getAsmBlockArgumentNames: `%in` for inputs, `%out` (generic) or `%init`
// (map, reduce) for outputs.
static void sr_name_args(const sr_op_t* op, sr_block_arg_namer_t* namer,
                         uint32_t num_inputs, const char* output) {
  const sr_block_t* block = op->regions[0].first_block;
  for (uint32_t i = 0; block && i < block->num_arguments; ++i) {
    sr_block_arg_namer_set(namer, i, i < num_inputs ? "in" : output);
  }
}

static void sr_generic_arg_names(const sr_op_t* op, uint32_t region,
                                 sr_block_arg_namer_t* namer) {
  sr_name_args(op, namer, sr_num_inputs(op), "out");
}

static void sr_map_arg_names(const sr_op_t* op, uint32_t region,
                             sr_block_arg_namer_t* namer) {
  sr_name_args(op, namer, op->num_operands ? op->num_operands - 1 : 0, "init");
}

static void sr_reduce_arg_names(const sr_op_t* op, uint32_t region,
                                sr_block_arg_namer_t* namer) {
  sr_name_args(op, namer, op->num_operands / 2, "init");
}

//===----------------------------------------------------------------------===//
// Tables
//===----------------------------------------------------------------------===//

#define SR_NAMED(name)                                                    \
  {                                                                       \
    "linalg." name, 0, NULL, sr_named_parse, sr_named_print, kNamedAttrs, \
        NULL, sr_structured_verify                                        \
  }

static const sr_op_info_t kLinalgOps[] = {
    SR_NAMED("batch_matmul"),
    SR_NAMED("batch_matvec"),
    SR_NAMED("batch_mmt4d"),
    SR_NAMED("batch_reduce_matmul"),
    SR_NAMED("batch_vecmat"),
    {"linalg.broadcast", 0, NULL, sr_broadcast_parse, sr_broadcast_print,
     kDimensions, sr_broadcasted_name},
    SR_NAMED("contract"),
    SR_NAMED("conv_1d_nwc_wcf"),
    SR_NAMED("conv_2d_nchw_fchw"),
    SR_NAMED("conv_2d_nhwc_fhwc"),
    SR_NAMED("conv_2d_nhwc_hwcf"),
    SR_NAMED("copy"),
    SR_NAMED("depthwise_conv_2d_nhwc_hwc"),
    SR_NAMED("dot"),
    SR_NAMED("fill"),
    {"linalg.elementwise", 0, NULL, sr_elementwise_parse, sr_elementwise_print,
     kElementwiseAttrs, NULL, sr_structured_verify},
    {"linalg.generic", 0, NULL, sr_generic_parse, sr_generic_print,
     kGenericAttrs, NULL, sr_structured_verify, sr_generic_arg_names},
    {"linalg.map", 0, NULL, sr_map_parse, sr_map_print, NULL, sr_mapped_name,
     NULL, sr_map_arg_names},
    SR_NAMED("matmul"),
    SR_NAMED("matvec"),
    SR_NAMED("mmt4d"),
    SR_NAMED("pooling_nchw_max"),
    SR_NAMED("pooling_nchw_sum"),
    SR_NAMED("pooling_nhwc_max"),
    SR_NAMED("pooling_nhwc_max_unsigned"),
    SR_NAMED("pooling_nhwc_min"),
    SR_NAMED("pooling_nhwc_min_unsigned"),
    SR_NAMED("pooling_nhwc_sum"),
    {"linalg.reduce", 0, NULL, sr_reduce_parse, sr_reduce_print, kDimensions,
     sr_reduced_name, NULL, sr_reduce_arg_names},
    {"linalg.transpose", 0, NULL, sr_transpose_parse, sr_transpose_print,
     kPermutation, sr_transposed_name},
    SR_NAMED("vecmat"),
    {"linalg.yield", SR_OP_TRAIT_TERMINATOR, NULL, sr_yield_parse,
     sr_yield_print, NULL},
};

static const sr_ods_op_t kLinalgSpecs[] = {
    {SR_OPID_LINALG_PACK, .result_names = "pack"},
    {SR_OPID_LINALG_UNPACK, .result_names = "unpack"},
};

sr_dialect_ops_t sr__linalg_ops(void) {
  sr_dialect_ops_t ops = {kLinalgOps,   SR_ARRAY_COUNT(kLinalgOps),
                          kLinalgSpecs, SR_ARRAY_COUNT(kLinalgSpecs),
                          NULL,         0};
  return ops;
}
