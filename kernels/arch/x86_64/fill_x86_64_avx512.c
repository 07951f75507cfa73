// AVX-512 fill: 64-byte stores; the same structure as the AVX2 variant.
//
// Compiled with -mavx512f; this machine may lack AVX-512, in which case the
// dispatch never selects it (and SR_KERNELS=avx512 is refused).
#include <immintrin.h>

#include "kernels/arch/x86_64/stream_store.h"
#include "kernels/fill.h"
#include "kernels/table_impl.h"

static int sr_k_fill_avx512(void* target, size_t length, uint64_t pattern,
                            size_t pattern_size) {
  uint64_t p64 = 0;
  if (!sr_k_fill_replicate(pattern, pattern_size, &p64) ||
      length % pattern_size != 0) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  uint8_t* bytes = (uint8_t*)target;
  if (length < 128) {
    // Masked stores cover any short range in at most two instructions.
    size_t k = 0;
    for (; k < length; k += 64) {
      size_t count = length - k < 64 ? length - k : 64;
      __mmask64 mask =
          count == 64 ? ~(__mmask64)0 : (((__mmask64)1 << count) - 1);
      __m512i v = _mm512_set1_epi64((long long)sr_k_rotate_pattern(p64, k));
      _mm512_mask_storeu_epi8(bytes + k, mask, v);
    }
    return SR_K_OK;
  }
  _mm512_storeu_si512(bytes, _mm512_set1_epi64((long long)p64));
  _mm512_storeu_si512(
      bytes + length - 64,
      _mm512_set1_epi64((long long)sr_k_rotate_pattern(p64, length - 64)));
  size_t skip = 64 - ((uintptr_t)bytes & 63);
  uint8_t* p = bytes + skip;
  uint8_t* end = (uint8_t*)((uintptr_t)(bytes + length) & ~(uintptr_t)63);
  __m512i body = _mm512_set1_epi64((long long)sr_k_rotate_pattern(p64, skip));
  if (length >= SR_K_STREAMING_THRESHOLD) {
    for (; p < end; p += 64) _mm512_stream_si512((void*)p, body);
    _mm_sfence();
    return SR_K_OK;
  }
  for (; p < end; p += 64) _mm512_store_si512((void*)p, body);
  return SR_K_OK;
}

void sr_k__populate_fill_avx512(sr_k_table_t* table) {
  table->fill = sr_k_fill_avx512;
}
