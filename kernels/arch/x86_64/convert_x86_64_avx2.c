// AVX2 + F16C conversions between f32 and f16/bf16 (the ones on every
// f16/bf16 model's path); the rest stay scalar. Bit-identical to the scalar
// kernels (checked exhaustively over all 65536 16-bit inputs by the tests).
#include <immintrin.h>

#include "kernels/table_impl.h"

#define SR_K_AVX2_CONVERT(name, SRC_T, DST_T, BODY, SCALAR)        \
  static int sr_k_##name##_avx2(size_t n, void* out, ptrdiff_t os, \
                                const void* in, ptrdiff_t is) {    \
    DST_T* o = (DST_T*)out;                                        \
    const SRC_T* x = (const SRC_T*)in;                             \
    size_t i = 0;                                                  \
    if (os == 1 && is == 1) {                                      \
      for (; i + 8 <= n; i += 8) {                                 \
        BODY;                                                      \
      }                                                            \
    }                                                              \
    for (; i < n; ++i) {                                           \
      o[(ptrdiff_t)i * os] = SCALAR(x[(ptrdiff_t)i * is]);         \
    }                                                              \
    return SR_K_OK;                                                \
  }

static inline __m128i sr_k_bf16_round8(__m256 v) {
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

SR_K_AVX2_CONVERT(f32_to_f16, float, uint16_t,
                  _mm_storeu_si128((__m128i*)(o + i),
                                   _mm256_cvtps_ph(_mm256_loadu_ps(x + i),
                                                   _MM_FROUND_TO_NEAREST_INT)),
                  sr_k_f32_to_f16)
SR_K_AVX2_CONVERT(f16_to_f32, uint16_t, float,
                  _mm256_storeu_ps(o + i, _mm256_cvtph_ps(_mm_loadu_si128(
                                              (const __m128i*)(x + i)))),
                  sr_k_f16_to_f32)
SR_K_AVX2_CONVERT(f32_to_bf16, float, uint16_t,
                  _mm_storeu_si128((__m128i*)(o + i),
                                   sr_k_bf16_round8(_mm256_loadu_ps(x + i))),
                  sr_k_f32_to_bf16)
SR_K_AVX2_CONVERT(bf16_to_f32, uint16_t, float,
                  _mm256_storeu_ps(o + i,
                                   _mm256_castsi256_ps(_mm256_slli_epi32(
                                       _mm256_cvtepu16_epi32(_mm_loadu_si128(
                                           (const __m128i*)(x + i))),
                                       16))),
                  sr_k_bf16_to_f32)

void sr_k__populate_convert_avx2(sr_k_table_t* table) {
  for (int kind = SR_K_CONVERT_EXTF; kind <= SR_K_CONVERT_TRUNCF; ++kind) {
    table->convert[kind][SR_K_F32][SR_K_F16] = sr_k_f32_to_f16_avx2;
    table->convert[kind][SR_K_F16][SR_K_F32] = sr_k_f16_to_f32_avx2;
    table->convert[kind][SR_K_F32][SR_K_BF16] = sr_k_f32_to_bf16_avx2;
    table->convert[kind][SR_K_BF16][SR_K_F32] = sr_k_bf16_to_f32_avx2;
  }
}
