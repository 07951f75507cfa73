// AVX2 elementwise kernels: f32 / f16 / bf16 arithmetic, min/max, rounding,
// transcendentals, compares, select and FMA; i32/i64/i16/i8 integer basics.
//
// Every kernel has one shape: 8 (or 32/16/4 for integers) elements per
// vector, operands with stride 1 loaded directly and stride 0 broadcast;
// everything else (negative or other strides, the tail shorter than a
// vector) is gathered into a small buffer, computed with the SAME vector
// code, and scattered. So an element's result never depends on its position
// or on how the caller split n: the tail runs exactly the body's arithmetic.
// Entries not specialised here keep the scalar kernels.
#include <immintrin.h>
#include <math.h>

#include "kernels/arch/x86_64/math_x86_64_avx2.h"
#include "kernels/arch/x86_64/stream_store.h"
#include "kernels/elementwise_impl.h"
#include "kernels/table_impl.h"

//===----------------------------------------------------------------------===//
// Codecs: storage <-> f32 x 8
//===----------------------------------------------------------------------===//

static inline __m256 sr_k_load_F32(const void* p) {
  return _mm256_loadu_ps((const float*)p);
}
static inline void sr_k_store_F32(void* p, __m256 v) {
  _mm256_storeu_ps((float*)p, v);
}
static inline __m256 sr_k_load_F16(const void* p) {
  return _mm256_cvtph_ps(_mm_loadu_si128((const __m128i*)p));
}
static inline void sr_k_store_F16(void* p, __m256 v) {
  _mm_storeu_si128((__m128i*)p, _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT));
}
static inline __m256 sr_k_load_BF16(const void* p) {
  __m256i w = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i*)p));
  return _mm256_castsi256_ps(_mm256_slli_epi32(w, 16));
}
// Round-to-nearest-even to bf16, NaN kept NaN (quiet bit forced), exactly as
// sr_k_f32_to_bf16.
static inline __m128i sr_k_bf16_round(__m256 v) {
  __m256i bits = _mm256_castps_si256(v);
  __m256i lsb =
      _mm256_and_si256(_mm256_srli_epi32(bits, 16), _mm256_set1_epi32(1));
  __m256i rounded = _mm256_srli_epi32(
      _mm256_add_epi32(_mm256_add_epi32(bits, _mm256_set1_epi32(0x7FFF)), lsb),
      16);
  __m256i nan =
      _mm256_or_si256(_mm256_srli_epi32(bits, 16), _mm256_set1_epi32(0x40));
  __m256i is_nan = _mm256_castps_si256(_mm256_cmp_ps(v, v, _CMP_UNORD_Q));
  __m256i r = _mm256_blendv_epi8(rounded, nan, is_nan);
  __m256i packed = _mm256_packus_epi32(r, r);
  return _mm256_castsi256_si128(_mm256_permute4x64_epi64(packed, 0x08));
}
static inline void sr_k_store_BF16(void* p, __m256 v) {
  _mm_storeu_si128((__m128i*)p, sr_k_bf16_round(v));
}

#define SR_K_F32_SIZE 4
#define SR_K_F16_SIZE 2
#define SR_K_BF16_SIZE 2

//===----------------------------------------------------------------------===//
// Strided / tail helpers: gather up to 8 elements into a buffer and back
//===----------------------------------------------------------------------===//

static inline void sr_k_gather(void* dst, const void* src, ptrdiff_t stride,
                               size_t count, size_t es) {
  const uint8_t* s = (const uint8_t*)src;
  uint8_t* d = (uint8_t*)dst;
  for (size_t k = 0; k < count; ++k) {
    memcpy(d + k * es, s + (ptrdiff_t)k * stride * (ptrdiff_t)es, es);
  }
}
static inline void sr_k_scatter(void* dst, ptrdiff_t stride, const void* src,
                                size_t count, size_t es) {
  uint8_t* d = (uint8_t*)dst;
  const uint8_t* s = (const uint8_t*)src;
  for (size_t k = 0; k < count; ++k) {
    memcpy(d + (ptrdiff_t)k * stride * (ptrdiff_t)es, s + k * es, es);
  }
}

// Operand of one 8-element block at element i: direct for stride 1, else
// replicated (stride 0) or gathered into |buf| (32 bytes). Always inlined:
// element programs call the kernels on short runs (a 5x5 feature map's
// rows), where a call per operand per block, with |es| unknown, cost more
// than the arithmetic.
__attribute__((always_inline)) static inline const void* sr_k_block_in(
    const void* base, ptrdiff_t stride, size_t i, size_t count, size_t es,
    void* buf) {
  const uint8_t* p =
      (const uint8_t*)base + (ptrdiff_t)i * stride * (ptrdiff_t)es;
  if (stride == 1 && count == 8) return p;
  if (stride == 0) {
    for (size_t k = 0; k < 8; ++k) memcpy((uint8_t*)buf + k * es, p, es);
    return buf;
  }
  memset(buf, 0, 8 * es);
  if (stride == 1) {
    memcpy(buf, p, count * es);  // a tail
  } else {
    sr_k_gather(buf, p, stride, count, es);
  }
  return buf;
}

//===----------------------------------------------------------------------===//
// Float op vectors
//===----------------------------------------------------------------------===//

static inline __m256 sr_k_v_add(__m256 a, __m256 b) {
  return _mm256_add_ps(a, b);
}
static inline __m256 sr_k_v_sub(__m256 a, __m256 b) {
  return _mm256_sub_ps(a, b);
}
static inline __m256 sr_k_v_mul(__m256 a, __m256 b) {
  return _mm256_mul_ps(a, b);
}
static inline __m256 sr_k_v_div(__m256 a, __m256 b) {
  return _mm256_div_ps(a, b);
}
static inline __m256 sr_k_nan_of(__m256 a, __m256 b, __m256 r) {
  return _mm256_blendv_ps(r, _mm256_add_ps(a, b),
                          _mm256_cmp_ps(a, b, _CMP_UNORD_Q));
}
// minimumf: vminps answers every ordered, unequal pair; equal pairs (+0/-0)
// take the OR of the bits (-0 wins); NaN lanes take a + b (NaN).
static inline __m256 sr_k_v_minimum(__m256 a, __m256 b) {
  __m256 r = _mm256_blendv_ps(_mm256_min_ps(a, b), _mm256_or_ps(a, b),
                              _mm256_cmp_ps(a, b, _CMP_EQ_OQ));
  return sr_k_nan_of(a, b, r);
}
static inline __m256 sr_k_v_maximum(__m256 a, __m256 b) {
  __m256 r = _mm256_blendv_ps(_mm256_max_ps(a, b), _mm256_and_ps(a, b),
                              _mm256_cmp_ps(a, b, _CMP_EQ_OQ));
  return sr_k_nan_of(a, b, r);
}
// minnumf: as minimumf, then a NaN b yields a and a NaN a yields b.
static inline __m256 sr_k_v_minnum(__m256 a, __m256 b) {
  __m256 r = sr_k_v_minimum(a, b);
  r = _mm256_blendv_ps(r, b, _mm256_cmp_ps(a, a, _CMP_UNORD_Q));
  return _mm256_blendv_ps(r, a, _mm256_cmp_ps(b, b, _CMP_UNORD_Q));
}
static inline __m256 sr_k_v_maxnum(__m256 a, __m256 b) {
  __m256 r = sr_k_v_maximum(a, b);
  r = _mm256_blendv_ps(r, b, _mm256_cmp_ps(a, a, _CMP_UNORD_Q));
  return _mm256_blendv_ps(r, a, _mm256_cmp_ps(b, b, _CMP_UNORD_Q));
}
static inline __m256 sr_k_v_copysign(__m256 a, __m256 b) {
  __m256 sign = _mm256_set1_ps(-0.0f);
  return _mm256_or_ps(_mm256_andnot_ps(sign, a), _mm256_and_ps(sign, b));
}

static inline __m256 sr_k_v_neg(__m256 x) {
  return _mm256_xor_ps(x, _mm256_set1_ps(-0.0f));
}
static inline __m256 sr_k_v_abs(__m256 x) {
  return _mm256_andnot_ps(_mm256_set1_ps(-0.0f), x);
}
static inline __m256 sr_k_v_sqrt(__m256 x) { return _mm256_sqrt_ps(x); }
static inline __m256 sr_k_v_floor(__m256 x) {
  return _mm256_round_ps(x, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
}
static inline __m256 sr_k_v_ceil(__m256 x) {
  return _mm256_round_ps(x, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
}
static inline __m256 sr_k_v_trunc(__m256 x) {
  return _mm256_round_ps(x, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
}
static inline __m256 sr_k_v_roundeven(__m256 x) {
  return _mm256_round_ps(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
}
// Half away from zero: trunc, then step one away when the dropped fraction
// (exact: x - trunc(x)) is at least one half. -0.4 -> -0, as roundf.
static inline __m256 sr_k_v_round(__m256 x) {
  __m256 t = sr_k_v_trunc(x);
  __m256 frac = sr_k_v_abs(_mm256_sub_ps(x, t));
  __m256 step =
      _mm256_and_ps(_mm256_cmp_ps(frac, _mm256_set1_ps(0.5f), _CMP_GE_OQ),
                    sr_k_v_copysign(_mm256_set1_ps(1.0f), x));
  // The sign of x survives on zero results too (-0.4 -> -0).
  return _mm256_or_ps(_mm256_add_ps(t, step),
                      _mm256_and_ps(x, _mm256_set1_ps(-0.0f)));
}
#define sr_k_v_rsqrt sr_k_rsqrt_ps_avx2
#define sr_k_v_exp sr_k_exp_ps_avx2
#define sr_k_v_exp2 sr_k_exp2_ps_avx2
#define sr_k_v_expm1 sr_k_expm1_ps_avx2
#define sr_k_v_log sr_k_log_ps_avx2
#define sr_k_v_log2 sr_k_log2_ps_avx2
#define sr_k_v_log1p sr_k_log1p_ps_avx2
#define sr_k_v_tanh sr_k_tanh_ps_avx2
#define sr_k_v_exp_fast sr_k_exp_fast_ps_avx2

//===----------------------------------------------------------------------===//
// Float kernels
//===----------------------------------------------------------------------===//

#define SR_K_AVX2_FUNARY(op, DT)                                              \
  static int sr_k_##op##_##DT##_avx2(size_t n, void* out, ptrdiff_t os,       \
                                     const void* in, ptrdiff_t is) {          \
    const size_t es = SR_K_##DT##_SIZE;                                       \
    uint8_t* o = (uint8_t*)out;                                               \
    const uint8_t* x = (const uint8_t*)in;                                    \
    size_t i = 0;                                                             \
    if (os == 1 && is == 1) {                                                 \
      for (; i + 8 <= n; i += 8) {                                            \
        sr_k_store_##DT(o + i * es, sr_k_v_##op(sr_k_load_##DT(x + i * es))); \
      }                                                                       \
    }                                                                         \
    for (; i < n; i += 8) {                                                   \
      size_t count = n - i < 8 ? n - i : 8;                                   \
      _Alignas(32) uint8_t xb[32], ob[32];                                    \
      const void* xp = sr_k_block_in(x, is, i, count, es, xb);                \
      sr_k_store_##DT(ob, sr_k_v_##op(sr_k_load_##DT(xp)));                   \
      sr_k_scatter(o + (ptrdiff_t)i * os * (ptrdiff_t)es, os, ob, count, es); \
    }                                                                         \
    return SR_K_OK;                                                           \
  }

// Binary: the contiguous body is unrolled by 4 (32 elements) so loads,
// the op and stores of independent vectors overlap; above the streaming
// threshold the output goes around the caches (see stream_store.h).
#define SR_K_AVX2_FBINARY(op, DT)                                             \
  static int sr_k_##op##_##DT##_avx2(size_t n, void* out, ptrdiff_t os,       \
                                     const void* a, ptrdiff_t as,             \
                                     const void* b, ptrdiff_t bs) {           \
    const size_t es = SR_K_##DT##_SIZE;                                       \
    uint8_t* o = (uint8_t*)out;                                               \
    const uint8_t* x = (const uint8_t*)a;                                     \
    const uint8_t* y = (const uint8_t*)b;                                     \
    size_t i = 0;                                                             \
    if (os == 1 && as == 1 && bs == 1) {                                      \
      if (es == 4 && n * es >= SR_K_STREAMING_THRESHOLD) {                    \
        i = sr_k_##op##_##DT##_stream(n, o, x, y);                            \
      }                                                                       \
      for (; i + 32 <= n; i += 32) {                                          \
        __m256 r0 = sr_k_v_##op(sr_k_load_##DT(x + i * es),                   \
                                sr_k_load_##DT(y + i * es));                  \
        __m256 r1 = sr_k_v_##op(sr_k_load_##DT(x + (i + 8) * es),             \
                                sr_k_load_##DT(y + (i + 8) * es));            \
        __m256 r2 = sr_k_v_##op(sr_k_load_##DT(x + (i + 16) * es),            \
                                sr_k_load_##DT(y + (i + 16) * es));           \
        __m256 r3 = sr_k_v_##op(sr_k_load_##DT(x + (i + 24) * es),            \
                                sr_k_load_##DT(y + (i + 24) * es));           \
        sr_k_store_##DT(o + i * es, r0);                                      \
        sr_k_store_##DT(o + (i + 8) * es, r1);                                \
        sr_k_store_##DT(o + (i + 16) * es, r2);                               \
        sr_k_store_##DT(o + (i + 24) * es, r3);                               \
      }                                                                       \
      for (; i + 8 <= n; i += 8) {                                            \
        sr_k_store_##DT(o + i * es, sr_k_v_##op(sr_k_load_##DT(x + i * es),   \
                                                sr_k_load_##DT(y + i * es))); \
      }                                                                       \
    }                                                                         \
    for (; i < n; i += 8) {                                                   \
      size_t count = n - i < 8 ? n - i : 8;                                   \
      _Alignas(32) uint8_t xb[32], yb[32], ob[32];                            \
      const void* xp = sr_k_block_in(x, as, i, count, es, xb);                \
      const void* yp = sr_k_block_in(y, bs, i, count, es, yb);                \
      sr_k_store_##DT(ob,                                                     \
                      sr_k_v_##op(sr_k_load_##DT(xp), sr_k_load_##DT(yp)));   \
      sr_k_scatter(o + (ptrdiff_t)i * os * (ptrdiff_t)es, os, ob, count, es); \
    }                                                                         \
    return SR_K_OK;                                                           \
  }

// Streaming body of a contiguous f32 binary op: aligns the output to 32
// bytes, then streams. Returns how many elements it did (the rest runs the
// normal loop, whose arithmetic is identical).
#define SR_K_AVX2_FSTREAM(op, DT)                                              \
  static size_t sr_k_##op##_##DT##_stream(                                     \
      size_t n, uint8_t* o, const uint8_t* x, const uint8_t* y) {              \
    size_t i = 0;                                                              \
    const size_t es = SR_K_##DT##_SIZE;                                        \
    while (i < n && ((uintptr_t)(o + i * es) & 31)) {                          \
      _Alignas(32) uint8_t ob[32];                                             \
      sr_k_store_##DT(ob, sr_k_v_##op(_mm256_set1_ps(((const float*)x)[i]),    \
                                      _mm256_set1_ps(((const float*)y)[i])));  \
      memcpy(o + i * es, ob, es);                                              \
      ++i;                                                                     \
    }                                                                          \
    for (; i + 16 <= n; i += 16) {                                             \
      __m256 r0 =                                                              \
          sr_k_v_##op(sr_k_load_##DT(x + i * es), sr_k_load_##DT(y + i * es)); \
      __m256 r1 = sr_k_v_##op(sr_k_load_##DT(x + (i + 8) * es),                \
                              sr_k_load_##DT(y + (i + 8) * es));               \
      _mm256_stream_ps((float*)(o + i * es), r0);                              \
      _mm256_stream_ps((float*)(o + (i + 8) * es), r1);                        \
    }                                                                          \
    _mm_sfence();                                                              \
    return i;                                                                  \
  }

#define SR_K_FUNARY_OPS(X) \
  X(neg, NEG)              \
  X(abs, ABS)              \
  X(sqrt, SQRT)            \
  X(rsqrt, RSQRT)          \
  X(exp, EXP)              \
  X(exp2, EXP2)            \
  X(expm1, EXPM1)          \
  X(log, LOG)              \
  X(log2, LOG2)            \
  X(log1p, LOG1P)          \
  X(tanh, TANH)            \
  X(floor, FLOOR)          \
  X(ceil, CEIL) X(round, ROUND) X(roundeven, ROUNDEVEN) X(trunc, TRUNC)
#define SR_K_FBINARY_OPS(X) \
  X(add, ADD)               \
  X(sub, SUB)               \
  X(mul, MUL)               \
  X(div, DIV)               \
  X(minimum, MINIMUM)       \
  X(maximum, MAXIMUM) X(minnum, MINNUM) X(maxnum, MAXNUM) X(copysign, COPYSIGN)

#define SR_K_DEFINE_FUNARY(op, OP) \
  SR_K_AVX2_FUNARY(op, F32)        \
  SR_K_AVX2_FUNARY(op, F16)        \
  SR_K_AVX2_FUNARY(op, BF16)
SR_K_FUNARY_OPS(SR_K_DEFINE_FUNARY)
SR_K_AVX2_FUNARY(exp_fast, F32)

// 16-bit outputs never stream (their es != 4 check skips the call).
#define SR_K_AVX2_NOSTREAM(op, DT)                                \
  static inline size_t sr_k_##op##_##DT##_stream(                 \
      size_t n, uint8_t* o, const uint8_t* x, const uint8_t* y) { \
    return 0;                                                     \
  }
#define SR_K_DEFINE_FBINARY(op, OP) \
  SR_K_AVX2_FSTREAM(op, F32)        \
  SR_K_AVX2_NOSTREAM(op, F16)       \
  SR_K_AVX2_NOSTREAM(op, BF16)      \
  SR_K_AVX2_FBINARY(op, F32)        \
  SR_K_AVX2_FBINARY(op, F16)        \
  SR_K_AVX2_FBINARY(op, BF16)
SR_K_FBINARY_OPS(SR_K_DEFINE_FBINARY)

// FMA (one rounding in f32; f16/bf16 round once more on store).
#define SR_K_AVX2_FMA(DT)                                                      \
  static int sr_k_fma_##DT##_avx2(size_t n, void* out, ptrdiff_t os,           \
                                  const void* a, ptrdiff_t as, const void* b,  \
                                  ptrdiff_t bs, const void* c, ptrdiff_t cs) { \
    const size_t es = SR_K_##DT##_SIZE;                                        \
    uint8_t* o = (uint8_t*)out;                                                \
    for (size_t i = 0; i < n; i += 8) {                                        \
      size_t count = n - i < 8 ? n - i : 8;                                    \
      _Alignas(32) uint8_t xb[32], yb[32], zb[32], ob[32];                     \
      const void* xp = sr_k_block_in(a, as, i, count, es, xb);                 \
      const void* yp = sr_k_block_in(b, bs, i, count, es, yb);                 \
      const void* zp = sr_k_block_in(c, cs, i, count, es, zb);                 \
      __m256 r = _mm256_fmadd_ps(sr_k_load_##DT(xp), sr_k_load_##DT(yp),       \
                                 sr_k_load_##DT(zp));                          \
      if (os == 1 && count == 8) {                                             \
        sr_k_store_##DT(o + i * es, r);                                        \
      } else {                                                                 \
        sr_k_store_##DT(ob, r);                                                \
        sr_k_scatter(o + (ptrdiff_t)i * os * (ptrdiff_t)es, os, ob, count,     \
                     es);                                                      \
      }                                                                        \
    }                                                                          \
    return SR_K_OK;                                                            \
  }
SR_K_AVX2_FMA(F32)
SR_K_AVX2_FMA(F16)
SR_K_AVX2_FMA(BF16)

//===----------------------------------------------------------------------===//
// f64: the exact ops, 4 lanes (transcendentals stay scalar on f64)
//===----------------------------------------------------------------------===//

static inline __m256d sr_k_d_add(__m256d a, __m256d b) {
  return _mm256_add_pd(a, b);
}
static inline __m256d sr_k_d_sub(__m256d a, __m256d b) {
  return _mm256_sub_pd(a, b);
}
static inline __m256d sr_k_d_mul(__m256d a, __m256d b) {
  return _mm256_mul_pd(a, b);
}
static inline __m256d sr_k_d_div(__m256d a, __m256d b) {
  return _mm256_div_pd(a, b);
}
static inline __m256d sr_k_d_nan_of(__m256d a, __m256d b, __m256d r) {
  return _mm256_blendv_pd(r, _mm256_add_pd(a, b),
                          _mm256_cmp_pd(a, b, _CMP_UNORD_Q));
}
static inline __m256d sr_k_d_minimum(__m256d a, __m256d b) {
  __m256d r = _mm256_blendv_pd(_mm256_min_pd(a, b), _mm256_or_pd(a, b),
                               _mm256_cmp_pd(a, b, _CMP_EQ_OQ));
  return sr_k_d_nan_of(a, b, r);
}
static inline __m256d sr_k_d_maximum(__m256d a, __m256d b) {
  __m256d r = _mm256_blendv_pd(_mm256_max_pd(a, b), _mm256_and_pd(a, b),
                               _mm256_cmp_pd(a, b, _CMP_EQ_OQ));
  return sr_k_d_nan_of(a, b, r);
}
static inline __m256d sr_k_d_minnum(__m256d a, __m256d b) {
  __m256d r = sr_k_d_minimum(a, b);
  r = _mm256_blendv_pd(r, b, _mm256_cmp_pd(a, a, _CMP_UNORD_Q));
  return _mm256_blendv_pd(r, a, _mm256_cmp_pd(b, b, _CMP_UNORD_Q));
}
static inline __m256d sr_k_d_maxnum(__m256d a, __m256d b) {
  __m256d r = sr_k_d_maximum(a, b);
  r = _mm256_blendv_pd(r, b, _mm256_cmp_pd(a, a, _CMP_UNORD_Q));
  return _mm256_blendv_pd(r, a, _mm256_cmp_pd(b, b, _CMP_UNORD_Q));
}
static inline __m256d sr_k_d_copysign(__m256d a, __m256d b) {
  __m256d sign = _mm256_set1_pd(-0.0);
  return _mm256_or_pd(_mm256_andnot_pd(sign, a), _mm256_and_pd(sign, b));
}
static inline __m256d sr_k_d_neg(__m256d x) {
  return _mm256_xor_pd(x, _mm256_set1_pd(-0.0));
}
static inline __m256d sr_k_d_abs(__m256d x) {
  return _mm256_andnot_pd(_mm256_set1_pd(-0.0), x);
}
static inline __m256d sr_k_d_sqrt(__m256d x) { return _mm256_sqrt_pd(x); }
static inline __m256d sr_k_d_floor(__m256d x) {
  return _mm256_round_pd(x, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
}
static inline __m256d sr_k_d_ceil(__m256d x) {
  return _mm256_round_pd(x, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
}
static inline __m256d sr_k_d_trunc(__m256d x) {
  return _mm256_round_pd(x, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
}
static inline __m256d sr_k_d_roundeven(__m256d x) {
  return _mm256_round_pd(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
}
static inline __m256d sr_k_d_round(__m256d x) {
  __m256d t = sr_k_d_trunc(x);
  __m256d frac = sr_k_d_abs(_mm256_sub_pd(x, t));
  __m256d step =
      _mm256_and_pd(_mm256_cmp_pd(frac, _mm256_set1_pd(0.5), _CMP_GE_OQ),
                    sr_k_d_copysign(_mm256_set1_pd(1.0), x));
  return _mm256_or_pd(_mm256_add_pd(t, step),
                      _mm256_and_pd(x, _mm256_set1_pd(-0.0)));
}

// One 4-element block of each operand: direct when contiguous, else
// gathered (stride 0 broadcasts), the same code either way.
#define SR_K_AVX2_DUNARY(op)                                          \
  static int sr_k_##op##_F64_avx2(size_t n, void* out, ptrdiff_t os,  \
                                  const void* in, ptrdiff_t is) {     \
    double* o = (double*)out;                                         \
    const double* x = (const double*)in;                              \
    size_t i = 0;                                                     \
    if (os == 1 && is == 1) {                                         \
      for (; i + 4 <= n; i += 4) {                                    \
        _mm256_storeu_pd(o + i, sr_k_d_##op(_mm256_loadu_pd(x + i))); \
      }                                                               \
    }                                                                 \
    for (; i < n; i += 4) {                                           \
      size_t count = n - i < 4 ? n - i : 4;                           \
      _Alignas(32) double xb[4] = {0}, ob[4];                         \
      sr_k_gather(xb, x + (ptrdiff_t)i * is, is, count, 8);           \
      _mm256_store_pd(ob, sr_k_d_##op(_mm256_load_pd(xb)));           \
      sr_k_scatter(o + (ptrdiff_t)i * os, os, ob, count, 8);          \
    }                                                                 \
    return SR_K_OK;                                                   \
  }
#define SR_K_AVX2_DBINARY(op)                                                 \
  static int sr_k_##op##_F64_avx2(size_t n, void* out, ptrdiff_t os,          \
                                  const void* a, ptrdiff_t as, const void* b, \
                                  ptrdiff_t bs) {                             \
    double* o = (double*)out;                                                 \
    const double* x = (const double*)a;                                       \
    const double* y = (const double*)b;                                       \
    size_t i = 0;                                                             \
    if (os == 1 && as == 1 && bs == 1) {                                      \
      for (; i + 4 <= n; i += 4) {                                            \
        _mm256_storeu_pd(o + i, sr_k_d_##op(_mm256_loadu_pd(x + i),           \
                                            _mm256_loadu_pd(y + i)));         \
      }                                                                       \
    }                                                                         \
    for (; i < n; i += 4) {                                                   \
      size_t count = n - i < 4 ? n - i : 4;                                   \
      _Alignas(32) double xb[4] = {0}, yb[4] = {0}, ob[4];                    \
      sr_k_gather(xb, x + (ptrdiff_t)i * as, as, count, 8);                   \
      sr_k_gather(yb, y + (ptrdiff_t)i * bs, bs, count, 8);                   \
      _mm256_store_pd(ob,                                                     \
                      sr_k_d_##op(_mm256_load_pd(xb), _mm256_load_pd(yb)));   \
      sr_k_scatter(o + (ptrdiff_t)i * os, os, ob, count, 8);                  \
    }                                                                         \
    return SR_K_OK;                                                           \
  }
#define SR_K_DUNARY_OPS(X) \
  X(neg, NEG)              \
  X(abs, ABS)              \
  X(sqrt, SQRT)            \
  X(floor, FLOOR)          \
  X(ceil, CEIL) X(round, ROUND) X(roundeven, ROUNDEVEN) X(trunc, TRUNC)
#define SR_K_DBINARY_OPS(X) \
  X(add, ADD)               \
  X(sub, SUB)               \
  X(mul, MUL)               \
  X(div, DIV)               \
  X(minimum, MINIMUM)       \
  X(maximum, MAXIMUM) X(minnum, MINNUM) X(maxnum, MAXNUM) X(copysign, COPYSIGN)
#define SR_K_DEFINE_DUNARY(op, OP) SR_K_AVX2_DUNARY(op)
#define SR_K_DEFINE_DBINARY(op, OP) SR_K_AVX2_DBINARY(op)
SR_K_DUNARY_OPS(SR_K_DEFINE_DUNARY)
SR_K_DBINARY_OPS(SR_K_DEFINE_DBINARY)

//===----------------------------------------------------------------------===//
// Compares (f32 -> i1 bytes) and select (32-bit)
//===----------------------------------------------------------------------===//

// Spreads the 8 bits of a vmovmskps result into 8 bytes of 0 or 1.
static inline uint64_t sr_k_spread_bits(uint32_t m) {
  uint64_t x = m;
  x = (x | (x << 28)) & 0x0000000F0000000Full;
  x = (x | (x << 14)) & 0x0003000300030003ull;
  x = (x | (x << 7)) & 0x0101010101010101ull;
  return x;
}

// The 8 lanes of a compare result as 8 bytes of 0 or 1 (low 64 bits).
static inline __m128i sr_k_mask_bytes(__m256 c) {
  __m256i bits = _mm256_and_si256(_mm256_castps_si256(c), _mm256_set1_epi32(1));
  __m128i words = _mm_packs_epi32(_mm256_castsi256_si128(bits),
                                  _mm256_extracti128_si256(bits, 1));
  return _mm_packs_epi16(words, words);
}

#define SR_K_AVX2_FCMP(pred, IMM, DT)                                         \
  static int sr_k_cmp_##pred##_##DT##_avx2(size_t n, void* out, ptrdiff_t os, \
                                           const void* a, ptrdiff_t as,       \
                                           const void* b, ptrdiff_t bs) {     \
    const size_t es = SR_K_##DT##_SIZE;                                       \
    uint8_t* o = (uint8_t*)out;                                               \
    size_t i = 0;                                                             \
    if (os == 1 && as == 1 && bs == 1) {                                      \
      /* Contiguous: whole vectors straight from the operands. */             \
      const uint8_t* x = (const uint8_t*)a;                                   \
      const uint8_t* y = (const uint8_t*)b;                                   \
      for (; i + 8 <= n; i += 8) {                                            \
        __m256 c = _mm256_cmp_ps(sr_k_load_##DT(x + i * es),                  \
                                 sr_k_load_##DT(y + i * es), IMM);            \
        _mm_storel_epi64((__m128i*)(o + i), sr_k_mask_bytes(c));              \
      }                                                                       \
    }                                                                         \
    for (; i < n; i += 8) {                                                   \
      size_t count = n - i < 8 ? n - i : 8;                                   \
      _Alignas(32) uint8_t xb[32], yb[32];                                    \
      const void* xp = sr_k_block_in(a, as, i, count, es, xb);                \
      const void* yp = sr_k_block_in(b, bs, i, count, es, yb);                \
      uint32_t m = (uint32_t)_mm256_movemask_ps(                              \
          _mm256_cmp_ps(sr_k_load_##DT(xp), sr_k_load_##DT(yp), IMM));        \
      uint64_t bytes = sr_k_spread_bits(m);                                   \
      if (os == 1 && count == 8) {                                            \
        memcpy(o + i, &bytes, 8);                                             \
      } else {                                                                \
        sr_k_scatter(o + (ptrdiff_t)i * os, os, &bytes, count, 1);            \
      }                                                                       \
    }                                                                         \
    return SR_K_OK;                                                           \
  }
#define SR_K_FCMP_IMMS(X, DT) \
  X(never, _CMP_FALSE_OQ, DT) \
  X(oeq, _CMP_EQ_OQ, DT)      \
  X(ogt, _CMP_GT_OQ, DT)      \
  X(oge, _CMP_GE_OQ, DT)      \
  X(olt, _CMP_LT_OQ, DT)      \
  X(ole, _CMP_LE_OQ, DT)      \
  X(one, _CMP_NEQ_OQ, DT)     \
  X(ord, _CMP_ORD_Q, DT)      \
  X(ueq, _CMP_EQ_UQ, DT)      \
  X(ugt, _CMP_NLE_UQ, DT)     \
  X(uge, _CMP_NLT_UQ, DT)     \
  X(ult, _CMP_NGE_UQ, DT)     \
  X(ule, _CMP_NGT_UQ, DT)     \
  X(une, _CMP_NEQ_UQ, DT) X(uno, _CMP_UNORD_Q, DT) X(always, _CMP_TRUE_UQ, DT)
SR_K_FCMP_IMMS(SR_K_AVX2_FCMP, F32)
SR_K_FCMP_IMMS(SR_K_AVX2_FCMP, F16)
SR_K_FCMP_IMMS(SR_K_AVX2_FCMP, BF16)

static int sr_k_select_32_avx2(size_t n, void* out, ptrdiff_t os,
                               const void* cond, ptrdiff_t cs, const void* a,
                               ptrdiff_t as, const void* b, ptrdiff_t bs) {
  uint8_t* o = (uint8_t*)out;
  size_t i = 0;
  if (os == 1 && cs == 1 && as == 1 && bs == 1) {
    // Contiguous: whole vectors straight from the operands.
    const uint8_t* c = (const uint8_t*)cond;
    const float* x = (const float*)a;
    const float* y = (const float*)b;
    for (; i + 8 <= n; i += 8) {
      __m256i mask = _mm256_cmpeq_epi32(
          _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i*)(c + i))),
          _mm256_setzero_si256());
      _mm256_storeu_ps(
          (float*)(o + i * 4),
          _mm256_blendv_ps(_mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i),
                           _mm256_castsi256_ps(mask)));
    }
  }
  for (; i < n; i += 8) {
    size_t count = n - i < 8 ? n - i : 8;
    _Alignas(32) uint8_t cb[8], xb[32], yb[32], ob[32];
    const uint8_t* c = (const uint8_t*)cond + (ptrdiff_t)i * cs;
    if (cs == 1 && count == 8) {
      memcpy(cb, c, 8);
    } else {
      memset(cb, 0, 8);
      for (size_t k = 0; k < count; ++k) cb[k] = c[(ptrdiff_t)k * cs];
    }
    __m256i mask = _mm256_cmpeq_epi32(
        _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i*)cb)),
        _mm256_setzero_si256());
    const void* xp = sr_k_block_in(a, as, i, count, 4, xb);
    const void* yp = sr_k_block_in(b, bs, i, count, 4, yb);
    // mask lanes are all-ones where the condition is false: take b there.
    __m256 r = _mm256_blendv_ps(_mm256_loadu_ps((const float*)xp),
                                _mm256_loadu_ps((const float*)yp),
                                _mm256_castsi256_ps(mask));
    if (os == 1 && count == 8) {
      _mm256_storeu_ps((float*)(o + i * 4), r);
    } else {
      _mm256_storeu_ps((float*)ob, r);
      sr_k_scatter(o + (ptrdiff_t)i * os * 4, os, ob, count, 4);
    }
  }
  return SR_K_OK;
}

//===----------------------------------------------------------------------===//
// Integer basics: wrap-around add/sub/mul, bitwise, min/max (contiguous)
//===----------------------------------------------------------------------===//
// Integer results are exact, so here the tail may use plain C: no
// position dependence can arise.

#define SR_K_AVX2_IBINARY(name, T, LANES, VEXPR, SEXPR)                     \
  static int sr_k_##name##_avx2(size_t n, void* out, ptrdiff_t os,          \
                                const void* a, ptrdiff_t as, const void* b, \
                                ptrdiff_t bs) {                             \
    T* o = (T*)out;                                                         \
    const T* x = (const T*)a;                                               \
    const T* y = (const T*)b;                                               \
    size_t i = 0;                                                           \
    if (os == 1 && as == 1 && bs == 1) {                                    \
      for (; i + LANES <= n; i += LANES) {                                  \
        __m256i va = _mm256_loadu_si256((const __m256i*)(x + i));           \
        __m256i vb = _mm256_loadu_si256((const __m256i*)(y + i));           \
        _mm256_storeu_si256((__m256i*)(o + i), VEXPR);                      \
      }                                                                     \
    }                                                                       \
    for (; i < n; ++i) {                                                    \
      T u = x[(ptrdiff_t)i * as], v = y[(ptrdiff_t)i * bs];                 \
      o[(ptrdiff_t)i * os] = (T)(SEXPR);                                    \
    }                                                                       \
    return SR_K_OK;                                                         \
  }

SR_K_AVX2_IBINARY(add_I32, uint32_t, 8, _mm256_add_epi32(va, vb), u + v)
SR_K_AVX2_IBINARY(sub_I32, uint32_t, 8, _mm256_sub_epi32(va, vb), u - v)
SR_K_AVX2_IBINARY(mul_I32, uint32_t, 8, _mm256_mullo_epi32(va, vb), u* v)
SR_K_AVX2_IBINARY(and_I32, uint32_t, 8, _mm256_and_si256(va, vb), u& v)
SR_K_AVX2_IBINARY(or_I32, uint32_t, 8, _mm256_or_si256(va, vb), u | v)
SR_K_AVX2_IBINARY(xor_I32, uint32_t, 8, _mm256_xor_si256(va, vb), u ^ v)
SR_K_AVX2_IBINARY(mins_I32, uint32_t, 8, _mm256_min_epi32(va, vb),
                  (int32_t)u < (int32_t)v ? u : v)
SR_K_AVX2_IBINARY(maxs_I32, uint32_t, 8, _mm256_max_epi32(va, vb),
                  (int32_t)u > (int32_t)v ? u : v)
SR_K_AVX2_IBINARY(minu_I32, uint32_t, 8, _mm256_min_epu32(va, vb),
                  u < v ? u : v)
SR_K_AVX2_IBINARY(maxu_I32, uint32_t, 8, _mm256_max_epu32(va, vb),
                  u > v ? u : v)
SR_K_AVX2_IBINARY(add_I64, uint64_t, 4, _mm256_add_epi64(va, vb), u + v)
SR_K_AVX2_IBINARY(sub_I64, uint64_t, 4, _mm256_sub_epi64(va, vb), u - v)
SR_K_AVX2_IBINARY(add_I16, uint16_t, 16, _mm256_add_epi16(va, vb), u + v)
SR_K_AVX2_IBINARY(sub_I16, uint16_t, 16, _mm256_sub_epi16(va, vb), u - v)
SR_K_AVX2_IBINARY(mul_I16, uint16_t, 16, _mm256_mullo_epi16(va, vb),
                  (uint32_t)u* v)
SR_K_AVX2_IBINARY(add_I8, uint8_t, 32, _mm256_add_epi8(va, vb), u + v)
SR_K_AVX2_IBINARY(sub_I8, uint8_t, 32, _mm256_sub_epi8(va, vb), u - v)

//===----------------------------------------------------------------------===//
// Table
//===----------------------------------------------------------------------===//

void sr_k__populate_elementwise_avx2(sr_k_table_t* table) {
#define SR_K_SET_UNARY(op, OP)                                    \
  table->unary[SR_K_UNARY_##OP][SR_K_F32] = sr_k_##op##_F32_avx2; \
  table->unary[SR_K_UNARY_##OP][SR_K_F16] = sr_k_##op##_F16_avx2; \
  table->unary[SR_K_UNARY_##OP][SR_K_BF16] = sr_k_##op##_BF16_avx2;
  SR_K_FUNARY_OPS(SR_K_SET_UNARY)
  table->unary[SR_K_UNARY_EXP_FAST][SR_K_F32] = sr_k_exp_fast_F32_avx2;
#define SR_K_SET_BINARY(op, OP)                                     \
  table->binary[SR_K_BINARY_##OP][SR_K_F32] = sr_k_##op##_F32_avx2; \
  table->binary[SR_K_BINARY_##OP][SR_K_F16] = sr_k_##op##_F16_avx2; \
  table->binary[SR_K_BINARY_##OP][SR_K_BF16] = sr_k_##op##_BF16_avx2;
  SR_K_FBINARY_OPS(SR_K_SET_BINARY)
#define SR_K_SET_DUNARY(op, OP) \
  table->unary[SR_K_UNARY_##OP][SR_K_F64] = sr_k_##op##_F64_avx2;
  SR_K_DUNARY_OPS(SR_K_SET_DUNARY)
#define SR_K_SET_DBINARY(op, OP) \
  table->binary[SR_K_BINARY_##OP][SR_K_F64] = sr_k_##op##_F64_avx2;
  SR_K_DBINARY_OPS(SR_K_SET_DBINARY)
  table->ternary[SR_K_TERNARY_FMA][SR_K_F32] = sr_k_fma_F32_avx2;
  table->ternary[SR_K_TERNARY_FMA][SR_K_F16] = sr_k_fma_F16_avx2;
  table->ternary[SR_K_TERNARY_FMA][SR_K_BF16] = sr_k_fma_BF16_avx2;
  table->ternary[SR_K_TERNARY_SELECT][SR_K_F32] = sr_k_select_32_avx2;
  table->ternary[SR_K_TERNARY_SELECT][SR_K_I32] = sr_k_select_32_avx2;
#define SR_K_SET_CMP_ALL(pred, PRED)                                  \
  table->cmp[SR_K_CMP_##PRED][SR_K_F32] = sr_k_cmp_##pred##_F32_avx2; \
  table->cmp[SR_K_CMP_##PRED][SR_K_F16] = sr_k_cmp_##pred##_F16_avx2; \
  table->cmp[SR_K_CMP_##PRED][SR_K_BF16] = sr_k_cmp_##pred##_BF16_avx2;
  SR_K_SET_CMP_ALL(never, FALSE)
  SR_K_SET_CMP_ALL(oeq, OEQ)
  SR_K_SET_CMP_ALL(ogt, OGT)
  SR_K_SET_CMP_ALL(oge, OGE)
  SR_K_SET_CMP_ALL(olt, OLT)
  SR_K_SET_CMP_ALL(ole, OLE)
  SR_K_SET_CMP_ALL(one, ONE)
  SR_K_SET_CMP_ALL(ord, ORD)
  SR_K_SET_CMP_ALL(ueq, UEQ)
  SR_K_SET_CMP_ALL(ugt, UGT)
  SR_K_SET_CMP_ALL(uge, UGE)
  SR_K_SET_CMP_ALL(ult, ULT)
  SR_K_SET_CMP_ALL(ule, ULE)
  SR_K_SET_CMP_ALL(une, UNE)
  SR_K_SET_CMP_ALL(uno, UNO)
  SR_K_SET_CMP_ALL(always, TRUE)
#define SR_K_SET_I(NAME, DT, fn) \
  table->binary[SR_K_BINARY_##NAME][SR_K_##DT] = fn;
  SR_K_SET_I(ADD, I32, sr_k_add_I32_avx2)
  SR_K_SET_I(SUB, I32, sr_k_sub_I32_avx2)
  SR_K_SET_I(MUL, I32, sr_k_mul_I32_avx2)
  SR_K_SET_I(AND, I32, sr_k_and_I32_avx2)
  SR_K_SET_I(OR, I32, sr_k_or_I32_avx2)
  SR_K_SET_I(XOR, I32, sr_k_xor_I32_avx2)
  SR_K_SET_I(MINS, I32, sr_k_mins_I32_avx2)
  SR_K_SET_I(MAXS, I32, sr_k_maxs_I32_avx2)
  SR_K_SET_I(MINU, I32, sr_k_minu_I32_avx2)
  SR_K_SET_I(MAXU, I32, sr_k_maxu_I32_avx2)
  SR_K_SET_I(ADD, I64, sr_k_add_I64_avx2)
  SR_K_SET_I(SUB, I64, sr_k_sub_I64_avx2)
  SR_K_SET_I(ADD, I16, sr_k_add_I16_avx2)
  SR_K_SET_I(SUB, I16, sr_k_sub_I16_avx2)
  SR_K_SET_I(MUL, I16, sr_k_mul_I16_avx2)
  SR_K_SET_I(ADD, I8, sr_k_add_I8_avx2)
  SR_K_SET_I(SUB, I8, sr_k_sub_I8_avx2)
#undef SR_K_SET_I
}
