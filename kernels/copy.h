// Copies: contiguous byte copies (stream.cmd.copy, async.copy/update/clone),
// 2-D transposes, and strided copies of up to SR_K_MAX_RANK dimensions
// (permutations, transposes, strided slices) built on the two.
#ifndef STREAMREF_KERNELS_COPY_H_
#define STREAMREF_KERNELS_COPY_H_

#include <stdbool.h>

#include "kernels/types.h"

#ifdef __cplusplus
extern "C" {
#endif

// The most dimensions a strided copy or elementwise walk takes. Six covers
// every permutation a linalg.transpose in IREE's test programs uses, and
// keeps descriptors small enough to live on the stack.
#define SR_K_MAX_RANK 6

// Copies |length| bytes from |source| to |target|. Overlapping ranges are
// allowed and behave like memmove (a stream.cmd.copy within one resource may
// overlap). No alignment is required. Reentrant.
typedef int (*sr_k_copy_fn_t)(void* target, const void* source, size_t length);

// 2-D transpose: target[j * target_stride + i] = source[i * source_stride + j]
// for i < rows, j < cols. Strides are in elements, may be negative, and the
// two ranges must not overlap. |element_size| is 1, 2, 4 or 8
// (SR_K_ERROR_INVALID_ARGUMENT otherwise). Elements must be naturally aligned.
typedef int (*sr_k_transpose_fn_t)(void* target, ptrdiff_t target_stride,
                                   const void* source, ptrdiff_t source_stride,
                                   size_t rows, size_t cols,
                                   size_t element_size);

// A strided copy: for every index vector i < shape,
//   target[sum(i[d] * target_strides[d])] = source[sum(i[d] *
//   source_strides[d])]
// with strides in elements of |element_size| bytes (any size >= 1; 1, 2, 4
// and 8 take the fast paths). Strides may be negative or zero on the source
// (broadcast); target elements must be distinct and must not overlap the
// source. A permutation is a source with permuted strides; a strided slice
// is a source with scaled strides and an offset base pointer.
typedef struct sr_k_strided_copy_t {
  size_t rank;  // 0..SR_K_MAX_RANK; rank 0 copies one element
  size_t element_size;
  size_t shape[SR_K_MAX_RANK];
  ptrdiff_t target_strides[SR_K_MAX_RANK];
  ptrdiff_t source_strides[SR_K_MAX_RANK];
} sr_k_strided_copy_t;

// Copies per |desc| using |table|'s copy and transpose primitives (the
// descriptor is simplified first: unit dimensions dropped, contiguous ones
// merged). Reentrant; callers split the outermost dimension across threads.
// Returns SR_K_ERROR_INVALID_ARGUMENT for rank > SR_K_MAX_RANK or a zero
// element size.
int sr_k_copy_strided(const sr_k_table_t* table, void* target,
                      const void* source, const sr_k_strided_copy_t* desc);

// Dense row-major strides (in elements) for |shape|, into |out_strides|.
void sr_k_dense_strides(size_t rank, const size_t* shape,
                        ptrdiff_t* out_strides);

// Scalar references.
int sr_k_copy_scalar(void* target, const void* source, size_t length);
int sr_k_transpose_scalar(void* target, ptrdiff_t target_stride,
                          const void* source, ptrdiff_t source_stride,
                          size_t rows, size_t cols, size_t element_size);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNELS_COPY_H_
