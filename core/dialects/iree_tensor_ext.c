// iree_tensor_ext dialect (IREE): dispatch tensor loads and stores, workload
// ordinals and workgroup count placeholders inside executables.
//
// The ops' schema rows (op_schema_table.c) carry the formats of IREE's
// Dialect/TensorExt/IR/TensorExtOps.td.
// `!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>` stays an opaque
// dialect type.

#include "core/dialects/dialects.h"

static const sr_ods_op_t kTensorExtSpecs[] = {
    {SR_OPID_IREE_TENSOR_EXT_DISPATCH_WORKGROUP_COUNT_FROM_SLICE,
     .result_names = "x y z"},
    {SR_OPID_IREE_TENSOR_EXT_DISPATCH_WORKGROUP_COUNT_SPLIT_REDUCTION_MODIFIER,
     .result_names = "result_x result_y result_z"},
};

sr_dialect_ops_t sr__iree_tensor_ext_ops(void) {
  sr_dialect_ops_t ops = {
      NULL, 0, kTensorExtSpecs, SR_ARRAY_COUNT(kTensorExtSpecs), NULL, 0};
  return ops;
}
