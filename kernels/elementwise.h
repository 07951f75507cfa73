// Elementwise kernels: the arith and math ops a linalg.generic body uses,
// over contiguous or strided 1-D operands.
//
// Every kernel walks n elements; operand k of element i lives at
// base_k[i * stride_k] with strides in elements (not bytes). A stride may be
// negative (a reversed view) or zero (a broadcast scalar); 1 everywhere takes
// the contiguous SIMD path. Elements must be naturally aligned; vector
// alignment is never required. Output may alias an input exactly (same base
// and stride: in-place) but must not partially overlap one. Callers walk
// higher ranks and split n across threads; no kernel depends on how n is
// split (elementwise results are per element).
//
// Semantics follow arith/math (MLIR):
//   - f16 and bf16 compute in f32 and round once to the storage type.
//   - Float ops are IEEE-754 with round-to-nearest-even; SIMD variants give
//     the same bits as the scalar one for every op IEEE defines exactly
//     (add, sub, mul, div, sqrt, fma, min/max, neg, abs, rounding ops,
//     compares, conversions). NaN payloads are not compared (IEEE leaves
//     them unspecified).
//   - MINIMUM/MAXIMUM are arith.minimumf/maximumf: NaN if either operand is
//     NaN, and -0 < +0. MINNUM/MAXNUM are arith.minnumf/maxnumf: the non-NaN
//     operand when one is NaN, and -0 < +0 as well (IEEE 754-2019 leaves the
//     zero order to the implementation; we choose the same order as MINIMUM
//     so the four agree on every non-NaN input).
//   - REM on floats is arith.remf (C fmod: the result has the sign of the
//     dividend). ROUND is math.round (half away from zero), ROUNDEVEN is
//     math.roundeven.
//   - Transcendentals (EXP ... POW) are within 1 ulp of the correctly rounded
//     result for f32 (f16/bf16 inherit it and round once more; f64 uses the C
//     library's double functions, under 1 ulp in glibc).
//   - Integer add/sub/mul/neg/abs wrap (two's complement). Division or
//     remainder by zero and signed INT_MIN / -1 are undefined in arith; here
//     they fail with SR_K_ERROR_DIVISION_BY_ZERO / SR_K_ERROR_OVERFLOW (the
//     elements before the offending one have been written).
//   - Shifts by >= the bit width are poison in arith; here SHL and SHRU give
//     0 and SHRS gives the sign fill, as if shifting one bit at a time.
#ifndef STREAMREF_KERNELS_ELEMENTWISE_H_
#define STREAMREF_KERNELS_ELEMENTWISE_H_

#include "kernels/types.h"

#ifdef __cplusplus
extern "C" {
#endif

// Unary ops. Float-only ops are NULL in the table for integer types.
#define SR_K_UNARY_OPS(X)                                   \
  X(NEG, neg) /* negf (sign flip), or 0 - x on ints */      \
  X(ABS, abs) /* absf, or absi (wrapping) */                \
  X(SQRT, sqrt)                                             \
  X(RSQRT, rsqrt)                                           \
  X(EXP, exp)                                               \
  X(EXP2, exp2)                                             \
  X(EXPM1, expm1)                                           \
  X(LOG, log)                                               \
  X(LOG2, log2)                                             \
  X(LOG1P, log1p)                                           \
  X(TANH, tanh)                                             \
  X(ERF, erf)                                               \
  X(SIN, sin)                                               \
  X(COS, cos)                                               \
  X(FLOOR, floor)                                           \
  X(CEIL, ceil)                                             \
  X(ROUND, round)                                           \
  X(ROUNDEVEN, roundeven)                                   \
  X(TRUNC, trunc)                                           \
  X(NOT, not )          /* bitwise complement, ints only */ \
  X(EXP_FAST, exp_fast) /* f32 only, ~3 ulp, never default */

// Binary ops. Integer-only: DIVU, REMU, MINS/MAXS/MINU/MAXU, AND/OR/XOR,
// shifts. Float-only: MINIMUM/MAXIMUM/MINNUM/MAXNUM, POW, COPYSIGN.
#define SR_K_BINARY_OPS(X)         \
  X(ADD, add)                      \
  X(SUB, sub)                      \
  X(MUL, mul)                      \
  X(DIV, div) /* divf, or divsi */ \
  X(REM, rem) /* remf, or remsi */ \
  X(DIVU, divu)                    \
  X(REMU, remu)                    \
  X(MINIMUM, minimum)              \
  X(MAXIMUM, maximum)              \
  X(MINNUM, minnum)                \
  X(MAXNUM, maxnum)                \
  X(MINS, mins)                    \
  X(MAXS, maxs)                    \
  X(MINU, minu)                    \
  X(MAXU, maxu)                    \
  X(AND, and)                      \
  X(OR, or)                        \
  X(XOR, xor)                      \
  X(SHL, shl)                      \
  X(SHRS, shrs)                    \
  X(SHRU, shru)                    \
  X(POW, pow)                      \
  X(COPYSIGN, copysign)

// Comparison predicates: arith.cmpf's 16 and arith.cmpi's 10. The result is
// an i1 stored as one byte, 0 or 1.
#define SR_K_CMP_PREDICATES(X) \
  X(FALSE, false)              \
  X(OEQ, oeq)                  \
  X(OGT, ogt)                  \
  X(OGE, oge)                  \
  X(OLT, olt)                  \
  X(OLE, ole)                  \
  X(ONE, one)                  \
  X(ORD, ord)                  \
  X(UEQ, ueq)                  \
  X(UGT, ugt)                  \
  X(UGE, uge)                  \
  X(ULT, ult)                  \
  X(ULE, ule)                  \
  X(UNE, une)                  \
  X(UNO, uno)                  \
  X(TRUE, true)                \
  X(EQ, eq)                    \
  X(NE, ne)                    \
  X(SLT, slt)                  \
  X(SLE, sle)                  \
  X(SGT, sgt)                  \
  X(SGE, sge) X(IULT, iult) X(IULE, iule) X(IUGT, iugt) X(IUGE, iuge)

#define SR_K_ENUM_UNARY(NAME, name) SR_K_UNARY_##NAME,
typedef enum sr_k_unary_op_e {
  SR_K_UNARY_OPS(SR_K_ENUM_UNARY) SR_K_UNARY_COUNT
} sr_k_unary_op_t;
#undef SR_K_ENUM_UNARY

#define SR_K_ENUM_BINARY(NAME, name) SR_K_BINARY_##NAME,
typedef enum sr_k_binary_op_e {
  SR_K_BINARY_OPS(SR_K_ENUM_BINARY) SR_K_BINARY_COUNT
} sr_k_binary_op_t;
#undef SR_K_ENUM_BINARY

#define SR_K_ENUM_CMP(NAME, name) SR_K_CMP_##NAME,
typedef enum sr_k_cmp_predicate_e {
  SR_K_CMP_PREDICATES(SR_K_ENUM_CMP) SR_K_CMP_COUNT
} sr_k_cmp_predicate_t;
#undef SR_K_ENUM_CMP

// Ternary ops: FMA (math.fma, one rounding) on floats; SELECT on any type,
// whose first operand is an i1 condition stored as bytes (nonzero = true)
// and whose other two operands and result have the table's type.
typedef enum sr_k_ternary_op_e {
  SR_K_TERNARY_FMA = 0,
  SR_K_TERNARY_SELECT,
  SR_K_TERNARY_COUNT,
} sr_k_ternary_op_t;

// Conversion kinds (arith cast ops). The table is indexed [kind][src][dst].
//   EXTF/TRUNCF: float to float, round-to-nearest-even, exact where the
//     target holds the value. arith.extf and arith.truncf.
//   FPTOSI/FPTOUI: float to integer rounding toward zero. arith leaves
//     out-of-range inputs undefined (poison); streamref saturates to the
//     target's range and maps NaN to 0 (LLVM's fptosi.sat / fptoui.sat,
//     which is also what Rust's `as` does), so results never depend on the
//     ISA.
//   SITOFP/UITOFP: integer to float, round-to-nearest-even.
//   EXTSI/EXTUI/TRUNCI: sign/zero extension and truncation (keeps the low
//     bits).
#define SR_K_CONVERT_KINDS(X) \
  X(EXTF, extf)               \
  X(TRUNCF, truncf)           \
  X(FPTOSI, fptosi)           \
  X(FPTOUI, fptoui)           \
  X(SITOFP, sitofp)           \
  X(UITOFP, uitofp) X(EXTSI, extsi) X(EXTUI, extui) X(TRUNCI, trunci)

#define SR_K_ENUM_CONVERT(NAME, name) SR_K_CONVERT_##NAME,
typedef enum sr_k_convert_kind_e {
  SR_K_CONVERT_KINDS(SR_K_ENUM_CONVERT) SR_K_CONVERT_COUNT
} sr_k_convert_kind_t;
#undef SR_K_ENUM_CONVERT

typedef int (*sr_k_unary_fn_t)(size_t n, void* out, ptrdiff_t out_stride,
                               const void* in, ptrdiff_t in_stride);
typedef int (*sr_k_binary_fn_t)(size_t n, void* out, ptrdiff_t out_stride,
                                const void* a, ptrdiff_t a_stride,
                                const void* b, ptrdiff_t b_stride);
typedef int (*sr_k_ternary_fn_t)(size_t n, void* out, ptrdiff_t out_stride,
                                 const void* a, ptrdiff_t a_stride,
                                 const void* b, ptrdiff_t b_stride,
                                 const void* c, ptrdiff_t c_stride);

// Names for messages and tests ("exp", "minimum", "oge", "fptosi").
const char* sr_k_unary_op_name(sr_k_unary_op_t op);
const char* sr_k_binary_op_name(sr_k_binary_op_t op);
const char* sr_k_cmp_predicate_name(sr_k_cmp_predicate_t predicate);
const char* sr_k_convert_kind_name(sr_k_convert_kind_t kind);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNELS_ELEMENTWISE_H_
