// arith and math ops on host scalars (see exec_scalar.h).
//
// The ops of one kind share a handler and their groups: every binary op is
// (lhs, rhs) -> result, every unary op operand -> result, every cast
// in -> out; the static asserts below check that against each op's schema.

#include "cpu_backend/exec_scalar.h"

#include "cpu_backend/exec_support.h"
#include "cpu_backend/scalar.h"
#include "cpu_backend/value.h"

// The ops of each kind with their sub kinds (one per line: clang-format
// cannot settle on a layout for these lists).
// clang-format off
#define SR_RT_INT_BINARY_OPS(X) \
  X(ARITH_ADDI, SR_RT_IBIN_ADD) \
  X(ARITH_SUBI, SR_RT_IBIN_SUB) \
  X(ARITH_MULI, SR_RT_IBIN_MUL) \
  X(ARITH_DIVSI, SR_RT_IBIN_DIVSI) \
  X(ARITH_DIVUI, SR_RT_IBIN_DIVUI) \
  X(ARITH_CEILDIVSI, SR_RT_IBIN_CEILDIVSI) \
  X(ARITH_CEILDIVUI, SR_RT_IBIN_CEILDIVUI) \
  X(ARITH_FLOORDIVSI, SR_RT_IBIN_FLOORDIVSI) \
  X(ARITH_REMSI, SR_RT_IBIN_REMSI) \
  X(ARITH_REMUI, SR_RT_IBIN_REMUI) \
  X(ARITH_ANDI, SR_RT_IBIN_AND) \
  X(ARITH_ORI, SR_RT_IBIN_OR) \
  X(ARITH_XORI, SR_RT_IBIN_XOR) \
  X(ARITH_SHLI, SR_RT_IBIN_SHL) \
  X(ARITH_SHRSI, SR_RT_IBIN_SHRSI) \
  X(ARITH_SHRUI, SR_RT_IBIN_SHRUI) \
  X(ARITH_MAXSI, SR_RT_IBIN_MAXSI) \
  X(ARITH_MAXUI, SR_RT_IBIN_MAXUI) \
  X(ARITH_MINSI, SR_RT_IBIN_MINSI) \
  X(ARITH_MINUI, SR_RT_IBIN_MINUI)

#define SR_RT_FLOAT_BINARY_OPS(X) \
  X(ARITH_ADDF, SR_RT_FBIN_ADD) \
  X(ARITH_SUBF, SR_RT_FBIN_SUB) \
  X(ARITH_MULF, SR_RT_FBIN_MUL) \
  X(ARITH_DIVF, SR_RT_FBIN_DIV) \
  X(ARITH_REMF, SR_RT_FBIN_REM) \
  X(ARITH_MAXIMUMF, SR_RT_FBIN_MAXIMUM) \
  X(ARITH_MINIMUMF, SR_RT_FBIN_MINIMUM) \
  X(ARITH_MAXNUMF, SR_RT_FBIN_MAXNUM) \
  X(ARITH_MINNUMF, SR_RT_FBIN_MINNUM) \
  X(MATH_POWF, SR_RT_FBIN_POW) \
  X(MATH_ATAN2, SR_RT_FBIN_ATAN2) \
  X(MATH_COPYSIGN, SR_RT_FBIN_COPYSIGN)

#define SR_RT_FLOAT_UNARY_OPS(X) \
  X(ARITH_NEGF, SR_RT_FUN_NEG) \
  X(MATH_ABSF, SR_RT_FUN_ABS) \
  X(MATH_CEIL, SR_RT_FUN_CEIL) \
  X(MATH_FLOOR, SR_RT_FUN_FLOOR) \
  X(MATH_ROUND, SR_RT_FUN_ROUND) \
  X(MATH_ROUNDEVEN, SR_RT_FUN_ROUNDEVEN) \
  X(MATH_TRUNC, SR_RT_FUN_TRUNC) \
  X(MATH_SQRT, SR_RT_FUN_SQRT) \
  X(MATH_RSQRT, SR_RT_FUN_RSQRT) \
  X(MATH_EXP, SR_RT_FUN_EXP) \
  X(MATH_EXP2, SR_RT_FUN_EXP2) \
  X(MATH_EXPM1, SR_RT_FUN_EXPM1) \
  X(MATH_LOG, SR_RT_FUN_LOG) \
  X(MATH_LOG2, SR_RT_FUN_LOG2) \
  X(MATH_LOG10, SR_RT_FUN_LOG10) \
  X(MATH_LOG1P, SR_RT_FUN_LOG1P) \
  X(MATH_SIN, SR_RT_FUN_SIN) \
  X(MATH_COS, SR_RT_FUN_COS) \
  X(MATH_TAN, SR_RT_FUN_TAN) \
  X(MATH_TANH, SR_RT_FUN_TANH) \
  X(MATH_ERF, SR_RT_FUN_ERF) \
  X(MATH_ATAN, SR_RT_FUN_ATAN) \
  X(MATH_ASIN, SR_RT_FUN_ASIN) \
  X(MATH_ACOS, SR_RT_FUN_ACOS) \
  X(MATH_SINH, SR_RT_FUN_SINH) \
  X(MATH_COSH, SR_RT_FUN_COSH) \
  X(MATH_CBRT, SR_RT_FUN_CBRT)

#define SR_RT_INT_UNARY_OPS(X) \
  X(MATH_ABSI, SR_RT_IUN_ABS) \
  X(MATH_CTLZ, SR_RT_IUN_CTLZ) \
  X(MATH_CTTZ, SR_RT_IUN_CTTZ) \
  X(MATH_CTPOP, SR_RT_IUN_CTPOP)

#define SR_RT_CAST_OPS(X) \
  X(ARITH_INDEX_CAST, SR_RT_CAST_INDEX) \
  X(ARITH_INDEX_CASTUI, SR_RT_CAST_INDEXUI) \
  X(ARITH_EXTSI, SR_RT_CAST_EXTSI) \
  X(ARITH_EXTUI, SR_RT_CAST_EXTUI) \
  X(ARITH_TRUNCI, SR_RT_CAST_TRUNCI) \
  X(ARITH_SITOFP, SR_RT_CAST_SITOFP) \
  X(ARITH_UITOFP, SR_RT_CAST_UITOFP) \
  X(ARITH_FPTOSI, SR_RT_CAST_FPTOSI) \
  X(ARITH_FPTOUI, SR_RT_CAST_FPTOUI) \
  X(ARITH_EXTF, SR_RT_CAST_EXTF) \
  X(ARITH_TRUNCF, SR_RT_CAST_TRUNCF) \
  X(ARITH_BITCAST, SR_RT_CAST_BITCAST)
// clang-format on

// The groups every op of a kind has (the first op's names).
enum {
  SR_RT_BINARY_LHS = SR_ARITH_ADDI_LHS,
  SR_RT_BINARY_RHS = SR_ARITH_ADDI_RHS,
  SR_RT_BINARY_RESULT = SR_ARITH_ADDI_RESULT,
  SR_RT_UNARY_OPERAND = SR_MATH_ABSF_OPERAND,
  SR_RT_UNARY_RESULT = SR_MATH_ABSF_RESULT,
  SR_RT_CAST_IN = SR_ARITH_EXTSI_IN,
  SR_RT_CAST_OUT = SR_ARITH_EXTSI_OUT,
};
#define SR_RT_BINARY_LAYOUT(op, sub)                                    \
  _Static_assert((int)SR_##op##_LHS == (int)SR_RT_BINARY_LHS &&         \
                     (int)SR_##op##_RHS == (int)SR_RT_BINARY_RHS &&     \
                     (int)SR_##op##_RESULT == (int)SR_RT_BINARY_RESULT, \
                 #op " is not (lhs, rhs) -> result");
#define SR_RT_UNARY_LAYOUT(op, sub)                                    \
  _Static_assert((int)SR_##op##_OPERAND == (int)SR_RT_UNARY_OPERAND && \
                     (int)SR_##op##_RESULT == (int)SR_RT_UNARY_RESULT, \
                 #op " is not operand -> result");
#define SR_RT_CAST_LAYOUT(op, sub)                              \
  _Static_assert((int)SR_##op##_IN == (int)SR_RT_CAST_IN &&     \
                     (int)SR_##op##_OUT == (int)SR_RT_CAST_OUT, \
                 #op " is not in -> out");
SR_RT_INT_BINARY_OPS(SR_RT_BINARY_LAYOUT)
SR_RT_FLOAT_BINARY_OPS(SR_RT_BINARY_LAYOUT)
SR_RT_FLOAT_UNARY_OPS(SR_RT_UNARY_LAYOUT)
SR_RT_INT_UNARY_OPS(SR_RT_UNARY_LAYOUT)
SR_RT_CAST_OPS(SR_RT_CAST_LAYOUT)
SR_RT_BINARY_LAYOUT(ARITH_CMPI, 0)
SR_RT_BINARY_LAYOUT(ARITH_CMPF, 0)
#undef SR_RT_BINARY_LAYOUT
#undef SR_RT_UNARY_LAYOUT
#undef SR_RT_CAST_LAYOUT

//===----------------------------------------------------------------------===//
// Handlers
//===----------------------------------------------------------------------===//

static double sr_rt_as_float(const sr_rt_value_t* v) {
  return v->kind == SR_RT_VALUE_FLOAT ? v->f : (double)v->i;
}

static sr_status_t sr_rt_exec_constant(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_t* result = sr_rt_out(frame, instr, SR_ARITH_CONSTANT_RESULT, 0);
  if (instr->type.cls == SR_RT_SCALAR_FLOAT) {
    sr_rt_value_set_float(result, instr->fimm);
  } else {
    sr_rt_value_set_int(result, instr->imm);
  }
  return sr_ok_status();
}
_Static_assert((int)SR_UTIL_UNFOLDABLE_CONSTANT_RESULT ==
                   (int)SR_ARITH_CONSTANT_RESULT,
               "util.unfoldable_constant is arith.constant's layout");

static sr_status_t sr_rt_exec_int_binary(sr_module_t* module,
                                         const sr_rt_instr_t* instr,
                                         sr_rt_value_t* frame) {
  const sr_rt_value_t* a = sr_rt_arg(frame, instr, SR_RT_BINARY_LHS, 0);
  const sr_rt_value_t* b = sr_rt_arg(frame, instr, SR_RT_BINARY_RHS, 0);
  int64_t r = 0;
  if (!sr_rt_eval_int_binary((sr_rt_int_binary_t)instr->sub_kind, instr->type,
                             a->i, b->i, &r)) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "integer division by zero or overflow (%lld, %lld)",
                       (long long)a->i, (long long)b->i);
  }
  sr_rt_value_set_int(sr_rt_out(frame, instr, SR_RT_BINARY_RESULT, 0), r);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_float_binary(sr_module_t* module,
                                           const sr_rt_instr_t* instr,
                                           sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_set_float(
      sr_rt_out(frame, instr, SR_RT_BINARY_RESULT, 0),
      sr_rt_eval_float_binary(
          (sr_rt_float_binary_t)instr->sub_kind, instr->type,
          sr_rt_as_float(sr_rt_arg(frame, instr, SR_RT_BINARY_LHS, 0)),
          sr_rt_as_float(sr_rt_arg(frame, instr, SR_RT_BINARY_RHS, 0))));
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_float_unary(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_set_float(
      sr_rt_out(frame, instr, SR_RT_UNARY_RESULT, 0),
      sr_rt_eval_float_unary(
          (sr_rt_float_unary_t)instr->sub_kind, instr->type,
          sr_rt_as_float(sr_rt_arg(frame, instr, SR_RT_UNARY_OPERAND, 0))));
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_int_unary(sr_module_t* module,
                                        const sr_rt_instr_t* instr,
                                        sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_set_int(
      sr_rt_out(frame, instr, SR_RT_UNARY_RESULT, 0),
      sr_rt_eval_int_unary((sr_rt_int_unary_t)instr->sub_kind, instr->type,
                           sr_rt_arg(frame, instr, SR_RT_UNARY_OPERAND, 0)->i));
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_fma(sr_module_t* module,
                                  const sr_rt_instr_t* instr,
                                  sr_rt_value_t* frame) {
  (void)module;
  double r = sr_rt_as_float(sr_rt_arg(frame, instr, SR_MATH_FMA_A, 0)) *
                 sr_rt_as_float(sr_rt_arg(frame, instr, SR_MATH_FMA_B, 0)) +
             sr_rt_as_float(sr_rt_arg(frame, instr, SR_MATH_FMA_C, 0));
  sr_rt_value_set_float(sr_rt_out(frame, instr, SR_MATH_FMA_RESULT, 0),
                        sr_rt_round_float(r, instr->type));
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_cmpi(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  (void)module;
  bool r = sr_rt_eval_cmpi((sr_rt_cmpi_t)instr->sub_kind, instr->type2,
                           sr_rt_arg(frame, instr, SR_ARITH_CMPI_LHS, 0)->i,
                           sr_rt_arg(frame, instr, SR_ARITH_CMPI_RHS, 0)->i);
  // i1 true, sign-extended.
  sr_rt_value_set_int(sr_rt_out(frame, instr, SR_ARITH_CMPI_RESULT, 0),
                      r ? -1 : 0);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_cmpf(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  (void)module;
  bool r = sr_rt_eval_cmpf(
      (sr_rt_cmpf_t)instr->sub_kind,
      sr_rt_as_float(sr_rt_arg(frame, instr, SR_ARITH_CMPF_LHS, 0)),
      sr_rt_as_float(sr_rt_arg(frame, instr, SR_ARITH_CMPF_RHS, 0)));
  sr_rt_value_set_int(sr_rt_out(frame, instr, SR_ARITH_CMPF_RESULT, 0),
                      r ? -1 : 0);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_select(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     sr_rt_value_t* frame) {
  (void)module;
  bool condition = sr_rt_arg(frame, instr, SR_ARITH_SELECT_CONDITION, 0)->i & 1;
  sr_rt_value_assign(sr_rt_out(frame, instr, SR_ARITH_SELECT_RESULT, 0),
                     sr_rt_arg(frame, instr,
                               condition ? SR_ARITH_SELECT_TRUE_VALUE
                                         : SR_ARITH_SELECT_FALSE_VALUE,
                               0));
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_cast(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_t out = {0};
  sr_rt_eval_cast((sr_rt_cast_t)instr->sub_kind, instr->type2, instr->type,
                  sr_rt_arg(frame, instr, SR_RT_CAST_IN, 0), &out);
  sr_rt_value_move(sr_rt_out(frame, instr, SR_RT_CAST_OUT, 0), &out);
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// The family's rows
//===----------------------------------------------------------------------===//

#define SR_RT_ROW(op, sub, kind, handler) \
  {SR_OPID_##op, SR_RT_OP_##kind, sub, 0, handler},
#define SR_RT_INT_BINARY(op, sub) \
  SR_RT_ROW(op, sub, INT_BINARY, sr_rt_exec_int_binary)
#define SR_RT_FLOAT_BINARY(op, sub) \
  SR_RT_ROW(op, sub, FLOAT_BINARY, sr_rt_exec_float_binary)
#define SR_RT_FLOAT_UNARY(op, sub) \
  SR_RT_ROW(op, sub, FLOAT_UNARY, sr_rt_exec_float_unary)
#define SR_RT_INT_UNARY(op, sub) \
  SR_RT_ROW(op, sub, INT_UNARY, sr_rt_exec_int_unary)
#define SR_RT_CAST(op, sub) SR_RT_ROW(op, sub, CAST, sr_rt_exec_cast)

// clang-format off
static const sr_rt_op_def_t kScalarOps[] = {
    {SR_OPID_ARITH_CONSTANT, SR_RT_OP_CONSTANT, 0, 0, sr_rt_exec_constant},
    {SR_OPID_UTIL_UNFOLDABLE_CONSTANT, SR_RT_OP_CONSTANT, 0, 0,
     sr_rt_exec_constant},
    SR_RT_INT_BINARY_OPS(SR_RT_INT_BINARY)
    SR_RT_FLOAT_BINARY_OPS(SR_RT_FLOAT_BINARY)
    SR_RT_FLOAT_UNARY_OPS(SR_RT_FLOAT_UNARY)
    SR_RT_INT_UNARY_OPS(SR_RT_INT_UNARY)
    SR_RT_CAST_OPS(SR_RT_CAST)
    {SR_OPID_ARITH_CMPI, SR_RT_OP_CMPI, 0, 0, sr_rt_exec_cmpi},
    {SR_OPID_ARITH_CMPF, SR_RT_OP_CMPF, 0, 0, sr_rt_exec_cmpf},
    {SR_OPID_ARITH_SELECT, SR_RT_OP_SELECT, 0, 0, sr_rt_exec_select},
    {SR_OPID_MATH_FMA, SR_RT_OP_FMA, 0, 0, sr_rt_exec_fma},
};
// clang-format on

sr_rt_op_defs_t sr_rt_scalar_ops(void) { return SR_RT_OP_DEFS(kScalarOps); }
