#include "core/base/arith_semantics.h"

#include <criterion/criterion.h>
#include <math.h>

// |op| at |bits| on (a, b): asserts SR_ARITH_OK and returns the result.
static int64_t eval(sr_arith_int_op_t op, uint32_t bits, int64_t a, int64_t b) {
  int64_t out = 12345;
  cr_assert_eq(sr_arith_int_binary(op, bits, a, b, &out), SR_ARITH_OK,
               "op %d bits %u (%lld, %lld)", op, bits, (long long)a,
               (long long)b);
  return out;
}

static sr_arith_result_t fails(sr_arith_int_op_t op, uint32_t bits, int64_t a,
                               int64_t b) {
  int64_t out = 12345;
  sr_arith_result_t r = sr_arith_int_binary(op, bits, a, b, &out);
  cr_assert_eq(out, 12345, "the result is untouched on an error");
  return r;
}

Test(arith_semantics, wrap_at_the_width) {
  cr_assert_eq(eval(SR_ARITH_INT_ADD, 8, 127, 1), -128);
  cr_assert_eq(eval(SR_ARITH_INT_ADD, 8, 255, 1), 0);  // operands' low bits
  cr_assert_eq(eval(SR_ARITH_INT_SUB, 16, INT16_MIN, 1), INT16_MAX);
  cr_assert_eq(eval(SR_ARITH_INT_MUL, 32, 65536, 65536), 0);
  cr_assert_eq(eval(SR_ARITH_INT_MUL, 32, INT32_MAX, 2), -2);
  cr_assert_eq(eval(SR_ARITH_INT_ADD, 64, INT64_MAX, 1), INT64_MIN);
  cr_assert_eq(eval(SR_ARITH_INT_ADD, 1, 1, 1), 0);   // i1: xor
  cr_assert_eq(eval(SR_ARITH_INT_MUL, 1, 1, 1), -1);  // i1 true, sign-extended
  cr_assert_eq(eval(SR_ARITH_INT_IPOWI, 8, 3, 5), 243 - 256);
  cr_assert_eq(eval(SR_ARITH_INT_IPOWI, 64, 2, 64), 0);
}

Test(arith_semantics, shifts_out_of_range) {
  cr_assert_eq(eval(SR_ARITH_INT_SHL, 8, 1, 7), -128);
  cr_assert_eq(eval(SR_ARITH_INT_SHL, 8, 1, 8), 0);
  cr_assert_eq(eval(SR_ARITH_INT_SHL, 64, 1, 64), 0);
  cr_assert_eq(eval(SR_ARITH_INT_SHL, 32, 1, -1), 0);  // amount is unsigned
  cr_assert_eq(eval(SR_ARITH_INT_SHRUI, 8, -128, 7), 1);
  cr_assert_eq(eval(SR_ARITH_INT_SHRUI, 8, -1, 8), 0);
  cr_assert_eq(eval(SR_ARITH_INT_SHRSI, 8, -128, 7), -1);
  cr_assert_eq(eval(SR_ARITH_INT_SHRSI, 8, -128, 9), -1);
  cr_assert_eq(eval(SR_ARITH_INT_SHRSI, 8, 64, 9), 0);
  cr_assert_eq(eval(SR_ARITH_INT_SHRSI, 64, INT64_MIN, 200), -1);
}

Test(arith_semantics, division) {
  cr_assert_eq(eval(SR_ARITH_INT_DIVSI, 32, -7, 2), -3);
  cr_assert_eq(eval(SR_ARITH_INT_REMSI, 32, -7, 2), -1);
  cr_assert_eq(eval(SR_ARITH_INT_CEILDIVSI, 32, -7, 2), -3);
  cr_assert_eq(eval(SR_ARITH_INT_CEILDIVSI, 32, 7, 2), 4);
  cr_assert_eq(eval(SR_ARITH_INT_FLOORDIVSI, 32, -7, 2), -4);
  cr_assert_eq(eval(SR_ARITH_INT_FLOORDIVSI, 32, 7, -2), -4);
  cr_assert_eq(eval(SR_ARITH_INT_DIVUI, 8, -1, 2), 127);       // 255 / 2
  cr_assert_eq(eval(SR_ARITH_INT_REMUI, 8, -1, 7), 3);         // 255 % 7
  cr_assert_eq(eval(SR_ARITH_INT_CEILDIVUI, 8, -1, 2), -128);  // 128
  cr_assert_eq(eval(SR_ARITH_INT_DIVUI, 64, -1, 1), -1);
  // By zero, signed and unsigned, at any width (operands' low bits: 256 is
  // zero at i8).
  cr_assert_eq(fails(SR_ARITH_INT_DIVSI, 32, 1, 0), SR_ARITH_DIVISION_BY_ZERO);
  cr_assert_eq(fails(SR_ARITH_INT_REMUI, 64, 1, 0), SR_ARITH_DIVISION_BY_ZERO);
  cr_assert_eq(fails(SR_ARITH_INT_CEILDIVUI, 8, 1, 256),
               SR_ARITH_DIVISION_BY_ZERO);
  cr_assert_eq(fails(SR_ARITH_INT_FLOORDIVSI, 16, 1, 0),
               SR_ARITH_DIVISION_BY_ZERO);
  // INT_MIN / -1 overflows; its remainder is 0.
  cr_assert_eq(fails(SR_ARITH_INT_DIVSI, 8, -128, -1), SR_ARITH_OVERFLOW);
  cr_assert_eq(fails(SR_ARITH_INT_DIVSI, 64, INT64_MIN, -1), SR_ARITH_OVERFLOW);
  cr_assert_eq(fails(SR_ARITH_INT_CEILDIVSI, 32, INT32_MIN, -1),
               SR_ARITH_OVERFLOW);
  cr_assert_eq(fails(SR_ARITH_INT_FLOORDIVSI, 16, INT16_MIN, -1),
               SR_ARITH_OVERFLOW);
  cr_assert_eq(eval(SR_ARITH_INT_REMSI, 8, -128, -1), 0);
  cr_assert_eq(eval(SR_ARITH_INT_REMSI, 64, INT64_MIN, -1), 0);
  // Not INT_MIN at the width: 128 is INT_MIN at i8 but not at i16.
  cr_assert_eq(eval(SR_ARITH_INT_DIVSI, 16, -128, -1), 128);
  // ipowi's negative exponents.
  cr_assert_eq(eval(SR_ARITH_INT_IPOWI, 32, 1, -5), 1);
  cr_assert_eq(eval(SR_ARITH_INT_IPOWI, 32, -1, -5), -1);
  cr_assert_eq(eval(SR_ARITH_INT_IPOWI, 32, -1, -4), 1);
  cr_assert_eq(eval(SR_ARITH_INT_IPOWI, 32, 7, -1), 0);
  cr_assert_eq(fails(SR_ARITH_INT_IPOWI, 32, 0, -1), SR_ARITH_DIVISION_BY_ZERO);
}

Test(arith_semantics, min_max_signedness) {
  cr_assert_eq(eval(SR_ARITH_INT_MAXSI, 8, -1, 1), 1);
  cr_assert_eq(eval(SR_ARITH_INT_MAXUI, 8, -1, 1), -1);  // 255
  cr_assert_eq(eval(SR_ARITH_INT_MINSI, 64, INT64_MIN, 0), INT64_MIN);
  cr_assert_eq(eval(SR_ARITH_INT_MINUI, 64, INT64_MIN, 0), 0);
}

Test(arith_semantics, float_to_int_saturates) {
  cr_assert_eq(sr_arith_fptosi(2.9, 32), 2);
  cr_assert_eq(sr_arith_fptosi(-2.9, 32), -2);
  cr_assert_eq(sr_arith_fptosi(NAN, 32), 0);
  cr_assert_eq(sr_arith_fptosi(1e10, 32), INT32_MAX);
  cr_assert_eq(sr_arith_fptosi(-1e10, 32), INT32_MIN);
  cr_assert_eq(sr_arith_fptosi(300.0, 8), 127);
  cr_assert_eq(sr_arith_fptosi(-300.0, 8), -128);
  cr_assert_eq(sr_arith_fptosi(INFINITY, 64), INT64_MAX);
  cr_assert_eq(sr_arith_fptosi(9223372036854775808.0, 64), INT64_MAX);
  cr_assert_eq(sr_arith_fptosi(-9223372036854775808.0, 64), INT64_MIN);
  cr_assert_eq(sr_arith_fptosi(-INFINITY, 64), INT64_MIN);
  cr_assert_eq(sr_arith_fptosi(1.0, 1), 0);  // i1 holds -1 and 0
  cr_assert_eq(sr_arith_fptosi(-1.0, 1), -1);
  cr_assert_eq(sr_arith_fptoui(-5.0, 32), 0);
  cr_assert_eq(sr_arith_fptoui(NAN, 32), 0);
  cr_assert_eq(sr_arith_fptoui(255.9, 8), 255);
  cr_assert_eq(sr_arith_fptoui(256.0, 8), 255);
  cr_assert_eq(sr_arith_fptoui(5e9, 32), UINT32_MAX);
  cr_assert_eq(sr_arith_fptoui(9223372036854775808.0, 64),
               9223372036854775808ull);
  cr_assert_eq(sr_arith_fptoui(18446744073709551616.0, 64), UINT64_MAX);
  cr_assert_eq(sr_arith_fptoui(2.0, 1), 1);
}

Test(arith_semantics, int_unary_at_the_width) {
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_ABS, 8, -128), -128);  // wraps
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_ABS, 8, 0xFF), 1);  // low bits
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_ABS, 64, INT64_MIN), INT64_MIN);
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_CTLZ, 32, 0), 32);
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_CTLZ, 16, 1), 15);
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_CTLZ, 64, -1), 0);
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_CTTZ, 8, 0), 8);
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_CTTZ, 64, INT64_MIN), 63);
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_CTPOP, 8, -1), 8);
  // i3: ctlz of 0 is 3, which does not fit: it comes back as its low 3 bits
  // sign-extended (3 = 0b011).
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_CTLZ, 3, 0), 3);
  cr_assert_eq(sr_arith_int_unary(SR_ARITH_INT_CTPOP, 1, 1), -1);  // i1 true
}

Test(arith_semantics, float_unary_precision) {
  // Exact ops are the same in both precisions.
  cr_assert_eq(sr_arith_float_unary(SR_ARITH_FLOAT_ROUNDEVEN, true, 2.5), 2.0);
  cr_assert_eq(sr_arith_float_unary(SR_ARITH_FLOAT_ROUND, false, 2.5), 3.0);
  cr_assert(signbit(sr_arith_float_unary(SR_ARITH_FLOAT_NEG, true, 0.0)));
  // Single precision is libm's f version; double is the double one.
  float x = 0.7f;
  cr_assert_eq(sr_arith_float_unary(SR_ARITH_FLOAT_TAN, true, x),
               (double)tanf(x));
  cr_assert_eq(sr_arith_float_unary(SR_ARITH_FLOAT_TAN, false, x),
               tan((double)x));
  cr_assert_eq(sr_arith_float_unary(SR_ARITH_FLOAT_RSQRT, false, 4.0), 0.5);
  cr_assert(isnan(sr_arith_float_unary(SR_ARITH_FLOAT_ACOSH, false, 0.5)));
}
