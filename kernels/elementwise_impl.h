// Internal helpers shared by the elementwise, conversion and reduction
// kernels of every variant.
#ifndef STREAMREF_KERNELS_ELEMENTWISE_IMPL_H_
#define STREAMREF_KERNELS_ELEMENTWISE_IMPL_H_

#include "kernels/dispatch.h"

// True when all strides are 1: the contiguous SIMD path applies.
static inline int sr_k_unit2(ptrdiff_t a, ptrdiff_t b) {
  return a == 1 && b == 1;
}
static inline int sr_k_unit3(ptrdiff_t a, ptrdiff_t b, ptrdiff_t c) {
  return a == 1 && b == 1 && c == 1;
}

#endif  // STREAMREF_KERNELS_ELEMENTWISE_IMPL_H_
