// Syntax shared by util and stream (see shaped_syntax.h).

#include "core/dialects/shaped_syntax.h"

#include <string.h>

#include "core/dialects/function_syntax.h"

bool sr_type_is_size_aware(const sr_type_t* type) {
  return sr_type_is_dialect(type, "stream.resource") ||
         sr_type_is_dialect(type, "util.buffer");
}

uint32_t sr_type_dynamic_dim_count(const sr_type_t* type) {
  if (!sr_type_is_ranked(type)) return 0;
  uint32_t count = 0;
  for (uint32_t i = 0; i < type->shaped.rank; ++i) {
    count += type->shaped.dims[i] == SR_DYNAMIC_DIM;
  }
  return count;
}

// How many size operands follow |type|.
static uint32_t sr_size_operand_count(const sr_type_t* type) {
  if (sr_type_is_size_aware(type)) return 1;
  return sr_type_dynamic_dim_count(type);
}

bool sr_parse_sized_type(sr_parser_t* parser, sr_format_state_t* state,
                         uint32_t sizes_group, const sr_type_t** out_type) {
  if (!sr_parser_parse_type(parser, out_type)) return false;
  uint32_t count = sr_size_operand_count(*out_type);
  if (!count) return true;
  if (!sr_parser_expect(parser, SR_TOK_LBRACE, "'{'")) return false;
  for (uint32_t i = 0; i < count; ++i) {
    if (i && !sr_parser_expect(parser, SR_TOK_COMMA, "','")) return false;
    sr_unresolved_operand_t operand;
    if (!sr_parser_parse_operand(parser, &operand) ||
        !sr_format_add_operand(parser, state, sizes_group, &operand)) {
      return false;
    }
  }
  return sr_parser_expect(parser, SR_TOK_RBRACE, "'}'");
}

void sr_print_sized_type(sr_printer_t* printer, sr_format_state_t* state,
                         const sr_type_t* type, uint32_t sizes_group,
                         uint32_t* cursor) {
  sr_printer_print_type(printer, type);
  uint32_t count = sr_size_operand_count(type);
  if (!count) return;
  uint32_t available = sr_format_operand_count(state, sizes_group);
  if (*cursor + count > available) {
    sr_printer_print(printer, "{<<INVALID>>}");
    return;
  }
  sr_printer_print(printer, "{");
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_value(
        printer, sr_format_operand_value(state, sizes_group, (*cursor)++));
  }
  sr_printer_print(printer, "}");
}

int64_t sr_find_named_operand(sr_format_state_t* state, uint32_t group,
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

const sr_attr_t* sr_tied_operands_attr(sr_context_t* context,
                                       const int64_t* indices, uint32_t count) {
  return sr_index_array_attr(context, indices, count);
}

int64_t sr_tied_operand_index(const sr_attr_t* tied_operands, uint32_t result) {
  if (!tied_operands || tied_operands->kind != SR_ATTR_ARRAY ||
      result >= tied_operands->array.count) {
    return -1;
  }
  return sr_attr_int_value(tied_operands->array.elements[result]);
}

//===----------------------------------------------------------------------===//
// custom<SymbolVisibility>($sym_visibility) and custom<SymbolAlias>
//===----------------------------------------------------------------------===//

static bool sr_visibility_parse(sr_parser_t* parser, sr_format_state_t* state,
                                const sr_format_arg_t* const* args,
                                uint32_t num_args) {
  if (sr_parser_at_keyword(parser, "public") ||
      sr_parser_at_keyword(parser, "private") ||
      sr_parser_at_keyword(parser, "nested")) {
    sr_string_view_t keyword;
    if (!sr_parser_parse_keyword(parser, &keyword)) return false;
    sr_format_set_attr(
        state, args[0]->index,
        sr_attr_get_string(sr_parser_context(parser), keyword, NULL));
  }
  return true;
}

static void sr_visibility_print(sr_printer_t* printer, sr_format_state_t* state,
                                const sr_format_arg_t* const* args,
                                uint32_t num_args) {
  const sr_attr_t* visibility = sr_format_attr(state, args[0]->index);
  if (visibility && visibility->kind == SR_ATTR_STRING) {
    sr_string_builder_append_view(sr_printer_stream(printer),
                                  visibility->string);
  } else {
    sr_printer_print(printer, "public");
  }
}

// `@foo` or `@foo as("bar")`: args are ($sym_name, $function_ref).
static bool sr_symbol_alias_parse(sr_parser_t* parser, sr_format_state_t* state,
                                  const sr_format_arg_t* const* args,
                                  uint32_t num_args) {
  sr_context_t* context = sr_parser_context(parser);
  sr_string_view_t name;
  if (!sr_parser_parse_symbol_name(parser, &name)) return false;
  const sr_attr_t* ref = sr_attr_get_symbol_ref(context, name, 0, NULL);
  sr_string_view_t sym_name = name;
  if (sr_parser_consume_keyword(parser, "as")) {
    if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('") ||
        !sr_parser_parse_string(parser, &sym_name) ||
        !sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) {
      return false;
    }
  }
  sr_format_set_attr(state, args[0]->index,
                     sr_attr_get_string(context, sym_name, NULL));
  sr_format_set_attr(state, args[1]->index, ref);
  return !sr_parser_failed(parser);
}

static void sr_symbol_alias_print(sr_printer_t* printer,
                                  sr_format_state_t* state,
                                  const sr_format_arg_t* const* args,
                                  uint32_t num_args) {
  const sr_attr_t* sym_name = sr_format_attr(state, args[0]->index);
  const sr_attr_t* ref = sr_format_attr(state, args[1]->index);
  if (ref) sr_printer_print_attr(printer, ref);
  if (sym_name && ref && ref->kind == SR_ATTR_SYMBOL_REF &&
      !sr_string_view_equal(sym_name->string, ref->symbol.root)) {
    sr_printer_print(printer, " as(");
    sr_print_escaped_string(sym_name->string, sr_printer_stream(printer));
    sr_printer_print(printer, ")");
  }
}

//===----------------------------------------------------------------------===//
// custom<ShapedTypeList>(type($a) [, type($b)], $sizes)
//===----------------------------------------------------------------------===//

static bool sr_shaped_type_list_parse(sr_parser_t* parser,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  const sr_format_arg_t* sizes = args[num_args - 1];
  do {
    const sr_type_t* type = NULL;
    if (!sr_parse_sized_type(parser, state, sizes->index, &type)) return false;
    for (uint32_t a = 0; a + 1 < num_args; ++a) {
      if (!sr_format_add_type(parser, state, args[a]->of_result, args[a]->index,
                              type)) {
        return false;
      }
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return !sr_parser_failed(parser);
}

static void sr_shaped_type_list_print(sr_printer_t* printer,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  uint32_t count =
      sr_format_type_count(state, args[0]->of_result, args[0]->index);
  uint32_t cursor = 0;
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_print_sized_type(
        printer, state,
        sr_format_type(state, args[0]->of_result, args[0]->index, i),
        args[num_args - 1]->index, &cursor);
  }
}

//===----------------------------------------------------------------------===//
// custom<ShapedTiedResult>(type($target), $target_size [, $tied_operands])
//===----------------------------------------------------------------------===//
// `%target as type{%size}`: the result is the target updated in place.

static bool sr_shaped_tied_result_parse(sr_parser_t* parser,
                                        sr_format_state_t* state,
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
  if (!sr_parse_sized_type(parser, state, args[1]->index, &type) ||
      !sr_format_add_type(parser, state, args[0]->of_result, args[0]->index,
                          type)) {
    return false;
  }
  if (num_args > 2 && args[2]->kind == SR_FORMAT_ARG_ATTR) {
    sr_format_set_attr(
        state, args[2]->index,
        sr_tied_operands_attr(sr_parser_context(parser), &tied, 1));
  }
  return true;
}

static void sr_shaped_tied_result_print(sr_printer_t* printer,
                                        sr_format_state_t* state,
                                        const sr_format_arg_t* const* args,
                                        uint32_t num_args) {
  const sr_format_arg_t* target = args[0];
  if (!target->of_result && sr_format_operand_count(state, target->index) > 0) {
    sr_printer_print_value(printer,
                           sr_format_operand_value(state, target->index, 0));
    sr_printer_print(printer, " as ");
  }
  uint32_t cursor = 0;
  if (sr_format_type_count(state, target->of_result, target->index)) {
    sr_print_sized_type(
        printer, state,
        sr_format_type(state, target->of_result, target->index, 0),
        args[1]->index, &cursor);
  }
}

//===----------------------------------------------------------------------===//
// Shaped result lists with tied operands
//===----------------------------------------------------------------------===//
// `type{%size}, %operand, %operand as type{%size}`

bool sr__parse_shaped_result_list(sr_parser_t* parser, sr_format_state_t* state,
                                  uint32_t operands_group,
                                  const sr_format_arg_t* operand_types,
                                  const sr_format_arg_t* result_types,
                                  uint32_t result_sizes_group, int64_t** tied,
                                  uint32_t* capacity, uint32_t* inout_count) {
  do {
    int64_t index = -1;
    const sr_type_t* type = NULL;
    if (sr_parser_at_operand(parser)) {
      sr_unresolved_operand_t name;
      sr_source_pos_t pos = sr_parser_token_pos(parser);
      if (!sr_parser_parse_operand(parser, &name)) return false;
      index = sr_find_named_operand(state, operands_group, &name);
      if (index < 0) {
        return sr_parser_error_at(parser, pos,
                                  "tied operand not found for result "
                                  "reference %%%.*s",
                                  (int)name.name.size, name.name.data);
      }
      if (sr_parser_consume_keyword(parser, "as")) {
        if (!sr_parser_parse_type(parser, &type)) return false;
      } else {
        if (sr_format_type_count(state, operand_types->of_result,
                                 operand_types->index) <= (uint32_t)index) {
          return sr_parser_error_at(parser, pos,
                                    "cannot infer the tied result's type");
        }
        type = sr_format_type(state, operand_types->of_result,
                              operand_types->index, (uint32_t)index);
      }
    } else if (!sr_parser_parse_type(parser, &type)) {
      return false;
    }
    uint32_t count =
        sr_type_is_size_aware(type) ? 1 : sr_type_dynamic_dim_count(type);
    if (count) {
      if (!sr_parser_expect(parser, SR_TOK_LBRACE, "'{'")) return false;
      for (uint32_t i = 0; i < count; ++i) {
        if (i && !sr_parser_expect(parser, SR_TOK_COMMA, "','")) return false;
        sr_unresolved_operand_t size;
        if (!sr_parser_parse_operand(parser, &size) ||
            !sr_format_add_operand(parser, state, result_sizes_group, &size)) {
          return false;
        }
      }
      if (!sr_parser_expect(parser, SR_TOK_RBRACE, "'}'")) return false;
    }
    if (!sr_format_add_type(parser, state, result_types->of_result,
                            result_types->index, type)) {
      return false;
    }
    if (!sr_parser_grow_array(parser, (void**)tied, *inout_count, capacity,
                              sizeof(**tied))) {
      return false;
    }
    (*tied)[(*inout_count)++] = index;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return !sr_parser_failed(parser);
}

void sr__print_shaped_result_list(sr_printer_t* printer,
                                  sr_format_state_t* state,
                                  uint32_t operands_group,
                                  const sr_format_arg_t* result_types,
                                  uint32_t result_sizes_group,
                                  const sr_attr_t* tied_operands) {
  uint32_t count =
      sr_format_type_count(state, result_types->of_result, result_types->index);
  uint32_t cursor = 0;
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    const sr_type_t* type =
        sr_format_type(state, result_types->of_result, result_types->index, i);
    int64_t tied = sr_tied_operand_index(tied_operands, i);
    bool print_type = true;
    if (tied >= 0 &&
        (uint32_t)tied < sr_format_operand_count(state, operands_group)) {
      sr_value_t* operand =
          sr_format_operand_value(state, operands_group, (uint32_t)tied);
      sr_printer_print_value(printer, operand);
      if (operand->type != type) {
        sr_printer_print(printer, " as ");
      } else {
        print_type = false;
      }
    }
    if (print_type) {
      sr_printer_print_type(printer, type);
    }
    uint32_t sizes =
        sr_type_is_size_aware(type) ? 1 : sr_type_dynamic_dim_count(type);
    if (sizes) {
      sr_printer_print(printer, "{");
      for (uint32_t s = 0; s < sizes; ++s) {
        if (s) sr_printer_print(printer, ", ");
        if (cursor < sr_format_operand_count(state, result_sizes_group)) {
          sr_printer_print_value(
              printer,
              sr_format_operand_value(state, result_sizes_group, cursor++));
        }
      }
      sr_printer_print(printer, "}");
    }
  }
}

//===----------------------------------------------------------------------===//
// custom<ShapedFunctionType>(ref($operands), type($operands),
//     $operand_sizes, type($results), $result_sizes, $tied_operands)
//===----------------------------------------------------------------------===//
// `(type, type{%size}) -> (type{%size}, %operand)`

static bool sr_shaped_function_type_parse(sr_parser_t* parser,
                                          sr_format_state_t* state,
                                          const sr_format_arg_t* const* args,
                                          uint32_t num_args) {
  const sr_format_arg_t* operands = args[0];
  const sr_format_arg_t* operand_types = args[1];
  const sr_format_arg_t* operand_sizes = args[2];
  const sr_format_arg_t* result_types = args[3];
  const sr_format_arg_t* result_sizes = args[4];
  const sr_format_arg_t* tied_attr = args[5];
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (!sr_parser_consume_if(parser, SR_TOK_RPAREN)) {
    do {
      const sr_type_t* type = NULL;
      if (!sr_parse_sized_type(parser, state, operand_sizes->index, &type) ||
          !sr_format_add_type(parser, state, false, operand_types->index,
                              type)) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) return false;
  }
  if (!sr_parser_expect(parser, SR_TOK_ARROW, "'->'")) return false;
  int64_t* tied = NULL;
  uint32_t count = 0, capacity = 0;
  bool parens = sr_parser_consume_if(parser, SR_TOK_LPAREN);
  if (!(parens && sr_parser_consume_if(parser, SR_TOK_RPAREN))) {
    if (!sr__parse_shaped_result_list(
            parser, state, operands->index, operand_types, result_types,
            result_sizes->index, &tied, &capacity, &count)) {
      return false;
    }
    if (parens && !sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) {
      return false;
    }
  }
  if (count) {
    sr_format_set_attr(
        state, tied_attr->index,
        sr_tied_operands_attr(sr_parser_context(parser), tied, count));
  }
  return !sr_parser_failed(parser);
}

static void sr_shaped_function_type_print(sr_printer_t* printer,
                                          sr_format_state_t* state,
                                          const sr_format_arg_t* const* args,
                                          uint32_t num_args) {
  const sr_format_arg_t* operand_types = args[1];
  const sr_format_arg_t* result_types = args[3];
  sr_printer_print(printer, "(");
  uint32_t count = sr_format_type_count(state, false, operand_types->index);
  uint32_t cursor = 0;
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_print_sized_type(printer, state,
                        sr_format_type(state, false, operand_types->index, i),
                        args[2]->index, &cursor);
  }
  sr_printer_print(printer, ") -> ");
  uint32_t results =
      sr_format_type_count(state, result_types->of_result, result_types->index);
  if (results != 1) sr_printer_print(printer, "(");
  sr__print_shaped_result_list(printer, state, args[0]->index, result_types,
                               args[4]->index,
                               sr_format_attr(state, args[5]->index));
  if (results != 1) sr_printer_print(printer, ")");
}

static const sr_custom_directive_t kDirectives[] = {
    {"ShapedFunctionType", sr_shaped_function_type_parse,
     sr_shaped_function_type_print},
    {"ShapedTiedResult", sr_shaped_tied_result_parse,
     sr_shaped_tied_result_print},
    {"ShapedTypeList", sr_shaped_type_list_parse, sr_shaped_type_list_print},
    {"SymbolAlias", sr_symbol_alias_parse, sr_symbol_alias_print},
    {"SymbolVisibility", sr_visibility_parse, sr_visibility_print},
};

const sr_custom_directive_t* sr_shaped_syntax_directives(uint32_t* out_count) {
  *out_count = SR_ARRAY_COUNT(kDirectives);
  return kDirectives;
}
