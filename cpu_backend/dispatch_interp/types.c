// Element types and tensor helpers (see types.h).

#include "cpu_backend/dispatch_interp/types.h"

#include <math.h>
#include <string.h>

sr_k_dtype_t sr_di_kernel_dtype(sr_dtype_t dtype) {
  static const sr_k_dtype_t kMap[SR_DTYPE_COUNT] = {
      SR_K_I8,  SR_K_I8,   SR_K_I16, SR_K_I32, SR_K_I64,
      SR_K_F16, SR_K_BF16, SR_K_F32, SR_K_F64};
  return kMap[dtype];
}

int64_t sr_di_load_int(const uint8_t* data, sr_dtype_t dtype,
                       bool is_unsigned) {
  switch (dtype) {
    case SR_DTYPE_I1:
      // i1 is 0 or 1 in memory; as a signed value true is -1.
      return is_unsigned ? (data[0] & 1) : -(int64_t)(data[0] & 1);
    case SR_DTYPE_I8:
      return is_unsigned ? (int64_t)data[0] : (int64_t)(int8_t)data[0];
    case SR_DTYPE_I16:
    case SR_DTYPE_F16:
    case SR_DTYPE_BF16: {
      uint16_t v;
      memcpy(&v, data, 2);
      return is_unsigned ? (int64_t)v : (int64_t)(int16_t)v;
    }
    case SR_DTYPE_I32:
    case SR_DTYPE_F32: {
      uint32_t v;
      memcpy(&v, data, 4);
      return is_unsigned ? (int64_t)v : (int64_t)(int32_t)v;
    }
    default: {
      int64_t v;
      memcpy(&v, data, 8);
      return v;
    }
  }
}

double sr_di_load_float(const uint8_t* data, sr_dtype_t dtype) {
  switch (dtype) {
    case SR_DTYPE_F16: {
      uint16_t v;
      memcpy(&v, data, 2);
      return sr_k_f16_to_f32(v);
    }
    case SR_DTYPE_BF16: {
      uint16_t v;
      memcpy(&v, data, 2);
      return sr_k_bf16_to_f32(v);
    }
    case SR_DTYPE_F32: {
      float v;
      memcpy(&v, data, 4);
      return v;
    }
    case SR_DTYPE_F64: {
      double v;
      memcpy(&v, data, 8);
      return v;
    }
    default:
      return (double)sr_di_load_int(data, dtype, false);
  }
}

void sr_di_store_int(uint8_t* data, sr_dtype_t dtype, int64_t value) {
  switch (sr_dtype_size(dtype)) {
    case 1:
      data[0] = dtype == SR_DTYPE_I1 ? (uint8_t)(value & 1) : (uint8_t)value;
      break;
    case 2: {
      uint16_t v = (uint16_t)value;
      memcpy(data, &v, 2);
      break;
    }
    case 4: {
      uint32_t v = (uint32_t)value;
      memcpy(data, &v, 4);
      break;
    }
    default:
      memcpy(data, &value, 8);
      break;
  }
}

// Rounds to f32 with round-to-odd (truncate, then set the last bit when
// inexact): the f32 -> f16/bf16 rounding that follows is then exactly the
// one rounding of the double (f32 has more than twice the bits of f16).
static float sr_di_round_to_odd_f32(double value) {
  float f = (float)value;
  if (value != value || isinf(value) || (double)f == value) return f;
  uint32_t bits = sr_k_f32_bits(f);
  if (fabs((double)f) > fabs(value)) bits -= 1;  // truncate toward zero
  return sr_k_f32_from_bits(bits | 1u);
}

void sr_di_store_float(uint8_t* data, sr_dtype_t dtype, double value) {
  switch (dtype) {
    case SR_DTYPE_F16: {
      uint16_t v = sr_k_f32_to_f16(sr_di_round_to_odd_f32(value));
      memcpy(data, &v, 2);
      break;
    }
    case SR_DTYPE_BF16: {
      uint16_t v = sr_k_f32_to_bf16(sr_di_round_to_odd_f32(value));
      memcpy(data, &v, 2);
      break;
    }
    case SR_DTYPE_F32: {
      float v = (float)value;
      memcpy(data, &v, 4);
      break;
    }
    case SR_DTYPE_F64:
      memcpy(data, &value, 8);
      break;
    default:
      sr_di_store_int(data, dtype, (int64_t)value);
      break;
  }
}

bool sr_di_tensor_is_dense(const sr_di_tensor_t* t) {
  int64_t expected = 1;
  for (int i = (int)t->rank - 1; i >= 0; --i) {
    if (t->shape[i] != 1 && t->strides[i] != expected) return false;
    expected *= t->shape[i];
  }
  return true;
}

void sr_di_tensor_set_dense_strides(sr_di_tensor_t* t) {
  int64_t stride = 1;
  for (int i = (int)t->rank - 1; i >= 0; --i) {
    t->strides[i] = stride;
    stride *= t->shape[i];
  }
}
