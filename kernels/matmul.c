// Matmul driver (blocking and packing) and the scalar micro-kernels.
//
// The driver is ISA-independent: a variant contributes only its
// micro-kernels and their blocking (sr_k_matmul_ukernel_t). Packing is plain
// C; its cost is O(1/NC) (lhs) and O(1/MC) (rhs) of the arithmetic, and it is
// where f16/bf16 become f32 and i8 become int16 pairs.
#include "kernels/matmul.h"

#include "kernels/table_impl.h"

// Largest register block of any variant (AVX-512 f32 is 6 x 32); edge tiles
// go through a stack buffer of this size.
#define SR_K_MATMUL_MAX_MR 16
#define SR_K_MATMUL_MAX_NR 32

static bool sr_k_matmul_is_int(const sr_k_matmul_t* p) {
  return p->input_type == SR_K_I8;
}

int sr_k_matmul_validate(const sr_k_matmul_t* p) {
  switch (p->input_type) {
    case SR_K_F32:
    case SR_K_F16:
    case SR_K_BF16:
    case SR_K_I8:
      break;
    default:
      return SR_K_ERROR_UNSUPPORTED;
  }
  if ((p->m && p->n && !p->out) || (p->m && p->k && !p->lhs) ||
      (p->n && p->k && !p->rhs)) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  return SR_K_OK;
}

static const sr_k_matmul_ukernel_t* sr_k_matmul_ukernel(
    const sr_k_table_t* table, const sr_k_matmul_t* p) {
  return sr_k_matmul_is_int(p) ? &table->matmul_i32 : &table->matmul_f32;
}

// Packed element size: f32 or int16.
static size_t sr_k_matmul_packed_size(const sr_k_matmul_t* p) {
  return sr_k_matmul_is_int(p) ? 2 : 4;
}

static size_t sr_k_round_up(size_t x, size_t multiple) {
  return (x + multiple - 1) / multiple * multiple;
}

size_t sr_k_matmul_scratch_size(const sr_k_table_t* table,
                                const sr_k_matmul_t* p) {
  const sr_k_matmul_ukernel_t* uk = sr_k_matmul_ukernel(table, p);
  size_t es = sr_k_matmul_packed_size(p);
  // Room for 64 bytes of alignment slack on each of the two panels.
  return (uk->kc * uk->nc + uk->mc * uk->kc) * es + 128;
}

//===----------------------------------------------------------------------===//
// Packing
//===----------------------------------------------------------------------===//

static float sr_k_load_as_f32(sr_k_dtype_t type, const void* base,
                              ptrdiff_t index) {
  switch (type) {
    case SR_K_F16:
      return sr_k_f16_to_f32(((const uint16_t*)base)[index]);
    case SR_K_BF16:
      return sr_k_bf16_to_f32(((const uint16_t*)base)[index]);
    default:
      return ((const float*)base)[index];
  }
}

// Packs rows [i0, i0 + rows) x depth [p0, p0 + kc) of an operand whose
// element (i, p) is at base[i * rs + p * cs] into panels of |r| rows:
// panel-major, then depth, then row (f32: [kc][r]; int16: [kc/2][r][2]).
// Rows past |rows| and depth past |kc| (int pairs) are zero.
static void sr_k_pack(const sr_k_matmul_t* p, const sr_k_matmul_ukernel_t* uk,
                      const void* base, ptrdiff_t rs, ptrdiff_t cs, size_t i0,
                      size_t rows, size_t p0, size_t kc, size_t r, void* out) {
  if (p->input_type == SR_K_F32 && uk->pack_f32 &&
      uk->pack_f32((const float*)base + (ptrdiff_t)i0 * rs + (ptrdiff_t)p0 * cs,
                   rs, cs, rows, kc, r, (float*)out)) {
    return;
  }
  if (sr_k_matmul_is_int(p)) {
    const int8_t* src = (const int8_t*)base;
    int16_t* dst = (int16_t*)out;
    size_t kc2 = sr_k_round_up(kc, 2);
    for (size_t i = 0; i < rows; i += r) {
      for (size_t q = 0; q < kc2; ++q) {
        for (size_t x = 0; x < r; ++x) {
          bool inside = i + x < rows && q < kc;
          ptrdiff_t at =
              (ptrdiff_t)(i0 + i + x) * rs + (ptrdiff_t)(p0 + q) * cs;
          dst[(q / 2) * r * 2 + x * 2 + (q & 1)] = inside ? src[at] : 0;
        }
      }
      dst += kc2 * r;
    }
    return;
  }
  float* dst = (float*)out;
  for (size_t i = 0; i < rows; i += r) {
    for (size_t q = 0; q < kc; ++q) {
      for (size_t x = 0; x < r; ++x) {
        ptrdiff_t at = (ptrdiff_t)(i0 + i + x) * rs + (ptrdiff_t)(p0 + q) * cs;
        dst[q * r + x] =
            i + x < rows ? sr_k_load_as_f32(p->input_type, base, at) : 0.0f;
      }
    }
    dst += kc * r;
  }
}

//===----------------------------------------------------------------------===//
// Tile driver
//===----------------------------------------------------------------------===//

// Runs the micro-kernel on one MR x NR block of which only rows x cols are
// inside the output: full blocks go straight to the output, edge blocks
// through a stack buffer (same arithmetic, so the same bits).
static void sr_k_matmul_block(const sr_k_matmul_ukernel_t* uk, size_t kc,
                              const void* a, const void* b, uint8_t* c,
                              ptrdiff_t ldc, size_t rows, size_t cols,
                              bool accumulate) {
  if (rows == uk->mr && cols == uk->nr) {
    uk->fn(kc, a, b, c, ldc, accumulate);
    return;
  }
  uint32_t tmp[SR_K_MATMUL_MAX_MR * SR_K_MATMUL_MAX_NR];
  for (size_t i = 0; i < rows && accumulate; ++i) {
    memcpy(tmp + i * uk->nr, c + (ptrdiff_t)i * ldc * 4, cols * 4);
  }
  uk->fn(kc, a, b, tmp, (ptrdiff_t)uk->nr, accumulate);
  for (size_t i = 0; i < rows; ++i) {
    memcpy(c + (ptrdiff_t)i * ldc * 4, tmp + i * uk->nr, cols * 4);
  }
}

static void sr_k_matmul_zero(const sr_k_matmul_t* p, uint8_t* out, size_t m0,
                             size_t m1, size_t n0, size_t n1) {
  for (size_t i = m0; i < m1; ++i) {
    memset(out + ((ptrdiff_t)i * p->out_row_stride + (ptrdiff_t)n0) * 4, 0,
           (n1 - n0) * 4);
  }
}

int sr_k_matmul_tile(const sr_k_table_t* table, const sr_k_matmul_t* p,
                     size_t b, size_t m0, size_t m1, size_t n0, size_t n1,
                     void* scratch, size_t scratch_size) {
  int rc = sr_k_matmul_validate(p);
  if (rc) return rc;
  if (b >= p->batch || m0 > m1 || m1 > p->m || n0 > n1 || n1 > p->n ||
      scratch_size < sr_k_matmul_scratch_size(table, p)) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  const sr_k_matmul_ukernel_t* uk = sr_k_matmul_ukernel(table, p);
  size_t es = sr_k_matmul_packed_size(p);
  size_t in_size = sr_k_dtype_size(p->input_type);
  const uint8_t* lhs = (const uint8_t*)p->lhs +
                       (ptrdiff_t)b * p->lhs_batch_stride * (ptrdiff_t)in_size;
  const uint8_t* rhs = (const uint8_t*)p->rhs +
                       (ptrdiff_t)b * p->rhs_batch_stride * (ptrdiff_t)in_size;
  uint8_t* out = (uint8_t*)p->out + (ptrdiff_t)b * p->out_batch_stride * 4;
  if (p->k == 0) {
    if (!p->accumulate) sr_k_matmul_zero(p, out, m0, m1, n0, n1);
    return SR_K_OK;
  }
  uint8_t* packed_b = (uint8_t*)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
  uint8_t* packed_a =
      (uint8_t*)(((uintptr_t)(packed_b + uk->kc * uk->nc * es) + 63) &
                 ~(uintptr_t)63);
  for (size_t jc = n0; jc < n1; jc += uk->nc) {
    size_t nc = n1 - jc < uk->nc ? n1 - jc : uk->nc;
    // K slices in a fixed global order: this is what makes tiles agree.
    for (size_t pc = 0; pc < p->k; pc += uk->kc) {
      size_t kc = p->k - pc < uk->kc ? p->k - pc : uk->kc;
      size_t kc_packed = es == 2 ? sr_k_round_up(kc, 2) : kc;
      bool accumulate = p->accumulate || pc > 0;
      sr_k_pack(p, uk, rhs, p->rhs_col_stride, p->rhs_row_stride, jc, nc, pc,
                kc, uk->nr, packed_b);
      for (size_t ic = m0; ic < m1; ic += uk->mc) {
        size_t mc = m1 - ic < uk->mc ? m1 - ic : uk->mc;
        sr_k_pack(p, uk, lhs, p->lhs_row_stride, p->lhs_col_stride, ic, mc, pc,
                  kc, uk->mr, packed_a);
        for (size_t jr = 0; jr < nc; jr += uk->nr) {
          const uint8_t* bp = packed_b + jr * kc_packed * es;
          for (size_t ir = 0; ir < mc; ir += uk->mr) {
            const uint8_t* ap = packed_a + ir * kc_packed * es;
            uint8_t* c = out + ((ptrdiff_t)(ic + ir) * p->out_row_stride +
                                (ptrdiff_t)(jc + jr)) *
                                   4;
            size_t rows = mc - ir < uk->mr ? mc - ir : uk->mr;
            size_t cols = nc - jr < uk->nr ? nc - jr : uk->nr;
            sr_k_matmul_block(uk, kc_packed, ap, bp, c, p->out_row_stride, rows,
                              cols, accumulate);
          }
        }
      }
    }
  }
  return SR_K_OK;
}

int sr_k_matmul(const sr_k_table_t* table, const sr_k_matmul_t* p,
                void* scratch, size_t scratch_size) {
  for (size_t b = 0; b < p->batch; ++b) {
    int rc =
        sr_k_matmul_tile(table, p, b, 0, p->m, 0, p->n, scratch, scratch_size);
    if (rc) return rc;
  }
  return SR_K_OK;
}

//===----------------------------------------------------------------------===//
// Scalar micro-kernels
//===----------------------------------------------------------------------===//
// 4 x 8: small enough for a compiler to keep in registers on any target.

#define SR_K_SCALAR_MR 4
#define SR_K_SCALAR_NR 8

static void sr_k_matmul_f32_scalar(size_t kc, const void* lhs_panel,
                                   const void* rhs_panel, void* c_out,
                                   ptrdiff_t c_stride, bool accumulate) {
  const float* a = (const float*)lhs_panel;
  const float* b = (const float*)rhs_panel;
  float acc[SR_K_SCALAR_MR][SR_K_SCALAR_NR] = {{0}};
  for (size_t q = 0; q < kc; ++q) {
    for (int i = 0; i < SR_K_SCALAR_MR; ++i) {
      for (int j = 0; j < SR_K_SCALAR_NR; ++j) {
        acc[i][j] += a[q * SR_K_SCALAR_MR + i] * b[q * SR_K_SCALAR_NR + j];
      }
    }
  }
  float* c = (float*)c_out;
  for (int i = 0; i < SR_K_SCALAR_MR; ++i) {
    for (int j = 0; j < SR_K_SCALAR_NR; ++j) {
      float* dst = c + i * c_stride + j;
      *dst = accumulate ? *dst + acc[i][j] : acc[i][j];
    }
  }
}

// Sequential: acc starts at c, each product rounds before its add
// (-ffp-contract=off keeps the compiler from fusing them).
static void sr_k_gemm_f32_seq_scalar(size_t kc, const void* lhs_panel,
                                     const void* rhs_panel, void* c_out,
                                     ptrdiff_t c_stride, bool accumulate) {
  const float* a = (const float*)lhs_panel;
  const float* b = (const float*)rhs_panel;
  float* c = (float*)c_out;
  float acc[SR_K_SCALAR_MR][SR_K_SCALAR_NR];
  for (int i = 0; i < SR_K_SCALAR_MR; ++i) {
    for (int j = 0; j < SR_K_SCALAR_NR; ++j) {
      acc[i][j] = accumulate ? c[i * c_stride + j] : 0.0f;
    }
  }
  for (size_t q = 0; q < kc; ++q) {
    for (int i = 0; i < SR_K_SCALAR_MR; ++i) {
      for (int j = 0; j < SR_K_SCALAR_NR; ++j) {
        float product = a[q * SR_K_SCALAR_MR + i] * b[q * SR_K_SCALAR_NR + j];
        acc[i][j] = acc[i][j] + product;
      }
    }
  }
  for (int i = 0; i < SR_K_SCALAR_MR; ++i) {
    for (int j = 0; j < SR_K_SCALAR_NR; ++j) c[i * c_stride + j] = acc[i][j];
  }
}

// sr_k_gemm_f32_seq_scalar reading lhs rows in place.
static void sr_k_gemm_f32_seq_lhs_scalar(size_t kc, const float* a,
                                         ptrdiff_t lda, const void* rhs_panel,
                                         void* c_out, ptrdiff_t c_stride,
                                         bool accumulate) {
  const float* b = (const float*)rhs_panel;
  float* c = (float*)c_out;
  float acc[SR_K_SCALAR_MR][SR_K_SCALAR_NR];
  for (int i = 0; i < SR_K_SCALAR_MR; ++i) {
    for (int j = 0; j < SR_K_SCALAR_NR; ++j) {
      acc[i][j] = accumulate ? c[i * c_stride + j] : 0.0f;
    }
  }
  for (size_t q = 0; q < kc; ++q) {
    for (int i = 0; i < SR_K_SCALAR_MR; ++i) {
      for (int j = 0; j < SR_K_SCALAR_NR; ++j) {
        float product = a[i * lda + (ptrdiff_t)q] * b[q * SR_K_SCALAR_NR + j];
        acc[i][j] = acc[i][j] + product;
      }
    }
  }
  for (int i = 0; i < SR_K_SCALAR_MR; ++i) {
    for (int j = 0; j < SR_K_SCALAR_NR; ++j) c[i * c_stride + j] = acc[i][j];
  }
}

static void sr_k_matmul_i32_scalar(size_t kc, const void* lhs_panel,
                                   const void* rhs_panel, void* c_out,
                                   ptrdiff_t c_stride, bool accumulate) {
  const int16_t* a = (const int16_t*)lhs_panel;
  const int16_t* b = (const int16_t*)rhs_panel;
  // Unsigned arithmetic: i32 accumulation wraps, as arith.addi does.
  uint32_t acc[SR_K_SCALAR_MR][SR_K_SCALAR_NR] = {{0}};
  for (size_t q = 0; q < kc / 2; ++q) {
    for (int i = 0; i < SR_K_SCALAR_MR; ++i) {
      for (int j = 0; j < SR_K_SCALAR_NR; ++j) {
        const int16_t* ap = a + (q * SR_K_SCALAR_MR + i) * 2;
        const int16_t* bp = b + (q * SR_K_SCALAR_NR + j) * 2;
        acc[i][j] += (uint32_t)(ap[0] * bp[0] + ap[1] * bp[1]);
      }
    }
  }
  uint32_t* c = (uint32_t*)c_out;
  for (int i = 0; i < SR_K_SCALAR_MR; ++i) {
    for (int j = 0; j < SR_K_SCALAR_NR; ++j) {
      uint32_t* dst = c + i * c_stride + j;
      *dst = accumulate ? *dst + acc[i][j] : acc[i][j];
    }
  }
}

// The one-row kernel (matmul.h): each column's sum in k order, products
// rounded then added, starting from the output or +0.
static void sr_k_gemm_row_f32_scalar(size_t k, const float* w, const float* x,
                                     const ptrdiff_t* x_k, ptrdiff_t x_step,
                                     size_t n, float* out, bool accumulate) {
  for (size_t j = 0; j < n; ++j) {
    float acc = accumulate ? out[j] : 0.0f;
    const float* column = x + (ptrdiff_t)j * x_step;
    for (size_t q = 0; q < k; ++q) {
      float product = w[q] * column[x_k[q]];
      acc = acc + product;
    }
    out[j] = acc;
  }
}

void sr_k__populate_matmul_scalar(sr_k_table_t* table) {
  table->matmul_f32 = (sr_k_matmul_ukernel_t){sr_k_matmul_f32_scalar,
                                              NULL,
                                              SR_K_SCALAR_MR,
                                              SR_K_SCALAR_NR,
                                              64,
                                              256,
                                              512,
                                              NULL,
                                              NULL,
                                              sr_k_gemm_f32_seq_scalar,
                                              sr_k_gemm_f32_seq_lhs_scalar,
                                              sr_k_gemm_row_f32_scalar};
  table->matmul_i32 = (sr_k_matmul_ukernel_t){sr_k_matmul_i32_scalar,
                                              NULL,
                                              SR_K_SCALAR_MR,
                                              SR_K_SCALAR_NR,
                                              64,
                                              256,
                                              512};
}
