// AVX2 fill: 32-byte stores, aligned body, streaming stores for large ranges.
//
// Compiled with -mavx2 (see CMakeLists.txt); only reached when the dispatch
// saw AVX2 on this CPU.
#include <immintrin.h>

#include "kernels/arch/x86_64/stream_store.h"
#include "kernels/fill.h"
#include "kernels/table_impl.h"

// Fills [p, p + length) with the 8-byte pattern |phase0| that the byte at p
// should start with. Shared by the unaligned head and tail.
static void sr_k_fill_small(uint8_t* p, size_t length, uint64_t phase0) {
  size_t k = 0;
  for (; k + 8 <= length; k += 8) memcpy(p + k, &phase0, 8);
  for (; k < length; ++k) p[k] = (uint8_t)(phase0 >> (8 * (k & 7)));
}

static int sr_k_fill_avx2(void* target, size_t length, uint64_t pattern,
                          size_t pattern_size) {
  uint64_t p64 = 0;
  if (!sr_k_fill_replicate(pattern, pattern_size, &p64) ||
      length % pattern_size != 0) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  uint8_t* bytes = (uint8_t*)target;
  if (length < 64) {
    sr_k_fill_small(bytes, length, p64);
    return SR_K_OK;
  }
  // Unaligned head and tail stores overlap the aligned body; each uses the
  // pattern rotated to the phase its first byte has in the range.
  __m256i head = _mm256_set1_epi64x((long long)p64);
  _mm256_storeu_si256((__m256i*)bytes, head);
  uint64_t tail64 = sr_k_rotate_pattern(p64, length - 32);
  _mm256_storeu_si256((__m256i*)(bytes + length - 32),
                      _mm256_set1_epi64x((long long)tail64));
  size_t skip = 32 - ((uintptr_t)bytes & 31);
  uint8_t* p = bytes + skip;
  uint8_t* end = (uint8_t*)((uintptr_t)(bytes + length) & ~(uintptr_t)31);
  __m256i body = _mm256_set1_epi64x((long long)sr_k_rotate_pattern(p64, skip));
  if (length >= SR_K_STREAMING_THRESHOLD) {
    // Streaming stores skip the read-for-ownership a normal store costs and
    // leave the caches to the data the caller will use next.
    for (; p + 128 <= end; p += 128) {
      _mm256_stream_si256((__m256i*)p, body);
      _mm256_stream_si256((__m256i*)(p + 32), body);
      _mm256_stream_si256((__m256i*)(p + 64), body);
      _mm256_stream_si256((__m256i*)(p + 96), body);
    }
    for (; p < end; p += 32) _mm256_stream_si256((__m256i*)p, body);
    _mm_sfence();
    return SR_K_OK;
  }
  for (; p + 128 <= end; p += 128) {
    _mm256_store_si256((__m256i*)p, body);
    _mm256_store_si256((__m256i*)(p + 32), body);
    _mm256_store_si256((__m256i*)(p + 64), body);
    _mm256_store_si256((__m256i*)(p + 96), body);
  }
  for (; p < end; p += 32) _mm256_store_si256((__m256i*)p, body);
  return SR_K_OK;
}

void sr_k__populate_fill_avx2(sr_k_table_t* table) {
  table->fill = sr_k_fill_avx2;
}
