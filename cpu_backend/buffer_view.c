// Buffer views, element type spelling, and IREE's text form of tensors.

#include "cpu_backend/buffer_view.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/checked_math.h"
#include "kernels/types.h"

struct sr_buffer_view_t {
  _Atomic int32_t ref_count;
  sr_allocator_t allocator;
  sr_rt_storage_t* storage;
  uint64_t offset;
  uint64_t length;
  sr_element_type_t element_type;
  size_t rank;
  int64_t shape[SR_BUFFER_VIEW_MAX_RANK];
};

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

static const struct {
  const char* name;
  sr_element_type_t type;
} kSpecialTypes[] = {
    {"f8E5M2", SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E5M2, 8)},
    {"f8E4M3FN", SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E4M3FN, 8)},
    {"f8E5M2FNUZ", SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E5M2_FNUZ, 8)},
    {"f8E4M3FNUZ", SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E4M3_FNUZ, 8)},
    {"f8E8M0FNU", SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E8M0_FNU, 8)},
};

sr_status_t sr_element_type_parse(const char* text, size_t length,
                                  sr_element_type_t* out_type) {
  *out_type = SR_ELEMENT_TYPE_NONE;
  for (size_t i = 0; i < sizeof(kSpecialTypes) / sizeof(kSpecialTypes[0]);
       ++i) {
    if (strlen(kSpecialTypes[i].name) == length &&
        memcmp(kSpecialTypes[i].name, text, length) == 0) {
      *out_type = kSpecialTypes[i].type;
      return sr_ok_status();
    }
  }
  if (length == 2 && memcmp(text, "i1", 2) == 0) {
    *out_type = SR_ELEMENT_TYPE_BOOL_8;
    return sr_ok_status();
  }
  static const struct {
    const char* prefix;
    uint32_t numerical;
  } kPrefixes[] = {
      {"si", SR_NUMERICAL_INTEGER_SIGNED},
      {"ui", SR_NUMERICAL_INTEGER_UNSIGNED},
      {"bf", SR_NUMERICAL_FLOAT_BRAIN},
      {"cf", SR_NUMERICAL_FLOAT_COMPLEX},
      {"i", SR_NUMERICAL_INTEGER},
      {"f", SR_NUMERICAL_FLOAT_IEEE},
      {"x", SR_NUMERICAL_UNKNOWN},
      {"*", SR_NUMERICAL_UNKNOWN},
  };
  for (size_t i = 0; i < sizeof(kPrefixes) / sizeof(kPrefixes[0]); ++i) {
    size_t n = strlen(kPrefixes[i].prefix);
    if (length <= n || memcmp(text, kPrefixes[i].prefix, n) != 0) continue;
    uint32_t bits = 0;
    for (size_t k = n; k < length; ++k) {
      if (!isdigit((unsigned char)text[k])) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "unknown element type '%.*s'", (int)length, text);
      }
      bits = bits * 10 + (uint32_t)(text[k] - '0');
      if (bits > 0xFF) break;
    }
    if (bits == 0 || bits > 0xFF) break;
    *out_type = SR_ELEMENT_TYPE(kPrefixes[i].numerical, bits);
    return sr_ok_status();
  }
  return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                        "unknown element type '%.*s'", (int)length, text);
}

void sr_element_type_format(sr_element_type_t type, char* buffer,
                            size_t capacity) {
  if (!capacity) return;
  for (size_t i = 0; i < sizeof(kSpecialTypes) / sizeof(kSpecialTypes[0]);
       ++i) {
    if (kSpecialTypes[i].type == type) {
      snprintf(buffer, capacity, "%s", kSpecialTypes[i].name);
      return;
    }
  }
  const char* prefix = "*";
  uint32_t bits = sr_element_type_bit_count(type);
  switch (sr_element_type_numerical(type)) {
    case SR_NUMERICAL_BOOLEAN:
      prefix = "i";
      bits = 1;
      break;
    case SR_NUMERICAL_INTEGER:
      prefix = "i";
      break;
    case SR_NUMERICAL_INTEGER_SIGNED:
      prefix = "si";
      break;
    case SR_NUMERICAL_INTEGER_UNSIGNED:
      prefix = "ui";
      break;
    case SR_NUMERICAL_FLOAT_IEEE:
      prefix = "f";
      break;
    case SR_NUMERICAL_FLOAT_BRAIN:
      prefix = "bf";
      break;
    case SR_NUMERICAL_FLOAT_COMPLEX:
      prefix = "cf";
      break;
    default:
      break;
  }
  snprintf(buffer, capacity, "%s%u", prefix, bits);
}

//===----------------------------------------------------------------------===//
// Objects
//===----------------------------------------------------------------------===//

// Bytes of a dense row-major tensor; false when a dimension is negative or
// the size does not fit (shapes come from flags, files and IR).
static bool sr_rt_dense_byte_size(size_t rank, const int64_t* shape,
                                  sr_element_type_t type, uint64_t* out_size) {
  int64_t count = 0;
  if (!sr_checked_element_count(rank, shape, &count))
    return *out_size = 0, false;
  uint32_t bits = sr_element_type_bit_count(type);
  if (bits < 8 && bits && 8 % bits == 0 &&
      sr_element_type_numerical(type) != SR_NUMERICAL_BOOLEAN) {
    return sr_checked_bits_to_bytes((uint64_t)count, bits, out_size);
  }
  return sr_checked_mul_u64((uint64_t)count, (bits + 7) / 8, out_size);
}

// The byte size of a new tensor, or OUT_OF_RANGE naming its shape.
static sr_status_t sr_rt_checked_dense_byte_size(size_t rank,
                                                 const int64_t* shape,
                                                 sr_element_type_t type,
                                                 uint64_t* out_size) {
  if (sr_rt_dense_byte_size(rank, shape, type, out_size)) {
    return sr_ok_status();
  }
  char text[SR_BUFFER_VIEW_MAX_RANK * 21 + 16];
  size_t n = 0;
  for (size_t i = 0; i < rank; ++i) {
    n += (size_t)snprintf(text + n, sizeof(text) - n, "%lldx",
                          (long long)shape[i]);
  }
  sr_element_type_format(type, text + n, sizeof(text) - n);
  return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                        "the byte size of a %s tensor overflows", text);
}

sr_status_t sr_rt_buffer_view_create_over(sr_allocator_t allocator,
                                          sr_rt_storage_t* storage,
                                          uint64_t offset, uint64_t length,
                                          sr_element_type_t element_type,
                                          size_t rank, const int64_t* shape,
                                          sr_buffer_view_t** out_view) {
  *out_view = NULL;
  if (rank > SR_BUFFER_VIEW_MAX_RANK) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "rank %zu above %d", rank,
                          SR_BUFFER_VIEW_MAX_RANK);
  }
  for (size_t i = 0; i < rank; ++i) {
    if (shape[i] < 0) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "negative dimension %lld", (long long)shape[i]);
    }
  }
  sr_buffer_view_t* view = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*view), (void**)&view));
  atomic_init(&view->ref_count, 1);
  view->allocator = allocator;
  sr_rt_storage_retain(storage);
  view->storage = storage;
  view->offset = offset;
  view->length = length;
  view->element_type = element_type;
  view->rank = rank;
  if (rank) memcpy(view->shape, shape, rank * sizeof(int64_t));
  *out_view = view;
  return sr_ok_status();
}

void sr_rt_buffer_view_range(const sr_buffer_view_t* view,
                             sr_rt_storage_t** out_storage,
                             uint64_t* out_offset, uint64_t* out_length) {
  *out_storage = view->storage;
  *out_offset = view->offset;
  *out_length = view->length;
}

sr_status_t sr_buffer_view_create(sr_allocator_t allocator, size_t rank,
                                  const int64_t* shape,
                                  sr_element_type_t element_type,
                                  const void* data, size_t data_length,
                                  sr_buffer_view_t** out_view) {
  *out_view = NULL;
  if (rank > SR_BUFFER_VIEW_MAX_RANK) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "rank %zu above %d", rank,
                          SR_BUFFER_VIEW_MAX_RANK);
  }
  for (size_t i = 0; i < rank; ++i) {
    if (shape[i] < 0) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "negative dimension %lld", (long long)shape[i]);
    }
  }
  uint64_t size = 0;
  SR_RETURN_IF_ERROR(
      sr_rt_checked_dense_byte_size(rank, shape, element_type, &size));
  if (size > SIZE_MAX) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "a %llu-byte tensor does not fit in memory",
                          (unsigned long long)size);
  }
  if (data && data_length != size) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%zu bytes of data for a %llu-byte tensor",
                          data_length, (unsigned long long)size);
  }
  sr_rt_storage_t* storage = NULL;
  SR_RETURN_IF_ERROR(
      sr_rt_storage_allocate(allocator, NULL, (size_t)size, &storage));
  uint8_t* bytes = sr_rt_storage_data(storage);
  if (data) {
    memcpy(bytes, data, (size_t)size);
  } else {
    memset(bytes, 0, (size_t)size);
  }
  sr_status_t status = sr_rt_buffer_view_create_over(
      allocator, storage, 0, size, element_type, rank, shape, out_view);
  sr_rt_storage_release(storage);
  return status;
}

sr_status_t sr_buffer_view_wrap(sr_allocator_t allocator, size_t rank,
                                const int64_t* shape,
                                sr_element_type_t element_type, void* data,
                                size_t data_length,
                                void (*release_fn)(void*, void*),
                                void* release_user_data,
                                sr_buffer_view_t** out_view) {
  *out_view = NULL;
  if (rank > SR_BUFFER_VIEW_MAX_RANK) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "rank %zu above %d", rank,
                          SR_BUFFER_VIEW_MAX_RANK);
  }
  uint64_t size = 0;
  SR_RETURN_IF_ERROR(
      sr_rt_checked_dense_byte_size(rank, shape, element_type, &size));
  if (data_length < size) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%zu bytes of data for a %llu-byte tensor",
                          data_length, (unsigned long long)size);
  }
  sr_rt_storage_t* storage = NULL;
  SR_RETURN_IF_ERROR(sr_rt_storage_wrap(
      allocator, data, data_length, release_fn, release_user_data, &storage));
  sr_status_t status = sr_rt_buffer_view_create_over(
      allocator, storage, 0, data_length, element_type, rank, shape, out_view);
  sr_rt_storage_release(storage);
  return status;
}

void sr_buffer_view_retain(sr_buffer_view_t* view) {
  if (view)
    atomic_fetch_add_explicit(&view->ref_count, 1, memory_order_relaxed);
}

void sr_buffer_view_release(sr_buffer_view_t* view) {
  if (!view) return;
  if (atomic_fetch_sub_explicit(&view->ref_count, 1, memory_order_acq_rel) !=
      1) {
    return;
  }
  sr_rt_storage_release(view->storage);
  sr_allocator_free(view->allocator, view);
}

size_t sr_buffer_view_rank(const sr_buffer_view_t* view) { return view->rank; }

int64_t sr_buffer_view_dim(const sr_buffer_view_t* view, size_t index) {
  return index < view->rank ? view->shape[index] : 0;
}

const int64_t* sr_buffer_view_shape(const sr_buffer_view_t* view) {
  return view->shape;
}

sr_element_type_t sr_buffer_view_element_type(const sr_buffer_view_t* view) {
  return view->element_type;
}

int64_t sr_buffer_view_element_count(const sr_buffer_view_t* view) {
  int64_t count = 1;
  for (size_t i = 0; i < view->rank; ++i) count *= view->shape[i];
  return count;
}

size_t sr_buffer_view_byte_length(const sr_buffer_view_t* view) {
  return (size_t)view->length;
}

void* sr_buffer_view_data(const sr_buffer_view_t* view) {
  uint8_t* base = sr_rt_storage_data(view->storage);
  return base ? base + view->offset : NULL;
}

void sr_variant_reset(sr_variant_t* variant) {
  if (variant->type == SR_VARIANT_BUFFER_VIEW) {
    sr_buffer_view_release(variant->view);
  } else if (variant->type == SR_VARIANT_FENCE) {
    sr_timepoint_release(variant->fence);
  }
  memset(variant, 0, sizeof(*variant));
}

//===----------------------------------------------------------------------===//
// Text form (IREE's string_util.c)
//===----------------------------------------------------------------------===//

typedef struct sr_rt_text_t {
  char* buffer;
  size_t capacity;
  size_t length;
} sr_rt_text_t;

static void sr_rt_text_append(sr_rt_text_t* t, const char* s, size_t n) {
  if (t->length < t->capacity) {
    size_t room = t->capacity - t->length;
    size_t copy = n < room ? n : room;
    memcpy(t->buffer + t->length, s, copy);
  }
  t->length += n;
}

static void sr_rt_text_appendf(sr_rt_text_t* t, const char* format, ...)
    SR_PRINTF_LIKE(2, 3);
static void sr_rt_text_appendf(sr_rt_text_t* t, const char* format, ...) {
  char temp[64];
  va_list args;
  va_start(args, format);
  int n = vsnprintf(temp, sizeof(temp), format, args);
  va_end(args);
  if (n > 0)
    sr_rt_text_append(t, temp,
                      (size_t)n < sizeof(temp) ? (size_t)n : sizeof(temp) - 1);
}

static void sr_rt_format_element(sr_rt_text_t* t, const uint8_t* p,
                                 sr_element_type_t type) {
  uint32_t bits = sr_element_type_bit_count(type);
  uint32_t numerical = sr_element_type_numerical(type);
  switch (numerical) {
    case SR_NUMERICAL_INTEGER:
    case SR_NUMERICAL_INTEGER_SIGNED:
      switch (bits) {
        case 8: {
          int8_t v;
          memcpy(&v, p, 1);
          sr_rt_text_appendf(t, "%" PRIi8, v);
          return;
        }
        case 16: {
          int16_t v;
          memcpy(&v, p, 2);
          sr_rt_text_appendf(t, "%" PRIi16, v);
          return;
        }
        case 32: {
          int32_t v;
          memcpy(&v, p, 4);
          sr_rt_text_appendf(t, "%" PRIi32, v);
          return;
        }
        case 64: {
          int64_t v;
          memcpy(&v, p, 8);
          sr_rt_text_appendf(t, "%" PRIi64, v);
          return;
        }
        default:
          break;
      }
      break;
    case SR_NUMERICAL_INTEGER_UNSIGNED:
      switch (bits) {
        case 8:
          sr_rt_text_appendf(t, "%" PRIu8, p[0]);
          return;
        case 16: {
          uint16_t v;
          memcpy(&v, p, 2);
          sr_rt_text_appendf(t, "%" PRIu16, v);
          return;
        }
        case 32: {
          uint32_t v;
          memcpy(&v, p, 4);
          sr_rt_text_appendf(t, "%" PRIu32, v);
          return;
        }
        case 64: {
          uint64_t v;
          memcpy(&v, p, 8);
          sr_rt_text_appendf(t, "%" PRIu64, v);
          return;
        }
        default:
          break;
      }
      break;
    case SR_NUMERICAL_FLOAT_IEEE:
      if (bits == 16 || bits == 32 || bits == 64) {
        double v;
        if (bits == 16) {
          uint16_t h;
          memcpy(&h, p, 2);
          v = sr_k_f16_to_f32(h);
        } else if (bits == 32) {
          float f;
          memcpy(&f, p, 4);
          v = f;
        } else {
          memcpy(&v, p, 8);
        }
        sr_rt_text_appendf(t, "%G", v);
        return;
      }
      break;
    case SR_NUMERICAL_FLOAT_BRAIN:
      if (bits == 16) {
        uint16_t h;
        memcpy(&h, p, 2);
        sr_rt_text_appendf(t, "%G", (double)sr_k_bf16_to_f32(h));
        return;
      }
      break;
    default:
      break;
  }
  // Anything else prints as hex bytes (IREE does the same, e.g. i1 "01").
  static const char kHex[] = "0123456789ABCDEF";
  size_t bytes = (bits + 7) / 8;
  for (size_t i = 0; i < bytes; ++i) {
    char pair[2] = {kHex[p[i] >> 4], kHex[p[i] & 15]};
    sr_rt_text_append(t, pair, 2);
  }
}

// Bracket pairs printed before the rest are cut to one "...". IREE prints a
// pair for every row, shown or not, which is text proportional to the shape
// rather than to the elements shown: 99999999999999x514x0xf32 (no elements
// at all) would print for ever. Tensors of fewer rows print as IREE's.
#define SR_RT_FORMAT_MAX_BRACKETS (1u << 20)

typedef struct sr_rt_format_budget_t {
  size_t elements;  // still to print
  size_t brackets;  // bracket pairs still to print
} sr_rt_format_budget_t;

static void sr_rt_format_elements(sr_rt_text_t* t, const uint8_t* data,
                                  size_t rank, const int64_t* shape,
                                  sr_element_type_t type,
                                  sr_rt_format_budget_t* budget) {
  if (rank == 0) {
    const int64_t one = 1;
    sr_rt_format_elements(t, data, 1, &one, type, budget);
    return;
  }
  size_t element_bytes = sr_element_type_byte_size(type);
  if (rank > 1) {
    size_t inner = 1;
    for (size_t i = 1; i < rank; ++i) inner *= (size_t)shape[i];
    for (int64_t i = 0; i < shape[0]; ++i) {
      if (!budget->brackets) {
        sr_rt_text_append(t, "...", 3);
        return;
      }
      --budget->brackets;
      sr_rt_text_append(t, "[", 1);
      sr_rt_format_elements(t, data + (size_t)i * inner * element_bytes,
                            rank - 1, shape + 1, type, budget);
      sr_rt_text_append(t, "]", 1);
    }
    return;
  }
  size_t count = (size_t)shape[0];
  size_t max_count = budget->elements < count ? budget->elements : count;
  budget->elements -= max_count;
  for (size_t i = 0; i < max_count; ++i) {
    if (i) sr_rt_text_append(t, " ", 1);
    sr_rt_format_element(t, data + i * element_bytes, type);
  }
  if (max_count < count) sr_rt_text_append(t, "...", 3);
}

size_t sr_buffer_view_format(const sr_buffer_view_t* view,
                             size_t max_element_count, char* buffer,
                             size_t capacity) {
  sr_rt_text_t t = {buffer, capacity ? capacity - 1 : 0, 0};
  for (size_t i = 0; i < view->rank; ++i) {
    sr_rt_text_appendf(&t, "%lldx", (long long)view->shape[i]);
  }
  char type[16];
  sr_element_type_format(view->element_type, type, sizeof(type));
  sr_rt_text_append(&t, type, strlen(type));
  sr_rt_text_append(&t, "=", 1);
  const uint8_t* data = sr_buffer_view_data(view);
  uint64_t needed = 0;
  if (data &&
      sr_rt_dense_byte_size(view->rank, view->shape, view->element_type,
                            &needed) &&
      needed <= view->length) {
    sr_rt_format_budget_t budget = {max_element_count,
                                    SR_RT_FORMAT_MAX_BRACKETS};
    sr_rt_format_elements(&t, data, view->rank, view->shape, view->element_type,
                          &budget);
  }
  if (capacity) buffer[t.length < capacity ? t.length : capacity - 1] = 0;
  return t.length;
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

static bool sr_rt_parse_i64(const char* s, size_t n, int64_t* out) {
  char temp[64];
  if (n == 0 || n >= sizeof(temp)) return false;
  memcpy(temp, s, n);
  temp[n] = 0;
  char* end = NULL;
  errno = 0;
  long long v = strtoll(temp, &end, 0);
  if (*end || errno == ERANGE) return false;  // out of range: not clamped
  *out = v;
  return true;
}

static bool sr_rt_parse_u64(const char* s, size_t n, uint64_t* out) {
  char temp[64];
  if (n == 0 || n >= sizeof(temp)) return false;
  memcpy(temp, s, n);
  temp[n] = 0;
  char* end = NULL;
  errno = 0;
  // strtoull accepts "-1" and wraps it to 2^64 - 1: a sign is not a value
  // of an unsigned type.
  unsigned long long v = strtoull(temp, &end, 0);
  if (*end || errno == ERANGE || memchr(temp, '-', n)) return false;
  *out = v;
  return true;
}

static bool sr_rt_parse_f64(const char* s, size_t n, double* out) {
  char temp[128];
  if (n == 0 || n >= sizeof(temp)) return false;
  memcpy(temp, s, n);
  temp[n] = 0;
  char* end = NULL;
  double v = strtod(temp, &end);
  if (*end) return false;
  *out = v;
  return true;
}

// One element, as IREE's iree_hal_parse_element_unsafe accepts it.
static bool sr_rt_parse_element(const char* s, size_t n, sr_element_type_t type,
                                uint8_t* out) {
  uint32_t bits = sr_element_type_bit_count(type);
  uint32_t numerical = sr_element_type_numerical(type);
  bool is_integer = numerical == SR_NUMERICAL_INTEGER ||
                    numerical == SR_NUMERICAL_INTEGER_SIGNED ||
                    numerical == SR_NUMERICAL_INTEGER_UNSIGNED ||
                    numerical == SR_NUMERICAL_BOOLEAN;
  if (is_integer && bits > 64) return false;  // no literal spelling
  if (numerical == SR_NUMERICAL_INTEGER ||
      numerical == SR_NUMERICAL_INTEGER_SIGNED ||
      numerical == SR_NUMERICAL_BOOLEAN) {
    int64_t v = 0;
    if (bits == 64 && numerical != SR_NUMERICAL_BOOLEAN) {
      if (!sr_rt_parse_i64(s, n, &v)) return false;
    } else {
      if (!sr_rt_parse_i64(s, n, &v)) return false;
      // In unsigned arithmetic: 1 << 63 overflows int64 (i63 was UB).
      int64_t lo = -(int64_t)(UINT64_C(1) << (bits - 1));
      uint64_t hi = numerical == SR_NUMERICAL_INTEGER_SIGNED
                        ? (UINT64_C(1) << (bits - 1)) - 1
                        : (UINT64_C(1) << bits) - 1;
      if (v < lo || (v > 0 && (uint64_t)v > hi)) return false;
    }
    memcpy(out, &v, (bits + 7) / 8);
    return true;
  }
  if (numerical == SR_NUMERICAL_INTEGER_UNSIGNED) {
    uint64_t v = 0;
    if (!sr_rt_parse_u64(s, n, &v)) return false;
    if (bits < 64 && v > ((1ull << bits) - 1)) return false;
    memcpy(out, &v, (bits + 7) / 8);
    return true;
  }
  if (numerical == SR_NUMERICAL_FLOAT_IEEE ||
      numerical == SR_NUMERICAL_FLOAT_BRAIN) {
    double v = 0;
    if (!sr_rt_parse_f64(s, n, &v)) return false;
    if (bits == 64) {
      memcpy(out, &v, 8);
    } else if (bits == 32) {
      float f = (float)v;
      memcpy(out, &f, 4);
    } else if (bits == 16) {
      uint16_t h = numerical == SR_NUMERICAL_FLOAT_BRAIN
                       ? sr_k_f32_to_bf16((float)v)
                       : sr_k_f32_to_f16((float)v);
      memcpy(out, &h, 2);
    } else {
      return false;
    }
    return true;
  }
  // Unknown formats: hex bytes.
  size_t bytes = (bits + 7) / 8;
  if (n != bytes * 2) return false;
  for (size_t i = 0; i < bytes; ++i) {
    if (!isxdigit((unsigned char)s[2 * i]) ||
        !isxdigit((unsigned char)s[2 * i + 1])) {
      return false;
    }
    char pair[3] = {s[2 * i], s[2 * i + 1], 0};
    out[i] = (uint8_t)strtoul(pair, NULL, 16);
  }
  return true;
}

sr_status_t sr_buffer_view_parse(sr_allocator_t allocator, const char* text,
                                 size_t length, sr_buffer_view_t** out_view) {
  *out_view = NULL;
  while (length && isspace((unsigned char)*text)) ++text, --length;
  while (length && isspace((unsigned char)text[length - 1])) --length;
  if (length >= 2 && text[0] == '"' && text[length - 1] == '"') {
    ++text;
    length -= 2;
  }
  if (!length) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "empty string input");
  }
  const char* eq = memchr(text, '=', length);
  size_t meta_length = eq ? (size_t)(eq - text) : length;
  const char* data = eq ? eq + 1 : text + length;
  size_t data_length = eq ? length - meta_length - 1 : 0;
  // Shape and type: the type follows the last 'x'.
  size_t last_x = meta_length;
  for (size_t i = meta_length; i-- > 0;) {
    if (text[i] == 'x') {
      last_x = i;
      break;
    }
  }
  int64_t shape[SR_BUFFER_VIEW_MAX_RANK];
  size_t rank = 0;
  const char* type_text = text;
  size_t type_length = meta_length;
  if (last_x != meta_length) {
    type_text = text + last_x + 1;
    type_length = meta_length - last_x - 1;
    size_t start = 0;
    for (size_t i = 0; i <= last_x; ++i) {
      if (i == last_x || text[i] == 'x') {
        int64_t dim = 0;
        if (rank >= SR_BUFFER_VIEW_MAX_RANK ||
            !sr_rt_parse_i64(text + start, i - start, &dim) || dim < 0) {
          return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                                "invalid shape specification: '%.*s'",
                                (int)meta_length, text);
        }
        shape[rank++] = dim;
        start = i + 1;
      }
    }
  }
  sr_element_type_t type = SR_ELEMENT_TYPE_NONE;
  SR_RETURN_IF_ERROR(sr_element_type_parse(type_text, type_length, &type));
  sr_buffer_view_t* view = NULL;
  SR_RETURN_IF_ERROR(
      sr_buffer_view_create(allocator, rank, shape, type, NULL, 0, &view));
  uint8_t* out = sr_buffer_view_data(view);
  size_t element_bytes = sr_element_type_byte_size(type);
  size_t capacity = element_bytes ? view->length / element_bytes : 0;
  size_t count = 0;
  sr_status_t status = sr_ok_status();
  size_t i = 0;
  while (i < data_length && !status) {
    char c = data[i];
    if (isspace((unsigned char)c) || c == ',' || c == '[' || c == ']') {
      ++i;
      continue;
    }
    size_t start = i;
    while (i < data_length && !isspace((unsigned char)data[i]) &&
           data[i] != ',' && data[i] != '[' && data[i] != ']') {
      ++i;
    }
    if (count >= capacity) {
      status = SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                              "output data buffer overflow: element_capacity="
                              "%zu < dst_i=%zu+",
                              capacity, count);
      break;
    }
    if (!sr_rt_parse_element(data + start, i - start, type,
                             out + count * element_bytes)) {
      status = SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "cannot parse '%.*s' as an element",
                              (int)(i - start), data + start);
      break;
    }
    ++count;
  }
  if (!status && count == 1 && capacity > 1) {
    // Splat by doubling: log2(n) copies instead of one per element.
    size_t filled = element_bytes, total = capacity * element_bytes;
    while (filled < total) {
      size_t n = filled < total - filled ? filled : total - filled;
      memcpy(out + filled, out, n);
      filled += n;
    }
  } else if (!status && count < capacity && (count || data_length)) {
    // As IREE: text after '=' that holds fewer values than the tensor
    // (none at all, as in `4x8xf32=[[[[`) is an error; no text at all
    // (`4xf32`, `4xf32=`) is zeros.
    status = SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                            "input data string underflow: dst_i=%zu < "
                            "element_capacity=%zu",
                            count, capacity);
  }
  if (status) {
    sr_buffer_view_release(view);
    return status;
  }
  *out_view = view;
  return sr_ok_status();
}
