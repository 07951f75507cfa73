// util dialect (IREE): functions with tied results, globals, buffers, lists,
// compiler hints.
//
// The ops' schema rows (op_schema_table.c) carry the assembly formats of
// IREE's Util/IR/UtilOps.td; the ops
// with hand-written syntax there (func, initializer, unfoldable_constant,
// assume.int) and the custom directives of UtilOps.cpp are reimplemented
// here. SymbolVisibility, ShapedTypeList, ShapedTiedResult and friends are
// shared with stream (shaped_syntax.c).

#include <stdio.h>
#include <string.h>

#include "core/base/string_builder.h"
#include "core/dialects/dialects.h"
#include "core/dialects/function_syntax.h"
#include "core/ir/verifier.h"

static const sr_function_syntax_t kUtilFunctionSyntax = {true, false};

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

// Index of the operand spelled |name| in parsed operand group |group|, or -1.
static int64_t sr_util_find_operand(sr_format_state_t* state, uint32_t group,
                                    const sr_unresolved_operand_t* name) {
  uint32_t count = sr_format_operand_count(state, group);
  for (uint32_t i = 0; i < count; ++i) {
    const sr_unresolved_operand_t* candidate =
        sr_format_operand_unresolved(state, group, i);
    if (candidate->number == name->number &&
        sr_string_view_equal(candidate->name, name->name)) {
      return i;
    }
  }
  return -1;
}

// custom<TypeOrAttr>($type, $initial_value):
//   `: T`, `= attr` (T from the attribute) or `: T = attr`.
static bool sr_type_or_attr_parse(sr_parser_t* parser, sr_format_state_t* state,
                                  const sr_format_arg_t* const* args,
                                  uint32_t num_args) {
  sr_context_t* context = sr_parser_context(parser);
  const sr_attr_t* attr = NULL;
  if (sr_parser_consume_if(parser, SR_TOK_EQUAL)) {
    if (!sr_parser_parse_attribute(parser, NULL, &attr)) return false;
    sr_format_set_attr(state, args[1]->index, attr);
    const sr_type_t* type = attr->type;
    if (attr->kind == SR_ATTR_BOOL) {
      type = sr_type_get_integer(context, 1, SR_SIGNLESS);
    }
    if (type)
      sr_format_set_attr(state, args[0]->index,
                         sr_attr_get_type(context, type));
    return true;
  }
  const sr_type_t* type = NULL;
  if (!sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
      !sr_parser_parse_type(parser, &type)) {
    return false;
  }
  sr_format_set_attr(state, args[0]->index, sr_attr_get_type(context, type));
  if (sr_parser_consume_if(parser, SR_TOK_EQUAL)) {
    if (!sr_parser_parse_attribute(parser, NULL, &attr)) return false;
    sr_format_set_attr(state, args[1]->index, attr);
  }
  return true;
}

static void sr_type_or_attr_print(sr_printer_t* printer,
                                  sr_format_state_t* state,
                                  const sr_format_arg_t* const* args,
                                  uint32_t num_args) {
  const sr_attr_t* type = sr_format_attr(state, args[0]->index);
  const sr_attr_t* attr = sr_format_attr(state, args[1]->index);
  const sr_type_t* attr_type = attr ? attr->type : NULL;
  if (attr && attr->kind == SR_ATTR_BOOL) {
    attr_type =
        sr_type_get_integer(sr_printer_context(printer), 1, SR_SIGNLESS);
  }
  bool space = false;
  if (!attr_type || !type || type->kind != SR_ATTR_TYPE ||
      attr_type != type->type_value) {
    sr_printer_print(printer, ": ");
    if (type) {
      // printAttribute(TypeAttr) is the bare type.
      if (type->kind == SR_ATTR_TYPE) {
        sr_printer_print_type(printer, type->type_value);
      } else {
        sr_printer_print_attr(printer, type);
      }
    }
    space = true;
  }
  if (attr) {
    if (space) sr_printer_print(printer, " ");
    sr_printer_print(printer, "= ");
    sr_printer_print_attr(printer, attr);
  }
}

// custom<TypedValueList>(ref(type($x)), $values, type($values)):
// `[%a, %b]`, every value of the type of $x.
static bool sr_typed_value_list_parse(sr_parser_t* parser,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  const sr_type_t* type =
      sr_format_type_count(state, args[0]->of_result, args[0]->index)
          ? sr_format_type(state, args[0]->of_result, args[0]->index, 0)
          : NULL;
  if (!sr_parser_expect(parser, SR_TOK_LBRACKET, "'['")) return false;
  if (sr_parser_token(parser)->kind != SR_TOK_RBRACKET) {
    do {
      sr_unresolved_operand_t operand;
      if (!sr_parser_parse_operand(parser, &operand) ||
          !sr_format_add_operand(parser, state, args[1]->index, &operand) ||
          !sr_format_add_type(parser, state, false, args[2]->index, type)) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!type && sr_format_operand_count(state, args[1]->index)) {
    return sr_parser_error(parser, "cannot infer the type of the values");
  }
  return sr_parser_expect(parser, SR_TOK_RBRACKET, "']'");
}

static void sr_typed_value_list_print(sr_printer_t* printer,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  sr_printer_print(printer, "[");
  uint32_t count = sr_format_operand_count(state, args[1]->index);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_value(printer,
                           sr_format_operand_value(state, args[1]->index, i));
  }
  sr_printer_print(printer, "]");
}

// custom<RangeList>($offsets, $lengths): `[%o for %l], ...`.
static bool sr_range_list_parse(sr_parser_t* parser, sr_format_state_t* state,
                                const sr_format_arg_t* const* args,
                                uint32_t num_args) {
  do {
    sr_unresolved_operand_t offset, length;
    if (!sr_parser_expect(parser, SR_TOK_LBRACKET, "'['") ||
        !sr_parser_parse_operand(parser, &offset) ||
        !sr_parser_expect_keyword(parser, "for") ||
        !sr_parser_parse_operand(parser, &length) ||
        !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'") ||
        !sr_format_add_operand(parser, state, args[0]->index, &offset) ||
        !sr_format_add_operand(parser, state, args[1]->index, &length)) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return !sr_parser_failed(parser);
}

static void sr_range_list_print(sr_printer_t* printer, sr_format_state_t* state,
                                const sr_format_arg_t* const* args,
                                uint32_t num_args) {
  uint32_t count = sr_format_operand_count(state, args[0]->index);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print(printer, "[");
    sr_printer_print_value(printer,
                           sr_format_operand_value(state, args[0]->index, i));
    sr_printer_print(printer, " for ");
    sr_printer_print_value(printer,
                           sr_format_operand_value(state, args[1]->index, i));
    sr_printer_print(printer, "]");
  }
}

// custom<OperandTypeList>(type($operands)): `()` or `(T, U)`.
static bool sr_operand_type_list_parse(sr_parser_t* parser,
                                       sr_format_state_t* state,
                                       const sr_format_arg_t* const* args,
                                       uint32_t num_args) {
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (sr_parser_consume_if(parser, SR_TOK_RPAREN)) {
    // No types: mark the group as typed so it resolves to nothing.
    return true;
  }
  do {
    const sr_type_t* type = NULL;
    if (!sr_parser_parse_type(parser, &type) ||
        !sr_format_add_type(parser, state, args[0]->of_result, args[0]->index,
                            type)) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return sr_parser_expect(parser, SR_TOK_RPAREN, "')'");
}

static void sr_operand_type_list_print(sr_printer_t* printer,
                                       sr_format_state_t* state,
                                       const sr_format_arg_t* const* args,
                                       uint32_t num_args) {
  sr_printer_print(printer, "(");
  uint32_t count =
      sr_format_type_count(state, args[0]->of_result, args[0]->index);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(
        printer, sr_format_type(state, args[0]->of_result, args[0]->index, i));
  }
  sr_printer_print(printer, ")");
}

// One entry of a tied result list: `T`, `%operand` or `%operand as T`.
static bool sr_parse_tied_result(sr_parser_t* parser, sr_format_state_t* state,
                                 const sr_format_arg_t* operands,
                                 const sr_format_arg_t* operand_types,
                                 const sr_type_t** out_type,
                                 int64_t* out_tied) {
  *out_tied = -1;
  if (sr_parser_at_operand(parser)) {
    sr_unresolved_operand_t name;
    sr_source_pos_t pos = sr_parser_token_pos(parser);
    if (!sr_parser_parse_operand(parser, &name)) return false;
    int64_t index = sr_util_find_operand(state, operands->index, &name);
    if (index < 0) {
      return sr_parser_error_at(parser, pos,
                                "tied operand not found for result reference "
                                "%%%.*s",
                                (int)name.name.size, name.name.data);
    }
    *out_tied = index;
    if (sr_parser_consume_keyword(parser, "as")) {
      return sr_parser_parse_type(parser, out_type);
    }
    if ((uint32_t)index >= sr_format_type_count(state, operand_types->of_result,
                                                operand_types->index)) {
      return sr_parser_error_at(parser, pos,
                                "cannot infer the type of the tied result");
    }
    *out_type = sr_format_type(state, operand_types->of_result,
                               operand_types->index, (uint32_t)index);
    return !sr_parser_failed(parser);
  }
  return sr_parser_parse_type(parser, out_type);
}

// custom<TiedFunctionResultList>(ref($operands), ref(type($operands)),
//     type($results), $tied_operands): `T`, `%a`, `()` or `(T, %a as U)`.
static bool sr_tied_function_results_parse(sr_parser_t* parser,
                                           sr_format_state_t* state,
                                           const sr_format_arg_t* const* args,
                                           uint32_t num_args) {
  int64_t* tied = NULL;
  uint32_t count = 0, capacity = 0;
  bool parens = sr_parser_consume_if(parser, SR_TOK_LPAREN);
  if (parens && sr_parser_consume_if(parser, SR_TOK_RPAREN)) return true;
  do {
    if (!sr_parser_grow_array(parser, (void**)&tied, count, &capacity,
                              sizeof(*tied))) {
      return false;
    }
    const sr_type_t* type = NULL;
    if (!sr_parse_tied_result(parser, state, args[0], args[1], &type,
                              &tied[count]) ||
        !sr_format_add_type(parser, state, args[2]->of_result, args[2]->index,
                            type)) {
      return false;
    }
    ++count;
  } while (parens && sr_parser_consume_if(parser, SR_TOK_COMMA));
  if (parens && !sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) return false;
  sr_format_set_attr(
      state, args[3]->index,
      sr_index_array_attr(sr_parser_context(parser), tied, count));
  return true;
}

// printTiedResultList.
static void sr_print_tied_results(sr_printer_t* printer,
                                  sr_format_state_t* state,
                                  const sr_format_arg_t* operands,
                                  const sr_format_arg_t* results,
                                  const sr_attr_t* tied) {
  uint32_t count =
      sr_format_type_count(state, results->of_result, results->index);
  uint32_t num_operands = sr_format_operand_count(state, operands->index);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    const sr_type_t* type =
        sr_format_type(state, results->of_result, results->index, i);
    int64_t index = sr_index_array_get(tied, i);
    if (index >= 0 && (uint64_t)index < num_operands) {
      sr_value_t* operand =
          sr_format_operand_value(state, operands->index, (uint32_t)index);
      sr_printer_print_value(printer, operand);
      if (operand->type == type) continue;
      sr_printer_print(printer, " as ");
    }
    sr_printer_print_type(printer, type);
  }
}

static void sr_tied_function_results_print(sr_printer_t* printer,
                                           sr_format_state_t* state,
                                           const sr_format_arg_t* const* args,
                                           uint32_t num_args) {
  uint32_t count =
      sr_format_type_count(state, args[2]->of_result, args[2]->index);
  if (count != 1) sr_printer_print(printer, "(");
  sr_print_tied_results(printer, state, args[0], args[2],
                        sr_format_attr(state, args[3]->index));
  if (count != 1) sr_printer_print(printer, ")");
}

// custom<ValueTypeList>($values, type($values)): `[%a : T, %b : U]`.
static bool sr_value_type_list_parse(sr_parser_t* parser,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  if (!sr_parser_expect(parser, SR_TOK_LBRACKET, "'['")) return false;
  if (sr_parser_consume_if(parser, SR_TOK_RBRACKET)) return true;
  do {
    sr_unresolved_operand_t operand;
    const sr_type_t* type = NULL;
    if (!sr_parser_parse_operand(parser, &operand) ||
        !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parser_parse_type(parser, &type) ||
        !sr_format_add_operand(parser, state, args[0]->index, &operand) ||
        !sr_format_add_type(parser, state, false, args[1]->index, type)) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return sr_parser_expect(parser, SR_TOK_RBRACKET, "']'");
}

static void sr_value_type_list_print(sr_printer_t* printer,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  sr_printer_print(printer, "[");
  uint32_t count = sr_format_operand_count(state, args[0]->index);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_value_t* value = sr_format_operand_value(state, args[0]->index, i);
    sr_printer_print_value(printer, value);
    sr_printer_print(printer, " : ");
    sr_printer_print_type(printer, value->type);
  }
  sr_printer_print(printer, "]");
}

// The element type of `!util.list<T>` (`?` is `!util.variant`), or NULL.
static const sr_type_t* sr_list_element_type(sr_context_t* context,
                                             const sr_type_t* list) {
  if (!list || !sr_type_is_dialect(list, "util.list")) return NULL;
  sr_string_view_t text = list->dialect.text;
  const char* open = memchr(text.data, '<', text.size);
  if (!open || text.data[text.size - 1] != '>') return NULL;
  size_t length = (size_t)(text.data + text.size - 1 - (open + 1));
  if (length == 1 && open[1] == '?') {
    return sr_type_get_dialect(context, sr_make_cstring_view("util.variant"));
  }
  char buffer[512];
  if (length >= sizeof(buffer)) return NULL;
  memcpy(buffer, open + 1, length);
  buffer[length] = 0;
  const sr_type_t* type = NULL;
  sr_status_t status = sr_parse_type_string(context, buffer, &type);
  if (status) {
    sr_status_ignore(status);
    return NULL;
  }
  return type;
}

// custom<ListTypeGet>(type($list), type($result)): `!util.list<T>` or
// `!util.list<?> -> T`.
static bool sr_list_type_get_parse(sr_parser_t* parser,
                                   sr_format_state_t* state,
                                   const sr_format_arg_t* const* args,
                                   uint32_t num_args) {
  const sr_type_t* list = NULL;
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  if (!sr_parser_parse_type(parser, &list)) return false;
  const sr_type_t* element =
      sr_list_element_type(sr_parser_context(parser), list);
  if (!element) {
    return sr_parser_error_at(parser, pos, "expected !util.list<T> type");
  }
  if (sr_parser_consume_if(parser, SR_TOK_ARROW) &&
      !sr_parser_parse_type(parser, &element)) {
    return false;
  }
  return sr_format_add_type(parser, state, args[0]->of_result, args[0]->index,
                            list) &&
         sr_format_add_type(parser, state, args[1]->of_result, args[1]->index,
                            element);
}

static void sr_list_type_get_print(sr_printer_t* printer,
                                   sr_format_state_t* state,
                                   const sr_format_arg_t* const* args,
                                   uint32_t num_args) {
  const sr_type_t* list =
      sr_format_type(state, args[0]->of_result, args[0]->index, 0);
  const sr_type_t* element =
      sr_format_type(state, args[1]->of_result, args[1]->index, 0);
  sr_printer_print_type(printer, list);
  if (sr_list_element_type(sr_printer_context(printer), list) != element) {
    sr_printer_print(printer, " -> ");
    sr_printer_print_type(printer, element);
  }
}

// custom<ListTypeSet>(type($list), type($value)): `!util.list<T>` or
// `T -> !util.list<?>`.
static bool sr_list_type_set_parse(sr_parser_t* parser,
                                   sr_format_state_t* state,
                                   const sr_format_arg_t* const* args,
                                   uint32_t num_args) {
  sr_context_t* context = sr_parser_context(parser);
  const sr_type_t* leading = NULL;
  const sr_type_t* list = NULL;
  const sr_type_t* element = NULL;
  if (!sr_parser_parse_type(parser, &leading)) return false;
  if (sr_parser_consume_if(parser, SR_TOK_ARROW)) {
    element = leading;
    sr_source_pos_t pos = sr_parser_token_pos(parser);
    if (!sr_parser_parse_type(parser, &list)) return false;
    if (!sr_list_element_type(context, list)) {
      return sr_parser_error_at(parser, pos, "expected an !util.list<T> type");
    }
  } else {
    list = leading;
    element = sr_list_element_type(context, list);
    if (!element && !sr_parser_failed(parser)) {
      return sr_parser_error(parser, "expected an !util.list<T> type");
    }
  }
  return sr_format_add_type(parser, state, args[0]->of_result, args[0]->index,
                            list) &&
         sr_format_add_type(parser, state, args[1]->of_result, args[1]->index,
                            element);
}

static void sr_list_type_set_print(sr_printer_t* printer,
                                   sr_format_state_t* state,
                                   const sr_format_arg_t* const* args,
                                   uint32_t num_args) {
  const sr_type_t* list =
      sr_format_type(state, args[0]->of_result, args[0]->index, 0);
  const sr_type_t* element =
      sr_format_type(state, args[1]->of_result, args[1]->index, 0);
  if (sr_list_element_type(sr_printer_context(printer), list) != element) {
    sr_printer_print_type(printer, element);
    sr_printer_print(printer, " -> ");
  }
  sr_printer_print_type(printer, list);
}

// custom<ShapedFunctionSignature>($function_type, $tied_operands,
//     $arg_attrs, $res_attrs), registered as UtilShapedFunctionSignature.
static bool sr_shaped_signature_directive_parse(
    sr_parser_t* parser, sr_format_state_t* state,
    const sr_format_arg_t* const* args, uint32_t num_args) {
  sr_shaped_signature_t signature;
  if (!sr_shaped_signature_parse(parser, &signature)) return false;
  sr_context_t* context = sr_parser_context(parser);
  sr_format_set_attr(state, args[0]->index,
                     sr_attr_get_type(context, signature.type));
  sr_format_set_attr(state, args[1]->index, signature.tied_operands);
  sr_format_set_attr(state, args[2]->index, signature.arg_attrs);
  sr_format_set_attr(state, args[3]->index, signature.res_attrs);
  return true;
}

static void sr_shaped_signature_directive_print(
    sr_printer_t* printer, sr_format_state_t* state,
    const sr_format_arg_t* const* args, uint32_t num_args) {
  const sr_attr_t* type = sr_format_attr(state, args[0]->index);
  sr_shaped_signature_t signature = {
      type && type->kind == SR_ATTR_TYPE ? type->type_value : NULL,
      sr_format_attr(state, args[1]->index),
      sr_format_attr(state, args[2]->index),
      sr_format_attr(state, args[3]->index)};
  sr_shaped_signature_print(printer, &signature);
}

static const sr_custom_directive_t kUtilDirectives[] = {
    {"ListTypeGet", sr_list_type_get_parse, sr_list_type_get_print},
    {"ListTypeSet", sr_list_type_set_parse, sr_list_type_set_print},
    {"OperandTypeList", sr_operand_type_list_parse, sr_operand_type_list_print},
    {"RangeList", sr_range_list_parse, sr_range_list_print},
    {"TiedFunctionResultList", sr_tied_function_results_parse,
     sr_tied_function_results_print},
    {"TypeOrAttr", sr_type_or_attr_parse, sr_type_or_attr_print},
    {"TypedValueList", sr_typed_value_list_parse, sr_typed_value_list_print},
    {"UtilShapedFunctionSignature", sr_shaped_signature_directive_parse,
     sr_shaped_signature_directive_print},
    {"ValueTypeList", sr_value_type_list_parse, sr_value_type_list_print},
};

//===----------------------------------------------------------------------===//
// Result names (getAsmResultNames)
//===----------------------------------------------------------------------===//

// The root of a symbol reference attribute as a C string in |buffer|.
static const char* sr_symbol_text(const sr_attr_t* attr, char* buffer,
                                  size_t size) {
  buffer[0] = 0;
  if (attr && attr->kind == SR_ATTR_SYMBOL_REF) {
    snprintf(buffer, size, "%.*s", (int)attr->symbol.root.size,
             attr->symbol.root.data);
  }
  return buffer;
}

// util.global.load: the global's name.
static void sr_global_load_name(const sr_op_t* op, sr_result_namer_t* namer) {
  char name[256];
  sr_symbol_text(sr_op_attr(op, "global"), name, sizeof(name));
  if (name[0]) sr_result_namer_set(namer, 0, name);
}

// util.global.address: `ptr_` + the global's name.
static void sr_global_address_name(const sr_op_t* op,
                                   sr_result_namer_t* namer) {
  char name[256], full[260];
  sr_symbol_text(sr_op_attr(op, "global"), name, sizeof(name));
  snprintf(full, sizeof(full), "ptr_%s", name);
  sr_result_namer_set(namer, 0, full);
}

// util.buffer.constant: its `name`, else `buffer_cst`.
static void sr_buffer_constant_name(const sr_op_t* op,
                                    sr_result_namer_t* namer) {
  const sr_attr_t* name = sr_op_attr(op, "name");
  char text[256];
  if (name && name->kind == SR_ATTR_STRING) {
    snprintf(text, sizeof(text), "%.*s", (int)name->string.size,
             name->string.data);
    sr_result_namer_set(namer, 0, text);
  } else {
    sr_result_namer_set(namer, 0, "buffer_cst");
  }
}

// util.string.format: the format with `{...}` placeholders as `N`, `.-/` as
// `_`, other non-identifier characters dropped, at most 32 characters;
// `formatted` when empty (StringFormatOp::getAsmResultNames).
static void sr_string_format_name(const sr_op_t* op, sr_result_namer_t* namer) {
  const sr_attr_t* format = sr_op_attr(op, "format");
  char name[40];
  size_t n = 0;
  if (format && format->kind == SR_ATTR_STRING) {
    sr_string_view_t text = format->string;
    size_t i = 0;
    while (i < text.size && n < 32) {
      char c = text.data[i];
      if (c == '{') {
        if (i + 1 < text.size && text.data[i + 1] == '{') {
          i += 2;
          continue;
        }
        const char* close = memchr(text.data + i + 1, '}', text.size - (i + 1));
        if (!close) break;
        name[n++] = 'N';
        i = (size_t)(close - text.data) + 1;
      } else if (c == '}') {
        i += i + 1 < text.size && text.data[i + 1] == '}' ? 2 : 1;
      } else if (c == '.' || c == '-' || c == '/') {
        name[n++] = '_';
        ++i;
      } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                 (c >= '0' && c <= '9') || c == '_') {
        name[n++] = c;
        ++i;
      } else {
        ++i;
      }
    }
  }
  name[n] = 0;
  sr_result_namer_set(namer, 0, n ? name : "formatted");
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

static void sr_util_type_text(const sr_type_t* type, char* buffer,
                              size_t size) {
  sr_string_builder_t builder;
  sr_string_builder_initialize(sr_allocator_system(), &builder);
  sr_print_type_to(type, &builder);
  snprintf(buffer, size, "%s", sr_string_builder_cstr(&builder));
  sr_string_builder_deinitialize(&builder);
}

static sr_status_t sr_util_return_verify(sr_context_t* context,
                                         const sr_op_t* op) {
  const sr_op_t* parent = sr_op_parent_op(op);
  if (!parent || !(sr_op_is(parent, "util.func") ||
                   sr_op_is(parent, "util.initializer"))) {
    return sr_ok_status();
  }
  const sr_attr_t* attr = sr_op_attr(parent, "function_type");
  if (!attr || attr->kind != SR_ATTR_TYPE ||
      attr->type_value->kind != SR_TYPE_FUNCTION) {
    return sr_ok_status();
  }
  const sr_type_t* type = attr->type_value;
  if (op->num_operands != type->function.num_results) {
    return sr_verify_op_error(context, op,
                              "has %u operands, but enclosing function-like "
                              "op returns %u",
                              op->num_operands, type->function.num_results);
  }
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    if (op->operands[i].value->type != type->function.results[i]) {
      char a[256], e[256];
      sr_util_type_text(op->operands[i].value->type, a, sizeof(a));
      sr_util_type_text(type->function.results[i], e, sizeof(e));
      return sr_verify_op_error(context, op,
                                "type of return operand %u ('%s') doesn't "
                                "match function result type ('%s')",
                                i, a, e);
    }
  }
  return sr_ok_status();
}

// util.global.load/store/address: the global exists.
static sr_status_t sr_global_access_verify(sr_context_t* context,
                                           const sr_op_t* op) {
  const sr_attr_t* global = sr_op_attr(op, "global");
  if (!global || global->kind != SR_ATTR_SYMBOL_REF) return sr_ok_status();
  const sr_op_t* target = sr_lookup_symbol(op, global->symbol.root);
  if (!target) {
    return sr_verify_op_error(context, op, "undefined global: @%.*s",
                              (int)global->symbol.root.size,
                              global->symbol.root.data);
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Declarative ops
//===----------------------------------------------------------------------===//

static const sr_ods_op_t kUtilSpecs[] = {
    {SR_OPID_UTIL_BUFFER_ALLOC, .result_names = "buffer"},
    {SR_OPID_UTIL_BUFFER_CONSTANT, .name_results = sr_buffer_constant_name},
    {SR_OPID_UTIL_BUFFER_SIZE, .result_names = "buffer_size"},
    {SR_OPID_UTIL_BUFFER_SLICE, .result_names = "buffer"},
    {SR_OPID_UTIL_BUFFER_STORAGE,
     .result_names = "buffer_storage buffer_offset"},
    {SR_OPID_UTIL_BUFFER_SUBSPAN, .result_names = "buffer_span"},
    {SR_OPID_UTIL_GLOBAL_ADDRESS, .verify = sr_global_access_verify,
     .name_results = sr_global_address_name},
    {SR_OPID_UTIL_GLOBAL_LOAD, .verify = sr_global_access_verify,
     .name_results = sr_global_load_name},
    {SR_OPID_UTIL_GLOBAL_STORE, .verify = sr_global_access_verify},
    {SR_OPID_UTIL_RANGE_EXTENTS, .result_names = "min max"},
    {SR_OPID_UTIL_RETURN, .verify = sr_util_return_verify},
    {SR_OPID_UTIL_STRING_FORMAT, .name_results = sr_string_format_name},
    {SR_OPID_UTIL_STRING_ITOA, .result_names = "itoa"},
};

//===----------------------------------------------------------------------===//
// util.func / util.initializer
//===----------------------------------------------------------------------===//

static const char* const kFuncAttrs[] = {
    "sym_name",  "function_type", "tied_operands",   "sym_visibility",
    "arg_attrs", "res_attrs",     "inlining_policy", NULL};

// IREE's FuncOp::verify: each entry of tied_operands is -1 (untied) or one
// of the function's arguments (the custom syntax cannot say anything else,
// so an entry out of range would be lost by its print).
static sr_status_t sr_util_func_verify(sr_context_t* context,
                                       const sr_op_t* op) {
  const sr_attr_t* tied = sr_op_attr(op, "tied_operands");
  const sr_attr_t* attr = sr_op_attr(op, "function_type");
  if (!tied || tied->kind != SR_ATTR_ARRAY || !attr ||
      attr->kind != SR_ATTR_TYPE ||
      attr->type_value->kind != SR_TYPE_FUNCTION) {
    return sr_ok_status();
  }
  int64_t num_inputs = attr->type_value->function.num_inputs;
  for (uint32_t i = 0; i < tied->array.count; ++i) {
    const sr_attr_t* entry = tied->array.elements[i];
    if (entry->kind != SR_ATTR_INTEGER) continue;
    int64_t index = sr_attr_int_value(entry);
    if (index == -1) continue;
    if (index < 0 || index >= num_inputs) {
      return sr_verify_op_error(context, op,
                                "result #%u tied to invalid operand index "
                                "%lld",
                                i, (long long)index);
    }
  }
  return sr_ok_status();
}

static bool sr_util_func_parse(sr_parser_t* parser, const sr_op_info_t* info,
                               sr_op_state_t* state) {
  return sr_function_parse_with(parser, state, &kUtilFunctionSyntax);
}

static void sr_util_func_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_function_print_with(printer, op, NULL, &kUtilFunctionSyntax);
}

static const char* const kInitializerAttrs[] = {"function_type", "arg_attrs",
                                                "res_attrs", NULL};

static bool sr_initializer_parse(sr_parser_t* parser, const sr_op_info_t* info,
                                 sr_op_state_t* state) {
  sr_context_t* context = sr_parser_context(parser);
  const sr_type_t* type = sr_type_get_function(context, 0, NULL, 0, NULL);
  if (!type ||
      !sr_op_state_add_prop(parser, state, "function_type",
                            sr_attr_get_type(context, type)) ||
      !sr_parser_parse_optional_attr_dict_with_keyword(parser, state)) {
    return false;
  }
  sr_region_t* body = sr_op_state_add_region(parser, state);
  return body && sr_parser_parse_region(parser, body, NULL, 0, true);
}

static void sr_initializer_print(sr_printer_t* printer, const sr_op_t* op) {
  static const char* const kElided[] = {"function_type", NULL};
  sr_printer_print_optional_attr_dict_with_keyword(printer, op, true, kElided);
  sr_printer_print(printer, " ");
  sr_printer_print_region(printer, &op->regions[0], true, true);
}

//===----------------------------------------------------------------------===//
// util.unfoldable_constant: `attr-dict $value [: type]`
//===----------------------------------------------------------------------===//

static const char* const kValueAttrs[] = {"value", NULL};

static bool sr_unfoldable_constant_parse(sr_parser_t* parser,
                                         const sr_op_info_t* info,
                                         sr_op_state_t* state) {
  if (!sr_parser_parse_optional_attr_dict(parser, state, false)) return false;
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  const sr_attr_t* value = NULL;
  if (!sr_parser_parse_attribute(parser, NULL, &value)) return false;
  const sr_type_t* type = value->type;
  if (value->kind == SR_ATTR_SYMBOL_REF) {
    if (!sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parser_parse_type(parser, &type)) {
      return false;
    }
  } else if (value->kind == SR_ATTR_BOOL) {
    type = sr_type_get_integer(sr_parser_context(parser), 1, SR_SIGNLESS);
  }
  if (!type) {
    return sr_parser_error_at(parser, pos,
                              "'util.unfoldable_constant' needs a typed "
                              "value");
  }
  return sr_op_state_add_prop(parser, state, "value", value) &&
         sr_op_state_add_result_type(parser, state, type);
}

static void sr_unfoldable_constant_print(sr_printer_t* printer,
                                         const sr_op_t* op) {
  // As IREE: a space, then ` {attrs}` (with its own leading space), then
  // one more space when there were attributes besides `value`.
  sr_printer_print(printer, " ");
  sr_printer_print_optional_attr_dict(printer, op, true, kValueAttrs);
  uint32_t count = (op->attrs ? op->attrs->dictionary.count : 0) +
                   (op->properties && op->properties->kind == SR_ATTR_DICTIONARY
                        ? op->properties->dictionary.count
                        : 0);
  if (count > 1) sr_printer_print(printer, " ");
  const sr_attr_t* value = sr_op_attr(op, "value");
  sr_printer_print_attr(printer, value);
  if (value && value->kind == SR_ATTR_SYMBOL_REF) {
    sr_printer_print(printer, " : ");
    sr_printer_print_type(printer, op->results[0].type);
  }
}

//===----------------------------------------------------------------------===//
// util.assume.int
//===----------------------------------------------------------------------===//
//   util.assume.int %a<umin = 0>, %b[<umin = 1>, <udiv = 4>] : index, i32

static const char* const kAssumeAttrs[] = {"assumptions", NULL};
static const char kAssumptionPrefix[] = "util.int.assumption";

static bool sr_assume_int_parse(sr_parser_t* parser, const sr_op_info_t* info,
                                sr_op_state_t* state) {
  sr_context_t* context = sr_parser_context(parser);
  sr_unresolved_operand_t* operands = NULL;
  const sr_attr_t** lists = NULL;
  uint32_t operands_capacity = 0;
  uint32_t lists_capacity = 0;
  uint32_t count = 0;
  do {
    if (!sr_parser_grow_array(parser, (void**)&operands, count,
                              &operands_capacity, sizeof(*operands)) ||
        !sr_parser_grow_array(parser, (void**)&lists, count, &lists_capacity,
                              sizeof(*lists))) {
      return false;
    }
    if (!sr_parser_parse_operand(parser, &operands[count])) return false;
    const sr_attr_t* items[64];
    uint32_t n = 0;
    if (sr_parser_consume_if(parser, SR_TOK_LBRACKET)) {
      if (!sr_parser_consume_if(parser, SR_TOK_RBRACKET)) {
        do {
          if (n == 64) return sr_parser_error(parser, "too many assumptions");
          if (!sr_parse_stripped_attr(parser, kAssumptionPrefix, &items[n++])) {
            return false;
          }
        } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
        if (!sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) return false;
      }
    } else if (!sr_parse_stripped_attr(parser, kAssumptionPrefix,
                                       &items[n++])) {
      return false;
    }
    lists[count] = sr_attr_get_array(context, n, items);
    if (!lists[count]) return false;
    ++count;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  if (!sr_parser_expect(parser, SR_TOK_COLON, "':'")) return false;
  for (uint32_t i = 0; i < count; ++i) {
    if (i && !sr_parser_expect(parser, SR_TOK_COMMA, "','")) return false;
    const sr_type_t* type = NULL;
    sr_value_t* value = NULL;
    if (!sr_parser_parse_type(parser, &type) ||
        !sr_parser_resolve_operand(parser, &operands[i], type, &value) ||
        !sr_op_state_add_operand(parser, state, value) ||
        !sr_op_state_add_result_type(parser, state, type)) {
      return false;
    }
  }
  if (sr_parser_token(parser)->kind == SR_TOK_COMMA) {
    uint32_t types = count;
    while (sr_parser_consume_if(parser, SR_TOK_COMMA)) {
      const sr_type_t* extra = NULL;
      if (!sr_parser_parse_type(parser, &extra)) return false;
      ++types;
    }
    return sr_parser_error_at(parser, state->pos,
                              "number of operands and types do not match: "
                              "got %u operands and %u types",
                              count, types);
  }
  return sr_op_state_add_prop(parser, state, "assumptions",
                              sr_attr_get_array(context, count, lists)) &&
         sr_parser_parse_optional_attr_dict(parser, state, false);
}

static void sr_assume_int_print(sr_printer_t* printer, const sr_op_t* op) {
  const sr_attr_t* all = sr_op_attr(op, "assumptions");
  bool multiline = op->num_operands > 1;
  sr_printer_print(printer, " ");
  if (multiline) {
    sr_printer_indent(printer, 4);
    sr_printer_print_newline(printer);
  }
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    if (i) {
      sr_printer_print(printer, ", ");
      if (multiline) sr_printer_print_newline(printer);
    }
    sr_printer_print_value(printer, op->operands[i].value);
    const sr_attr_t* list =
        all && all->kind == SR_ATTR_ARRAY && i < all->array.count
            ? all->array.elements[i]
            : NULL;
    if (list && list->kind == SR_ATTR_ARRAY && list->array.count == 1) {
      sr_print_stripped_attr(printer, kAssumptionPrefix,
                             list->array.elements[0]);
    } else {
      sr_printer_print(printer, "[");
      for (uint32_t j = 0;
           list && list->kind == SR_ATTR_ARRAY && j < list->array.count; ++j) {
        if (j) sr_printer_print(printer, ", ");
        sr_print_stripped_attr(printer, kAssumptionPrefix,
                               list->array.elements[j]);
      }
      sr_printer_print(printer, "]");
    }
  }
  if (multiline) {
    sr_printer_indent(printer, -2);
    sr_printer_print_newline(printer);
  } else {
    sr_printer_print(printer, " ");
  }
  sr_printer_print(printer, ": ");
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, op->operands[i].value->type);
  }
  sr_printer_print_optional_attr_dict(printer, op, true, kAssumeAttrs);
  if (multiline) sr_printer_indent(printer, -2);
}

static const sr_op_info_t kUtilOps[] = {
    {"util.assume.int", 0, NULL, sr_assume_int_parse, sr_assume_int_print,
     kAssumeAttrs},
    {"util.func", SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_SYMBOL, NULL,
     sr_util_func_parse, sr_util_func_print, kFuncAttrs, NULL,
     sr_util_func_verify},
    {"util.initializer", SR_OP_TRAIT_ISOLATED_FROM_ABOVE, NULL,
     sr_initializer_parse, sr_initializer_print, kInitializerAttrs},
    {"util.unfoldable_constant", 0, NULL, sr_unfoldable_constant_parse,
     sr_unfoldable_constant_print, kValueAttrs},
};

sr_dialect_ops_t sr__util_ops(void) {
  sr_dialect_ops_t ops = {kUtilOps,        SR_ARRAY_COUNT(kUtilOps),
                          kUtilSpecs,      SR_ARRAY_COUNT(kUtilSpecs),
                          kUtilDirectives, SR_ARRAY_COUNT(kUtilDirectives)};
  return ops;
}
