// The checked helpers at the boundaries input values hit: 0, -1, 2^31,
// 2^32 and 2^63 (and their neighbours), for every operation.
#include "core/base/checked_math.h"

#include <criterion/criterion.h>

#define P31 (UINT64_C(1) << 31)
#define P32 (UINT64_C(1) << 32)
#define P63 (UINT64_C(1) << 63)

Test(checked_math, unsigned_add_sub_mul) {
  uint64_t r = 1;
  cr_assert(sr_checked_add_u64(0, 0, &r) && r == 0);
  cr_assert(sr_checked_add_u64(P63, P63 - 1, &r) && r == UINT64_MAX);
  cr_assert(!sr_checked_add_u64(P63, P63, &r) && r == 0);
  cr_assert(!sr_checked_add_u64(UINT64_MAX, 1, &r));
  cr_assert(sr_checked_sub_u64(P32, P31, &r) && r == P31);
  cr_assert(!sr_checked_sub_u64(0, 1, &r) && r == 0);
  cr_assert(sr_checked_mul_u64(P31, P32, &r) && r == P63);
  cr_assert(!sr_checked_mul_u64(P32, P32, &r) && r == 0);
  cr_assert(!sr_checked_mul_u64(P63, 2, &r));
  cr_assert(sr_checked_mul_u64(0, UINT64_MAX, &r) && r == 0);
  size_t s = 1;
  cr_assert(!sr_checked_mul_size(SIZE_MAX / 2 + 1, 2, &s) && s == 0);
  cr_assert(sr_checked_add_size(SIZE_MAX - 1, 1, &s) && s == SIZE_MAX);
  cr_assert(!sr_checked_add_size(SIZE_MAX, 1, &s));
}

Test(checked_math, signed_add_sub_mul) {
  int64_t r = 1;
  cr_assert(sr_checked_add_i64(-1, 0, &r) && r == -1);
  cr_assert(!sr_checked_add_i64(INT64_MAX, 1, &r) && r == 0);
  cr_assert(sr_checked_add_i64(INT64_MIN, INT64_MAX, &r) && r == -1);
  cr_assert(!sr_checked_sub_i64(INT64_MIN, 1, &r));
  cr_assert(sr_checked_sub_i64(0, INT64_MAX, &r) && r == -INT64_MAX);
  cr_assert(sr_checked_mul_i64((int64_t)P31, (int64_t)P31, &r) &&
            r == (int64_t)(UINT64_C(1) << 62));
  cr_assert(!sr_checked_mul_i64((int64_t)P32, (int64_t)P31, &r));  // 2^63
  cr_assert(sr_checked_mul_i64(-(int64_t)P32, (int64_t)P31, &r) &&
            r == INT64_MIN);
  cr_assert(!sr_checked_mul_i64(-1, INT64_MIN, &r));
}

Test(checked_math, conversions) {
  uint64_t u = 1;
  int64_t i = 1;
  size_t s = 1;
  int32_t n = 1;
  cr_assert(!sr_checked_i64_to_u64(-1, &u) && u == 0);
  cr_assert(sr_checked_i64_to_u64(INT64_MAX, &u) && u == P63 - 1);
  cr_assert(!sr_checked_u64_to_i64(P63, &i) && i == 0);
  cr_assert(sr_checked_u64_to_i64(P63 - 1, &i) && i == INT64_MAX);
  cr_assert(!sr_checked_i64_to_size(-1, &s) && s == 0);
  cr_assert(sr_checked_i64_to_size((int64_t)P32, &s) && s == P32);
  cr_assert(sr_checked_u64_to_size(0, &s) && s == 0);
  cr_assert(!sr_checked_i64_to_i32((int64_t)P31, &n) && n == 0);
  cr_assert(sr_checked_i64_to_i32((int64_t)P31 - 1, &n) && n == INT32_MAX);
  cr_assert(sr_checked_i64_to_i32(-(int64_t)P31, &n) && n == INT32_MIN);
  cr_assert(!sr_checked_i64_to_i32(-(int64_t)P31 - 1, &n));
  cr_assert(!sr_checked_i64_to_i32((int64_t)P32, &n));
}

Test(checked_math, ranges) {
  cr_assert(sr_checked_range_fits(0, 0, 0));
  cr_assert(sr_checked_range_fits(16, 0, 16));
  cr_assert(!sr_checked_range_fits(17, 0, 16));
  cr_assert(sr_checked_range_fits(8, 8, 16));
  cr_assert(!sr_checked_range_fits(8, 9, 16));
  // offset + length wraps to a small number: must still fail.
  cr_assert(!sr_checked_range_fits(8, UINT64_MAX - 4, 16));
  cr_assert(!sr_checked_range_fits(P63, P63, UINT64_MAX - 1));
  cr_assert(sr_checked_range_fits(P63, P63 - 1, UINT64_MAX));
}

Test(checked_math, element_counts) {
  int64_t count = -1;
  cr_assert(sr_checked_element_count(0, NULL, &count) && count == 1);
  int64_t zero[2] = {0, INT64_MAX};
  cr_assert(sr_checked_element_count(2, zero, &count) && count == 0);
  int64_t negative[2] = {4, -1};
  cr_assert(!sr_checked_element_count(2, negative, &count) && count == 0);
  int64_t p31[2] = {(int64_t)P31, (int64_t)P31};
  cr_assert(sr_checked_element_count(2, p31, &count) &&
            count == (int64_t)(UINT64_C(1) << 62));
  int64_t p32[2] = {(int64_t)P32, (int64_t)P32};  // 2^64: the F6 shape
  cr_assert(!sr_checked_element_count(2, p32, &count));
  int64_t p63[2] = {INT64_MAX, 2};
  cr_assert(!sr_checked_element_count(2, p63, &count));
}

Test(checked_math, bits_to_bytes) {
  uint64_t bytes = 1;
  cr_assert(sr_checked_bits_to_bytes(0, 32, &bytes) && bytes == 0);
  cr_assert(sr_checked_bits_to_bytes(3, 4, &bytes) && bytes == 2);
  cr_assert(sr_checked_bits_to_bytes(P32, 32, &bytes) && bytes == P32 * 4);
  cr_assert(sr_checked_bits_to_bytes(P63 / 4, 32, &bytes) && bytes == P63);
  cr_assert(!sr_checked_bits_to_bytes(P63, 32, &bytes) && bytes == 0);
  cr_assert(sr_checked_bits_to_bytes(UINT64_MAX, 2, &bytes) &&
            bytes == (UINT64_C(1) << 62));
  cr_assert(!sr_checked_bits_to_bytes(UINT64_MAX, 16, &bytes));
  cr_assert(sr_checked_bits_to_bytes(7, 1, &bytes) && bytes == 1);
  cr_assert(sr_checked_bits_to_bytes(9, 1, &bytes) && bytes == 2);
}
