// AVX2 copies: streaming copy for large non-overlapping ranges, blocked
// 8x8 (4-byte) and 4x4 (8-byte) register transposes.
#include <immintrin.h>

#include "kernels/arch/x86_64/stream_store.h"
#include "kernels/copy.h"
#include "kernels/table_impl.h"

//===----------------------------------------------------------------------===//
// Contiguous copy
//===----------------------------------------------------------------------===//

// Streams [s, s + length) to [t, t + length): aligned 32-byte streaming
// stores, unaligned loads, 128 bytes per iteration so that four loads are in
// flight while the write-combining buffers drain.
static void sr_k_copy_stream_avx2(uint8_t* t, const uint8_t* s, size_t length) {
  size_t head = (32 - ((uintptr_t)t & 31)) & 31;
  memcpy(t, s, head);
  t += head;
  s += head;
  length -= head;
  size_t k = 0;
  for (; k + 128 <= length; k += 128) {
    _mm_prefetch((const char*)s + k + 1024, _MM_HINT_NTA);
    __m256i a = _mm256_loadu_si256((const __m256i*)(s + k));
    __m256i b = _mm256_loadu_si256((const __m256i*)(s + k + 32));
    __m256i c = _mm256_loadu_si256((const __m256i*)(s + k + 64));
    __m256i d = _mm256_loadu_si256((const __m256i*)(s + k + 96));
    _mm256_stream_si256((__m256i*)(t + k), a);
    _mm256_stream_si256((__m256i*)(t + k + 32), b);
    _mm256_stream_si256((__m256i*)(t + k + 64), c);
    _mm256_stream_si256((__m256i*)(t + k + 96), d);
  }
  _mm_sfence();
  memcpy(t + k, s + k, length - k);
}

static int sr_k_copy_avx2(void* target, const void* source, size_t length) {
  uint8_t* t = (uint8_t*)target;
  const uint8_t* s = (const uint8_t*)source;
  bool disjoint = t + length <= s || s + length <= t;
  if (length >= SR_K_STREAMING_THRESHOLD && disjoint) {
    sr_k_copy_stream_avx2(t, s, length);
  } else if (length) {
    // Below the threshold libc's memmove (itself AVX2 with rep movsb for
    // mid sizes on this CPU) is as fast as anything we would write.
    memmove(t, s, length);
  }
  return SR_K_OK;
}

//===----------------------------------------------------------------------===//
// Transpose
//===----------------------------------------------------------------------===//

// Transposes one 8x8 block of 4-byte elements held in r[0..7] (rows) in
// place: the classic unpack / shuffle / permute2f128 network (24 shuffles).
static inline void sr_k_transpose8x8_ps(__m256 r[8]) {
  __m256 t0 = _mm256_unpacklo_ps(r[0], r[1]);
  __m256 t1 = _mm256_unpackhi_ps(r[0], r[1]);
  __m256 t2 = _mm256_unpacklo_ps(r[2], r[3]);
  __m256 t3 = _mm256_unpackhi_ps(r[2], r[3]);
  __m256 t4 = _mm256_unpacklo_ps(r[4], r[5]);
  __m256 t5 = _mm256_unpackhi_ps(r[4], r[5]);
  __m256 t6 = _mm256_unpacklo_ps(r[6], r[7]);
  __m256 t7 = _mm256_unpackhi_ps(r[6], r[7]);
  __m256 u0 = _mm256_shuffle_ps(t0, t2, 0x44);
  __m256 u1 = _mm256_shuffle_ps(t0, t2, 0xEE);
  __m256 u2 = _mm256_shuffle_ps(t1, t3, 0x44);
  __m256 u3 = _mm256_shuffle_ps(t1, t3, 0xEE);
  __m256 u4 = _mm256_shuffle_ps(t4, t6, 0x44);
  __m256 u5 = _mm256_shuffle_ps(t4, t6, 0xEE);
  __m256 u6 = _mm256_shuffle_ps(t5, t7, 0x44);
  __m256 u7 = _mm256_shuffle_ps(t5, t7, 0xEE);
  r[0] = _mm256_permute2f128_ps(u0, u4, 0x20);
  r[1] = _mm256_permute2f128_ps(u1, u5, 0x20);
  r[2] = _mm256_permute2f128_ps(u2, u6, 0x20);
  r[3] = _mm256_permute2f128_ps(u3, u7, 0x20);
  r[4] = _mm256_permute2f128_ps(u0, u4, 0x31);
  r[5] = _mm256_permute2f128_ps(u1, u5, 0x31);
  r[6] = _mm256_permute2f128_ps(u2, u6, 0x31);
  r[7] = _mm256_permute2f128_ps(u3, u7, 0x31);
}

// The tile edge, in elements, of the cache blocking around the 8x8 register
// blocks: 64 x 64 x 4 bytes = 16 KiB per operand, so a source tile and a
// target tile sit together in the 32 KiB L1 and every target cache line is
// completed (64 consecutive i) before the tile moves on.
#define SR_K_TRANSPOSE_TILE 64

static void sr_k_transpose_tile_32(float* t, ptrdiff_t ts, const float* s,
                                   ptrdiff_t ss, size_t rows, size_t cols) {
  size_t i = 0;
  for (; i + 8 <= rows; i += 8) {
    size_t j = 0;
    for (; j + 8 <= cols; j += 8) {
      __m256 r[8];
      for (int q = 0; q < 8; ++q) {
        r[q] = _mm256_loadu_ps(s + (ptrdiff_t)(i + q) * ss + (ptrdiff_t)j);
      }
      sr_k_transpose8x8_ps(r);
      for (int q = 0; q < 8; ++q) {
        _mm256_storeu_ps(t + (ptrdiff_t)(j + q) * ts + (ptrdiff_t)i, r[q]);
      }
    }
    for (; j < cols; ++j) {
      for (size_t q = 0; q < 8; ++q) {
        t[(ptrdiff_t)j * ts + (ptrdiff_t)(i + q)] =
            s[(ptrdiff_t)(i + q) * ss + (ptrdiff_t)j];
      }
    }
  }
  for (; i < rows; ++i) {
    for (size_t j = 0; j < cols; ++j) {
      t[(ptrdiff_t)j * ts + (ptrdiff_t)i] = s[(ptrdiff_t)i * ss + (ptrdiff_t)j];
    }
  }
}

static void sr_k_transpose_tile_64(double* t, ptrdiff_t ts, const double* s,
                                   ptrdiff_t ss, size_t rows, size_t cols) {
  size_t i = 0;
  for (; i + 4 <= rows; i += 4) {
    size_t j = 0;
    for (; j + 4 <= cols; j += 4) {
      __m256d r0 = _mm256_loadu_pd(s + (ptrdiff_t)i * ss + (ptrdiff_t)j);
      __m256d r1 = _mm256_loadu_pd(s + (ptrdiff_t)(i + 1) * ss + (ptrdiff_t)j);
      __m256d r2 = _mm256_loadu_pd(s + (ptrdiff_t)(i + 2) * ss + (ptrdiff_t)j);
      __m256d r3 = _mm256_loadu_pd(s + (ptrdiff_t)(i + 3) * ss + (ptrdiff_t)j);
      __m256d u0 = _mm256_unpacklo_pd(r0, r1);
      __m256d u1 = _mm256_unpackhi_pd(r0, r1);
      __m256d u2 = _mm256_unpacklo_pd(r2, r3);
      __m256d u3 = _mm256_unpackhi_pd(r2, r3);
      double* o = t + (ptrdiff_t)j * ts + (ptrdiff_t)i;
      _mm256_storeu_pd(o, _mm256_permute2f128_pd(u0, u2, 0x20));
      _mm256_storeu_pd(o + ts, _mm256_permute2f128_pd(u1, u3, 0x20));
      _mm256_storeu_pd(o + 2 * ts, _mm256_permute2f128_pd(u0, u2, 0x31));
      _mm256_storeu_pd(o + 3 * ts, _mm256_permute2f128_pd(u1, u3, 0x31));
    }
    for (; j < cols; ++j) {
      for (size_t q = 0; q < 4; ++q) {
        t[(ptrdiff_t)j * ts + (ptrdiff_t)(i + q)] =
            s[(ptrdiff_t)(i + q) * ss + (ptrdiff_t)j];
      }
    }
  }
  for (; i < rows; ++i) {
    for (size_t j = 0; j < cols; ++j) {
      t[(ptrdiff_t)j * ts + (ptrdiff_t)i] = s[(ptrdiff_t)i * ss + (ptrdiff_t)j];
    }
  }
}

static int sr_k_transpose_avx2(void* target, ptrdiff_t target_stride,
                               const void* source, ptrdiff_t source_stride,
                               size_t rows, size_t cols, size_t element_size) {
  if (element_size != 4 && element_size != 8) {
    return sr_k_transpose_scalar(target, target_stride, source, source_stride,
                                 rows, cols, element_size);
  }
  for (size_t i0 = 0; i0 < rows; i0 += SR_K_TRANSPOSE_TILE) {
    size_t ni =
        rows - i0 < SR_K_TRANSPOSE_TILE ? rows - i0 : SR_K_TRANSPOSE_TILE;
    for (size_t j0 = 0; j0 < cols; j0 += SR_K_TRANSPOSE_TILE) {
      size_t nj =
          cols - j0 < SR_K_TRANSPOSE_TILE ? cols - j0 : SR_K_TRANSPOSE_TILE;
      ptrdiff_t toff = (ptrdiff_t)j0 * target_stride + (ptrdiff_t)i0;
      ptrdiff_t soff = (ptrdiff_t)i0 * source_stride + (ptrdiff_t)j0;
      if (element_size == 4) {
        sr_k_transpose_tile_32((float*)target + toff, target_stride,
                               (const float*)source + soff, source_stride, ni,
                               nj);
      } else {
        sr_k_transpose_tile_64((double*)target + toff, target_stride,
                               (const double*)source + soff, source_stride, ni,
                               nj);
      }
    }
  }
  return SR_K_OK;
}

void sr_k__populate_copy_avx2(sr_k_table_t* table) {
  table->copy = sr_k_copy_avx2;
  table->transpose = sr_k_transpose_avx2;
}
