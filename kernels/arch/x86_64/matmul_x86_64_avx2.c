// AVX2 + FMA matmul micro-kernels: 6 x 16 for f32 and for i8 -> i32.
//
// 6 x 16 is the register block BLIS uses for Haswell and Zen: 12 ymm
// accumulators, 2 for the rhs row, 1 for the lhs broadcast, out of 16. Each k
// step issues 12 FMAs against 2 loads + 6 broadcast loads, which keeps both
// FMA pipes of a Zen 3 core busy (FMA latency 4 x 2 pipes = 8 chains in
// flight needed; we have 12).
//
// Cache blocking for this machine (Zen 3: 32 KiB L1d, 512 KiB L2 per core,
// 32 MiB L3): a KC x NR rhs panel (256 x 16 x 4 = 16 KiB) stays in L1 while
// the MC x KC lhs block (144 x 256 x 4 = 144 KiB) stays in L2; the KC x NC
// rhs block (256 x 2048 x 4 = 2 MiB) lives in L3.
#include <immintrin.h>

#include "kernels/matmul.h"
#include "kernels/table_impl.h"

#define SR_K_AVX2_MR 6
#define SR_K_AVX2_NR 16

// One k step of the f32 kernel for row r: two FMAs against the rhs row.
#define SR_K_ROW_FMA_AT(ap, r)                    \
  do {                                            \
    __m256 a_r = _mm256_broadcast_ss((ap) + (r)); \
    c##r##0 = _mm256_fmadd_ps(a_r, b0, c##r##0);  \
    c##r##1 = _mm256_fmadd_ps(a_r, b1, c##r##1);  \
  } while (0)

#define SR_K_ROW_STORE(r)                                         \
  do {                                                            \
    float* dst = c + (r)*c_stride;                                \
    if (accumulate) {                                             \
      c##r##0 = _mm256_add_ps(_mm256_loadu_ps(dst), c##r##0);     \
      c##r##1 = _mm256_add_ps(_mm256_loadu_ps(dst + 8), c##r##1); \
    }                                                             \
    _mm256_storeu_ps(dst, c##r##0);                               \
    _mm256_storeu_ps(dst + 8, c##r##1);                           \
  } while (0)

// The hot loop of every f32 matmul: the one long function here, written
// out so each accumulator is a named register.
static void sr_k_matmul_f32_avx2(size_t kc, const void* lhs_panel,
                                 const void* rhs_panel, void* c_out,
                                 ptrdiff_t c_stride, bool accumulate) {
  const float* a = (const float*)lhs_panel;
  const float* b = (const float*)rhs_panel;
  __m256 c00 = _mm256_setzero_ps(), c01 = _mm256_setzero_ps();
  __m256 c10 = _mm256_setzero_ps(), c11 = _mm256_setzero_ps();
  __m256 c20 = _mm256_setzero_ps(), c21 = _mm256_setzero_ps();
  __m256 c30 = _mm256_setzero_ps(), c31 = _mm256_setzero_ps();
  __m256 c40 = _mm256_setzero_ps(), c41 = _mm256_setzero_ps();
  __m256 c50 = _mm256_setzero_ps(), c51 = _mm256_setzero_ps();
  // Touch the output rows now so their misses overlap the k loop.
  const float* cp = (const float*)c_out;
  for (int r = 0; r < SR_K_AVX2_MR; ++r) {
    _mm_prefetch((const char*)(cp + r * c_stride), _MM_HINT_T0);
    _mm_prefetch((const char*)(cp + r * c_stride + 15), _MM_HINT_T0);
  }
#define SR_K_K_STEP(u)                          \
  do {                                          \
    __m256 b0 = _mm256_load_ps(b + (u)*16);     \
    __m256 b1 = _mm256_load_ps(b + (u)*16 + 8); \
    const float* a_u = a + (u)*6;               \
    (void)a_u;                                  \
    SR_K_ROW_FMA_AT(a_u, 0);                    \
    SR_K_ROW_FMA_AT(a_u, 1);                    \
    SR_K_ROW_FMA_AT(a_u, 2);                    \
    SR_K_ROW_FMA_AT(a_u, 3);                    \
    SR_K_ROW_FMA_AT(a_u, 4);                    \
    SR_K_ROW_FMA_AT(a_u, 5);                    \
  } while (0)
  size_t q = 0;
  // Unrolled by 4: the loop overhead then costs 1 op per 48 FMAs.
  for (; q + 4 <= kc; q += 4) {
    _mm_prefetch((const char*)(b + 16 * 16), _MM_HINT_T0);
    SR_K_K_STEP(0);
    SR_K_K_STEP(1);
    SR_K_K_STEP(2);
    SR_K_K_STEP(3);
    a += 4 * SR_K_AVX2_MR;
    b += 4 * SR_K_AVX2_NR;
  }
  for (; q < kc; ++q) {
    SR_K_K_STEP(0);
    a += SR_K_AVX2_MR;
    b += SR_K_AVX2_NR;
  }
#undef SR_K_K_STEP
  float* c = (float*)c_out;
  SR_K_ROW_STORE(0);
  SR_K_ROW_STORE(1);
  SR_K_ROW_STORE(2);
  SR_K_ROW_STORE(3);
  SR_K_ROW_STORE(4);
  SR_K_ROW_STORE(5);
}

#undef SR_K_ROW_FMA_AT
#undef SR_K_ROW_STORE

// The sequential f32 kernel of the gathered GEMM (see fn_seq in matmul.h):
// accumulators start from c, products round before the add. Zen has two
// FADD pipes beside its two FMUL/FMA pipes, so the separate multiply and add
// keep the throughput of the FMA kernel; 12 add chains of 3-cycle latency
// stay ahead of the 6 cycles each k step takes on the pipes.
#define SR_K_ROW_SEQ(ap, r)                                   \
  do {                                                        \
    __m256 a_r = _mm256_broadcast_ss((ap) + (r));             \
    c##r##0 = _mm256_add_ps(c##r##0, _mm256_mul_ps(a_r, b0)); \
    c##r##1 = _mm256_add_ps(c##r##1, _mm256_mul_ps(a_r, b1)); \
  } while (0)

#define SR_K_ROW_LOAD(r)                               \
  do {                                                 \
    if (accumulate) {                                  \
      c##r##0 = _mm256_loadu_ps(c + (r)*c_stride);     \
      c##r##1 = _mm256_loadu_ps(c + (r)*c_stride + 8); \
    }                                                  \
  } while (0)

#define SR_K_ROW_PUT(r)                              \
  do {                                               \
    _mm256_storeu_ps(c + (r)*c_stride, c##r##0);     \
    _mm256_storeu_ps(c + (r)*c_stride + 8, c##r##1); \
  } while (0)

static void sr_k_gemm_f32_seq_avx2(size_t kc, const void* lhs_panel,
                                   const void* rhs_panel, void* c_out,
                                   ptrdiff_t c_stride, bool accumulate) {
  const float* a = (const float*)lhs_panel;
  const float* b = (const float*)rhs_panel;
  float* c = (float*)c_out;
  __m256 c00 = _mm256_setzero_ps(), c01 = _mm256_setzero_ps();
  __m256 c10 = _mm256_setzero_ps(), c11 = _mm256_setzero_ps();
  __m256 c20 = _mm256_setzero_ps(), c21 = _mm256_setzero_ps();
  __m256 c30 = _mm256_setzero_ps(), c31 = _mm256_setzero_ps();
  __m256 c40 = _mm256_setzero_ps(), c41 = _mm256_setzero_ps();
  __m256 c50 = _mm256_setzero_ps(), c51 = _mm256_setzero_ps();
  SR_K_ROW_LOAD(0);
  SR_K_ROW_LOAD(1);
  SR_K_ROW_LOAD(2);
  SR_K_ROW_LOAD(3);
  SR_K_ROW_LOAD(4);
  SR_K_ROW_LOAD(5);
#define SR_K_K_STEP(u)                          \
  do {                                          \
    __m256 b0 = _mm256_load_ps(b + (u)*16);     \
    __m256 b1 = _mm256_load_ps(b + (u)*16 + 8); \
    const float* a_u = a + (u)*6;               \
    SR_K_ROW_SEQ(a_u, 0);                       \
    SR_K_ROW_SEQ(a_u, 1);                       \
    SR_K_ROW_SEQ(a_u, 2);                       \
    SR_K_ROW_SEQ(a_u, 3);                       \
    SR_K_ROW_SEQ(a_u, 4);                       \
    SR_K_ROW_SEQ(a_u, 5);                       \
  } while (0)
  // Not unrolled: GCC hoists the broadcasts of an unrolled body and then
  // spills accumulators (12 of them, plus the broadcast and a product, use
  // 14 of the 16 ymm registers; b stays a memory operand).
  for (size_t q = 0; q < kc; ++q) {
    _mm_prefetch((const char*)(b + 16 * 16), _MM_HINT_T0);
    SR_K_K_STEP(0);
    a += SR_K_AVX2_MR;
    b += SR_K_AVX2_NR;
  }
#undef SR_K_K_STEP
  SR_K_ROW_PUT(0);
  SR_K_ROW_PUT(1);
  SR_K_ROW_PUT(2);
  SR_K_ROW_PUT(3);
  SR_K_ROW_PUT(4);
  SR_K_ROW_PUT(5);
}

// The same reading lhs rows in place: row r at a + r * lda, one broadcast
// per row and k step from six sequential streams.
static void sr_k_gemm_f32_seq_lhs_avx2(size_t kc, const float* a, ptrdiff_t lda,
                                       const void* rhs_panel, void* c_out,
                                       ptrdiff_t c_stride, bool accumulate) {
  const float* b = (const float*)rhs_panel;
  float* c = (float*)c_out;
  const float* a0 = a;
  const float* a1 = a + lda;
  const float* a2 = a + 2 * lda;
  const float* a3 = a + 3 * lda;
  const float* a4 = a + 4 * lda;
  const float* a5 = a + 5 * lda;
  __m256 c00 = _mm256_setzero_ps(), c01 = _mm256_setzero_ps();
  __m256 c10 = _mm256_setzero_ps(), c11 = _mm256_setzero_ps();
  __m256 c20 = _mm256_setzero_ps(), c21 = _mm256_setzero_ps();
  __m256 c30 = _mm256_setzero_ps(), c31 = _mm256_setzero_ps();
  __m256 c40 = _mm256_setzero_ps(), c41 = _mm256_setzero_ps();
  __m256 c50 = _mm256_setzero_ps(), c51 = _mm256_setzero_ps();
  SR_K_ROW_LOAD(0);
  SR_K_ROW_LOAD(1);
  SR_K_ROW_LOAD(2);
  SR_K_ROW_LOAD(3);
  SR_K_ROW_LOAD(4);
  SR_K_ROW_LOAD(5);
#define SR_K_ROW_SEQ_AT(p, r)                                 \
  do {                                                        \
    __m256 a_r = _mm256_broadcast_ss((p) + q);                \
    c##r##0 = _mm256_add_ps(c##r##0, _mm256_mul_ps(a_r, b0)); \
    c##r##1 = _mm256_add_ps(c##r##1, _mm256_mul_ps(a_r, b1)); \
  } while (0)
  for (size_t q = 0; q < kc; ++q) {
    _mm_prefetch((const char*)(b + 16 * 16), _MM_HINT_T0);
    __m256 b0 = _mm256_load_ps(b);
    __m256 b1 = _mm256_load_ps(b + 8);
    SR_K_ROW_SEQ_AT(a0, 0);
    SR_K_ROW_SEQ_AT(a1, 1);
    SR_K_ROW_SEQ_AT(a2, 2);
    SR_K_ROW_SEQ_AT(a3, 3);
    SR_K_ROW_SEQ_AT(a4, 4);
    SR_K_ROW_SEQ_AT(a5, 5);
    b += SR_K_AVX2_NR;
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

// i8 x i8 -> i32: operands arrive as int16 k-pairs, so one vpmaddwd
// multiplies two k steps and adds them into 8 i32 lanes exactly (|a*b| <=
// 2^14, a pair sum <= 2^15), then vpaddd accumulates with wrap-around.
#define SR_K_ROW_MADD(r)                                             \
  do {                                                               \
    int32_t pair_r;                                                  \
    memcpy(&pair_r, a + 2 * (r), 4);                                 \
    __m256i a_r = _mm256_set1_epi32(pair_r);                         \
    c##r##0 = _mm256_add_epi32(c##r##0, _mm256_madd_epi16(a_r, b0)); \
    c##r##1 = _mm256_add_epi32(c##r##1, _mm256_madd_epi16(a_r, b1)); \
  } while (0)

#define SR_K_ROW_STORE_I(r)                                                   \
  do {                                                                        \
    int32_t* dst = c + (r)*c_stride;                                          \
    if (accumulate) {                                                         \
      c##r##0 = _mm256_add_epi32(_mm256_loadu_si256((__m256i*)dst), c##r##0); \
      c##r##1 =                                                               \
          _mm256_add_epi32(_mm256_loadu_si256((__m256i*)(dst + 8)), c##r##1); \
    }                                                                         \
    _mm256_storeu_si256((__m256i*)dst, c##r##0);                              \
    _mm256_storeu_si256((__m256i*)(dst + 8), c##r##1);                        \
  } while (0)

static void sr_k_matmul_i32_avx2(size_t kc, const void* lhs_panel,
                                 const void* rhs_panel, void* c_out,
                                 ptrdiff_t c_stride, bool accumulate) {
  const int16_t* a = (const int16_t*)lhs_panel;
  const int16_t* b = (const int16_t*)rhs_panel;
  __m256i c00 = _mm256_setzero_si256(), c01 = _mm256_setzero_si256();
  __m256i c10 = _mm256_setzero_si256(), c11 = _mm256_setzero_si256();
  __m256i c20 = _mm256_setzero_si256(), c21 = _mm256_setzero_si256();
  __m256i c30 = _mm256_setzero_si256(), c31 = _mm256_setzero_si256();
  __m256i c40 = _mm256_setzero_si256(), c41 = _mm256_setzero_si256();
  __m256i c50 = _mm256_setzero_si256(), c51 = _mm256_setzero_si256();
  for (size_t q = 0; q < kc / 2; ++q) {
    __m256i b0 = _mm256_loadu_si256((const __m256i*)b);
    __m256i b1 = _mm256_loadu_si256((const __m256i*)(b + 16));
    SR_K_ROW_MADD(0);
    SR_K_ROW_MADD(1);
    SR_K_ROW_MADD(2);
    SR_K_ROW_MADD(3);
    SR_K_ROW_MADD(4);
    SR_K_ROW_MADD(5);
    a += 2 * SR_K_AVX2_MR;
    b += 2 * SR_K_AVX2_NR;
  }
  int32_t* c = (int32_t*)c_out;
  SR_K_ROW_STORE_I(0);
  SR_K_ROW_STORE_I(1);
  SR_K_ROW_STORE_I(2);
  SR_K_ROW_STORE_I(3);
  SR_K_ROW_STORE_I(4);
  SR_K_ROW_STORE_I(5);
}

#undef SR_K_ROW_MADD
#undef SR_K_ROW_STORE_I

//===----------------------------------------------------------------------===//
// Packing
//===----------------------------------------------------------------------===//
// The two layouts of a row-major sgemm: lhs with depth contiguous (cs == 1,
// rows r = 6 apart) is transposed 8 depth steps at a time through registers;
// rhs with rows contiguous (rs == 1, r = 16) is a 64-byte copy per depth step.
// Everything else (transposed operands, other strides) goes generic.

static void sr_k_pack_lhs6_avx2(const float* src, ptrdiff_t rs, size_t rows,
                                size_t kc, float* dst) {
  const float* row[6];
  for (size_t x = 0; x < 6; ++x) row[x] = src + (ptrdiff_t)x * rs;
  size_t q = 0;
  if (rows == 6) {
    for (; q + 8 <= kc; q += 8) {
      __m256 v[8];
      for (int x = 0; x < 6; ++x) v[x] = _mm256_loadu_ps(row[x] + q);
      v[6] = v[7] = _mm256_setzero_ps();
      // Transpose 8x8 (rows 6, 7 zero): v[k] = {row0[q+k] .. row5[q+k], 0, 0}.
      __m256 t0 = _mm256_unpacklo_ps(v[0], v[1]);
      __m256 t1 = _mm256_unpackhi_ps(v[0], v[1]);
      __m256 t2 = _mm256_unpacklo_ps(v[2], v[3]);
      __m256 t3 = _mm256_unpackhi_ps(v[2], v[3]);
      __m256 t4 = _mm256_unpacklo_ps(v[4], v[5]);
      __m256 t5 = _mm256_unpackhi_ps(v[4], v[5]);
      __m256 u0 = _mm256_shuffle_ps(t0, t2, 0x44);
      __m256 u1 = _mm256_shuffle_ps(t0, t2, 0xEE);
      __m256 u2 = _mm256_shuffle_ps(t1, t3, 0x44);
      __m256 u3 = _mm256_shuffle_ps(t1, t3, 0xEE);
      // Columns 4, 5 of each output: rows 4, 5 interleaved (t4, t5).
      __m128 lo[8], hi[8];
      lo[0] = _mm256_castps256_ps128(u0);
      lo[1] = _mm256_castps256_ps128(u1);
      lo[2] = _mm256_castps256_ps128(u2);
      lo[3] = _mm256_castps256_ps128(u3);
      lo[4] = _mm256_extractf128_ps(u0, 1);
      lo[5] = _mm256_extractf128_ps(u1, 1);
      lo[6] = _mm256_extractf128_ps(u2, 1);
      lo[7] = _mm256_extractf128_ps(u3, 1);
      __m128 t4l = _mm256_castps256_ps128(t4),
             t4h = _mm256_extractf128_ps(t4, 1);
      __m128 t5l = _mm256_castps256_ps128(t5),
             t5h = _mm256_extractf128_ps(t5, 1);
      hi[0] = t4l;
      hi[1] = _mm_movehl_ps(t4l, t4l);
      hi[2] = t5l;
      hi[3] = _mm_movehl_ps(t5l, t5l);
      hi[4] = t4h;
      hi[5] = _mm_movehl_ps(t4h, t4h);
      hi[6] = t5h;
      hi[7] = _mm_movehl_ps(t5h, t5h);
      for (int k = 0; k < 8; ++k) {
        _mm_storeu_ps(dst + (q + k) * 6, lo[k]);
        _mm_storel_pi((__m64*)(dst + (q + k) * 6 + 4), hi[k]);
      }
    }
  }
  for (; q < kc; ++q) {
    for (size_t x = 0; x < 6; ++x) dst[q * 6 + x] = x < rows ? row[x][q] : 0;
  }
}

static bool sr_k_matmul_pack_f32_avx2(const float* src, ptrdiff_t rs,
                                      ptrdiff_t cs, size_t rows, size_t kc,
                                      size_t r, float* dst) {
  if (cs == 1 && r == 6) {
    for (size_t i = 0; i < rows; i += 6) {
      size_t n = rows - i < 6 ? rows - i : 6;
      sr_k_pack_lhs6_avx2(src + (ptrdiff_t)i * rs, rs, n, kc, dst);
      dst += kc * 6;
    }
    return true;
  }
  if (rs == 1 && r % 8 == 0 && r <= 32) {
    // r = 16 here, 32 for the AVX-512 micro-kernel.
    for (size_t i = 0; i < rows; i += r) {
      const float* s = src + i;
      if (rows - i >= r) {
        for (size_t q = 0; q < kc; ++q) {
          const float* sq = s + (ptrdiff_t)q * cs;
          for (size_t x = 0; x < r; x += 8) {
            _mm256_store_ps(dst + q * r + x, _mm256_loadu_ps(sq + x));
          }
        }
      } else {
        for (size_t q = 0; q < kc; ++q) {
          for (size_t x = 0; x < r; ++x) {
            dst[q * r + x] = i + x < rows ? s[(ptrdiff_t)q * cs + x] : 0;
          }
        }
      }
      dst += kc * r;
    }
    return true;
  }
  return false;
}

// The gathered GEMM's transposing packer (gemm.h): full panels of 6 rows
// (lhs) through the 6-row transpose above, 16 (rhs) as two 8 x 8
// transposes per 8 depth steps.
static inline void sr_k_transpose8_avx2(__m256 v[8]) {
  __m256 t0 = _mm256_unpacklo_ps(v[0], v[1]);
  __m256 t1 = _mm256_unpackhi_ps(v[0], v[1]);
  __m256 t2 = _mm256_unpacklo_ps(v[2], v[3]);
  __m256 t3 = _mm256_unpackhi_ps(v[2], v[3]);
  __m256 t4 = _mm256_unpacklo_ps(v[4], v[5]);
  __m256 t5 = _mm256_unpackhi_ps(v[4], v[5]);
  __m256 t6 = _mm256_unpacklo_ps(v[6], v[7]);
  __m256 t7 = _mm256_unpackhi_ps(v[6], v[7]);
  __m256 u0 = _mm256_shuffle_ps(t0, t2, 0x44);
  __m256 u1 = _mm256_shuffle_ps(t0, t2, 0xEE);
  __m256 u2 = _mm256_shuffle_ps(t1, t3, 0x44);
  __m256 u3 = _mm256_shuffle_ps(t1, t3, 0xEE);
  __m256 u4 = _mm256_shuffle_ps(t4, t6, 0x44);
  __m256 u5 = _mm256_shuffle_ps(t4, t6, 0xEE);
  __m256 u6 = _mm256_shuffle_ps(t5, t7, 0x44);
  __m256 u7 = _mm256_shuffle_ps(t5, t7, 0xEE);
  v[0] = _mm256_permute2f128_ps(u0, u4, 0x20);
  v[1] = _mm256_permute2f128_ps(u1, u5, 0x20);
  v[2] = _mm256_permute2f128_ps(u2, u6, 0x20);
  v[3] = _mm256_permute2f128_ps(u3, u7, 0x20);
  v[4] = _mm256_permute2f128_ps(u0, u4, 0x31);
  v[5] = _mm256_permute2f128_ps(u1, u5, 0x31);
  v[6] = _mm256_permute2f128_ps(u2, u6, 0x31);
  v[7] = _mm256_permute2f128_ps(u3, u7, 0x31);
}

static bool sr_k_gemm_pack_rows_f32_avx2(const float* const* rows, size_t nrows,
                                         ptrdiff_t col0, size_t len, size_t r,
                                         float* dst) {
  if (nrows != r) return false;
  if (r == 6) {
    // 8 depth steps of 6 rows as an 8 x 8 transpose with two zero rows.
    size_t q = 0;
    for (; q + 8 <= len; q += 8) {
      __m256 v[8];
      for (int x = 0; x < 6; ++x) v[x] = _mm256_loadu_ps(rows[x] + col0 + q);
      v[6] = v[7] = _mm256_setzero_ps();
      sr_k_transpose8_avx2(v);
      // v[k] = {row0[q+k] .. row5[q+k], 0, 0}: store 6 of 8.
      for (int k = 0; k < 8; ++k) {
        float* d = dst + (q + (size_t)k) * 6;
        _mm_storeu_ps(d, _mm256_castps256_ps128(v[k]));
        _mm_storel_pi((__m64*)(d + 4), _mm256_extractf128_ps(v[k], 1));
      }
    }
    for (; q < len; ++q) {
      for (int x = 0; x < 6; ++x) dst[q * 6 + x] = rows[x][col0 + q];
    }
    return true;
  }
  if (r == 16) {
    size_t q = 0;
    for (; q + 8 <= len; q += 8) {
      for (int h = 0; h < 2; ++h) {
        __m256 v[8];
        for (int x = 0; x < 8; ++x) {
          v[x] = _mm256_loadu_ps(rows[h * 8 + x] + col0 + q);
        }
        sr_k_transpose8_avx2(v);
        for (int k = 0; k < 8; ++k) {
          _mm256_storeu_ps(dst + (q + (size_t)k) * 16 + h * 8, v[k]);
        }
      }
    }
    for (; q < len; ++q) {
      for (int x = 0; x < 16; ++x) dst[q * 16 + x] = rows[x][col0 + q];
    }
    return true;
  }
  return false;
}

// Panels of 16 rows in up to 4 runs of step 1 or 2: each 8-lane half is
// the OR of the runs overlapping it (masked lanes read nothing and give 0,
// so a load may start before its run without touching memory outside it).
// A step-1 run is one masked load; a step-2 run two masked loads of the 16
// floats its lanes span, then the even ones compacted (shuffle, permute).
typedef struct sr_k_gemm_run_load_t {
  uintptr_t base;  // lane lo of the half reads here (+ the depth offset)
  __m256i mask0, mask1;
  int half;
  int step;
} sr_k_gemm_run_load_t;

static bool sr_k_gemm_pack_runs_f32_avx2(const float* const* ptr,
                                         const size_t* start, const size_t* len,
                                         const size_t* step, size_t runs,
                                         const ptrdiff_t* cols, size_t kc,
                                         size_t r, float* dst) {
  if (r != 16 || runs > 4) return false;
  sr_k_gemm_run_load_t load[8];
  int loads = 0;
  for (size_t i = 0; i < runs; ++i) {
    for (int h = 0; h < 2; ++h) {
      size_t lo = (size_t)h * 8, hi = lo + 8;
      size_t a = start[i] > lo ? start[i] : lo;
      size_t b = start[i] + len[i] < hi ? start[i] + len[i] : hi;
      if (a >= b) continue;
      sr_k_gemm_run_load_t* l = &load[loads++];
      int32_t m0[8] = {0}, m1[8] = {0};
      if (step[i] == 1) {
        for (size_t x = 0; x < 8; ++x)
          m0[x] = lo + x >= a && lo + x < b ? -1 : 0;
      } else {
        // Lane x reads float 2 (x - lo) of the 16 from base.
        for (size_t x = a; x < b; ++x) {
          size_t f = 2 * (x - lo);
          if (f < 8)
            m0[f] = -1;
          else
            m1[f - 8] = -1;
        }
      }
      l->mask0 = _mm256_loadu_si256((const __m256i*)m0);
      l->mask1 = _mm256_loadu_si256((const __m256i*)m1);
      l->base = (uintptr_t)ptr[i] - (uintptr_t)(start[i] * step[i]) * 4 +
                (uintptr_t)(lo * step[i]) * 4;
      l->half = h;
      l->step = (int)step[i];
    }
  }
  for (size_t q = 0; q < kc; ++q) {
    __m256 v[2] = {_mm256_setzero_ps(), _mm256_setzero_ps()};
    uintptr_t c = (uintptr_t)cols[q] * 4;
    for (int i = 0; i < loads; ++i) {
      const sr_k_gemm_run_load_t* l = &load[i];
      const float* at = (const float*)(l->base + c);
      __m256 x;
      if (l->step == 1) {
        x = _mm256_maskload_ps(at, l->mask0);
      } else {
        __m256 x0 = _mm256_maskload_ps(at, l->mask0);
        __m256 x1 = _mm256_maskload_ps(at + 8, l->mask1);
        // [x0_0 x0_2 x1_0 x1_2 | x0_4 x0_6 x1_4 x1_6] -> lanes in order.
        __m256 even = _mm256_shuffle_ps(x0, x1, 0x88);
        x = _mm256_castpd_ps(
            _mm256_permute4x64_pd(_mm256_castps_pd(even), 0xD8));
      }
      v[l->half] = _mm256_or_ps(v[l->half], x);
    }
    _mm256_storeu_ps(dst + q * 16, v[0]);
    _mm256_storeu_ps(dst + q * 16 + 8, v[1]);
  }
  return true;
}

// The one-row kernel (matmul.h, row_f32): 8 columns per ymm, 32 at a time
// in four independent chains, each tap's weight broadcast; mul then add
// (not FMA), in k order, so each column gets the scalar loop's bits.

// x[0], x[2], ..., x[14], reading x[0..14] only (x[15] may be past the
// operand's end).
static inline __m256 sr_k_load_even_avx2(const float* x) {
  __m256 a = _mm256_loadu_ps(x);      // x0 .. x7
  __m256 b = _mm256_loadu_ps(x + 7);  // x7 .. x14
  // Per 128-bit lane: a0 a2 b1 b3 | a4 a6 b5 b7 = x0 x2 x8 x10 | x4 x6 x12 x14.
  __m256 s = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 2, 0));
  return _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(s), 0xD8));
}

#define SR_K_ROW_BLOCK(LOAD, step)                                            \
  do {                                                                        \
    for (; j + 32 <= n; j += 32) {                                            \
      float* o = out + j;                                                     \
      __m256 c0 = accumulate ? _mm256_loadu_ps(o) : _mm256_setzero_ps();      \
      __m256 c1 = accumulate ? _mm256_loadu_ps(o + 8) : _mm256_setzero_ps();  \
      __m256 c2 = accumulate ? _mm256_loadu_ps(o + 16) : _mm256_setzero_ps(); \
      __m256 c3 = accumulate ? _mm256_loadu_ps(o + 24) : _mm256_setzero_ps(); \
      const float* xj = x + (ptrdiff_t)j * (step);                            \
      for (size_t q = 0; q < k; ++q) {                                        \
        __m256 wq = _mm256_broadcast_ss(w + q);                               \
        const float* xq = xj + x_k[q];                                        \
        c0 = _mm256_add_ps(c0, _mm256_mul_ps(wq, LOAD(xq)));                  \
        c1 = _mm256_add_ps(c1, _mm256_mul_ps(wq, LOAD(xq + 8 * (step))));     \
        c2 = _mm256_add_ps(c2, _mm256_mul_ps(wq, LOAD(xq + 16 * (step))));    \
        c3 = _mm256_add_ps(c3, _mm256_mul_ps(wq, LOAD(xq + 24 * (step))));    \
      }                                                                       \
      _mm256_storeu_ps(o, c0);                                                \
      _mm256_storeu_ps(o + 8, c1);                                            \
      _mm256_storeu_ps(o + 16, c2);                                           \
      _mm256_storeu_ps(o + 24, c3);                                           \
    }                                                                         \
    for (; j + 8 <= n; j += 8) {                                              \
      float* o = out + j;                                                     \
      __m256 c0 = accumulate ? _mm256_loadu_ps(o) : _mm256_setzero_ps();      \
      const float* xj = x + (ptrdiff_t)j * (step);                            \
      for (size_t q = 0; q < k; ++q) {                                        \
        __m256 wq = _mm256_broadcast_ss(w + q);                               \
        c0 = _mm256_add_ps(c0, _mm256_mul_ps(wq, LOAD(xj + x_k[q])));         \
      }                                                                       \
      _mm256_storeu_ps(o, c0);                                                \
    }                                                                         \
  } while (0)

// Lanes [0, count) of 8 (count may be <= 0 or >= 8).
static inline __m256i sr_k_lanes_avx2(int count) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32(count),
                            _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

// The last 1..7 columns of a run in masked lanes (a 7-wide image row, the
// tail of a 14-wide one): masked loads read, and fault, nothing past the
// run's last element; the active lanes get the scalar loop's bits.
static void sr_k_gemm_row_tail_avx2(size_t k, const float* w, const float* x,
                                    const ptrdiff_t* x_k, ptrdiff_t x_step,
                                    size_t n, float* out, bool accumulate) {
  __m256i lanes = sr_k_lanes_avx2((int)n);
  // Step 2 reads x[0], x[2], ..., x[2n - 2] as sr_k_load_even_avx2 does:
  // lanes of x[0..7] and x[7..14] up to that element.
  int last = 2 * (int)n - 2;
  __m256i lo = sr_k_lanes_avx2(last + 1), hi = sr_k_lanes_avx2(last - 6);
  __m256 c0 = accumulate ? _mm256_maskload_ps(out, lanes) : _mm256_setzero_ps();
  for (size_t q = 0; q < k; ++q) {
    __m256 wq = _mm256_broadcast_ss(w + q);
    const float* xq = x + x_k[q];
    __m256 v;
    if (x_step == 1) {
      v = _mm256_maskload_ps(xq, lanes);
    } else {
      __m256 a = _mm256_maskload_ps(xq, lo);
      __m256 b = _mm256_maskload_ps(xq + 7, hi);
      __m256 s = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 2, 0));
      v = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(s), 0xD8));
    }
    c0 = _mm256_add_ps(c0, _mm256_mul_ps(wq, v));
  }
  _mm256_maskstore_ps(out, lanes, c0);
}

static void sr_k_gemm_row_f32_avx2(size_t k, const float* w, const float* x,
                                   const ptrdiff_t* x_k, ptrdiff_t x_step,
                                   size_t n, float* out, bool accumulate) {
  size_t j = 0;
  if (x_step == 1) {
    SR_K_ROW_BLOCK(_mm256_loadu_ps, 1);
  } else if (x_step == 2) {
    SR_K_ROW_BLOCK(sr_k_load_even_avx2, 2);
  }
  if (j < n && (x_step == 1 || x_step == 2)) {
    sr_k_gemm_row_tail_avx2(k, w, x + (ptrdiff_t)j * x_step, x_k, x_step, n - j,
                            out + j, accumulate);
    return;
  }
  for (; j < n; ++j) {
    float acc = accumulate ? out[j] : 0.0f;
    const float* column = x + (ptrdiff_t)j * x_step;
    for (size_t q = 0; q < k; ++q) {
      float product = w[q] * column[x_k[q]];
      acc = acc + product;
    }
    out[j] = acc;
  }
}

#undef SR_K_ROW_BLOCK

void sr_k__populate_matmul_avx2(sr_k_table_t* table) {
  table->matmul_f32 = (sr_k_matmul_ukernel_t){sr_k_matmul_f32_avx2,
                                              sr_k_matmul_pack_f32_avx2,
                                              SR_K_AVX2_MR,
                                              SR_K_AVX2_NR,
                                              144,
                                              256,
                                              2048,
                                              sr_k_gemm_pack_rows_f32_avx2,
                                              sr_k_gemm_pack_runs_f32_avx2,
                                              sr_k_gemm_f32_seq_avx2,
                                              sr_k_gemm_f32_seq_lhs_avx2,
                                              sr_k_gemm_row_f32_avx2};
  table->matmul_i32 = (sr_k_matmul_ukernel_t){
      sr_k_matmul_i32_avx2, NULL, SR_K_AVX2_MR, SR_K_AVX2_NR, 144, 256, 2048};
}
