#encoding = #iree_encoding.unknown
"builtin.module"() ({
  "util.global"() <{sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index, index) -> (), sym_name = "tensor_clone_op_with_unknowns", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "stream.tensor.clone"(%arg0, %arg1, %arg2, %arg1, %arg2) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, result_encoding = tensor<?x4xf32, #encoding>, source_encoding = tensor<?x4xf32, #encoding>}> : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

