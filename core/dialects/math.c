// math dialect (MLIR): transcendental and other scalar/vector/tensor math.
//
// The ops' schema rows (op_schema_table.c) carry the ODS assembly formats of
// mlir/Dialect/Math/IR/MathOps.td; here are the result names of sincos.

#include "core/dialects/dialects.h"

static const sr_ods_op_t kMathSpecs[] = {
    {SR_OPID_MATH_SINCOS, .result_names = "sin cos"},
};

sr_dialect_ops_t sr__math_ops(void) {
  sr_dialect_ops_t ops = {NULL, 0, kMathSpecs, SR_ARRAY_COUNT(kMathSpecs),
                          NULL, 0};
  return ops;
}
