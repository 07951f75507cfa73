// Overflow-checked arithmetic for sizes, offsets and counts from input.
//
// The rule (grep for `sr_checked_`): a size, offset, count or dimension that
// comes from input (IR, .npy/.bin files, flags, parameter archives,
// safetensors/gguf headers, dispatch operands) is multiplied, added,
// subtracted or converted to a narrower or differently signed integer type
// only through these helpers. Plain arithmetic on such a value wraps
// silently (unsigned) or is undefined (signed), and a wrapped size becomes a
// small allocation that a large copy then overruns.
//
// Every helper returns true when the exact mathematical result fits in
// |*out| and false when it does not (|*out| then holds 0). The caller turns
// false into a located error (OUT_OF_RANGE or INVALID_ARGUMENT) naming the
// value; nothing here allocates or reports.
//
// Header-only (the builtins inline to an instruction and a branch), usable
// from any folder: it depends on nothing but the C library headers.
#ifndef STREAMREF_CORE_BASE_CHECKED_MATH_H_
#define STREAMREF_CORE_BASE_CHECKED_MATH_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// Each helper is one builtin; |*out| is 0 whenever the result does not fit.
#define SR_CHECKED_BINARY_(name, type, builtin)                            \
  static inline bool name(type a, type b, type* out) {                     \
    if (__builtin_##builtin##_overflow(a, b, out)) return *out = 0, false; \
    return true;                                                           \
  }

// clang-format off
SR_CHECKED_BINARY_(sr_checked_add_u64, uint64_t, add)
SR_CHECKED_BINARY_(sr_checked_sub_u64, uint64_t, sub)
SR_CHECKED_BINARY_(sr_checked_mul_u64, uint64_t, mul)
SR_CHECKED_BINARY_(sr_checked_add_i64, int64_t, add)
SR_CHECKED_BINARY_(sr_checked_sub_i64, int64_t, sub)
SR_CHECKED_BINARY_(sr_checked_mul_i64, int64_t, mul)
SR_CHECKED_BINARY_(sr_checked_add_size, size_t, add)
SR_CHECKED_BINARY_(sr_checked_mul_size, size_t, mul)
// clang-format on
#undef SR_CHECKED_BINARY_

// Conversions: true when |value| is representable in the target type.
static inline bool sr_checked_i64_to_u64(int64_t value, uint64_t* out) {
  if (value < 0) return *out = 0, false;
  *out = (uint64_t)value;
  return true;
}
static inline bool sr_checked_u64_to_i64(uint64_t value, int64_t* out) {
  if (value > (uint64_t)INT64_MAX) return *out = 0, false;
  *out = (int64_t)value;
  return true;
}
static inline bool sr_checked_u64_to_size(uint64_t value, size_t* out) {
  if (value > (uint64_t)SIZE_MAX) return *out = 0, false;
  *out = (size_t)value;
  return true;
}
static inline bool sr_checked_i64_to_size(int64_t value, size_t* out) {
  if (value < 0 || (uint64_t)value > (uint64_t)SIZE_MAX) {
    return *out = 0, false;
  }
  *out = (size_t)value;
  return true;
}
static inline bool sr_checked_i64_to_i32(int64_t value, int32_t* out) {
  if (value < INT32_MIN || value > INT32_MAX) return *out = 0, false;
  *out = (int32_t)value;
  return true;
}

// offset + length <= limit, computed without wrapping: the check every
// byte range [offset, offset + length) read from input must pass before it
// indexes a buffer of |limit| bytes.
static inline bool sr_checked_range_fits(uint64_t offset, uint64_t length,
                                         uint64_t limit) {
  return offset <= limit && length <= limit - offset;
}

// The number of elements of a shape: the product of |rank| dimensions, each
// >= 0. False for a negative dimension or a product above INT64_MAX (every
// element count must also be a valid int64 index space).
static inline bool sr_checked_element_count(size_t rank, const int64_t* dims,
                                            int64_t* out) {
  int64_t count = 1;
  for (size_t i = 0; i < rank; ++i) {
    if (dims[i] < 0 || !sr_checked_mul_i64(count, dims[i], &count)) {
      return *out = 0, false;
    }
  }
  *out = count;
  return true;
}

// Bytes that |count| elements of |bits| bits take, rounded up to whole
// bytes: ceil(count * bits / 8), false only when that does not fit (the
// intermediate count * bits is never formed: every 8 elements take |bits|
// bytes, and the last count % 8 add ceil(rest * bits / 8)).
static inline bool sr_checked_bits_to_bytes(uint64_t count, uint32_t bits,
                                            uint64_t* out) {
  uint64_t whole = 0;
  uint64_t rest = ((count % 8) * bits + 7) / 8;
  if (!sr_checked_mul_u64(count / 8, bits, &whole) ||
      !sr_checked_add_u64(whole, rest, out)) {
    return *out = 0, false;
  }
  return true;
}

#endif  // STREAMREF_CORE_BASE_CHECKED_MATH_H_
