// Integer and float<->integer semantics of MLIR's arith (and math.ipowi) on
// values of 1 to 64 bits, the one definition both interpreters use: the
// host interpreter (cpu_backend/scalar.c) on its frame's scalars and the
// dispatch interpreter's per-element fallbacks (dispatch_interp/body_run.c).
//
// Integers travel in 64-bit containers; only the low |bits| bits of an
// operand are read, and a result comes back sign-extended from |bits|
// (a store of its low bits is then the value at the width).
//
//   wrap       addi, subi, muli, ipowi: modulo 2^bits (MLIR's default,
//              no nsw/nuw flags).
//   shifts     shli, shrui, shrsi by the unsigned amount; an amount >= bits
//              (poison in MLIR) gives 0, and for shrsi the sign in every bit.
//   division   by zero: SR_ARITH_DIVISION_BY_ZERO (immediate UB in MLIR,
//              a located error here); divsi/ceildivsi/floordivsi of
//              INT_MIN by -1: SR_ARITH_OVERFLOW; remsi of it is 0.
//              ceil and floor round the exact quotient up and down.
//   ipowi      negative exponents as math.ipowi's expansion: 1 for base 1,
//              +-1 for base -1, 0 otherwise, division by zero for base 0.
//   fp -> int  fptosi/fptoui truncate toward zero and saturate at the
//              width's bounds, NaN -> 0 (out of range is poison in MLIR;
//              the kernels' conversions saturate, and so does this).
//   unary      absi of INT_MIN is INT_MIN; ctlz/cttz of 0 are the width.
//              Float unary ops return the libm result unrounded, in single
//              or double precision as the caller asks (the host rounds
//              f32 ops computed in single precision, the dispatch
//              fallbacks round a double once at the store).
//
// Header-only: the host interpreter calls these per scalar op and the
// dispatch fallbacks per element, so they inline into both loops. Depends on
// the C library only.
#ifndef STREAMREF_CORE_BASE_ARITH_SEMANTICS_H_
#define STREAMREF_CORE_BASE_ARITH_SEMANTICS_H_

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

typedef enum sr_arith_int_op_e {
  SR_ARITH_INT_ADD = 0,
  SR_ARITH_INT_SUB,
  SR_ARITH_INT_MUL,
  SR_ARITH_INT_DIVSI,
  SR_ARITH_INT_DIVUI,
  SR_ARITH_INT_REMSI,
  SR_ARITH_INT_REMUI,
  SR_ARITH_INT_CEILDIVSI,
  SR_ARITH_INT_CEILDIVUI,
  SR_ARITH_INT_FLOORDIVSI,
  SR_ARITH_INT_AND,
  SR_ARITH_INT_OR,
  SR_ARITH_INT_XOR,
  SR_ARITH_INT_SHL,
  SR_ARITH_INT_SHRSI,
  SR_ARITH_INT_SHRUI,
  SR_ARITH_INT_MAXSI,
  SR_ARITH_INT_MINSI,
  SR_ARITH_INT_MAXUI,
  SR_ARITH_INT_MINUI,
  SR_ARITH_INT_IPOWI,
} sr_arith_int_op_t;

typedef enum sr_arith_result_e {
  SR_ARITH_OK = 0,
  SR_ARITH_DIVISION_BY_ZERO,
  SR_ARITH_OVERFLOW,  // INT_MIN / -1
} sr_arith_result_t;

// The low |bits| (1..64) of |value|, zero-extended.
static inline uint64_t sr_arith_zext(uint64_t value, uint32_t bits) {
  return bits >= 64 ? value : value & ((1ull << bits) - 1);
}

// The low |bits| (1..64) of |value|, sign-extended.
static inline int64_t sr_arith_sext(uint64_t value, uint32_t bits) {
  if (bits >= 64) return (int64_t)value;
  uint64_t sign = 1ull << (bits - 1);
  return (int64_t)((sr_arith_zext(value, bits) ^ sign) - sign);
}

static inline sr_arith_result_t sr_arith_int_divide(sr_arith_int_op_t op,
                                                    uint32_t bits, uint64_t ua,
                                                    uint64_t ub, int64_t sa,
                                                    int64_t sb, uint64_t* r) {
  if (ub == 0) return SR_ARITH_DIVISION_BY_ZERO;
  if (op == SR_ARITH_INT_DIVUI || op == SR_ARITH_INT_REMUI ||
      op == SR_ARITH_INT_CEILDIVUI) {
    *r = op == SR_ARITH_INT_DIVUI   ? ua / ub
         : op == SR_ARITH_INT_REMUI ? ua % ub
                                    : ua / ub + (ua % ub != 0);
    return SR_ARITH_OK;
  }
  int64_t min = bits >= 64 ? INT64_MIN : -(int64_t)(1ull << (bits - 1));
  if (sa == min && sb == -1) {
    if (op != SR_ARITH_INT_REMSI) return SR_ARITH_OVERFLOW;
    *r = 0;
    return SR_ARITH_OK;
  }
  int64_t q = sa / sb, m = sa % sb;
  switch (op) {
    case SR_ARITH_INT_REMSI:
      *r = (uint64_t)m;
      break;
    case SR_ARITH_INT_CEILDIVSI:
      *r = (uint64_t)(m != 0 && (m > 0) == (sb > 0) ? q + 1 : q);
      break;
    case SR_ARITH_INT_FLOORDIVSI:
      *r = (uint64_t)(m != 0 && (m < 0) != (sb < 0) ? q - 1 : q);
      break;
    default:  // divsi
      *r = (uint64_t)q;
      break;
  }
  return SR_ARITH_OK;
}

static inline sr_arith_result_t sr_arith_int_ipowi(uint64_t ua, int64_t sa,
                                                   int64_t sb, uint64_t* r) {
  if (sb < 0) {
    if (sa == 0) return SR_ARITH_DIVISION_BY_ZERO;
    *r = sa == 1 ? 1 : sa == -1 ? ((sb & 1) ? ~0ull : 1) : 0;
    return SR_ARITH_OK;
  }
  uint64_t result = 1, base = ua;
  for (uint64_t e = (uint64_t)sb; e; e >>= 1) {
    if (e & 1) result *= base;
    base *= base;
  }
  *r = result;
  return SR_ARITH_OK;
}

// |a| op |b| at |bits| (1..64) into *out (sign-extended from |bits|); on an
// error *out is untouched.
static inline sr_arith_result_t sr_arith_int_binary(sr_arith_int_op_t op,
                                                    uint32_t bits, int64_t a,
                                                    int64_t b, int64_t* out) {
  uint64_t ua = sr_arith_zext((uint64_t)a, bits);
  uint64_t ub = sr_arith_zext((uint64_t)b, bits);
  int64_t sa = sr_arith_sext(ua, bits), sb = sr_arith_sext(ub, bits);
  uint64_t r = 0;
  sr_arith_result_t result = SR_ARITH_OK;
  switch (op) {
    case SR_ARITH_INT_ADD:
      r = ua + ub;
      break;
    case SR_ARITH_INT_SUB:
      r = ua - ub;
      break;
    case SR_ARITH_INT_MUL:
      r = ua * ub;
      break;
    case SR_ARITH_INT_AND:
      r = ua & ub;
      break;
    case SR_ARITH_INT_OR:
      r = ua | ub;
      break;
    case SR_ARITH_INT_XOR:
      r = ua ^ ub;
      break;
    case SR_ARITH_INT_SHL:
      r = ub >= bits ? 0 : ua << ub;
      break;
    case SR_ARITH_INT_SHRUI:
      r = ub >= bits ? 0 : ua >> ub;
      break;
    case SR_ARITH_INT_SHRSI:
      r = (uint64_t)(ub >= bits ? (sa < 0 ? -1 : 0) : sa >> ub);
      break;
    case SR_ARITH_INT_MAXSI:
      r = (uint64_t)(sa > sb ? sa : sb);
      break;
    case SR_ARITH_INT_MINSI:
      r = (uint64_t)(sa < sb ? sa : sb);
      break;
    case SR_ARITH_INT_MAXUI:
      r = ua > ub ? ua : ub;
      break;
    case SR_ARITH_INT_MINUI:
      r = ua < ub ? ua : ub;
      break;
    case SR_ARITH_INT_IPOWI:
      result = sr_arith_int_ipowi(ua, sa, sb, &r);
      break;
    default:  // the divisions
      result = sr_arith_int_divide(op, bits, ua, ub, sa, sb, &r);
      break;
  }
  if (result == SR_ARITH_OK) *out = sr_arith_sext(r, bits);
  return result;
}

// fptosi: |v| truncated toward zero into a signed |bits|-bit integer,
// saturating, NaN -> 0.
static inline int64_t sr_arith_fptosi(double v, uint32_t bits) {
  if (isnan(v)) return 0;
  if (bits >= 64) {
    if (v <= -9223372036854775808.0) return INT64_MIN;
    if (v >= 9223372036854775808.0) return INT64_MAX;
    return (int64_t)v;
  }
  double lo = -ldexp(1.0, (int)bits - 1), hi = ldexp(1.0, (int)bits - 1) - 1;
  if (v <= lo) return (int64_t)lo;
  if (v >= hi) return (int64_t)hi;
  return (int64_t)v;
}

// fptoui: the same into an unsigned |bits|-bit integer (negative -> 0).
static inline uint64_t sr_arith_fptoui(double v, uint32_t bits) {
  if (isnan(v) || v <= 0) return 0;
  if (bits >= 64) {
    return v >= 18446744073709551616.0 ? UINT64_MAX : (uint64_t)v;
  }
  double hi = ldexp(1.0, (int)bits) - 1;
  return v >= hi ? (uint64_t)hi : (uint64_t)v;
}

//===----------------------------------------------------------------------===//
// Unary ops
//===----------------------------------------------------------------------===//

typedef enum sr_arith_int_unary_op_e {
  SR_ARITH_INT_ABS = 0,  // math.absi: |INT_MIN| wraps to INT_MIN
  SR_ARITH_INT_CTLZ,     // math.ctlz: of 0 is |bits|
  SR_ARITH_INT_CTTZ,     // math.cttz: of 0 is |bits|
  SR_ARITH_INT_CTPOP,
} sr_arith_int_unary_op_t;

// |op| of |a| at |bits| (1..64), sign-extended from |bits|.
static inline int64_t sr_arith_int_unary(sr_arith_int_unary_op_t op,
                                         uint32_t bits, int64_t a) {
  uint64_t u = sr_arith_zext((uint64_t)a, bits);
  uint64_t r = 0;
  switch (op) {
    case SR_ARITH_INT_ABS: {
      int64_t s = sr_arith_sext(u, bits);
      r = s < 0 ? 0 - (uint64_t)s : (uint64_t)s;
      break;
    }
    case SR_ARITH_INT_CTLZ:
      r = u ? (uint64_t)(__builtin_clzll(u) - (64 - (int)bits)) : bits;
      break;
    case SR_ARITH_INT_CTTZ:
      r = u ? (uint64_t)__builtin_ctzll(u) : bits;
      break;
    case SR_ARITH_INT_CTPOP:
      r = (uint64_t)__builtin_popcountll(u);
      break;
  }
  return sr_arith_sext(r, bits);
}

// The float unary ops of arith and math that the interpreters evaluate in
// C (the kernels have vector versions of most; these are the scalar
// definitions the host interpreter and the dispatch fallbacks share).
typedef enum sr_arith_float_unary_op_e {
  SR_ARITH_FLOAT_NEG = 0,
  SR_ARITH_FLOAT_ABS,
  SR_ARITH_FLOAT_CEIL,
  SR_ARITH_FLOAT_FLOOR,
  SR_ARITH_FLOAT_ROUND,
  SR_ARITH_FLOAT_ROUNDEVEN,
  SR_ARITH_FLOAT_TRUNC,
  SR_ARITH_FLOAT_SQRT,
  SR_ARITH_FLOAT_RSQRT,
  SR_ARITH_FLOAT_EXP,
  SR_ARITH_FLOAT_EXP2,
  SR_ARITH_FLOAT_EXPM1,
  SR_ARITH_FLOAT_LOG,
  SR_ARITH_FLOAT_LOG2,
  SR_ARITH_FLOAT_LOG10,
  SR_ARITH_FLOAT_LOG1P,
  SR_ARITH_FLOAT_SIN,
  SR_ARITH_FLOAT_COS,
  SR_ARITH_FLOAT_TAN,
  SR_ARITH_FLOAT_TANH,
  SR_ARITH_FLOAT_ERF,
  SR_ARITH_FLOAT_ERFC,
  SR_ARITH_FLOAT_ATAN,
  SR_ARITH_FLOAT_ASIN,
  SR_ARITH_FLOAT_ACOS,
  SR_ARITH_FLOAT_SINH,
  SR_ARITH_FLOAT_COSH,
  SR_ARITH_FLOAT_ASINH,
  SR_ARITH_FLOAT_ACOSH,
  SR_ARITH_FLOAT_ATANH,
  SR_ARITH_FLOAT_CBRT,
} sr_arith_float_unary_op_t;

// |op| of |a|, unrounded: the caller rounds to the element's format. With
// |single|, the transcendental functions run in single precision (libm's
// `f` versions, what an f32 op computes in compiled code; the host
// interpreter's choice for f32 and narrower); without, in double (the
// dispatch fallbacks' choice: one rounding of a double result at the store).
// The exact ops (neg, abs, rounding) are the same either way.
static inline double sr_arith_float_unary(sr_arith_float_unary_op_t op,
                                          bool single, double a) {
  float x = (float)a;
#define SR_ARITH_MATH(fn) return single ? (double)fn##f(x) : fn(a)
  switch (op) {
    case SR_ARITH_FLOAT_NEG:
      return -a;
    case SR_ARITH_FLOAT_ABS:
      return fabs(a);
    case SR_ARITH_FLOAT_CEIL:
      return ceil(a);
    case SR_ARITH_FLOAT_FLOOR:
      return floor(a);
    case SR_ARITH_FLOAT_ROUND:
      return round(a);
    case SR_ARITH_FLOAT_ROUNDEVEN:
      return nearbyint(a);  // the default rounding mode is to-nearest-even
    case SR_ARITH_FLOAT_TRUNC:
      return trunc(a);
    case SR_ARITH_FLOAT_SQRT:
      SR_ARITH_MATH(sqrt);
    case SR_ARITH_FLOAT_RSQRT:
      return single ? (double)(1.0f / sqrtf(x)) : 1.0 / sqrt(a);
    case SR_ARITH_FLOAT_EXP:
      SR_ARITH_MATH(exp);
    case SR_ARITH_FLOAT_EXP2:
      SR_ARITH_MATH(exp2);
    case SR_ARITH_FLOAT_EXPM1:
      SR_ARITH_MATH(expm1);
    case SR_ARITH_FLOAT_LOG:
      SR_ARITH_MATH(log);
    case SR_ARITH_FLOAT_LOG2:
      SR_ARITH_MATH(log2);
    case SR_ARITH_FLOAT_LOG10:
      SR_ARITH_MATH(log10);
    case SR_ARITH_FLOAT_LOG1P:
      SR_ARITH_MATH(log1p);
    case SR_ARITH_FLOAT_SIN:
      SR_ARITH_MATH(sin);
    case SR_ARITH_FLOAT_COS:
      SR_ARITH_MATH(cos);
    case SR_ARITH_FLOAT_TAN:
      SR_ARITH_MATH(tan);
    case SR_ARITH_FLOAT_TANH:
      SR_ARITH_MATH(tanh);
    case SR_ARITH_FLOAT_ERF:
      SR_ARITH_MATH(erf);
    case SR_ARITH_FLOAT_ERFC:
      SR_ARITH_MATH(erfc);
    case SR_ARITH_FLOAT_ATAN:
      SR_ARITH_MATH(atan);
    case SR_ARITH_FLOAT_ASIN:
      SR_ARITH_MATH(asin);
    case SR_ARITH_FLOAT_ACOS:
      SR_ARITH_MATH(acos);
    case SR_ARITH_FLOAT_SINH:
      SR_ARITH_MATH(sinh);
    case SR_ARITH_FLOAT_COSH:
      SR_ARITH_MATH(cosh);
    case SR_ARITH_FLOAT_ASINH:
      SR_ARITH_MATH(asinh);
    case SR_ARITH_FLOAT_ACOSH:
      SR_ARITH_MATH(acosh);
    case SR_ARITH_FLOAT_ATANH:
      SR_ARITH_MATH(atanh);
    case SR_ARITH_FLOAT_CBRT:
      SR_ARITH_MATH(cbrt);
  }
#undef SR_ARITH_MATH
  return 0;
}

#endif  // STREAMREF_CORE_BASE_ARITH_SEMANTICS_H_
