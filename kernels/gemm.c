// GEMM over gathered operands: the tile driver and the packers (see
// gemm.h). Plain C; a variant contributes its micro-kernels and blocking
// (sr_k_matmul_ukernel_t) and, optionally, a transposing f32 packer.
#include "kernels/gemm.h"

#include "kernels/table_impl.h"

// Largest register block of any variant (AVX-512 f32 is 6 x 32).
#define SR_K_GEMM_MAX_MR 16
#define SR_K_GEMM_MAX_NR 32
// Column block: the loop order below keeps one MR x KC lhs panel in L1 and
// streams the KC x NC rhs block from L2, so NC must keep that block well
// inside L2 (256 x 512 x 4 = 512 KiB at most).
#define SR_K_GEMM_MAX_NC 512

static bool sr_k_gemm_is_int(const sr_k_gemm_t* p) {
  return p->input_type == SR_K_I8;
}

int sr_k_gemm_validate(const sr_k_gemm_t* p) {
  switch (p->input_type) {
    case SR_K_F32:
    case SR_K_F16:
    case SR_K_BF16:
      break;
    case SR_K_I8:
      if (p->lhs_zero < -32640 || p->lhs_zero > 32640 || p->rhs_zero < -32640 ||
          p->rhs_zero > 32640) {
        return SR_K_ERROR_INVALID_ARGUMENT;
      }
      break;
    default:
      return SR_K_ERROR_UNSUPPORTED;
  }
  if (p->m && p->n && (!p->out || !p->out_m || !p->out_n)) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  if (p->m && p->n && p->k &&
      (!p->lhs || !p->lhs_m || !p->lhs_k || !p->rhs || !p->rhs_k ||
       !p->rhs_n)) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  return SR_K_OK;
}

static const sr_k_matmul_ukernel_t* sr_k_gemm_ukernel(const sr_k_table_t* t,
                                                      const sr_k_gemm_t* p) {
  return sr_k_gemm_is_int(p) ? &t->matmul_i32 : &t->matmul_f32;
}

static size_t sr_k_gemm_nc(const sr_k_matmul_ukernel_t* uk) {
  size_t nc = uk->nc < SR_K_GEMM_MAX_NC ? uk->nc : SR_K_GEMM_MAX_NC;
  return nc / uk->nr * uk->nr;
}

static size_t sr_k_gemm_round_up(size_t x, size_t multiple) {
  return (x + multiple - 1) / multiple * multiple;
}

size_t sr_k_gemm_scratch_size(const sr_k_table_t* table, const sr_k_gemm_t* p) {
  const sr_k_matmul_ukernel_t* uk = sr_k_gemm_ukernel(table, p);
  size_t es = sr_k_gemm_is_int(p) ? 2 : 4;
  return (uk->kc * sr_k_gemm_nc(uk) + uk->mc * uk->kc) * es + 128;
}

//===----------------------------------------------------------------------===//
// Packing
//===----------------------------------------------------------------------===//
// One panel: |r| "rows" of the GEMM (m rows for lhs, n columns for rhs) by
// |kc| depth steps. Row x starts at base + rows[x] (x < nrows; rows past
// nrows are zero), depth step q is at offset cols[q] from it. Output:
// [kc][r] f32, or [kc/2][r][2] int16 for i8.

// True when rows[x] == rows[0] + x for x < n.
static bool sr_k_gemm_contiguous(const ptrdiff_t* offsets, size_t n) {
  for (size_t x = 1; x < n; ++x) {
    if (offsets[x] != offsets[0] + (ptrdiff_t)x) return false;
  }
  return true;
}

// Length of the run of contiguous offsets starting at offsets[0] (<= n).
static size_t sr_k_gemm_run(const ptrdiff_t* offsets, size_t n) {
  size_t len = 1;
  while (len < n && offsets[len] == offsets[0] + (ptrdiff_t)len) ++len;
  return len;
}

// |r| contiguous f32 rows: each depth step is one r-wide copy.
static void sr_k_gemm_copy_rows_f32(const float* src, const ptrdiff_t* cols,
                                    size_t kc, size_t r, float* dst) {
  switch (r) {
    case 6:
      for (size_t q = 0; q < kc; ++q) memcpy(dst + q * 6, src + cols[q], 24);
      return;
    case 16:
      for (size_t q = 0; q < kc; ++q) memcpy(dst + q * 16, src + cols[q], 64);
      return;
    case 32:
      for (size_t q = 0; q < kc; ++q) {
        memcpy(dst + q * 32, src + cols[q], 128);
      }
      return;
    default:
      for (size_t q = 0; q < kc; ++q) {
        memcpy(dst + q * r, src + cols[q], r * 4);
      }
      return;
  }
}

// The run of offsets[0..n) in arithmetic progression of step 1 or 2 from
// offsets[0]: its length, and the step in |out_step| (1 for length 1).
static size_t sr_k_gemm_strided_run(const ptrdiff_t* offsets, size_t n,
                                    size_t* out_step) {
  ptrdiff_t step = n > 1 ? offsets[1] - offsets[0] : 1;
  if (step != 1 && step != 2) step = 1;
  size_t len = 1;
  while (len < n && offsets[len] == offsets[0] + step * (ptrdiff_t)len) ++len;
  *out_step = len > 1 ? (size_t)step : 1;
  return len;
}

static void sr_k_gemm_pack_panel_f32(const sr_k_matmul_ukernel_t* uk,
                                     const float* base, const ptrdiff_t* rows,
                                     size_t nrows, const ptrdiff_t* cols,
                                     size_t kc, size_t r, float* dst) {
  if (nrows == r && sr_k_gemm_contiguous(rows, r)) {
    sr_k_gemm_copy_rows_f32(base + rows[0], cols, kc, r, dst);
    return;
  }
  const float* ptr[SR_K_GEMM_MAX_NR];
  for (size_t x = 0; x < nrows; ++x) ptr[x] = base + rows[x];
  for (size_t x = nrows; x < r; ++x) ptr[x] = NULL;
  // Rows in runs of step 1 or 2 (a panel crossing the end of an image row;
  // a stride-2 convolution's positions): per depth step, one copy per run.
  size_t run_start[SR_K_GEMM_MAX_NR], run_len[SR_K_GEMM_MAX_NR];
  size_t run_step[SR_K_GEMM_MAX_NR], runs = 0;
  for (size_t x = 0; x < nrows; x += run_len[runs++]) {
    run_start[runs] = x;
    run_len[runs] = sr_k_gemm_strided_run(rows + x, nrows - x, &run_step[runs]);
  }
  if (runs <= 4 && uk->pack_runs_f32) {
    const float* run_ptr[4];
    for (size_t i = 0; i < runs; ++i) run_ptr[i] = ptr[run_start[i]];
    if (uk->pack_runs_f32(run_ptr, run_start, run_len, run_step, runs, cols, kc,
                          r, dst)) {
      return;
    }
  }
  // By depth runs: contiguous depth (a weight row, an image channel run)
  // is transposed 8 steps at a time when the variant can; otherwise each
  // depth step copies the row runs, or single elements.
  size_t q = 0;
  while (q < kc) {
    size_t len = sr_k_gemm_run(cols + q, kc - q);
    if (len >= 8 && uk->pack_rows_f32 &&
        uk->pack_rows_f32(ptr, nrows, cols[q], len, r, dst + q * r)) {
      q += len;
      continue;
    }
    if (runs <= 4) {
      for (size_t e = q + len; q < e; ++q) {
        float* d = dst + q * r;
        for (size_t i = 0; i < runs; ++i) {
          const float* src = ptr[run_start[i]] + cols[q];
          for (size_t t = 0; t < run_len[i]; ++t) {
            d[run_start[i] + t] = src[t * run_step[i]];
          }
        }
        for (size_t x = nrows; x < r; ++x) d[x] = 0.0f;
      }
      continue;
    }
    for (size_t e = q + len; q < e; ++q) {
      float* d = dst + q * r;
      ptrdiff_t c = cols[q];
      for (size_t x = 0; x < nrows; ++x) d[x] = ptr[x][c];
      for (size_t x = nrows; x < r; ++x) d[x] = 0.0f;
    }
  }
}

static void sr_k_gemm_pack_panel_f16(sr_k_dtype_t type, const uint16_t* base,
                                     const ptrdiff_t* rows, size_t nrows,
                                     const ptrdiff_t* cols, size_t kc, size_t r,
                                     float* dst) {
  for (size_t q = 0; q < kc; ++q) {
    float* d = dst + q * r;
    ptrdiff_t c = cols[q];
    if (type == SR_K_F16) {
      for (size_t x = 0; x < nrows; ++x) {
        d[x] = sr_k_f16_to_f32(base[rows[x] + c]);
      }
    } else {
      for (size_t x = 0; x < nrows; ++x) {
        d[x] = sr_k_bf16_to_f32(base[rows[x] + c]);
      }
    }
    for (size_t x = nrows; x < r; ++x) d[x] = 0.0f;
  }
}

static void sr_k_gemm_pack_panel_i8(const int8_t* base, const ptrdiff_t* rows,
                                    size_t nrows, const ptrdiff_t* cols,
                                    size_t kc, size_t r, int32_t zero,
                                    int16_t* dst) {
  size_t kc2 = sr_k_gemm_round_up(kc, 2);
  for (size_t q = 0; q < kc2; ++q) {
    int16_t* d = dst + (q / 2) * r * 2 + (q & 1);
    if (q >= kc) {
      for (size_t x = 0; x < r; ++x) d[x * 2] = 0;
      continue;
    }
    ptrdiff_t c = cols[q];
    for (size_t x = 0; x < nrows; ++x) {
      d[x * 2] = (int16_t)(base[rows[x] + c] - zero);
    }
    for (size_t x = nrows; x < r; ++x) d[x * 2] = 0;
  }
}

// Packs rows [0, nrows) (offsets |rows|) x depth |cols| [0, kc) of an
// operand into panels of |r|.
static void sr_k_gemm_pack(const sr_k_gemm_t* p,
                           const sr_k_matmul_ukernel_t* uk, const void* base,
                           const ptrdiff_t* rows, size_t nrows,
                           const ptrdiff_t* cols, size_t kc, size_t r,
                           int32_t zero, bool skip_full, void* out) {
  size_t kc_packed = sr_k_gemm_is_int(p) ? sr_k_gemm_round_up(kc, 2) : kc;
  for (size_t i = 0; i < nrows; i += r) {
    size_t n = nrows - i < r ? nrows - i : r;
    if (skip_full && n == r) continue;  // read in place
    switch (p->input_type) {
      case SR_K_F32:
        sr_k_gemm_pack_panel_f32(uk, (const float*)base, rows + i, n, cols, kc,
                                 r, (float*)out + i * kc_packed);
        break;
      case SR_K_F16:
      case SR_K_BF16:
        sr_k_gemm_pack_panel_f16(p->input_type, (const uint16_t*)base, rows + i,
                                 n, cols, kc, r, (float*)out + i * kc_packed);
        break;
      default:
        sr_k_gemm_pack_panel_i8((const int8_t*)base, rows + i, n, cols, kc, r,
                                zero, (int16_t*)out + i * kc_packed);
        break;
    }
  }
}

//===----------------------------------------------------------------------===//
// Tile driver
//===----------------------------------------------------------------------===//

// One MR x NR block whose rows [0, rows) and columns [0, cols) are inside
// the output: straight to the output when its rows are equally spaced and
// its columns contiguous, else through a stack buffer (same arithmetic, so
// the same bits).
// The lhs of one block: a packed panel, or (|lda| != 0 with the in-place
// kernel) rows read where they are.
typedef struct sr_k_gemm_lhs_t {
  const void* panel;
  ptrdiff_t lda;
} sr_k_gemm_lhs_t;

static void sr_k_gemm_call(const sr_k_matmul_ukernel_t* uk, size_t kc,
                           sr_k_gemm_lhs_t a, const void* b, void* c,
                           ptrdiff_t c_stride, bool accumulate) {
  if (a.lda) {
    uk->fn_seq_lhs(kc, (const float*)a.panel, a.lda, b, c, c_stride,
                   accumulate);
  } else if (uk->fn_seq) {
    uk->fn_seq(kc, a.panel, b, c, c_stride, accumulate);
  } else {
    uk->fn(kc, a.panel, b, c, c_stride, accumulate);
  }
}

// True when the |rows| offsets are equally spaced; the spacing in |stride|.
static bool sr_k_gemm_uniform(const ptrdiff_t* offsets, size_t rows,
                              ptrdiff_t* stride) {
  *stride = rows > 1 ? offsets[1] - offsets[0] : 0;
  for (size_t i = 2; i < rows; ++i) {
    if (offsets[i] - offsets[i - 1] != *stride) return false;
  }
  return true;
}

static void sr_k_gemm_block(const sr_k_matmul_ukernel_t* uk, size_t kc,
                            sr_k_gemm_lhs_t a, const void* b, uint32_t* out,
                            const ptrdiff_t* out_m, const ptrdiff_t* out_n,
                            size_t rows, size_t cols, bool accumulate) {
  ptrdiff_t stride = 0;
  if (rows == uk->mr && cols == uk->nr && sr_k_gemm_contiguous(out_n, cols) &&
      sr_k_gemm_uniform(out_m, rows, &stride)) {
    sr_k_gemm_call(uk, kc, a, b, out + out_m[0] + out_n[0], stride, accumulate);
    return;
  }
  uint32_t tmp[SR_K_GEMM_MAX_MR * SR_K_GEMM_MAX_NR];
  for (size_t i = 0; i < rows && accumulate; ++i) {
    const uint32_t* row = out + out_m[i];
    for (size_t j = 0; j < cols; ++j) tmp[i * uk->nr + j] = row[out_n[j]];
  }
  sr_k_gemm_call(uk, kc, a, b, tmp, (ptrdiff_t)uk->nr, accumulate);
  for (size_t i = 0; i < rows; ++i) {
    uint32_t* row = out + out_m[i];
    for (size_t j = 0; j < cols; ++j) row[out_n[j]] = tmp[i * uk->nr + j];
  }
}

// The lhs of rows [i, i + rows) at depth pc: in place for full panels when
// the product allows it, else the packed panel.
static sr_k_gemm_lhs_t sr_k_gemm_lhs_at(const sr_k_matmul_ukernel_t* uk,
                                        const sr_k_gemm_t* p, size_t i,
                                        size_t rows, size_t pc,
                                        const void* packed) {
  sr_k_gemm_lhs_t a = {packed, 0};
  if (p->lhs_in_place && rows == uk->mr) {
    a.panel = (const float*)p->lhs + p->lhs_m[i] + p->lhs_k[pc];
    a.lda = uk->mr > 1 ? p->lhs_m[i + 1] - p->lhs_m[i] : 1;
  }
  return a;
}

void sr_k_gemm_prepare(const sr_k_table_t* table, sr_k_gemm_t* p) {
  const sr_k_matmul_ukernel_t* uk = sr_k_gemm_ukernel(table, p);
  p->lhs_in_place = false;
  if (p->input_type != SR_K_F32 || !uk->fn_seq_lhs || !p->m || !p->k ||
      !p->lhs_k || !p->lhs_m || !sr_k_gemm_contiguous(p->lhs_k, p->k)) {
    return;
  }
  for (size_t i = 0; i + uk->mr <= p->m; i += uk->mr) {
    ptrdiff_t stride = 0;
    // A zero spacing (every row the same) would still be correct, but a
    // zero lda is how a packed panel is told apart.
    if (!sr_k_gemm_uniform(p->lhs_m + i, uk->mr, &stride) ||
        (uk->mr > 1 && stride == 0)) {
      return;
    }
  }
  p->lhs_in_place = true;
}

// K = 0: the output is zero (or unchanged), then the epilogue.
static int sr_k_gemm_empty(const sr_k_matmul_ukernel_t* uk,
                           const sr_k_gemm_t* p, size_t m0, size_t m1,
                           size_t n0, size_t n1) {
  uint32_t* out = (uint32_t*)p->out;
  for (size_t i = m0; i < m1; i += uk->mr) {
    size_t e = m1 - i < uk->mr ? m1 : i + uk->mr;
    for (size_t r = i; r < e && !p->accumulate; ++r) {
      for (size_t j = n0; j < n1; ++j) out[p->out_m[r] + p->out_n[j]] = 0;
    }
    if (p->epilogue) {
      int rc = p->epilogue(p->epilogue_user, i, e, n0, n1);
      if (rc) return rc;
    }
  }
  return SR_K_OK;
}

int sr_k_gemm_tile(const sr_k_table_t* table, const sr_k_gemm_t* p, size_t m0,
                   size_t m1, size_t n0, size_t n1, void* scratch,
                   size_t scratch_size) {
  int rc = sr_k_gemm_validate(p);
  if (rc) return rc;
  if (m0 > m1 || m1 > p->m || n0 > n1 || n1 > p->n ||
      scratch_size < sr_k_gemm_scratch_size(table, p)) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  const sr_k_matmul_ukernel_t* uk = sr_k_gemm_ukernel(table, p);
  if (m0 == m1 || n0 == n1) return SR_K_OK;
  if (p->k == 0) return sr_k_gemm_empty(uk, p, m0, m1, n0, n1);
  size_t es = sr_k_gemm_is_int(p) ? 2 : 4;
  size_t nc_max = sr_k_gemm_nc(uk);
  uint8_t* packed_b = (uint8_t*)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
  uint8_t* packed_a =
      (uint8_t*)(((uintptr_t)(packed_b + uk->kc * nc_max * es) + 63) &
                 ~(uintptr_t)63);
  uint32_t* out = (uint32_t*)p->out;
  for (size_t jc = n0; jc < n1; jc += nc_max) {
    size_t nc = n1 - jc < nc_max ? n1 - jc : nc_max;
    // K slices in a fixed global order: this is what makes tiles agree.
    for (size_t pc = 0; pc < p->k; pc += uk->kc) {
      size_t kc = p->k - pc < uk->kc ? p->k - pc : uk->kc;
      size_t kc_packed = es == 2 ? sr_k_gemm_round_up(kc, 2) : kc;
      bool accumulate = p->accumulate || pc > 0;
      bool last = pc + kc == p->k;
      sr_k_gemm_pack(p, uk, p->rhs, p->rhs_n + jc, nc, p->rhs_k + pc, kc,
                     uk->nr, p->rhs_zero, false, packed_b);
      for (size_t ic = m0; ic < m1; ic += uk->mc) {
        size_t mc = m1 - ic < uk->mc ? m1 - ic : uk->mc;
        sr_k_gemm_pack(p, uk, p->lhs, p->lhs_m + ic, mc, p->lhs_k + pc, kc,
                       uk->mr, p->lhs_zero, p->lhs_in_place, packed_a);
        for (size_t ir = 0; ir < mc; ir += uk->mr) {
          size_t rows = mc - ir < uk->mr ? mc - ir : uk->mr;
          sr_k_gemm_lhs_t ap = sr_k_gemm_lhs_at(uk, p, ic + ir, rows, pc,
                                                packed_a + ir * kc_packed * es);
          for (size_t jr = 0; jr < nc; jr += uk->nr) {
            const uint8_t* bp = packed_b + jr * kc_packed * es;
            size_t cols = nc - jr < uk->nr ? nc - jr : uk->nr;
            sr_k_gemm_block(uk, kc_packed, ap, bp, out, p->out_m + ic + ir,
                            p->out_n + jc + jr, rows, cols, accumulate);
          }
          if (last && p->epilogue) {
            rc = p->epilogue(p->epilogue_user, ic + ir, ic + ir + rows, jc,
                             jc + nc);
            if (rc) return rc;
          }
        }
      }
    }
  }
  return SR_K_OK;
}

//===----------------------------------------------------------------------===//
// Pre-packed operands
//===----------------------------------------------------------------------===//

size_t sr_k_gemm_slices(const sr_k_table_t* table, const sr_k_gemm_t* p) {
  const sr_k_matmul_ukernel_t* uk = sr_k_gemm_ukernel(table, p);
  return (p->k + uk->kc - 1) / uk->kc;
}

size_t sr_k_gemm_lhs_panels(const sr_k_table_t* table, const sr_k_gemm_t* p) {
  const sr_k_matmul_ukernel_t* uk = sr_k_gemm_ukernel(table, p);
  return (p->m + uk->mr - 1) / uk->mr;
}

size_t sr_k_gemm_rhs_panels(const sr_k_table_t* table, const sr_k_gemm_t* p) {
  const sr_k_matmul_ukernel_t* uk = sr_k_gemm_ukernel(table, p);
  return (p->n + uk->nr - 1) / uk->nr;
}

// Packed depth of the whole K (each slice rounded up to even for i8; only
// the last slice can be odd since KC is even).
static size_t sr_k_gemm_packed_depth(const sr_k_gemm_t* p) {
  return sr_k_gemm_is_int(p) ? sr_k_gemm_round_up(p->k, 2) : p->k;
}

size_t sr_k_gemm_packed_lhs_size(const sr_k_table_t* table,
                                 const sr_k_gemm_t* p) {
  const sr_k_matmul_ukernel_t* uk = sr_k_gemm_ukernel(table, p);
  size_t es = sr_k_gemm_is_int(p) ? 2 : 4;
  return sr_k_gemm_lhs_panels(table, p) * uk->mr * sr_k_gemm_packed_depth(p) *
         es;
}

size_t sr_k_gemm_packed_rhs_size(const sr_k_table_t* table,
                                 const sr_k_gemm_t* p) {
  const sr_k_matmul_ukernel_t* uk = sr_k_gemm_ukernel(table, p);
  size_t es = sr_k_gemm_is_int(p) ? 2 : 4;
  return sr_k_gemm_rhs_panels(table, p) * uk->nr * sr_k_gemm_packed_depth(p) *
         es;
}

// Bytes from the start of a packed operand to panel |panel| (of |r| rows)
// of slice |slice|; its packed depth in |out_kp|.
static size_t sr_k_gemm_panel_at(const sr_k_matmul_ukernel_t* uk,
                                 const sr_k_gemm_t* p, size_t panels, size_t r,
                                 size_t slice, size_t panel, size_t* out_kp) {
  size_t es = sr_k_gemm_is_int(p) ? 2 : 4;
  size_t pc = slice * uk->kc;
  size_t kc = p->k - pc < uk->kc ? p->k - pc : uk->kc;
  *out_kp = es == 2 ? sr_k_gemm_round_up(kc, 2) : kc;
  return (pc * panels * r + panel * r * *out_kp) * es;
}

static int sr_k_gemm_pack_operand(const sr_k_table_t* table,
                                  const sr_k_gemm_t* p, bool lhs, size_t slice,
                                  size_t panel0, size_t panel1, void* packed) {
  int rc = sr_k_gemm_validate(p);
  if (rc) return rc;
  const sr_k_matmul_ukernel_t* uk = sr_k_gemm_ukernel(table, p);
  size_t panels =
      lhs ? sr_k_gemm_lhs_panels(table, p) : sr_k_gemm_rhs_panels(table, p);
  if (slice >= sr_k_gemm_slices(table, p) || panel0 > panel1 ||
      panel1 > panels) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  if (panel0 == panel1) return SR_K_OK;
  size_t r = lhs ? uk->mr : uk->nr;
  size_t extent = lhs ? p->m : p->n;
  size_t pc = slice * uk->kc;
  size_t kc = p->k - pc < uk->kc ? p->k - pc : uk->kc;
  size_t kp = 0;
  uint8_t* dst = (uint8_t*)packed +
                 sr_k_gemm_panel_at(uk, p, panels, r, slice, panel0, &kp);
  size_t i0 = panel0 * r;
  size_t rows = (panel1 * r < extent ? panel1 * r : extent) - i0;
  if (lhs) {
    sr_k_gemm_pack(p, uk, p->lhs, p->lhs_m + i0, rows, p->lhs_k + pc, kc, r,
                   p->lhs_zero, p->lhs_in_place, dst);
  } else {
    sr_k_gemm_pack(p, uk, p->rhs, p->rhs_n + i0, rows, p->rhs_k + pc, kc, r,
                   p->rhs_zero, false, dst);
  }
  return SR_K_OK;
}

int sr_k_gemm_pack_lhs(const sr_k_table_t* table, const sr_k_gemm_t* p,
                       size_t slice, size_t panel0, size_t panel1,
                       void* packed) {
  return sr_k_gemm_pack_operand(table, p, true, slice, panel0, panel1, packed);
}

int sr_k_gemm_pack_rhs(const sr_k_table_t* table, const sr_k_gemm_t* p,
                       size_t slice, size_t panel0, size_t panel1,
                       void* packed) {
  return sr_k_gemm_pack_operand(table, p, false, slice, panel0, panel1, packed);
}

int sr_k_gemm_tile_packed(const sr_k_table_t* table, const sr_k_gemm_t* p,
                          const void* packed_lhs, const void* packed_rhs,
                          size_t m0, size_t m1, size_t n0, size_t n1) {
  int rc = sr_k_gemm_validate(p);
  if (rc) return rc;
  const sr_k_matmul_ukernel_t* uk = sr_k_gemm_ukernel(table, p);
  if (m0 > m1 || m1 > p->m || n0 > n1 || n1 > p->n) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  if (m0 == m1 || n0 == n1) return SR_K_OK;
  if (m0 % uk->mr || n0 % uk->nr) return SR_K_ERROR_INVALID_ARGUMENT;
  if (p->k == 0) return sr_k_gemm_empty(uk, p, m0, m1, n0, n1);
  size_t m_panels = sr_k_gemm_lhs_panels(table, p);
  size_t n_panels = sr_k_gemm_rhs_panels(table, p);
  size_t slices = sr_k_gemm_slices(table, p);
  size_t nc_max = sr_k_gemm_nc(uk);
  uint32_t* out = (uint32_t*)p->out;
  for (size_t jc = n0; jc < n1; jc += nc_max) {
    size_t nc = n1 - jc < nc_max ? n1 - jc : nc_max;
    for (size_t slice = 0; slice < slices; ++slice) {
      bool accumulate = p->accumulate || slice > 0;
      bool last = slice + 1 == slices;
      for (size_t i = m0; i < m1; i += uk->mr) {
        size_t kp = 0;
        size_t rows = m1 - i < uk->mr ? m1 - i : uk->mr;
        sr_k_gemm_lhs_t ap =
            sr_k_gemm_lhs_at(uk, p, i, rows, slice * uk->kc,
                             (const uint8_t*)packed_lhs +
                                 sr_k_gemm_panel_at(uk, p, m_panels, uk->mr,
                                                    slice, i / uk->mr, &kp));
        for (size_t j = jc; j < jc + nc; j += uk->nr) {
          const uint8_t* bp = (const uint8_t*)packed_rhs +
                              sr_k_gemm_panel_at(uk, p, n_panels, uk->nr, slice,
                                                 j / uk->nr, &kp);
          size_t cols = jc + nc - j < uk->nr ? jc + nc - j : uk->nr;
          sr_k_gemm_block(uk, kp, ap, bp, out, p->out_m + i, p->out_n + j, rows,
                          cols, accumulate);
        }
        if (last && p->epilogue) {
          rc = p->epilogue(p->epilogue_user, i, i + rows, jc, jc + nc);
          if (rc) return rc;
        }
      }
    }
  }
  return SR_K_OK;
}

//===----------------------------------------------------------------------===//
// Products of few rows
//===----------------------------------------------------------------------===//

// Depth of one call of the row kernel: the row's lhs elements gathered
// into a stack buffer, a slice at a time (slices add in order, so the
// slicing does not change the bits).
#define SR_K_GEMM_ROW_KC 256

// The column run from j (< n1) the row kernel takes in one call: rhs_n
// steps by a constant 1 or 2 and out_n by 1. Its length, and the step.
static size_t sr_k_gemm_row_run(const sr_k_gemm_t* p, size_t j, size_t n1,
                                ptrdiff_t* out_step) {
  *out_step = 1;
  if (j + 1 >= n1) return 1;
  ptrdiff_t step = p->rhs_n[j + 1] - p->rhs_n[j];
  if (step != 1 && step != 2) return 1;
  size_t len = 1;
  while (j + len < n1 && p->rhs_n[j + len] - p->rhs_n[j + len - 1] == step &&
         p->out_n[j + len] - p->out_n[j + len - 1] == 1) {
    ++len;
  }
  if (len > 1) *out_step = step;
  return len;
}

size_t sr_k_gemm_row_runs(const sr_k_gemm_t* p, uint32_t* run_end) {
  size_t runs = 0;
  for (size_t j = 0; j < p->n; ++runs) {
    ptrdiff_t step;
    size_t end = j + sr_k_gemm_row_run(p, j, p->n, &step);
    for (; j < end; ++j) run_end[j] = (uint32_t)end;
  }
  return runs;
}

// The run from j (< n1) of sr_k_gemm_rows: from the product's table when
// it has one.
static size_t sr_k_gemm_row_run_at(const sr_k_gemm_t* p, size_t j, size_t n1,
                                   ptrdiff_t* out_step) {
  if (!p->row_run_end) return sr_k_gemm_row_run(p, j, n1, out_step);
  size_t end = p->row_run_end[j] < n1 ? p->row_run_end[j] : n1;
  *out_step = end - j > 1 ? p->rhs_n[j + 1] - p->rhs_n[j] : 1;
  return end - j;
}

bool sr_k_gemm_rows_suit(const sr_k_table_t* table, const sr_k_gemm_t* p) {
  const sr_k_matmul_ukernel_t* uk = &table->matmul_f32;
  if (p->input_type != SR_K_F32 || !uk->row_f32 || p->m == 0 || p->m > 4 ||
      p->n == 0 || !p->rhs_n || !p->out_n) {
    return false;
  }
  size_t runs = 0;
  for (size_t j = 0; j < p->n; ++runs) {
    ptrdiff_t step;
    j += sr_k_gemm_row_run(p, j, p->n, &step);
  }
  return p->n >= 4 * runs;
}

int sr_k_gemm_rows(const sr_k_table_t* table, const sr_k_gemm_t* p, size_t m0,
                   size_t m1, size_t n0, size_t n1) {
  int rc = sr_k_gemm_validate(p);
  if (rc) return rc;
  const sr_k_matmul_ukernel_t* uk = &table->matmul_f32;
  if (p->input_type != SR_K_F32 || !uk->row_f32) return SR_K_ERROR_UNSUPPORTED;
  if (m0 > m1 || m1 > p->m || n0 > n1 || n1 > p->n) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  if (m0 == m1 || n0 == n1) return SR_K_OK;
  if (p->k == 0) return sr_k_gemm_empty(uk, p, m0, m1, n0, n1);
  const float* lhs = (const float*)p->lhs;
  const float* rhs = (const float*)p->rhs;
  float* out = (float*)p->out;
  float w[SR_K_GEMM_ROW_KC];
  for (size_t i = m0; i < m1; ++i) {
    for (size_t pc = 0; pc < p->k; pc += SR_K_GEMM_ROW_KC) {
      size_t kc = p->k - pc < SR_K_GEMM_ROW_KC ? p->k - pc : SR_K_GEMM_ROW_KC;
      const float* row = lhs + p->lhs_m[i];
      for (size_t q = 0; q < kc; ++q) w[q] = row[p->lhs_k[pc + q]];
      bool accumulate = p->accumulate || pc > 0;
      for (size_t j = n0; j < n1;) {
        ptrdiff_t step;
        size_t len = sr_k_gemm_row_run_at(p, j, n1, &step);
        uk->row_f32(kc, w, rhs + p->rhs_n[j], p->rhs_k + pc, step, len,
                    out + p->out_m[i] + p->out_n[j], accumulate);
        j += len;
      }
    }
    if (p->epilogue) {
      rc = p->epilogue(p->epilogue_user, i, i + 1, n0, n1);
      if (rc) return rc;
    }
  }
  return SR_K_OK;
}
