// arith dialect: integer and float arithmetic, comparisons, casts.
//
// The ops' schema rows (op_schema_table.c) carry the ODS assembly formats of
// mlir/Dialect/Arith/IR/ArithOps.td; arith.constant and arith.select have
// hand-written syntax there and here.

#include <string.h>

#include "core/dialects/dialects.h"
#include "core/ir/verifier.h"

static const sr_ods_op_t kArithSpecs[] = {
    {SR_OPID_ARITH_ADDUI_EXTENDED, .result_names = "sum overflow"},
    {SR_OPID_ARITH_MULSI_EXTENDED, .result_names = "low high"},
    {SR_OPID_ARITH_MULUI_EXTENDED, .result_names = "low high"},
};

//===----------------------------------------------------------------------===//
// arith.constant: `attr-dict $value`, the result type is the value's type
//===----------------------------------------------------------------------===//

static const char* const kConstantAttrs[] = {"value", NULL};

static bool sr_arith_constant_parse(sr_parser_t* parser,
                                    const sr_op_info_t* info,
                                    sr_op_state_t* state) {
  if (!sr_parser_parse_optional_attr_dict(parser, state, false)) return false;
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  const sr_attr_t* value = NULL;
  if (!sr_parser_parse_attribute(parser, NULL, &value)) return false;
  const sr_type_t* type = NULL;
  sr_context_t* context = sr_parser_context(parser);
  switch (value->kind) {
    case SR_ATTR_BOOL:
      // `true`/`false` are i1 integer attributes in arith.
      type = sr_type_get_integer(context, 1, SR_SIGNLESS);
      value = sr_attr_get_integer(context, type, value->boolean);
      break;
    case SR_ATTR_INTEGER:
    case SR_ATTR_FLOAT:
    case SR_ATTR_DENSE_ELEMENTS:
    case SR_ATTR_DENSE_RESOURCE:
    case SR_ATTR_SPARSE_ELEMENTS:
    case SR_ATTR_DENSE_STRINGS:
    case SR_ATTR_DIALECT:
      type = value->type;
      break;
    default:
      break;
  }
  if (!type) {
    return sr_parser_error_at(parser, pos,
                              "'arith.constant' needs a typed value");
  }
  return sr_op_state_add_prop(parser, state, "value", value) &&
         sr_op_state_add_result_type(parser, state, type);
}

// `%c0`, `%c-3_i32`, `%true`, `%cst`: ConstantOp::getAsmResultNames.
static void sr_arith_constant_name(const sr_op_t* op,
                                   sr_result_namer_t* namer) {
  const sr_attr_t* value = sr_op_attr(op, "value");
  const sr_type_t* type = op->results[0].type;
  if (value && value->kind == SR_ATTR_BOOL) {
    // `value = true` in generic form: MLIR's BoolAttr is its i1 IntegerAttr,
    // named the same (the custom print re-parses as an integer).
    sr_result_namer_set(namer, 0, value->boolean ? "true" : "false");
    return;
  }
  if (!value || value->kind != SR_ATTR_INTEGER) {
    sr_result_namer_set(namer, 0, "cst");
    return;
  }
  if (type->kind == SR_TYPE_INTEGER && type->integer.width == 1) {
    sr_result_namer_set(namer, 0,
                        value->integer.words[0] & 1 ? "true" : "false");
    return;
  }
  sr_string_builder_t name;
  sr_string_builder_initialize(sr_allocator_system(), &name);
  // `c` + the value printed signed + `_type` for integer types.
  sr_string_builder_append_char(&name, 'c');
  sr_string_builder_t printed;
  sr_string_builder_initialize(sr_allocator_system(), &printed);
  const sr_attr_t* as_signless = value;
  sr_print_attr_to(as_signless, &printed);
  const char* text = sr_string_builder_cstr(&printed);
  const char* colon = strstr(text, " : ");
  size_t digits = colon ? (size_t)(colon - text) : strlen(text);
  if (type->kind == SR_TYPE_INTEGER &&
      type->integer.signedness == SR_UNSIGNED && digits && text[0] != '-') {
    // APInt prints signed even for unsigned types here.
  }
  sr_string_builder_append(&name, text, digits);
  if (type->kind == SR_TYPE_INTEGER) {
    sr_string_builder_append_char(&name, '_');
    sr_print_type_to(type, &name);
  }
  sr_result_namer_set(namer, 0, sr_string_builder_cstr(&name));
  sr_string_builder_deinitialize(&printed);
  sr_string_builder_deinitialize(&name);
}

static void sr_arith_constant_print(sr_printer_t* printer, const sr_op_t* op) {
  static const char* const kElided[] = {"value", NULL};
  sr_printer_print_optional_attr_dict(printer, op, true, kElided);
  sr_printer_print(printer, " ");
  sr_printer_print_attr(printer, sr_op_attr(op, "value"));
}

//===----------------------------------------------------------------------===//
// arith.select: `%c, %a, %b : T` or `: condType, T` for shaped conditions
//===----------------------------------------------------------------------===//

static bool sr_arith_select_parse(sr_parser_t* parser, const sr_op_info_t* info,
                                  sr_op_state_t* state) {
  sr_unresolved_operand_t operands[3];
  for (int i = 0; i < 3; ++i) {
    if (i && !sr_parser_expect(parser, SR_TOK_COMMA, "','")) return false;
    if (!sr_parser_parse_operand(parser, &operands[i])) return false;
  }
  if (!sr_parser_parse_optional_attr_dict(parser, state, false) ||
      !sr_parser_expect(parser, SR_TOK_COLON, "':'")) {
    return false;
  }
  sr_context_t* context = sr_parser_context(parser);
  const sr_type_t* condition_type =
      sr_type_get_integer(context, 1, SR_SIGNLESS);
  const sr_type_t* type = NULL;
  if (!sr_parser_parse_type(parser, &type)) return false;
  if (sr_parser_consume_if(parser, SR_TOK_COMMA)) {
    condition_type = type;
    if (!sr_parser_parse_type(parser, &type)) return false;
  }
  const sr_type_t* types[3] = {condition_type, type, type};
  for (int i = 0; i < 3; ++i) {
    sr_value_t* value = NULL;
    if (!sr_parser_resolve_operand(parser, &operands[i], types[i], &value) ||
        !sr_op_state_add_operand(parser, state, value)) {
      return false;
    }
  }
  return sr_op_state_add_result_type(parser, state, type);
}

static void sr_arith_select_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_printer_print(printer, " ");
  sr_printer_print_operands(printer, op, 0, op->num_operands);
  sr_printer_print_optional_attr_dict(printer, op, true, NULL);
  sr_printer_print(printer, " : ");
  const sr_type_t* condition = op->operands[0].value->type;
  if (condition->kind != SR_TYPE_INTEGER) {
    sr_printer_print_type(printer, condition);
    sr_printer_print(printer, ", ");
  }
  sr_printer_print_type(printer, op->results[0].type);
}

static sr_status_t sr_arith_constant_verify(sr_context_t* context,
                                            const sr_op_t* op) {
  const sr_attr_t* value = sr_op_attr(op, "value");
  if (!value) {
    return sr_verify_op_error(context, op, "requires attribute 'value'");
  }
  if (op->num_results != 1) {
    return sr_verify_op_error(context, op, "requires one result");
  }
  if (value->type && value->type != op->results[0].type) {
    return sr_verify_op_error(context, op,
                              "failed to verify that all of {value, result} "
                              "have same type");
  }
  return sr_ok_status();
}

static const sr_op_info_t kArithOps[] = {
    {"arith.constant", 0, NULL, sr_arith_constant_parse,
     sr_arith_constant_print, kConstantAttrs, sr_arith_constant_name,
     sr_arith_constant_verify},
    {"arith.select", 0, NULL, sr_arith_select_parse, sr_arith_select_print,
     NULL},
};

sr_dialect_ops_t sr__arith_ops(void) {
  sr_dialect_ops_t ops = {kArithOps,   SR_ARRAY_COUNT(kArithOps),
                          kArithSpecs, SR_ARRAY_COUNT(kArithSpecs),
                          NULL,        0};
  return ops;
}
