// tensor dialect (MLIR): creation, element and slice access, reshapes,
// padding.
//
// The ops' schema rows (op_schema_table.c) carry the ODS assembly formats of
// mlir/Dialect/Tensor/IR/TensorOps.td. Also defines custom<DynamicIndexList>
// (MLIR's ViewLikeInterface), which iree_tensor_ext and linalg formats use too.

#include <stdio.h>
#include <string.h>

#include "core/dialects/dialects.h"

//===----------------------------------------------------------------------===//
// custom<DynamicIndexList>($values, $static_values)
//===----------------------------------------------------------------------===//
// `[%a, 4, %b]`: integers go to the static array, values to the operand
// group with ShapedType::kDynamic in their static slot.

static bool sr_dynamic_index_list_parse(sr_parser_t* parser,
                                        sr_format_state_t* state,
                                        const sr_format_arg_t* const* args,
                                        uint32_t num_args) {
  sr_context_t* context = sr_parser_context(parser);
  int64_t* values = NULL;
  uint32_t capacity = 0;
  uint32_t count = 0;
  if (!sr_parser_expect(parser, SR_TOK_LBRACKET, "'['")) return false;
  if (sr_parser_token(parser)->kind != SR_TOK_RBRACKET) {
    do {
      if (!sr_parser_grow_array(parser, (void**)&values, count, &capacity,
                                sizeof(*values))) {
        return false;
      }
      if (sr_parser_at_operand(parser)) {
        sr_unresolved_operand_t operand;
        if (!sr_parser_parse_operand(parser, &operand) ||
            !sr_format_add_operand(parser, state, args[0]->index, &operand)) {
          return false;
        }
        values[count++] = SR_DYNAMIC_DIM;
      } else {
        sr_token_kind_t kind = sr_parser_token(parser)->kind;
        if (kind != SR_TOK_INTEGER && kind != SR_TOK_MINUS) {
          return sr_parser_error(parser, "expected integer value");
        }
        if (!sr_parser_parse_integer(parser, &values[count++])) return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) return false;
  const sr_type_t* i64 = sr_type_get_integer(context, 64, SR_SIGNLESS);
  sr_format_set_attr(state, args[1]->index,
                     sr_attr_get_dense_array(context, i64, count, values));
  return true;
}

static void sr_dynamic_index_list_print(sr_printer_t* printer,
                                        sr_format_state_t* state,
                                        const sr_format_arg_t* const* args,
                                        uint32_t num_args) {
  const sr_attr_t* statics = sr_format_attr(state, args[1]->index);
  uint32_t available = sr_format_operand_count(state, args[0]->index);
  uint32_t next = 0;
  sr_printer_print(printer, "[");
  if (statics && statics->kind == SR_ATTR_DENSE_ARRAY) {
    for (uint32_t i = 0; i < statics->dense_array.count; ++i) {
      int64_t value;
      memcpy(&value, statics->dense_array.data + 8 * i, 8);
      if (i) sr_printer_print(printer, ", ");
      if (value != SR_DYNAMIC_DIM) {
        sr_printer_printf(printer, "%lld", (long long)value);
      } else if (next < available) {
        sr_printer_print_value(
            printer, sr_format_operand_value(state, args[0]->index, next++));
      }
    }
  }
  sr_printer_print(printer, "]");
}

static const sr_custom_directive_t kTensorDirectives[] = {
    {"DynamicIndexList", sr_dynamic_index_list_parse,
     sr_dynamic_index_list_print},
};

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

static const sr_ods_op_t kTensorSpecs[] = {
    {SR_OPID_TENSOR_CAST, .result_names = "cast"},
    {SR_OPID_TENSOR_COLLAPSE_SHAPE, .result_names = "collapsed"},
    {SR_OPID_TENSOR_CONCAT, .result_names = "concat"},
    {SR_OPID_TENSOR_DIM, .result_names = "dim"},
    {SR_OPID_TENSOR_EXPAND_SHAPE, .result_names = "expanded"},
    {SR_OPID_TENSOR_EXTRACT, .result_names = "extracted"},
    {SR_OPID_TENSOR_EXTRACT_SLICE, .result_names = "extracted_slice"},
    {SR_OPID_TENSOR_FROM_ELEMENTS, .result_names = "from_elements"},
    {SR_OPID_TENSOR_GATHER, .result_names = "gather"},
    {SR_OPID_TENSOR_GENERATE, .result_names = "generated"},
    {SR_OPID_TENSOR_INSERT, .result_names = "inserted"},
    {SR_OPID_TENSOR_INSERT_SLICE, .result_names = "inserted_slice"},
    {SR_OPID_TENSOR_PAD, .result_names = "padded"},
    {SR_OPID_TENSOR_RANK, .result_names = "rank"},
    {SR_OPID_TENSOR_RESHAPE, .result_names = "reshape"},
    {SR_OPID_TENSOR_SCATTER, .result_names = "scatter"},
    {SR_OPID_TENSOR_SPLAT, .result_names = "splat"},
};

sr_dialect_ops_t sr__tensor_ops(void) {
  sr_dialect_ops_t ops = {NULL,
                          0,
                          kTensorSpecs,
                          SR_ARRAY_COUNT(kTensorSpecs),
                          kTensorDirectives,
                          SR_ARRAY_COUNT(kTensorDirectives)};
  return ops;
}
