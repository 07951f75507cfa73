// affine dialect (MLIR): affine.apply, affine.min and affine.max.
//
//   %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
//
// The map attribute is followed by its dimension operands in parentheses
// and its symbol operands in brackets (omitted when there are none), as
// AffineOps.cpp's parseDimAndSymbolList/printDimAndSymbolList do.

#include "core/dialects/dialects.h"

static const char* const kMapAttrs[] = {"map", NULL};

// `(%a, %b)` then optional `[%c]`, all index operands.
static bool sr_parse_operand_list(sr_parser_t* parser, sr_op_state_t* state,
                                  sr_token_kind_t open, sr_token_kind_t close,
                                  uint32_t* out_count) {
  *out_count = 0;
  const sr_type_t* index = sr_type_get_index(sr_parser_context(parser));
  if (sr_parser_token(parser)->kind == close) {
    sr_parser_consume(parser);
    return true;
  }
  do {
    sr_unresolved_operand_t operand;
    sr_value_t* value = NULL;
    if (!sr_parser_parse_operand(parser, &operand) ||
        !sr_parser_resolve_operand(parser, &operand, index, &value) ||
        !sr_op_state_add_operand(parser, state, value)) {
      return false;
    }
    ++*out_count;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  (void)open;
  return sr_parser_expect(parser, close,
                          close == SR_TOK_RPAREN ? "')'" : "']'");
}

static bool sr_affine_map_op_parse(sr_parser_t* parser,
                                   const sr_op_info_t* info,
                                   sr_op_state_t* state) {
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  const sr_attr_t* map = NULL;
  if (!sr_parser_parse_attribute(parser, NULL, &map)) return false;
  if (map->kind != SR_ATTR_AFFINE_MAP) {
    return sr_parser_error_at(parser, pos, "expected an affine map");
  }
  uint32_t dims = 0, symbols = 0;
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('") ||
      !sr_parse_operand_list(parser, state, SR_TOK_LPAREN, SR_TOK_RPAREN,
                             &dims)) {
    return false;
  }
  if (sr_parser_consume_if(parser, SR_TOK_LBRACKET) &&
      !sr_parse_operand_list(parser, state, SR_TOK_LBRACKET, SR_TOK_RBRACKET,
                             &symbols)) {
    return false;
  }
  if (dims != map->affine_map->num_dims ||
      symbols != map->affine_map->num_symbols) {
    return sr_parser_error_at(parser, state->pos,
                              "dimension or symbol index mismatch");
  }
  return sr_op_state_add_prop(parser, state, "map", map) &&
         sr_parser_parse_optional_attr_dict(parser, state, false) &&
         sr_op_state_add_result_type(
             parser, state, sr_type_get_index(sr_parser_context(parser)));
}

static void sr_affine_map_op_print(sr_printer_t* printer, const sr_op_t* op) {
  const sr_attr_t* map = sr_op_attr(op, "map");
  uint32_t dims = map && map->kind == SR_ATTR_AFFINE_MAP
                      ? map->affine_map->num_dims
                      : op->num_operands;
  if (dims > op->num_operands) dims = op->num_operands;
  sr_printer_print(printer, " ");
  if (map) sr_printer_print_attr(printer, map);
  sr_printer_print(printer, "(");
  sr_printer_print_operands(printer, op, 0, dims);
  sr_printer_print(printer, ")");
  if (op->num_operands > dims) {
    sr_printer_print(printer, "[");
    sr_printer_print_operands(printer, op, dims, op->num_operands);
    sr_printer_print(printer, "]");
  }
  sr_printer_print_optional_attr_dict(printer, op, true, kMapAttrs);
}

static const sr_op_info_t kAffineOps[] = {
    {"affine.apply", 0, NULL, sr_affine_map_op_parse, sr_affine_map_op_print,
     kMapAttrs},
    {"affine.max", 0, NULL, sr_affine_map_op_parse, sr_affine_map_op_print,
     kMapAttrs},
    {"affine.min", 0, NULL, sr_affine_map_op_parse, sr_affine_map_op_print,
     kMapAttrs},
};

sr_dialect_ops_t sr__affine_ops(void) {
  sr_dialect_ops_t ops = {kAffineOps, SR_ARRAY_COUNT(kAffineOps), NULL, 0, NULL,
                          0};
  return ops;
}
