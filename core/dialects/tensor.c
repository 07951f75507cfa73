// tensor dialect (MLIR): creation, element and slice access, reshapes,
// padding.
//
// Formats are the ODS assembly formats of mlir/Dialect/Tensor/IR/
// TensorOps.td. Also defines custom<DynamicIndexList> (MLIR's
// ViewLikeInterface), which iree_tensor_ext and linalg formats use too.

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

#define SR_SLICE_OPERANDS "offsets*:index sizes*:index strides*:index"
#define SR_SLICE_ATTRS \
  "static_offsets:i64arr static_sizes:i64arr static_strides:i64arr"
#define SR_SLICE_LISTS                                   \
  "custom<DynamicIndexList>($offsets, $static_offsets) " \
  "custom<DynamicIndexList>($sizes, $static_sizes) "     \
  "custom<DynamicIndexList>($strides, $static_strides) "

static const sr_ods_op_t kTensorSpecs[] = {
    {"tensor.bitcast", 0, 0, "source", "dest", NULL, NULL, NULL,
     "$source attr-dict `:` type($source) `to` type($dest)"},
    {"tensor.cast", 0, 0, "source", "dest", NULL, NULL, NULL,
     "$source attr-dict `:` type($source) `to` type($dest)", "cast"},
    {"tensor.collapse_shape", 0, 0, "src", "result", "reassociation:array",
     NULL, NULL,
     "$src $reassociation attr-dict `:` type($src) `into` type($result)",
     "collapsed"},
    {"tensor.concat", 0, 0, "inputs*", "result", "dim:int(i64)", NULL, NULL,
     "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, "
     "results)",
     "concat"},
    {"tensor.dim", 0, 0, "source index:index", "result:index", NULL, NULL, NULL,
     "attr-dict $source `,` $index `:` type($source)", "dim"},
    {"tensor.empty", 0, 0, "dynamicSizes*:index", "result", NULL, NULL, NULL,
     "`(`$dynamicSizes`)` attr-dict `:` type($result)"},
    {"tensor.expand_shape", 0, 0, "src output_shape*:index", "result",
     "reassociation:array static_output_shape:i64arr", NULL, NULL,
     "$src $reassociation `output_shape` "
     "custom<DynamicIndexList>($output_shape, $static_output_shape) "
     "attr-dict `:` type($src) `into` type($result)",
     "expanded"},
    {"tensor.extract", 0, 0, "tensor indices*:index", "result:@elem(tensor)",
     NULL, NULL, NULL, "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
     "extracted"},
    {"tensor.extract_slice", 0, SR_ODS_OPERAND_SEGMENTS,
     "source " SR_SLICE_OPERANDS, "result", SR_SLICE_ATTRS, NULL, NULL,
     "$source `` " SR_SLICE_LISTS
     "attr-dict `:` type($source) `to` type($result)",
     "extracted_slice"},
    {"tensor.from_elements", 0, 0, "elements*:@elem(result)", "result", NULL,
     NULL, NULL, "$elements attr-dict `:` type($result)", "from_elements"},
    {"tensor.gather", 0, 0, "source indices", "result",
     "gather_dims:i64arr unique?:unit", NULL, NULL,
     "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` "
     "$unique^)? attr-dict `:` functional-type(operands, results)",
     "gather"},
    {"tensor.generate", 0, 0, "dynamicExtents*:index", "result", NULL, "body",
     NULL, "$dynamicExtents $body attr-dict `:` type($result)", "generated"},
    {"tensor.insert", 0, 0, "scalar:@elem(dest) dest indices*:index",
     "result:=dest", NULL, NULL, NULL,
     "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
     "inserted"},
    {"tensor.insert_slice", 0, SR_ODS_OPERAND_SEGMENTS,
     "source dest " SR_SLICE_OPERANDS, "result:=dest", SR_SLICE_ATTRS, NULL,
     NULL,
     "$source `into` $dest `` " SR_SLICE_LISTS
     "attr-dict `:` type($source) `into` type($dest)",
     "inserted_slice"},
    {"tensor.pad", 0, SR_ODS_OPERAND_SEGMENTS, "source low*:index high*:index",
     "result", "static_low:i64arr static_high:i64arr nofold?:unit", "region",
     NULL,
     "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, "
     "$static_low) `high` `` custom<DynamicIndexList>($high, $static_high) "
     "$region attr-dict `:` type($source) `to` type($result)",
     "padded"},
    {"tensor.parallel_insert_slice", 0, SR_ODS_OPERAND_SEGMENTS,
     "source dest " SR_SLICE_OPERANDS, NULL, SR_SLICE_ATTRS, NULL, NULL,
     "$source `into` $dest `` " SR_SLICE_LISTS
     "attr-dict `:` type($source) `into` type($dest)"},
    {"tensor.rank", 0, 0, "tensor", "result:index", NULL, NULL, NULL,
     "$tensor attr-dict `:` type($tensor)", "rank"},
    {"tensor.reshape", 0, 0, "source shape", "result", NULL, NULL, NULL,
     "$source `(` $shape `)` attr-dict `:` functional-type(operands, "
     "results)",
     "reshape"},
    {"tensor.scatter", 0, 0, "source dest indices", "result",
     "scatter_dims:i64arr unique?:unit", NULL, NULL,
     "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims "
     "`)` (`unique` $unique^)? attr-dict `:` functional-type(operands, "
     "results)",
     "scatter"},
    {"tensor.splat", 0, 0, "input:@elem(aggregate) dynamicSizes*:index",
     "aggregate", NULL, NULL, NULL,
     "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)",
     "splat"},
    {"tensor.yield", SR_OP_TRAIT_TERMINATOR, 0, "value", NULL, NULL, NULL, NULL,
     "$value attr-dict `:` type($value)"},
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
