// AVX2 f32 transcendentals, evaluated in double precision and rounded once.
//
// Why double: an f32 result within 1 ulp of the correctly rounded value
// needs an intermediate error well under 2^-24 relative. Computing in double
// with a polynomial accurate to ~1e-12 relative leaves a final error of
// 0.5 ulp (the one rounding to f32) plus ~1e-5 ulp, i.e. correctly rounded
// except in ties closer than that, and always within 1 ulp. It costs half the
// f32 throughput (4 lanes instead of 8) but no table lookups, no
// special-casing of hard ranges, and the arguments are easy to check
// (tools/ulp_check runs all 2^32 inputs).
//
// Included only by files compiled with -mavx2 -mfma.
#ifndef STREAMREF_KERNELS_ARCH_X86_64_MATH_X86_64_AVX2_H_
#define STREAMREF_KERNELS_ARCH_X86_64_MATH_X86_64_AVX2_H_

#include <immintrin.h>

#define SR_K_LN2 0x1.62e42fefa39efp-1
#define SR_K_INV_LN2 0x1.71547652b82fep0

// 2^k for integral doubles k in [-1022, 1023], built from exponent bits.
static inline __m256d sr_k_pow2i_pd(__m256d k) {
  __m256i ki = _mm256_cvtepi32_epi64(_mm256_cvtpd_epi32(k));
  ki = _mm256_slli_epi64(_mm256_add_epi64(ki, _mm256_set1_epi64x(1023)), 52);
  return _mm256_castsi256_pd(ki);
}

// expm1(r) - r... as a polynomial: Taylor to degree 10 of expm1 on
// |r| <= ln2/2 (remainder r^11/11! < 2e-13 relative). Returns expm1(r).
static inline __m256d sr_k_expm1_poly_pd(__m256d r) {
  __m256d p = _mm256_set1_pd(1.0 / 3628800.0);
  p = _mm256_fmadd_pd(p, r, _mm256_set1_pd(1.0 / 362880.0));
  p = _mm256_fmadd_pd(p, r, _mm256_set1_pd(1.0 / 40320.0));
  p = _mm256_fmadd_pd(p, r, _mm256_set1_pd(1.0 / 5040.0));
  p = _mm256_fmadd_pd(p, r, _mm256_set1_pd(1.0 / 720.0));
  p = _mm256_fmadd_pd(p, r, _mm256_set1_pd(1.0 / 120.0));
  p = _mm256_fmadd_pd(p, r, _mm256_set1_pd(1.0 / 24.0));
  p = _mm256_fmadd_pd(p, r, _mm256_set1_pd(1.0 / 6.0));
  p = _mm256_fmadd_pd(p, r, _mm256_set1_pd(0.5));
  p = _mm256_fmadd_pd(p, r, _mm256_set1_pd(1.0));
  return _mm256_mul_pd(p, r);
}

// exp(x) for x in [-110, 90] (callers clamp): x = k ln2 + r, exp = 2^k e^r.
// The single-constant reduction errs by |k| * ulp(ln2) / 2 < 1e-14 absolute
// in r, well below what f32 can see.
static inline __m256d sr_k_exp_pd(__m256d x) {
  __m256d k = _mm256_round_pd(_mm256_mul_pd(x, _mm256_set1_pd(SR_K_INV_LN2)),
                              _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __m256d r = _mm256_fnmadd_pd(k, _mm256_set1_pd(SR_K_LN2), x);
  __m256d e = _mm256_add_pd(sr_k_expm1_poly_pd(r), _mm256_set1_pd(1.0));
  return _mm256_mul_pd(e, sr_k_pow2i_pd(k));
}

// expm1(x) for x in [-110, 90]: 2^k (expm1(r) + 1) - 1, evaluated as
// fma(2^k, expm1(r), 2^k - 1) so that k = 0 returns expm1(r) untouched
// (full relative accuracy near 0); for k != 0 the result is >= 0.29 in
// magnitude and the sum cannot cancel.
static inline __m256d sr_k_expm1_pd(__m256d x) {
  __m256d k = _mm256_round_pd(_mm256_mul_pd(x, _mm256_set1_pd(SR_K_INV_LN2)),
                              _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __m256d r = _mm256_fnmadd_pd(k, _mm256_set1_pd(SR_K_LN2), x);
  __m256d s = sr_k_pow2i_pd(k);
  return _mm256_fmadd_pd(s, sr_k_expm1_poly_pd(r),
                         _mm256_sub_pd(s, _mm256_set1_pd(1.0)));
}

// Natural log of positive normal doubles: x = 2^e m, m in [sqrt(1/2),
// sqrt(2)), log m = 2 atanh(s) with s = (m - 1) / (m + 1), |s| <= 0.1716,
// series to s^13 (remainder < 3e-12 relative). Returns e and log(m)
// separately so log2 can combine them without a rounding of e * ln2.
static inline __m256d sr_k_log_parts_pd(__m256d x, __m256d* out_e) {
  __m256i bits = _mm256_castpd_si256(x);
  __m256i exp_bits = _mm256_srli_epi64(bits, 52);
  __m256i mant = _mm256_or_si256(
      _mm256_and_si256(bits, _mm256_set1_epi64x(0x000FFFFFFFFFFFFFll)),
      _mm256_set1_epi64x(0x3FF0000000000000ll));
  __m256d m = _mm256_castsi256_pd(mant);
  // int64 -> double for small values: add to the mantissa of 1.5 * 2^52.
  __m256d magic = _mm256_set1_pd(0x1.8p52);
  __m256d e = _mm256_sub_pd(_mm256_castsi256_pd(_mm256_add_epi64(
                                exp_bits, _mm256_castpd_si256(magic))),
                            magic);
  e = _mm256_sub_pd(e, _mm256_set1_pd(1023.0));
  __m256d big =
      _mm256_cmp_pd(m, _mm256_set1_pd(0x1.6a09e667f3bcdp0), _CMP_GE_OQ);
  m = _mm256_blendv_pd(m, _mm256_mul_pd(m, _mm256_set1_pd(0.5)), big);
  e = _mm256_add_pd(e, _mm256_and_pd(big, _mm256_set1_pd(1.0)));
  __m256d f = _mm256_sub_pd(m, _mm256_set1_pd(1.0));
  __m256d s = _mm256_div_pd(f, _mm256_add_pd(m, _mm256_set1_pd(1.0)));
  __m256d z = _mm256_mul_pd(s, s);
  __m256d p = _mm256_set1_pd(2.0 / 13.0);
  p = _mm256_fmadd_pd(p, z, _mm256_set1_pd(2.0 / 11.0));
  p = _mm256_fmadd_pd(p, z, _mm256_set1_pd(2.0 / 9.0));
  p = _mm256_fmadd_pd(p, z, _mm256_set1_pd(2.0 / 7.0));
  p = _mm256_fmadd_pd(p, z, _mm256_set1_pd(2.0 / 5.0));
  p = _mm256_fmadd_pd(p, z, _mm256_set1_pd(2.0 / 3.0));
  p = _mm256_fmadd_pd(p, z, _mm256_set1_pd(2.0));
  *out_e = e;
  return _mm256_mul_pd(p, s);
}

//===----------------------------------------------------------------------===//
// f32 x 8 entry points
//===----------------------------------------------------------------------===//
// Each splits 8 floats into two exact double halves, evaluates, rounds once
// with vcvtpd2ps (nearest-even, overflow to inf, subnormals exact), and then
// patches the special inputs (NaN, infinities, domain edges) with blends.

typedef __m256d (*sr_k_pd_fn_t)(__m256d);

static inline __m256 sr_k_apply_pd(__m256 x, sr_k_pd_fn_t fn) {
  __m256d lo = fn(_mm256_cvtps_pd(_mm256_castps256_ps128(x)));
  __m256d hi = fn(_mm256_cvtps_pd(_mm256_extractf128_ps(x, 1)));
  return _mm256_set_m128(_mm256_cvtpd_ps(hi), _mm256_cvtpd_ps(lo));
}

// NaN in, the same NaN (quieted) out.
static inline __m256 sr_k_keep_nan(__m256 x, __m256 y) {
  return _mm256_blendv_ps(y, _mm256_add_ps(x, x),
                          _mm256_cmp_ps(x, x, _CMP_UNORD_Q));
}

static inline __m256d sr_k_exp_clamped_pd(__m256d x) {
  x = _mm256_max_pd(_mm256_min_pd(x, _mm256_set1_pd(90.0)),
                    _mm256_set1_pd(-110.0));
  return sr_k_exp_pd(x);
}
static inline __m256 sr_k_exp_ps_avx2(__m256 x) {
  return sr_k_keep_nan(x, sr_k_apply_pd(x, sr_k_exp_clamped_pd));
}

static inline __m256d sr_k_exp2_clamped_pd(__m256d x) {
  x = _mm256_max_pd(_mm256_min_pd(x, _mm256_set1_pd(130.0)),
                    _mm256_set1_pd(-160.0));
  __m256d k = _mm256_round_pd(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  // x - k is exact (x is an f32 widened), so only the ln2 product rounds.
  __m256d r = _mm256_mul_pd(_mm256_sub_pd(x, k), _mm256_set1_pd(SR_K_LN2));
  __m256d e = _mm256_add_pd(sr_k_expm1_poly_pd(r), _mm256_set1_pd(1.0));
  return _mm256_mul_pd(e, sr_k_pow2i_pd(k));
}
static inline __m256 sr_k_exp2_ps_avx2(__m256 x) {
  return sr_k_keep_nan(x, sr_k_apply_pd(x, sr_k_exp2_clamped_pd));
}

static inline __m256d sr_k_expm1_clamped_pd(__m256d x) {
  x = _mm256_max_pd(_mm256_min_pd(x, _mm256_set1_pd(90.0)),
                    _mm256_set1_pd(-110.0));
  return sr_k_expm1_pd(x);
}
static inline __m256 sr_k_expm1_ps_avx2(__m256 x) {
  __m256 y = sr_k_apply_pd(x, sr_k_expm1_clamped_pd);
  // |x| < 2^-25: expm1(x) rounds to x itself; this also keeps -0 as -0.
  __m256 tiny = _mm256_cmp_ps(_mm256_andnot_ps(_mm256_set1_ps(-0.0f), x),
                              _mm256_set1_ps(0x1p-25f), _CMP_LT_OQ);
  return sr_k_keep_nan(x, _mm256_blendv_ps(y, x, tiny));
}

// tanh(|x|) = expm1(2|x|) / (expm1(2|x|) + 2), sign restored; no
// cancellation anywhere. |x| is capped at 10, past which tanh rounds to 1.
static inline __m256d sr_k_tanh_abs_pd(__m256d t) {
  t = _mm256_min_pd(t, _mm256_set1_pd(10.0));
  __m256d em = sr_k_expm1_pd(_mm256_add_pd(t, t));
  return _mm256_div_pd(em, _mm256_add_pd(em, _mm256_set1_pd(2.0)));
}
static inline __m256 sr_k_tanh_ps_avx2(__m256 x) {
  __m256 sign = _mm256_and_ps(x, _mm256_set1_ps(-0.0f));
  __m256 y = sr_k_apply_pd(_mm256_xor_ps(x, sign), sr_k_tanh_abs_pd);
  return sr_k_keep_nan(x, _mm256_or_ps(y, sign));
}

// Patches log-family results at the domain edges: x < 0 -> NaN, x == 0 ->
// -inf, x == +inf -> +inf (|edge| is the argument at which log sees 0).
static inline __m256 sr_k_log_edges(__m256 x, __m256 y, __m256 edge) {
  y = _mm256_blendv_ps(y, _mm256_set1_ps(-__builtin_inff()),
                       _mm256_cmp_ps(x, edge, _CMP_EQ_OQ));
  y = _mm256_blendv_ps(y, _mm256_set1_ps(__builtin_nanf("")),
                       _mm256_cmp_ps(x, edge, _CMP_LT_OQ));
  y = _mm256_blendv_ps(
      y, x, _mm256_cmp_ps(x, _mm256_set1_ps(__builtin_inff()), _CMP_EQ_OQ));
  return sr_k_keep_nan(x, y);
}

static inline __m256d sr_k_log_pos_pd(__m256d x) {
  __m256d e;
  __m256d lm = sr_k_log_parts_pd(x, &e);
  return _mm256_fmadd_pd(e, _mm256_set1_pd(SR_K_LN2), lm);
}
// Non-positive and non-finite lanes are computed on 1.0 and patched.
static inline __m256 sr_k_log_ps_avx2(__m256 x) {
  __m256 ok = _mm256_cmp_ps(x, _mm256_set1_ps(0.0f), _CMP_GT_OQ);
  __m256 safe = _mm256_blendv_ps(_mm256_set1_ps(1.0f), x, ok);
  __m256 y = sr_k_apply_pd(safe, sr_k_log_pos_pd);
  return sr_k_log_edges(x, y, _mm256_set1_ps(0.0f));
}

static inline __m256d sr_k_log2_pos_pd(__m256d x) {
  __m256d e;
  __m256d lm = sr_k_log_parts_pd(x, &e);
  return _mm256_fmadd_pd(lm, _mm256_set1_pd(SR_K_INV_LN2), e);
}
static inline __m256 sr_k_log2_ps_avx2(__m256 x) {
  __m256 ok = _mm256_cmp_ps(x, _mm256_set1_ps(0.0f), _CMP_GT_OQ);
  __m256 safe = _mm256_blendv_ps(_mm256_set1_ps(1.0f), x, ok);
  __m256 y = sr_k_apply_pd(safe, sr_k_log2_pos_pd);
  return sr_k_log_edges(x, y, _mm256_set1_ps(0.0f));
}

// log1p(x) = log(u) * x / (u - 1) with u = 1 + x rounded (the classic
// correction: the factor undoes the rounding of u); x itself when u == 1.
static inline __m256d sr_k_log1p_pd(__m256d x) {
  __m256d u = _mm256_add_pd(x, _mm256_set1_pd(1.0));
  __m256d um1 = _mm256_sub_pd(u, _mm256_set1_pd(1.0));
  __m256d one = _mm256_cmp_pd(um1, _mm256_setzero_pd(), _CMP_EQ_OQ);
  __m256d safe_um1 = _mm256_blendv_pd(um1, _mm256_set1_pd(1.0), one);
  __m256d y = _mm256_mul_pd(sr_k_log_pos_pd(u), _mm256_div_pd(x, safe_um1));
  return _mm256_blendv_pd(y, x, one);
}
static inline __m256 sr_k_log1p_ps_avx2(__m256 x) {
  __m256 ok = _mm256_and_ps(
      _mm256_cmp_ps(x, _mm256_set1_ps(-1.0f), _CMP_GT_OQ),
      _mm256_cmp_ps(x, _mm256_set1_ps(__builtin_inff()), _CMP_LT_OQ));
  __m256 safe = _mm256_blendv_ps(_mm256_set1_ps(0.0f), x, ok);
  __m256 y = sr_k_apply_pd(safe, sr_k_log1p_pd);
  return sr_k_log_edges(x, y, _mm256_set1_ps(-1.0f));
}

// 1 / sqrt(x) in double, rounded once (IEEE sqrt and divide are exact to
// half a double ulp each).
static inline __m256d sr_k_rsqrt_pd(__m256d x) {
  return _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_sqrt_pd(x));
}
static inline __m256 sr_k_rsqrt_ps_avx2(__m256 x) {
  return sr_k_apply_pd(x, sr_k_rsqrt_pd);
}

// The fast, lower-accuracy exp (SR_K_UNARY_EXP_FAST, never the default):
// all f32, Cody-Waite reduction, degree-6 polynomial; about 2 ulp on
// [-87, 88.7], 0 below (no subnormal results), +inf above.
static inline __m256 sr_k_exp_fast_ps_avx2(__m256 x) {
  __m256 k = _mm256_round_ps(_mm256_mul_ps(x, _mm256_set1_ps(0x1.715476p0f)),
                             _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __m256 r = _mm256_fnmadd_ps(k, _mm256_set1_ps(0x1.62e4p-1f), x);
  r = _mm256_fnmadd_ps(k, _mm256_set1_ps(0x1.7f7d1cp-20f), r);
  __m256 p = _mm256_set1_ps(1.0f / 720.0f);
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f / 120.0f));
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f / 24.0f));
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f / 6.0f));
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(0.5f));
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
  p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
  __m256i ki = _mm256_cvtps_epi32(_mm256_max_ps(k, _mm256_set1_ps(-126.0f)));
  __m256 scale = _mm256_castsi256_ps(
      _mm256_slli_epi32(_mm256_add_epi32(ki, _mm256_set1_epi32(127)), 23));
  // k = 128 (x near 88.7) would overflow the exponent field: scale by
  // 2^(k-1) and double.
  __m256 top = _mm256_cmp_ps(k, _mm256_set1_ps(127.5f), _CMP_GT_OQ);
  __m256i ki1 = _mm256_sub_epi32(ki, _mm256_set1_epi32(1));
  __m256 scale1 = _mm256_castsi256_ps(
      _mm256_slli_epi32(_mm256_add_epi32(ki1, _mm256_set1_epi32(127)), 23));
  __m256 y = _mm256_blendv_ps(
      _mm256_mul_ps(p, scale),
      _mm256_mul_ps(_mm256_mul_ps(p, scale1), _mm256_set1_ps(2.0f)), top);
  y = _mm256_blendv_ps(y, _mm256_setzero_ps(),
                       _mm256_cmp_ps(x, _mm256_set1_ps(-87.0f), _CMP_LT_OQ));
  y = _mm256_blendv_ps(y, _mm256_set1_ps(__builtin_inff()),
                       _mm256_cmp_ps(x, _mm256_set1_ps(88.72284f), _CMP_GT_OQ));
  return sr_k_keep_nan(x, y);
}

#endif  // STREAMREF_KERNELS_ARCH_X86_64_MATH_X86_64_AVX2_H_
