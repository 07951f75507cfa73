// The element types streamref stores in tensors and computes on in-tree:
// one enum (sr_dtype_t) for the dispatch interpreter, the host
// interpreter's storage types and the kernel boundary.
//
// The set is the storage types IREE's CPU executables use at the Stream
// phase: i1 (one byte holding 0 or 1), i8, i16, i32, i64 (also index),
// f16, bf16, f32 and f64. Integers are signless, as in arith: the op says
// how the bits are read. Anything else (f8 formats, sub-byte and odd-width
// integers, complex) has no sr_dtype_t; code that must carry those keeps a
// width (the host's sr_rt_scalar_type_t, IREE's packed sr_element_type_t).
//
// The other encodings convert here or at their boundary:
//   public API  sr_element_type_t (IREE's packed numerical type and bits):
//               sr_dtype_to_element_type / sr_dtype_from_element_type.
//   IR types    sr_type_dtype (core/ir/types.h: core/base sees no IR).
//   kernels     sr_k_dtype_t stays the kernels' own (kernels/ includes no
//               core header); cpu_backend's sr_di_kernel_dtype is the one
//               conversion (i1 runs on the i8 kernels).
//
// Sizes and bits are inline: the dispatch interpreter asks for them per
// block and per element.
#ifndef STREAMREF_CORE_BASE_ELEMENT_TYPE_H_
#define STREAMREF_CORE_BASE_ELEMENT_TYPE_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// Integers first, then floats (sr_dtype_is_float relies on the order).
typedef enum sr_dtype_e {
  SR_DTYPE_I1 = 0,
  SR_DTYPE_I8,
  SR_DTYPE_I16,
  SR_DTYPE_I32,
  SR_DTYPE_I64,  // also index
  SR_DTYPE_F16,
  SR_DTYPE_BF16,
  SR_DTYPE_F32,
  SR_DTYPE_F64,
  SR_DTYPE_COUNT,
} sr_dtype_t;

// Bytes of one element (i1 takes a byte).
static inline size_t sr_dtype_size(sr_dtype_t dtype) {
  static const uint8_t kSizes[SR_DTYPE_COUNT] = {1, 1, 2, 4, 8, 2, 2, 4, 8};
  return kSizes[dtype];
}

// Bits of the value (i1: 1; the others fill their bytes).
static inline uint32_t sr_dtype_bits(sr_dtype_t dtype) {
  return dtype == SR_DTYPE_I1 ? 1 : (uint32_t)sr_dtype_size(dtype) * 8;
}

static inline bool sr_dtype_is_float(sr_dtype_t dtype) {
  return dtype >= SR_DTYPE_F16;
}

// The integer dtype of |bits| (1, 8, 16, 32, 64); false for other widths.
bool sr_dtype_from_int_bits(uint32_t bits, sr_dtype_t* out_dtype);

// "i1", "f32", ...; "?" out of range.
const char* sr_dtype_name(sr_dtype_t dtype);

// The public packed type (an sr_element_type_t of streamref/runtime.h,
// spelled uint32_t so that core headers do not pull in the runtime API) of
// |dtype|: i1 is BOOL_8, integers are signless INT_n, floats FLOAT_16/32/64
// and BFLOAT_16.
uint32_t sr_dtype_to_element_type(sr_dtype_t dtype);

// The dtype that stores the packed |element_type|: any integer numerical
// (signless, signed, unsigned) of 8/16/32/64 bits, BOOL_8 as i1, and the
// four floats. False for anything else (f8, sub-byte, complex, opaque).
bool sr_dtype_from_element_type(uint32_t element_type, sr_dtype_t* out_dtype);

#endif  // STREAMREF_CORE_BASE_ELEMENT_TYPE_H_
