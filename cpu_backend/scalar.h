// Scalar arithmetic of host code: arith and math ops on integers, index
// and floats, as MLIR defines them (integers wrap at their width; f32 and
// narrower floats round after every op).
//
// Values are widened as value_types.h describes: integers sign-extended int64,
// floats exact doubles. Division by zero and signed overflow of divsi are
// errors (arith leaves them undefined; a reference should not invent a
// value), reported by the caller with the op's location.
#ifndef STREAMREF_CPU_BACKEND_SCALAR_H_
#define STREAMREF_CPU_BACKEND_SCALAR_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/base/arith_semantics.h"
#include "cpu_backend/plan.h"

// The host interpreter's integer binary ops: core/base/arith_semantics.h
// defines them (the same numbers, so evaluation is a cast).
typedef enum sr_rt_int_binary_e {
  SR_RT_IBIN_ADD = SR_ARITH_INT_ADD,
  SR_RT_IBIN_SUB = SR_ARITH_INT_SUB,
  SR_RT_IBIN_MUL = SR_ARITH_INT_MUL,
  SR_RT_IBIN_DIVSI = SR_ARITH_INT_DIVSI,
  SR_RT_IBIN_DIVUI = SR_ARITH_INT_DIVUI,
  SR_RT_IBIN_CEILDIVSI = SR_ARITH_INT_CEILDIVSI,
  SR_RT_IBIN_CEILDIVUI = SR_ARITH_INT_CEILDIVUI,
  SR_RT_IBIN_FLOORDIVSI = SR_ARITH_INT_FLOORDIVSI,
  SR_RT_IBIN_REMSI = SR_ARITH_INT_REMSI,
  SR_RT_IBIN_REMUI = SR_ARITH_INT_REMUI,
  SR_RT_IBIN_AND = SR_ARITH_INT_AND,
  SR_RT_IBIN_OR = SR_ARITH_INT_OR,
  SR_RT_IBIN_XOR = SR_ARITH_INT_XOR,
  SR_RT_IBIN_SHL = SR_ARITH_INT_SHL,
  SR_RT_IBIN_SHRSI = SR_ARITH_INT_SHRSI,
  SR_RT_IBIN_SHRUI = SR_ARITH_INT_SHRUI,
  SR_RT_IBIN_MAXSI = SR_ARITH_INT_MAXSI,
  SR_RT_IBIN_MAXUI = SR_ARITH_INT_MAXUI,
  SR_RT_IBIN_MINSI = SR_ARITH_INT_MINSI,
  SR_RT_IBIN_MINUI = SR_ARITH_INT_MINUI,
} sr_rt_int_binary_t;

typedef enum sr_rt_float_binary_e {
  SR_RT_FBIN_ADD = 0,
  SR_RT_FBIN_SUB,
  SR_RT_FBIN_MUL,
  SR_RT_FBIN_DIV,
  SR_RT_FBIN_REM,
  SR_RT_FBIN_MAXIMUM,
  SR_RT_FBIN_MINIMUM,
  SR_RT_FBIN_MAXNUM,
  SR_RT_FBIN_MINNUM,
  SR_RT_FBIN_POW,
  SR_RT_FBIN_ATAN2,
  SR_RT_FBIN_COPYSIGN,
} sr_rt_float_binary_t;

// The host interpreter's unary ops: arith_semantics.h defines them too.
typedef enum sr_rt_float_unary_e {
  SR_RT_FUN_NEG = SR_ARITH_FLOAT_NEG,
  SR_RT_FUN_ABS = SR_ARITH_FLOAT_ABS,
  SR_RT_FUN_CEIL = SR_ARITH_FLOAT_CEIL,
  SR_RT_FUN_FLOOR = SR_ARITH_FLOAT_FLOOR,
  SR_RT_FUN_ROUND = SR_ARITH_FLOAT_ROUND,
  SR_RT_FUN_ROUNDEVEN = SR_ARITH_FLOAT_ROUNDEVEN,
  SR_RT_FUN_TRUNC = SR_ARITH_FLOAT_TRUNC,
  SR_RT_FUN_SQRT = SR_ARITH_FLOAT_SQRT,
  SR_RT_FUN_RSQRT = SR_ARITH_FLOAT_RSQRT,
  SR_RT_FUN_EXP = SR_ARITH_FLOAT_EXP,
  SR_RT_FUN_EXP2 = SR_ARITH_FLOAT_EXP2,
  SR_RT_FUN_EXPM1 = SR_ARITH_FLOAT_EXPM1,
  SR_RT_FUN_LOG = SR_ARITH_FLOAT_LOG,
  SR_RT_FUN_LOG2 = SR_ARITH_FLOAT_LOG2,
  SR_RT_FUN_LOG10 = SR_ARITH_FLOAT_LOG10,
  SR_RT_FUN_LOG1P = SR_ARITH_FLOAT_LOG1P,
  SR_RT_FUN_SIN = SR_ARITH_FLOAT_SIN,
  SR_RT_FUN_COS = SR_ARITH_FLOAT_COS,
  SR_RT_FUN_TAN = SR_ARITH_FLOAT_TAN,
  SR_RT_FUN_TANH = SR_ARITH_FLOAT_TANH,
  SR_RT_FUN_ERF = SR_ARITH_FLOAT_ERF,
  SR_RT_FUN_ATAN = SR_ARITH_FLOAT_ATAN,
  SR_RT_FUN_ASIN = SR_ARITH_FLOAT_ASIN,
  SR_RT_FUN_ACOS = SR_ARITH_FLOAT_ACOS,
  SR_RT_FUN_SINH = SR_ARITH_FLOAT_SINH,
  SR_RT_FUN_COSH = SR_ARITH_FLOAT_COSH,
  SR_RT_FUN_CBRT = SR_ARITH_FLOAT_CBRT,
} sr_rt_float_unary_t;

typedef enum sr_rt_int_unary_e {
  SR_RT_IUN_ABS = SR_ARITH_INT_ABS,
  SR_RT_IUN_CTLZ = SR_ARITH_INT_CTLZ,
  SR_RT_IUN_CTTZ = SR_ARITH_INT_CTTZ,
  SR_RT_IUN_CTPOP = SR_ARITH_INT_CTPOP,
} sr_rt_int_unary_t;

typedef enum sr_rt_cast_e {
  SR_RT_CAST_INDEX = 0,  // index_cast: sign-extend / truncate
  SR_RT_CAST_INDEXUI,    // index_castui: zero-extend / truncate
  SR_RT_CAST_EXTSI,
  SR_RT_CAST_EXTUI,
  SR_RT_CAST_TRUNCI,
  SR_RT_CAST_SITOFP,
  SR_RT_CAST_UITOFP,
  SR_RT_CAST_FPTOSI,
  SR_RT_CAST_FPTOUI,
  SR_RT_CAST_EXTF,
  SR_RT_CAST_TRUNCF,
  SR_RT_CAST_BITCAST,
} sr_rt_cast_t;

// arith.cmpi predicates, in MLIR's enum order.
typedef enum sr_rt_cmpi_e {
  SR_RT_CMPI_EQ = 0,
  SR_RT_CMPI_NE,
  SR_RT_CMPI_SLT,
  SR_RT_CMPI_SLE,
  SR_RT_CMPI_SGT,
  SR_RT_CMPI_SGE,
  SR_RT_CMPI_ULT,
  SR_RT_CMPI_ULE,
  SR_RT_CMPI_UGT,
  SR_RT_CMPI_UGE,
} sr_rt_cmpi_t;

// arith.cmpf predicates, in MLIR's enum order (false, oeq, ogt, oge, olt,
// ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true).
typedef enum sr_rt_cmpf_e {
  SR_RT_CMPF_FALSE = 0,
  SR_RT_CMPF_OEQ,
  SR_RT_CMPF_OGT,
  SR_RT_CMPF_OGE,
  SR_RT_CMPF_OLT,
  SR_RT_CMPF_OLE,
  SR_RT_CMPF_ONE,
  SR_RT_CMPF_ORD,
  SR_RT_CMPF_UEQ,
  SR_RT_CMPF_UGT,
  SR_RT_CMPF_UGE,
  SR_RT_CMPF_ULT,
  SR_RT_CMPF_ULE,
  SR_RT_CMPF_UNE,
  SR_RT_CMPF_UNO,
  SR_RT_CMPF_TRUE,
} sr_rt_cmpf_t;

// Sign-extends the low |bits| of |value|.
static inline int64_t sr_rt_sext(int64_t value, uint32_t bits) {
  if (bits >= 64) return value;
  uint64_t m = 1ull << (bits - 1);
  uint64_t v = (uint64_t)value & ((1ull << bits) - 1);
  return (int64_t)((v ^ m) - m);
}
// Zero-extends the low |bits| of |value|.
static inline uint64_t sr_rt_zext(int64_t value, uint32_t bits) {
  if (bits >= 64) return (uint64_t)value;
  return (uint64_t)value & ((1ull << bits) - 1);
}

// Rounds |value| to the float format of |type| (f16, bf16, f32, f64).
double sr_rt_round_float(double value, sr_rt_scalar_type_t type);

// Evaluates one op. Return false on a division error (*out untouched).
bool sr_rt_eval_int_binary(sr_rt_int_binary_t op, sr_rt_scalar_type_t type,
                           int64_t a, int64_t b, int64_t* out);
double sr_rt_eval_float_binary(sr_rt_float_binary_t op,
                               sr_rt_scalar_type_t type, double a, double b);
double sr_rt_eval_float_unary(sr_rt_float_unary_t op, sr_rt_scalar_type_t type,
                              double a);
int64_t sr_rt_eval_int_unary(sr_rt_int_unary_t op, sr_rt_scalar_type_t type,
                             int64_t a);
bool sr_rt_eval_cmpi(sr_rt_cmpi_t predicate, sr_rt_scalar_type_t type,
                     int64_t a, int64_t b);
bool sr_rt_eval_cmpf(sr_rt_cmpf_t predicate, double a, double b);
// Casts |in| (of |from|) to |to|; writes an int or a float into |out|.
void sr_rt_eval_cast(sr_rt_cast_t cast, sr_rt_scalar_type_t from,
                     sr_rt_scalar_type_t to, const sr_rt_value_t* in,
                     sr_rt_value_t* out);

// Bits of a scalar value as stored in memory (little-endian, |bytes| wide)
// and back.
uint64_t sr_rt_scalar_to_bits(const sr_rt_value_t* value,
                              sr_rt_scalar_type_t type);
void sr_rt_scalar_from_bits(uint64_t bits, sr_rt_scalar_type_t type,
                            sr_rt_value_t* out);

#endif  // STREAMREF_CPU_BACKEND_SCALAR_H_
