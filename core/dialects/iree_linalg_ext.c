// iree_linalg_ext dialect (IREE): the non-structured ops codegen and the
// dispatch interpreter know (sort, scan, topk, scatter, gather, arg_compare,
// fft, attention, online_attention, im2col, winograd.*, topk_v2, map_load,
// map_store, exp_reduction, custom_op with its index) and their yield.
//
// Formats are those of IREE's Dialect/LinalgExt/IR/LinalgExtOps.td, checked
// against what iree-opt 3.13 prints. Two pieces are not plain ODS:
// - attention and online_attention print their properties as
//   `<indexing_maps = [...], decomposition_config = {...}>` before the
//   discardable attribute dictionary (custom<LinalgExtAttentionProps>);
// - im2col's output sizes are a list of lists of static sizes or values
//   (custom<NestedDynamicIndexList>, LinalgExtOps.cpp).
// Every op of LinalgExtOps.td and LinalgExtPureOps.td is covered.

#include <string.h>

#include "core/dialects/dialects.h"

//===----------------------------------------------------------------------===//
// custom<LinalgExtAttentionProps>($indexing_maps, $decomposition_config)
//===----------------------------------------------------------------------===//

static const char* const kAttentionProps[] = {"indexing_maps",
                                              "decomposition_config"};

static bool sr_attention_props_parse(sr_parser_t* parser,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  (void)num_args;
  if (!sr_parser_expect(parser, SR_TOK_LESS, "'<'")) return false;
  if (sr_parser_consume_if(parser, SR_TOK_GREATER)) return true;
  do {
    sr_source_pos_t pos = sr_parser_token_pos(parser);
    sr_string_view_t key;
    if (!sr_parser_parse_keyword(parser, &key)) return false;
    int which = -1;
    for (int i = 0; i < 2; ++i) {
      if (sr_string_view_equal_cstr(key, kAttentionProps[i])) which = i;
    }
    // iree-opt's message, for unknown and repeated names alike.
    if (which < 0 || sr_format_attr(state, args[which]->index)) {
      return sr_parser_error_at(
          parser, pos,
          "duplicate or unknown property in properties dictionary: %.*s",
          (int)key.size, key.data);
    }
    const sr_attr_t* value = NULL;
    if (!sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
        !sr_parser_parse_attribute(parser, NULL, &value)) {
      return false;
    }
    sr_format_set_attr(state, args[which]->index, value);
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return sr_parser_expect(parser, SR_TOK_GREATER, "'>'");
}

static void sr_attention_props_print(sr_printer_t* printer,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  (void)num_args;
  bool first = true;
  sr_printer_print(printer, "<");
  for (int i = 0; i < 2; ++i) {
    const sr_attr_t* value = sr_format_attr(state, args[i]->index);
    if (!value) continue;
    sr_printer_printf(printer, "%s%s = ", first ? "" : ", ",
                      kAttentionProps[i]);
    sr_printer_print_attr(printer, value);
    first = false;
  }
  sr_printer_print(printer, ">");
}

//===----------------------------------------------------------------------===//
// custom<NestedDynamicIndexList>($values, $static_values)
//===----------------------------------------------------------------------===//
// `[[2], [%n, 32], [3, 3, 640]]`: each inner list is a DynamicIndexList
// (integers in a dense i64 array, values in the operand group with
// ShapedType::kDynamic in their slot); the static attribute is the array of
// the inner dense arrays.

static bool sr_nested_index_list_parse(sr_parser_t* parser,
                                       sr_format_state_t* state,
                                       const sr_format_arg_t* const* args,
                                       uint32_t num_args) {
  (void)num_args;
  sr_context_t* context = sr_parser_context(parser);
  const sr_type_t* i64 = sr_type_get_integer(context, 64, SR_SIGNLESS);
  const sr_attr_t** lists = NULL;
  uint32_t list_capacity = 0, list_count = 0;
  int64_t* values = NULL;
  uint32_t capacity = 0;
  if (!sr_parser_expect(parser, SR_TOK_LBRACKET, "'['")) return false;
  if (sr_parser_token(parser)->kind != SR_TOK_RBRACKET) {
    do {
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
                !sr_format_add_operand(parser, state, args[0]->index,
                                       &operand)) {
              return false;
            }
            values[count++] = SR_DYNAMIC_DIM;
          } else {
            sr_token_kind_t kind = sr_parser_token(parser)->kind;
            if (kind != SR_TOK_INTEGER && kind != SR_TOK_MINUS) {
              return sr_parser_error(parser, "expected integer value");
            }
            if (!sr_parser_parse_integer(parser, &values[count++])) {
              return false;
            }
          }
        } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
      }
      if (!sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) return false;
      if (!sr_parser_grow_array(parser, (void**)&lists, list_count,
                                &list_capacity, sizeof(*lists))) {
        return false;
      }
      lists[list_count++] =
          sr_attr_get_dense_array(context, i64, count, values);
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) return false;
  sr_format_set_attr(state, args[1]->index,
                     sr_attr_get_array(context, list_count, lists));
  return true;
}

static void sr_nested_index_list_print(sr_printer_t* printer,
                                       sr_format_state_t* state,
                                       const sr_format_arg_t* const* args,
                                       uint32_t num_args) {
  (void)num_args;
  const sr_attr_t* lists = sr_format_attr(state, args[1]->index);
  uint32_t available = sr_format_operand_count(state, args[0]->index);
  uint32_t next = 0;
  sr_printer_print(printer, "[");
  for (uint32_t l = 0;
       lists && lists->kind == SR_ATTR_ARRAY && l < lists->array.count; ++l) {
    const sr_attr_t* statics = lists->array.elements[l];
    if (l) sr_printer_print(printer, ", ");
    sr_printer_print(printer, "[");
    for (uint32_t i = 0; statics && statics->kind == SR_ATTR_DENSE_ARRAY &&
                         i < statics->dense_array.count;
         ++i) {
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
    sr_printer_print(printer, "]");
  }
  sr_printer_print(printer, "]");
}

static const sr_custom_directive_t kLinalgExtDirectives[] = {
    {"LinalgExtAttentionProps", sr_attention_props_parse,
     sr_attention_props_print},
    {"NestedDynamicIndexList", sr_nested_index_list_parse,
     sr_nested_index_list_print},
};

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

#define SR_RESULTS_TAIL "(`->` type($results)^)?"
#define SR_ATTENTION_INS                                                    \
  "custom<LinalgExtAttentionProps>($indexing_maps, $decomposition_config) " \
  "attr-dict `ins` `(` $query `,` $key `,` $value `,` $scale (`,` "         \
  "$mask^)? `:` type($query) `,` type($key) `,` type($value) `,` "          \
  "type($scale) (`,` type($mask)^)? `)` "
#define SR_ATTENTION_ATTRS "indexing_maps:array decomposition_config?:dict"
#define SR_WINOGRAD(NAME, DIMS)                                            \
  {                                                                        \
    "iree_linalg_ext.winograd." NAME, 0, 0, "input output", "result*",     \
        "output_tile_size:int(i64) kernel_size:int(i64) " DIMS ":i64arr",  \
        NULL, NULL,                                                        \
        "attr-dict `output_tile_size` `(` $output_tile_size `)` "          \
        "`kernel_size` "                                                   \
        "`(` $kernel_size `)` `" DIMS "` `(` $" DIMS                       \
        " `)` `ins` `(` $input `:` "                                       \
        "type($input) `)` `outs` `(` $output `:` type($output) `)` (`->` " \
        "type($result)^)?"                                                 \
  }
#define SR_IM2COL_PADS(WHICH)                                 \
  "(`" WHICH "_pad_low` `=` custom<DynamicIndexList>($" WHICH \
  "_pad_low, $static_" WHICH "_pad_low) `" WHICH              \
  "_pad_high` `=` custom<DynamicIndexList>($" WHICH           \
  "_pad_high, "                                               \
  "$static_" WHICH "_pad_high)^)? "

static const sr_ods_op_t kLinalgExtSpecs[] = {
    {"iree_linalg_ext.arg_compare", 0, SR_ODS_OPERAND_SEGMENTS,
     "input_value input_index? output_value output_index index_base?:index",
     "results*", "dimension:int(i64)", "region", NULL,
     "attr-dict `dimension` `(` $dimension `)` `ins` `(` $input_value (`,` "
     "$input_index^)? `:` type($input_value) (`,` type($input_index)^)? `)` "
     "`outs` `(` $output_value `,` $output_index `:` type($output_value) `,` "
     "type($output_index) `)` (`index_base` `(` $index_base^ `:` "
     "type($index_base) `)`)? $region " SR_RESULTS_TAIL},
    {"iree_linalg_ext.attention", 0, 0, "query key value scale mask? output",
     "results*", SR_ATTENTION_ATTRS, "region", NULL,
     SR_ATTENTION_INS
     "`outs` `(` $output `:` type($output) `)` $region " SR_RESULTS_TAIL},
    {"iree_linalg_ext.custom_op", 0, SR_ODS_OPERAND_SEGMENTS,
     "inputs* outputs*", "results*", "indexing_maps:array iterator_types:array",
     "region", NULL,
     "`{` `indexing_maps` `=` $indexing_maps `,` `iterator_types` `=` "
     "$iterator_types `}` attr-dict-with-keyword (`ins` `(` $inputs^ `:` "
     "type($inputs) `)`)? (`outs` `(` $outputs^ `:` type($outputs) `)`)? "
     "$region " SR_RESULTS_TAIL},
    {"iree_linalg_ext.exp_reduction", 0, SR_ODS_OPERAND_SEGMENTS,
     "inputs* outputs*", "results*",
     "indexing_maps:array iterator_types:array exp_reduced_operands:i64arr",
     "region", NULL,
     "`{` `indexing_maps` `=` $indexing_maps `,` `iterator_types` `=` "
     "$iterator_types `,` `exp_reduced_operands` `=` $exp_reduced_operands "
     "`}` attr-dict `ins` `(` $inputs `:` type($inputs) `)` `outs` `(` "
     "$outputs `:` type($outputs) `)` $region " SR_RESULTS_TAIL},
    {"iree_linalg_ext.fft", 0, SR_ODS_OPERAND_SEGMENTS,
     "stage real_coeff? imag_coeff? real imag", "results*", NULL, NULL, NULL,
     "attr-dict `ins` `(` $stage (`,` $real_coeff^ `,` $imag_coeff)? `:` "
     "type($stage) (`,` type($real_coeff)^ `,` type($imag_coeff))? `)` "
     "`outs` `(` $real `,` $imag `:` type($real) `,` type($imag) `)` (`:` "
     "type($results)^)?"},
    {"iree_linalg_ext.gather", 0, 0, "source indices mask? output", "results*",
     "dimension_map:i64arr", NULL, NULL,
     "attr-dict `dimension_map` `=` $dimension_map `ins` `(` $source `,` "
     "$indices (`,` $mask^)? `:` type($source) `,` type($indices) (`,` "
     "type($mask)^)? `)` `outs` `(` $output `:` type($output) "
     "`)` " SR_RESULTS_TAIL},
    {"iree_linalg_ext.im2col", 0, SR_ODS_OPERAND_SEGMENTS,
     "input output kernel_size*:index offsets*:index output_sizes*:index "
     "input_pad_low*:index input_pad_high*:index output_pad_low*:index "
     "output_pad_high*:index pad_value?",
     "results*",
     "strides:i64arr dilations:i64arr static_kernel_size:i64arr "
     "static_offsets:i64arr static_output_sizes:array batch_pos:i64arr "
     "m_pos:i64arr k_pos:i64arr input_k_perm:i64arr output_perm:i64arr "
     "static_input_pad_low:i64arr=array<i64> "
     "static_input_pad_high:i64arr=array<i64> "
     "static_output_pad_low:i64arr=array<i64> "
     "static_output_pad_high:i64arr=array<i64>",
     NULL, NULL,
     "attr-dict `strides` `=` $strides `dilations` `=` $dilations "
     "`kernel_size` `=` custom<DynamicIndexList>($kernel_size, "
     "$static_kernel_size) `offsets` `=` custom<DynamicIndexList>($offsets, "
     "$static_offsets) `output_sizes` `=` "
     "custom<NestedDynamicIndexList>($output_sizes, $static_output_sizes) "
     "`batch_pos` `=` $batch_pos `m_pos` `=` $m_pos `k_pos` `=` $k_pos "
     "`input_k_perm` `=` $input_k_perm `output_perm` `=` "
     "$output_perm " SR_IM2COL_PADS("input") SR_IM2COL_PADS(
         "output") "(`pad_value` `(` $pad_value^ `:` type($pad_value) `)`)? "
                   "`ins` `(` "
                   "$input `:` type($input) `)` `outs` `(` $output `:` "
                   "type($output) `)` " SR_RESULTS_TAIL},
    {"iree_linalg_ext.index", 0, 0, NULL, "result:index", "dim:int(i64)", NULL,
     NULL, "$dim attr-dict `:` type($result)"},
    {"iree_linalg_ext.map_load", 0, 0, "source output", "results*", NULL,
     "transformation_region", NULL,
     "attr-dict $source `into` $output $transformation_region `:` "
     "type($source) `into` type($output) " SR_RESULTS_TAIL},
    {"iree_linalg_ext.map_store", 0, 0, "input output", "results*", NULL,
     "transformation_region", NULL,
     "attr-dict $input `into` $output $transformation_region `:` "
     "type($input) `into` type($output) " SR_RESULTS_TAIL},
    {"iree_linalg_ext.online_attention", 0, 0,
     "query key value scale mask? output max sum", "results*",
     SR_ATTENTION_ATTRS, "region", NULL,
     SR_ATTENTION_INS "`outs` `(` $output `,` $max `,` $sum `:` "
                      "type($output) `,` type($max) `,` type($sum) `)` "
                      "$region " SR_RESULTS_TAIL},
    {"iree_linalg_ext.scan", 0, 0, "input output accumulator", "results*",
     "dimension:int(i64) inclusive:bool", "region", NULL,
     "attr-dict `dimension` `(` $dimension `)` `inclusive` `(` $inclusive "
     "`)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `,` "
     "$accumulator `:` type($output) `,` type($accumulator) `)` "
     "$region " SR_RESULTS_TAIL},
    {"iree_linalg_ext.scatter", 0, 0, "updates indices mask? original",
     "results*", "dimension_map:i64arr unique_indices:bool=true", "region",
     NULL,
     "attr-dict `dimension_map` `=` $dimension_map `unique_indices` `(` "
     "$unique_indices `)` `ins` `(` $updates `,` $indices (`,` $mask^)? `:` "
     "type($updates) `,` type($indices) (`,` type($mask)^)? `)` `outs` `(` "
     "$original `:` type($original) `)` $region " SR_RESULTS_TAIL},
    {"iree_linalg_ext.sort", 0, SR_ODS_OPERAND_SEGMENTS, "inputs* outputs*",
     "results*", "dimension:int(i64)", "region", NULL,
     "attr-dict `dimension` `(` $dimension `)` (`ins` `(` $inputs^ `:` "
     "type($inputs) `)`)? `outs` `(` $outputs `:` type($outputs) `)` "
     "$region " SR_RESULTS_TAIL},
    {"iree_linalg_ext.topk", 0, 0,
     "values indices? output_values output_indices", "results*",
     "dimension:int(i64)", "region", NULL,
     "attr-dict `dimension` `(` $dimension `)` `ins` `(` $values (`,` "
     "$indices^)? `:` type($values) (`,` type($indices)^)? `)` `outs` `(` "
     "$output_values `,` $output_indices `:` type($output_values) `,` "
     "type($output_indices) `)` $region " SR_RESULTS_TAIL},
    {"iree_linalg_ext.topk_v2", 0, SR_ODS_OPERAND_SEGMENTS,
     "values input_indices? output_values output_indices?", "results*",
     "dimension:int(i64) is_sorted?:unit", "region", NULL,
     "attr-dict `dimension` `(` $dimension `)` (`is_sorted` $is_sorted^)? "
     "`ins` `(` $values (`,` $input_indices^)? `:` type($values) (`,` "
     "type($input_indices)^)? `)` `outs` `(` $output_values (`,` "
     "$output_indices^)? `:` type($output_values) (`,` "
     "type($output_indices)^)? `)` $region " SR_RESULTS_TAIL},
    SR_WINOGRAD("filter_transform", "kernel_dimensions"),
    SR_WINOGRAD("input_transform", "image_dimensions"),
    SR_WINOGRAD("output_transform", "image_dimensions"),
    {"iree_linalg_ext.yield", SR_OP_TRAIT_TERMINATOR, 0, "operands*", NULL,
     NULL, NULL, NULL, "attr-dict ($operands^ `:` type($operands))?"},
};

sr_dialect_ops_t sr__iree_linalg_ext_ops(void) {
  sr_dialect_ops_t ops = {NULL,
                          0,
                          kLinalgExtSpecs,
                          SR_ARRAY_COUNT(kLinalgExtSpecs),
                          kLinalgExtDirectives,
                          SR_ARRAY_COUNT(kLinalgExtDirectives)};
  return ops;
}
