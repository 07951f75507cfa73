// stream dialect: every op of IREE's StreamOps.td with its assembly format.
//
// The table below was transcribed from StreamOps.td (IREE commit
// b48a5955575c): operand and result groups in ODS argument order (the order
// operands are stored in), attributes, regions and the assemblyFormat text.
// Custom directives live in stream_directives.c and shaped_syntax.c.

#include <stdio.h>

#include "core/dialects/shaped_syntax.h"

const sr_custom_directive_t* sr__stream_directives(uint32_t* out_count);

// `%workgroup_id_0`: the name carries the dimension.
static void sr_stream_workgroup_name(const sr_op_t* op,
                                     sr_result_namer_t* namer,
                                     const char* prefix) {
  char name[64];
  snprintf(name, sizeof(name), "%s%lld", prefix,
           (long long)sr_attr_int_value(sr_op_attr(op, "dimension")));
  sr_result_namer_set(namer, 0, name);
}
static void sr_stream_workgroup_id_name(const sr_op_t* op,
                                        sr_result_namer_t* namer) {
  sr_stream_workgroup_name(op, namer, "workgroup_id_");
}
static void sr_stream_workgroup_count_name(const sr_op_t* op,
                                           sr_result_namer_t* namer) {
  sr_stream_workgroup_name(op, namer, "workgroup_count_");
}
static void sr_stream_workgroup_size_name(const sr_op_t* op,
                                          sr_result_namer_t* namer) {
  sr_stream_workgroup_name(op, namer, "workgroup_size_");
}

static const sr_ods_op_t kStreamSpecs[] = {
    {"stream.context.resolve", 0, 0,
     NULL,
     "results*",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? attr-dict `:` type($results)",
     NULL, NULL, NULL, NULL},
    {"stream.resource.alloc", 0, 0,
     "storage_size:index",
     "result",
     "uninitialized?:unit affinity?:affinity",
     NULL, NULL,
     "(`uninitialized` $uninitialized^)? (`on` `(` $affinity^ `)`)? "
     "attr-dict `:` type($result) `{` $storage_size `}`",
     NULL, NULL, NULL, NULL},
    {"stream.resource.alloca", 0, 0,
     "storage_size:index await_timepoint?:!stream.timepoint",
     "result result_timepoint:!stream.timepoint",
     "indeterminate_lifetime?:unit affinity?:affinity",
     NULL, NULL,
     "`uninitialized` (`indeterminate` $indeterminate_lifetime^)? (`on` "
     "`(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` `` "
     "`>`):(`:`)? attr-dict type($result) `{` $storage_size `}` `=` `` "
     "`>` type($result_timepoint)",
     "result result_timepoint", NULL, NULL, NULL},
    {"stream.resource.dealloca", 0, 0,
     "operand operand_size:index await_timepoint?:!stream.timepoint",
     "result_timepoint:!stream.timepoint",
     "prefer_origin?:unit affinity?:affinity",
     NULL, NULL,
     "(`origin` $prefer_origin^)? (`on` `(` $affinity^ `)`)? (`await` "
     "`(` $await_timepoint^ `)` `=` `` `>`)? $operand `:` type($operand) "
     "`{` $operand_size `}` `=` `` `>` type($result_timepoint) attr-dict",
     NULL, NULL, NULL, NULL},
    {"stream.resource.retain", 0, 0,
     "operand operand_size:index",
     NULL,
     NULL,
     NULL, NULL,
     "$operand attr-dict `:` type($operand) `{` $operand_size `}`",
     NULL, NULL, NULL, NULL},
    {"stream.resource.release", 0, 0,
     "operand operand_size:index",
     "result:i1",
     NULL,
     NULL, NULL,
     "$operand attr-dict `:` type($operand) `{` $operand_size `}`",
     "is_terminal", NULL, NULL, NULL},
    {"stream.resource.is_terminal", 0, 0,
     "operand operand_size:index",
     "result:i1",
     NULL,
     NULL, NULL,
     "$operand attr-dict `:` type($operand) `{` $operand_size `}`",
     "is_terminal", NULL, NULL, NULL},
    {"stream.resource.size", 0, 0,
     "operand",
     "result:index",
     "affinity?:affinity",
     NULL, NULL,
     "$operand attr-dict `:` type($operand)",
     NULL, NULL, NULL, NULL},
    {"stream.resource.try_map", 0, 0,
     "source:!util.buffer source_offset:index result_size:index",
     "did_map:i1 result",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `[` $source_offset `]` `:` "
     "type($source) `->` type($did_map) `,` type($result) `` `{` "
     "$result_size `}` attr-dict-with-keyword",
     "did_map result", NULL, NULL, NULL},
    {"stream.resource.load", 0, 0,
     "source source_size:index source_offset:index",
     "result",
     NULL,
     NULL, NULL,
     "$source `[` $source_offset `]` `:` type($source) `` `{` "
     "$source_size `}` `->` type($result) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.resource.store", 0, 0,
     "target target_size:index target_offset:index value",
     NULL,
     NULL,
     NULL, NULL,
     "$value `,` $target `[` $target_offset `]` `:` type($value) `->` "
     "type($target) `{` $target_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.resource.pack", 0, SR_ODS_OPERAND_SEGMENTS,
     "offset?:index dynamic_slice_sizes*:index",
     "total_length:index packed_offsets*:index",
     "lifetime_intervals:array affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`offset` `(` $offset^ `)`)? `slices` "
     "`(` `{` custom<PackSliceRanges>($lifetime_intervals, "
     "$dynamic_slice_sizes, type($packed_offsets)) `}` `)` `:` "
     "type($total_length) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.resource.constants", 0, 0,
     "result_sizes*:index",
     "results* result_timepoint:!stream.timepoint",
     "values:array affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? attr-dict `:` "
     "custom<ConstantValueList>(type($results), $result_sizes, $values) "
     "`\\n` ` ` ` ` `=` `` `>` type($result_timepoint)",
     "results result_timepoint", NULL, NULL, NULL},
    {"stream.resource.subview", 0, 0,
     "source source_size:index source_offset:index result_size:index",
     "result",
     NULL,
     NULL, NULL,
     "$source `[` $source_offset `]` `:` type($source) `` `{` "
     "$source_size `}` `->` type($result) `` `{` $result_size `}` "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.resource.transients", 0, 0,
     "resource resource_size:index storage storage_size:index await_timepoint?:!stream.timepoint",
     "result:=resource result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` "
     "`` `>` )? $resource `:` type($resource) `` `{` $resource_size `}` "
     "`from` $storage `:` type($storage) `` `{` $storage_size `}` `=` `` "
     "`>` type($result_timepoint) attr-dict-with-keyword",
     "result result_timepoint", NULL, NULL, NULL},
    {"stream.file.constant", 0, 0,
     "source:!util.buffer source_size:index source_offset:index source_length:index",
     "result:!stream.file",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `[` $source_offset `for` "
     "$source_length `]` `:` type($source) `` `{` $source_size `}` `->` "
     "type($result) attr-dict-with-keyword",
     "file", NULL, NULL, NULL},
    {"stream.file.read", 0, 0,
     "source:!stream.file source_offset:i64 target target_size:index target_offset:index length:index await_timepoint?:!stream.timepoint",
     "result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` "
     "`` `>`):(`:`)? $source `[` $source_offset `]` `,` $target `[` "
     "$target_offset `]` `,` $length `:` type($source) `->` "
     "type($target) `` `{` $target_size `}` `=` `` `>` "
     "type($result_timepoint) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.file.write", 0, 0,
     "source source_size:index source_offset:index target:!stream.file target_offset:i64 length:index await_timepoint?:!stream.timepoint",
     "result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` "
     "`` `>`):(`:`)? $source `[` $source_offset `]` `,` $target `[` "
     "$target_offset `]` `,` $length `:` type($source) `` `{` "
     "$source_size `}` `->` type($target) `=` `` `>` "
     "type($result_timepoint) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.import", 0, 0,
     "source result_encoding_dims*:index result_size:index",
     "result",
     "result_encoding:type consume?:unit affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`consume` $consume^)? $source `:` "
     "type($source) `->` $result_encoding (`` `{` $result_encoding_dims^ "
     "`}`)? `in` type($result) `{` $result_size `}` "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.export", 0, 0,
     "source source_encoding_dims*:index source_size:index",
     "result",
     "source_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `:` $source_encoding (`` `{` "
     "$source_encoding_dims^ `}`)? `in` type($source) `` `{` "
     "$source_size `}` `->` type($result) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.sizeof", 0, 0,
     "encoding_dims*:index",
     "storage_size:index",
     "encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $encoding (`{` $encoding_dims^ `}`)? "
     "attr-dict `:` type($storage_size)",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.empty", 0, 0,
     "result_encoding_dims*:index result_size:index",
     "result",
     "result_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? `:` $result_encoding (`` `{` "
     "$result_encoding_dims^ `}`)? `in` type($result) `` `{` "
     "$result_size `}` attr-dict-with-keyword",
     "empty", NULL, NULL, NULL},
    {"stream.tensor.constant", 0, 0,
     "result_encoding_dims*:index",
     "result",
     "value:any result_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? `:` $result_encoding (`` `{` "
     "$result_encoding_dims^ `}`)? `in` type($result) `=` $value "
     "attr-dict-with-keyword",
     "cst", NULL, NULL, NULL},
    {"stream.tensor.splat", 0, 0,
     "value result_encoding_dims*:index result_size:index",
     "result",
     "result_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $value `:` type($value) `->` "
     "$result_encoding (`` `{` $result_encoding_dims^ `}`)? `in` "
     "type($result) `` `{` $result_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.clone", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_encoding_dims*:index source_size:index result_encoding_dims*:index result_size:index",
     "result",
     "source_encoding:type result_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `:` $source_encoding (`` `{` "
     "$source_encoding_dims^ `}`)? `in` type($source) `` `{` "
     "$source_size `}` `->` $result_encoding (`` `{` "
     "$result_encoding_dims^ `}`)? `in` type($result) `` `{` "
     "$result_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.encode", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_encoding_dims*:index source_size:index result_encoding_dims*:index result_size:index",
     "result",
     "source_encoding:type result_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `:` $source_encoding (`` `{` "
     "$source_encoding_dims^ `}`)? `in` type($source) `` `{` "
     "$source_size `}` `->` $result_encoding (`` `{` "
     "$result_encoding_dims^ `}`)? `in` type($result) `` `{` "
     "$result_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.slice", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_encoding_dims*:index source_size:index start_indices*:index lengths*:index result_encoding_dims*:index result_size:index",
     "result",
     "source_encoding:type result_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `[` $start_indices `for` "
     "$lengths `]` `:` $source_encoding (`` `{` $source_encoding_dims^ "
     "`}`)? `in` type($source) `` `{` $source_size `}` `->` "
     "$result_encoding (`` `{` $result_encoding_dims^ `}`)? `in` "
     "type($result) `` `{` $result_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.fill", 0, SR_ODS_OPERAND_SEGMENTS,
     "target target_encoding_dims*:index target_size:index start_indices*:index lengths*:index value",
     "result:=target",
     "target_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $value `,` $target (`[` $start_indices "
     "`for` $lengths^ `]`)? `:` type($value) `->` $target_encoding (`` "
     "`{` $target_encoding_dims^ `}`)? `in` "
     "custom<ShapedTiedResult>(type($target), $target_size) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.update", 0, SR_ODS_OPERAND_SEGMENTS,
     "target target_encoding_dims*:index target_size:index start_indices*:index update update_encoding_dims*:index update_size:index",
     "result:=target",
     "target_encoding:type update_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $update `,` $target `[` $start_indices "
     "`]` `:` $update_encoding (`` `{` $update_encoding_dims^ `}`)? `in` "
     "type($update) `` `{` $update_size `}` `->` $target_encoding (`` "
     "`{` $target_encoding_dims^ `}`)? `in` "
     "custom<ShapedTiedResult>(type($target), $target_size) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.load", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_encoding_dims*:index source_size:index indices*:index",
     "result",
     "source_encoding:type",
     NULL, NULL,
     "$source (`[` $indices^ `]`)? `:` $source_encoding (`` `{` "
     "$source_encoding_dims^ `}`)? `in` type($source) `` `{` "
     "$source_size `}` `->` type($result) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.store", 0, SR_ODS_OPERAND_SEGMENTS,
     "target target_encoding_dims*:index target_size:index indices*:index value",
     "result:=target",
     "target_encoding:type",
     NULL, NULL,
     "$value `,` $target (`[` $indices^ `]`)? `:` type($value) `->` "
     "$target_encoding (`` `{` $target_encoding_dims^ `}`)? `in` "
     "custom<ShapedTiedResult>(type($target), $target_size) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.trace", 0, SR_ODS_OPERAND_SEGMENTS,
     "resources* resource_sizes*:index resource_encoding_dims*:index",
     NULL,
     "key:str resource_encodings:array",
     NULL, NULL,
     "$key `=` `[` custom<EncodedResourceOperands>( $resources, "
     "type($resources), $resource_sizes, $resource_encodings, "
     "$resource_encoding_dims) `]` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.dispatch", 0, SR_ODS_OPERAND_SEGMENTS,
     "workload*:index mixed_operands* operand_sizes*:index operand_encoding_dims*:index result_sizes*:index result_encoding_dims*:index",
     "results*",
     "entry_points:array operand_encodings:array result_encodings:array tied_operands?:array affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? "
     "custom<DispatchEntryPoints>($entry_points) (`[` $workload^ `]`)? "
     "`` `(` $mixed_operands `)` attr-dict `:` "
     "custom<EncodedShapedFunctionType>( ref($mixed_operands), "
     "type($mixed_operands), $operand_sizes, $operand_encodings, "
     "$operand_encoding_dims, type($results), $result_sizes, "
     "$result_encodings, $result_encoding_dims, $tied_operands)",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.parameter.load", 0, SR_ODS_OPERAND_SEGMENTS,
     "source_scope?:!util.buffer source_key:!util.buffer source_offset:i64 result_encoding_dims*:index result_size:index",
     "result",
     "result_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? "
     "custom<ParameterReference>($source_scope, $source_key) `` `[` "
     "$source_offset `]` `:` $result_encoding (`` `{` "
     "$result_encoding_dims^ `}`)? `in` type($result) `` `{` "
     "$result_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.tensor.parameter.write", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_encoding_dims*:index source_size:index target_scope?:!util.buffer target_key:!util.buffer target_offset:i64",
     "result:=source",
     "source_encoding:type affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `->` "
     "custom<ParameterReference>($target_scope, $target_key) `` `[` "
     "$target_offset `]` `:` $source_encoding (`` `{` "
     "$source_encoding_dims^ `}`)? `in` type($source) `` `{` "
     "$source_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.alloca", 0, 0,
     "storage_size:index",
     "result",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? attr-dict `:` type($result) `{` "
     "$storage_size `}`",
     NULL, NULL, NULL, NULL},
    {"stream.async.constant", 0, 0,
     "await_timepoint?:!stream.timepoint result_size:index",
     "result",
     "value:any affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
     "`:` type($result) `` `{` $result_size `}` `=` $value "
     "attr-dict-with-keyword",
     "cst", NULL, NULL, NULL},
    {"stream.async.splat", 0, 0,
     "await_timepoint?:!stream.timepoint value result_size:index",
     "result",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
     "$value `:` type($value) `->` type($result) `` `{` $result_size `}` "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.clone", 0, 0,
     "source source_size:index result_size:index",
     "result",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `:` type($source) `` `{` "
     "$source_size `}` `->` type($result) `` `{` $result_size `}` "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.slice", 0, 0,
     "source source_size:index source_offset:index source_end:index result_size:index",
     "result",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `[` $source_offset `to` "
     "$source_end `]` `:` type($source) `` `{` $source_size `}` `->` "
     "type($result) `` `{` $result_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.fill", 0, 0,
     "target target_size:index target_offset:index target_end:index target_length:index value",
     "result:=target",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $value `,` $target `[` $target_offset "
     "`to` $target_end `for` $target_length `]` `:` type($value) `->` "
     "custom<ShapedTiedResult>(type($target), $target_size) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.update", 0, 0,
     "target target_size:index target_offset:index target_end:index update update_size:index",
     "result:=target",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $update `,` $target `[` $target_offset "
     "`to` $target_end `]` `:` type($update) `` `{` $update_size `}` "
     "`->` custom<ShapedTiedResult>(type($target), $target_size) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.copy", 0, 0,
     "target target_size:index target_offset:index target_end:index source source_size:index source_offset:index source_end:index length:index",
     "result:=target",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `[` $source_offset `to` "
     "$source_end `]` `,` $target `[` $target_offset `to` $target_end "
     "`]` `,` $length `:` type($source) `` `{` $source_size `}` `->` "
     "custom<ShapedTiedResult>(type($target), $target_size) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.collective", 0, 0,
     "target target_size:index target_offset:index target_end:index target_length:index source source_size:index source_offset:index source_end:index source_length:index element_count:index channel:!stream.channel param?:i32",
     "result:=target",
     "op:enum(stream.collective) affinity?:affinity",
     NULL, NULL,
     "`` $op `` `[` $element_count `]` (`on` `(` $affinity^ `)`)? "
     "`channel` `(` $channel `)` custom<CollectiveParam>(ref($op), "
     "$param) `` $source `[` $source_offset `to` $source_end `for` "
     "$source_length `]` `,` $target `[` $target_offset `to` $target_end "
     "`for` $target_length `]` `:` type($source) `` `{` $source_size `}` "
     "`->` custom<ShapedTiedResult>(type($target), $target_size) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.barrier", 0, 0,
     "source size:index",
     "result:=source",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `:` type($source) `` `{` $size "
     "`}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.transfer", 0, 0,
     "source source_size:index result_size:index",
     "result",
     "source_affinity?:affinity target_affinity?:affinity execution_affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $execution_affinity^ `)`)? $source `:` type($source) `` "
     "`{` $source_size `}` (`from` `(` $source_affinity^ `)`)? `->` "
     "(`to` `(` $target_affinity^ `)`)? type($result) `` `{` "
     "$result_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.cast", 0, 0,
     "source source_size:index result_size:index",
     "result",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $source `:` type($source) `{` "
     "$source_size `}` `->` type($result) `{` $result_size `}` attr-dict",
     NULL, NULL, NULL, NULL},
    {"stream.async.load", 0, 0,
     "source source_size:index source_offset:index",
     "result",
     NULL,
     NULL, NULL,
     "$source `[` $source_offset `]` `:` type($source) `` `{` "
     "$source_size `}` `->` type($result) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.store", 0, 0,
     "target target_size:index target_offset:index value",
     "result:=target",
     NULL,
     NULL, NULL,
     "$value `,` $target `[` $target_offset `]` `:` type($value) `->` "
     "custom<ShapedTiedResult>(type($target), $target_size) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.dispatch", 0, SR_ODS_OPERAND_SEGMENTS,
     "workload*:index resource_operands* resource_operand_sizes*:index resource_operand_offsets*:index resource_operand_ends*:index resource_operand_lengths*:index result_sizes*:index",
     "results*",
     "entry_points:array tied_operands?:array affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? "
     "custom<DispatchEntryPoints>($entry_points) (`[` $workload^ `]`)? "
     "`` custom<DispatchOperands>($resource_operands, "
     "$resource_operand_offsets, $resource_operand_ends, "
     "$resource_operand_lengths) attr-dict `:` "
     "custom<ShapedFunctionType>(ref($resource_operands), "
     "type($resource_operands), $resource_operand_sizes, type($results), "
     "$result_sizes, $tied_operands)",
     NULL, NULL, NULL, NULL},
    {"stream.async.func", SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_SYMBOL, 0,
     NULL,
     NULL,
     "sym_name:sym function_type:type tied_operands?:array sym_visibility?:str arg_attrs?:array res_attrs?:array",
     "body", NULL,
     "custom<SymbolVisibility>($sym_visibility) $sym_name `` "
     "custom<ShapedFunctionSignature>($function_type, $tied_operands, "
     "$arg_attrs, $res_attrs) attr-dict-with-keyword ($body^)?",
     NULL, NULL, NULL, NULL},
    {"stream.async.call", 0, SR_ODS_OPERAND_SEGMENTS,
     "resource_operands* resource_operand_sizes*:index resource_operand_offsets*:index resource_operand_ends*:index resource_operand_lengths*:index result_sizes*:index",
     "results*",
     "callee:symref tied_operands?:array arg_attrs?:array res_attrs?:array affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $callee `` "
     "custom<DispatchOperands>($resource_operands, "
     "$resource_operand_offsets, $resource_operand_ends, "
     "$resource_operand_lengths) attr-dict `:` "
     "custom<ShapedFunctionType>(ref($resource_operands), "
     "type($resource_operands), $resource_operand_sizes, type($results), "
     "$result_sizes, $tied_operands)",
     NULL, NULL, NULL, NULL},
    {"stream.async.execute", 0, SR_ODS_OPERAND_SEGMENTS,
     "resource_operands* resource_operand_sizes*:index result_sizes*:index await_timepoint?:!stream.timepoint",
     "results* result_timepoint:!stream.timepoint",
     "tied_operands?:array affinity?:affinity",
     "body", NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` "
     "`` `>`)? `with` `` custom<ResourceRegion>($resource_operands, "
     "type($resource_operands), $resource_operand_sizes, type($results), "
     "$result_sizes, $tied_operands, $body) `=` `` `>` "
     "type($result_timepoint) attr-dict-with-keyword",
     "results result_timepoint", NULL, NULL, NULL},
    {"stream.async.concurrent", 0, SR_ODS_OPERAND_SEGMENTS,
     "resource_operands* resource_operand_sizes*:index result_sizes*:index",
     "results*",
     "tied_operands?:array affinity?:affinity",
     "body", NULL,
     "(`on` `(` $affinity^ `)`)? `with` `` "
     "custom<ResourceRegion>($resource_operands, "
     "type($resource_operands), $resource_operand_sizes, type($results), "
     "$result_sizes, $tied_operands, $body) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.async.parameter.load", 0, SR_ODS_OPERAND_SEGMENTS,
     "await_timepoint?:!stream.timepoint source_scope?:!util.buffer source_key:!util.buffer source_offset:i64 result_size:index",
     "result result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
     "custom<ParameterReference>($source_scope, $source_key) `` `[` "
     "$source_offset `]` `:` type($result) `` `{` $result_size `}` `=` "
     "`` `>` type($result_timepoint) attr-dict-with-keyword",
     "result result_timepoint", NULL, NULL, NULL},
    {"stream.async.parameter.read", 0, SR_ODS_OPERAND_SEGMENTS,
     "target target_size:index target_offset:index target_end:index target_length:index source_scope?:!util.buffer source_key:!util.buffer source_offset:i64 await_timepoint?:!stream.timepoint",
     "result:=target result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
     "custom<ParameterReference>($source_scope, $source_key) `` `[` "
     "$source_offset `]` `->` $target `` `[` $target_offset `to` "
     "$target_end `for` $target_length `]` `:` type($target) `` `{` "
     "$target_size `}` `=` `` `>` type($result_timepoint) "
     "attr-dict-with-keyword",
     "result result_timepoint", NULL, NULL, NULL},
    {"stream.async.parameter.write", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_size:index source_offset:index source_end:index source_length:index target_scope?:!util.buffer target_key:!util.buffer target_offset:i64 await_timepoint?:!stream.timepoint",
     "result:=source result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
     "$source `` `[` $source_offset `to` $source_end `for` "
     "$source_length `]` `->` custom<ParameterReference>($target_scope, "
     "$target_key) `` `[` $target_offset `]` `:` type($source) `` `{` "
     "$source_size `}` `=` `` `>` type($result_timepoint) "
     "attr-dict-with-keyword",
     "result result_timepoint", NULL, NULL, NULL},
    {"stream.async.parameter.gather", 0, SR_ODS_OPERAND_SEGMENTS,
     "source_scope?:!util.buffer source_keys*:!util.buffer source_offsets*:i64 target target_size:index target_offsets*:index target_ends*:index target_lengths*:index await_timepoint?:!stream.timepoint",
     "result result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
     "`{` custom<AsyncParameterGatherOperations>( $source_scope, "
     "$source_keys, $source_offsets, $target, type($target), "
     "$target_size, $target_offsets, $target_ends, $target_lengths) `}` "
     "`:` type($result) `=` `` `>` type($result_timepoint) "
     "attr-dict-with-keyword",
     "result result_timepoint", NULL, NULL, NULL},
    {"stream.async.parameter.scatter", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_size:index source_offsets*:index source_ends*:index source_lengths*:index target_scope?:!util.buffer target_keys*:!util.buffer target_offsets*:i64 await_timepoint?:!stream.timepoint",
     "result result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
     "`{` custom<AsyncParameterScatterOperations>( $source, "
     "type($source), $source_size, $source_offsets, $source_ends, "
     "$source_lengths, $target_scope, $target_keys, $target_offsets) `}` "
     "`:` type($result) `=` `` `>` type($result_timepoint) "
     "attr-dict-with-keyword",
     "result result_timepoint", NULL, NULL, NULL},
    {"stream.cmd.flush", 0, 0,
     "target target_size:index target_offset:index target_length:index",
     NULL,
     "source_affinity?:affinity",
     NULL, NULL,
     "(`to` `(` $source_affinity^ `)`)? $target `[` $target_offset `for` "
     "$target_length `]` `:` type($target) `` `{` $target_size `}` "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.invalidate", 0, 0,
     "target target_size:index target_offset:index target_length:index",
     NULL,
     "source_affinity?:affinity",
     NULL, NULL,
     "(`from` `(` $source_affinity^ `)`)? $target `[` $target_offset "
     "`for` $target_length `]` `:` type($target) `` `{` $target_size `}` "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.discard", 0, 0,
     "target target_size:index target_offset:index target_length:index",
     NULL,
     NULL,
     NULL, NULL,
     "$target `[` $target_offset `for` $target_length `]` `:` "
     "type($target) `` `{` $target_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.fill", 0, 0,
     "target target_size:index target_offset:index target_length:index value",
     NULL,
     NULL,
     NULL, NULL,
     "$value `,` $target `[` $target_offset `for` $target_length `]` `:` "
     "type($value) `->` type($target) `` `{` $target_size `}` "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.copy", 0, 0,
     "source source_size:index source_offset:index target target_size:index target_offset:index length:index",
     NULL,
     NULL,
     NULL, NULL,
     "$source `[` $source_offset `]` `,` $target `[` $target_offset `]` "
     "`,` $length `:` type($source) `` `{` $source_size `}` `->` "
     "type($target) `` `{` $target_size `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.collective", 0, SR_ODS_OPERAND_SEGMENTS,
     "channel:!stream.channel element_count:index param?:i32 resources* resource_sizes*:index resource_offsets*:index resource_lengths*:index",
     NULL,
     "op:enum(stream.collective) resource_accesses:array",
     NULL, NULL,
     "`` $op `` `[` $element_count `]` `channel` `(` $channel `)` "
     "(`param` `(` $param^ `:` type($param) `)`)? `{` "
     "custom<DispatchResources>($resources, type($resources), "
     "$resource_sizes, $resource_offsets, $resource_lengths, "
     "$resource_accesses) `\\n` `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.dispatch", 0, SR_ODS_OPERAND_SEGMENTS,
     "workload*:index uniform_operands* resources* resource_sizes*:index resource_offsets*:index resource_lengths*:index",
     NULL,
     "entry_points:array resource_accesses:array",
     NULL, NULL,
     "custom<DispatchEntryPoints>($entry_points) (`[` $workload^ `]`)? "
     "`` (`(` $uniform_operands^ `:` type($uniform_operands) `)`)? `{` "
     "custom<DispatchResources>($resources, type($resources), "
     "$resource_sizes, $resource_offsets, $resource_lengths, "
     "$resource_accesses) `\\n` `}` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.func", SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_SYMBOL, 0,
     NULL,
     NULL,
     "sym_name:sym function_type:type sym_visibility?:str arg_attrs?:array res_attrs?:array",
     "body", NULL,
     "custom<SymbolVisibility>($sym_visibility) $sym_name `` "
     "custom<DispatchFunctionSignature>($function_type, $arg_attrs, "
     "$res_attrs) attr-dict-with-keyword ($body^)?",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.call", 0, SR_ODS_OPERAND_SEGMENTS,
     "resource_operands* resource_operand_sizes*:index resource_operand_offsets*:index resource_operand_lengths*:index result_sizes*:index",
     "results*",
     "callee:symref tied_operands?:array arg_attrs?:array res_attrs?:array resource_operand_accesses:array",
     NULL, NULL,
     "$callee `` custom<CmdCallOperands>($resource_operands, "
     "$resource_operand_offsets, $resource_operand_lengths, "
     "$resource_operand_accesses) attr-dict `:` "
     "custom<ShapedFunctionType>(ref($resource_operands), "
     "type($resource_operands), $resource_operand_sizes, type($results), "
     "$result_sizes, $tied_operands)",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.execute", 0, SR_ODS_OPERAND_SEGMENTS,
     "resource_operands* resource_operand_sizes*:index await_timepoint?:!stream.timepoint",
     "result_timepoint:!stream.timepoint",
     "once?:unit affinity?:affinity",
     "body", NULL,
     "(`once` $once^)? (`on` `(` $affinity^ `)`)? (`await` `(` "
     "$await_timepoint^ `)` `=` `` `>`)? `with` `` "
     "custom<ExplicitResourceRegion>($resource_operands, "
     "type($resource_operands), $resource_operand_sizes, $body) `=` `` "
     "`>` type($result_timepoint) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.serial", 0, 0,
     NULL,
     NULL,
     NULL,
     "body", NULL,
     "$body attr-dict-with-keyword",
     NULL, NULL, "stream.yield", NULL},
    {"stream.cmd.concurrent", 0, 0,
     NULL,
     NULL,
     NULL,
     "body", NULL,
     "$body attr-dict-with-keyword",
     NULL, NULL, "stream.yield", NULL},
    {"stream.cmd.parameter.load", 0, SR_ODS_OPERAND_SEGMENTS,
     "source_scope?:!util.buffer source_keys*:!util.buffer source_offsets*:i64 result_sizes*:index await_timepoint?:!stream.timepoint",
     "results* result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` "
     "`` `>`)? `{` custom<ParameterLoadOperations>( $source_scope, "
     "$source_keys, $source_offsets, type($results), $result_sizes) `}` "
     "`=` `` `>` type($result_timepoint) attr-dict-with-keyword",
     "results result_timepoint", NULL, NULL, NULL},
    {"stream.cmd.parameter.read", 0, SR_ODS_OPERAND_SEGMENTS,
     "source_scope?:!util.buffer source_key:!util.buffer source_offset:i64 target target_size:index target_offset:index target_length:index await_timepoint?:!stream.timepoint",
     "result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` "
     "`` `>`)? custom<ParameterReference>($source_scope, $source_key) `` "
     "`[` $source_offset `]` `->` $target `[` $target_offset `for` "
     "$target_length `]` `:` type($target) `` `{` $target_size `}` `=` "
     "`` `>` type($result_timepoint) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.parameter.write", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_size:index source_offset:index source_length:index target_scope?:!util.buffer target_key:!util.buffer target_offset:i64 await_timepoint?:!stream.timepoint",
     "result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` "
     "`` `>`)? $source `[` $source_offset `for` $source_length `]` `:` "
     "type($source) `` `{` $source_size `}` `->` "
     "custom<ParameterReference>($target_scope, $target_key) `` `[` "
     "$target_offset `]` `=` `` `>` type($result_timepoint) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.parameter.gather", 0, SR_ODS_OPERAND_SEGMENTS,
     "source_scope?:!util.buffer source_keys*:!util.buffer source_offsets*:i64 target target_size:index target_offsets*:index target_lengths*:index await_timepoint?:!stream.timepoint",
     "result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` "
     "`` `>`)? `{` custom<CmdParameterGatherOperations>( $source_scope, "
     "$source_keys, $source_offsets, $target, type($target), "
     "$target_size, $target_offsets, $target_lengths) `}` `=` `` `>` "
     "type($result_timepoint) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.cmd.parameter.scatter", 0, SR_ODS_OPERAND_SEGMENTS,
     "source source_size:index source_offsets*:index source_lengths*:index target_scope?:!util.buffer target_keys*:!util.buffer target_offsets*:i64 await_timepoint?:!stream.timepoint",
     "result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` "
     "`` `>`)? `{` custom<CmdParameterScatterOperations>( $source, "
     "type($source), $source_size, $source_offsets, $source_lengths, "
     "$target_scope, $target_keys, $target_offsets) `}` `=` `` `>` "
     "type($result_timepoint) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.timepoint.immediate", 0, 0,
     NULL,
     "result_timepoint:!stream.timepoint",
     NULL,
     NULL, NULL,
     "attr-dict `=` `` `>` type($result_timepoint)",
     NULL, NULL, NULL, NULL},
    {"stream.timepoint.import", 0, 0,
     "operands*",
     "result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $operands `:` `(` type($operands) `)` "
     "`=` `` `>` type($result_timepoint) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.timepoint.export", 0, 0,
     "await_timepoint:!stream.timepoint",
     "results*",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $await_timepoint `=` `` `>` `(` "
     "type($results) `)` attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.timepoint.chain_external", 0, 0,
     "await_timepoint:!stream.timepoint external_values*",
     NULL,
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $await_timepoint `=` `` `>` `(` "
     "$external_values `:` type($external_values) `)` "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.timepoint.join", 0, 0,
     "await_timepoints*:!stream.timepoint",
     "result_timepoint:!stream.timepoint",
     NULL,
     NULL, NULL,
     "`max` `(` $await_timepoints `)` `=` `` `>` type($result_timepoint) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.timepoint.barrier", 0, 0,
     "resource resource_size:index",
     "result:=resource result_timepoint:!stream.timepoint",
     "affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? $resource `:` type($resource) `` `{` "
     "$resource_size `}` `=` `` `>` type($result_timepoint) "
     "attr-dict-with-keyword",
     "result result_timepoint", NULL, NULL, NULL},
    {"stream.timepoint.await", 0, SR_ODS_OPERAND_SEGMENTS,
     "resource_operands* resource_operand_sizes*:index await_timepoint:!stream.timepoint",
     "results*",
     "sync?:unit",
     NULL, NULL,
     "(`sync` $sync^)? $await_timepoint `=` `` `>` $resource_operands "
     "`:` custom<ShapedTypeList>(type($resource_operands), "
     "type($results), $resource_operand_sizes) attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.channel.create", 0, SR_ODS_OPERAND_SEGMENTS,
     "id?:!util.buffer rank?:index count?:index",
     "result:!stream.channel",
     "group?:str affinity?:affinity",
     NULL, NULL,
     "(`on` `(` $affinity^ `)`)? (`id` `(` $id^ `)`)? (`group` `(` "
     "$group^ `)`)? (`rank` `(` $rank^ `)`)? (`count` `(` $count^ `)`)? "
     "`:` type($result) attr-dict-with-keyword",
     "channel", NULL, NULL, NULL},
    {"stream.channel.split", 0, 0,
     "channel:!stream.channel color:index key:index",
     "result:!stream.channel",
     NULL,
     NULL, NULL,
     "$channel `,` $color `,` $key `:` type($channel) `->` type($result) "
     "attr-dict-with-keyword",
     "channel", NULL, NULL, NULL},
    {"stream.channel.rank", 0, 0,
     "channel:!stream.channel",
     "result:index",
     NULL,
     NULL, NULL,
     "$channel `:` type($result) attr-dict-with-keyword",
     "ccl_rank", NULL, NULL, NULL},
    {"stream.channel.count", 0, 0,
     "channel:!stream.channel",
     "result:index",
     NULL,
     NULL, NULL,
     "$channel `:` type($result) attr-dict-with-keyword",
     "ccl_count", NULL, NULL, NULL},
    {"stream.executable", SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_SYMBOL_TABLE | SR_OP_TRAIT_SYMBOL, 0,
     NULL,
     NULL,
     "sym_visibility?:str sym_name:sym",
     "body", NULL,
     "custom<SymbolVisibility>($sym_visibility) $sym_name "
     "attr-dict-with-keyword regions",
     NULL, NULL, "stream.executable.end", NULL},
    {"stream.executable.end", SR_OP_TRAIT_TERMINATOR, 0,
     NULL,
     NULL,
     NULL,
     NULL, NULL,
     NULL,
     NULL, NULL, NULL, NULL},
    {"stream.executable.export", SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_SYMBOL, 0,
     NULL,
     NULL,
     "sym_visibility?:str sym_name:sym function_ref:symref",
     "workgroup_count", NULL,
     "custom<SymbolVisibility>($sym_visibility) "
     "custom<SymbolAlias>($sym_name, $function_ref) "
     "custom<WorkgroupCountRegion>($workgroup_count) "
     "attr-dict-with-keyword",
     NULL, NULL, NULL, NULL},
    {"stream.binding.subspan", 0, 0,
     "binding byte_offset:index dynamic_dims*:index",
     "result",
     NULL,
     NULL, NULL,
     "$binding `` `[` $byte_offset `]` attr-dict `:` type($binding) `->` "
     "type($result) (`{` $dynamic_dims^ `}`)?",
     NULL, NULL, NULL, NULL},
    {"stream.dispatch.workgroup.id", 0, 0,
     NULL,
     "result:index",
     "dimension:int(index)",
     NULL, NULL,
     "`[` $dimension `]` attr-dict `:` type($result)",
     NULL, NULL, NULL, sr_stream_workgroup_id_name},
    {"stream.dispatch.workgroup.count", 0, 0,
     NULL,
     "result:index",
     "dimension:int(index)",
     NULL, NULL,
     "`[` $dimension `]` attr-dict `:` type($result)",
     NULL, NULL, NULL, sr_stream_workgroup_count_name},
    {"stream.dispatch.workgroup.size", 0, 0,
     NULL,
     "result:index",
     "dimension:int(index)",
     NULL, NULL,
     "`[` $dimension `]` attr-dict `:` type($result)",
     NULL, NULL, NULL, sr_stream_workgroup_size_name},
    {"stream.return", SR_OP_TRAIT_TERMINATOR, 0,
     "operands*",
     NULL,
     NULL,
     NULL, NULL,
     "attr-dict $operands `:` type($operands)",
     NULL, NULL, NULL, NULL},
    {"stream.yield", SR_OP_TRAIT_TERMINATOR, 0,
     "resource_operands* resource_operand_sizes*:index",
     NULL,
     NULL,
     NULL, NULL,
     "attr-dict ($resource_operands^ `:` "
     "custom<ShapedTypeList>(type($resource_operands), "
     "$resource_operand_sizes))?",
     NULL, NULL, NULL, NULL},
    {"stream.test.timeline_op", 0, SR_ODS_OPERAND_SEGMENTS,
     "resource_operands* resource_operand_sizes*:index result_sizes*:index await_operands*:!stream.timepoint",
     "results* result_timepoint:!stream.timepoint",
     "tied_operands?:array await_limit?:int(i64)",
     NULL, NULL,
     "(`await_limit` `(` $await_limit^ `)`)? (`await` `(` "
     "$await_operands^ `)` `=` `` `>`)? `with` `(` $resource_operands "
     "`)` attr-dict `:` "
     "custom<ShapedFunctionType>(ref($resource_operands), "
     "type($resource_operands), $resource_operand_sizes, type($results), "
     "$result_sizes, $tied_operands) `=` `` `>` type($result_timepoint)",
     "results result_timepoint", NULL, NULL, NULL},
    {"stream.test.timeline_aware", 0, SR_ODS_OPERAND_SEGMENTS,
     "args* wait_fence_likes*:!stream.test.fence signal_fence_like:!stream.test.fence",
     "results*",
     NULL,
     NULL, NULL,
     "`(` $args `)` `waits` `(` $wait_fence_likes `)` `signals` `(` "
     "$signal_fence_like `)` attr-dict `:` functional-type($args, "
     "$results)",
     NULL, NULL, NULL, NULL},
};

sr_dialect_ops_t sr__stream_ops(void) {
  uint32_t count = 0;
  const sr_custom_directive_t* directives = sr__stream_directives(&count);
  sr_dialect_ops_t ops = {
      NULL, 0, kStreamSpecs, SR_ARRAY_COUNT(kStreamSpecs), directives, count};
  return ops;
}

sr_dialect_ops_t sr__shaped_syntax_ops(void) {
  uint32_t count = 0;
  const sr_custom_directive_t* directives = sr_shaped_syntax_directives(&count);
  sr_dialect_ops_t ops = {NULL, 0, NULL, 0, directives, count};
  return ops;
}
