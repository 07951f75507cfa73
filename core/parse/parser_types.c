// Parsing of builtin types, dimension lists and dialect type bodies.

#include <stdlib.h>
#include <string.h>

#include "core/base/string_builder.h"
#include "core/ir/dialect_types.h"
#include "core/ir/types.h"
#include "core/parse/parser_impl.h"
#include "core/print/printer.h"

// MLIR's limit on integer widths (IntegerType::kMaxWidth).
#define SR_MAX_INTEGER_WIDTH 16777215u

static bool sr_token_is(const sr_token_t* token, const char* text) {
  size_t n = strlen(text);
  return token->length == n && memcmp(token->start, text, n) == 0;
}

static const sr_type_t* sr_parse_float_name(sr_parser_t* parser,
                                            const sr_token_t* token) {
  for (int kind = 0; kind < SR_FLOAT_KIND_COUNT; ++kind) {
    if (sr_token_is(token, sr_float_semantics((sr_float_kind_t)kind)->name)) {
      return sr_type_get_float(parser->context, (sr_float_kind_t)kind);
    }
  }
  return NULL;
}

// `i32`, `si8`, `ui64`: returns false (no error) if |token| is not one.
static bool sr_parse_integer_name(sr_parser_t* parser, const sr_token_t* token,
                                  const sr_type_t** out_type) {
  const char* p = token->start;
  size_t n = token->length;
  sr_signedness_t signedness = SR_SIGNLESS;
  if (n > 2 && p[0] == 's' && p[1] == 'i') {
    signedness = SR_SIGNED;
    p += 2;
    n -= 2;
  } else if (n > 2 && p[0] == 'u' && p[1] == 'i') {
    signedness = SR_UNSIGNED;
    p += 2;
    n -= 2;
  } else if (n > 1 && p[0] == 'i') {
    p += 1;
    n -= 1;
  } else {
    return false;
  }
  uint64_t width = 0;
  for (size_t i = 0; i < n; ++i) {
    if (p[i] < '0' || p[i] > '9') return false;
    width = width * 10 + (uint64_t)(p[i] - '0');
    if (width > SR_MAX_INTEGER_WIDTH) {
      sr_parser_error(parser, "integer bitwidth is limited to %u bits",
                      SR_MAX_INTEGER_WIDTH);
      *out_type = NULL;
      return true;
    }
  }
  *out_type = sr_type_get_integer(parser->context, (uint32_t)width, signedness);
  if (!*out_type) sr__parser_out_of_memory(parser);
  return true;
}

//===----------------------------------------------------------------------===//
// Dimension lists: `4x?x[8]x` before an element type
//===----------------------------------------------------------------------===//

// Scans dims directly from the lexer's characters: the lexer would read
// `4x8xf32` as "4" then "x8xf32" (and `0xf32` as a hex number), so MLIR's
// own parser also reads dimension lists character by character.
bool sr__parse_dimension_list(sr_parser_t* parser, bool allow_unranked,
                              bool allow_scalable, int32_t* out_rank,
                              int64_t** out_dims, bool** out_scalable) {
  sr_lexer_t* lexer = &parser->lexer;
  // The current token is '<'; the cursor is right after it.
  const char* p = lexer->cursor;
  uint32_t count = 0, capacity = 8;
  int64_t* dims = sr_parser_scratch(parser, capacity * sizeof(int64_t));
  bool* scalable = sr_parser_scratch(parser, capacity);
  bool any_scalable = false;
  if (!dims || !scalable) return false;
  *out_rank = 0;
  for (;;) {
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
      if (*p == '\n') {
        ++lexer->line;
        lexer->line_start = p + 1;
      }
      ++p;
    }
    const char* dim_start = p;
    int64_t dim = 0;
    bool is_scalable = false;
    if (*p == '*' && count == 0 && allow_unranked) {
      if (p[1] != 'x') {
        lexer->cursor = p + 1;
        return sr_parser_error_at(
            parser,
            (sr_source_pos_t){parser->source_id, lexer->line,
                              sr_lexer_column(lexer->line_start, p + 1)},
            "expected 'x' in dimension list");
      }
      lexer->cursor = p + 2;
      *out_rank = -1;
      break;
    }
    if (*p == '?') {
      dim = SR_DYNAMIC_DIM;
      ++p;
    } else if (*p == '[' && allow_scalable) {
      ++p;
      if (!(*p >= '0' && *p <= '9')) break;
      while (*p >= '0' && *p <= '9') {
        if (dim > (INT64_MAX - 9) / 10) goto too_large;
        dim = dim * 10 + (*p++ - '0');
      }
      if (*p != ']') {
        lexer->cursor = p;
        return sr_parser_error_at(
            parser,
            (sr_source_pos_t){parser->source_id, lexer->line,
                              sr_lexer_column(lexer->line_start, p)},
            "missing ']' closing scalable dimension");
      }
      ++p;
      is_scalable = any_scalable = true;
    } else if (*p >= '0' && *p <= '9') {
      while (*p >= '0' && *p <= '9') {
        if (dim > (INT64_MAX - 9) / 10) goto too_large;
        dim = dim * 10 + (*p++ - '0');
      }
    } else {
      p = dim_start;
      break;
    }
    if (*p != 'x') {
      // Not a dimension after all (e.g. the element type `i32` never starts
      // with a digit, so this is a malformed dimension list).
      lexer->cursor = p;
      return sr_parser_error_at(
          parser,
          (sr_source_pos_t){parser->source_id, lexer->line,
                            sr_lexer_column(lexer->line_start, p)},
          "expected 'x' in dimension list");
    }
    ++p;
    if (count == capacity) {
      capacity *= 2;
      int64_t* grown_dims = sr_parser_scratch(parser, capacity * 8);
      bool* grown_scalable = sr_parser_scratch(parser, capacity);
      if (!grown_dims || !grown_scalable) return false;
      memcpy(grown_dims, dims, count * 8);
      memcpy(grown_scalable, scalable, count);
      dims = grown_dims;
      scalable = grown_scalable;
    }
    dims[count] = dim;
    scalable[count] = is_scalable;
    ++count;
    *out_rank = (int32_t)count;
    continue;
  too_large:
    lexer->cursor = p;
    return sr_parser_error_at(
        parser,
        (sr_source_pos_t){parser->source_id, lexer->line,
                          sr_lexer_column(lexer->line_start, dim_start)},
        "dimension is too large");
  }
  if (*out_rank >= 0) lexer->cursor = p;
  *out_dims = dims;
  *out_scalable = any_scalable ? scalable : NULL;
  sr_parser_consume(parser);  // the token after the dims
  return !parser->error;
}

//===----------------------------------------------------------------------===//
// Shaped types
//===----------------------------------------------------------------------===//

static bool sr_parse_element_type(sr_parser_t* parser,
                                  const sr_type_t** out_type) {
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  if (!sr_parser_parse_type(parser, out_type)) return false;
  sr_type_kind_t kind = (*out_type)->kind;
  if (kind == SR_TYPE_FUNCTION || kind == SR_TYPE_TENSOR ||
      kind == SR_TYPE_UNRANKED_TENSOR || kind == SR_TYPE_MEMREF ||
      kind == SR_TYPE_UNRANKED_MEMREF || kind == SR_TYPE_TUPLE) {
    // MLIR allows nested tensors only inside tuples; function types never.
    if (kind == SR_TYPE_FUNCTION || kind == SR_TYPE_TENSOR ||
        kind == SR_TYPE_UNRANKED_TENSOR) {
      return sr_parser_error_at(parser, pos, "invalid element type");
    }
  }
  return true;
}

// `tensor<...>`: the current token is the '<'.
static bool sr_parse_tensor_type(sr_parser_t* parser,
                                 const sr_type_t** out_type) {
  int32_t rank = 0;
  int64_t* dims = NULL;
  bool* scalable = NULL;
  if (!sr__parse_dimension_list(parser, true, false, &rank, &dims, &scalable)) {
    return false;
  }
  const sr_type_t* element = NULL;
  if (!sr_parse_element_type(parser, &element)) return false;
  const sr_attr_t* encoding = NULL;
  if (rank >= 0 && sr_parser_consume_if(parser, SR_TOK_COMMA)) {
    if (!sr_parser_parse_attribute(parser, NULL, &encoding)) return false;
  }
  if (!sr_parser_expect(parser, SR_TOK_GREATER, "'>' in tensor type")) {
    return false;
  }
  *out_type = rank < 0 ? sr_type_get_unranked_tensor(parser->context, element)
                       : sr_type_get_tensor(parser->context, (uint32_t)rank,
                                            dims, element, encoding);
  return sr__parser_check_alloc(parser, *out_type);
}

static bool sr_parse_vector_type(sr_parser_t* parser,
                                 const sr_type_t** out_type) {
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  int32_t rank = 0;
  int64_t* dims = NULL;
  bool* scalable = NULL;
  if (!sr__parse_dimension_list(parser, false, true, &rank, &dims, &scalable)) {
    return false;
  }
  for (int32_t i = 0; i < rank; ++i) {
    if (dims[i] == SR_DYNAMIC_DIM) {
      return sr_parser_error_at(parser, pos,
                                "vector types must have static shape");
    }
  }
  const sr_type_t* element = NULL;
  if (!sr_parse_element_type(parser, &element)) return false;
  if (!sr_parser_expect(parser, SR_TOK_GREATER, "'>' in vector type")) {
    return false;
  }
  *out_type = sr_type_get_vector(parser->context, (uint32_t)rank, dims,
                                 scalable, element);
  return sr__parser_check_alloc(parser, *out_type);
}

// MLIR drops identity affine-map layouts (`(d0, d1) -> (d0, d1)`).
static bool sr_is_identity_map(const sr_attr_t* attr, int32_t rank) {
  const sr_affine_map_t* map = attr->affine_map;
  if ((int32_t)map->num_dims != rank || map->num_symbols ||
      (int32_t)map->num_results != rank) {
    return false;
  }
  for (int32_t i = 0; i < rank; ++i) {
    if (map->results[i]->kind != SR_AFFINE_DIM || map->results[i]->value != i) {
      return false;
    }
  }
  return true;
}

static bool sr_parse_memref_type(sr_parser_t* parser, sr_source_pos_t type_pos,
                                 const sr_type_t** out_type) {
  int32_t rank = 0;
  int64_t* dims = NULL;
  bool* scalable = NULL;
  if (!sr__parse_dimension_list(parser, true, false, &rank, &dims, &scalable)) {
    return false;
  }
  const sr_type_t* element = NULL;
  if (!sr_parse_element_type(parser, &element)) return false;
  const sr_attr_t* layout = NULL;
  const sr_attr_t* memory_space = NULL;
  // `, layout, memory-space` or `, memory-space`: an attribute that is a
  // layout (affine map or strided) comes first.
  while (sr_parser_consume_if(parser, SR_TOK_COMMA)) {
    const sr_attr_t* attr = NULL;
    if (!sr_parser_parse_attribute(parser, NULL, &attr)) return false;
    bool is_layout = attr->kind == SR_ATTR_AFFINE_MAP ||
                     attr->kind == SR_ATTR_STRIDED_LAYOUT;
    if (rank >= 0 && is_layout && !layout && !memory_space) {
      layout = attr;
    } else if (!memory_space) {
      memory_space = attr;
    } else {
      return sr_parser_error(parser,
                             "multiple memory spaces specified in "
                             "memref type");
    }
  }
  if (!sr_parser_expect(parser, SR_TOK_GREATER, "'>' in memref type")) {
    return false;
  }
  if (layout && layout->kind == SR_ATTR_AFFINE_MAP) {
    if ((int32_t)layout->affine_map->num_dims != rank) {
      return sr_parser_error_at(parser, type_pos,
                                "memref layout mismatch between rank and "
                                "affine map: %d != %u",
                                rank, layout->affine_map->num_dims);
    }
    if (sr_is_identity_map(layout, rank)) layout = NULL;
  } else if (layout && layout->kind == SR_ATTR_STRIDED_LAYOUT &&
             (int32_t)layout->strided.rank != rank) {
    return sr_parser_error_at(parser, type_pos,
                              "expected the number of strides to match the "
                              "rank");
  }
  *out_type =
      rank < 0
          ? sr_type_get_unranked_memref(parser->context, element, memory_space)
          : sr_type_get_memref(parser->context, (uint32_t)rank, dims, element,
                               layout, memory_space);
  return sr__parser_check_alloc(parser, *out_type);
}

static bool sr_parse_tuple_type(sr_parser_t* parser,
                                const sr_type_t** out_type) {
  sr_parser_consume(parser);  // '<'
  const sr_type_t** types = NULL;
  uint32_t count = 0;
  if (parser->token.kind != SR_TOK_GREATER &&
      !sr_parser_parse_type_list(parser, &types, &count)) {
    return false;
  }
  if (!sr_parser_expect(parser, SR_TOK_GREATER, "'>' in tuple type")) {
    return false;
  }
  *out_type = sr_type_get_tuple(parser->context, count, types);
  return sr__parser_check_alloc(parser, *out_type);
}

static bool sr_parse_complex_type(sr_parser_t* parser,
                                  const sr_type_t** out_type) {
  sr_parser_consume(parser);  // '<'
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  const sr_type_t* element = NULL;
  if (!sr_parser_parse_type(parser, &element)) return false;
  if (element->kind != SR_TYPE_FLOAT && element->kind != SR_TYPE_INTEGER) {
    return sr_parser_error_at(parser, pos, "invalid element type for complex");
  }
  if (!sr_parser_expect(parser, SR_TOK_GREATER, "'>' in complex type")) {
    return false;
  }
  *out_type = sr_type_get_complex(parser->context, element);
  return sr__parser_check_alloc(parser, *out_type);
}

//===----------------------------------------------------------------------===//
// Function types and lists
//===----------------------------------------------------------------------===//

bool sr_parser_parse_type_list(sr_parser_t* parser, const sr_type_t*** out,
                               uint32_t* out_count) {
  uint32_t count = 0, capacity = 4;
  const sr_type_t** types = sr_parser_scratch(parser, capacity * sizeof(void*));
  if (!types) return false;
  do {
    if (count == capacity) {
      capacity *= 2;
      const sr_type_t** grown =
          sr_parser_scratch(parser, capacity * sizeof(void*));
      if (!grown) return false;
      memcpy(grown, types, count * sizeof(void*));
      types = grown;
    }
    if (!sr_parser_parse_type(parser, &types[count])) return false;
    ++count;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  *out = types;
  *out_count = count;
  return !parser->error;
}

bool sr_parser_parse_function_result_types(sr_parser_t* parser,
                                           const sr_type_t*** out,
                                           uint32_t* out_count) {
  *out = NULL;
  *out_count = 0;
  if (parser->token.kind != SR_TOK_LPAREN) {
    const sr_type_t** one = sr_parser_scratch(parser, sizeof(void*));
    if (!one || !sr_parser_parse_type(parser, &one[0])) return false;
    *out = one;
    *out_count = 1;
    return true;
  }
  sr_parser_consume(parser);
  if (parser->token.kind != SR_TOK_RPAREN &&
      !sr_parser_parse_type_list(parser, out, out_count)) {
    return false;
  }
  return sr_parser_expect(parser, SR_TOK_RPAREN, "')' in function type");
}

// `(T, T) -> R`; the current token is '('.
static bool sr_parse_function_type(sr_parser_t* parser,
                                   const sr_type_t** out_type) {
  sr_parser_consume(parser);
  const sr_type_t** inputs = NULL;
  uint32_t num_inputs = 0;
  if (parser->token.kind != SR_TOK_RPAREN &&
      !sr_parser_parse_type_list(parser, &inputs, &num_inputs)) {
    return false;
  }
  if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'") ||
      !sr_parser_expect(parser, SR_TOK_ARROW, "'->' in function type")) {
    return false;
  }
  const sr_type_t** results = NULL;
  uint32_t num_results = 0;
  if (!sr_parser_parse_function_result_types(parser, &results, &num_results)) {
    return false;
  }
  *out_type = sr_type_get_function(parser->context, num_inputs, inputs,
                                   num_results, results);
  return sr__parser_check_alloc(parser, *out_type);
}

//===----------------------------------------------------------------------===//
// Dialect bodies and aliases
//===----------------------------------------------------------------------===//

static bool sr_is_alias_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.' || c == '-';
}

// Copies |body| into |out|, replacing `#alias` and `!alias` references with
// the text of what they stand for, so the stored text never depends on
// aliases defined elsewhere in the file.
static bool sr_expand_aliases(sr_parser_t* parser, sr_string_view_t body,
                              sr_string_builder_t* out) {
  const char* p = body.data;
  const char* end = body.data + body.size;
  while (p < end) {
    char c = *p;
    if (c == '"') {
      const char* q = p + 1;
      while (q < end && *q != '"') q += (*q == '\\') ? 2 : 1;
      if (q < end) ++q;
      sr_string_builder_append(out, p, (size_t)(q - p));
      p = q;
      continue;
    }
    if ((c == '#' || c == '!') && p + 1 < end && sr_is_alias_char(p[1]) &&
        !(p > body.data && sr_is_alias_char(p[-1]))) {
      const char* q = p + 1;
      while (q < end && sr_is_alias_char(*q)) ++q;
      sr_string_view_t name = sr_make_string_view(p, (size_t)(q - p));
      bool dotted = memchr(name.data, '.', name.size) != NULL;
      void* target = dotted ? NULL
                            : sr__name_map_get(c == '#' ? &parser->attr_aliases
                                                        : &parser->type_aliases,
                                               name);
      if (target) {
        if (c == '#')
          sr_print_attr_to((const sr_attr_t*)target, out);
        else
          sr_print_type_to((const sr_type_t*)target, out);
      } else {
        sr_string_builder_append(out, p, (size_t)(q - p));
      }
      p = q;
      continue;
    }
    sr_string_builder_append_char(out, c);
    ++p;
  }
  return !out->failed;
}

// Reads the optional `<...>` body after a dialect identifier and returns
// the full text (identifier + body, aliases expanded) in the scratch arena.
bool sr__parse_dialect_body(sr_parser_t* parser, char sigil,
                            sr_string_view_t identifier,
                            sr_string_view_t* out_text) {
  (void)sigil;
  sr_lexer_t* lexer = &parser->lexer;
  sr_string_view_t body = {NULL, 0};
  // Peek: is the next token a '<'?
  sr_lexer_t saved = *lexer;
  sr_token_t next = sr_lexer_next(lexer);
  if (next.kind == SR_TOK_LESS) {
    lexer->cursor = next.start;
    if (!sr_lexer_scan_dialect_body(lexer, &body)) {
      return sr_parser_error_at(
          parser,
          (sr_source_pos_t){parser->source_id, lexer->line,
                            sr_lexer_column(lexer->line_start, lexer->cursor)},
          "%s", lexer->error);
    }
  } else {
    *lexer = saved;
  }
  sr_string_builder_t text;
  sr_string_builder_initialize(sr_context_allocator(parser->context), &text);
  sr_string_builder_append_view(&text, identifier);
  bool ok = !body.data || sr_expand_aliases(parser, body, &text);
  if (ok && text.failed) {
    // Out of memory: the text is cut short (an empty `!` type otherwise).
    sr_string_builder_deinitialize(&text);
    return sr__parser_out_of_memory(parser);
  }
  size_t size = text.size;
  char* copy = ok ? sr_parser_scratch(parser, size + 1) : NULL;
  if (copy) memcpy(copy, sr_string_builder_cstr(&text), size + 1);
  sr_string_builder_deinitialize(&text);
  if (!copy) return sr__parser_out_of_memory(parser);
  *out_text = sr_make_string_view(copy, size);
  sr_parser_consume(parser);
  return !parser->error;
}

bool sr__check_dialect_text(sr_parser_t* parser, bool is_type,
                            const char* source, sr_source_pos_t pos,
                            sr_string_view_t text,
                            const sr_type_t** out_implied_type) {
  if (out_implied_type) *out_implied_type = NULL;
  sr_string_builder_t message;
  sr_string_builder_initialize(sr_context_allocator(parser->context), &message);
  sr_dialect_check_t check = {.message = &message};
  bool ok = is_type ? sr_dialect_check_type(text, &check)
                    : sr_dialect_check_attr(text, &check);
  if (ok) {
    sr_string_builder_deinitialize(&message);
    if (check.implied_type && out_implied_type) {
      *out_implied_type = sr_type_get_dialect(
          parser->context, sr_make_cstring_view(check.implied_type));
      return sr__parser_check_alloc(parser, *out_implied_type);
    }
    return true;
  }
  // Map the offset back into the input: the body text is the source text
  // unless an alias was expanded in it (then the token start is used).
  size_t offset = check.error_offset;
  const char* body = source + 1;
  const char* limit = parser->lexer.end;
  if (body + text.size <= limit && !memcmp(body, text.data, text.size)) {
    ++pos.column;  // the sigil
    for (size_t i = 0; i < offset; ++i) {
      if (body[i] == '\n') {
        ++pos.line;
        pos.column = 1;
      } else {
        ++pos.column;
      }
    }
  }
  bool result =
      sr_parser_error_at(parser, pos, "%s", sr_string_builder_cstr(&message));
  sr_string_builder_deinitialize(&message);
  return result;
}

static bool sr_parse_bang_type(sr_parser_t* parser,
                               const sr_type_t** out_type) {
  sr_string_view_t name =
      sr_make_string_view(parser->token.start, parser->token.length);
  bool dotted = memchr(name.data, '.', name.size) != NULL;
  if (!dotted) {
    const sr_type_t* aliased = sr__name_map_get(&parser->type_aliases, name);
    if (aliased) {
      *out_type = aliased;
      sr_parser_consume(parser);
      return !parser->error;
    }
  }
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  sr_string_view_t text;
  if (!sr__parse_dialect_body(parser, '!',
                              sr_make_string_view(name.data + 1, name.size - 1),
                              &text)) {
    return false;
  }
  if (!dotted && text.size == name.size - 1) {
    return sr_parser_error_at(parser, pos, "undefined symbol alias id '%.*s'",
                              (int)name.size - 1, name.data + 1);
  }
  if (!sr__check_dialect_text(parser, true, name.data, pos, text, NULL)) {
    return false;
  }
  *out_type = sr_type_get_dialect(parser->context, text);
  return sr__parser_check_alloc(parser, *out_type);
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

bool sr_parser_at_type(sr_parser_t* parser) {
  const sr_token_t* token = &parser->token;
  if (token->kind == SR_TOK_BANG_ID || token->kind == SR_TOK_LPAREN) {
    return true;
  }
  if (token->kind != SR_TOK_BARE_ID) return false;
  static const char* const kTypeWords[] = {
      "index", "none", "tensor", "vector", "memref", "tuple", "complex", NULL};
  for (const char* const* word = kTypeWords; *word; ++word) {
    if (sr_token_is(token, *word)) return true;
  }
  if (sr_parse_float_name(parser, token)) return true;
  const char* p = token->start;
  size_t skip = (p[0] == 's' || p[0] == 'u') && token->length > 2 && p[1] == 'i'
                    ? 2
                : p[0] == 'i' ? 1
                              : 0;
  if (!skip || skip >= token->length) return false;
  for (size_t i = skip; i < token->length; ++i) {
    if (p[i] < '0' || p[i] > '9') return false;
  }
  return true;
}

bool sr_parser_parse_type(sr_parser_t* parser, const sr_type_t** out_type) {
  *out_type = NULL;
  if (parser->error) return false;
  if (!sr__parser_enter(parser)) return false;
  bool ok = false;
  sr_token_t token = parser->token;
  switch (token.kind) {
    case SR_TOK_LPAREN:
      ok = sr_parse_function_type(parser, out_type);
      break;
    case SR_TOK_BANG_ID:
      ok = sr_parse_bang_type(parser, out_type);
      break;
    case SR_TOK_BARE_ID: {
      if (!sr_parser_at_type(parser)) {
        ok = sr_parser_error(parser, "expected non-function type");
        break;
      }
      sr_parser_consume(parser);
      if (parser->error) break;
      if (sr_token_is(&token, "index")) {
        *out_type = sr_type_get_index(parser->context);
        ok = true;
      } else if (sr_token_is(&token, "none")) {
        *out_type = sr_type_get_none(parser->context);
        ok = true;
      } else if ((*out_type = sr_parse_float_name(parser, &token))) {
        ok = true;
      } else if (sr_parse_integer_name(parser, &token, out_type)) {
        ok = *out_type != NULL;
      } else if (parser->token.kind != SR_TOK_LESS) {
        ok = sr_parser_error(parser, "expected '<' in %.*s type",
                             (int)token.length, token.start);
      } else if (token.start[0] == 't' && token.start[1] == 'e') {
        ok = sr_parse_tensor_type(parser, out_type);
      } else if (token.start[0] == 'v') {
        ok = sr_parse_vector_type(parser, out_type);
      } else if (token.start[0] == 'm') {
        ok = sr_parse_memref_type(parser, sr__parser_pos_of(parser, &token),
                                  out_type);
      } else if (token.start[0] == 't') {
        ok = sr_parse_tuple_type(parser, out_type);
      } else {
        ok = sr_parse_complex_type(parser, out_type);
      }
      break;
    }
    default:
      ok = sr_parser_error(parser, "expected non-function type");
      break;
  }
  sr__parser_leave(parser);
  if (ok && !*out_type) ok = sr__parser_out_of_memory(parser);
  return ok && !parser->error;
}
