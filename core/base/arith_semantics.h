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
//
// Header-only: the host interpreter calls these per scalar op, so they
// inline into its evaluator. Depends on the C library only.
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

#endif  // STREAMREF_CORE_BASE_ARITH_SEMANTICS_H_
