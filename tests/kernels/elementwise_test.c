// Elementwise kernels: every variant against the scalar reference over odd
// sizes, misaligned pointers, negative / zero / non-unit strides; exact
// agreement for every op IEEE defines, 1-ulp agreement for transcendentals
// (their accuracy against the exact value is ulp_test.c's job); plus the
// semantic corner cases of arith/math spelled out.
#include "kernels/elementwise.h"

#include "kernels/math_ref.h"
#include "tests/kernels/kernel_test_util.h"

//===----------------------------------------------------------------------===//
// Operand generation and strided layouts
//===----------------------------------------------------------------------===//

// One operand: storage for n elements at stride s (any sign), base pointer
// at element 0, misaligned by one element from a 64-byte boundary.
typedef struct srk_operand_t {
  uint8_t* block;
  size_t block_bytes;
  uint8_t* base;
  ptrdiff_t stride;
} srk_operand_t;

static void srk_operand_init(srk_operand_t* op, size_t n, ptrdiff_t stride,
                             size_t es) {
  size_t span =
      n == 0 ? 1 : (n - 1) * (size_t)(stride < 0 ? -stride : stride) + 1;
  op->block_bytes = span * es;
  op->block = (uint8_t*)srk_alloc(op->block_bytes, es);
  op->stride = stride;
  op->base = stride < 0 ? op->block + (span - 1) * es : op->block;
}
static void srk_operand_free(srk_operand_t* op, size_t es) {
  srk_free(op->block, es);
}
static uint8_t* srk_at(const srk_operand_t* op, size_t i, size_t es) {
  return op->base + (ptrdiff_t)i * op->stride * (ptrdiff_t)es;
}

// Fills the n elements of |op| with values of |dtype| for |role| (0: any,
// 1: a nonzero integer divisor that is not -1, 2: shift amounts).
static void srk_generate(const srk_operand_t* op, size_t n, sr_k_dtype_t dtype,
                         int role, uint64_t* state) {
  size_t es = sr_k_dtype_size(dtype);
  for (size_t i = 0; i < n; ++i) {
    uint8_t* p = srk_at(op, i, es);
    float f = srk_special_f32((i * 7 + (size_t)role * 3) % 97, state);
    uint64_t r = srk_rand(state);
    switch (dtype) {
      case SR_K_F32:
        memcpy(p, &f, 4);
        break;
      case SR_K_F64: {
        double d = (r & 3) == 0 ? (double)f * (1.0 + 0x1p-40) : (double)f;
        memcpy(p, &d, 8);
        break;
      }
      case SR_K_F16: {
        uint16_t h = (r & 3) == 0 ? (uint16_t)(r >> 16) : sr_k_f32_to_f16(f);
        memcpy(p, &h, 2);
        break;
      }
      case SR_K_BF16: {
        uint16_t h = (r & 3) == 0 ? (uint16_t)(r >> 16) : sr_k_f32_to_bf16(f);
        memcpy(p, &h, 2);
        break;
      }
      default: {
        uint64_t v = r >> 3;
        if ((r & 7) == 0) v = 0;
        if ((r & 7) == 1) v = ~0ull;                 // -1
        if ((r & 7) == 2) v = 1ull << (es * 8 - 1);  // MIN
        if (role == 1) {
          v = (v & 0x3F) + 2;  // 2..65: nonzero and not -1
          if (r & 8) v = 0 - v;
        }
        if (role == 2) v = (r >> 8) % (es * 8 + 4);
        memcpy(p, &v, es);
        break;
      }
    }
  }
}

// Stride patterns: (out, a, b, c).
static const ptrdiff_t kStrides[][4] = {
    {1, 1, 1, 1}, {1, 1, 0, 1}, {1, 0, 1, 1}, {2, 1, -1, 3}, {-1, 2, 1, -2}};
#define SRK_STRIDE_COUNT 5

static bool srk_is_transcendental(int op) {
  switch (op) {
    case SR_K_UNARY_RSQRT:
    case SR_K_UNARY_EXP:
    case SR_K_UNARY_EXP2:
    case SR_K_UNARY_EXPM1:
    case SR_K_UNARY_LOG:
    case SR_K_UNARY_LOG2:
    case SR_K_UNARY_LOG1P:
    case SR_K_UNARY_TANH:
    case SR_K_UNARY_ERF:
    case SR_K_UNARY_SIN:
    case SR_K_UNARY_COS:
      return true;
    default:
      return false;
  }
}

// Distance in representable steps between two same-type floats (NaN-aware);
// used for the transcendentals, which may differ by one rounding.
static uint64_t srk_step_distance(sr_k_dtype_t dtype, const uint8_t* a,
                                  const uint8_t* b) {
  if (srk_first_difference(dtype, a, b, 1) == 1) return 0;  // equal
  int64_t x = 0, y = 0;
  size_t es = sr_k_dtype_size(dtype);
  memcpy(&x, a, es);
  memcpy(&y, b, es);
  int64_t sign = (int64_t)1 << (es * 8 - 1);
  if (!sr_k_dtype_is_float(dtype)) return 1ull << 62;  // ints must be exact
  if ((x & sign) != (y & sign)) {
    // Opposite signs: only values near zero are close.
    return (uint64_t)((x & (sign - 1)) + (y & (sign - 1)));
  }
  return (uint64_t)(x > y ? x - y : y - x);
}

static void srk_compare(const char* what, const sr_k_table_t* table,
                        sr_k_dtype_t dtype, const srk_operand_t* got,
                        const srk_operand_t* want, size_t n,
                        uint64_t tolerance) {
  size_t es = sr_k_dtype_size(dtype);
  for (size_t i = 0; i < n; ++i) {
    uint64_t d =
        srk_step_distance(dtype, srk_at(got, i, es), srk_at(want, i, es));
    cr_assert(d <= tolerance, "%s %s %s n=%zu element %zu differs by %llu",
              table->name, what, sr_k_dtype_name(dtype), n, i,
              (unsigned long long)d);
  }
}

//===----------------------------------------------------------------------===//
// Variant vs scalar sweeps
//===----------------------------------------------------------------------===//

Test(elementwise, unary_all_variants_match_scalar) {
  const sr_k_table_t* scalar = srk_scalar();
  SRK_FOR_EACH_TABLE(table) {
    for (int op = 0; op < SR_K_UNARY_COUNT; ++op) {
      if (op == SR_K_UNARY_EXP_FAST) continue;  // own test, looser bound
      for (int t = 0; t < SR_K_DTYPE_COUNT; ++t) {
        sr_k_unary_fn_t fn = table->unary[op][t], ref = scalar->unary[op][t];
        if (!fn) continue;
        sr_k_dtype_t dtype = (sr_k_dtype_t)t;
        size_t es = sr_k_dtype_size(dtype);
        uint64_t tol = srk_is_transcendental(op) ? 1 : 0;
        for (size_t si = 0; si < SRK_SIZE_COUNT; ++si) {
          for (int sp = 0; sp < SRK_STRIDE_COUNT; ++sp) {
            size_t n = kSrkSizes[si];
            uint64_t state = 0x9E3779B97F4A7C15ull ^ (uint64_t)(n * 131 + sp);
            srk_operand_t x, got, want;
            srk_operand_init(&x, n, kStrides[sp][1] ? kStrides[sp][1] : 1, es);
            srk_operand_init(&got, n, kStrides[sp][0], es);
            srk_operand_init(&want, n, kStrides[sp][0], es);
            srk_generate(&x, n, dtype, 0, &state);
            cr_assert_eq(fn(n, got.base, got.stride, x.base, x.stride), 0);
            cr_assert_eq(ref(n, want.base, want.stride, x.base, x.stride), 0);
            srk_compare(sr_k_unary_op_name((sr_k_unary_op_t)op), table, dtype,
                        &got, &want, n, tol);
            srk_operand_free(&x, es);
            srk_operand_free(&got, es);
            srk_operand_free(&want, es);
          }
        }
      }
    }
  }
}

// Runs one binary-shaped kernel (binary ops and compares) both ways.
static void srk_binary_case(const sr_k_table_t* table, sr_k_binary_fn_t fn,
                            sr_k_binary_fn_t ref, const char* name,
                            sr_k_dtype_t dtype, sr_k_dtype_t out_dtype,
                            int b_role, uint64_t tol) {
  size_t es = sr_k_dtype_size(dtype), os = sr_k_dtype_size(out_dtype);
  for (size_t si = 0; si < SRK_SIZE_COUNT; ++si) {
    for (int sp = 0; sp < SRK_STRIDE_COUNT; ++sp) {
      size_t n = kSrkSizes[si];
      uint64_t state = 0xD1B54A32D192ED03ull ^ (uint64_t)(n * 977 + sp);
      srk_operand_t a, b, got, want;
      srk_operand_init(&a, n, kStrides[sp][1], es);
      srk_operand_init(&b, n, kStrides[sp][2], es);
      srk_operand_init(&got, n, kStrides[sp][0], os);
      srk_operand_init(&want, n, kStrides[sp][0], os);
      srk_generate(&a, n, dtype, 0, &state);
      srk_generate(&b, n, dtype, b_role, &state);
      int rc_got =
          fn(n, got.base, got.stride, a.base, a.stride, b.base, b.stride);
      int rc_want =
          ref(n, want.base, want.stride, a.base, a.stride, b.base, b.stride);
      cr_assert_eq(rc_got, rc_want, "%s %s %s", table->name, name,
                   sr_k_dtype_name(dtype));
      if (rc_want == 0) {
        srk_compare(name, table, out_dtype, &got, &want, n, tol);
      }
      srk_operand_free(&a, es);
      srk_operand_free(&b, es);
      srk_operand_free(&got, os);
      srk_operand_free(&want, os);
    }
  }
}

Test(elementwise, binary_all_variants_match_scalar) {
  const sr_k_table_t* scalar = srk_scalar();
  SRK_FOR_EACH_TABLE(table) {
    for (int op = 0; op < SR_K_BINARY_COUNT; ++op) {
      for (int t = 0; t < SR_K_DTYPE_COUNT; ++t) {
        if (!table->binary[op][t]) continue;
        bool divides = !sr_k_dtype_is_float((sr_k_dtype_t)t) &&
                       (op == SR_K_BINARY_DIV || op == SR_K_BINARY_REM ||
                        op == SR_K_BINARY_DIVU || op == SR_K_BINARY_REMU);
        bool shifts = op == SR_K_BINARY_SHL || op == SR_K_BINARY_SHRS ||
                      op == SR_K_BINARY_SHRU;
        int role = divides ? 1 : shifts ? 2 : 0;
        uint64_t tol = op == SR_K_BINARY_POW ? 1 : 0;
        srk_binary_case(table, table->binary[op][t], scalar->binary[op][t],
                        sr_k_binary_op_name((sr_k_binary_op_t)op),
                        (sr_k_dtype_t)t, (sr_k_dtype_t)t, role, tol);
      }
    }
  }
}

Test(elementwise, compare_all_variants_match_scalar) {
  const sr_k_table_t* scalar = srk_scalar();
  SRK_FOR_EACH_TABLE(table) {
    for (int p = 0; p < SR_K_CMP_COUNT; ++p) {
      for (int t = 0; t < SR_K_DTYPE_COUNT; ++t) {
        if (!table->cmp[p][t]) continue;
        srk_binary_case(table, table->cmp[p][t], scalar->cmp[p][t],
                        sr_k_cmp_predicate_name((sr_k_cmp_predicate_t)p),
                        (sr_k_dtype_t)t, SR_K_I8, 0, 0);
      }
    }
  }
}

Test(elementwise, ternary_all_variants_match_scalar) {
  const sr_k_table_t* scalar = srk_scalar();
  SRK_FOR_EACH_TABLE(table) {
    for (int op = 0; op < SR_K_TERNARY_COUNT; ++op) {
      for (int t = 0; t < SR_K_DTYPE_COUNT; ++t) {
        sr_k_ternary_fn_t fn = table->ternary[op][t];
        if (!fn) continue;
        sr_k_dtype_t dtype = (sr_k_dtype_t)t;
        sr_k_dtype_t a_type = op == SR_K_TERNARY_SELECT ? SR_K_I8 : dtype;
        size_t es = sr_k_dtype_size(dtype), as = sr_k_dtype_size(a_type);
        for (size_t si = 0; si < SRK_SIZE_COUNT; ++si) {
          for (int sp = 0; sp < SRK_STRIDE_COUNT; ++sp) {
            size_t n = kSrkSizes[si];
            uint64_t state = 0xABCDEF12345ull ^ (uint64_t)(n * 31 + sp);
            srk_operand_t a, b, c, got, want;
            srk_operand_init(&a, n, kStrides[sp][1], as);
            srk_operand_init(&b, n, kStrides[sp][2], es);
            srk_operand_init(&c, n, kStrides[sp][3], es);
            srk_operand_init(&got, n, kStrides[sp][0], es);
            srk_operand_init(&want, n, kStrides[sp][0], es);
            srk_generate(&a, n, a_type, 0, &state);
            srk_generate(&b, n, dtype, 0, &state);
            srk_generate(&c, n, dtype, 0, &state);
            cr_assert_eq(fn(n, got.base, got.stride, a.base, a.stride, b.base,
                            b.stride, c.base, c.stride),
                         0);
            cr_assert_eq(scalar->ternary[op][t](n, want.base, want.stride,
                                                a.base, a.stride, b.base,
                                                b.stride, c.base, c.stride),
                         0);
            srk_compare(op == SR_K_TERNARY_FMA ? "fma" : "select", table, dtype,
                        &got, &want, n, 0);
            srk_operand_free(&a, as);
            srk_operand_free(&b, es);
            srk_operand_free(&c, es);
            srk_operand_free(&got, es);
            srk_operand_free(&want, es);
          }
        }
      }
    }
  }
}

// An element's result must not depend on where it sits in the call (body
// vs tail) or how the caller split n.
Test(elementwise, results_do_not_depend_on_the_split) {
  SRK_FOR_EACH_TABLE(table) {
    for (int op = 0; op < SR_K_UNARY_COUNT; ++op) {
      sr_k_unary_fn_t fn = table->unary[op][SR_K_F32];
      if (!fn) continue;
      float in[37], whole[37], parts[37];
      uint64_t state = 77;
      for (int i = 0; i < 37; ++i)
        in[i] = srk_special_f32((size_t)i + 30, &state);
      fn(37, whole, 1, in, 1);
      fn(5, parts, 1, in, 1);
      fn(13, parts + 5, 1, in + 5, 1);
      fn(19, parts + 18, 1, in + 18, 1);
      for (int i = 0; i < 37; ++i) {
        cr_assert(srk_bits_equal_f32(whole[i], parts[i]), "%s %s [%d]",
                  table->name, sr_k_unary_op_name((sr_k_unary_op_t)op), i);
      }
    }
  }
}

//===----------------------------------------------------------------------===//
// Semantics: arith/math corner cases, on every variant
//===----------------------------------------------------------------------===//

static float srk_bin_f32(const sr_k_table_t* t, sr_k_binary_op_t op, float a,
                         float b) {
  float in_a[9], in_b[9], out[9];
  for (int i = 0; i < 9; ++i) {
    in_a[i] = a;
    in_b[i] = b;
  }
  cr_assert_eq(t->binary[op][SR_K_F32](9, out, 1, in_a, 1, in_b, 1), 0);
  for (int i = 1; i < 9; ++i) cr_assert(srk_bits_equal_f32(out[i], out[0]));
  return out[8];
}
static float srk_un_f32(const sr_k_table_t* t, sr_k_unary_op_t op, float a) {
  float in[9], out[9];
  for (int i = 0; i < 9; ++i) in[i] = a;
  cr_assert_eq(t->unary[op][SR_K_F32](9, out, 1, in, 1), 0);
  return out[0];
}
static bool srk_is_neg_zero(float x) { return x == 0 && signbit(x); }
static bool srk_is_pos_zero(float x) { return x == 0 && !signbit(x); }

Test(elementwise, min_max_nan_and_signed_zero_rules) {
  float nan = NAN;
  SRK_FOR_EACH_TABLE(t) {
    cr_assert(isnan(srk_bin_f32(t, SR_K_BINARY_MINIMUM, nan, 1.0f)));
    cr_assert(isnan(srk_bin_f32(t, SR_K_BINARY_MAXIMUM, 1.0f, nan)));
    cr_assert_eq(srk_bin_f32(t, SR_K_BINARY_MINNUM, nan, 1.0f), 1.0f);
    cr_assert_eq(srk_bin_f32(t, SR_K_BINARY_MAXNUM, 2.0f, nan), 2.0f);
    cr_assert(
        srk_is_neg_zero(srk_bin_f32(t, SR_K_BINARY_MINIMUM, 0.0f, -0.0f)));
    cr_assert(
        srk_is_neg_zero(srk_bin_f32(t, SR_K_BINARY_MINIMUM, -0.0f, 0.0f)));
    cr_assert(
        srk_is_pos_zero(srk_bin_f32(t, SR_K_BINARY_MAXIMUM, -0.0f, 0.0f)));
    cr_assert(
        srk_is_pos_zero(srk_bin_f32(t, SR_K_BINARY_MAXIMUM, 0.0f, -0.0f)));
    cr_assert(srk_is_neg_zero(srk_bin_f32(t, SR_K_BINARY_MINNUM, 0.0f, -0.0f)));
    cr_assert(srk_is_pos_zero(srk_bin_f32(t, SR_K_BINARY_MAXNUM, -0.0f, 0.0f)));
    cr_assert_eq(srk_bin_f32(t, SR_K_BINARY_MINIMUM, -3.0f, 2.0f), -3.0f);
    cr_assert_eq(srk_bin_f32(t, SR_K_BINARY_MAXIMUM, -3.0f, 2.0f), 2.0f);
  }
}

Test(elementwise, rounding_ops) {
  SRK_FOR_EACH_TABLE(t) {
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_ROUND, 2.5f), 3.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_ROUND, -2.5f), -3.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_ROUND, 0.49999997f), 0.0f);
    cr_assert(srk_is_neg_zero(srk_un_f32(t, SR_K_UNARY_ROUND, -0.4f)));
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_ROUNDEVEN, 2.5f), 2.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_ROUNDEVEN, 3.5f), 4.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_ROUNDEVEN, -2.5f), -2.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_FLOOR, -1.5f), -2.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_CEIL, -1.5f), -1.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_TRUNC, -1.5f), -1.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_ROUND, 8388609.0f), 8388609.0f);
    cr_assert(isnan(srk_un_f32(t, SR_K_UNARY_ROUND, NAN)));
    cr_assert(srk_is_neg_zero(srk_un_f32(t, SR_K_UNARY_NEG, 0.0f)));
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_ABS, -INFINITY), INFINITY);
    // remf is fmod: the sign of the dividend.
    cr_assert_eq(srk_bin_f32(t, SR_K_BINARY_REM, -7.0f, 3.0f), -1.0f);
    cr_assert_eq(srk_bin_f32(t, SR_K_BINARY_REM, 7.0f, -3.0f), 1.0f);
  }
}

Test(elementwise, transcendental_special_values) {
  SRK_FOR_EACH_TABLE(t) {
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_EXP, 0.0f), 1.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_EXP, -INFINITY), 0.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_EXP, INFINITY), INFINITY);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_EXP, 89.0f), INFINITY);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_LOG, 0.0f), -INFINITY);
    cr_assert(isnan(srk_un_f32(t, SR_K_UNARY_LOG, -1.0f)));
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_LOG, 1.0f), 0.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_LOG2, 0x1p-140f), -140.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_LOG1P, -1.0f), -INFINITY);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_LOG1P, INFINITY), INFINITY);
    cr_assert(srk_is_neg_zero(srk_un_f32(t, SR_K_UNARY_LOG1P, -0.0f)));
    cr_assert(srk_is_neg_zero(srk_un_f32(t, SR_K_UNARY_EXPM1, -0.0f)));
    cr_assert(srk_is_neg_zero(srk_un_f32(t, SR_K_UNARY_TANH, -0.0f)));
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_TANH, -INFINITY), -1.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_EXPM1, -INFINITY), -1.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_EXP2, 10.0f), 1024.0f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_EXP2, -149.0f), 0x1p-149f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_RSQRT, 4.0f), 0.5f);
    cr_assert_eq(srk_un_f32(t, SR_K_UNARY_RSQRT, 0.0f), INFINITY);
    cr_assert(isnan(srk_un_f32(t, SR_K_UNARY_EXP, NAN)));
    cr_assert(isnan(srk_un_f32(t, SR_K_UNARY_TANH, NAN)));
    cr_assert(isnan(srk_un_f32(t, SR_K_UNARY_LOG1P, NAN)));
  }
}

Test(elementwise, integer_division_errors_and_wrapping) {
  SRK_FOR_EACH_TABLE(t) {
    int32_t a[3] = {7, INT32_MIN, -7}, b[3] = {0, -1, 2}, o[3];
    sr_k_binary_fn_t div = t->binary[SR_K_BINARY_DIV][SR_K_I32];
    cr_assert_eq(div(1, o, 1, a, 1, b, 1), SR_K_ERROR_DIVISION_BY_ZERO);
    cr_assert_eq(div(1, o, 1, a + 1, 1, b + 1, 1), SR_K_ERROR_OVERFLOW);
    cr_assert_eq(div(1, o, 1, a + 2, 1, b + 2, 1), 0);
    cr_assert_eq(o[0], -3);  // truncation toward zero
    sr_k_binary_fn_t rem = t->binary[SR_K_BINARY_REM][SR_K_I32];
    cr_assert_eq(rem(1, o, 1, a + 1, 1, b + 1, 1), 0);
    cr_assert_eq(o[0], 0);
    cr_assert_eq(rem(1, o, 1, a + 2, 1, b + 2, 1), 0);
    cr_assert_eq(o[0], -1);
    cr_assert_eq(t->binary[SR_K_BINARY_REMU][SR_K_I8](1, o, 1, a, 1, b, 1),
                 SR_K_ERROR_DIVISION_BY_ZERO);
    int8_t x = 127, y = 1, z;
    t->binary[SR_K_BINARY_ADD][SR_K_I8](1, &z, 1, &x, 1, &y, 1);
    cr_assert_eq(z, -128);
    int8_t m = -128;
    t->unary[SR_K_UNARY_ABS][SR_K_I8](1, &z, 1, &m, 1);
    cr_assert_eq(z, -128);
    // Shifts past the width: 0 for shl/shru, sign fill for shrs.
    int16_t v = -5, s = 16, r;
    t->binary[SR_K_BINARY_SHL][SR_K_I16](1, &r, 1, &v, 1, &s, 1);
    cr_assert_eq(r, 0);
    t->binary[SR_K_BINARY_SHRS][SR_K_I16](1, &r, 1, &v, 1, &s, 1);
    cr_assert_eq(r, -1);
    t->binary[SR_K_BINARY_SHRU][SR_K_I16](1, &r, 1, &v, 1, &s, 1);
    cr_assert_eq(r, 0);
    s = 1;
    t->binary[SR_K_BINARY_SHRS][SR_K_I16](1, &r, 1, &v, 1, &s, 1);
    cr_assert_eq(r, -3);
    t->binary[SR_K_BINARY_SHRU][SR_K_I16](1, &r, 1, &v, 1, &s, 1);
    cr_assert_eq((uint16_t)r, 0x7FFD);
  }
}

Test(elementwise, compare_predicates_with_nan) {
  SRK_FOR_EACH_TABLE(t) {
    float a[2] = {1.0f, NAN}, b[2] = {1.0f, 1.0f};
    uint8_t o[2];
    t->cmp[SR_K_CMP_OEQ][SR_K_F32](2, o, 1, a, 1, b, 1);
    cr_assert(o[0] == 1 && o[1] == 0);
    t->cmp[SR_K_CMP_UEQ][SR_K_F32](2, o, 1, a, 1, b, 1);
    cr_assert(o[0] == 1 && o[1] == 1);
    t->cmp[SR_K_CMP_UNE][SR_K_F32](2, o, 1, a, 1, b, 1);
    cr_assert(o[0] == 0 && o[1] == 1);
    t->cmp[SR_K_CMP_ONE][SR_K_F32](2, o, 1, a, 1, b, 1);
    cr_assert(o[0] == 0 && o[1] == 0);
    t->cmp[SR_K_CMP_UNO][SR_K_F32](2, o, 1, a, 1, b, 1);
    cr_assert(o[0] == 0 && o[1] == 1);
    int32_t x = -1, y = 1;
    t->cmp[SR_K_CMP_SLT][SR_K_I32](1, o, 1, &x, 1, &y, 1);
    cr_assert_eq(o[0], 1);
    t->cmp[SR_K_CMP_IULT][SR_K_I32](1, o, 1, &x, 1, &y, 1);
    cr_assert_eq(o[0], 0);
  }
}

Test(elementwise, exp_fast_is_close_but_separate) {
  SRK_FOR_EACH_TABLE(t) {
    cr_assert_neq((void*)t->unary[SR_K_UNARY_EXP_FAST][SR_K_F32],
                  (void*)t->unary[SR_K_UNARY_EXP][SR_K_F32]);
    enum { N = 4096 };
    static float in[N], out[N];
    for (int i = 0; i < N; ++i) in[i] = -87.0f + 175.0f * (float)i / N;
    t->unary[SR_K_UNARY_EXP_FAST][SR_K_F32](N, out, 1, in, 1);
    for (int i = 0; i < N; ++i) {
      double err = srk_ulp_error_f32(out[i], exp((double)in[i]));
      cr_assert(err <= 4.0, "%s exp_fast(%a) = %a: %g ulp", t->name,
                (double)in[i], (double)out[i], err);
    }
  }
}
