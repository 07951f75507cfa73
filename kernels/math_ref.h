// Scalar reference math: the definition of every float op's result, shared
// by the scalar variant and by the SIMD variants' tails.
//
// f32 transcendentals evaluate the C library's double function on the
// exactly widened input and round once: glibc's double functions are within
// about 1 double ulp (2^-52 relative), so the f32 result is the correctly
// rounded one except in rare double-rounding ties, and always within
// 0.5 + 2^-28 f32 ulp of the exact value. f64 uses the double functions
// directly.
#ifndef STREAMREF_KERNELS_MATH_REF_H_
#define STREAMREF_KERNELS_MATH_REF_H_

#include <math.h>

#include "kernels/types.h"

#ifdef __cplusplus
extern "C" {
#endif

float sr_k_ref_exp_f(float x);
float sr_k_ref_exp2_f(float x);
float sr_k_ref_expm1_f(float x);
float sr_k_ref_log_f(float x);
float sr_k_ref_log2_f(float x);
float sr_k_ref_log1p_f(float x);
float sr_k_ref_tanh_f(float x);
float sr_k_ref_erf_f(float x);
float sr_k_ref_sin_f(float x);
float sr_k_ref_cos_f(float x);
float sr_k_ref_pow_f(float x, float y);
float sr_k_ref_rsqrt_f(float x);
double sr_k_ref_rsqrt_d(double x);

//===----------------------------------------------------------------------===//
// min/max (arith.minimumf/maximumf, minnumf/maxnumf), header-inline so the
// SIMD tails compile them with their own flags.
//===----------------------------------------------------------------------===//
// A NaN result is a + b: on x86 that is the first NaN operand, quieted,
// exactly what the SIMD blends produce, though tests only compare NaN-ness.

static inline float sr_k_minimum_f(float a, float b) {
  if (a != a || b != b) return a + b;
  if (a == b) return sr_k_f32_from_bits(sr_k_f32_bits(a) | sr_k_f32_bits(b));
  return a < b ? a : b;
}
static inline float sr_k_maximum_f(float a, float b) {
  if (a != a || b != b) return a + b;
  if (a == b) return sr_k_f32_from_bits(sr_k_f32_bits(a) & sr_k_f32_bits(b));
  return a > b ? a : b;
}
static inline float sr_k_minnum_f(float a, float b) {
  if (b != b) return a;
  if (a != a) return b;
  return sr_k_minimum_f(a, b);
}
static inline float sr_k_maxnum_f(float a, float b) {
  if (b != b) return a;
  if (a != a) return b;
  return sr_k_maximum_f(a, b);
}
static inline double sr_k_minimum_d(double a, double b) {
  if (a != a || b != b) return a + b;
  if (a == b) return sr_k_f64_from_bits(sr_k_f64_bits(a) | sr_k_f64_bits(b));
  return a < b ? a : b;
}
static inline double sr_k_maximum_d(double a, double b) {
  if (a != a || b != b) return a + b;
  if (a == b) return sr_k_f64_from_bits(sr_k_f64_bits(a) & sr_k_f64_bits(b));
  return a > b ? a : b;
}
static inline double sr_k_minnum_d(double a, double b) {
  if (b != b) return a;
  if (a != a) return b;
  return sr_k_minimum_d(a, b);
}
static inline double sr_k_maxnum_d(double a, double b) {
  if (b != b) return a;
  if (a != a) return b;
  return sr_k_maximum_d(a, b);
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNELS_MATH_REF_H_
