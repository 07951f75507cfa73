// The gathered GEMM (kernels/gemm.h): every variant and input type against
// the sequential scalar loop, bit for bit (and a double-precision bound;
// integers exactly, with zero points) on the
// tables of real contractions — NCHW and NHWC convolutions with strides and
// dilations, transposed matmuls, fully permuted operands, outputs whose rows
// are not equally spaced — plus bit-identical results however the output is
// cut into tiles, and an epilogue that sees every element once, final.
#include "kernels/gemm.h"

#include <stdio.h>

#include "tests/kernels/kernel_test_util.h"

typedef struct srk_g_t {
  sr_k_gemm_t p;
  void* lhs;
  void* rhs;
  uint32_t* out;
  size_t es;
  size_t lhs_elems, rhs_elems, out_elems;
  ptrdiff_t* tables;  // lhs_m, lhs_k, rhs_k, rhs_n, out_m, out_n
} srk_g_t;

static double srk_g_in(sr_k_dtype_t type, const void* base, ptrdiff_t i) {
  switch (type) {
    case SR_K_F32:
      return ((const float*)base)[i];
    case SR_K_F16:
      return sr_k_f16_to_f32(((const uint16_t*)base)[i]);
    case SR_K_BF16:
      return sr_k_bf16_to_f32(((const uint16_t*)base)[i]);
    default:
      return ((const int8_t*)base)[i];
  }
}

static void srk_g_fill(sr_k_dtype_t type, void* base, size_t n,
                       uint64_t* state) {
  for (size_t i = 0; i < n; ++i) {
    uint64_t r = srk_rand(state);
    float f = (float)((double)(r >> 11) / 0x1p53 * 2.0 - 1.0);
    switch (type) {
      case SR_K_F32:
        ((float*)base)[i] = f;
        break;
      case SR_K_F16:
        ((uint16_t*)base)[i] = sr_k_f32_to_f16(f);
        break;
      case SR_K_BF16:
        ((uint16_t*)base)[i] = sr_k_f32_to_bf16(f);
        break;
      default:
        ((int8_t*)base)[i] = (int8_t)(r >> 56);
        break;
    }
  }
}

// Allocates operands and tables; the caller fills the tables.
static void srk_g_alloc(srk_g_t* g, sr_k_dtype_t type, size_t m, size_t n,
                        size_t k, size_t lhs_elems, size_t rhs_elems,
                        size_t out_elems, uint64_t seed) {
  memset(g, 0, sizeof(*g));
  size_t es = sr_k_dtype_size(type);
  g->es = es;
  g->p.input_type = type;
  g->p.m = m;
  g->p.n = n;
  g->p.k = k;
  g->lhs_elems = lhs_elems;
  g->rhs_elems = rhs_elems;
  g->out_elems = out_elems;
  g->lhs = srk_alloc(lhs_elems * es + 1, es);
  g->rhs = srk_alloc(rhs_elems * es + 1, es);
  g->out = (uint32_t*)srk_alloc(out_elems * 4 + 4, 4);
  uint64_t state = seed | 1;
  srk_g_fill(type, g->lhs, lhs_elems, &state);
  srk_g_fill(type, g->rhs, rhs_elems, &state);
  for (size_t i = 0; i < out_elems; ++i) {
    if (type == SR_K_I8) {
      g->out[i] = (uint32_t)((int32_t)(i % 7) - 3);
    } else {
      float f = (float)(i % 5) * 0.25f;
      memcpy(&g->out[i], &f, 4);
    }
  }
  g->tables =
      (ptrdiff_t*)malloc((2 * m + 2 * n + 2 * k + 6) * sizeof(ptrdiff_t));
  ptrdiff_t* t = g->tables;
  g->p.lhs_m = t;
  g->p.lhs_k = t += m + 1;
  g->p.rhs_k = t += k + 1;
  g->p.rhs_n = t += k + 1;
  g->p.out_m = t += n + 1;
  g->p.out_n = t += m + 1;
  g->p.lhs = g->lhs;
  g->p.rhs = g->rhs;
  g->p.out = g->out;
}

static void srk_g_free(srk_g_t* g) {
  size_t es = g->es;
  srk_free(g->lhs, es);
  srk_free(g->rhs, es);
  srk_free(g->out, 4);
  free(g->tables);
}

static ptrdiff_t* srk_g_mut(const ptrdiff_t* t) { return (ptrdiff_t*)t; }

// out[f][oh][ow] = sum_{c,kh,kw} w[f][c][kh][kw] x[c][oh*s+kh*d][ow*s+kw*d]
// (lhs = weights, rhs = the image read as its im2col matrix).
static void srk_g_conv_nchw(srk_g_t* g, sr_k_dtype_t type, size_t f, size_t c,
                            size_t h, size_t w, size_t kh, size_t kw, size_t s,
                            size_t d, uint64_t seed) {
  size_t oh = (h - (kh - 1) * d - 1) / s + 1,
         ow = (w - (kw - 1) * d - 1) / s + 1;
  srk_g_alloc(g, type, f, oh * ow, c * kh * kw, f * c * kh * kw, c * h * w,
              f * oh * ow, seed);
  for (size_t i = 0; i < f; ++i) {
    srk_g_mut(g->p.lhs_m)[i] = (ptrdiff_t)(i * c * kh * kw);
    srk_g_mut(g->p.out_m)[i] = (ptrdiff_t)(i * oh * ow);
  }
  size_t q = 0;
  for (size_t ci = 0; ci < c; ++ci) {
    for (size_t a = 0; a < kh; ++a) {
      for (size_t b = 0; b < kw; ++b, ++q) {
        srk_g_mut(g->p.lhs_k)[q] = (ptrdiff_t)q;
        srk_g_mut(g->p.rhs_k)[q] = (ptrdiff_t)(ci * h * w + a * d * w + b * d);
      }
    }
  }
  for (size_t y = 0; y < oh; ++y) {
    for (size_t x = 0; x < ow; ++x) {
      srk_g_mut(g->p.rhs_n)[y * ow + x] = (ptrdiff_t)(y * s * w + x * s);
      srk_g_mut(g->p.out_n)[y * ow + x] = (ptrdiff_t)(y * ow + x);
    }
  }
}

// out[oh][ow][f] = sum_{kh,kw,c} x[oh*s+kh*d][ow*s+kw*d][c] w[kh][kw][c][f]
// (lhs = the image, m = output positions; rhs = HWCF weights).
static void srk_g_conv_nhwc(srk_g_t* g, sr_k_dtype_t type, size_t f, size_t c,
                            size_t h, size_t w, size_t kh, size_t kw, size_t s,
                            size_t d, uint64_t seed) {
  size_t oh = (h - (kh - 1) * d - 1) / s + 1,
         ow = (w - (kw - 1) * d - 1) / s + 1;
  srk_g_alloc(g, type, oh * ow, f, kh * kw * c, h * w * c, kh * kw * c * f,
              oh * ow * f, seed);
  for (size_t y = 0; y < oh; ++y) {
    for (size_t x = 0; x < ow; ++x) {
      srk_g_mut(g->p.lhs_m)[y * ow + x] = (ptrdiff_t)((y * s * w + x * s) * c);
      srk_g_mut(g->p.out_m)[y * ow + x] = (ptrdiff_t)((y * ow + x) * f);
    }
  }
  size_t q = 0;
  for (size_t a = 0; a < kh; ++a) {
    for (size_t b = 0; b < kw; ++b) {
      for (size_t ci = 0; ci < c; ++ci, ++q) {
        srk_g_mut(g->p.lhs_k)[q] = (ptrdiff_t)((a * d * w + b * d) * c + ci);
        srk_g_mut(g->p.rhs_k)[q] = (ptrdiff_t)(q * f);
      }
    }
  }
  for (size_t j = 0; j < f; ++j) {
    srk_g_mut(g->p.rhs_n)[j] = (ptrdiff_t)j;
    srk_g_mut(g->p.out_n)[j] = (ptrdiff_t)j;
  }
}

// i -> (i * a + b) mod n with a coprime to n: a permutation of [0, n).
static size_t srk_g_perm(size_t i, size_t n, size_t a, size_t b) {
  size_t x = a, y = n;
  while (y) {
    size_t r = x % y;
    x = y;
    y = r;
  }
  return x == 1 ? (i * a + b) % n : srk_g_perm(i, n, a + 1, b);
}

// A matmul with optional transposes; |scatter| permutes every table so no
// run is contiguous and output rows are not equally spaced.
static void srk_g_matmul(srk_g_t* g, sr_k_dtype_t type, size_t m, size_t n,
                         size_t k, bool ta, bool tb, bool scatter,
                         uint64_t seed) {
  srk_g_alloc(g, type, m, n, k, m * k, k * n, m * n + m, seed);
  for (size_t i = 0; i < m; ++i) {
    size_t pi = scatter ? srk_g_perm(i, m, 7, 3) : i;
    srk_g_mut(g->p.lhs_m)[i] = (ptrdiff_t)(ta ? pi : pi * k);
    // Rows n + 1 apart from a permuted start: not equally spaced.
    srk_g_mut(g->p.out_m)[i] = (ptrdiff_t)(pi * (n + 1));
  }
  for (size_t q = 0; q < k; ++q) {
    size_t pq = scatter ? srk_g_perm(q, k, 5, 1) : q;
    srk_g_mut(g->p.lhs_k)[q] = (ptrdiff_t)(ta ? pq * m : pq);
    srk_g_mut(g->p.rhs_k)[q] = (ptrdiff_t)(tb ? pq : pq * n);
  }
  for (size_t j = 0; j < n; ++j) {
    size_t pj = scatter ? srk_g_perm(j, n, 11, 2) : j;
    srk_g_mut(g->p.rhs_n)[j] = (ptrdiff_t)(tb ? pj * k : pj);
    srk_g_mut(g->p.out_n)[j] = (ptrdiff_t)pj;
  }
}

// Floats: the exact bits of the sequential loop (acc = out, then acc =
// acc + round(x * y) in k order: the linalg body's mulf, addf), and within
// the rounding bound of the double-precision sum. Integers: exact.
static void srk_g_check(const srk_g_t* g, const uint32_t* before,
                        const char* variant, const char* what) {
  const sr_k_gemm_t* p = &g->p;
  for (size_t i = 0; i < p->m; ++i) {
    for (size_t j = 0; j < p->n; ++j) {
      ptrdiff_t o = p->out_m[i] + p->out_n[j];
      float old_f;
      memcpy(&old_f, &before[o], 4);
      double ref = 0, mag = 0;
      int64_t iref = 0;
      float seq = p->accumulate ? old_f : 0.0f;
      for (size_t q = 0; q < p->k; ++q) {
        double x = srk_g_in(p->input_type, p->lhs, p->lhs_m[i] + p->lhs_k[q]);
        double y = srk_g_in(p->input_type, p->rhs, p->rhs_k[q] + p->rhs_n[j]);
        ref += x * y;
        mag += fabs(x * y);
        iref += ((int64_t)x - p->lhs_zero) * ((int64_t)y - p->rhs_zero);
        float product = (float)x * (float)y;
        seq = seq + product;
      }
      if (p->input_type == SR_K_I8) {
        uint32_t want = (uint32_t)iref + (p->accumulate ? before[o] : 0);
        cr_assert_eq(g->out[o], want, "%s %s i8 (%zu,%zu)", variant, what, i,
                     j);
        continue;
      }
      double old = p->accumulate ? old_f : 0;
      ref += old;
      mag += fabs(old);
      double bound = (double)(p->k + 2) * 0x1p-24 * mag * 1.01 + 1e-30;
      float got;
      memcpy(&got, &g->out[o], 4);
      cr_assert(fabs(got - ref) <= bound,
                "%s %s %s (%zu,%zu) K=%zu: %.9g vs %.9g (bound %g)", variant,
                what, sr_k_dtype_name(p->input_type), i, j, p->k, got, ref,
                bound);
      cr_assert(srk_bits_equal_f32(got, seq),
                "%s %s %s (%zu,%zu) K=%zu: %.9g, sequential loop %.9g", variant,
                what, sr_k_dtype_name(p->input_type), i, j, p->k, got, seq);
    }
  }
}

// Runs the whole product as one tile; |prepare| lets the kernel read lhs in
// place where it can.
static void srk_g_run_as(const sr_k_table_t* t, srk_g_t* g, const char* what,
                         bool prepare) {
  cr_assert_eq(sr_k_gemm_validate(&g->p), SR_K_OK);
  g->p.lhs_in_place = false;
  if (prepare) sr_k_gemm_prepare(t, &g->p);
  size_t size = sr_k_gemm_scratch_size(t, &g->p);
  void* scratch = srk_alloc(size, 4);
  uint32_t* before = (uint32_t*)malloc(g->out_elems * 4 + 4);
  memcpy(before, g->out, g->out_elems * 4);
  cr_assert_eq(sr_k_gemm_tile(t, &g->p, 0, g->p.m, 0, g->p.n, scratch, size),
               SR_K_OK);
  srk_g_check(g, before, t->name, what);
  free(before);
  srk_free(scratch, 4);
}

// Both ways: packed, and with lhs in place where the kernel can.
static void srk_g_run(const sr_k_table_t* t, srk_g_t* g, const char* what) {
  size_t bytes = g->out_elems * 4;
  uint32_t* initial = (uint32_t*)malloc(bytes + 4);
  memcpy(initial, g->out, bytes);
  srk_g_run_as(t, g, what, false);
  uint32_t* packed = (uint32_t*)malloc(bytes + 4);
  memcpy(packed, g->out, bytes);
  memcpy(g->out, initial, bytes);
  srk_g_run_as(t, g, what, true);
  cr_assert_eq(memcmp(packed, g->out, bytes), 0,
               "%s %s: lhs in place differs from packed", t->name, what);
  free(initial);
  free(packed);
}

static const sr_k_dtype_t kSrkGTypes[] = {SR_K_F32, SR_K_F16, SR_K_BF16,
                                          SR_K_I8};

Test(gemm, convolutions_nchw_nhwc_strided_dilated) {
  // f, c, h, w, kh, kw, stride, dilation
  static const size_t kConvs[][8] = {
      {1, 1, 1, 1, 1, 1, 1, 1},    {7, 3, 9, 11, 3, 3, 1, 1},
      {17, 5, 12, 12, 3, 3, 2, 1}, {8, 16, 10, 9, 3, 2, 1, 2},
      {6, 2, 31, 33, 1, 1, 1, 1},  {33, 9, 7, 7, 7, 7, 1, 1},
      {4, 24, 6, 17, 2, 3, 3, 2}};
  SRK_FOR_EACH_TABLE(t) {
    for (size_t ti = 0; ti < 4; ++ti) {
      for (size_t ci = 0; ci < sizeof(kConvs) / sizeof(kConvs[0]); ++ci) {
        const size_t* v = kConvs[ci];
        for (int layout = 0; layout < 2; ++layout) {
          srk_g_t g;
          if (layout == 0) {
            srk_g_conv_nchw(&g, kSrkGTypes[ti], v[0], v[1], v[2], v[3], v[4],
                            v[5], v[6], v[7], ci * 4 + ti);
          } else {
            srk_g_conv_nhwc(&g, kSrkGTypes[ti], v[0], v[1], v[2], v[3], v[4],
                            v[5], v[6], v[7], ci * 4 + ti);
          }
          g.p.accumulate = (ci & 1) != 0;
          if (kSrkGTypes[ti] == SR_K_I8 && ci > 1) {
            g.p.lhs_zero = (int32_t)ci * 3 - 7;
            g.p.rhs_zero = -(int32_t)ci * 11;
          }
          srk_g_run(t, &g, layout ? "nhwc" : "nchw");
          srk_g_free(&g);
        }
      }
    }
  }
}

Test(gemm, matmuls_transposed_and_scattered) {
  static const size_t kShapes[][3] = {{1, 1, 1},    {7, 9, 8},     {8, 16, 9},
                                      {13, 33, 7},  {25, 17, 300}, {6, 48, 257},
                                      {129, 17, 31}};
  SRK_FOR_EACH_TABLE(t) {
    for (size_t ti = 0; ti < 4; ++ti) {
      for (size_t si = 0; si < sizeof(kShapes) / sizeof(kShapes[0]); ++si) {
        for (int layout = 0; layout < 8; ++layout) {
          srk_g_t g;
          srk_g_matmul(&g, kSrkGTypes[ti], kShapes[si][0], kShapes[si][1],
                       kShapes[si][2], layout & 1, (layout >> 1) & 1,
                       (layout >> 2) & 1, si * 16 + (size_t)layout);
          g.p.accumulate = layout == 3 || layout == 4;
          if (kSrkGTypes[ti] == SR_K_I8 && layout == 5) {
            g.p.lhs_zero = 32640;
            g.p.rhs_zero = -32640;
          }
          char what[64];
          snprintf(what, sizeof(what), "matmul layout %d", layout);
          srk_g_run(t, &g, what);
          srk_g_free(&g);
        }
      }
    }
  }
}

Test(gemm, k_zero_and_bad_arguments) {
  SRK_FOR_EACH_TABLE(t) {
    srk_g_t g;
    srk_g_matmul(&g, SR_K_F32, 5, 9, 0, false, false, false, 3);
    srk_g_run(t, &g, "k=0 store");
    g.p.accumulate = true;
    srk_g_run(t, &g, "k=0 accumulate");
    size_t size = sr_k_gemm_scratch_size(t, &g.p);
    void* scratch = srk_alloc(size, 0);
    cr_assert_eq(sr_k_gemm_tile(t, &g.p, 0, 6, 0, 9, scratch, size),
                 SR_K_ERROR_INVALID_ARGUMENT);
    cr_assert_eq(sr_k_gemm_tile(t, &g.p, 0, 5, 0, 9, scratch, size - 1),
                 SR_K_ERROR_INVALID_ARGUMENT);
    srk_free(scratch, 0);
    srk_g_free(&g);
    srk_g_matmul(&g, SR_K_I8, 5, 9, 4, false, false, false, 3);
    g.p.lhs_zero = 32641;
    cr_assert_eq(sr_k_gemm_validate(&g.p), SR_K_ERROR_INVALID_ARGUMENT);
    g.p.input_type = SR_K_I32;
    cr_assert_eq(sr_k_gemm_validate(&g.p), SR_K_ERROR_UNSUPPORTED);
    srk_g_free(&g);
  }
}

// The epilogue's view of the output: each element is offered exactly once,
// with its final value.
typedef struct srk_g_epi_t {
  const srk_g_t* g;
  uint8_t* seen;     // per (i, j)
  uint32_t* values;  // per (i, j), the value when offered
  int fail_after;    // return 7 on this call (-1: never)
  int calls;
} srk_g_epi_t;

static int srk_g_epilogue(void* user, size_t m0, size_t m1, size_t n0,
                          size_t n1) {
  srk_g_epi_t* e = (srk_g_epi_t*)user;
  const sr_k_gemm_t* p = &e->g->p;
  if (e->calls++ == e->fail_after) return 7;
  for (size_t i = m0; i < m1; ++i) {
    for (size_t j = n0; j < n1; ++j) {
      e->seen[i * p->n + j]++;
      e->values[i * p->n + j] = e->g->out[p->out_m[i] + p->out_n[j]];
    }
  }
  return 0;
}

Test(gemm, tiles_bit_identical_and_epilogue_sees_final_values) {
  SRK_FOR_EACH_TABLE(t) {
    for (size_t ti = 0; ti < 4; ++ti) {
      srk_g_t g;
      srk_g_conv_nchw(&g, kSrkGTypes[ti], 37, 70, 9, 9, 3, 3, 1, 1, 5 + ti);
      size_t mn = g.p.m * g.p.n;
      size_t size = sr_k_gemm_scratch_size(t, &g.p);
      void* scratch = srk_alloc(size, 0);
      cr_assert_eq(sr_k_gemm_tile(t, &g.p, 0, g.p.m, 0, g.p.n, scratch, size),
                   0);
      uint32_t* whole = (uint32_t*)malloc(g.out_elems * 4);
      memcpy(whole, g.out, g.out_elems * 4);
      srk_g_epi_t e = {&g, (uint8_t*)calloc(mn, 1), (uint32_t*)malloc(mn * 4),
                       -1, 0};
      g.p.epilogue = srk_g_epilogue;
      g.p.epilogue_user = &e;
      memset(g.out, 0, g.out_elems * 4);
      static const size_t kCutsM[] = {0, 5, 11, 30, 37};
      static const size_t kCutsN[] = {0, 3, 19, 20, 49};
      for (int a = 0; a < 4; ++a) {
        for (int b = 3; b >= 0; --b) {
          cr_assert_eq(sr_k_gemm_tile(t, &g.p, kCutsM[a], kCutsM[a + 1],
                                      kCutsN[b], kCutsN[b + 1], scratch, size),
                       0);
        }
      }
      cr_assert_eq(memcmp(whole, g.out, g.out_elems * 4), 0,
                   "%s %s: tiles differ", t->name,
                   sr_k_dtype_name(kSrkGTypes[ti]));
      for (size_t i = 0; i < g.p.m; ++i) {
        for (size_t j = 0; j < g.p.n; ++j) {
          cr_assert_eq(e.seen[i * g.p.n + j], 1);
          cr_assert_eq(e.values[i * g.p.n + j],
                       whole[g.p.out_m[i] + g.p.out_n[j]]);
        }
      }
      e.fail_after = 2;
      e.calls = 0;
      cr_assert_eq(sr_k_gemm_tile(t, &g.p, 0, g.p.m, 0, g.p.n, scratch, size),
                   7);
      free(e.seen);
      free(e.values);
      free(whole);
      srk_free(scratch, 0);
      srk_g_free(&g);
    }
  }
}

// Pre-packed operands (packed in panel ranges, as threads would) give the
// bits of sr_k_gemm_tile, for tiles cut at register-block multiples.
Test(gemm, prepacked_operands_same_bits) {
  SRK_FOR_EACH_TABLE(t) {
    for (size_t ti = 0; ti < 4; ++ti) {
      for (int shape = 0; shape < 3; ++shape) {
        srk_g_t g;
        if (shape == 0) {
          srk_g_conv_nchw(&g, kSrkGTypes[ti], 19, 31, 9, 10, 3, 3, 1, 1, ti);
        } else if (shape == 1) {
          srk_g_conv_nhwc(&g, kSrkGTypes[ti], 21, 13, 8, 7, 3, 2, 2, 1, ti);
        } else {
          srk_g_matmul(&g, kSrkGTypes[ti], 29, 37, 601, false, true, true, ti);
        }
        g.p.accumulate = shape == 1;
        if (kSrkGTypes[ti] == SR_K_I8) g.p.rhs_zero = 5;
        sr_k_gemm_prepare(t, &g.p);
        size_t size = sr_k_gemm_scratch_size(t, &g.p);
        void* scratch = srk_alloc(size, 0);
        uint32_t* before = (uint32_t*)malloc(g.out_elems * 4);
        memcpy(before, g.out, g.out_elems * 4);
        cr_assert_eq(sr_k_gemm_tile(t, &g.p, 0, g.p.m, 0, g.p.n, scratch, size),
                     0);
        uint32_t* whole = (uint32_t*)malloc(g.out_elems * 4);
        memcpy(whole, g.out, g.out_elems * 4);
        memcpy(g.out, before, g.out_elems * 4);
        void* pa = srk_alloc(sr_k_gemm_packed_lhs_size(t, &g.p), 0);
        void* pb = srk_alloc(sr_k_gemm_packed_rhs_size(t, &g.p), 0);
        size_t lp = sr_k_gemm_lhs_panels(t, &g.p);
        size_t rp = sr_k_gemm_rhs_panels(t, &g.p);
        for (size_t s = 0; s < sr_k_gemm_slices(t, &g.p); ++s) {
          cr_assert_eq(sr_k_gemm_pack_lhs(t, &g.p, s, 0, lp / 2, pa), 0);
          cr_assert_eq(sr_k_gemm_pack_lhs(t, &g.p, s, lp / 2, lp, pa), 0);
          cr_assert_eq(sr_k_gemm_pack_rhs(t, &g.p, s, rp / 3, rp, pb), 0);
          cr_assert_eq(sr_k_gemm_pack_rhs(t, &g.p, s, 0, rp / 3, pb), 0);
        }
        cr_assert_eq(sr_k_gemm_pack_rhs(t, &g.p, 0, 0, rp + 1, pb),
                     SR_K_ERROR_INVALID_ARGUMENT);
        const sr_k_matmul_ukernel_t* uk =
            kSrkGTypes[ti] == SR_K_I8 ? &t->matmul_i32 : &t->matmul_f32;
        size_t mcut = uk->mr * 2 < g.p.m ? uk->mr * 2 : g.p.m;
        size_t ncut = uk->nr < g.p.n ? uk->nr : g.p.n;
        cr_assert_eq(sr_k_gemm_tile_packed(t, &g.p, pa, pb, 0, mcut, 0, ncut),
                     0);
        cr_assert_eq(
            sr_k_gemm_tile_packed(t, &g.p, pa, pb, 0, mcut, ncut, g.p.n), 0);
        cr_assert_eq(
            sr_k_gemm_tile_packed(t, &g.p, pa, pb, mcut, g.p.m, 0, g.p.n), 0);
        if (uk->mr > 1 && g.p.m > 1) {
          cr_assert_eq(sr_k_gemm_tile_packed(t, &g.p, pa, pb, 1, 2, 0, 1),
                       SR_K_ERROR_INVALID_ARGUMENT);
        }
        cr_assert_eq(memcmp(whole, g.out, g.out_elems * 4), 0,
                     "%s %s shape %d: packed tiles differ", t->name,
                     sr_k_dtype_name(kSrkGTypes[ti]), shape);
        srk_free(pa, 0);
        srk_free(pb, 0);
        free(before);
        free(whole);
        srk_free(scratch, 0);
        srk_g_free(&g);
      }
    }
  }
}

// Products of few rows (sr_k_gemm_rows, the one-row kernel): depthwise
// channels (m = 1..4 filters of one channel) with strides 1 and 2 and
// dilations, and row-major matmuls of m = 1..4 (k past one 256-deep
// slice), every variant: the bits of the sequential loop and of
// sr_k_gemm_tile, whatever the rectangles, and the epilogue sees every
// element once, final.
Test(gemm, few_rows_kernel_same_bits) {
  // f (= m), h, w, kh, kw, stride, dilation
  static const size_t kConvs[][7] = {
      {1, 1, 1, 1, 1, 1, 1},
      {1, 9, 10, 3, 3, 1, 1},
      {1, 22, 22, 3, 3, 1, 1},
      {2, 17, 41, 3, 3, 2, 1},
      {3, 12, 75, 5, 5, 2, 1},
      {4, 13, 36, 3, 3, 1, 2},
      {1, 7, 130, 1, 1, 1, 1},
      {1, 40, 40, 3, 3, 2, 1},
      // Rows of 7 and 4 columns, with strides 1 and 2 (a 7x7 image's
      // depthwise convolution): masked tails only.
      {1, 9, 9, 3, 3, 1, 1},
      {2, 15, 15, 3, 3, 2, 1},
      {1, 6, 6, 3, 3, 1, 1}};
  // m, n, k
  static const size_t kMatmuls[][3] = {
      {1, 129, 17}, {2, 7, 9}, {3, 300, 257}, {4, 33, 513}, {1, 16, 1}};
  SRK_FOR_EACH_TABLE(t) {
    size_t convs = sizeof(kConvs) / sizeof(kConvs[0]);
    size_t matmuls = sizeof(kMatmuls) / sizeof(kMatmuls[0]);
    for (size_t ci = 0; ci < convs + matmuls; ++ci) {
      srk_g_t g;
      if (ci < convs) {
        const size_t* v = kConvs[ci];
        srk_g_conv_nchw(&g, SR_K_F32, v[0], 1, v[1], v[2], v[3], v[4], v[5],
                        v[6], 31 + ci);
      } else {
        const size_t* v = kMatmuls[ci - convs];
        srk_g_matmul(&g, SR_K_F32, v[0], v[1], v[2], false, false, false, ci);
      }
      g.p.accumulate = (ci & 1) != 0;
      bool suits = sr_k_gemm_rows_suit(t, &g.p);
      // Runs of at least 4 columns on average: all but the 1x1 image.
      bool want = ci != 0;
      cr_assert_eq(suits, want, "%s case %zu: suits %d", t->name, ci, suits);
      uint32_t* before = (uint32_t*)malloc(g.out_elems * 4 + 4);
      memcpy(before, g.out, g.out_elems * 4);
      // Reference: the packed tile.
      size_t size = sr_k_gemm_scratch_size(t, &g.p);
      void* scratch = srk_alloc(size, 0);
      cr_assert_eq(sr_k_gemm_tile(t, &g.p, 0, g.p.m, 0, g.p.n, scratch, size),
                   0);
      uint32_t* whole = (uint32_t*)malloc(g.out_elems * 4 + 4);
      memcpy(whole, g.out, g.out_elems * 4);
      memcpy(g.out, before, g.out_elems * 4);
      size_t mn = g.p.m * g.p.n;
      srk_g_epi_t e = {&g, (uint8_t*)calloc(mn, 1),
                       (uint32_t*)malloc(mn * 4 + 4), -1, 0};
      g.p.epilogue = srk_g_epilogue;
      g.p.epilogue_user = &e;
      size_t cut_m = g.p.m / 2, cut_n[3] = {0, g.p.n / 3, g.p.n};
      for (int b = 0; b < 2; ++b) {
        cr_assert_eq(sr_k_gemm_rows(t, &g.p, 0, cut_m, cut_n[b], cut_n[b + 1]),
                     0);
        cr_assert_eq(
            sr_k_gemm_rows(t, &g.p, cut_m, g.p.m, cut_n[b], cut_n[b + 1]), 0);
      }
      g.p.epilogue = NULL;
      srk_g_check(&g, before, t->name, "few rows");
      cr_assert_eq(memcmp(whole, g.out, g.out_elems * 4), 0,
                   "%s case %zu: rows differ from the packed tile", t->name,
                   ci);
      // The same with the column runs found once for the product (any
      // rectangle starts inside a run): the same bits.
      uint32_t* run_end = (uint32_t*)malloc(g.p.n * 4 + 4);
      size_t runs = sr_k_gemm_row_runs(&g.p, run_end);
      cr_assert(runs >= 1 && runs <= g.p.n && run_end[g.p.n - 1] == g.p.n);
      g.p.row_run_end = run_end;
      memcpy(g.out, before, g.out_elems * 4);
      size_t cuts[4] = {0, g.p.n / 3, g.p.n / 3 + 1, g.p.n};
      for (int b = 0; b < 3; ++b) {
        if (cuts[b] >= cuts[b + 1]) continue;
        cr_assert_eq(sr_k_gemm_rows(t, &g.p, 0, g.p.m, cuts[b], cuts[b + 1]),
                     0);
      }
      g.p.row_run_end = NULL;
      free(run_end);
      cr_assert_eq(memcmp(whole, g.out, g.out_elems * 4), 0,
                   "%s case %zu: rows with a run table differ", t->name, ci);
      for (size_t i = 0; i < mn; ++i) {
        cr_assert_eq(e.seen[i], 1, "%s case %zu: element %zu seen %d times",
                     t->name, ci, i, e.seen[i]);
        cr_assert_eq(e.values[i],
                     whole[g.p.out_m[i / g.p.n] + g.p.out_n[i % g.p.n]]);
      }
      cr_assert_eq(sr_k_gemm_rows(t, &g.p, 0, g.p.m + 1, 0, 1),
                   SR_K_ERROR_INVALID_ARGUMENT);
      free(e.seen);
      free(e.values);
      free(before);
      free(whole);
      srk_free(scratch, 0);
      srk_g_free(&g);
    }
  }
}
