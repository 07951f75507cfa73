// complex dialect (MLIR): constants and the conversions between complex and
// real values that host code uses.
//
// The ops' schema rows (op_schema_table.c) carry the formats of
// mlir/Dialect/Complex/IR/ComplexOps.td; here are their result names.

#include "core/dialects/dialects.h"

static const sr_ods_op_t kComplexSpecs[] = {
    {SR_OPID_COMPLEX_CONSTANT, .result_names = "cst"},
};

sr_dialect_ops_t sr__complex_ops(void) {
  sr_dialect_ops_t ops = {NULL, 0, kComplexSpecs, SR_ARRAY_COUNT(kComplexSpecs),
                          NULL, 0};
  return ops;
}
