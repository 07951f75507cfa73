// flow dialect (IREE): the dispatch-region and tensor ops that precede the
// Stream conversion (the input of FlowToStream lit tests).
//
// The ops' schema rows (op_schema_table.c) carry the formats of IREE's
// Dialect/Flow/IR/FlowOps.td. Directives whose
// spelling Flow shares with stream (SymbolVisibility, SymbolAlias,
// ShapedFunctionType, DispatchEntryPoints, ParameterReference,
// WorkgroupCountRegion) come from shaped_syntax.c and stream_directives.c;
// ShapedFunctionSignature is util's (UtilShapedFunctionSignature). The
// Flow-only ones (ShapedOperandList, DispatchWorkgroupBody,
// DispatchWorkgroupsCountRegion, Flow's ShapedTiedResult and the collective
// enums) are here.

#include <stdio.h>
#include <string.h>

#include "core/dialects/dialects.h"
#include "core/dialects/region_syntax.h"
#include "core/ir/verifier.h"

// Number of `?` dims of a ranked shaped type (0 otherwise).
static uint32_t sr_flow_dynamic_dims(const sr_type_t* type) {
  if (!sr_type_is_ranked(type)) return 0;
  uint32_t count = 0;
  for (uint32_t i = 0; i < type->shaped.rank; ++i) {
    count += type->shaped.dims[i] == SR_DYNAMIC_DIM;
  }
  return count;
}

//===----------------------------------------------------------------------===//
// custom<ShapedOperandList>($values, type($values), $value_dims)
//===----------------------------------------------------------------------===//
// `%v : tensor<?xf32>{%d}, %w : tensor<4xf32>`

static bool sr_shaped_operand_list_parse(sr_parser_t* parser,
                                         sr_format_state_t* state,
                                         const sr_format_arg_t* const* args,
                                         uint32_t num_args) {
  do {
    sr_unresolved_operand_t value;
    const sr_type_t* type = NULL;
    if (!sr_parser_parse_operand(parser, &value) ||
        !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parser_parse_type(parser, &type) ||
        !sr_format_add_operand(parser, state, args[0]->index, &value) ||
        !sr_format_add_type(parser, state, false, args[1]->index, type)) {
      return false;
    }
    uint32_t dims = sr_flow_dynamic_dims(type);
    if (!dims) continue;
    if (!sr_parser_expect(parser, SR_TOK_LBRACE, "'{'")) return false;
    for (uint32_t i = 0; i < dims; ++i) {
      sr_unresolved_operand_t dim;
      if ((i && !sr_parser_expect(parser, SR_TOK_COMMA, "','")) ||
          !sr_parser_parse_operand(parser, &dim) ||
          !sr_format_add_operand(parser, state, args[2]->index, &dim)) {
        return false;
      }
    }
    if (!sr_parser_expect(parser, SR_TOK_RBRACE, "'}'")) return false;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return !sr_parser_failed(parser);
}

static void sr_shaped_operand_list_print(sr_printer_t* printer,
                                         sr_format_state_t* state,
                                         const sr_format_arg_t* const* args,
                                         uint32_t num_args) {
  uint32_t count = sr_format_operand_count(state, args[0]->index);
  uint32_t dims_available = sr_format_operand_count(state, args[2]->index);
  uint32_t next = 0;
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_value_t* value = sr_format_operand_value(state, args[0]->index, i);
    sr_printer_print_value(printer, value);
    sr_printer_print(printer, " : ");
    sr_printer_print_type(printer, value->type);
    uint32_t dims = sr_flow_dynamic_dims(value->type);
    if (!dims) continue;
    sr_printer_print(printer, "{");
    for (uint32_t d = 0; d < dims && next < dims_available; ++d) {
      if (d) sr_printer_print(printer, ", ");
      sr_printer_print_value(
          printer, sr_format_operand_value(state, args[2]->index, next++));
    }
    sr_printer_print(printer, "}");
  }
}

//===----------------------------------------------------------------------===//
// custom<DispatchWorkgroupBody>(ref(type($arguments)), ref(type($results)),
//     $workgroup_body): `(%arg0: T, ...) { ... }`
//===----------------------------------------------------------------------===//

static bool sr_workgroup_body_parse(sr_parser_t* parser,
                                    sr_format_state_t* state,
                                    const sr_format_arg_t* const* args,
                                    uint32_t num_args) {
  sr_region_t* region = sr_format_add_region(parser, state, args[2]->index);
  if (!region) return false;
  sr_region_argument_t* region_args = NULL;
  uint32_t count = 0;
  return sr_parse_region_argument_list(parser, &region_args, &count) &&
         sr_parser_parse_region(parser, region, region_args, count, true);
}

static void sr_workgroup_body_print(sr_printer_t* printer,
                                    sr_format_state_t* state,
                                    const sr_format_arg_t* const* args,
                                    uint32_t num_args) {
  const sr_region_t* region = sr_format_region(state, args[2]->index);
  const sr_block_t* entry = region ? region->first_block : NULL;
  sr_printer_print(printer, "(");
  for (uint32_t i = 0; entry && i < entry->num_arguments; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_value(printer, entry->arguments[i]);
    sr_printer_print(printer, ": ");
    sr_printer_print_type(printer, entry->arguments[i]->type);
  }
  sr_printer_print(printer, ") ");
  if (region) sr_printer_print_region(printer, region, false, true);
}

//===----------------------------------------------------------------------===//
// custom<DispatchWorkgroupsCountRegion>($workgroup_count):
//   ` count(%arg0: index) -> (index, index, index) { ... }`
//===----------------------------------------------------------------------===//

static bool sr_workgroups_count_parse(sr_parser_t* parser,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  sr_region_t* region = sr_format_add_region(parser, state, args[0]->index);
  if (!region) return false;
  if (!sr_parser_consume_keyword(parser, "count")) {
    return !sr_parser_failed(parser);
  }
  return sr_parse_workgroup_count_region(parser, region);
}

static void sr_workgroups_count_print(sr_printer_t* printer,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  sr_print_workgroup_count_region(
      printer, sr_format_region(state, args[0]->index), " count");
}

//===----------------------------------------------------------------------===//
// custom<ShapedTiedResult>(type($result), $dims [, $tied_operands]) as Flow
// prints it: `%target as tensor<?xf32>{%d}`, the tied operand from
// `tied_operands` or, without it, the op's first operand (tensor.update's
// target).
//===----------------------------------------------------------------------===//

static bool sr_tied_result_parse(sr_parser_t* parser, sr_format_state_t* state,
                                 const sr_format_arg_t* const* args,
                                 uint32_t num_args) {
  int64_t tied = -1;
  if (sr_parser_at_operand(parser)) {
    sr_unresolved_operand_t ignored;
    if (!sr_parser_parse_operand(parser, &ignored) ||
        !sr_parser_expect_keyword(parser, "as")) {
      return false;
    }
    tied = 0;
  }
  const sr_type_t* type = NULL;
  if (!sr_parser_parse_type(parser, &type) ||
      !sr_format_add_type(parser, state, args[0]->of_result, args[0]->index,
                          type)) {
    return false;
  }
  uint32_t dims = sr_flow_dynamic_dims(type);
  if (dims) {
    if (!sr_parser_expect(parser, SR_TOK_LBRACE, "'{'")) return false;
    for (uint32_t i = 0; i < dims; ++i) {
      sr_unresolved_operand_t dim;
      if ((i && !sr_parser_expect(parser, SR_TOK_COMMA, "','")) ||
          !sr_parser_parse_operand(parser, &dim) ||
          !sr_format_add_operand(parser, state, args[1]->index, &dim)) {
        return false;
      }
    }
    if (!sr_parser_expect(parser, SR_TOK_RBRACE, "'}'")) return false;
  }
  if (num_args > 2) {
    sr_context_t* context = sr_parser_context(parser);
    const sr_attr_t* index =
        sr_attr_get_integer(context, sr_type_get_index(context), tied);
    sr_format_set_attr(state, args[2]->index,
                       sr_attr_get_array(context, 1, &index));
  }
  return true;
}

static void sr_tied_result_print(sr_printer_t* printer,
                                 sr_format_state_t* state,
                                 const sr_format_arg_t* const* args,
                                 uint32_t num_args) {
  const sr_op_t* op = sr_format_op(state);
  int64_t tied = 0;
  // IREE prints the operand its TiedOpInterface names: the collectives'
  // getTiedResultOperandIndex is always the target, whatever tied_operands
  // holds (an input spelled `-> tensor<...>` has [-1] yet prints
  // `%target as tensor<...>`).
  bool always_target = sr_string_view_starts_with(op->name, "flow.collective.");
  if (num_args > 2 && !always_target) {
    const sr_attr_t* attr = sr_format_attr(state, args[2]->index);
    tied = attr && attr->kind == SR_ATTR_ARRAY && attr->array.count
               ? sr_attr_int_value(attr->array.elements[0])
               : -1;
  }
  if (tied >= 0 && (uint64_t)tied < op->num_operands) {
    sr_printer_print_value(printer, op->operands[tied].value);
    sr_printer_print(printer, " as ");
  }
  const sr_type_t* type =
      sr_format_type(state, args[0]->of_result, args[0]->index, 0);
  sr_printer_print_type(printer, type);
  uint32_t dims = sr_flow_dynamic_dims(type);
  if (!dims) return;
  uint32_t available = sr_format_operand_count(state, args[1]->index);
  sr_printer_print(printer, "{");
  for (uint32_t i = 0; i < dims && i < available; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_value(printer,
                           sr_format_operand_value(state, args[1]->index, i));
  }
  sr_printer_print(printer, "}");
}

//===----------------------------------------------------------------------===//
// Collective enums: I32EnumAttrs spelled by keyword (`sum`, `f32`)
//===----------------------------------------------------------------------===//

static const char* const kElementTypes[] = {
    "si8",  "ui8", "si16", "ui16", "si32", "ui32", "si64",
    "ui64", "f16", "f32",  "f64",  "bf16", NULL};
static const char* const kReductionOps[] = {
    "none", "sum", "product", "minimum", "maximum", "average", NULL};

static bool sr_enum_keyword_parse(sr_parser_t* parser, sr_format_state_t* state,
                                  uint32_t attr, const char* const* table) {
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  sr_string_view_t keyword;
  if (!sr_parser_parse_keyword(parser, &keyword)) return false;
  for (int32_t i = 0; table[i]; ++i) {
    if (sr_string_view_equal_cstr(keyword, table[i])) {
      sr_context_t* context = sr_parser_context(parser);
      sr_format_set_attr(
          state, attr,
          sr_attr_get_integer(
              context, sr_type_get_integer(context, 32, SR_SIGNLESS), i));
      return true;
    }
  }
  return sr_parser_error_at(parser, pos, "invalid enum keyword '%.*s'",
                            (int)keyword.size, keyword.data);
}

static void sr_enum_keyword_print(sr_printer_t* printer,
                                  sr_format_state_t* state, uint32_t attr,
                                  const char* const* table) {
  const sr_attr_t* value = sr_format_attr(state, attr);
  int64_t index =
      value && value->kind == SR_ATTR_INTEGER ? sr_attr_int_value(value) : -1;
  int64_t count = 0;
  while (table[count]) ++count;
  if (index >= 0 && index < count) {
    sr_printer_print(printer, table[index]);
  } else if (value) {
    sr_printer_print_attr(printer, value);
  }
}

static bool sr_element_type_parse(sr_parser_t* parser, sr_format_state_t* state,
                                  const sr_format_arg_t* const* args,
                                  uint32_t num_args) {
  return sr_enum_keyword_parse(parser, state, args[0]->index, kElementTypes);
}

static void sr_element_type_print(sr_printer_t* printer,
                                  sr_format_state_t* state,
                                  const sr_format_arg_t* const* args,
                                  uint32_t num_args) {
  sr_enum_keyword_print(printer, state, args[0]->index, kElementTypes);
}

static bool sr_reduction_op_parse(sr_parser_t* parser, sr_format_state_t* state,
                                  const sr_format_arg_t* const* args,
                                  uint32_t num_args) {
  return sr_enum_keyword_parse(parser, state, args[0]->index, kReductionOps);
}

static void sr_reduction_op_print(sr_printer_t* printer,
                                  sr_format_state_t* state,
                                  const sr_format_arg_t* const* args,
                                  uint32_t num_args) {
  sr_enum_keyword_print(printer, state, args[0]->index, kReductionOps);
}

static const sr_custom_directive_t kFlowDirectives[] = {
    {"DispatchWorkgroupBody", sr_workgroup_body_parse, sr_workgroup_body_print},
    {"DispatchWorkgroupsCountRegion", sr_workgroups_count_parse,
     sr_workgroups_count_print},
    {"FlowCollectiveElementType", sr_element_type_parse, sr_element_type_print},
    {"FlowCollectiveReductionOp", sr_reduction_op_parse, sr_reduction_op_print},
    {"FlowShapedTiedResult", sr_tied_result_parse, sr_tied_result_print},
    {"ShapedOperandList", sr_shaped_operand_list_parse,
     sr_shaped_operand_list_print},
};

//===----------------------------------------------------------------------===//
// flow.tensor.constant: `attr-dict $value`, typed by its value
//===----------------------------------------------------------------------===//

static const char* const kValueAttrs[] = {"value", NULL};

static bool sr_tensor_constant_parse(sr_parser_t* parser,
                                     const sr_op_info_t* info,
                                     sr_op_state_t* state) {
  if (!sr_parser_parse_optional_attr_dict(parser, state, false)) return false;
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  const sr_attr_t* value = NULL;
  if (!sr_parser_parse_attribute(parser, NULL, &value)) return false;
  if (!value->type) {
    return sr_parser_error_at(parser, pos,
                              "'flow.tensor.constant' needs a typed value");
  }
  return sr_op_state_add_prop(parser, state, "value", value) &&
         sr_op_state_add_result_type(parser, state, value->type);
}

// AllTypesMatch<["value", "result"]>: the custom form names only the
// value's type, so a result of another type would be lost by its print.
static sr_status_t sr_tensor_constant_verify(sr_context_t* context,
                                             const sr_op_t* op) {
  const sr_attr_t* value = sr_op_attr(op, "value");
  if (!value) {
    return sr_verify_op_error(context, op, "requires attribute 'value'");
  }
  if (op->num_results != 1) {
    return sr_verify_op_error(context, op, "requires 1 result");
  }
  if (value->type != op->results[0].type) {
    return sr_verify_op_error(context, op,
                              "failed to verify that all of {value, result} "
                              "have same type");
  }
  return sr_ok_status();
}

static void sr_tensor_constant_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_printer_print_optional_attr_dict(printer, op, true, kValueAttrs);
  sr_printer_print(printer, " ");
  sr_printer_print_attr(printer, sr_op_attr(op, "value"));
}

//===----------------------------------------------------------------------===//
// Result names
//===----------------------------------------------------------------------===//

// flow.dispatch.workgroup.{id,count,size}: `workgroup_id_0`, ...
static void sr_workgroup_info_name(const sr_op_t* op,
                                   sr_result_namer_t* namer) {
  const char* prefix =
      sr_op_is(op, "flow.dispatch.workgroup.id")      ? "workgroup_id_"
      : sr_op_is(op, "flow.dispatch.workgroup.count") ? "workgroup_count_"
                                                      : "workgroup_size_";
  const sr_attr_t* dimension = sr_op_attr(op, "dimension");
  char name[64];
  snprintf(name, sizeof(name), "%s%llu", prefix,
           (unsigned long long)(dimension && dimension->kind == SR_ATTR_INTEGER
                                    ? dimension->integer.words[0]
                                    : 0));
  sr_result_namer_set(namer, 0, name);
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

// flow.call / flow.dispatch: each tied_operands entry is -1 or an index
// into the `arguments` group, one entry per result (IREE's TiedOpInterface
// over getTiedOperandsIndexAndLength). The custom form spells a tie as
// `%arg as`: an entry outside the arguments printed nothing (and iree-opt
// prints `<<UNKNOWN SSA VALUE>>`).
static sr_status_t sr_tied_arguments_verify(sr_context_t* context,
                                            const sr_op_t* op) {
  const sr_attr_t* tied = sr_op_attr(op, "tied_operands");
  if (!tied || tied->kind != SR_ATTR_ARRAY || !op->info || !op->info->schema) {
    return sr_ok_status();
  }
  if (tied->array.count != op->num_results) {
    return sr_verify_op_error(context, op,
                              "op results/tied operand indices mismatch");
  }
  uint32_t begin[17], size[17];
  if (!sr_op_schema_group_ranges(op->info->schema, op, false, begin, size)) {
    return sr_ok_status();  // the group checks report it
  }
  uint32_t group = sr_op_is(op, "flow.dispatch") ? 1 : 0;
  for (uint32_t i = 0; i < tied->array.count; ++i) {
    const sr_attr_t* entry = tied->array.elements[i];
    if (entry->kind != SR_ATTR_INTEGER) continue;
    int64_t index = sr_attr_int_value(entry);
    if (index != -1 && (index < 0 || index >= (int64_t)size[group])) {
      return sr_verify_op_error(context, op,
                                "result #%u tied to invalid operand index "
                                "%lld",
                                i, (long long)index);
    }
  }
  return sr_ok_status();
}

static const sr_ods_op_t kFlowSpecs[] = {
    {SR_OPID_FLOW_CALL, .verify = sr_tied_arguments_verify},
    {SR_OPID_FLOW_DISPATCH, .verify = sr_tied_arguments_verify},
    {SR_OPID_FLOW_DISPATCH_WORKGROUP_COUNT,
     .name_results = sr_workgroup_info_name},
    {SR_OPID_FLOW_DISPATCH_WORKGROUP_ID,
     .name_results = sr_workgroup_info_name},
    {SR_OPID_FLOW_DISPATCH_WORKGROUP_SIZE,
     .name_results = sr_workgroup_info_name},
    {SR_OPID_FLOW_CHANNEL_COUNT, .result_names = "channel_count"},
    {SR_OPID_FLOW_CHANNEL_DEFAULT, .result_names = "default_channel"},
    {SR_OPID_FLOW_CHANNEL_RANK, .result_names = "channel_rank"},
    {SR_OPID_FLOW_CHANNEL_SPLIT, .result_names = "channel"},
};

static const sr_op_info_t kFlowOps[] = {
    {"flow.tensor.constant", 0, NULL, sr_tensor_constant_parse,
     sr_tensor_constant_print, kValueAttrs, NULL, sr_tensor_constant_verify},
};

sr_dialect_ops_t sr__flow_ops(void) {
  sr_dialect_ops_t ops = {kFlowOps,        SR_ARRAY_COUNT(kFlowOps),
                          kFlowSpecs,      SR_ARRAY_COUNT(kFlowSpecs),
                          kFlowDirectives, SR_ARRAY_COUNT(kFlowDirectives)};
  return ops;
}
