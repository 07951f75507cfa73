// Type and attribute decoders; see decode.h.

#include "cpu_backend/decode.h"

#include <stdlib.h>
#include <string.h>

#include "core/ir/op_registry.h"
#include "core/parse/parser.h"

//===----------------------------------------------------------------------===//
// Scalar and element types
//===----------------------------------------------------------------------===//

sr_rt_scalar_type_t sr_rt_scalar_type_of(const sr_type_t* type) {
  sr_rt_scalar_type_t result = {SR_RT_SCALAR_NONE, 0, 0};
  if (!type) return result;
  switch (type->kind) {
    case SR_TYPE_INDEX:
      result.cls = SR_RT_SCALAR_INDEX;
      result.bits = 64;
      break;
    case SR_TYPE_INTEGER:
      if (type->integer.width > 64) break;
      result.cls = SR_RT_SCALAR_INT;
      result.bits = (uint8_t)type->integer.width;
      break;
    case SR_TYPE_FLOAT: {
      const sr_float_semantics_t* s = sr_float_semantics(type->flt.kind);
      if (!s || s->bit_width > 64) break;
      result.cls = SR_RT_SCALAR_FLOAT;
      result.bits = (uint8_t)s->bit_width;
      result.float_kind = (uint8_t)type->flt.kind;
      break;
    }
    default:
      break;
  }
  return result;
}

sr_element_type_t sr_rt_element_type_of(const sr_type_t* type) {
  if (!type) return SR_ELEMENT_TYPE_NONE;
  switch (type->kind) {
    case SR_TYPE_INDEX:
      return SR_ELEMENT_TYPE_INT_64;
    case SR_TYPE_INTEGER: {
      uint32_t width = type->integer.width;
      if (width == 1 && type->integer.signedness == SR_SIGNLESS) {
        return SR_ELEMENT_TYPE_BOOL_8;
      }
      uint32_t numerical = type->integer.signedness == SR_SIGNED
                               ? SR_NUMERICAL_INTEGER_SIGNED
                           : type->integer.signedness == SR_UNSIGNED
                               ? SR_NUMERICAL_INTEGER_UNSIGNED
                               : SR_NUMERICAL_INTEGER;
      return SR_ELEMENT_TYPE(numerical, width);
    }
    case SR_TYPE_FLOAT:
      switch (type->flt.kind) {
        case SR_FLOAT_F16:
          return SR_ELEMENT_TYPE_FLOAT_16;
        case SR_FLOAT_F32:
          return SR_ELEMENT_TYPE_FLOAT_32;
        case SR_FLOAT_F64:
          return SR_ELEMENT_TYPE_FLOAT_64;
        case SR_FLOAT_BF16:
          return SR_ELEMENT_TYPE_BFLOAT_16;
        case SR_FLOAT_F8E5M2:
          return SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E5M2, 8);
        case SR_FLOAT_F8E4M3FN:
          return SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E4M3FN, 8);
        case SR_FLOAT_F8E5M2FNUZ:
          return SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E5M2_FNUZ, 8);
        case SR_FLOAT_F8E4M3FNUZ:
          return SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E4M3_FNUZ, 8);
        case SR_FLOAT_F8E8M0FNU:
          return SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E8M0_FNU, 8);
        default:
          return SR_ELEMENT_TYPE_NONE;
      }
    case SR_TYPE_COMPLEX: {
      uint32_t bits = sr_type_bit_width(type->complex.element);
      return SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_COMPLEX, bits * 2);
    }
    default:
      return SR_ELEMENT_TYPE_NONE;
  }
}

//===----------------------------------------------------------------------===//
// Lifetimes
//===----------------------------------------------------------------------===//

sr_rt_lifetime_t sr_rt_lifetime_of(const sr_type_t* type) {
  if (!type || type->kind != SR_TYPE_DIALECT ||
      !sr_string_view_starts_with(type->dialect.text, "stream.resource<")) {
    return SR_RT_LIFETIME_NOT_A_RESOURCE;
  }
  sr_string_view_t text = type->dialect.text;
  const char* body = text.data + strlen("stream.resource<");
  size_t n = text.size - strlen("stream.resource<");
  static const struct {
    const char* name;
    sr_rt_lifetime_t lifetime;
  } kNames[] = {
      {"*>", SR_RT_LIFETIME_UNKNOWN},
      {"external>", SR_RT_LIFETIME_EXTERNAL},
      {"staging>", SR_RT_LIFETIME_STAGING},
      {"transient>", SR_RT_LIFETIME_TRANSIENT},
      {"variable>", SR_RT_LIFETIME_VARIABLE},
      {"constant>", SR_RT_LIFETIME_CONSTANT},
  };
  for (size_t i = 0; i < sizeof(kNames) / sizeof(kNames[0]); ++i) {
    size_t len = strlen(kNames[i].name);
    if (n == len && memcmp(body, kNames[i].name, len) == 0) {
      return kNames[i].lifetime;
    }
  }
  return SR_RT_LIFETIME_UNKNOWN;
}

const char* sr_rt_lifetime_name(sr_rt_lifetime_t lifetime) {
  switch (lifetime) {
    case SR_RT_LIFETIME_UNKNOWN:
      return "*";
    case SR_RT_LIFETIME_EXTERNAL:
      return "external";
    case SR_RT_LIFETIME_STAGING:
      return "staging";
    case SR_RT_LIFETIME_TRANSIENT:
      return "transient";
    case SR_RT_LIFETIME_VARIABLE:
      return "variable";
    case SR_RT_LIFETIME_CONSTANT:
      return "constant";
    default:
      return "(not a resource)";
  }
}

//===----------------------------------------------------------------------===//
// Encodings
//===----------------------------------------------------------------------===//

// Storage bytes of one element, or elements per byte for packed types.
static bool sr_rt_storage_layout(const sr_type_t* element, bool packed_i1,
                                 uint32_t* out_bytes, uint32_t* out_per_byte) {
  *out_bytes = 0;
  *out_per_byte = 0;
  if (element->kind == SR_TYPE_COMPLEX) {
    uint32_t bits = sr_type_bit_width(element->complex.element);
    *out_bytes = 2 * ((bits + 7) / 8);
    return bits > 0;
  }
  if (element->kind == SR_TYPE_VECTOR) {
    int64_t count = sr_type_element_count(element);
    uint32_t bits = sr_type_bit_width(element->shaped.element);
    if (count < 0 || bits == 0) return false;
    *out_bytes = (uint32_t)count * ((bits + 7) / 8);
    return true;
  }
  uint32_t bits = sr_type_bit_width(element);
  if (bits == 0) return false;
  if (element->kind == SR_TYPE_INTEGER) {
    if (bits == 1 && packed_i1) {
      *out_per_byte = 8;
      return true;
    }
    if (bits == 2 || bits == 4) {
      *out_per_byte = 8 / bits;
      return true;
    }
    uint32_t bytes = 1;
    while (bytes * 8 < bits) bytes *= 2;
    *out_bytes = bytes;
    return true;
  }
  *out_bytes = (bits + 7) / 8;
  return true;
}

sr_status_t sr_rt_encoding_decode(sr_context_t* context, const sr_op_t* op,
                                  const sr_type_t* type,
                                  sr_rt_encoding_t* out) {
  memset(out, 0, sizeof(*out));
  out->type = type;
  if (!type || type->kind != SR_TYPE_TENSOR) {
    return sr_context_make_status_at(context, op->pos, SR_STATUS_UNIMPLEMENTED,
                                     "expected a ranked tensor encoding");
  }
  bool packed_i1 = false;
  const sr_attr_t* encoding = type->shaped.encoding;
  if (encoding) {
    bool known = false;
    if (encoding->kind == SR_ATTR_DIALECT) {
      sr_string_view_t text = encoding->text.text;
      if (sr_string_view_starts_with(text, "iree_encoding.packed_storage")) {
        packed_i1 = true;
        known = true;
      } else if (sr_string_view_starts_with(text, "iree_encoding.identity")) {
        known = true;
      }
    }
    if (!known) {
      return sr_context_make_status_at(
          context, op->pos, SR_STATUS_UNIMPLEMENTED,
          "unsupported tensor encoding (only dense row-major, identity and "
          "packed_storage layouts are implemented)");
    }
  }
  out->rank = type->shaped.rank;
  out->dims = type->shaped.dims;
  for (uint32_t i = 0; i < out->rank; ++i) {
    if (out->dims[i] == SR_DYNAMIC_DIM) ++out->dynamic_count;
  }
  out->element_type = sr_rt_element_type_of(type->shaped.element);
  if (!sr_rt_storage_layout(type->shaped.element, packed_i1,
                            &out->element_bytes, &out->elements_per_byte)) {
    return sr_context_make_status_at(context, op->pos, SR_STATUS_UNIMPLEMENTED,
                                     "unsupported tensor element type");
  }
  return sr_ok_status();
}

void sr_rt_encoding_dims(const sr_rt_encoding_t* encoding, const int64_t* dyn,
                         int64_t* out_dims) {
  uint32_t d = 0;
  for (uint32_t i = 0; i < encoding->rank; ++i) {
    out_dims[i] =
        encoding->dims[i] == SR_DYNAMIC_DIM ? dyn[d++] : encoding->dims[i];
  }
}

bool sr_rt_encoding_byte_size(const sr_rt_encoding_t* encoding,
                              const int64_t* dyn, uint64_t* out_size) {
  uint64_t count = 1;
  uint32_t d = 0;
  for (uint32_t i = 0; i < encoding->rank; ++i) {
    int64_t dim =
        encoding->dims[i] == SR_DYNAMIC_DIM ? dyn[d++] : encoding->dims[i];
    if (dim < 0) return false;
    if (dim && count > UINT64_MAX / (uint64_t)dim) return false;
    count *= (uint64_t)dim;
  }
  if (encoding->elements_per_byte) {
    *out_size =
        (count + encoding->elements_per_byte - 1) / encoding->elements_per_byte;
    return true;
  }
  if (count > UINT64_MAX / encoding->element_bytes) return false;
  *out_size = count * encoding->element_bytes;
  return true;
}

uint64_t sr_rt_encoding_offset(const sr_rt_encoding_t* encoding,
                               const int64_t* dims, const int64_t* indices) {
  uint64_t linear = 0;
  for (uint32_t i = 0; i < encoding->rank; ++i) {
    linear = linear * (uint64_t)dims[i] + (uint64_t)indices[i];
  }
  if (encoding->elements_per_byte) return linear / encoding->elements_per_byte;
  return linear * encoding->element_bytes;
}

//===----------------------------------------------------------------------===//
// Constant serialization
//===----------------------------------------------------------------------===//

// Packs |count| one-byte sub-byte elements of |bits| bits into |out|,
// element k of a byte at bit (k mod per_byte) * bits, LSB first.
static void sr_rt_pack_sub_byte(const uint8_t* elements, size_t count,
                                uint32_t bits, uint8_t* out,
                                size_t out_length) {
  memset(out, 0, out_length);
  uint32_t per_byte = 8 / bits;
  uint8_t mask = (uint8_t)((1u << bits) - 1);
  for (size_t i = 0; i < count; ++i) {
    out[i / per_byte] |=
        (uint8_t)((elements[i] & mask) << ((i % per_byte) * bits));
  }
}

// Clears the bits above |bits| in each of |count| little-endian elements of
// |element_bytes| bytes. The parsed dense attribute holds i3 `7` sign-extended
// (0xFF); IREE serializes every integer whose width is not a multiple of 8
// zero-extended to its storage width (i3 7 -> 0x07, i12 -1 -> 0x0FFF), and so
// must we: the padding bits are visible to anything that reads the bytes
// under another type.
static void sr_rt_zero_extend_elements(uint8_t* data, size_t count,
                                       size_t element_bytes, uint32_t bits) {
  if (bits % 8 == 0 || bits >= element_bytes * 8) return;
  size_t full = bits / 8;
  uint8_t partial = (uint8_t)((1u << (bits % 8)) - 1);
  for (size_t i = 0; i < count; ++i) {
    uint8_t* element = data + i * element_bytes;
    element[full] &= partial;
    memset(element + full + 1, 0, element_bytes - full - 1);
  }
}

static sr_status_t sr_rt_serialize_dense(
    sr_context_t* context, sr_arena_t* arena, const sr_op_t* op,
    const sr_attr_t* attr, const uint8_t* data, size_t data_length, bool splat,
    const sr_rt_encoding_t* encoding, uint8_t** out_data, size_t* out_length) {
  const sr_type_t* shaped = attr->type;
  int64_t count = sr_type_element_count(shaped);
  const sr_type_t* element = shaped->shaped.element;
  size_t width = sr_dense_element_byte_width(element);
  if (count < 0 || width == 0) {
    return sr_context_make_status_at(context, op->pos, SR_STATUS_UNIMPLEMENTED,
                                     "cannot serialize constant of this type");
  }
  // Elements as the dense attribute stores them (one byte for i1..i8).
  size_t element_bytes = width;
  uint32_t bits = sr_type_bit_width(element);
  bool packed = encoding && encoding->elements_per_byte;
  if (element->kind == SR_TYPE_INTEGER && bits > 8 && bits % 8 != 0) {
    // i12 and friends are stored at the next power-of-two byte width.
    element_bytes = 1;
    while (element_bytes * 8 < bits) element_bytes *= 2;
  }
  size_t total = packed ? ((size_t)count + encoding->elements_per_byte - 1) /
                              encoding->elements_per_byte
                        : (size_t)count * element_bytes;
  uint8_t* out = NULL;
  SR_RETURN_IF_ERROR(
      sr_arena_allocate(arena, total ? total : 1, 64, (void**)&out));
  if (packed) {
    // Expand to one byte per element, then pack.
    uint8_t* bytes = NULL;
    SR_RETURN_IF_ERROR(
        sr_arena_allocate(arena, (size_t)count + 1, 1, (void**)&bytes));
    for (int64_t i = 0; i < count; ++i) {
      bytes[i] = splat ? data[0] : data[(size_t)i * width];
    }
    sr_rt_pack_sub_byte(bytes, (size_t)count, bits == 1 ? 1 : bits, out, total);
  } else if (element_bytes == width) {
    if (splat) {
      for (int64_t i = 0; i < count; ++i) {
        memcpy(out + (size_t)i * width, data, width);
      }
    } else {
      if (data_length < (size_t)count * width) {
        return sr_context_make_status_at(context, op->pos, SR_STATUS_INTERNAL,
                                         "dense constant is truncated");
      }
      memcpy(out, data, (size_t)count * width);
    }
  } else {
    // Widen each element (zero-extended) to its storage width.
    memset(out, 0, total);
    for (int64_t i = 0; i < count; ++i) {
      const uint8_t* src = splat ? data : data + (size_t)i * width;
      memcpy(out + (size_t)i * element_bytes, src, width);
    }
  }
  if (!packed && element->kind == SR_TYPE_INTEGER) {
    sr_rt_zero_extend_elements(out, (size_t)count, element_bytes, bits);
  }
  *out_data = out;
  *out_length = total;
  return sr_ok_status();
}

// Whether |length| bytes of blob data are already what |attr|'s type
// serializes to (dense row-major, whole bytes per element, no widening or
// packing): then the decoded blob is the constant, used in place.
static bool sr_rt_blob_is_final(const sr_attr_t* attr,
                                const sr_rt_encoding_t* encoding, size_t length,
                                size_t* out_total) {
  const sr_type_t* shaped = attr->type;
  if (!shaped || !sr_type_is_shaped(shaped)) return false;
  int64_t count = sr_type_element_count(shaped);
  const sr_type_t* element = shaped->shaped.element;
  size_t width = sr_dense_element_byte_width(element);
  uint32_t bits = sr_type_bit_width(element);
  if (count < 0 || width == 0 || (encoding && encoding->elements_per_byte)) {
    return false;
  }
  if (element->kind == SR_TYPE_INTEGER && bits % 8 != 0) return false;
  if ((uint64_t)count > SIZE_MAX / width) return false;
  size_t total = (size_t)count * width;
  if (length < total) return false;
  *out_total = total;
  return true;
}

static sr_status_t sr_rt_no_blob(sr_context_t* context, const sr_op_t* op,
                                 const sr_attr_t* attr) {
  return sr_context_make_status_at(
      context, op->pos, SR_STATUS_NOT_FOUND,
      "dense_resource<%.*s> has no blob in the file's dialect_resources",
      (int)attr->resource_handle.size, attr->resource_handle.data);
}

// The decoded bytes of |attr|'s blob: decoded once, into |arena| (the
// program's memory, which outlives the IR and any view of a mapped
// constant), unless a composite or an earlier constant already holds them.
static sr_status_t sr_rt_blob_bytes(sr_context_t* context, sr_arena_t* arena,
                                    const sr_op_t* op, const sr_attr_t* attr,
                                    const uint8_t** out_data,
                                    size_t* out_length) {
  *out_data =
      sr_context_blob_decoded(context, attr->resource_handle, out_length);
  if (*out_data) return sr_ok_status();
  size_t length = 0;
  uint32_t alignment = 0;
  if (!sr_context_blob_info(context, attr->resource_handle, &length,
                            &alignment)) {
    return sr_rt_no_blob(context, op, attr);
  }
  size_t align =
      alignment > 64 && alignment <= 4096 && (alignment & (alignment - 1)) == 0
          ? alignment
          : 64;
  uint8_t* data = NULL;
  SR_RETURN_IF_ERROR(
      sr_arena_allocate(arena, length ? length : 1, align, (void**)&data));
  if (!sr_context_decode_blob(context, attr->resource_handle, data)) {
    return sr_context_make_status_at(
        context, op->pos, SR_STATUS_INVALID_ARGUMENT,
        "dense_resource<%.*s>: malformed blob", (int)attr->resource_handle.size,
        attr->resource_handle.data);
  }
  *out_data = data;
  *out_length = length;
  return sr_ok_status();
}

// A composite element that is a blob already in its final form: decoded
// straight into the composite at |dst| (room for |capacity| bytes), which
// becomes the blob's storage. False (nothing written) for other elements.
static bool sr_rt_composite_blob(sr_context_t* context,
                                 const sr_attr_t* element, uint8_t* dst,
                                 size_t capacity, size_t* out_length) {
  if (element->kind != SR_ATTR_DENSE_RESOURCE) return false;
  size_t length = 0, total = 0;
  uint32_t alignment = 0;
  if (sr_context_blob_decoded(context, element->resource_handle, &length) ||
      !sr_context_blob_info(context, element->resource_handle, &length,
                            &alignment) ||
      !sr_rt_blob_is_final(element, NULL, length, &total) || total != length ||
      length > capacity ||
      !sr_context_decode_blob(context, element->resource_handle, dst)) {
    return false;
  }
  *out_length = length;
  return true;
}

// Splits the element list of `util.composite<NxiK, [a, b, ...]>` and
// serializes each element in order, padding to N bytes.
static sr_status_t sr_rt_serialize_composite(
    sr_context_t* context, sr_arena_t* arena, const sr_op_t* op,
    sr_string_view_t text, uint8_t** out_data, size_t* out_length) {
  const char* p = text.data + strlen("util.composite<");
  const char* end = text.data + text.size;
  char* after = NULL;
  unsigned long long total = strtoull(p, &after, 10);
  const char* list = memchr(p, '[', (size_t)(end - p));
  if (!after || after == p || !list) {
    return sr_context_make_status_at(context, op->pos,
                                     SR_STATUS_INVALID_ARGUMENT,
                                     "malformed #util.composite attribute");
  }
  uint8_t* out = NULL;
  SR_RETURN_IF_ERROR(
      sr_arena_allocate(arena, total ? total : 1, 64, (void**)&out));
  // Filled in order; what the elements leave is zeroed at the end (not
  // first: a model's weights would be touched twice, and all at once).
  size_t offset = 0;
  const char* item = list + 1;
  int depth = 0;
  bool in_string = false;
  for (const char* c = list + 1; c < end; ++c) {
    if (in_string) {
      if (*c == '\\') {
        ++c;
      } else if (*c == '"') {
        in_string = false;
      }
      continue;
    }
    bool at_end = false;
    switch (*c) {
      case '"':
        in_string = true;
        break;
      case '(':
      case '[':
      case '{':
      case '<':
        ++depth;
        break;
      case ')':
      case '}':
      case '>':
        --depth;
        break;
      case ']':
        if (depth == 0) {
          at_end = true;
        } else {
          --depth;
        }
        break;
      default:
        break;
    }
    if ((*c == ',' && depth == 0) || at_end) {
      const char* a = item;
      const char* b = c;
      while (a < b && (*a == ' ' || *a == '\n' || *a == '\t')) ++a;
      while (b > a && (b[-1] == ' ' || b[-1] == '\n' || b[-1] == '\t')) --b;
      if (b > a) {
        char* copy = NULL;
        SR_RETURN_IF_ERROR(sr_arena_strndup(arena, a, (size_t)(b - a), &copy));
        const sr_attr_t* element = NULL;
        sr_status_t status = sr_parse_attr_string(context, copy, &element);
        if (status) {
          bool exhausted =
              sr_status_code(status) == SR_STATUS_RESOURCE_EXHAUSTED;
          sr_status_ignore(status);
          if (exhausted) {
            return sr_context_make_status_at(
                context, op->pos, SR_STATUS_RESOURCE_EXHAUSTED,
                "out of memory parsing #util.composite element '%s'", copy);
          }
          return sr_context_make_status_at(
              context, op->pos, SR_STATUS_INVALID_ARGUMENT,
              "cannot parse #util.composite element '%s'", copy);
        }
        size_t length = 0;
        if (!sr_rt_composite_blob(context, element, out + offset,
                                  (size_t)total - offset, &length)) {
          uint8_t* bytes = NULL;
          SR_RETURN_IF_ERROR(sr_rt_serialize_attr(context, arena, op, element,
                                                  NULL, &bytes, &length));
          if (offset + length > total) {
            return sr_context_make_status_at(
                context, op->pos, SR_STATUS_INVALID_ARGUMENT,
                "#util.composite elements exceed its %llu bytes", total);
          }
          memcpy(out + offset, bytes, length);
        }
        offset += length;
      }
      item = c + 1;
      if (at_end) break;
    }
  }
  if (offset < total) memset(out + offset, 0, (size_t)total - offset);
  *out_data = out;
  *out_length = total;
  return sr_ok_status();
}

sr_status_t sr_rt_serialize_attr(sr_context_t* context, sr_arena_t* arena,
                                 const sr_op_t* op, const sr_attr_t* attr,
                                 const sr_rt_encoding_t* encoding,
                                 uint8_t** out_data, size_t* out_length) {
  *out_data = NULL;
  *out_length = 0;
  switch (attr->kind) {
    case SR_ATTR_DENSE_ELEMENTS:
      return sr_rt_serialize_dense(context, arena, op, attr, attr->dense.data,
                                   attr->dense.byte_length, attr->dense.splat,
                                   encoding, out_data, out_length);
    case SR_ATTR_DENSE_RESOURCE: {
      const uint8_t* data = NULL;
      size_t length = 0, total = 0;
      SR_RETURN_IF_ERROR(
          sr_rt_blob_bytes(context, arena, op, attr, &data, &length));
      if (sr_rt_blob_is_final(attr, encoding, length, &total)) {
        // The decoded blob is the constant: no copy (constant storage over
        // it is read-only; writable results copy it).
        *out_data = (uint8_t*)data;
        *out_length = total;
        return sr_ok_status();
      }
      return sr_rt_serialize_dense(context, arena, op, attr, data, length,
                                   false, encoding, out_data, out_length);
    }
    case SR_ATTR_STRING: {
      uint8_t* out = NULL;
      size_t n = attr->string.size;
      SR_RETURN_IF_ERROR(sr_arena_allocate(arena, n ? n : 1, 64, (void**)&out));
      memcpy(out, attr->string.data, n);
      *out_data = out;
      *out_length = n;
      return sr_ok_status();
    }
    case SR_ATTR_INTEGER:
    case SR_ATTR_FLOAT: {
      uint32_t bits = sr_type_bit_width(attr->type);
      size_t n = bits ? (bits + 7) / 8 : 8;
      uint8_t* out = NULL;
      SR_RETURN_IF_ERROR(sr_arena_allocate(arena, n, 64, (void**)&out));
      uint64_t word = attr->integer.words[0];
      // Zero-extended to the storage bytes, as IREE writes sub-byte and
      // odd-width integers (see sr_rt_zero_extend_elements).
      if (attr->kind == SR_ATTR_INTEGER && bits && bits < 64) {
        word &= (UINT64_C(1) << bits) - 1;
      }
      memcpy(out, &word, n < 8 ? n : 8);
      *out_data = out;
      *out_length = n;
      return sr_ok_status();
    }
    case SR_ATTR_DIALECT: {
      sr_string_view_t text = attr->text.text;
      if (sr_string_view_starts_with(text, "util.composite<")) {
        return sr_rt_serialize_composite(context, arena, op, text, out_data,
                                         out_length);
      }
      if (sr_string_view_starts_with(text, "stream.parameter.named")) {
        // Whole constants and global initial values are read from the
        // parameters when the module loads (exec_params.c); only a
        // parameter nested in another value (a #util.composite element)
        // gets here.
        return sr_context_make_status_at(
            context, op->pos, SR_STATUS_UNIMPLEMENTED,
            "#stream.parameter.named inside #util.composite is not "
            "supported (only as a whole constant or global initial value)");
      }
      return sr_context_make_status_at(
          context, op->pos, SR_STATUS_UNIMPLEMENTED,
          "cannot serialize constant attribute #%.*s", (int)text.size,
          text.data);
    }
    default:
      return sr_context_make_status_at(context, op->pos,
                                       SR_STATUS_UNIMPLEMENTED,
                                       "cannot serialize constant attribute");
  }
}

//===----------------------------------------------------------------------===//
// Affinities
//===----------------------------------------------------------------------===//

const sr_attr_t* sr_rt_affinity_of(const sr_op_t* op, const char* attr_name) {
  const sr_attr_t* own = sr_op_attr(op, attr_name ? attr_name : "affinity");
  if (own) return own;
  for (const sr_op_t* p = sr_op_parent_op(op); p; p = sr_op_parent_op(p)) {
    const sr_attr_t* a = sr_op_attr(p, "affinity");
    if (!a) a = sr_op_attr(p, "stream.affinity");
    if (!a) a = sr_op_attr(p, "stream.affinity.default");
    if (a) return a;
  }
  return NULL;
}
