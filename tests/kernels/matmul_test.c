// Matmul: every variant and input type against a double-precision reference
// with a bound derived from K, transposed and batched operands, accumulate,
// and bit-identical results however the output is cut into tiles.
#include "kernels/matmul.h"

#include "tests/kernels/kernel_test_util.h"

typedef struct srk_mm_t {
  sr_k_matmul_t p;
  void* lhs;
  void* rhs;
  void* out;
  size_t in_size;
} srk_mm_t;

static double srk_mm_in(const srk_mm_t* m, const void* base, ptrdiff_t idx) {
  switch (m->p.input_type) {
    case SR_K_F32:
      return ((const float*)base)[idx];
    case SR_K_F16:
      return sr_k_f16_to_f32(((const uint16_t*)base)[idx]);
    case SR_K_BF16:
      return sr_k_bf16_to_f32(((const uint16_t*)base)[idx]);
    default:
      return ((const int8_t*)base)[idx];
  }
}

static void srk_mm_store_in(sr_k_dtype_t type, void* base, size_t idx,
                            uint64_t* state) {
  uint64_t r = srk_rand(state);
  float f = (float)((double)(r >> 11) / 0x1p53 * 2.0 - 1.0);
  switch (type) {
    case SR_K_F32:
      ((float*)base)[idx] = f;
      break;
    case SR_K_F16:
      ((uint16_t*)base)[idx] = sr_k_f32_to_f16(f);
      break;
    case SR_K_BF16:
      ((uint16_t*)base)[idx] = sr_k_f32_to_bf16(f);
      break;
    default:
      ((int8_t*)base)[idx] = (int8_t)(r >> 56);
      break;
  }
}

// Builds a problem; |trans_lhs|/|trans_rhs| store the operand transposed in
// memory (the strides express it).
static void srk_mm_init(srk_mm_t* m, sr_k_dtype_t type, size_t batch, size_t M,
                        size_t N, size_t K, bool trans_lhs, bool trans_rhs,
                        bool accumulate, uint64_t seed) {
  memset(m, 0, sizeof(*m));
  m->in_size = sr_k_dtype_size(type);
  m->p.input_type = type;
  m->p.batch = batch;
  m->p.m = M;
  m->p.n = N;
  m->p.k = K;
  size_t lhs_elems = M * K + 1, rhs_elems = K * N + 1, out_elems = M * (N + 3);
  m->lhs = srk_alloc(batch * lhs_elems * m->in_size, m->in_size);
  m->rhs = srk_alloc(batch * rhs_elems * m->in_size, m->in_size);
  m->out = srk_alloc(batch * out_elems * 4 + 4, 4);
  uint64_t state = seed | 1;
  for (size_t i = 0; i < batch * lhs_elems; ++i)
    srk_mm_store_in(type, m->lhs, i, &state);
  for (size_t i = 0; i < batch * rhs_elems; ++i)
    srk_mm_store_in(type, m->rhs, i, &state);
  for (size_t i = 0; i < batch * out_elems; ++i) {
    if (type == SR_K_I8)
      ((int32_t*)m->out)[i] = (int32_t)(i % 7) - 3;
    else
      ((float*)m->out)[i] = (float)(i % 5) * 0.25f;
  }
  m->p.lhs = m->lhs;
  m->p.lhs_batch_stride = (ptrdiff_t)lhs_elems;
  m->p.lhs_row_stride = trans_lhs ? 1 : (ptrdiff_t)K;
  m->p.lhs_col_stride = trans_lhs ? (ptrdiff_t)M : 1;
  m->p.rhs = m->rhs;
  m->p.rhs_batch_stride = (ptrdiff_t)rhs_elems;
  m->p.rhs_row_stride = trans_rhs ? 1 : (ptrdiff_t)N;
  m->p.rhs_col_stride = trans_rhs ? (ptrdiff_t)K : 1;
  m->p.out = m->out;
  m->p.out_batch_stride = (ptrdiff_t)out_elems;
  m->p.out_row_stride = (ptrdiff_t)N + 3;
  m->p.accumulate = accumulate;
}

static void srk_mm_free(srk_mm_t* m) {
  srk_free(m->lhs, m->in_size);
  srk_free(m->rhs, m->in_size);
  srk_free(m->out, 4);
}

// Checks |got| (the out buffer after the call) against the reference using
// |before| (the out buffer before, for accumulate).
static void srk_mm_check(const srk_mm_t* m, const void* before,
                         const char* variant) {
  const sr_k_matmul_t* p = &m->p;
  for (size_t b = 0; b < p->batch; ++b) {
    for (size_t i = 0; i < p->m; ++i) {
      for (size_t j = 0; j < p->n; ++j) {
        double ref = 0, mag = 0;
        for (size_t q = 0; q < p->k; ++q) {
          double x = srk_mm_in(m, p->lhs,
                               (ptrdiff_t)b * p->lhs_batch_stride +
                                   (ptrdiff_t)i * p->lhs_row_stride +
                                   (ptrdiff_t)q * p->lhs_col_stride);
          double y = srk_mm_in(m, p->rhs,
                               (ptrdiff_t)b * p->rhs_batch_stride +
                                   (ptrdiff_t)q * p->rhs_row_stride +
                                   (ptrdiff_t)j * p->rhs_col_stride);
          ref += x * y;
          mag += fabs(x * y);
        }
        ptrdiff_t o = (ptrdiff_t)b * p->out_batch_stride +
                      (ptrdiff_t)i * p->out_row_stride + (ptrdiff_t)j;
        if (p->input_type == SR_K_I8) {
          int32_t want =
              (int32_t)ref + (p->accumulate ? ((const int32_t*)before)[o] : 0);
          cr_assert_eq(((int32_t*)p->out)[o], want, "%s i8 (%zu,%zu)", variant,
                       i, j);
        } else {
          double old = p->accumulate ? ((const float*)before)[o] : 0;
          ref += old;
          mag += fabs(old);
          // Each of the K products and K + 1 sums rounds once in f32:
          // |error| <= (K + 2) u sum|terms| (Higham's gamma bound, u = 2^-24).
          double bound = (double)(p->k + 2) * 0x1p-24 * mag * 1.01 + 1e-30;
          double got = ((float*)p->out)[o];
          cr_assert(fabs(got - ref) <= bound,
                    "%s %s (%zu,%zu,%zu) K=%zu: %.9g vs %.9g (bound %g)",
                    variant, sr_k_dtype_name(p->input_type), b, i, j, p->k, got,
                    ref, bound);
        }
      }
    }
  }
}

static void srk_mm_run(const sr_k_table_t* t, srk_mm_t* m) {
  size_t size = sr_k_matmul_scratch_size(t, &m->p);
  void* scratch = srk_alloc(size, 4);
  size_t out_bytes = m->p.batch * (size_t)m->p.out_batch_stride * 4;
  void* before = malloc(out_bytes);
  memcpy(before, m->out, out_bytes);
  cr_assert_eq(sr_k_matmul(t, &m->p, scratch, size), SR_K_OK);
  srk_mm_check(m, before, t->name);
  free(before);
  srk_free(scratch, 4);
}

Test(matmul, all_types_shapes_and_layouts) {
  static const size_t kShapes[][3] = {{0, 5, 3},   {4, 0, 3},     {3, 4, 0},
                                      {1, 1, 1},   {7, 9, 8},     {8, 16, 9},
                                      {13, 33, 7}, {25, 17, 300}, {6, 48, 257}};
  static const sr_k_dtype_t kTypes[] = {SR_K_F32, SR_K_F16, SR_K_BF16, SR_K_I8};
  SRK_FOR_EACH_TABLE(t) {
    for (size_t ti = 0; ti < 4; ++ti) {
      for (size_t si = 0; si < sizeof(kShapes) / sizeof(kShapes[0]); ++si) {
        for (int layout = 0; layout < 4; ++layout) {
          srk_mm_t m;
          srk_mm_init(&m, kTypes[ti], 1 + (size_t)(layout == 3), kShapes[si][0],
                      kShapes[si][1], kShapes[si][2], layout & 1,
                      (layout >> 1) & 1, layout == 2, si * 10 + (size_t)layout);
          srk_mm_run(t, &m);
          srk_mm_free(&m);
        }
      }
    }
  }
}

Test(matmul, tiles_are_bit_identical_however_cut) {
  SRK_FOR_EACH_TABLE(t) {
    for (int type = 0; type < 2; ++type) {
      sr_k_dtype_t dtype = type ? SR_K_I8 : SR_K_F32;
      srk_mm_t m;
      srk_mm_init(&m, dtype, 1, 37, 45, 600, false, false, false, 99);
      size_t size = sr_k_matmul_scratch_size(t, &m.p);
      void* scratch = srk_alloc(size, 0);
      size_t out_bytes = (size_t)m.p.out_batch_stride * 4;
      cr_assert_eq(sr_k_matmul(t, &m.p, scratch, size), 0);
      void* whole = malloc(out_bytes);
      memcpy(whole, m.out, out_bytes);
      // Cut at rows/cols that do not align with any register block.
      static const size_t kCutsM[] = {0, 5, 11, 30, 37};
      static const size_t kCutsN[] = {0, 3, 19, 20, 45};
      memset(m.out, 0, out_bytes);
      for (int a = 0; a < 4; ++a) {
        for (int b = 3; b >= 0; --b) {
          cr_assert_eq(
              sr_k_matmul_tile(t, &m.p, 0, kCutsM[a], kCutsM[a + 1], kCutsN[b],
                               kCutsN[b + 1], scratch, size),
              0);
        }
      }
      for (size_t i = 0; i < m.p.m; ++i) {
        size_t row = i * (size_t)m.p.out_row_stride * 4;
        cr_assert(memcmp((uint8_t*)whole + row, (uint8_t*)m.out + row,
                         m.p.n * 4) == 0,
                  "%s row %zu differs between tilings", t->name, i);
      }
      free(whole);
      srk_free(scratch, 0);
      srk_mm_free(&m);
    }
  }
}

Test(matmul, rejects_bad_arguments) {
  const sr_k_table_t* t = srk_scalar();
  sr_k_matmul_t p = {.input_type = SR_K_F64, .batch = 1};
  cr_assert_eq(sr_k_matmul_validate(&p), SR_K_ERROR_UNSUPPORTED);
  srk_mm_t m;
  srk_mm_init(&m, SR_K_F32, 1, 4, 4, 4, false, false, false, 1);
  char scratch[16];
  cr_assert_eq(sr_k_matmul_tile(t, &m.p, 0, 0, 4, 0, 4, scratch, 16),
               SR_K_ERROR_INVALID_ARGUMENT);
  cr_assert_eq(sr_k_matmul_tile(t, &m.p, 0, 0, 5, 0, 4, NULL, 1 << 30),
               SR_K_ERROR_INVALID_ARGUMENT);
  srk_mm_free(&m);
}
