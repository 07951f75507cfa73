// Conversions: exhaustive over all 65536 f16 and bf16 inputs (both
// directions, rounding ties included), every variant against the scalar
// kernels for every (kind, src, dst), and the saturating / single-rounding
// rules.
#include "kernels/convert.h"

#include "kernels/elementwise.h"
#include "tests/kernels/kernel_test_util.h"

static sr_k_unary_fn_t srk_conv(const sr_k_table_t* t, sr_k_convert_kind_t k,
                                sr_k_dtype_t s, sr_k_dtype_t d) {
  sr_k_unary_fn_t fn = t->convert[k][s][d];
  cr_assert_not_null(fn);
  return fn;
}

// The value of a 16-bit float by definition (not by the code under test).
static double srk_f16_value(uint16_t h) {
  int e = (h >> 10) & 0x1F, m = h & 0x3FF;
  double v = e == 0 ? ldexp(m, -24) : ldexp(1024 + m, e - 25);
  if (e == 31) v = m ? NAN : INFINITY;
  return (h & 0x8000) ? -v : v;
}

Test(convert, f16_to_f32_exhaustive) {
  static uint16_t in[65536];
  static float out[65536];
  for (uint32_t h = 0; h < 65536; ++h) in[h] = (uint16_t)h;
  SRK_FOR_EACH_TABLE(t) {
    srk_conv(t, SR_K_CONVERT_EXTF, SR_K_F16, SR_K_F32)(65536, out, 1, in, 1);
    for (uint32_t h = 0; h < 65536; ++h) {
      double v = srk_f16_value((uint16_t)h);
      if (v != v) {
        cr_assert(isnan(out[h]));
        // Payload kept, quieted.
        cr_assert_eq((sr_k_f32_bits(out[h]) >> 13) & 0x3FF,
                     (h & 0x3FF) | 0x200);
      } else {
        cr_assert(srk_bits_equal_f32(out[h], (float)v) &&
                      !!signbit(out[h]) == ((h & 0x8000) != 0),
                  "%s f16 %04x", t->name, h);
      }
    }
  }
}

// For every f16 h: h itself, the midpoints to its upper neighbour, and the
// f32 values one step either side of the midpoint must round as RNE says.
Test(convert, f32_to_f16_exhaustive_ties) {
  enum { N = 65536 * 4 };
  static float in[N];
  static uint16_t want[N], got[N];
  size_t n = 0;
  for (uint32_t h = 0; h < 0x7C00; ++h) {
    for (int sign = 0; sign < 2; ++sign) {
      if (n + 4 > N) break;
      uint16_t hs = (uint16_t)(h | (sign ? 0x8000 : 0));
      double lo = fabs(srk_f16_value((uint16_t)h));
      double hi = h + 1 == 0x7C00 ? 65536.0 : srk_f16_value((uint16_t)(h + 1));
      double mid = (lo + hi) / 2;  // exact in f32 (12 bits)
      float fmid = (float)mid;
      uint16_t even = (h & 1) ? (uint16_t)(h + 1) : (uint16_t)h;
      uint16_t s = sign ? 0x8000 : 0;
      float flo = (float)lo;
      in[n] = sign ? -flo : flo;
      want[n++] = hs;
      in[n] = sign ? -fmid : fmid;
      want[n++] = (uint16_t)(even | s);
      float below = nextafterf(fmid, 0.0f), above = nextafterf(fmid, INFINITY);
      in[n] = sign ? -below : below;
      want[n++] = hs;
      in[n] = sign ? -above : above;
      want[n++] = (uint16_t)((h + 1) | s);  // 0x7C00 (inf) past the top
    }
  }
  SRK_FOR_EACH_TABLE(t) {
    srk_conv(t, SR_K_CONVERT_TRUNCF, SR_K_F32, SR_K_F16)(n, got, 1, in, 1);
    for (size_t i = 0; i < n; ++i) {
      cr_assert_eq(got[i], want[i], "%s f32 %a -> %04x, want %04x", t->name,
                   (double)in[i], got[i], want[i]);
    }
  }
}

Test(convert, bf16_exhaustive_both_ways) {
  static uint16_t in[65536], back[65536];
  static float mid[65536], out[65536];
  for (uint32_t h = 0; h < 65536; ++h) in[h] = (uint16_t)h;
  SRK_FOR_EACH_TABLE(t) {
    srk_conv(t, SR_K_CONVERT_EXTF, SR_K_BF16, SR_K_F32)(65536, out, 1, in, 1);
    srk_conv(t, SR_K_CONVERT_TRUNCF, SR_K_F32, SR_K_BF16)(65536, back, 1, out,
                                                          1);
    for (uint32_t h = 0; h < 65536; ++h) {
      cr_assert_eq(sr_k_f32_bits(out[h]), h << 16);
      if (srk_is_nan16((uint16_t)h, true)) {
        cr_assert(srk_is_nan16(back[h], true));
      } else {
        cr_assert_eq(back[h], h, "%s bf16 round trip %04x", t->name, h);
      }
    }
    // Ties: the midpoint above each bf16 rounds to even; one step above
    // rounds up.
    for (uint32_t h = 0; h < 0x7F80; ++h) {
      mid[h] = sr_k_f32_from_bits((h << 16) | 0x8000u);
    }
    srk_conv(t, SR_K_CONVERT_TRUNCF, SR_K_F32, SR_K_BF16)(0x7F80, back, 1, mid,
                                                          1);
    for (uint32_t h = 0; h < 0x7F80; ++h) {
      cr_assert_eq(back[h], (h & 1) ? h + 1 : h, "%s bf16 tie %04x", t->name,
                   h);
    }
  }
}

Test(convert, every_kind_and_pair_matches_scalar) {
  const sr_k_table_t* scalar = srk_scalar();
  enum { N = 1023 };
  static uint8_t in[N * 8 + 8], got[N * 8 + 8], want[N * 8 + 8];
  uint64_t state = 4242;
  SRK_FOR_EACH_TABLE(t) {
    for (int k = 0; k < SR_K_CONVERT_COUNT; ++k) {
      for (int s = 0; s < SR_K_DTYPE_COUNT; ++s) {
        for (int d = 0; d < SR_K_DTYPE_COUNT; ++d) {
          sr_k_unary_fn_t fn = t->convert[k][s][d];
          cr_assert_eq(!fn, !scalar->convert[k][s][d]);
          if (!fn) continue;
          size_t ss = sr_k_dtype_size((sr_k_dtype_t)s);
          size_t ds = sr_k_dtype_size((sr_k_dtype_t)d);
          for (size_t i = 0; i < N; ++i) {
            float f = srk_special_f32(i % 60, &state) * 1000.0f;
            uint64_t r = srk_rand(&state);
            if (s == SR_K_F32)
              memcpy(in + i * 4, &f, 4);
            else if (s == SR_K_F64) {
              double v = (double)f * (1 + 0x1p-30);
              memcpy(in + i * 8, &v, 8);
            } else
              memcpy(in + i * ss, &r, ss);
          }
          for (size_t n = 0; n <= N; n += 341) {
            memset(got, 0, sizeof(got));
            memset(want, 0, sizeof(want));
            fn(n, got, 1, in, 1);
            scalar->convert[k][s][d](n, want, 1, in, 1);
            size_t diff = srk_first_difference((sr_k_dtype_t)d, got, want, n);
            cr_assert_eq(diff, n, "%s %s %s->%s element %zu", t->name,
                         sr_k_convert_kind_name((sr_k_convert_kind_t)k),
                         sr_k_dtype_name((sr_k_dtype_t)s),
                         sr_k_dtype_name((sr_k_dtype_t)d), diff);
            (void)ds;
          }
        }
      }
    }
  }
}

Test(convert, float_to_int_saturates_nan_is_zero) {
  SRK_FOR_EACH_TABLE(t) {
    float in[7] = {NAN, INFINITY, -INFINITY, 1e10f, -1e10f, -2.9f, 2.9f};
    int32_t o32[7];
    srk_conv(t, SR_K_CONVERT_FPTOSI, SR_K_F32, SR_K_I32)(7, o32, 1, in, 1);
    int32_t want32[7] = {0, INT32_MAX, INT32_MIN, INT32_MAX, INT32_MIN, -2, 2};
    for (int i = 0; i < 7; ++i) cr_assert_eq(o32[i], want32[i]);
    int8_t o8[7];
    srk_conv(t, SR_K_CONVERT_FPTOSI, SR_K_F32, SR_K_I8)(7, o8, 1, in, 1);
    int8_t want8[7] = {0, 127, -128, 127, -128, -2, 2};
    for (int i = 0; i < 7; ++i) cr_assert_eq(o8[i], want8[i]);
    uint16_t u16[7];
    srk_conv(t, SR_K_CONVERT_FPTOUI, SR_K_F32, SR_K_I16)(7, u16, 1, in, 1);
    uint16_t wantu[7] = {0, 65535, 0, 65535, 0, 0, 2};
    for (int i = 0; i < 7; ++i) cr_assert_eq(u16[i], wantu[i]);
    double big[2] = {0x1p63, -0x1p63};
    int64_t o64[2];
    srk_conv(t, SR_K_CONVERT_FPTOSI, SR_K_F64, SR_K_I64)(2, o64, 1, big, 1);
    cr_assert_eq(o64[0], INT64_MAX);
    cr_assert_eq(o64[1], INT64_MIN);
  }
}

Test(convert, single_rounding_from_wide_sources) {
  SRK_FOR_EACH_TABLE(t) {
    // f64 just above the f16 midpoint between 1 and 1 + 2^-10: a double
    // rounding through f32 would land on the midpoint and round to even (1).
    double d = 1.0 + 0x1p-11 + 0x1p-40;
    uint16_t h;
    srk_conv(t, SR_K_CONVERT_TRUNCF, SR_K_F64, SR_K_F16)(1, &h, 1, &d, 1);
    cr_assert_eq(h, 0x3C01);
    srk_conv(t, SR_K_CONVERT_TRUNCF, SR_K_F64, SR_K_BF16)(
        1, &h, 1, &(double){1.0 + 0x1p-8 + 0x1p-40}, 1);
    cr_assert_eq(h, 0x3F81);
    // i64 2^40 + 2^32 + 1 to bf16: just above a tie, rounds up.
    int64_t i = ((int64_t)1 << 40) + ((int64_t)1 << 32) + 1;
    srk_conv(t, SR_K_CONVERT_SITOFP, SR_K_I64, SR_K_BF16)(1, &h, 1, &i, 1);
    cr_assert_eq(h, (uint16_t)(sr_k_f32_to_bf16(0x1p40f) + 1));
    int32_t big = 70000;
    srk_conv(t, SR_K_CONVERT_SITOFP, SR_K_I32, SR_K_F16)(1, &h, 1, &big, 1);
    cr_assert_eq(h, 0x7C00);
    uint8_t u = 200;
    float f;
    srk_conv(t, SR_K_CONVERT_UITOFP, SR_K_I8, SR_K_F32)(1, &f, 1, &u, 1);
    cr_assert_eq(f, 200.0f);
    srk_conv(t, SR_K_CONVERT_SITOFP, SR_K_I8, SR_K_F32)(1, &f, 1, &u, 1);
    cr_assert_eq(f, -56.0f);
    int64_t w;
    srk_conv(t, SR_K_CONVERT_EXTSI, SR_K_I8, SR_K_I64)(1, &w, 1, &u, 1);
    cr_assert_eq(w, -56);
    srk_conv(t, SR_K_CONVERT_EXTUI, SR_K_I8, SR_K_I64)(1, &w, 1, &u, 1);
    cr_assert_eq(w, 200);
    int64_t x = 0x123456789ll;
    int16_t s;
    srk_conv(t, SR_K_CONVERT_TRUNCI, SR_K_I64, SR_K_I16)(1, &s, 1, &x, 1);
    cr_assert_eq((uint16_t)s, 0x6789);
  }
}
