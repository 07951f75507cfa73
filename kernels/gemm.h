// GEMM over gathered operands: out[i][j] (+)= sum_p lhs[i][p] * rhs[p][j]
// where every operand is addressed through offset tables, one per GEMM
// dimension:
//
//   lhs(i, p) at lhs + lhs_m[i] + lhs_k[p]      (elements)
//   rhs(p, j) at rhs + rhs_k[p] + rhs_n[j]
//   out(i, j) at out + out_m[i] + out_n[j]
//
// Any contraction whose indexing maps are linear in the loops is such a
// GEMM once each loop is given to m, n or k: a matmul with any transposes,
// and a convolution in any layout with strides and dilations, where k runs
// over (channel, window taps) and the image operand's k and n tables
// together are the im2col matrix, read in place while packing (an
// "implicit GEMM": nothing is copied but the packed panels).
//
// Same structure, micro-kernels and blocking as sr_k_matmul (matmul.h):
// rhs packed into NR-wide panels per KC slice of K, lhs into MR-tall panels
// per MC block, f16/bf16 widened and i8 turned into int16 k-pairs while
// packing (i8 also minus its zero point, so quantized products are exact).
// Packing recognizes contiguous runs in the tables (a row of an image, a
// row of a weight matrix) and copies them with vector moves.
//
// Determinism: as sr_k_matmul_tile, any rectangle of the output may be
// computed by any thread; an element's K slices are visited in the fixed
// order 0, KC, 2 KC... (KC per variant), so its bits do not depend on the
// tiling. Integer results are exact modulo 2^32 (wrapping, as arith.addi).
//
// Epilogue: when set, called for each MR-row stripe of the tile (rows
// [m0, m1) x columns [n0, n1)) right after its last K slice is stored, while
// the stripe is in L1: a caller fuses bias adds, activations and
// requantization into the tile store there instead of a second pass over
// memory. A nonzero return stops the tile and is returned.
#ifndef STREAMREF_KERNELS_GEMM_H_
#define STREAMREF_KERNELS_GEMM_H_

#include <stdbool.h>

#include "kernels/types.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef int (*sr_k_gemm_epilogue_fn_t)(void* user, size_t m0, size_t m1,
                                       size_t n0, size_t n1);

typedef struct sr_k_gemm_t {
  sr_k_dtype_t input_type;  // SR_K_F32, SR_K_F16, SR_K_BF16 or SR_K_I8
  size_t m, n, k;
  const void* lhs;
  const ptrdiff_t* lhs_m;  // m entries
  const ptrdiff_t* lhs_k;  // k entries
  const void* rhs;
  const ptrdiff_t* rhs_k;  // k entries
  const ptrdiff_t* rhs_n;  // n entries
  void* out;               // f32 or i32
  const ptrdiff_t* out_m;  // m entries
  const ptrdiff_t* out_n;  // n entries
  // true: out += lhs * rhs; false: out = lhs * rhs.
  bool accumulate;
  // I8 only: subtracted from every lhs / rhs element (zero points of a
  // quantized product); each must be within [-32640, 32640] so that every
  // difference fits int16 (checked by sr_k_gemm_validate).
  int32_t lhs_zero, rhs_zero;
  sr_k_gemm_epilogue_fn_t epilogue;  // or NULL
  void* epilogue_user;
  // Set by sr_k_gemm_prepare (false otherwise): the micro-kernel reads the
  // full MR panels of lhs in place instead of packing them (f32, k
  // contiguous in lhs, each full panel's rows equally spaced: the weights
  // of an NCHW convolution, a row-major matrix). A panel read once per
  // rhs panel costs the same from its rows as from a packed copy, and a
  // product with few columns (a 4x4 image's 512-channel convolution)
  // would spend as long packing its weights as multiplying them.
  bool lhs_in_place;
  // Optional, for sr_k_gemm_rows: n entries from sr_k_gemm_row_runs, the
  // end of the row kernel's column run holding each column, found once per
  // product instead of per row and tile (a depthwise convolution runs a
  // product per channel over the same tables). NULL: found per call.
  const uint32_t* row_run_end;
} sr_k_gemm_t;

// Decides the derived fields (lhs_in_place) once for a product; the
// packing and tile calls then follow them. O(m + k).
void sr_k_gemm_prepare(const sr_k_table_t* table, sr_k_gemm_t* params);

// Checks the types, pointers and zero points without computing anything.
int sr_k_gemm_validate(const sr_k_gemm_t* params);

// Bytes of scratch sr_k_gemm_tile needs with |table|'s blocking.
size_t sr_k_gemm_scratch_size(const sr_k_table_t* table,
                              const sr_k_gemm_t* params);

// Computes out[m0:m1, n0:n1]. Reentrant; distinct tiles may run
// concurrently (each with its own scratch). Returns
// SR_K_ERROR_INVALID_ARGUMENT for a rectangle outside the output or short
// scratch, or the epilogue's nonzero result.
int sr_k_gemm_tile(const sr_k_table_t* table, const sr_k_gemm_t* params,
                   size_t m0, size_t m1, size_t n0, size_t n1, void* scratch,
                   size_t scratch_size);

// Pre-packed operands. sr_k_gemm_tile packs the panels it needs itself, so
// threads computing different tiles of one product pack the same panels
// again (the rhs once per m tile, the lhs once per n tile). For products
// cut into many tiles the whole operands are better packed once, in
// parallel, then shared read-only by every tile:
//
//   lhs: for each KC slice s, for each MR panel i: [kc_s][MR]
//   rhs: for each KC slice s, for each NR panel j: [kc_s][NR]
//
// (f32 elements, or int16 k-pairs for i8, kc_s rounded up to even). A
// slice's panels may be packed by different threads (pack units are
// (slice, panel range)); every pack must finish before any tile reads.

// Sizes in bytes of the packed operands, and the panel and slice counts.
size_t sr_k_gemm_packed_lhs_size(const sr_k_table_t* table,
                                 const sr_k_gemm_t* params);
size_t sr_k_gemm_packed_rhs_size(const sr_k_table_t* table,
                                 const sr_k_gemm_t* params);
size_t sr_k_gemm_slices(const sr_k_table_t* table, const sr_k_gemm_t* params);
size_t sr_k_gemm_lhs_panels(const sr_k_table_t* table,
                            const sr_k_gemm_t* params);
size_t sr_k_gemm_rhs_panels(const sr_k_table_t* table,
                            const sr_k_gemm_t* params);

// Packs panels [panel0, panel1) of K slice |slice| of lhs (rhs) into
// |packed| (the whole packed operand, 64-byte aligned).
int sr_k_gemm_pack_lhs(const sr_k_table_t* table, const sr_k_gemm_t* params,
                       size_t slice, size_t panel0, size_t panel1,
                       void* packed);
int sr_k_gemm_pack_rhs(const sr_k_table_t* table, const sr_k_gemm_t* params,
                       size_t slice, size_t panel0, size_t panel1,
                       void* packed);

// sr_k_gemm_tile on pre-packed operands: the same bits. |m0| must be a
// multiple of MR and |n0| of NR (the register block of |table|).
int sr_k_gemm_tile_packed(const sr_k_table_t* table, const sr_k_gemm_t* params,
                          const void* packed_lhs, const void* packed_rhs,
                          size_t m0, size_t m1, size_t n0, size_t n1);

// Products of few rows. A product whose m is below the micro-kernel's MR
// (a depthwise convolution per channel has m = 1, n = the output pixels,
// k = the window taps; a matrix-vector product m = 1) wastes most of an
// MR-row block, and packs rhs panels it then reads once. sr_k_gemm_rows
// computes such rows one at a time from the operands in place, with the
// variant's one-row kernel (matmul.h, row_f32) over the column runs where
// rhs_n steps by 1 or 2 and out_n by 1: the same bits as sr_k_gemm_tile.
// The epilogue is called per row once its columns [n0, n1) are done.

// True when sr_k_gemm_rows suits |params| (f32, m at most 4, a row kernel,
// rhs columns in runs of step 1 or 2 averaging at least 4, output columns
// contiguous within them). O(n).
bool sr_k_gemm_rows_suit(const sr_k_table_t* table, const sr_k_gemm_t* params);

// Fills |run_end| (params->n entries, n < 2^32) for params->row_run_end:
// greedy column runs from column 0 (any part of a run is a run, so a
// rectangle may start anywhere). Returns the number of runs. O(n).
size_t sr_k_gemm_row_runs(const sr_k_gemm_t* params, uint32_t* run_end);

// Computes out[m0:m1, n0:n1] (any m0, n0) without scratch. Reentrant;
// distinct rectangles may run concurrently. Returns
// SR_K_ERROR_INVALID_ARGUMENT for a rectangle outside the output, or the
// epilogue's nonzero result.
int sr_k_gemm_rows(const sr_k_table_t* table, const sr_k_gemm_t* params,
                   size_t m0, size_t m1, size_t n0, size_t n1);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNELS_GEMM_H_
