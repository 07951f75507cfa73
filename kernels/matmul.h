// Matrix multiplication: out[m x n] (+)= lhs[m x k] * rhs[k x n], batched,
// with any operand strides (a transposed operand is a swap of its strides).
//
//   lhs/rhs f32, f16 or bf16  -> accumulate and store f32
//   lhs/rhs i8 (signed)       -> accumulate and store i32 (wrapping)
//
// Structure (BLIS, and IREE's mmt4d): for each NC-wide column block of the
// tile and each KC-deep slice of K, rhs is packed into NR-wide panels; for
// each MC-tall row block, lhs is packed into MR-tall panels; a register-
// blocked micro-kernel multiplies one MR x KC panel by one KC x NR panel. The
// packing also converts f16/bf16 to f32 and i8 to i16 pairs, so one
// micro-kernel serves each accumulator type.
//
// Tiles and determinism: sr_k_matmul_tile computes any rectangle of the
// output. Each output element is produced by the same micro-kernel
// arithmetic whichever tile it falls in: its K slices are visited in order
// 0, KC, 2 KC, ... (KC is fixed per variant and independent of the tile),
// the first slice stores (or adds to the old value when accumulating) and
// later slices add. So the result is bit-identical however a caller cuts
// the output into tiles and spreads them over threads.
#ifndef STREAMREF_KERNELS_MATMUL_H_
#define STREAMREF_KERNELS_MATMUL_H_

#include <stdbool.h>

#include "kernels/types.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sr_k_matmul_t {
  sr_k_dtype_t input_type;  // SR_K_F32, SR_K_F16, SR_K_BF16 or SR_K_I8
  size_t batch, m, n, k;
  // Strides in elements. Element (b, i, p) of lhs is at
  // lhs[b * lhs_batch_stride + i * lhs_row_stride + p * lhs_col_stride].
  const void* lhs;
  ptrdiff_t lhs_batch_stride, lhs_row_stride, lhs_col_stride;
  const void* rhs;
  ptrdiff_t rhs_batch_stride, rhs_row_stride, rhs_col_stride;
  // Output (f32 or i32); column stride is 1.
  void* out;
  ptrdiff_t out_batch_stride, out_row_stride;
  // true: out += lhs * rhs; false: out = lhs * rhs.
  bool accumulate;
} sr_k_matmul_t;

// The micro-kernel of one variant: multiplies an MR x kc packed lhs panel by
// a kc x NR packed rhs panel and stores (or adds, when |accumulate|) the
// MR x NR result to c with row stride |c_stride| (elements). Packed layouts:
// lhs panel [kc][MR], rhs panel [kc][NR] (f32), or for i8 the k-pairs
// interleaved as int16: lhs [kc/2][MR][2], rhs [kc/2][NR][2].
typedef void (*sr_k_matmul_ukernel_fn_t)(size_t kc, const void* lhs_panel,
                                         const void* rhs_panel, void* c,
                                         ptrdiff_t c_stride, bool accumulate);

// Optional fast packing of f32 operands: packs |rows| rows x |kc| depth of
// src (element (i, q) at src[i * rs + q * cs]) into panels of |r| rows, as
// the driver's generic packer does. Returns false to decline (the driver then
// packs generically); a variant handles only the layouts it speeds up.
typedef bool (*sr_k_matmul_pack_f32_fn_t)(const float* src, ptrdiff_t rs,
                                          ptrdiff_t cs, size_t rows, size_t kc,
                                          size_t r, float* dst);

// Optional transposing f32 packer of the gathered GEMM (gemm.h): writes
// dst[q * r + x] = rows[x][col0 + q] for q < len, x < nrows, and 0 for
// nrows <= x < r. Returns false to decline (the driver then packs
// generically).
typedef bool (*sr_k_gemm_pack_rows_f32_fn_t)(const float* const* rows,
                                             size_t nrows, ptrdiff_t col0,
                                             size_t len, size_t r, float* dst);

// Optional f32 packer of a gathered panel whose rows form runs (a panel of
// output positions crossing the end of an image row, or a stride-2
// convolution's): row start[i] + t (t < len[i]) is at ptr[i] + t * step[i],
// step 1 or 2; writes dst[q * r + x] = row x at offset cols[q] for q < kc,
// and 0 for rows past the last run. Returns false to decline.
typedef bool (*sr_k_gemm_pack_runs_f32_fn_t)(const float* const* ptr,
                                             const size_t* start,
                                             const size_t* len,
                                             const size_t* step, size_t runs,
                                             const ptrdiff_t* cols, size_t kc,
                                             size_t r, float* dst);

// The gathered GEMM's sequential f32 micro-kernel reading lhs in place:
// element (r, q) of the MR x kc block at a[r * lda + q] (rows of a
// row-major weight matrix), no packing.
typedef void (*sr_k_gemm_ukernel_lhs_fn_t)(size_t kc, const float* a,
                                           ptrdiff_t lda, const void* rhs_panel,
                                           void* c, ptrdiff_t c_stride,
                                           bool accumulate);

// The gathered GEMM's one-row f32 kernel (gemm.h, sr_k_gemm_rows): for
// j < n,
//   out[j] = (accumulate ? out[j] : +0) + w[0] * x[x_k[0] + j * x_step]
//            + w[1] * x[x_k[1] + j * x_step] + ...
// each product rounded, then added, in k order (fn_seq's arithmetic, so
// the bits of the scalar loop). |x_step| is 1 or 2. One output row of a
// depthwise convolution's channel or a matrix-vector product, where an
// MR-row micro-kernel would compute MR - 1 rows of padding.
typedef void (*sr_k_gemm_row_f32_fn_t)(size_t k, const float* w, const float* x,
                                       const ptrdiff_t* x_k, ptrdiff_t x_step,
                                       size_t n, float* out, bool accumulate);

typedef struct sr_k_matmul_ukernel_t {
  sr_k_matmul_ukernel_fn_t fn;
  sr_k_matmul_pack_f32_fn_t pack_f32;  // NULL: always generic
  size_t mr, nr;                       // register block
  size_t mc, kc, nc;  // cache blocks (mc % mr == 0, nc % nr == 0, kc even)
  sr_k_gemm_pack_rows_f32_fn_t pack_rows_f32;  // NULL: always generic
  sr_k_gemm_pack_runs_f32_fn_t pack_runs_f32;  // NULL: always generic
  // The gathered GEMM's micro-kernel (gemm.h): same blocks and packed
  // layouts as |fn|, but sequential: the accumulators start from c (or 0),
  // and each product is rounded, then added, in k order, as a linalg body
  // `mulf` then `addf` computes it, so that every variant gives the bits of
  // the scalar loop. NULL: |fn| (integers, where the order is exact).
  sr_k_matmul_ukernel_fn_t fn_seq;
  // fn_seq with lhs read in place (gemm.h, lhs_in_place). NULL: lhs is
  // always packed.
  sr_k_gemm_ukernel_lhs_fn_t fn_seq_lhs;
  // The one-row kernel (f32 only). NULL: rows always go through fn_seq.
  sr_k_gemm_row_f32_fn_t row_f32;
} sr_k_matmul_ukernel_t;

// Checks |params| (types, strides, sizes) without computing anything.
// Returns SR_K_ERROR_UNSUPPORTED for an input type without kernels.
int sr_k_matmul_validate(const sr_k_matmul_t* params);

// Bytes of scratch memory sr_k_matmul_tile needs with |table|'s blocking;
// 64-byte aligned scratch is fastest but any alignment to 4 bytes works.
size_t sr_k_matmul_scratch_size(const sr_k_table_t* table,
                                const sr_k_matmul_t* params);

// Computes out[b][m0:m1, n0:n1] for batch |b| with |table|'s micro-kernel.
// |scratch| holds the packed panels (see sr_k_matmul_scratch_size); it is
// per call, so threads computing different tiles need their own. Reentrant;
// distinct tiles may run concurrently. Returns SR_K_ERROR_INVALID_ARGUMENT
// for a rectangle outside the output or short scratch.
int sr_k_matmul_tile(const sr_k_table_t* table, const sr_k_matmul_t* params,
                     size_t b, size_t m0, size_t m1, size_t n0, size_t n1,
                     void* scratch, size_t scratch_size);

// The whole product on the calling thread (all batches, one tile each).
int sr_k_matmul(const sr_k_table_t* table, const sr_k_matmul_t* params,
                void* scratch, size_t scratch_size);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNELS_MATMUL_H_
