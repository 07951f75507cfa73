// Fills: every variant against the byte-wise definition over odd lengths,
// every pattern width and misaligned targets, plus the streaming path.
#include "kernels/fill.h"

#include "tests/kernels/kernel_test_util.h"

static void srk_check_fill(const sr_k_table_t* table, size_t length,
                           size_t offset, size_t width) {
  const uint64_t pattern = 0x8877665544332211ull;
  uint8_t* buf = (uint8_t*)srk_alloc(length + 16, offset);
  memset(buf, 0xEE, length + 16);
  cr_assert_eq(table->fill(buf + 8, length, pattern, width), SR_K_OK);
  for (size_t k = 0; k < 8; ++k) cr_assert_eq(buf[k], 0xEE);
  for (size_t k = 0; k < length; ++k) {
    uint8_t expected = (uint8_t)(pattern >> (8 * (k % width)));
    cr_assert_eq(buf[8 + k], expected,
                 "%s: length %zu offset %zu width %zu byte %zu: %02x != %02x",
                 table->name, length, offset, width, k, buf[8 + k], expected);
  }
  for (size_t k = 0; k < 8; ++k) cr_assert_eq(buf[8 + length + k], 0xEE);
  srk_free(buf, offset);
}

Test(fill, all_widths_lengths_and_offsets) {
  static const size_t kWidths[] = {1, 2, 4, 8};
  SRK_FOR_EACH_TABLE(table) {
    for (size_t w = 0; w < 4; ++w) {
      size_t width = kWidths[w];
      for (size_t len = 0; len < 300; len += width) {
        for (size_t offset = 0; offset < 8; offset += 3) {
          srk_check_fill(table, len, offset, width);
        }
      }
      srk_check_fill(table, 1024 * width, 5, width);
      srk_check_fill(table, 4096 + 8 * width, 1, width);
    }
  }
}

Test(fill, streaming_sizes) {
  SRK_FOR_EACH_TABLE(table) {
    srk_check_fill(table, ((size_t)5 << 20) + 12, 3, 4);
    srk_check_fill(table, ((size_t)5 << 20) + 6, 1, 2);
  }
}

Test(fill, rejects_bad_arguments) {
  SRK_FOR_EACH_TABLE(table) {
    uint8_t buf[16];
    cr_assert_eq(table->fill(buf, 6, 0, 4), SR_K_ERROR_INVALID_ARGUMENT);
    cr_assert_eq(table->fill(buf, 6, 0, 3), SR_K_ERROR_INVALID_ARGUMENT);
    cr_assert_eq(table->fill(buf, 0, 0, 16), SR_K_ERROR_INVALID_ARGUMENT);
    cr_assert_eq(table->fill(buf, 0, 0, 8), SR_K_OK);
  }
}
