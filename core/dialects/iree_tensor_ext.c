// iree_tensor_ext dialect (IREE): dispatch tensor loads and stores, workload
// ordinals and workgroup count placeholders inside executables.
//
// Formats are those of IREE's Dialect/TensorExt/IR/TensorExtOps.td.
// `!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>` stays an opaque
// dialect type.

#include "core/dialects/dialects.h"

#define SR_DYNAMIC_LISTS                                               \
  "`offsets` `=` custom<DynamicIndexList>($offsets, $static_offsets) " \
  "`,` `sizes` `=` custom<DynamicIndexList>($sizes, $static_sizes) "   \
  "`,` `strides` `=` custom<DynamicIndexList>($strides, $static_strides) "
#define SR_DYNAMIC_OPERANDS "offsets*:index sizes*:index strides*:index"
#define SR_DYNAMIC_ATTRS \
  "static_offsets:i64arr static_sizes:i64arr static_strides:i64arr"

static const sr_ods_op_t kTensorExtSpecs[] = {
    {"iree_tensor_ext.bitcast", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_dims*:index result_dims*:index", "result", NULL, NULL, NULL,
     "$source `:` type($source) (`{` $source_dims^ `}`)? `->` type($result) "
     "(`{` $result_dims^ `}`)? attr-dict-with-keyword"},
    {"iree_tensor_ext.compute_barrier.end", 0, 0, "value value_dims*:index",
     "result", NULL, NULL, NULL,
     "$value `:` type($value) (`{` $value_dims^ `}`)? `->` type($result) "
     "attr-dict-with-keyword"},
    {"iree_tensor_ext.compute_barrier.start", 0, 0, "value value_dims*:index",
     "result", NULL, NULL, NULL,
     "$value `:` type($value) (`{` $value_dims^ `}`)? `->` type($result) "
     "attr-dict-with-keyword"},
    {"iree_tensor_ext.dispatch.tensor.load", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_dims*:index " SR_DYNAMIC_OPERANDS, "result",
     SR_DYNAMIC_ATTRS, NULL, NULL,
     "$source `,` " SR_DYNAMIC_LISTS
     "attr-dict `:` type($source) (`{` $source_dims^ `}`)? `->` "
     "type($result)"},
    {"iree_tensor_ext.dispatch.tensor.store", 0, SR_ODS_OPERAND_SEGMENTS,
     "value target target_dims*:index " SR_DYNAMIC_OPERANDS, NULL,
     SR_DYNAMIC_ATTRS, NULL, NULL,
     "$value `,` $target `,` " SR_DYNAMIC_LISTS
     "attr-dict `:` type($value) `->` type($target) (`{` $target_dims^ "
     "`}`)?"},
    {"iree_tensor_ext.dispatch.workgroup_count_from_slice", 0, 0,
     "operands*:index", "x:index y:index z:index", NULL, NULL, NULL,
     "attr-dict `(` $operands `)`", "x y z"},
    {"iree_tensor_ext.dispatch.workgroup_count_split_reduction_modifier", 0, 0,
     "workgroup_x:index workgroup_y:index workgroup_z:index workload*:index",
     "result_x:index result_y:index result_z:index", NULL, NULL, NULL,
     "attr-dict `workgroups` `(` $workgroup_x `,` $workgroup_y `,` "
     "$workgroup_z `)` `workload` `(` $workload `)`",
     "result_x result_y result_z"},
    {"iree_tensor_ext.dispatch.workload.ordinal", 0, 0, "operand:index",
     "result:index", "ordinal:int(index)", NULL, NULL,
     "attr-dict $operand `,` $ordinal `:` type($operand)"},
};

sr_dialect_ops_t sr__iree_tensor_ext_ops(void) {
  sr_dialect_ops_t ops = {
      NULL, 0, kTensorExtSpecs, SR_ARRAY_COUNT(kTensorExtSpecs), NULL, 0};
  return ops;
}
