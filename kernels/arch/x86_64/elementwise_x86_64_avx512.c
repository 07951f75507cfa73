// AVX-512 elementwise kernels: the contiguous f32 arithmetic that dominates
// linalg bodies (add, sub, mul, div), 16 lanes with masked tails. These ops
// are exact in IEEE arithmetic, so a masked tail gives the same bits as the
// body and as the scalar kernels. Everything else keeps the AVX2 kernels.
//
// Compiled with -mavx512f; never selected on a CPU without AVX-512.
#include <immintrin.h>

#include "kernels/table_impl.h"

#define SR_K_AVX512_FBINARY(op, INTRIN)                                       \
  static int sr_k_##op##_F32_avx512(size_t n, void* out, ptrdiff_t os,        \
                                    const void* a, ptrdiff_t as,              \
                                    const void* b, ptrdiff_t bs) {            \
    float* o = (float*)out;                                                   \
    const float* x = (const float*)a;                                         \
    const float* y = (const float*)b;                                         \
    if (os != 1 || as != 1 || bs != 1) {                                      \
      for (size_t i = 0; i < n; ++i) {                                        \
        __m128 r = INTRIN##_ss128(_mm_set_ss(x[(ptrdiff_t)i * as]),           \
                                  _mm_set_ss(y[(ptrdiff_t)i * bs]));          \
        o[(ptrdiff_t)i * os] = _mm_cvtss_f32(r);                              \
      }                                                                       \
      return SR_K_OK;                                                         \
    }                                                                         \
    size_t i = 0;                                                             \
    for (; i + 64 <= n; i += 64) {                                            \
      __m512 r0 = INTRIN(_mm512_loadu_ps(x + i), _mm512_loadu_ps(y + i));     \
      __m512 r1 =                                                             \
          INTRIN(_mm512_loadu_ps(x + i + 16), _mm512_loadu_ps(y + i + 16));   \
      __m512 r2 =                                                             \
          INTRIN(_mm512_loadu_ps(x + i + 32), _mm512_loadu_ps(y + i + 32));   \
      __m512 r3 =                                                             \
          INTRIN(_mm512_loadu_ps(x + i + 48), _mm512_loadu_ps(y + i + 48));   \
      _mm512_storeu_ps(o + i, r0);                                            \
      _mm512_storeu_ps(o + i + 16, r1);                                       \
      _mm512_storeu_ps(o + i + 32, r2);                                       \
      _mm512_storeu_ps(o + i + 48, r3);                                       \
    }                                                                         \
    for (; i < n; i += 16) {                                                  \
      __mmask16 m =                                                           \
          n - i >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << (n - i)) - 1); \
      __m512 r = INTRIN(_mm512_maskz_loadu_ps(m, x + i),                      \
                        _mm512_maskz_loadu_ps(m, y + i));                     \
      _mm512_mask_storeu_ps(o + i, m, r);                                     \
    }                                                                         \
    return SR_K_OK;                                                           \
  }

#define _mm512_add_ps_ss128 _mm_add_ss
#define _mm512_sub_ps_ss128 _mm_sub_ss
#define _mm512_mul_ps_ss128 _mm_mul_ss
#define _mm512_div_ps_ss128 _mm_div_ss
SR_K_AVX512_FBINARY(add, _mm512_add_ps)
SR_K_AVX512_FBINARY(sub, _mm512_sub_ps)
SR_K_AVX512_FBINARY(mul, _mm512_mul_ps)
SR_K_AVX512_FBINARY(div, _mm512_div_ps)

void sr_k__populate_elementwise_avx512(sr_k_table_t* table) {
  table->binary[SR_K_BINARY_ADD][SR_K_F32] = sr_k_add_F32_avx512;
  table->binary[SR_K_BINARY_SUB][SR_K_F32] = sr_k_sub_F32_avx512;
  table->binary[SR_K_BINARY_MUL][SR_K_F32] = sr_k_mul_F32_avx512;
  table->binary[SR_K_BINARY_DIV][SR_K_F32] = sr_k_div_F32_avx512;
}
