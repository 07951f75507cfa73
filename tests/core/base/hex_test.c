#include "core/base/hex.h"

#include <criterion/criterion.h>
#include <string.h>

// Every byte value round-trips, in both cases and at every offset of the
// sixteen-digit blocks; any non-digit anywhere is refused.
Test(hex, round_trip_and_refusals) {
  uint8_t bytes[256], decoded[256];
  char text[512], lower[512];
  for (int i = 0; i < 256; ++i) bytes[i] = (uint8_t)(i * 7 + 3);
  sr_hex_encode_upper(bytes, 256, text);
  for (int i = 0; i < 512; ++i) {
    lower[i] =
        (char)(text[i] >= 'A' && text[i] <= 'F' ? text[i] + 32 : text[i]);
  }
  cr_assert_eq(text[0], '0');
  cr_assert_eq(text[1], '3');
  for (size_t count = 0; count <= 40; ++count) {
    for (size_t start = 0; start < 8; ++start) {
      memset(decoded, 0xEE, sizeof(decoded));
      cr_assert(sr_hex_decode(text + 2 * start, count, decoded));
      cr_assert_eq(memcmp(decoded, bytes + start, count), 0);
      cr_assert(sr_hex_decode(lower + 2 * start, count, decoded));
      cr_assert_eq(memcmp(decoded, bytes + start, count), 0);
      cr_assert(sr_hex_is_valid(text + start, 2 * count));
    }
  }
  static const char kBad[] = {'g', 'G',        '/',        ':',
                              '@', '`',        ' ',        '"',
                              0,   (char)0x80, (char)0xC6, (char)0xFF};
  for (size_t b = 0; b < sizeof(kBad); ++b) {
    for (size_t at = 0; at < 64; ++at) {
      char copy[64];
      memcpy(copy, text, sizeof(copy));
      copy[at] = kBad[b];
      cr_assert(!sr_hex_is_valid(copy, sizeof(copy)), "0x%02x at %zu",
                (unsigned char)kBad[b], at);
      cr_assert(!sr_hex_decode(copy, sizeof(copy) / 2, decoded),
                "0x%02x at %zu", (unsigned char)kBad[b], at);
    }
  }
}
