// Attribute uniquing and queries.

#include "core/ir/attributes.h"

#include <stdlib.h>
#include <string.h>

#include "core/ir/context_impl.h"
#include "core/ir/types.h"

static uint64_t sr_hash_ptr(const void* ptr) {
  uint64_t value = (uint64_t)(uintptr_t)ptr;
  value ^= value >> 33;
  value *= 0xc4ceb9fe1a85ec53ull;
  value ^= value >> 33;
  return value;
}

static uint64_t sr_hash_view(sr_string_view_t view) {
  return sr_hash_bytes(view.data, view.size, 7);
}

static uint64_t sr_location_hash(const sr_location_t* l) {
  uint64_t h = sr_hash_combine(l->kind, sr_hash_view(l->name));
  h = sr_hash_combine(h, ((uint64_t)l->line << 32) | l->column);
  h = sr_hash_combine(h, ((uint64_t)l->end_line << 32) | l->end_column);
  h = sr_hash_combine(h, l->has_end_line);
  h = sr_hash_combine(h, sr_hash_ptr(l->child));
  h = sr_hash_combine(h, sr_hash_ptr(l->caller));
  h = sr_hash_combine(h, sr_hash_ptr(l->metadata));
  return sr_hash_combine(
      h, sr_hash_bytes(l->locations, l->count * sizeof(void*), 3));
}

static uint64_t sr_attr_compute_hash(const sr_attr_t* a) {
  uint64_t h = sr_hash_combine(0xa77u, (uint64_t)a->kind);
  h = sr_hash_combine(h, sr_hash_ptr(a->type));
  switch (a->kind) {
    case SR_ATTR_UNIT:
      break;
    case SR_ATTR_BOOL:
      h = sr_hash_combine(h, a->boolean);
      break;
    case SR_ATTR_INTEGER:
    case SR_ATTR_FLOAT:
      h = sr_hash_combine(
          h, sr_hash_bytes(a->integer.words, a->integer.num_words * 8, 0));
      break;
    case SR_ATTR_STRING:
    case SR_ATTR_DENSE_RESOURCE:
      h = sr_hash_combine(h, sr_hash_view(a->string));
      break;
    case SR_ATTR_TYPE:
      h = sr_hash_combine(h, sr_hash_ptr(a->type_value));
      break;
    case SR_ATTR_ARRAY:
      h = sr_hash_combine(h, sr_hash_bytes(a->array.elements,
                                           a->array.count * sizeof(void*), 0));
      break;
    case SR_ATTR_DICTIONARY:
      for (uint32_t i = 0; i < a->dictionary.count; ++i) {
        h = sr_hash_combine(h, sr_hash_ptr(a->dictionary.entries[i].name.data));
        h = sr_hash_combine(h, sr_hash_ptr(a->dictionary.entries[i].value));
      }
      break;
    case SR_ATTR_DENSE_ARRAY:
      h = sr_hash_combine(h, a->dense_array.count);
      h = sr_hash_combine(
          h,
          sr_hash_bytes(
              a->dense_array.data,
              a->dense_array.count * sr_dense_element_byte_width(a->type), 0));
      break;
    case SR_ATTR_DENSE_ELEMENTS:
      h = sr_hash_combine(h, a->dense.splat);
      h = sr_hash_combine(
          h, sr_hash_bytes(a->dense.data, a->dense.byte_length, 0));
      break;
    case SR_ATTR_DENSE_STRINGS:
      h = sr_hash_combine(h, a->dense_strings.splat);
      for (uint32_t i = 0; i < a->dense_strings.count; ++i) {
        h = sr_hash_combine(h, sr_hash_view(a->dense_strings.strings[i]));
      }
      break;
    case SR_ATTR_SPARSE_ELEMENTS:
    case SR_ATTR_DIALECT:
      h = sr_hash_combine(h, sr_hash_view(a->text.text));
      break;
    case SR_ATTR_SYMBOL_REF:
      h = sr_hash_combine(h, sr_hash_view(a->symbol.root));
      for (uint32_t i = 0; i < a->symbol.num_nested; ++i) {
        h = sr_hash_combine(h, sr_hash_view(a->symbol.nested[i]));
      }
      break;
    case SR_ATTR_AFFINE_MAP: {
      const sr_affine_map_t* m = a->affine_map;
      h = sr_hash_combine(h, ((uint64_t)m->num_dims << 32) | m->num_symbols);
      h = sr_hash_combine(
          h, sr_hash_bytes(m->results, m->num_results * sizeof(void*), 0));
      break;
    }
    case SR_ATTR_INTEGER_SET: {
      const sr_integer_set_t* s = a->integer_set;
      h = sr_hash_combine(h, ((uint64_t)s->num_dims << 32) | s->num_symbols);
      h = sr_hash_combine(
          h,
          sr_hash_bytes(s->constraints, s->num_constraints * sizeof(void*), 0));
      h = sr_hash_combine(h,
                          sr_hash_bytes(s->is_equality, s->num_constraints, 0));
      break;
    }
    case SR_ATTR_STRIDED_LAYOUT:
      h = sr_hash_combine(h, (uint64_t)a->strided.offset);
      h = sr_hash_combine(
          h, sr_hash_bytes(a->strided.strides, a->strided.rank * 8, 0));
      break;
    case SR_ATTR_DISTINCT:
      h = sr_hash_combine(h, a->distinct.id);
      h = sr_hash_combine(h, sr_hash_ptr(a->distinct.referenced));
      break;
    case SR_ATTR_LOCATION:
      h = sr_hash_combine(h, sr_location_hash(&a->location));
      break;
  }
  return h;
}

static bool sr_mem_equal(const void* a, const void* b, size_t bytes) {
  return bytes == 0 || (a && b && memcmp(a, b, bytes) == 0);
}

static bool sr_affine_map_equal(const sr_affine_map_t* a,
                                const sr_affine_map_t* b) {
  return a->num_dims == b->num_dims && a->num_symbols == b->num_symbols &&
         a->num_results == b->num_results &&
         sr_mem_equal(a->results, b->results, a->num_results * sizeof(void*));
}

static bool sr_integer_set_equal(const sr_integer_set_t* a,
                                 const sr_integer_set_t* b) {
  return a->num_dims == b->num_dims && a->num_symbols == b->num_symbols &&
         a->num_constraints == b->num_constraints &&
         sr_mem_equal(a->constraints, b->constraints,
                      a->num_constraints * sizeof(void*)) &&
         sr_mem_equal(a->is_equality, b->is_equality, a->num_constraints);
}

static bool sr_location_equal(const sr_location_t* a, const sr_location_t* b) {
  return a->kind == b->kind && sr_string_view_equal(a->name, b->name) &&
         a->line == b->line && a->column == b->column &&
         a->end_line == b->end_line && a->end_column == b->end_column &&
         a->has_end_line == b->has_end_line && a->child == b->child &&
         a->caller == b->caller && a->metadata == b->metadata &&
         a->count == b->count &&
         sr_mem_equal(a->locations, b->locations, a->count * sizeof(void*));
}

static bool sr_attr_equal(const void* stored, const void* key) {
  const sr_attr_t* a = stored;
  const sr_attr_t* b = key;
  if (a->kind != b->kind || a->type != b->type) return false;
  switch (a->kind) {
    case SR_ATTR_UNIT:
      return true;
    case SR_ATTR_BOOL:
      return a->boolean == b->boolean;
    case SR_ATTR_INTEGER:
    case SR_ATTR_FLOAT:
      return a->integer.num_words == b->integer.num_words &&
             sr_mem_equal(a->integer.words, b->integer.words,
                          a->integer.num_words * 8);
    case SR_ATTR_STRING:
    case SR_ATTR_DENSE_RESOURCE:
      return sr_string_view_equal(a->string, b->string);
    case SR_ATTR_TYPE:
      return a->type_value == b->type_value;
    case SR_ATTR_ARRAY:
      return a->array.count == b->array.count &&
             sr_mem_equal(a->array.elements, b->array.elements,
                          a->array.count * sizeof(void*));
    case SR_ATTR_DICTIONARY:
      if (a->dictionary.count != b->dictionary.count) return false;
      for (uint32_t i = 0; i < a->dictionary.count; ++i) {
        if (a->dictionary.entries[i].name.data !=
                b->dictionary.entries[i].name.data ||
            a->dictionary.entries[i].value != b->dictionary.entries[i].value) {
          return false;
        }
      }
      return true;
    case SR_ATTR_DENSE_ARRAY:
      return a->dense_array.count == b->dense_array.count &&
             sr_mem_equal(
                 a->dense_array.data, b->dense_array.data,
                 a->dense_array.count * sr_dense_element_byte_width(a->type));
    case SR_ATTR_DENSE_ELEMENTS:
      return a->dense.splat == b->dense.splat &&
             a->dense.byte_length == b->dense.byte_length &&
             sr_mem_equal(a->dense.data, b->dense.data, a->dense.byte_length);
    case SR_ATTR_DENSE_STRINGS:
      if (a->dense_strings.splat != b->dense_strings.splat ||
          a->dense_strings.count != b->dense_strings.count) {
        return false;
      }
      for (uint32_t i = 0; i < a->dense_strings.count; ++i) {
        if (!sr_string_view_equal(a->dense_strings.strings[i],
                                  b->dense_strings.strings[i])) {
          return false;
        }
      }
      return true;
    case SR_ATTR_SPARSE_ELEMENTS:
    case SR_ATTR_DIALECT:
      return sr_string_view_equal(a->text.text, b->text.text);
    case SR_ATTR_SYMBOL_REF:
      if (!sr_string_view_equal(a->symbol.root, b->symbol.root) ||
          a->symbol.num_nested != b->symbol.num_nested) {
        return false;
      }
      for (uint32_t i = 0; i < a->symbol.num_nested; ++i) {
        if (!sr_string_view_equal(a->symbol.nested[i], b->symbol.nested[i])) {
          return false;
        }
      }
      return true;
    case SR_ATTR_AFFINE_MAP:
      return sr_affine_map_equal(a->affine_map, b->affine_map);
    case SR_ATTR_INTEGER_SET:
      return sr_integer_set_equal(a->integer_set, b->integer_set);
    case SR_ATTR_STRIDED_LAYOUT:
      return a->strided.offset == b->strided.offset &&
             a->strided.rank == b->strided.rank &&
             sr_mem_equal(a->strided.strides, b->strided.strides,
                          a->strided.rank * 8);
    case SR_ATTR_DISTINCT:
      return a->distinct.id == b->distinct.id &&
             a->distinct.referenced == b->distinct.referenced;
    case SR_ATTR_LOCATION:
      return sr_location_equal(&a->location, &b->location);
  }
  return false;
}

// Copies the variable-length parts of |key| into the arena. False on OOM.
static bool sr_attr_copy_payload(sr_context_t* context, sr_attr_t* attr) {
#define SR_COPY(field, bytes, align)                                \
  do {                                                              \
    (field) = sr__context_copy(context, (field), (bytes), (align)); \
    if (!(field)) return false;                                     \
  } while (0)
  switch (attr->kind) {
    case SR_ATTR_INTEGER:
    case SR_ATTR_FLOAT:
      SR_COPY(attr->integer.words, attr->integer.num_words * 8, 8);
      break;
    case SR_ATTR_STRING:
    case SR_ATTR_DENSE_RESOURCE:
      attr->string = sr_context_intern(context, attr->string);
      if (!attr->string.data) return false;
      break;
    case SR_ATTR_ARRAY:
      SR_COPY(attr->array.elements, attr->array.count * sizeof(void*), 8);
      break;
    case SR_ATTR_DICTIONARY:
      SR_COPY(attr->dictionary.entries,
              attr->dictionary.count * sizeof(sr_named_attr_t), 8);
      break;
    case SR_ATTR_DENSE_ARRAY:
      SR_COPY(attr->dense_array.data,
              attr->dense_array.count * sr_dense_element_byte_width(attr->type),
              16);
      break;
    case SR_ATTR_DENSE_ELEMENTS:
      // 64-byte aligned so executors can view constants in place with SIMD.
      SR_COPY(attr->dense.data, attr->dense.byte_length, 64);
      break;
    case SR_ATTR_DENSE_STRINGS: {
      sr_string_view_t* strings = sr__context_alloc(
          context, attr->dense_strings.count * sizeof(sr_string_view_t) + 1, 8);
      if (!strings) return false;
      for (uint32_t i = 0; i < attr->dense_strings.count; ++i) {
        strings[i] = sr_context_intern(context, attr->dense_strings.strings[i]);
        if (!strings[i].data) return false;
      }
      attr->dense_strings.strings = strings;
      break;
    }
    case SR_ATTR_SPARSE_ELEMENTS:
    case SR_ATTR_DIALECT: {
      sr_string_view_t text = sr_context_intern(context, attr->text.text);
      if (!text.data) return false;
      attr->text.text = text;
      size_t dot = 0;
      while (dot < text.size && text.data[dot] != '.' && text.data[dot] != '<')
        ++dot;
      attr->text.dialect = attr->kind == SR_ATTR_DIALECT
                               ? sr_make_string_view(text.data, dot)
                               : sr_make_string_view(text.data, 0);
      break;
    }
    case SR_ATTR_SYMBOL_REF: {
      attr->symbol.root = sr_context_intern(context, attr->symbol.root);
      if (!attr->symbol.root.data) return false;
      sr_string_view_t* nested = sr__context_alloc(
          context, attr->symbol.num_nested * sizeof(sr_string_view_t) + 1, 8);
      if (!nested) return false;
      for (uint32_t i = 0; i < attr->symbol.num_nested; ++i) {
        nested[i] = sr_context_intern(context, attr->symbol.nested[i]);
        if (!nested[i].data) return false;
      }
      attr->symbol.nested = nested;
      break;
    }
    case SR_ATTR_AFFINE_MAP: {
      sr_affine_map_t* map =
          sr__context_copy(context, attr->affine_map, sizeof(*map), 8);
      if (!map) return false;
      SR_COPY(map->results, map->num_results * sizeof(void*), 8);
      attr->affine_map = map;
      break;
    }
    case SR_ATTR_INTEGER_SET: {
      sr_integer_set_t* set =
          sr__context_copy(context, attr->integer_set, sizeof(*set), 8);
      if (!set) return false;
      SR_COPY(set->constraints, set->num_constraints * sizeof(void*), 8);
      SR_COPY(set->is_equality, set->num_constraints, 1);
      attr->integer_set = set;
      break;
    }
    case SR_ATTR_STRIDED_LAYOUT:
      SR_COPY(attr->strided.strides, attr->strided.rank * 8, 8);
      break;
    case SR_ATTR_LOCATION:
      if (attr->location.name.data) {
        attr->location.name = sr_context_intern(context, attr->location.name);
        if (!attr->location.name.data) return false;
      }
      SR_COPY(attr->location.locations, attr->location.count * sizeof(void*),
              8);
      break;
    default:
      break;
  }
#undef SR_COPY
  return true;
}

static const sr_attr_t* sr_attr_unique(sr_context_t* context, sr_attr_t key) {
  key.hash = sr_attr_compute_hash(&key);
  const sr_attr_t* found =
      sr__intern_set_find(&context->attrs, key.hash, &key, sr_attr_equal);
  if (found) return found;
  sr_attr_t* attr =
      sr__context_alloc(context, sizeof(*attr), _Alignof(sr_attr_t));
  if (!attr) return NULL;
  *attr = key;
  if (!sr_attr_copy_payload(context, attr)) return NULL;
  if (!sr__intern_set_insert(context, &context->attrs, key.hash, attr)) {
    return NULL;
  }
  return attr;
}

static sr_attr_t sr_attr_key(sr_attr_kind_t kind, const sr_type_t* type) {
  sr_attr_t key;
  memset(&key, 0, sizeof(key));
  key.kind = kind;
  key.type = type;
  return key;
}

//===----------------------------------------------------------------------===//
// Getters
//===----------------------------------------------------------------------===//

const sr_attr_t* sr_attr_get_unit(sr_context_t* context) {
  if (context->unit_attr) return context->unit_attr;
  return sr_attr_unique(context, sr_attr_key(SR_ATTR_UNIT, NULL));
}

const sr_attr_t* sr_attr_get_bool(sr_context_t* context, bool value) {
  if (value && context->true_attr) return context->true_attr;
  if (!value && context->false_attr) return context->false_attr;
  sr_attr_t key = sr_attr_key(SR_ATTR_BOOL, NULL);
  key.boolean = value;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_integer_words(sr_context_t* context,
                                           const sr_type_t* type,
                                           uint32_t num_words,
                                           const uint64_t* words) {
  sr_attr_t key = sr_attr_key(SR_ATTR_INTEGER, type);
  key.integer.num_words = num_words;
  key.integer.words = words;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_integer(sr_context_t* context,
                                     const sr_type_t* type, int64_t value) {
  uint32_t width = sr_type_bit_width(type);
  uint32_t num_words = width > 64 ? (width + 63) / 64 : 1;
  uint64_t stack_words[4];
  uint64_t* words = stack_words;
  if (num_words > 4) {
    words = sr__context_alloc(context, num_words * 8, 8);
    if (!words) return NULL;
  }
  words[0] = (uint64_t)value;
  for (uint32_t i = 1; i < num_words; ++i) words[i] = value < 0 ? ~0ull : 0;
  // Canonical form: bits past the width sign-extended (signless/signed) or
  // zero-extended (unsigned), so equal values have equal words.
  if (width > 0 && width < 64) {
    uint64_t mask = (1ull << width) - 1;
    uint64_t bits = words[0] & mask;
    bool negative = type->kind == SR_TYPE_INTEGER &&
                    type->integer.signedness != SR_UNSIGNED &&
                    (bits >> (width - 1)) & 1;
    words[0] = negative ? (bits | ~mask) : bits;
  }
  return sr_attr_get_integer_words(context, type, num_words, words);
}

const sr_attr_t* sr_attr_get_float_bits(sr_context_t* context,
                                        const sr_type_t* type,
                                        uint32_t num_words,
                                        const uint64_t* words) {
  sr_attr_t key = sr_attr_key(SR_ATTR_FLOAT, type);
  key.flt.num_words = num_words;
  key.flt.words = words;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_string(sr_context_t* context,
                                    sr_string_view_t value,
                                    const sr_type_t* type) {
  sr_attr_t key = sr_attr_key(SR_ATTR_STRING, type);
  key.string = value;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_type(sr_context_t* context,
                                  const sr_type_t* type) {
  sr_attr_t key = sr_attr_key(SR_ATTR_TYPE, NULL);
  key.type_value = type;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_array(sr_context_t* context, uint32_t count,
                                   const sr_attr_t* const* elements) {
  sr_attr_t key = sr_attr_key(SR_ATTR_ARRAY, NULL);
  key.array.count = count;
  key.array.elements = elements;
  return sr_attr_unique(context, key);
}

static int sr_named_attr_compare(const void* a, const void* b) {
  const sr_named_attr_t* x = a;
  const sr_named_attr_t* y = b;
  size_t n = x->name.size < y->name.size ? x->name.size : y->name.size;
  int c = memcmp(x->name.data, y->name.data, n);
  if (c) return c;
  return (x->name.size > y->name.size) - (x->name.size < y->name.size);
}

const sr_attr_t* sr_attr_get_dictionary(sr_context_t* context, uint32_t count,
                                        const sr_named_attr_t* entries,
                                        sr_string_view_t* out_duplicate) {
  if (count == 0) return sr_attr_get_empty_dictionary(context);
  sr_named_attr_t* sorted =
      sr__context_copy(context, entries, count * sizeof(sr_named_attr_t), 8);
  if (!sorted) return NULL;
  for (uint32_t i = 0; i < count; ++i) {
    sorted[i].name = sr_context_intern(context, sorted[i].name);
    if (!sorted[i].name.data) return NULL;
  }
  // MLIR keeps dictionaries sorted by name; the printer relies on it to
  // print entries in MLIR's order.
  qsort(sorted, count, sizeof(sr_named_attr_t), sr_named_attr_compare);
  for (uint32_t i = 1; i < count; ++i) {
    if (sorted[i].name.data == sorted[i - 1].name.data) {
      if (out_duplicate) *out_duplicate = sorted[i].name;
      return NULL;
    }
  }
  sr_attr_t key = sr_attr_key(SR_ATTR_DICTIONARY, NULL);
  key.dictionary.count = count;
  key.dictionary.entries = sorted;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_empty_dictionary(sr_context_t* context) {
  if (context->empty_dictionary) return context->empty_dictionary;
  return sr_attr_unique(context, sr_attr_key(SR_ATTR_DICTIONARY, NULL));
}

const sr_attr_t* sr_attr_get_dense_array(sr_context_t* context,
                                         const sr_type_t* element_type,
                                         uint32_t count, const void* data) {
  sr_attr_t key = sr_attr_key(SR_ATTR_DENSE_ARRAY, element_type);
  key.dense_array.count = count;
  key.dense_array.data = data;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_dense_elements(sr_context_t* context,
                                            const sr_type_t* shaped_type,
                                            bool splat, const void* data,
                                            size_t byte_length) {
  sr_attr_t key = sr_attr_key(SR_ATTR_DENSE_ELEMENTS, shaped_type);
  // As in MLIR, a one-element literal is a splat (`dense<[32]>` and
  // `dense<32>` of tensor<1xi32> are the same attribute and print as the
  // latter); both store exactly one element.
  key.dense.splat = splat || sr_type_element_count(shaped_type) == 1;
  key.dense.data = data;
  key.dense.byte_length = byte_length;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_dense_strings(sr_context_t* context,
                                           const sr_type_t* shaped_type,
                                           bool splat, uint32_t count,
                                           const sr_string_view_t* strings) {
  sr_attr_t key = sr_attr_key(SR_ATTR_DENSE_STRINGS, shaped_type);
  key.dense_strings.splat = splat;
  key.dense_strings.count = count;
  key.dense_strings.strings = strings;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_dense_resource(sr_context_t* context,
                                            const sr_type_t* shaped_type,
                                            sr_string_view_t handle) {
  sr_attr_t key = sr_attr_key(SR_ATTR_DENSE_RESOURCE, shaped_type);
  key.resource_handle = handle;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_text(sr_context_t* context, sr_attr_kind_t kind,
                                  sr_string_view_t text,
                                  const sr_type_t* type) {
  sr_attr_t key = sr_attr_key(kind, type);
  key.text.text = text;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_symbol_ref(sr_context_t* context,
                                        sr_string_view_t root,
                                        uint32_t num_nested,
                                        const sr_string_view_t* nested) {
  sr_attr_t key = sr_attr_key(SR_ATTR_SYMBOL_REF, NULL);
  key.symbol.root = root;
  key.symbol.num_nested = num_nested;
  key.symbol.nested = nested;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_affine_map(sr_context_t* context,
                                        const sr_affine_map_t* map) {
  sr_attr_t key = sr_attr_key(SR_ATTR_AFFINE_MAP, NULL);
  key.affine_map = map;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_integer_set(sr_context_t* context,
                                         const sr_integer_set_t* set) {
  sr_attr_t key = sr_attr_key(SR_ATTR_INTEGER_SET, NULL);
  key.integer_set = set;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_strided_layout(sr_context_t* context,
                                            int64_t offset, uint32_t rank,
                                            const int64_t* strides) {
  sr_attr_t key = sr_attr_key(SR_ATTR_STRIDED_LAYOUT, NULL);
  key.strided.offset = offset;
  key.strided.rank = rank;
  key.strided.strides = strides;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_distinct(sr_context_t* context, uint64_t id,
                                      const sr_attr_t* referenced) {
  sr_attr_t key = sr_attr_key(SR_ATTR_DISTINCT, NULL);
  key.distinct.id = id;
  key.distinct.referenced = referenced;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_location(sr_context_t* context,
                                      const sr_location_t* location) {
  sr_attr_t key = sr_attr_key(SR_ATTR_LOCATION, NULL);
  key.location = *location;
  return sr_attr_unique(context, key);
}

const sr_attr_t* sr_attr_get_unknown_location(sr_context_t* context) {
  if (context->unknown_location) return context->unknown_location;
  sr_location_t location;
  memset(&location, 0, sizeof(location));
  location.kind = SR_LOC_UNKNOWN;
  return sr_attr_get_location(context, &location);
}

//===----------------------------------------------------------------------===//
// Affine expressions
//===----------------------------------------------------------------------===//

static bool sr_affine_equal(const void* stored, const void* key) {
  const sr_affine_expr_t* a = stored;
  const sr_affine_expr_t* b = key;
  return a->kind == b->kind && a->value == b->value && a->lhs == b->lhs &&
         a->rhs == b->rhs;
}

const sr_affine_expr_t* sr_affine_get(sr_context_t* context,
                                      sr_affine_kind_t kind, int64_t value,
                                      const sr_affine_expr_t* lhs,
                                      const sr_affine_expr_t* rhs) {
  sr_affine_expr_t key = {kind, value, lhs, rhs};
  uint64_t hash = sr_hash_combine(kind, (uint64_t)value);
  hash = sr_hash_combine(hash, sr_hash_ptr(lhs));
  hash = sr_hash_combine(hash, sr_hash_ptr(rhs));
  const sr_affine_expr_t* found =
      sr__intern_set_find(&context->affine_exprs, hash, &key, sr_affine_equal);
  if (found) return found;
  sr_affine_expr_t* expr =
      sr__context_copy(context, &key, sizeof(key), _Alignof(sr_affine_expr_t));
  if (!expr) return NULL;
  if (!sr__intern_set_insert(context, &context->affine_exprs, hash, expr)) {
    return NULL;
  }
  return expr;
}

//===----------------------------------------------------------------------===//
// Common values and queries
//===----------------------------------------------------------------------===//

bool sr__context_make_common(sr_context_t* context) {
  context->index_type = sr_type_get_index(context);
  context->none_type = sr_type_get_none(context);
  context->unit_attr = sr_attr_get_unit(context);
  context->true_attr = sr_attr_get_bool(context, true);
  context->false_attr = sr_attr_get_bool(context, false);
  context->empty_dictionary = sr_attr_get_empty_dictionary(context);
  context->unknown_location = sr_attr_get_unknown_location(context);
  return context->index_type && context->none_type && context->unit_attr &&
         context->true_attr && context->false_attr &&
         context->empty_dictionary && context->unknown_location;
}

const sr_attr_t* sr_dict_get_view(const sr_attr_t* dict,
                                  sr_string_view_t name) {
  if (!dict || dict->kind != SR_ATTR_DICTIONARY) return NULL;
  // Sorted: binary search by name.
  uint32_t lo = 0, hi = dict->dictionary.count;
  sr_named_attr_t key = {name, NULL};
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    int c = sr_named_attr_compare(&dict->dictionary.entries[mid], &key);
    if (c == 0) return dict->dictionary.entries[mid].value;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

const sr_attr_t* sr_dict_get(const sr_attr_t* dict, const char* name) {
  return sr_dict_get_view(dict, sr_make_cstring_view(name));
}

int64_t sr_attr_int_value(const sr_attr_t* attr) {
  if (!attr) return 0;
  if (attr->kind == SR_ATTR_BOOL) return attr->boolean;
  if (attr->kind != SR_ATTR_INTEGER) return 0;
  return (int64_t)attr->integer.words[0];
}

double sr_attr_float_value(const sr_attr_t* attr) {
  if (!attr || attr->kind != SR_ATTR_FLOAT) return 0;
  uint64_t bits = attr->flt.words[0];
  switch (attr->type->flt.kind) {
    case SR_FLOAT_F64: {
      double value;
      memcpy(&value, &bits, 8);
      return value;
    }
    case SR_FLOAT_F32: {
      uint32_t b32 = (uint32_t)bits;
      float value;
      memcpy(&value, &b32, 4);
      return value;
    }
    default:
      break;
  }
  // Generic decode for the narrow formats.
  const sr_float_semantics_t* s = sr_float_semantics(attr->type->flt.kind);
  uint64_t mantissa = bits & ((1ull << s->mantissa_bits) - 1);
  uint64_t exponent =
      (bits >> s->mantissa_bits) & ((1ull << s->exponent_bits) - 1);
  bool negative = s->has_sign && ((bits >> (s->bit_width - 1)) & 1);
  double value;
  if (exponent == 0 && s->has_zero) {
    value = (double)mantissa / (double)(1ull << s->mantissa_bits);
    value = __builtin_ldexp(value, 1 - s->bias);
  } else {
    value = 1.0 + (double)mantissa / (double)(1ull << s->mantissa_bits);
    value = __builtin_ldexp(value, (int)exponent - s->bias);
  }
  return negative ? -value : value;
}

size_t sr_dense_element_byte_width(const sr_type_t* element_type) {
  if (!element_type) return 0;
  if (element_type->kind == SR_TYPE_COMPLEX) {
    return 2 * sr_dense_element_byte_width(element_type->complex.element);
  }
  // MLIR's storage width: whole bytes (i24 is 3 bytes, f80 is 10); i1 is
  // kept as one byte here and bit-packed only in hex form.
  uint32_t bits = sr_type_bit_width(element_type);
  return bits ? (bits + 7) / 8 : 1;
}

bool sr_location_find_file_line_col(const sr_attr_t* location,
                                    sr_string_view_t* out_file,
                                    uint32_t* out_line, uint32_t* out_column) {
  if (!location || location->kind != SR_ATTR_LOCATION) return false;
  const sr_location_t* l = &location->location;
  switch (l->kind) {
    case SR_LOC_FILE_LINE_COL:
      *out_file = l->name;
      *out_line = l->line;
      *out_column = l->column;
      return true;
    case SR_LOC_NAME:
    case SR_LOC_CALLSITE:
      return sr_location_find_file_line_col(l->child, out_file, out_line,
                                            out_column);
    case SR_LOC_FUSED:
      for (uint32_t i = 0; i < l->count; ++i) {
        if (sr_location_find_file_line_col(l->locations[i], out_file, out_line,
                                           out_column)) {
          return true;
        }
      }
      return false;
    default:
      return false;
  }
}
