// Internal helpers of the conversion kernels (the kernels themselves are
// reached through the dispatch table: convert[kind][src][dst]; see
// elementwise.h for the semantics of each kind).
#ifndef STREAMREF_KERNELS_CONVERT_H_
#define STREAMREF_KERNELS_CONVERT_H_

#include <stdbool.h>

#include "kernels/types.h"

#ifdef __cplusplus
extern "C" {
#endif

// f64 -> f32 rounding to odd: the nearest f32 toward zero-or-away whose last
// mantissa bit is 1 when the value is inexact. Rounding that f32 to f16 or
// bf16 with round-to-nearest-even then equals rounding the f64 directly.
float sr_k_f64_to_f32_odd(double d);

// Loads element |index| of a float array of |type| as a double (exact).
double sr_k_load_float(sr_k_dtype_t type, const void* base, ptrdiff_t index);
// Stores |value| rounded once (nearest-even) to |type|.
void sr_k_store_float(sr_k_dtype_t type, void* base, ptrdiff_t index,
                      double value);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNELS_CONVERT_H_
