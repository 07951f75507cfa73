// scf dialect: structured control flow.
//
// scf's region-holding ops have hand-written syntax in MLIR (SCF.cpp); the
// functions here read and write the same text. Regions whose terminator is
// an operand-less scf.yield may omit it, so parsing re-creates it.

#include <string.h>

#include "core/dialects/dialects.h"
#include "core/ir/verifier.h"

// `%a, %b` operands followed later by their types.
// Lists grow in parser scratch: host code of real models carries loops
// with hundreds of iter_args / shared_outs.
typedef struct sr_operand_names_t {
  uint32_t count;
  uint32_t capacity;
  sr_unresolved_operand_t* items;
} sr_operand_names_t;

// Parses one operand name into a new entry of |names|.
static bool sr_operand_names_parse(sr_parser_t* parser,
                                   sr_operand_names_t* names) {
  if (!sr_parser_grow_array(parser, (void**)&names->items, names->count,
                            &names->capacity, sizeof(*names->items))) {
    return false;
  }
  return sr_parser_parse_operand(parser, &names->items[names->count++]);
}

// Region arguments (`%iv`, `%arg = %init`) collected while parsing.
typedef struct sr_region_args_t {
  uint32_t count;
  uint32_t capacity;
  sr_region_argument_t* items;
} sr_region_args_t;

// A new zeroed argument of |args|, or NULL when the parser failed.
static sr_region_argument_t* sr_region_args_add(sr_parser_t* parser,
                                                sr_region_args_t* args) {
  if (!sr_parser_grow_array(parser, (void**)&args->items, args->count,
                            &args->capacity, sizeof(*args->items))) {
    return NULL;
  }
  sr_region_argument_t* arg = &args->items[args->count++];
  memset(arg, 0, sizeof(*arg));
  return arg;
}

// |count| types of |args| from |first| on, in parser scratch.
static const sr_type_t** sr_region_args_types(sr_parser_t* parser,
                                              const sr_region_args_t* args,
                                              uint32_t first, uint32_t count) {
  const sr_type_t** types =
      sr_parser_scratch(parser, (count ? count : 1) * sizeof(*types));
  if (!types) return NULL;
  for (uint32_t i = 0; i < count; ++i) types[i] = args->items[first + i].type;
  return types;
}

static bool sr_resolve_all(sr_parser_t* parser, sr_op_state_t* state,
                           const sr_unresolved_operand_t* names,
                           const sr_type_t* const* types, uint32_t count) {
  for (uint32_t i = 0; i < count; ++i) {
    sr_value_t* value = NULL;
    if (!sr_parser_resolve_operand(parser, &names[i], types[i], &value) ||
        !sr_op_state_add_operand(parser, state, value)) {
      return false;
    }
  }
  return true;
}

// `-> (T, U)` or `-> T` result types; none when there is no arrow.
static bool sr_parse_optional_arrow_types(sr_parser_t* parser,
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

// `-> (T, U)`; scf.if/for/forall parenthesize even one type, while
// optional arrow type lists (execute_region) do so only for several.
static void sr_print_arrow_types_impl(sr_printer_t* printer, const sr_op_t* op,
                                      bool always_wrap) {
  if (!op->num_results) return;
  sr_printer_print(printer, " -> ");
  bool wrap = always_wrap || op->num_results > 1 ||
              op->results[0].type->kind == SR_TYPE_FUNCTION;
  if (wrap) sr_printer_print(printer, "(");
  for (uint32_t i = 0; i < op->num_results; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, op->results[i].type);
  }
  if (wrap) sr_printer_print(printer, ")");
}

static void sr_print_arrow_types(sr_printer_t* printer, const sr_op_t* op) {
  sr_print_arrow_types_impl(printer, op, true);
}

//===----------------------------------------------------------------------===//
// scf.for
//===----------------------------------------------------------------------===//
//   scf.for %iv = %lb to %ub step %step [iter_args(%a = %init) -> (T)]
//       [: type] { ... }

static bool sr_for_parse(sr_parser_t* parser, const sr_op_info_t* info,
                         sr_op_state_t* state) {
  sr_region_args_t args = {0};
  sr_operand_names_t inits_list = {0}, *inits = &inits_list;
  sr_region_argument_t* iv = sr_region_args_add(parser, &args);
  if (!iv) return false;
  sr_unresolved_operand_t bounds[3];
  if (!sr_parser_parse_operand(parser, &iv->name) ||
      !sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
      !sr_parser_parse_operand(parser, &bounds[0]) ||
      !sr_parser_expect_keyword(parser, "to") ||
      !sr_parser_parse_operand(parser, &bounds[1]) ||
      !sr_parser_expect_keyword(parser, "step") ||
      !sr_parser_parse_operand(parser, &bounds[2])) {
    return false;
  }
  if (sr_parser_consume_keyword(parser, "iter_args")) {
    if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
    do {
      sr_region_argument_t* arg = sr_region_args_add(parser, &args);
      if (!arg || !sr_parser_parse_operand(parser, &arg->name) ||
          !sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
          !sr_operand_names_parse(parser, inits)) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'") ||
        !sr_parser_expect(parser, SR_TOK_ARROW, "'->'")) {
      return false;
    }
    const sr_type_t** types = NULL;
    uint32_t count = 0;
    if (!sr_parser_parse_function_result_types(parser, &types, &count)) {
      return false;
    }
    if (count != inits->count) {
      return sr_parser_error(parser,
                             "expected as many result types as "
                             "iter_args");
    }
    for (uint32_t i = 0; i < count; ++i) {
      args.items[i + 1].type = types[i];
      if (!sr_op_state_add_result_type(parser, state, types[i])) return false;
    }
  }
  const sr_type_t* iv_type = sr_type_get_index(sr_parser_context(parser));
  if (sr_parser_consume_if(parser, SR_TOK_COLON) &&
      !sr_parser_parse_type(parser, &iv_type)) {
    return false;
  }
  args.items[0].type = iv_type;
  const sr_type_t* bound_types[3] = {iv_type, iv_type, iv_type};
  const sr_type_t** init_types =
      sr_region_args_types(parser, &args, 1, inits->count);
  if (!init_types || !sr_resolve_all(parser, state, bounds, bound_types, 3) ||
      !sr_resolve_all(parser, state, inits->items, init_types, inits->count)) {
    return false;
  }
  sr_region_t* body = sr_op_state_add_region(parser, state);
  return body &&
         sr_parser_parse_region(parser, body, args.items, args.count, false) &&
         sr_parser_parse_optional_attr_dict(parser, state, false) &&
         sr_parser_ensure_terminator(parser, body, "scf.yield");
}

static void sr_for_print(sr_printer_t* printer, const sr_op_t* op) {
  const sr_block_t* body = op->regions[0].first_block;
  sr_printer_print(printer, " ");
  if (body && body->num_arguments) {
    sr_printer_print_value(printer, body->arguments[0]);
  }
  sr_printer_print(printer, " = ");
  sr_printer_print_value(printer, op->operands[0].value);
  sr_printer_print(printer, " to ");
  sr_printer_print_value(printer, op->operands[1].value);
  sr_printer_print(printer, " step ");
  sr_printer_print_value(printer, op->operands[2].value);
  if (op->num_operands > 3) {
    sr_printer_print(printer, " iter_args(");
    for (uint32_t i = 3; i < op->num_operands; ++i) {
      if (i > 3) sr_printer_print(printer, ", ");
      if (body && i - 2 < body->num_arguments) {
        sr_printer_print_value(printer, body->arguments[i - 2]);
      }
      sr_printer_print(printer, " = ");
      sr_printer_print_value(printer, op->operands[i].value);
    }
    sr_printer_print(printer, ")");
    sr_print_arrow_types(printer, op);
  }
  const sr_type_t* iv_type = op->operands[0].value->type;
  if (iv_type->kind != SR_TYPE_INDEX) {
    sr_printer_print(printer, " : ");
    sr_printer_print_type(printer, iv_type);
  }
  sr_printer_print(printer, " ");
  sr_printer_print_region(printer, &op->regions[0], false, op->num_results > 0);
  sr_printer_print_optional_attr_dict(printer, op, true, NULL);
}

//===----------------------------------------------------------------------===//
// scf.if
//===----------------------------------------------------------------------===//

static bool sr_if_parse(sr_parser_t* parser, const sr_op_info_t* info,
                        sr_op_state_t* state) {
  sr_unresolved_operand_t condition;
  sr_value_t* value = NULL;
  const sr_type_t* i1 =
      sr_type_get_integer(sr_parser_context(parser), 1, SR_SIGNLESS);
  if (!sr_parser_parse_operand(parser, &condition) ||
      !sr_parser_resolve_operand(parser, &condition, i1, &value) ||
      !sr_op_state_add_operand(parser, state, value) ||
      !sr_parse_optional_arrow_types(parser, state)) {
    return false;
  }
  sr_region_t* then_region = sr_op_state_add_region(parser, state);
  sr_region_t* else_region = sr_op_state_add_region(parser, state);
  if (!then_region || !else_region ||
      !sr_parser_parse_region(parser, then_region, NULL, 0, false) ||
      !sr_parser_ensure_terminator(parser, then_region, "scf.yield")) {
    return false;
  }
  if (sr_parser_consume_keyword(parser, "else")) {
    if (!sr_parser_parse_region(parser, else_region, NULL, 0, false) ||
        !sr_parser_ensure_terminator(parser, else_region, "scf.yield")) {
      return false;
    }
  }
  return sr_parser_parse_optional_attr_dict(parser, state, false);
}

static void sr_if_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_printer_print(printer, " ");
  sr_printer_print_value(printer, op->operands[0].value);
  sr_print_arrow_types(printer, op);
  bool terminators = op->num_results > 0;
  sr_printer_print(printer, " ");
  sr_printer_print_region(printer, &op->regions[0], false, terminators);
  if (op->num_regions > 1 && op->regions[1].first_block) {
    sr_printer_print(printer, " else ");
    sr_printer_print_region(printer, &op->regions[1], false, terminators);
  }
  sr_printer_print_optional_attr_dict(printer, op, true, NULL);
}

//===----------------------------------------------------------------------===//
// scf.while
//===----------------------------------------------------------------------===//
//   scf.while (%a = %x, ...) : (T, ...) -> (U, ...) { before } do { after }

static bool sr_while_parse(sr_parser_t* parser, const sr_op_info_t* info,
                           sr_op_state_t* state) {
  sr_region_args_t args = {0};
  sr_operand_names_t inits_list = {0}, *inits = &inits_list;
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (sr_parser_token(parser)->kind != SR_TOK_RPAREN) {
    do {
      sr_region_argument_t* arg = sr_region_args_add(parser, &args);
      if (!arg || !sr_parser_parse_operand(parser, &arg->name) ||
          !sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
          !sr_operand_names_parse(parser, inits)) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  const sr_type_t* type = NULL;
  sr_source_pos_t pos;
  if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'") ||
      !sr_parser_expect(parser, SR_TOK_COLON, "':'")) {
    return false;
  }
  pos = sr_parser_token_pos(parser);
  if (!sr_parser_parse_type(parser, &type)) return false;
  if (type->kind != SR_TYPE_FUNCTION ||
      type->function.num_inputs != inits->count) {
    return sr_parser_error_at(parser, pos,
                              "expected a function type with "
                              "one input per initial value");
  }
  for (uint32_t i = 0; i < inits->count; ++i) {
    args.items[i].type = type->function.inputs[i];
  }
  if (!sr_resolve_all(parser, state, inits->items, type->function.inputs,
                      inits->count)) {
    return false;
  }
  for (uint32_t i = 0; i < type->function.num_results; ++i) {
    if (!sr_op_state_add_result_type(parser, state,
                                     type->function.results[i])) {
      return false;
    }
  }
  sr_region_t* before = sr_op_state_add_region(parser, state);
  sr_region_t* after = sr_op_state_add_region(parser, state);
  return before && after &&
         sr_parser_parse_region(parser, before, args.items, args.count,
                                false) &&
         sr_parser_expect_keyword(parser, "do") &&
         sr_parser_parse_region(parser, after, NULL, 0, false) &&
         sr_parser_parse_optional_attr_dict_with_keyword(parser, state);
}

static void sr_while_print(sr_printer_t* printer, const sr_op_t* op) {
  const sr_block_t* before = op->regions[0].first_block;
  sr_printer_print(printer, " (");
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    if (i) sr_printer_print(printer, ", ");
    if (before && i < before->num_arguments) {
      sr_printer_print_value(printer, before->arguments[i]);
    }
    sr_printer_print(printer, " = ");
    sr_printer_print_value(printer, op->operands[i].value);
  }
  sr_printer_print(printer, ") : (");
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, op->operands[i].value->type);
  }
  sr_printer_print(printer, ") -> ");
  bool wrap =
      op->num_results != 1 || op->results[0].type->kind == SR_TYPE_FUNCTION;
  if (wrap) sr_printer_print(printer, "(");
  for (uint32_t i = 0; i < op->num_results; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, op->results[i].type);
  }
  if (wrap) sr_printer_print(printer, ")");
  sr_printer_print(printer, " ");
  sr_printer_print_region(printer, &op->regions[0], false, true);
  sr_printer_print(printer, " do ");
  sr_printer_print_region(printer, &op->regions[1], true, true);
  sr_printer_print_optional_attr_dict_with_keyword(printer, op, true, NULL);
}

//===----------------------------------------------------------------------===//
// scf.index_switch
//===----------------------------------------------------------------------===//
//   scf.index_switch %i -> T
//   case 2 { ... }
//   default { ... }

static const char* const kIndexSwitchAttrs[] = {"cases", NULL};

static bool sr_index_switch_parse(sr_parser_t* parser, const sr_op_info_t* info,
                                  sr_op_state_t* state) {
  sr_context_t* context = sr_parser_context(parser);
  sr_unresolved_operand_t arg;
  sr_value_t* value = NULL;
  if (!sr_parser_parse_operand(parser, &arg) ||
      !sr_parser_resolve_operand(parser, &arg, sr_type_get_index(context),
                                 &value) ||
      !sr_op_state_add_operand(parser, state, value)) {
    return false;
  }
  // `-> T, U` (type($results): a bare comma-separated list, no parens).
  if (sr_parser_consume_if(parser, SR_TOK_ARROW)) {
    do {
      const sr_type_t* type = NULL;
      if (!sr_parser_parse_type(parser, &type) ||
          !sr_op_state_add_result_type(parser, state, type)) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_parse_optional_attr_dict(parser, state, false)) return false;
  int64_t cases[1024];
  uint32_t count = 0;
  // The default region comes first in the op, then one region per case.
  sr_region_t* default_region = sr_op_state_add_region(parser, state);
  if (!default_region) return false;
  while (sr_parser_consume_keyword(parser, "case")) {
    if (count == 1024) return sr_parser_error(parser, "too many cases");
    sr_region_t* region = NULL;
    if (!sr_parser_parse_integer(parser, &cases[count++]) ||
        !(region = sr_op_state_add_region(parser, state)) ||
        !sr_parser_parse_region(parser, region, NULL, 0, false) ||
        !sr_parser_ensure_terminator(parser, region, "scf.yield")) {
      return false;
    }
  }
  if (!sr_parser_expect_keyword(parser, "default") ||
      !sr_parser_parse_region(parser, default_region, NULL, 0, false) ||
      !sr_parser_ensure_terminator(parser, default_region, "scf.yield")) {
    return false;
  }
  return sr_op_state_add_prop(
      parser, state, "cases",
      sr_attr_get_dense_array(context,
                              sr_type_get_integer(context, 64, SR_SIGNLESS),
                              count, cases));
}

static void sr_index_switch_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_printer_print(printer, " ");
  sr_printer_print_value(printer, op->operands[0].value);
  if (op->num_results) {
    // MLIR prints `-> T ` (with a trailing space) before the case list.
    sr_printer_print(printer, " -> ");
    for (uint32_t i = 0; i < op->num_results; ++i) {
      if (i) sr_printer_print(printer, ", ");
      sr_printer_print_type(printer, op->results[i].type);
    }
    sr_printer_print(printer, " ");
  }
  sr_printer_print_optional_attr_dict(printer, op, true, kIndexSwitchAttrs);
  const sr_attr_t* cases = sr_op_attr(op, "cases");
  for (uint32_t c = 1; c < op->num_regions; ++c) {
    int64_t value = 0;
    if (cases && cases->kind == SR_ATTR_DENSE_ARRAY &&
        c - 1 < cases->dense_array.count) {
      memcpy(&value, cases->dense_array.data + 8 * (c - 1), 8);
    }
    sr_printer_print_newline(printer);
    sr_printer_printf(printer, "case %lld ", (long long)value);
    sr_printer_print_region(printer, &op->regions[c], false, true);
  }
  sr_printer_print_newline(printer);
  sr_printer_print(printer, "default ");
  sr_printer_print_region(printer, &op->regions[0], false, true);
}

//===----------------------------------------------------------------------===//
// scf.execute_region
//===----------------------------------------------------------------------===//

static bool sr_execute_region_parse(sr_parser_t* parser,
                                    const sr_op_info_t* info,
                                    sr_op_state_t* state) {
  if (!sr_parse_optional_arrow_types(parser, state)) return false;
  if (sr_parser_consume_keyword(parser, "no_inline") &&
      !sr_op_state_add_prop(parser, state, "no_inline",
                            sr_attr_get_unit(sr_parser_context(parser)))) {
    return false;
  }
  sr_region_t* region = sr_op_state_add_region(parser, state);
  return region && sr_parser_parse_region(parser, region, NULL, 0, false) &&
         sr_parser_parse_optional_attr_dict_with_keyword(parser, state);
}

static void sr_execute_region_print(sr_printer_t* printer, const sr_op_t* op) {
  static const char* const kElided[] = {"no_inline", NULL};
  sr_print_arrow_types_impl(printer, op, false);
  if (sr_op_attr(op, "no_inline")) sr_printer_print(printer, " no_inline");
  sr_printer_print(printer, " ");
  sr_printer_print_region(printer, &op->regions[0], false, true);
  sr_printer_print_optional_attr_dict_with_keyword(printer, op, true, kElided);
}

//===----------------------------------------------------------------------===//
// scf.forall
//===----------------------------------------------------------------------===//
//   scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (T) { ... }
//   scf.forall (%i) = (%lb) to (%ub) step (%s) ...

static const char* const kForallAttrs[] = {"staticLowerBound",
                                           "staticUpperBound", "staticStep",
                                           "operandSegmentSizes", NULL};

// `(4, %n)`: mixed static/dynamic values.
static bool sr_parse_mixed_list(sr_parser_t* parser, int64_t* statics,
                                uint32_t* out_count,
                                sr_operand_names_t* dynamics) {
  uint32_t count = 0;
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  do {
    if (count == 64) return sr_parser_error(parser, "too many bounds");
    if (sr_parser_at_operand(parser)) {
      if (!sr_operand_names_parse(parser, dynamics)) return false;
      statics[count++] = SR_DYNAMIC_DIM;
    } else if (!sr_parser_parse_integer(parser, &statics[count++])) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  *out_count = count;
  return sr_parser_expect(parser, SR_TOK_RPAREN, "')'");
}

static bool sr_forall_parse(sr_parser_t* parser, const sr_op_info_t* info,
                            sr_op_state_t* state) {
  sr_context_t* context = sr_parser_context(parser);
  sr_region_args_t args = {0};
  sr_operand_names_t lists[4] = {{0}};
  sr_operand_names_t *lbs = &lists[0], *ubs = &lists[1], *steps = &lists[2],
                     *outs = &lists[3];
  uint32_t num_ivs = 0;
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  do {
    if (num_ivs == 64) return sr_parser_error(parser, "too many ivs");
    sr_region_argument_t* iv = sr_region_args_add(parser, &args);
    if (!iv || !sr_parser_parse_operand(parser, &iv->name)) return false;
    iv->type = sr_type_get_index(context);
    ++num_ivs;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) return false;
  int64_t lb[64], ub[64], step[64];
  uint32_t n_lb = 0, n_ub = 0, n_step = 0;
  if (sr_parser_consume_keyword(parser, "in")) {
    if (!sr_parse_mixed_list(parser, ub, &n_ub, ubs)) return false;
    n_lb = n_step = n_ub;
    for (uint32_t i = 0; i < n_ub; ++i) {
      lb[i] = 0;
      step[i] = 1;
    }
  } else {
    if (!sr_parser_expect(parser, SR_TOK_EQUAL, "'=' or 'in'") ||
        !sr_parse_mixed_list(parser, lb, &n_lb, lbs) ||
        !sr_parser_expect_keyword(parser, "to") ||
        !sr_parse_mixed_list(parser, ub, &n_ub, ubs) ||
        !sr_parser_expect_keyword(parser, "step") ||
        !sr_parse_mixed_list(parser, step, &n_step, steps)) {
      return false;
    }
  }
  if (n_lb != num_ivs || n_ub != num_ivs || n_step != num_ivs) {
    return sr_parser_error(parser,
                           "mismatch between the number of loop "
                           "variables and bounds");
  }
  if (sr_parser_consume_keyword(parser, "shared_outs")) {
    if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
    do {
      sr_region_argument_t* out = sr_region_args_add(parser, &args);
      if (!out || !sr_parser_parse_operand(parser, &out->name) ||
          !sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
          !sr_operand_names_parse(parser, outs)) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) return false;
  }
  if (sr_parser_consume_if(parser, SR_TOK_ARROW)) {
    const sr_type_t** types = NULL;
    uint32_t count = 0;
    if (!sr_parser_parse_function_result_types(parser, &types, &count)) {
      return false;
    }
    if (count != outs->count) {
      return sr_parser_error(parser,
                             "expected one result type per "
                             "shared_outs value");
    }
    for (uint32_t i = 0; i < count; ++i) {
      args.items[num_ivs + i].type = types[i];
      if (!sr_op_state_add_result_type(parser, state, types[i])) return false;
    }
  } else if (outs->count) {
    return sr_parser_error(parser, "expected '->' and result types");
  }
  const sr_type_t* index_types[64];
  for (uint32_t i = 0; i < 64; ++i) index_types[i] = sr_type_get_index(context);
  const sr_type_t** out_types =
      sr_region_args_types(parser, &args, num_ivs, outs->count);
  if (!out_types ||
      !sr_resolve_all(parser, state, lbs->items, index_types, lbs->count) ||
      !sr_resolve_all(parser, state, ubs->items, index_types, ubs->count) ||
      !sr_resolve_all(parser, state, steps->items, index_types, steps->count) ||
      !sr_resolve_all(parser, state, outs->items, out_types, outs->count)) {
    return false;
  }
  sr_region_t* body = sr_op_state_add_region(parser, state);
  if (!body ||
      !sr_parser_parse_region(parser, body, args.items, args.count, false) ||
      !sr_parser_ensure_terminator(parser, body, "scf.forall.in_parallel") ||
      !sr_parser_parse_optional_attr_dict(parser, state, false)) {
    return false;
  }
  const sr_type_t* i64 = sr_type_get_integer(context, 64, SR_SIGNLESS);
  const sr_type_t* i32 = sr_type_get_integer(context, 32, SR_SIGNLESS);
  int32_t sizes[4] = {(int32_t)lbs->count, (int32_t)ubs->count,
                      (int32_t)steps->count, (int32_t)outs->count};
  return sr_op_state_add_prop(
             parser, state, "staticLowerBound",
             sr_attr_get_dense_array(context, i64, n_lb, lb)) &&
         sr_op_state_add_prop(
             parser, state, "staticUpperBound",
             sr_attr_get_dense_array(context, i64, n_ub, ub)) &&
         sr_op_state_add_prop(
             parser, state, "staticStep",
             sr_attr_get_dense_array(context, i64, n_step, step)) &&
         sr_op_state_add_prop(parser, state, "operandSegmentSizes",
                              sr_attr_get_dense_array(context, i32, 4, sizes));
}

// Prints `(4, %n)` from a static array and its dynamic operands.
static void sr_print_mixed_list(sr_printer_t* printer, const sr_op_t* op,
                                const sr_attr_t* statics, uint32_t* next) {
  sr_printer_print(printer, "(");
  uint32_t count = statics && statics->kind == SR_ATTR_DENSE_ARRAY
                       ? statics->dense_array.count
                       : 0;
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    int64_t value;
    memcpy(&value, statics->dense_array.data + 8 * i, 8);
    if (value == SR_DYNAMIC_DIM) {
      if (*next < op->num_operands) {
        sr_printer_print_value(printer, op->operands[(*next)++].value);
      }
    } else {
      sr_printer_printf(printer, "%lld", (long long)value);
    }
  }
  sr_printer_print(printer, ")");
}

static bool sr_is_default_bounds(const sr_attr_t* values, int64_t expected) {
  if (!values || values->kind != SR_ATTR_DENSE_ARRAY) return false;
  for (uint32_t i = 0; i < values->dense_array.count; ++i) {
    int64_t value;
    memcpy(&value, values->dense_array.data + 8 * i, 8);
    if (value != expected) return false;
  }
  return true;
}

static void sr_forall_print(sr_printer_t* printer, const sr_op_t* op) {
  const sr_block_t* body = op->regions[0].first_block;
  const sr_attr_t* lb = sr_op_attr(op, "staticLowerBound");
  const sr_attr_t* ub = sr_op_attr(op, "staticUpperBound");
  const sr_attr_t* step = sr_op_attr(op, "staticStep");
  const sr_attr_t* sizes = sr_op_attr(op, "operandSegmentSizes");
  int32_t segment[4] = {0, 0, 0, 0};
  if (sizes && sizes->kind == SR_ATTR_DENSE_ARRAY &&
      sizes->dense_array.count == 4) {
    memcpy(segment, sizes->dense_array.data, 16);
  }
  uint32_t num_ivs =
      ub && ub->kind == SR_ATTR_DENSE_ARRAY ? ub->dense_array.count : 0;
  sr_printer_print(printer, " (");
  for (uint32_t i = 0; body && i < num_ivs && i < body->num_arguments; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_value(printer, body->arguments[i]);
  }
  sr_printer_print(printer, ")");
  uint32_t next = 0;
  if (segment[0] == 0 && segment[2] == 0 && sr_is_default_bounds(lb, 0) &&
      sr_is_default_bounds(step, 1)) {
    sr_printer_print(printer, " in ");
    sr_print_mixed_list(printer, op, ub, &next);
  } else {
    sr_printer_print(printer, " = ");
    sr_print_mixed_list(printer, op, lb, &next);
    sr_printer_print(printer, " to ");
    sr_print_mixed_list(printer, op, ub, &next);
    sr_printer_print(printer, " step ");
    sr_print_mixed_list(printer, op, step, &next);
  }
  if (op->num_results) {
    sr_printer_print(printer, " shared_outs(");
    for (uint32_t i = 0; i < op->num_results; ++i) {
      if (i) sr_printer_print(printer, ", ");
      if (body && num_ivs + i < body->num_arguments) {
        sr_printer_print_value(printer, body->arguments[num_ivs + i]);
      }
      sr_printer_print(printer, " = ");
      if (next + i < op->num_operands) {
        sr_printer_print_value(printer, op->operands[next + i].value);
      }
    }
    sr_printer_print(printer, ")");
    sr_print_arrow_types(printer, op);
  }
  sr_printer_print(printer, " ");
  sr_printer_print_region(printer, &op->regions[0], false, true);
  sr_printer_print_optional_attr_dict(printer, op, true, kForallAttrs);
}

static bool sr_in_parallel_parse(sr_parser_t* parser, const sr_op_info_t* info,
                                 sr_op_state_t* state) {
  sr_region_t* region = sr_op_state_add_region(parser, state);
  if (!region || !sr_parser_parse_region(parser, region, NULL, 0, false)) {
    return false;
  }
  if (!region->first_block) {
    sr_block_t* block = sr_block_allocate(sr_parser_context(parser));
    if (!block) return false;
    block->pos = state->pos;
    sr_region_append_block(region, block);
  }
  return sr_parser_parse_optional_attr_dict(parser, state, false);
}

static void sr_in_parallel_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_printer_print(printer, " ");
  sr_printer_print_region(printer, &op->regions[0], false, false);
  sr_printer_print_optional_attr_dict(printer, op, true, NULL);
}

// Region terminators must yield what the op returns (MLIR checks this
// through RegionBranchOpInterface). |skip_operands| leading terminator
// operands are not yielded values (scf.condition's condition).
static sr_status_t sr_verify_yields(sr_context_t* context, const sr_op_t* op,
                                    uint32_t first_region, uint32_t count) {
  for (uint32_t r = first_region;
       r < first_region + count && r < op->num_regions; ++r) {
    const sr_block_t* block = op->regions[r].last_block;
    const sr_op_t* terminator = block ? block->last_op : NULL;
    if (!terminator || !sr_op_is(terminator, "scf.yield")) continue;
    if (terminator->num_operands != op->num_results) {
      return sr_verify_op_error(
          context, op,
          "along control flow edge from Operation scf.yield to Operation "
          "%.*s: region branch point has %u operands, but region successor "
          "needs %u inputs",
          (int)op->name.size, op->name.data, terminator->num_operands,
          op->num_results);
    }
    for (uint32_t i = 0; i < op->num_results; ++i) {
      if (terminator->operands[i].value->type != op->results[i].type) {
        return sr_verify_op_error(context, op,
                                  "along control flow edge from Operation "
                                  "scf.yield to Operation %.*s: source type "
                                  "#%u should match input type #%u",
                                  (int)op->name.size, op->name.data, i, i);
      }
    }
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Structure of the hand-written scf ops (what ODS generates for them in
// MLIR): operand and region counts, block counts, block arguments. Generic
// input reaches the custom printers only after these pass.
//===----------------------------------------------------------------------===//

static uint32_t sr_block_count(const sr_region_t* region) {
  uint32_t count = 0;
  for (const sr_block_t* b = region->first_block; b; b = b->next) ++count;
  return count;
}

// MLIR's SizedRegion<1> (|optional|: MaxSizedRegion<1>, may be empty).
static sr_status_t sr_verify_single_block(sr_context_t* context,
                                          const sr_op_t* op, uint32_t index,
                                          const char* name, bool optional) {
  uint32_t blocks = sr_block_count(&op->regions[index]);
  if (blocks == 1 || (optional && blocks == 0)) return sr_ok_status();
  return sr_verify_op_error(context, op,
                            "region #%u ('%s') failed to verify constraint: "
                            "region with %s1 blocks",
                            index, name, optional ? "at most " : "");
}

static sr_status_t sr_verify_counts(sr_context_t* context, const sr_op_t* op,
                                    uint32_t min_operands, bool variadic,
                                    uint32_t regions) {
  if (variadic ? op->num_operands < min_operands
               : op->num_operands != min_operands) {
    return sr_verify_op_error(context, op,
                              "expected %u%s operands, but "
                              "found %u",
                              min_operands, variadic ? " or more" : "",
                              op->num_operands);
  }
  if (op->num_regions != regions) {
    return sr_verify_op_error(context, op, "requires %u region%s", regions,
                              regions == 1 ? "" : "s");
  }
  return sr_ok_status();
}

// MLIR's SingleBlockImplicitTerminator<scf::YieldOp> (scf.if, scf.for,
// scf.index_switch): each block ends in scf.yield, which the custom form
// may omit; with another op last the custom print re-parses with a yield
// added (F11 of issue 20: a region ending in a foreign op round-tripped
// into a different program). IREE's messages.
static sr_status_t sr_verify_implicit_yield(sr_context_t* context,
                                            const sr_op_t* op) {
  for (uint32_t r = 0; r < op->num_regions; ++r) {
    for (const sr_block_t* b = op->regions[r].first_block; b; b = b->next) {
      if (!b->last_op) {
        return sr_verify_op_error(context, op, "expects a non-empty block");
      }
      if (sr_op_is(b->last_op, "scf.yield")) continue;
      return sr_verify_op_error(context, op,
                                "expects regions to end with 'scf.yield', "
                                "found '%.*s'",
                                (int)b->last_op->name.size,
                                b->last_op->name.data);
    }
  }
  return sr_ok_status();
}

static bool sr_is_i1(const sr_type_t* type) {
  return type->kind == SR_TYPE_INTEGER && type->integer.width == 1;
}

static sr_status_t sr_if_verify(sr_context_t* context, const sr_op_t* op) {
  SR_RETURN_IF_ERROR(sr_verify_counts(context, op, 1, false, 2));
  if (!sr_is_i1(op->operands[0].value->type)) {
    return sr_verify_op_error(context, op,
                              "operand #0 must be 1-bit signless integer");
  }
  SR_RETURN_IF_ERROR(
      sr_verify_single_block(context, op, 0, "thenRegion", false));
  SR_RETURN_IF_ERROR(
      sr_verify_single_block(context, op, 1, "elseRegion", true));
  if (op->num_results && !op->regions[1].first_block) {
    return sr_verify_op_error(context, op,
                              "must have an else block if defining values");
  }
  SR_RETURN_IF_ERROR(sr_verify_implicit_yield(context, op));
  return sr_verify_yields(context, op, 0, op->num_regions);
}

// scf.for: lb, ub, step, then the loop-carried initial values; one block
// whose arguments are the induction variable and the carried values.
static sr_status_t sr_for_verify(sr_context_t* context, const sr_op_t* op) {
  SR_RETURN_IF_ERROR(sr_verify_counts(context, op, 3, true, 1));
  SR_RETURN_IF_ERROR(sr_verify_single_block(context, op, 0, "region", false));
  uint32_t carried = op->num_operands - 3;
  if (op->num_results != carried) {
    return sr_verify_op_error(context, op,
                              "mismatch in number of loop-carried values and "
                              "defined values");
  }
  const sr_block_t* body = op->regions[0].first_block;
  if (body->num_arguments != carried + 1) {
    return sr_verify_op_error(context, op,
                              "expected %u block arguments, but found %u",
                              carried + 1, body->num_arguments);
  }
  const sr_type_t* iv = op->operands[0].value->type;
  if (op->operands[1].value->type != iv || op->operands[2].value->type != iv ||
      body->arguments[0]->type != iv) {
    return sr_verify_op_error(context, op,
                              "expected induction variable to be same type "
                              "as bounds and step");
  }
  for (uint32_t i = 0; i < carried; ++i) {
    const sr_type_t* init = op->operands[3 + i].value->type;
    if (body->arguments[1 + i]->type != init || op->results[i].type != init) {
      return sr_verify_op_error(context, op,
                                "types mismatch between %uth iter operand "
                                "and defined value",
                                i);
    }
  }
  SR_RETURN_IF_ERROR(sr_verify_implicit_yield(context, op));
  return sr_verify_yields(context, op, 0, op->num_regions);
}

// scf.index_switch: the index, a default region and one region per case.
static sr_status_t sr_index_switch_verify(sr_context_t* context,
                                          const sr_op_t* op) {
  const sr_attr_t* cases = sr_op_attr(op, "cases");
  if (!cases || cases->kind != SR_ATTR_DENSE_ARRAY) {
    return sr_verify_op_error(context, op, "requires attribute 'cases'");
  }
  SR_RETURN_IF_ERROR(
      sr_verify_counts(context, op, 1, false, 1 + cases->dense_array.count));
  for (uint32_t r = 0; r < op->num_regions; ++r) {
    SR_RETURN_IF_ERROR(sr_verify_single_block(
        context, op, r, r ? "caseRegions" : "defaultRegion", false));
  }
  SR_RETURN_IF_ERROR(sr_verify_implicit_yield(context, op));
  return sr_verify_yields(context, op, 0, op->num_regions);
}

static sr_status_t sr_execute_region_verify(sr_context_t* context,
                                            const sr_op_t* op) {
  SR_RETURN_IF_ERROR(sr_verify_counts(context, op, 0, false, 1));
  if (!op->regions[0].first_block) {
    return sr_verify_op_error(context, op,
                              "region needs to have at least "
                              "one block");
  }
  return sr_verify_yields(context, op, 0, op->num_regions);
}

// scf.while: the before region ends in scf.condition, the after region in
// scf.yield; both single blocks.
static sr_status_t sr_while_verify(sr_context_t* context, const sr_op_t* op) {
  SR_RETURN_IF_ERROR(sr_verify_counts(context, op, 0, true, 2));
  SR_RETURN_IF_ERROR(sr_verify_single_block(context, op, 0, "before", false));
  return sr_verify_single_block(context, op, 1, "after", false);
}

static const char* const kForAttrs[] = {"unsignedCmp", NULL};
static const char* const kExecuteRegionAttrs[] = {"no_inline", NULL};
static const char* const kSegments[] = {"operandSegmentSizes", NULL};

static const sr_op_info_t kScfOps[] = {
    {"scf.execute_region", 0, NULL, sr_execute_region_parse,
     sr_execute_region_print, kExecuteRegionAttrs, NULL,
     sr_execute_region_verify},
    {"scf.for", 0, NULL, sr_for_parse, sr_for_print, kForAttrs, NULL,
     sr_for_verify},
    {"scf.forall", 0, NULL, sr_forall_parse, sr_forall_print, kForallAttrs},
    {"scf.forall.in_parallel",
     SR_OP_TRAIT_TERMINATOR | SR_OP_TRAIT_NO_TERMINATOR, NULL,
     sr_in_parallel_parse, sr_in_parallel_print, NULL},
    {"scf.if", 0, NULL, sr_if_parse, sr_if_print, NULL, NULL, sr_if_verify},
    {"scf.index_switch", 0, NULL, sr_index_switch_parse, sr_index_switch_print,
     kIndexSwitchAttrs, NULL, sr_index_switch_verify},
    {"scf.parallel", 0, NULL, NULL, NULL, kSegments},
    {"scf.reduce", SR_OP_TRAIT_TERMINATOR, NULL, NULL, NULL, NULL},
    {"scf.while", 0, NULL, sr_while_parse, sr_while_print, NULL, NULL,
     sr_while_verify},
};

sr_dialect_ops_t sr__scf_ops(void) {
  sr_dialect_ops_t ops = {kScfOps, SR_ARRAY_COUNT(kScfOps), NULL, 0, NULL, 0};
  return ops;
}
