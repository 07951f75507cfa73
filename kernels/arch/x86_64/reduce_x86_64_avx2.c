// AVX2 reductions: the f32 inner SUM/PRODUCT chunk in the 16-lane order
// (two ymm accumulators = lanes 0-7 and 8-15), and f32 outer reductions
// across 8 columns at a time. Same order as the scalar kernels, so the same
// bits.
#include <immintrin.h>

#include "kernels/math_ref.h"
#include "kernels/reduce_impl.h"
#include "kernels/table_impl.h"

static inline __m256 sr_k_red_op(sr_k_reduce_op_t op, __m256 a, __m256 b) {
  return op == SR_K_REDUCE_SUM ? _mm256_add_ps(a, b) : _mm256_mul_ps(a, b);
}

static double sr_k_reduce_chunk_f32_avx2(sr_k_reduce_op_t op, sr_k_dtype_t type,
                                         const void* row, size_t begin,
                                         size_t end) {
  const float* x = (const float*)row + begin;
  size_t n = end - begin;
  __m256 id = _mm256_set1_ps(op == SR_K_REDUCE_SUM ? -0.0f : 1.0f);
  __m256 lo = id, hi = id;
  size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    lo = sr_k_red_op(op, lo, _mm256_loadu_ps(x + i));
    hi = sr_k_red_op(op, hi, _mm256_loadu_ps(x + i + 8));
  }
  // The partial last group: missing lanes take the identity, which leaves
  // those lanes' values unchanged (x + -0 = x, x * 1 = x), as in the scalar
  // order where they simply receive no element.
  if (i < n) {
    _Alignas(32) float tail[16];
    for (int k = 0; k < 16; ++k) {
      tail[k] = i + (size_t)k < n ? x[i + (size_t)k]
                                  : (op == SR_K_REDUCE_SUM ? -0.0f : 1.0f);
    }
    lo = sr_k_red_op(op, lo, _mm256_load_ps(tail));
    hi = sr_k_red_op(op, hi, _mm256_load_ps(tail + 8));
  }
  // Fold: l[j] op= l[j + 8], then +4, +2, +1.
  __m256 v = sr_k_red_op(op, lo, hi);
  __m128 w = _mm256_castps256_ps128(v), u = _mm256_extractf128_ps(v, 1);
  w = op == SR_K_REDUCE_SUM ? _mm_add_ps(w, u) : _mm_mul_ps(w, u);
  u = _mm_movehl_ps(w, w);
  w = op == SR_K_REDUCE_SUM ? _mm_add_ps(w, u) : _mm_mul_ps(w, u);
  u = _mm_shuffle_ps(w, w, 1);
  w = op == SR_K_REDUCE_SUM ? _mm_add_ss(w, u) : _mm_mul_ss(w, u);
  return _mm_cvtss_f32(w);
}

#define SR_K_AVX2_INNER(OP)                                                   \
  static int sr_k_reduce_inner_##OP##_F32_avx2(                               \
      size_t rows, size_t n, void* out, ptrdiff_t os, const void* in,         \
      ptrdiff_t irs) {                                                        \
    return sr_k__reduce_inner_float(SR_K_REDUCE_##OP, SR_K_F32, rows, n, out, \
                                    os, in, irs, sr_k_reduce_chunk_f32_avx2); \
  }
SR_K_AVX2_INNER(SUM)
SR_K_AVX2_INNER(PRODUCT)

static inline __m256 sr_k_outer_step(sr_k_reduce_op_t op, __m256 acc,
                                     __m256 x) {
  switch (op) {
    case SR_K_REDUCE_SUM:
      return _mm256_add_ps(acc, x);
    case SR_K_REDUCE_PRODUCT:
      return _mm256_mul_ps(acc, x);
    case SR_K_REDUCE_MIN: {
      __m256 r = _mm256_blendv_ps(_mm256_min_ps(acc, x), _mm256_or_ps(acc, x),
                                  _mm256_cmp_ps(acc, x, _CMP_EQ_OQ));
      return _mm256_blendv_ps(r, _mm256_add_ps(acc, x),
                              _mm256_cmp_ps(acc, x, _CMP_UNORD_Q));
    }
    default: {
      __m256 r = _mm256_blendv_ps(_mm256_max_ps(acc, x), _mm256_and_ps(acc, x),
                                  _mm256_cmp_ps(acc, x, _CMP_EQ_OQ));
      return _mm256_blendv_ps(r, _mm256_add_ps(acc, x),
                              _mm256_cmp_ps(acc, x, _CMP_UNORD_Q));
    }
  }
}

static int sr_k_reduce_outer_f32_avx2(sr_k_reduce_op_t op, size_t rows,
                                      size_t n, void* out, const void* in,
                                      ptrdiff_t irs) {
  const float* x = (const float*)in;
  float* o = (float*)out;
  float id = op == SR_K_REDUCE_SUM       ? -0.0f
             : op == SR_K_REDUCE_PRODUCT ? 1.0f
             : op == SR_K_REDUCE_MIN     ? __builtin_inff()
                                         : -__builtin_inff();
  size_t j = 0;
  for (; j + 8 <= n; j += 8) {
    __m256 acc = _mm256_set1_ps(id);
    for (size_t i = 0; i < rows; ++i) {
      acc = sr_k_outer_step(
          op, acc, _mm256_loadu_ps(x + (ptrdiff_t)i * irs + (ptrdiff_t)j));
    }
    _mm256_storeu_ps(o + j, acc);
  }
  return sr_k__reduce_outer_float_scalar(op, SR_K_F32, rows, n, j, out, in,
                                         irs);
}

#define SR_K_AVX2_OUTER(OP)                                               \
  static int sr_k_reduce_outer_##OP##_F32_avx2(                           \
      size_t rows, size_t n, void* out, const void* in, ptrdiff_t irs) {  \
    return sr_k_reduce_outer_f32_avx2(SR_K_REDUCE_##OP, rows, n, out, in, \
                                      irs);                               \
  }
SR_K_AVX2_OUTER(SUM)
SR_K_AVX2_OUTER(PRODUCT)
SR_K_AVX2_OUTER(MIN)
SR_K_AVX2_OUTER(MAX)

void sr_k__populate_reduce_avx2(sr_k_table_t* table) {
  table->reduce_inner[SR_K_REDUCE_SUM][SR_K_F32] =
      sr_k_reduce_inner_SUM_F32_avx2;
  table->reduce_inner[SR_K_REDUCE_PRODUCT][SR_K_F32] =
      sr_k_reduce_inner_PRODUCT_F32_avx2;
  table->reduce_outer[SR_K_REDUCE_SUM][SR_K_F32] =
      sr_k_reduce_outer_SUM_F32_avx2;
  table->reduce_outer[SR_K_REDUCE_PRODUCT][SR_K_F32] =
      sr_k_reduce_outer_PRODUCT_F32_avx2;
  table->reduce_outer[SR_K_REDUCE_MIN][SR_K_F32] =
      sr_k_reduce_outer_MIN_F32_avx2;
  table->reduce_outer[SR_K_REDUCE_MAX][SR_K_F32] =
      sr_k_reduce_outer_MAX_F32_avx2;
}
