// Hex digits, sixteen at a time where SSE2 is there. See hex.h.

#include "core/base/hex.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static int sr_hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

#if defined(__SSE2__)
// Per byte of |c|: 0xFF where it is a hex digit. |value| receives the
// digit values (garbage elsewhere).
static inline __m128i sr_hex_classify(__m128i c, __m128i* value) {
  // Digits: '0'..'9'. Letters: c | 0x20 in 'a'..'f' (folds 'A'..'F').
  // Bytes >= 0x80 compare as negative and fail both ranges.
  __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(c, _mm_set1_epi8('0' - 1)),
                                _mm_cmplt_epi8(c, _mm_set1_epi8('9' + 1)));
  __m128i lower = _mm_or_si128(c, _mm_set1_epi8(0x20));
  __m128i letter = _mm_and_si128(_mm_cmpgt_epi8(lower, _mm_set1_epi8('a' - 1)),
                                 _mm_cmplt_epi8(lower, _mm_set1_epi8('f' + 1)));
  // '0'..'9' & 15 = 0..9; 'a'..'f' & 15 = 1..6, + 9 = 10..15.
  *value = _mm_add_epi8(_mm_and_si128(c, _mm_set1_epi8(15)),
                        _mm_and_si128(letter, _mm_set1_epi8(9)));
  return _mm_or_si128(digit, letter);
}
#endif

bool sr_hex_is_valid(const char* text, size_t count) {
  size_t i = 0;
#if defined(__SSE2__)
  for (; i + 16 <= count; i += 16) {
    __m128i value;
    __m128i ok = sr_hex_classify(
        _mm_loadu_si128((const __m128i*)(const void*)(text + i)), &value);
    if (_mm_movemask_epi8(ok) != 0xFFFF) return false;
  }
#endif
  for (; i < count; ++i) {
    if (sr_hex_value(text[i]) < 0) return false;
  }
  return true;
}

bool sr_hex_decode(const char* text, size_t count, uint8_t* out) {
  size_t b = 0;
#if defined(__SSE2__)
  for (; b + 8 <= count; b += 8) {
    __m128i value;
    __m128i ok = sr_hex_classify(
        _mm_loadu_si128((const __m128i*)(const void*)(text + 2 * b)), &value);
    if (_mm_movemask_epi8(ok) != 0xFFFF) return false;
    // Each 16-bit lane holds (high digit) | (low digit) << 8.
    __m128i high =
        _mm_slli_epi16(_mm_and_si128(value, _mm_set1_epi16(0xFF)), 4);
    __m128i bytes = _mm_or_si128(high, _mm_srli_epi16(value, 8));
    _mm_storel_epi64((__m128i*)(void*)(out + b),
                     _mm_packus_epi16(bytes, bytes));
  }
#endif
  for (; b < count; ++b) {
    int hi = sr_hex_value(text[2 * b]);
    int lo = sr_hex_value(text[2 * b + 1]);
    if (hi < 0 || lo < 0) return false;
    out[b] = (uint8_t)(hi << 4 | lo);
  }
  return true;
}

void sr_hex_encode_upper(const uint8_t* data, size_t count, char* out) {
  static const char kDigits[] = "0123456789ABCDEF";
  for (size_t i = 0; i < count; ++i) {
    out[2 * i] = kDigits[data[i] >> 4];
    out[2 * i + 1] = kDigits[data[i] & 15];
  }
}
