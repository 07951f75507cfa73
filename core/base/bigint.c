#include "core/base/bigint.h"

#include <string.h>

void sr_bigint_initialize(sr_allocator_t allocator, sr_bigint_t* out_value) {
  memset(out_value, 0, sizeof(*out_value));
  out_value->allocator = allocator;
}

void sr_bigint_deinitialize(sr_bigint_t* value) {
  sr_allocator_free(value->allocator, value->limbs);
  value->limbs = NULL;
  value->size = value->capacity = 0;
}

static bool sr_bigint_reserve(sr_bigint_t* value, size_t limbs) {
  if (value->failed) return false;
  if (limbs <= value->capacity) return true;
  size_t capacity = value->capacity ? value->capacity : 4;
  while (capacity < limbs) capacity *= 2;
  void* data = value->limbs;
  sr_status_t status = sr_allocator_realloc(value->allocator,
                                            capacity * sizeof(uint32_t), &data);
  if (status) {
    sr_status_ignore(status);
    value->failed = true;
    return false;
  }
  value->limbs = data;
  value->capacity = capacity;
  return true;
}

static void sr_bigint_trim(sr_bigint_t* value) {
  while (value->size && value->limbs[value->size - 1] == 0) --value->size;
}

void sr_bigint_set_words(sr_bigint_t* value, const uint64_t* words,
                         size_t count) {
  if (!sr_bigint_reserve(value, count * 2)) return;
  for (size_t i = 0; i < count; ++i) {
    value->limbs[2 * i] = (uint32_t)words[i];
    value->limbs[2 * i + 1] = (uint32_t)(words[i] >> 32);
  }
  value->size = count * 2;
  sr_bigint_trim(value);
}

void sr_bigint_get_words(const sr_bigint_t* value, uint64_t* out_words,
                         size_t count) {
  for (size_t i = 0; i < count; ++i) {
    uint64_t lo = 2 * i < value->size ? value->limbs[2 * i] : 0;
    uint64_t hi = 2 * i + 1 < value->size ? value->limbs[2 * i + 1] : 0;
    out_words[i] = lo | (hi << 32);
  }
}

bool sr_bigint_is_zero(const sr_bigint_t* value) { return value->size == 0; }

size_t sr_bigint_active_bits(const sr_bigint_t* value) {
  if (!value->size) return 0;
  uint32_t top = value->limbs[value->size - 1];
  return (value->size - 1) * 32 + (32 - (size_t)__builtin_clz(top));
}

size_t sr_bigint_trailing_zeros(const sr_bigint_t* value) {
  for (size_t i = 0; i < value->size; ++i) {
    if (value->limbs[i]) return i * 32 + (size_t)__builtin_ctz(value->limbs[i]);
  }
  return 0;
}

void sr_bigint_mul_small(sr_bigint_t* value, uint32_t factor) {
  uint64_t carry = 0;
  for (size_t i = 0; i < value->size; ++i) {
    uint64_t product = (uint64_t)value->limbs[i] * factor + carry;
    value->limbs[i] = (uint32_t)product;
    carry = product >> 32;
  }
  if (carry && sr_bigint_reserve(value, value->size + 1)) {
    value->limbs[value->size++] = (uint32_t)carry;
  }
}

void sr_bigint_add_small(sr_bigint_t* value, uint32_t addend) {
  uint64_t carry = addend;
  for (size_t i = 0; i < value->size && carry; ++i) {
    uint64_t sum = (uint64_t)value->limbs[i] + carry;
    value->limbs[i] = (uint32_t)sum;
    carry = sum >> 32;
  }
  if (carry && sr_bigint_reserve(value, value->size + 1)) {
    value->limbs[value->size++] = (uint32_t)carry;
  }
}

uint32_t sr_bigint_divmod_small(sr_bigint_t* value, uint32_t divisor) {
  uint64_t remainder = 0;
  for (size_t i = value->size; i-- > 0;) {
    uint64_t current = (remainder << 32) | value->limbs[i];
    value->limbs[i] = (uint32_t)(current / divisor);
    remainder = current % divisor;
  }
  sr_bigint_trim(value);
  return (uint32_t)remainder;
}

void sr_bigint_shift_left(sr_bigint_t* value, size_t bits) {
  if (!value->size || !bits) return;
  size_t limb_shift = bits / 32;
  unsigned bit_shift = (unsigned)(bits % 32);
  size_t new_size = value->size + limb_shift + 1;
  if (!sr_bigint_reserve(value, new_size)) return;
  value->limbs[new_size - 1] = 0;
  for (size_t i = value->size; i-- > 0;) {
    uint64_t wide = (uint64_t)value->limbs[i] << bit_shift;
    value->limbs[i + limb_shift + 1] |= (uint32_t)(wide >> 32);
    value->limbs[i + limb_shift] = (uint32_t)wide;
  }
  for (size_t i = 0; i < limb_shift; ++i) value->limbs[i] = 0;
  value->size = new_size;
  sr_bigint_trim(value);
}

void sr_bigint_shift_right(sr_bigint_t* value, size_t bits) {
  size_t limb_shift = bits / 32;
  unsigned bit_shift = (unsigned)(bits % 32);
  if (limb_shift >= value->size) {
    value->size = 0;
    return;
  }
  size_t new_size = value->size - limb_shift;
  for (size_t i = 0; i < new_size; ++i) {
    uint64_t lo = value->limbs[i + limb_shift];
    uint64_t hi =
        i + limb_shift + 1 < value->size ? value->limbs[i + limb_shift + 1] : 0;
    value->limbs[i] = (uint32_t)(((hi << 32) | lo) >> bit_shift);
  }
  value->size = new_size;
  sr_bigint_trim(value);
}

bool sr_bigint_failed(const sr_bigint_t* value) { return value->failed; }
