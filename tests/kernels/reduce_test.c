// Reductions: every variant gives the scalar reference's bits, the result
// does not depend on how rows/columns are split, and the fixed order is
// accurate (pairwise) and -0-preserving.
#include "kernels/reduce.h"

#include "tests/kernels/kernel_test_util.h"

static const size_t kReduceSizes[] = {0,  1,  7,    8,    9,    15,   16,
                                      17, 33, 1023, 4096, 4097, 12289};

static void srk_fill_values(sr_k_dtype_t dtype, void* p, size_t n,
                            uint64_t seed, bool products) {
  uint64_t s = seed | 1;
  size_t es = sr_k_dtype_size(dtype);
  for (size_t i = 0; i < n; ++i) {
    uint64_t r = srk_rand(&s);
    double v = products ? 1.0 + ((double)(r >> 11) / 0x1p53 - 0.5) * 0.01
                        : ((double)(r >> 11) / 0x1p53 - 0.5) * 1000.0;
    uint8_t* q = (uint8_t*)p + i * es;
    switch (dtype) {
      case SR_K_F32: {
        float f = (float)v;
        memcpy(q, &f, 4);
        break;
      }
      case SR_K_F64:
        memcpy(q, &v, 8);
        break;
      case SR_K_F16: {
        uint16_t h = sr_k_f32_to_f16((float)(v / 100));
        memcpy(q, &h, 2);
        break;
      }
      case SR_K_BF16: {
        uint16_t h = sr_k_f32_to_bf16((float)v);
        memcpy(q, &h, 2);
        break;
      }
      default:
        memcpy(q, &r, es);
        break;
    }
  }
}

Test(reduce, inner_all_variants_match_scalar) {
  const sr_k_table_t* scalar = srk_scalar();
  SRK_FOR_EACH_TABLE(t) {
    for (int op = 0; op < SR_K_REDUCE_COUNT; ++op) {
      for (int d = 0; d < SR_K_DTYPE_COUNT; ++d) {
        sr_k_dtype_t dtype = (sr_k_dtype_t)d;
        size_t es = sr_k_dtype_size(dtype);
        for (size_t si = 0; si < sizeof(kReduceSizes) / sizeof(size_t); ++si) {
          size_t n = kReduceSizes[si], rows = 3;
          ptrdiff_t stride = (ptrdiff_t)n + 1;
          uint8_t* in =
              (uint8_t*)srk_alloc((size_t)stride * rows * es + es, es);
          srk_fill_values(dtype, in, (size_t)stride * rows, n + (size_t)op,
                          op == SR_K_REDUCE_PRODUCT);
          uint8_t got[3 * 8], want[3 * 8];
          cr_assert_eq(t->reduce_inner[op][d](rows, n, got, 1, in, stride), 0);
          cr_assert_eq(
              scalar->reduce_inner[op][d](rows, n, want, 1, in, stride), 0);
          cr_assert_eq(srk_first_difference(dtype, got, want, rows), rows,
                       "%s inner %s %s n=%zu", t->name,
                       sr_k_reduce_op_name((sr_k_reduce_op_t)op),
                       sr_k_dtype_name(dtype), n);
          srk_free(in, es);
        }
      }
    }
  }
}

Test(reduce, outer_all_variants_match_scalar_and_any_column_split) {
  const sr_k_table_t* scalar = srk_scalar();
  SRK_FOR_EACH_TABLE(t) {
    for (int op = 0; op < SR_K_REDUCE_COUNT; ++op) {
      for (int d = 0; d < SR_K_DTYPE_COUNT; ++d) {
        sr_k_dtype_t dtype = (sr_k_dtype_t)d;
        size_t es = sr_k_dtype_size(dtype);
        for (size_t si = 0; si < 10; ++si) {
          size_t rows = kReduceSizes[si], n = 37;
          ptrdiff_t stride = 41;
          size_t total = (size_t)stride * (rows ? rows : 1);
          uint8_t* in = (uint8_t*)srk_alloc(total * es, es);
          srk_fill_values(dtype, in, total, rows * 3 + (size_t)op,
                          op == SR_K_REDUCE_PRODUCT);
          uint8_t got[37 * 8], want[37 * 8], split[37 * 8];
          cr_assert_eq(t->reduce_outer[op][d](rows, n, got, in, stride), 0);
          cr_assert_eq(scalar->reduce_outer[op][d](rows, n, want, in, stride),
                       0);
          // A caller splitting the columns 0..10 / 11..36 over two threads.
          t->reduce_outer[op][d](rows, 11, split, in, stride);
          t->reduce_outer[op][d](rows, n - 11, split + 11 * es, in + 11 * es,
                                 stride);
          cr_assert_eq(srk_first_difference(dtype, got, want, n), n,
                       "%s outer %s %s rows=%zu", t->name,
                       sr_k_reduce_op_name((sr_k_reduce_op_t)op),
                       sr_k_dtype_name(dtype), rows);
          cr_assert_eq(srk_first_difference(dtype, got, split, n), n);
          srk_free(in, es);
        }
      }
    }
  }
}

Test(reduce, identities_negative_zero_and_nan) {
  SRK_FOR_EACH_TABLE(t) {
    float z[5] = {-0.0f, -0.0f, -0.0f, -0.0f, -0.0f}, o;
    t->reduce_inner[SR_K_REDUCE_SUM][SR_K_F32](1, 5, &o, 1, z, 5);
    cr_assert(o == 0 && signbit(o));
    t->reduce_inner[SR_K_REDUCE_SUM][SR_K_F32](1, 0, &o, 1, z, 0);
    cr_assert(o == 0 && signbit(o));
    t->reduce_inner[SR_K_REDUCE_PRODUCT][SR_K_F32](1, 0, &o, 1, z, 0);
    cr_assert_eq(o, 1.0f);
    t->reduce_inner[SR_K_REDUCE_MAX][SR_K_F32](1, 0, &o, 1, z, 0);
    cr_assert_eq(o, -INFINITY);
    float v[4] = {1.0f, NAN, -5.0f, 3.0f};
    t->reduce_inner[SR_K_REDUCE_MAX][SR_K_F32](1, 4, &o, 1, v, 4);
    cr_assert(isnan(o));
    float w[3] = {0.0f, -0.0f, 1.0f};
    t->reduce_inner[SR_K_REDUCE_MIN][SR_K_F32](1, 2, &o, 1, w, 3);
    cr_assert(o == 0 && signbit(o));
    int32_t m[3] = {5, -7, 2}, r;
    t->reduce_inner[SR_K_REDUCE_MIN][SR_K_I32](1, 3, &r, 1, m, 3);
    cr_assert_eq(r, -7);
    t->reduce_inner[SR_K_REDUCE_MIN][SR_K_I32](1, 0, &r, 1, m, 3);
    cr_assert_eq(r, INT32_MAX);
  }
}

// The pairwise order keeps a long sum of equal values accurate where a
// sequential f32 sum drifts.
Test(reduce, pairwise_sum_is_accurate) {
  enum { N = 1 << 22 };
  float* x = (float*)srk_alloc(N * sizeof(float), 0);
  for (size_t i = 0; i < N; ++i) x[i] = 0.1f;
  SRK_FOR_EACH_TABLE(t) {
    float o;
    t->reduce_inner[SR_K_REDUCE_SUM][SR_K_F32](1, N, &o, 1, x, N);
    double exact = (double)0.1f * N;
    cr_assert(fabs(o - exact) / exact < 1e-5, "%s sum %g vs %g", t->name, o,
              exact);
  }
  srk_free(x, 0);
}
