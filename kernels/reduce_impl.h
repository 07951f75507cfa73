// Internal: the pieces of the fixed-order float reductions that SIMD
// variants reuse (the pairwise tree over chunks and the stores), with the
// per-chunk routine swapped for their own.
#ifndef STREAMREF_KERNELS_REDUCE_IMPL_H_
#define STREAMREF_KERNELS_REDUCE_IMPL_H_

#include "kernels/reduce.h"

// Reduces elements [begin, end) of |row| (one chunk) in the 16-lane order.
// Returns the value in the compute type (f32 values widened to double).
typedef double (*sr_k_reduce_chunk_fn_t)(sr_k_reduce_op_t op, sr_k_dtype_t type,
                                         const void* row, size_t begin,
                                         size_t end);

// The pairwise tree over chunks [lo, hi) of a row of n elements.
double sr_k__reduce_pairwise(sr_k_reduce_op_t op, sr_k_dtype_t type,
                             const void* row, size_t n, size_t lo, size_t hi,
                             sr_k_reduce_chunk_fn_t chunk);

// The whole inner float reduction with |chunk| for the chunks.
int sr_k__reduce_inner_float(sr_k_reduce_op_t op, sr_k_dtype_t type,
                             size_t rows, size_t n, void* out,
                             ptrdiff_t out_stride, const void* in,
                             ptrdiff_t in_row_stride,
                             sr_k_reduce_chunk_fn_t chunk);

// Scalar outer float reduction of columns [j0, n).
int sr_k__reduce_outer_float_scalar(sr_k_reduce_op_t op, sr_k_dtype_t type,
                                    size_t rows, size_t n, size_t j0, void* out,
                                    const void* in, ptrdiff_t in_row_stride);

// Stores a compute-type value rounded once to |type|.
void sr_k__reduce_store(sr_k_dtype_t type, void* out, ptrdiff_t index,
                        double v);

#endif  // STREAMREF_KERNELS_REDUCE_IMPL_H_
