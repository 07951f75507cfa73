// Scalar conversions (arith casts): the definition of every cast's result.
//
// Every value goes through a wide intermediate that holds it exactly
// (double for floats, int64/uint64 for integers), then is rounded once to
// the target. Two places need care to keep "once":
//   - f64 -> f16/bf16: rounding f64 to f32 first and then to 16 bits could
//     round twice; the f64 is first rounded to f32 *to odd* (sticky bit in
//     the last place), which makes the second rounding exact (the classic
//     round-to-odd argument: f32 carries >= 2 more bits than either target).
//   - i64 -> f16/bf16 (and i32 -> bf16): the integer is rounded to the
//     target's precision in integer arithmetic, after which the conversion
//     is exact.
#include "kernels/convert.h"

#include <math.h>

#include "kernels/table_impl.h"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

float sr_k_f64_to_f32_odd(double d) {
  float f = (float)d;
  if (d != d) return f;
  if ((double)f != d) {
    uint32_t bits = sr_k_f32_bits(f);
    if (!(bits & 1u)) {
      // Step toward d, which lands on the odd neighbour.
      bits = fabs((double)f) > fabs(d) ? bits - 1 : bits + 1;
      f = sr_k_f32_from_bits(bits);
    }
  }
  return f;
}

// Rounds |u| to |p| significant bits, nearest-even; returns the result as a
// double (exact: at most p <= 24 bits).
static double sr_k_u64_round_bits(uint64_t u, int p) {
  if (u == 0) return 0.0;
  int msb = 63 - __builtin_clzll(u);
  if (msb < p) return (double)u;
  int drop = msb + 1 - p;
  uint64_t kept = u >> drop;
  uint64_t rest = u & ((1ull << drop) - 1);
  uint64_t half = 1ull << (drop - 1);
  if (rest > half || (rest == half && (kept & 1))) ++kept;
  return ldexp((double)kept, drop);
}

double sr_k_load_float(sr_k_dtype_t type, const void* base, ptrdiff_t index) {
  switch (type) {
    case SR_K_F32:
      return ((const float*)base)[index];
    case SR_K_F64:
      return ((const double*)base)[index];
    case SR_K_F16:
      return sr_k_f16_to_f32(((const uint16_t*)base)[index]);
    default:
      return sr_k_bf16_to_f32(((const uint16_t*)base)[index]);
  }
}

void sr_k_store_float(sr_k_dtype_t type, void* base, ptrdiff_t index,
                      double value) {
  switch (type) {
    case SR_K_F32:
      ((float*)base)[index] = (float)value;
      return;
    case SR_K_F64:
      ((double*)base)[index] = value;
      return;
    case SR_K_F16:
      ((uint16_t*)base)[index] = sr_k_f32_to_f16(sr_k_f64_to_f32_odd(value));
      return;
    default:
      ((uint16_t*)base)[index] = sr_k_f32_to_bf16(sr_k_f64_to_f32_odd(value));
      return;
  }
}

static uint64_t sr_k_load_int(sr_k_dtype_t type, const void* base,
                              ptrdiff_t index, bool is_signed) {
  switch (type) {
    case SR_K_I8:
      return is_signed ? (uint64_t)(int64_t)((const int8_t*)base)[index]
                       : ((const uint8_t*)base)[index];
    case SR_K_I16:
      return is_signed ? (uint64_t)(int64_t)((const int16_t*)base)[index]
                       : ((const uint16_t*)base)[index];
    case SR_K_I32:
      return is_signed ? (uint64_t)(int64_t)((const int32_t*)base)[index]
                       : ((const uint32_t*)base)[index];
    default:
      return ((const uint64_t*)base)[index];
  }
}

static void sr_k_store_int(sr_k_dtype_t type, void* base, ptrdiff_t index,
                           uint64_t value) {
  switch (type) {
    case SR_K_I8:
      ((uint8_t*)base)[index] = (uint8_t)value;
      return;
    case SR_K_I16:
      ((uint16_t*)base)[index] = (uint16_t)value;
      return;
    case SR_K_I32:
      ((uint32_t*)base)[index] = (uint32_t)value;
      return;
    default:
      ((uint64_t*)base)[index] = value;
      return;
  }
}

// Saturating float -> integer, truncating toward zero; NaN -> 0.
static uint64_t sr_k_fptoi(double x, sr_k_dtype_t type, bool is_signed) {
  if (x != x) return 0;
  int bits = (int)sr_k_dtype_size(type) * 8;
  if (is_signed) {
    double lo = -ldexp(1.0, bits - 1), hi = ldexp(1.0, bits - 1);
    if (x <= lo) return (uint64_t)1 << (bits - 1);  // MIN's bit pattern
    if (x >= hi) return bits == 64 ? INT64_MAX : (1ull << (bits - 1)) - 1;
    return (uint64_t)(int64_t)x;  // C truncates toward zero
  }
  double hi = ldexp(1.0, bits);
  if (x < 1.0) return 0;  // negatives and fractions truncate to 0
  if (x >= hi) return bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
  return (uint64_t)x;
}

// Integer -> float, one rounding (see the file comment).
static void sr_k_itofp(uint64_t v, bool is_signed, sr_k_dtype_t dst, void* out,
                       ptrdiff_t index) {
  bool negative = is_signed && (int64_t)v < 0;
  uint64_t magnitude = negative ? 0 - v : v;
  switch (dst) {
    case SR_K_F32:
      ((float*)out)[index] = is_signed ? (float)(int64_t)v : (float)(uint64_t)v;
      return;
    case SR_K_F64:
      ((double*)out)[index] =
          is_signed ? (double)(int64_t)v : (double)(uint64_t)v;
      return;
    default: {
      // 11 significant bits for f16, 8 for bf16; the rounded value is exact
      // in f32, and f32 -> f16 then only overflows to inf when it must.
      double r = sr_k_u64_round_bits(magnitude, dst == SR_K_F16 ? 11 : 8);
      float f = (float)(negative ? -r : r);
      ((uint16_t*)out)[index] =
          dst == SR_K_F16 ? sr_k_f32_to_f16(f) : sr_k_f32_to_bf16(f);
      return;
    }
  }
}

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//
// One generic kernel per kind, with the types baked in by a small trampoline
// per (src, dst) pair so the table holds plain function pointers.

static int sr_k_convert_generic(sr_k_convert_kind_t kind, sr_k_dtype_t src,
                                sr_k_dtype_t dst, size_t n, void* out,
                                ptrdiff_t os, const void* in, ptrdiff_t is) {
  for (size_t i = 0; i < n; ++i) {
    ptrdiff_t oi = (ptrdiff_t)i * os, ii = (ptrdiff_t)i * is;
    switch (kind) {
      case SR_K_CONVERT_EXTF:
      case SR_K_CONVERT_TRUNCF:
        if (src == SR_K_BF16 && dst == SR_K_F32) {
          // bf16 is the top half of an f32: the widening is the shift the
          // SIMD variants do, signaling NaNs included. Through a double the
          // result depended on the optimizer: -O0 quiets a signaling NaN in
          // cvtss2sd, -O2 folds the float -> double -> float round trip.
          ((uint32_t*)out)[oi] = (uint32_t)((const uint16_t*)in)[ii] << 16;
          break;
        }
        sr_k_store_float(dst, out, oi, sr_k_load_float(src, in, ii));
        break;
      case SR_K_CONVERT_FPTOSI:
      case SR_K_CONVERT_FPTOUI:
        sr_k_store_int(dst, out, oi,
                       sr_k_fptoi(sr_k_load_float(src, in, ii), dst,
                                  kind == SR_K_CONVERT_FPTOSI));
        break;
      case SR_K_CONVERT_SITOFP:
      case SR_K_CONVERT_UITOFP: {
        bool is_signed = kind == SR_K_CONVERT_SITOFP;
        sr_k_itofp(sr_k_load_int(src, in, ii, is_signed), is_signed, dst, out,
                   oi);
        break;
      }
      case SR_K_CONVERT_EXTSI:
      case SR_K_CONVERT_EXTUI:
      case SR_K_CONVERT_TRUNCI:
        sr_k_store_int(dst, out, oi,
                       sr_k_load_int(src, in, ii, kind == SR_K_CONVERT_EXTSI));
        break;
      default:
        return SR_K_ERROR_UNSUPPORTED;
    }
  }
  return SR_K_OK;
}

#define SR_K_CONVERT_TRAMPOLINE(KIND, S, D)                                 \
  static int sr_k_##KIND##_##S##_##D##_scalar(                              \
      size_t n, void* out, ptrdiff_t os, const void* in, ptrdiff_t is) {    \
    return sr_k_convert_generic(SR_K_CONVERT_##KIND, SR_K_##S, SR_K_##D, n, \
                                out, os, in, is);                           \
  }

// Float <-> float: any pair of distinct float types (EXTF when the target is
// wider, TRUNCF when narrower; f16 <-> bf16 under both, as they are the same
// width and neither holds the other).
#define SR_K_FLOAT_PAIRS(X, K) \
  X(K, F32, F64)               \
  X(K, F32, F16)               \
  X(K, F32, BF16)              \
  X(K, F64, F32)               \
  X(K, F64, F16)               \
  X(K, F64, BF16)              \
  X(K, F16, F32)               \
  X(K, F16, F64) X(K, F16, BF16) X(K, BF16, F32) X(K, BF16, F64) X(K, BF16, F16)
#define SR_K_FLOAT_INT_PAIRS(X, K) \
  X(K, F32, I8)                    \
  X(K, F32, I16)                   \
  X(K, F32, I32)                   \
  X(K, F32, I64)                   \
  X(K, F64, I8)                    \
  X(K, F64, I16)                   \
  X(K, F64, I32)                   \
  X(K, F64, I64)                   \
  X(K, F16, I8)                    \
  X(K, F16, I16)                   \
  X(K, F16, I32)                   \
  X(K, F16, I64) X(K, BF16, I8) X(K, BF16, I16) X(K, BF16, I32) X(K, BF16, I64)
#define SR_K_INT_FLOAT_PAIRS(X, K) \
  X(K, I8, F32)                    \
  X(K, I8, F64)                    \
  X(K, I8, F16)                    \
  X(K, I8, BF16)                   \
  X(K, I16, F32)                   \
  X(K, I16, F64)                   \
  X(K, I16, F16)                   \
  X(K, I16, BF16)                  \
  X(K, I32, F32)                   \
  X(K, I32, F64)                   \
  X(K, I32, F16)                   \
  X(K, I32, BF16) X(K, I64, F32) X(K, I64, F64) X(K, I64, F16) X(K, I64, BF16)
#define SR_K_INT_WIDEN_PAIRS(X, K) \
  X(K, I8, I16)                    \
  X(K, I8, I32) X(K, I8, I64) X(K, I16, I32) X(K, I16, I64) X(K, I32, I64)
#define SR_K_INT_NARROW_PAIRS(X, K) \
  X(K, I16, I8)                     \
  X(K, I32, I8) X(K, I64, I8) X(K, I32, I16) X(K, I64, I16) X(K, I64, I32)

SR_K_FLOAT_PAIRS(SR_K_CONVERT_TRAMPOLINE, EXTF)
SR_K_FLOAT_INT_PAIRS(SR_K_CONVERT_TRAMPOLINE, FPTOSI)
SR_K_FLOAT_INT_PAIRS(SR_K_CONVERT_TRAMPOLINE, FPTOUI)
SR_K_INT_FLOAT_PAIRS(SR_K_CONVERT_TRAMPOLINE, SITOFP)
SR_K_INT_FLOAT_PAIRS(SR_K_CONVERT_TRAMPOLINE, UITOFP)
SR_K_INT_WIDEN_PAIRS(SR_K_CONVERT_TRAMPOLINE, EXTSI)
SR_K_INT_WIDEN_PAIRS(SR_K_CONVERT_TRAMPOLINE, EXTUI)
SR_K_INT_NARROW_PAIRS(SR_K_CONVERT_TRAMPOLINE, TRUNCI)

void sr_k__populate_convert_scalar(sr_k_table_t* table) {
#define SR_K_SET(KIND, S, D)                                \
  table->convert[SR_K_CONVERT_##KIND][SR_K_##S][SR_K_##D] = \
      sr_k_##KIND##_##S##_##D##_scalar;
  SR_K_FLOAT_PAIRS(SR_K_SET, EXTF)
  SR_K_FLOAT_INT_PAIRS(SR_K_SET, FPTOSI)
  SR_K_FLOAT_INT_PAIRS(SR_K_SET, FPTOUI)
  SR_K_INT_FLOAT_PAIRS(SR_K_SET, SITOFP)
  SR_K_INT_FLOAT_PAIRS(SR_K_SET, UITOFP)
  SR_K_INT_WIDEN_PAIRS(SR_K_SET, EXTSI)
  SR_K_INT_WIDEN_PAIRS(SR_K_SET, EXTUI)
  SR_K_INT_NARROW_PAIRS(SR_K_SET, TRUNCI)
#undef SR_K_SET
  // The float-float kernels round exactly the same whichever way the width
  // goes, so TRUNCF shares EXTF's (the verifier, not the kernel, checks that
  // extf widens and truncf narrows).
  for (int s = 0; s < SR_K_DTYPE_COUNT; ++s) {
    for (int d = 0; d < SR_K_DTYPE_COUNT; ++d) {
      table->convert[SR_K_CONVERT_TRUNCF][s][d] =
          table->convert[SR_K_CONVERT_EXTF][s][d];
    }
  }
}
