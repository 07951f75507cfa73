// complex dialect (MLIR): constants and the conversions between complex and
// real values that host code uses.
//
// Formats are those of mlir/Dialect/Complex/IR/ComplexOps.td.

#include "core/dialects/dialects.h"

static const sr_ods_op_t kComplexSpecs[] = {
    {"complex.constant", 0, 0, NULL, "complex", "value:array", NULL, NULL,
     "$value attr-dict `:` type($complex)", "cst"},
    {"complex.create", 0, 0, "real:@elem(complex) imaginary:@elem(complex)",
     "complex", NULL, NULL, NULL,
     "$real `,` $imaginary attr-dict `:` type($complex)"},
    {"complex.im", 0, 0, "complex", "imaginary:@elem(complex)",
     "fastmath:enum(arith.fastmath)=none", NULL, NULL,
     "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)"},
    {"complex.re", 0, 0, "complex", "real:@elem(complex)",
     "fastmath:enum(arith.fastmath)=none", NULL, NULL,
     "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)"},
};

sr_dialect_ops_t sr__complex_ops(void) {
  sr_dialect_ops_t ops = {NULL, 0, kComplexSpecs, SR_ARRAY_COUNT(kComplexSpecs),
                          NULL, 0};
  return ops;
}
