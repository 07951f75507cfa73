// AVX-512 f32 matmul micro-kernel: 6 x 32, 12 zmm accumulators (the AVX2
// kernel's shape at twice the width; 32 zmm registers would allow more, but
// 6 x 32 already covers 2 FMA pipes x 4-cycle latency with margin and keeps
// the lhs packing of the AVX2 variant). The i8 kernel stays AVX2.
//
// Compiled with -mavx512f; never selected on a CPU without AVX-512. The
// blocking matches the AVX2 variant (KC x NR panel = 256 x 32 x 4 = 32 KiB,
// half of a typical AVX-512 core's 48 KiB L1d).
#include <immintrin.h>

#include "kernels/matmul.h"
#include "kernels/table_impl.h"

#define SR_K_AVX512_MR 6
#define SR_K_AVX512_NR 32

#define SR_K_ROW_FMA(r)                          \
  do {                                           \
    __m512 a_r = _mm512_set1_ps(a[(r)]);         \
    c##r##0 = _mm512_fmadd_ps(a_r, b0, c##r##0); \
    c##r##1 = _mm512_fmadd_ps(a_r, b1, c##r##1); \
  } while (0)

#define SR_K_ROW_STORE(r)                                          \
  do {                                                             \
    float* dst = c + (r)*c_stride;                                 \
    if (accumulate) {                                              \
      c##r##0 = _mm512_add_ps(_mm512_loadu_ps(dst), c##r##0);      \
      c##r##1 = _mm512_add_ps(_mm512_loadu_ps(dst + 16), c##r##1); \
    }                                                              \
    _mm512_storeu_ps(dst, c##r##0);                                \
    _mm512_storeu_ps(dst + 16, c##r##1);                           \
  } while (0)

static void sr_k_matmul_f32_avx512(size_t kc, const void* lhs_panel,
                                   const void* rhs_panel, void* c_out,
                                   ptrdiff_t c_stride, bool accumulate) {
  const float* a = (const float*)lhs_panel;
  const float* b = (const float*)rhs_panel;
  __m512 c00 = _mm512_setzero_ps(), c01 = _mm512_setzero_ps();
  __m512 c10 = _mm512_setzero_ps(), c11 = _mm512_setzero_ps();
  __m512 c20 = _mm512_setzero_ps(), c21 = _mm512_setzero_ps();
  __m512 c30 = _mm512_setzero_ps(), c31 = _mm512_setzero_ps();
  __m512 c40 = _mm512_setzero_ps(), c41 = _mm512_setzero_ps();
  __m512 c50 = _mm512_setzero_ps(), c51 = _mm512_setzero_ps();
  for (size_t q = 0; q < kc; ++q) {
    __m512 b0 = _mm512_load_ps(b);
    __m512 b1 = _mm512_load_ps(b + 16);
    SR_K_ROW_FMA(0);
    SR_K_ROW_FMA(1);
    SR_K_ROW_FMA(2);
    SR_K_ROW_FMA(3);
    SR_K_ROW_FMA(4);
    SR_K_ROW_FMA(5);
    a += SR_K_AVX512_MR;
    b += SR_K_AVX512_NR;
  }
  float* c = (float*)c_out;
  SR_K_ROW_STORE(0);
  SR_K_ROW_STORE(1);
  SR_K_ROW_STORE(2);
  SR_K_ROW_STORE(3);
  SR_K_ROW_STORE(4);
  SR_K_ROW_STORE(5);
}

// The sequential kernel of the gathered GEMM (fn_seq in matmul.h): the
// AVX2 one at twice the width; Zen 4/5 have FADD pipes beside the FMA
// ones, so the separate add costs no throughput there.
#define SR_K_ROW_SEQ(r)                                       \
  do {                                                        \
    __m512 a_r = _mm512_set1_ps(a[(r)]);                      \
    c##r##0 = _mm512_add_ps(c##r##0, _mm512_mul_ps(a_r, b0)); \
    c##r##1 = _mm512_add_ps(c##r##1, _mm512_mul_ps(a_r, b1)); \
  } while (0)

#define SR_K_ROW_LOAD(r)                                \
  do {                                                  \
    if (accumulate) {                                   \
      c##r##0 = _mm512_loadu_ps(c + (r)*c_stride);      \
      c##r##1 = _mm512_loadu_ps(c + (r)*c_stride + 16); \
    }                                                   \
  } while (0)

#define SR_K_ROW_PUT(r)                               \
  do {                                                \
    _mm512_storeu_ps(c + (r)*c_stride, c##r##0);      \
    _mm512_storeu_ps(c + (r)*c_stride + 16, c##r##1); \
  } while (0)

static void sr_k_gemm_f32_seq_avx512(size_t kc, const void* lhs_panel,
                                     const void* rhs_panel, void* c_out,
                                     ptrdiff_t c_stride, bool accumulate) {
  const float* a = (const float*)lhs_panel;
  const float* b = (const float*)rhs_panel;
  float* c = (float*)c_out;
  __m512 c00 = _mm512_setzero_ps(), c01 = _mm512_setzero_ps();
  __m512 c10 = _mm512_setzero_ps(), c11 = _mm512_setzero_ps();
  __m512 c20 = _mm512_setzero_ps(), c21 = _mm512_setzero_ps();
  __m512 c30 = _mm512_setzero_ps(), c31 = _mm512_setzero_ps();
  __m512 c40 = _mm512_setzero_ps(), c41 = _mm512_setzero_ps();
  __m512 c50 = _mm512_setzero_ps(), c51 = _mm512_setzero_ps();
  SR_K_ROW_LOAD(0);
  SR_K_ROW_LOAD(1);
  SR_K_ROW_LOAD(2);
  SR_K_ROW_LOAD(3);
  SR_K_ROW_LOAD(4);
  SR_K_ROW_LOAD(5);
  for (size_t q = 0; q < kc; ++q) {
    __m512 b0 = _mm512_load_ps(b);
    __m512 b1 = _mm512_load_ps(b + 16);
    SR_K_ROW_SEQ(0);
    SR_K_ROW_SEQ(1);
    SR_K_ROW_SEQ(2);
    SR_K_ROW_SEQ(3);
    SR_K_ROW_SEQ(4);
    SR_K_ROW_SEQ(5);
    a += SR_K_AVX512_MR;
    b += SR_K_AVX512_NR;
  }
  SR_K_ROW_PUT(0);
  SR_K_ROW_PUT(1);
  SR_K_ROW_PUT(2);
  SR_K_ROW_PUT(3);
  SR_K_ROW_PUT(4);
  SR_K_ROW_PUT(5);
}

// The same reading lhs rows in place (row r at a + r * lda).
static void sr_k_gemm_f32_seq_lhs_avx512(size_t kc, const float* a,
                                         ptrdiff_t lda, const void* rhs_panel,
                                         void* c_out, ptrdiff_t c_stride,
                                         bool accumulate) {
  const float* b = (const float*)rhs_panel;
  float* c = (float*)c_out;
  const float* row[6] = {a,           a + lda,     a + 2 * lda,
                         a + 3 * lda, a + 4 * lda, a + 5 * lda};
  __m512 c00 = _mm512_setzero_ps(), c01 = _mm512_setzero_ps();
  __m512 c10 = _mm512_setzero_ps(), c11 = _mm512_setzero_ps();
  __m512 c20 = _mm512_setzero_ps(), c21 = _mm512_setzero_ps();
  __m512 c30 = _mm512_setzero_ps(), c31 = _mm512_setzero_ps();
  __m512 c40 = _mm512_setzero_ps(), c41 = _mm512_setzero_ps();
  __m512 c50 = _mm512_setzero_ps(), c51 = _mm512_setzero_ps();
  SR_K_ROW_LOAD(0);
  SR_K_ROW_LOAD(1);
  SR_K_ROW_LOAD(2);
  SR_K_ROW_LOAD(3);
  SR_K_ROW_LOAD(4);
  SR_K_ROW_LOAD(5);
#define SR_K_ROW_SEQ_AT(r)                                    \
  do {                                                        \
    __m512 a_r = _mm512_set1_ps(row[(r)][q]);                 \
    c##r##0 = _mm512_add_ps(c##r##0, _mm512_mul_ps(a_r, b0)); \
    c##r##1 = _mm512_add_ps(c##r##1, _mm512_mul_ps(a_r, b1)); \
  } while (0)
  for (size_t q = 0; q < kc; ++q) {
    __m512 b0 = _mm512_load_ps(b);
    __m512 b1 = _mm512_load_ps(b + 16);
    SR_K_ROW_SEQ_AT(0);
    SR_K_ROW_SEQ_AT(1);
    SR_K_ROW_SEQ_AT(2);
    SR_K_ROW_SEQ_AT(3);
    SR_K_ROW_SEQ_AT(4);
    SR_K_ROW_SEQ_AT(5);
    b += SR_K_AVX512_NR;
  }
#undef SR_K_ROW_SEQ_AT
  SR_K_ROW_PUT(0);
  SR_K_ROW_PUT(1);
  SR_K_ROW_PUT(2);
  SR_K_ROW_PUT(3);
  SR_K_ROW_PUT(4);
  SR_K_ROW_PUT(5);
}

#undef SR_K_ROW_SEQ
#undef SR_K_ROW_LOAD
#undef SR_K_ROW_PUT

void sr_k__populate_matmul_avx512(sr_k_table_t* table) {
  // The AVX2 lhs packer handles r == 6 (same MR); rhs panels of 32 pack
  // generically.
  table->matmul_f32.fn = sr_k_matmul_f32_avx512;
  table->matmul_f32.fn_seq = sr_k_gemm_f32_seq_avx512;
  table->matmul_f32.fn_seq_lhs = sr_k_gemm_f32_seq_lhs_avx512;
  table->matmul_f32.nr = SR_K_AVX512_NR;
  table->matmul_f32.mr = SR_K_AVX512_MR;
  table->matmul_f32.mc = 144;
  table->matmul_f32.kc = 256;
  table->matmul_f32.nc = 2048;
}
