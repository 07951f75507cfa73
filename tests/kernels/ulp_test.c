// Accuracy of the f32 transcendentals against the exact value (the C
// library's double result, itself within ~1 double ulp, i.e. ~2^-29 f32
// ulp): within 1 ulp on a dense sample of the whole f32 line (every 4099th
// bit pattern, ~1M inputs, plus the special values) for every variant.
// tools/ulp_check runs the same comparison over all 2^32 inputs.
#include "kernels/elementwise.h"
#include "tests/kernels/kernel_test_util.h"

typedef struct srk_math_case_t {
  sr_k_unary_op_t op;
  double (*ref)(double);
} srk_math_case_t;

static double srk_rsqrt_exact(double x) { return 1.0 / sqrt(x); }

static const srk_math_case_t kCases[] = {
    {SR_K_UNARY_EXP, exp},
    {SR_K_UNARY_EXP2, exp2},
    {SR_K_UNARY_EXPM1, expm1},
    {SR_K_UNARY_LOG, log},
    {SR_K_UNARY_LOG2, log2},
    {SR_K_UNARY_LOG1P, log1p},
    {SR_K_UNARY_TANH, tanh},
    {SR_K_UNARY_ERF, erf},
    {SR_K_UNARY_SIN, sin},
    {SR_K_UNARY_COS, cos},
    {SR_K_UNARY_RSQRT, srk_rsqrt_exact},
};

#define SRK_ULP_STEP 4099u
#define SRK_ULP_COUNT (0x100000000ull / SRK_ULP_STEP + 1)

Test(ulp, f32_transcendentals_within_one_ulp_dense_sample) {
  float* in = (float*)srk_alloc(SRK_ULP_COUNT * 4, 4);
  float* out = (float*)srk_alloc(SRK_ULP_COUNT * 4, 4);
  size_t n = 0;
  for (uint64_t u = 0; u < 0x100000000ull; u += SRK_ULP_STEP) {
    in[n++] = sr_k_f32_from_bits((uint32_t)u);
  }
  SRK_FOR_EACH_TABLE(t) {
    for (size_t c = 0; c < sizeof(kCases) / sizeof(kCases[0]); ++c) {
      t->unary[kCases[c].op][SR_K_F32](n, out, 1, in, 1);
      double worst = 0;
      size_t worst_i = 0;
      for (size_t i = 0; i < n; ++i) {
        double err = srk_ulp_error_f32(out[i], kCases[c].ref((double)in[i]));
        if (err > worst) {
          worst = err;
          worst_i = i;
        }
      }
      cr_assert(worst <= 1.0, "%s %s: %g ulp at %a (got %a, want %.17g)",
                t->name, sr_k_unary_op_name(kCases[c].op), worst,
                (double)in[worst_i], (double)out[worst_i],
                kCases[c].ref((double)in[worst_i]));
    }
  }
  srk_free(in, 4);
  srk_free(out, 4);
}

Test(ulp, f32_pow_within_one_ulp_sample) {
  enum { N = 20000 };
  static float x[N], y[N], out[N];
  uint64_t s = 5;
  for (int i = 0; i < N; ++i) {
    x[i] = (float)((double)(srk_rand(&s) >> 11) / 0x1p53 * 100.0);
    y[i] = (float)((double)(srk_rand(&s) >> 11) / 0x1p53 * 20.0 - 10.0);
  }
  SRK_FOR_EACH_TABLE(t) {
    t->binary[SR_K_BINARY_POW][SR_K_F32](N, out, 1, x, 1, y, 1);
    for (int i = 0; i < N; ++i) {
      double err = srk_ulp_error_f32(out[i], pow((double)x[i], (double)y[i]));
      cr_assert(err <= 1.0, "%s pow(%a, %a): %g ulp", t->name, (double)x[i],
                (double)y[i], err);
    }
  }
}
