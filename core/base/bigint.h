// Unsigned arbitrary-precision integers, just enough for the IR's needs:
// integer literals wider than 64 bits (i128, i256, ...) and exact decimal
// expansion of float bit patterns when printing them the way LLVM does.
//
// Operations never fail loudly: on out-of-memory the number is marked
// failed and callers check sr_bigint_failed once at the end.
//
// Not thread-safe; one number per use.
#ifndef STREAMREF_CORE_BASE_BIGINT_H_
#define STREAMREF_CORE_BASE_BIGINT_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"

typedef struct sr_bigint_t {
  sr_allocator_t allocator;
  uint32_t* limbs;  // little-endian base 2^32
  size_t size;      // limbs in use; no leading zero limbs
  size_t capacity;
  bool failed;
} sr_bigint_t;

void sr_bigint_initialize(sr_allocator_t allocator, sr_bigint_t* out_value);
void sr_bigint_deinitialize(sr_bigint_t* value);

// Sets the value from little-endian 64-bit words.
void sr_bigint_set_words(sr_bigint_t* value, const uint64_t* words,
                         size_t count);
// Writes the low |count| 64-bit words (zero-extended) into |out_words|.
void sr_bigint_get_words(const sr_bigint_t* value, uint64_t* out_words,
                         size_t count);

bool sr_bigint_is_zero(const sr_bigint_t* value);
// Number of significant bits (0 for zero).
size_t sr_bigint_active_bits(const sr_bigint_t* value);
size_t sr_bigint_trailing_zeros(const sr_bigint_t* value);

void sr_bigint_mul_small(sr_bigint_t* value, uint32_t factor);
void sr_bigint_add_small(sr_bigint_t* value, uint32_t addend);
// value = value / divisor; returns the remainder.
uint32_t sr_bigint_divmod_small(sr_bigint_t* value, uint32_t divisor);
void sr_bigint_shift_left(sr_bigint_t* value, size_t bits);
void sr_bigint_shift_right(sr_bigint_t* value, size_t bits);

bool sr_bigint_failed(const sr_bigint_t* value);

#endif  // STREAMREF_CORE_BASE_BIGINT_H_
