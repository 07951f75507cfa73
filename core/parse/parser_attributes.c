// Parsing of builtin attributes, dense literals, affine maps, locations and
// resource sections.

#include <stdlib.h>
#include <string.h>

#include "core/base/bigint.h"
#include "core/base/hex.h"
#include "core/dialects/registry.h"
#include "core/ir/affine.h"
#include "core/ir/context.h"
#include "core/ir/float_format.h"
#include "core/ir/op_registry.h"
#include "core/parse/parser_impl.h"

static sr_string_view_t sr_token_view(const sr_token_t* token) {
  return sr_make_string_view(token->start, token->length);
}

static bool sr_token_is(const sr_token_t* token, const char* text) {
  return sr_string_view_equal_cstr(sr_token_view(token), text);
}

//===----------------------------------------------------------------------===//
// Simple literals
//===----------------------------------------------------------------------===//

bool sr_parser_parse_string(sr_parser_t* parser, sr_string_view_t* out) {
  if (parser->token.kind != SR_TOK_STRING) {
    return sr_parser_error(parser, "expected string");
  }
  char* buffer = sr_parser_scratch(parser, parser->token.length + 1);
  if (!buffer) return false;
  const char* error = NULL;
  long length = sr_lexer_decode_string(&parser->token, buffer, &error);
  if (length < 0) return sr_parser_error(parser, "%s", error);
  *out = sr_make_string_view(buffer, (size_t)length);
  sr_parser_consume(parser);
  return !parser->error;
}

bool sr_parser_parse_symbol_name(sr_parser_t* parser, sr_string_view_t* out) {
  if (parser->token.kind != SR_TOK_AT_ID) {
    return sr_parser_error(parser,
                           "expected valid '@'-identifier for symbol "
                           "name");
  }
  if (parser->token.start[1] == '"') {
    char* buffer = sr_parser_scratch(parser, parser->token.length);
    if (!buffer) return false;
    const char* error = NULL;
    long length = sr_lexer_decode_string(&parser->token, buffer, &error);
    if (length < 0) return sr_parser_error(parser, "%s", error);
    *out = sr_make_string_view(buffer, (size_t)length);
  } else {
    *out =
        sr_make_string_view(parser->token.start + 1, parser->token.length - 1);
  }
  sr_parser_consume(parser);
  return !parser->error;
}

bool sr_parser_parse_integer(sr_parser_t* parser, int64_t* out_value) {
  bool negative = sr_parser_consume_if(parser, SR_TOK_MINUS);
  if (parser->token.kind != SR_TOK_INTEGER) {
    return sr_parser_error(parser, "expected integer value");
  }
  const char* p = parser->token.start;
  size_t n = parser->token.length;
  uint64_t value = 0;
  bool hex = n > 2 && p[1] == 'x';
  for (size_t i = hex ? 2 : 0; i < n; ++i) {
    char c = p[i];
    uint64_t digit = (uint64_t)(c >= 'a'   ? c - 'a' + 10
                                : c >= 'A' ? c - 'A' + 10
                                           : c - '0');
    uint64_t base = hex ? 16 : 10;
    if (value > (UINT64_MAX - digit) / base) {
      return sr_parser_error(parser, "integer value too large");
    }
    value = value * base + digit;
  }
  if (value > (uint64_t)INT64_MAX + (negative ? 1 : 0)) {
    return sr_parser_error(parser, "integer value too large");
  }
  *out_value = negative ? (int64_t)(0 - value) : (int64_t)value;
  sr_parser_consume(parser);
  return !parser->error;
}

// Parses the digits of |token| (decimal or 0x hex) into |value|.
static bool sr_bigint_from_token(const sr_token_t* token, sr_bigint_t* value) {
  const char* p = token->start;
  size_t n = token->length;
  bool hex = n > 2 && p[1] == 'x';
  for (size_t i = hex ? 2 : 0; i < n; ++i) {
    char c = p[i];
    uint32_t digit = (uint32_t)(c >= 'a'   ? c - 'a' + 10
                                : c >= 'A' ? c - 'A' + 10
                                           : c - '0');
    sr_bigint_mul_small(value, hex ? 16 : 10);
    sr_bigint_add_small(value, digit);
  }
  return !sr_bigint_failed(value);
}

// MLIR's buildAttributeAPInt: the literal must fit |type|'s width; negative
// values must have the sign bit set after negation, positive signed or index
// values must not. Writes ceil(width/64) canonical words.
static bool sr_integer_literal_words(sr_parser_t* parser,
                                     const sr_token_t* token, bool negative,
                                     const sr_type_t* type,
                                     uint64_t** out_words,
                                     uint32_t* out_num_words) {
  uint32_t width = sr_type_bit_width(type);
  uint32_t num_words = width > 64 ? (width + 63) / 64 : 1;
  uint64_t* words = sr_parser_scratch(parser, (num_words + 1) * 8);
  if (!words) return false;
  sr_bigint_t value;
  sr_bigint_initialize(sr_context_allocator(parser->context), &value);
  bool ok = sr_bigint_from_token(token, &value);
  size_t bits = sr_bigint_active_bits(&value);
  if (ok) sr_bigint_get_words(&value, words, num_words);
  sr_bigint_deinitialize(&value);
  if (!ok) return sr__parser_out_of_memory(parser);
  if (bits > width) goto out_of_range;
  if (width == 0) {
    if (negative) goto out_of_range;
  } else {
    if (negative) {
      // Two's complement negate across the words.
      uint64_t carry = 1;
      for (uint32_t i = 0; i < num_words; ++i) {
        uint64_t w = ~words[i] + carry;
        carry = carry && w == 0;
        words[i] = w;
      }
    }
    uint32_t top = (width - 1) % 64;
    bool sign_bit = (words[(width - 1) / 64] >> top) & 1;
    bool is_signed_kind =
        type->kind == SR_TYPE_INDEX || (type->kind == SR_TYPE_INTEGER &&
                                        type->integer.signedness == SR_SIGNED);
    if (negative && !sign_bit) goto out_of_range;
    if (!negative && is_signed_kind && sign_bit) goto out_of_range;
    // Canonical extension past the width.
    bool extend_ones = sign_bit && !(type->kind == SR_TYPE_INTEGER &&
                                     type->integer.signedness == SR_UNSIGNED);
    if (top != 63) {
      uint64_t mask = (1ull << (top + 1)) - 1;
      uint64_t* w = &words[(width - 1) / 64];
      *w = extend_ones ? (*w | ~mask) : (*w & mask);
    }
  }
  *out_words = words;
  *out_num_words = num_words;
  return true;
out_of_range:
  return sr_parser_error_at(parser, sr__parser_pos_of(parser, token),
                            "integer constant out of range for attribute");
}

// A float literal token (or integer for hex bit patterns) converted to
// |type|'s bits.
static bool sr_float_literal_words(sr_parser_t* parser, const sr_token_t* token,
                                   bool negative, const sr_type_t* type,
                                   uint64_t* out_words) {
  sr_float_kind_t kind = type->flt.kind;
  const sr_float_semantics_t* s = sr_float_semantics(kind);
  sr_source_pos_t pos = sr__parser_pos_of(parser, token);
  out_words[0] = out_words[1] = 0;
  if (token->kind == SR_TOK_INTEGER) {
    bool hex = token->length > 2 && token->start[1] == 'x';
    if (!hex) {
      return sr_parser_error_at(parser, pos,
                                "unexpected decimal integer literal for a "
                                "floating point value");
    }
    if (negative) {
      return sr_parser_error_at(parser, pos,
                                "hexadecimal float literal should not have a "
                                "leading minus");
    }
    sr_bigint_t value;
    sr_bigint_initialize(sr_context_allocator(parser->context), &value);
    bool ok = sr_bigint_from_token(token, &value);
    size_t bits = sr_bigint_active_bits(&value);
    sr_bigint_get_words(&value, out_words, 2);
    sr_bigint_deinitialize(&value);
    if (!ok) return sr__parser_out_of_memory(parser);
    if (bits > s->bit_width) {
      return sr_parser_error_at(parser, pos,
                                "hexadecimal float constant out "
                                "of range for type");
    }
    return true;
  }
  char text[128];
  if (token->length + 2 > sizeof(text)) {
    return sr_parser_error_at(parser, pos, "floating point literal too long");
  }
  size_t n = 0;
  if (negative) text[n++] = '-';
  memcpy(text + n, token->start, token->length);
  n += token->length;
  if (!sr_float_from_decimal(kind, text, n, out_words)) {
    return sr_parser_error_at(parser, pos, "invalid floating point literal");
  }
  return true;
}

// `-`? INTEGER|FLOAT then optional `: type`.
static bool sr_parse_number_attr(sr_parser_t* parser, const sr_type_t* hint,
                                 const sr_attr_t** out) {
  bool negative = sr_parser_consume_if(parser, SR_TOK_MINUS);
  sr_token_t token = parser->token;
  if (token.kind != SR_TOK_INTEGER && token.kind != SR_TOK_FLOAT) {
    return sr_parser_error(parser,
                           "expected constant integer or floating "
                           "point value");
  }
  sr_parser_consume(parser);
  if (parser->error) return false;
  const sr_type_t* type = hint;
  if (sr_parser_consume_if(parser, SR_TOK_COLON)) {
    if (!sr_parser_parse_type(parser, &type)) return false;
  }
  sr_context_t* context = parser->context;
  if (!type) {
    type = token.kind == SR_TOK_FLOAT
               ? sr_type_get_float(context, SR_FLOAT_F64)
               : sr_type_get_integer(context, 64, SR_SIGNLESS);
  }
  if (type->kind == SR_TYPE_FLOAT) {
    uint64_t words[2];
    if (!sr_float_literal_words(parser, &token, negative, type, words)) {
      return false;
    }
    *out = sr_attr_get_float_bits(context, type,
                                  sr_float_word_count(type->flt.kind), words);
    return sr__parser_check_alloc(parser, *out);
  }
  if (type->kind != SR_TYPE_INTEGER && type->kind != SR_TYPE_INDEX) {
    return sr_parser_error(parser, token.kind == SR_TOK_FLOAT
                                       ? "floating point value not valid for "
                                         "specified type"
                                       : "integer literal not valid for "
                                         "specified type");
  }
  if (token.kind == SR_TOK_FLOAT) {
    // MLIR reports this after the type, at the next token.
    return sr_parser_error_at(parser, sr_parser_token_pos(parser),
                              "floating point value not valid for specified "
                              "type");
  }
  uint64_t* words = NULL;
  uint32_t num_words = 0;
  if (!sr_integer_literal_words(parser, &token, negative, type, &words,
                                &num_words)) {
    return false;
  }
  *out = sr_attr_get_integer_words(context, type, num_words, words);
  return sr__parser_check_alloc(parser, *out);
}

//===----------------------------------------------------------------------===//
// Composite attributes
//===----------------------------------------------------------------------===//

static bool sr_parse_array_attr(sr_parser_t* parser, const sr_attr_t** out) {
  sr_parser_consume(parser);  // '['
  uint32_t count = 0, capacity = 8;
  const sr_attr_t** elements =
      sr_parser_scratch(parser, capacity * sizeof(void*));
  if (!elements) return false;
  if (parser->token.kind != SR_TOK_RBRACKET) {
    do {
      if (count == capacity) {
        capacity *= 2;
        const sr_attr_t** grown =
            sr_parser_scratch(parser, capacity * sizeof(void*));
        if (!grown) return false;
        memcpy(grown, elements, count * sizeof(void*));
        elements = grown;
      }
      if (!sr_parser_parse_attribute(parser, NULL, &elements[count])) {
        return false;
      }
      ++count;
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_expect(parser, SR_TOK_RBRACKET, "']' to close array")) {
    return false;
  }
  *out = sr_attr_get_array(parser->context, count, elements);
  return sr__parser_check_alloc(parser, *out);
}

// `{name = value, flag, "quoted" = value}` entries; the token is '{'.
bool sr__parse_dictionary_entries(sr_parser_t* parser, sr_named_attr_t** out,
                                  uint32_t* out_count) {
  sr_parser_consume(parser);  // '{'
  uint32_t count = 0, capacity = 8;
  sr_named_attr_t* entries =
      sr_parser_scratch(parser, capacity * sizeof(sr_named_attr_t));
  if (!entries) return false;
  if (parser->token.kind != SR_TOK_RBRACE) {
    do {
      if (count == capacity) {
        capacity *= 2;
        sr_named_attr_t* grown =
            sr_parser_scratch(parser, capacity * sizeof(sr_named_attr_t));
        if (!grown) return false;
        memcpy(grown, entries, count * sizeof(sr_named_attr_t));
        entries = grown;
      }
      sr_named_attr_t* entry = &entries[count];
      if (parser->token.kind == SR_TOK_STRING) {
        if (!sr_parser_parse_string(parser, &entry->name)) return false;
        if (entry->name.size == 0) {
          return sr_parser_error(parser, "expected valid attribute name");
        }
      } else if (parser->token.kind == SR_TOK_BARE_ID) {
        entry->name = sr_token_view(&parser->token);
        sr_parser_consume(parser);
        if (parser->error) return false;
      } else {
        return sr_parser_error(parser, "expected attribute name");
      }
      if (sr_parser_consume_if(parser, SR_TOK_EQUAL)) {
        if (!sr_parser_parse_attribute(parser, NULL, &entry->value)) {
          return false;
        }
      } else {
        if (parser->error) return false;
        entry->value = sr_attr_get_unit(parser->context);
      }
      ++count;
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_expect(parser, SR_TOK_RBRACE, "'}' in attribute dictionary")) {
    return false;
  }
  *out = entries;
  *out_count = count;
  return true;
}

static bool sr_parse_dictionary_attr(sr_parser_t* parser,
                                     const sr_attr_t** out) {
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  sr_named_attr_t* entries = NULL;
  uint32_t count = 0;
  if (!sr__parse_dictionary_entries(parser, &entries, &count)) return false;
  sr_string_view_t duplicate = {NULL, 0};
  *out = sr_attr_get_dictionary(parser->context, count, entries, &duplicate);
  if (!*out && duplicate.data) {
    return sr_parser_error_at(parser, pos,
                              "duplicate key '%.*s' in dictionary attribute",
                              (int)duplicate.size, duplicate.data);
  }
  return sr__parser_check_alloc(parser, *out);
}

bool sr_parser_parse_optional_attr_dict(sr_parser_t* parser,
                                        sr_op_state_t* state, bool as_props) {
  if (parser->token.kind != SR_TOK_LBRACE) return true;
  sr_named_attr_t* entries = NULL;
  uint32_t count = 0;
  if (!sr__parse_dictionary_entries(parser, &entries, &count)) return false;
  for (uint32_t i = 0; i < count; ++i) {
    // The state copies names lazily: keep the view (it points into the
    // source or scratch, both alive until the op is built).
    bool ok;
    if (as_props) {
      ok = sr_op_state_add_prop(parser, state, "", entries[i].value);
      if (ok) state->props[state->num_props - 1].name = entries[i].name;
    } else {
      ok = sr_op_state_add_attr(parser, state, "", entries[i].value);
      if (ok) state->attrs[state->num_attrs - 1].name = entries[i].name;
    }
    if (!ok) return false;
  }
  return true;
}

bool sr_parser_parse_optional_attr_dict_with_keyword(sr_parser_t* parser,
                                                     sr_op_state_t* state) {
  if (!sr_parser_consume_keyword(parser, "attributes")) return !parser->error;
  if (parser->token.kind != SR_TOK_LBRACE) {
    return sr_parser_error(parser, "expected '{' in attribute dictionary");
  }
  return sr_parser_parse_optional_attr_dict(parser, state, false);
}

// `@root::@nested::@leaf`.
static bool sr_parse_symbol_ref_attr(sr_parser_t* parser,
                                     const sr_attr_t** out) {
  sr_string_view_t root;
  if (!sr_parser_parse_symbol_name(parser, &root)) return false;
  uint32_t count = 0, capacity = 4;
  sr_string_view_t* nested =
      sr_parser_scratch(parser, capacity * sizeof(sr_string_view_t));
  if (!nested) return false;
  while (parser->token.kind == SR_TOK_COLON_COLON) {
    sr_parser_consume(parser);
    if (parser->token.kind != SR_TOK_AT_ID) {
      return sr_parser_error(parser,
                             "expected nested symbol reference "
                             "identifier");
    }
    if (count == capacity) {
      capacity *= 2;
      sr_string_view_t* grown =
          sr_parser_scratch(parser, capacity * sizeof(sr_string_view_t));
      if (!grown) return false;
      memcpy(grown, nested, count * sizeof(sr_string_view_t));
      nested = grown;
    }
    if (!sr_parser_parse_symbol_name(parser, &nested[count])) return false;
    ++count;
  }
  *out = sr_attr_get_symbol_ref(parser->context, root, count, nested);
  return sr__parser_check_alloc(parser, *out);
}

// `#alias` or `#dialect.mnemonic<...>`.
static bool sr_parse_hash_attr(sr_parser_t* parser, const sr_attr_t** out) {
  sr_string_view_t name = sr_token_view(&parser->token);
  bool dotted = memchr(name.data, '.', name.size) != NULL;
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  if (!dotted) {
    const sr_attr_t* aliased = sr__name_map_get(&parser->attr_aliases, name);
    if (aliased) {
      *out = aliased;
      sr_parser_consume(parser);
      return !parser->error;
    }
  }
  sr_string_view_t text;
  if (!sr__parse_dialect_body(parser, '#',
                              sr_make_string_view(name.data + 1, name.size - 1),
                              &text)) {
    return false;
  }
  if (!dotted && text.size == name.size - 1) {
    return sr_parser_error_at(parser, pos, "undefined symbol alias id '%.*s'",
                              (int)name.size - 1, name.data + 1);
  }
  // Dialect attributes may carry a trailing `: type`, as in MLIR's
  // parseExtendedAttr (`#stream.parameter.named<...> : tensor<4xf32>`).
  const sr_type_t* type = NULL;
  if (!sr__check_dialect_text(parser, false, name.data, pos, text, &type)) {
    return false;
  }
  if (sr_parser_consume_if(parser, SR_TOK_COLON) &&
      !sr_parser_parse_type(parser, &type)) {
    return false;
  }
  if (parser->error) return false;
  *out = sr_attr_get_text(parser->context, SR_ATTR_DIALECT, text, type);
  return sr__parser_check_alloc(parser, *out);
}

//===----------------------------------------------------------------------===//
// Dense literals
//===----------------------------------------------------------------------===//

typedef enum sr_literal_kind_e {
  SR_LIT_INTEGER,
  SR_LIT_FLOAT,
  SR_LIT_BOOL,
  SR_LIT_STRING,
} sr_literal_kind_t;

// One scalar of a dense literal, kept as its token until the type is known.
typedef struct sr_literal_t {
  sr_literal_kind_t kind;
  bool negative;
  bool bool_value;
  sr_token_t token;
} sr_literal_t;

typedef struct sr_dense_literal_t {
  uint32_t count, capacity;
  sr_literal_t* values;  // complex literals store two consecutive values
  bool complex;          // elements were `(re, im)` pairs
  int32_t rank;          // -1: a bare scalar (splat)
  int64_t dims[64];
  bool dims_known[64];
} sr_dense_literal_t;

static bool sr_dense_push(sr_parser_t* parser, sr_dense_literal_t* literal,
                          const sr_literal_t* value) {
  if (literal->count == literal->capacity) {
    uint32_t capacity = literal->capacity ? literal->capacity * 2 : 64;
    sr_literal_t* grown =
        sr_parser_scratch(parser, capacity * sizeof(sr_literal_t));
    if (!grown) return false;
    if (literal->count) {
      memcpy(grown, literal->values, literal->count * sizeof(sr_literal_t));
    }
    literal->values = grown;
    literal->capacity = capacity;
  }
  literal->values[literal->count++] = *value;
  return true;
}

static bool sr_parse_literal_scalar(sr_parser_t* parser, sr_literal_t* out) {
  memset(out, 0, sizeof(*out));
  if (parser->token.kind == SR_TOK_BARE_ID &&
      (sr_token_is(&parser->token, "true") ||
       sr_token_is(&parser->token, "false"))) {
    out->kind = SR_LIT_BOOL;
    out->bool_value = parser->token.start[0] == 't';
    out->token = parser->token;
    sr_parser_consume(parser);
    return !parser->error;
  }
  if (parser->token.kind == SR_TOK_STRING) {
    out->kind = SR_LIT_STRING;
    out->token = parser->token;
    sr_parser_consume(parser);
    return !parser->error;
  }
  out->negative = sr_parser_consume_if(parser, SR_TOK_MINUS);
  if (parser->token.kind == SR_TOK_INTEGER) {
    out->kind = SR_LIT_INTEGER;
  } else if (parser->token.kind == SR_TOK_FLOAT) {
    out->kind = SR_LIT_FLOAT;
  } else {
    return sr_parser_error(parser,
                           "expected element literal of primitive "
                           "type");
  }
  out->token = parser->token;
  sr_parser_consume(parser);
  return !parser->error;
}

// An element: scalar or `(re, im)`.
static bool sr_parse_literal_element(sr_parser_t* parser,
                                     sr_dense_literal_t* literal) {
  sr_literal_t value;
  if (parser->token.kind == SR_TOK_LPAREN) {
    sr_parser_consume(parser);
    literal->complex = true;
    if (!sr_parse_literal_scalar(parser, &value) ||
        !sr_dense_push(parser, literal, &value) ||
        !sr_parser_expect(parser, SR_TOK_COMMA, "',' in complex literal") ||
        !sr_parse_literal_scalar(parser, &value) ||
        !sr_dense_push(parser, literal, &value)) {
      return false;
    }
    return sr_parser_expect(parser, SR_TOK_RPAREN, "')' in complex literal");
  }
  return sr_parse_literal_scalar(parser, &value) &&
         sr_dense_push(parser, literal, &value);
}

// A nested list at |depth|; checks every sublist has the same shape.
static bool sr_parse_literal_list(sr_parser_t* parser,
                                  sr_dense_literal_t* literal, int depth) {
  if (depth >= 64) return sr_parser_error(parser, "tensor literal too deep");
  if (!sr__parser_enter(parser)) return false;
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  sr_parser_consume(parser);  // '['
  int64_t count = 0;
  int32_t child_rank = -2;  // unknown yet
  if (parser->token.kind != SR_TOK_RBRACKET) {
    do {
      int32_t rank_here;
      if (parser->token.kind == SR_TOK_LBRACKET) {
        if (!sr_parse_literal_list(parser, literal, depth + 1)) return false;
        rank_here = 1;
      } else {
        if (!sr_parse_literal_element(parser, literal)) return false;
        rank_here = 0;
      }
      if (child_rank == -2) {
        child_rank = rank_here;
      } else if (child_rank != rank_here) {
        return sr_parser_error_at(parser, pos,
                                  "tensor literal is invalid; ranks are not "
                                  "consistent between elements");
      }
      ++count;
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) return false;
  if (literal->dims_known[depth] && literal->dims[depth] != count) {
    return sr_parser_error_at(parser, pos,
                              "tensor literal is invalid; ranks are not "
                              "consistent between elements");
  }
  literal->dims[depth] = count;
  literal->dims_known[depth] = true;
  if (child_rank != 1 && literal->rank < depth + 1) literal->rank = depth + 1;
  if (child_rank == 1 && literal->rank < depth + 2) literal->rank = depth + 2;
  sr__parser_leave(parser);
  return true;
}

static bool sr_hex_value(char c, int* out) {
  if (c >= '0' && c <= '9')
    *out = c - '0';
  else if (c >= 'a' && c <= 'f')
    *out = c - 'a' + 10;
  else if (c >= 'A' && c <= 'F')
    *out = c - 'A' + 10;
  else
    return false;
  return true;
}

// Converts one literal scalar to |element_type| bytes at |out|.
static bool sr_literal_to_bytes(sr_parser_t* parser, const sr_literal_t* value,
                                const sr_type_t* element_type, uint8_t* out) {
  size_t width = sr_dense_element_byte_width(element_type);
  sr_source_pos_t pos = sr__parser_pos_of(parser, &value->token);
  if (element_type->kind == SR_TYPE_FLOAT) {
    if (value->kind == SR_LIT_BOOL || value->kind == SR_LIT_STRING) {
      return sr_parser_error_at(parser, pos,
                                "expected floating point "
                                "literal");
    }
    uint64_t words[2];
    if (!sr_float_literal_words(parser, &value->token, value->negative,
                                element_type, words)) {
      return false;
    }
    memcpy(out, words, width);
    return true;
  }
  if (element_type->kind == SR_TYPE_INTEGER ||
      element_type->kind == SR_TYPE_INDEX) {
    if (value->kind == SR_LIT_BOOL) {
      if (sr_type_bit_width(element_type) != 1) {
        return sr_parser_error_at(parser, pos,
                                  "expected i1 type for 'true' "
                                  "or 'false' values");
      }
      out[0] = value->bool_value;
      return true;
    }
    if (value->kind != SR_LIT_INTEGER) {
      return sr_parser_error_at(parser, pos,
                                "expected integer elements, but "
                                "parsed floating-point");
    }
    uint64_t* words = NULL;
    uint32_t num_words = 0;
    if (!sr_integer_literal_words(parser, &value->token, value->negative,
                                  element_type, &words, &num_words)) {
      return false;
    }
    if (sr_type_bit_width(element_type) == 1) {
      out[0] = words[0] & 1;
    } else {
      memcpy(out, words, width);
    }
    return true;
  }
  return sr_parser_error_at(parser, pos,
                            "invalid element type for dense "
                            "attribute");
}

// `"0x..."` raw data for a dense attribute of |type|.
static bool sr_dense_from_hex(sr_parser_t* parser, const sr_token_t* token,
                              const sr_type_t* type, const sr_attr_t** out) {
  sr_source_pos_t pos = sr__parser_pos_of(parser, token);
  const char* p = token->start + 1;
  size_t n = token->length - 2;
  if (n < 2 || p[0] != '0' || (p[1] != 'x' && p[1] != 'X') || n % 2) {
    return sr_parser_error_at(parser, pos,
                              "expected string containing hex "
                              "digits starting with `0x`");
  }
  size_t bytes = (n - 2) / 2;
  uint8_t* data = sr_parser_scratch(parser, bytes + 1);
  if (!data) return false;
  for (size_t i = 0; i < bytes; ++i) {
    int hi, lo;
    if (!sr_hex_value(p[2 + 2 * i], &hi) || !sr_hex_value(p[3 + 2 * i], &lo)) {
      return sr_parser_error_at(parser, pos,
                                "expected string containing hex "
                                "digits starting with `0x`");
    }
    data[i] = (uint8_t)(hi * 16 + lo);
  }
  const sr_type_t* element = type->shaped.element;
  size_t width = sr_dense_element_byte_width(element);
  int64_t count = sr_type_element_count(type);
  bool is_bool =
      element->kind == SR_TYPE_INTEGER && element->integer.width == 1;
  if (is_bool) {
    // i1 hex data is bit-packed, one byte for a splat.
    size_t packed = (size_t)(count + 7) / 8;
    if (bytes == 1 && count > 1 && packed != 1) {
      uint8_t bit = data[0] != 0;
      *out = sr_attr_get_dense_elements(parser->context, type, true, &bit, 1);
      return sr__parser_check_alloc(parser, *out);
    }
    if (bytes != packed) goto size_mismatch;
    uint8_t* unpacked = sr_parser_scratch(parser, (size_t)count + 1);
    if (!unpacked) return false;
    for (int64_t i = 0; i < count; ++i) {
      unpacked[i] = (data[i / 8] >> (i % 8)) & 1;
    }
    data = unpacked;
    bytes = (size_t)count;
  }
  bool splat = false;
  if (bytes == width && count != 1) {
    splat = true;
  } else if (bytes != width * (size_t)count) {
    goto size_mismatch;
  }
  *out = sr_attr_get_dense_elements(parser->context, type, splat, data, bytes);
  return sr__parser_check_alloc(parser, *out);
size_mismatch:
  return sr_parser_error_at(parser, pos,
                            "elements hex data size is invalid for provided "
                            "type");
}

// Builds the attribute from parsed literals once the type is known.
static bool sr_dense_build(sr_parser_t* parser, sr_dense_literal_t* literal,
                           const sr_type_t* type, sr_source_pos_t type_pos,
                           const sr_attr_t** out) {
  int64_t count = sr_type_element_count(type);
  // Shape check: a nested literal must match the type's shape exactly.
  if (literal->rank >= 0) {
    bool match = (uint32_t)literal->rank == type->shaped.rank;
    for (int32_t i = 0; match && i < literal->rank; ++i) {
      match = literal->dims[i] == type->shaped.dims[i];
    }
    if (!match) {
      return sr_parser_error_at(parser, type_pos,
                                "inferred shape of elements literal does not "
                                "match type");
    }
  }
  const sr_type_t* element = type->shaped.element;
  bool is_complex = element->kind == SR_TYPE_COMPLEX;
  if (is_complex != literal->complex && literal->count) {
    return sr_parser_error_at(parser, type_pos,
                              is_complex ? "expected complex literals"
                                         : "unexpected complex literal");
  }
  // Strings.
  if (literal->count && literal->values[0].kind == SR_LIT_STRING) {
    uint32_t n = literal->count;
    sr_string_view_t* strings = sr_parser_scratch(parser, n * sizeof(*strings));
    if (!strings) return false;
    for (uint32_t i = 0; i < n; ++i) {
      const sr_token_t* token = &literal->values[i].token;
      char* buffer = sr_parser_scratch(parser, token->length);
      const char* error = NULL;
      long length = buffer ? sr_lexer_decode_string(token, buffer, &error) : -1;
      if (!buffer) return false;
      if (length < 0) return sr_parser_error(parser, "%s", error);
      strings[i] = sr_make_string_view(buffer, (size_t)length);
    }
    *out = sr_attr_get_dense_strings(parser->context, type, literal->rank < 0,
                                     n, strings);
    return sr__parser_check_alloc(parser, *out);
  }
  const sr_type_t* scalar_type =
      is_complex ? element->complex.element : element;
  size_t scalar_width = sr_dense_element_byte_width(scalar_type);
  uint32_t scalars = literal->count;
  size_t bytes = scalars * scalar_width;
  uint8_t* data = sr_parser_scratch(parser, bytes + 1);
  if (!data) return false;
  for (uint32_t i = 0; i < scalars; ++i) {
    if (!sr_literal_to_bytes(parser, &literal->values[i], scalar_type,
                             data + i * scalar_width)) {
      return false;
    }
  }
  size_t element_width = sr_dense_element_byte_width(element);
  bool splat = literal->rank < 0;
  if (!splat && (int64_t)(bytes / element_width) != count) {
    return sr_parser_error_at(parser, type_pos,
                              "inferred shape of elements literal does not "
                              "match type");
  }
  // MLIR stores a literal whose elements are all equal as a splat.
  if (!splat && count > 1) {
    splat = true;
    for (size_t i = element_width; i < bytes && splat; i += element_width) {
      splat = memcmp(data, data + i, element_width) == 0;
    }
    if (splat) bytes = element_width;
  }
  *out = sr_attr_get_dense_elements(parser->context, type, splat, data, bytes);
  return sr__parser_check_alloc(parser, *out);
}

static bool sr_parse_shaped_type_suffix(sr_parser_t* parser,
                                        const sr_type_t** out_type,
                                        sr_source_pos_t* out_pos) {
  if (!sr_parser_expect(parser, SR_TOK_COLON, "':'")) return false;
  *out_pos = sr_parser_token_pos(parser);
  if (!sr_parser_parse_type(parser, out_type)) return false;
  const sr_type_t* type = *out_type;
  if (type->kind != SR_TYPE_TENSOR && type->kind != SR_TYPE_VECTOR) {
    return sr_parser_error_at(parser, *out_pos,
                              "elements literal must be a "
                              "shaped type");
  }
  if (sr_type_element_count(type) < 0) {
    return sr_parser_error_at(parser, *out_pos,
                              "elements literal type must "
                              "have static shape");
  }
  return true;
}

// `dense<...> : type`; the current token is `dense`.
static bool sr_parse_dense_attr(sr_parser_t* parser, const sr_attr_t** out) {
  sr_parser_consume(parser);
  if (!sr_parser_expect(parser, SR_TOK_LESS, "'<' after 'dense'")) {
    return false;
  }
  sr_dense_literal_t* literal = sr_parser_scratch(parser, sizeof(*literal));
  if (!literal) return false;
  literal->rank = -1;
  sr_token_t hex = {0};
  bool empty = false;
  if (parser->token.kind == SR_TOK_GREATER) {
    empty = true;
  } else if (parser->token.kind == SR_TOK_STRING && parser->token.length > 3 &&
             parser->token.start[1] == '0' && parser->token.start[2] == 'x') {
    hex = parser->token;
    sr_parser_consume(parser);
  } else if (parser->token.kind == SR_TOK_LBRACKET) {
    literal->rank = 0;
    if (!sr_parse_literal_list(parser, literal, 0)) return false;
  } else {
    if (!sr_parse_literal_element(parser, literal)) return false;
  }
  if (!sr_parser_expect(parser, SR_TOK_GREATER, "'>'")) return false;
  const sr_type_t* type = NULL;
  sr_source_pos_t type_pos;
  if (!sr_parse_shaped_type_suffix(parser, &type, &type_pos)) return false;
  if (hex.start) return sr_dense_from_hex(parser, &hex, type, out);
  if (empty) {
    if (sr_type_element_count(type) != 0) {
      return sr_parser_error_at(parser, type_pos, "expected %lld elements",
                                (long long)sr_type_element_count(type));
    }
    *out = sr_attr_get_dense_elements(parser->context, type, false, NULL, 0);
    return sr__parser_check_alloc(parser, *out);
  }
  return sr_dense_build(parser, literal, type, type_pos, out);
}

// `dense_resource<handle> : type`.
static bool sr_parse_dense_resource_attr(sr_parser_t* parser,
                                         const sr_attr_t** out) {
  sr_parser_consume(parser);
  if (!sr_parser_expect(parser, SR_TOK_LESS, "'<'")) return false;
  if (parser->token.kind != SR_TOK_BARE_ID &&
      parser->token.kind != SR_TOK_STRING) {
    return sr_parser_error(parser, "expected resource handle");
  }
  sr_string_view_t handle = sr_token_view(&parser->token);
  sr_parser_consume(parser);
  if (!sr_parser_expect(parser, SR_TOK_GREATER, "'>'")) return false;
  const sr_type_t* type = NULL;
  if (!sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
      !sr_parser_parse_type(parser, &type)) {
    return false;
  }
  *out = sr_attr_get_dense_resource(parser->context, type, handle);
  return sr__parser_check_alloc(parser, *out);
}

// `sparse<...> : type`, kept as text.
static bool sr_parse_sparse_attr(sr_parser_t* parser, const sr_attr_t** out) {
  sr_token_t keyword = parser->token;
  sr_string_view_t text;
  if (!sr__parse_dialect_body(parser, 0, sr_token_view(&keyword), &text)) {
    return false;
  }
  if (text.size == keyword.length) {
    return sr_parser_error(parser, "expected '<' after 'sparse'");
  }
  const sr_type_t* type = NULL;
  sr_source_pos_t type_pos;
  if (!sr_parse_shaped_type_suffix(parser, &type, &type_pos)) return false;
  *out = sr_attr_get_text(parser->context, SR_ATTR_SPARSE_ELEMENTS, text, type);
  return sr__parser_check_alloc(parser, *out);
}

// `array<i32: 1, 2>`.
static bool sr_parse_dense_array_attr(sr_parser_t* parser,
                                      const sr_attr_t** out) {
  sr_parser_consume(parser);
  if (!sr_parser_expect(parser, SR_TOK_LESS, "'<' after 'array'")) {
    return false;
  }
  sr_source_pos_t type_pos = sr_parser_token_pos(parser);
  const sr_type_t* element = NULL;
  if (!sr_parser_parse_type(parser, &element)) return false;
  if (element->kind != SR_TYPE_INTEGER && element->kind != SR_TYPE_FLOAT) {
    return sr_parser_error_at(parser, type_pos,
                              "expected integer or float "
                              "type, got '%s'",
                              "non-scalar type");
  }
  size_t width = sr_dense_element_byte_width(element);
  uint32_t count = 0, capacity = 16;
  uint8_t* data = sr_parser_scratch(parser, capacity * width);
  if (!data) return false;
  if (sr_parser_consume_if(parser, SR_TOK_COLON)) {
    do {
      sr_literal_t value;
      if (!sr_parse_literal_scalar(parser, &value)) return false;
      if (count == capacity) {
        capacity *= 2;
        uint8_t* grown = sr_parser_scratch(parser, capacity * width);
        if (!grown) return false;
        memcpy(grown, data, count * width);
        data = grown;
      }
      if (!sr_literal_to_bytes(parser, &value, element, data + count * width)) {
        return false;
      }
      ++count;
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (parser->error) return false;
  if (!sr_parser_expect(parser, SR_TOK_GREATER,
                        "'>' to close an array "
                        "attribute")) {
    return false;
  }
  *out = sr_attr_get_dense_array(parser->context, element, count, data);
  return sr__parser_check_alloc(parser, *out);
}

// `strided<[1, ?], offset: ?>`.
static bool sr_parse_strided_attr(sr_parser_t* parser, const sr_attr_t** out) {
  sr_parser_consume(parser);
  if (!sr_parser_expect(parser, SR_TOK_LESS, "'<'") ||
      !sr_parser_expect(parser, SR_TOK_LBRACKET, "'['")) {
    return false;
  }
  uint32_t count = 0, capacity = 8;
  int64_t* strides = sr_parser_scratch(parser, capacity * 8);
  if (!strides) return false;
  if (parser->token.kind != SR_TOK_RBRACKET) {
    do {
      if (count == capacity) {
        capacity *= 2;
        int64_t* grown = sr_parser_scratch(parser, capacity * 8);
        if (!grown) return false;
        memcpy(grown, strides, count * 8);
        strides = grown;
      }
      if (sr_parser_consume_if(parser, SR_TOK_QUESTION)) {
        strides[count++] = SR_DYNAMIC_DIM;
      } else if (!sr_parser_parse_integer(parser, &strides[count++])) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) return false;
  int64_t offset = 0;
  if (sr_parser_consume_if(parser, SR_TOK_COMMA)) {
    if (!sr_parser_expect_keyword(parser, "offset") ||
        !sr_parser_expect(parser, SR_TOK_COLON, "':'")) {
      return false;
    }
    if (sr_parser_consume_if(parser, SR_TOK_QUESTION)) {
      offset = SR_DYNAMIC_DIM;
    } else if (!sr_parser_parse_integer(parser, &offset)) {
      return false;
    }
  }
  if (!sr_parser_expect(parser, SR_TOK_GREATER, "'>'")) return false;
  *out = sr_attr_get_strided_layout(parser->context, offset, count, strides);
  return sr__parser_check_alloc(parser, *out);
}

// `distinct[N]<attr>`.
static bool sr_parse_distinct_attr(sr_parser_t* parser, const sr_attr_t** out) {
  sr_parser_consume(parser);
  int64_t id = 0;
  if (!sr_parser_expect(parser, SR_TOK_LBRACKET, "'['") ||
      !sr_parser_parse_integer(parser, &id) ||
      !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'") ||
      !sr_parser_expect(parser, SR_TOK_LESS, "'<'")) {
    return false;
  }
  const sr_attr_t* referenced = NULL;
  if (!sr_parser_parse_attribute(parser, NULL, &referenced) ||
      !sr_parser_expect(parser, SR_TOK_GREATER, "'>'")) {
    return false;
  }
  *out = sr_attr_get_distinct(parser->context, (uint64_t)id, referenced);
  return sr__parser_check_alloc(parser, *out);
}

//===----------------------------------------------------------------------===//
// Affine maps and sets
//===----------------------------------------------------------------------===//

typedef struct sr_affine_names_t {
  uint32_t num_dims, num_symbols;
  sr_string_view_t names[128];
  bool is_symbol[128];
} sr_affine_names_t;

static bool sr_parse_affine_name_list(sr_parser_t* parser,
                                      sr_affine_names_t* names, bool symbols,
                                      sr_token_kind_t close) {
  sr_parser_consume(parser);  // '(' or '['
  if (parser->token.kind != close) {
    do {
      if (parser->token.kind != SR_TOK_BARE_ID) {
        return sr_parser_error(parser, "expected bare identifier");
      }
      uint32_t index = names->num_dims + names->num_symbols;
      if (index >= 128) return sr_parser_error(parser, "too many identifiers");
      sr_string_view_t name = sr_token_view(&parser->token);
      for (uint32_t i = 0; i < index; ++i) {
        if (sr_string_view_equal(names->names[i], name)) {
          return sr_parser_error(parser, "redefinition of identifier '%.*s'",
                                 (int)name.size, name.data);
        }
      }
      names->names[index] = name;
      names->is_symbol[index] = symbols;
      if (symbols)
        ++names->num_symbols;
      else
        ++names->num_dims;
      sr_parser_consume(parser);
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  return sr_parser_expect(parser, close,
                          close == SR_TOK_RPAREN ? "')'" : "']'");
}

static bool sr_parse_affine_expr(sr_parser_t* parser,
                                 const sr_affine_names_t* names,
                                 const sr_affine_expr_t** out);

// Operand of a product: `(expr)`, `-operand`, constant or identifier.
static bool sr_parse_affine_operand(sr_parser_t* parser,
                                    const sr_affine_names_t* names,
                                    const sr_affine_expr_t** out) {
  sr_context_t* context = parser->context;
  if (parser->token.kind == SR_TOK_LPAREN) {
    sr_parser_consume(parser);
    if (!sr_parse_affine_expr(parser, names, out)) return false;
    return sr_parser_expect(parser, SR_TOK_RPAREN, "')'");
  }
  if (parser->token.kind == SR_TOK_MINUS) {
    sr_parser_consume(parser);
    const sr_affine_expr_t* operand = NULL;
    if (!sr_parse_affine_operand(parser, names, &operand)) return false;
    *out = sr_affine_mul(context, operand, sr_affine_constant(context, -1));
    return sr__parser_check_alloc(parser, *out);
  }
  if (parser->token.kind == SR_TOK_INTEGER) {
    int64_t value = 0;
    if (!sr_parser_parse_integer(parser, &value)) return false;
    *out = sr_affine_constant(context, value);
    return sr__parser_check_alloc(parser, *out);
  }
  if (parser->token.kind == SR_TOK_BARE_ID) {
    sr_string_view_t name = sr_token_view(&parser->token);
    uint32_t total = names->num_dims + names->num_symbols;
    for (uint32_t i = 0; i < total; ++i) {
      if (!sr_string_view_equal(names->names[i], name)) continue;
      sr_parser_consume(parser);
      *out = names->is_symbol[i]
                 ? sr_affine_symbol(context, (int64_t)(i - names->num_dims))
                 : sr_affine_dim(context, (int64_t)i);
      return sr__parser_check_alloc(parser, *out) && !parser->error;
    }
    return sr_parser_error(parser, "use of undeclared identifier '%.*s'",
                           (int)name.size, name.data);
  }
  return sr_parser_error(parser, "expected affine expression");
}

// Products: `operand (* | floordiv | ceildiv | mod) operand ...`.
static bool sr_parse_affine_product(sr_parser_t* parser,
                                    const sr_affine_names_t* names,
                                    const sr_affine_expr_t** out) {
  if (!sr_parse_affine_operand(parser, names, out)) return false;
  sr_context_t* context = parser->context;
  for (;;) {
    int op = 0;
    if (parser->token.kind == SR_TOK_STAR)
      op = 1;
    else if (sr_parser_at_keyword(parser, "floordiv"))
      op = 2;
    else if (sr_parser_at_keyword(parser, "ceildiv"))
      op = 3;
    else if (sr_parser_at_keyword(parser, "mod"))
      op = 4;
    if (!op) return true;
    sr_source_pos_t op_pos = sr_parser_token_pos(parser);
    sr_parser_consume(parser);
    const sr_affine_expr_t* rhs = NULL;
    if (!sr_parse_affine_operand(parser, names, &rhs)) return false;
    if (op == 1 && !sr_affine_is_symbolic_or_constant(*out) &&
        !sr_affine_is_symbolic_or_constant(rhs)) {
      return sr_parser_error_at(parser, op_pos,
                                "non-affine expression: at least one of the "
                                "multiply operands has to be either a "
                                "constant or symbolic");
    }
    if (op != 1 && !sr_affine_is_symbolic_or_constant(rhs)) {
      static const char* const kNames[] = {"", "", "floordiv", "ceildiv",
                                           "mod"};
      return sr_parser_error_at(parser, op_pos,
                                "non-affine expression: right operand of %s "
                                "has to be either a constant or symbolic",
                                kNames[op]);
    }
    switch (op) {
      case 1:
        *out = sr_affine_mul(context, *out, rhs);
        break;
      case 2:
        *out = sr_affine_floordiv(context, *out, rhs);
        break;
      case 3:
        *out = sr_affine_ceildiv(context, *out, rhs);
        break;
      default:
        *out = sr_affine_mod(context, *out, rhs);
        break;
    }
    if (!sr__parser_check_alloc(parser, *out)) return false;
  }
}

static bool sr_parse_affine_expr(sr_parser_t* parser,
                                 const sr_affine_names_t* names,
                                 const sr_affine_expr_t** out) {
  if (!sr__parser_enter(parser)) return false;
  bool ok = sr_parse_affine_product(parser, names, out);
  sr_context_t* context = parser->context;
  while (ok && (parser->token.kind == SR_TOK_PLUS ||
                parser->token.kind == SR_TOK_MINUS)) {
    bool subtract = parser->token.kind == SR_TOK_MINUS;
    sr_parser_consume(parser);
    const sr_affine_expr_t* rhs = NULL;
    ok = sr_parse_affine_product(parser, names, &rhs);
    if (!ok) break;
    if (subtract) {
      rhs = sr_affine_mul(context, rhs, sr_affine_constant(context, -1));
    }
    *out = sr_affine_add(context, *out, rhs);
    ok = sr__parser_check_alloc(parser, *out);
  }
  sr__parser_leave(parser);
  return ok && !parser->error;
}

// After `affine_map` / `affine_set`: `<(dims)[syms] -> (exprs)>` or
// `<(dims)[syms] : (constraints)>`.
bool sr__parse_affine_map_body(sr_parser_t* parser, bool is_set,
                               const sr_attr_t** out_attr) {
  sr_context_t* context = parser->context;
  if (!sr_parser_expect(parser, SR_TOK_LESS, "'<'")) return false;
  sr_affine_names_t* names = sr_parser_scratch(parser, sizeof(*names));
  if (!names) return false;
  if (parser->token.kind != SR_TOK_LPAREN) {
    return sr_parser_error(parser,
                           "expected '(' at start of dimensional "
                           "identifiers list");
  }
  if (!sr_parse_affine_name_list(parser, names, false, SR_TOK_RPAREN)) {
    return false;
  }
  if (parser->token.kind == SR_TOK_LBRACKET &&
      !sr_parse_affine_name_list(parser, names, true, SR_TOK_RBRACKET)) {
    return false;
  }
  if (!sr_parser_expect(parser, is_set ? SR_TOK_COLON : SR_TOK_ARROW,
                        is_set ? "':'" : "'->' or '['") ||
      !sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) {
    return false;
  }
  uint32_t count = 0, capacity = 8;
  const sr_affine_expr_t** exprs =
      sr_parser_scratch(parser, capacity * sizeof(void*));
  bool* equality = sr_parser_scratch(parser, capacity);
  if (!exprs || !equality) return false;
  if (parser->token.kind != SR_TOK_RPAREN) {
    do {
      if (count == capacity) {
        capacity *= 2;
        const sr_affine_expr_t** grown =
            sr_parser_scratch(parser, capacity * sizeof(void*));
        bool* grown_eq = sr_parser_scratch(parser, capacity);
        if (!grown || !grown_eq) return false;
        memcpy(grown, exprs, count * sizeof(void*));
        memcpy(grown_eq, equality, count);
        exprs = grown;
        equality = grown_eq;
      }
      const sr_affine_expr_t* expr = NULL;
      if (!sr_parse_affine_expr(parser, names, &expr)) return false;
      if (is_set) {
        // `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, as lhs - rhs.
        bool ge = false, le = false, eq = false;
        if (parser->token.kind == SR_TOK_GREATER ||
            parser->token.kind == SR_TOK_LESS) {
          ge = parser->token.kind == SR_TOK_GREATER;
          le = !ge;
          sr_parser_consume(parser);
          if (!sr_parser_expect(parser, SR_TOK_EQUAL, "'='")) return false;
        } else if (parser->token.kind == SR_TOK_EQUAL) {
          sr_parser_consume(parser);
          if (!sr_parser_expect(parser, SR_TOK_EQUAL, "'='")) return false;
          eq = true;
        } else {
          return sr_parser_error(parser,
                                 "expected '== affine-expr' or '>= "
                                 "affine-expr' at end of affine constraint");
        }
        const sr_affine_expr_t* rhs = NULL;
        if (!sr_parse_affine_expr(parser, names, &rhs)) return false;
        const sr_affine_expr_t* minus_one = sr_affine_constant(context, -1);
        if (le) {
          expr = sr_affine_add(context, rhs,
                               sr_affine_mul(context, expr, minus_one));
        } else {
          expr = sr_affine_add(context, expr,
                               sr_affine_mul(context, rhs, minus_one));
        }
        if (!sr__parser_check_alloc(parser, expr)) return false;
        equality[count] = eq;
      }
      exprs[count++] = expr;
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'") ||
      !sr_parser_expect(parser, SR_TOK_GREATER, "'>'")) {
    return false;
  }
  if (is_set) {
    sr_integer_set_t set = {names->num_dims, names->num_symbols, count, exprs,
                            equality};
    *out_attr = sr_attr_get_integer_set(context, &set);
  } else {
    sr_affine_map_t map = {names->num_dims, names->num_symbols, count, exprs};
    *out_attr = sr_attr_get_affine_map(context, &map);
  }
  return sr__parser_check_alloc(parser, *out_attr);
}

//===----------------------------------------------------------------------===//
// Locations
//===----------------------------------------------------------------------===//

static bool sr_parse_uint32(sr_parser_t* parser, uint32_t* out) {
  int64_t value = 0;
  if (parser->token.kind != SR_TOK_INTEGER ||
      !sr_parser_parse_integer(parser, &value) || value < 0 ||
      value > UINT32_MAX) {
    return sr_parser_error(parser, "expected integer line or column number");
  }
  *out = (uint32_t)value;
  return true;
}

// A location body (what sits inside `loc(...)`).
bool sr__parse_location_body(sr_parser_t* parser, const sr_attr_t** out_loc) {
  sr_context_t* context = parser->context;
  sr_location_t l;
  memset(&l, 0, sizeof(l));
  if (!sr__parser_enter(parser)) return false;
  bool ok = true;
  if (parser->token.kind == SR_TOK_HASH_ID) {
    sr_string_view_t name = sr_token_view(&parser->token);
    const sr_attr_t* aliased = sr__name_map_get(&parser->attr_aliases, name);
    if (aliased) {
      if (aliased->kind != SR_ATTR_LOCATION) {
        ok = sr_parser_error(parser, "expected location, but found '%.*s'",
                             (int)name.size, name.data);
      } else {
        *out_loc = aliased;
        sr_parser_consume(parser);
      }
    } else if (memchr(name.data, '.', name.size)) {
      // A dialect location attribute: kept as text.
      const sr_attr_t* text = NULL;
      ok = sr_parse_hash_attr(parser, &text);
      if (ok) {
        l.kind = SR_LOC_OPAQUE;
        l.name = text->text.text;
        *out_loc = sr_attr_get_location(context, &l);
      }
    } else {
      // Defined later (printers put location aliases last).
      l.kind = SR_LOC_UNRESOLVED_ALIAS;
      l.name = name;
      l.line = parser->token.line;
      l.column = parser->token.column;
      *out_loc = sr_attr_get_location(context, &l);
      sr_parser_consume(parser);
    }
  } else if (sr_parser_consume_keyword(parser, "unknown")) {
    *out_loc = sr_attr_get_unknown_location(context);
  } else if (sr_parser_consume_keyword(parser, "callsite")) {
    ok = sr_parser_expect(parser, SR_TOK_LPAREN, "'(' in callsite location") &&
         sr__parse_location_body(parser, &l.child) &&
         sr_parser_expect_keyword(parser, "at") &&
         sr__parse_location_body(parser, &l.caller) &&
         sr_parser_expect(parser, SR_TOK_RPAREN, "')' in callsite location");
    l.kind = SR_LOC_CALLSITE;
    if (ok) *out_loc = sr_attr_get_location(context, &l);
  } else if (sr_parser_consume_keyword(parser, "fused")) {
    l.kind = SR_LOC_FUSED;
    if (sr_parser_consume_if(parser, SR_TOK_LESS)) {
      ok = sr_parser_parse_attribute(parser, NULL, &l.metadata) &&
           sr_parser_expect(parser, SR_TOK_GREATER,
                            "'>' after fused location "
                            "metadata");
    }
    ok = ok && sr_parser_expect(parser, SR_TOK_LBRACKET, "'['");
    uint32_t capacity = 4;
    const sr_attr_t** locations =
        ok ? sr_parser_scratch(parser, capacity * sizeof(void*)) : NULL;
    ok = ok && locations;
    if (ok && parser->token.kind != SR_TOK_RBRACKET) {
      do {
        if (l.count == capacity) {
          capacity *= 2;
          const sr_attr_t** grown =
              sr_parser_scratch(parser, capacity * sizeof(void*));
          if (!grown) {
            ok = false;
            break;
          }
          memcpy(grown, locations, l.count * sizeof(void*));
          locations = grown;
        }
        ok = sr__parse_location_body(parser, &locations[l.count]);
        if (ok) ++l.count;
      } while (ok && sr_parser_consume_if(parser, SR_TOK_COMMA));
    }
    ok = ok && sr_parser_expect(parser, SR_TOK_RBRACKET, "']'");
    l.locations = locations;
    if (ok) *out_loc = sr_attr_get_location(context, &l);
  } else if (parser->token.kind == SR_TOK_STRING) {
    ok = sr_parser_parse_string(parser, &l.name);
    if (ok && sr_parser_consume_if(parser, SR_TOK_COLON)) {
      // "file":line:col [to [line]:col]
      l.kind = SR_LOC_FILE_LINE_COL;
      ok = sr_parse_uint32(parser, &l.line) &&
           sr_parser_expect(parser, SR_TOK_COLON, "':' in file location") &&
           sr_parse_uint32(parser, &l.column);
      if (ok && sr_parser_consume_keyword(parser, "to")) {
        if (parser->token.kind == SR_TOK_INTEGER) {
          l.has_end_line = true;
          ok = sr_parse_uint32(parser, &l.end_line);
        }
        ok = ok && sr_parser_expect(parser, SR_TOK_COLON, "':'") &&
             sr_parse_uint32(parser, &l.end_column);
      }
    } else if (ok) {
      l.kind = SR_LOC_NAME;
      if (sr_parser_consume_if(parser, SR_TOK_LPAREN)) {
        ok = sr__parse_location_body(parser, &l.child) &&
             sr_parser_expect(parser, SR_TOK_RPAREN,
                              "')' after child "
                              "location of NameLoc");
      }
    }
    if (ok) *out_loc = sr_attr_get_location(context, &l);
  } else {
    ok = sr_parser_error(parser, "expected location instance");
  }
  sr__parser_leave(parser);
  if (ok && !*out_loc) ok = sr__parser_out_of_memory(parser);
  return ok && !parser->error;
}

bool sr__parse_location(sr_parser_t* parser, const sr_attr_t** out_loc) {
  sr_parser_consume(parser);  // `loc`
  return sr_parser_expect(parser, SR_TOK_LPAREN, "'(' in location") &&
         sr__parse_location_body(parser, out_loc) &&
         sr_parser_expect(parser, SR_TOK_RPAREN, "')' in location");
}

bool sr_parser_parse_optional_location(sr_parser_t* parser,
                                       const sr_attr_t** out_loc) {
  *out_loc = NULL;
  if (!sr_parser_at_keyword(parser, "loc")) return !parser->error;
  return sr__parse_location(parser, out_loc);
}

//===----------------------------------------------------------------------===//
// Resource sections
//===----------------------------------------------------------------------===//

// `{-# dialect_resources: { builtin: { key: "0x..." } } #-}`
bool sr__parse_resource_section(sr_parser_t* parser) {
  sr_parser_consume(parser);  // '{-#'
  do {
    if (parser->token.kind != SR_TOK_BARE_ID) {
      return sr_parser_error(parser,
                             "expected identifier key for 'resource' "
                             "entry");
    }
    sr_string_view_t section = sr_token_view(&parser->token);
    if (!sr_string_view_equal_cstr(section, "dialect_resources") &&
        !sr_string_view_equal_cstr(section, "external_resources")) {
      return sr_parser_error(parser,
                             "unknown key '%.*s' in file metadata "
                             "dictionary",
                             (int)section.size, section.data);
    }
    sr_parser_consume(parser);
    if (!sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parser_expect(parser, SR_TOK_LBRACE, "'{'")) {
      return false;
    }
    if (parser->token.kind != SR_TOK_RBRACE) {
      do {
        if (parser->token.kind != SR_TOK_BARE_ID) {
          return sr_parser_error(parser,
                                 "expected identifier key for "
                                 "'resource' entry");
        }
        sr_string_view_t group = sr_token_view(&parser->token);
        bool dialect_section =
            sr_string_view_equal_cstr(section, "dialect_resources");
        if (dialect_section && !sr_dialect_is_known(group)) {
          return sr_parser_error_at(parser, sr_parser_token_pos(parser),
                                    "dialect '%.*s' is unknown",
                                    (int)group.size, group.data);
        }
        bool builtin =
            dialect_section && sr_string_view_equal_cstr(group, "builtin");
        sr_parser_consume(parser);
        if (!sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
            !sr_parser_expect(parser, SR_TOK_LBRACE, "'{'")) {
          return false;
        }
        if (parser->token.kind != SR_TOK_RBRACE) {
          do {
            if (parser->token.kind != SR_TOK_BARE_ID &&
                parser->token.kind != SR_TOK_STRING) {
              return sr_parser_error(parser,
                                     "expected identifier key for "
                                     "'resource' entry");
            }
            sr_string_view_t key = sr_token_view(&parser->token);
            sr_parser_consume(parser);
            if (!sr_parser_expect(parser, SR_TOK_COLON, "':'")) return false;
            if (parser->token.kind != SR_TOK_STRING &&
                parser->token.kind != SR_TOK_BARE_ID &&
                parser->token.kind != SR_TOK_INTEGER) {
              return sr_parser_error(parser,
                                     "expected string, boolean or "
                                     "integer resource value");
            }
            if (builtin) {
              // Builtin blobs: "0x" + 4 bytes of alignment + the data.
              const sr_token_t* value = sr_parser_token(parser);
              // Checked here at memory speed, decoded once when a program
              // uses it (sr_context_decode_blob).
              bool hex = value->kind == SR_TOK_STRING && value->length >= 4 &&
                         value->start[1] == '0' && value->start[2] == 'x' &&
                         sr_hex_is_valid(value->start + 3, value->length - 4);
              hex = hex && (value->length - 4) % 2 == 0;
              if (!hex) {
                return sr_parser_error_at(parser, sr_parser_token_pos(parser),
                                          "expected hex string blob for key "
                                          "'%.*s'",
                                          (int)key.size, key.data);
              }
              if ((value->length - 4) / 2 < 4) {
                return sr_parser_error_at(parser, sr_parser_token_pos(parser),
                                          "expected hex string blob for key "
                                          "'%.*s' to encode alignment in "
                                          "first 4 bytes",
                                          (int)key.size, key.data);
              }
            }
            sr_resource_entry_t entry = {section, group, key,
                                         sr_token_view(&parser->token)};
            sr_status_t status =
                sr_context_add_resource(parser->context, &entry);
            if (status) {
              sr_status_ignore(status);
              return sr__parser_out_of_memory(parser);
            }
            sr_parser_consume(parser);
          } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
        }
        if (!sr_parser_expect(parser, SR_TOK_RBRACE, "'}'")) return false;
      } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    }
    if (!sr_parser_expect(parser, SR_TOK_RBRACE, "'}'")) return false;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return sr_parser_expect(parser, SR_TOK_FILE_METADATA_END,
                          "'#-}' to end file metadata");
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

static bool sr_parse_keyword_attr(sr_parser_t* parser, const sr_type_t* hint,
                                  const sr_attr_t** out) {
  const sr_token_t* token = &parser->token;
  sr_context_t* context = parser->context;
  if (sr_token_is(token, "unit")) {
    sr_parser_consume(parser);
    *out = sr_attr_get_unit(context);
    return !parser->error;
  }
  if (sr_token_is(token, "true") || sr_token_is(token, "false")) {
    bool value = token->start[0] == 't';
    sr_parser_consume(parser);
    *out = sr_attr_get_bool(context, value);
    return !parser->error;
  }
  if (sr_token_is(token, "dense")) return sr_parse_dense_attr(parser, out);
  if (sr_token_is(token, "dense_resource")) {
    return sr_parse_dense_resource_attr(parser, out);
  }
  if (sr_token_is(token, "sparse")) return sr_parse_sparse_attr(parser, out);
  if (sr_token_is(token, "array"))
    return sr_parse_dense_array_attr(parser, out);
  if (sr_token_is(token, "strided")) return sr_parse_strided_attr(parser, out);
  if (sr_token_is(token, "distinct")) {
    return sr_parse_distinct_attr(parser, out);
  }
  if (sr_token_is(token, "loc")) return sr__parse_location(parser, out);
  if (sr_token_is(token, "affine_map") || sr_token_is(token, "affine_set")) {
    bool is_set = token->start[7] == 's';
    sr_parser_consume(parser);
    return sr__parse_affine_map_body(parser, is_set, out);
  }
  // Anything else is a type used as an attribute.
  (void)hint;
  if (!sr_parser_at_type(parser)) {
    return sr_parser_error(parser, "expected attribute value");
  }
  const sr_type_t* type = NULL;
  if (!sr_parser_parse_type(parser, &type)) return false;
  *out = sr_attr_get_type(context, type);
  return sr__parser_check_alloc(parser, *out);
}

bool sr_parser_parse_attribute(sr_parser_t* parser, const sr_type_t* type,
                               const sr_attr_t** out_attr) {
  *out_attr = NULL;
  if (parser->error) return false;
  if (!sr__parser_enter(parser)) return false;
  bool ok;
  switch (parser->token.kind) {
    case SR_TOK_INTEGER:
    case SR_TOK_FLOAT:
    case SR_TOK_MINUS:
      ok = sr_parse_number_attr(parser, type, out_attr);
      break;
    case SR_TOK_STRING: {
      sr_string_view_t value;
      ok = sr_parser_parse_string(parser, &value);
      const sr_type_t* string_type = NULL;
      if (ok && sr_parser_consume_if(parser, SR_TOK_COLON)) {
        ok = sr_parser_parse_type(parser, &string_type);
      }
      if (ok) {
        *out_attr = sr_attr_get_string(parser->context, value, string_type);
        ok = sr__parser_check_alloc(parser, *out_attr);
      }
      break;
    }
    case SR_TOK_LBRACKET:
      ok = sr_parse_array_attr(parser, out_attr);
      break;
    case SR_TOK_LBRACE:
      ok = sr_parse_dictionary_attr(parser, out_attr);
      break;
    case SR_TOK_AT_ID:
      ok = sr_parse_symbol_ref_attr(parser, out_attr);
      break;
    case SR_TOK_HASH_ID:
      ok = sr_parse_hash_attr(parser, out_attr);
      break;
    case SR_TOK_BARE_ID:
      ok = sr_parse_keyword_attr(parser, type, out_attr);
      break;
    case SR_TOK_BANG_ID:
    case SR_TOK_LPAREN: {
      const sr_type_t* value = NULL;
      ok = sr_parser_parse_type(parser, &value);
      if (ok) {
        *out_attr = sr_attr_get_type(parser->context, value);
        ok = sr__parser_check_alloc(parser, *out_attr);
      }
      break;
    }
    default:
      ok = sr_parser_error(parser, "expected attribute value");
      break;
  }
  sr__parser_leave(parser);
  return ok && !parser->error;
}
