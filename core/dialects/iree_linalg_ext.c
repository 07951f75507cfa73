// iree_linalg_ext dialect (IREE): the non-structured ops codegen and the
// dispatch interpreter know (sort, scan, topk, scatter, gather, arg_compare,
// fft, attention, online_attention, im2col, winograd.*, topk_v2, map_load,
// map_store, exp_reduction, custom_op with its index) and their yield.
//
// The ops' schema rows (op_schema_table.c) carry the formats of IREE's
// Dialect/LinalgExt/IR/LinalgExtOps.td, checked
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

sr_dialect_ops_t sr__iree_linalg_ext_ops(void) {
  sr_dialect_ops_t ops = {NULL,
                          0,
                          NULL,
                          0,
                          kLinalgExtDirectives,
                          SR_ARRAY_COUNT(kLinalgExtDirectives)};
  return ops;
}
