// cf dialect: unstructured control flow.

#include <string.h>

#include "core/dialects/dialects.h"

//===----------------------------------------------------------------------===//
// cf.switch
//===----------------------------------------------------------------------===//
//
//   cf.switch %flag : i32, [
//     default: ^bb1(%a : i32),
//     42: ^bb2,
//     43: ^bb3(%b : i32)
//   ]
//
// Operands: flag, default operands, then each case's operands; properties:
// case_values (dense vector of the flag type), case_operand_segments and
// operandSegmentSizes.

static const char* const kSwitchAttrs[] = {
    "case_values", "case_operand_segments", "operandSegmentSizes", NULL};

// `^bb(%a, %b : T, U)` operands of one destination.
static bool sr_parse_successor_operands(sr_parser_t* parser,
                                        sr_op_state_t* state,
                                        uint32_t* out_count) {
  *out_count = 0;
  if (!sr_parser_consume_if(parser, SR_TOK_LPAREN)) {
    return !sr_parser_failed(parser);
  }
  sr_unresolved_operand_t* operands = NULL;
  uint32_t count = 0, capacity = 0;
  do {
    if (!sr_parser_grow_array(parser, (void**)&operands, count, &capacity,
                              sizeof(*operands)) ||
        !sr_parser_parse_operand(parser, &operands[count++])) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  if (!sr_parser_expect(parser, SR_TOK_COLON, "':'")) return false;
  for (uint32_t i = 0; i < count; ++i) {
    if (i && !sr_parser_expect(parser, SR_TOK_COMMA, "','")) return false;
    const sr_type_t* type = NULL;
    sr_value_t* value = NULL;
    if (!sr_parser_parse_type(parser, &type) ||
        !sr_parser_resolve_operand(parser, &operands[i], type, &value) ||
        !sr_op_state_add_operand(parser, state, value)) {
      return false;
    }
  }
  *out_count = count;
  return sr_parser_expect(parser, SR_TOK_RPAREN, "')'");
}

static bool sr_switch_parse(sr_parser_t* parser, const sr_op_info_t* info,
                            sr_op_state_t* state) {
  sr_context_t* context = sr_parser_context(parser);
  sr_unresolved_operand_t flag;
  const sr_type_t* flag_type = NULL;
  sr_value_t* flag_value = NULL;
  if (!sr_parser_parse_operand(parser, &flag) ||
      !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
      !sr_parser_parse_type(parser, &flag_type) ||
      !sr_parser_resolve_operand(parser, &flag, flag_type, &flag_value) ||
      !sr_op_state_add_operand(parser, state, flag_value) ||
      !sr_parser_expect(parser, SR_TOK_COMMA, "','") ||
      !sr_parser_expect(parser, SR_TOK_LBRACKET, "'['") ||
      !sr_parser_expect_keyword(parser, "default") ||
      !sr_parser_expect(parser, SR_TOK_COLON, "':'")) {
    return false;
  }
  sr_block_t* block = NULL;
  uint32_t default_count = 0;
  if (!sr_parser_parse_successor(parser, &block) ||
      !sr_op_state_add_successor(parser, state, block) ||
      !sr_parse_successor_operands(parser, state, &default_count)) {
    return false;
  }
  int64_t values[1024];
  int32_t segments[1024];
  uint32_t cases = 0, case_operands = 0;
  while (sr_parser_consume_if(parser, SR_TOK_COMMA)) {
    if (cases == 1024) return sr_parser_error(parser, "too many cases");
    uint32_t count = 0;
    if (!sr_parser_parse_integer(parser, &values[cases]) ||
        !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parser_parse_successor(parser, &block) ||
        !sr_op_state_add_successor(parser, state, block) ||
        !sr_parse_successor_operands(parser, state, &count)) {
      return false;
    }
    segments[cases++] = (int32_t)count;
    case_operands += count;
  }
  if (!sr_parser_expect(parser, SR_TOK_RBRACKET, "']'") ||
      !sr_parser_parse_optional_attr_dict(parser, state, false)) {
    return false;
  }
  if (cases) {
    // case_values is a dense vector of the flag's type.
    size_t width = sr_dense_element_byte_width(flag_type);
    uint8_t data[1024 * 8];
    for (uint32_t i = 0; i < cases; ++i) {
      memcpy(data + i * width, &values[i], width);
    }
    int64_t dims[1] = {cases};
    const sr_type_t* type =
        sr_type_get_vector(context, 1, dims, NULL, flag_type);
    bool splat = true;
    for (uint32_t i = 1; i < cases; ++i) splat &= values[i] == values[0];
    if (!sr_op_state_add_prop(
            parser, state, "case_values",
            sr_attr_get_dense_elements(context, type, splat, data,
                                       splat ? width : cases * width))) {
      return false;
    }
  }
  const sr_type_t* i32 = sr_type_get_integer(context, 32, SR_SIGNLESS);
  int32_t sizes[3] = {1, (int32_t)default_count, (int32_t)case_operands};
  return sr_op_state_add_prop(
             parser, state, "case_operand_segments",
             sr_attr_get_dense_array(context, i32, cases, segments)) &&
         sr_op_state_add_prop(parser, state, "operandSegmentSizes",
                              sr_attr_get_dense_array(context, i32, 3, sizes));
}

static void sr_print_successor_operands(sr_printer_t* printer,
                                        const sr_op_t* op, uint32_t begin,
                                        uint32_t count) {
  if (!count) return;
  sr_printer_print(printer, "(");
  sr_printer_print_operands(printer, op, begin, begin + count);
  sr_printer_print(printer, " : ");
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, op->operands[begin + i].value->type);
  }
  sr_printer_print(printer, ")");
}

static int32_t sr_segment(const sr_attr_t* array, uint32_t i) {
  int32_t value = 0;
  if (array && array->kind == SR_ATTR_DENSE_ARRAY &&
      i < array->dense_array.count) {
    memcpy(&value, array->dense_array.data + 4 * i, 4);
  }
  return value;
}

static void sr_switch_print(sr_printer_t* printer, const sr_op_t* op) {
  const sr_attr_t* sizes = sr_op_attr(op, "operandSegmentSizes");
  const sr_attr_t* segments = sr_op_attr(op, "case_operand_segments");
  const sr_attr_t* values = sr_op_attr(op, "case_values");
  sr_printer_print(printer, " ");
  sr_printer_print_value(printer, op->operands[0].value);
  sr_printer_print(printer, " : ");
  sr_printer_print_type(printer, op->operands[0].value->type);
  sr_printer_print(printer, ", [");
  sr_printer_indent(printer, 2);
  sr_printer_print_newline(printer);
  sr_printer_print(printer, "default: ");
  sr_printer_print_block_name(printer, op->successors[0]);
  uint32_t next = 1;
  uint32_t default_count = (uint32_t)sr_segment(sizes, 1);
  sr_print_successor_operands(printer, op, next, default_count);
  next += default_count;
  size_t width =
      values ? sr_dense_element_byte_width(values->type->shaped.element) : 0;
  for (uint32_t c = 1; c < op->num_successors; ++c) {
    sr_printer_print(printer, ",");
    sr_printer_print_newline(printer);
    int64_t value = 0;
    if (values && values->kind == SR_ATTR_DENSE_ELEMENTS) {
      const uint8_t* data =
          values->dense.data + (values->dense.splat ? 0 : (c - 1) * width);
      memcpy(&value, data, width < 8 ? width : 8);
      if (width < 8 && (value >> (width * 8 - 1)) & 1) {
        value |= -((int64_t)1 << (width * 8));  // sign-extend
      }
    }
    sr_printer_printf(printer, "%lld: ", (long long)value);
    sr_printer_print_block_name(printer, op->successors[c]);
    uint32_t count = (uint32_t)sr_segment(segments, c - 1);
    sr_print_successor_operands(printer, op, next, count);
    next += count;
  }
  sr_printer_indent(printer, -2);
  sr_printer_print_newline(printer);
  sr_printer_print(printer, "]");
  sr_printer_print_optional_attr_dict(printer, op, false, kSwitchAttrs);
}

static const sr_op_info_t kCfOps[] = {
    {"cf.switch", SR_OP_TRAIT_TERMINATOR, NULL, sr_switch_parse,
     sr_switch_print, kSwitchAttrs},
};

sr_dialect_ops_t sr__cf_ops(void) {
  sr_dialect_ops_t ops = {kCfOps, SR_ARRAY_COUNT(kCfOps), NULL, 0, NULL, 0};
  return ops;
}
