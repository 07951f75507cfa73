// Element types and run-time values of the dispatch interpreter.
//
// The interpreter models the element types IREE's CPU executables use at
// the Stream phase, core/base/element_type.h's sr_dtype_t: i1 (one byte, 0
// or 1), i8, i16, i32, i64, index (as i64), f16, bf16, f32 and f64. Anything
// else (f8 formats, sub-byte integers, complex) is rejected at prepare with a
// located error.
//
// A value of the interpreted function is a slot: scalars keep their bits in
// the low bytes of |bits| (little-endian, like memory, so a kernel can
// read or write a scalar through a pointer to it); tensors are strided
// views (data pointer, shape, strides in elements) of either a refcounted
// buffer the interpreter allocated or borrowed memory (bindings, dense
// constants), which is never written in place.
//
// Not thread-safe: one workgroup run owns its frame; the operations that
// fan out over the pool only read the frame and write disjoint parts of
// their output buffers.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_TYPES_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_TYPES_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/base/element_type.h"
#include "core/ir/types.h"
#include "kernels/types.h"

#define SR_DI_ARRAY_COUNT(a) (sizeof(a) / sizeof((a)[0]))

// Most dimensions of a tensor, and most loops of a structured op (a 2-D
// convolution with batch and groups has 8; mmt4d has 6).
#define SR_DI_MAX_RANK 8
#define SR_DI_MAX_LOOPS 12

// The kernel boundary: the kernels' element type for |dtype| (i1 runs on the
// i8 kernels). kernels/ includes no core header, so sr_k_dtype_t stays
// their own and this is the one conversion (core/base/element_type.h).
sr_k_dtype_t sr_di_kernel_dtype(sr_dtype_t dtype);

// Element |i| of |data| (stride in elements) widened: integers sign- or
// zero-extended, floats exactly to double.
int64_t sr_di_load_int(const uint8_t* data, sr_dtype_t dtype, bool is_unsigned);
double sr_di_load_float(const uint8_t* data, sr_dtype_t dtype);
// Stores the low bits of |value| (integers) at |data|.
void sr_di_store_int(uint8_t* data, sr_dtype_t dtype, int64_t value);
// Rounds |value| once to |dtype| (round to nearest even) and stores it.
void sr_di_store_float(uint8_t* data, sr_dtype_t dtype, double value);

//===----------------------------------------------------------------------===//
// Run-time values
//===----------------------------------------------------------------------===//

// A refcounted allocation of tensor elements (64-byte aligned data).
typedef struct sr_di_buffer_t {
  int32_t refs;
  size_t size;
  uint8_t* data;
} sr_di_buffer_t;

typedef struct sr_di_tensor_t {
  uint8_t* data;  // element (0, ..., 0)
  // The owner, or NULL for borrowed memory (never written in place).
  sr_di_buffer_t* buffer;
  uint8_t rank;
  uint8_t dtype;
  int64_t shape[SR_DI_MAX_RANK];
  int64_t strides[SR_DI_MAX_RANK];  // elements
} sr_di_tensor_t;

typedef struct sr_di_value_t {
  uint64_t bits;  // scalars
  sr_di_tensor_t tensor;
  // Binding views (stream.binding.subspan): bytes reachable from
  // tensor.data, and whether the binding may be written.
  size_t available;
  bool writable;
  int32_t binding;  // the binding ordinal of a subspan view
} sr_di_value_t;

static inline int64_t sr_di_tensor_count(const sr_di_tensor_t* t) {
  int64_t n = 1;
  for (uint32_t i = 0; i < t->rank; ++i) n *= t->shape[i];
  return n;
}

// True when the tensor's elements are dense and row-major.
bool sr_di_tensor_is_dense(const sr_di_tensor_t* t);

// Dense row-major strides for the tensor's shape.
void sr_di_tensor_set_dense_strides(sr_di_tensor_t* t);

// Scalar slot helpers: integers read with sign extension from |dtype|.
static inline int64_t sr_di_value_int(const sr_di_value_t* v,
                                      sr_dtype_t dtype) {
  return sr_di_load_int((const uint8_t*)&v->bits, dtype, false);
}

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_TYPES_H_
