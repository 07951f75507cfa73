// Element types, error codes and the 16-bit float helpers shared by every
// kernel.
//
// Kernels return int: 0 (SR_K_OK) on success, one of sr_k_error_t otherwise,
// as IREE's dispatch ABI does. The caller (cpu_backend/) wraps a nonzero
// result in a status carrying the IR location of the op that failed; kernels
// themselves know nothing of statuses, IR or threads.
#ifndef STREAMREF_KERNELS_TYPES_H_
#define STREAMREF_KERNELS_TYPES_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sr_k_error_e {
  SR_K_OK = 0,
  // An argument violates the kernel's contract (misaligned fill range, rank
  // above SR_K_MAX_RANK, scratch too small, ...).
  SR_K_ERROR_INVALID_ARGUMENT = 1,
  // Integer division or remainder by zero (undefined in arith; on x86 the
  // instruction would trap, so the kernel reports it instead).
  SR_K_ERROR_DIVISION_BY_ZERO = 2,
  // Signed division overflow, INT_MIN / -1 (undefined in arith; traps too).
  SR_K_ERROR_OVERFLOW = 3,
  // The (op, type) pair has no kernel.
  SR_K_ERROR_UNSUPPORTED = 4,
} sr_k_error_t;

// The dispatch table of one variant (kernels/dispatch.h). Drivers that
// combine primitives (strided copy, matmul tiles) take it as an argument.
typedef struct sr_k_table_t sr_k_table_t;

// Element types. Integers carry no signedness: as in arith, the op says how
// the bits are read (divsi vs divui, extsi vs extui, ...).
typedef enum sr_k_dtype_e {
  SR_K_F32 = 0,
  SR_K_F64,
  SR_K_F16,
  SR_K_BF16,
  SR_K_I8,
  SR_K_I16,
  SR_K_I32,
  SR_K_I64,
  SR_K_DTYPE_COUNT,
} sr_k_dtype_t;

// Size of one element of |dtype| in bytes.
static inline size_t sr_k_dtype_size(sr_k_dtype_t dtype) {
  static const unsigned char kSizes[SR_K_DTYPE_COUNT] = {4, 8, 2, 2,
                                                         1, 2, 4, 8};
  return kSizes[dtype];
}

// Short lowercase name ("f32", "bf16", ...), for messages and test names.
const char* sr_k_dtype_name(sr_k_dtype_t dtype);

static inline int sr_k_dtype_is_float(sr_k_dtype_t dtype) {
  return dtype <= SR_K_BF16;
}

//===----------------------------------------------------------------------===//
// Bit casts and 16-bit floats
//===----------------------------------------------------------------------===//
// memcpy is the one bit cast that is defined in C; compilers turn it into a
// register move.

static inline uint32_t sr_k_f32_bits(float x) {
  uint32_t u;
  memcpy(&u, &x, 4);
  return u;
}
static inline float sr_k_f32_from_bits(uint32_t u) {
  float x;
  memcpy(&x, &u, 4);
  return x;
}
static inline uint64_t sr_k_f64_bits(double x) {
  uint64_t u;
  memcpy(&u, &x, 8);
  return u;
}
static inline double sr_k_f64_from_bits(uint64_t u) {
  double x;
  memcpy(&x, &u, 8);
  return x;
}

// f16 -> f32, exact. A signalling NaN comes out quiet (quiet bit set, payload
// kept), which is what F16C's vcvtph2ps does, so every variant agrees.
static inline float sr_k_f16_to_f32(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t exponent = (h >> 10) & 0x1Fu;
  uint32_t mantissa = h & 0x3FFu;
  uint32_t bits;
  if (exponent == 0x1F) {
    bits = sign | 0x7F800000u | (mantissa << 13);
    if (mantissa) bits |= 0x00400000u;
  } else if (exponent != 0) {
    bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    bits = sign;
  } else {
    // Subnormal: normalize. The value is mantissa * 2^-24.
    int shift = 0;
    while (!(mantissa & 0x400u)) {
      mantissa <<= 1;
      ++shift;
    }
    bits = sign | ((uint32_t)(113 - shift) << 23) | ((mantissa & 0x3FFu) << 13);
  }
  return sr_k_f32_from_bits(bits);
}

// f32 -> f16 with round-to-nearest-even, overflow to infinity, subnormals
// rounded correctly; NaN stays NaN (quiet bit set, top payload bits kept), as
// vcvtps2ph does with rounding control 0.
static inline uint16_t sr_k_f32_to_f16(float x) {
  uint32_t bits = sr_k_f32_bits(x);
  uint16_t sign = (uint16_t)((bits >> 16) & 0x8000u);
  uint32_t abs = bits & 0x7FFFFFFFu;
  if (abs > 0x7F800000u) {
    return (uint16_t)(sign | 0x7E00u | ((abs >> 13) & 0x3FFu));
  }
  if (abs >= 0x477FF000u) return (uint16_t)(sign | 0x7C00u);  // rounds to inf
  if (abs < 0x38800000u) {
    // Result is subnormal or zero: value / 2^-24, rounded to an integer.
    if (abs < 0x33000000u) return sign;  // below half the smallest subnormal
    uint32_t exponent = abs >> 23;
    uint32_t mantissa = (abs & 0x7FFFFFu) | 0x800000u;
    uint32_t shift = 126 - exponent;  // 14..24 for this range
    uint32_t half = 1u << (shift - 1);
    uint32_t rest = mantissa & ((1u << shift) - 1);
    uint32_t result = mantissa >> shift;
    if (rest > half || (rest == half && (result & 1))) ++result;
    return (uint16_t)(sign | result);
  }
  // Normal: rebias and round the 13 dropped bits to nearest even. A carry
  // out of the mantissa correctly bumps the exponent.
  uint32_t rounded = abs + 0xFFFu + ((abs >> 13) & 1u);
  return (uint16_t)(sign | ((rounded - 0x38000000u) >> 13));
}

// bf16 -> f32, exact (bf16 is the top half of an f32). NaNs pass unchanged.
static inline float sr_k_bf16_to_f32(uint16_t b) {
  return sr_k_f32_from_bits((uint32_t)b << 16);
}

// f32 -> bf16 with round-to-nearest-even; NaN stays NaN (quiet bit forced so
// a payload living only in the dropped bits cannot turn into infinity).
static inline uint16_t sr_k_f32_to_bf16(float x) {
  uint32_t bits = sr_k_f32_bits(x);
  if ((bits & 0x7FFFFFFFu) > 0x7F800000u) {
    return (uint16_t)((bits >> 16) | 0x0040u);
  }
  bits += 0x7FFFu + ((bits >> 16) & 1u);
  return (uint16_t)(bits >> 16);
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNELS_TYPES_H_
