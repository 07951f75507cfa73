// math dialect (MLIR): transcendental and other scalar/vector/tensor math.
//
// Formats are the ODS assembly formats of mlir/Dialect/Math/IR/MathOps.td.

#include "core/dialects/dialects.h"

#define SR_FASTMATH "fastmath:enum(arith.fastmath)=none"
#define SR_FASTMATH_GROUP "(`fastmath` `` $fastmath^)? "

#define SR_UNARY_FLOAT(op)                                                  \
  {                                                                         \
    "math." op, 0, 0, "operand:=result", "result", SR_FASTMATH, NULL, NULL, \
        "$operand " SR_FASTMATH_GROUP "attr-dict `:` type($result)"         \
  }
#define SR_BINARY_FLOAT(op)                                                    \
  {                                                                            \
    "math." op, 0, 0, "lhs:=result rhs:=result", "result", SR_FASTMATH, NULL,  \
        NULL, "$lhs `,` $rhs " SR_FASTMATH_GROUP "attr-dict `:` type($result)" \
  }
#define SR_UNARY_INT(op)                                             \
  {                                                                  \
    "math." op, 0, 0, "operand:=result", "result", NULL, NULL, NULL, \
        "$operand attr-dict `:` type($result)"                       \
  }
#define SR_FLOAT_CLASS(op)                                                 \
  {                                                                        \
    "math." op, 0, 0, "operand", "result:@i1(operand)", SR_FASTMATH, NULL, \
        NULL, "$operand " SR_FASTMATH_GROUP "attr-dict `:` type($operand)" \
  }

static const sr_ods_op_t kMathSpecs[] = {
    SR_UNARY_FLOAT("absf"),
    SR_UNARY_INT("absi"),
    SR_UNARY_FLOAT("acos"),
    SR_UNARY_FLOAT("acosh"),
    SR_UNARY_FLOAT("asin"),
    SR_UNARY_FLOAT("asinh"),
    SR_UNARY_FLOAT("atan"),
    SR_BINARY_FLOAT("atan2"),
    SR_UNARY_FLOAT("atanh"),
    SR_UNARY_FLOAT("cbrt"),
    SR_UNARY_FLOAT("ceil"),
    {"math.clampf", 0, 0, "value:=result min:=result max:=result", "result",
     SR_FASTMATH, NULL, NULL,
     "$value `to` ` ` `[` $min `,` $max `]` " SR_FASTMATH_GROUP
     "attr-dict `:` type($result)"},
    SR_BINARY_FLOAT("copysign"),
    SR_UNARY_FLOAT("cos"),
    SR_UNARY_FLOAT("cosh"),
    SR_UNARY_INT("ctlz"),
    SR_UNARY_INT("ctpop"),
    SR_UNARY_INT("cttz"),
    SR_UNARY_FLOAT("erf"),
    SR_UNARY_FLOAT("erfc"),
    SR_UNARY_FLOAT("exp"),
    SR_UNARY_FLOAT("exp2"),
    SR_UNARY_FLOAT("expm1"),
    SR_UNARY_FLOAT("floor"),
    {"math.fma", 0, 0, "a:=result b:=result c:=result", "result", SR_FASTMATH,
     NULL, NULL,
     "$a `,` $b `,` $c " SR_FASTMATH_GROUP "attr-dict `:` type($result)"},
    {"math.fpowi", 0, 0, "lhs rhs", "result:=lhs", SR_FASTMATH, NULL, NULL,
     "$lhs `,` $rhs " SR_FASTMATH_GROUP
     "attr-dict `:` type($lhs) `,` type($rhs)"},
    {"math.ipowi", 0, 0, "lhs:=result rhs:=result", "result", NULL, NULL, NULL,
     "$lhs `,` $rhs attr-dict `:` type($result)"},
    SR_FLOAT_CLASS("isfinite"),
    SR_FLOAT_CLASS("isinf"),
    SR_FLOAT_CLASS("isnan"),
    SR_FLOAT_CLASS("isnormal"),
    SR_UNARY_FLOAT("log"),
    SR_UNARY_FLOAT("log10"),
    SR_UNARY_FLOAT("log1p"),
    SR_UNARY_FLOAT("log2"),
    SR_BINARY_FLOAT("powf"),
    SR_UNARY_FLOAT("round"),
    SR_UNARY_FLOAT("roundeven"),
    SR_UNARY_FLOAT("rsqrt"),
    SR_UNARY_FLOAT("sin"),
    {"math.sincos", 0, 0, "operand", "sin:=operand cos:=operand", SR_FASTMATH,
     NULL, NULL, "$operand " SR_FASTMATH_GROUP "attr-dict `:` type($operand)",
     "sin cos"},
    SR_UNARY_FLOAT("sinh"),
    SR_UNARY_FLOAT("sqrt"),
    SR_UNARY_FLOAT("tan"),
    SR_UNARY_FLOAT("tanh"),
    SR_UNARY_FLOAT("trunc"),
};

sr_dialect_ops_t sr__math_ops(void) {
  sr_dialect_ops_t ops = {NULL, 0, kMathSpecs, SR_ARRAY_COUNT(kMathSpecs),
                          NULL, 0};
  return ops;
}
