// Type uniquing and queries.

#include "core/ir/types.h"

#include <string.h>

#include "core/ir/context_impl.h"

//===----------------------------------------------------------------------===//
// Float formats
//===----------------------------------------------------------------------===//

// name, bits, exponent bits, mantissa bits, bias, explicit int bit, sign,
// zero, non-finite encoding. Values from LLVM's APFloat semantics tables.
static const sr_float_semantics_t kFloatSemantics[SR_FLOAT_KIND_COUNT] = {
    [SR_FLOAT_F16] = {"f16", 16, 5, 10, 15, false, true, true, SR_FLOAT_IEEE},
    [SR_FLOAT_BF16] = {"bf16", 16, 8, 7, 127, false, true, true, SR_FLOAT_IEEE},
    [SR_FLOAT_F32] = {"f32", 32, 8, 23, 127, false, true, true, SR_FLOAT_IEEE},
    [SR_FLOAT_F64] = {"f64", 64, 11, 52, 1023, false, true, true,
                      SR_FLOAT_IEEE},
    [SR_FLOAT_F80] = {"f80", 80, 15, 63, 16383, true, true, true,
                      SR_FLOAT_IEEE},
    [SR_FLOAT_F128] = {"f128", 128, 15, 112, 16383, false, true, true,
                       SR_FLOAT_IEEE},
    [SR_FLOAT_TF32] = {"tf32", 19, 8, 10, 127, false, true, true,
                       SR_FLOAT_IEEE},
    [SR_FLOAT_F8E5M2] = {"f8E5M2", 8, 5, 2, 15, false, true, true,
                         SR_FLOAT_IEEE},
    [SR_FLOAT_F8E4M3] = {"f8E4M3", 8, 4, 3, 7, false, true, true,
                         SR_FLOAT_IEEE},
    [SR_FLOAT_F8E4M3FN] = {"f8E4M3FN", 8, 4, 3, 7, false, true, true,
                           SR_FLOAT_NAN_ALL_ONES},
    [SR_FLOAT_F8E5M2FNUZ] = {"f8E5M2FNUZ", 8, 5, 2, 16, false, true, true,
                             SR_FLOAT_NAN_NEG_ZERO},
    [SR_FLOAT_F8E4M3FNUZ] = {"f8E4M3FNUZ", 8, 4, 3, 8, false, true, true,
                             SR_FLOAT_NAN_NEG_ZERO},
    [SR_FLOAT_F8E4M3B11FNUZ] = {"f8E4M3B11FNUZ", 8, 4, 3, 11, false, true, true,
                                SR_FLOAT_NAN_NEG_ZERO},
    [SR_FLOAT_F8E3M4] = {"f8E3M4", 8, 3, 4, 3, false, true, true,
                         SR_FLOAT_IEEE},
    [SR_FLOAT_F8E8M0FNU] = {"f8E8M0FNU", 8, 8, 0, 127, false, false, false,
                            SR_FLOAT_NAN_ALL_ONES},
    [SR_FLOAT_F6E2M3FN] = {"f6E2M3FN", 6, 2, 3, 1, false, true, true,
                           SR_FLOAT_NO_NONFINITE},
    [SR_FLOAT_F6E3M2FN] = {"f6E3M2FN", 6, 3, 2, 3, false, true, true,
                           SR_FLOAT_NO_NONFINITE},
    [SR_FLOAT_F4E2M1FN] = {"f4E2M1FN", 4, 2, 1, 1, false, true, true,
                           SR_FLOAT_NO_NONFINITE},
};

const sr_float_semantics_t* sr_float_semantics(sr_float_kind_t kind) {
  if ((unsigned)kind >= SR_FLOAT_KIND_COUNT) return NULL;
  return &kFloatSemantics[kind];
}

//===----------------------------------------------------------------------===//
// Uniquing
//===----------------------------------------------------------------------===//

static uint64_t sr_hash_pointer(const void* ptr) {
  uint64_t value = (uint64_t)(uintptr_t)ptr;
  value ^= value >> 33;
  value *= 0xff51afd7ed558ccdull;
  value ^= value >> 33;
  return value;
}

static uint64_t sr_type_compute_hash(const sr_type_t* t) {
  uint64_t h = sr_hash_combine(0x7970u, (uint64_t)t->kind);
  switch (t->kind) {
    case SR_TYPE_INDEX:
    case SR_TYPE_NONE:
      break;
    case SR_TYPE_INTEGER:
      h = sr_hash_combine(h, t->integer.width * 4u + t->integer.signedness);
      break;
    case SR_TYPE_FLOAT:
      h = sr_hash_combine(h, (uint64_t)t->flt.kind);
      break;
    case SR_TYPE_COMPLEX:
      h = sr_hash_combine(h, sr_hash_pointer(t->complex.element));
      break;
    case SR_TYPE_TENSOR:
    case SR_TYPE_UNRANKED_TENSOR:
    case SR_TYPE_VECTOR:
    case SR_TYPE_MEMREF:
    case SR_TYPE_UNRANKED_MEMREF:
      h = sr_hash_combine(h, t->shaped.rank);
      h = sr_hash_combine(
          h,
          sr_hash_bytes(t->shaped.dims, t->shaped.rank * sizeof(int64_t), 0));
      if (t->shaped.scalable) {
        h = sr_hash_combine(h, sr_hash_bytes(t->shaped.scalable,
                                             t->shaped.rank * sizeof(bool), 1));
      }
      h = sr_hash_combine(h, sr_hash_pointer(t->shaped.element));
      h = sr_hash_combine(h, sr_hash_pointer(t->shaped.encoding));
      h = sr_hash_combine(h, sr_hash_pointer(t->shaped.memory_space));
      break;
    case SR_TYPE_TUPLE:
      h = sr_hash_combine(
          h, sr_hash_bytes(t->tuple.types, t->tuple.count * sizeof(void*), 0));
      break;
    case SR_TYPE_FUNCTION:
      h = sr_hash_combine(h, t->function.num_inputs);
      h = sr_hash_combine(
          h, sr_hash_bytes(t->function.inputs,
                           t->function.num_inputs * sizeof(void*), 0));
      h = sr_hash_combine(
          h, sr_hash_bytes(t->function.results,
                           t->function.num_results * sizeof(void*), 0));
      break;
    case SR_TYPE_DIALECT:
      h = sr_hash_combine(
          h, sr_hash_bytes(t->dialect.text.data, t->dialect.text.size, 0));
      break;
  }
  return h;
}

static bool sr_arrays_equal(const void* a, const void* b, size_t bytes) {
  if (bytes == 0) return true;
  if (!a || !b) return a == b;
  return memcmp(a, b, bytes) == 0;
}

static bool sr_type_equal(const void* stored, const void* key) {
  const sr_type_t* a = stored;
  const sr_type_t* b = key;
  if (a->kind != b->kind) return false;
  switch (a->kind) {
    case SR_TYPE_INDEX:
    case SR_TYPE_NONE:
      return true;
    case SR_TYPE_INTEGER:
      return a->integer.width == b->integer.width &&
             a->integer.signedness == b->integer.signedness;
    case SR_TYPE_FLOAT:
      return a->flt.kind == b->flt.kind;
    case SR_TYPE_COMPLEX:
      return a->complex.element == b->complex.element;
    case SR_TYPE_TENSOR:
    case SR_TYPE_UNRANKED_TENSOR:
    case SR_TYPE_VECTOR:
    case SR_TYPE_MEMREF:
    case SR_TYPE_UNRANKED_MEMREF: {
      if (a->shaped.rank != b->shaped.rank ||
          a->shaped.element != b->shaped.element ||
          a->shaped.encoding != b->shaped.encoding ||
          a->shaped.memory_space != b->shaped.memory_space) {
        return false;
      }
      if (!sr_arrays_equal(a->shaped.dims, b->shaped.dims,
                           a->shaped.rank * sizeof(int64_t))) {
        return false;
      }
      if (!a->shaped.scalable || !b->shaped.scalable) {
        return a->shaped.scalable == b->shaped.scalable;
      }
      return sr_arrays_equal(a->shaped.scalable, b->shaped.scalable,
                             a->shaped.rank * sizeof(bool));
    }
    case SR_TYPE_TUPLE:
      return a->tuple.count == b->tuple.count &&
             sr_arrays_equal(a->tuple.types, b->tuple.types,
                             a->tuple.count * sizeof(void*));
    case SR_TYPE_FUNCTION:
      return a->function.num_inputs == b->function.num_inputs &&
             a->function.num_results == b->function.num_results &&
             sr_arrays_equal(a->function.inputs, b->function.inputs,
                             a->function.num_inputs * sizeof(void*)) &&
             sr_arrays_equal(a->function.results, b->function.results,
                             a->function.num_results * sizeof(void*));
    case SR_TYPE_DIALECT:
      return sr_string_view_equal(a->dialect.text, b->dialect.text);
  }
  return false;
}

// Returns the uniqued copy of |key|, copying its arrays into the arena.
static const sr_type_t* sr_type_unique(sr_context_t* context, sr_type_t key) {
  key.hash = sr_type_compute_hash(&key);
  const sr_type_t* found =
      sr__intern_set_find(&context->types, key.hash, &key, sr_type_equal);
  if (found) return found;
  sr_type_t* type =
      sr__context_alloc(context, sizeof(*type), _Alignof(sr_type_t));
  if (!type) return NULL;
  *type = key;
  switch (key.kind) {
    case SR_TYPE_TENSOR:
    case SR_TYPE_VECTOR:
    case SR_TYPE_MEMREF:
      type->shaped.dims = sr__context_copy(
          context, key.shaped.dims, key.shaped.rank * sizeof(int64_t), 8);
      if (!type->shaped.dims) return NULL;
      if (key.shaped.scalable) {
        type->shaped.scalable = sr__context_copy(
            context, key.shaped.scalable, key.shaped.rank * sizeof(bool), 1);
        if (!type->shaped.scalable) return NULL;
      }
      break;
    case SR_TYPE_TUPLE:
      type->tuple.types = sr__context_copy(context, key.tuple.types,
                                           key.tuple.count * sizeof(void*), 8);
      if (!type->tuple.types) return NULL;
      break;
    case SR_TYPE_FUNCTION:
      type->function.inputs =
          sr__context_copy(context, key.function.inputs,
                           key.function.num_inputs * sizeof(void*), 8);
      type->function.results =
          sr__context_copy(context, key.function.results,
                           key.function.num_results * sizeof(void*), 8);
      if (!type->function.inputs || !type->function.results) return NULL;
      break;
    case SR_TYPE_DIALECT: {
      sr_string_view_t text = sr_context_intern(context, key.dialect.text);
      if (!text.data) return NULL;
      type->dialect.text = text;
      size_t dot = 0;
      while (dot < text.size && text.data[dot] != '.' && text.data[dot] != '<')
        ++dot;
      type->dialect.dialect = sr_make_string_view(text.data, dot);
      break;
    }
    default:
      break;
  }
  if (!sr__intern_set_insert(context, &context->types, key.hash, type)) {
    return NULL;
  }
  return type;
}

//===----------------------------------------------------------------------===//
// Getters
//===----------------------------------------------------------------------===//

static sr_type_t sr_type_key(sr_type_kind_t kind) {
  sr_type_t key;
  memset(&key, 0, sizeof(key));
  key.kind = kind;
  return key;
}

const sr_type_t* sr_type_get_index(sr_context_t* context) {
  if (context->index_type) return context->index_type;
  return sr_type_unique(context, sr_type_key(SR_TYPE_INDEX));
}

const sr_type_t* sr_type_get_none(sr_context_t* context) {
  if (context->none_type) return context->none_type;
  return sr_type_unique(context, sr_type_key(SR_TYPE_NONE));
}

const sr_type_t* sr_type_get_integer(sr_context_t* context, uint32_t width,
                                     sr_signedness_t signedness) {
  sr_type_t key = sr_type_key(SR_TYPE_INTEGER);
  key.integer.width = width;
  key.integer.signedness = signedness;
  return sr_type_unique(context, key);
}

const sr_type_t* sr_type_get_float(sr_context_t* context,
                                   sr_float_kind_t kind) {
  sr_type_t key = sr_type_key(SR_TYPE_FLOAT);
  key.flt.kind = kind;
  return sr_type_unique(context, key);
}

const sr_type_t* sr_type_get_complex(sr_context_t* context,
                                     const sr_type_t* element) {
  sr_type_t key = sr_type_key(SR_TYPE_COMPLEX);
  key.complex.element = element;
  return sr_type_unique(context, key);
}

const sr_type_t* sr_type_get_tensor(sr_context_t* context, uint32_t rank,
                                    const int64_t* dims,
                                    const sr_type_t* element,
                                    const sr_attr_t* encoding) {
  sr_type_t key = sr_type_key(SR_TYPE_TENSOR);
  key.shaped.rank = rank;
  key.shaped.dims = dims;
  key.shaped.element = element;
  key.shaped.encoding = encoding;
  return sr_type_unique(context, key);
}

const sr_type_t* sr_type_get_unranked_tensor(sr_context_t* context,
                                             const sr_type_t* element) {
  sr_type_t key = sr_type_key(SR_TYPE_UNRANKED_TENSOR);
  key.shaped.element = element;
  return sr_type_unique(context, key);
}

const sr_type_t* sr_type_get_vector(sr_context_t* context, uint32_t rank,
                                    const int64_t* dims, const bool* scalable,
                                    const sr_type_t* element) {
  // Normalize "no scalable dims" to NULL so equal vectors unique together.
  bool any_scalable = false;
  for (uint32_t i = 0; scalable && i < rank; ++i) any_scalable |= scalable[i];
  sr_type_t key = sr_type_key(SR_TYPE_VECTOR);
  key.shaped.rank = rank;
  key.shaped.dims = dims;
  key.shaped.scalable = any_scalable ? scalable : NULL;
  key.shaped.element = element;
  return sr_type_unique(context, key);
}

const sr_type_t* sr_type_get_memref(sr_context_t* context, uint32_t rank,
                                    const int64_t* dims,
                                    const sr_type_t* element,
                                    const sr_attr_t* layout,
                                    const sr_attr_t* memory_space) {
  sr_type_t key = sr_type_key(SR_TYPE_MEMREF);
  key.shaped.rank = rank;
  key.shaped.dims = dims;
  key.shaped.element = element;
  key.shaped.encoding = layout;
  key.shaped.memory_space = memory_space;
  return sr_type_unique(context, key);
}

const sr_type_t* sr_type_get_unranked_memref(sr_context_t* context,
                                             const sr_type_t* element,
                                             const sr_attr_t* memory_space) {
  sr_type_t key = sr_type_key(SR_TYPE_UNRANKED_MEMREF);
  key.shaped.element = element;
  key.shaped.memory_space = memory_space;
  return sr_type_unique(context, key);
}

const sr_type_t* sr_type_get_tuple(sr_context_t* context, uint32_t count,
                                   const sr_type_t* const* types) {
  sr_type_t key = sr_type_key(SR_TYPE_TUPLE);
  key.tuple.count = count;
  key.tuple.types = types;
  return sr_type_unique(context, key);
}

const sr_type_t* sr_type_get_function(sr_context_t* context,
                                      uint32_t num_inputs,
                                      const sr_type_t* const* inputs,
                                      uint32_t num_results,
                                      const sr_type_t* const* results) {
  sr_type_t key = sr_type_key(SR_TYPE_FUNCTION);
  key.function.num_inputs = num_inputs;
  key.function.inputs = inputs;
  key.function.num_results = num_results;
  key.function.results = results;
  return sr_type_unique(context, key);
}

const sr_type_t* sr_type_get_dialect(sr_context_t* context,
                                     sr_string_view_t text) {
  sr_type_t key = sr_type_key(SR_TYPE_DIALECT);
  key.dialect.text = text;
  return sr_type_unique(context, key);
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

bool sr_type_is_dialect(const sr_type_t* type, const char* qualified_name) {
  if (!type || type->kind != SR_TYPE_DIALECT) return false;
  size_t n = strlen(qualified_name);
  sr_string_view_t text = type->dialect.text;
  if (text.size < n || memcmp(text.data, qualified_name, n) != 0) return false;
  return text.size == n || text.data[n] == '<';
}

uint32_t sr_type_bit_width(const sr_type_t* type) {
  switch (type->kind) {
    case SR_TYPE_INDEX:
      return 64;
    case SR_TYPE_INTEGER:
      return type->integer.width;
    case SR_TYPE_FLOAT:
      return kFloatSemantics[type->flt.kind].bit_width;
    case SR_TYPE_COMPLEX:
      return 2 * sr_type_bit_width(type->complex.element);
    default:
      return 0;
  }
}

int64_t sr_type_element_count(const sr_type_t* type) {
  if (!sr_type_is_ranked(type)) return -1;
  int64_t count = 1;
  for (uint32_t i = 0; i < type->shaped.rank; ++i) {
    int64_t dim = type->shaped.dims[i];
    if (dim == SR_DYNAMIC_DIM || dim < 0) return -1;
    if (dim && count > INT64_MAX / dim) return -1;
    count *= dim;
  }
  return count;
}

bool sr_float_kind_dtype(sr_float_kind_t kind, sr_dtype_t* out_dtype) {
  switch (kind) {
    case SR_FLOAT_F16:
      *out_dtype = SR_DTYPE_F16;
      return true;
    case SR_FLOAT_BF16:
      *out_dtype = SR_DTYPE_BF16;
      return true;
    case SR_FLOAT_F32:
      *out_dtype = SR_DTYPE_F32;
      return true;
    case SR_FLOAT_F64:
      *out_dtype = SR_DTYPE_F64;
      return true;
    default:
      return false;
  }
}

bool sr_type_dtype(const sr_type_t* type, sr_dtype_t* out_dtype) {
  if (!type) return false;
  switch (type->kind) {
    case SR_TYPE_INDEX:
      *out_dtype = SR_DTYPE_I64;
      return true;
    case SR_TYPE_INTEGER:
      return sr_dtype_from_int_bits(type->integer.width, out_dtype);
    case SR_TYPE_FLOAT:
      return sr_float_kind_dtype(type->flt.kind, out_dtype);
    default:
      return false;
  }
}
