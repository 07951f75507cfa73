// Copies, transposes and strided copies against naive references.
#include "kernels/copy.h"

#include "tests/kernels/kernel_test_util.h"

static void srk_fill_bytes(uint8_t* p, size_t n, uint64_t seed) {
  uint64_t s = seed | 1;
  for (size_t i = 0; i < n; ++i) p[i] = (uint8_t)srk_rand(&s);
}

Test(copy, contiguous_sizes_offsets_and_overlap) {
  static const size_t kLengths[] = {0,  1,  7,    31,   32,
                                    33, 64, 1000, 4099, ((size_t)4 << 20) + 77};
  SRK_FOR_EACH_TABLE(table) {
    for (size_t li = 0; li < sizeof(kLengths) / sizeof(kLengths[0]); ++li) {
      size_t n = kLengths[li];
      for (size_t off = 0; off < 3; ++off) {
        uint8_t* src = (uint8_t*)srk_alloc(n, off);
        uint8_t* dst = (uint8_t*)srk_alloc(n, 2 - off);
        srk_fill_bytes(src, n, n + off);
        cr_assert_eq(table->copy(dst, src, n), SR_K_OK);
        cr_assert(memcmp(dst, src, n) == 0, "%s copy %zu", table->name, n);
        srk_free(src, off);
        srk_free(dst, 2 - off);
      }
    }
    // Overlap both ways behaves like memmove.
    uint8_t a[300], b[300];
    srk_fill_bytes(a, 300, 9);
    memcpy(b, a, 300);
    table->copy(a + 10, a, 250);
    memmove(b + 10, b, 250);
    cr_assert(memcmp(a, b, 300) == 0);
    table->copy(a, a + 17, 250);
    memmove(b, b + 17, 250);
    cr_assert(memcmp(a, b, 300) == 0);
  }
}

Test(copy, transpose_all_element_sizes) {
  static const size_t kDims[] = {1, 3, 7, 8, 9, 17, 64, 65, 130};
  SRK_FOR_EACH_TABLE(table) {
    for (size_t es = 1; es <= 8; es *= 2) {
      for (size_t ri = 0; ri < 9; ++ri) {
        for (size_t ci = 0; ci < 9; ci += 2) {
          size_t rows = kDims[ri], cols = kDims[ci];
          ptrdiff_t ss = (ptrdiff_t)cols + 3, ts = (ptrdiff_t)rows + 1;
          uint8_t* s = (uint8_t*)srk_alloc(rows * (size_t)ss * es, es);
          uint8_t* t = (uint8_t*)srk_alloc(cols * (size_t)ts * es, 0);
          uint8_t* r = (uint8_t*)srk_alloc(cols * (size_t)ts * es, 0);
          srk_fill_bytes(s, rows * (size_t)ss * es, rows * 31 + cols);
          memset(t, 0, cols * (size_t)ts * es);
          memset(r, 0, cols * (size_t)ts * es);
          cr_assert_eq(table->transpose(t, ts, s, ss, rows, cols, es), 0);
          for (size_t i = 0; i < rows; ++i) {
            for (size_t j = 0; j < cols; ++j) {
              memcpy(r + (j * (size_t)ts + i) * es,
                     s + (i * (size_t)ss + j) * es, es);
            }
          }
          cr_assert(memcmp(t, r, cols * (size_t)ts * es) == 0,
                    "%s transpose %zux%zu es %zu", table->name, rows, cols, es);
          srk_free(s, es);
          srk_free(t, 0);
          srk_free(r, 0);
        }
      }
    }
  }
}

// Naive reference: walk every index vector.
static void srk_strided_reference(uint8_t* t, const uint8_t* s,
                                  const sr_k_strided_copy_t* d) {
  size_t idx[SR_K_MAX_RANK] = {0};
  size_t total = 1;
  for (size_t k = 0; k < d->rank; ++k) total *= d->shape[k];
  for (size_t e = 0; e < total; ++e) {
    ptrdiff_t to = 0, so = 0;
    for (size_t k = 0; k < d->rank; ++k) {
      to += (ptrdiff_t)idx[k] * d->target_strides[k];
      so += (ptrdiff_t)idx[k] * d->source_strides[k];
    }
    memcpy(t + to * (ptrdiff_t)d->element_size,
           s + so * (ptrdiff_t)d->element_size, d->element_size);
    for (size_t k = d->rank; k-- > 0;) {
      if (++idx[k] < d->shape[k]) break;
      idx[k] = 0;
    }
  }
}

Test(copy, strided_permutations_slices_and_reversals) {
  uint64_t state = 12345;
  SRK_FOR_EACH_TABLE(table) {
    for (int trial = 0; trial < 300; ++trial) {
      sr_k_strided_copy_t d = {0};
      d.rank = (size_t)(srk_rand(&state) % 7);  // 0..6
      static const size_t kEs[] = {1, 2, 4, 8, 3, 12};
      d.element_size = kEs[srk_rand(&state) % 6];
      size_t total = 1;
      for (size_t k = 0; k < d.rank; ++k) {
        d.shape[k] = 1 + (size_t)(srk_rand(&state) % (d.rank > 3 ? 4 : 9));
        total *= d.shape[k];
      }
      // Source: a dense array of a permuted (and maybe strided) shape.
      size_t perm[SR_K_MAX_RANK];
      for (size_t k = 0; k < d.rank; ++k) perm[k] = k;
      for (size_t k = d.rank; k > 1; --k) {
        size_t j = (size_t)(srk_rand(&state) % k);
        size_t tmp = perm[k - 1];
        perm[k - 1] = perm[j];
        perm[j] = tmp;
      }
      size_t step = 1 + (size_t)(srk_rand(&state) % 2);  // strided slice
      size_t src_shape[SR_K_MAX_RANK];
      for (size_t k = 0; k < d.rank; ++k)
        src_shape[k] = d.shape[perm[k]] * step;
      ptrdiff_t src_dense[SR_K_MAX_RANK];
      sr_k_dense_strides(d.rank, src_shape, src_dense);
      size_t src_total = 1;
      for (size_t k = 0; k < d.rank; ++k) src_total *= src_shape[k];
      for (size_t k = 0; k < d.rank; ++k) {
        d.source_strides[perm[k]] = src_dense[k] * (ptrdiff_t)step;
      }
      sr_k_dense_strides(d.rank, d.shape, d.target_strides);
      // Maybe reverse one source dimension (negative stride, base moved).
      ptrdiff_t base = 0;
      if (d.rank > 0 && (srk_rand(&state) & 1)) {
        size_t k = (size_t)(srk_rand(&state) % d.rank);
        base = (ptrdiff_t)(d.shape[k] - 1) * d.source_strides[k];
        d.source_strides[k] = -d.source_strides[k];
      }
      size_t es = d.element_size;
      uint8_t* s = (uint8_t*)srk_alloc(src_total * es, 0);
      uint8_t* t = (uint8_t*)srk_alloc(total * es, 0);
      uint8_t* r = (uint8_t*)srk_alloc(total * es, 0);
      srk_fill_bytes(s, src_total * es, (uint64_t)trial + 7);
      memset(t, 0, total * es);
      memset(r, 0, total * es);
      cr_assert_eq(sr_k_copy_strided(table, t, s + base * (ptrdiff_t)es, &d),
                   SR_K_OK);
      srk_strided_reference(r, s + base * (ptrdiff_t)es, &d);
      cr_assert(memcmp(t, r, total * es) == 0, "%s trial %d rank %zu",
                table->name, trial, d.rank);
      srk_free(s, 0);
      srk_free(t, 0);
      srk_free(r, 0);
    }
  }
}

Test(copy, strided_rejects_bad_rank) {
  sr_k_strided_copy_t d = {.rank = 7, .element_size = 4};
  float a = 0, b = 0;
  cr_assert_eq(sr_k_copy_strided(srk_scalar(), &a, &b, &d),
               SR_K_ERROR_INVALID_ARGUMENT);
}

Test(copy, strided_broadcast_source) {
  SRK_FOR_EACH_TABLE(table) {
    float row[5] = {1, 2, 3, 4, 5}, out[3][5];
    sr_k_strided_copy_t d = {.rank = 2,
                             .element_size = 4,
                             .shape = {3, 5},
                             .target_strides = {5, 1},
                             .source_strides = {0, 1}};
    cr_assert_eq(sr_k_copy_strided(table, out, row, &d), SR_K_OK);
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 5; ++j) cr_assert_eq(out[i][j], row[j]);
    }
  }
}
