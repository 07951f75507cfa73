// Scalar arith/math evaluation; see scalar.h.

#include "cpu_backend/scalar.h"

#include <math.h>
#include <string.h>

#include "cpu_backend/value.h"
#include "kernels/types.h"

double sr_rt_round_float(double value, sr_rt_scalar_type_t type) {
  switch (type.float_kind) {
    case SR_FLOAT_F64:
      return value;
    case SR_FLOAT_F16:
      return (double)sr_k_f16_to_f32(sr_k_f32_to_f16((float)value));
    case SR_FLOAT_BF16:
      return (double)sr_k_bf16_to_f32(sr_k_f32_to_bf16((float)value));
    default:
      return (double)(float)value;
  }
}

static bool sr_rt_is_f64(sr_rt_scalar_type_t type) {
  return type.float_kind == SR_FLOAT_F64;
}

bool sr_rt_eval_int_binary(sr_rt_int_binary_t op, sr_rt_scalar_type_t type,
                           int64_t a, int64_t b, int64_t* out) {
  // Either error (division by zero, INT_MIN / -1) is the caller's division
  // error.
  return sr_arith_int_binary((sr_arith_int_op_t)op, type.bits ? type.bits : 64,
                             a, b, out) == SR_ARITH_OK;
}

double sr_rt_eval_float_binary(sr_rt_float_binary_t op,
                               sr_rt_scalar_type_t type, double a, double b) {
  bool f64 = sr_rt_is_f64(type);
  double r = 0;
  switch (op) {
    case SR_RT_FBIN_ADD:
      r = a + b;
      break;
    case SR_RT_FBIN_SUB:
      r = a - b;
      break;
    case SR_RT_FBIN_MUL:
      r = a * b;
      break;
    case SR_RT_FBIN_DIV:
      r = a / b;
      break;
    case SR_RT_FBIN_REM:
      r = fmod(a, b);
      break;
    case SR_RT_FBIN_MAXIMUM:
      if (isnan(a) || isnan(b)) {
        r = NAN;
      } else if (a == b) {
        r = signbit(a) ? b : a;
      } else {
        r = a > b ? a : b;
      }
      break;
    case SR_RT_FBIN_MINIMUM:
      if (isnan(a) || isnan(b)) {
        r = NAN;
      } else if (a == b) {
        r = signbit(a) ? a : b;
      } else {
        r = a < b ? a : b;
      }
      break;
    case SR_RT_FBIN_MAXNUM:
      if (isnan(a)) {
        r = b;
      } else if (isnan(b)) {
        r = a;
      } else if (a == b) {
        r = signbit(a) ? b : a;
      } else {
        r = a > b ? a : b;
      }
      break;
    case SR_RT_FBIN_MINNUM:
      if (isnan(a)) {
        r = b;
      } else if (isnan(b)) {
        r = a;
      } else if (a == b) {
        r = signbit(a) ? a : b;
      } else {
        r = a < b ? a : b;
      }
      break;
    case SR_RT_FBIN_POW:
      r = f64 ? pow(a, b) : (double)powf((float)a, (float)b);
      break;
    case SR_RT_FBIN_ATAN2:
      r = f64 ? atan2(a, b) : (double)atan2f((float)a, (float)b);
      break;
    case SR_RT_FBIN_COPYSIGN:
      r = copysign(a, b);
      break;
  }
  return sr_rt_round_float(r, type);
}

double sr_rt_eval_float_unary(sr_rt_float_unary_t op, sr_rt_scalar_type_t type,
                              double a) {
  // f32 and narrower evaluate in single precision, then round to the type.
  return sr_rt_round_float(sr_arith_float_unary((sr_arith_float_unary_op_t)op,
                                                !sr_rt_is_f64(type), a),
                           type);
}

int64_t sr_rt_eval_int_unary(sr_rt_int_unary_t op, sr_rt_scalar_type_t type,
                             int64_t a) {
  return sr_arith_int_unary((sr_arith_int_unary_op_t)op,
                            type.bits ? type.bits : 64, a);
}

bool sr_rt_eval_cmpi(sr_rt_cmpi_t predicate, sr_rt_scalar_type_t type,
                     int64_t a, int64_t b) {
  uint32_t bits = type.bits ? type.bits : 64;
  int64_t sa = sr_rt_sext(a, bits), sb = sr_rt_sext(b, bits);
  uint64_t ua = sr_rt_zext(a, bits), ub = sr_rt_zext(b, bits);
  switch (predicate) {
    case SR_RT_CMPI_EQ:
      return ua == ub;
    case SR_RT_CMPI_NE:
      return ua != ub;
    case SR_RT_CMPI_SLT:
      return sa < sb;
    case SR_RT_CMPI_SLE:
      return sa <= sb;
    case SR_RT_CMPI_SGT:
      return sa > sb;
    case SR_RT_CMPI_SGE:
      return sa >= sb;
    case SR_RT_CMPI_ULT:
      return ua < ub;
    case SR_RT_CMPI_ULE:
      return ua <= ub;
    case SR_RT_CMPI_UGT:
      return ua > ub;
    case SR_RT_CMPI_UGE:
      return ua >= ub;
  }
  return false;
}

bool sr_rt_eval_cmpf(sr_rt_cmpf_t predicate, double a, double b) {
  bool unordered = isnan(a) || isnan(b);
  switch (predicate) {
    case SR_RT_CMPF_FALSE:
      return false;
    case SR_RT_CMPF_OEQ:
      return !unordered && a == b;
    case SR_RT_CMPF_OGT:
      return !unordered && a > b;
    case SR_RT_CMPF_OGE:
      return !unordered && a >= b;
    case SR_RT_CMPF_OLT:
      return !unordered && a < b;
    case SR_RT_CMPF_OLE:
      return !unordered && a <= b;
    case SR_RT_CMPF_ONE:
      return !unordered && a != b;
    case SR_RT_CMPF_ORD:
      return !unordered;
    case SR_RT_CMPF_UEQ:
      return unordered || a == b;
    case SR_RT_CMPF_UGT:
      return unordered || a > b;
    case SR_RT_CMPF_UGE:
      return unordered || a >= b;
    case SR_RT_CMPF_ULT:
      return unordered || a < b;
    case SR_RT_CMPF_ULE:
      return unordered || a <= b;
    case SR_RT_CMPF_UNE:
      return unordered || a != b;
    case SR_RT_CMPF_UNO:
      return unordered;
    case SR_RT_CMPF_TRUE:
      return true;
  }
  return false;
}

uint64_t sr_rt_scalar_to_bits(const sr_rt_value_t* value,
                              sr_rt_scalar_type_t type) {
  if (type.cls == SR_RT_SCALAR_FLOAT) {
    double v = value->kind == SR_RT_VALUE_FLOAT ? value->f : (double)value->i;
    switch (type.float_kind) {
      case SR_FLOAT_F64:
        return sr_k_f64_bits(v);
      case SR_FLOAT_F16:
        return sr_k_f32_to_f16((float)v);
      case SR_FLOAT_BF16:
        return sr_k_f32_to_bf16((float)v);
      default:
        return sr_k_f32_bits((float)v);
    }
  }
  int64_t i = value->kind == SR_RT_VALUE_FLOAT ? (int64_t)value->f : value->i;
  return sr_rt_zext(i, type.bits ? type.bits : 64);
}

void sr_rt_scalar_from_bits(uint64_t bits, sr_rt_scalar_type_t type,
                            sr_rt_value_t* out) {
  if (type.cls == SR_RT_SCALAR_FLOAT) {
    double v;
    switch (type.float_kind) {
      case SR_FLOAT_F64:
        v = sr_k_f64_from_bits(bits);
        break;
      case SR_FLOAT_F16:
        v = sr_k_f16_to_f32((uint16_t)bits);
        break;
      case SR_FLOAT_BF16:
        v = sr_k_bf16_to_f32((uint16_t)bits);
        break;
      default:
        v = sr_k_f32_from_bits((uint32_t)bits);
        break;
    }
    sr_rt_value_set_float(out, v);
    return;
  }
  sr_rt_value_set_int(out,
                      sr_rt_sext((int64_t)bits, type.bits ? type.bits : 64));
}

void sr_rt_eval_cast(sr_rt_cast_t cast, sr_rt_scalar_type_t from,
                     sr_rt_scalar_type_t to, const sr_rt_value_t* in,
                     sr_rt_value_t* out) {
  uint32_t from_bits = from.bits ? from.bits : 64;
  uint32_t to_bits = to.bits ? to.bits : 64;
  switch (cast) {
    case SR_RT_CAST_INDEX:
    case SR_RT_CAST_EXTSI:
    case SR_RT_CAST_TRUNCI:
      sr_rt_value_set_int(out,
                          sr_rt_sext(sr_rt_sext(in->i, from_bits), to_bits));
      return;
    case SR_RT_CAST_INDEXUI:
    case SR_RT_CAST_EXTUI:
      sr_rt_value_set_int(
          out, sr_rt_sext((int64_t)sr_rt_zext(in->i, from_bits), to_bits));
      return;
    case SR_RT_CAST_SITOFP:
      sr_rt_value_set_float(
          out, sr_rt_round_float((double)sr_rt_sext(in->i, from_bits), to));
      return;
    case SR_RT_CAST_UITOFP:
      sr_rt_value_set_float(
          out, sr_rt_round_float((double)sr_rt_zext(in->i, from_bits), to));
      return;
    case SR_RT_CAST_FPTOSI:
      sr_rt_value_set_int(out,
                          sr_rt_sext(sr_arith_fptosi(in->f, to_bits), to_bits));
      return;
    case SR_RT_CAST_FPTOUI:
      sr_rt_value_set_int(
          out, sr_rt_sext((int64_t)sr_arith_fptoui(in->f, to_bits), to_bits));
      return;
    case SR_RT_CAST_EXTF:
    case SR_RT_CAST_TRUNCF:
      sr_rt_value_set_float(out, sr_rt_round_float(in->f, to));
      return;
    case SR_RT_CAST_BITCAST: {
      uint64_t bits = sr_rt_scalar_to_bits(in, from);
      sr_rt_scalar_from_bits(bits, to, out);
      return;
    }
  }
}
