// Function signatures, as MLIR's function_interface_impl parses and prints
// them.

#include "core/dialects/function_syntax.h"

#include <stdlib.h>
#include <string.h>

enum { SR_MAX_FUNCTION_ARGS = 4096 };

// The parsed signature. Arrays grow in the parser's scratch as entries
// arrive: a worst-case reservation per function cost 235 KB of scratch that
// lived until the end of the parse.
typedef struct sr_signature_t {
  uint32_t num_args;
  uint32_t args_capacity;
  uint32_t arg_attrs_capacity;
  sr_region_argument_t* args;
  const sr_attr_t** arg_attrs;
  uint32_t num_results;
  uint32_t results_capacity;
  uint32_t result_attrs_capacity;
  uint32_t tied_capacity;
  const sr_type_t** results;
  const sr_attr_t** result_attrs;
  int64_t* tied;  // util.func: argument index per result, -1 untied
} sr_signature_t;

// Room for one more argument (and its attributes).
static bool sr_signature_grow_args(sr_parser_t* parser, sr_signature_t* sig) {
  return sr_parser_grow_array(parser, (void**)&sig->args, sig->num_args,
                              &sig->args_capacity, sizeof(*sig->args)) &&
         sr_parser_grow_array(parser, (void**)&sig->arg_attrs, sig->num_args,
                              &sig->arg_attrs_capacity,
                              sizeof(*sig->arg_attrs));
}

// Room for one more result (its type, attributes and tie).
static bool sr_signature_grow_results(sr_parser_t* parser,
                                      sr_signature_t* sig) {
  uint32_t n = sig->num_results;
  return sr_parser_grow_array(parser, (void**)&sig->results, n,
                              &sig->results_capacity, sizeof(*sig->results)) &&
         sr_parser_grow_array(parser, (void**)&sig->result_attrs, n,
                              &sig->result_attrs_capacity,
                              sizeof(*sig->result_attrs)) &&
         sr_parser_grow_array(parser, (void**)&sig->tied, n,
                              &sig->tied_capacity, sizeof(*sig->tied));
}

// `{...}` after an argument or result type, or NULL.
static bool sr_parse_optional_dict(sr_parser_t* parser, const sr_attr_t** out) {
  *out = NULL;
  if (sr_parser_token(parser)->kind != SR_TOK_LBRACE) return true;
  return sr_parser_parse_attribute(parser, NULL, out);
}

static bool sr_parse_arguments(sr_parser_t* parser, sr_signature_t* sig,
                               bool* out_named) {
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  *out_named = sr_parser_at_operand(parser);
  if (sr_parser_token(parser)->kind == SR_TOK_RPAREN) {
    sr_parser_consume(parser);
    return !sr_parser_failed(parser);
  }
  do {
    if (sig->num_args == SR_MAX_FUNCTION_ARGS) {
      return sr_parser_error(parser, "too many function arguments");
    }
    if (!sr_signature_grow_args(parser, sig)) return false;
    sr_region_argument_t* arg = &sig->args[sig->num_args];
    memset(arg, 0, sizeof(*arg));
    if (*out_named) {
      if (!sr_parser_parse_operand(parser, &arg->name) ||
          !sr_parser_expect(parser, SR_TOK_COLON, "':'")) {
        return false;
      }
    } else if (sr_parser_at_operand(parser)) {
      return sr_parser_error(parser, "expected type instead of SSA identifier");
    }
    if (!sr_parser_parse_type(parser, &arg->type) ||
        !sr_parse_optional_dict(parser, &sig->arg_attrs[sig->num_args]) ||
        !sr_parser_parse_optional_location(parser, &arg->loc)) {
      return false;
    }
    ++sig->num_args;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return sr_parser_expect(parser, SR_TOK_RPAREN, "')'");
}

// Index of the argument named |name| (-1 when none is).
static int64_t sr_find_argument(const sr_signature_t* sig,
                                const sr_unresolved_operand_t* name) {
  for (uint32_t i = 0; i < sig->num_args; ++i) {
    if (sig->args[i].name.number == name->number &&
        sr_string_view_equal(sig->args[i].name.name, name->name)) {
      return i;
    }
  }
  return -1;
}

// One result: `T`, or with |tied|, `%arg` / `%arg as T` naming the argument
// the result is tied to (IREE's TiedFunctionResultList).
static bool sr_parse_result(sr_parser_t* parser, sr_signature_t* sig,
                            bool tied) {
  uint32_t n = sig->num_results;
  sig->tied[n] = -1;
  if (tied && sr_parser_at_operand(parser)) {
    sr_unresolved_operand_t name;
    sr_source_pos_t pos = sr_parser_token_pos(parser);
    if (!sr_parser_parse_operand(parser, &name)) return false;
    int64_t index = sr_find_argument(sig, &name);
    if (index < 0) {
      return sr_parser_error_at(parser, pos,
                                "tied operand not found for result reference "
                                "%%%.*s",
                                (int)name.name.size, name.name.data);
    }
    sig->tied[n] = index;
    if (!sr_parser_consume_keyword(parser, "as")) {
      sig->results[n] = sig->args[index].type;
      return !sr_parser_failed(parser);
    }
  }
  return sr_parser_parse_type(parser, &sig->results[n]);
}

static bool sr_parse_results(sr_parser_t* parser, sr_signature_t* sig,
                             bool tied) {
  if (!sr_parser_consume_if(parser, SR_TOK_ARROW)) {
    return !sr_parser_failed(parser);
  }
  bool parens = sr_parser_consume_if(parser, SR_TOK_LPAREN);
  if (parens && sr_parser_consume_if(parser, SR_TOK_RPAREN)) return true;
  do {
    if (sig->num_results == SR_MAX_FUNCTION_ARGS) {
      return sr_parser_error(parser, "too many function results");
    }
    if (!sr_signature_grow_results(parser, sig)) return false;
    if (!sr_parse_result(parser, sig, tied)) return false;
    if (parens &&
        !sr_parse_optional_dict(parser, &sig->result_attrs[sig->num_results])) {
      return false;
    }
    ++sig->num_results;
    // IREE's shaped signatures also take several results without
    // parentheses (`-> index, index {`); MLIR's func.func takes one.
  } while ((parens || tied) && sr_parser_consume_if(parser, SR_TOK_COMMA));
  return !parens || sr_parser_expect(parser, SR_TOK_RPAREN, "')'");
}

// `[{a}, {}, ...]` when any entry is non-empty, else NULL.
static const sr_attr_t* sr_attr_list(sr_context_t* context,
                                     const sr_attr_t* const* attrs,
                                     uint32_t count) {
  bool any = false;
  for (uint32_t i = 0; i < count; ++i) {
    any |= attrs[i] && attrs[i]->kind == SR_ATTR_DICTIONARY &&
           attrs[i]->dictionary.count;
  }
  if (!any) return NULL;
  const sr_attr_t* list[SR_MAX_FUNCTION_ARGS];
  for (uint32_t i = 0; i < count; ++i) {
    list[i] = attrs[i] ? attrs[i] : sr_attr_get_empty_dictionary(context);
  }
  return sr_attr_get_array(context, count, list);
}

bool sr_function_parse(sr_parser_t* parser, sr_op_state_t* state) {
  return sr_function_parse_with(parser, state, NULL);
}

bool sr_function_parse_with(sr_parser_t* parser, sr_op_state_t* state,
                            const sr_function_syntax_t* syntax) {
  static const sr_function_syntax_t kDefault = {false, false};
  if (!syntax) syntax = &kDefault;
  sr_context_t* context = sr_parser_context(parser);
  sr_signature_t* sig = sr_parser_scratch(parser, sizeof(*sig));
  if (!sig) return false;
  if ((!syntax->util && sr_parser_token(parser)->kind == SR_TOK_STRING) ||
      sr_parser_at_keyword(parser, "private") ||
      sr_parser_at_keyword(parser, "public") ||
      sr_parser_at_keyword(parser, "nested")) {
    sr_string_view_t visibility;
    if (!sr_parser_parse_keyword(parser, &visibility) ||
        !sr_op_state_add_prop(parser, state, "sym_visibility",
                              sr_attr_get_string(context, visibility, NULL))) {
      return false;
    }
  }
  sr_string_view_t name;
  if (!sr_parser_parse_symbol_name(parser, &name) ||
      !sr_op_state_add_prop(parser, state, "sym_name",
                            sr_attr_get_string(context, name, NULL))) {
    return false;
  }
  bool named = false;
  if (!sr_parse_arguments(parser, sig, &named) ||
      !sr_parse_results(parser, sig, syntax->util)) {
    return false;
  }
  if (syntax->util && sig->num_results &&
      !sr_op_state_add_prop(
          parser, state, "tied_operands",
          sr_index_array_attr(context, sig->tied, sig->num_results))) {
    return false;
  }
  const sr_type_t* inputs[SR_MAX_FUNCTION_ARGS];
  for (uint32_t i = 0; i < sig->num_args; ++i) inputs[i] = sig->args[i].type;
  const sr_type_t* type = sr_type_get_function(context, sig->num_args, inputs,
                                               sig->num_results, sig->results);
  if (!type || !sr_op_state_add_prop(parser, state, "function_type",
                                     sr_attr_get_type(context, type))) {
    return false;
  }
  const sr_attr_t* arg_attrs =
      sr_attr_list(context, sig->arg_attrs, sig->num_args);
  const sr_attr_t* res_attrs =
      sr_attr_list(context, sig->result_attrs, sig->num_results);
  if ((arg_attrs &&
       !sr_op_state_add_prop(parser, state, "arg_attrs", arg_attrs)) ||
      (res_attrs &&
       !sr_op_state_add_prop(parser, state, "res_attrs", res_attrs))) {
    return false;
  }
  if (!sr_parser_parse_optional_attr_dict_with_keyword(parser, state)) {
    return false;
  }
  sr_region_t* body = sr_op_state_add_region(parser, state);
  if (!body) return false;
  if (sr_parser_token(parser)->kind == SR_TOK_LBRACE) {
    if (!named && sig->num_args) {
      return sr_parser_error(parser,
                             "expected named arguments for a "
                             "function with a body");
    }
    sr_source_pos_t body_pos = sr_parser_token_pos(parser);
    if (!sr_parser_parse_region(parser, body, sig->args, sig->num_args, true)) {
      return false;
    }
    if (!body->first_block) {
      return sr_parser_error_at(parser, body_pos,
                                "expected non-empty function body");
    }
  }
  return true;
}

static void sr_print_attr_dict_entry(sr_printer_t* printer,
                                     const sr_attr_t* list, uint32_t i) {
  if (!list || list->kind != SR_ATTR_ARRAY || i >= list->array.count) return;
  const sr_attr_t* dict = list->array.elements[i];
  if (dict->kind != SR_ATTR_DICTIONARY || !dict->dictionary.count) return;
  sr_printer_print(printer, " ");
  sr_printer_print_attr(printer, dict);
}

void sr_function_print(sr_printer_t* printer, const sr_op_t* op,
                       const char* const* elided) {
  sr_function_print_with(printer, op, elided, NULL);
}

// util.func's result list: `%argN` for tied results, with ` as T` when the
// type differs from the argument's (IREE's printShapedFunctionResultList).
static void sr_print_result(sr_printer_t* printer, const sr_type_t* type,
                            uint32_t i, const sr_attr_t* tied) {
  int64_t index = sr_index_array_get(tied, i);
  if (index >= 0 && (uint64_t)index < type->function.num_inputs) {
    sr_printer_printf(printer, "%%arg%lld", (long long)index);
    if (type->function.inputs[index] == type->function.results[i]) return;
    sr_printer_print(printer, " as ");
  }
  sr_printer_print_type(printer, type->function.results[i]);
}

// `(%arg0: T {attrs}, ...) -> (R {attrs}, ...)`. |util| spells arguments
// `%argN` and results tied (`%arg0 as T`); otherwise arguments print as the
// values of |entry| (which may be NULL for declarations).
static void sr_print_signature(sr_printer_t* printer, const sr_type_t* type,
                               const sr_attr_t* tied,
                               const sr_attr_t* arg_attrs,
                               const sr_attr_t* res_attrs,
                               const sr_block_t* entry, bool util) {
  sr_printer_print(printer, "(");
  for (uint32_t i = 0; type && i < type->function.num_inputs; ++i) {
    if (i) sr_printer_print(printer, ", ");
    if (util) {
      // IREE spells the arguments %argN, with or without a body.
      sr_printer_printf(printer, "%%arg%u: ", i);
    } else if (entry && i < entry->num_arguments) {
      sr_printer_print_value(printer, entry->arguments[i]);
      sr_printer_print(printer, ": ");
    }
    sr_printer_print_type(printer, type->function.inputs[i]);
    sr_print_attr_dict_entry(printer, arg_attrs, i);
    if (!util && entry && i < entry->num_arguments) {
      sr_printer_print_optional_location(printer, entry->arguments[i]->loc);
    }
  }
  sr_printer_print(printer, ")");
  if (type && type->function.num_results) {
    sr_printer_print(printer, " -> ");
    bool any_attrs = false;
    for (uint32_t i = 0; res_attrs && res_attrs->kind == SR_ATTR_ARRAY &&
                         i < res_attrs->array.count;
         ++i) {
      const sr_attr_t* dict = res_attrs->array.elements[i];
      any_attrs |= dict->kind == SR_ATTR_DICTIONARY && dict->dictionary.count;
    }
    bool wrap = type->function.num_results > 1 || any_attrs ||
                (!util && type->function.results[0]->kind == SR_TYPE_FUNCTION);
    if (wrap) sr_printer_print(printer, "(");
    for (uint32_t i = 0; i < type->function.num_results; ++i) {
      if (i) sr_printer_print(printer, ", ");
      if (util) {
        sr_print_result(printer, type, i, tied);
      } else {
        sr_printer_print_type(printer, type->function.results[i]);
      }
      sr_print_attr_dict_entry(printer, res_attrs, i);
    }
    if (wrap) sr_printer_print(printer, ")");
  }
}

void sr_function_print_with(sr_printer_t* printer, const sr_op_t* op,
                            const char* const* elided,
                            const sr_function_syntax_t* syntax) {
  static const sr_function_syntax_t kDefault = {false, false};
  if (!syntax) syntax = &kDefault;
  const sr_attr_t* visibility = sr_op_attr(op, "sym_visibility");
  if (visibility && visibility->kind == SR_ATTR_STRING) {
    sr_printer_print(printer, " ");
    sr_string_builder_append_view(sr_printer_stream(printer),
                                  visibility->string);
  } else if (syntax->util) {
    sr_printer_print(printer, " public");
  }
  const sr_attr_t* name = sr_op_attr(op, "sym_name");
  sr_printer_print(printer, " @");
  if (name && name->kind == SR_ATTR_STRING) {
    sr_print_keyword_or_string(name->string, sr_printer_stream(printer));
  }
  const sr_attr_t* type_attr = sr_op_attr(op, "function_type");
  const sr_type_t* type =
      type_attr && type_attr->kind == SR_ATTR_TYPE &&
              type_attr->type_value->kind == SR_TYPE_FUNCTION
          ? type_attr->type_value
          : NULL;
  const sr_block_t* entry = op->num_regions ? op->regions[0].first_block : NULL;
  sr_print_signature(printer, type, sr_op_attr(op, "tied_operands"),
                     sr_op_attr(op, "arg_attrs"), sr_op_attr(op, "res_attrs"),
                     syntax->util ? NULL : entry, syntax->util);
  const char* names[32] = {"sym_name",  "sym_visibility", "function_type",
                           "arg_attrs", "res_attrs",      "tied_operands"};
  uint32_t n = syntax->util ? 6 : 5;
  for (; elided && *elided && n < 31; ++elided) names[n++] = *elided;
  names[n] = NULL;
  sr_printer_print_optional_attr_dict_with_keyword(printer, op, true, names);
  if (entry) {
    sr_printer_print(printer, " ");
    sr_printer_print_region(printer, &op->regions[0], false, true);
  }
}

//===----------------------------------------------------------------------===//
// Helpers shared by the IREE-adjacent dialects
//===----------------------------------------------------------------------===//

const sr_attr_t* sr_index_array_attr(sr_context_t* context,
                                     const int64_t* values, uint32_t count) {
  // Large arrays take the context's allocator, as every other allocation
  // of a parse does (an embedder's allocator sees it, the fault sweep can
  // fail it); a failure is reported as the builder's NULL.
  sr_allocator_t allocator = sr_context_allocator(context);
  const sr_attr_t* small[64];
  const sr_attr_t** elements = small;
  if (count > 64) {
    sr_status_t status = sr_allocator_malloc(
        allocator, (size_t)count * sizeof(*elements), (void**)&elements);
    if (!sr_status_is_ok(status)) {
      sr_status_ignore(status);
      return NULL;
    }
  }
  const sr_type_t* index = sr_type_get_index(context);
  const sr_attr_t* result = NULL;
  bool ok = true;
  for (uint32_t i = 0; i < count && ok; ++i) {
    elements[i] = sr_attr_get_integer(context, index, values[i]);
    ok = elements[i] != NULL;
  }
  if (ok) result = sr_attr_get_array(context, count, elements);
  if (elements != small) sr_allocator_free(allocator, (void*)elements);
  return result;
}

int64_t sr_index_array_get(const sr_attr_t* array, uint32_t i) {
  if (!array || array->kind != SR_ATTR_ARRAY || i >= array->array.count ||
      array->array.elements[i]->kind != SR_ATTR_INTEGER) {
    return -1;
  }
  return sr_attr_int_value(array->array.elements[i]);
}

bool sr_parse_angle_body(sr_parser_t* parser, sr_string_view_t* out_body) {
  const sr_token_t* token = sr_parser_token(parser);
  if (token->kind != SR_TOK_LESS)
    return sr_parser_error(parser, "expected '<'");
  const char* start = token->start;
  const char* p = start;
  int depth = 0;
  for (; *p; ++p) {
    if (*p == '"') {
      for (++p; *p && *p != '"'; ++p) {
        if (*p == '\\' && p[1]) ++p;
      }
      if (!*p) break;
      continue;
    }
    if (*p == '-' && p[1] == '>') {
      ++p;
      continue;
    }
    if (*p == '<' || *p == '(' || *p == '[' || *p == '{') ++depth;
    if (*p == '>' || *p == ')' || *p == ']' || *p == '}') {
      if (--depth == 0) break;
    }
  }
  if (!*p) return sr_parser_error(parser, "unbalanced '<' in attribute body");
  *out_body = sr_make_string_view(start, (size_t)(p - start + 1));
  while (sr_parser_token(parser)->start <= p &&
         sr_parser_token(parser)->kind != SR_TOK_EOF) {
    sr_parser_consume(parser);
    if (sr_parser_failed(parser)) return false;
  }
  return true;
}

bool sr_parse_stripped_attr(sr_parser_t* parser, const char* prefix,
                            const sr_attr_t** out_attr) {
  if (sr_parser_token(parser)->kind != SR_TOK_LESS) {
    return sr_parser_parse_attribute(parser, NULL, out_attr);
  }
  sr_string_view_t body;
  if (!sr_parse_angle_body(parser, &body)) return false;
  sr_context_t* context = sr_parser_context(parser);
  size_t prefix_length = strlen(prefix);
  char* text = sr_parser_scratch(parser, prefix_length + body.size + 1);
  if (!text) return false;
  memcpy(text, prefix, prefix_length);
  memcpy(text + prefix_length, body.data, body.size);
  *out_attr = sr_attr_get_text(
      context, SR_ATTR_DIALECT,
      sr_make_string_view(text, prefix_length + body.size), NULL);
  return *out_attr != NULL;
}

void sr_print_stripped_attr(sr_printer_t* printer, const char* prefix,
                            const sr_attr_t* attr) {
  size_t n = strlen(prefix);
  if (attr && attr->kind == SR_ATTR_DIALECT && !attr->type &&
      attr->text.text.size > n && !memcmp(attr->text.text.data, prefix, n) &&
      attr->text.text.data[n] == '<') {
    sr_string_builder_append(sr_printer_stream(printer),
                             attr->text.text.data + n,
                             attr->text.text.size - n);
    return;
  }
  sr_printer_print_attr(printer, attr);
}

//===----------------------------------------------------------------------===//
// IREE's custom<ShapedFunctionSignature>
//===----------------------------------------------------------------------===//

// `[{a}, {}]` for |count| entries (NULL entries empty), or NULL for none.
static const sr_attr_t* sr_dict_array(sr_context_t* context,
                                      const sr_attr_t* const* attrs,
                                      uint32_t count) {
  if (!count) return NULL;
  const sr_attr_t* list[SR_MAX_FUNCTION_ARGS];
  for (uint32_t i = 0; i < count; ++i) {
    list[i] = attrs[i] ? attrs[i] : sr_attr_get_empty_dictionary(context);
  }
  return sr_attr_get_array(context, count, list);
}

bool sr_shaped_signature_parse(sr_parser_t* parser,
                               sr_shaped_signature_t* out) {
  sr_context_t* context = sr_parser_context(parser);
  sr_signature_t* sig = sr_parser_scratch(parser, sizeof(*sig));
  if (!sig) return false;
  memset(out, 0, sizeof(*out));
  bool named = false;
  if (!sr_parse_arguments(parser, sig, &named) ||
      !sr_parse_results(parser, sig, true)) {
    return false;
  }
  if (sig->num_args && !named) {
    return sr_parser_error(parser, "expected SSA identifier");
  }
  const sr_type_t* inputs[SR_MAX_FUNCTION_ARGS];
  for (uint32_t i = 0; i < sig->num_args; ++i) inputs[i] = sig->args[i].type;
  out->type = sr_type_get_function(context, sig->num_args, inputs,
                                   sig->num_results, sig->results);
  // Unlike util.func, the arrays exist (with empty dictionaries) whenever
  // there are arguments or results.
  out->arg_attrs = sr_dict_array(context, sig->arg_attrs, sig->num_args);
  out->res_attrs = sr_dict_array(context, sig->result_attrs, sig->num_results);
  out->tied_operands =
      sig->num_results
          ? sr_index_array_attr(context, sig->tied, sig->num_results)
          : NULL;
  return out->type != NULL;
}

void sr_shaped_signature_print(sr_printer_t* printer,
                               const sr_shaped_signature_t* signature) {
  const sr_type_t* type = signature->type;
  if (!type || type->kind != SR_TYPE_FUNCTION) return;
  sr_print_signature(printer, type, signature->tied_operands,
                     signature->arg_attrs, signature->res_attrs, NULL, true);
}
