// Element types; see element_type.h.

#include "core/base/element_type.h"

#include "streamref/runtime.h"

_Static_assert(sizeof(sr_element_type_t) == sizeof(uint32_t) &&
                   (sr_element_type_t)-1 > 0,
               "sr_element_type_t is the uint32_t of element_type.h");

const char* sr_dtype_name(sr_dtype_t dtype) {
  static const char* const kNames[SR_DTYPE_COUNT] = {
      "i1", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64"};
  return (unsigned)dtype < SR_DTYPE_COUNT ? kNames[dtype] : "?";
}

bool sr_dtype_from_int_bits(uint32_t bits, sr_dtype_t* out_dtype) {
  switch (bits) {
    case 1:
      *out_dtype = SR_DTYPE_I1;
      return true;
    case 8:
      *out_dtype = SR_DTYPE_I8;
      return true;
    case 16:
      *out_dtype = SR_DTYPE_I16;
      return true;
    case 32:
      *out_dtype = SR_DTYPE_I32;
      return true;
    case 64:
      *out_dtype = SR_DTYPE_I64;
      return true;
    default:
      return false;
  }
}

uint32_t sr_dtype_to_element_type(sr_dtype_t dtype) {
  switch (dtype) {
    case SR_DTYPE_I1:
      return SR_ELEMENT_TYPE_BOOL_8;
    case SR_DTYPE_F16:
      return SR_ELEMENT_TYPE_FLOAT_16;
    case SR_DTYPE_BF16:
      return SR_ELEMENT_TYPE_BFLOAT_16;
    case SR_DTYPE_F32:
      return SR_ELEMENT_TYPE_FLOAT_32;
    case SR_DTYPE_F64:
      return SR_ELEMENT_TYPE_FLOAT_64;
    case SR_DTYPE_I8:
    case SR_DTYPE_I16:
    case SR_DTYPE_I32:
    case SR_DTYPE_I64:
      return SR_ELEMENT_TYPE(SR_NUMERICAL_INTEGER, sr_dtype_bits(dtype));
    default:
      return SR_ELEMENT_TYPE_NONE;
  }
}

bool sr_dtype_from_element_type(uint32_t type, sr_dtype_t* out_dtype) {
  uint32_t bits = sr_element_type_bit_count(type);
  switch (sr_element_type_numerical(type)) {
    case SR_NUMERICAL_BOOLEAN:
      if (bits != 8) return false;
      *out_dtype = SR_DTYPE_I1;
      return true;
    case SR_NUMERICAL_INTEGER:
    case SR_NUMERICAL_INTEGER_SIGNED:
    case SR_NUMERICAL_INTEGER_UNSIGNED:
      // A packed i1 is BOOL_8; INT_1 would be a sub-byte type.
      return bits >= 8 && sr_dtype_from_int_bits(bits, out_dtype);
    case SR_NUMERICAL_FLOAT_IEEE:
      switch (bits) {
        case 16:
          *out_dtype = SR_DTYPE_F16;
          return true;
        case 32:
          *out_dtype = SR_DTYPE_F32;
          return true;
        case 64:
          *out_dtype = SR_DTYPE_F64;
          return true;
        default:
          return false;
      }
    case SR_NUMERICAL_FLOAT_BRAIN:
      if (bits != 16) return false;
      *out_dtype = SR_DTYPE_BF16;
      return true;
    default:
      return false;
  }
}
