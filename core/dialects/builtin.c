// builtin dialect: module (and unrealized_conversion_cast).

#include "core/dialects/dialects.h"
#include "core/ir/verifier.h"

static const char* const kModuleAttrs[] = {"sym_name", "sym_visibility", NULL};

// `module [@name] [attributes {...}] { ... }`
static bool sr_module_parse(sr_parser_t* parser, const sr_op_info_t* info,
                            sr_op_state_t* state) {
  sr_context_t* context = sr_parser_context(parser);
  if (sr_parser_token(parser)->kind == SR_TOK_AT_ID) {
    sr_string_view_t name;
    if (!sr_parser_parse_symbol_name(parser, &name) ||
        !sr_op_state_add_prop(parser, state, "sym_name",
                              sr_attr_get_string(context, name, NULL))) {
      return false;
    }
  }
  if (!sr_parser_parse_optional_attr_dict_with_keyword(parser, state)) {
    return false;
  }
  sr_region_t* body = sr_op_state_add_region(parser, state);
  if (!body || !sr_parser_parse_region(parser, body, NULL, 0, true)) {
    return false;
  }
  // A module always has its one block, even when written `module {}`.
  if (!body->first_block) {
    sr_block_t* block = sr_block_allocate(context);
    if (!block) return false;
    block->pos = state->pos;
    sr_region_append_block(body, block);
  }
  return true;
}

static void sr_module_print(sr_printer_t* printer, const sr_op_t* op) {
  const sr_attr_t* name = sr_op_attr(op, "sym_name");
  if (name && name->kind == SR_ATTR_STRING) {
    sr_printer_print(printer, " @");
    sr_print_keyword_or_string(name->string, sr_printer_stream(printer));
  }
  sr_printer_print_optional_attr_dict_with_keyword(printer, op, true,
                                                   kModuleAttrs);
  sr_printer_print(printer, " ");
  sr_printer_print_region(printer, &op->regions[0], false, false);
}

// ODS's checks of ModuleOp (generic input reaches the custom printer only
// after them): no operands or results, one region of at most one block
// (F11 of issue 20: `%0 = "builtin.module"() ...` printed `%0 = module {}`,
// which does not parse). IREE's messages.
static sr_status_t sr_module_verify(sr_context_t* context, const sr_op_t* op) {
  if (op->num_results) {
    return sr_verify_op_error(context, op, "requires zero results");
  }
  if (op->num_operands) {
    return sr_verify_op_error(context, op, "requires zero operands");
  }
  if (op->num_successors) {
    return sr_verify_op_error(context, op, "requires zero successors");
  }
  if (op->num_regions != 1) {
    return sr_verify_op_error(context, op, "requires one region");
  }
  const sr_block_t* first = op->regions[0].first_block;
  if (first && first->next) {
    return sr_verify_op_error(context, op,
                              "region #0 ('bodyRegion') failed to verify "
                              "constraint: region with 1 blocks");
  }
  return sr_ok_status();
}

static const sr_op_info_t kBuiltinOps[] = {
    {"builtin.module",
     SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_NO_TERMINATOR |
         SR_OP_TRAIT_SYMBOL_TABLE | SR_OP_TRAIT_GRAPH_REGION |
         SR_OP_TRAIT_SYMBOL,
     "builtin", sr_module_parse, sr_module_print, kModuleAttrs, NULL,
     sr_module_verify},
};

sr_dialect_ops_t sr__builtin_ops(void) {
  sr_dialect_ops_t ops = {
      kBuiltinOps, SR_ARRAY_COUNT(kBuiltinOps), NULL, 0, NULL, 0};
  return ops;
}
