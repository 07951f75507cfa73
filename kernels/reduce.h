// Reductions: sum, product, min and max over the innermost axis or over an
// outer axis, in an order fixed by the shape alone.
//
// Inner reduction: out[r] = reduce(in[r * in_row_stride + 0 .. n)) for each
// of |rows| rows (row elements contiguous). Outer reduction:
// out[j] = reduce_i(in[i * in_row_stride + j]) over |rows| rows, for each of
// n columns (the axis being reduced is the row index).
//
// The order of float operations is a function of n (inner) or rows (outer)
// only, never of the ISA or of how a caller splits rows/columns over
// threads, so every variant and every split gives the same bits:
//   - Inner SUM/PRODUCT: the row is cut into chunks of SR_K_REDUCE_CHUNK
//     elements. Within a chunk, element i goes to lane (i mod 16) of 16
//     sequential accumulators; the lanes are folded by the tree
//     l[j] += l[j + 8], then +4, +2, +1. Chunk results combine pairwise:
//     P(lo, hi) = P(lo, mid) + P(mid, hi), mid = lo + (hi - lo) / 2. The
//     error thus grows with log2(n / CHUNK) + CHUNK / 16, not with n.
//   - Outer SUM/PRODUCT: sequential over rows, starting from the identity
//     (a column is one chain; SIMD runs across columns).
//   - MIN/MAX are arith.minimumf/maximumf on floats (NaN wins, -0 < +0):
//     associative and commutative, so order does not matter.
//   - Accumulators start from -0.0 for SUM (so a row of -0 sums to -0, as a
//     sequential IEEE sum would) and 1 for PRODUCT.
//   - f16/bf16 accumulate in f32 and round once. Integers wrap; MIN/MAX on
//     integers are signed.
// Empty reductions (n == 0 or rows == 0) produce the identity: -0/0/1, and
// +inf/-inf (floats) or INT_MAX/INT_MIN (ints) for MIN/MAX.
#ifndef STREAMREF_KERNELS_REDUCE_H_
#define STREAMREF_KERNELS_REDUCE_H_

#include "kernels/types.h"

#ifdef __cplusplus
extern "C" {
#endif

// Chunk length of the inner float reductions (see above). 4096 keeps a chunk
// in L1 for f32 and makes the pairwise tree shallow.
#define SR_K_REDUCE_CHUNK 4096
// Lanes of the in-chunk accumulation: a multiple of every variant's width
// (8 for AVX2 f32, 16 for AVX-512 f32, 4/8 for f64).
#define SR_K_REDUCE_LANES 16

typedef enum sr_k_reduce_op_e {
  SR_K_REDUCE_SUM = 0,
  SR_K_REDUCE_PRODUCT,
  SR_K_REDUCE_MIN,
  SR_K_REDUCE_MAX,
  SR_K_REDUCE_COUNT,
} sr_k_reduce_op_t;

// Inner: |rows| rows of |n| contiguous elements, row r at
// in + r * in_row_stride (elements); out[r * out_stride].
typedef int (*sr_k_reduce_inner_fn_t)(size_t rows, size_t n, void* out,
                                      ptrdiff_t out_stride, const void* in,
                                      ptrdiff_t in_row_stride);
// Outer: |rows| x |n| with rows at in + i * in_row_stride, columns
// contiguous; out[0 .. n) contiguous.
typedef int (*sr_k_reduce_outer_fn_t)(size_t rows, size_t n, void* out,
                                      const void* in, ptrdiff_t in_row_stride);

const char* sr_k_reduce_op_name(sr_k_reduce_op_t op);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNELS_REDUCE_H_
