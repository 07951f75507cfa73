// Printing of types, attributes, affine maps and locations, as MLIR's
// AsmPrinter spells them.

#include <inttypes.h>
#include <string.h>

#include "core/base/bigint.h"
#include "core/ir/float_format.h"
#include "core/print/alias.h"
#include "core/print/printer.h"

//===----------------------------------------------------------------------===//
// Strings and identifiers
//===----------------------------------------------------------------------===//

static bool sr_is_bare_identifier(sr_string_view_t text) {
  if (text.size == 0) return false;
  char c = text.data[0];
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')) {
    return false;
  }
  for (size_t i = 1; i < text.size; ++i) {
    c = text.data[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
          (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.')) {
      return false;
    }
  }
  return true;
}

void sr_print_escaped_string(sr_string_view_t text, sr_string_builder_t* out) {
  static const char kHex[] = "0123456789ABCDEF";
  sr_string_builder_append_char(out, '"');
  for (size_t i = 0; i < text.size; ++i) {
    unsigned char c = (unsigned char)text.data[i];
    if (c == '\\') {
      sr_string_builder_append(out, "\\\\", 2);
    } else if (c >= 0x20 && c < 0x7F && c != '"') {
      sr_string_builder_append_char(out, (char)c);
    } else {
      char escaped[3] = {'\\', kHex[c >> 4], kHex[c & 15]};
      sr_string_builder_append(out, escaped, 3);
    }
  }
  sr_string_builder_append_char(out, '"');
}

void sr_print_keyword_or_string(sr_string_view_t text,
                                sr_string_builder_t* out) {
  if (sr_is_bare_identifier(text)) {
    sr_string_builder_append_view(out, text);
  } else {
    sr_print_escaped_string(text, out);
  }
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// Memory spaces print as MLIR's AttrTypeElision::May (`1`, not `1 : i64`).
void sr__print_attr_may_elide(const sr_attr_t* attr, sr_string_builder_t* out);

static void sr_print_dims(const sr_type_t* type, sr_string_builder_t* out) {
  for (uint32_t i = 0; i < type->shaped.rank; ++i) {
    int64_t dim = type->shaped.dims[i];
    bool scalable = type->shaped.scalable && type->shaped.scalable[i];
    if (scalable) sr_string_builder_append_char(out, '[');
    if (dim == SR_DYNAMIC_DIM) {
      sr_string_builder_append_char(out, '?');
    } else {
      sr_string_builder_append_int(out, dim);
    }
    if (scalable) sr_string_builder_append_char(out, ']');
    sr_string_builder_append_char(out, 'x');
  }
}

static void sr_print_type_list(sr_aliases_t* al, const sr_type_t* const* types,
                               uint32_t count, sr_string_builder_t* out) {
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_string_builder_append_cstr(out, ", ");
    sr__print_type_aliased(al, types[i], out);
  }
}

static void sr_print_type_body(sr_aliases_t* al, const sr_type_t* type,
                               sr_string_builder_t* out) {
  if (!type) {
    sr_string_builder_append_cstr(out, "<<NULL TYPE>>");
    return;
  }
  switch (type->kind) {
    case SR_TYPE_INDEX:
      sr_string_builder_append_cstr(out, "index");
      return;
    case SR_TYPE_NONE:
      sr_string_builder_append_cstr(out, "none");
      return;
    case SR_TYPE_INTEGER: {
      static const char* const kPrefix[] = {"i", "si", "ui"};
      sr_string_builder_appendf(out, "%s%u", kPrefix[type->integer.signedness],
                                type->integer.width);
      return;
    }
    case SR_TYPE_FLOAT:
      sr_string_builder_append_cstr(out,
                                    sr_float_semantics(type->flt.kind)->name);
      return;
    case SR_TYPE_COMPLEX:
      sr_string_builder_append_cstr(out, "complex<");
      sr__print_type_aliased(al, type->complex.element, out);
      sr_string_builder_append_char(out, '>');
      return;
    case SR_TYPE_TENSOR:
      sr_string_builder_append_cstr(out, "tensor<");
      sr_print_dims(type, out);
      sr__print_type_aliased(al, type->shaped.element, out);
      if (type->shaped.encoding) {
        sr_string_builder_append_cstr(out, ", ");
        sr__print_attr_aliased(al, type->shaped.encoding, 0, out);
      }
      sr_string_builder_append_char(out, '>');
      return;
    case SR_TYPE_UNRANKED_TENSOR:
      sr_string_builder_append_cstr(out, "tensor<*x");
      sr__print_type_aliased(al, type->shaped.element, out);
      sr_string_builder_append_char(out, '>');
      return;
    case SR_TYPE_VECTOR:
      sr_string_builder_append_cstr(out, "vector<");
      sr_print_dims(type, out);
      sr__print_type_aliased(al, type->shaped.element, out);
      sr_string_builder_append_char(out, '>');
      return;
    case SR_TYPE_MEMREF:
      sr_string_builder_append_cstr(out, "memref<");
      sr_print_dims(type, out);
      sr__print_type_aliased(al, type->shaped.element, out);
      if (type->shaped.encoding) {
        sr_string_builder_append_cstr(out, ", ");
        sr__print_attr_aliased(al, type->shaped.encoding, 0, out);
      }
      if (type->shaped.memory_space) {
        sr_string_builder_append_cstr(out, ", ");
        sr__print_attr_aliased(al, type->shaped.memory_space, 1, out);
      }
      sr_string_builder_append_char(out, '>');
      return;
    case SR_TYPE_UNRANKED_MEMREF:
      sr_string_builder_append_cstr(out, "memref<*x");
      sr__print_type_aliased(al, type->shaped.element, out);
      if (type->shaped.memory_space) {
        sr_string_builder_append_cstr(out, ", ");
        sr__print_attr_aliased(al, type->shaped.memory_space, 1, out);
      }
      sr_string_builder_append_char(out, '>');
      return;
    case SR_TYPE_TUPLE:
      sr_string_builder_append_cstr(out, "tuple<");
      sr_print_type_list(al, type->tuple.types, type->tuple.count, out);
      sr_string_builder_append_char(out, '>');
      return;
    case SR_TYPE_FUNCTION: {
      sr_string_builder_append_char(out, '(');
      sr_print_type_list(al, type->function.inputs, type->function.num_inputs,
                         out);
      sr_string_builder_append_cstr(out, ") -> ");
      // Results are parenthesized unless there is exactly one that is not
      // itself a function type (the grammar would be ambiguous).
      bool wrap = type->function.num_results != 1 ||
                  type->function.results[0]->kind == SR_TYPE_FUNCTION;
      if (wrap) sr_string_builder_append_char(out, '(');
      sr_print_type_list(al, type->function.results, type->function.num_results,
                         out);
      if (wrap) sr_string_builder_append_char(out, ')');
      return;
    }
    case SR_TYPE_DIALECT:
      sr_string_builder_append_char(out, '!');
      sr__aliases_print_dialect_text(al, type->dialect.text, out);
      return;
  }
}

void sr__print_type_aliased(sr_aliases_t* al, const sr_type_t* type,
                            sr_string_builder_t* out) {
  if (!al || !type) {
    sr_print_type_body(al, type, out);
    return;
  }
  sr_alias_frame_t frame;
  if (sr__aliases_enter_type(al, type, out, &frame) == SR_ALIAS_DONE) return;
  sr_print_type_body(al, type, out);
  sr__aliases_leave(al, &frame);
}

void sr_print_type_to(const sr_type_t* type, sr_string_builder_t* out) {
  sr_print_type_body(NULL, type, out);
}

//===----------------------------------------------------------------------===//
// Numbers
//===----------------------------------------------------------------------===//

// Prints an integer of |width| bits stored in |words| (canonically
// extended), as signed or unsigned decimal.
static void sr_print_integer_words(const uint64_t* words, uint32_t num_words,
                                   uint32_t width, bool is_signed,
                                   sr_string_builder_t* out) {
  if (width <= 64) {
    uint64_t value = words[0];
    if (width < 64) value &= (1ull << width) - 1;
    if (is_signed && width > 0 && ((value >> (width - 1)) & 1)) {
      uint64_t magnitude =
          (~value + 1) & (width == 64 ? ~0ull : (1ull << width) - 1);
      sr_string_builder_append_char(out, '-');
      sr_string_builder_append_uint(out, magnitude);
    } else {
      sr_string_builder_append_uint(out, value);
    }
    return;
  }
  // Wide integers: negate if needed, then repeated division by 10^9.
  uint64_t stack_words[8];
  uint64_t* copy = num_words <= 8 ? stack_words : NULL;
  sr_bigint_t value;
  sr_bigint_initialize(out->allocator, &value);
  bool negative =
      is_signed && ((words[(width - 1) / 64] >> ((width - 1) % 64)) & 1);
  if (!copy) {
    if (sr_status_consume_code(sr_allocator_malloc(
            out->allocator, num_words * 8, (void**)&copy))) {
      out->failed = true;
      return;
    }
  }
  memcpy(copy, words, num_words * 8);
  if (negative) {
    uint64_t carry = 1;
    for (uint32_t i = 0; i < num_words; ++i) {
      uint64_t w = ~copy[i] + carry;
      carry = carry && w == 0;
      copy[i] = w;
    }
  }
  if (width % 64) copy[num_words - 1] &= (1ull << (width % 64)) - 1;
  sr_bigint_set_words(&value, copy, num_words);
  if (copy != stack_words) sr_allocator_free(out->allocator, copy);
  char digits[16 * 1024];
  size_t n = 0;
  do {
    uint32_t chunk = sr_bigint_divmod_small(&value, 1000000000u);
    for (int i = 0; i < 9 && n < sizeof(digits); ++i) {
      digits[n++] = (char)('0' + chunk % 10);
      chunk /= 10;
    }
  } while (!sr_bigint_is_zero(&value) && n < sizeof(digits));
  sr_bigint_deinitialize(&value);
  while (n > 1 && digits[n - 1] == '0') --n;
  if (negative) sr_string_builder_append_char(out, '-');
  while (n) sr_string_builder_append_char(out, digits[--n]);
}

static bool sr_type_is_unsigned_int(const sr_type_t* type) {
  return type->kind == SR_TYPE_INTEGER &&
         type->integer.signedness == SR_UNSIGNED;
}

// One scalar element of |type| at |data| (integers, floats, i1 as bool).
static void sr_print_scalar_bytes(const sr_type_t* type, const uint8_t* data,
                                  sr_string_builder_t* out) {
  if (type->kind == SR_TYPE_FLOAT) {
    uint64_t words[2] = {0, 0};
    memcpy(words, data, sr_dense_element_byte_width(type));
    sr_float_print_mlir(type->flt.kind, words, out, NULL);
    return;
  }
  uint32_t width = sr_type_bit_width(type);
  if (type->kind == SR_TYPE_INTEGER && width == 1) {
    sr_string_builder_append_cstr(out, data[0] ? "true" : "false");
    return;
  }
  size_t bytes = sr_dense_element_byte_width(type);
  uint32_t num_words = (uint32_t)((bytes + 7) / 8);
  uint64_t stack_words[4] = {0, 0, 0, 0};
  uint64_t* words = stack_words;
  if (num_words > 4) {
    if (sr_status_consume_code(sr_allocator_calloc(
            out->allocator, num_words * 8, (void**)&words))) {
      out->failed = true;
      return;
    }
  }
  memcpy(words, data, bytes);
  sr_print_integer_words(words, num_words, width,
                         !sr_type_is_unsigned_int(type), out);
  if (words != stack_words) sr_allocator_free(out->allocator, words);
}

static void sr_print_element(const sr_type_t* type, const uint8_t* data,
                             sr_string_builder_t* out) {
  if (type->kind == SR_TYPE_COMPLEX) {
    size_t half = sr_dense_element_byte_width(type->complex.element);
    sr_string_builder_append_char(out, '(');
    sr_print_scalar_bytes(type->complex.element, data, out);
    sr_string_builder_append_char(out, ',');
    sr_print_scalar_bytes(type->complex.element, data + half, out);
    sr_string_builder_append_char(out, ')');
    return;
  }
  sr_print_scalar_bytes(type, data, out);
}

//===----------------------------------------------------------------------===//
// Dense elements
//===----------------------------------------------------------------------===//

static void sr_print_hex_bytes(const uint8_t* data, size_t length,
                               sr_string_builder_t* out) {
  static const char kHex[] = "0123456789ABCDEF";
  sr_string_builder_append_cstr(out, "\"0x");
  for (size_t i = 0; i < length; ++i) {
    char pair[2] = {kHex[data[i] >> 4], kHex[data[i] & 15]};
    sr_string_builder_append(out, pair, 2);
  }
  sr_string_builder_append_char(out, '"');
}

// Recursively prints `[[a, b], [c, d]]` for the shape of |type|.
static void sr_print_dense_nested(const sr_type_t* type, const uint8_t* data,
                                  size_t element_width, uint32_t dim,
                                  int64_t* index, sr_string_builder_t* out) {
  if (dim == type->shaped.rank) {
    sr_print_element(type->shaped.element, data + *index * element_width, out);
    ++*index;
    return;
  }
  sr_string_builder_append_char(out, '[');
  for (int64_t i = 0; i < type->shaped.dims[dim]; ++i) {
    if (i) sr_string_builder_append_cstr(out, ", ");
    sr_print_dense_nested(type, data, element_width, dim + 1, index, out);
  }
  sr_string_builder_append_char(out, ']');
}

static void sr_print_dense_elements(sr_aliases_t* al, const sr_attr_t* attr,
                                    sr_string_builder_t* out) {
  const sr_type_t* type = attr->type;
  const sr_type_t* element = type->shaped.element;
  size_t width = sr_dense_element_byte_width(element);
  int64_t count = sr_type_element_count(type);
  sr_string_builder_append_cstr(out, "dense<");
  if (attr->dense.splat) {
    // Splats keep their value even for empty shapes (`dense<7> : 2x0xi32`).
    sr_print_element(element, attr->dense.data, out);
  } else if (count == 0) {
    // nothing: `dense<>`
  } else if (count > 100) {
    // MLIR's threshold for hex: large literals print as raw storage, i1
    // bit-packed.
    if (element->kind == SR_TYPE_INTEGER && element->integer.width == 1) {
      size_t packed = (size_t)(count + 7) / 8;
      uint8_t* bits = NULL;
      if (sr_status_consume_code(
              sr_allocator_calloc(out->allocator, packed, (void**)&bits))) {
        out->failed = true;
        return;
      }
      for (int64_t i = 0; i < count; ++i) {
        if (attr->dense.data[i]) bits[i / 8] |= (uint8_t)(1u << (i % 8));
      }
      sr_print_hex_bytes(bits, packed, out);
      sr_allocator_free(out->allocator, bits);
    } else {
      sr_print_hex_bytes(attr->dense.data, attr->dense.byte_length, out);
    }
  } else {
    int64_t index = 0;
    if (type->shaped.rank == 0) {
      sr_print_element(element, attr->dense.data, out);
    } else {
      sr_print_dense_nested(type, attr->dense.data, width, 0, &index, out);
    }
  }
  sr_string_builder_append_cstr(out, "> : ");
  sr__print_type_aliased(al, type, out);
}

static void sr_print_dense_strings(sr_aliases_t* al, const sr_attr_t* attr,
                                   sr_string_builder_t* out) {
  sr_string_builder_append_cstr(out, "dense<");
  if (attr->dense_strings.splat || attr->dense_strings.count == 1) {
    sr_print_escaped_string(attr->dense_strings.strings[0], out);
  } else {
    sr_string_builder_append_char(out, '[');
    for (uint32_t i = 0; i < attr->dense_strings.count; ++i) {
      if (i) sr_string_builder_append_cstr(out, ", ");
      sr_print_escaped_string(attr->dense_strings.strings[i], out);
    }
    sr_string_builder_append_char(out, ']');
  }
  sr_string_builder_append_cstr(out, "> : ");
  sr__print_type_aliased(al, attr->type, out);
}

//===----------------------------------------------------------------------===//
// Affine
//===----------------------------------------------------------------------===//

typedef enum sr_binding_e { SR_BIND_WEAK, SR_BIND_STRONG } sr_binding_t;

// MLIR's printAffineExprInternal, including its "pretty" subtraction forms.
static void sr_print_affine_expr(const sr_affine_expr_t* expr,
                                 sr_binding_t enclosing,
                                 sr_string_builder_t* out) {
  const char* spelling = NULL;
  switch (expr->kind) {
    case SR_AFFINE_SYMBOL:
      sr_string_builder_appendf(out, "s%" PRId64, expr->value);
      return;
    case SR_AFFINE_DIM:
      sr_string_builder_appendf(out, "d%" PRId64, expr->value);
      return;
    case SR_AFFINE_CONSTANT:
      sr_string_builder_appendf(out, "%" PRId64, expr->value);
      return;
    case SR_AFFINE_ADD:
      spelling = " + ";
      break;
    case SR_AFFINE_MUL:
      spelling = " * ";
      break;
    case SR_AFFINE_FLOORDIV:
      spelling = " floordiv ";
      break;
    case SR_AFFINE_CEILDIV:
      spelling = " ceildiv ";
      break;
    case SR_AFFINE_MOD:
      spelling = " mod ";
      break;
  }
  const sr_affine_expr_t* lhs = expr->lhs;
  const sr_affine_expr_t* rhs = expr->rhs;
  bool strong = enclosing == SR_BIND_STRONG;
  if (expr->kind != SR_AFFINE_ADD) {
    if (strong) sr_string_builder_append_char(out, '(');
    if (expr->kind == SR_AFFINE_MUL && rhs->kind == SR_AFFINE_CONSTANT &&
        rhs->value == -1) {
      sr_string_builder_append_char(out, '-');
      sr_print_affine_expr(lhs, SR_BIND_STRONG, out);
    } else {
      sr_print_affine_expr(lhs, SR_BIND_STRONG, out);
      sr_string_builder_append_cstr(out, spelling);
      sr_print_affine_expr(rhs, SR_BIND_STRONG, out);
    }
    if (strong) sr_string_builder_append_char(out, ')');
    return;
  }
  if (strong) sr_string_builder_append_char(out, '(');
  if (rhs->kind == SR_AFFINE_MUL && rhs->rhs->kind == SR_AFFINE_CONSTANT &&
      rhs->rhs->value <= -1) {
    sr_print_affine_expr(lhs, SR_BIND_WEAK, out);
    sr_string_builder_append_cstr(out, " - ");
    if (rhs->rhs->value == -1) {
      sr_print_affine_expr(
          rhs->lhs,
          rhs->lhs->kind == SR_AFFINE_ADD ? SR_BIND_STRONG : SR_BIND_WEAK, out);
    } else {
      sr_print_affine_expr(rhs->lhs, SR_BIND_STRONG, out);
      sr_string_builder_appendf(out, " * %" PRId64, -rhs->rhs->value);
    }
  } else if (rhs->kind == SR_AFFINE_CONSTANT && rhs->value < 0) {
    sr_print_affine_expr(lhs, SR_BIND_WEAK, out);
    sr_string_builder_appendf(out, " - %" PRIu64,
                              (uint64_t)0 - (uint64_t)rhs->value);
  } else {
    sr_print_affine_expr(lhs, SR_BIND_WEAK, out);
    sr_string_builder_append_cstr(out, " + ");
    sr_print_affine_expr(rhs, SR_BIND_WEAK, out);
  }
  if (strong) sr_string_builder_append_char(out, ')');
}

static void sr_print_affine_header(uint32_t num_dims, uint32_t num_symbols,
                                   sr_string_builder_t* out) {
  sr_string_builder_append_char(out, '(');
  for (uint32_t i = 0; i < num_dims; ++i) {
    sr_string_builder_appendf(out, i ? ", d%u" : "d%u", i);
  }
  sr_string_builder_append_char(out, ')');
  if (num_symbols) {
    sr_string_builder_append_char(out, '[');
    for (uint32_t i = 0; i < num_symbols; ++i) {
      sr_string_builder_appendf(out, i ? ", s%u" : "s%u", i);
    }
    sr_string_builder_append_char(out, ']');
  }
}

static void sr_print_affine_map(const sr_affine_map_t* map,
                                sr_string_builder_t* out) {
  sr_string_builder_append_cstr(out, "affine_map<");
  sr_print_affine_header(map->num_dims, map->num_symbols, out);
  sr_string_builder_append_cstr(out, " -> (");
  for (uint32_t i = 0; i < map->num_results; ++i) {
    if (i) sr_string_builder_append_cstr(out, ", ");
    sr_print_affine_expr(map->results[i], SR_BIND_WEAK, out);
  }
  sr_string_builder_append_cstr(out, ")>");
}

static void sr_print_integer_set(const sr_integer_set_t* set,
                                 sr_string_builder_t* out) {
  sr_string_builder_append_cstr(out, "affine_set<");
  sr_print_affine_header(set->num_dims, set->num_symbols, out);
  sr_string_builder_append_cstr(out, " : (");
  if (set->num_constraints == 0) {
    // MLIR prints the empty set as `(0 == 0)`-style constant constraint;
    // sets without constraints print as `()`.
  }
  for (uint32_t i = 0; i < set->num_constraints; ++i) {
    if (i) sr_string_builder_append_cstr(out, ", ");
    sr_print_affine_expr(set->constraints[i], SR_BIND_WEAK, out);
    sr_string_builder_append_cstr(out, set->is_equality[i] ? " == 0" : " >= 0");
  }
  sr_string_builder_append_cstr(out, ")>");
}

//===----------------------------------------------------------------------===//
// Locations
//===----------------------------------------------------------------------===//

static void sr_print_location_body(const sr_attr_t* attr,
                                   sr_string_builder_t* out) {
  const sr_location_t* l = &attr->location;
  switch (l->kind) {
    case SR_LOC_UNKNOWN:
      sr_string_builder_append_cstr(out, "unknown");
      return;
    case SR_LOC_FILE_LINE_COL:
      sr_print_escaped_string(l->name, out);
      sr_string_builder_appendf(out, ":%u:%u", l->line, l->column);
      if (l->end_column) {
        if (l->has_end_line) {
          sr_string_builder_appendf(out, " to %u:%u", l->end_line,
                                    l->end_column);
        } else {
          sr_string_builder_appendf(out, " to :%u", l->end_column);
        }
      }
      return;
    case SR_LOC_NAME:
      sr_print_escaped_string(l->name, out);
      if (l->child && l->child->location.kind != SR_LOC_UNKNOWN) {
        sr_string_builder_append_char(out, '(');
        sr_print_location_body(l->child, out);
        sr_string_builder_append_char(out, ')');
      }
      return;
    case SR_LOC_CALLSITE:
      sr_string_builder_append_cstr(out, "callsite(");
      sr_print_location_body(l->child, out);
      sr_string_builder_append_cstr(out, " at ");
      sr_print_location_body(l->caller, out);
      sr_string_builder_append_char(out, ')');
      return;
    case SR_LOC_FUSED:
      sr_string_builder_append_cstr(out, "fused");
      if (l->metadata) {
        sr_string_builder_append_char(out, '<');
        sr_print_attr_to(l->metadata, out);
        sr_string_builder_append_char(out, '>');
      }
      sr_string_builder_append_char(out, '[');
      for (uint32_t i = 0; i < l->count; ++i) {
        if (i) sr_string_builder_append_cstr(out, ", ");
        sr_print_location_body(l->locations[i], out);
      }
      sr_string_builder_append_char(out, ']');
      return;
    case SR_LOC_OPAQUE:
      sr_string_builder_append_char(out, '#');
      sr_string_builder_append_view(out, l->name);
      return;
    case SR_LOC_UNRESOLVED_ALIAS:
      sr_string_builder_append_view(out, l->name);
      return;
  }
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

static void sr_print_dense_array(sr_aliases_t* al, const sr_attr_t* attr,
                                 sr_string_builder_t* out) {
  sr_string_builder_append_cstr(out, "array<");
  sr__print_type_aliased(al, attr->type, out);
  size_t width = sr_dense_element_byte_width(attr->type);
  for (uint32_t i = 0; i < attr->dense_array.count; ++i) {
    sr_string_builder_append_cstr(out, i ? ", " : ": ");
    sr_print_scalar_bytes(attr->type, attr->dense_array.data + i * width, out);
  }
  sr_string_builder_append_char(out, '>');
}

// MLIR's AttrTypeElision: whether the ` : type` suffix of a typed
// attribute is printed.
typedef enum sr_type_elision_e {
  SR_ELIDE_NEVER = 0,  // always print the type
  SR_ELIDE_MAY = 1,    // drop the default types i64 and f64 (array elements)
  SR_ELIDE_MUST = 2,   // never print it (custom syntax prints it itself)
} sr_type_elision_t;

static void sr_print_attr_impl(sr_aliases_t* al, const sr_attr_t* attr,
                               sr_type_elision_t elision,
                               sr_string_builder_t* out) {
  if (!attr) {
    sr_string_builder_append_cstr(out, "<<NULL ATTRIBUTE>>");
    return;
  }
  switch (attr->kind) {
    case SR_ATTR_UNIT:
      sr_string_builder_append_cstr(out, "unit");
      return;
    case SR_ATTR_BOOL:
      sr_string_builder_append_cstr(out, attr->boolean ? "true" : "false");
      return;
    case SR_ATTR_INTEGER: {
      const sr_type_t* type = attr->type;
      uint32_t width = sr_type_bit_width(type);
      if (type->kind == SR_TYPE_INTEGER && width == 1 &&
          type->integer.signedness == SR_SIGNLESS) {
        sr_string_builder_append_cstr(
            out, attr->integer.words[0] & 1 ? "true" : "false");
        return;
      }
      sr_print_integer_words(attr->integer.words, attr->integer.num_words,
                             width, !sr_type_is_unsigned_int(type), out);
      bool is_i64 = type->kind == SR_TYPE_INTEGER && width == 64 &&
                    type->integer.signedness == SR_SIGNLESS;
      if (elision == SR_ELIDE_NEVER || (elision == SR_ELIDE_MAY && !is_i64)) {
        sr_string_builder_append_cstr(out, " : ");
        sr__print_type_aliased(al, type, out);
      }
      return;
    }
    case SR_ATTR_FLOAT: {
      bool hex = false;
      sr_float_print_mlir(attr->type->flt.kind, attr->flt.words, out, &hex);
      // f64 is the default float type, elided where allowed unless hex.
      bool is_f64 = attr->type->flt.kind == SR_FLOAT_F64 && !hex;
      if (elision == SR_ELIDE_NEVER || (elision == SR_ELIDE_MAY && !is_f64)) {
        sr_string_builder_append_cstr(out, " : ");
        sr__print_type_aliased(al, attr->type, out);
      }
      return;
    }
    case SR_ATTR_STRING:
      sr_print_escaped_string(attr->string, out);
      if (attr->type && elision != SR_ELIDE_MUST) {
        sr_string_builder_append_cstr(out, " : ");
        sr__print_type_aliased(al, attr->type, out);
      }
      return;
    case SR_ATTR_TYPE:
      sr__print_type_aliased(al, attr->type_value, out);
      return;
    case SR_ATTR_ARRAY:
      sr_string_builder_append_char(out, '[');
      for (uint32_t i = 0; i < attr->array.count; ++i) {
        if (i) sr_string_builder_append_cstr(out, ", ");
        sr__print_attr_aliased(al, attr->array.elements[i], SR_ELIDE_MAY, out);
      }
      sr_string_builder_append_char(out, ']');
      return;
    case SR_ATTR_DICTIONARY:
      sr_string_builder_append_char(out, '{');
      for (uint32_t i = 0; i < attr->dictionary.count; ++i) {
        const sr_named_attr_t* entry = &attr->dictionary.entries[i];
        if (i) sr_string_builder_append_cstr(out, ", ");
        sr_print_keyword_or_string(entry->name, out);
        if (entry->value->kind != SR_ATTR_UNIT) {
          sr_string_builder_append_cstr(out, " = ");
          sr__print_attr_aliased(al, entry->value, SR_ELIDE_NEVER, out);
        }
      }
      sr_string_builder_append_char(out, '}');
      return;
    case SR_ATTR_DENSE_ARRAY:
      sr_print_dense_array(al, attr, out);
      return;
    case SR_ATTR_DENSE_ELEMENTS:
      sr_print_dense_elements(al, attr, out);
      return;
    case SR_ATTR_DENSE_STRINGS:
      sr_print_dense_strings(al, attr, out);
      return;
    case SR_ATTR_DENSE_RESOURCE:
      sr_string_builder_append_cstr(out, "dense_resource<");
      sr_string_builder_append_view(out, attr->resource_handle);
      sr_string_builder_append_cstr(out, "> : ");
      sr__print_type_aliased(al, attr->type, out);
      return;
    case SR_ATTR_SPARSE_ELEMENTS:
      sr_string_builder_append_view(out, attr->text.text);
      sr_string_builder_append_cstr(out, " : ");
      sr__print_type_aliased(al, attr->type, out);
      return;
    case SR_ATTR_SYMBOL_REF:
      sr_string_builder_append_char(out, '@');
      sr_print_keyword_or_string(attr->symbol.root, out);
      for (uint32_t i = 0; i < attr->symbol.num_nested; ++i) {
        sr_string_builder_append_cstr(out, "::@");
        sr_print_keyword_or_string(attr->symbol.nested[i], out);
      }
      return;
    case SR_ATTR_AFFINE_MAP:
      sr_print_affine_map(attr->affine_map, out);
      return;
    case SR_ATTR_INTEGER_SET:
      sr_print_integer_set(attr->integer_set, out);
      return;
    case SR_ATTR_STRIDED_LAYOUT:
      sr_string_builder_append_cstr(out, "strided<[");
      for (uint32_t i = 0; i < attr->strided.rank; ++i) {
        if (i) sr_string_builder_append_cstr(out, ", ");
        if (attr->strided.strides[i] == SR_DYNAMIC_DIM) {
          sr_string_builder_append_char(out, '?');
        } else {
          sr_string_builder_appendf(out, "%" PRId64, attr->strided.strides[i]);
        }
      }
      sr_string_builder_append_char(out, ']');
      if (attr->strided.offset == SR_DYNAMIC_DIM) {
        sr_string_builder_append_cstr(out, ", offset: ?");
      } else if (attr->strided.offset != 0) {
        sr_string_builder_appendf(out, ", offset: %" PRId64,
                                  attr->strided.offset);
      }
      sr_string_builder_append_char(out, '>');
      return;
    case SR_ATTR_DISTINCT:
      sr_string_builder_appendf(out, "distinct[%" PRIu64 "]<",
                                attr->distinct.id);
      sr__print_attr_aliased(al, attr->distinct.referenced, SR_ELIDE_NEVER,
                             out);
      sr_string_builder_append_char(out, '>');
      return;
    case SR_ATTR_DIALECT:
      sr_string_builder_append_char(out, '#');
      sr__aliases_print_dialect_text(al, attr->text.text, out);
      if (attr->type && elision != SR_ELIDE_MUST) {
        sr_string_builder_append_cstr(out, " : ");
        sr__print_type_aliased(al, attr->type, out);
      }
      return;
    case SR_ATTR_LOCATION:
      sr_string_builder_append_cstr(out, "loc(");
      sr_print_location_body(attr, out);
      sr_string_builder_append_char(out, ')');
      return;
  }
}

void sr__print_attr_aliased(sr_aliases_t* al, const sr_attr_t* attr,
                            int elision, sr_string_builder_t* out) {
  if (!al || !attr) {
    sr_print_attr_impl(al, attr, (sr_type_elision_t)elision, out);
    return;
  }
  sr_alias_frame_t frame;
  if (sr__aliases_enter_attr(al, attr, out, &frame) == SR_ALIAS_DONE) return;
  sr_print_attr_impl(al, attr, (sr_type_elision_t)elision, out);
  sr__aliases_leave(al, &frame);
}

void sr_print_attr_to(const sr_attr_t* attr, sr_string_builder_t* out) {
  sr_print_attr_impl(NULL, attr, SR_ELIDE_NEVER, out);
}

void sr__print_attr_may_elide(const sr_attr_t* attr, sr_string_builder_t* out) {
  sr_print_attr_impl(NULL, attr, SR_ELIDE_MAY, out);
}

void sr__print_attr_elided(const sr_attr_t* attr, sr_string_builder_t* out) {
  sr_print_attr_impl(NULL, attr, SR_ELIDE_MUST, out);
}
